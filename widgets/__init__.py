"""Hilltop's notebook widgets: card boards and game tables that draw what ``kit`` says.

Widgets hold no rules: a table shows the game's view for the child's seat, offers the game's
legal moves as clickable things, and sends the chosen move back through the game contract.
"""
from .board import Board, card_item
from .table import GameTable
from .war import WarTable

__all__ = ["Board", "card_item", "GameTable", "WarTable"]
