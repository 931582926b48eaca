"""A teacher replays any game move by move: the same table, read-only, ending exactly where the
game ended."""
import json

import pytest

import kit
from kit.bots import make_bot, play_out
import widgets
from widgets.replay import Replay

def clickable(scene):
    """Every action id offered anywhere in a scene."""
    found = []
    if isinstance(scene, dict):
        if scene.get("action"):
            found.append(scene["action"])
        for value in scene.values():
            found += clickable(value)
    elif isinstance(scene, list):
        for value in scene:
            found += clickable(value)
    return found


def without_generation(scene):
    """The scene without its generation number (every redraw has a new one)."""
    return {k: v for k, v in scene.items() if k != "generation"}


TABLES = [(widgets.WarTable, {}), (widgets.GoFishTable, {"players": 3}), (widgets.AuthorsTable, {"players": 3}),
          (widgets.KingOfTheHillTable, {}), (widgets.SpitTable, {"pace": "turns"}),
          (widgets.GrabbageTable, {"pace": "turns"}), (widgets.PirateTable, {"pace": "turns"}),
          (widgets.AnthonyHillTable, {"players": 3}), (widgets.AnarchyTable, {"players": 3}),
          (widgets.DictationTable, {"players": 3}),
          (widgets.ConjugalPatienceTable, {}), (widgets.ProgressivePatienceTable, {})]


@pytest.mark.parametrize("table_class,options", TABLES, ids=[t.__name__ for t, _ in TABLES])
def test_replay_ends_where_the_game_ended(table_class, options):
    extra = {"human": 0} if "pace" in options else {}
    game = kit.new_game(table_class.game_name, seed=3, **options, **extra)
    play_out(game, {p: make_bot(game.name, seed=3, seat=p) for p in range(game.players)}, max_moves=3000)
    replay = Replay(game, table_class)
    assert replay.slider.max == len(game.history) > 0
    replay.slider.value = replay.slider.max // 2
    middle = json.dumps(without_generation(replay.table.board.scene))
    replay.slider.value = replay.slider.max
    assert replay.table.game.digest() == game.digest()
    replay.slider.value = replay.slider.max // 2  # going back rebuilds the game from the start
    assert json.dumps(without_generation(replay.table.board.scene)) == middle
    # nothing on a replay is clickable, and a faked click is refused
    assert not clickable(json.loads(middle)) and not clickable(replay.table.board.scene)
    before = replay.table.game.to_json()
    replay.table.clicked("a0")
    assert "replay" in replay.table.board.scene["error"] and replay.table.game.to_json() == before
