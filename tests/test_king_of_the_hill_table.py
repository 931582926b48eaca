"""The King of the Hill table in the kernel (no browser): a whole game by clicks, the running sum
and the game's reasons, the reveal, and what never reaches the page."""
import json


import kit
from widgets.king_of_the_hill import KingOfTheHillTable, king_of_the_hill_dashboard
from kit.games.king_of_the_hill import Gone


def zones(table):
    return {z["id"]: z for row in table.board.scene["rows"] for z in row}


def button(table, label):
    for b in table.board.scene["buttons"]:
        if b["label"].startswith(label) and b["enabled"]:
            return b["id"]
    return None


def clickable_cards(zone):
    return [(c["code"], c["action"]) for c in zone["cards"] if c.get("action")]


def secret_codes(game, you=0):
    """Cards the child must not see: the other's hand and reserve, hidden stack cards, a discarded
    stack, and the other's sealed attack (all but what is face up somewhere)."""
    public = set(json.dumps(game.view(you)).replace("[", " ").replace("]", " ").replace('"', " ").split())
    return {c.code for c in game.cards().elements()} - public


def check_page_hides_secrets(table):
    text = json.dumps(table.board.scene)
    for code in secret_codes(table.game, table.you):
        card = kit.Card.parse(code)
        if card.is_joker:
            continue
        assert f'data-card="{code}"' not in text and f'"code": "{code}"' not in text, code
        assert card.name not in text, card.name


def click_step(table):
    """One sensible click for the child, like a person: used to play whole games."""
    s = table.board.scene
    z = zones(table)
    for label in ("Ready", "Done", "Attack!"):
        b = button(table, label)
        if b:
            return table.clicked(b)
    stacks = [zn["action"] for zid, zn in z.items() if zid.startswith("stack-") and zn.get("action")]
    if stacks:
        return table.clicked(stacks[0])
    for zid in ("hand", "reserve"):
        cards = [(c, a) for c, a in clickable_cards(z[zid]) if c != "JK"]
        if cards and table.game.phase in ("attack", "tiebreak"):
            return table.clicked(cards[-1][1])  # the strongest single card
    b = button(table, "Play Joker")
    if b:
        return table.clicked(b)
    raise AssertionError(f"nothing to click: {s['status']}")


def test_a_whole_game_by_clicks_hides_every_secret():
    table = KingOfTheHillTable(seed=21)
    clicks = 0
    while not table.game.over:
        click_step(table)
        clicks += 1
        check_page_hides_secrets(table)
        assert not table.board.scene["error"], table.board.scene["error"]
        assert clicks < 300
    assert table.board.scene["banner"]
    assert table.game.history[0][1] is not None
    print(f"{clicks} clicks for a whole game")


def test_running_sum_and_the_games_reasons():
    deck = ["3D", "AS", "4D", "2H", "5D", "TC", "9D", "QC", "KS", "JH", "7S", "8S", "9S", "3C", "2C", "4C",
            "6C", "5C", "7C", "8C", "JC", "KC"]
    rest = [c.code for c in kit.standard_deck() if c.code not in deck]
    table = KingOfTheHillTable(deck=deck + rest, seed=52)
    table.clicked(button(table, "Ready"))
    z = zones(table)
    stack = z["stack-4.0"]["action"]
    assert z["stack-3.0"].get("action") is None  # covered stacks are not clickable
    table.clicked(stack)
    hand = dict(clickable_cards(zones(table)["hand"]))
    for code in ("3D", "4D", "5D"):
        table.clicked(hand[code])
        hand = dict(clickable_cards(zones(table)["hand"]))
    assert "3 + 4 + 5 = 12" in table.board.scene["status"]
    assert button(table, "Attack!") and "3 + 4 + 5 = 12" in zones(table)["hand"]["caption"]
    table.clicked(hand["9D"])
    status = table.board.scene["status"]
    assert "3 + 4 + 5 + 9 = 21" in status and "a 9 can't be in a sequence" in status.lower()
    assert button(table, "Attack!") is None
    hand = dict(clickable_cards(zones(table)["hand"]))
    table.clicked(hand["9D"])
    table.clicked(button(table, "Attack!"))
    z = zones(table)
    # seed 52: the computer wins with an Ace, puts the card away and chooses again at once; the
    # last fight stays on show with both sums while its next attack is sealed
    assert z["result"]["label"] == "Last fight: stack 1 of row 5" and "you: 3 + 4 + 5 = 12" in z["result"]["caption"]
    assert "15 beats 12" in z["result"]["empty"]
    assert [c["code"] for c in z["attack-1"]["cards"]] == ["back"] and z["attack-0"]["cards"] == []
    assert any("3 + 4 + 5 = 12" in table.game.describe(e, 0) for e in table.game.log if e["type"] == "reveal")


def test_reserve_clicks_and_split_of_won_cards():
    table = KingOfTheHillTable(seed=5, level="easy")
    hand = dict(clickable_cards(zones(table)["hand"]))
    first = next(iter(hand))
    table.clicked(hand[first])
    assert first in [c["code"] for c in zones(table)["reserve"]["cards"]]
    back = dict(clickable_cards(zones(table)["reserve"]))
    table.clicked(back[first])
    assert first in [c["code"] for c in zones(table)["hand"]["cards"]]
    # play on until the child wins a stack, then send one won card to the reserve
    for _ in range(200):
        if "won" in zones(table) or table.game.over:
            break
        click_step(table)
    assert "won" in zones(table), "seed 5: the child wins a stack"
    won = clickable_cards(zones(table)["won"])
    before = len(table.game.view(0)["reserve"])
    table.clicked(won[0][1])
    assert button(table, "Done").startswith("a") and "1 to reserve" in [b["label"] for b in table.board.scene["buttons"]][0]
    table.clicked(button(table, "Done"))
    assert len(table.game.view(0)["reserve"]) == before + 1


def test_faked_clicks_and_page_state_change_nothing():
    table = KingOfTheHillTable(seed=3)
    before = table.game.to_json()
    for fake in ["a999", "", None, 7, "stack-4.0", {"action": "a0"}]:
        table.clicked(fake)
        assert table.game.to_json() == before
        assert "can't be clicked" in table.board.scene["error"]
    table.board.set_state({"scene": {"rows": []}})
    assert table.game.to_json() == before and table.board.scene["rows"]
    # an id from an older scene is refused once the table has moved on (tests/test_tables.py
    # checks the same for every game)
    stale = button(table, "Ready")
    table.refresh()
    table.clicked(stale)
    assert table.game.to_json() == before and "changed just before your click" in table.board.scene["error"]


def test_dashboard_builds():
    app = king_of_the_hill_dashboard(seed=2)
    assert isinstance(app.children[1], KingOfTheHillTable)
    first = app.children[1]
    first.clicked(button(first, "Ready"))  # the first game gets going...
    app.children[0].children[2].click()    # ...and "Deal a new game" replaces it with a fresh one
    fresh = app.children[1]
    assert isinstance(fresh, KingOfTheHillTable) and fresh is not first
    assert fresh.game.phase == "reserve" and not [m for p, m in fresh.game.history if p == fresh.you]


def test_what_the_table_shows_comes_from_the_game():
    """The other player's hand size, captions and stack names are the game's words (view and
    describe), not rules the table keeps."""
    table = KingOfTheHillTable(seed=7)
    v = table.game.view(0)
    assert v["hand_sizes"][1] is None and v["holding"][1] == 12  # hidden while the reserve is sorted
    them = zones(table)["player-1"]
    assert them["count"] == v["holding"][1] and "12 cards" in them["label"]
    assert them["caption"] == "Computer has sorted their reserve and is ready."  # the computer is quick
    assert table.game.describe_doing(0, "sorting", 0) == \
        "You are sorting cards into your reserve."
    stacks = [z for z in zones(table).values() if z["id"].startswith("stack-")]
    # only the top is named on the cloth; every stack's name is read out, in the kit's words
    assert [z["label"] for z in stacks if z["label"]] == ["The top of the hill"]
    assert stacks[0]["say"] == "The top of the hill" and "Stack 5 of row 5" in [z["say"] for z in stacks]
    assert not any(z["say"][0].isdigit() for z in stacks)
    # a won stack says who won it from the view's won_by, not from a sentence
    g = table.game
    g.removed[(4, 0)] = Gone(1)
    stack = g.view(0)["pyramid"][4][0]
    assert stack["won_by"] == 1 and g.view(0)["pyramid"][4][1]["won_by"] is None
    table.refresh()
    assert zones(table)["stack-4.0"]["empty"] == "won by Computer"
