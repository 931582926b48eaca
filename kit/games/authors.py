"""Authors, for three to six players (docs/rules.md section 12): Go Fish where you ask for one exact card.

Everything is as in Go Fish (``kit/games/go_fish.py``: the deal, the stock, going fish, the turn
passing to the player asked, sets of four laid down, the end) except the question:

* ``AskFor(target, card)``: you must hold a card of that rank and must *not* hold the card itself;
  if the target holds it they hand it over and you ask again, else "Go fish!".
* ``deal_all`` (the traditional form): the whole pack is dealt out, so there is no stock, and a
  wrong question simply passes the turn to the player asked.
* Go Fish's ``give_one`` has no meaning here (one card is asked for), so Authors has no such option.
* With ``lucky_draw_continues``, fishing the very card you asked for (or a card that completes a
  set) lets you go on.
"""
from __future__ import annotations

from typing import Any, Sequence


from ..cards import RANKS, SUITS, Card, the_card
from ..game import IllegalMove, Move, Speaker, flag, register
from ..events import Event
from ..words import _
from .go_fish import NO_RANK, GoFish, Question


class AskFor(Question):
    """Ask player ``target`` for one particular card."""

    card: Card

    def __str__(self) -> str:
        return _("Ask player {n} for {card}").format(n=self.target + 1, card=the_card(self.card))

    def told(self, say: Speaker) -> str:
        return _("Ask {name} for {card}").format(name=say.who(self.target), card=the_card(self.card))


@register
class Authors(GoFish):
    name = "authors"
    title = "Authors"
    OPTIONS = {k: v for k, v in GoFish.OPTIONS.items() if k != "give_one"}
    OPTIONS["deal_all"] = flag(False, help="deal out the whole pack: no stock, a wrong question passes the turn")
    MOVES = (AskFor,)

    def deal(self, cards: list[Card]) -> tuple[list[list[Card]], list[Card]]:
        if self.options["deal_all"]:
            n = self.players
            return [list(cards[p::n]) for p in range(n)], []
        return super().deal(cards)

    def missing(self, p: int) -> list[Card]:
        """The cards ``p`` may ask for: the ones they lack of every rank they hold."""
        hand = set(self.hands[p])
        return [Card(r, s) for r in self.ranks_held(p) for s in SUITS if Card(r, s) not in hand]

    def _legal(self, p: int) -> Sequence[Move]:
        return [AskFor(q, c) for q in self.targets(p) for c in self.missing(p)]

    def _check(self, p: int, move: Move) -> None:
        assert isinstance(move, AskFor)  # the one move
        self._check_target(p, move.target)
        if not isinstance(move.card, Card) or move.card.rank not in RANKS:
            raise IllegalMove(_("Ask for a real card, like the 7♥."))
        if move.card in self.hands[p]:
            raise IllegalMove(_("You already hold {card}! Ask for a card you don't have.").format(
                card=the_card(move.card)))
        if move.card.rank not in self.ranks_held(p):
            raise IllegalMove(_("You can only ask for a card of a rank you hold, and you have {none}.").format(
                none=_(NO_RANK[move.card.rank])))

    def asked_rank(self, move: Move) -> str:
        assert isinstance(move, AskFor)
        return move.card.rank

    def handed_over(self, target: int, move: Move) -> list[Card]:
        assert isinstance(move, AskFor)
        return [move.card] if move.card in self.hands[target] else []

    def question(self, p: int, move: Move) -> dict[str, Any]:
        assert isinstance(move, AskFor)
        return {"player": p, "target": move.target, "rank": move.card.rank, "card": move.card.code}

    def is_lucky(self, card: Card, move: Move) -> bool:
        assert isinstance(move, AskFor)
        return card == move.card

    def ask_words(self, event: Event) -> str:
        return _("Do you have {card}?").format(card=the_card(event["card"], named=True))

    def give_words(self, event: Event) -> str:
        return _("Yes, here it is: {card}.").format(card=the_card(event["cards"][0]))
