"""Hilltop's notebook widgets: card boards and game tables that draw what ``kit`` says.

Widgets hold no rules: a table shows the game's view for the child's seat, offers the game's
legal moves as clickable things, and sends the chosen move back through the game contract.

    from widgets import WarTable
    WarTable(seed=7)

The names below are loaded when first used, so a dashboard that imports one table (``from
widgets.war import war_dashboard``) does not load the other eleven games' tables with it.
"""
from importlib import import_module as _import_module

_WHERE = {
    "Board": "board", "card_item": "board", "GameTable": "table", "Question": "quiz", "Quiz": "quiz",
    "WarTable": "war", "GoFishTable": "go_fish", "AuthorsTable": "go_fish",
    "KingOfTheHillTable": "king_of_the_hill", "SpitTable": "spit", "GrabbageTable": "grabbage",
    "PirateTable": "pirate", "AnthonyHillTable": "anthony_hill", "AnarchyTable": "anarchy",
    "DictationTable": "dictation", "ConjugalPatienceTable": "conjugal_patience",
    "ProgressivePatienceTable": "progressive_patience", "beside_the_rules": "rules_beside",
}

__all__ = ["TABLES", *_WHERE]
TABLE_NAMES = ("WarTable", "GoFishTable", "AuthorsTable", "KingOfTheHillTable", "SpitTable", "GrabbageTable",
               "PirateTable", "AnthonyHillTable", "AnarchyTable", "DictationTable", "ConjugalPatienceTable",
               "ProgressivePatienceTable")


def __getattr__(name):
    if name == "TABLES":  # the table of every game in ``kit.GAMES``, by the game's name
        tables = {t.game_name: t for t in (__getattr__(n) for n in TABLE_NAMES)}
        globals()["TABLES"] = tables
        return tables
    try:
        module = _WHERE[name]
    except KeyError:
        raise AttributeError(f"module 'widgets' has no attribute {name!r}") from None
    value = getattr(_import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


def __dir__():
    return sorted(set(globals()) | set(__all__))
