"""Exact chances in Progressive Patience (docs/rules.md section 8, teaching hooks).

Two packs make 104 cards with 8 Aces among them, and each player's stock is 52 of the 104.  A
stock is like a handful of 52 cards taken from the 104 without looking, so the number of Aces in
it follows the hypergeometric law: C(8, k) * C(96, 52 - k) / C(104, 52) for exactly k Aces.
"""
from __future__ import annotations

from fractions import Fraction
from math import comb

CARDS = 2 * 52
ACES = 2 * 4
STOCK = CARDS // 2


def p_first_card_ace() -> Fraction:
    """The chance that the very first card turned up in the game is an Ace: 8 of 104."""
    return Fraction(ACES, CARDS)


def p_aces_in_stock(k: int) -> Fraction:
    """The chance that your 52-card stock holds exactly ``k`` of the 8 Aces."""
    if not 0 <= k <= ACES:
        raise ValueError(f"a stock holds from 0 to {ACES} Aces, not {k!r}")
    return Fraction(comb(ACES, k) * comb(CARDS - ACES, STOCK - k), comb(CARDS, STOCK))


def p_no_ace_in_stock() -> Fraction:
    """The chance that your stock holds no Ace at all: C(96, 52) / C(104, 52)."""
    return Fraction(comb(CARDS - ACES, STOCK), comb(CARDS, STOCK))


def p_aces_split_evenly() -> Fraction:
    """The chance that the eight Aces are shared 4 and 4: C(8, 4) * C(96, 48) / C(104, 52)."""
    return Fraction(comb(ACES, ACES // 2) * comb(CARDS - ACES, STOCK - ACES // 2), comb(CARDS, STOCK))


def aces_table() -> dict[int, Fraction]:
    """Aces in your stock -> its chance, for 0 to 8 (the chances add up to 1)."""
    return {k: p_aces_in_stock(k) for k in range(ACES + 1)}
