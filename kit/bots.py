"""Computer players.

A bot sees only what its seat may see: ``view(p)`` and ``legal_moves(p)``; never the hidden state.
Each bot has its own seeded generator, so a bot's choices never disturb the game's own shuffles
(the same seed and the same moves give the same game, whoever made the moves).

Game modules register their bots with :func:`register_bot`; :func:`make_bot` builds one by game
name and level.  Every game has at least ``easy`` (a random legal move).  :func:`play_out` lets
bots play a game to its end; :func:`hard_against_easy` plays one seeded game of the hard bot
against easy ones, as the tests and benchmarks that measure a hard bot do.
"""
from __future__ import annotations

from typing import Any, Callable, Mapping, Optional, Sequence, TypeVar

import numpy as np

from .events import Event
from .game import GAMES, Game, Move, new_game

T = TypeVar("T")


class Bot:
    """Base class: ``choose(view, legal)`` returns one of ``legal``."""

    level = "easy"
    think_ticks = 0  # race games: how long the bot takes to act

    def __init__(self, seed: Optional[int] = None, seat: int = 0):
        self.seat = seat
        entropy = None if seed is None else [int(seed), int(seat)]
        self.rng = np.random.Generator(np.random.PCG64(np.random.SeedSequence(entropy)))

    def choose(self, view: dict[str, Any], legal: Sequence[Move]) -> Move:  # pragma: no cover - overridden
        raise NotImplementedError

    def pick(self, items: Sequence[T]) -> T:
        return items[int(self.rng.integers(len(items)))]

    def pick_best(self, items: Sequence[T], score: Callable[[T], Any]) -> T:
        """One of the ``items`` with the highest ``score``: ``pick`` chooses among the equals."""
        if not items:
            raise ValueError("the bot was asked to move but has no legal move")
        scored = [(score(m), m) for m in items]
        top = max(s for s, _ in scored)
        return self.pick([m for s, m in scored if s == top])


class RandomBot(Bot):
    """Plays a legal move chosen at random."""

    def choose(self, view: dict[str, Any], legal: Sequence[Move]) -> Move:
        if not legal:
            raise ValueError("the bot was asked to move but has no legal move")
        return self.pick(list(legal))


BOTS: dict[str, dict[str, Callable[..., Bot]]] = {}


def register_bot(game: str, level: str, factory: Callable[..., Bot]) -> None:
    BOTS.setdefault(game, {})[level] = factory


def bot_levels(game: str) -> list[str]:
    return sorted(BOTS.get(game, {"easy": RandomBot}))


def make_bot(game: str, level: str = "easy", seed: Optional[int] = None, seat: int = 0) -> Bot:
    """A bot for ``game`` at ``level`` (``easy`` is always there: random legal moves)."""
    if game not in GAMES:
        raise ValueError(f"there is no game called {game!r}; the games are: {', '.join(sorted(GAMES))}")
    levels = BOTS.get(game, {})
    if level == "easy" and level not in levels:
        return RandomBot(seed=seed, seat=seat)
    if level not in levels:
        raise ValueError(f"{game} has no {level!r} bot; choose one of {', '.join(bot_levels(game))}")
    return levels[level](seed=seed, seat=seat)


def play_out(game: Game, bots: Mapping[int, Bot], max_moves: int = 1_000_000) -> list[Event]:
    """Let ``bots`` (seat -> Bot) play ``game`` to its end; return the events.  For lessons and
    tests that pit bots against each other."""
    events: list[Event] = []
    for _ in range(max_moves):
        if game.over:
            break
        for p in game.to_act:
            if game.over:
                break
            if p in game.to_act:
                events += game.play(p, bots[p].choose(game.view(p), game.legal_moves(p)))
    return events


def hard_against_easy(name: str, seed: int, players: int = 2, hard_bot: Optional[Bot] = None,
                      **options: Any) -> tuple[Game, int]:
    """One seeded game of ``name`` played to its end by the hard bot against easy ones, the hard
    one in seat ``seed % players`` (over a run of seeds it sits in every seat in turn, so no seat's
    advantage counts as skill); ``hard_bot`` plays that seat instead when given (a bot being tried
    out).  Every bot is seeded with ``seed`` and its seat.  Returns the game and the hard seat."""
    seat = seed % players
    game = new_game(name, players=players, seed=seed, **options)
    bots = {p: make_bot(name, "easy", seed=seed, seat=p) for p in range(players) if p != seat}
    bots[seat] = hard_bot if hard_bot is not None else make_bot(name, "hard", seed=seed, seat=seat)
    play_out(game, bots)
    return game, seat
