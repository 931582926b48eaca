"""Dictation: everyone plays Sir Tommy with the same cards (docs/rules.md section 9).

One shuffled pack is called out a card at a time; every player has a pack of their own and takes
the same card from it.  Each player builds up to four foundations, each started by an Ace and
built upward to the King whatever the suits, and keeps up to four wastepile columns.  Only the top
card of a column may move, and only onto a foundation.

A *step* is one called card.  In it each player, on their own layout and in any order:
  Build(column)   moves that column's top card onto a foundation that needs it;
  Place(where)    puts the called card on a foundation (``FOUNDATION``: an Ace always starts a
                  new one, another card goes on a foundation one rank lower) or on a column;
  Ready()         says they are done (only once the called card is placed).
When everyone is ready the next card is called.  After the 52nd card there is one last round of
building.  The most completed foundations wins; equal counts share the win (option
``tiebreak_cards_built`` separates them by cards on foundations).
"""
from __future__ import annotations

from collections import Counter
from typing import Any, Iterator, Optional, Sequence, TypedDict

from ..bots import Bot, register_bot
from ..cards import Card, standard_deck, the_card
from ..game import Game, IllegalMove, Move, Narration, Speaker, capital, count_cards, flag, number, register
from ..events import Event, PlayerEvent
from ..words import N_, _

FOUNDATION = -1
# "an Ace" ... "a Queen", the rank in words with its article, by its number (1 to 13): what a
# foundation needs on top ("una Reina", "un As").
A_RANK_NAME = {
    1: N_("an Ace"), 2: N_("a Two"), 3: N_("a Three"), 4: N_("a Four"), 5: N_("a Five"), 6: N_("a Six"),
    7: N_("a Seven"), 8: N_("an Eight"), 9: N_("a Nine"), 10: N_("a Ten"), 11: N_("a Jack"), 12: N_("a Queen"),
    13: N_("a King"),
}
STARTS = N_("Aces start them")  # what begins a foundation, in a child's words (the table's empty row)


class Build(Move):
    """Move the top card of a column onto a foundation."""
    column: int

    words = N_("Build from column {column+1}")


class Place(Move):
    """Put the called card on a foundation (``FOUNDATION``) or on column ``where``."""
    where: int

    def __str__(self) -> str:
        if self.where == FOUNDATION:
            return _("Put it on a foundation")
        return _("Put it on column {n}").format(n=self.where + 1)


class Ready(Move):
    words = N_("Ready for the next card")


class DictationView(TypedDict):
    """What a seat sees of dictation (``view()`` adds ``kit.game.CommonView``)."""
    players: int
    you: Optional[int]
    card: Optional[str]
    called: list[Any]
    left: int
    final_round: bool
    foundations: list[Any]
    columns: list[Any]
    placed: list[Any]
    ready: list[Any]
    scores: list[Any]
    built: list[Any]
    winners: list[Any]


# --------------------------------------------------------------------------------------------
# Events (what a move caused; their words are in describe)
# --------------------------------------------------------------------------------------------
class ReadyEvent(PlayerEvent):
    """``player`` has placed the called card and waits for the next call."""


class GameOverEvent(Event):
    winners: list[int]
    winner: Optional[int]
    scores: list[int]


class CallEvent(Event):
    card: str
    number: int


class FinalRoundEvent(Event):
    """All 52 cards are called: the players build one last time."""


class BuildEvent(PlayerEvent):
    card: str
    column: int


class PlaceEvent(PlayerEvent):
    card: str
    where: int

@register
class Dictation(Game):
    name = "dictation"
    title = "Dictation"
    # the game's own words, said to a child at the table (rules.md 9)
    goal = N_("Finish more foundations than the computer: each starts with an Ace and goes up to the "
              "King, any suits.")
    MIN_PLAYERS, MAX_PLAYERS = 1, 8
    OPTIONS = {
        "columns": number(4, 1, 8, help="wastepile columns each player may use"),
        "tiebreak_cards_built": flag(False, help="equal foundations: more cards on foundations wins"),
    }
    MOVES = (Build, Place, Ready)

    def _setup(self, deck: Optional[Sequence[Any]]) -> None:
        self.calls = self.start_deck(deck, standard_deck())  # the dictator's shuffled pack
        n = self.players
        self.called = 0                                       # cards called so far
        self.foundations: list[list[list[Card]]] = [[] for _ in range(n)]
        self.columns: list[list[list[Card]]] = [[[] for _ in range(self.options["columns"])] for _ in range(n)]
        self.placed = [True] * n
        self.ready = [True] * n
        self.final_round = False
        self.log.extend(self._call_next())  # card 1 is called like the 51 after it, in the log

    # -- the dictator --------------------------------------------------------------------------
    @property
    def card(self) -> Optional[Card]:
        """The card called now (None in the final building round)."""
        return None if self.final_round or self.called == 0 else self.calls[self.called - 1]

    def _call_next(self) -> list[Event]:
        if self.called < len(self.calls):
            self.called += 1
            self.placed = [False] * self.players
            self.ready = [False] * self.players
            return [CallEvent(card=self.calls[self.called - 1].code, number=self.called)]
        if not self.final_round:
            self.final_round = True
            self.placed = [True] * self.players
            self.ready = [False] * self.players
            return [FinalRoundEvent()]
        return self._finish()

    # -- rules for one player's layout ------------------------------------------------------------
    def _foundation_for(self, p: int, card: Card) -> Optional[int]:
        """Which foundation ``card`` may go on: a new one for an Ace, else one topped one rank lower."""
        piles = self.foundations[p]
        if card.low == 1:
            return len(piles) if len(piles) < 4 else None
        for i, pile in enumerate(piles):
            if pile and pile[-1].low == card.low - 1:
                return i
        return None

    def _to_act(self) -> Sequence[int]:
        return [p for p in range(self.players) if not self.ready[p]]

    def _called(self) -> Card:
        """The card called now: there is one whenever a player has still to place it."""
        assert self.card is not None, "no card is called"
        return self.card

    def _legal(self, p: int) -> list[Move]:
        moves: list[Move] = [Build(i) for i, col in enumerate(self.columns[p])
                             if col and self._foundation_for(p, col[-1]) is not None]
        if not self.placed[p]:
            card = self._called()
            if self._foundation_for(p, card) is not None:
                moves.append(Place(FOUNDATION))
            if card.low != 1:
                moves += [Place(i) for i in range(self.options["columns"])]
        else:
            moves.append(Ready())
        return moves

    def _check(self, p: int, move: Move) -> None:
        if isinstance(move, Ready):
            if not self.placed[p]:
                raise IllegalMove(_("First put {card} somewhere, then say you are ready.").format(
                    card=the_card(self._called())))
            return
        if isinstance(move, Build):
            if not 0 <= move.column < self.options["columns"]:
                raise IllegalMove(_("There is no column {n}.").format(n=move.column + 1))
            col = self.columns[p][move.column]
            if not col:
                raise IllegalMove(_("Column {n} is empty: there is no card to move.").format(n=move.column + 1))
            if self._foundation_for(p, col[-1]) is None:
                needs = (_("{card} doesn't fit on any foundation yet: it needs a new foundation.")
                         if col[-1].low == 1 else
                         _("{card} doesn't fit on any foundation yet: it needs a foundation one lower."))
                raise IllegalMove(capital(needs.format(card=the_card(col[-1]))))
            return
        if self.placed[p]:
            raise IllegalMove(_("You have already put this card down. Build, or say you are ready."))
        assert isinstance(move, Place)  # the one move left
        card = self._called()
        if move.where == FOUNDATION:
            if self._foundation_for(p, card) is None:
                raise IllegalMove(capital(_("{card} doesn't fit on a foundation: it needs a foundation with "
                                            "{rank} on top.").format(card=the_card(card), rank=_(A_RANK_NAME[card.low - 1]))))
            return
        if not 0 <= move.where < self.options["columns"]:
            raise IllegalMove(_("There is no column {n}.").format(n=move.where + 1))
        if card.low == 1:
            raise IllegalMove(_("An Ace must start a new foundation: it can't go on a column."))

    def _apply(self, p: int, move: Move) -> list[Event]:
        if isinstance(move, Build):
            card = self.columns[p][move.column].pop()
            where = self._foundation_for(p, card)
            assert where is not None  # checked: the card fits a foundation
            self._lay_on_foundation(p, where, card)
            return [BuildEvent(player=p, card=card.code, column=move.column)]
        if isinstance(move, Place):
            card = self._called()
            self.placed[p] = True
            if move.where == FOUNDATION:
                where = self._foundation_for(p, card)
                assert where is not None  # checked: the card fits a foundation
                self._lay_on_foundation(p, where, card)
            else:
                self.columns[p][move.where].append(card)
            return [PlaceEvent(player=p, card=card.code, where=move.where)]
        self.ready[p] = True
        events: list[Event] = [ReadyEvent(player=p)]
        if all(self.ready):
            events += self._call_next()
        return events

    def _lay_on_foundation(self, p: int, where: int, card: Card) -> None:
        if where == len(self.foundations[p]):
            self.foundations[p].append([])
        self.foundations[p][where].append(card)

    # -- the end ------------------------------------------------------------------------------------
    @property
    def scores(self) -> list[int]:
        """Completed foundations (Ace to King) of each player."""
        return [sum(len(f) == 13 for f in self.foundations[p]) for p in range(self.players)]

    def built(self, p: int) -> int:
        return sum(len(f) for f in self.foundations[p])

    def _finish(self) -> list[Event]:
        key = (lambda p: (self.scores[p], self.built(p))) if self.options["tiebreak_cards_built"] else \
            (lambda p: self.scores[p])
        best = max(key(p) for p in range(self.players))
        self.finish([p for p in range(self.players) if key(p) == best], N_("most completed foundations"))
        return [GameOverEvent(winners=self.winners, winner=self.winner, scores=self.scores)]

    # -- what players see: everything is face up except the order of the cards still to come ----------
    def _view(self, player: Optional[int]) -> DictationView:
        return {
            "players": self.players, "you": player,
            "card": None if self.card is None else self.card.code,
            "called": [c.code for c in self.calls[:self.called]],
            "left": len(self.calls) - self.called,
            "final_round": self.final_round,
            "foundations": [[[c.code for c in f] for f in self.foundations[p]] for p in range(self.players)],
            "columns": [[[c.code for c in col] for col in self.columns[p]] for p in range(self.players)],
            "placed": list(self.placed), "ready": list(self.ready),
            "scores": self.scores, "built": [self.built(p) for p in range(self.players)],
            "winners": self.winners,
        }

    def cards(self) -> Counter[Any]:
        not_put = [None if placed else self.card for placed in self.placed]  # the called card, in a hand
        uncalled = self.calls[self.called:]  # each player holds a copy of the cards still to call
        return count_cards(*(f for fs in self.foundations for f in fs), *(c for cs in self.columns for c in cs),
                           not_put, *(uncalled for _ in range(self.players)))

    WORDS = Narration()  # what each event says (below the class)


# What each event says (Dictation.describe reads this table)
Dictation.WORDS.says(FinalRoundEvent, "All 52 cards are called: one last chance to build.")
Dictation.WORDS.says(GameOverEvent, "The game is over.")


@Dictation.WORDS(CallEvent)
def _call(e: CallEvent, say: Speaker) -> str:
    return _("Card {n}: {card}!").format(n=e.number, card=the_card(e.card, named=True))


@Dictation.WORDS(PlaceEvent)
def _place(e: PlaceEvent, say: Speaker) -> str:
    card = the_card(e.card)
    if e.where == FOUNDATION:
        return say.line(e.player, _("You put {card} on a foundation."), _("{name} put {card} on a foundation."),
                        card=card)
    return say.line(e.player, _("You put {card} on column {n}."), _("{name} put {card} on column {n}."),
                    card=card, n=e.where + 1)


@Dictation.WORDS(BuildEvent)
def _build(e: BuildEvent, say: Speaker) -> str:
    return say.line(e.player, _("You built {card} from column {n}."), _("{name} built {card} from column {n}."),
                    card=the_card(e.card), n=e.column + 1)


class HardDictationBot(Bot):
    """Builds whenever it can; puts a card on a foundation if it fits, else on the column whose top
    is the lowest card above it (a low card on a higher one is never in the way), else on an empty
    column, else on the column with the highest top (burying the card needed last)."""

    level = "hard"

    def choose(self, view: dict[str, Any], legal: Sequence[Move]) -> Move:
        builds = [m for m in legal if isinstance(m, Build)]
        if builds:
            return builds[0]
        places = [m for m in legal if isinstance(m, Place)]
        if not places:
            return legal[0]  # Ready
        if Place(FOUNDATION) in places:
            return Place(FOUNDATION)
        rank = Card.parse(view["card"]).low
        tops = {m.where: view["columns"][view["you"]][m.where] for m in places}
        above = [(Card.parse(col[-1]).low, w) for w, col in tops.items() if col and Card.parse(col[-1]).low > rank]
        if above:
            return Place(min(above)[1])
        empty = [w for w, col in tops.items() if not col]
        if empty:
            return Place(empty[0])
        return Place(max((Card.parse(col[-1]).low, w) for w, col in tops.items())[1])


register_bot("dictation", "hard", HardDictationBot)


# -- experiments: the same deal for every player -------------------------------------------------------
def play_deal(levels: Sequence[str], seed: Optional[int] = None, deck: Optional[Sequence[Any]] = None,
              **options: Any) -> Dictation:
    """Play one deal to the end with one bot per seat (``levels`` such as ``("easy", "hard")``) and
    return the finished game.  Every seat gets the same called cards, so any difference between
    the seats comes from the bots' choices alone.  Each bot's own choices are seeded by ``seed``
    and its seat."""
    from ..bots import make_bot, play_out

    game = Dictation(players=len(levels), seed=seed, deck=deck, **options)
    play_out(game, {p: make_bot("dictation", level, seed=seed, seat=p) for p, level in enumerate(levels)})
    return game


def skill_contest(deals: int, levels: Sequence[str] = ("easy", "hard"), seed: int = 0,
                  **options: Any) -> Iterator[dict[str, Any]]:
    """Play ``deals`` deals (seeds ``seed``, ``seed + 1``, ...) with the bots ``levels`` on the
    same cards; yield one result per deal as it finishes (so a lesson can show progress):
    ``{"seed", "order", "scores", "built", "winners"}`` with ``order`` the called card codes."""
    for s in range(seed, seed + deals):
        g = play_deal(levels, seed=s, **options)
        yield {"seed": s, "order": [c.code for c in g.calls], "scores": g.scores,
               "built": [g.built(p) for p in range(g.players)], "winners": g.winners}
