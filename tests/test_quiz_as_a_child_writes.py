"""The cases of issue 39's "The quiz, as a child writes", each on the lesson question it was found
in: named slips judged right, right answers refused, nonsense judged right, the wrong feedback, the
wrong slip named, and a duplicate slip dropped silently.  The table over every question is
tests/test_every_question.py; these are the reproductions, one a case."""
from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest

import lessons
import question_catalogue as catalogue
from lessons import can_i_play, go_fish_chances, patience_skill, race_speed, run_sums, war_odds
from lessons.words import ask
from widgets.judge import Question, Verdict, check, judge, slips


def named(q, text) -> bool:
    j = judge(q, text)
    return j.verdict is Verdict.SLIP


# -- named mistakes judged right -----------------------------------------------------------------------
def test_not_a_war_refuses_the_one_pack_slip():
    q = next(q for q in war_odds.practise() if "NOT a war" in q.prompt)
    assert not check(q, "49/52")[0] and named(q, "49/52")
    assert not check(q, "0.94")[0]                       # 49/52 and 48/51 are both 0.94: too rough to tell
    assert check(q, "0.941")[0] and not check(q, "0.942")[0]


@pytest.mark.parametrize("question, rough, slip", [
    (can_i_play.one_card()[1], "0.29", Fraction(15, 52)),
    (can_i_play.practise()[1], "0.97", can_i_play.exact.p_can_play(9, unseen=52)),
    (can_i_play.anarchy(), "0.76", can_i_play.exact.p_can_play(4, unseen=52))])
def test_can_i_play_refuses_the_52_card_slips_at_two_places(question, rough, slip):
    assert not check(question, rough)[0]
    assert judge(question, rough).verdict is Verdict.TOO_ROUGH
    assert named(question, f"{slip.numerator}/{slip.denominator}")


def test_go_fish_asks_its_card_questions_so_that_the_whole_pack_slip_can_be_told():
    first, both = go_fish_chances.one_card_then_two()
    # the chance "first card is no Queen" (36/39) IS the whole-pack slip 48/52: it is asked as a count now
    assert first.exact == 36 and named(first, "48")
    assert named(both, "48/52 × 47/51") or named(both, f"{Fraction(48, 52) * Fraction(47, 51)}")
    assert not check(both, f"{Fraction(48, 52) * Fraction(47, 51)}")[0]
    authors = next(q for q in go_fish_chances.practise() if "Seven of Hearts" in q.prompt)
    assert named(authors, "10/52")


# -- right answers refused -------------------------------------------------------------------------------
def test_right_answers_in_the_forms_a_child_writes():
    war = war_odds.chance_of_a_war()
    for typed in ("one in seventeen", "1:17", "3 ÷ 51", "1 in 17 battles", "1 out of 17", "3/51"):
        assert check(war, typed)[0], typed
    aces = patience_skill.practise()[0]                                  # 32/3 cards
    for typed in ("10 2/3", "10⅔", "ten and two thirds", "10 and 2/3", "10.67", "10,67"):
        assert check(aces, typed)[0], typed
    assert check(can_i_play.one_card()[0], "15 cards")[0]
    third = Question("Chance a friend has the last Queen?", Fraction(1, 3))
    half = Question("What is the chance of heads?", Fraction(1, 2))
    assert all(check(third, t)[0] for t in ("a third", "one third", "⅓", "1/3", "33.3%"))
    assert all(check(half, t)[0] for t in ("half", "a half", "one half", "½", "50%", "50 in 100"))


def test_too_rough_is_told_what_was_right_and_counted_as_a_rounding():
    war = war_odds.chance_of_a_war()
    for typed in ("0.06", "6%", "6 in 100"):
        j = judge(war, typed)
        assert j.verdict is Verdict.TOO_ROUGH and j.counts
        assert j.feedback.startswith("Right as far as it goes: that is the answer rounded to 2 decimal places. "
                                     "Now one more place, please")


# -- nonsense and the wrong feedback --------------------------------------------------------------------
def test_nonsense_is_refused_kindly():
    aces = patience_skill.practise()[0]                                  # 32/3 = 10.67 cards
    j = judge(aces, "32 out of 3")
    assert not j.right and not j.counts and "can't be" in j.feedback
    j = judge(aces, "1067%")
    assert not j.right and not j.counts and "share" in j.feedback


def test_a_share_for_out_of_100_games_gets_fitting_feedback():
    q = next(q for q in race_speed.practise() if "Out of 100" in q.prompt)
    for typed in ("50%", "1/2", "half", "50 in 100"):
        right, feedback = check(q, typed)
        assert not right and "right share" in feedback and "halves" not in feedback, typed
    assert check(q, "50")[0] and check(q, "50 games")[0]


def test_huge_numbers_get_a_kind_error_in_every_question():
    """38.8: 4,301 digits once sent a ValueError traceback to the page."""
    for _, q in catalogue.importable():
        for typed in ("9" * 4301, "1/" + "7" * 5000, "0." + "3" * 4400, "9" * 4301 + "%"):
            j = judge(q, typed)
            assert not j.right and j.feedback


# -- the wrong slip named ----------------------------------------------------------------------------------
def test_run_sums_never_asks_where_two_slips_share_a_number():
    rng = np.random.default_rng(0)
    for _ in range(200):
        q = run_sums.missing_question(rng)
        assert len({Fraction(w) for w in q.wrong}) == len(q.wrong) == 3
    first = lessons.first_practice_question(lessons.spec("run_sums"))
    assert len(set(first.wrong.values())) == len(first.wrong)


@pytest.mark.parametrize("wins, games", [(30, 150), (120, 150), (40, 50), (10, 50)])
def test_race_speed_names_every_slip_when_two_give_one_number(wins, games):
    q = race_speed.experiment_practise(wins, games)[0]
    added, lost = wins + 3 * games, 4 * (games - wins)
    for slip, words in ((added, "extra games"), (lost, "NOT win")):
        if slip != q.exact:
            assert words in judge(q, str(slip)).feedback, (wins, games, slip)


def test_a_duplicate_slip_is_seen_from_the_data_wherever_the_question_is_made():
    with pytest.raises(ValueError, match="same value"):
        ask("Chance?", Fraction(3, 51), wrong=[(Fraction(4, 52), "a"), (Fraction(1, 13), "b")])
    with pytest.raises(TypeError, match="pairs"):
        ask("Chance?", Fraction(3, 51), wrong={Fraction(4, 52): "a"})
    with pytest.raises(ValueError, match="two slips"):
        slips(7, (6, "a"), (6, "b"))
