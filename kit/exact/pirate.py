"""Exact facts of Pirate (docs/rules.md section 6, teaching hooks), computed from the rules."""
from __future__ import annotations

from fractions import Fraction

SHIPS = 8
RANKS = 13


def ships_to_win(sunk: int) -> int:
    """The fewest captures that make 2 x captured > 8 - sunk."""
    return next(c for c in range(SHIPS + 1) if 2 * c > SHIPS - sunk)


def ships_to_win_table() -> list[tuple[int, int]]:
    return [(s, ships_to_win(s)) for s in range(SHIPS)]


def p_cuts_tie() -> Fraction:
    """Two independent packs: the second cut has the first cut's rank with chance 4/52."""
    return Fraction(4, 52)


def connector(up_top: int, down_top: int) -> int | None:
    """The rank that joins an up-half ending at ``up_top`` and a down-half ending at
    ``down_top`` (None if more than one card is missing)."""
    return up_top + 1 if down_top - up_top == 2 else None


def cards_in_ships() -> int:
    return SHIPS * RANKS
