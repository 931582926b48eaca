"""King of the Hill's arithmetic: what cards are worth, which cards make one attack, and which of
two attacks wins (docs/rules.md section 3).  Plain functions of cards, so the rules, the bots, the
lessons and the table all use the same ones."""
from __future__ import annotations

from enum import Enum
from typing import Any, Iterable, Optional

from ..cards import JOKER, Card, a_rank
from ..words import _, n_

JOKER_CARD = Card(JOKER, "")
SEQUENCE_RANKS = "2345678"  # the only ranks a sequence may use (Ace is high)


class Outcome(Enum):
    """How the first of two attacks fares against the second (``compare``)."""

    FIRST = "first"              # the first attack wins
    SECOND = "second"            # the second attack wins
    TIE = "tie"                  # equal: a tie-break from the reserves
    BOTH_JOKERS = "both_jokers"  # both gave the stack up

    @property
    def winner(self) -> Optional[int]:
        """The attack that won, 0 (the first) or 1; None for a tie or both Jokers."""
        return 0 if self is Outcome.FIRST else 1 if self is Outcome.SECOND else None

    @property
    def result(self) -> str:
        """The word the reveal event and the views give it: "win", "tie" or "both_jokers"."""
        return "win" if self.winner is not None else self.value


# --------------------------------------------------------------------------------------------
# Values and attacks (plain functions: the lessons and the table use them too)
# --------------------------------------------------------------------------------------------
def card_value(c: Card) -> int:
    """2-10 as printed, J Q K 10, A 15, Joker 0."""
    if c.is_joker:
        return 0
    if c.rank == "A":
        return 15
    return min(c.high, 10)


def _order(c: Card) -> tuple[Any, ...]:
    return (0 if c.is_joker else 1, "SHDC".index(c.suit) if c.suit else 0, c.high)


def sort_cards(cards: Iterable[Any]) -> tuple[Card, ...]:
    return tuple(sorted((Card.parse(c) for c in cards), key=_order))


def sum_text(cards: Iterable[Any]) -> str:
    """The attack's value as an addition a child can check: ``3 + 4 + 5 = 12``; one card alone
    reads ``A = 15``."""
    cards = sort_cards(cards)
    if not cards:
        return ""
    parts = [f"{card_value(c)}" for c in cards]
    total = sum(card_value(c) for c in cards)
    if len(cards) == 1:
        c = cards[0]
        short = str(c) if c.is_joker else str(c)[:-1]
        return f"{short} = {total}" if short != str(total) else f"{total}"
    return " + ".join(parts) + f" = {total}"


def attack_problem(cards: Iterable[Any]) -> Optional[str]:
    """Why these cards are not one legal attack, in a child's words; ``None`` when they are one
    (a single card, or a sequence).  The Joker is its own play (:class:`PlayJoker`)."""
    cards = sort_cards(cards)
    if not cards:
        return _("Pick at least one card to attack with.")
    if len(set(cards)) != len(cards):
        return _("You can't use the same card twice.")
    if any(c.is_joker for c in cards):
        return (_("The Joker can't join other cards: play it alone to give up this stack.")
                if len(cards) > 1 else None)
    if len(cards) == 1:
        return None
    suits = {c.suit for c in cards}
    if len(suits) > 1:
        together = _(" and ").join(str(c) for c in sorted(cards, key=lambda c: "23456789TJQKA".index(c.rank)))
        return _("{cards} can't attack together: more than one card must be a run, one suit in "
                 "a row (like 4♠ 5♠ 6♠). Or attack with just one card.").format(cards=together)
    for c in cards:
        if c.rank not in SEQUENCE_RANKS:
            word = a_rank(c.rank)  # "an Ace", "a 10", "a Jack"
            return _("{a_card} can't be in a sequence: only cards from 2 to 8 can.").format(
                a_card=word[:1].upper() + word[1:])
    highs = [c.high for c in cards]
    for a, b in zip(highs, highs[1:]):
        if b != a + 1:
            missing = " ".join(str(n) for n in range(a + 1, b))
            return n_("A sequence has no gaps: between the {a} and the {b} the {missing} is missing.",
                      "A sequence has no gaps: between the {a} and the {b} the {missing} are missing.",
                      b - a - 1).format(a=a, b=b, missing=missing)
    return None


def attack_kind(cards: Iterable[Any]) -> str:
    cards = sort_cards(cards)
    if len(cards) == 1 and cards[0].is_joker:
        return "joker"
    return "single" if len(cards) == 1 else "sequence"


def attack_value(cards: Iterable[Any]) -> int:
    return sum(card_value(Card.parse(c)) for c in cards)


def judge_attack(cards: Iterable[Any]) -> dict[str, Any]:
    """Everything a table or a lesson wants to know about a set of cards as an attack: whether
    it is legal (and if not, why), its kind, value and the addition."""
    cards = sort_cards(cards)
    problem = attack_problem(cards)
    return {
        "cards": [c.code for c in cards],
        "legal": problem is None,
        "reason": problem or "",
        "kind": attack_kind(cards) if cards else "",
        "value": attack_value(cards),
        "sum": sum_text(cards),
    }


def attack_key(att: Iterable[Any]) -> tuple[bool, int, int]:
    """(is the Joker play, value, rank of a single card or 0): all that comparing needs."""
    att = [Card.parse(c) for c in att]
    if len(att) == 1:
        return (att[0].is_joker, card_value(att[0]), att[0].high)
    return (False, sum(card_value(c) for c in att), 0)


def compare_keys(ka: tuple[bool, int, int], kb: tuple[bool, int, int], equal_face_cards: bool = False) -> Outcome:
    if ka[0] and kb[0]:
        return Outcome.BOTH_JOKERS
    if ka[1] != kb[1]:
        return Outcome.FIRST if ka[1] > kb[1] else Outcome.SECOND
    if ka[2] and kb[2] and not equal_face_cards and ka[2] != kb[2]:
        return Outcome.FIRST if ka[2] > kb[2] else Outcome.SECOND
    return Outcome.TIE


def compare(a: Iterable[Any], b: Iterable[Any], equal_face_cards: bool = False) -> Outcome:
    """Compare two attacks (tuples of cards; ``(Joker,)`` is the Joker play): which one wins, or a
    tie, or both Jokers.  Value first; two single cards of equal value go by rank (A > K > Q > J > 10) unless
    ``equal_face_cards``; anything else of equal value is a tie."""
    return compare_keys(attack_key(a), attack_key(b), equal_face_cards)


def legal_attacks(cards: Iterable[Any]) -> list[tuple[Card, ...]]:
    """Every attack a set of cards allows (the Joker play aside): each card alone, and every
    sequence, as sorted tuples."""
    cards = sort_cards(c for c in cards if not Card.parse(c).is_joker)
    out: list[tuple[Card, ...]] = [(c,) for c in dict.fromkeys(cards)]
    by_suit: dict[str, set[Any]] = {}
    for c in cards:
        if c.rank in SEQUENCE_RANKS:
            by_suit.setdefault(c.suit, set()).add(c.high)
    for suit in "SHDC":
        have = by_suit.get(suit, set())
        for lo in range(2, 9):
            hi = lo
            while hi + 1 in have and lo in have:
                hi += 1
                out.append(tuple(Card(SEQUENCE_RANKS[h - 2], suit) for h in range(lo, hi + 1)))
    return out
