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


# == Progressive Patience =======================================================================
# The game, as we read docs/rules.md section 8: two packs shuffled together, 52 cards to each player
# as a face-down stock, and four face-up wastepiles each.  One run in the middle, shared: it
# starts with an Ace, climbs one rank at a time whatever the suits, and after its King is put away
# and waits for an Ace again.  On a turn a player may move wastepile tops onto the run, then turns
# the top stock card: if it fits the run it may go there (and the player goes on from the start),
# otherwise (or by choice) it goes on one of the player's wastepiles and the turn is over.  The very
# first Ace turned in the game must start the run.  An empty stock, when a card must be turned, is
# made again from the wastepiles: the bottom card of pile 4 first, up pile 4, then piles 3, 2 and 1
# the same way; if that is 4 cards or fewer, each is laid out face up as a pile of its own instead,
# the player may build from them, and the turn is over.  The first player with no cards wins; after
# ``MAX_TURNS`` turns the player with fewer cards wins, equal counts are a draw.
#
# The players, as the lesson says: the careful one "always builds when it can and puts a card it
# cannot use where it blocks least"; the careless one makes any allowed move at random (so it also
# puts a card it cannot use "on any of its four wastepiles, at random").  "Where it blocks least"
# is ours to fill in: a card is in the way when it covers a card the run will need sooner.  How
# soon the run needs a rank is counted around the cycle Ace..King from the run's top.
PILES = 4
MAX_TURNS = 3000


class Side:
    def __init__(self, stock: list[int]) -> None:
        self.stock = stock                       # top card first
        self.piles: list[list[int]] = [[] for _ in range(PILES)]

    @property
    def cards(self) -> int:
        return len(self.stock) + sum(len(p) for p in self.piles)


class Middle:
    def __init__(self) -> None:
        self.top = 0                             # 0: empty, waiting for an Ace
        self.first_ace_seen = False

    def fits(self, rank: int) -> bool:
        return rank == self.top + 1

    def lay(self, rank: int) -> None:
        self.top = 0 if rank == KING else rank

    def soon(self, rank: int) -> int:
        """How many other cards the run needs before this rank (0: it fits now)."""
        return (rank - self.top - 1) % KING


def progressive_careless(side: Side, mid: Middle, rng: random.Random) -> None:
    """One turn of random allowed moves."""
    while True:
        up = [i for i in range(PILES) if side.piles[i] and mid.fits(side.piles[i][-1])]
        moves = [("up", i) for i in up] + [("turn", -1)]
        kind, i = moves[rng.randrange(len(moves))]
        if kind == "up":
            mid.lay(side.piles[i].pop())
            if side.cards == 0:
                return
            continue
        if not side.stock and not gather(side):
            # laid out face up: builds, then the turn is over
            while True:
                up = [i for i in range(PILES) if side.piles[i] and mid.fits(side.piles[i][-1])]
                moves = [("up", i) for i in up] + [("end", -1)]
                kind, i = moves[rng.randrange(len(moves))]
                if kind == "end":
                    return
                mid.lay(side.piles[i].pop())
                if side.cards == 0:
                    return
        card = side.stock.pop(0)
        forced = card == 1 and not mid.first_ace_seen
        if card == 1:
            mid.first_ace_seen = True
        choices = ([-1] if mid.fits(card) else []) + ([] if forced else list(range(PILES)))
        where = choices[rng.randrange(len(choices))]
        if where == -1:
            mid.lay(card)
            if side.cards == 0:
                return
            continue
        side.piles[where].append(card)
        return


def gather(side: Side) -> bool:
    """Make the stock again from the wastepiles; False when there were 4 cards or fewer, which are
    then laid out one to a pile instead."""
    cards = [c for pile in reversed(side.piles) for c in pile]    # pile 4 bottom first, ..., pile 1
    side.piles = [[] for _ in range(PILES)]
    if len(cards) <= PILES:
        for i, c in enumerate(cards):
            side.piles[i].append(c)
        return False
    side.stock = cards
    return True


@dataclass(frozen=True)
class ProgressiveCareful:
    name: str
    place: Callable      # (piles, card, middle, rng) -> pile index

    def build_all(self, side: Side, mid: Middle) -> None:
        while (up := [i for i in range(PILES) if side.piles[i] and mid.fits(side.piles[i][-1])]):
            mid.lay(side.piles[up[0]].pop())

    def turn(self, side: Side, mid: Middle, rng: random.Random) -> None:
        while True:
            self.build_all(side, mid)
            if side.cards == 0:
                return
            if not side.stock and not gather(side):
                self.build_all(side, mid)
                return
            card = side.stock.pop(0)
            if card == 1:
                mid.first_ace_seen = True
            if mid.fits(card):
                mid.lay(card)
                if side.cards == 0:
                    return
                continue
            side.piles[self.place(side.piles, card, mid, rng)].append(card)
            return


def least_in_the_way(piles, card, mid: Middle, rng) -> int:
    """On the top needed soonest AFTER this card; else an empty pile; else on the top needed last."""
    later = [i for i in range(PILES) if piles[i] and mid.soon(piles[i][-1]) > mid.soon(card)]
    if later:
        return min(later, key=lambda i: mid.soon(piles[i][-1]))
    empty = [i for i in range(PILES) if not piles[i]]
    if empty:
        return empty[0]
    return max(range(PILES), key=lambda i: mid.soon(piles[i][-1]))


def empty_pile_first(piles, card, mid: Middle, rng) -> int:
    empty = [i for i in range(PILES) if not piles[i]]
    return empty[0] if empty else least_in_the_way(piles, card, mid, rng)


def any_pile_not_in_the_way(piles, card, mid: Middle, rng) -> int:
    good = [i for i in range(PILES) if not piles[i] or mid.soon(piles[i][-1]) > mid.soon(card)]
    return good[rng.randrange(len(good))] if good else rng.randrange(PILES)


PROGRESSIVE_WAYS = {
    "on the top needed soonest after it, else empty, else on the top needed last":
        ProgressiveCareful("nearest", least_in_the_way),
    "an empty pile first, else as the first":
        ProgressiveCareful("empty", empty_pile_first),
    "any pile it does not block, at random, else any pile":
        ProgressiveCareful("random", any_pile_not_in_the_way),
}


def progressive_deal(way: ProgressiveCareful, rng: random.Random) -> tuple[int, int]:
    """One deal, careful against careless, who starts drawn at random: (careful's result, turns)
    with result 1 a careful win, -1 a careless win, 0 a draw."""
    pack = [rank for rank in range(1, KING + 1) for _ in range(8)]
    rng.shuffle(pack)
    sides = [Side(pack[:52]), Side(pack[52:])]     # side 0 careful, side 1 careless
    mid = Middle()
    p = rng.randrange(2)
    for turns in range(1, MAX_TURNS + 1):
        if p == 0:
            way.turn(sides[0], mid, rng)
        else:
            progressive_careless(sides[1], mid, rng)
        if sides[p].cards == 0:
            return (1 if p == 0 else -1), turns
        p = 1 - p
    a, b = sides[0].cards, sides[1].cards
    return (1 if a < b else -1 if b < a else 0), MAX_TURNS


# == Conjugal Patience ==========================================================================
# The game, as we read docs/rules.md section 7: each of two players has a pack of their own, six
# cards face up as a reserve and the other 46 face down as a stock.  Eight foundations in the middle
# belong to both: any Ace opens one, and it climbs in its suit to the King (so two a suit).  On a
# turn a player may move reserve cards onto foundations, each gap filled from their own stock at
# once, and must end the turn by throwing one reserve card face down onto their waste, its gap
# filled from the stock.  A stock found empty when a gap is filled is made again from the waste, the
# last card thrown coming first; with no waste either, the gap stays.  The first player to get every
# card onto the foundations wins; after ``CONJUGAL_TURNS`` turns fewer cards left wins, equal
# counts are a draw.
#
# The players: the careless one makes any allowed move at random (a build of any card that fits, or
# ending the turn by throwing any one of its reserve cards).  The careful one, in the lesson's
# words, "builds what helps itself, holds back a card that would mostly help the other player, and
# chooses which card to throw away knowing when it comes back".  Our careful player builds every
# card that fits, except (in the holding-back way) one whose next card up is in the other player's
# reserve and not in its own; it throws away the card the foundations will need last (its rank
# minus the highest foundation of its suit below it), since the waste comes back only after the
# whole stock.  Two ways: with and without the holding back.
CONJUGAL_TURNS = 2000
Card = tuple[int, int]          # (suit 0..3, rank 1..13)


class Hand:
    def __init__(self, pack: list[Card]) -> None:
        self.reserve: list[Optional[Card]] = list(pack[:6])
        self.stock = pack[6:]               # top card first
        self.waste: list[Card] = []         # last thrown at the end

    @property
    def cards(self) -> int:
        return sum(c is not None for c in self.reserve) + len(self.stock) + len(self.waste)

    def refill(self, i: int) -> None:
        if not self.stock and self.waste:
            self.stock, self.waste = self.waste[::-1], []
        self.reserve[i] = self.stock.pop(0) if self.stock else None


class Foundations:
    def __init__(self) -> None:
        self.tops: list[list[int]] = [[] for _ in range(4)]

    def fits(self, card: Card) -> bool:
        suit, rank = card
        return len(self.tops[suit]) < 2 if rank == 1 else (rank - 1) in self.tops[suit]

    def lay(self, card: Card) -> None:
        suit, rank = card
        if rank == 1:
            self.tops[suit].append(1)
        else:
            self.tops[suit][self.tops[suit].index(rank - 1)] = rank

    def wait(self, card: Card) -> int:
        """How many cards of its suit must go up before this one fits."""
        suit, rank = card
        below = [t for t in self.tops[suit] if t < rank] + ([0] if len(self.tops[suit]) < 2 else [])
        return rank - 1 - max(below)


def conjugal_careless(me: Hand, other: Hand, f: Foundations, rng: random.Random) -> bool:
    """One turn; True when the player has no cards left."""
    while True:
        held = [i for i, c in enumerate(me.reserve) if c is not None]
        moves = [("build", i) for i in held if f.fits(me.reserve[i])] + [("end", i) for i in held]   # type: ignore[arg-type]
        kind, i = moves[rng.randrange(len(moves))]
        card = me.reserve[i]
        assert card is not None
        if kind == "build":
            f.lay(card)
            me.refill(i)
            if me.cards == 0:
                return True
            continue
        me.waste.append(card)
        me.refill(i)
        return False


@dataclass(frozen=True)
class ConjugalCareful:
    name: str
    holds_back: bool

    def turn(self, me: Hand, other: Hand, f: Foundations, rng: random.Random) -> bool:
        while True:
            theirs = {c for c in other.reserve if c is not None}
            mine = {c for c in me.reserve if c is not None}
            up = [i for i, c in enumerate(me.reserve) if c is not None and f.fits(c)
                  and not (self.holds_back and (c[0], c[1] + 1) in theirs and (c[0], c[1] + 1) not in mine)]
            if not up:
                break
            f.lay(me.reserve[up[0]])            # type: ignore[arg-type]
            me.refill(up[0])
            if me.cards == 0:
                return True
        held = [i for i, c in enumerate(me.reserve) if c is not None]
        i = max(held, key=lambda i: f.wait(me.reserve[i]))      # type: ignore[arg-type]
        me.waste.append(me.reserve[i])          # type: ignore[arg-type]
        me.refill(i)
        return False


CONJUGAL_WAYS = {
    "builds every card that fits, throws the card needed last": ConjugalCareful("plain", False),
    "the same, holding back a card whose next one only the other player has": ConjugalCareful("holds", True),
}

Player = Callable[[Hand, Hand, Foundations, random.Random], bool]


def conjugal_deal(first: Player, second: Player, rng: random.Random) -> tuple[int, int]:
    """One deal, who starts drawn at random: (result for ``first``: 1 win, -1 loss, 0 draw, turns)."""
    packs = []
    for _ in range(2):
        pack = [(s, r) for s in range(4) for r in range(1, KING + 1)]
        rng.shuffle(pack)
        packs.append(pack)
    hands, f, players = [Hand(packs[0]), Hand(packs[1])], Foundations(), [first, second]
    p = rng.randrange(2)
    for turns in range(1, CONJUGAL_TURNS + 1):
        if players[p](hands[p], hands[1 - p], f, rng):
            return (1 if p == 0 else -1), turns
        p = 1 - p
    a, b = hands[0].cards, hands[1].cards
    return (1 if a < b else -1 if b < a else 0), CONJUGAL_TURNS


def _share(hits: int, n: int, z: float = 3.29) -> str:
    p = hits / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * (p * (1 - p) / n + z * z / (4 * n * n)) ** 0.5 / (1 + z * z / n)
    return f"{p:.3f} (99.9% range {centre - half:.3f} to {centre + half:.3f}, {n} deals)"


def _mean(x: np.ndarray) -> str:
    half = 3.29 * x.std() / len(x) ** 0.5
    return f"{x.mean():.3f} ± {half:.3f}"


if __name__ == "__main__":     # the figures the report quotes: python -m tests.independent_patience
    for name, way in CAREFUL_WAYS.items():
        r = contest(3000, way, seed=2026)
        a, b, ua, ub = r["careless_done"], r["careful_done"], r["careless_up"], r["careful_up"]
        both0 = (a == 0) & (b == 0)
        print(f"Dictation, careful = {name}")
        print("  careful more cards up:", _share(int((ub > ua).sum()), len(a)))
        print("  finished: careless", _mean(a), " careful", _mean(b), "; cards up: careless", _mean(ua),
              " careful", _mean(ub))
        print("  careful wins", _share(int((b > a).sum()), len(a)), "\n  careless wins", _share(int((a > b).sum()), len(a)),
              "\n  shared", _share(int((a == b).sum()), len(a)))
        print("  careful finishes nothing:", _share(int((b == 0).sum()), len(a)))
        print("  shared deals with none at all:", _share(int(both0.sum()), int((a == b).sum())))
        print("  careful buries at least once:", _share(int((r["careful_burials"] > 0).sum()), len(a)))
        print(f"  variance ratio different/same cards: {(ua.var() + ub.var()) / (ub - ua).var():.2f}")
    r = every_way_on_the_same_deals(2000, seed=28)
    nothing = r[:, 0] == 0
    print("Dictation: when the kit's careful way finishes nothing, another way finishes one:",
          _share(int((r[nothing, 1:-1].max(axis=1) >= 1).sum()), int(nothing.sum())))
    for i, name in enumerate(list(CAREFUL_WAYS)[1:]):
        print(f"  {name}:", _share(int((r[nothing, i + 1] >= 1).sum()), int(nothing.sum())))
    rng = random.Random(8)
    for name, pway in PROGRESSIVE_WAYS.items():
        res = [progressive_deal(pway, rng)[0] for _ in range(800)]
        print(f"Progressive, careful = {name}: wins", _share(sum(x == 1 for x in res), len(res)))
    rng = random.Random(9)
    for name, cway in CONJUGAL_WAYS.items():
        res = [conjugal_deal(cway.turn, conjugal_careless, rng)[0] for _ in range(200)]
        print(f"Conjugal, careful = {name}: wins", _share(sum(x == 1 for x in res), len(res)))
    plain = CONJUGAL_WAYS["builds every card that fits, throws the card needed last"]
    rng = random.Random(10)
    res = [conjugal_deal(plain.turn, plain.turn, rng)[0] for _ in range(800)]
    print("Conjugal, two careful: first wins", _share(sum(x == 1 for x in res), len(res)),
          " draws", _share(sum(x == 0 for x in res), len(res)))
