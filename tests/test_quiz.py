"""How the quiz judges a typed answer (widgets/quiz.py): one table of right, rounded,
over-precise, too rough, mistaken, wrong and malformed answers for every kind of question, each
with the exact feedback the child reads; then the rules a lesson's author meets when making a
question, and the widget as a child uses it (hints only on request, nothing of the answer
before a try)."""
from fractions import Fraction

import pytest

from widgets.quiz import EXACTLY, Exactness, Question, Quiz, Verdict, check, judge, required_places, said_in, slips

RIGHT = "Right!"
TYPE_A_CHANCE = "Type a number, like 2/7, 0.4, 40% or 1 in 4."
BIG, SMALL = "Too big. Try again!", "Too small. Try again!"
ROUGH2 = ("Right as far as it goes: that is the answer rounded to 1 decimal place. Now one more place, please: "
          "give it to 2 decimal places, or as a fraction.")
ROUGH2_WHOLE = ("Right as far as it goes: that is the answer rounded to the nearest whole number. Now 2 more places, "
                "please: give it to 2 decimal places, or as a fraction.")
ROUGH3 = ("Right as far as it goes: that is the answer rounded to 2 decimal places. Now one more place, please: "
          "give it to 3 decimal places (as a percent, 1 decimal place), or as a fraction.")
NEVER_ABOVE_1 = ("Good try, but a chance is never more than 1 (or 100%). Write it as a fraction, a decimal or a "
                 "percent, like 2/7, 0.4, 40% or 1 in 4.")
WAR_EXACT = "Right! (Exactly it is 1/17 ≈ 0.05882.)"

# A chance with no short decimal: 3/51 = 0.0588...; it needs 3 places (2 significant figures).
CHANCE = Question("First battle a war?", Fraction(3, 51),
                  wrong={Fraction(12, 51): "SUIT: that counts cards of the same suit.",
                         Fraction(3, 52): "52: your own card is not among the ones I can turn."})
# A chance of at least 0.1: two places are enough.
THIRD = Question("Chance a friend has the last Queen?", Fraction(1, 3),
                 wrong={Fraction(1, 4): "QUARTER: there are 3 hidden hands' worth, not 4."})
# A fraction with a short decimal (48/5 = 9.6): cards before the first Ace.
SHORT = Question("Cards before the first Ace?", Fraction(48, 5),
                 wrong={13: "PER ACE: 52/4 is cards per Ace, not cards before the first one."})
# A whole number: a sum.
WHOLE = Question("5 + 6 + 7 + 4?", 22, wrong={21: "MISSED ONE: count the cards again."})
# A float (a measured share), checked like the fraction it stands for.
SHARE = Question("Share of games won?", 0.765, wrong={0.235: "LOST: that is the share it lost."})
# A larger number (an expected count) that needs 2 places because of `places`.
MEAN = Question("Matching cards expected in 7?", Fraction(35, 17),
                wrong={Fraction(7, 4): "QUARTER: a quarter of the cards would be a suit only."})
# The same kind of count asked "about": to the nearest whole number (the guide says "about 3 cards").
ABOUT = Question("About how many matching cards do you expect in a hand of 10?", Fraction(50, 17),
                 wrong={Fraction(15, 51): "ONE CARD: that is for one card; you hold 10."})
# Multiple choice.
CHOICE = Question("Which wins?", "Second", choices=["First", "Second", "a tie"],
                  wrong={"a tie": "TIE: equal sums of single cards go by rank."})

TABLE = [
    # question, typed, right?, feedback
    (CHANCE, "3/51", True, RIGHT),
    (CHANCE, "1/17", True, RIGHT),
    (CHANCE, "6/102", True, RIGHT),
    (CHANCE, "1 in 17", True, RIGHT),                                   # every form the lessons teach
    (CHANCE, "3 out of 51", True, RIGHT),
    (CHANCE, "0.059", True, WAR_EXACT),                                 # rounded
    (CHANCE, ".059", True, WAR_EXACT),                                  # no leading 0
    (CHANCE, "59/1000", True, WAR_EXACT),                               # the same number as a fraction
    (CHANCE, "59 in 1000", True, WAR_EXACT),
    (CHANCE, "0.0590", True, WAR_EXACT),                                # over-precise
    (CHANCE, "0.05882", True, WAR_EXACT),
    (CHANCE, "5.9%", True, WAR_EXACT),
    (CHANCE, "5.9 %", True, WAR_EXACT),
    (CHANCE, "5.9 percent", True, WAR_EXACT),
    (CHANCE, "0,059", True, WAR_EXACT),                                 # decimal comma
    (CHANCE, " about 0.059 ", True, WAR_EXACT),
    (CHANCE, "0.06", False, ROUGH3),                                    # too rough, however written:
    (CHANCE, "0.060", False, ROUGH3),
    (CHANCE, "6/100", False, ROUGH3),
    (CHANCE, "6 in 100", False, ROUGH3),
    (CHANCE, "6%", False, ROUGH3),
    (CHANCE, "0.057", False, SMALL),                                    # wrong rounding
    (CHANCE, "0.0594", False, BIG),                                     # over-precise and wrong
    (CHANCE, "0.1", False, BIG),                        # a 1-place rounding, but not one significant figure
    (CHANCE, "12/51", False, "SUIT: that counts cards of the same suit."),
    (CHANCE, "4/17", False, "SUIT: that counts cards of the same suit."),
    (CHANCE, "0.235", False, "SUIT: that counts cards of the same suit."),
    (CHANCE, "23.5%", False, "SUIT: that counts cards of the same suit."),
    (CHANCE, "0.2", False, BIG),                                        # near the slip is not the slip
    (CHANCE, "0.24", False, BIG),
    (CHANCE, "3/52", False, "52: your own card is not among the ones I can turn."),
    (CHANCE, "0.0577", False, "52: your own card is not among the ones I can turn."),
    (CHANCE, "0.058", False, SMALL),                    # 3/52 rounded, but also 3/51 cut short: no slip named
    (CHANCE, "17", False, NEVER_ABOVE_1),                                # "1 in 17" half remembered
    (CHANCE, "1.5", False, NEVER_ABOVE_1),
    (CHANCE, "150%", False, NEVER_ABOVE_1),
    (CHANCE, "three", False, NEVER_ABOVE_1),                            # number words are numbers
    (CHANCE, "one in seventeen", True, RIGHT),
    (CHANCE, "1:17", True, RIGHT),                                      # ":" and "÷" divide
    (CHANCE, "3 ÷ 51", True, RIGHT),
    (CHANCE, "1 in 17 battles", True, RIGHT),                           # with what it counts
    (CHANCE, "32 out of 3", False, "32 out of 3 can't be: the first number is a part of the second, so it is "
                                   "never bigger. Have another look."),
    (CHANCE, "9" * 4301, False, "That is far too long for an answer: type a short number."),
    (CHANCE, "lots", False, TYPE_A_CHANCE),
    (CHANCE, "", False, TYPE_A_CHANCE),
    (CHANCE, "3/0", False, "You can't divide by zero: the number under the line must not be 0."),
    (CHANCE, "1 in 0", False, "You can't divide by zero: the number under the line must not be 0."),
    (CHANCE, "1.5/51", False, "In a fraction, use whole numbers on top and below."),
    (CHANCE, "1 in 16.5", False, "Use whole numbers on both sides of 'in'."),
    (THIRD, "1/3", True, RIGHT),
    (THIRD, "1 in 3", True, RIGHT),
    (THIRD, "0.33", True, "Right! (Exactly it is 1/3 ≈ 0.3333.)"),
    (THIRD, ".33", True, "Right! (Exactly it is 1/3 ≈ 0.3333.)"),
    (THIRD, "0.3333", True, "Right! (Exactly it is 1/3 ≈ 0.3333.)"),
    (THIRD, "33%", True, "Right! (Exactly it is 1/3 ≈ 0.3333.)"),
    (THIRD, "33 in 100", True, "Right! (Exactly it is 1/3 ≈ 0.3333.)"),
    (THIRD, "0.3", False, ROUGH2),
    (THIRD, "3/10", False, ROUGH2),
    (THIRD, "0.34", False, BIG),
    (THIRD, "0.25", False, "QUARTER: there are 3 hidden hands' worth, not 4."),
    (THIRD, "1 in 4", False, "QUARTER: there are 3 hidden hands' worth, not 4."),
    (THIRD, "1/3%", False, SMALL),
    (THIRD, "3", False, NEVER_ABOVE_1.replace("1 in 4", "2 in 5")),      # (1 in 4 is the QUARTER slip)
    (THIRD, "0.33.", False, TYPE_A_CHANCE.replace("1 in 4", "2 in 5")),
    (SHORT, "9.6", True, RIGHT),
    (SHORT, "9.60", True, RIGHT),
    (SHORT, "48/5", True, RIGHT),
    (SHORT, "96/10", True, RIGHT),
    (SHORT, "10", False, ROUGH2_WHOLE),                      # 9.6 to the nearest whole number
    (SHORT, "10.6", False, BIG),                        # the position of the first Ace: wrong, not "too rough"
    (SHORT, "9.65", False, BIG),
    (SHORT, "13", False, "PER ACE: 52/4 is cards per Ace, not cards before the first one."),
    (SHORT, "13.0", False, "PER ACE: 52/4 is cards per Ace, not cards before the first one."),
    (SHORT, "12.996", False, "PER ACE: 52/4 is cards per Ace, not cards before the first one."),
    (SHORT, "12.9", False, BIG),
    (SHORT, "nine", False, SMALL),
    (SHORT, "9 3/5", True, RIGHT),
    (SHORT, "9 8/5", False, "In a mixed number like 2 1/3, the fraction is less than 1: its top is smaller than its "
                            "bottom."),                                      # a mixed number
    (SHORT, "nine and three fifths", True, RIGHT),
    (SHORT, "960%", False, "That is a share (a part of a whole). The question asks how many: type a number, "
                           "not a share."),
    (WHOLE, "22", True, RIGHT),
    (WHOLE, " 22 ", True, RIGHT),
    (WHOLE, "22.0", True, RIGHT),
    (WHOLE, "22.5", False, "Too big. The answer is a whole number: no halves or decimals."),
    (WHOLE, "21.9", False, "Too small. The answer is a whole number: no halves or decimals."),
    (WHOLE, "23", False, BIG),
    (WHOLE, "21", False, "MISSED ONE: count the cards again."),
    (WHOLE, "20", False, SMALL),                                        # near the slip is not the slip
    (WHOLE, "twenty-two", True, RIGHT),
    (WHOLE, "22 cards", True, RIGHT),
    (WHOLE, "lots", False, "Type a number, like 12."),
    (SHARE, "0.765", True, RIGHT),
    (SHARE, "0.77", True, "Right! (Exactly it is 0.765.)"),
    (SHARE, "0.76", True, "Right! (Exactly it is 0.765.)"),          # 0.765 is half-way: both roundings count
    (SHARE, "76.5%", True, RIGHT),
    (SHARE, "0.7650", True, RIGHT),
    (SHARE, "0.8", False, ROUGH2),
    (SHARE, "0.78", False, BIG),
    (SHARE, "0.235", False, "LOST: that is the share it lost."),
    (SHARE, "0.24", False, "LOST: that is the share it lost."),
    (SHARE, "3/4", False, SMALL),
    (SHARE, "%", False, TYPE_A_CHANCE),
    (MEAN, "35/17", True, RIGHT),
    (MEAN, "2.06", True, "Right! (Exactly it is 35/17 ≈ 2.059.)"),
    (MEAN, "2.059", True, "Right! (Exactly it is 35/17 ≈ 2.059.)"),
    (MEAN, "2.1", False, ROUGH2),
    (MEAN, "2", False, ROUGH2_WHOLE),
    (MEAN, "1.75", False, "QUARTER: a quarter of the cards would be a suit only."),
    (MEAN, "7/4", False, "QUARTER: a quarter of the cards would be a suit only."),
    (MEAN, "2/0", False, "You can't divide by zero: the number under the line must not be 0."),
    (MEAN, "lots", False, "Type a number, like 12, 2/7 or 0.4."),
    (ABOUT, "3", True, "Right! (Exactly it is 50/17 ≈ 2.941.)"),          # "about 3 cards" is right
    (ABOUT, "2.9", True, "Right! (Exactly it is 50/17 ≈ 2.941.)"),
    (ABOUT, "50/17", True, RIGHT),
    (ABOUT, "2", False, SMALL),
    (ABOUT, "4", False, BIG),
    (ABOUT, "15/51", False, "ONE CARD: that is for one card; you hold 10."),
    (ABOUT, "0.29", False, "ONE CARD: that is for one card; you hold 10."),
    (ABOUT, "lots", False, "Type a number, like 12."),
    (CHOICE, "Second", True, RIGHT),
    (CHOICE, "a tie", False, "TIE: equal sums of single cards go by rank."),
    (CHOICE, "First", False, "Not this one. Have another think!"),
    (CHOICE, "second", False, "Pick one of the answers."),
    (CHOICE, None, False, "Pick one of the answers."),
]


@pytest.mark.parametrize("question, typed, right, feedback", TABLE,
                         ids=[f"{q.prompt.split()[0]}-{t!r}" for q, t, _, _ in TABLE])
def test_feedback(question, typed, right, feedback):
    assert check(question, typed) == (right, feedback)


def test_the_table_covers_every_kind_of_answer_for_every_question():
    """right, rounded or over-precise, misconception, plain wrong and malformed, for each question."""
    malformed = ("Type a number", "Pick one of the answers.", "You can't divide", "In a fraction", "Use whole", "In a mixed",
                 "That is far too long", "32 out of 3")
    for q in (CHANCE, THIRD, SHORT, WHOLE, SHARE, MEAN, ABOUT, CHOICE):
        rows = [(t, r, f) for qq, t, r, f in TABLE if qq is q]
        assert any(r and f == RIGHT for _, r, f in rows), q.prompt
        assert any(f in q.wrong.values() for _, _, f in rows), q.prompt
        assert any(not r and f not in q.wrong.values() and not f.startswith(malformed) for _, r, f in rows), q.prompt
        assert any(f.startswith(malformed) for _, _, f in rows), q.prompt
        if q.choices is None and (Fraction(q.answer) * 10**required_places(Fraction(q.answer))).denominator != 1:
            assert any(r and f != RIGHT for _, r, f in rows), q.prompt      # a rounded decimal counts


def test_the_same_number_gets_the_same_verdict_however_it_is_written():
    """The issue's cases: 59/1000 was "Too big" where 0.059 was right; 6/100 "Too big" where 0.06
    was "too rough"."""
    for same in (["0.059", ".059", "59/1000", "59 in 1000", "5.9%", "5.9 %", "0,059"],
                 ["0.06", "0.060", "6/100", "6 in 100", "6%", "3/50"],
                 ["1/17", "1 in 17", "3/51", "6/102", "3 out of 51"],
                 ["0.0577", "577/10000", "5.77%"]):
        assert len({check(CHANCE, t) for t in same}) == 1, same


@pytest.mark.parametrize("exact, places, need", [
    (Fraction(3, 51), 2, 3), (Fraction(1, 3), 2, 2), (Fraction(1, 4165), 2, 5), (Fraction(35, 17), 2, 2),
    (Fraction(35, 17), 0, 1), (Fraction(100, 3), 2, 2), (Fraction(100, 3), 0, 0), (Fraction(22), 2, 0),
    (Fraction(3, 51), 4, 4),
])
def test_required_places(exact, places, need):
    assert required_places(exact, places) == need


def test_more_digits_never_make_the_check_stricter():
    """Every correct rounding of 3/51 to 3 places or more, with any zeros added, is right."""
    exact = Fraction(3, 51)
    for places in range(3, 9):
        text = f"{float(exact):.{places}f}"
        for zeros in range(3):
            assert check(CHANCE, text + "0" * zeros)[0], text + "0" * zeros


def test_a_misconception_must_be_wrong():
    with pytest.raises(ValueError):
        Question("?", Fraction(1, 2), wrong={Fraction(2, 4): "same number"})
    with pytest.raises(ValueError):
        Question("?", "yes", choices=["yes", "no"], wrong={"maybe": "not a choice"})
    with pytest.raises(ValueError, match="is right to 3 decimal places"):           # right at its exactness
        Question("Chance?", Fraction(3, 51), wrong={Fraction(59, 1000): "rounded"}, exactness="to 3 decimal places")


def test_the_default_exactness_asks_for_a_place_more_when_a_mistake_would_pass_for_the_answer():
    """Go Fish: both of the friend's first two cards miss with chance 36/39 x 35/38 = 0.8502; the
    "as if the card went back" slip (36/39)**2 = 0.852 is 0.85 too, so 2 places cannot tell them."""
    q = Question("What is the chance that your friend's first TWO cards are both not Queens?",
                 Fraction(36, 39) * Fraction(35, 38), wrong={Fraction(36, 39) ** 2: "PUT BACK"})
    assert q.judged == 3 and "a decimal to 3 places" in q.text
    assert check(q, "0.850")[0] and check(q, "0.852") == (False, "PUT BACK")
    assert check(q, "0.85")[0]                             # the same number as 0.850
    assert check(q, "0.9") == (False, "Right as far as it goes: that is the answer rounded to 1 decimal place. Now 2 "
                                      "more places, please: give it to 3 decimal places (as a percent, 1 decimal "
                                      "place), or as a fraction.")


def test_two_mistakes_with_one_value_are_refused_when_the_question_is_made():
    """4/52 = 1/13 and 4/20 = 1/5: the mistakes are checked as data (pairs), wherever the question
    is made (through ``ask()`` too), never by reading the caller's source."""
    from lessons.words import ask

    for make in (Question, ask):
        with pytest.raises(ValueError, match="same value, 1/13"):
            make("What is the chance that the first battle is a war?", Fraction(3, 51),
                 wrong=[(Fraction(4, 52), "Four cards have your rank..."), (Fraction(1, 13), "One rank in 13...")])
        with pytest.raises(ValueError, match="same value, 1/5"):
            make("Small pack: the chance of a war?", Fraction(3, 19),
                 wrong=[(Fraction(4, 20), "Your card is in your hand..."), (Fraction(1, 5), "One rank in 5...")])
    with pytest.raises(ValueError, match="cannot be told apart to 2 decimal places"):
        Question("Chance?", Fraction(1, 3), wrong={Fraction(1, 4): "a quarter", Fraction(251, 1000): "near it"},
                 exactness="to two decimal places")
    with pytest.raises(ValueError, match="a wrong choice is listed twice"):
        Question("Which?", "a", choices=["a", "b"], wrong=[("b", "one"), ("b", "two")])
    with pytest.raises(ValueError, match="two slips have the value 6"):
        slips(7, (6, "the King is missing too"), (6, "that is how many are on the run"))
    Question("Chance?", Fraction(3, 51), wrong={Fraction(4, 52): "one message", Fraction(3, 52): "another"})


def test_how_exact_follows_the_words_and_the_words_are_shown():
    assert said_in("About how many cards?") == Exactness(about=True)
    assert said_in("How many questions about Kings can you ask?") is None          # "about" as in "on"
    assert said_in("Give it to the nearest whole number.") == Exactness(0)
    assert said_in("(a fraction like 3/7, or a decimal with 3 places)") == Exactness(3)
    assert said_in("to two decimal places") == Exactness(2)
    assert said_in("Give 3 decimal places") == Exactness(3)
    assert said_in("The first Ace has 26 good places out of 52: how many?") is None
    # declared in words, shown in the question's text, judged by them
    q = Question("On average, how many other cards come before the first Ace?", Fraction(32, 3),
                 exactness="to one decimal place")
    assert q.text.endswith("(A fraction, or a decimal to 1 place.)") and said_in(q.text) == Exactness(1)
    assert check(q, "10.7") == (True, "Right! (Exactly it is 32/3 ≈ 10.67.)")
    assert check(q, "11") == (False, "Right as far as it goes: that is the answer rounded to the nearest whole "
                                     "number. Now one more place, please: give it to 1 decimal place, or as a "
                                     "fraction.")
    q = Question("How many cards?", Fraction(50, 17), exactness=Exactness(0))
    assert q.text == "How many cards? (To the nearest whole number.)" and check(q, "3")[0]
    assert CHANCE.text == "First battle a war? (A fraction, or a decimal to 3 places.)"
    assert WHOLE.text == WHOLE.prompt and ABOUT.text == ABOUT.prompt                # nothing to add
    assert Question("Chance?", Fraction(1, 3), exactness=EXACTLY).text == "Chance? (Exactly, as a fraction.)"
    with pytest.raises(ValueError, match="says 'about' but is judged 'to 3 decimal places'"):
        Question("About how many cards?", Fraction(50, 17), exactness="to 3 decimal places")
    with pytest.raises(ValueError, match="not understood"):
        Question("How many?", Fraction(50, 17), exactness="pretty close")


def test_the_widget_shows_the_misconception_and_keeps_the_answer_hidden():
    quiz = Quiz(CHANCE)
    assert quiz.submit("12/51") is False
    assert "SUIT: that counts cards of the same suit." in quiz.feedback.value
    assert "3/51" not in quiz.feedback.value and "1/17" not in quiz.feedback.value
    assert quiz.submit("0.06") is False and "Right as far as it goes" in quiz.feedback.value
    assert quiz.judgement is not None and quiz.judgement.verdict is Verdict.TOO_ROUGH
    assert quiz.submit("0.0590") is True and quiz.right == 1 and quiz.asked == 1
    assert "3/51" not in quiz.prompt.value and "0.059" not in quiz.prompt.value


def shown(widget) -> bool:
    return widget.layout.display != "none"


def test_a_hint_comes_only_when_asked_for_after_a_first_try():
    q = Question("What is the chance that the first battle is a war?", Fraction(3, 51),
                 hint="How many cards can I turn over, and how many match yours?",
                 wrong={Fraction(3, 52): "52: your card is not among mine."})
    quiz = Quiz(q)
    assert not shown(quiz.hint_button) and not shown(quiz.show_button)
    assert "How many cards can I turn" not in quiz.children.__repr__() and quiz.feedback.value == ""
    quiz.show_hint()                                        # pressed too early (from code): nothing
    assert quiz.hint_box.value == ""
    quiz.submit("lots")                                     # no number: no try
    assert not shown(quiz.hint_button) and quiz.tries == 0
    quiz.submit("3/52")
    assert shown(quiz.hint_button) and shown(quiz.show_button) and quiz.hint_box.value == ""
    quiz.hint_button.click()
    assert "How many cards can I turn over" in quiz.hint_box.value and not shown(quiz.hint_button)
    assert quiz.submit("1 in 17") is True
    assert not shown(quiz.show_button) and "✔ Right!" in quiz.feedback.value
    quiz.new_button.click()
    assert quiz.hint_box.value == "" and not shown(quiz.hint_button) and not shown(quiz.show_button)


def test_a_question_without_a_hint_never_shows_the_button():
    quiz = Quiz(WHOLE)
    quiz.submit("23")
    assert not shown(quiz.hint_button) and shown(quiz.show_button)
    quiz.show_button.click()
    assert "The answer is <b>22</b>" in quiz.feedback.value and quiz.asked == 1


def test_what_follows_a_quiz_waits_until_it_is_answered():
    """Lesson notebooks printed the exact answer in the cell under a quiz: with Run All, or in
    Voila, it was on screen before anyone answered."""
    from widgets.quiz import after_quiz

    quiz = Quiz([CHANCE, WHOLE])
    after = after_quiz(quiz, "a war on the first battle: 3/51")
    assert "3/51" not in after.value and "Answer the quiz above first" in after.value
    quiz.submit("3/51")
    assert "3/51" not in after.value                      # one of two answered
    quiz.new_button.click()
    quiz.show_button.click()                              # shown, not answered: the answer is out anyway
    assert "a war on the first battle: 3/51" in after.value
    done = Quiz(WHOLE)
    done.submit("22")
    assert "22 cards" in after_quiz(done, "22 cards").value


def test_the_judge_is_a_module_of_its_own_with_no_widget():
    """Issue 41/39: the answer-judging engine was glued to the widget; the judge (widgets/judge.py)
    and the share words import no ipywidgets, so a test, a benchmark or the class tally can judge
    an answer without a screen."""
    import subprocess
    import sys

    code = ("import sys, widgets.judge, widgets.share_words; "
            "print('ipywidgets' in sys.modules, 'IPython' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["False", "False"]


def test_the_first_try_carries_its_typed_verdict_for_the_class_tally():
    """The class tally recovered mistakes by matching feedback text, so "0.06" for 1/17 (too rough:
    right as far as it goes) was counted as "another wrong answer"."""
    seen = []
    quiz = Quiz([CHANCE, CHANCE, CHANCE])
    quiz.on_first_try(lambda number, q, right, feedback: seen.append((number, right, feedback)))
    quiz.submit("0.06")
    quiz.new_button.click()
    quiz.submit("12/51")
    quiz.new_button.click()
    quiz.submit("1 in 17")
    kinds = [(n, r, f.judgement.verdict, f.judgement.slip) for n, r, f in seen]
    assert kinds == [(0, False, Verdict.TOO_ROUGH, None), (1, False, Verdict.SLIP, 0), (2, True, Verdict.RIGHT, None)]
    assert seen[1][2] == "SUIT: that counts cards of the same suit."          # still the text it was
