"""Exact chances in Spit (docs/rules.md section 4, teaching hooks), as fractions computed from counts.

A spit pile's top card has two neighbouring ranks (one up, one down, going round the corner from
King to Ace), and each rank has four cards: 8 of the other 51 cards fit on it.
"""
from __future__ import annotations

from fractions import Fraction
from math import comb

RANKS, SUITS = 13, 4


def layout_cards(piles: int = 5) -> int:
    """Cards in a full layout: 1 + 2 + ... + piles."""
    return sum(range(1, piles + 1))


def spit_cards(holding: int = 26, piles: int = 5) -> int:
    """Cards left over as spit cards after laying out a full layout."""
    return max(0, holding - layout_cards(piles))


def fitting_cards() -> int:
    """How many cards fit on a given top card: two neighbouring ranks, four suits each."""
    return 2 * SUITS


def p_one_card_fits() -> Fraction:
    """A random other card fits on the top of a spit pile."""
    return Fraction(fitting_cards(), RANKS * SUITS - 1)


def p_some_card_fits(face_up: int = 5) -> Fraction:
    """At least one of ``face_up`` other cards (drawn from the other 51) fits on the pile:
    one minus the chance that all of them come from the 43 that don't fit."""
    others = RANKS * SUITS - 1
    misses = others - fitting_cards()
    return 1 - Fraction(comb(misses, face_up), comb(others, face_up))


def p_some_card_fits_table(max_cards: int = 10) -> list[tuple[int, Fraction]]:
    """The same chance for 1, 2, ... face-up cards."""
    return [(k, p_some_card_fits(k)) for k in range(1, max_cards + 1)]
