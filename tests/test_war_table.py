"""The War table in the kernel (no browser): what it sends to the page, and what it refuses."""
import json

import pytest

import kit
from kit.games.war import Flip
from widgets import WarTable


def scene_text(table):
    return json.dumps(table.board.scene)


def hidden_codes(game):
    """Every card that is face down now: all cards except the face-up ones of the battle on show."""
    v = game.view(None)
    rounds = v["middle"] if v["middle"] is not None else (v["last_battle"] or {}).get("rounds", [])
    up = {e["up"] for r in rounds for e in r["cards"] if e and e.get("up")}
    return {c.code for c in game.cards().elements()} - up


@pytest.mark.parametrize("players", [2, 3])
def test_no_face_down_card_ever_reaches_the_page(players):
    table = WarTable(seed=5, players=players)
    for _ in range(300):
        if table.game.over:
            break
        table.clicked(table.board.scene["buttons"][0]["id"])
        text = scene_text(table)
        for code in hidden_codes(table.game):
            card = kit.Card.parse(code)
            assert f'"{code}"' not in text and f'data-card="{code}"' not in text and card.name not in text
    assert table.game.battles > 0


def test_flip_button_plays_and_describes_the_battle():
    table = WarTable(seed=3)
    assert table.board.scene["status"].startswith("Press Flip")
    table.clicked(table.board.scene["buttons"][0]["id"])
    assert table.game.battles == 1 or table.game.view(None)["in_play"] > 0
    assert table.board.scene["messages"], "the table says what just happened"
    piles = [z for row in table.board.scene["rows"] for z in row if z["id"].startswith("pile-")]
    assert sum(z["count"] for z in piles) + table.game.view(None)["in_play"] == 52


def test_faked_clicks_and_page_state_change_nothing():
    table = WarTable(seed=3)
    before = table.game.to_json()
    for fake in ["a99", "", None, 7, {"action": "a0"}, "flip"]:
        table.clicked(fake)
        assert table.game.to_json() == before
        assert "can't be clicked" in table.board.scene["error"]
    # an id from an older scene is dead once the table has moved on
    old = table.board.scene["buttons"][0]["id"]
    table.clicked(old)
    after_one = table.game.to_json()
    table.clicked(old)  # a double-click: the copy is dropped without a word
    assert table.game.to_json() == after_one and table.board.scene["error"] == ""
    stale = table.board.scene["buttons"][0]["id"]
    table.refresh()
    assert table.board.scene["buttons"][0]["id"] != stale  # every scene offers fresh ids
    table.clicked(stale)
    assert table.game.to_json() == after_one and "table changed" in table.board.scene["error"]
    # a message shaped wrong is refused whatever it holds
    live = table.board.scene["buttons"][0]["id"]
    table.board._on_message(table.board, ["action", live], [])
    table.board._on_message(table.board, {"action": live}, [])  # the page always says its scene
    assert table.game.to_json() == after_one
    # the page may not rewrite what the board shows
    table.board.set_state({"scene": {"title": "You win!"}})
    assert table.board.scene["title"] == "War" and table.board.refused_updates == 1


def test_out_of_turn_move_is_explained_not_played():
    g = kit.new_game("war", seed=3)
    assert g.play(1, Flip()) == []  # the computer flipped; the battle waits for seat 0
    before = g.to_json()
    with pytest.raises(kit.IllegalMove, match="already flipped"):
        g.play(1, Flip())
    with pytest.raises(kit.IllegalMove, match="no player number 2"):
        g.play(2, Flip())
    assert g.to_json() == before


def test_play_to_end_and_new_game():
    table = WarTable(seed=8, war_style="by_rank")
    table.play_to_end()
    assert table.game.over and table.board.scene["banner"]
    table.clicked(table.board.scene["buttons"][0]["id"])
    assert "over" in table.board.scene["error"]
    table.new_game()
    assert not table.game.over and table.game.seed == 9 and table.game.options["war_style"] == "by_rank"


def test_auto_play_step_flips_and_stops_at_the_end():
    table = WarTable(seed=8, max_battles=3)
    table.auto.value = True  # no running event loop here: drive the timer's step by hand
    steps = 0
    while table._auto_step():
        steps += 1
    assert table.game.over and table.game.battles == 3 and not table.auto.value


def test_bad_table_settings_are_refused():
    with pytest.raises(ValueError, match="war_style"):
        WarTable(war_style="sideways")
    with pytest.raises(ValueError, match="seat"):
        WarTable(you=4)
