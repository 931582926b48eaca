"""Exact answers for the King of the Hill lessons (sums of attacks), computed from the rules in
``kit.games.king_of_the_hill`` (never typed in).

    from kit.exact.king_of_the_hill import attacks, sequence_totals, cheapest_win
    attacks("3D 4D 5D AS")       # every legal attack of a hand, with its value and addition
    sequence_totals()            # {5: 1, 7: 1, 9: 2, ...}: the totals one suit's sequences make
    cheapest_win("2S 3S 9H KD", 8)   # the attack beating 8 that spends the fewest points
"""
from __future__ import annotations

from collections import Counter
from fractions import Fraction
from math import comb
from typing import Any, Iterator, Optional, Union

from ..cards import Card, cards as read_cards, standard_deck
from ..games.king_of_the_hill import (SEQUENCE_RANKS, attack_kind, attack_problem, attack_value, card_value,
                                      Outcome, compare, legal_attacks, sort_cards, sum_text)

__all__ = ["attacks", "sequence_totals", "sequences_in_a_suit", "sequence_count", "cheapest_win",
           "hands_without_sequence", "p_hand_has_sequence", "has_sequence", "deal_trials",
           "why_not_an_attack", "pack_value", "p_ace_showing", "beats", "impossible_totals"]


def _cards(hand: Any) -> tuple[Card, ...]:
    if isinstance(hand, str):
        hand = read_cards(hand)
    return sort_cards(hand)


def attacks(hand: Any) -> list[dict[str, Any]]:
    """Every legal attack of ``hand`` (the Joker play aside), smallest value first: each as
    ``{"cards": (Card, ...), "kind": "single"|"sequence", "value": int, "sum": "3 + 4 = 7"}``."""
    out = [{"cards": a, "kind": attack_kind(a), "value": attack_value(a), "sum": sum_text(a)}
           for a in legal_attacks(_cards(hand))]
    return sorted(out, key=lambda d: (d["value"], len(d["cards"]), [c.code for c in d["cards"]]))


def why_not_an_attack(cards: Any) -> Optional[str]:
    """Why these cards are not one legal attack (in a child's words), or None."""
    return attack_problem(_cards(cards))


def sequences_in_a_suit(length: Optional[int] = None) -> list[tuple[int, ...]]:
    """Every sequence of one suit as its ranks (2..8), optionally only those of ``length``."""
    ranks = [int(r) for r in SEQUENCE_RANKS]
    out = []
    for lo in range(len(ranks)):
        for hi in range(lo + 2, len(ranks) + 1):
            if length is None or hi - lo == length:
                out.append(tuple(ranks[lo:hi]))
    return out


def sequence_count(length: Optional[int] = None, suits: int = 1) -> int:
    """How many sequences (of ``length`` cards, or of any length) ``suits`` suits hold."""
    return len(sequences_in_a_suit(length)) * suits


def sequence_totals() -> dict[int, int]:
    """Each total a sequence can make, and in how many ways in one suit (sorted by total)."""
    counts = Counter(sum(s) for s in sequences_in_a_suit())
    return dict(sorted(counts.items()))


def impossible_totals(low: int = 5, high: int = 35) -> list[int]:
    """Totals between ``low`` and ``high`` no sequence can make (10 is one of them)."""
    made = sequence_totals()
    return [t for t in range(low, high + 1) if t not in made]


def beats(a: Any, b: Any, equal_face_cards: bool = False) -> int:
    """The sign a lesson's sums use: 1 if attack ``a`` beats ``b``, -1 if it loses, 0 when neither
    wins (a tie, or both gave the stack up with the Joker: ``compare`` tells those apart)."""
    return {Outcome.FIRST: 1, Outcome.SECOND: -1}.get(compare(_cards(a), _cards(b), equal_face_cards), 0)


def cheapest_win(hand: Any, to_beat: Union[int, str, tuple[Any, ...], list[Any]], equal_face_cards: bool = False) -> Optional[dict[str, Any]]:
    """The attack of ``hand`` that beats ``to_beat`` spending the fewest points (then the fewest
    cards); None if no attack of the hand can.  ``to_beat`` is an attack (cards) or a number: a
    number must be passed (a higher value)."""
    best = None
    for a in attacks(hand):
        if isinstance(to_beat, int):
            ok = a["value"] > to_beat
        else:
            ok = compare(a["cards"], _cards(to_beat), equal_face_cards) is Outcome.FIRST
        if ok and (best is None or (a["value"], len(a["cards"])) < (best["value"], len(best["cards"]))):
            best = a
    return best


def pack_value() -> int:
    """The value of all 52 cards (the Jokers are worth 0)."""
    return sum(card_value(c) for c in standard_deck())


def p_ace_showing(face_up: int = 14) -> Fraction:
    """The chance that at least one Ace is among ``face_up`` random face-up cards of the pack."""
    return 1 - Fraction(comb(48, face_up), comb(52, face_up))


def _poly_mul(a: list[int], b: list[int]) -> list[int]:
    out = [0] * (len(a) + len(b) - 1)
    for i, x in enumerate(a):
        for j, y in enumerate(b):
            out[i + j] += x * y
    return out


def hands_without_sequence(hand: int = 7) -> int:
    """How many hands of ``hand`` cards (from the 52, Jokers aside) hold no sequence: in each suit
    no two cards of 2..8 next to each other.  Counted exactly: a row of 7 ranks holds C(8 - j, j)
    sets of ``j`` ranks with no two neighbours, and the other 24 cards (A, 9, 10, J, Q, K) may be
    anything."""
    row = len(SEQUENCE_RANKS)
    per_suit = [comb(row + 1 - j, j) for j in range(row + 1)]
    poly = [1]
    for _ in range(4):
        poly = _poly_mul(poly, per_suit)
    poly = _poly_mul(poly, [comb(52 - 4 * row, k) for k in range(52 - 4 * row + 1)])
    return poly[hand] if hand < len(poly) else 0


def p_hand_has_sequence(hand: int = 7) -> Fraction:
    """The chance that ``hand`` cards dealt from the pack hold at least one sequence."""
    return 1 - Fraction(hands_without_sequence(hand), comb(52, hand))


def has_sequence(hand: Any) -> bool:
    """Does the hand hold a sequence (two or more cards of one suit in a row, from 2 to 8)?"""
    return any(a["kind"] == "sequence" for a in attacks(hand))


def deal_trials(hand: int, deals: int, seed: int = 0) -> Iterator[list[dict[str, Any]]]:
    """Deal ``deals`` hands of ``hand`` cards from a shuffled pack; yield each hand's attacks
    (as :func:`attacks`), so a lesson can count the hands holding a sequence."""
    import numpy as np

    if not 1 <= hand <= 52:
        raise ValueError(f"a hand holds from 1 to 52 cards, not {hand}")
    pack = standard_deck()
    rng = np.random.default_rng(seed)
    for _ in range(deals):
        yield attacks([pack[i] for i in rng.choice(52, size=hand, replace=False)])
