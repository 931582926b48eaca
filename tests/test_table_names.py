"""A child reads the players' names on a table ("You", "Computer 1"), never the engine's seat
numbers ("player 2", "Player 3's turn"): every text a scene shows or has read out, over whole
games played by clicks on every game's table."""
from __future__ import annotations

import re

import pytest

import kit
import widgets
from scene_helpers import clickables

SEAT_NUMBER = re.compile(r"\bplayers? \d", re.I)
TEXT_KEYS = ("title", "banner", "status", "error", "info", "label", "caption", "empty", "say", "note")
RACES = ("spit", "grabbage", "pirate")


def texts(scene):
    """Every string of ``scene`` a child can see or hear, with where it is."""
    found = [(k, scene.get(k)) for k in TEXT_KEYS] + [("message", m) for m in scene.get("messages") or []]
    for row in scene.get("rows") or []:
        for zone in row:
            found += [(f"{zone.get('id')}.{k}", zone.get(k)) for k in TEXT_KEYS]
            for card in zone.get("cards") or []:
                found += [(f"{zone.get('id')}/{card.get('code')}.{k}", card.get(k)) for k in TEXT_KEYS]
    for button in scene.get("buttons") or []:
        found += [(f"button.{k}", button.get(k)) for k in TEXT_KEYS]
    return [(where, text) for where, text in found if isinstance(text, str) and text]


def numbered(table):
    return [(where, text) for where, text in texts(table.board.scene) if SEAT_NUMBER.search(text)]


@pytest.mark.parametrize("game", sorted(kit.GAMES))
def test_tables_name_the_players_as_the_child_knows_them(game):
    """Three seeds, with as many players as the game allows (more seats, more numbers to get
    wrong); the child clicks each offered thing in turn, round and round, to the end or 400 clicks."""
    table_class = widgets.TABLES[game]
    most = kit.GAMES[game].player_range({})[1] if hasattr(kit.GAMES[game], "player_range") else None
    seen = 0
    for seed in range(3):
        options = {"pace": "stepped"} if game in RACES else {}
        t = table_class(seed=seed, players=min(most or 2, 4), **options)
        assert len(set(t.names)) == len(t.names)
        for n in range(400):
            assert not numbered(t), f"{game}, seed {seed}, click {n}: {numbered(t)}"
            seen += len(texts(t.board.scene))
            offered = clickables(t)
            if t.game.over or not offered:
                break
            t.clicked(offered[n % len(offered)][1])
        if hasattr(t, "stop"):
            t.stop()
    assert seen


def test_the_engines_explanations_name_the_players_too():
    """The engine knows no names: "Player 2 has no cards left...".  The child reads the name."""
    from kit.games.go_fish import Ask
    from widgets.go_fish import GoFishTable

    t = GoFishTable(players=3, seed=5)
    rank = t.game.hands[0][0].rank
    t.game.hands[1].clear()  # Computer 1 has run out of cards (as happens late in a game)
    before = t.game.to_json()
    assert not t.play(Ask(1, rank))
    assert t.board.scene["error"] == "Computer 1 has no cards left, so there is nothing to ask them for."
    assert t.game.to_json() == before


def test_named_says_each_seat_as_the_child_knows_it():
    from widgets.go_fish import GoFishTable

    t = GoFishTable(players=4, seed=1, you=1)
    assert t.names == ["Computer 1", "You", "Computer 2", "Computer 3"]
    say = t.speaker()
    # the engine's refusals carry the seat they name: "Player 3" to the kit, the name to the child
    refusal = kit.IllegalMove("It is your turn.", seat=2, other="It is {name}'s turn. Please wait for yours.")
    assert str(refusal) == "It is Player 3's turn. Please wait for yours."
    assert refusal.told(say) == "It is Computer 2's turn. Please wait for yours."
    assert kit.IllegalMove("You have none.", seat=0, other="{name} has none.").told(say) == "Computer 1 has none."
    assert kit.IllegalMove("You have none.", seat=1, other="{name} has none.").told(say) == "You have none."
    t.game.current = 2  # the game's own refusal, out of turn, names whose turn it is
    with pytest.raises(kit.IllegalMove) as refused:
        t.game.play(1, t.game.legal_moves(2)[0])
    assert refused.value.seat == 2 and refused.value.told(say) == "It is Computer 2's turn. Please wait for yours."
    # a move offered without words of the table's own is said in the game's words, with the names
    from kit.games.go_fish import Ask
    action = t.offer_move(Ask(3, "7"))
    assert t._says[action] == "Ask Computer 3 for 7s"
