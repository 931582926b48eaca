"""Every notebook has a plain-text twin (jupytext's percent format) that says the same thing.

The `.py` file next to each `.ipynb` is the one people read, edit and review; the `.ipynb` stays
committed, without outputs, because Binder, Voila and nbval open it as it is.  These tests fail
when the two drift apart, and say how to bring them back together.
"""
from pathlib import Path

import jupytext
import nbformat
import pytest

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOK_DIRS = [ROOT / "notebooks", ROOT / "tests" / "notebooks"]
SYNC = ".venv/bin/jupytext --sync notebooks/**/*.ipynb tests/notebooks/*.ipynb"

NOTEBOOKS = sorted(p for d in NOTEBOOK_DIRS for p in d.rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)
# A text twin opens with jupytext's header; other .py files there (helpers of the tests) are not twins.
TWINS = sorted(p for d in NOTEBOOK_DIRS for p in d.rglob("*.py")
               if ".ipynb_checkpoints" not in p.parts and p.read_text(encoding="utf-8").startswith("# ---\n# jupyter:"))


def name(path: Path) -> str:
    return str(path.relative_to(ROOT))


def cells(nb) -> list[tuple[str, str]]:
    return [(c.cell_type, c.source.strip()) for c in nb.cells]


def test_the_notebooks_are_found():
    assert len(NOTEBOOKS) >= 30, NOTEBOOKS


def test_every_text_twin_has_its_notebook():
    orphans = [name(p) for p in TWINS if not p.with_suffix(".ipynb").exists()]
    assert not orphans, f"text files with no notebook beside them: {orphans}; run {SYNC}"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=name)
def test_notebook_and_its_text_twin_agree(path):
    twin = path.with_suffix(".py")
    assert twin.exists(), f"{name(path)} has no text twin; run {SYNC}"
    notebook = nbformat.read(path, as_version=4)
    text = jupytext.read(twin)
    a, b = cells(notebook), cells(text)
    for i, (x, y) in enumerate(zip(a, b)):
        assert x == y, f"{name(path)} and {name(twin)} differ at cell {i + 1}; run {SYNC}"
    assert len(a) == len(b), f"{name(path)} has {len(a)} cells, {name(twin)} {len(b)}; run {SYNC}"
    # The arcade reads its tile from the notebook's metadata: both files must carry the same one.
    assert notebook.metadata.get("hilltop") == text.metadata.get("hilltop"), (
        f"{name(path)} and {name(twin)} give the arcade different titles; run {SYNC}")


@pytest.mark.parametrize("path", NOTEBOOKS, ids=name)
def test_notebooks_are_committed_without_outputs(path):
    notebook = nbformat.read(path, as_version=4)
    stored = [i + 1 for i, c in enumerate(notebook.cells)
              if c.cell_type == "code" and (c.outputs or c.execution_count is not None)]
    assert not stored, f"{name(path)} keeps outputs in cells {stored}: clear them before committing"
