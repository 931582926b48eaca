"""The Conjugal Patience table in the kernel: pick up a card, the places it may go glow, the computer
answers; faked messages change nothing; a whole seeded game by clicks."""
import json

import kit
from kit.cards import standard_deck
from scene_helpers import clickables
from widgets.conjugal_patience import ConjugalPatienceTable, conjugal_patience_dashboard
from widgets.replay import Replay

PACK = [c.code for c in standard_deck()]


def pack(*top):
    return list(top) + [c for c in reversed(PACK) if c not in top]


def zones(t):
    return {z["id"]: z for row in t.board.scene["rows"] for z in row}


def reserve_cards(t, who="you"):
    return {c["code"]: c for c in zones(t)[f"{who}-reserve"]["cards"]}


def glowing(t):
    return sorted(i for i, z in zones(t).items() if z.get("action"))


def table(p0, p1=None, **kw):
    p1 = p1 or pack("5S", "6S", "8S", "9S", "TS", "JS")
    return ConjugalPatienceTable(deck=[p0, p1], seed=1, **kw)


def test_pick_up_a_card_and_only_the_places_the_game_allows_glow():
    t = table(pack("AH", "2H", "3H", "7C", "9D", "KS"))
    assert glowing(t) == []                                   # nothing held, nothing to drop on
    cards = reserve_cards(t)
    assert all(c.get("action") for c in cards.values())       # any card may be built or discarded
    assert cards["AH"]["note"] == "fits!" and "note" not in cards["2H"]
    assert "Click a card to pick it up" in t.board.scene["status"]
    t.clicked(cards["AH"]["action"])
    assert reserve_cards(t)["AH"].get("selected")
    assert glowing(t) == sorted([f"foundation-{f}" for f in range(8)] + ["you-waste"])
    assert "glowing foundation" in t.board.scene["status"]
    t.clicked(zones(t)["foundation-0"]["action"])
    assert t.game.view(0)["foundations"][0] == ["AH"] and t.game.to_act == (0,)
    assert zones(t)["foundation-0"]["caption"] == "needs 2♥"
    t.clicked(reserve_cards(t)["2H"]["action"])
    assert glowing(t) == ["foundation-0", "you-waste"]
    t.clicked(reserve_cards(t)["2H"]["action"])               # click it again: put it back
    assert glowing(t) == [] and not reserve_cards(t)["2H"].get("selected")
    t.clicked(reserve_cards(t)["KS"]["action"])
    assert glowing(t) == ["you-waste"] and "fits nowhere" in t.board.scene["status"]


def test_ending_the_turn_lets_the_computer_play_and_says_what_it_did():
    t = table(pack("AH", "7C", "9D", "KS", "QC", "JC"), pack("2S", "AS", "3S", "8S", "9S", "TS"), level="hard")
    t.clicked(reserve_cards(t)["QC"]["action"])
    t.clicked(zones(t)["you-waste"]["action"])
    v = t.game.view(0)
    assert v["waste"] == [1, 1] and t.game.to_act == (0,)     # the computer has had its turn
    said = t.messages
    assert said.pop(0) == "Each player has six cards face up. You go first."
    assert said[0] == "You put Q♣ face down on the wastepile." and said[1] == "Computer's turn."
    assert said[2:5] == [f"Computer builds {c} on foundation 1." for c in ("A♠", "2♠", "3♠")]
    assert said[5].startswith("Computer puts") and said[-1] == "Your turn!"
    assert t.board.scene["messages"] == said[-5:]
    assert not any("fill" in m for m in said)                # refills are seen on the table instead
    assert zones(t)["you-waste"]["count"] == 1 and zones(t)["p1-waste"]["count"] == 1
    assert zones(t)["you-waste"]["cards"][0]["code"] == "back"   # face down
    codes = [c["code"] for z in zones(t).values() for c in z["cards"]]
    assert "QC" not in reserve_cards(t) and codes.count("back") == 4     # two stocks, two wastepiles
    json.dumps(t.board.scene)


def test_faked_messages_change_nothing():
    t = table(pack("AH", "2H", "3H", "7C", "9D", "KS"))
    before = t.game.to_json()
    t.clicked("a999")
    assert t.game.to_json() == before and "can't be clicked" in t.board.scene["error"]
    t.board._on_message(t.board, {"action": {"move": "Build"}}, [])
    t.board._on_message(t.board, "End", [])
    t.board.set_state({"scene": {"rows": []}})
    assert t.game.to_json() == before and t.board.scene["rows"]
    # a click the game refuses (a pretend move the table never offered) is explained, not applied
    from kit.games.conjugal_patience import Build
    assert not t.play(Build(1, 0, kit.card("2H")))
    assert t.game.to_json() == before and "only an Ace can start a foundation" in t.board.scene["error"]


def test_after_batch_offers_the_fill_button():
    t = table(pack("AH", "2H", "7C", "9D", "KS", "QC", "3H"), refill="after_batch")
    t.clicked(reserve_cards(t)["AH"]["action"])
    t.clicked(zones(t)["foundation-0"]["action"])
    offers = dict(clickables(t))
    assert "Fill the empty spaces" in offers and "you-waste" not in offers
    t.clicked(offers["Fill the empty spaces"])
    assert "3H" in reserve_cards(t)


def test_a_whole_seeded_game_to_the_end_by_clicks():
    """The child plays by the hints: a card marked "fits!" goes up, else the highest card goes."""
    t = ConjugalPatienceTable(seed=11, level="hard")
    clicks = 0
    while not t.game.over and clicks < 4000:
        offers = dict(clickables(t))
        assert offers, t.board.scene["status"]
        found = sorted(k for k in offers if k.startswith("foundation-"))
        cards = reserve_cards(t)
        fits = [c for c in cards.values() if c.get("note") == "fits!"]
        if found:
            t.clicked(offers[found[0]])
        elif fits:
            t.clicked(fits[0]["action"])
        elif "you-waste" in offers:
            t.clicked(offers["you-waste"])
        else:
            high = max((c for c in cards.values() if c.get("action")), key=lambda c: kit.card(c["code"]).low)
            t.clicked(high["action"])
        assert not t.board.scene["error"], t.board.scene["error"]
        clicks += 1
    assert t.game.over and t.board.scene["banner"] and clickables(t) == []
    assert min(t.game.scores) == 0 or t.game.turns == t.game.options["max_turns"]
    t.clicked("a0")
    assert "game is over" in t.board.scene["error"]


def test_replay_is_read_only_and_the_dashboard_deals_again():
    t = ConjugalPatienceTable(seed=2)
    for _ in range(30):
        t.clicked(clickables(t)[-1][1])
    r = Replay(t.game, ConjugalPatienceTable)
    r.slider.value = r.slider.max
    assert r.table.game.digest() == t.game.digest() and not clickables(r.table)
    app = conjugal_patience_dashboard(seed=4)
    first = app.children[-1]
    assert first.game.seed == 4 and first.level == "easy"
    level, start = app.children[0].children  # (the goal is on the board: no heading above)
    level.value = "hard"
    start.click()
    assert app.children[-1] is not first and app.children[-1].level == "hard"


def test_hints_can_be_switched_off():
    t = table(pack("AH", "2H", "3H", "7C", "9D", "KS"), hints=False)
    assert not any(c.get("note") for c in reserve_cards(t).values())
    assert "fits!" not in t.board.scene["status"]
    t.clicked(reserve_cards(t)["KS"]["action"])
    assert zones(t)["you-waste"]["caption"] == "" and zones(t)["you-waste"]["action"]


def test_the_arcade_lists_the_dashboard_and_both_levels_exist():
    from pathlib import Path

    from kit.bots import bot_levels
    from widgets.arcade import dashboards
    found = {d["file"]: d for d in dashboards(Path(__file__).resolve().parents[1] / "notebooks" / "dashboards")}
    assert found["conjugal_patience.ipynb"]["title"] == "Conjugal Patience"
    assert found["conjugal_patience.ipynb"]["order"] == 81
    assert bot_levels("conjugal_patience") == ["easy", "hard"]
