"""Go Fish, for three to six players (docs/rules.md section 11).

Ask another player for a rank you hold; collect *sets* of four cards of one rank.

The deal is made as if there were one more player: each real player gets 52 // (n + 1) cards, and
the imaginary hand with the leftovers is the *stock* (the pond), face down.  With a stacked deck
the real hands are dealt one card at a time from seat 0 and the rest, in order, is the stock.

A turn (one player at a time, starting left of the dealer; seat 0 with a stacked deck):

* it starts by laying down every complete set in your hand; with an empty hand you first draw a
  card from the stock, and with no stock left you are skipped for the rest of the game;
* ``Ask(target, rank)``: the target must hold a card, and you must hold a card of the rank.  If the
  target has some, they hand them all over (``give_one``: only one), a set you complete is laid
  down at once, and you ask again.  If not: "Go fish!"  You draw the top card of the stock and the
  *target* takes the next turn.  A set completed by the drawn card waits for your next turn
  (``lucky_draw_continues``: if the drawn card is the rank you asked for or completes a set, you
  show it, lay down the set, and keep asking).

The end: laying down your last card while the stock is not empty wins at once.  Otherwise play goes
on until all 13 sets are down; most sets wins, equal is shared (``end_when_stock_empty``: count as
soon as the stock runs out; ``max_turns``: count at the cap).

Resolution of a case docs/rules.md leaves open: a player whose turn it is who holds cards while nobody
else does (everyone else handed their last cards over) has nobody to ask, so they draw a card
from the stock and the turn passes on.

Everything asked and answered is public and kept in ``view()["asks"]``; a card drawn from the
stock is private: public events only say that someone drew, and only the drawer's view (and
``describe`` for the drawer) names the card.
"""
from __future__ import annotations

from collections import Counter
from typing import Any, ClassVar, Optional, Sequence, TypedDict

from ..cards import RANKS, Card, ranks_word, standard_deck, the_card
from ..game import IllegalMove, Move, Narration, Speaker, count_cards, flag, number, register
from ..events import Event, PlayerEvent
from ..words import N_, _, n_
from .turns import DrawEvent, PrivateDraws, TakingTurns

SET_SIZE = 4
# the public events a player may remember (a draw names nobody's card: only who drew)
PUBLIC_HISTORY = ("ask", "give", "go_fish", "draw", "lucky", "set", "out")
ALL_SETS = len(RANKS)


def rank_plural(rank: str) -> str:
    """How a child says a rank in a question: 7s, 10s, Jacks, Aces (in the page's language)."""
    return ranks_word(rank)


# "any Jacks" and "no Jacks", one message a rank: a language's words follow the rank's gender
# ("alguna Jota", "ningún As").
ANY_RANK = {
    "A": N_("any Aces"), "2": N_("any 2s"), "3": N_("any 3s"), "4": N_("any 4s"), "5": N_("any 5s"),
    "6": N_("any 6s"), "7": N_("any 7s"), "8": N_("any 8s"), "9": N_("any 9s"), "T": N_("any 10s"),
    "J": N_("any Jacks"), "Q": N_("any Queens"), "K": N_("any Kings"),
}
NO_RANK = {
    "A": N_("no Aces"), "2": N_("no 2s"), "3": N_("no 3s"), "4": N_("no 4s"), "5": N_("no 5s"),
    "6": N_("no 6s"), "7": N_("no 7s"), "8": N_("no 8s"), "9": N_("no 9s"), "T": N_("no 10s"),
    "J": N_("no Jacks"), "Q": N_("no Queens"), "K": N_("no Kings"),
}


def hand_size(players: int) -> int:
    """Cards dealt to each real player: the pack shared as if there were one more player."""
    return len(standard_deck()) // (players + 1)


# --------------------------------------------------------------------------------------------
# Events (what a move caused; their words are in describe)
# --------------------------------------------------------------------------------------------
class AskEvent(PlayerEvent):
    target: int
    rank: str
    card: Optional[str] = None  # Authors: the card asked for


class GiveEvent(PlayerEvent):
    to: int
    rank: str
    cards: list[str]
    card: Optional[str] = None  # Authors: the card asked for


class GoFishEvent(PlayerEvent):
    to: int
    rank: str
    card: Optional[str] = None  # Authors: the card asked for


class DealEvent(Event):
    hands: list[int]
    stock: int
    dealer: int
    first: int


class GameOverEvent(Event):
    winners: list[int]
    winner: Optional[int]
    reason: str
    sets: list[int]


class TurnEvent(PlayerEvent):
    """It is ``player``'s turn to ask."""


class SetEvent(PlayerEvent):
    rank: str
    cards: list[str]


class LuckyEvent(PlayerEvent):
    card: str


class OutEvent(PlayerEvent):
    """``player`` has no cards and the pond is empty: they sit out."""

class Question(Move):
    """What every question in Go Fish and its variants has: the player asked (``target``)."""

    target: int


class Ask(Question):
    """Ask player ``target`` for every card of ``rank`` they hold."""

    rank: str

    def __str__(self) -> str:
        return _("Ask player {n} for {ranks}").format(n=self.target + 1, ranks=rank_plural(self.rank))

    def told(self, say: Speaker) -> str:
        return _("Ask {name} for {ranks}").format(name=say.who(self.target), ranks=rank_plural(self.rank))


class GoFishView(TypedDict):
    """What a seat sees of go fish (``view()`` adds ``kit.game.CommonView``)."""
    players: int
    you: Optional[int]
    hand: Optional[list[Any]]
    last_draw: Optional[str]
    hand_sizes: list[Any]
    sets: list[Any]
    stock: int
    turn: Optional[int]
    to_act: list[Any]
    turns: int
    asks: list[Any]
    history: list[Any]
    skipped: list[Any]
    winner: Optional[int]
    winners: list[Any]


@register
class GoFish(PrivateDraws, TakingTurns):
    name = "go_fish"
    title = "Go Fish"
    MIN_PLAYERS, MAX_PLAYERS = 3, 6
    OPTIONS = {
        "allow_two_players": flag(False, help="let two people play (not in the source)"),
        "give_one": flag(False, help="a player who is asked hands over only one card"),
        "lucky_draw_continues": flag(False, help="keep asking when the card you fish is the one you "
                                                 "asked for or completes a set"),
        "end_when_stock_empty": flag(False, help="count the sets as soon as the stock runs out"),
        "max_turns": number(1000, 1, 1_000_000, help="the cap on turns: then the sets are counted"),
        "dealer": number(-1, -1, 5, help="the dealer's seat; -1 for a seeded random seat"),
    }
    MOVES: ClassVar[tuple[type[Move], ...]] = (Ask,)  # a variant asks its own kind of Question

    @classmethod
    def player_range(cls, options: dict[str, Any]) -> tuple[int, int]:
        return (2 if options.get("allow_two_players") else cls.MIN_PLAYERS), cls.MAX_PLAYERS

    # -- the deal ------------------------------------------------------------------------------
    def deal(self, cards: list[Card]) -> tuple[list[list[Card]], list[Card]]:
        """The hands (one card at a time from seat 0) and the stock (the rest, in order)."""
        n, h = self.players, hand_size(self.players)
        return [list(cards[p:n * h:n]) for p in range(n)], list(cards[n * h:])

    def _setup(self, deck: Optional[Sequence[Any]]) -> None:
        n = self.players
        cards = self.start_deck(deck, standard_deck())
        self.dealer = dealer = self.dealer_seat(deck)
        self.hands, self.stock = self.deal(cards)
        self.sets: list[list[str]] = [[] for _ in range(n)]
        self.asks: list[dict[str, Any]] = []       # the public record of every question and its answer
        self.drawn: list[Card] = []      # every card drawn from the stock, by draw number (private)
        self.last_draw: list[Optional[str]] = [None] * n
        self.skipped: set[int] = set()
        self.turns = 0
        self.current = (dealer + 1) % n
        self.log.append(DealEvent(hands=[len(x) for x in self.hands], stock=len(self.stock),
                         dealer=dealer, first=self.current))
        self.log.extend(self._begin_turn(self.current))

    # -- the rules of a question ---------------------------------------------------------------------
    def ranks_held(self, p: int) -> list[str]:
        held = {c.rank for c in self.hands[p]}
        return [r for r in RANKS if r in held]

    def targets(self, p: int) -> list[int]:
        """Players ``p`` may ask: anyone else who holds a card."""
        return [q for q in range(self.players) if q != p and self.hands[q]]

    def _legal(self, p: int) -> Sequence[Move]:
        return [Ask(q, r) for q in self.targets(p) for r in self.ranks_held(p)]

    def _check_target(self, p: int, target: Any) -> None:
        if not isinstance(target, int) or isinstance(target, bool) or not 0 <= target < self.players:
            raise IllegalMove(_("There is no player number {n} to ask.").format(n=repr(target)))
        if target == p:
            raise IllegalMove(_("You can't ask yourself! Ask one of the other players."))
        if not self.hands[target]:
            raise IllegalMove(_("You have no cards left, so nobody can ask you for any."), seat=target,
                              other=_("{name} has no cards left, so there is nothing to ask them for."))

    def _check(self, p: int, move: Move) -> None:
        assert isinstance(move, Ask)  # the one move (a variant overrides this)
        self._check_target(p, move.target)
        if move.rank not in RANKS:
            raise IllegalMove(_("{rank} is not a rank. Ask for A, 2 to 10, J, Q or K.").format(rank=repr(move.rank)))
        if move.rank not in self.ranks_held(p):
            raise IllegalMove(_("You can only ask for a rank you already hold, and you have {none}.").format(
                none=_(NO_RANK[move.rank])))

    def asked_rank(self, move: Move) -> str:
        assert isinstance(move, Ask)
        return move.rank

    def handed_over(self, target: int, move: Move) -> list[Card]:
        """The cards the target must hand over for this question (none: "Go fish!")."""
        assert isinstance(move, Ask)
        mine = [c for c in self.hands[target] if c.rank == move.rank]
        return mine[:1] if self.options["give_one"] else mine

    def question(self, p: int, move: Move) -> dict[str, Any]:
        assert isinstance(move, Ask)
        return {"player": p, "target": move.target, "rank": move.rank}

    def is_lucky(self, card: Card, move: Move) -> bool:
        """With ``lucky_draw_continues``: does the fished card let the asker go on?"""
        return card.rank == self.asked_rank(move)

    # -- whose turn ------------------------------------------------------------------------------------
    def _not_your_turn(self, player: int) -> str | IllegalMove:
        if player in self.skipped:
            return _("You have no cards and the pond is empty, so you sit out the rest of the game.")
        return super()._not_your_turn(player)

    @property
    def scores(self) -> list[int]:
        """Sets laid down by each player."""
        return [len(s) for s in self.sets]

    # -- a question and its answer ---------------------------------------------------------------------
    def _apply(self, p: int, move: Move) -> list[Event]:
        assert isinstance(move, Question)  # Ask, or a variant's own question
        target, rank = move.target, self.asked_rank(move)
        record = self.question(p, move)
        events: list[Event] = [AskEvent(**record)]
        given = self.handed_over(target, move)
        if given:
            for c in given:
                self.hands[target].remove(c)
            self.hands[p].extend(given)
            codes = [c.code for c in given]
            self.asks.append({**record, "got": codes})
            events.append(GiveEvent(player=target, to=p, **_asked(record), cards=codes))
            events += self._lay_sets(p, only=rank)
            if self.over:
                return events
            return events + self._go_on(p)
        self.asks.append({**record, "got": []})
        events.append(GoFishEvent(player=target, to=p, **_asked(record)))
        if self.stock:
            card = self._draw(p, events)
            if self.options["lucky_draw_continues"]:
                completes = sum(c.rank == card.rank for c in self.hands[p]) == SET_SIZE
                if self.is_lucky(card, move) or completes:
                    self.asks[-1]["lucky"] = card.code
                    events.append(LuckyEvent(player=p, card=card.code))
                    events += self._lay_sets(p, only=card.rank)
                    if self.over or self._stock_ran_out(events):
                        return events
                    return events + self._go_on(p)
            if self._stock_ran_out(events):
                return events
        return events + self._pass_turn(target)

    def _stock_ran_out(self, events: list[Any]) -> bool:
        if not self.stock and self.options["end_when_stock_empty"] and not self.over:
            events += self._finish_by_count(N_("the pond is empty"))
            return True
        return False

    def _lay_sets(self, p: int, only: Optional[str] = None) -> list[Event]:
        """Lay down the complete sets in ``p``'s hand (just ``only``'s rank, if given)."""
        events: list[Event] = []
        counts = Counter(c.rank for c in self.hands[p])
        for r in RANKS:
            if counts[r] == SET_SIZE and (only is None or r == only):
                laid = [c for c in self.hands[p] if c.rank == r]
                self.hands[p] = [c for c in self.hands[p] if c.rank != r]
                self.sets[p].append(r)
                events.append(SetEvent(player=p, rank=r, cards=[c.code for c in laid]))
        if events:
            events += self._check_end(p)
        return events

    def _check_end(self, p: int) -> list[Event]:
        if not self.hands[p] and self.stock:
            return self._finish([p], N_("laid down their last card"))
        if sum(self.scores) == ALL_SETS:
            return self._finish_by_count(N_("all 13 sets are down"))
        return []

    def _go_on(self, p: int) -> list[Event]:
        """After a good answer the asker asks again, if they still can."""
        if self.hands[p] and self.targets(p):
            return []
        return self._pass_turn((p + 1) % self.players)

    # -- passing the turn -----------------------------------------------------------------------------
    def _pass_turn(self, p: int) -> list[Event]:
        self.turns += 1
        if self.turns >= self.options["max_turns"]:
            return self._finish_by_count(f"the limit of {self.options['max_turns']} turns is reached")
        return self._begin_turn(p)

    def _begin_turn(self, p: int) -> list[Event]:
        """The start of ``p``'s turn: draw if the hand is empty, lay down sets; skip players with no
        cards and no stock; with nobody to ask, draw and pass on."""
        events: list[Event] = []
        for _ in range(self.players * (len(self.stock) + 2) + 2):
            if self.over:
                return events
            if not self.hands[p]:
                if not self.stock:
                    if p not in self.skipped:
                        self.skipped.add(p)
                        events.append(OutEvent(player=p))
                    p = (p + 1) % self.players
                    continue
                self._draw(p, events)
                if self._stock_ran_out(events):
                    return events
            events += self._lay_sets(p)
            if self.over:
                return events
            if not self.hands[p]:
                continue  # laid down everything with an empty stock: sit out
            if not self.targets(p):
                if not self.stock:  # cannot happen: the last cards in play are all in sets
                    return events + self._finish_by_count(N_("nobody can ask anybody"))
                self._draw(p, events, nobody_to_ask=True)
                if self._stock_ran_out(events):
                    return events
                p = (p + 1) % self.players
                continue
            self.current = p
            events.append(TurnEvent(player=p))
            return events
        return events + self._finish_by_count(N_("nobody can go on"))  # pragma: no cover - a safety net

    # -- the end ------------------------------------------------------------------------------------------
    def _finish_by_count(self, reason: str) -> list[Event]:
        best = max(self.scores)
        return self._finish([p for p in range(self.players) if self.scores[p] == best], reason)

    def _finish(self, winners: list[int], reason: str) -> list[Event]:
        self.finish(winners, reason)
        return [GameOverEvent(winners=winners, winner=self.winner, reason=reason,
                 sets=self.scores)]

    def said_reason(self) -> str:
        """Why the game ended, in the page's language ("" while it goes on)."""
        limit = f"the limit of {self.options['max_turns']} turns is reached"
        if self.reason == limit:
            n = self.options["max_turns"]
            return n_("the limit of {n} turn is reached", "the limit of {n} turns is reached", n).format(n=n)
        return _(self.reason) if self.reason else ""

    # -- what players see -----------------------------------------------------------------------------------
    def _view(self, player: Optional[int]) -> GoFishView:
        return {
            "players": self.players,
            "you": player,
            "hand": sorted((c.code for c in self.hands[player]), key=_card_order) if player is not None else None,
            "last_draw": self.last_draw[player] if player is not None else None,
            "hand_sizes": [len(h) for h in self.hands],
            "sets": [list(s) for s in self.sets],
            "stock": len(self.stock),
            "turn": None if self.over else self.current,
            "to_act": list(self.to_act),
            "turns": self.turns,
            "asks": [dict(a) for a in self.asks],
            "history": [dict(e) for e in self.log if e["type"] in PUBLIC_HISTORY],
            "skipped": sorted(self.skipped),
            "winner": self.winner,
            "winners": self.winners,
        }

    def cards(self) -> Counter[Any]:
        laid_down = (Card(r, s) for ranks in self.sets for r in ranks for s in "SHDC")
        return count_cards(self.stock, *self.hands, laid_down)

    # -- words ------------------------------------------------------------------------------------------------
    def ask_words(self, event: Event) -> str:
        rank = event["rank"]
        return _("Do you have {any}?").format(any=_(ANY_RANK[rank]))

    def give_words(self, event: Event) -> str:
        n = len(event["cards"])
        if n == 1:
            return _("Yes, here is one: {card}.").format(card=the_card(event["cards"][0]))
        return n_("Yes! Here is {n}: {cards}.", "Yes! Here are {n}: {cards}.", n).format(
            n=n, cards=", ".join(str(Card.parse(c)) for c in event["cards"]))

    WORDS = Narration()  # what each event says (below the class)

    def describe(self, event: Event, viewer: Optional[int] = None, names: Optional[list[Any]] = None) -> str:
        """The game's ``WORDS``, but for what needs the game itself: a question and its answer in
        this game's words (Authors asks for one card), and a fished card, told to its fisher."""
        say = Speaker(viewer, names)
        if isinstance(event, AskEvent):
            question = self.ask_words(event)
            if event.player == viewer:
                return _("You to {name}: “{question}”").format(name=say.name(event.target), question=question)
            if event.target == viewer:
                return _("{name} to you: “{question}”").format(name=say.name(event.player), question=question)
            return _("{asker} to {asked}: “{question}”").format(
                asker=say.name(event.player), asked=say.name(event.target), question=question)
        if isinstance(event, GiveEvent):
            return say.line(event.player, _("You: “{answer}”"), _("{name}: “{answer}”"),
                            answer=self.give_words(event))
        if isinstance(event, DrawEvent):
            card = self.card_drawn(event, viewer)
            if card:
                if event.nobody_to_ask:
                    return _("You fish {card} from the pond (nobody has cards to ask).").format(
                        card=the_card(card))
                return _("You fish {card} from the pond.").format(card=the_card(card))
        return super().describe(event, viewer, names)


# What each event says (GoFish.describe reads this table)


@GoFish.WORDS(GoFishEvent)
def _go_fish(e: GoFishEvent, say: Speaker) -> str:
    return say.line(e.player, _("You: “Go fish!”"), _("{name}: “Go fish!”"))


@GoFish.WORDS(DrawEvent)
def _draw(e: DrawEvent, say: Speaker) -> str:
    if e.nobody_to_ask:
        return say.line(e.player, _("You fish a card from the pond (nobody has cards to ask)."),
                        _("{name} fishes a card from the pond (nobody has cards to ask)."))
    return say.line(e.player, _("You fish a card from the pond."), _("{name} fishes a card from the pond."))


@GoFish.WORDS(LuckyEvent)
def _lucky(e: LuckyEvent, say: Speaker) -> str:
    return say.line(e.player, _("Lucky! You fish {card} and go on."), _("Lucky! {name} fishes {card} and goes on."),
                    card=the_card(e.card))


@GoFish.WORDS(SetEvent)
def _set(e: SetEvent, say: Speaker) -> str:
    return say.line(e.player, _("You lay down a set of four {ranks}!"), _("{name} lays down a set of four {ranks}!"),
                    ranks=rank_plural(e.rank))


@GoFish.WORDS(OutEvent)
def _out(e: OutEvent, say: Speaker) -> str:
    return say.line(e.player, _("You have no cards and the pond is empty: you sit out."),
                    _("{name} has no cards and the pond is empty: they sit out."))


@GoFish.WORDS(TurnEvent)
def _turn(e: TurnEvent, say: Speaker) -> str:
    return _("Your turn! Pick a player, then what to ask for.") if e.player == say.viewer else ""


@GoFish.WORDS(GameOverEvent)
def _game_over(e: GameOverEvent, say: Speaker) -> str:
    sets = ", ".join(_("{who} {n}").format(who=say.who(p), n=n) for p, n in enumerate(e.sets))
    if len(e.winners) == 1:
        return say.line(e.winners[0], _("You win! Sets: {sets}."), _("{name} wins! Sets: {sets}."), sets=sets)
    return _("A shared win for {players}! Sets: {sets}.").format(
        players=_(" and ").join(say.who(p) for p in e.winners), sets=sets)


def _asked(record: dict[str, Any]) -> dict[str, Any]:
    """What was asked for (a rank; in Authors also the card), repeated in the answer."""
    return {k: record[k] for k in ("rank", "card") if k in record}


def _card_order(code: str) -> tuple[Any, ...]:
    return (RANKS.index(code[0]), "SHDC".index(code[1]))
