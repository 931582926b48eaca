"""One module a lesson, as ``kit/games`` has one a game: each holds the lesson's prediction and
experiment (its :class:`~widgets.lesson.LessonSpec`), its worked answer, its questions with the
answers they accept and the mistakes they name, and the calls to the exact answers in
``kit/exact``.  A lesson is words and numbers only: the lesson notebook
(``notebooks/lessons/<name>``), its dashboard (``notebooks/dashboards/lesson_<name>``) and the
checks of its teacher's guide read it, and join it with the screens of ``widgets``.

    from lessons import spec
    LessonDashboard(spec("war_odds"))
"""
from __future__ import annotations

from types import ModuleType
from typing import Optional

import numpy as np

from widgets.address import page_query
from widgets.lesson import LessonSpec
from widgets.quiz import Question

from . import (can_i_play, go_fish_chances, king_of_the_hill_sums, patience_luck, patience_skill, race_speed,
               run_sums, war_odds)

LESSONS: dict[str, ModuleType] = {m.__name__.rsplit(".", 1)[1]: m for m in (
    king_of_the_hill_sums, run_sums, can_i_play, war_odds, go_fish_chances, patience_skill, patience_luck,
    race_speed)}


def spec(name: str, level: Optional[int] = None) -> LessonSpec:
    """The prediction, experiment and practice of lesson ``name`` (one of ``LESSONS``).  The 7 to 9
    lessons have two levels (``levels(name)``): 7, the default, and 9 for older children."""
    if name not in LESSONS:
        raise ValueError(f"there is no lesson called {name!r}; there are: {', '.join(LESSONS)}")
    page_query()  # a warm kernel waits here for its page: the lesson is made in the page's language
    if level is None:
        return LESSONS[name].spec()
    if level not in levels(name):
        raise ValueError(f"the lesson {name!r} has no level {level}" +
                         (f"; its levels are {', '.join(map(str, levels(name)))}" if levels(name) else ""))
    return LESSONS[name].spec(level)


def levels(name: str) -> tuple[int, ...]:
    """The levels a teacher can choose for lesson ``name`` (none for a lesson with one level)."""
    return tuple(getattr(LESSONS[name], "LEVELS", ()))


def first_practice_question(s: LessonSpec) -> Question:
    """The question the dashboard's practice asks first (for tests and the teacher's guide)."""
    src = s.practise
    if isinstance(src, Question):
        return src
    if isinstance(src, (list, tuple)):
        return src[0]
    return src(np.random.default_rng(s.practise_seed))
