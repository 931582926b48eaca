"""Conjugal Patience (docs/rules.md section 7): two players, a pack each, take turns building eight
shared suit foundations in the middle of the table.

Each player lays six cards of their own pack face up in a row: their *reserve* (six spaces).  The
rest of the pack is their face-down *stock*.  In the middle there are eight *foundations*, shared
by both players: any Ace starts one, then it grows in its own suit, one rank at a time, up to the
King (2 on the Ace, 3 on the 2, ... LOW order).  Two packs give two Aces of each suit, so each suit
may have two foundations.

On your turn:
  Build(slot, foundation, card)  put the card from that reserve space on a foundation.  The empty
                                 space is filled from your stock straight away (option ``refill``
                                 "after_batch": it stays empty until you press Refill()).
  Refill()                       (only with refill="after_batch") fill every empty space.
  End(slot, card)                you must finish with this: that card goes face down on your own
                                 wastepile, its space is filled from your stock, and the turn
                                 passes.  The new card can only be built on your next turn.
You may stop building whenever you like: keeping a card back so that it does not help the other
player is the skill of the game (option ``must_build`` makes you build all you can first).

When your stock is empty and a space needs filling, your wastepile is turned over to make a new
stock: the card you discarded last comes out first (option ``shuffle_waste`` shuffles it).  If the
wastepile is empty as well, the space stays empty.  With no stock and no wastepile at all, ending a
turn discards a card that comes straight back: it is a pass (RULES 7, note 6).

The first player to build every one of their 52 cards wins (checked after every build).  After
``max_turns`` turns the player with fewer cards left wins; equal counts are a draw.

Options: ``refill`` ("immediate" | "after_batch"), ``must_build`` (False), ``shuffle_waste``
(False), ``max_turns`` (2000), ``dealer`` (-1: a seeded random seat; the player left of the dealer
starts).
Chance, in this order: seat 0's pack is shuffled, then seat 1's, then the dealer is drawn (when
random and no deck is given); later a wastepile turned over is shuffled only with
``shuffle_waste``.  A stacked deck is a list of two packs, one per player, each 52 card codes top
card first; the first six of a pack are its reserve (spaces 1 to 6), the rest its stock, and
seat 0 plays first unless ``dealer`` says otherwise.
"""
from __future__ import annotations

from collections import Counter
from typing import Any, Optional, Sequence, TypedDict

from ..bots import Bot, RandomBot, register_bot
from ..cards import RANKS, Card, standard_deck
from ..game import IllegalMove, Move, Narration, Speaker, choice, count_cards, flag, number, register
from ..events import Event, PlayerEvent
from ..words import N_, _, n_
from .turns import TakingTurns

RESERVE = 6        # spaces in each player's reserve
FOUNDATIONS = 8    # shared foundations: two per suit


class Build(Move):
    """Put ``card``, from space ``slot`` of your reserve, on foundation ``foundation``."""

    slot: int
    foundation: int
    card: Card

    words = N_("Build {card} on foundation {foundation+1}")


class End(Move):
    """Finish your turn: ``card``, from space ``slot``, goes face down on your wastepile."""

    slot: int
    card: Card

    words = N_("Put {card} on your wastepile and end your turn")


class Refill(Move):
    """(refill="after_batch") Fill the empty spaces of your reserve from your stock."""

    words = N_("Fill the empty spaces from your stock")


class ConjugalPatienceView(TypedDict):
    """What a seat sees of conjugal patience (``view()`` adds ``kit.game.CommonView``)."""
    players: int
    you: Optional[int]
    current: Optional[int]
    turn: int
    max_turns: int
    reserves: list[Any]
    foundations: list[Any]
    stock: list[Any]
    waste: list[Any]
    left: list[Any]
    built: list[Any]
    winners: list[Any]


# --------------------------------------------------------------------------------------------
# Events (what a move caused; their words are in describe)
# --------------------------------------------------------------------------------------------
class DealEvent(Event):
    dealer: int
    first: int
    reserves: list[list[str]]
    stock: list[int]


class EndEvent(PlayerEvent):
    card: str
    slot: int


class TurnEvent(PlayerEvent):
    number: int


class GameOverEvent(Event):
    winners: list[int]
    reason: str
    left: list[int]


class BuildEvent(PlayerEvent):
    card: str
    slot: int
    foundation: int
    left: int


class RecycleEvent(PlayerEvent):
    cards: int
    shuffled: bool


class RefillEvent(PlayerEvent):
    slot: int
    card: str

@register
class ConjugalPatience(TakingTurns):
    name = "conjugal_patience"
    title = "Conjugal Patience"
    # the game's own words, said to a child at the table (rules.md 7); the status line says how a turn goes
    goal = N_("Get all 52 of your cards onto the foundations before the computer does! Tip: keep back a card "
              "that would help the computer more than you.")
    MIN_PLAYERS = MAX_PLAYERS = 2
    OPTIONS = {
        "refill": choice("immediate", "after_batch",
                         help="fill a built card's space at once, or all together when you press Refill"),
        "must_build": flag(False, help="build everything you can before ending your turn"),
        "shuffle_waste": flag(False, help="shuffle the wastepile when it becomes the new stock"),
        "max_turns": number(2000, 1, 1_000_000, help="safety cap on turns: fewer cards left wins"),
        "dealer": number(-1, -1, 1, help="the dealer's seat (the other player starts); -1 for a seeded random seat"),
    }
    MOVES = (Build, End, Refill)

    # -- the deal -----------------------------------------------------------------------------------
    def _setup(self, deck: Optional[Sequence[Any]]) -> None:
        packs = self.start_packs(deck, standard_deck())
        dealer = self.options["dealer"]
        if dealer < 0:  # seeded, drawn after the shuffles; a stacked deck lets seat 0 start
            dealer = 1 if deck is not None else self.random_below(2)
        self.dealer = dealer
        self.reserve: list[list[Optional[Card]]] = [list(pack[:RESERVE]) for pack in packs]
        self.stock: list[list[Card]] = [list(reversed(pack[RESERVE:])) for pack in packs]   # last = top
        self.waste: list[list[Card]] = [[], []]                                              # last = top
        self.foundations: list[list[Card]] = [[] for _ in range(FOUNDATIONS)]
        self.current = (dealer + 1) % 2
        self.turns = 0            # turns finished so far (both players together)
        self.log.append(DealEvent(dealer=dealer, first=self.current,
                         reserves=[[c.code for c in pack[:RESERVE]] for pack in packs],
                         stock=[len(s) for s in self.stock]))

    # -- counting -----------------------------------------------------------------------------------
    def left(self, p: int) -> int:
        """Cards player ``p`` still has to build: reserve, stock and wastepile."""
        return sum(c is not None for c in self.reserve[p]) + len(self.stock[p]) + len(self.waste[p])

    @property
    def scores(self) -> list[int]:
        """Cards each player has still to build (fewer is better)."""
        return [self.left(p) for p in range(2)]

    # -- which foundation takes which card ------------------------------------------------------------
    def next_card(self, f: int) -> Optional[Card]:
        """The card foundation ``f`` takes next (None: empty, any Ace starts it; or finished)."""
        pile = self.foundations[f]
        return Card(RANKS[pile[-1].low], pile[-1].suit) if pile and pile[-1].low < 13 else None

    def needs(self, f: int) -> str:
        """What foundation ``f`` waits for, in a few words for the table: "needs 7♥"."""
        pile = self.foundations[f]
        if not pile:
            return _("any Ace")
        return _("finished!") if pile[-1].low == 13 else _("needs {card}").format(card=self.next_card(f))

    def fits(self, card: Card, f: int) -> bool:
        pile = self.foundations[f]
        if not pile:
            return card.low == 1
        return pile[-1].suit == card.suit and pile[-1].low + 1 == card.low

    def _vacancies(self, p: int) -> list[int]:
        return [i for i, c in enumerate(self.reserve[p]) if c is None]

    def _can_refill(self, p: int) -> bool:
        return bool(self._vacancies(p)) and bool(self.stock[p] or self.waste[p])

    def _builds(self, p: int) -> list[Build]:
        return [Build(i, f, c) for i, c in enumerate(self.reserve[p]) if c is not None
                for f in range(FOUNDATIONS) if self.fits(c, f)]

    # -- whose turn, and what they may do ------------------------------------------------------------
    def _not_your_turn(self, player: int) -> str:
        return _("It is not your turn yet. Please wait for the other player to finish.")

    def _legal(self, p: int) -> list[Move]:
        builds = self._builds(p)
        moves: list[Move] = list(builds)
        if self._can_refill(p):
            moves.append(Refill())
        elif not (builds and self.options["must_build"]):
            moves += [End(i, c) for i, c in enumerate(self.reserve[p]) if c is not None]
        return moves

    def _check(self, p: int, move: Move) -> None:
        if isinstance(move, Refill):
            if not self._vacancies(p):
                raise IllegalMove(_("There are no empty spaces in your reserve to fill."))
            if not self._can_refill(p):
                raise IllegalMove(_("Your stock and wastepile are both empty, so there is nothing to fill the spaces with."))
            return
        assert isinstance(move, (Build, End))  # the moves left
        card = self._card_in(p, move.slot, move.card)
        if isinstance(move, End):
            if self._can_refill(p):
                raise IllegalMove(_("First fill the empty spaces in your reserve from your stock, then end your turn."))
            builds = self._builds(p)
            if self.options["must_build"] and builds:
                raise IllegalMove(_("In this game you must build everything you can first: "
                                    "the {card} can go on a foundation.").format(card=builds[0].card))
            return
        f = move.foundation
        if isinstance(f, bool) or not isinstance(f, int) or not 0 <= f < FOUNDATIONS:
            name = f + 1 if isinstance(f, int) and not isinstance(f, bool) else f
            raise IllegalMove(_("There are {n} foundations, numbered 1 to {n}: there is no foundation {name}.").format(
                n=FOUNDATIONS, name=name))
        pile = self.foundations[f]
        if not pile:
            if card.low != 1:
                raise IllegalMove(_("Foundation {n} is empty: only an Ace can start a foundation, not the {card}.").format(
                    n=f + 1, card=card))
            return
        top = pile[-1]
        if card.low == 1:
            raise IllegalMove(_("An Ace can't go on top of other cards: put it on an empty foundation."))
        if top.low == 13:
            raise IllegalMove(_("Foundation {n} is finished: it already goes all the way up to the King.").format(n=f + 1))
        need = self.next_card(f)
        if top.suit != card.suit:
            raise IllegalMove(_("The {card} can't go on the {top}: a foundation keeps to one suit, so it needs the {need}.").format(
                card=card, top=top, need=need))
        if card.low != top.low + 1:
            raise IllegalMove(_("The {card} can't go on the {top}: foundations go up one at a time, so it needs the {need}.").format(
                card=card, top=top, need=need))

    def _card_in(self, p: int, slot: Any, card: Card) -> Card:
        """The card in space ``slot`` of ``p``'s reserve, which the move says is ``card``."""
        if isinstance(slot, bool) or not isinstance(slot, int) or not 0 <= slot < RESERVE:
            name = slot + 1 if isinstance(slot, int) and not isinstance(slot, bool) else slot
            raise IllegalMove(_("Your reserve has spaces 1 to {n}: there is no space {name}.").format(n=RESERVE, name=name))
        have = self.reserve[p][slot]
        if have is None:
            raise IllegalMove(_("Space {n} of your reserve is empty: there is no card there.").format(n=slot + 1))
        if have != card:
            raise IllegalMove(_("The card in space {n} of your reserve is the {have}, not the {card}.").format(
                n=slot + 1, have=have, card=card))
        return have

    # -- what the moves do ----------------------------------------------------------------------------
    def _apply(self, p: int, move: Move) -> list[Event]:
        if isinstance(move, Refill):
            events: list[Event] = []
            for slot in self._vacancies(p):
                events += self._fill(p, slot)
            return events
        if isinstance(move, Build):
            self.reserve[p][move.slot] = None
            self.foundations[move.foundation].append(move.card)
            events = [BuildEvent(player=p, card=move.card.code, slot=move.slot,
                       foundation=move.foundation, left=self.left(p))]
            if self.left(p) == 0:
                return events + self._finish([p], N_("built every card"))
            if self.options["refill"] == "immediate":
                events += self._fill(p, move.slot)
            return events
        # End: the discard goes face down on the wastepile, its space is filled, the turn passes
        assert isinstance(move, End)
        self.reserve[p][move.slot] = None
        self.waste[p].append(move.card)
        events = [EndEvent(player=p, card=move.card.code, slot=move.slot)]
        events += self._fill(p, move.slot)
        self.turns += 1
        self.current = 1 - p
        if self.turns >= self.options["max_turns"]:
            return events + self._at_cap()
        events.append(TurnEvent(player=self.current, number=self.turns + 1))
        return events

    def _fill(self, p: int, slot: int) -> list[Event]:
        """Fill one empty space from the stock, turning the wastepile over first if the stock is out."""
        events: list[Event] = []
        if not self.stock[p]:
            if not self.waste[p]:
                return []       # nothing left anywhere: the space stays empty
            pile, self.waste[p] = self.waste[p], []
            if self.options["shuffle_waste"]:
                pile = self.shuffled(pile)
            self.stock[p] = pile   # no shuffle: the last card discarded is on top
            events.append(RecycleEvent(player=p, cards=len(pile),
                           shuffled=self.options["shuffle_waste"]))
        card = self.stock[p].pop()
        self.reserve[p][slot] = card
        return events + [RefillEvent(player=p, slot=slot, card=card.code)]

    # -- the end ------------------------------------------------------------------------------------
    def _finish(self, winners: list[int], reason: str) -> list[Event]:
        self.finish(winners, reason)
        return [GameOverEvent(winners=list(winners), reason=reason, left=self.scores)]

    def _at_cap(self) -> list[Event]:
        a, b = self.scores
        if a == b:
            return self._finish([], N_("the turns ran out with equal cards left: a draw"))
        return self._finish([0 if a < b else 1], N_("the turns ran out: fewer cards left wins"))

    # -- what a player sees: reserves and foundations face up, stocks and wastepiles as counts ---------
    def _view(self, player: Optional[int]) -> ConjugalPatienceView:
        return {
            "players": 2, "you": player,
            "current": None if self.over else self.current, "turn": self.turns + 1,
            "max_turns": self.options["max_turns"],
            "reserves": [[None if c is None else c.code for c in r] for r in self.reserve],
            "foundations": [[c.code for c in f] for f in self.foundations],
            "stock": [len(s) for s in self.stock], "waste": [len(w) for w in self.waste],
            "left": self.scores, "built": [52 - x for x in self.scores],
            "winners": self.winners,
        }

    def cards(self) -> Counter[Any]:
        return count_cards(*self.reserve, *self.stock, *self.waste, *self.foundations)

    WORDS = Narration()  # what each event says (below the class)



# ------------------------------------------------------------------------------------------------
# What each event says (ConjugalPatience.describe reads this table)
# ------------------------------------------------------------------------------------------------
@ConjugalPatience.WORDS(DealEvent)
def _deal(e: DealEvent, say: Speaker) -> str:
    return say.line(e.first, _("Each player has six cards face up. You go first."),
                    _("Each player has six cards face up. {name} goes first."))


@ConjugalPatience.WORDS(BuildEvent)
def _build(e: BuildEvent, say: Speaker) -> str:
    return say.line(e.player, _("You build {card} on foundation {n}."), _("{name} builds {card} on foundation {n}."),
                    card=Card.parse(e.card), n=e.foundation + 1)


@ConjugalPatience.WORDS(EndEvent)
def _end(e: EndEvent, say: Speaker) -> str:
    return say.line(e.player, _("You put {card} face down on the wastepile."),
                    _("{name} puts {card} face down on the wastepile."), card=Card.parse(e.card))


@ConjugalPatience.WORDS(RefillEvent)
def _refill(e: RefillEvent, say: Speaker) -> str:
    return say.line(e.player, _("You fill space {n} with {card}."), _("{name} fills space {n} with {card}."),
                    n=e.slot + 1, card=Card.parse(e.card))


@ConjugalPatience.WORDS(RecycleEvent)
def _recycle(e: RecycleEvent, say: Speaker) -> str:
    if e.shuffled:
        return say.line(e.player, _("You turn your wastepile over as a new stock (shuffled)."),
                        _("{name} turns their wastepile over as a new stock (shuffled)."))
    return say.line(e.player, _("You turn your wastepile over as a new stock (last card first)."),
                    _("{name} turns their wastepile over as a new stock (last card first)."))


@ConjugalPatience.WORDS(TurnEvent)
def _turn(e: TurnEvent, say: Speaker) -> str:
    return say.line(e.player, _("Your turn!"), _("{name}'s turn."))


@ConjugalPatience.WORDS(GameOverEvent)
def _game_over(e: GameOverEvent, say: Speaker) -> str:
    reason = _(e.reason)
    if not e.winners:
        return _("It's a draw: {reason}.").format(reason=reason)
    return say.line(e.winners[0], _("You win: {reason}!"), _("{name} wins: {reason}!"), reason=reason)

# ------------------------------------------------------------------------------------------------
# Bots.  They see only view(p) and legal_moves(p).
# ------------------------------------------------------------------------------------------------
def _tops(foundations: list[Any]) -> list[Optional[Card]]:
    return [Card.parse(f[-1]) if f else None for f in foundations]


def _fits(card: Card, top: Optional[Card]) -> bool:
    if top is None:
        return card.low == 1
    return top.suit == card.suit and top.low + 1 == card.low


def _can_build_count(cards: list[Card], tops: list[Optional[Card]]) -> int:
    """How many of ``cards`` could be built, one after another, on foundations with these tops."""
    tops, cards, n = list(tops), list(cards), 0
    while True:
        for i, c in enumerate(cards):
            f = next((k for k, t in enumerate(tops) if _fits(c, t)), None)
            if f is not None:
                tops[f] = c
                del cards[i]
                n += 1
                break
        else:
            return n


def _distance(card: Card, tops: list[Optional[Card]]) -> int:
    """How many cards must go on the foundations before ``card`` can be built (0: it fits now)."""
    best = card.low - 1 if any(t is None for t in tops) else 99
    for t in tops:
        if t is not None and t.suit == card.suit and t.low < card.low:
            best = min(best, card.low - t.low - 1)
    return best


class ConjugalHardBot(Bot):
    """Hard: builds what helps itself, holds back a build that would mostly open a foundation for
    cards the other player has face up, and picks its discard knowing how the wastepile returns.

    Building: for each build it counts what the build gains (the card itself and the reserve
    cards that could follow it) against what it newly opens up for the opponent's visible reserve;
    it builds the best one unless the opponent would gain more.  Once its own stock and wastepile
    are gone it builds everything: the race is then nearly over.

    Discarding: the card farthest from fitting a foundation goes (the number of cards still to be
    built before it fits).  The bot remembers its own discards until the wastepile is turned over;
    since the wastepile comes back last-discard-first, a card whose lower card of the same suit is
    already buried there cannot be built before that one is dug out again, so it counts as
    farther away and is discarded more readily."""

    level = "hard"
    WAITING = 2   # extra distance for a card that waits for one of its own buried cards

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.buried: list[Card] = []   # my discards since my wastepile was last turned over

    def choose(self, view: dict[str, Any], legal: Sequence[Move]) -> Move:
        me = view["you"]
        if view["waste"][me] < len(self.buried):   # the wastepile was turned over as a new stock
            self.buried = []
        builds = [m for m in legal if isinstance(m, Build)]
        ends = [m for m in legal if isinstance(m, End)]
        refill = next((m for m in legal if isinstance(m, Refill)), None)
        if builds:
            pick = self._build(view, me, builds, must=not ends and refill is None)
            if pick is not None:
                return pick
        if refill is not None:
            return refill
        if not ends:
            return legal[0]
        end = self._discard(view, ends)
        self.buried.append(end.card)
        return end

    def _build(self, view: dict[str, Any], me: int, builds: list[Build], must: bool) -> Optional[Build]:
        tops = _tops(view["foundations"])
        mine = [Card.parse(c) for c in view["reserves"][me] if c]
        theirs = [Card.parse(c) for c in view["reserves"][1 - me] if c]
        endgame = view["stock"][me] + view["waste"][me] == 0
        opp_now = _can_build_count(theirs, tops)
        best, best_score = None, None
        for b in builds:
            after = list(tops)
            after[b.foundation] = b.card
            rest = list(mine)
            rest.remove(b.card)
            gain = 1 + _can_build_count(rest, after)
            cost = max(0, _can_build_count(theirs, after) - opp_now)
            if best_score is None or gain - cost > best_score:
                best, best_score = b, gain - cost
        if must or endgame or (best_score is not None and best_score >= 0):
            return best
        return None

    def _discard(self, view: dict[str, Any], ends: list[End]) -> End:
        tops = _tops(view["foundations"])

        def farness(m: End) -> tuple[int, int]:
            waits = any(c.suit == m.card.suit and c.low < m.card.low for c in self.buried)
            return (_distance(m.card, tops) + self.WAITING * waits, m.card.low)

        return max(ends, key=farness)


register_bot("conjugal_patience", "easy", RandomBot)   # any legal move, at random
register_bot("conjugal_patience", "hard", ConjugalHardBot)
