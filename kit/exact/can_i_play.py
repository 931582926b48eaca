"""Can I play?  Exact chances for the shedding games (RULES.md sections 1 and 2, teaching hooks).

The up-card is known, so a hand comes from the other 51 cards.  In Anthony Hill's game 12 of them
share its suit and 3 its number: 15 match.  In Anarchy the first player needs a trump: 15 of the 51
cards that are not the indicator are trumps (16 minus the indicator itself).
"""
from __future__ import annotations

from fractions import Fraction
from math import comb

UNSEEN = 51
MATCHING = 12 + 3          # same suit + same number
ANARCHY_TRUMPS = 13 + 3 - 1   # the trump suit and the three other cards of the trump rank, minus the indicator
ANARCHY_HAND = 4


def p_no_match(hand: int, matching: int = MATCHING, unseen: int = UNSEEN) -> Fraction:
    """The chance that none of ``hand`` cards (from ``unseen``) is one of the ``matching`` ones."""
    return Fraction(comb(unseen - matching, hand), comb(unseen, hand))


def p_can_play(hand: int, matching: int = MATCHING, unseen: int = UNSEEN) -> Fraction:
    """The chance that a hand of ``hand`` cards holds at least one playable card."""
    return 1 - p_no_match(hand, matching, unseen)


def expected_matches(hand: int, matching: int = MATCHING, unseen: int = UNSEEN) -> Fraction:
    """The expected number of playable cards in the hand (each card matches with chance 15/51)."""
    return Fraction(hand * matching, unseen)


def by_hand_size(sizes=range(1, 22)) -> dict:
    """Hand size -> chance of at least one playable card."""
    return {h: p_can_play(h) for h in sizes}


def anarchy_can_start() -> Fraction:
    """The chance that the first Anarchy player holds a trump in their 4 cards."""
    return p_can_play(ANARCHY_HAND, ANARCHY_TRUMPS)


def count_playable(top, direction, trump_suit, trump_rank) -> int:
    """Anarchy: how many of the other 51 cards may go on ``top`` (counted with the game's own rule)."""
    from ..cards import standard_deck
    from ..games.anarchy import rule_why_not

    return sum(rule_why_not(c, top, direction, trump_suit, trump_rank) is None for c in standard_deck() if c != top)
