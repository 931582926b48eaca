"""Lessons ask before they tell: no number shown above a quiz (in the prose or in any printed
output, charts included) is one that quiz would accept as its answer.  Each lesson is run top to
bottom in a kernel, as in class."""
from pathlib import Path

import pytest

from lesson_runner import leaks, run_lesson
from widgets.quiz import check

ROOT = Path(__file__).resolve().parent.parent
LESSONS = sorted((ROOT / "notebooks/lessons").glob("*.ipynb"))


@pytest.mark.slow
@pytest.mark.parametrize("lesson", LESSONS, ids=[p.stem for p in LESSONS])
def test_no_quiz_answer_is_shown_before_its_quiz(lesson):
    cells = run_lesson(str(lesson))
    assert any(c.quizzes for c in cells), "the lesson asks nothing"
    assert leaks(cells) == []


@pytest.mark.slow
@pytest.mark.parametrize("lesson", LESSONS, ids=[p.stem for p in LESSONS])
def test_every_question_names_a_likely_mistake_with_its_reason(lesson):
    """Each checked question lists at least one misconception answer, and typing it shows that
    answer's own reason (for a question made at random, the first one the lesson asks)."""
    from lesson_runner import question_of, quizzes

    for record in quizzes(run_lesson(str(lesson))):
        q = question_of(record)
        assert q.wrong, q.prompt
        for given, reason in q.wrong.items():
            assert check(q, given if q.choices else str(given)) == (False, reason), (q.prompt, given)


@pytest.mark.slow
@pytest.mark.parametrize("lesson", LESSONS, ids=[p.stem for p in LESSONS])
def test_no_quiz_answer_is_told_in_the_prose_below_it(lesson):
    """The prose under a quiz is on the screen while the child answers (Go Fish said "Kim holds a
    Queen for certain (chance 1)" right under the question asking for that chance)."""
    from lesson_leaks import told_below

    assert told_below(run_lesson(str(lesson))) == []


@pytest.mark.slow
@pytest.mark.parametrize("lesson", LESSONS, ids=[p.stem for p in LESSONS])
def test_no_hint_is_the_answer_or_its_whole_calculation(lesson):
    """A hint points the way ("if it missed, how many cards are left?"); it is never the answer or
    every step of it (Can I play?'s "36/51 × 35/50" was the answer's whole product)."""
    from lesson_leaks import hint_gives_away
    from lesson_runner import quizzes

    given = [(q["prompt"], why) for q in quizzes(run_lesson(str(lesson))) if (why := hint_gives_away(q))]
    assert given == []


@pytest.mark.slow
@pytest.mark.parametrize("lesson", LESSONS, ids=[p.stem for p in LESSONS])
def test_no_quiz_answer_is_printed_under_it_before_it_is_answered(lesson):
    """Lesson notebooks printed the exact answer in the cell under a quiz (3/51 under "the chance of
    a war", every sequence total under "how many ways"): with Run All it was on screen at once."""
    from lesson_leaks import told_after

    assert told_after(run_lesson(str(lesson))) == []


@pytest.mark.parametrize("lesson", sorted((ROOT / "notebooks/lessons").glob("*.py")), ids=lambda p: p.stem)
def test_the_experiment_chart_draws_no_exact_answer_before_it_is_asked(lesson):
    """Part 3's chart drew the exact answer as a dashed line before part 4 asked for it."""
    text = lesson.read_text(encoding="utf-8")
    first_quiz = text.find("Quiz(")
    before = text[:first_quiz] if first_quiz >= 0 else text
    assert "level=" not in before.replace('level="hard"', "").replace("levels=", "")
