"""Anthony Hill's game, for two to six players (docs/rules.md section 1).

Match the top card of the pile by suit or by number; the first to play all their cards wins.

The deal: ``hand_size`` cards each (7; at most 42 cards dealt in all), one at a time from seat 0
with a stacked deck.  The next card is turned up to start the pile; the rest is the stock.

A card may be played when its suit is the *active suit* (the suit of the top card, unless an Ace
named another one) or its rank is the top card's rank.  A Jack matches only Jacks.
If you cannot play you draw one card and your turn ends (see :mod:`kit.games.shedding`).

Option ``ace_changes_suit`` (off by default): an Ace played by suit (its suit is the active suit)
names the next suit (any of the four; the move is ``Play(ace, suit)``).  An Ace played only because
it matched an Ace names nothing: its own suit becomes the active suit (``ace_rule="any_ace"``: every
Ace names a suit).  A starting up-card that is an Ace names nothing.
"""
from __future__ import annotations

from typing import Any, Optional, Sequence

from ..bots import register_bot
from ..cards import SUIT_SYMBOL, Card, a_rank, standard_deck
from ..game import Move, choice, flag, number, register
from ..events import Event
from ..words import _
from .shedding import (SHEDDING_OPTIONS, SUIT_WORD, Play, Shedding, SheddingBot, SheddingView, chance_stuck,
                       seats_after, unseen_cards)

MAX_DEALT = 42


# --------------------------------------------------------------------------------------------
# Events (what a move caused; their words are in describe)
# --------------------------------------------------------------------------------------------
class DealEvent(Event):
    hands: list[int]
    up: str
    stock: int
    dealer: int

class AnthonyHillView(SheddingView):
    """What a seat sees of Anthony Hill's game: the shedding fields and the suit to follow
    (``view()`` adds ``kit.game.CommonView``)."""
    active_suit: str   # the top card's suit, or the suit an Ace named


@register
class AnthonyHill(Shedding):
    name = "anthony_hill"
    title = "Anthony Hill's game"
    MIN_PLAYERS, MAX_PLAYERS = 2, 6
    OPTIONS = {
        **SHEDDING_OPTIONS,
        "hand_size": number(7, 1, 21, help="cards dealt to each player (at most 42 dealt in all)"),
        "ace_changes_suit": flag(False, help="an Ace played on its own suit names the next suit"),
        "ace_rule": choice("by_suit_only", "any_ace", help="which Aces may name a suit"),
        "play_drawn_card": flag(False, help="you may play the card you just drew if it matches"),
        "play_for_places": flag(False, help="keep playing after the winner to find 2nd, 3rd..."),
    }

    def _setup(self, deck: Optional[Sequence[Any]]) -> None:
        n, h = self.players, self.options["hand_size"]
        if n * h > MAX_DEALT:
            raise ValueError(f"{n} players with {h} cards each is {n * h} cards; at most {MAX_DEALT} may be dealt")
        cards = self.start_deck(deck, standard_deck())
        self.dealer = self.dealer_seat(deck)
        self.hands = [list(cards[p:n * h:n]) for p in range(n)]
        self.pile = [cards[n * h]]
        self.stock = list(cards[n * h + 1:])
        self.active_suit = self.pile[0].suit
        self.log.append(DealEvent(hands=[h] * n, up=self.pile[0].code, stock=len(self.stock),
                         dealer=self.dealer))
        self._start((self.dealer + 1) % n)

    # -- the rules of a card ------------------------------------------------------------------------
    def why_not(self, card: Card) -> Optional[str]:
        top = self.top
        assert top is not None  # the pile always keeps its top card
        if card.suit == self.active_suit or card.rank == top.rank:
            return None
        s = SUIT_SYMBOL[self.active_suit]
        if self.active_suit != top.suit:
            return _("The {card} doesn't match: the {top} asked for {suit}, so play a {sign} or {a_rank}.").format(
                card=card, top=top, suit=_(SUIT_WORD[self.active_suit]), sign=s, a_rank=a_rank(top.rank))
        return _("The {card} doesn't match the {top}: play a {sign} or {a_rank}.").format(
            card=card, top=top, sign=s, a_rank=a_rank(top.rank))

    def names_suit(self, card: Card) -> bool:
        if not self.options["ace_changes_suit"] or card.rank != "A":
            return False
        return self.options["ace_rule"] == "any_ace" or card.suit == self.active_suit

    def no_naming(self, card: Card) -> str:
        if card.rank != "A":
            return "Only an Ace can name a suit."
        if not self.options["ace_changes_suit"]:
            return "In this game Aces don't name suits: just play the card."
        return f"Your {card} only matches by number (Ace on Ace), so it can't name a suit."

    def _apply(self, p: int, move: Move) -> list[Event]:
        if isinstance(move, Play):
            self._naming = self.names_suit(move.card)
        return super()._apply(p, move)

    def _played(self, p: int, move: Play) -> list[Event]:
        if self._naming:
            assert move.suit is not None  # checked: a card that names a suit comes with one
            self.active_suit = move.suit
        else:
            self.active_suit = move.card.suit
        return []

    def _view(self, player: Optional[int]) -> AnthonyHillView:
        return {**self._seat_view(player), "active_suit": self.active_suit}


# --------------------------------------------------------------------------------------------
# Bots
# --------------------------------------------------------------------------------------------
class HardBot(SheddingBot):
    """Counts the cards it cannot see (the pack less its hand and the pile) and weighs each card it
    could play:

    * it gets rid of awkward cards first: cards with few others of their suit in its hand, and
      above all cards with no other of their number (a pair of one number lets it switch suits
      later, so it keeps pairs);
    * it likes a play that leaves the next player stuck: the fewer unseen cards match the card it
      plays, the likelier the next hand (its size is public) has none, and a player who draws
      falls behind (this is what makes it better than its share at three and four players);
    * with its next-to-last card it keeps a last card that matches the one it plays, so it can go
      out if the others cannot change the suit;
    * with ``ace_changes_suit`` it saves its Aces until someone is close to going out, and names
      the suit it holds most of that the others are short of.

    It reads only its own ``view``.  Measured with benchmarks/bench_shedding.py (its docstring keeps
    the log of what was tried)."""

    level = "hard"
    SUIT_MATES, RANK_MATES, BLOCK, LAST_MATCH, SAVE_ACE, NAMED = 0.5, 1.0, 10.0, 5.0, 6.0, 1.0

    def scores(self, view: dict[str, Any], plays: list[Play], hand: list[Card]) -> list[float]:
        unseen = unseen_cards(view)
        sizes = view["hand_sizes"]
        others = seats_after(view)
        fewest = min(sizes[q] for q in others)
        save_aces = view["options"]["ace_changes_suit"] and fewest > 2
        out = []
        for m in plays:
            c = m.card
            suit = m.suit or c.suit          # the suit the next player must follow
            rest = [x for x in hand if x != c]
            score = -self.SUIT_MATES * sum(x.suit == c.suit for x in rest)
            score -= self.RANK_MATES * sum(x.rank == c.rank for x in rest)
            fits = sum(x.suit == suit or x.rank == c.rank for x in unseen)
            score += self.BLOCK * chance_stuck(fits, len(unseen), sizes[others[0]])
            if len(rest) == 1 and (rest[0].suit == suit or rest[0].rank == c.rank):
                score += self.LAST_MATCH
            if c.rank == "A" and save_aces:
                score -= self.SAVE_ACE
            if m.suit:
                score += self.NAMED * sum(x.suit == m.suit for x in rest)
            out.append(score)
        return out


register_bot("anthony_hill", "hard", HardBot)
