"""Every lesson has a teacher's guide, and every number a guide gives a teacher is the kit's.

Three kinds of check:

* the parts a teacher needs are there (time, materials, answers, mistakes, the class steps,
  discussion), and every fraction written with its decimal ("3/51 ≈ 0.059") agrees with itself;
* the exact answers a guide gives are made here from the kit, and each one must appear in the
  guide word for word; a fraction with a decimal in the guide that no check made is an error;
* figures from the lessons' experiments are quoted as the lesson prints them: the lesson is run
  top to bottom and each quoted line must be in its output (and the answer of every question the
  lesson asks is in its guide).
"""
from __future__ import annotations

import re
from fractions import Fraction
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
LESSONS = sorted(p.stem for p in (ROOT / "notebooks/lessons").glob("*.py"))
GUIDES = ROOT / "notebooks/teachers"


def guide(name: str) -> str:
    return (GUIDES / f"{name}.md").read_text(encoding="utf-8")


def approx(x: Fraction, places: int = 3) -> str:
    """"p/q ≈ d" as a guide writes it (the fraction in lowest terms)."""
    return f"{x.numerator}/{x.denominator} ≈ {float(x):.{places}f}"


# -- the exact answers each guide gives, made from the kit -------------------------------------------
def war_odds_claims() -> list[str]:
    from kit.exact import war
    from widgets.lesson_pages import war_practise

    tie, double, three = war.tie_probability(), war.double_tie_probability(), war.three_player_first_flip()
    two_packs, small, per340 = (q.answer for q in war_practise())
    return [f"3/51 = {approx(tie)}, about {round(100 * tie)} in 100",
            f"3/51 × 73/1225 = {approx(double, 4)}, about 1 game in {round(1 / double)}",
            f"{approx(three['some_war'])} against {approx(tie)}", approx(three["two_on_top"]),
            approx(three["all_three"]), approx(two_packs), approx(small),
            f"340 × 3/51 = {per340}", f"300 × 3/51 = {approx(300 * tie, 1)}"]


def can_i_play_claims() -> list[str]:
    from kit.exact import can_i_play as cip

    return [f"15/51 = {approx(Fraction(15, 51))}", f"36/51 × 35/50 = {approx(cip.p_no_match(2))}",
            approx(cip.p_no_match(7)), approx(cip.p_can_play(7)), approx(cip.anarchy_can_start()),
            approx(cip.p_no_match(8)), approx(cip.p_can_play(9)),
            f"10 × 15/51 = {approx(cip.expected_matches(10), 1)}"]


def run_sums_claims() -> list[str]:
    from kit.cards import standard_deck
    from kit.exact import run_sums

    pairs, each, middle = run_sums.run_total_by_pairs(10)
    assert middle == 0                                            # the guide says nothing is left
    thirteen = run_sums.pairs_making(13)
    kings = sum(c.low == 13 for c in standard_deck())
    per_pair = min(sum(c.low == v for c in standard_deck()) for v in thirteen[0])
    return [f"2 × 13 = {2 * 13} cards, 2 × {run_sums.run_total(13)} = {2 * run_sums.run_total(13)}",
            f"{pairs} pairs of {each}, nothing left in the middle", f"each of the {len(thirteen)} pairs",
            f"{per_pair * len(thirteen)} pairs, with the {kings} Kings left over"]


def go_fish_chances_claims() -> list[str]:
    from kit.exact import go_fish as fish
    from widgets.lesson_pages import go_fish_practise

    first = fish.first_question(3, 1)
    hidden, hand = 39, 13
    set_dealt = fish.p_dealt_a_set(13)
    five, after4, authors4, kings = (q.answer for q in go_fish_practise())
    return [approx(first) + f", about {round(100 * first)} in 100", f"36/39 = {approx(Fraction(36, 39))}",
            f"No Queen at all: {approx(1 - first)}; at least one: {approx(first)}",
            approx(fish.first_question(3, 2)), approx(fish.first_question(3, 3)), approx(fish.first_question(4, 1)),
            f"from {approx(first)} to {approx(fish.after_go_fish(39, 13, 3, 13))}",
            f"8/44 = {approx(fish.p_particular_card(44, 8))}",
            f"{approx(set_dealt, 4)}, about 1 deal in {round(1 / set_dealt)}",
            approx(five), approx(after4), f"10/42 = {approx(authors4)}", f"2 players = {kings}",
            f"3 × {hand}/{hidden} = {3 * Fraction(hand, hidden)}", f"2 × {hand}/{hidden} = {2 * Fraction(hand, hidden)}",
            f"{fish.first_question(3, 2)} against {first}"]


def patience_skill_claims() -> list[str]:
    from kit.exact import dictation as exact
    from widgets.lesson_pages import dictation_practise

    aces, others = exact.aces_and_others()
    wait = exact.expected_before_first_ace()
    half = exact.p_all_aces_in_first_half()
    long_wait = sum(p for k, p in exact.first_ace_chances().items() if k >= 20)
    eight, two_aces, heart = (q.answer for q in dictation_practise())
    return [f"{others} × 1/{aces + 1} = {wait.numerator}/{wait.denominator} = {float(wait)}",
            f"about {float(long_wait):.3f}", f"4/52 = {approx(exact.p_first_card_ace())}",
            f"26/52 × 25/51 × 24/50 × 23/49 = {approx(half)}, about once in {round(1 / half)} deals",
            f"96 × 1/9 = {approx(eight, 2)}", f"4/52 × 3/51 = {approx(two_aces)}",
            f"13/52 = {heart.numerator}/{heart.denominator}",
            f"{(wait + 1).numerator}/{(wait + 1).denominator} = {float(wait + 1)} is where the first Ace lies"]


CLAIMS = {"patience_skill": patience_skill_claims, "go_fish_chances": go_fish_chances_claims, "war_odds": war_odds_claims, "can_i_play": can_i_play_claims, "run_sums": run_sums_claims}

# lines the lessons print that their guides quote (the regex finds the line in the lesson's output)
PRINTED = {
    "patience_skill": [r"hard got more cards up in \d+ deals, the same in \d+, fewer in \d+",
                       r"(?<=share: )\d\.\d+ to \d\.\d+", r"average foundations finished: .*",
                       r"average cards on foundations: .*", r"hard wins \d+, easy wins \d+, shared \d+",
                       r"simulated average: [\d.]+"],
    "go_fish_chances": [r"your experiment: +\d+ of \d+ deals = [\d.]+", r"friend had a Queen [\d.]+ of the time",
                        r"hard wins [\d,]+ of [\d,]+ games = [\d.]+", r"(?<=range )\d\.\d+ to \d\.\d+"],
    "war_odds": [r"your experiment: +\d+ of \d+ first battles = [\d.]+",
                 r"simulated: [\d.]+ \(from 100,000 shuffled packs\)",
                 r"1 card down: average +[\d.]+", r"3 cards down: average +[\d.]+",
                 r"rank says how many: average +[\d.]+",
                 r"All four Aces: won [\d,]+ of [\d,]+ games = [\d.]+", r"(?<=range )[\d.]+ to [\d.]+",
                 r"No Aces: +won [\d,]+ of [\d,]+ games = [\d.]+", r"as_played: [\d.]+%", r"shuffle: [\d.]+%",
                 r"per 300 battles: .*?started with a tie"],
}


# -- every guide ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("lesson", LESSONS)
def test_every_lesson_has_a_guide_with_what_a_teacher_needs(lesson):
    path = GUIDES / f"{lesson}.md"
    assert path.exists(), f"no teacher's guide for {lesson}: write notebooks/teachers/{lesson}.md"
    text = guide(lesson)
    assert f"notebooks/lessons/{lesson}.ipynb" in text
    assert re.search(r"\d+ minutes", text), "how long it takes"
    for part in ("Materials", "## Answers", "## Misconceptions", "## Running it with a class", "iscuss"):
        assert part in text, f"{lesson}: the guide has no '{part}'"


def decimals_that_disagree(text: str) -> list[str]:
    bad = []
    for num, den, dec in re.findall(r"(\d+)/(\d+) ≈ (\d+\.\d+)", text):
        places = len(dec.split(".")[1])
        if f"{int(num) / int(den):.{places}f}" != dec:
            bad.append(f"{num}/{den} is not ≈ {dec}")
    return bad


def claims_not_backed(lesson: str, text: str) -> list[str]:
    """Kit answers the guide does not say, and fractions with decimals no check made."""
    claims = CLAIMS[lesson]()
    flat = " ".join(text.split())
    missing = [f"missing: {c}" for c in claims if " ".join(c.split()) not in flat]
    checked = {m for c in claims for m in re.findall(r"\d+/\d+ ≈", c)}
    return missing + [f"unchecked: {m}" for m in re.findall(r"\d+/\d+ ≈", text) if m not in checked]


@pytest.mark.parametrize("lesson", LESSONS)
def test_fractions_and_their_decimals_agree(lesson):
    assert decimals_that_disagree(guide(lesson)) == []


@pytest.mark.parametrize("lesson", sorted(CLAIMS))
def test_a_guides_exact_answers_are_the_kits(lesson):
    assert claims_not_backed(lesson, guide(lesson)) == []


def test_a_wrong_number_in_a_guide_is_caught():
    good = guide("war_odds")
    assert decimals_that_disagree(good.replace("7/103 ≈ 0.068", "7/103 ≈ 0.070"))
    assert claims_not_backed("war_odds", good.replace("7/103 ≈ 0.068", "7/104 ≈ 0.067"))
    assert claims_not_backed("war_odds", good + "\nA new claim: 5/7 ≈ 0.714.\n")


# -- what the lessons print -------------------------------------------------------------------------------
@pytest.mark.slow
@pytest.mark.parametrize("lesson", sorted(PRINTED))
def test_figures_quoted_from_a_lesson_are_what_it_prints(lesson):
    from lesson_runner import run_lesson

    out = "".join(c.shown for c in run_lesson(str(ROOT / f"notebooks/lessons/{lesson}.ipynb")))
    text = guide(lesson)
    for pattern in PRINTED[lesson]:
        m = re.search(pattern, out)
        assert m, f"{lesson} prints nothing like {pattern!r}"
        assert m[0] in text, f"{lesson}'s guide should quote {m[0]!r}"


@pytest.mark.slow
@pytest.mark.parametrize("lesson", sorted(PRINTED))
def test_every_question_the_lesson_asks_is_answered_in_its_guide(lesson):
    from lesson_runner import quizzes, run_lesson

    text = " ".join(guide(lesson).split())
    for q in quizzes(run_lesson(str(ROOT / f"notebooks/lessons/{lesson}.ipynb"))):
        a = q["answer"]
        said = f"{a.numerator}/{a.denominator}" if isinstance(a, Fraction) else str(a)
        assert re.search(rf"(?<![\d/]){re.escape(said)}(?![\d/])", text, flags=re.I), (q["prompt"], said)


# -- where a teacher finds them ----------------------------------------------------------------------------
def lesson_header(lesson: str) -> tuple[str, str]:
    """(ages, minutes) from the table at the top of a lesson, as "10–14" and "45"."""
    text = (ROOT / f"notebooks/lessons/{lesson}.py").read_text(encoding="utf-8")
    ages = re.search(r"\*\*For\*\* \| ages (\d+) to (\d+)", text)
    minutes = re.search(r"\*\*Time\*\* \| (\d+) minutes", text)
    assert ages and minutes, f"{lesson} does not say who it is for and how long it takes"
    return f"{ages[1]}–{ages[2]}", minutes[1]


@pytest.mark.parametrize("lesson", LESSONS)
def test_the_readme_links_each_lessons_guide_and_dashboard(lesson):
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    row = next((line for line in readme.splitlines() if line.startswith(f"| [`{lesson}`]")), None)
    assert row, f"the README's lesson table has no row for {lesson}"
    ages, minutes = lesson_header(lesson)
    cells = [c.strip() for c in row.strip("|").split("|")]
    assert cells[1] == ages and cells[2] == f"{minutes} min", row
    assert f"(notebooks/teachers/{lesson}.md)" in cells[3]
    dashboard = ROOT / f"notebooks/dashboards/lesson_{lesson}.ipynb"
    if dashboard.exists():
        assert f"(notebooks/dashboards/lesson_{lesson}.ipynb)" in cells[4], row
    else:
        assert cells[4].startswith("—"), row
    for link in re.findall(r"\]\(([^)]+)\)", row):
        assert (ROOT / link).exists(), link


@pytest.mark.parametrize("lesson", LESSONS)
def test_the_start_page_gives_each_lessons_age_time_and_guide(lesson):
    start = (ROOT / "notebooks/00_start_here.py").read_text(encoding="utf-8")
    row = next((line for line in start.splitlines() if f"(lessons/{lesson}.ipynb)" in line), None)
    assert row, f"the start page does not list {lesson}"
    ages, minutes = lesson_header(lesson)
    cells = [c.strip() for c in row.lstrip("# ").strip("|").split("|")]
    assert cells[1] == ages and cells[2] == f"{minutes} min", row
    assert f"(teachers/{lesson}.md)" in row
