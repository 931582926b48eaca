"""Contests between computer players, for lessons that ask "does speed matter?" and "is it luck
or skill?".

Each contest plays many seeded deals and yields one result per deal as it finishes, so a lesson
can draw its chart while the games are still being played.  Everything is decided by the seed:
the whole class that runs a contest with the same seed sees the same numbers.

* :func:`speed_race` plays a race game (Spit, Grabbage, Pirate) between two players who make the
  same choices but react at different speeds.
* :func:`skill_match` plays a two-player patience game (Conjugal or Progressive Patience) between
  a careful player and one who picks any allowed move, on the same cards, swapping seats.
* :func:`share_interval` says how far a share measured over a number of games may be from the
  long-run share (a 95% Wilson interval).
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from math import sqrt

from .bots import make_bot, play_out
from .game import new_game

RACE_GAMES = ("spit", "grabbage", "pirate")
PATIENCE_GAMES = ("conjugal_patience", "progressive_patience")


@dataclass(frozen=True)
class Result:
    """One finished deal: who won, seen from the player the lesson follows ("you")."""

    seed: int
    won: bool          # "you" won alone
    lost: bool         # the other player won alone
    moves: int         # moves made in the whole deal

    @property
    def drawn(self) -> bool:
        return not self.won and not self.lost


def speed_race(game: str, your_ticks: int, their_ticks: int, deals: int, seed: int = 0,
               level: str = "hard") -> Iterator[Result]:
    """Play ``deals`` deals of a two-player race ``game``: you (seat 0) react in ``your_ticks``
    ticks, the other player in ``their_ticks``; both choose with the same ``level`` of computer
    player, so the only difference between you is speed.  A tick is a tenth of a second of
    pretend time."""
    if game not in RACE_GAMES:
        raise ValueError(f"{game!r} is not a race game; choose one of {', '.join(RACE_GAMES)}")
    for ticks in (your_ticks, their_ticks):
        if isinstance(ticks, bool) or not isinstance(ticks, int) or not 1 <= ticks <= 600:
            raise ValueError(f"a reaction time is a whole number of ticks from 1 to 600, not {ticks!r}")
    for s in range(seed, seed + deals):
        g = new_game(game, seed=s, human=0, human_latency=your_ticks, bot_latency=their_ticks)
        events = play_out(g, {p: make_bot(game, level, seed=s, seat=p) for p in range(2)})
        yield Result(seed=s, won=g.winners == [0], lost=g.winners == [1], moves=len(events))


def skill_match(game: str, deals: int, seed: int = 0, careful: str = "hard",
                careless: str = "easy") -> Iterator[Result]:
    """Play ``deals`` deals of a two-player patience ``game`` between a ``careful`` player ("you")
    and a ``careless`` one who picks any allowed move.  You sit in seat 0 on even seeds and seat 1
    on odd ones, so neither of you always has the first turn."""
    if game not in PATIENCE_GAMES:
        raise ValueError(f"{game!r} is not a patience game; choose one of {', '.join(PATIENCE_GAMES)}")
    for s in range(seed, seed + deals):
        you = s % 2
        g = new_game(game, seed=s)
        levels = {you: careful, 1 - you: careless}
        events = play_out(g, {p: make_bot(game, levels[p], seed=s, seat=p) for p in range(2)})
        yield Result(seed=s, won=g.winners == [you], lost=g.winners == [1 - you], moves=len(events))


def share_interval(hits: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The range in which the long-run share most likely lies (95% with the default ``z``), after
    ``hits`` out of ``games``: Wilson's interval, which stays inside 0..1 even for small counts."""
    if games <= 0 or not 0 <= hits <= games:
        raise ValueError(f"need 0 <= hits <= games and games > 0, not {hits} of {games}")
    p = hits / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return max(0.0, centre - half), min(1.0, centre + half)

