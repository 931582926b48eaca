"""Every game's dashboard (the notebook in notebooks/dashboards/, built as Voila builds it) offers
the child exactly one way to deal a new game, and that control really deals one."""
import ast
from pathlib import Path

import ipywidgets as W
import pytest

import kit

DASHBOARDS = Path(__file__).resolve().parent.parent / "notebooks" / "dashboards"
NEW_GAME_WORDS = ("new game",)


def build(game: str, monkeypatch):
    """Run the dashboard's code and return what its last line shows."""
    monkeypatch.delenv("QUERY_STRING", raising=False)
    tree = ast.parse((DASHBOARDS / f"{game}.py").read_text(encoding="utf-8"))
    *body, last = tree.body
    scope: dict = {}
    exec(compile(ast.Module(body=body, type_ignores=[]), game, "exec"), scope)
    return eval(compile(ast.Expression(last.value), game, "eval"), scope)


def shown_widgets(widget):
    """Every widget on the page, inside boxes and tables."""
    yield widget
    for child in getattr(widget, "children", ()):
        yield from shown_widgets(child)


def new_game_controls(app) -> list:
    return [w for w in shown_widgets(app)
            if isinstance(w, W.Button) and any(words in w.description.lower() for words in NEW_GAME_WORDS)]


@pytest.mark.parametrize("game", list(kit.GAMES))
def test_a_dashboard_has_one_new_game_control(game, monkeypatch):
    app = build(game, monkeypatch)
    controls = new_game_controls(app)
    assert len(controls) == 1, [c.description for c in controls]
    tables = [w for w in shown_widgets(app) if hasattr(w, "game") and isinstance(w.game, kit.Game)]
    assert len(tables) == 1 and tables[0].game.name == game
    first = (tables[0], tables[0].game)
    controls[0].click()
    tables = [w for w in shown_widgets(app) if hasattr(w, "game") and isinstance(w.game, kit.Game)]
    assert len(tables) == 1 and (tables[0], tables[0].game) != first, "the control deals a new game"
    assert len(new_game_controls(app)) == 1  # and the new deal still has only one
    for w in shown_widgets(app):
        if hasattr(w, "close") and hasattr(w, "game"):
            w.close()  # a race table's clock stops
