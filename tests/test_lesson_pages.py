"""The lesson pages' pieces: a guess is locked before any experiment, the kit's trial deals settle on
its exact answers (checked against brute force and big simulations), and each lesson's practice
questions take the right answer, name a plausible mistake and turn away text that is no number."""
import dataclasses
import itertools
from fractions import Fraction
from itertools import combinations
from math import comb

import numpy as np
import pytest

from kit.contests import share_interval
from kit.exact import can_i_play as exact_can_i_play
from kit.exact import go_fish as exact_go_fish
from kit.exact import king_of_the_hill as exact_king_of_the_hill
from kit.exact import war as war_exact
from classroom.lesson_dashboard import LessonDashboard
from widgets.lesson import Prediction
from lessons import LESSONS as SPECS
from lessons import spec
from widgets.quiz import Question, check


# -- the kit's trial deals against its exact answers -------------------------------------------------
def within(hits: int, games: int, exact: float) -> bool:
    low, high = share_interval(hits, games, z=4.0)
    return low <= exact <= high


def test_miss_steps_multiply_to_the_exact_chance():
    for hand in range(0, 12):
        product = Fraction(1)
        for misses, left in exact_can_i_play.miss_steps(hand):
            product *= Fraction(misses, left)
        assert product == exact_can_i_play.p_no_match(hand)
    assert exact_can_i_play.miss_steps(2) == [(36, 51), (35, 50)]
    with pytest.raises(ValueError):
        exact_can_i_play.miss_steps(52)


@pytest.mark.parametrize("hand", [1, 3, 7])
def test_dealt_hands_settle_on_the_exact_chance_of_a_fitting_card(hand):
    fits = list(exact_can_i_play.deal_trials(hand, 6000, seed=hand))
    assert within(sum(f > 0 for f in fits), len(fits), float(exact_can_i_play.p_can_play(hand)))
    assert abs(np.mean(fits) - float(exact_can_i_play.expected_matches(hand))) < 0.1


def test_go_fish_deals_settle_on_the_exact_chance():
    for held in (1, 2):
        queens = list(exact_go_fish.deal_trials(3, held, 5000, seed=held))
        assert max(queens) <= 4 - held
        assert within(sum(q > 0 for q in queens), len(queens), float(exact_go_fish.first_question(3, held)))
    with pytest.raises(ValueError):
        next(exact_go_fish.deal_trials(3, 4, 1))


def test_first_battles_settle_on_three_in_fifty_one():
    ties = list(war_exact.first_battle_trials(20_000, seed=2))
    assert within(sum(ties), len(ties), 3 / 51)


def _plain_has_sequence(cards) -> bool:
    """Two cards of one suit, next to each other, both from 2 to 8 (card i: rank i % 13 + 1)."""
    seen = {(c // 13, c % 13 + 1) for c in cards}
    return any((s, r + 1) in seen for s, r in seen if 2 <= r <= 7)


@pytest.mark.parametrize("hand", [2, 3])
def test_hands_without_a_sequence_are_counted_exactly(hand):
    """Every hand of 2 and 3 cards is gone through by brute force."""
    without = sum(not _plain_has_sequence(h) for h in combinations(range(52), hand))
    assert exact_king_of_the_hill.hands_without_sequence(hand) == without
    assert exact_king_of_the_hill.p_hand_has_sequence(hand) == 1 - Fraction(without, comb(52, hand))


def test_seven_card_hands_hold_a_sequence_as_often_as_the_kit_says():
    hands = list(exact_king_of_the_hill.deal_trials(7, 4000, seed=5))
    found = sum(any(a["kind"] == "sequence" for a in h) for h in hands)
    assert within(found, len(hands), float(exact_king_of_the_hill.p_hand_has_sequence(7)))
    assert exact_king_of_the_hill.has_sequence("4H 5H KD") and not exact_king_of_the_hill.has_sequence("4H 5D 6H 9C")


# -- the prediction and the dashboard --------------------------------------------------------------
def test_a_guess_must_be_picked_before_it_is_locked_and_then_stays():
    p = Prediction("How often?", ["a", "b"])
    heard = []
    p.on_lock(heard.append)
    assert not p.lock() and "Choose a guess first" in p.message.value and not p.locked
    assert not p.lock("c") and "Pick one of the guesses" in p.message.value and not p.locked
    assert p.lock("b") and p.value == "b" and heard == ["b"]
    assert p.choices.disabled and p.lock_button.disabled
    assert p.lock("a") and p.value == "b" and heard == ["b"]          # a locked guess does not change
    assert "Well predicted" in p.verdict("b") and "surprise" in p.verdict("a")


SHORT_RUN = 20


@pytest.mark.parametrize("name", sorted(SPECS))
def test_the_experiment_waits_for_the_guess_then_shows_answer_and_practice(name):
    # The page's order (guess, run, answer, practice) is what is checked here, not the statistics
    # (the experiment's result is checked by the test below and the lesson tests): a short run of
    # the lesson's own trials, 20 at most (Speed's 150 races took 13 s alone, 26 s in a CI run).
    s = spec(name)
    short = dataclasses.replace(s, trials=lambda seed: itertools.islice(s.trials(seed), SHORT_RUN),
                                total=min(s.total, SHORT_RUN))
    d = LessonDashboard(short, seed=2)
    assert d.run_button.disabled and d.practise_box.layout.display == "none"
    assert not d.run() and "Lock in your guess first" in d.waiting.value and not d.experiment.done
    assert d.explain.value == "" and d.verdict.value == ""
    d.prediction.lock(d.spec.choices[0])
    assert not d.run_button.disabled
    assert d.run()
    assert len(d.experiment.done) == d.spec.total and d.practise_box.layout.display is None
    assert "You guessed" in d.verdict.value and d.explain.value
    assert f'data-done="{d.spec.total}"' in d.experiment.summary.value


@pytest.mark.parametrize("name", ["can_i_play", "go_fish_chances", "war_odds"])
def test_the_experiment_points_to_the_guess_nearest_the_exact_answer(name):
    s = spec(name)
    d = LessonDashboard(s, seed=0)
    d.prediction.lock(s.choices[0])
    d.run()
    assert s.closest(d.experiment.hits / s.total) == s.closest(s.exact)


def test_the_worked_answers_show_the_kits_numbers_three_ways():
    assert "35107/37835 ≈ 0.928, all but about 1 in 14" in spec("can_i_play").explain(370, 400)
    p = exact_go_fish.first_question(3, 1)
    assert f"{p.numerator}/{p.denominator}" in spec("go_fish_chances").explain(280, 400)
    assert "1/17 ≈ 0.059, about 1 in 17" in spec("war_odds").explain(30, 600)
    young = spec("king_of_the_hill_sums").explain(30, 100)
    assert f"about <b>{round(100 * float(exact_king_of_the_hill.p_hand_has_sequence(7)))} hands in 100" in young
    assert "/" not in young.replace("</", "")                             # no fractions for 7 to 9 year olds


def test_an_unknown_lesson_page_says_which_there_are():
    with pytest.raises(ValueError, match="can_i_play"):
        spec("no_such_lesson")


# -- every practice question: right, a known mistake with its reason, malformed --------------------
def practice_questions():
    out = []
    for name in sorted(SPECS):
        src = spec(name).practise
        if isinstance(src, (list, tuple)):
            out += [(name, q) for q in src]
        else:
            rng = np.random.default_rng(0)
            out += [(name, src(rng)) for _ in range(12)]
    return out


@pytest.mark.parametrize("name, question", practice_questions(),
                         ids=[f"{n}-{i}" for i, (n, _) in enumerate(practice_questions())])
def test_a_practice_question_checks_right_wrong_and_malformed(name, question: Question):
    q = question
    right = q.answer if q.choices else str(q.answer)
    assert check(q, right) == (True, "Right!")
    assert q.wrong, q.prompt
    for given, reason in q.wrong.items():
        assert check(q, given if q.choices else str(given)) == (False, reason)
    if q.choices:
        assert check(q, "banana") == (False, "Pick one of the answers.")
    else:
        ok, text = check(q, "lots")
        assert not ok and text.startswith("Type a number")
        ok, text = check(q, "3/0")
        assert not ok and "divide by zero" in text


def test_a_right_guess_is_told_so_when_one_run_wanders_to_another_guess():
    """War odds, seed 4: 51 wars in 600 first battles (0.085), nearer "about 1 in 10" than the exact
    answer's "about 1 in 20" (3 in 51).  A child who guessed "about 1 in 20" predicted well."""
    s = spec("war_odds")
    assert not s.judge_by_exact and s.closest(s.exact) == "about 1 in 20"
    right, wrong = LessonDashboard(s, seed=4), LessonDashboard(s, seed=4)
    right.prediction.lock("about 1 in 20")
    wrong.prediction.lock("about 1 in 2")
    right.run()
    wrong.run()
    assert s.closest(right.experiment.hits / s.total) == "about 1 in 10"
    assert "Well predicted" in right.verdict.value and "surprise" not in right.verdict.value
    assert "wandered" in right.verdict.value and "about 1 in 10" in right.verdict.value
    assert "surprise" in wrong.verdict.value and "Well predicted" not in wrong.verdict.value


@pytest.mark.parametrize("name", sorted(n for n in SPECS if spec(n).exact is not None))
def test_every_lesson_with_an_exact_answer_praises_the_guess_nearest_it(name):
    s = spec(name)
    best = s.closest(s.exact)
    for value in s.values:       # whatever one run came out nearest to
        hits = round(value * s.total)
        guess = Prediction(s.prompt, s.choices)
        guess.lock(best)
        assert "Well predicted" in guess.verdict(*s.judged(hits, s.total), right=s.right()), (name, value)
        for wrong in (c for c in s.choices if c != best):   # another guess is never praised, even
            other = Prediction(s.prompt, s.choices)          # when this run landed on it
            other.lock(wrong)
            said = other.verdict(*s.judged(hits, s.total), right=s.right())
            assert "Well predicted" not in said, (name, value, wrong, said)
            if s.judged(hits, s.total)[0] == wrong:
                assert f"nearest to <b>{best}</b>" in said, said


@pytest.mark.parametrize("name", sorted(n for n in SPECS if spec(n).exact is not None and not spec(n).judge_by_exact))
def test_a_lesson_notebook_tells_the_verdict_which_guess_is_right(name):
    """The notebook's verdict, like the dashboard's, praises the guess nearest the exact answer."""
    from pathlib import Path
    source = (Path(__file__).parent.parent / "notebooks" / "lessons" / f"{name}.py").read_text(encoding="utf-8")
    assert "right=SPEC.right())" in source
