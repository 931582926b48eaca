"""Exact chances for Go Fish and Authors (docs/rules.md sections 11 and 12, teaching hooks).

The key question: a player holds ``hand`` of the ``unseen`` cards you cannot see, and ``copies``
cards of the rank you want are among them.  What is the chance they hold at least one?  Their hand
is like a handful drawn without replacement from the unseen cards, so the chance they hold *none*
is the hypergeometric C(unseen - copies, hand) / C(unseen, hand).
"""
from __future__ import annotations

from typing import Iterator

from fractions import Fraction
from functools import lru_cache
from math import comb

RANKS_IN_PACK = 13
SUITS_IN_PACK = 4
PACK = RANKS_IN_PACK * SUITS_IN_PACK


def p_none(unseen: int, hand: int, copies: int) -> Fraction:
    """Chance a hand of ``hand`` cards, out of ``unseen`` unseen cards with ``copies`` wanted cards
    among them, holds none of them."""
    _check(unseen, hand, copies)
    return Fraction(comb(unseen - copies, hand), comb(unseen, hand))


def p_at_least_one(unseen: int, hand: int, copies: int) -> Fraction:
    """Chance that hand holds at least one wanted card: 1 - C(U - m, k) / C(U, k)."""
    return 1 - p_none(unseen, hand, copies)


def p_exactly(unseen: int, hand: int, copies: int, j: int) -> Fraction:
    """Chance the hand holds exactly ``j`` of the wanted cards (the hypergeometric law)."""
    _check(unseen, hand, copies)
    return Fraction(comb(copies, j) * comb(unseen - copies, hand - j), comb(unseen, hand))


def p_particular_card(unseen: int, hand: int) -> Fraction:
    """Authors: chance a hand of ``hand`` of the ``unseen`` cards holds one particular card, k/U."""
    _check(unseen, hand, 1)
    return Fraction(hand, unseen)


def first_question(players: int, held: int) -> Fraction:
    """Right after the deal (everyone holds 52 // (players + 1) cards) you hold ``held`` cards of a
    rank: the chance one chosen opponent holds at least one of the others."""
    hand = PACK // (players + 1)
    return p_at_least_one(PACK - hand, hand, SUITS_IN_PACK - held)


def after_go_fish(unseen: int, hand: int, copies: int, others_hand: int) -> Fraction:
    """The chance changes with a public answer: if *another* player (holding ``others_hand`` of the
    unseen cards) said "Go fish!" to this rank, their cards are out of the question, so the wanted
    copies sit among fewer unseen cards."""
    return p_at_least_one(unseen - others_hand, hand, copies)


@lru_cache(maxsize=None)
def p_dealt_a_set(hand: int = 13) -> Fraction:
    """Chance that a hand of ``hand`` cards dealt from a full pack already holds four of a kind
    (inclusion-exclusion over the ranks)."""
    total = 0
    for j in range(1, RANKS_IN_PACK + 1):
        if SUITS_IN_PACK * j > hand:
            break
        total += (-1) ** (j + 1) * comb(RANKS_IN_PACK, j) * comb(PACK - SUITS_IN_PACK * j, hand - SUITS_IN_PACK * j)
    return Fraction(total, comb(PACK, hand))


def questions_in_authors(held: int, opponents: int) -> int:
    """Authors: how many different questions you can ask about one rank when you hold ``held`` of it."""
    return (SUITS_IN_PACK - held) * opponents


def _check(unseen: int, hand: int, copies: int) -> None:
    if not (0 <= copies <= unseen and 0 <= hand <= unseen):
        raise ValueError(f"need 0 <= copies <= unseen and 0 <= hand <= unseen, got unseen={unseen}, "
                         f"hand={hand}, copies={copies}")


def deal_trials(players: int, held: int, deals: int, seed: int = 0) -> Iterator[int]:
    """Deal a Go Fish game ``deals`` times in which you hold exactly ``held`` of the 4 Queens
    (every other card shuffled); yield, for each deal, how many Queens one chosen other player
    holds.  The share of deals with at least one settles on :func:`first_question`."""
    import numpy as np

    if not 1 <= held <= 3:
        raise ValueError(f"you hold 1, 2 or 3 Queens, not {held}")
    if not 2 <= players <= 6:
        raise ValueError(f"Go Fish is for 2 to 6 players, not {players}")
    hand = PACK // (players + 1)
    rng = np.random.default_rng(seed)
    queens, others = np.arange(SUITS_IN_PACK), np.arange(SUITS_IN_PACK, PACK)   # cards 0-3 stand for the Queens
    for _ in range(deals):
        mine = np.concatenate([rng.choice(queens, held, replace=False), rng.choice(others, hand - held, replace=False)])
        hidden = rng.permutation(np.setdiff1d(np.arange(PACK), mine))
        yield int((hidden[:hand] < SUITS_IN_PACK).sum())
