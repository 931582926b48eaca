"""Progressive Patience: two players race to get rid of their cards onto one shared run in the
middle (docs/rules.md section 8).

Two packs are shuffled together and each player gets half of them (52) as a face-down *stock*.
In the middle of the table there is a single *centre* run: it is started by an Ace and grows one
rank at a time (2, 3 ... King) whatever the suits.  When it reaches the King it is set aside and
the next Ace starts a new run.  Each player also has four face-up *wastepiles*, spread out so that
every card in them can be seen; only the top card of a wastepile may move, and only to the centre.

A turn is a loop:

1. ``Build(pile)``: as often as you like, move the top card of one of your wastepiles onto the
   centre, if it is the rank the centre needs (option ``waste_builds_only_at_start``: only before
   the first card of the turn is turned up).
2. ``Turn()``: turn up the top card of your stock.  You now hold it and must put it down at once:
   ``BuildTurned()`` puts it on the centre if it fits, and you go on (back to 1);
   ``Discard(pile)`` puts it on one of your wastepiles (any card on any pile) and your turn ends.
   The very first Ace turned up in the game must start the centre; after that, building is never
   compulsory.  An Ace turned up while a run is still going does not fit.
3. Stock used up when you want to turn: your wastepiles are gathered into a new stock (option
   ``gather``: ``"ordered"``, pile 4's bottom card is turned first, going up pile 4, then piles 3,
   2 and 1; or ``"shuffle"``) and the card is turned from it.  With 4 cards or fewer left, you
   ``LayOut()`` instead: each card becomes a wastepile of its own, so every one of them can be
   built, and from then on your turns are builds followed by ``EndTurn()``.

The first player with no cards left wins.  Option ``max_turns`` (3000) stops a game that goes on
too long: then fewer cards left wins, and equal is a draw.  Option ``dealer`` (-1: a seeded seat);
the player left of the dealer starts.

A stacked deck is the 104 codes, top card first, dealt one card at a time to seat 0, seat 1,
seat 0 ...: seat p's stock is ``deck[p::2]``, and the first card a player is dealt is the first one
they turn up.  With a stacked deck seat 0 starts (unless ``dealer`` is given).

Chance, in this order: the shuffle of the 104 cards, then the dealer's seat; later, with
``gather="shuffle"``, each gathering shuffles the wastepiles.
"""
from __future__ import annotations

from collections import Counter
from typing import Any, Optional, Sequence, TypedDict

from ..bots import Bot, RandomBot, register_bot
from ..cards import RANKS, Card, a_rank, make_deck
from ..game import IllegalMove, Move, Narration, Speaker, choice, count_cards, flag, number, register
from ..events import Event, PlayerEvent
from ..words import ENGLISH, N_, _, n_, speaking
from .turns import TakingTurns

PILES = 4          # wastepiles per player
LAST_CARDS = 4     # with this many cards or fewer and no stock, they are laid out face up
KING = 13




class Build(Move):
    """Move the top card of your wastepile ``pile`` (0-3) onto the centre."""
    pile: int

    words = N_("Build from your wastepile {pile+1}")


class Turn(Move):
    """Turn up the top card of your stock (gathering your wastepiles first if the stock is empty)."""

    words = N_("Turn up your top card")


class BuildTurned(Move):
    """Put the card you turned up on the centre."""

    words = N_("Put the turned card on the centre")


class Discard(Move):
    """Put the card you turned up on your wastepile ``pile`` (0-3); this ends your turn."""
    pile: int

    words = N_("Put the turned card on your wastepile {pile+1}")


class LayOut(Move):
    """No stock and 4 cards or fewer: lay each card face up as a wastepile of its own."""

    words = N_("Lay your last cards face up")


class EndTurn(Move):
    """After laying out your last cards there is nothing to turn: end your turn."""

    words = N_("End your turn")


class ProgressivePatienceView(TypedDict):
    """What a seat sees of progressive patience (``view()`` adds ``kit.game.CommonView``)."""
    players: int
    you: Optional[int]
    turn: int
    dealer: int
    stock: list[Any]
    waste: list[Any]
    centre: list[Any]
    needs: str
    runs_done: int
    started: bool
    held: Optional[str]
    first_ace_must_start: bool
    turned_this_turn: bool
    laid_out: list[Any]
    left: list[Any]
    turns: int
    max_turns: int
    winners: list[Any]


# --------------------------------------------------------------------------------------------
# Events (what a move caused; their words are in describe)
# --------------------------------------------------------------------------------------------
class DealEvent(Event):
    dealer: int
    first: int
    stock: list[int]


class GatherEvent(PlayerEvent):
    cards: int
    how: str


class NextTurnEvent(PlayerEvent):
    turn: int


class GameOverEvent(Event):
    winners: list[int]
    reason: str
    cards: list[int]


class BuildEvent(PlayerEvent):
    card: str
    pile: int


class BuildTurnedEvent(PlayerEvent):
    card: str


class DiscardEvent(PlayerEvent):
    card: str
    pile: int


class LayOutEvent(PlayerEvent):
    cards: list[str]


class EndTurnEvent(PlayerEvent):
    """``player`` laid out their last cards and ends the turn."""


class RunDoneEvent(PlayerEvent):
    runs: int


class TurnEvent(PlayerEvent):
    card: str
    stock: int

@register
class ProgressivePatience(TakingTurns):
    name = "progressive_patience"
    title = "Progressive Patience"
    # the game's own words, said to a child at the table (rules.md 8)
    goal = N_("Get rid of your cards first! Turn up a card: the centre takes the card one higher than its top, "
              "any suit. If it doesn't fit, put it on a pile: your turn ends.")
    MIN_PLAYERS, MAX_PLAYERS = 2, 2
    OPTIONS = {
        "gather": choice("ordered", "shuffle", help="how used wastepiles become a new stock"),
        "waste_builds_only_at_start": flag(False, help="build from wastepiles only before the first turn-up"),
        "max_turns": number(3000, 1, 1_000_000, help="the cap on turns: then fewer cards left wins"),
        "dealer": number(-1, -1, 1, help="the dealer's seat; -1 for a seeded random seat"),
    }
    MOVES = (Build, Turn, BuildTurned, Discard, LayOut, EndTurn)

    # -- the deal --------------------------------------------------------------------------------
    def _setup(self, deck: Optional[Sequence[Any]]) -> None:
        cards = self.start_deck(deck, make_deck(packs=2))
        self.dealer = dealer = self.dealer_seat(deck)
        # each stock is kept top card LAST, so turning up a card is a pop()
        self.stock: list[list[Card]] = [list(reversed(cards[p::2])) for p in range(2)]
        self.waste: list[list[list[Card]]] = [[[] for _ in range(PILES)] for _ in range(2)]
        self.centre: list[Card] = []            # the run being built, Ace first
        self.set_aside: list[Card] = []         # finished runs, Ace to King each
        self.runs_done = 0
        self.started = False                    # has any run been started yet?
        self.held: Optional[Card] = None        # the card just turned up, waiting to be put down
        self.turned_this_turn = False
        self.laid_out = [False, False]
        self.current = (dealer + 1) % 2
        self.turns = 0
        self.log.append(DealEvent(dealer=dealer, first=self.current,
                         stock=[len(s) for s in self.stock]))

    # -- reading the table -----------------------------------------------------------------------
    @property
    def needs(self) -> int:
        """The rank (1 = Ace ... 13 = King) the centre needs next."""
        return self.centre[-1].low + 1 if self.centre else 1

    def fits(self, card: Card) -> bool:
        return card.low == self.needs

    def left(self, p: int) -> int:
        """How many cards player ``p`` still has (stock, wastepiles and a turned-up card)."""
        held = 1 if (self.held is not None and p == self.current) else 0
        return len(self.stock[p]) + sum(len(w) for w in self.waste[p]) + held

    @property
    def scores(self) -> list[int]:
        """Cards each player still has (fewer is better)."""
        return [self.left(p) for p in range(2)]

    def _may_build_from_waste(self) -> bool:
        return not (self.options["waste_builds_only_at_start"] and self.turned_this_turn)

    def _must_lay_out(self, p: int) -> bool:
        return not self.stock[p] and not self.laid_out[p] and self.left(p) <= LAST_CARDS

    # -- what the player whose turn it is may do -----------------------------------------------------
    def _turned(self) -> Card:
        """The card just turned up (a checked BuildTurned or Discard says there is one)."""
        assert self.held is not None, "no card is turned up"
        return self.held

    def _legal(self, p: int) -> list[Move]:
        if self.held is not None:
            moves: list[Move] = [BuildTurned()] if self.fits(self.held) else []
            if not self._first_ace(self.held):
                moves += [Discard(w) for w in range(PILES)]
            return moves
        moves = []
        if self._may_build_from_waste():
            moves = [Build(w) for w, pile in enumerate(self.waste[p]) if pile and self.fits(pile[-1])]
        if self.laid_out[p]:
            moves.append(EndTurn())
        elif self._must_lay_out(p):
            moves.append(LayOut())
        else:
            moves.append(Turn())
        return moves

    def _first_ace(self, card: Card) -> bool:
        """Is this the first Ace of the game, which must start the centre?"""
        return card.low == 1 and not self.started

    def _why_not_fit(self, card: Card) -> str:
        if not self.centre:
            return _("The {card} can't start the centre: only an Ace can start a new run.").format(card=card)
        if card.low == 1:
            return _("The centre is still going (its top is the {top}), so an Ace can't go there yet.").format(
                top=self.centre[-1])
        return _("The {card} doesn't follow the centre's top card, the {top}: the centre needs {rank}.").format(
            card=card, top=self.centre[-1], rank=a_rank(self.needs))

    def _check_pile(self, pile: Any) -> None:
        if isinstance(pile, bool) or not isinstance(pile, int) or not 0 <= pile < PILES:
            if isinstance(pile, int) and not isinstance(pile, bool):
                raise IllegalMove(_("There is no wastepile {n}: your wastepiles are numbered 1 to 4.").format(
                    n=pile + 1))
            raise IllegalMove(_("There is no wastepile like that: your wastepiles are numbered 1 to 4."))

    def _check(self, p: int, move: Move) -> None:
        held = self.held
        place_first = _("You must put down the card you turned up (the {card}) first: "
                        "on the centre or on one of your wastepiles.").format(card=held)
        if isinstance(move, Build):
            self._check_pile(move.pile)
            if held is not None:
                raise IllegalMove(place_first)
            if not self._may_build_from_waste():
                raise IllegalMove(_("In this game you may only build from your wastepiles before you turn up a card."))
            pile = self.waste[p][move.pile]
            if not pile:
                raise IllegalMove(_("Your wastepile {n} is empty: there is no card to build.").format(n=move.pile + 1))
            if not self.fits(pile[-1]):
                raise IllegalMove(self._why_not_fit(pile[-1]))
        elif isinstance(move, Turn):
            if held is not None:
                raise IllegalMove(place_first)
            if self.laid_out[p]:
                raise IllegalMove(_("You have no stock left to turn: build what you can, then end your turn."))
            if self._must_lay_out(p):
                raise IllegalMove(_("You are down to your last few cards: lay them all face up instead of turning."))
        elif isinstance(move, BuildTurned):
            if held is None:
                raise IllegalMove(_("You haven't turned up a card yet: turn one from your stock first."))
            if not self.fits(held):
                raise IllegalMove(self._why_not_fit(held))
        elif isinstance(move, Discard):
            self._check_pile(move.pile)
            if held is None:
                raise IllegalMove(_("You haven't turned up a card, so there is nothing to put on a wastepile."))
            if self._first_ace(held):
                raise IllegalMove(_("That is the first Ace of the game, so it must start the centre. Put it in the middle!"))
        elif isinstance(move, LayOut):
            if held is not None:
                raise IllegalMove(place_first)
            if not self._must_lay_out(p):
                why = (_("Your last cards are already laid out.") if self.laid_out[p] else
                       _("You still have cards in your stock: turn the top one.") if self.stock[p] else
                       _("You still have more than 4 cards: turning gathers your wastepiles into a new stock."))
                raise IllegalMove(why)
        elif isinstance(move, EndTurn):
            if held is not None:
                raise IllegalMove(place_first)
            if self._must_lay_out(p):
                raise IllegalMove(_("You are down to your last few cards: lay them all face up first."))
            if not self.laid_out[p]:
                raise IllegalMove(_("Your turn ends when you put a turned-up card on a wastepile, so turn up a card."))

    # -- playing ----------------------------------------------------------------------------------
    def _apply(self, p: int, move: Move) -> list[Event]:
        if isinstance(move, Build):
            card = self.waste[p][move.pile].pop()
            events: list[Event] = [BuildEvent(player=p, card=card.code, pile=move.pile)]
            return events + self._onto_centre(p, card)
        if isinstance(move, Turn):
            events = []
            if not self.stock[p]:
                events += self._gather(p)
            self.held = self.stock[p].pop()
            self.turned_this_turn = True
            return events + [TurnEvent(player=p, card=self.held.code, stock=len(self.stock[p]))]
        if isinstance(move, BuildTurned):
            card, self.held = self._turned(), None
            events = [BuildTurnedEvent(player=p, card=card.code)]
            return events + self._onto_centre(p, card)
        if isinstance(move, Discard):
            card, self.held = self._turned(), None
            self.waste[p][move.pile].append(card)
            events = [DiscardEvent(player=p, card=card.code, pile=move.pile)]
            return events + self._next_turn()
        if isinstance(move, LayOut):
            cards = [c for pile in self.waste[p] for c in pile]
            self.waste[p] = [[c] for c in cards] + [[] for _ in range(PILES - len(cards))]
            self.laid_out[p] = True
            return [LayOutEvent(player=p, cards=[c.code for c in cards])]
        return [EndTurnEvent(player=p)] + self._next_turn()

    def _onto_centre(self, p: int, card: Card) -> list[Event]:
        self.centre.append(card)
        self.started = True
        events: list[Event] = []
        if card.low == KING:
            self.set_aside += self.centre
            self.centre = []
            self.runs_done += 1
            events.append(RunDoneEvent(player=p, runs=self.runs_done))
        if self.left(p) == 0:
            self.finish([p], N_("played every card to the centre"))
            events.append(GameOverEvent(winners=[p], reason=self.reason, cards=self.scores))
        return events

    def _gather(self, p: int) -> list[Event]:
        """The stock is empty: the wastepiles become the new stock.  Ordered: pile 4's bottom card
        is turned up first, then on up pile 4, then piles 3, 2 and 1, each from the bottom."""
        order = [c for w in reversed(range(PILES)) for c in self.waste[p][w]]  # in turning order
        how = self.options["gather"]
        if how == "shuffle":
            order = self.shuffled(order)
        self.stock[p] = list(reversed(order))
        self.waste[p] = [[] for _ in range(PILES)]
        return [GatherEvent(player=p, cards=len(order), how=how)]

    def _next_turn(self) -> list[Event]:
        self.turns += 1
        self.turned_this_turn = False
        if self.turns >= self.options["max_turns"]:
            return self._finish_by_count()
        self.current = 1 - self.current
        return [NextTurnEvent(player=self.current, turn=self.turns + 1)]

    def _finish_by_count(self) -> list[Event]:
        a, b = self.scores
        with speaking(ENGLISH):  # the reason the game keeps (in its view, log and save) is English
            reason = self._stopped_words()
        self.finish([] if a == b else [0 if a < b else 1], reason)
        return [GameOverEvent(winners=self.winners, reason=self.reason, cards=self.scores)]

    def _stopped_words(self) -> str:
        """Why a game stopped at its cap on turns, in the current language."""
        if self.scores[0] == self.scores[1]:
            return n_("the game stopped after {n} turn: both have the same number of cards left",
                      "the game stopped after {n} turns: both have the same number of cards left",
                      self.turns).format(n=self.turns)
        return n_("the game stopped after {n} turn: fewer cards left wins",
                  "the game stopped after {n} turns: fewer cards left wins", self.turns).format(n=self.turns)

    def said_reason(self) -> str:
        if self.over and self.turns >= self.options["max_turns"]:
            return self._stopped_words()
        return super().said_reason()

    # -- what players see: all but the order of the stocks ------------------------------------------
    def _view(self, player: Optional[int]) -> ProgressivePatienceView:
        return {
            "players": 2, "you": player, "turn": self.current, "dealer": self.dealer,
            "stock": [len(s) for s in self.stock],
            "waste": [[[c.code for c in pile] for pile in self.waste[p]] for p in range(2)],
            "centre": [c.code for c in self.centre],
            "needs": RANKS[self.needs - 1],
            "runs_done": self.runs_done,
            "started": self.started,
            "held": None if self.held is None else self.held.code,
            "first_ace_must_start": self.held is not None and self._first_ace(self.held),
            "turned_this_turn": self.turned_this_turn,
            "laid_out": list(self.laid_out),
            "left": self.scores,
            "turns": self.turns, "max_turns": self.options["max_turns"],
            "winners": self.winners,
        }

    def cards(self) -> Counter[Any]:
        return count_cards(self.centre, self.set_aside, *self.stock, *(w for piles in self.waste for w in piles),
                           [self.held])

    WORDS = Narration()  # what each event says (below the class)


# What each event says (ProgressivePatience.describe reads this table)
PP_WORDS = ProgressivePatience.WORDS


@PP_WORDS(DealEvent)
def _deal(e: DealEvent, say: Speaker) -> str:
    return say.line(e.first, _("52 cards each. You start."), _("52 cards each. {name} starts."))


@PP_WORDS(BuildEvent)
def _build(e: BuildEvent, say: Speaker) -> str:
    return say.line(e.player, _("You built the {card} from wastepile {pile}."),
                    _("{name} built the {card} from wastepile {pile}."), card=Card.parse(e.card), pile=e.pile + 1)


@PP_WORDS(TurnEvent)
def _turn(e: TurnEvent, say: Speaker) -> str:
    return say.line(e.player, _("You turned up the {card}."), _("{name} turned up the {card}."),
                    card=Card.parse(e.card))


@PP_WORDS(BuildTurnedEvent)
def _build_turned(e: BuildTurnedEvent, say: Speaker) -> str:
    return say.line(e.player, _("You put the {card} on the centre."), _("{name} put the {card} on the centre."),
                    card=Card.parse(e.card))


@PP_WORDS(DiscardEvent)
def _discard(e: DiscardEvent, say: Speaker) -> str:
    return say.line(e.player, _("You put the {card} on wastepile {pile}."),
                    _("{name} put the {card} on wastepile {pile}."), card=Card.parse(e.card), pile=e.pile + 1)


@PP_WORDS(RunDoneEvent)
def _run_done(e: RunDoneEvent, say: Speaker) -> str:
    return _("The centre reached the King! Run number {n} is set aside; the next one needs an Ace.").format(n=e.runs)


@PP_WORDS(GatherEvent)
def _gather(e: GatherEvent, say: Speaker) -> str:
    if e.how == "shuffle":
        return say.line(e.player, n_("You gathered {n} wastepile card (shuffled) into a new stock.",
                                     "You gathered {n} wastepile cards (shuffled) into a new stock.", e.cards),
                        n_("{name} gathered {n} wastepile card (shuffled) into a new stock.",
                           "{name} gathered {n} wastepile cards (shuffled) into a new stock.", e.cards), n=e.cards)
    return say.line(e.player, n_("You gathered {n} wastepile card (in order) into a new stock.",
                                 "You gathered {n} wastepile cards (in order) into a new stock.", e.cards),
                    n_("{name} gathered {n} wastepile card (in order) into a new stock.",
                       "{name} gathered {n} wastepile cards (in order) into a new stock.", e.cards), n=e.cards)


@PP_WORDS(LayOutEvent)
def _lay_out(e: LayOutEvent, say: Speaker) -> str:
    n = len(e.cards)
    return say.line(e.player, n_("You laid the last {n} card face up.", "You laid the last {n} cards face up.", n),
                    n_("{name} laid the last {n} card face up.", "{name} laid the last {n} cards face up.", n), n=n)


@PP_WORDS(EndTurnEvent)
def _end_turn(e: EndTurnEvent, say: Speaker) -> str:
    return say.line(e.player, _("You ended the turn."), _("{name} ended the turn."))


@PP_WORDS(NextTurnEvent)
def _next_turn(e: NextTurnEvent, say: Speaker) -> str:
    return say.line(e.player, _("Your turn."), _("{name}'s turn."))


@PP_WORDS(GameOverEvent)
def _game_over(e: GameOverEvent, say: Speaker) -> str:
    if not e.winners:
        return _("The game is over: it's a draw.")
    return _("You win! 🎉") if e.winners == [say.viewer] else _("{name} wins.").format(name=say.name(e.winners[0]))


def _distance(code: str, needs: str) -> int:
    """How many cards must go on the centre before ``code`` can (0: it fits now)."""
    return (RANKS.index(code[0]) - RANKS.index(needs)) % KING


class HardProgressiveBot(Bot):
    """A careful player.  It always builds when it can, from its wastepiles before turning up a
    card, choosing the pile that uncovers the card the centre will want soonest.  A card it must
    discard goes where it blocks least: on a pile whose top is needed later than it (the closest
    such top), else on an empty pile, else on the pile whose most urgent card is needed last.
    'Soon' is counted round the centre's cycle: with the centre needing a 9, a 10 is needed after
    one card and an Ace after five."""

    level = "hard"

    def choose(self, view: dict[str, Any], legal: Sequence[Move]) -> Move:
        me, needs = view["you"], view["needs"]
        piles = view["waste"][me]
        if BuildTurned() in legal:
            return BuildTurned()
        builds = [m for m in legal if isinstance(m, Build)]
        if builds:
            after = RANKS[RANKS.index(needs) + 1] if needs != "K" else "A"
            return min(builds, key=lambda m: (_distance(piles[m.pile][-2], after) if len(piles[m.pile]) > 1 else KING,
                                              m.pile))
        discards = [m for m in legal if isinstance(m, Discard)]
        if not discards:
            return legal[0]  # Turn, LayOut or EndTurn: the only other move
        d = _distance(view["held"], needs)
        below = [(_distance(piles[m.pile][-1], needs) - d, m.pile) for m in discards
                 if piles[m.pile] and _distance(piles[m.pile][-1], needs) > d]
        if below:
            return Discard(min(below)[1])
        empty = [m for m in discards if not piles[m.pile]]
        if empty:
            return empty[0]
        return Discard(max((min(_distance(c, needs) for c in piles[m.pile]), m.pile) for m in discards)[1])


register_bot("progressive_patience", "easy", RandomBot)   # any legal move, at random
register_bot("progressive_patience", "hard", HardProgressiveBot)
