"""Can I play?  Exact chances for the shedding games (docs/rules.md sections 1 and 2, teaching hooks).

The up-card is known, so a hand comes from the other 51 cards.  In Anthony Hill's game 12 of them
share its suit and 3 its number: 15 match.  In Anarchy the first player needs a trump: 15 of the 51
cards that are not the indicator are trumps (16 minus the indicator itself).
"""
from __future__ import annotations

from typing import Iterable, Iterator, Optional

from fractions import Fraction
from math import comb

from ..cards import Card

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


def by_hand_size(sizes: Iterable[int] = range(1, 22)) -> dict[int, Fraction]:
    """Hand size -> chance of at least one playable card."""
    return {h: p_can_play(h) for h in sizes}


def anarchy_can_start() -> Fraction:
    """The chance that the first Anarchy player holds a trump in their 4 cards."""
    return p_can_play(ANARCHY_HAND, ANARCHY_TRUMPS)


def count_playable(top: Card, direction: Optional[str], trump_suit: str, trump_rank: str) -> int:
    """Anarchy: how many of the other 51 cards may go on ``top`` (counted with the game's own rule)."""
    from ..cards import standard_deck
    from ..games.anarchy import rule_why_not

    return sum(rule_why_not(c, top, direction, trump_suit, trump_rank) is None for c in standard_deck() if c != top)


def miss_steps(hand: int, matching: int = MATCHING, unseen: int = UNSEEN) -> list[tuple[int, int]]:
    """Card by card, the chance that the next card does NOT fit, as (misses left, cards left):
    [(36, 51), (35, 50), ...].  Multiplied together they give :func:`p_no_match`."""
    if not 0 <= hand <= unseen:
        raise ValueError(f"a hand holds from 0 to {unseen} cards, not {hand}")
    return [(unseen - matching - i, unseen - i) for i in range(hand)]


def deal_trials(hand: int, deals: int, seed: int = 0) -> Iterator[int]:
    """Deal ``deals`` times: a top card face up, then ``hand`` cards to you, from a shuffled pack.
    Yield, for each deal, how many of your cards fit the top card (same suit or same number, the
    rule of Anthony Hill's game).  A share of deals with at least one settles on :func:`p_can_play`."""
    import numpy as np

    from ..cards import standard_deck

    if not 1 <= hand <= UNSEEN:
        raise ValueError(f"a hand holds from 1 to {UNSEEN} cards, not {hand}")
    pack = standard_deck()
    rng = np.random.default_rng(seed)
    for _ in range(deals):
        order = rng.permutation(len(pack))
        top = pack[order[0]]
        yield sum(pack[i].suit == top.suit or pack[i].rank == top.rank for i in order[1:hand + 1])
