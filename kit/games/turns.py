"""The games where one player acts at a time (Go Fish, Shedding, the two patiences): whose turn
it is, and what the others are told, written once; and the private draw from a stock that Go
Fish and the shedding games share."""
from __future__ import annotations

from typing import Any, Optional, Sequence

from ..cards import Card
from ..game import Game, IllegalMove
from ..words import _
from ..events import Event, PlayerEvent


# --------------------------------------------------------------------------------------------
# Events (what a move caused; their words are in describe)
# --------------------------------------------------------------------------------------------
class DrawEvent(PlayerEvent):
    draw: int
    stock: int
    nobody_to_ask: Optional[bool] = None  # Go Fish: drawn because nobody has cards to ask



class TakingTurns(Game):
    """Base of the games where exactly one seat acts at a time.  The game keeps that seat in
    ``self.current``; who starts and who comes next are its own rules."""

    current: int

    def _to_act(self) -> Sequence[int]:
        return [self.current]

    def _not_your_turn(self, player: int) -> str | IllegalMove:
        return IllegalMove(_("It is your turn. Please wait for yours."), seat=self.current,
                           other=_("It is {name}'s turn. Please wait for yours."))

    def dealer_seat(self, deck: Optional[Sequence[Any]]) -> int:
        """The seat the ``dealer`` option names, or with -1 a seeded random seat, drawn after the
        shuffle; a stacked deck has the last seat deal, so that seat 0 starts."""
        n, dealer = self.players, self.options["dealer"]
        if dealer >= n:
            raise ValueError(f"option dealer={dealer} is not a seat at a table of {n}; use 0 to {n - 1} or -1")
        if dealer < 0:
            dealer = n - 1 if deck is not None else int(self.rng.integers(n))
        return int(dealer)


class PrivateDraws:
    """For the games whose stock is drawn from in private (Go Fish, the shedding games): each card
    drawn gets a number, the public "draw" event names only that number, and the card itself is
    told only to the player who drew it.  The game sets ``hands``, ``stock`` (top first), ``drawn``
    (every card drawn, by draw number) and ``last_draw`` (each seat's last card drawn, for its own
    view) when it deals."""

    hands: list[list[Card]]
    stock: list[Card]
    drawn: list[Card]
    last_draw: list[Optional[str]]

    def _draw(self, p: int, events: list[Event], nobody_to_ask: Optional[bool] = None) -> Card:
        """``p`` takes the top card of the stock into their hand; the event says only that they drew."""
        card = self.stock.pop(0)
        self.hands[p].append(card)
        self.drawn.append(card)
        self.last_draw[p] = card.code
        events.append(DrawEvent(player=p, draw=len(self.drawn) - 1, stock=len(self.stock),
                                nobody_to_ask=nobody_to_ask))
        return card

    def card_drawn(self, event: Event, viewer: Optional[int]) -> Optional[Card]:
        """The card a "draw" event took, told to ``viewer`` if they drew it, else None."""
        n = event.get("draw", -1)
        if event.get("player") == viewer and 0 <= n < len(self.drawn):
            return self.drawn[int(n)]
        return None
