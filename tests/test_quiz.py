"""How the quiz checks a typed answer (widgets/quiz.py): one table of right, rounded,
over-precise, misconception, wrong and malformed answers for every kind of question, each with
the exact feedback the child reads."""
from fractions import Fraction

import pytest

from widgets.quiz import Question, Quiz, check, required_places

RIGHT = "Right!"
TYPE_A_NUMBER = "Type a number, like 12, 3/51, 0.25 or 25%."
BIG, SMALL = "Too big. Try again!", "Too small. Try again!"

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
# Multiple choice.
CHOICE = Question("Which wins?", "Second", choices=["First", "Second", "a tie"],
                  wrong={"a tie": "TIE: equal sums of single cards go by rank."})

TABLE = [
    # question, typed, right?, feedback
    (CHANCE, "3/51", True, RIGHT),
    (CHANCE, "1/17", True, RIGHT),
    (CHANCE, "6/102", True, RIGHT),
    (CHANCE, "0.059", True, "Right! (Exactly it is 1/17 ≈ 0.05882.)"),           # rounded
    (CHANCE, "0.0590", True, "Right! (Exactly it is 1/17 ≈ 0.05882.)"),          # over-precise
    (CHANCE, "0.05882", True, "Right! (Exactly it is 1/17 ≈ 0.05882.)"),
    (CHANCE, "5.9%", True, "Right! (Exactly it is 1/17 ≈ 0.05882.)"),
    (CHANCE, "0,059", True, "Right! (Exactly it is 1/17 ≈ 0.05882.)"),           # decimal comma
    (CHANCE, "0.06", False, "Close, but too rough. Give at least 3 decimal places, please."),
    (CHANCE, "6%", False, "Close, but too rough. Give at least 1 decimal place in the percent, please."),
    (CHANCE, "0.057", False, SMALL),                                               # wrong rounding
    (CHANCE, "0.0594", False, BIG),                                                # over-precise and wrong
    (CHANCE, "0.1", False, BIG),                       # a 1-place rounding, but not one significant figure
    (CHANCE, "12/51", False, "SUIT: that counts cards of the same suit."),
    (CHANCE, "0.235", False, "SUIT: that counts cards of the same suit."),
    (CHANCE, "0.2", False, "SUIT: that counts cards of the same suit."),           # roughly the slip
    (CHANCE, "3/52", False, "52: your own card is not among the ones I can turn."),
    (CHANCE, "0.058", False, "52: your own card is not among the ones I can turn."),  # 3/52 rounded
    (CHANCE, "0.0577", False, "52: your own card is not among the ones I can turn."),
    (CHANCE, "three", False, TYPE_A_NUMBER),
    (CHANCE, "", False, TYPE_A_NUMBER),
    (CHANCE, "3/0", False, "You can't divide by zero: the number under the line must not be 0."),
    (CHANCE, "1.5/51", False, "In a fraction, use whole numbers on top and below, like 3/51."),
    (THIRD, "1/3", True, RIGHT),
    (THIRD, "0.33", True, "Right! (Exactly it is 1/3 ≈ 0.3333.)"),
    (THIRD, "0.3333", True, "Right! (Exactly it is 1/3 ≈ 0.3333.)"),
    (THIRD, "33%", True, "Right! (Exactly it is 1/3 ≈ 0.3333.)"),
    (THIRD, "0.3", False, "Close, but too rough. Give at least 2 decimal places, please."),
    (THIRD, "0.34", False, BIG),
    (THIRD, "0.25", False, "QUARTER: there are 3 hidden hands' worth, not 4."),
    (THIRD, "1/4", False, "QUARTER: there are 3 hidden hands' worth, not 4."),
    (THIRD, "1/3%", False, SMALL),
    (THIRD, "0.33.", False, TYPE_A_NUMBER),
    (SHORT, "9.6", True, RIGHT),
    (SHORT, "9.60", True, RIGHT),
    (SHORT, "48/5", True, RIGHT),
    (SHORT, "10.6", False, BIG),          # the position of the first Ace: wrong, not "too rough"
    (SHORT, "9.65", False, BIG),
    (SHORT, "10", False, BIG),
    (SHORT, "13", False, "PER ACE: 52/4 is cards per Ace, not cards before the first one."),
    (SHORT, "13.0", False, "PER ACE: 52/4 is cards per Ace, not cards before the first one."),
    (SHORT, "nine", False, TYPE_A_NUMBER),
    (WHOLE, "22", True, RIGHT),
    (WHOLE, "22.0", True, RIGHT),
    (WHOLE, "22.5", False, "Too big. The answer is a whole number: no halves or decimals."),
    (WHOLE, "21.9", False, "Too small. The answer is a whole number: no halves or decimals."),
    (WHOLE, "23", False, BIG),
    (WHOLE, "21", False, "MISSED ONE: count the cards again."),
    (WHOLE, "22 cards", False, TYPE_A_NUMBER),
    (SHARE, "0.765", True, RIGHT),
    (SHARE, "0.77", True, "Right! (Exactly it is 0.765.)"),
    (SHARE, "0.76", True, "Right! (Exactly it is 0.765.)"),          # 0.765 is half-way: both roundings count
    (SHARE, "76.5%", True, RIGHT),
    (SHARE, "0.7650", True, RIGHT),
    (SHARE, "0.8", False, "Close, but too rough. Give at least 2 decimal places, please."),
    (SHARE, "0.78", False, BIG),
    (SHARE, "0.235", False, "LOST: that is the share it lost."),
    (SHARE, "0.24", False, "LOST: that is the share it lost."),
    (SHARE, "3/4", False, SMALL),
    (SHARE, "%", False, TYPE_A_NUMBER),
    (MEAN, "35/17", True, RIGHT),
    (MEAN, "2.06", True, "Right! (Exactly it is 35/17 ≈ 2.059.)"),
    (MEAN, "2.059", True, "Right! (Exactly it is 35/17 ≈ 2.059.)"),
    (MEAN, "2.1", False, "Close, but too rough. Give at least 2 decimal places, please."),
    (MEAN, "2", False, SMALL),
    (MEAN, "1.75", False, "QUARTER: a quarter of the cards would be a suit only."),
    (MEAN, "2/0", False, "You can't divide by zero: the number under the line must not be 0."),
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
    for q in (CHANCE, THIRD, SHORT, WHOLE, SHARE, MEAN, CHOICE):
        rows = [(t, r, f) for qq, t, r, f in TABLE if qq is q]
        assert any(r and f == RIGHT for _, r, f in rows), q.prompt
        assert any(f in q.wrong.values() for _, _, f in rows), q.prompt
        assert any(not r and f not in q.wrong.values() and f not in (TYPE_A_NUMBER, "Pick one of the answers.")
                   for _, r, f in rows), q.prompt
        assert any(f in (TYPE_A_NUMBER, "Pick one of the answers.") or "divide" in f or "whole numbers" in f
                   for _, _, f in rows), q.prompt
        if q.choices is None and (Fraction(q.answer) * 10**required_places(Fraction(q.answer))).denominator != 1:
            assert any(r and f != RIGHT for _, r, f in rows), q.prompt      # a rounded decimal counts


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


def test_the_widget_shows_the_misconception_and_keeps_the_answer_hidden():
    quiz = Quiz(CHANCE)
    assert quiz.submit("12/51") is False
    assert "SUIT: that counts cards of the same suit." in quiz.feedback.value
    assert "3/51" not in quiz.feedback.value and "1/17" not in quiz.feedback.value
    assert quiz.submit("0.06") is False and "too rough" in quiz.feedback.value
    assert quiz.submit("0.0590") is True and quiz.right == 1 and quiz.asked == 1
