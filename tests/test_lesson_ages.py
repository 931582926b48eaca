"""The 7 to 9 lessons fit a child of 7 (issue 39, "Ages"): King of the Hill sums asked totals to 35
over up to seven cards, run_sums needed 6 × 14 and its page 6 × 16 = 96 and "1,326 pairs", while
both guides promise "add two numbers up to 20".  At level 7 (the default) every question adds two
or three cards to at most 20 and every chance is "about N in 100"; level 9, for older children, is
chosen by the teacher (``?level=9`` on the page, ``LEVEL = 9`` in the notebook)."""
from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest

import lessons
import question_catalogue as catalogue
from widgets.address import BadAddress, level_in_query

ROOT = Path(__file__).resolve().parent.parent
YOUNG = ("king_of_the_hill_sums", "run_sums")


def level_7_questions(name):
    module = lessons.LESSONS[name]
    found = []
    for fn_name, fn in vars(module).items():
        if callable(fn) and getattr(fn, "__module__", "") == module.__name__ and catalogue._is_maker(fn) \
                and not fn_name.endswith("_9"):
            found += catalogue.sample(fn, 60)
    found += catalogue.questions_of(lessons.spec(name))
    for fn_name in ("find_the_pairs",):
        if hasattr(module, fn_name):
            found.append(getattr(module, fn_name)())
    return found


def sums_in(text: str) -> list[list[int]]:
    return [[int(n) for n in re.findall(r"\d+", m)] for m in re.findall(r"\d+(?:\s*\+\s*\d+)+", text)]


@pytest.mark.parametrize("name", YOUNG)
def test_level_7_adds_two_or_three_cards_to_at_most_20(name):
    questions = level_7_questions(name)
    assert len(questions) > 100
    for q in questions:
        if q.choices is None:
            assert q.exact.denominator == 1 and 0 <= q.exact <= 20, (q.prompt, q.answer)
        for terms in sums_in(q.prompt) + sums_in(q.explain):
            assert len(terms) <= 3 and sum(terms) <= 21, (q.prompt, q.explain)   # 6 + 7 + 8 told, never asked
        assert "×" not in q.prompt + q.explain + q.hint


@pytest.mark.parametrize("name", YOUNG)
def test_level_7_worked_answer_is_whole_numbers_a_child_of_7_reads(name):
    page = lessons.spec(name).explain(7, 100)
    assert "×" not in page and not re.search(r"\d,\d{3}", page) and "1326" not in page
    assert re.search(r"about <b>\d+ (?:turns|hands) in 100</b>", page)


@pytest.mark.parametrize("name", YOUNG)
def test_level_9_is_harder_and_chosen_by_the_teacher(name):
    assert lessons.levels(name) == (7, 9)
    hard = catalogue.questions_of(lessons.spec(name, 9))
    assert max(q.exact for q in hard if q.choices is None) > 20 or "×" in lessons.spec(name, 9).explain(7, 100)
    with pytest.raises(ValueError, match="no level 8"):
        lessons.spec(name, 8)
    with pytest.raises(ValueError, match="no level"):
        lessons.spec("war_odds", 9)


def test_the_page_address_chooses_the_level():
    assert level_in_query("") is None and level_in_query("seed=3") is None
    assert level_in_query("level=9") == 9 and level_in_query("seed=3&level=7") == 7
    for bad in ("level=8", "level=nine", "level=", "level=9&level=7", "level=<script>"):
        with pytest.raises(BadAddress, match="level="):
            level_in_query(bad)
    for name in YOUNG:
        page = (ROOT / f"notebooks/dashboards/lesson_{name}.py").read_text(encoding="utf-8")
        assert "level_from_page()" in page


@pytest.mark.parametrize("name", YOUNG)
def test_the_notebook_and_the_guide_say_the_levels(name):
    notebook = (ROOT / f"notebooks/lessons/{name}.py").read_text(encoding="utf-8")
    assert re.search(r"^LEVEL = 7\b", notebook, flags=re.M)
    guide = (ROOT / f"notebooks/teachers/{name}.md").read_text(encoding="utf-8")
    assert "level=9" in guide and "LEVEL = 9" in guide
    assert "two, three or four" not in guide + notebook


def test_king_of_the_hill_promises_only_what_it_asks():
    """The notebook's opening and the guide promised sums of "two, three or four" cards while the
    quiz asked runs of up to seven cards with totals to 35."""
    rng = np.random.default_rng(3)
    from lessons import king_of_the_hill_sums as koth
    longest = max(len(re.findall(r"[♠♥♦♣]", koth.sequence_sum_9(rng).prompt)) for _ in range(200))
    guide = (ROOT / "notebooks/teachers/king_of_the_hill_sums.md").read_text(encoding="utf-8")
    assert longest == 7 and "two or three cards" in guide and "up to seven" in guide
