"""The Anthony Hill's game and Anarchy tables: played to the end by clicks, dim cards explain
themselves with the game's reason, the suit picker after an Ace, faked clicks refused."""
import pytest

import kit
from widgets.anarchy import AnarchyTable
from widgets.anthony_hill import AnthonyHillTable
from tests.shedding_helpers import stacked


def clickables(t):
    sc = t.board.scene
    hand = [c["action"] for z in sc["rows"][-1] for c in z["cards"] if c.get("action") and not c.get("dim")]
    return [b["id"] for b in sc["buttons"]] + hand + ([sc["rows"][1][0]["action"]] if sc["rows"][1][0].get("action") else [])


@pytest.mark.parametrize("T,opts", [(AnthonyHillTable, {"ace_changes_suit": True}), (AnarchyTable, {})])
@pytest.mark.parametrize("n", [2, 3, 5])
def test_click_to_the_end(T, opts, n):
    t = T(players=n, seed=n, level="hard", **opts)
    for _ in range(500):
        if t.game.over:
            break
        t.clicked(clickables(t)[0])
        assert not t.error, t.error
    assert t.game.over and t.board.scene["banner"]
    before = t.game.to_json()
    t.clicked("zz")
    assert "over" in t.error and t.game.to_json() == before


def test_dim_card_says_why_and_faked_click_refused():
    deck = stacked([["9C", "5S"], ["2H", "3H"]], ["7D"])
    t = AnthonyHillTable(players=2, deck=deck, hand_size=2, seed=1)
    hand = t.board.scene["rows"][-1][0]["cards"]
    nine = next(c for c in hand if c["code"] == "9C")
    assert nine.get("dim")
    before = t.game.to_json()
    t.clicked(nine["action"])
    assert t.error == "The 9♣ doesn't match the 7♦: play a ♦ or a 7." and t.game.to_json() == before
    t.clicked("a999")
    assert t.error == "That can't be clicked right now." and t.game.to_json() == before


def test_suit_picker_after_an_ace():
    deck = stacked([["AD", "2C"], ["3S", "9H"]], ["5D"])
    t = AnthonyHillTable(players=2, deck=deck, hand_size=2, seed=1, ace_changes_suit=True)
    ace = next(c for c in t.board.scene["rows"][-1][0]["cards"] if c["code"] == "AD")
    t.clicked(ace["action"])
    labels = [b["label"] for b in t.board.scene["buttons"]]
    assert labels == ["Ask for ♠", "Ask for ♥", "Ask for ♦", "Ask for ♣"]
    t.clicked(t.board.scene["buttons"][0]["id"])
    assert t.game.active_suit in "SHDC" and t.game.pile[1] == kit.card("AD")


def test_anarchy_shows_trumps_and_direction():
    t = AnarchyTable(players=3, seed=4)
    zones = {z["id"]: z for z in t.board.scene["rows"][1]}
    v = t.game.view(0)
    assert zones["trumps"]["cards"][0]["code"] == v["indicator"]
    assert zones["direction"]["label"].startswith("Direction")
    for z in t.board.scene["rows"][0]:          # opponents: backs and counts only
        assert all(c["code"] == "back" for c in z["cards"])


def test_watch_mode():
    t = AnarchyTable(players=2, seed=1, watch=True)
    assert all(not c.get("action") for z in t.board.scene["rows"] for zz in [z] for c in sum((x["cards"] for x in zz), []))
