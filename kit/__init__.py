"""Hilltop's engine: cards, the game contract, the games, bots, odds and simulation.

No screen here: nothing in ``kit`` imports a widget library or prints.

    import kit
    g = kit.new_game("war", players=2, seed=7)
    while not g.over:
        for p in g.to_act:
            g.play(p, g.legal_moves(p)[0])
"""
import importlib as _importlib
import pkgutil as _pkgutil

from . import games as _games
from .cards import Card, CardRow, card, cards, make_deck, standard_deck
from .events import Event
from .game import GAMES, Game, IllegalMove, Move, load_game, new_game

for _info in sorted(_pkgutil.iter_modules(_games.__path__), key=lambda m: m.name):
    if not _info.name.startswith("_"):
        _importlib.import_module(f"{__name__}.games.{_info.name}")

__all__ = ["Card", "CardRow", "card", "cards", "make_deck", "standard_deck", "Event", "GAMES", "Game",
           "IllegalMove", "Move", "load_game", "new_game"]
