"""Exact chances in Grabbage / Hasty Patience (docs/rules.md section 5, teaching hooks)."""
from __future__ import annotations

from fractions import Fraction
from math import comb

PACK, ACES = 52, 4


def p_first_card_ace() -> Fraction:
    return Fraction(ACES, PACK)


def expected_first_ace_position() -> Fraction:
    """Where the first Ace sits on average in a shuffled pack (1 = the top card): the 48 other
    cards fall evenly into the 5 gaps around the 4 Aces, so (52 + 1) / (4 + 1)."""
    return Fraction(PACK + 1, ACES + 1)


def expected_first_ace_position_by_sum() -> Fraction:
    """The same, summed the long way: E[X] = sum over k of P(X >= k) = P(no Ace in the first k-1)."""
    return sum((Fraction(comb(PACK - ACES, k - 1), comb(PACK, k - 1)) for k in range(1, PACK - ACES + 2)),
               Fraction(0))


def p_no_ace_in_first(k: int = 13) -> Fraction:
    return Fraction(comb(PACK - ACES, k), comb(PACK, k))


def sequences(players: int) -> int:
    """Each pack has four Aces, and every Ace starts a sequence."""
    return ACES * players
