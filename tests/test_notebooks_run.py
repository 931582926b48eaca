"""Every lesson notebook, and every game notebook that asks questions, runs top to bottom in a
kernel as it does in class.

This is the run the lesson tests read (``lesson_runner.run_lesson``, once a session).  When this
file is part of the run, conftest.py leaves out nbval's run of the same notebooks, so each runs
once and not twice; nbval still runs every other notebook, and any notebook named on the command
line (``./hilltop test notebooks/lessons/war_odds.ipynb``)."""
from __future__ import annotations

import nbformat
import pytest

from lesson_runner import run_lesson
from question_catalogue import notebooks

NOTEBOOKS = notebooks()


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=[f"{p.parent.name}/{p.stem}" for p in NOTEBOOKS])
def test_the_notebook_runs_top_to_bottom(notebook):
    cells = run_lesson(str(notebook))  # a cell that raises fails here, with its traceback
    written = nbformat.read(notebook, as_version=4).cells
    assert [c.kind for c in cells] == [c.cell_type for c in written]
    assert any(c.kind == "code" and c.shown for c in cells), "the notebook showed nothing"
