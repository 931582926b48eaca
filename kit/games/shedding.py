"""What the two shedding games (docs/rules.md sections 1 and 2) share: get rid of all your cards.

Not a game itself (nothing is registered here).  Anthony Hill's game and Anarchy each derive from
:class:`Shedding` and write only their own rules: the deal, ``why_not(card)`` (is a card playable
on the pile, and if not, why, in a child's words), what a played card changes, and ``_view``: the
fields both share (``SheddingView``, from ``_seat_view``) and their own.  The options the shared
turns read (``must_play_if_able``, ``max_turns``, ``dealer``) are declared once, in
``SHEDDING_OPTIONS``.

A turn is exactly one of:

* ``Play(card, suit)``: a card from your hand that the rules allow; ``suit`` is only for an Ace that
  names the next suit (Anthony Hill's ``ace_changes_suit``), otherwise ``None``;
* ``Draw()``: take the top card of the stock.  Only when you cannot play, unless the option
  ``must_play_if_able`` is off.  If the stock is empty, the pile except its top card is shuffled
  into a new stock first.  The turn then ends, unless the game's "play the drawn card" option is on
  and the drawn card is playable: then you may play it or ``Pass()``;
* ``Pass()``: when you must draw and there is nothing to draw.

The end: the first player to empty their hand wins at once.  When every player in turn had to
pass, or at the ``max_turns`` cap, the fewest cards wins (equal fewest: a shared win).

The card drawn is private: public events only say that someone drew; the drawer's view and
``describe`` for the drawer name it.
"""
from __future__ import annotations

import re
from collections import Counter
from typing import Any, Iterable, Optional, Sequence, TypedDict

from ..bots import Bot
from ..cards import RANKS, SUIT_SYMBOL, SUITS, Card, standard_deck, the_card
from ..game import IllegalMove, Move, Narration, Speaker, count_cards, flag, number
from ..events import Event, PlayerEvent
from ..words import N_, _, n_
from .turns import DrawEvent, PrivateDraws, TakingTurns

SUIT_WORD = {"S": N_("spades"), "H": N_("hearts"), "D": N_("diamonds"), "C": N_("clubs")}


def card_order(code: str) -> tuple[Any, ...]:
    return ("SHDC".index(code[1]), RANKS.index(code[0]))


FULL_PACK = tuple(standard_deck())


def unseen_cards(view: dict[str, Any], known: Iterable[Card] = ()) -> list[Card]:
    """The cards a player cannot see from their ``view``: the pack less their own hand, the pile
    and any other card ``known`` to be out of the other hands.  Every other hand and the stock
    are made of these, so a bot counts with them instead of peeking."""
    seen = {Card.parse(c) for c in view["hand"]} | {Card.parse(c) for c in view["pile"]} | set(known)
    return [c for c in FULL_PACK if c not in seen]


def seats_after(view: dict[str, Any]) -> list[int]:
    """The seats still playing, in turn order, starting with the one after ``view["you"]``."""
    n, me = view["players"], view["you"]
    return [q for q in ((me + i) % n for i in range(1, n)) if q not in view["out"]]


def chance_stuck(matching: int, unseen: int, cards: int) -> float:
    """About how likely a hand of ``cards`` cards, dealt from ``unseen`` cards of which ``matching``
    would fit, has none that fits (drawing with replacement: close enough for a bot, and cheap)."""
    if unseen <= 0:
        return 1.0
    return (1 - matching / unseen) ** cards


# --------------------------------------------------------------------------------------------
# Events (what a move caused; their words are in describe)
# --------------------------------------------------------------------------------------------
class PlayEvent(PlayerEvent):
    card: str
    suit: Optional[str] = None  # the suit an Ace names


class TurnEvent(PlayerEvent):
    """It is ``player``'s turn."""


class PassEvent(PlayerEvent):
    """``player`` can neither play nor draw, and passes."""


class OutEvent(PlayerEvent):
    place: int


class GameOverEvent(Event):
    winners: list[int]
    winner: Optional[int]
    reason: str
    cards_left: list[int]
    places: list[int]


class ReshuffleEvent(PlayerEvent):
    stock: int


class MayPlayDrawnEvent(PlayerEvent):
    """``player`` may play the card just drawn, or keep it."""


class KeepEvent(PlayerEvent):
    """``player`` keeps the card just drawn."""

class Play(Move):
    """Play ``card`` onto the pile; ``suit`` is the suit an Ace names (else None)."""

    card: Card
    suit: Optional[str] = None

    def __str__(self) -> str:
        if self.suit:
            suit = _(SUIT_WORD[self.suit]) if self.suit in SUIT_WORD else self.suit
            return _("Play {card} and ask for {suit}").format(card=the_card(self.card),
                                                              suit=f"{suit} {SUIT_SYMBOL.get(self.suit, '')}")
        return _("Play {card}").format(card=the_card(self.card))


class Draw(Move):
    """Take the top card of the stock."""

    words = N_("Draw a card")


class Pass(Move):
    """End the turn without playing (nothing to draw, or keeping a drawn card)."""

    words = N_("Pass")


# The options the shared turn machinery reads; each game adds its own (the "play the drawn card"
# option is one of them: ``Shedding.DRAWN_OPTION`` names it).
SHEDDING_OPTIONS = {
    "must_play_if_able": flag(True, help="off: you may draw even when you could play"),
    "max_turns": number(1000, 1, 1_000_000, help="the cap on turns: then fewest cards wins"),
    "dealer": number(-1, -1, 5, help="the dealer's seat; -1 for a seeded random seat"),
}


class SheddingView(TypedDict):
    """What a seat sees of a shedding game, in both games (each game's view adds its own fields,
    and ``view()`` adds ``kit.game.CommonView``).  Cards are codes; a spectator has no hand."""
    players: int
    you: Optional[int]
    hand: Optional[list[str]]            # the seat's own cards, sorted by suit then rank
    reasons: Optional[dict[str, str]]    # each card of the hand: "" if it may be played now, else why not
    names_suit: Optional[list[str]]      # cards of the hand that would name the next suit
    last_draw: Optional[str]             # the card this seat drew last
    drew: Optional[str]                  # a card just drawn that may still be played this turn
    hand_sizes: list[int]
    pile: list[str]                      # bottom first
    top: Optional[str]
    stock: int
    can_draw: bool
    turn: Optional[int]
    to_act: list[int]
    turns: int
    out: list[int]                       # seats that emptied their hand, in order
    winner: Optional[int]
    winners: list[int]


class Shedding(PrivateDraws, TakingTurns):
    """The shared turn machinery.  Subclasses set ``self.hands``, ``self.stock`` (top first) and
    ``self.pile`` (top last) in ``_setup`` and then call ``self._start(first)``."""

    MOVES = (Play, Draw, Pass)
    DRAWN_OPTION = "play_drawn_card"
    hands: list[list[Card]]  # set by each game's _setup
    stock: list[Card]
    pile: list[Card]

    # -- what a subclass writes -------------------------------------------------------------
    def why_not(self, card: Card) -> Optional[str]:  # pragma: no cover - overridden
        """None if ``card`` may go on the pile now, else the reason in a child's words."""
        raise NotImplementedError

    def names_suit(self, card: Card) -> bool:
        """Does playing ``card`` now name the next suit?"""
        return False

    def _played(self, p: int, move: Play) -> list[Event]:
        """What the played card changes (after it is on the pile)."""
        return []

    def can_reshuffle(self) -> bool:
        return len(self.pile) > 1

    # -- start -----------------------------------------------------------------------------------
    def _start(self, first: int) -> None:
        n = self.players
        self.current = first
        self.turns = 0
        self.passes = 0              # forced passes in a row
        self.drew: Optional[Card] = None   # a drawn card that may still be played this turn
        self.drawn: list[Card] = []        # every card drawn, by draw number (private)
        self.last_draw: list[Optional[str]] = [None] * n
        self.out: list[int] = []           # players who emptied their hand, in order
        self.log.append(TurnEvent(player=first))

    # -- reading the table ------------------------------------------------------------------------
    @property
    def top(self) -> Optional[Card]:
        return self.pile[-1] if self.pile else None

    def playable(self, p: int) -> list[Card]:
        return [c for c in self.hands[p] if self.why_not(c) is None]

    def can_draw(self) -> bool:
        return bool(self.stock) or self.can_reshuffle()

    def _not_your_turn(self, player: int) -> str | IllegalMove:
        if player in self.out:
            return "You have already played all your cards!"
        return super()._not_your_turn(player)

    def _plays(self, cards: Iterable[Card]) -> list[Move]:
        out: list[Move] = []
        for c in cards:
            if self.names_suit(c):
                out += [Play(c, s) for s in SUITS]
            else:
                out.append(Play(c, None))
        return out

    def _legal(self, p: int) -> Sequence[Move]:
        if self.drew is not None:
            return self._plays([self.drew] if self.why_not(self.drew) is None else []) + [Pass()]
        plays = self._plays(self.playable(p))
        if plays:
            if not self.options["must_play_if_able"] and self.can_draw():
                plays.append(Draw())
            return plays
        return [Draw()] if self.can_draw() else [Pass()]

    def _check(self, p: int, move: Move) -> None:
        if isinstance(move, Play):
            c = move.card
            if not isinstance(c, Card):
                raise IllegalMove("Pick one of the cards in your hand to play.")
            if c not in self.hands[p]:
                raise IllegalMove(f"You don't have the {c} in your hand.")
            if self.drew is not None and c != self.drew:
                raise IllegalMove(f"After drawing you may only play the card you drew (the {self.drew}), or pass.")
            reason = self.why_not(c)
            if reason:
                raise IllegalMove(reason)
            self._check_suit(c, move.suit)
            return
        if isinstance(move, Draw):
            if self.drew is not None:
                raise IllegalMove("You have already drawn this turn: play the card you drew or pass.")
            if not self.can_draw():
                raise IllegalMove("There are no cards left to draw, so you pass.")
            if self.options["must_play_if_able"] and self.playable(p):
                some = self.playable(p)[0]
                raise IllegalMove(f"You can play a card (like the {some}), so you must play instead of drawing.")
            return
        if isinstance(move, Pass):
            if self.drew is not None:
                return
            if self.playable(p):
                raise IllegalMove("You can play a card, so you can't pass.")
            if self.can_draw():
                raise IllegalMove("You can't play, so draw a card from the stock instead of passing.")
            return
        super()._check(p, move)

    def _check_suit(self, card: Card, suit: Any) -> None:
        if self.names_suit(card):
            if suit is None:
                raise IllegalMove(f"Your {card} names the next suit: pick ♠, ♥, ♦ or ♣.")
            if suit not in SUITS:
                raise IllegalMove(f"{suit!r} is not a suit: pick ♠, ♥, ♦ or ♣.")
        elif suit is not None:
            raise IllegalMove(self.no_naming(card))

    def no_naming(self, card: Card) -> str:
        return "Only an Ace can name a suit, and not in this game."

    # -- a turn ---------------------------------------------------------------------------------
    def _apply(self, p: int, move: Move) -> list[Event]:
        if isinstance(move, Play):
            self.passes = 0
            self.drew = None
            self.hands[p].remove(move.card)
            self.pile.append(move.card)
            events: list[Event] = [PlayEvent(player=p, card=move.card.code, suit=move.suit or None)]
            events += self._played(p, move)
            if not self.hands[p]:
                events += self._went_out(p)
                if self.over:
                    return events
            return events + self._next_turn(p)
        if isinstance(move, Draw):
            self.passes = 0
            events = []
            if not self.stock:
                rest, self.pile = self.pile[:-1], self.pile[-1:]
                self.stock = self.shuffled(rest)
                events.append(ReshuffleEvent(player=p, stock=len(self.stock)))
            card = self._draw(p, events)
            if self.options[self.DRAWN_OPTION] and self.why_not(card) is None:
                self.drew = card
                events.append(MayPlayDrawnEvent(player=p))
                return events
            return events + self._next_turn(p)
        # Pass
        if self.drew is not None:
            self.drew = None
            return [KeepEvent(player=p)] + self._next_turn(p)
        self.passes += 1
        events = [PassEvent(player=p)]
        if self.passes >= self.players - len(self.out):
            return events + self._finish_by_count(N_("nobody can play or draw"))
        return events + self._next_turn(p)

    def _went_out(self, p: int) -> list[Event]:
        self.out.append(p)
        events: list[Event] = [OutEvent(player=p, place=len(self.out))]
        if not self.options.get("play_for_places") or self.players - len(self.out) <= 1:
            if self.options.get("play_for_places"):
                last = [q for q in range(self.players) if q not in self.out]
                self.out += last
            return events + self._finish([self.out[0]], N_("played all their cards"))
        return events

    def _next_turn(self, p: int) -> list[Event]:
        self.turns += 1
        if self.turns >= self.options["max_turns"]:
            return self._finish_by_count(f"the limit of {self.options['max_turns']} turns is reached")
        q = (p + 1) % self.players
        while q in self.out:
            q = (q + 1) % self.players
        self.current = q
        return [TurnEvent(player=q)]

    def _finish_by_count(self, reason: str) -> list[Event]:
        if self.out:
            return self._finish([self.out[0]], reason)
        sizes = [len(h) for h in self.hands]
        best = min(sizes)
        return self._finish([p for p in range(self.players) if sizes[p] == best], reason)

    def _finish(self, winners: list[int], reason: str) -> list[Event]:
        self.finish(winners, reason)
        return [GameOverEvent(winners=winners, winner=self.winner, reason=reason,
                 cards_left=[len(h) for h in self.hands], places=list(self.out))]

    # -- what players see -----------------------------------------------------------------------
    def reasons(self, p: int) -> dict[str, str]:
        """For each card in ``p``'s hand: "" if it may be played now, else why not (a child's words).
        The card just drawn is named only to the player who drew it: the others may not see it."""
        out = {}
        drew = self.drew if p == self.current and not self.over else None
        for c in self.hands[p]:
            if drew is not None and c != drew:
                out[c.code] = f"You just drew the {drew}: only that card may be played now."
            else:
                out[c.code] = self.why_not(c) or ""
        return out

    def _seat_view(self, player: Optional[int]) -> SheddingView:
        """What ``player`` sees of the fields both games share; each game's ``_view`` adds its own."""
        my_turn = player is not None and not self.over and player == self.current
        return {
            "players": self.players,
            "you": player,
            "hand": sorted((c.code for c in self.hands[player]), key=card_order) if player is not None else None,
            "reasons": self.reasons(player) if player is not None else None,
            "names_suit": sorted(c.code for c in self.hands[player] if self.names_suit(c)) if player is not None else None,
            "last_draw": self.last_draw[player] if player is not None else None,
            "drew": self.drew.code if (my_turn and self.drew is not None) else None,
            "hand_sizes": [len(h) for h in self.hands],
            "pile": [c.code for c in self.pile],
            "top": self.top.code if self.top else None,
            "stock": len(self.stock),
            "can_draw": self.can_draw(),
            "turn": None if self.over else self.current,
            "to_act": list(self.to_act),
            "turns": self.turns,
            "out": list(self.out),
            "winner": self.winner,
            "winners": self.winners,
        }

    def cards(self) -> Counter[Any]:
        return count_cards(self.stock, self.pile, *self.hands)

    # -- words ------------------------------------------------------------------------------------
    WORDS = Narration()  # what each event says (below the class); a variant adds its own

    def said_reason(self) -> str:
        """Why the game ended, in the page's language (a limit of turns holds its number)."""
        return reason_words(self.reason) if self.reason else ""

    def describe(self, event: Event, viewer: Optional[int] = None, names: Optional[list[Any]] = None) -> str:
        """The game's ``WORDS``, but a card drawn is told to the player who drew it."""
        card = self.card_drawn(event, viewer) if isinstance(event, DrawEvent) else None
        if card:
            return _("You draw {card}.").format(card=the_card(card))
        return super().describe(event, viewer, names)


# What each event says (Shedding.describe reads this table)
WORDS = Shedding.WORDS


@WORDS(PlayEvent)
def _play(e: PlayEvent, say: Speaker) -> str:
    p, card = e.player, the_card(e.card)
    if e.suit:
        suit = _(SUIT_WORD[e.suit]) + " " + SUIT_SYMBOL[e.suit]
        return say.line(p, _("You play {card} and ask for {suit}."),
                        _("{name} plays {card} and asks for {suit}."), card=card, suit=suit)
    return say.line(p, _("You play {card}."), _("{name} plays {card}."), card=card)


@WORDS(DrawEvent)
def _draw(e: DrawEvent, say: Speaker) -> str:
    return say.line(e.player, _("You draw a card."), _("{name} draws a card."))


@WORDS(ReshuffleEvent)
def _reshuffle(e: ReshuffleEvent, say: Speaker) -> str:
    return n_("The stock is empty: the pile is shuffled into a new stock of {n} card.",
              "The stock is empty: the pile is shuffled into a new stock of {n} cards.", e.stock).format(n=e.stock)


@WORDS(MayPlayDrawnEvent)
def _may_play_drawn(e: MayPlayDrawnEvent, say: Speaker) -> str:
    return _("You may play the card you drew, or pass.") if e.player == say.viewer else ""


@WORDS(KeepEvent)
def _keep(e: KeepEvent, say: Speaker) -> str:
    return say.line(e.player, _("You keep the drawn card."), _("{name} keeps the drawn card."))


@WORDS(PassEvent)
def _pass(e: PassEvent, say: Speaker) -> str:
    return say.line(e.player, _("You can't play or draw, so you pass."),
                    _("{name} can't play or draw, so they pass."))


@WORDS(OutEvent)
def _out(e: OutEvent, say: Speaker) -> str:
    p = e.player
    if e.place == 1:
        return say.line(p, _("You have no cards left!"), _("{name} has no cards left!"))
    return say.line(p, _("You are out too, in place {place}."), _("{name} is out too, in place {place}."),
                    place=e.place)


@WORDS(TurnEvent)
def _turn(e: TurnEvent, say: Speaker) -> str:
    return _("Your turn!") if e.player == say.viewer else ""


@WORDS(GameOverEvent)
def _game_over(e: GameOverEvent, say: Speaker) -> str:
    reason = reason_words(e.reason)
    if len(e.winners) == 1:
        return say.line(e.winners[0], _("You win! ({reason})"), _("{name} wins! ({reason})"), reason=reason)
    if say.viewer in e.winners:  # "you" is said by the whole sentence
        others = _(" and ").join(say.name(q) for q in e.winners if q != say.viewer)
        return _("A shared win for you and {others}! ({reason})").format(others=others, reason=reason)
    return _("A shared win for {players}! ({reason})").format(
        players=_(" and ").join(say.name(q) for q in e.winners), reason=reason)


def reason_words(reason: str) -> str:
    """Why a shedding game ended, in the page's language (the view keeps the English)."""
    m = re.fullmatch(r"the limit of (\d+) turns is reached", reason)
    if m:
        n = int(m.group(1))
        return n_("the limit of {n} turn is reached", "the limit of {n} turns is reached", n).format(n=n)
    return _(reason)


class SheddingBot(Bot):
    """Base of the shedding games' hard bots.  The choices with nothing to weigh are made here: no
    card to play (draw or pass, the one kind of move left), a card just drawn (only it may be
    played), a single playable card.  Otherwise each game's bot scores its plays (``scores``) and
    the best is played, equal scores settled by a seeded draw."""

    def choose(self, view: dict[str, Any], legal: Sequence[Move]) -> Move:
        plays = [m for m in legal if isinstance(m, Play)]
        if not plays:
            return legal[0]
        if view.get("drew") or len(plays) == 1:
            return plays[0]
        best, best_score = plays[0], None
        for m, score in zip(plays, self.scores(view, plays, [Card.parse(c) for c in view["hand"]])):
            score += self.rng.random() * 0.01
            if best_score is None or score > best_score:
                best, best_score = m, score
        return best

    def scores(self, view: dict[str, Any], plays: list[Play], hand: list[Card]) -> list[float]:  # pragma: no cover - overridden
        """A score for each of ``plays`` (higher is better) from this seat's ``hand`` (cards),
        reading only ``view``."""
        raise NotImplementedError
