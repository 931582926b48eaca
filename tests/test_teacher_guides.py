"""The teacher's guides say who a lesson is for, how long it takes and what it needs, and every
answer they give a teacher is the kit's own value (each figure here is computed, never typed in)."""
import re
from fractions import Fraction
from pathlib import Path

import pytest

from lessons.words import frac, three_ways

ROOT = Path(__file__).resolve().parent.parent
GUIDES = ROOT / "notebooks/teachers"
LESSONS = sorted(p.stem for p in (ROOT / "notebooks/lessons").glob("*.py"))
WITH_GUIDE = sorted(p.stem for p in GUIDES.glob("*.md"))


def guide(name: str) -> str:
    return " ".join((GUIDES / f"{name}.md").read_text(encoding="utf-8").split())


def lesson_source(name: str) -> str:
    return (ROOT / f"notebooks/lessons/{name}.py").read_text(encoding="utf-8")


@pytest.mark.parametrize("name", WITH_GUIDE)
def test_each_guide_says_age_time_and_materials(name):
    assert name in LESSONS, f"a guide for a lesson that does not exist: {name}"
    text = guide(name)
    assert re.search(r"\bages?\b[^.]*?\b\d+ to \d+", text, flags=re.I), "no age range"
    assert re.search(r"\d+ minutes", text), "no duration"
    assert re.search(r"materials|a (real )?pack", text, flags=re.I), "no materials"
    assert re.search(r"mistake|misconception", text, flags=re.I), "no common mistakes"
    assert re.search(r"discuss", text, flags=re.I), "no discussion"


def war_claims() -> list[str]:
    from kit.exact import war as exact

    tie = exact.tie_probability()
    double = exact.double_tie_probability()
    first = exact.three_player_first_flip()
    wars = sum(exact.first_battle_trials(600, seed=1))
    return [
        three_ways(tie),
        f"{wars} of 600 first battles were a war, a share of {wars / 600:.3f}",
        f"3/51 × 73/1225 = {frac(double)} ≈ {float(double):.4f}, about 1 first battle in {int(1 / double)}",
        f"a war of any kind {frac(first['some_war'])} ≈ {float(first['some_war']):.3f}",
        f"two cards tie on top (the third lower) {frac(first['two_on_top'])} ≈ {float(first['two_on_top']):.3f}",
        f"all three the same rank {frac(first['all_three'])} ≈ {float(first['all_three']):.3f}",
        f"with three players ({float(first['some_war']):.3f}) than with two ({float(tie):.3f})",
        three_ways(Fraction(7, 103)), three_ways(Fraction(3, 19)), three_ways(1 - tie),
        f"about {int(340 * tie)} begin with a war",
        f"300 × 3/51 ≈ {300 * float(tie):.1f}",
    ]


def test_war_odds_guide_lists_the_practice_answers_in_the_lessons_order():
    from lessons.war_odds import practise as war_practise

    # the practice answers the guide lists (war_claims) are the questions' own answers
    answers = [q.answer for q in war_practise()]
    assert answers == [Fraction(7, 103), Fraction(3, 19), int(340 * Fraction(3, 51)), 1 - Fraction(3, 51)]


def test_war_odds_prediction_the_guide_names_is_the_one_the_experiment_points_to():
    from kit.exact import war as exact
    from lessons.war_odds import spec as war_spec

    spec = war_spec()
    wars = sum(exact.first_battle_trials(600, seed=1))
    nearest = spec.closest(float(exact.tie_probability()))
    assert spec.closest(wars / 600) == nearest == "about 1 in 20"
    assert f"the nearest guess is **{nearest}**" in (GUIDES / "war_odds.md").read_text(encoding="utf-8")


def test_run_sums_guide_discussion_answers_are_the_kits():
    from kit.exact import run_sums

    text = guide("run_sums")
    assert f"2 × {run_sums.run_total(13)} = {2 * run_sums.run_total(13)}" in text
    assert f"{len(run_sums.pairs_making(13))} pairs make" in text or "six pairs" in text
    assert len(run_sums.pairs_making(4 + 1)) == 2 and run_sums.run_total_by_pairs(4) == (2, 5, 0)
    assert f"Two pairs make 5 each: {run_sums.run_total(4)}" in text
    assert run_sums.run_total_by_pairs(5) == (2, 6, 3) and f"Two pairs of 6 and the 3: {run_sums.run_total(5)}" in text
    assert run_sums.run_total_by_pairs(6) == (3, 7, 0) and f"7 + 7 + 7 = {run_sums.run_total(6)}" in text


def go_fish_claims() -> list[str]:
    from kit.exact import go_fish as exact_go_fish
    from lessons.go_fish_chances import practise as go_fish_practise
    from lessons.go_fish_chances import spec as go_fish_spec

    p = exact_go_fish.first_question(3, 1)
    queens = sum(q > 0 for q in exact_go_fish.deal_trials(3, 1, 400, seed=1))
    dealt_set = exact_go_fish.p_dealt_a_set(13)
    practise = [q.answer for q in go_fish_practise()]
    return [
        f"the nearest guess is **{go_fish_spec().closest(float(p))}**",
        f"{queens} of 400 deals, a share of {queens / 400:.3f}",
        three_ways(Fraction(36, 39)), three_ways(Fraction(36, 39) * Fraction(35, 38)),
        three_ways(1 - p), three_ways(p),
        f"you hold two Queens: {frac(exact_go_fish.first_question(3, 2))} ≈ {float(exact_go_fish.first_question(3, 2)):.3f}",
        f"you hold three: {frac(exact_go_fish.first_question(3, 3))} ≈ {float(exact_go_fish.first_question(3, 3)):.3f}",
        f"10 cards each: {frac(exact_go_fish.first_question(4, 1))} ≈ {float(exact_go_fish.first_question(4, 1)):.3f}",
        three_ways(exact_go_fish.after_go_fish(39, 13, 3, 13)),
        three_ways(exact_go_fish.p_particular_card(44, 8)), three_ways(exact_go_fish.p_particular_card(39, 13)),
        f"with chance {float(dealt_set):.4f}, about 1 deal in {round(1 / dealt_set)}",
        three_ways(practise[0]), three_ways(practise[1]), three_ways(practise[2]),
        f"2 other players: {practise[3]} questions",
        f"13 × 3/39 = {13 * Fraction(3, 39)}",
    ]


def test_the_go_fish_climb_multiplies_to_the_kits_none_chance():
    from kit.exact import go_fish as exact_go_fish
    from lessons.go_fish_chances import CLIMB_HEADS
    from lessons.go_fish_chances import misses as go_fish_misses
    from widgets.lesson import miss_climb

    none = Fraction(1)
    for a, b in go_fish_misses(13):
        none *= Fraction(a, b)
    assert none == exact_go_fish.p_none(39, 13, 3) == 1 - exact_go_fish.first_question(3, 1)
    climb = miss_climb(go_fish_misses, start=2, stop=12, heads=CLIMB_HEADS)
    table = climb.children[0]
    assert table.value.count("<tr>") == 3 and "36/39 × 35/38" in table.value
    for _ in range(20):
        climb.more()
    assert table.value.count("<tr>") == 13 and climb.children[1].disabled        # the 13th card is the child's
    assert frac(1 - exact_go_fish.first_question(3, 1)) not in table.value


def patience_skill_claims() -> list[str]:
    import numpy as np

    from kit.exact import dictation as exact
    from kit.games.dictation import skill_contest
    from lessons.patience_skill import practise as dictation_practise
    from lessons.patience_skill import spec as dictation_spec

    results = list(skill_contest(200, levels=("easy", "hard"), seed=1))
    built = np.array([r["built"] for r in results])
    scores = np.array([r["scores"] for r in results])
    better = int((built[:, 1] > built[:, 0]).sum())
    from kit.contests import share_interval
    lo, hi = share_interval(better, 200)
    hard = sum(r["winners"] == [1] for r in results)
    easy = sum(r["winners"] == [0] for r in results)
    wait = exact.expected_before_first_ace()
    chances = exact.first_ace_chances()
    long_wait = sum(p for k, p in chances.items() if k >= 20)
    half = exact.p_all_aces_in_first_half()
    practise = [q.answer for q in dictation_practise()]
    return [
        f"the experiment points to **{dictation_spec().closest(better / 200)}**",
        f"in {better} of 200 deals; the likely range is {lo:.2f} to {hi:.2f}",
        f"careless {scores[:, 0].mean():.2f}, careful {scores[:, 1].mean():.2f}",
        f"careless {built[:, 0].mean():.1f}, careful {built[:, 1].mean():.1f}",
        f"Careful wins {hard} deals, careless wins {easy}, shared {200 - hard - easy}",
        f"on average: {frac(wait)} = {float(wait):.1f}",
        f"an Ace with chance {frac(chances[0])} ≈ {float(chances[0]):.3f}",
        f"has chance about {float(long_wait):.3f}",
        three_ways(exact.p_first_card_ace()),
        f"26/52 × 25/51 × 24/50 × 23/49 = {three_ways(half)}",
        f"about 1 in {round(1 / half)}",
        f"96 × 1/9 = {frac(practise[0])} ≈ {float(practise[0]):.2f}",
        f"4/52 × 3/51 = {frac(practise[1])} ≈ {float(practise[1]):.4f}",
        f"13/52 = {frac(practise[2])}",
    ]


@pytest.mark.parametrize("name, claims, experiment", [
    ("war_odds", war_claims, ("FIRST = 600", "first_battle_trials(FIRST, seed=1)")),
    ("go_fish_chances", go_fish_claims, ("DEALS = 400", "deal_trials(3, 1, DEALS, seed=1)")),
    ("patience_skill", patience_skill_claims, ("DEALS = 200", 'skill_contest(DEALS, levels=("easy", "hard"), seed=1)')),
])
def test_a_guide_gives_the_kits_values(name, claims, experiment):
    text = guide(name)
    for claim in claims():
        assert claim in text, claim
    # the experiment the guide describes is the one the lesson runs
    src = lesson_source(name)
    for line in experiment:
        assert line in src, line


def test_the_patience_skill_guides_half_product_is_the_kits():
    assert exact_half_product() == __import__("kit.exact.dictation", fromlist=["x"]).p_all_aces_in_first_half()


def exact_half_product() -> Fraction:
    return Fraction(26, 52) * Fraction(25, 51) * Fraction(24, 50) * Fraction(23, 49)


def test_every_lesson_has_a_guide():
    assert sorted(WITH_GUIDE) == LESSONS


def test_run_sums_guide_says_the_make_13_page_answers():
    from kit.exact import run_sums
    from lessons.run_sums import spec as run_sums_spec

    text = guide("run_sums")
    spec = run_sums_spec()
    p = run_sums.p_two_cards_make(13)
    assert f"The nearest guess is **{spec.closest(float(p))}**" in text
    assert f"so {run_sums.card_pairs_making(13)} pairs of cards make 13 out of the {run_sums.card_pairs():,} pairs" in text
    assert f"only {len(run_sums.pairs_making(13))} pairs of numbers make 13" in text
    assert "each pair of numbers in 4 × 4 = 16 ways" in text
    assert f"({run_sums.card_pairs_making(14)} pairs:" in text and run_sums.card_pairs_making(14) > run_sums.card_pairs_making(13)


def decimals_that_disagree(text: str) -> list[str]:
    """Every "p/q ≈ d" in ``text`` whose decimal is not p/q rounded to d's places (a fraction right
    after "×" is part of a product, not the value the decimal gives)."""
    bad = []
    for num, den, dec in re.findall(r"(?<!× )(?<![\d/])(\d+)/(\d+) ≈ (\d+\.\d+)", text):
        places = len(dec.split(".")[1])
        if f"{int(num) / int(den):.{places}f}" != dec:
            bad.append(f"{num}/{den} is not ≈ {dec}")
    return bad


@pytest.mark.parametrize("name", WITH_GUIDE)
def test_every_fraction_in_a_guide_agrees_with_its_decimal(name):
    assert decimals_that_disagree(guide(name)) == []


def test_a_decimal_that_disagrees_is_caught():
    assert decimals_that_disagree("practice: 7/103 ≈ 0.070") == ["7/103 is not ≈ 0.070"]
    assert decimals_that_disagree("300 × 3/51 ≈ 17.6 battles; 7/103 ≈ 0.068") == []
