"""The Grabbage table: a whole game by clicks; faked clicks change nothing."""
import json

from widgets.grabbage import GrabbageTable
from scene_helpers import click_through, clickables


def test_a_whole_stepped_game_by_clicks():
    for piles in (1, 4):
        t = GrabbageTable(seed=3, pace="stepped", wastepiles=piles, level="easy")
        click_through(t, most=5000)   # fails unless the clicks end the game with its banner
        assert t.game.over and "banner" in json.loads(json.dumps(t.board.scene))


def test_faked_clicks_change_nothing():
    t = GrabbageTable(seed=4, pace="stepped", players=3)
    before = t.game.to_json()
    t.clicked("a999")
    t.board.set_state({"scene": {}})
    assert t.game.to_json() == before and "can't be clicked" in t.error
    stock = dict(clickables(t))["you-stock"]
    t.clicked(stock)
    assert any(p == 0 and str(m).startswith("Turn") for p, m in t.game.history)
