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
from ..cards import RANK_NAME, RANKS, Card, standard_deck
from ..game import Game, IllegalMove, Move, Narration, Speaker, count_cards, flag, number, register
from ..events import Event, PlayerEvent

FOUNDATION = -1
STARTS = "Aces start them"  # what begins a foundation, in a child's words (the table's empty row)


class Build(Move):
    """Move the top card of a column onto a foundation."""
    column: int

    words = "Build from column {column+1}"


class Place(Move):
    """Put the called card on a foundation (``FOUNDATION``) or on column ``where``."""
    where: int

    def __str__(self) -> str:
        return "Put it on a foundation" if self.where == FOUNDATION else f"Put it on column {self.where + 1}"


class Ready(Move):
    words = "Ready for the next card"


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
    goal = ("Finish more foundations than the computer: each starts with an Ace and goes up to the "
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
                raise IllegalMove(f"First put the {self.card} somewhere, then say you are ready.")
            return
        if isinstance(move, Build):
            if not 0 <= move.column < self.options["columns"]:
                raise IllegalMove(f"There is no column {move.column + 1}.")
            col = self.columns[p][move.column]
            if not col:
                raise IllegalMove(f"Column {move.column + 1} is empty: there is no card to move.")
            if self._foundation_for(p, col[-1]) is None:
                raise IllegalMove(f"The {col[-1]} doesn't fit on any foundation yet: it needs a "
                                  f"{'new foundation' if col[-1].low == 1 else 'foundation one lower'}.")
            return
        if self.placed[p]:
            raise IllegalMove("You have already put this card down. Build, or say you are ready.")
        assert isinstance(move, Place)  # the one move left
        card = self._called()
        if move.where == FOUNDATION:
            if self._foundation_for(p, card) is None:
                lower = RANK_NAME[RANKS[card.low - 2]]
                raise IllegalMove(f"The {card} doesn't fit on a foundation: it needs a foundation with "
                                  f"{'an' if lower == 'Ace' or lower == 'Eight' else 'a'} {lower} on top.")
            return
        if not 0 <= move.where < self.options["columns"]:
            raise IllegalMove(f"There is no column {move.where + 1}.")
        if card.low == 1:
            raise IllegalMove("An Ace must start a new foundation: it can't go on a column.")

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
        self.finish([p for p in range(self.players) if key(p) == best], "most completed foundations")
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
    return f"Card {e.number}: the {Card.parse(e.card).name}!"


@Dictation.WORDS(PlaceEvent)
def _place(e: PlaceEvent, say: Speaker) -> str:
    where = "a foundation" if e.where == FOUNDATION else f"column {e.where + 1}"
    return f"{say.subject(e.player)} put the {Card.parse(e.card)} on {where}."


@Dictation.WORDS(BuildEvent)
def _build(e: BuildEvent, say: Speaker) -> str:
    return f"{say.subject(e.player)} built the {Card.parse(e.card)} from column {e.column + 1}."


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
