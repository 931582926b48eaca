"""Each game dashboard has one way to deal again, and a table that is put away stops its timers."""
from __future__ import annotations

import asyncio
import re

import ipywidgets as W
import pytest

import kit
from conftest import DASHBOARDS

NEW_GAME = {"New game", "Deal a new game"}


def dashboard_code(name: str) -> str:
    """The code of a dashboard notebook's cells (its jupytext twin, without the header)."""
    text = (DASHBOARDS / f"{name}.py").read_text()
    return "\n".join(line for line in text.splitlines() if not line.startswith("#"))


GAME_PAGES = sorted(kit.GAMES)  # every game has a dashboard of its own name


def build(name: str) -> W.Widget:
    code = dashboard_code(name).strip().splitlines()
    scope: dict = {}
    exec("\n".join(code[:-1]), scope)
    return eval(code[-1], scope)


def shown(widget: W.Widget):
    """Every widget a child can see under ``widget``."""
    if getattr(widget.layout, "display", None) == "none" if hasattr(widget, "layout") else False:
        return
    yield widget
    for child in getattr(widget, "children", ()):
        yield from shown(child)


def new_game_buttons(app: W.Widget) -> list[W.Button]:
    return [w for w in shown(app) if isinstance(w, W.Button) and w.description in NEW_GAME]


def test_every_game_has_a_dashboard():
    assert all((DASHBOARDS / f"{name}.ipynb").is_file() for name in GAME_PAGES)


@pytest.mark.parametrize("name", GAME_PAGES)
def test_a_game_dashboard_has_one_new_game_control(name, monkeypatch):
    monkeypatch.delenv("QUERY_STRING", raising=False)
    app = build(name)
    buttons = new_game_buttons(app)
    assert len(buttons) == 1, f"{name}: {[b.description for b in buttons]}"
    # ... and it deals: a new game on the table (a new table, or the same one dealt again), and
    # there is still one control
    [before] = [w.game for w in shown(app) if hasattr(w, "game")]
    buttons[0].click()
    after = [w.game for w in shown(app) if hasattr(w, "game")]
    assert len(after) == 1 and after[0] is not before
    assert len(new_game_buttons(app)) == 1


def test_closing_a_table_stops_its_timers():
    from widgets.war import WarTable

    async def play():
        table = WarTable(seed=4)
        table.speed.value = table.speed.max
        table.auto.value = True  # auto-play: a timer on the loop
        task = table._task
        assert task is not None and not task.done()
        await asyncio.sleep(0)  # let it take a first step
        table.close()
        await asyncio.gather(task, return_exceptions=True)
        return task, table

    task, table = asyncio.run(play())
    assert task.cancelled(), "the auto-play timer ran on after the table was closed"
    assert table._timers == []


def test_dealing_again_closes_the_old_table(monkeypatch):
    from widgets.war import war_dashboard

    app = war_dashboard(seed=2)
    old = app.children[-1]
    closed = []
    monkeypatch.setattr(type(old), "close", lambda self: closed.append(self))
    [button] = new_game_buttons(app)
    button.click()
    assert closed == [old]
    assert re.search("Deal a new game", button.description)
