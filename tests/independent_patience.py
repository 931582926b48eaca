"""Dictation (Sir Tommy) and its two computer players, written again from the rules and from the
lesson's own description of the players, so that the patience lesson's figures can be checked by a
count that shares no code with the kit (nothing here imports kit, widgets or lessons).

The game, as we read docs/rules.md section 9:

* one shuffled pack is called out card by card, 52 times, and every player gets the same card;
* a player has at most four foundations and four columns (wastepiles).  A foundation begins with an
  Ace and climbs one rank at a time up to the King; suits play no part;
* when a card is called, the player may first move outer column cards onto foundations, must then
  put the called card down (an Ace always opens a new foundation; any other card either climbs a
  foundation or goes on the outside of any column, empty or not), and may move more outer cards up
  afterwards; nothing ever leaves a foundation or moves from column to column;
* after the last call there is one more chance to move outer cards up;
* the score is the number of finished foundations (Ace to King); more finished foundations win, and
  equal numbers share the win.  We also count the cards lying on foundations.

Since suits never matter, a card is just its rank 1..13 (Ace = 1, King = 13) and a foundation is
just the rank on its top.

The two players, as the lesson tells the children about them:

* careless: "makes any move the rules allow, picked at random".  We take every move the rules
  allow at that moment (move the outer card of column i up, for each column where it fits; put the
  called card on a foundation if it fits; put it on column i, for each of the four columns; once it
  is down, say "ready") and pick one of them with equal chances, again and again until it says
  ready.  So it may well say ready while a card could still have gone up;
* careful: "builds whenever it can, puts a card on a higher one or in an empty column when it can,
  and buries a low card under a higher one only when there is no other place".  The words leave
  two things open: WHICH higher card or empty column, and WHERE to bury.  ``CAREFUL_WAYS`` names a
  few ways of filling that in; each one does everything the sentence says, and a claim the lesson
  makes about "the careful player" should hold for every one of them.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional

import random

import numpy as np

KING = 13
COLUMNS = 4


def new_pack(rng: random.Random) -> list[int]:
    """The 52 ranks in a shuffled order (four of each rank)."""
    pack = [rank for rank in range(1, KING + 1) for _ in range(4)]
    rng.shuffle(pack)
    return pack


class Layout:
    """One player's foundations (the top rank of each) and columns (bottom card first)."""

    def __init__(self) -> None:
        self.tops: list[int] = []
        self.columns: list[list[int]] = [[] for _ in range(COLUMNS)]
        self.burials = 0          # times a card was put on a column whose outer card was LOWER

    def fits(self, rank: int) -> bool:
        """Can a card of this rank go on a foundation now?"""
        if rank == 1:
            return len(self.tops) < 4
        return (rank - 1) in self.tops

    def lay_up(self, rank: int) -> None:
        if rank == 1:
            self.tops.append(1)
        else:
            self.tops[self.tops.index(rank - 1)] = rank

    def up_from(self) -> list[int]:
        """The columns whose outer card could go on a foundation now."""
        return [i for i, col in enumerate(self.columns) if col and self.fits(col[-1])]

    def move_up(self, i: int) -> None:
        self.lay_up(self.columns[i].pop())

    def put_on_column(self, i: int, rank: int) -> None:
        col = self.columns[i]
        if col and col[-1] < rank:
            self.burials += 1
        col.append(rank)

    def move_up_all(self) -> None:
        while (ready := self.up_from()):
            self.move_up(ready[0])

    @property
    def finished(self) -> int:
        return sum(t == KING for t in self.tops)

    @property
    def laid_up(self) -> int:
        return sum(self.tops)


# -- the careless player: a random move among all allowed, until it says ready -----------------
def careless_turn(lay: Layout, card: Optional[int], rng: random.Random) -> None:
    """One call (``card``), or the last round after the 52nd call (``card`` None)."""
    placed = card is None
    while True:
        moves: list[tuple[str, int]] = [("up", i) for i in lay.up_from()]
        if not placed:
            assert card is not None
            if lay.fits(card):
                moves.append(("found", -1))
            if card != 1:
                moves += [("col", i) for i in range(COLUMNS)]
        else:
            moves.append(("ready", -1))
        kind, i = moves[rng.randrange(len(moves))]
        if kind == "ready":
            return
        if kind == "up":
            lay.move_up(i)
        elif kind == "found":
            assert card is not None
            lay.lay_up(card)
            placed = True
        else:
            assert card is not None
            lay.put_on_column(i, card)
            placed = True


# -- the careful player, in several ways that all match the lesson's sentence -------------------
Choose = Callable[[list[int], list[list[int]], int, random.Random], int]


def nearest_higher_then_empty(good: list[int], columns, card, rng) -> int:
    higher = [i for i in good if columns[i]]
    if higher:
        return min(higher, key=lambda i: columns[i][-1])
    return good[0]


def empty_first(good: list[int], columns, card, rng) -> int:
    empty = [i for i in good if not columns[i]]
    return empty[0] if empty else min(good, key=lambda i: columns[i][-1])


def any_good_place(good: list[int], columns, card, rng) -> int:
    return good[rng.randrange(len(good))]


def bury_on_highest(columns, card, rng) -> int:
    """The highest outer card; of equal ones, the rightmost column."""
    return max(range(COLUMNS), key=lambda i: (columns[i][-1], i))


def bury_on_highest_leftmost(columns, card, rng) -> int:
    """The highest outer card; of equal ones, the leftmost column."""
    return max(range(COLUMNS), key=lambda i: (columns[i][-1], -i))


def bury_anywhere(columns, card, rng) -> int:
    return rng.randrange(COLUMNS)


@dataclass(frozen=True)
class CarefulWay:
    """How a careful player fills in what the lesson's words leave open."""
    name: str
    good_place: Callable      # which of the higher outer cards / empty columns
    bury: Callable            # where to bury when every outer card is lower

    def turn(self, lay: Layout, card: Optional[int], rng: random.Random) -> None:
        lay.move_up_all()                                  # builds whenever it can
        if card is not None:
            if lay.fits(card):                             # the called card itself can be built
                lay.lay_up(card)
            else:
                cols = lay.columns
                good = [i for i in range(COLUMNS) if not cols[i] or cols[i][-1] > card]
                where = self.good_place(good, cols, card, rng) if good else self.bury(cols, card, rng)
                lay.put_on_column(where, card)
            lay.move_up_all()


# The first way is also what the kit's careful player does (its docstring says so; ties broken as it
# breaks them: the leftmost of equal higher cards, the rightmost of equal highest cards to bury on).
# Ties are not nothing: breaking the burial ties the other way (the second) raises the average of
# finished foundations by about 0.05.
CAREFUL_WAYS = {
    "nearest higher, else empty, else bury on the highest":
        CarefulWay("nearest", nearest_higher_then_empty, bury_on_highest),
    "the same, burying on the leftmost of equal highest":
        CarefulWay("nearest-left", nearest_higher_then_empty, bury_on_highest_leftmost),
    "empty first, else nearest higher, else bury on the highest":
        CarefulWay("empty", empty_first, bury_on_highest),
    "any higher or empty at random, else bury at random":
        CarefulWay("random", any_good_place, bury_anywhere),
}


# -- a deal for both players on the same calls -------------------------------------------------
def play(order: list[int], careful: CarefulWay, rng: random.Random) -> tuple[Layout, Layout]:
    """Both players on the same called order; returns (careless, careful)."""
    a, b = Layout(), Layout()
    for card in order:
        careless_turn(a, card, rng)
        careful.turn(b, card, rng)
    careless_turn(a, None, rng)
    careful.turn(b, None, rng)
    return a, b


def contest(deals: int, careful: CarefulWay, seed: int) -> dict[str, np.ndarray]:
    """``deals`` deals; arrays (one entry a deal) of finished foundations and cards laid up for the
    careless and careful player, and the careful player's burials."""
    rng = random.Random(seed)
    out = np.zeros((deals, 5), dtype=int)
    for d in range(deals):
        a, b = play(new_pack(rng), careful, rng)
        out[d] = (a.finished, b.finished, a.laid_up, b.laid_up, b.burials)
    return {"careless_done": out[:, 0], "careful_done": out[:, 1], "careless_up": out[:, 2],
            "careful_up": out[:, 3], "careful_burials": out[:, 4]}


def every_way_on_the_same_deals(deals: int, seed: int) -> np.ndarray:
    """``deals`` deals, each played by the careless player and by every careful way on the very
    same calls: finished foundations, one row a deal, one column a way (in ``CAREFUL_WAYS``'s
    order), the careless player last."""
    rng = random.Random(seed)
    ways = list(CAREFUL_WAYS.values())
    out = np.zeros((deals, len(ways) + 1), dtype=int)
    for d in range(deals):
        order = new_pack(rng)
        players = [Layout() for _ in range(len(ways) + 1)]
        for card in [*order, None]:
            for way, lay in zip(ways, players):
                way.turn(lay, card, rng)
            careless_turn(players[-1], card, rng)
        out[d] = [lay.finished for lay in players]
    return out
