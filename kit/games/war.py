"""War, for two or three players (docs/rules.md section 10).

Each player keeps a face-down pile.  In a *battle* everyone still playing turns their top card
up; the single highest card (2 low, Ace high, suits ignored) takes every card in the middle to the
bottom of its owner's pile.  When the highest cards tie, their owners fight a *war*: each lays
some cards face down and one face up, and the new face-up cards decide.  Nobody chooses anything,
so the only move is ``Flip``.  A step happens when everyone who must act has flipped: first all
players still in the game (the battle), then, in a war, only the tied players (laying their war
cards).  Until a battle is decided its cards are in the middle (``view()["in_play"]``).

Options
  war_style  how many cards go face down in a two-player war: one_down (1), three_down (3, the
             default) or by_rank (the tied rank: 2-10 as printed, 10 for J/Q/K, 11 for an Ace)
  runout     a player short of cards for a war: last_card_up (default: all but one down and the
             last one up; with no card at all the previous face-up card stands, and a second tie
             loses) or lose (the short player is out)
  collect    how the winner puts the middle under their pile: shuffle (default, seeded) or
             as_played (round by round, in seat order, each player's face-down cards before
             their face-up one)
  max_battles  the cap (default 5000): then the player holding more cards wins
  spare_to   three players only: who gets the 52nd card, set aside at the deal: the winner of
             the first war (default) or of the first battle; if nobody earned it by the time one
             player holds every other card, that player takes it.

With three players a war is always three down and one up between the players who tied for the
top; when all three tie it is a double war, six down and one up each.
"""
from __future__ import annotations

from collections import Counter, deque
from copy import deepcopy
from typing import Any, Collection, Mapping, Optional, Sequence, TypedDict

from ..cards import Card, rank_word, standard_deck, whose_rank
from ..game import Game, Move, Narration, Speaker, capital, choice, count_cards, number, register
from ..events import Event, PlayerEvent
from ..words import N_, _, n_



class Flip(Move):
    """Turn your top card face up."""

    words = N_("Flip")


# --------------------------------------------------------------------------------------------
# The battle rule, once: the engine below and the simulators (kit.warsim) all follow it
# --------------------------------------------------------------------------------------------
def war_cards_down(style: str, tied_rank: int, fighters: int, players: int) -> int:
    """How many cards each fighter lays face down in a war (``tied_rank``: 2-14, an Ace 14)."""
    if players == 3:
        return 6 if fighters == 3 else 3
    if style == "one_down":
        return 1
    if style == "three_down":
        return 3
    # by_rank: the tied rank counts out the cards; picture cards count 10 and an Ace 11
    return min(tied_rank, 10) if tied_rank < 14 else 11


def top_of_battle(fighters: Sequence[int], up: Mapping[int, int], standing: Collection[int]) -> tuple[list[int], list[int]]:
    """The fighters whose face-up card (``up``: seat -> rank) is highest, and those of them who
    drop out because their card only stands in for an empty pile and ties again.  One left in the
    first list with none dropping takes the battle; several start a war."""
    top = max(up[p] for p in fighters)
    best = [p for p in fighters if up[p] == top]
    return best, ([p for p in best if p in standing] if len(best) > 1 else [])


LAYS, OUT, STANDS = "lays", "out", "stands"


def in_the_war(cards_left: int, down: int, runout: str) -> str:
    """What a tied player does in a war, holding ``cards_left``: ``LAYS`` its war cards (``down``
    face down and one up, or with the ``last_card_up`` run-out all it has, the last one up); is
    ``OUT`` of the game, its cards going to the middle (a short pile with the ``lose`` run-out); or,
    with no card at all, ``STANDS``: its last face-up card stands in for the war's."""
    if cards_left >= down + 1 or (cards_left and runout == "last_card_up"):
        return LAYS
    return OUT if runout == "lose" else STANDS


FLIP = Flip()


def copy_rounds(rounds: list[Any]) -> list[dict[str, Any]]:
    """A copy of a fight's rounds for an event or a view (their entries hold only codes and
    numbers, so a copy of each dict is a full copy)."""
    return [{"kind": r["kind"], "cards": [None if c is None else dict(c) for c in r["cards"]]} for r in rounds]


class WarView(TypedDict):
    """What a seat sees of war (``view()`` adds ``kit.game.CommonView``)."""
    players: int
    you: Optional[int]
    piles: list[Any]
    spare: int
    flipped: list[Any]
    to_act: list[Any]
    battles: int
    wars: int
    last_battle: Optional[dict[str, Any]]
    in_play: int
    middle: Optional[list[Any]]
    war_down: Optional[int]
    winner: Optional[int]


# --------------------------------------------------------------------------------------------
# Events (what a move caused; their words are in describe)
# --------------------------------------------------------------------------------------------
class BattleEvent(Event):
    number: int
    rounds: list[dict[str, Any]]
    winner: Optional[int]  # None: nobody takes the cards
    taken: int
    wars: int
    double_wars: int
    piles: list[int]


class WarEvent(Event):
    players: list[int]
    down: int
    in_play: int
    rounds: list[dict[str, Any]]


class GameOverEvent(Event):
    winner: Optional[int]
    reason: str
    battles: int


class SpareEvent(PlayerEvent):
    """``player`` also takes the spare card."""


class OutEvent(PlayerEvent):
    """``player`` has no cards left."""

@register
class War(Game):
    name = "war"
    title = "War"
    MIN_PLAYERS, MAX_PLAYERS = 2, 3
    OPTIONS = {
        "war_style": choice("three_down", "one_down", "by_rank", help="cards laid face down in a war"),
        "runout": choice("last_card_up", "lose", help="what happens to a player short of cards in a war"),
        "collect": choice("shuffle", "as_played", help="order of the won cards under the pile"),
        "max_battles": number(5000, 1, 1_000_000, help="the cap on battles"),
        "spare_to": choice("first_war", "first_battle", help="three players: who gets the spare card"),
    }
    MOVES = (Flip,)
    # Two-player battles and wars have a short way through them (below, in ``_apply``) beside the
    # general rules; the tests turn it off to check that both ways play exactly the same game.
    SHORT_WAY = True

    # -- the deal ------------------------------------------------------------------------------
    def _setup(self, deck: Optional[Sequence[Any]]) -> None:
        cards = self.start_deck(deck, standard_deck())
        n = self.players
        # one card at a time round the table from seat 0; with three players the last card is spare
        dealt = cards[:51] if n == 3 else cards
        self.piles = [deque(dealt[p::n]) for p in range(n)]
        self.spare: list[Card] = cards[51:] if n == 3 else []
        self.pot: list[Card] = []          # the cards in the middle
        self.fight: Optional[dict[str, Any]] = None  # the battle being fought, while a war waits for flips
        self.step: tuple[int, ...] = tuple(range(n))  # who must flip in this step, in seat order
        self.waiting = self.step           # those of them who have not flipped yet
        self.playing: list[int] = list(range(n))  # who still holds cards (as of the last battle)
        self.battles = 0
        self.wars = 0
        self.spare_given = n == 2
        self.out: list[int] = []           # players who have run out of cards, in order
        self.last_battle: Optional[BattleEvent] = None
        # what the rules read in every battle, looked up once
        self._short_way = self.SHORT_WAY and n == 2
        self._shuffle_pickup = self.options["collect"] == "shuffle"
        self._cap = self.options["max_battles"]
        # the cards each lays face down in a two-player war, by the rank that tied
        self._down = {rank: war_cards_down(self.options["war_style"], rank, 2, 2) for rank in range(2, 15)}

    # -- whose turn ------------------------------------------------------------------------------
    def in_game(self) -> list[int]:
        """The players who still hold cards, in seat order."""
        return [p for p in range(self.players) if self.piles[p]]

    def _to_act(self) -> Sequence[int]:
        return self.waiting

    @property
    def flipped(self) -> list[int]:
        """Who has flipped already in this step, in seat order."""
        return [p for p in self.step if p not in self.waiting]

    def _next_step(self) -> None:
        """Who must flip next: everyone still playing, or in a war only the tied players who
        still have cards to lay."""
        fight = self.fight
        if fight is None:
            self.step = tuple(self.playing)
        else:
            self.step = tuple(p for p in fight["fighters"] if p not in fight["standing"])
        self.waiting = self.step

    def _legal(self, player: int) -> Sequence[Move]:
        return [FLIP]

    def _check(self, player: int, move: Move) -> None:
        pass  # Flip is the only move, and the contract already checked it is this player's turn

    def _not_your_turn(self, player: int) -> str:
        if not self.piles[player]:
            return "You have no cards left, so you are out of this game."
        if self.fight is not None and player not in self.fight["fighters"]:
            return "This war is between the others. Wait until it is decided."
        return "You have already flipped. Wait for the others to flip."

    @property
    def scores(self) -> list[int]:
        """Cards held by each player."""
        return [len(p) for p in self.piles]

    # -- a move -----------------------------------------------------------------------------------
    def _apply(self, player: int, move: Move) -> list[Event]:
        waiting = self.waiting
        if len(waiting) > 1:  # the others still have to flip
            self.waiting = waiting[1:] if waiting[0] == player else tuple(q for q in waiting if q != player)
            return []
        # the last flip of the step: the cards are turned up
        fight = self.fight
        if fight is None and self._short_way:
            # Two players, a new battle: most are decided by the two top cards, so this is the
            # short way through them (a game simulates hundreds).  Odd cases take the long way.
            first, second = self.piles
            a, b = first[0], second[0]
            high_a, high_b = a.high, b.high
            if high_a == high_b:
                down = self._down[high_a]
                if len(first) > down + 1 and len(second) > down + 1:  # both can lay a whole war
                    return self._two_player_war(a, b, down)
            else:
                first.popleft()
                second.popleft()
                if high_a > high_b:
                    taker, pile = 0, first
                else:
                    taker, pile = 1, second
                # under the winner's pile: as turned up, or shuffled (``shuffled`` makes one draw
                # for two cards, and 0 swaps them: the same draw as here)
                if self._shuffle_pickup and self.random_below(2) == 0:
                    pile.append(b)
                    pile.append(a)
                else:
                    pile.append(a)
                    pile.append(b)
                self.battles = number = self.battles + 1
                self.last_battle = battle = BattleEvent(number=number,
                    rounds=[{"kind": "battle", "cards": [{"down": 0, "up": a.code}, {"down": 0, "up": b.code}]}],
                    winner=taker, taken=2, wars=0, double_wars=0, piles=[len(first), len(second)])
                if first and second and number < self._cap:
                    self.waiting = self.step  # both still play: the next battle
                    return [battle]
                events: list[Event] = [battle] + self._check_end()
                self._next_step()
                return events
        if fight is None:
            self._turn_up_top_cards()
        else:
            self._lay_war_cards()
        events = self._settle()
        self._next_step()
        return events

    def _two_player_war(self, a: Card, b: Card, down: int) -> list[Event]:
        """Two players turned up ``a`` and ``b`` of the same rank and both have the cards for a
        war: the short way to what ``_turn_up_top_cards`` and ``_settle`` make of it."""
        self.piles[0].popleft()
        self.piles[1].popleft()
        self.pot = [a, b]
        shown = {"kind": "battle", "cards": [{"down": 0, "up": a.code}, {"down": 0, "up": b.code}]}
        self.fight = {"fighters": [0, 1], "up": {0: a, 1: b}, "standing": set(), "wars": 1, "double_wars": 0,
                      "down": down, "rounds": [shown, {"kind": "war", "cards": [None, None]}]}
        self.waiting = self.step  # both lay their war cards next
        return [WarEvent(players=[0, 1], down=down, in_play=2, rounds=copy_rounds([shown]))]

    def _turn_up_top_cards(self) -> None:
        """A new battle: everyone still playing turns one card up."""
        fighters = list(self.playing)
        up = {p: self.piles[p].popleft() for p in fighters}
        self.pot = [up[p] for p in fighters]
        cards: list[Any] = [None] * self.players  # what each seat laid in this round (None: not in it)
        for p in fighters:
            cards[p] = {"down": 0, "up": up[p].code}
        self.fight = {"fighters": fighters, "up": up, "standing": set(), "wars": 0, "double_wars": 0,
                      "down": 0, "rounds": [{"kind": "battle", "cards": cards}]}

    def _lay_war_cards(self) -> None:
        """The players in a war lay their cards: ``down`` face down and one up, or, when short,
        all but one down and the last one up (with the ``last_card_up`` run-out)."""
        fight = self.fight
        assert fight is not None  # a war is being fought
        layer = fight["rounds"][-1]["cards"]
        standing, up, pot, lay = fight["standing"], fight["up"], self.pot, fight["down"] + 1
        for p in fight["fighters"]:
            if p in standing:
                continue
            pile = self.piles[p]
            count = lay if len(pile) >= lay else len(pile)
            for _ in range(count):
                pot.append(pile.popleft())
            last = up[p] = pot[-1]
            layer[p] = {"down": count - 1, "up": last.code}

    def _settle(self) -> list[Event]:
        """Compare the face-up cards: a single highest card takes the middle; a tie starts a war,
        which waits for the tied players to flip unless none of them has a card to lay."""
        fight = self.fight
        assert fight is not None  # the cards of a battle are turned up
        up, standing = fight["up"], fight["standing"]
        if len(fight["fighters"]) == 2 and not standing:  # the usual battle: two cards, no stand-ins
            p, q = fight["fighters"]
            if up[p].high != up[q].high:
                return self._take(p if up[p].high > up[q].high else q)
        while fight["fighters"]:
            fighters = fight["fighters"]
            best, beaten = top_of_battle(fighters, {p: up[p].high for p in fighters}, standing)
            top = up[best[0]].high
            if beaten:  # a card that stands in for an empty pile loses when it ties again
                fight["fighters"] = [p for p in fighters if p not in beaten]
                continue
            if len(best) == 1:
                return self._take(best[0])
            # a war between the players tied for the top
            fight["down"] = war_cards_down(self.options["war_style"], top, len(best), self.players)
            fight["wars"] += 1
            fight["double_wars"] += len(best) == 3
            layer: list[Any] = [None] * self.players
            fight["rounds"].append({"kind": "double_war" if len(best) == 3 else "war", "cards": layer})
            fight["fighters"] = []
            for p in best:
                pile = self.piles[p]
                entry = in_the_war(len(pile), fight["down"], self.options["runout"])
                if entry == LAYS:
                    fight["fighters"].append(p)  # will lay cards when they flip
                elif entry == OUT:
                    layer[p] = {"down": len(pile), "up": None, "out": True}
                    self.pot.extend(pile)  # the short player is out; their cards go to the middle
                    pile.clear()
                else:  # no cards at all: the last face-up card stands
                    standing.add(p)
                    fight["fighters"].append(p)
                    layer[p] = {"down": 0, "up": up[p].code, "stands": True}
            if len(fight["fighters"]) > 1 and any(p not in standing for p in fight["fighters"]):
                # the rounds so far go into the log: their face-up cards are shown (docs/rules.md 0.3)
                return [WarEvent(players=[p for p in fight["fighters"] if p not in standing],
                         down=fight["down"], in_play=len(self.pot),
                         rounds=copy_rounds(fight["rounds"][:-1]))]
        # every fighter dropped out at once: a player not in the war (if any) takes it all
        others = self.in_game()
        return self._take(others[0] if len(others) == 1 else None)

    def _take(self, taker: Optional[int]) -> list[Event]:
        """The battle is over: the winner puts the middle under their pile."""
        fight, pot = self.fight, self.pot
        assert fight is not None  # a battle was fought
        self.fight, self.pot = None, []
        self.battles += 1
        self.wars += fight["wars"]
        spare_to = None
        if taker is not None and not self.spare_given and (
            self.options["spare_to"] == "first_battle" or fight["wars"] > 0
        ):
            pot = pot + self.spare
            self.spare, self.spare_given, spare_to = [], True, taker
        if taker is None:
            self.pot = pot  # nobody can take it: the game is drawn with these cards on the table
        else:
            if self._shuffle_pickup:
                pot = self.shuffled(pot)
            self.piles[taker].extend(pot)
        battle = BattleEvent(number=self.battles,
            rounds=fight["rounds"],
            winner=taker, taken=len(pot) if taker is not None else 0,
            wars=fight["wars"], double_wars=fight["double_wars"], piles=self.scores)
        self.last_battle = battle
        events: list[Event] = [battle]
        if spare_to is not None:
            events.append(SpareEvent(player=spare_to))
        end = self._check_end()
        return events + end if end else events

    def _check_end(self) -> list[Event]:
        left = self.playing = self.in_game()
        if len(left) == self.players - len(self.out) and self.battles < self._cap:
            return []  # nobody ran out and the cap is not reached: play on
        events: list[Event] = []
        for p in range(self.players):
            if not self.piles[p] and p not in self.out:
                self.out.append(p)
                events.append(OutEvent(player=p))
        if len(left) == 1:
            if self.spare:  # nobody earned the spare card: it goes to the one holding every other card
                self.piles[left[0]].extend(self.spare)
                self.spare, self.spare_given = [], True
                events.append(SpareEvent(player=left[0]))
            return events + self._finish(left[0], "holds every card")
        if not left:
            return events + self._finish(None, "nobody could go on")
        if self.battles >= self.options["max_battles"]:
            most = max(self.scores)
            leaders = [p for p in range(self.players) if len(self.piles[p]) == most]
            if len(leaders) == 1:
                return events + self._finish(leaders[0], "has the most cards when the battle limit is reached")
            return events + self._finish(None, "the battle limit is reached with equal piles")
        return events

    def _finish(self, winner: Optional[int], reason: str) -> list[Event]:
        self.finish([] if winner is None else [winner], reason)
        self.fight = None
        return [GameOverEvent(winner=winner, reason=reason, battles=self.battles)]

    # -- what players see ----------------------------------------------------------------------
    def _view(self, player: Optional[int]) -> WarView:
        """Everything in War is either face up for all or face down for all, so every player
        sees the same thing: pile sizes, the last battle's face-up cards, and counts of the
        face-down ones."""
        return {
            "players": self.players,
            "you": player,
            "piles": self.scores,
            "spare": len(self.spare),
            "flipped": self.flipped,
            "to_act": list(self.to_act),
            "battles": self.battles,
            "wars": self.wars,
            "last_battle": self.last_battle.to_json() if self.last_battle else None,  # view() copies it
            "in_play": len(self.pot),
            "middle": None if self.fight is None else deepcopy(self.fight["rounds"]),
            "war_down": None if self.fight is None else self.fight["down"],
            "winner": self.winner,
        }

    def cards(self) -> Counter[Any]:
        return count_cards(self.pot, self.spare, *self.piles)

    # -- words ---------------------------------------------------------------------------------------
    WORDS = Narration()  # what each event says (below the class)


# --------------------------------------------------------------------------------------------
# What each event says (War.describe reads this table)
# --------------------------------------------------------------------------------------------
@War.WORDS(BattleEvent)
def _battle(e: BattleEvent, say: Speaker) -> str:
    w = e.winner
    if w is None:
        return _("Nobody can go on with the war, so the cards stay on the table.")
    first, last = e.rounds[0]["cards"], e.rounds[-1]["cards"]

    def rank(code: str) -> str:
        return rank_word(Card.parse(code).rank)

    def card_of(p: int, code: str) -> str:
        """"your 7" / "Sam's 7": the rank a seat showed."""
        if p == say.viewer:
            return _("your {rank}").format(rank=rank(code))
        return whose_rank(Card.parse(code).rank, say.name(p))
    if len(e.rounds) == 1:
        loser = [p for p, c in enumerate(first) if c is not None and p != w]
        beaten = _(" and ").join(card_of(p, first[p]["up"]) for p in loser)
        text = capital(_("{winning} beats {beaten}").format(winning=card_of(w, first[w]["up"]), beaten=beaten))
    else:
        tie = _("War!") if e.wars == 1 else n_("{n} war in a row!", "{n} wars in a row!", e.wars).format(n=e.wars)
        winning = (last[w] or {}).get("up") or first[w]["up"]
        wins = _("{winning} wins it").format(winning=capital(card_of(w, winning)))
        text = f"{tie} {wins}"
    taken = say.line(w, n_("you take {n} card.", "you take {n} cards.", e.taken),
                     n_("{name} takes {n} card.", "{name} takes {n} cards.", e.taken), n=e.taken)
    return f"{text} — {taken}"


@War.WORDS(WarEvent)
def _war(e: WarEvent, say: Speaker) -> str:
    fighters = _(" and ").join(say.name(p) for p in e.players)
    if len(e.players) > 1 and say.viewer in e.players:  # "you" is said by the whole sentence
        others = _(" and ").join(say.name(p) for p in e.players if p != say.viewer)
        return n_("War! You and {others} each lay {n} card face down and one face up.",
                  "War! You and {others} each lay {n} cards face down and one face up.", e.down
                  ).format(others=others, n=e.down)
    if len(e.players) > 1:
        return n_("War! {fighters} each lay {n} card face down and one face up.",
                  "War! {fighters} each lay {n} cards face down and one face up.", e.down
                  ).format(fighters=fighters, n=e.down)
    if e.players[0] == say.viewer:
        return n_("War! You lay {n} card face down and one face up.",
                  "War! You lay {n} cards face down and one face up.", e.down).format(n=e.down)
    return n_("War! {fighters} lays {n} card face down and one face up.",
              "War! {fighters} lays {n} cards face down and one face up.", e.down).format(fighters=fighters, n=e.down)


@War.WORDS(SpareEvent)
def _spare(e: SpareEvent, say: Speaker) -> str:
    return say.line(e.player, _("You also get the spare card."), _("{name} also gets the spare card."))


@War.WORDS(OutEvent)
def _out(e: OutEvent, say: Speaker) -> str:
    return say.line(e.player, _("You have no cards left."), _("{name} has no cards left."))


@War.WORDS(GameOverEvent)
def _game_over(e: GameOverEvent, say: Speaker) -> str:
    if e.winner is None:
        return _("The game is a draw.")
    return say.line(e.winner, _("You win the game!"), _("{name} wins the game!"))
