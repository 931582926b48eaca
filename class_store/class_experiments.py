"""The experiments a class can run together: the question, what one result is, the values a
result may take, how to make results with the kit, and the answer the class should approach."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Callable

import numpy as np

from kit.words import N_, _, number


@dataclass(frozen=True)
class Experiment:
    kind: str
    question: str          # what the class asks, in a child's words (English: a catalog message, N_)
    one_result: str        # what a single result is ("the number of battles in one game")
    low: int               # the smallest and largest value a result may have
    high: int
    yes_no: bool           # results are 1 (yes) or 0 (no): the tally is a share
    simulate: Callable[[np.random.Generator, int], list[int]]
    answer: Callable[[], float]
    answer_words: str      # where the answer comes from

    def check(self, value) -> int:
        """A result as a whole number, or ValueError in a child's words."""
        if isinstance(value, bool) or not isinstance(value, (int, np.integer)):
            if isinstance(value, float) and value.is_integer():
                value = int(value)
            else:
                raise ValueError(_("a result of this experiment is a whole number, not {value}").format(
                    value=repr(value)))
        value = int(value)
        if not self.low <= value <= self.high:
            raise ValueError(_("a result of this experiment is from {low} to {high}; {value} cannot be right").format(
                low=self.low, high=self.high, value=value))
        return value


# -- How long is a game of War? ------------------------------------------------------------------
def _war_games(rng: np.random.Generator, n: int) -> list[int]:
    from kit import warsim

    return [int(b) for b in warsim.simulate(n, seed=int(rng.integers(1 << 62)))["battles"]]


@lru_cache(maxsize=None)
def _war_mean() -> float:
    from kit import warsim

    return float(np.mean(warsim.simulate(100_000, seed=20261125)["battles"]))


# -- Can I play with 7 cards? ---------------------------------------------------------------------
def _can_play(rng: np.random.Generator, n: int) -> list[int]:
    """Deal 7 cards from the 51 under the up-card, n times: 1 when one of them can be played."""
    from kit.exact.can_i_play import MATCHING, UNSEEN

    out = []
    for _game in range(n):
        hand = rng.choice(UNSEEN, size=7, replace=False)
        out.append(int((hand < MATCHING).any()))  # number the matching cards 0..14
    return out


def _can_play_exact() -> float:
    from kit.exact.can_i_play import p_can_play

    return float(p_can_play(7))


# -- How many cards before the first Ace? --------------------------------------------------------------
def _before_first_ace(rng: np.random.Generator, n: int) -> list[int]:
    out = []
    for _game in range(n):
        deck = rng.permutation(52)
        out.append(int(np.argmax(deck < 4)))  # cards 0..3 are the Aces
    return out


def _before_first_ace_exact() -> float:
    from kit.exact.grabbage import expected_first_ace_position

    return float(expected_first_ace_position() - 1)


EXPERIMENTS: dict[str, Experiment] = {e.kind: e for e in [
    Experiment("war_length", N_("How many battles does a game of War last?"),
               N_("the number of battles in one game of War (two players)"), 1, 100_000, False,
               _war_games, _war_mean, N_("the average of 100,000 games played by the kit")),
    Experiment("can_i_play", N_("With 7 cards, can I play on the first turn of Anthony Hill's game?"),
               N_("1 if a hand of 7 holds a card that matches the up-card, 0 if not"), 0, 1, True,
               _can_play, _can_play_exact, N_("worked out exactly: 1 − C(36,7)/C(51,7)")),
    Experiment("first_ace", N_("How many cards come before the first Ace?"),
               N_("how many cards are turned before the first Ace appears"), 0, 48, False,
               _before_first_ace, _before_first_ace_exact, N_("worked out exactly: 48/5 = 9.6")),
]}
