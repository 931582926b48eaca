"""The Dictation table in the kernel: a whole game by clicks, and what it refuses."""
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
    t.clicked(zones["foundations-0"]["action"])  # redrawn since (the refusal): the old id is dead
    assert t.game.to_json() == before and "table changed" in t.board.scene["error"]
    zones = {z["id"]: z for row in t.board.scene["rows"] for z in row}
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


def _zones(t):
    return {z["id"]: z for row in t.board.scene["rows"] for z in row}


def _width(card):
    from widgets.board import CARD_WIDTH
    return card.get("width", CARD_WIDTH)


def test_with_three_or_more_players_the_others_are_drawn_small():
    from widgets.dictation import SMALL_CARD
    t = DictationTable(players=4, seed=5, level="hard")
    for _ in range(120):                      # some cards on everyone's foundations and columns
        t.clicked(clickables(t)[-1][1])
    zones, v = _zones(t), t.game.view(0)
    assert {f"column-0-{i}" for i in range(4)} <= set(zones)          # the child's layout in full
    assert all(_width(c) > SMALL_CARD for i in range(4) for c in zones[f"column-0-{i}"]["cards"])
    for p in (1, 2, 3):
        assert not any(z.startswith(f"column-{p}-") for z in zones)
        cols = [col for col in v["columns"][p] if col]
        small = zones[f"columns-{p}"]
        assert [c["code"] for c in small["cards"]] == [col[-1] for col in cols]      # only the tops...
        assert [c["note"] for c in small["cards"]] == [f"×{len(col)}" for col in cols]  # ...and how many
        found = zones[f"foundations-{p}"]["cards"]
        assert [(c["code"], c["note"]) for c in found] == [(f[-1], str(len(f))) for f in v["foundations"][p]]
        assert all(_width(c) == SMALL_CARD for c in small["cards"] + found)
        assert not any(c.get("action") for c in small["cards"] + found)
    assert sum(len(col) for p in (1, 2, 3) for col in v["columns"][p]) > 0


def test_two_players_keep_the_full_layout_unless_asked():
    assert "column-1-0" in _zones(DictationTable(players=2, seed=1))
    assert "columns-1" in _zones(DictationTable(players=2, seed=1, compact=True))
    assert "column-2-3" in _zones(DictationTable(players=3, seed=1, compact=False))


def test_each_column_says_whose_it_is():
    """On a tablet a player's columns wrap onto two lines, under and over the other player's: each
    column names its owner, so a child never takes the computer's column for their own (issue 40)."""
    t = DictationTable(players=2, seed=3)
    labels = {z["id"]: z["label"] for row in t.board.scene["rows"] for z in row}
    assert [labels[f"column-0-{i}"] for i in range(4)] == [f"Your column {i + 1}" for i in range(4)]
    assert [labels[f"column-1-{i}"] for i in range(4)] == [f"Computer's column {i + 1}" for i in range(4)]
