"""A lesson with the class that works in a real room (widgets/lesson_class.py, widgets/lesson.py's
class link, class_store/lesson_sessions.py), without a browser: each child's experiment is their
own, the teacher's hold is kept by the kernel (not only by hidden buttons), the child's score line
says what the teacher's tally says, and on ``./hilltop class`` the class word is the only code."""
from __future__ import annotations

import math
import statistics

import numpy as np
import pytest

import lessons
import widgets.lesson as lesson_module
from class_store import ClassStore
from class_store.lesson_sessions import LessonSessions
from widgets.lesson import LessonDashboard
from widgets.lesson_class import LessonTeacherPanel, practice_questions


@pytest.fixture
def sessions(tmp_path):
    return LessonSessions(ClassStore(f"sqlite:///{tmp_path / 'class.db'}"))


def test_pages_with_no_seed_run_experiments_of_their_own():
    """Thirty pages opened with no ``?seed=`` get thirty different seeds, and so different runs."""
    spec = lessons.spec("war_odds")
    boards = [LessonDashboard(spec, refresh=False) for _ in range(30)]
    assert len({b.seed for b in boards}) == 30
    runs = {tuple(spec.trials(b.seed)) for b in boards[:5]}
    assert len(runs) == 5


def test_the_class_pooled_share_narrows_on_the_exact_answer_as_children_join(sessions, monkeypatch):
    """Thirty children each run the War experiment (their own seeds, fixed here so the test is the
    same every time) and join the teacher's lesson one by one.  One child's share scatters with the
    spread a binomial of 600 games has; the class's pooled share after k children stays within
    3.5 of its own, narrower standard errors (sqrt(p(1-p)/(600 k))) of the exact answer, and after
    thirty children it is closer than most single children are."""
    seeds = iter(np.random.SeedSequence(2026).generate_state(30))
    monkeypatch.setattr(lesson_module, "fresh_seed", lambda: int(next(seeds)))
    spec = lessons.spec("war_odds")
    p, n = spec.exact, spec.total
    teacher = LessonTeacherPanel([("war_odds", spec.title)], lessons.spec, sessions=sessions, refresh=False)
    code = teacher.start("war_odds")
    singles, pooled = [], []
    for _ in range(30):
        child = LessonDashboard(spec, class_code=code, sessions=sessions, refresh=False)
        child.prediction.lock("about 1 in 20")
        assert child.run()
        singles.append(child.experiment.hits / n)
        t = sessions.tally(code)
        pooled.append(t.hits / t.games)
    assert len(set(singles)) >= 10                                   # not one run repeated
    one = math.sqrt(p * (1 - p) / n)
    assert 0.5 * one < statistics.stdev(singles) < 1.5 * one
    for k, share in enumerate(pooled, start=1):
        assert abs(share - p) < 3.5 * one / math.sqrt(k), (k, share)
    assert abs(pooled[-1] - p) < statistics.median(abs(s - p) for s in singles)
