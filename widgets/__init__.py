"""Hilltop's notebook widgets: card boards and game tables that draw what ``kit`` says.

Widgets hold no rules: a table shows the game's view for the child's seat, offers the game's
legal moves as clickable things, and sends the chosen move back through the game contract.

    from widgets import WarTable
    WarTable(seed=7)
"""
from .anarchy import AnarchyTable
from .anthony_hill import AnthonyHillTable
from .board import Board, card_item
from .conjugal_patience import ConjugalPatienceTable
from .dictation import DictationTable
from .go_fish import AuthorsTable, GoFishTable
from .grabbage import GrabbageTable
from .king_of_the_hill import KingOfTheHillTable
from .pirate import PirateTable
from .progressive_patience import ProgressivePatienceTable
from .quiz import Question, Quiz
from .spit import SpitTable
from .table import GameTable
from .war import WarTable

# The table of every game in ``kit.GAMES``, by the game's name.
TABLES = {table.game_name: table for table in (
    WarTable, GoFishTable, AuthorsTable, KingOfTheHillTable, SpitTable, GrabbageTable, PirateTable,
    AnthonyHillTable, AnarchyTable, DictationTable, ConjugalPatienceTable, ProgressivePatienceTable)}

__all__ = ["TABLES", "Board", "card_item", "GameTable", "Question", "Quiz", "WarTable", "GoFishTable", "AuthorsTable",
           "KingOfTheHillTable", "SpitTable", "GrabbageTable", "PirateTable", "AnthonyHillTable",
           "AnarchyTable", "DictationTable", "ConjugalPatienceTable",
           "ProgressivePatienceTable"]
