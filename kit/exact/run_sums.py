"""Adding up a run of cards, Ace to King, for the counting lesson of the patience games.

In Progressive Patience (and in the centre of Grabbage and Conjugal Patience) cards are built in a
run from Ace (1) up to King (13).  A young child can count the cards in a run, find the card
that comes next, and add the numbers on a run; the pairing trick (first + last, second + second
to last, ...) makes the sum of a whole run quick.  Every answer here is worked out, never typed
in, and each has a slow way beside it that the tests compare.
"""
from __future__ import annotations

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


def _check(value: int) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= KING:
        raise ValueError(f"a card's value is a whole number from 1 (Ace) to 13 (King), not {value!r}")
