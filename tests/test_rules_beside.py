"""A game notebook shows its rules beside its table (issue 40: in JupyterLab they sat above it, and
beside it only if the teacher split the notebook in two).  widgets/rules_beside.py reads the cells
tagged ``rules`` of the notebook its kernel runs; here, without a browser: every game notebook tags
its rules and draws its first table beside them, and the table with a notebook named, without one,
and with a notebook that cannot be read.  What a teacher sees in JupyterLab (beside the table, the
table's height, scrolling by itself) is checked by tests/test_jupyterlab_browser.py on War."""
from __future__ import annotations

import json
import re
from pathlib import Path

import ipywidgets as W
import pytest

import kit
from widgets import TABLES
from widgets.rules_beside import RULES_CLASS, WITH_RULES_CLASS, beside_the_rules, the_rules

REPO = Path(__file__).resolve().parent.parent
GAMES = REPO / "notebooks" / "games"


def test_every_game_has_a_notebook():
    assert sorted(p.stem for p in GAMES.glob("*.ipynb")) == sorted(kit.GAMES)


@pytest.mark.parametrize("game", sorted(kit.GAMES))
def test_the_game_notebook_tags_its_rules_and_draws_its_first_table_beside_them(game):
    cells = json.loads((GAMES / f"{game}.ipynb").read_text(encoding="utf-8"))["cells"]
    code = ["".join(c["source"]) for c in cells if c["cell_type"] == "code"]
    tables = [n for n, c in enumerate(cells) if c["cell_type"] == "code" and re.search(r"\w+Table\(", "".join(c["source"]))]
    assert tables, f"{game}: no table in the notebook"
    first = tables[0]
    assert "beside_the_rules(" in "".join(cells[first]["source"]), f"{game}: the first table is not beside the rules"
    rules = the_rules(GAMES / f"{game}.ipynb")
    assert len(rules) >= 2 and rules[0].startswith("# "), f"{game}: the rules do not start at the notebook's title"
    tagged = [n for n, c in enumerate(cells) if "rules" in c["metadata"].get("tags", [])]
    assert all(cells[n]["cell_type"] == "markdown" and n < first for n in tagged), \
        f"{game}: a cell tagged rules is code or comes after the table"
    assert code  # (the notebook runs: tests/test_notebooks_run.py)


def test_the_table_stands_beside_the_notebooks_rules(monkeypatch, tmp_path):
    monkeypatch.setenv("JPY_SESSION_NAME", str(GAMES / "war.ipynb"))
    table = TABLES["war"](seed=1)
    both = beside_the_rules(table)
    assert isinstance(both, W.Box) and WITH_RULES_CLASS in both._dom_classes
    assert both.children[0] is table
    words = both.children[1]
    assert RULES_CLASS in words._dom_classes
    shown = "".join(o["data"]["text/markdown"] for o in words.outputs)
    assert "## How a battle works" in shown and "**highest card wins**" in shown
    assert "## Play!" in shown and "Other ways to play" not in shown  # the teacher's notes stay below
    # a notebook's path relative to the server's root: found in the kernel's folder, the notebook's
    monkeypatch.chdir(GAMES)
    monkeypatch.setenv("JPY_SESSION_NAME", "notebooks/games/war.ipynb")
    assert the_rules() == the_rules(GAMES / "war.ipynb")


@pytest.mark.parametrize("named", [None, "", "nowhere/war.ipynb", "broken.ipynb", "war.py"])
def test_without_a_notebook_to_read_the_table_stands_alone(monkeypatch, tmp_path, named):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "broken.ipynb").write_text("{ not json", encoding="utf-8")
    (tmp_path / "war.py").write_text("# %% [markdown]\n# # War\n", encoding="utf-8")
    if named is None:
        monkeypatch.delenv("JPY_SESSION_NAME", raising=False)
    else:
        monkeypatch.setenv("JPY_SESSION_NAME", named)
    table = TABLES["war"](seed=1)
    assert beside_the_rules(table) is table
