"""Exact numbers for Conjugal Patience (docs/rules.md section 7, teaching hooks).

Every answer is computed from the sizes of the pack and the layout, never typed in: the game
notebook's questions check a child's answer against these.
"""
from __future__ import annotations

from fractions import Fraction
from math import comb

from ..games.conjugal_patience import FOUNDATIONS, RESERVE

PACK, ACES, SUIT = 52, 4, 13


def p_ace_in_reserve(reserve: int = RESERVE) -> Fraction:
    """The chance that your first reserve holds at least one Ace: one minus the chance that all
    ``reserve`` cards come from the 48 cards that are not Aces."""
    return 1 - Fraction(comb(PACK - ACES, reserve), comb(PACK, reserve))


def p_ace_in_reserve_card_by_card(reserve: int = RESERVE) -> Fraction:
    """The same, dealt one card at a time: the first card is not an Ace with chance 48/52, the
    second 47/51, and so on; the chance of at least one Ace is what is left."""
    none = Fraction(1)
    for k in range(reserve):
        none *= Fraction(PACK - ACES - k, PACK - k)
    return 1 - none


def expected_aces_in_reserve(reserve: int = RESERVE) -> Fraction:
    """On average each card of the reserve is an Ace with chance 4/52, so 6 * 4/52 Aces."""
    return reserve * Fraction(ACES, PACK)


def cards_in_finished_centre() -> int:
    """Eight foundations, Ace to King: 8 x 13 cards, every card of both packs."""
    return FOUNDATIONS * SUIT


def stock_after_deal(reserve: int = RESERVE) -> int:
    return PACK - reserve
