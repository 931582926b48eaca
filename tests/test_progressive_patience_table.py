"""The Progressive Patience table in the kernel: it is driven only by what it offers to click."""
import kit
from kit.games.progressive_patience import Discard
from scene_helpers import clickables
from test_progressive_patience import centre_at_seven_with_an_eight_on_a_wastepile, position, stacked
from widgets.progressive_patience import ProgressivePatienceTable, progressive_patience_dashboard
from widgets.replay import Replay


def zones(t):
    return {z["id"]: z for row in t.board.scene["rows"] for z in row}


def like_a_child(offers):
    """A sensible click: build a glowing pile card, else put the turned card on the centre, else turn
    up a card, else put it on the first glowing pile, else press the button."""
    for wanted in (lambda what: len(what) == 2, lambda what: what == "centre", lambda what: what == "stock-0",
                   lambda what: what.startswith("pile-0-"), lambda what: True):
        for what, action in offers:
            if wanted(what):
                return action


def test_a_whole_game_by_clicks_against_the_hard_computer():
    t = ProgressivePatienceTable(seed=11, level="hard")
    clicks = 0
    while not t.game.over:
        offers = clickables(t)
        assert offers, t.board.scene["status"]
        t.clicked(like_a_child(offers))
        assert not t.error, t.error
        clicks += 1
    assert t.board.scene["banner"] and t.game.winner is not None and 0 in t.game.scores
    assert not clickables(t) and clicks > 100
    assert any("laid the last" in m or "wins" in m for m in t.messages)


def test_a_turned_card_makes_its_places_glow():
    t = ProgressivePatienceTable(deck=stacked(["9S", "AS"], ["5H"]))
    stock = zones(t)["stock-0"]
    assert stock["highlight"] and "turn up" in stock["caption"]
    t.clicked(stock["action"])
    z = zones(t)
    assert z["turned"]["cards"][0]["code"] == "9S" and "doesn't fit" in t.board.scene["status"]
    assert not z["centre"]["action"] and all(z[f"pile-0-{w}"]["highlight"] for w in range(4))
    assert not z["stock-0"]["action"] and not any(z[f"pile-1-{w}"].get("action") for w in range(4))
    assert [z[f"pile-0-{w}"]["caption"] for w in range(4)] == ["tip: here it blocks least", "", "", ""]
    t.clicked(z["pile-0-2"]["action"])
    assert t.game.view(0)["waste"][0][2] == ["9S"] and t.game.to_act == (0,)   # the computer has played
    assert any(m.startswith("Computer turned up the 5♥") for m in t.messages)
    assert t.board.scene["status"].startswith("Computer put the 5♥ on pile ")
    t.clicked(zones(t)["stock-0"]["action"])                                   # the first Ace: only the centre
    z = zones(t)
    assert z["centre"]["highlight"] and not any(z[f"pile-0-{w}"].get("action") for w in range(4))
    assert "first Ace" in t.board.scene["status"]
    t.clicked(z["centre"]["action"])
    assert zones(t)["centre"]["cards"][0]["code"] == "AS" and "needs a 2" in zones(t)["centre"]["caption"]


def test_click_a_glowing_wastepile_top_to_build_it():
    t = ProgressivePatienceTable(game=centre_at_seven_with_an_eight_on_a_wastepile())
    top = zones(t)["pile-0-0"]["cards"][-1]
    assert top["code"] == "8D" and top["action"] and "Build a glowing" in t.board.scene["status"]
    t.clicked(top["action"])
    assert zones(t)["centre"]["cards"][0]["code"] == "8D" and zones(t)["pile-0-0"]["cards"] == []
    assert "needs a 9" in zones(t)["centre"]["caption"]


def test_the_last_cards_are_laid_out_and_the_turn_ended_with_the_button():
    g = position(waste0=(("9C", "5H"), ("2D",), ("KD",), ()), centre=["AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S"])
    t = ProgressivePatienceTable(game=g)
    assert "lay them all face up" in t.board.scene["status"]
    t.clicked(zones(t)["stock-0"]["action"])
    assert [len(zones(t)[f"pile-0-{w}"]["cards"]) for w in range(4)] == [1, 1, 1, 1]
    assert [b["label"] for b in t.board.scene["buttons"]] == ["End my turn"]
    t.clicked(zones(t)["pile-0-0"]["cards"][0]["action"])
    assert "Nothing to build" in t.board.scene["status"]
    t.clicked(t.board.scene["buttons"][0]["id"])
    assert g.turns >= 1 and any(m == "You ended the turn." for m in t.messages)


def test_faked_and_malformed_messages_are_refused_and_change_nothing():
    t = ProgressivePatienceTable(seed=4)
    before = t.game.to_json()
    for fake in ("a99", "pile-0-0", "", None, 7):
        t.clicked(fake)
        assert "can't be clicked" in t.board.scene["error"] and t.game.to_json() == before
    t.board._on_message(t.board, {"action": {"move": "Discard", "pile": 0}}, [])
    t.board._on_message(t.board, "Turn", [])
    assert t.game.to_json() == before
    t.board.set_state({"scene": {}})
    assert t.board.refused_updates == 1 and t.board.scene["rows"]
    # a refused move (a legal click offered by hand, played at the wrong moment) changes nothing
    assert not t.play(Discard(0)) and "nothing to put" in t.board.scene["error"] and t.game.to_json() == before
    t.clicked(zones(t)["stock-0"]["action"])
    assert not t.board.scene["error"]


def test_replay_shows_the_game_and_nothing_is_clickable():
    t = ProgressivePatienceTable(seed=2, level="hard")
    for _ in range(60):
        t.clicked(like_a_child(clickables(t)))
    r = Replay(t.game, ProgressivePatienceTable)
    r.slider.value = r.slider.max
    assert r.table.game.digest() == t.game.digest() and not clickables(r.table)


def test_new_game_and_the_dashboard():
    t = ProgressivePatienceTable(seed=5, level="hard", max_turns=50)
    t.clicked(zones(t)["stock-0"]["action"])
    t.again.click()
    assert t.game.seed == 6 and t.game.options["max_turns"] == 50 and t.game.to_act == (0,)
    assert all(p == 1 for p, _ in t.game.history) and not t.error
    app = progressive_patience_dashboard(seed=3)
    choose, start = app.children[0].children
    first = app.children[1]
    assert isinstance(first, ProgressivePatienceTable) and first.game.seed == 3 and first.level == "easy"
    choose.value = "hard"
    start.click()
    table = app.children[1]
    assert table is not first and table.level == "hard" and isinstance(table.bots[1], kit.bots.Bot)
    assert type(table.bots[1]).__name__ == "HardProgressiveBot"


def test_the_tip_follows_the_hard_computer_and_can_be_switched_off():
    def table(**kwargs):
        g = position(stock0=["9C"], waste0=(("6C",), ("KH", "JD"), ("2H",), ("QS",)), centre=["AS", "2S", "3S", "4S"])
        t = ProgressivePatienceTable(game=g, **kwargs)
        t.clicked(zones(t)["stock-0"]["action"])
        return [zones(t)[f"pile-0-{w}"]["caption"] for w in range(4)]

    assert table() == ["", "tip: here it blocks least", "", ""]          # on the Jack, needed after the 9
    assert table(hints=False) == ["", "", "", ""]


def test_a_short_game_stops_at_its_cap_and_says_no_turn_past_it():
    t = ProgressivePatienceTable(seed=11, level="hard", max_turns=3)
    while not t.game.over:
        t.clicked(like_a_child(clickables(t)))
        assert not t.error, t.error
    assert t.game.view(0)["turns"] == 3
    assert t.board.scene["info"].endswith("Turn 3: the game stops after turn 3"), t.board.scene["info"]


def test_each_pile_says_whose_it_is_and_the_turns_are_said_simply():
    """Each player's piles name their owner (on a tablet they wrap beside the other player's), and
    the turn count is a child's: "Turn 1", the game's limit said only when it is near (issue 40)."""
    t = ProgressivePatienceTable(seed=3)
    labels = {z["id"]: z["label"] for row in t.board.scene["rows"] for z in row}
    assert [labels[f"pile-0-{w}"] for w in range(4)] == [f"Your pile {w + 1}" for w in range(4)]
    assert [labels[f"pile-1-{w}"] for w in range(4)] == [f"Computer's pile {w + 1}" for w in range(4)]
    info = t.board.scene["info"]
    assert info.endswith("Turn 1") and "at most" not in info
    near = ProgressivePatienceTable(seed=3, max_turns=5)
    assert near.board.scene["info"].endswith("Turn 1: the game stops after turn 5")
