"""Every game's dashboard offers exactly one way to start a new game, and that one works.

The dashboard is built in Python from its notebook (``notebooks/dashboards/<game>.ipynb``, the
file Voila runs), with the page's address giving a seed as Voila would.  A dashboard that deals
new tables itself ("Deal a new game") must not show the table's own "New game" as well.
"""
from __future__ import annotations

import ast
import re
from pathlib import Path

import ipywidgets as W
import nbformat
import pytest

import kit
from widgets.table import GameTable

DASHBOARDS = Path(__file__).resolve().parent.parent / "notebooks" / "dashboards"
NEW_GAME_WORDS = re.compile(r"new game|deal again|play again|new deal", re.IGNORECASE)


def build(game: str):
    """Run the dashboard notebook's code and return the value of its last line (the app)."""
    nb = nbformat.read(DASHBOARDS / f"{game}.ipynb", as_version=4)
    source = "\n".join(c.source for c in nb.cells if c.cell_type == "code")
    tree = ast.parse(source)
    last = tree.body.pop()
    assert isinstance(last, ast.Expr), f"{game}: the dashboard should end with the app itself"
    scope: dict = {}
    exec(compile(tree, f"{game}.ipynb", "exec"), scope)
    return eval(compile(ast.Expression(last.value), f"{game}.ipynb", "eval"), scope)


def widgets_in(widget):
    """The widget and everything inside it, as shown (a hidden widget and what it holds left out)."""
    layout = getattr(widget, "layout", None)
    if layout is not None and layout.display == "none":
        return
    yield widget
    for child in getattr(widget, "children", ()):
        yield from widgets_in(child)


def new_game_controls(app) -> list:
    """Every control on the page that starts a new game: ipywidgets buttons, and buttons of a
    table's board scene."""
    found = []
    for w in widgets_in(app):
        if isinstance(w, W.Button) and NEW_GAME_WORDS.search(w.description or ""):
            found.append(w)
        if isinstance(w, GameTable):
            found += [b for b in w.board.scene.get("buttons", []) if NEW_GAME_WORDS.search(b.get("label", ""))]
    return found


def table_in(app) -> GameTable:
    tables = [w for w in widgets_in(app) if isinstance(w, GameTable)]
    assert len(tables) == 1, tables
    return tables[0]


@pytest.mark.parametrize("game", sorted(kit.GAMES))
def test_every_game_dashboard_has_exactly_one_new_game_control(game, monkeypatch):
    monkeypatch.setenv("QUERY_STRING", "seed=7")
    app = build(game)
    controls = new_game_controls(app)
    assert len(controls) == 1, f"{game}: {[getattr(c, 'description', c) for c in controls]}"
    before = table_in(app)
    assert before.game.name == game and before.game.seed == 7
    old_game = before.game
    controls[0].click()
    after = table_in(app)
    assert after.game is not old_game and after.game.name == game
    assert not [m for p, m in after.game.history if p == after.you], "a fresh deal: no move of the child's yet"
    assert len(new_game_controls(app)) == 1
    if hasattr(after, "stop"):
        after.stop()
