"""Adding up a run of cards, Ace to King, for the counting lesson of the patience games.

In Progressive Patience (and in the centre of Grabbage and Conjugal Patience) cards are built in a
run from Ace (1) up to King (13).  A young child can count the cards in a run, find the card
that comes next, and add the numbers on a run; the pairing trick (first + last, second + second
to last, ...) makes the sum of a whole run quick.  Every answer here is worked out, never typed
in, and each has a slow way beside it that the tests compare.
"""
from __future__ import annotations

from typing import Iterator

from fractions import Fraction

from ..cards import rank_word

KING = 13


def rank_name(value: int) -> str:
    """'Ace', '2', ..., '10', 'Jack', 'Queen', 'King'."""
    _check(value)
    return rank_word(value)


def next_card(top: int) -> int:
    """The value the run needs next when its top card is ``top`` (0: an empty run needs an Ace;
    after a King the run is finished and the next one starts with an Ace)."""
    if top == 0 or top == KING:
        return 1
    _check(top)
    return top + 1


def cards_to_king(top: int) -> int:
    """How many more cards the run needs to reach the King (an empty run, ``top`` 0, needs 13)."""
    if top != 0:
        _check(top)
    return KING - top


def run_total(top: int) -> int:
    """1 + 2 + ... + ``top``: the numbers on a run from Ace up to ``top``, added one by one."""
    if top != 0:
        _check(top)
    total = 0
    for value in range(1, top + 1):
        total += value
    return total


def run_total_by_pairs(top: int) -> tuple[int, int, int]:
    """The same sum by the pairing trick: (pairs, each pair's total, the middle card left over or
    0), so that ``pairs * pair + middle`` is the sum.  For a whole run: 6 pairs of 14 and the 7."""
    if top != 0:
        _check(top)
    pairs, middle = divmod(top, 2)
    return pairs, top + 1, (pairs + 1 if middle else 0)


def pairs_making(total: int) -> list[tuple[int, int]]:
    """The pairs of different card values (smaller first) that add up to ``total``, such as
    (1, 12) and (6, 7) for 13."""
    return [(a, total - a) for a in range(1, KING + 1) if a < total - a <= KING]


SUITS = 4
PACK = KING * SUITS


def card_pairs_making(total: int) -> int:
    """How many different pairs of cards in one pack add up to ``total``: each pair of different
    values (:func:`pairs_making`) can come in 4 suits × 4 suits, so 6 × 16 = 96 pairs make 13; an
    even total is also made by two cards of its half (7 + 7 in 4 × 3 / 2 = 6 ways for 14)."""
    same = SUITS * (SUITS - 1) // 2 if total % 2 == 0 and 1 <= total // 2 <= KING else 0
    return len(pairs_making(total)) * SUITS * SUITS + same


def card_pairs() -> int:
    """How many different pairs of cards one pack holds: 52 × 51 / 2 = 1326."""
    return PACK * (PACK - 1) // 2


def p_two_cards_make(total: int) -> Fraction:
    """The chance that two cards turned over from a shuffled pack add up to ``total``: 96/1326
    (= 16/221, about 7 in 100) for 13."""
    return Fraction(card_pairs_making(total), card_pairs())


def two_card_trials(deals: int, seed: int = 0) -> Iterator[tuple[int, int]]:
    """Shuffle a pack ``deals`` times and turn over its two top cards; yield their two values
    (Ace 1 ... King 13).  The share adding up to 13 settles on :func:`p_two_cards_make`."""
    import numpy as np

    if not isinstance(deals, int) or isinstance(deals, bool) or deals < 0:
        raise ValueError(f"the number of deals is a whole number from 0 up, not {deals!r}")
    rng = np.random.default_rng(seed)
    for _ in range(deals):
        a, b = rng.choice(PACK, size=2, replace=False)
        yield int(a % KING) + 1, int(b % KING) + 1


def _check(value: int) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= KING:
        raise ValueError(f"a card's value is a whole number from 1 (Ace) to 13 (King), not {value!r}")
