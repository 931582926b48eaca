"""Exact answers for the Dictation lesson (docs/rules.md section 9, teaching hooks), worked out from the
pack itself, never typed in.

In Dictation an Ace is the only card that can start a foundation, so the questions a lesson asks
are about *when the Aces turn up* in the called order:

    from kit.exact import dictation as exact
    exact.p_first_card_ace()             # 1/13
    exact.expected_before_first_ace()    # 48/5: non-Aces called, on average, before the first Ace
    exact.first_ace_chances()            # {0: 1/13, 1: ..., 48: ...}: how many non-Aces come first
    exact.p_all_aces_in_first_half()     # 46/833
    exact.p_ace_within(10)               # the chance of at least one Ace among the first 10 calls

``skill_contest`` (in ``kit.games.dictation``) plays the deals that the lesson sets beside these.
"""
from __future__ import annotations

from typing import Any, Sequence

from fractions import Fraction
from math import comb

from ..cards import standard_deck

__all__ = ["aces_and_others", "p_first_card_ace", "expected_before_first_ace", "first_ace_chances",
           "expected_before_first_ace_by_counting", "p_all_aces_in_first_half",
           "p_all_aces_in_first_half_step_by_step", "p_ace_within", "non_aces_before_first_ace"]


def aces_and_others() -> tuple[int, int]:
    """(Aces, other cards) in the pack Dictation is played with: (4, 48)."""
    pack = standard_deck()
    aces = sum(c.low == 1 for c in pack)
    return aces, len(pack) - aces


def p_first_card_ace() -> Fraction:
    """The chance that the very first card called is an Ace (so a foundation starts at once)."""
    aces, others = aces_and_others()
    return Fraction(aces, aces + others)


def expected_before_first_ace() -> Fraction:
    """How many non-Aces are called, on average, before the first Ace.

    Linearity of expectation: take any one non-Ace and look only at it and the four Aces.  Each of
    those five cards is equally likely to come first, so it comes before every Ace with chance 1/5.
    Adding that 1/5 up over all 48 non-Aces gives 48/5."""
    aces, others = aces_and_others()
    return others * Fraction(1, aces + 1)


def first_ace_chances() -> dict[int, Fraction]:
    """For each k, the chance that exactly k non-Aces are called before the first Ace.

    Counted by where the Aces sit: the first Ace at place k (counting from 0) leaves the other
    Aces to choose from the places after it, so C(51 - k, aces - 1) of the C(52, aces) ways."""
    aces, others = aces_and_others()
    n = aces + others
    ways = comb(n, aces)
    return {k: Fraction(comb(n - 1 - k, aces - 1), ways) for k in range(others + 1)}


def expected_before_first_ace_by_counting() -> Fraction:
    """The same average as :func:`expected_before_first_ace`, this time as the small sum of
    k times the chance of k over every k (a check: two ways, one answer)."""
    return sum((k * p for k, p in first_ace_chances().items()), Fraction(0))


def p_all_aces_in_first_half() -> Fraction:
    """The chance that all four Aces are among the first 26 cards called: the ways to put the
    Aces in the first 26 places over the ways to put them anywhere, C(26,4)/C(52,4)."""
    aces, others = aces_and_others()
    n = aces + others
    return Fraction(comb(n // 2, aces), comb(n, aces))


def p_all_aces_in_first_half_step_by_step() -> Fraction:
    """The same chance Ace by Ace: the first Ace has 26 good places of 52, the next 25 of the 51
    left, then 24 of 50, then 23 of 49."""
    aces, others = aces_and_others()
    n = aces + others
    p = Fraction(1)
    for i in range(aces):
        p *= Fraction(n // 2 - i, n - i)
    return p


def p_ace_within(calls: int) -> Fraction:
    """The chance that at least one Ace is among the first ``calls`` cards called."""
    aces, others = aces_and_others()
    if not 0 <= calls <= aces + others:
        raise ValueError(f"a pack has {aces + others} cards: choose a number of calls from 0 to {aces + others}")
    return 1 - Fraction(comb(others, calls), comb(aces + others, calls))


def non_aces_before_first_ace(order: Sequence[Any]) -> int:
    """In one called order (cards or codes, first called first), how many non-Aces come before the
    first Ace: what the lesson counts in each simulated deal."""
    for k, card in enumerate(order):
        code = card if isinstance(card, str) else card.code
        if code.upper().startswith("A"):
            return k
    raise ValueError("this order has no Ace in it")
