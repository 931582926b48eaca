"""The Dictation table in the kernel: a whole game by clicks, and what it refuses."""
import pytest

from kit.games.dictation import FOUNDATION
from scene_helpers import clickables
from widgets.dictation import DictationTable
from widgets.replay import Replay


def test_a_whole_game_by_clicks_against_two_computers():
    t = DictationTable(players=3, seed=5, level="hard")
    for _ in range(2000):
        if t.game.over:
            break
        offers = clickables(t)
        assert offers, t.board.scene["status"]
        t.clicked(offers[-1][1])  # builds, targets and Ready come after the called card
        assert not t.error, t.error
    assert t.game.over and t.board.scene["banner"]
    assert t.game.view(None)["left"] == 0


def test_pick_up_then_place_only_where_the_game_allows():
    t = DictationTable(players=2, seed=1, deck=["AS"] + [c for c in _pack() if c != "AS"])
    called = [z for row in t.board.scene["rows"] for z in row if z["id"] == "called"][0]
    t.clicked(called["cards"][0]["action"])
    zones = {z["id"]: z for row in t.board.scene["rows"] for z in row}
    assert zones["foundations-0"]["action"]                  # an Ace may only start a foundation
    assert not any(zones[f"column-0-{i}"]["action"] for i in range(4))
    before = t.game.to_json()
    t.clicked("a99")
    assert t.game.to_json() == before and "can't be clicked" in t.board.scene["error"]
    t.clicked(zones["foundations-0"]["action"])
    assert t.game.view(0)["foundations"][0] == [["AS"]]


def test_replay_and_watch_mode():
    t = DictationTable(players=2, seed=2)
    for _ in range(40):
        t.clicked(clickables(t)[0][1])
    r = Replay(t.game, DictationTable)
    r.slider.value = r.slider.max
    assert r.table.game.digest() == t.game.digest() and not clickables(r.table)


def _pack():
    import kit
    return [c.code for c in kit.standard_deck()]
