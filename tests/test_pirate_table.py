"""The Pirate table: a whole game by clicks; faked clicks change nothing."""
import json

from widgets.pirate import PirateTable
from scene_helpers import click_through, clickables


def test_a_whole_stepped_game_by_clicks():
    t = PirateTable(seed=3, pace="stepped", level="easy")
    things = click_through(t, most=8000)
    json.dumps(t.board.scene)
    before = t.game.to_json()
    t.clicked(things[0])
    assert t.game.to_json() == before and "over" in t.error


def test_faked_clicks_change_nothing():
    t = PirateTable(seed=4, pace="stepped")
    before = t.game.to_json()
    t.clicked("a999")
    t.board.set_state({"scene": {}})
    assert t.game.to_json() == before and "can't be clicked" in t.error
    t.clicked(dict(clickables(t))["you-stock"])
    assert any(p == 0 and str(m).startswith("Turn") for p, m in t.game.history)
