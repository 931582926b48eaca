"""Exact chances in War, counted card by card (docs/rules.md section 10, teaching hooks).

Each answer is a Fraction found by going through every possible deal of the cards that matter,
so nothing here is typed in: the lesson sets these beside the simulator's estimates.
"""
from __future__ import annotations

from typing import Iterator

from collections import Counter
from fractions import Fraction
from itertools import permutations

from ..cards import standard_deck


def _ranks() -> list[int]:
    return [c.high for c in standard_deck()]


def tie_probability() -> Fraction:
    """Two players each turn up one card from a shuffled pack: the chance they are the same rank
    (a war).  Your card is one of 52, mine one of the other 51, and 3 of those match: 3/51."""
    ranks = _ranks()
    pairs = list(permutations(range(52), 2))
    return Fraction(sum(ranks[i] == ranks[j] for i, j in pairs), len(pairs))


def double_tie_probability() -> Fraction:
    """The chance that the first battle is a war AND the war's face-up cards tie again.  Whatever
    the face-down cards are, the two new face-up cards are a random pair of the other 50 cards."""
    ranks = _ranks()
    total = Fraction(0)
    for first, second in permutations(range(52), 2):
        if ranks[first] != ranks[second]:
            continue
        rest = [ranks[k] for k in range(52) if k not in (first, second)]
        same = sum(n * (n - 1) // 2 for n in Counter(rest).values())
        total += Fraction(same, len(rest) * (len(rest) - 1) // 2)
    return total / (52 * 51)


def three_player_first_flip() -> dict[str, Fraction]:
    """Three players turn up one card each.  The chances that all three are the same rank (a
    double war), that exactly two tie for the highest card (a war between those two), and that
    there is some war at all."""
    ranks = _ranks()
    all_three = two_on_top = 0
    triples = 0
    for i, j, k in permutations(range(52), 3):
        triples += 1
        a, b, c = ranks[i], ranks[j], ranks[k]
        top = max(a, b, c)
        at_top = (a == top) + (b == top) + (c == top)
        all_three += at_top == 3
        two_on_top += at_top == 2
    return {"all_three": Fraction(all_three, triples), "two_on_top": Fraction(two_on_top, triples),
            "some_war": Fraction(all_three + two_on_top, triples)}


def by_rank_pot(rank: int) -> int:
    """Cards in the middle after one by_rank war over a tie of ``rank`` (2..14): the two tied cards,
    then each player's face-down cards and one face-up card."""
    down = 11 if rank == 14 else min(rank, 10)
    return 2 + 2 * (down + 1)


def first_battle_trials(deals: int, seed: int = 0) -> Iterator[bool]:
    """Shuffle a pack ``deals`` times and turn up two cards from it, as the first battle does;
    yield whether they are the same rank (a war).  The share settles on :func:`tie_probability`."""
    import numpy as np

    ranks = np.array(_ranks())
    rng = np.random.default_rng(seed)
    for _ in range(deals):
        a, b = rng.choice(52, size=2, replace=False)
        yield bool(ranks[a] == ranks[b])
