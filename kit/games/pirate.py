"""Pirate (docs/rules.md section 6): two players build each suit from both ends at once; whoever
joins the two halves captures the *ship*.

Each player has their own pack.  A cut decides the roles: the lower card builds **up** (starting
each suit with its Ace, the *keel*, then 2, 3 ...), the higher builds **down** (King, Queen ...),
always in suit.  Both turn cards from their stocks at the same time, building what fits on their
own half and putting the rest on their wastepile.  The card that makes a suit complete, Ace to
King, captures that ship for its player; if both players make that capture in the very same
tick, the ship sinks.  Each suit sails twice: in its second round the roles are swapped.  Of the
8 ships, whoever is sure to have more wins (5 of 8, fewer once ships have sunk).

A player out of cards (empty stock, nothing held) stops turning and may grab the other player's
held card if it fits one of their own halves, racing the other player's own move.  When both are
out, both wastepiles become stocks again (no shuffle); a whole pass with no build ends the game.

The race itself (ticks, reaction times, bounces) is ``kit.race``; sinking is this module's
``_simultaneous`` rule.

Options: the race options (docs/rules.md 0.5), ``tow``, ``exhausted``, ``out_player_uses_wastepile``,
``up`` (who builds up: -1 = the cut decides), ``max_ticks``.
Chance, in this order: each pack is shuffled (seat 0 first; not for stacked packs); the cuts (a
random card of pack 0, then of pack 1, again while equal; skipped when ``up`` is given); then the
computers' reaction times and the order of actions landing on one tick, as they happen.
"""
from __future__ import annotations

import re
from collections import Counter
from typing import Any, Optional, Sequence, TypedDict

from ..bots import register_bot
from ..cards import SUIT_SYMBOL, SUITS, Card, rank_word, standard_deck, the_card, the_rank
from ..game import IllegalMove, Move, Narration, Speaker, capital, choice, count_cards, flag, number, register
from ..events import Event, PlayerEvent
from ..words import ENGLISH, N_, _, language, n_
from .race import (GameOverEvent, RACE_OPTIONS, RaceBot, RaceGame, RaceRandomBot, StuckEvent, TurnEvent, Wait,
                   held_cards, refuse_turning_up, refuse_unless_held)

SHIPS = 8
# the end of a reason when the ships are counted ("time is up: more ships captured")
SAME_SHIPS = N_("the same number of ships, a draw")
MORE_SHIPS = N_("more ships captured")
rank_name = rank_word  # "Ace", "2" ... "King" for a rank in the LOW order


class Turn(Move):
    """Turn the top card of your stock."""

    words = N_("Turn over your top card")


class Build(Move):
    """Build ``card`` (your held card, or your wastepile's top if ``from_waste``) on your half of
    its suit."""

    card: Card
    from_waste: bool = False

    @property
    def ship(self) -> str:
        """The ship it goes on: the one of the card's suit."""
        return self.card.suit

    def __str__(self) -> str:
        if self.from_waste:
            return _("Build {card} from your wastepile").format(card=self.card)
        return _("Build {card}").format(card=self.card)


class Discard(Move):
    """Put your held ``card`` on your wastepile."""

    card: Card

    words = N_("Put {card} on your wastepile")


class Claim(Move):
    """Out of cards: grab the other player's held ``card`` for your own half."""

    card: Card

    words = N_("Grab the other player's {card}")


class PirateView(TypedDict):
    """What a seat sees of pirate (``view()`` adds ``kit.game.CommonView``)."""
    up: int
    players: int
    you: Optional[int]
    cuts: list[Any]
    stock: list[Any]
    held: list[Any]
    waste: list[Any]
    out: list[Any]
    suits: dict[str, Any]
    captured: list[Any]
    sunk: int
    in_tow: int
    race: dict[str, Any]
    winners: list[Any]


# --------------------------------------------------------------------------------------------
# Events (what a move caused; their words are in describe)
# --------------------------------------------------------------------------------------------
class PirateGameOverEvent(GameOverEvent):
    type = "game_over"
    captured: list[int]
    sunk: int


class ClaimEvent(PlayerEvent):
    card: str
    tick: int


class BuildEvent(PlayerEvent):
    card: str
    tick: int


class SunkEvent(Event):
    suit: str
    round: int
    cards: list[str]
    tick: int


class TowEvent(Event):
    suit: str
    round: int
    cards: list[str]
    tick: int


class CutEvent(Event):
    cuts: list[list[str]]
    up: int
    tick: int


class RecycleEvent(Event):
    tick: int


class DiscardEvent(PlayerEvent):
    card: str
    tick: int


class CaptureEvent(PlayerEvent):
    suit: str
    round: int
    towed: int
    tick: int


@register
class Pirate(RaceGame):
    name = "pirate"
    title = "Pirate"
    # the game's own words, said to a child at the table (rules.md 6)
    goal = N_("Capture more ships than the computer! Turn your top card over and build it on the ship of its "
              "suit if it is the next card you need there, or put it on your wastepile. The card that completes "
              "a ship captures it.")
    MIN_PLAYERS = 2
    MAX_PLAYERS = 2
    OPTIONS = {
        **RACE_OPTIONS,
        "tow": flag(False, help="a ship both capture at once goes in tow (to the next lone capturer) instead of sinking"),
        "exhausted": choice("recycle", "end", help="both out of cards: turn the wastepiles over, or end the game"),
        "out_player_uses_wastepile": flag(False, help="a player out of cards may still build from their wastepile"),
        "up": number(-1, -1, 1, help="who builds up in round 1 (-1: the cut decides)"),
        "max_ticks": number(200_000, 100, 10_000_000, help="safety cap on the clock: more ships wins"),
    }
    MOVES = (Turn, Build, Discard, Claim, Wait)

    # -- setup ---------------------------------------------------------------------------------------
    def _setup(self, deck: Optional[Sequence[Any]]) -> None:
        packs = self.start_packs(deck, standard_deck())
        self.stock = [list(reversed(packs[p])) for p in range(2)]   # last = top
        self.cuts: list[list[str]] = []
        if self.options["up"] >= 0:
            self.up = self.options["up"]
        else:
            while True:
                a, b = (packs[p][int(self.rng.integers(52))] for p in range(2))
                self.cuts.append([a.code, b.code])
                if a.low != b.low:
                    break
            self.up = 0 if a.low < b.low else 1
        self.held: list[Optional[Card]] = [None, None]
        self.waste: list[list[Card]] = [[], []]
        self.round = {s: 1 for s in SUITS}
        self.halves: dict[str, dict[str, list[Card]]] = {s: {"up": [], "down": []} for s in SUITS}
        self.captured = [0, 0]
        self.sunk = 0
        self.in_tow = 0
        self.ships: list[list[Card]] = []      # cards of ships that were captured or sunk
        self.builds = 0
        self.builds_at_recycle = -1
        self.log.append(CutEvent(cuts=self.cuts, up=self.up, tick=0))

    # -- roles and fitting ------------------------------------------------------------------------------
    def role(self, p: int, suit: str) -> str:
        up_player = self.up if self.round[suit] == 1 else 1 - self.up
        return "up" if p == up_player else "down"

    def need(self, p: int, suit: str) -> Optional[int]:
        """The rank ``p`` needs next in ``suit`` (None if the halves met or the suit is closed)."""
        if self.round[suit] > 2:
            return None
        h = self.halves[suit]
        if self.role(p, suit) == "up":
            n = len(h["up"]) + 1
            return n if n <= 13 - len(h["down"]) else None
        n = 13 - len(h["down"])
        return n if n >= len(h["up"]) + 1 else None

    def fits(self, p: int, card: Card) -> bool:
        return self.need(p, card.suit) == card.low

    def captures(self, p: int, card: Card) -> bool:
        h = self.halves[card.suit]
        return self.fits(p, card) and len(h["up"]) + len(h["down"]) == 12

    def out(self, p: int) -> bool:
        return not self.stock[p] and self.held[p] is None

    # -- result -------------------------------------------------------------------------------------
    @property
    def scores(self) -> list[Any]:
        return list(self.captured)

    def _game_over(self, winners: list[int], reason: str) -> PirateGameOverEvent:
        return PirateGameOverEvent(winners=winners, reason=reason, tick=self.clock,
                                   captured=list(self.captured), sunk=self.sunk)

    def _by_ships(self, why: str) -> list[Event]:
        a, b = self.captured
        if a == b:
            return self._finish([], f"{why}: {SAME_SHIPS}")
        return self._finish([0 if a > b else 1], f"{why}: {MORE_SHIPS}")

    def _check_win(self) -> list[Event]:
        for p in range(2):
            if 2 * self.captured[p] > SHIPS - self.sunk:
                return self._finish([p], f"captured {self.captured[p]} ships")  # said by said_reason
        if all(r > 2 for r in self.round.values()):
            return self._by_ships(N_("every ship is decided"))
        return []

    def _at_cap(self) -> list[Event]:
        return self._by_ships(N_("time is up"))

    # -- actions -----------------------------------------------------------------------------------------
    def _actions(self, p: int) -> list[Move]:
        if self.over:
            return []
        acts: list[Move] = []
        o = 1 - p
        if self.out(p):
            h = self.held[o]
            if h is not None and self.fits(p, h):
                acts.append(Claim(h))
            if self.options["out_player_uses_wastepile"] and self.waste[p] and self.fits(p, self.waste[p][-1]):
                acts.append(Build(self.waste[p][-1], True))
            return acts
        h = self.held[p]
        if h is None:
            acts.append(Turn())
        else:
            if self.fits(p, h):
                acts.append(Build(h, False))
            acts.append(Discard(h))
        if self.waste[p] and self.fits(p, self.waste[p][-1]):
            acts.append(Build(self.waste[p][-1], True))
        return acts

    def _check_action(self, p: int, move: Move) -> None:
        h = self.held[p]
        if isinstance(move, Turn):
            refuse_turning_up(h, self.stock[p], _("your wastepile"),
                              _("You are out of cards: you may only grab the other player's card now."))
            return
        if isinstance(move, Discard):
            refuse_unless_held(h, move.card)
            return
        if isinstance(move, Claim):
            if not self.out(p):
                raise IllegalMove(_("You can only grab the other player's card when you are out of cards."))
            if self.held[1 - p] != move.card:
                raise IllegalMove(_("The other player is not holding {card} any more.").format(card=the_card(move.card)))
            self._check_fit(p, move.card)
            return
        assert isinstance(move, Build)  # the one move left (Wait never comes here)
        if move.from_waste:
            if not self.waste[p] or self.waste[p][-1] != move.card:
                raise IllegalMove(capital(_("{card} is not on top of your wastepile.").format(card=the_card(move.card))))
            if self.out(p) and not self.options["out_player_uses_wastepile"]:
                raise IllegalMove(_("You are out of cards: you may only grab the other player's card now."))
        else:
            refuse_unless_held(h, move.card)
        self._check_fit(p, move.card)

    def _check_fit(self, p: int, card: Card) -> None:
        suit = card.suit
        if self.round[suit] > 2:
            raise IllegalMove(_("Both {suit} ships are done: that card can only go on a wastepile.").format(
                suit=SUIT_SYMBOL[suit]))
        need = self.need(p, suit)
        if need is None:
            raise IllegalMove(_("The {suit} ship is already complete.").format(suit=SUIT_SYMBOL[suit]))
        if card.low != need:
            needs = (_("{card} doesn't fit: you build {suit} upward and need {rank}.") if self.role(p, suit) == "up"
                     else _("{card} doesn't fit: you build {suit} downward and need {rank}."))
            raise IllegalMove(capital(needs.format(card=the_card(card), suit=SUIT_SYMBOL[suit], rank=the_rank(need))))

    # -- landing ----------------------------------------------------------------------------------------
    def _take(self, p: int, move: Build | Claim) -> Card:
        """Take the moving card from where it is (checked: it is there)."""
        if isinstance(move, Claim):
            card, self.held[1 - p] = self.held[1 - p], None
        elif move.from_waste:
            return self.waste[p].pop()
        else:
            card, self.held[p] = self.held[p], None
        assert card is not None
        return card

    def _land(self, p: int, move: Move) -> list[Event]:
        if isinstance(move, Turn):
            turned = self.held[p] = self.stock[p].pop()
            return [TurnEvent(player=p, card=turned.code, tick=self.clock)]
        if isinstance(move, Discard):
            held = self.held[p]
            assert held is not None  # checked: the card discarded is the one held
            self.waste[p].append(held)
            self.held[p] = None
            return [DiscardEvent(player=p, card=move.card.code, tick=self.clock)]
        assert isinstance(move, (Build, Claim))  # the moves left (Wait never lands)
        capture = self.captures(p, move.card)
        card = self._take(p, move)
        suit = card.suit
        self.halves[suit][self.role(p, suit)].append(card)
        self.builds += 1
        kind = ClaimEvent if isinstance(move, Claim) else BuildEvent
        events: list[Event] = [kind(player=p, card=card.code, tick=self.clock)]
        if capture:
            towed = self.in_tow
            self.captured[p] += 1 + towed
            self.in_tow = 0
            events.append(CaptureEvent(player=p, suit=suit, round=self.round[suit],
                           towed=towed, tick=self.clock))
            self._next_round(suit)
            events += self._check_win()
        return events

    def _next_round(self, suit: str) -> None:
        h = self.halves[suit]
        self.ships.append(h["up"] + list(reversed(h["down"])))
        self.halves[suit] = {"up": [], "down": []}
        self.round[suit] += 1

    def _simultaneous(self, landing: list[tuple[int, Move]]) -> tuple[list[Event], list[tuple[int, Move]]]:
        """Both players capture the same ship in one tick: it sinks (or goes in tow)."""
        events: list[Event] = []
        capturing = {}
        for p, m in landing:
            if isinstance(m, (Build, Claim)):
                try:
                    self._check_action(p, m)
                except IllegalMove:
                    continue
                if self.captures(p, m.card):
                    capturing[p] = m
        if len(capturing) == 2 and capturing[0].card.suit == capturing[1].card.suit:
            suit = capturing[0].card.suit
            cards = []
            for p in range(2):
                m, other = capturing[p], capturing[1 - p]
                if isinstance(m, Claim) and isinstance(other, Build) and not other.from_waste:
                    continue  # the grab and the owner's own build are the same card
                cards.append(self._take(p, m))
            self.builds += 1
            self._next_round(suit)
            self.ships[-1] += cards
            tow = self.options["tow"]
            if tow:
                self.in_tow += 1
            else:
                self.sunk += 1
            lost = TowEvent if tow else SunkEvent
            events.append(lost(suit=suit, round=self.round[suit], cards=[c.code for c in cards], tick=self.clock))
            events += self._check_win()
            landing = [(p, m) for p, m in landing if capturing.get(p) is not m]
        return events, landing

    def _stuck(self, timeout: bool) -> list[Event]:
        if timeout:
            return [StuckEvent(timeout=True, tick=self.clock)]
        # both players are out of cards
        if self.options["exhausted"] == "end":
            return self._by_ships(N_("both players are out of cards"))
        if self.builds == self.builds_at_recycle or not (self.waste[0] or self.waste[1]):
            return self._by_ships(N_("a whole pass with no ship built"))
        self.builds_at_recycle = self.builds
        for p in range(2):
            self.stock[p] = list(reversed(self.waste[p]))   # the first card discarded comes out first
            self.waste[p] = []
        return [RecycleEvent(tick=self.clock)]

    # -- views ------------------------------------------------------------------------------------------------
    def _view(self, player: Optional[int]) -> PirateView:
        suits = {}
        for s in SUITS:
            h = self.halves[s]
            up_player = self.up if self.round[s] == 1 else 1 - self.up
            suits[s] = {"round": self.round[s], "up": [c.code for c in h["up"]], "down": [c.code for c in h["down"]],
                        "up_player": up_player if self.round[s] <= 2 else None,
                        "done": self.round[s] > 2,  # both of the suit's ships are decided
                        "needs": [self.need(p, s) for p in range(2)]}
        return {
            "players": 2, "you": player, "up": self.up, "cuts": self.cuts,
            "stock": [len(self.stock[p]) for p in range(2)],
            "held": [None if h is None else h.code for h in self.held],
            "waste": [{"top": self.waste[p][-1].code if self.waste[p] else None, "count": len(self.waste[p])}
                      for p in range(2)],
            "out": [self.out(p) for p in range(2)],
            "suits": suits, "captured": list(self.captured), "sunk": self.sunk, "in_tow": self.in_tow,
            "race": self.race_view(player), "winners": list(self.winners),
        }

    def cards(self) -> Counter[Any]:
        halves = (self.halves[s][side] for s in SUITS for side in ("up", "down"))
        return count_cards(held_cards(self.held), *self.stock, *self.waste, *halves, *self.ships)

    WORDS = Narration(RaceGame.WORDS)  # the race's sentences and Pirate's own (below the class)

    def said_reason(self) -> str:
        """Why the game ended, in the page's language ("" while it goes on)."""
        return said_reason(self.reason) if self.reason else ""

    def describe(self, event: Event, viewer: Optional[int] = None, names: Optional[list[Any]] = None) -> str:
        """The race's words, with the end of the game told in the page's language."""
        if isinstance(event, GameOverEvent):
            say = Speaker(viewer, names)
            reason = said_reason(event.reason)
            if len(event.winners) == 1:
                return say.line(event.winners[0], _("You win: {reason}!"), _("{name} wins: {reason}!"), reason=reason)
            return _("Nobody wins: {reason}.").format(reason=reason)
        return super().describe(event, viewer, names)


def said_reason(reason: str) -> str:
    """Pirate's reason for the end (kept in English in the log) in the page's language."""
    if language() == ENGLISH:
        return reason
    won = re.fullmatch(r"captured (\d+) ships", reason)
    if won:
        n = int(won.group(1))
        return n_("captured {n} ship", "captured {n} ships", n).format(n=n)
    return ": ".join(_(part) for part in reason.split(": "))

PirateWords = Pirate.WORDS
PirateWords.says(RecycleEvent, "Both are out of cards: the wastepiles become stocks again.")


@PirateWords(CutEvent)
def _cut(e: CutEvent, say: Speaker) -> str:
    return say.line(e.up, _("You build up from the Aces; the other builds down from the Kings."),
                    _("{name} builds up from the Aces; the other builds down from the Kings."))


@PirateWords(BuildEvent)
def _build(e: BuildEvent, say: Speaker) -> str:
    return say.line(e.player, _("You build {card}."), _("{name} builds {card}."), card=Card.parse(e.card))


@PirateWords(ClaimEvent)
def _claim(e: ClaimEvent, say: Speaker) -> str:
    return say.line(e.player, _("You grab {card}!"), _("{name} grabs {card}!"), card=the_card(e.card))


@PirateWords(CaptureEvent)
def _capture(e: CaptureEvent, say: Speaker) -> str:
    suit = SUIT_SYMBOL[e.suit]
    if e.towed:
        return say.line(e.player, n_("You capture the {suit} ship (and {n} in tow)!",
                                     "You capture the {suit} ship (and {n} in tow)!", e.towed),
                        n_("{name} captures the {suit} ship (and {n} in tow)!",
                           "{name} captures the {suit} ship (and {n} in tow)!", e.towed), suit=suit, n=e.towed)
    return say.line(e.player, _("You capture the {suit} ship!"), _("{name} captures the {suit} ship!"), suit=suit)


@PirateWords(SunkEvent)
def _sunk(e: SunkEvent, say: Speaker) -> str:
    return _("Both joined the {suit} ship at once: it sinks!").format(suit=SUIT_SYMBOL[e.suit])


@PirateWords(TowEvent)
def _tow(e: TowEvent, say: Speaker) -> str:
    return _("Both joined the {suit} ship at once: it goes in tow.").format(suit=SUIT_SYMBOL[e.suit])


class PirateHardBot(RaceBot):
    """Hard: captures whenever it can (it never throws away a capturing card), then grabs and
    builds (wastepile first, so the held card may still be kept), and only then turns or discards."""

    def act(self, view: dict[str, Any], acts: list[Move]) -> Move:

        def completes(card: Card) -> bool:
            s = view["suits"][card.suit]
            return len(s["up"]) + len(s["down"]) == 12

        def score(m: Move) -> tuple[int, int]:
            if isinstance(m, (Build, Claim)):
                return (0 if completes(m.card) else 1, isinstance(m, Build) and not m.from_waste)
            if isinstance(m, Turn):
                return (2, 0)
            return (3, 0)

        return min(acts, key=score)


register_bot("pirate", "easy", RaceRandomBot)
register_bot("pirate", "hard", PirateHardBot)
