"""Anarchy, for two to six players (docs/rules.md section 2).

A shedding game with trumps by suit *and* by rank, and a pile that goes up or down.

The deal: 4 cards each (one at a time from seat 0 with a stacked deck).  The next card is the
*indicator*: it is shown, then tucked face up under the stock (it is the last card drawn).  Its suit
is the trump suit and its rank the trump rank for the whole game: a card is a *trump* if it has
either (16 trumps).  The pile starts empty; the direction starts as "none".

A card may be played (t is the top card; ranks compared 2 < 3 < ... < K; Aces are never compared):

* on the empty pile: only a trump (``trump_start_only_first_player``: only the very first play
  must be a trump);
* otherwise: any trump; any card of t's rank; a card of t's suit if the direction is none, or t or
  the card is an Ace, or it goes the right way (higher when up, lower when down).

After a card c lands on t: (1) *decide*: if c is not in the trump suit, neither is an Ace and the
ranks differ, the direction becomes up if c > t, else down (``decide_same_suit_only``: only when c
has t's suit; ``face_cards_only_reverse``: J, Q, K skip this step); (2) *reverse*: a J, Q or K flips
the direction (if there is one).

If you can't play you draw (``play_after_draw``: you may play the drawn card if it fits).  When the
stock is empty: ``stock_out="reshuffle"`` shuffles the pile (except its top) into a new stock;
``"pass"``: you pass.
"""
from __future__ import annotations

from typing import Any, Optional, Sequence

from ..bots import register_bot
from ..cards import SUIT_SYMBOL, Card, a_rank, rank_word, ranks_word, standard_deck, the_card
from ..game import Narration, Speaker, choice, flag, register
from ..events import Event, PlayerEvent
from ..words import N_, _
from .shedding import (SHEDDING_OPTIONS, SUIT_WORD, Play, Shedding, SheddingBot, SheddingView, chance_stuck,
                       seats_after, unseen_cards)

HAND = 4
ORDER = {r: i for i, r in enumerate("23456789TJQK", start=2)}   # Aces are never compared
FACES = "JQK"
ARROW = {"up": "↑", "down": "↓", None: "·"}
# "than Jack", one message a rank: a language puts the rank's article in ("que la Jota", "que el 7").
# (An Ace is never compared.)
THAN_RANK = {
    "2": N_("than 2"), "3": N_("than 3"), "4": N_("than 4"), "5": N_("than 5"), "6": N_("than 6"),
    "7": N_("than 7"), "8": N_("than 8"), "9": N_("than 9"), "T": N_("than 10"), "J": N_("than Jack"),
    "Q": N_("than Queen"), "K": N_("than King"),
}


# --------------------------------------------------------------------------------------------
# Events (what a move caused; their words are in describe)
# --------------------------------------------------------------------------------------------
class DealEvent(Event):
    hands: list[int]
    indicator: str
    stock: int
    dealer: int


class DirectionEvent(PlayerEvent):
    direction: str
    decided: Optional[str]
    reversed: bool

class AnarchyView(SheddingView):
    """What a seat sees of Anarchy: the shedding fields, the trumps and the pile's direction
    (``view()`` adds ``kit.game.CommonView``)."""
    trump_suit: str
    trump_rank: str
    indicator: str             # the card under the stock: its suit and its rank are trumps
    direction: Optional[str]   # "up", "down", or None before the pile has one
    arrow: str                 # the direction as an arrow (· for none)
    trump_needed: bool         # only a trump may start the pile now


@register
class Anarchy(Shedding):
    name = "anarchy"
    title = "Anarchy"
    MIN_PLAYERS, MAX_PLAYERS = 2, 6
    DRAWN_OPTION = "play_after_draw"
    OPTIONS = {
        **SHEDDING_OPTIONS,
        "play_after_draw": flag(False, help="you may play the card you just drew if it fits"),
        "stock_out": choice("reshuffle", "pass", help="what happens when the stock runs out"),
        "trump_start_only_first_player": flag(False, help="only the very first play must be a trump"),
        "face_cards_only_reverse": flag(False, help="J, Q, K only reverse the direction, never decide it"),
        "decide_same_suit_only": flag(False, help="only a card of the top card's suit decides the direction"),
    }

    def _setup(self, deck: Optional[Sequence[Any]]) -> None:
        n = self.players
        cards = self.start_deck(deck, standard_deck())
        self.dealer = self.dealer_seat(deck)
        self.hands = [list(cards[p:n * HAND:n]) for p in range(n)]
        self.indicator = cards[n * HAND]
        self.stock = list(cards[n * HAND + 1:]) + [self.indicator]   # tucked under the stock
        self.trump_suit, self.trump_rank = self.indicator.suit, self.indicator.rank
        self.pile: list[Card] = []
        self.direction: Optional[str] = None
        self.log.append(DealEvent(hands=[HAND] * n, indicator=self.indicator.code,
                         stock=len(self.stock), dealer=self.dealer))
        self._start((self.dealer + 1) % n)

    # -- the rules of a card -----------------------------------------------------------------------
    def is_trump(self, card: Card) -> bool:
        return card.suit == self.trump_suit or card.rank == self.trump_rank

    def trump_words(self) -> str:
        return f"{SUIT_WORD[self.trump_suit]} {SUIT_SYMBOL[self.trump_suit]} or {rank_word(self.trump_rank)}s"

    def why_not(self, card: Card) -> Optional[str]:
        return rule_why_not(card, self.top, self.direction, self.trump_suit, self.trump_rank,
                            self.trump_needed())

    def trump_needed(self) -> bool:
        return not self.pile and (not self.options["trump_start_only_first_player"] or self.turns == 0)

    def can_reshuffle(self) -> bool:
        return self.options["stock_out"] == "reshuffle" and len(self.pile) > 1

    def no_naming(self, card: Card) -> str:
        return "In Anarchy nobody names a suit: just play the card."

    def _played(self, p: int, move: Play) -> list[Event]:
        c = move.card
        t = self.pile[-2] if len(self.pile) > 1 else None
        before = self.direction
        self.direction, decided, reversed_ = direction_after(c, t, before, self.trump_suit, self.options)
        if self.direction == before and not decided:
            return []
        assert self.direction is not None  # it changed, or a card decided it
        return [DirectionEvent(player=p, direction=self.direction, decided=decided, reversed=reversed_)]

    def _view(self, player: Optional[int]) -> AnarchyView:
        return {**self._seat_view(player), "trump_suit": self.trump_suit, "trump_rank": self.trump_rank,
                "indicator": self.indicator.code, "direction": self.direction, "arrow": ARROW[self.direction],
                "trump_needed": self.trump_needed()}

    WORDS = Narration(Shedding.WORDS)  # the shedding games' sentences, and the pile's direction (below)


DIRECTION_WORD = {"up": N_("up"), "down": N_("down")}


@Anarchy.WORDS(DirectionEvent)
def _direction(e: DirectionEvent, say: Speaker) -> str:
    d = e.direction
    way = _(DIRECTION_WORD[d]) if d in DIRECTION_WORD else str(d)
    if e.reversed:
        return _("A face card turns the pile around: now it goes {way} {arrow}.").format(way=way, arrow=ARROW[d])
    return _("The pile now goes {way} {arrow}.").format(way=way, arrow=ARROW[d])


def direction_after(card: Card, top: Optional[Card], direction: Optional[str], trump_suit: str,
                    options: dict[str, Any]) -> tuple[Optional[str], Optional[str], bool]:
    """The pile's direction once ``card`` lands on ``top``: (direction, what it decided or None,
    whether a face card turned it round).  A pure function of public facts, like ``rule_why_not``."""
    decided = None
    if (top is not None and card.suit != trump_suit and "A" not in (card.rank, top.rank) and card.rank != top.rank
            and not (options["decide_same_suit_only"] and card.suit != top.suit)
            and not (options["face_cards_only_reverse"] and card.rank in FACES)):
        decided = "up" if ORDER[card.rank] > ORDER[top.rank] else "down"
        direction = decided
    reversed_ = card.rank in FACES and direction is not None
    if reversed_:
        direction = "down" if direction == "up" else "up"
    return direction, decided, reversed_


def rule_why_not(card: Card, top: Optional[Card], direction: Optional[str], trump_suit: str, trump_rank: str,
                 trump_needed: bool = False) -> Optional[str]:
    """Is ``card`` playable on ``top`` (None = empty pile)?  None if yes, else why not.  A pure
    function of public facts, so a lesson (or a bot) may count with it."""
    trump = card.suit == trump_suit or card.rank == trump_rank
    # (said in the page's language: a child reads it when they click a card that does not fit)
    trumps = _("{suit} {sign} or {ranks}").format(suit=_(SUIT_WORD[trump_suit]), sign=SUIT_SYMBOL[trump_suit],
                                                  ranks=ranks_word(trump_rank))
    if top is None:
        if trump or not trump_needed:
            return None
        return _("The {card} is not a trump: the first card on the pile must be a trump ({trumps}).").format(
            card=card, trumps=trumps)
    if trump or card.rank == top.rank:
        return None
    if card.suit != top.suit:
        return _("The {card} doesn't match the {top}: play a {sign}, {a_rank} or a trump ({trumps}).").format(
            card=card, top=top, sign=SUIT_SYMBOL[top.suit], a_rank=a_rank(top.rank), trumps=trumps)
    if direction is None or "A" in (card.rank, top.rank):
        return None
    if direction == "up" and ORDER[card.rank] > ORDER[top.rank]:
        return None
    if direction == "down" and ORDER[card.rank] < ORDER[top.rank]:
        return None
    goes = (_("The pile goes up {arrow}: a {sign} on {the_top} must be higher {than} (or an Ace).")
            if direction == "up" else
            _("The pile goes down {arrow}: a {sign} on {the_top} must be lower {than} (or an Ace)."))
    return goes.format(arrow=ARROW[direction], sign=SUIT_SYMBOL[top.suit], the_top=the_card(top),
                       than=_(THAN_RANK[top.rank]))


# --------------------------------------------------------------------------------------------
# Bots
# --------------------------------------------------------------------------------------------
class HardBot(SheddingBot):
    """Counts the cards it cannot see (the pack less its hand and the pile, and less the indicator
    while it lies under the stock) and weighs each card it could play:

    * it likes a play that leaves the next player stuck: with the direction the card would give
      the pile, the fewer unseen cards would fit on it, the likelier the next hand (its size is
      public) has none, and a player who draws falls behind;
    * it likes to keep a card that would fit on the one it plays, so it can play again if the
      others cannot;
    * it keeps trumps and Aces (they fit almost anywhere) until someone is about to go out;
    * it gets rid of cards with few others of their suit or number in its hand first.

    It reads only its own ``view``.  Measured with benchmarks/bench_shedding.py (its docstring keeps
    the log of what was tried)."""

    level = "hard"
    SUIT_MATES, RANK_MATES, BLOCK, FOLLOW, SAVE_TRUMP = 1.0, 1.0, 10.0, 3.0, 6.0

    def scores(self, view: dict[str, Any], plays: list[Play], hand: list[Card]) -> list[float]:
        ts, tr = view["trump_suit"], view["trump_rank"]
        under_stock = [Card.parse(view["indicator"])] if view["stock"] else []
        unseen = unseen_cards(view, under_stock)
        sizes = view["hand_sizes"]
        others = seats_after(view)
        saving = min(sizes[q] for q in others) > 1
        top = Card.parse(view["top"]) if view["top"] else None
        out = []
        for m in plays:
            c = m.card
            rest = [x for x in hand if x != c]
            way = direction_after(c, top, view["direction"], ts, view["options"])[0]
            score = -self.SUIT_MATES * sum(x.suit == c.suit for x in rest)
            score -= self.RANK_MATES * sum(x.rank == c.rank for x in rest)
            fits = sum(rule_why_not(x, c, way, ts, tr) is None for x in unseen)
            score += self.BLOCK * chance_stuck(fits, len(unseen), sizes[others[0]])
            if any(rule_why_not(x, c, way, ts, tr) is None for x in rest):
                score += self.FOLLOW
            if saving and (c.suit == ts or c.rank == tr or c.rank == "A"):
                score -= self.SAVE_TRUMP
            out.append(score)
        return out


register_bot("anarchy", "hard", HardBot)
