"""The Grabbage table: a whole game by clicks; faked clicks change nothing."""
import json

from widgets.grabbage import GrabbageTable
from scene_helpers import clickables


def test_a_whole_stepped_game_by_clicks():
    for piles in (1, 4):
        t = GrabbageTable(seed=3, pace="stepped", wastepiles=piles, level="easy")
        n = 0
        while not t.game.over and n < 5000:
            things = [a for z, a in clickables(t) if z != "Wait"] or [a for _, a in clickables(t)]
            assert things, t.board.scene["status"]
            t.clicked(things[n % len(things)])
            n += 1
        assert t.game.over and t.board.scene["banner"], (n, t.board.scene["status"])
        json.dumps(t.board.scene)


def test_faked_clicks_change_nothing():
    t = GrabbageTable(seed=4, pace="stepped", players=3)
    before = t.game.to_json()
    t.clicked("a999")
    t.board.set_state({"scene": {}})
    assert t.game.to_json() == before and "can't be clicked" in t.error
    stock = dict(clickables(t))["you-stock"]
    t.clicked(stock)
    assert any(p == 0 and str(m).startswith("Turn") for p, m in t.game.history)
