"""Hilltop's engine: cards, the game contract, the games, bots, odds and simulation.

No screen here: nothing in ``kit`` imports a widget library or prints.  Every game keeps one
contract (kit/game.py, docs/design.md): the seats that may move, their legal moves, a move played,
the end; a refused move changes nothing; a save replays to the same game.

    >>> import kit
    >>> g = kit.new_game("war", players=2, seed=7)
    >>> g.to_act, g.legal_moves(0)
    ((0, 1), [Flip()])
    >>> while not g.over:
    ...     for p in g.to_act:
    ...         events = g.play(p, g.legal_moves(p)[0])
    >>> g.over, g.to_act, g.winners, g.legal_moves(0)
    (True, (), [0], [])
    >>> g.play(0, kit.games.war.Flip())
    Traceback (most recent call last):
    ...
    kit.game.IllegalMove: The game is over, so no more moves can be made.
    >>> kit.load_game(g.to_json()).to_json() == g.to_json()
    True
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
