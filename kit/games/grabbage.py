"""Grabbage / Hasty Patience (docs/rules.md section 5): everyone races through their own pack at once,
building shared sequences Ace, 2, 3 ... King in the middle, whatever the suits.

Each player holds their own shuffled pack face down (their *stock*).  Turn the top card: if it is
an Ace it starts a new sequence in the middle; if it is one more than the top of a sequence, build
it there; otherwise put it on your wastepile (Hasty Patience: one; Grabbage: four of your own).
The top of a wastepile may be built too.  A sequence that reaches the King is cleared away.  When
your stock is empty, turn your wastepile(s) over as a new stock.  The first player with no cards
at all wins.

The race itself (ticks, reaction times, bounces) is ``kit.race``; this module is the rules.

Options: the race options (docs/rules.md 0.5), ``wastepiles`` (1 or 4), ``max_ticks``.
Chance, in this order: each player's pack is shuffled (seat 0 first); then the computers'
reaction times and the seeded order of actions landing on the same tick, as they happen.
A stacked deck is a list of packs, one per player, top card first.
"""
from __future__ import annotations

from collections import Counter
from typing import Any, Optional, Sequence, TypedDict

from ..bots import register_bot
from ..cards import Card, a_rank, standard_deck, the_card
from ..game import IllegalMove, Move, Narration, Speaker, capital, choice, count_cards, number, register
from ..events import Event, PlayerEvent
from ..words import N_, _
from .race import (GameOverEvent, RACE_OPTIONS, RaceBot, RaceGame, RaceRandomBot, StuckEvent, TurnEvent, Wait,
                   held_cards, refuse_turning_up, refuse_unless_held)

HELD = -1
NEW_SEQUENCE = -1  # ``Build.seq`` for an Ace: it starts a new sequence
STARTS = N_("Aces start here")  # what begins a sequence, in a child's words (the table's empty place)


class Turn(Move):
    """Turn the top card of your stock over."""

    words = N_("Turn over your top card")


class Build(Move):
    """Build ``card`` (your held card, or the top of wastepile ``source``) on sequence ``seq``
    (its number; -1 starts a new sequence with an Ace)."""

    card: Card
    seq: int
    source: int = HELD

    def __str__(self) -> str:
        if self.seq < 0:
            return _("Start a new sequence with {card}").format(card=self.card)
        return _("Build {card} on sequence {seq}").format(card=self.card, seq=self.seq)


class Discard(Move):
    """Put your held ``card`` on your wastepile number ``pile`` (0-3)."""

    card: Card
    pile: int = 0

    def __str__(self) -> str:
        if self.pile:
            return _("Put {card} on your wastepile {pile}").format(card=self.card, pile=self.pile + 1)
        return _("Put {card} on your wastepile").format(card=self.card)


class Recycle(Move):
    """Stock empty: turn your wastepile(s) over as a new stock."""

    words = N_("Turn your wastepile over as a new stock")


class GrabbageView(TypedDict):
    """What a seat sees of grabbage (``view()`` adds ``kit.game.CommonView``)."""
    players: int
    you: Optional[int]
    stock: list[Any]
    held: list[Any]
    waste: list[Any]
    sequences: list[Any]
    completed: list[Any]
    left: list[Any]
    race: dict[str, Any]
    winners: list[Any]


# --------------------------------------------------------------------------------------------
# Events (what a move caused; their words are in describe)
# --------------------------------------------------------------------------------------------
class BuildEvent(PlayerEvent):
    card: str
    seq: int
    tick: int


class RecycleEvent(PlayerEvent):
    cards: int
    tick: int


class DiscardEvent(PlayerEvent):
    card: str
    pile: int
    tick: int


class StartEvent(PlayerEvent):
    card: str
    seq: int
    tick: int


class CompleteEvent(PlayerEvent):
    seq: int
    tick: int

@register
class Grabbage(RaceGame):
    name = "grabbage"
    title = "Grabbage"
    # the game's own words, said to a child at the table (rules.md 5)
    goal = N_("Get rid of all your cards first! Turn your top card over: it goes to Holding. Build it on a "
              "sequence if it is one higher than its top card, any suit (an Ace starts a new one), or put it on "
              "a wastepile.")
    MIN_PLAYERS = 2
    MAX_PLAYERS = 6
    OPTIONS = {
        **RACE_OPTIONS,
        "wastepiles": choice(1, 4, help="1: Hasty Patience; 4: Grabbage (four wastepiles each)"),
        "max_ticks": number(200_000, 100, 10_000_000, help="safety cap on the clock: fewest cards left wins"),
    }
    MOVES = (Turn, Build, Discard, Recycle, Wait)

    def _setup(self, deck: Optional[Sequence[Any]]) -> None:
        n = self.players
        self.stock = [list(reversed(pack)) for pack in self.start_packs(deck, standard_deck())]  # last = top
        self.held: list[Optional[Card]] = [None] * n
        self.waste: list[list[list[Card]]] = [[[] for _ in range(self.options["wastepiles"])] for _ in range(n)]
        self.seqs: dict[int, list[Card]] = {}
        self.next_seq = 1
        self.completed = [0] * n
        self.cleared: Counter[Any] = Counter()  # cards of sequences that reached the King
        self.built = [0] * n

    # -- counting and result ---------------------------------------------------------------------
    def left(self, p: int) -> int:
        return len(self.stock[p]) + (self.held[p] is not None) + sum(len(w) for w in self.waste[p])

    @property
    def scores(self) -> list[Any]:
        return [self.left(p) for p in range(self.players)]


    def _by_count(self, why: str) -> list[Event]:
        best = min(self.scores)
        return self._finish([p for p in range(self.players) if self.left(p) == best], why)

    def _at_cap(self) -> list[Event]:
        return self._by_count(N_("time is up: fewest cards left wins"))

    def _after_tick(self) -> list[Event]:
        done = [p for p in range(self.players) if self.left(p) == 0]
        return self._finish(done, N_("built every card")) if done else []

    def _stuck(self, timeout: bool) -> list[Event]:
        if timeout:
            return [StuckEvent(timeout=True, tick=self.clock)]
        return self._by_count(N_("nobody can move: fewest cards left wins"))  # cannot happen (RULES 5, note 7)

    # -- actions -------------------------------------------------------------------------------------
    def fits(self, card: Card) -> list[int]:
        """Sequences this card could be built on (``NEW_SEQUENCE``: a new one, for an Ace)."""
        if card.low == 1:
            return [NEW_SEQUENCE]
        return [sid for sid, s in self.seqs.items() if s[-1].low + 1 == card.low]

    def _actions(self, p: int) -> list[Move]:
        if self.over:
            return []
        acts: list[Move] = []
        h = self.held[p]
        if h is not None:
            acts += [Build(h, s, HELD) for s in self.fits(h)]
            if h.low != 1:
                acts += [Discard(h, w) for w in range(len(self.waste[p]))]
        elif self.stock[p]:
            acts.append(Turn())
        elif any(self.waste[p]):
            acts.append(Recycle())
        for w, pile in enumerate(self.waste[p]):
            if pile:
                acts += [Build(pile[-1], s, w) for s in self.fits(pile[-1])]
        return acts

    def _check_action(self, p: int, move: Move) -> None:
        h = self.held[p]
        if isinstance(move, Turn):
            refuse_turning_up(h, self.stock[p], _("a wastepile"), _("Your stock is empty: turn your wastepile over instead."))
            return
        if isinstance(move, Recycle):
            if h is not None or self.stock[p]:
                raise IllegalMove(_("You can only turn your wastepile over when your stock is empty and you hold nothing."))
            if not any(self.waste[p]):
                raise IllegalMove(_("Your wastepile is empty."))
            return
        if isinstance(move, Discard):
            refuse_unless_held(h, move.card)
            assert h is not None  # held, as just checked
            if h.low == 1:
                raise IllegalMove(_("An Ace can't go on a wastepile: it must start a new sequence."))
            if not 0 <= move.pile < len(self.waste[p]):
                raise IllegalMove(_("You have no wastepile {pile}.").format(pile=move.pile + 1))
            return
        assert isinstance(move, Build)  # the one move left (Wait never comes here)
        if move.source == HELD:
            refuse_unless_held(h, move.card)
        else:
            piles = self.waste[p]
            if not (isinstance(move.source, int) and 0 <= move.source < len(piles)) or not piles[move.source] \
                    or piles[move.source][-1] != move.card:
                raise IllegalMove(capital(_("{card} is not on top of that wastepile.").format(card=the_card(move.card))))
        if move.card.low == 1:
            if move.seq != -1:
                raise IllegalMove(_("An Ace starts a new sequence of its own."))
            return
        if move.seq == -1:
            raise IllegalMove(_("Only an Ace can start a new sequence."))
        if move.seq not in self.seqs:
            raise IllegalMove(_("That sequence is finished and gone."))
        top = self.seqs[move.seq][-1]
        if top.low + 1 != move.card.low:
            raise IllegalMove(capital(_("{card} doesn't go on {top}: that sequence needs {rank}.").format(
                card=the_card(move.card), top=the_card(top), rank=a_rank(top.low + 1))))

    def _land(self, p: int, move: Move) -> list[Event]:
        if isinstance(move, Turn):
            turned = self.held[p] = self.stock[p].pop()
            return [TurnEvent(player=p, card=turned.code, tick=self.clock)]
        if isinstance(move, Recycle):
            cards = [c for pile in self.waste[p] for c in pile]   # first discarded first
            self.stock[p] = list(reversed(cards))
            self.waste[p] = [[] for _ in self.waste[p]]
            return [RecycleEvent(player=p, cards=len(cards), tick=self.clock)]
        if isinstance(move, Discard):
            held = self.held[p]
            assert held is not None  # checked: the card discarded is the one held
            self.waste[p][move.pile].append(held)
            self.held[p] = None
            return [DiscardEvent(player=p, card=move.card.code, pile=move.pile, tick=self.clock)]
        assert isinstance(move, Build)  # the one move left (Wait never lands)
        card = self.held[p] if move.source == HELD else self.waste[p][move.source].pop()
        assert card is not None  # checked: a held card is built only when one is held
        if move.source == HELD:
            self.held[p] = None
        self.built[p] += 1
        if move.seq == -1:
            sid = self.next_seq
            self.next_seq += 1
            self.seqs[sid] = [card]
            return [StartEvent(player=p, card=card.code, seq=sid, tick=self.clock)]
        self.seqs[move.seq].append(card)
        events: list[Event] = [BuildEvent(player=p, card=card.code, seq=move.seq, tick=self.clock)]
        if card.low == 13:
            self.completed[p] += 1
            self.cleared.update(self.seqs.pop(move.seq))
            events.append(CompleteEvent(player=p, seq=move.seq, tick=self.clock))
        return events

    def _view(self, player: Optional[int]) -> GrabbageView:
        n = self.players
        return {
            "players": n, "you": player,
            "stock": [len(self.stock[p]) for p in range(n)],
            "held": [None if h is None else h.code for h in self.held],
            "waste": [[{"top": w[-1].code if w else None, "count": len(w)} for w in self.waste[p]] for p in range(n)],
            "sequences": [{"id": sid, "top": s[-1].code, "count": len(s), "needs": s[-1].low + 1}
                          for sid, s in sorted(self.seqs.items())],
            "completed": list(self.completed), "left": self.scores,
            "race": self.race_view(player), "winners": list(self.winners),
        }

    def cards(self) -> Counter[Any]:
        return count_cards(held_cards(self.held), *self.stock, *(w for piles in self.waste for w in piles),
                           *self.seqs.values(), self.cleared.elements())

    WORDS = Narration(RaceGame.WORDS)  # the race's sentences and Grabbage's own (below the class)

    def no_single_winner(self, event: GameOverEvent, say: Speaker) -> str:
        """A win shared by the players who ran out of cards on the same tick (or had fewest at the end)."""
        return _("{players} share the win: {reason}.").format(
            players=_(" and ").join(say.who(p) for p in event.winners), reason=_(event.reason))


@Grabbage.WORDS(GameOverEvent)
def _game_over(e: GameOverEvent, say: Speaker) -> str:
    return say.line(e.winners[0], _("You win: {reason}!"), _("{name} wins: {reason}!"), reason=_(e.reason))


@Grabbage.WORDS(StartEvent)
def _start(e: StartEvent, say: Speaker) -> str:
    return say.line(e.player, _("You start sequence {seq} with {card}."), _("{name} starts sequence {seq} with {card}."),
                    seq=e.seq, card=Card.parse(e.card))


@Grabbage.WORDS(BuildEvent)
def _build(e: BuildEvent, say: Speaker) -> str:
    return say.line(e.player, _("You build {card} on sequence {seq}."), _("{name} builds {card} on sequence {seq}."),
                    seq=e.seq, card=Card.parse(e.card))


@Grabbage.WORDS(CompleteEvent)
def _complete(e: CompleteEvent, say: Speaker) -> str:
    return _("Sequence {seq} reached the King and is cleared away!").format(seq=e.seq)


@Grabbage.WORDS(RecycleEvent)
def _recycle(e: RecycleEvent, say: Speaker) -> str:
    return say.line(e.player, _("You turn the wastepile over as a new stock."),
                    _("{name} turns the wastepile over as a new stock."))


class GrabbageHardBot(RaceBot):
    """Hard: builds whenever it can (wastepile tops first, they are stuck otherwise), turns
    quickly, and spreads discards over its wastepiles."""

    def act(self, view: dict[str, Any], acts: list[Move]) -> Move:
        me = view["you"]
        builds = [m for m in acts if isinstance(m, Build)]
        if builds:
            return min(builds, key=lambda m: (m.source == HELD, m.seq))
        discards = [m for m in acts if isinstance(m, Discard)]
        if discards:
            return min(discards, key=lambda m: (view["waste"][me][m.pile]["count"], m.pile))
        return acts[0]


register_bot("grabbage", "easy", RaceRandomBot)
register_bot("grabbage", "hard", GrabbageHardBot)
