"""Spit (docs/rules.md section 4): two players race to shed their cards onto two spit piles.

Each deal, each player lays out five stock piles of 1, 2, 3, 4 and 5 cards with the tops face
up; the cards left over are their spit cards.  Both turn a spit card onto the centre at once,
then race: a face-up top goes onto a spit pile one rank up or down (Ace is next to both King and
Two; suits don't matter), and a top may be moved into an empty stock pile (a *fill*) to turn up
the card under it.  When nobody can play, the players spit again.  When someone's layout is
empty, both slap a spit pile: the slower takes the other one, and everyone deals again from what
they hold.  The first player with no cards at all wins.

The race itself (ticks, reaction times, bounces, stuck) is ``kit.race``; this module is the rules.

Options (docs/rules.md 0.5 and 4): pace, speed, tick_ms, human, human_latency, bot_latency,
idle_timeout (the race); simple_single_deal, max_ticks, max_deals.

Chance, in this order: (later deals only) each player's shuffle of their holding, seat 0 first;
then during play the computers' reaction times and the seeded order of actions landing on the
same tick; seeded coins for equal layouts when nobody has spit cards and for a slap that times
out, as they happen.
"""
from __future__ import annotations

from collections import Counter
from enum import Enum
from typing import Any, Optional, Sequence, TypedDict

from ..bots import register_bot
from ..cards import Card, a_rank, standard_deck
from ..game import IllegalMove, Move, count_cards, flag, number, register
from ..events import Event
from .race import RACE_OPTIONS, RaceBot, RaceGame, RaceRandomBot, StuckEvent, Wait
from .spit_words import (WORDS, ChooseSpitEvent, DealEvent, DealOverEvent, FillEvent, PlayEvent,
                         SlapEvent, SlapTimeEvent, SoloEvent, SpitEvent, TurnEvent, the_pile)
from ..words import N_, _, n_

SLOTS = 5
# How a card fits on a spit pile, in a child's words (the table's hint says it).
FITS = N_("one up or one down (Ace is next to King and 2)")


class Phase(str, Enum):
    """The parts of a deal (a view says them as these words)."""

    RACE = "race"                # both play as fast as they can
    SPIT_CHOICE = "spit_choice"  # nobody can play: the chooser picks where to spit
    SOLO = "solo"                # a layout is empty with one spit pile left: the other plays on alone
    SLAP = "slap"                # a layout is empty with two spit piles: slap the smaller one




def fits(card: Card, top: Card) -> bool:
    """One rank up or down in the LOW order, going round the corner: A is next to K and 2."""
    return (card.low - top.low) % 13 in (1, 12)


def neighbours(top: Card) -> tuple[int, int]:
    return (top.low - 2) % 13 + 1, top.low % 13 + 1


def layout_shape(n: int) -> list[int]:
    """Stock pile sizes for a holding of n cards, dealt row by row (15 or more: 1,2,3,4,5)."""
    sizes = [0] * SLOTS
    for row in range(SLOTS):
        for s in range(row, SLOTS):
            if n:
                sizes[s] += 1
                n -= 1
    return sizes


# ------------------------------------------------------------------------------------------------
# Moves
# ------------------------------------------------------------------------------------------------
class Play(Move):
    """Play the face-up ``card`` from one of your stock piles onto spit pile ``pile``."""

    card: Card
    pile: int

    def __str__(self) -> str:
        return _("Play {card} on {pile}").format(card=self.card, pile=the_pile(self.pile, spit=True))


class Fill(Move):
    """Move the face-up ``card`` into your empty stock pile number ``slot`` (0-4)."""

    card: Card
    slot: int

    words = N_("Move {card} into your empty space {slot+1}")


class Spit(Move):
    """Spit onto ``pile``: your top spit card, or (when nobody has spit cards) the face-up
    ``card`` from your layout."""

    pile: int
    card: Optional[Card] = None

    def __str__(self) -> str:
        if self.card is None:
            return _("Spit a spit card onto {pile}").format(pile=the_pile(self.pile))
        return _("Spit {card} onto {pile}").format(card=self.card, pile=the_pile(self.pile))


class Slap(Move):
    """Slap spit pile ``pile`` (usually the smaller one: you take the pile you slap)."""

    pile: int

    def __str__(self) -> str:
        return _("Slap {pile}").format(pile=the_pile(self.pile))




# ------------------------------------------------------------------------------------------------
# The game
# ------------------------------------------------------------------------------------------------
class SpitView(TypedDict):
    """What a seat sees of spit (``view()`` adds ``kit.game.CommonView``)."""
    players: int
    you: Optional[int]
    deal: int
    phase: str
    chooser: Optional[int]
    emptier: Optional[int]
    layouts: list[Any]
    spit_cards: list[Any]
    held: list[Any]
    piles: list[Any]
    solo_pile: list[Any]
    race: dict[str, Any]
    winners: list[Any]


@register
class SpitGame(RaceGame):
    name = "spit"
    title = "Spit"
    # the game's own words, said to a child at the table (rules.md 4)
    goal = N_("Get rid of your cards first! Click your card to pick it up, then a spit pile one up or "
            "down.")
    NO_SINGLE_WINNER = N_("It's a draw: {reason}.")
    MIN_PLAYERS = 2
    MAX_PLAYERS = 2
    OPTIONS = {
        **RACE_OPTIONS,
        "simple_single_deal": flag(False, help="stop after the first deal: fewer cards left wins"),
        "max_ticks": number(200_000, 100, 10_000_000, help="safety cap on the clock: fewer cards wins"),
        "max_deals": number(50, 1, 1000, help="safety cap on deals: fewer cards wins"),
    }
    MOVES = (Play, Fill, Spit, Slap, Wait)

    # -- the deal ----------------------------------------------------------------------------------
    def _setup(self, deck: Optional[Sequence[Any]]) -> None:
        cards = self.start_deck(deck, standard_deck())
        self.deal_no = 0
        self.slots: list[list[list[Card]]] = [[[] for _ in range(SLOTS)] for _ in range(2)]
        self.spit: list[list[Card]] = [[], []]   # last = top
        self.piles: list[list[Card]] = []         # last = top
        self.owner: list[int] = []                # who started each spit pile
        self.phase = Phase.RACE
        self.chooser: Optional[int] = None        # who must choose where to spit
        self.emptier: Optional[int] = None
        self.solo_pile: list[Optional[int]] = [None, None]
        self.deal_events = self._deal([cards[0::2], cards[1::2]], shuffle=False)
        self.log.extend(self.deal_events)

    def _deal(self, holdings: list[list[Card]], shuffle: bool = True) -> list[Event]:
        """Each player (seat 0 first) shuffles their holding (not in deal 1), lays out five stock
        piles row by row, keeps the rest as spit cards; then both turn a spit card up at once."""
        self.deal_no += 1
        self.race_reset()
        self.phase, self.chooser, self.emptier = Phase.RACE, None, None
        self.solo_pile = [None, None]
        self.piles, self.owner = [], []
        for p in range(2):
            held = self.shuffled(holdings[p]) if shuffle else list(holdings[p])
            slots: list[list[Card]] = [[] for _ in range(SLOTS)]
            k = 0
            for row in range(SLOTS):
                for s in range(row, SLOTS):
                    if k < len(held):
                        slots[s].append(held[k])
                        k += 1
            self.slots[p] = slots
            self.spit[p] = list(reversed(held[k:]))
        for p in range(2):
            if self.spit[p]:
                self.piles.append([self.spit[p].pop()])
                self.owner.append(p)
        return [DealEvent(deal=self.deal_no, held=[self.held(p) for p in range(2)],
                 tops=[[s[-1].code if s else None for s in self.slots[p]] for p in range(2)],
                 piles=[pile[-1].code for pile in self.piles], tick=self.clock)]

    # -- counting -----------------------------------------------------------------------------------
    def layout_count(self, p: int) -> int:
        return sum(len(s) for s in self.slots[p])

    def held(self, p: int) -> int:
        """Every card that is still this player's: layout and spit cards."""
        return self.layout_count(p) + len(self.spit[p])

    def tops(self, p: int) -> list[Card]:
        return [s[-1] for s in self.slots[p] if s]

    def where(self, p: int, card: Card) -> Optional[tuple[int, int]]:
        for i, s in enumerate(self.slots[p]):
            if card in s:
                return i, s.index(card)
        return None

    def slot_of(self, p: int, card: Card) -> int:
        """The stock pile holding ``card``, which a checked move says is in ``p``'s layout."""
        spot = self.where(p, card)
        assert spot is not None, f"{card} is not in player {p}'s layout"
        return spot[0]

    # -- result -------------------------------------------------------------------------------------
    @property
    def scores(self) -> list[Any]:
        """Cards each player still has to get rid of (fewer is better)."""
        return [self.held(p) for p in range(2)]


    def _finish_by_count(self, why: str) -> list[Event]:
        counts = [self.total(p) for p in range(2)]
        best = min(counts)
        return self._finish([p for p in range(2) if counts[p] == best], why)

    def total(self, p: int) -> int:
        """Cards that would be this player's if the deal ended now without a slap."""
        return self.held(p)

    def _at_cap(self) -> list[Event]:
        return self._finish_by_count(N_("time is up: fewer cards wins"))

    # -- actions ------------------------------------------------------------------------------------
    def _actions(self, p: int) -> list[Move]:
        if self.over:
            return []
        if self.phase == Phase.SLAP:
            return [Slap(i) for i in range(len(self.piles))]
        if self.phase == Phase.SPIT_CHOICE:
            if p != self.chooser:
                return []
            if self.spit[p]:
                return [Spit(i) for i in range(len(self.piles))]
            return [Spit(i, c) for c in self.tops(p) for i in range(len(self.piles))]
        if self.phase == Phase.SOLO and p == self.emptier:
            return []
        acts: list[Move] = []
        for c in self.tops(p):
            for i, pile in enumerate(self.piles):
                if fits(c, pile[-1]):
                    acts.append(Play(c, i))
        empty = [i for i, s in enumerate(self.slots[p]) if not s]
        for s in self.slots[p]:
            if len(s) >= 2:
                acts += [Fill(s[-1], i) for i in empty]
        return acts

    def _check_action(self, p: int, move: Move) -> None:
        if isinstance(move, Slap):
            if self.phase != Phase.SLAP:
                raise IllegalMove(_("There is nothing to slap yet: you slap when someone's layout is empty."))
            self._pile(move.pile)
            return
        if self.phase == Phase.SLAP:
            raise IllegalMove(_("A layout is empty: slap a spit pile now (the smaller one is best)."))
        if isinstance(move, Spit):
            self._check_spit(p, move)
            return
        if self.phase == Phase.SPIT_CHOICE:
            if p == self.chooser:
                raise IllegalMove(_("Everybody is stuck. You must spit first."))
            raise IllegalMove(_("Everybody is stuck. The other player must spit first."))
        if self.phase == Phase.SOLO and p == self.emptier:
            raise IllegalMove(_("Your layout is empty: wait while the other player plays on alone."))
        assert isinstance(move, (Play, Fill))  # the moves left (Wait never comes here)
        spot = self.where(p, move.card)
        if spot is None:
            raise IllegalMove(_("The {card} is not in your layout.").format(card=move.card))
        slot, depth = spot
        if depth != len(self.slots[p][slot]) - 1:
            raise IllegalMove(_("The {card} is covered: only the top card of a stock pile can move.").format(card=move.card))
        if isinstance(move, Play):
            top = self._pile(move.pile)[-1]
            if not fits(move.card, top):
                lo, hi = neighbours(top)
                raise IllegalMove(_("The {card} doesn't fit on the {top}: play {a_card} or {another}.").format(
                    card=move.card, top=top, a_card=a_rank(lo), another=a_rank(hi)))
            return
        # Fill
        if not 0 <= move.slot < SLOTS:
            raise IllegalMove(_("There is no space {n}: your spaces are 1 to 5.").format(n=move.slot + 1))
        if self.slots[p][move.slot]:
            raise IllegalMove(_("Space {n} is not empty: you can only move a card into an empty space.").format(
                n=move.slot + 1))
        if len(self.slots[p][slot]) < 2:
            raise IllegalMove(_("The {card} is alone in its pile: moving it would change nothing.").format(card=move.card))

    def _pile(self, i: Any) -> list[Card]:
        if isinstance(i, bool) or not isinstance(i, int) or not 0 <= i < len(self.piles):
            n = len(self.piles)
            raise IllegalMove(n_("There is no spit pile {i}: there is one pile.",
                                 "There is no spit pile {i}: there are {n} piles.", n).format(i=i, n=n))
        return self.piles[i]

    def _check_spit(self, p: int, move: Spit) -> None:
        if self.phase != Phase.SPIT_CHOICE:
            raise IllegalMove(_("You can only spit when everybody is stuck; the game does it for you."))
        if p != self.chooser:
            raise IllegalMove(_("It is the other player who must spit now."))
        self._pile(move.pile)
        if self.spit[p]:
            if move.card is not None:
                raise IllegalMove(_("You still have spit cards: spit one of those."))
        else:
            if move.card is None or move.card not in self.tops(p):
                raise IllegalMove(_("Nobody has spit cards: spit the top card of one of your stock piles."))

    # -- landing ----------------------------------------------------------------------------------------
    def _land(self, p: int, move: Move) -> list[Event]:
        if isinstance(move, Slap):
            return self._slap(p, move.pile)
        if isinstance(move, Spit):
            return self._spit(p, move.pile, move.card, chose=True)
        assert isinstance(move, (Play, Fill))  # the moves left (Wait never lands)
        slot = self.slot_of(p, move.card)
        if isinstance(move, Fill):
            self.slots[p][move.slot].append(self.slots[p][slot].pop())
            return [FillEvent(player=p, card=move.card.code, slot=move.slot,
                     source=slot, tick=self.clock)] + self._turned_up(p, slot)
        self.piles[move.pile].append(self.slots[p][slot].pop())
        events: list[Event] = [PlayEvent(player=p, card=move.card.code, pile=move.pile,
                   tick=self.clock)]
        return events + self._turned_up(p, slot) + self._after_layout_change(p)

    def _turned_up(self, p: int, slot: int) -> list[Event]:
        """The card under the one that just left stock pile ``slot`` turns face up by itself; the
        log shows it to everyone (docs/rules.md 0.3), as Grabbage and Pirate log the cards they turn."""
        s = self.slots[p][slot]
        return [TurnEvent(player=p, card=s[-1].code, slot=slot, tick=self.clock)] if s else []

    def _spit(self, p: int, pile: int, card: Optional[Card], chose: bool = False) -> list[Event]:
        turned: list[Event] = []
        if card is None:
            c = self.spit[p].pop()
            if chose:  # spitting alone for the first time this deal: this pile from now on
                self.solo_pile[p] = pile
        else:
            slot = self.slot_of(p, card)
            c = self.slots[p][slot].pop()
            turned = self._turned_up(p, slot)
        self.piles[pile].append(c)
        self.phase, self.chooser = Phase.RACE, None
        events: list[Event] = [SpitEvent(player=p, card=c.code, pile=pile, tick=self.clock,
                   from_layout=card is not None)] + turned
        if card is not None:
            events += self._after_layout_change(p)
        return events

    def _after_layout_change(self, p: int) -> list[Event]:
        """End of a deal when a layout is empty."""
        if self.layout_count(p):
            return []
        if not self.spit[p]:
            return self._finish([p], N_("got rid of every card"))
        if self.phase == Phase.SOLO:
            return []
        if len(self.piles) == 2:
            self.phase, self.emptier = Phase.SLAP, p
            self.race_reset()
            return [SlapTimeEvent(player=p, tick=self.clock)]
        self.phase, self.emptier = Phase.SOLO, p
        return [SoloEvent(player=p, other=1 - p, tick=self.clock)]

    def _slap(self, p: int, pile: int) -> list[Event]:
        other = 1 - pile
        takes = {p: pile, 1 - p: other}
        events: list[Event] = [SlapEvent(player=p, pile=pile, sizes=[len(x) for x in self.piles],
                   tick=self.clock)]
        holdings = [list(self.piles[takes[q]]) + self._gather(q) for q in range(2)]
        self.piles = []
        return events + self._end_deal(holdings)

    def _gather(self, q: int) -> list[Card]:
        """A player's own layout (pile by pile, bottom first) and spit cards."""
        out = [c for s in self.slots[q] for c in s] + list(reversed(self.spit[q]))
        self.slots[q] = [[] for _ in range(SLOTS)]
        self.spit[q] = []
        return out

    def _end_deal(self, holdings: list[list[Card]]) -> list[Event]:
        events: list[Event] = [DealOverEvent(deal=self.deal_no, held=[len(h) for h in holdings],
                   tick=self.clock)]
        for q in range(2):
            if not holdings[q]:
                return events + self._finish([q], N_("got rid of every card"))
        if self.options["simple_single_deal"]:
            self._hold(holdings)
            return events + self._finish_by_count(N_("the single deal is over: fewer cards wins"))
        if self.deal_no >= self.options["max_deals"]:
            self._hold(holdings)
            return events + self._finish_by_count(N_("that was the last deal allowed: fewer cards wins"))
        return events + self._deal(holdings)

    def _hold(self, holdings: list[list[Card]]) -> None:
        """No deal follows: each player keeps what they gathered face down, with their spit cards
        (laid out as one pile it would show its top, a card nobody has seen)."""
        self.slots = [[[] for _ in range(SLOTS)] for _ in range(2)]
        self.spit = [list(reversed(holdings[q])) for q in range(2)]

    # -- stuck -------------------------------------------------------------------------------------------
    def _stuck(self, timeout: bool) -> list[Event]:
        events: list[Event] = [StuckEvent(timeout=timeout, tick=self.clock)]
        if self.phase == Phase.SLAP:  # nobody slapped in time: a seeded coin shares the piles
            p = int(self.rng.integers(2))
            return events + self._slap(p, int(self.rng.integers(2)))
        if self.phase == Phase.SPIT_CHOICE:  # the chooser took too long: a seeded pick
            chooser = self.chooser
            assert chooser is not None  # set with the phase
            acts = self._actions(chooser)
            return events + self._land(chooser, acts[int(self.rng.integers(len(acts)))])
        if self.phase == Phase.SOLO:  # the lone player is stuck: the deal is over
            e = self.emptier
            assert e is not None  # set with the phase
            o = 1 - e
            holdings: list[list[Card]] = [[], []]
            holdings[e] = list(reversed(self.spit[e]))
            self.spit[e] = []
            holdings[o] = [c for pile in self.piles for c in pile] + self._gather(o)
            self.piles = []
            return events + self._end_deal(holdings)
        have = [q for q in range(2) if self.spit[q]]
        if len(have) == 2:
            for q in range(2):
                events += self._spit(q, self.owner.index(q), None)
            return events
        if len(have) == 1:
            q = have[0]
            solo_pile = self.solo_pile[q]
            if solo_pile is not None:
                return events + self._spit(q, solo_pile, None)
            if len(self.piles) == 1:
                self.solo_pile[q] = 0
                return events + self._spit(q, 0, None)
            self.phase, self.chooser = Phase.SPIT_CHOICE, q
            return events + [ChooseSpitEvent(player=q, tick=self.clock)]
        counts = [self.layout_count(q) for q in range(2)]
        q = counts.index(min(counts)) if counts[0] != counts[1] else int(self.rng.integers(2))
        self.phase, self.chooser = Phase.SPIT_CHOICE, q
        return events + [ChooseSpitEvent(player=q, from_layout=True, tick=self.clock)]

    # -- what players see --------------------------------------------------------------------------------
    def _view(self, player: Optional[int]) -> SpitView:
        return {
            "players": 2,
            "you": player,
            "deal": self.deal_no,
            "phase": self.phase,
            "chooser": self.chooser,
            "emptier": self.emptier,
            "layouts": [[{"count": len(s), "top": s[-1].code if s else None} for s in self.slots[q]]
                        for q in range(2)],
            "spit_cards": [len(self.spit[q]) for q in range(2)],
            "held": [self.held(q) for q in range(2)],
            "piles": [{"top": pile[-1].code, "count": len(pile), "owner": self.owner[i]
                       if i < len(self.owner) else None} for i, pile in enumerate(self.piles)],
            "solo_pile": list(self.solo_pile),
            "race": self.race_view(player),
            "winners": list(self.winners),
        }

    def cards(self) -> Counter[Any]:
        return count_cards(*(s for slots in self.slots for s in slots), *self.spit, *self.piles)

    # -- words ----------------------------------------------------------------------------------------------
    WORDS = WORDS  # the race's sentences and Spit's own (kit.games.spit_words)

# ------------------------------------------------------------------------------------------------
# Computer players (their reaction time is the game's `speed` option)
# ------------------------------------------------------------------------------------------------
class SpitHardBot(RaceBot):
    """Hard: slaps the smaller pile, plays cards that turn up a face-down card first, fills
    empty spaces to open more cards, and never waits while it can act."""

    level = "hard"

    def act(self, view: dict[str, Any], acts: list[Move]) -> Move:
        me = view["you"]
        slaps = [m for m in acts if isinstance(m, Slap)]
        if slaps:
            return min(slaps, key=lambda m: (view["piles"][m.pile]["count"], m.pile))
        depth = {}
        for s in view["layouts"][me]:
            if s["top"]:
                depth[s["top"]] = s["count"]

        def score(m: Move) -> tuple[int, int]:
            if isinstance(m, Play):
                return (0 if depth.get(m.card.code, 1) >= 2 else 1, m.pile)
            if isinstance(m, Fill):
                return (2, m.slot)
            if isinstance(m, Spit):  # spit on the pile whose neighbours we hold least?  keep it simple
                return (3, m.pile)
            return (4, 0)

        best = min(score(m) for m in acts)
        return self.pick([m for m in acts if score(m) == best])


register_bot("spit", "easy", RaceRandomBot)
register_bot("spit", "hard", SpitHardBot)
