"""What every game table shares (widgets/table.py): dealing again."""
import pytest

import widgets

# tables with a seat count or an option that a new deal must keep
TABLES = [(widgets.GoFishTable, {"players": 4}), (widgets.AnarchyTable, {"players": 3}),
          (widgets.WarTable, {"war_style": "by_rank"}), (widgets.GrabbageTable, {"players": 3, "pace": "turns"}),
          (widgets.ProgressivePatienceTable, {"gather": "shuffle"}), (widgets.ConjugalPatienceTable, {})]


@pytest.mark.parametrize("table_class,options", TABLES, ids=[t.__name__ for t, _ in TABLES])
def test_new_game_keeps_players_and_options_with_fresh_computer_players(table_class, options):
    table = table_class(seed=5, level="easy" if table_class is widgets.WarTable else "hard", **options)
    old_game, old_bots = table.game, dict(table.bots)
    table.messages.append("from the old game")
    if hasattr(table, "again"):
        table.again.click()
    else:  # the dashboard deals a new table; the table itself can deal again too
        table.new_game()
    g = table.game
    assert g is not old_game and g.seed == 6
    assert g.players == old_game.players and g.options == old_game.options
    assert set(table.bots) == set(old_bots) and all(table.bots[p] is not old_bots[p] for p in old_bots)
    assert all(type(table.bots[p]) is type(old_bots[p]) for p in old_bots)  # same level of play
    assert "from the old game" not in table.messages and table.error == ""
    if hasattr(table, "stop"):
        table.stop()
