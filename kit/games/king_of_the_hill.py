"""King of the Hill, for two players (docs/rules.md section 3).

Thirty cards lie in a pyramid of fifteen *stacks*; a Joker sits on the top (the *apex*).  Each
turn one player (the *chooser*, taking turns) picks an open stack and both players fight for it
with a secret *attack* from their hand: one card, a *sequence* (two or more cards of one suit in
a row, all from 2 to 8) or the *Joker* (giving the stack up).  The bigger attack wins the stack;
attack cards are then dead.  A tie is settled from the *reserve*, the cards each player put aside
at the start.  Whoever wins the apex wins the game.

Steps and moves (timing of the contract: "together" steps have both players in ``to_act``)
  reserve   together, once:  ``ToReserve(card)`` / ``ToHand(card)`` move one card between hand
            and reserve, ``Ready()`` ends your sorting.  Until both are ready, neither view shows
            the other's reserve count.  (One card at a time keeps the moves few: at most 25.)
  choose    the chooser: ``Choose(row, index)`` an open stack (stack r.i, rows 0-4 from the top).
  attack    together:  ``Attack(cards)`` (one card, or a sequence) or ``PlayJoker()``.  A sealed
            attack is hidden from the other's view until both have attacked; then both are shown.
  tiebreak  together, after a tie: attacks from the reserve only (``Attack``/``PlayJoker``).
  split     the winner of a stack: ``ToHand(card)`` / ``ToReserve(card)`` for each won card.

Values: 2-10 as printed, J Q K 10, A 15, Joker 0, a sequence the sum of its cards.  Two single
cards of equal value: the higher rank wins (A > K > Q > J > 10) unless ``equal_face_cards``.

Stacked deck (``deck=``): the 52 cards without Jokers (the Jokers are set aside before the
shuffle), top first: 11 cards each round-robin from seat 0, then the pyramid stacks 1.0, 1.1,
2.0, ... 4.4 in turn, each taking its cards from the deck in order, the first being its face-up
top.  With a stacked deck seat 0 deals (and so chooses first) unless ``dealer`` says otherwise.

Options
  jokers             3 (default: the apex is a Joker) or 2 (the apex is an empty, imaginary stack)
  equal_face_cards   False (default) | True: 10 J Q K are all equal, so they tie
  apex_double_joker  "draw" (default: the apex is discarded and the game is drawn) | "replay"
                     (the apex stays and the turn passes; a second double Joker on it draws)
  dealer             -1 (default: a seeded random seat; seat 0 with a stacked deck) | 0 | 1

Chance: one draw for the dealer (when random and no deck is given), then one shuffle of 52.

This module holds the rules; the arithmetic of values and attacks is ``king_of_the_hill_attacks``,
the moves, the events and their words ``king_of_the_hill_words`` (all importable from here too).
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from enum import Enum
from typing import Any, Iterable, Optional, Sequence, TypedDict

from ..cards import Card, standard_deck
from ..events import Event
from ..game import Game, IllegalMove, Move, Speaker, choice, count_cards, flag, number, register
from .king_of_the_hill_attacks import (JOKER_CARD, SEQUENCE_RANKS, Outcome, attack_key, attack_kind,
                                       attack_problem, attack_value, card_value, compare, compare_keys,
                                       judge_attack, legal_attacks, sort_cards, sum_text)
from .king_of_the_hill_words import (WORDS, ApexStaysEvent, Attack, Choose, ChosenEvent, DealEvent, DiscardedEvent,
                                     GameOverEvent, JokersBackEvent, PutAwayEvent, ReadyEvent, ReservesEvent,
                                     RevealEvent, SealedEvent, TieAgainEvent, TiebreakEvent, TurnEvent, WonEvent,
                                     PlayJoker, Ready, ToHand, ToReserve, _attack_info, doing_words, english_why,
                                     said_reveal, stack_id, stack_label, stack_name)
from ..words import N_, _

__all__ = [  # what the tables, bots, lessons and tests take from here (the three modules' public names)
    "ROWS", "STACK_SIZES", "Phase", "Gone", "KingOfTheHill", "KingOfTheHillView", "KingOfTheHillTableView",
    "ToReserve", "ToHand", "Ready", "Choose", "Attack", "PlayJoker", "all_stacks",
    "JOKER_CARD", "SEQUENCE_RANKS", "Outcome", "attack_key", "attack_kind", "attack_problem", "attack_value",
    "card_value", "compare", "compare_keys", "judge_attack", "legal_attacks", "sort_cards", "sum_text",
    "WORDS", "doing_words", "stack_id", "stack_label", "stack_name",
]

ROWS = 5
STACK_SIZES = {0: 1, 1: 4, 2: 3, 3: 2, 4: 1}  # cards in each stack of a row


class Phase(str, Enum):
    """The parts of the game, in the order they come (a view says them as these words)."""

    RESERVE = "reserve"    # the start: each player puts cards aside into a reserve, then Ready
    CHOOSE = "choose"      # one player picks the stack to fight for
    ATTACK = "attack"      # both seal an attack on it (cards or the Joker)
    TIEBREAK = "tiebreak"  # equal attacks: both attack again, from the reserve only
    SPLIT = "split"        # the winner shares the won cards between hand and reserve
    OVER = "over"


@dataclass(frozen=True)
class Gone:
    """What became of a stack no longer on the hill: won by a seat, or (``winner`` None) thrown
    away unseen after both Jokers.  ``str()`` is how a view says it ("won by 0", "discarded")."""

    winner: Optional[int]

    def __str__(self) -> str:
        return "discarded" if self.winner is None else f"won by {self.winner}"


def _said_fight(fight: Optional[dict[str, Any]]) -> Optional[dict[str, Any]]:
    """A fight as a view shows it: its reveals' words in the page's language (the game keeps them
    in English, as its log does)."""
    if fight is None:
        return None
    return {**fight, "rounds": [said_reveal(r) for r in fight["rounds"]]}


def all_stacks() -> list[tuple[int, int]]:
    return [(r, i) for r in range(ROWS) for i in range(r + 1)]


# --------------------------------------------------------------------------------------------
# The game
# --------------------------------------------------------------------------------------------
class KingOfTheHillTableView(TypedDict):
    """What everyone sees of King of the Hill (``view()`` adds ``kit.game.CommonView``)."""
    players: int
    you: Optional[int]
    phase: str
    dealer: int
    chooser: int
    chosen: Optional[str]
    to_act: list[Any]
    pyramid: list[Any]
    hand_sizes: list[Any]
    reserve_sizes: list[Any]
    holding: list[Any]
    attack_from: Optional[str]
    doing: list[Any]
    ready: list[Any]
    attacked: list[Any]
    tiebreak_round: int
    won_waiting: int
    split_by: Optional[int]
    dead: list[Any]
    discarded: int
    stacks_won: list[Any]
    fight: Optional[dict[str, Any]]
    last_fight: Optional[dict[str, Any]]
    winner: Optional[int]


class KingOfTheHillView(KingOfTheHillTableView, total=False):
    """What a seat sees: the table, and for a player (not a spectator) their own cards."""
    hand: list[Any]
    joker_in: str
    my_attack: Optional[list[Any]]
    reserve: list[Any]
    won: list[Any]


@register
class KingOfTheHill(Game):
    name = "king_of_the_hill"
    title = "King of the Hill"
    # the game's own words, said to a child at the table (rules.md 3)
    goal = N_("Win the top of the hill! Attack with one card, or a run: one suit in a row, 2 to 8 "
            "(like 4♠ 5♠ 6♠). Your reserve: cards put aside to settle ties.")
    MIN_PLAYERS, MAX_PLAYERS = 2, 2
    OPTIONS = {
        "jokers": choice(3, 2, help="3: a Joker on the apex; 2: the apex is an empty, imaginary stack"),
        "equal_face_cards": flag(False, help="10, J, Q and K are all equal (ties go to the reserves)"),
        "apex_double_joker": choice("draw", "replay", help="both Jokers on the apex: draw, or play it again"),
        "dealer": number(-1, -1, 1, help="who deals and chooses first: 0, 1, or -1 for a seeded random seat"),
    }
    MOVES = (ToReserve, ToHand, Ready, Choose, Attack, PlayJoker)

    # -- the deal ------------------------------------------------------------------------------
    def _setup(self, deck: Optional[Sequence[Any]]) -> None:
        dealer = self.options["dealer"]
        if dealer < 0:
            dealer = 0 if deck is not None else int(self.rng.integers(2))
        self.dealer = dealer
        cards = self.start_deck(deck, standard_deck())
        self.hands: list[list[Card]] = [cards[0:22:2] + [JOKER_CARD], cards[1:22:2] + [JOKER_CARD]]
        self.reserves: list[list[Card]] = [[], []]
        rest = cards[22:]
        self.stacks: dict[tuple[Any, ...], list[Card]] = {}  # (row, index) -> cards, face-up top first
        self.stacks[(0, 0)] = [JOKER_CARD] if self.options["jokers"] == 3 else []
        k = 0
        for r, i in all_stacks()[1:]:
            n = STACK_SIZES[r]
            self.stacks[(r, i)] = rest[k:k + n]
            k += n
        self.removed: dict[tuple[Any, ...], Gone] = {}      # the stacks no longer on the hill
        self.dead: list[Card] = []                # attack cards, face up
        self.discarded: list[Card] = []           # stacks discarded unseen
        self.won: list[Card] = []                 # cards of the stack just won, waiting to be split
        self.stacks_won = [0, 0]
        self.phase = Phase.RESERVE
        self.ready: set[int] = set()
        self.chooser = self.dealer
        self.chosen: Optional[tuple[int, int]] = None  # (row, index) of the stack fought for
        self.pending: dict[int, tuple[Any, ...]] = {}       # sealed attacks (cards stay in hand until the reveal)
        self.tie_round = 0
        self.joker_moved = [False, False]         # Joker moved from hand to reserve for a tie-break
        self.split_by: Optional[int] = None
        self.apex_doubles = 0
        self.fight: Optional[dict[str, Any]] = None         # the stack being fought for, with its reveals
        self.last_fight: Optional[dict[str, Any]] = None
        # the face-up tops go into the log, as every card shown does (docs/rules.md 0.3)
        self.log.append(DealEvent(dealer=dealer,
                         tops={f"{r}.{i}": s[0].code for (r, i), s in self.stacks.items() if s}))

    # -- the pyramid -----------------------------------------------------------------------------
    def present(self, rc: tuple[Any, ...]) -> bool:
        return rc not in self.removed

    def available(self, rc: tuple[Any, ...]) -> bool:
        """A stack may be chosen when it is still there and uncovered enough: the bottom row
        always; rows 1-3 once one of the two stacks covering it is gone; the apex once both
        stacks of row 1 are gone."""
        r, i = rc
        if not self.present(rc):
            return False
        if r == ROWS - 1:
            return True
        below = [(r + 1, i), (r + 1, i + 1)]
        gone = [not self.present(s) for s in below]
        return all(gone) if r == 0 else any(gone)

    def open_stacks(self) -> list[tuple[Any, ...]]:
        return [rc for rc in all_stacks() if self.available(rc)]

    # -- whose turn ---------------------------------------------------------------------------------
    def _to_act(self) -> Sequence[int]:
        if self.phase == Phase.RESERVE:
            return [p for p in (0, 1) if p not in self.ready]
        if self.phase == Phase.CHOOSE:
            return [self.chooser]
        if self.phase in (Phase.ATTACK, Phase.TIEBREAK):
            return [p for p in (0, 1) if p not in self.pending]
        if self.phase == Phase.SPLIT:
            assert self.split_by is not None  # the winner of the stack shares it out
            return [self.split_by]
        return []

    def _not_your_turn(self, player: int) -> str:
        if self.phase == Phase.RESERVE:
            return _("Your reserve is ready. Wait for the other player to get ready.")
        if self.phase == Phase.CHOOSE:
            return _("It is the other player's turn to choose a stack. Wait for them.")
        if self.phase in (Phase.ATTACK, Phase.TIEBREAK):
            return _("You have already attacked. Wait for the other player's attack.")
        if self.phase == Phase.SPLIT:
            return _("The other player is putting away the cards they won. Wait for them.")
        return _("It is not your turn yet. Please wait.")

    @property
    def scores(self) -> list[int]:
        """Stacks won by each player."""
        return list(self.stacks_won)

    def has_joker_in_hand(self, p: int) -> bool:
        return JOKER_CARD in self.hands[p]

    def attack_cards(self, p: int) -> list[Card]:
        """The cards ``p`` may attack with now: the hand, or the reserve in a tie-break."""
        return self.reserves[p] if self.phase == Phase.TIEBREAK else self.hands[p]

    # -- legal moves ----------------------------------------------------------------------------------
    def _legal(self, p: int) -> Sequence[Move]:
        if self.phase == Phase.RESERVE:
            return ([ToReserve(c) for c in sort_cards(self.hands[p])]
                    + [ToHand(c) for c in sort_cards(self.reserves[p])] + [Ready()])
        if self.phase == Phase.CHOOSE:
            return [Choose(r, i) for r, i in self.open_stacks()]
        if self.phase in (Phase.ATTACK, Phase.TIEBREAK):
            return [Attack(a) for a in legal_attacks(self.attack_cards(p))] + [PlayJoker()]
        if self.phase == Phase.SPLIT:
            out = []
            for c in sort_cards(dict.fromkeys(self.won)):
                out += [ToHand(c), ToReserve(c)]
            return out
        return []

    def _check(self, p: int, move: Move) -> None:
        ph = self.phase
        if isinstance(move, (ToReserve, ToHand, Ready)) and ph not in (Phase.RESERVE, Phase.SPLIT):
            raise IllegalMove(_("Cards only go between hand and reserve at the start, or when you "
                                "put away cards you have won."))
        if isinstance(move, Ready) and ph != Phase.RESERVE:
            raise IllegalMove(_("There is no reserve to get ready now."))
        if isinstance(move, (ToReserve, ToHand)):
            if ph == Phase.SPLIT:
                if move.card not in self.won:
                    raise IllegalMove(_("{card} is not one of the cards you just won.").format(card=move.card))
            elif isinstance(move, ToReserve) and move.card not in self.hands[p]:
                raise IllegalMove(_("{card} is not in your hand.").format(card=move.card))
            elif isinstance(move, ToHand) and move.card not in self.reserves[p]:
                raise IllegalMove(_("{card} is not in your reserve.").format(card=move.card))
        if isinstance(move, Choose):
            if ph != Phase.CHOOSE:
                raise IllegalMove(_("This is not the moment to choose a stack."))
            rc = (move.row, move.index)
            if rc not in self.stacks:
                raise IllegalMove(_("There is no stack {stack} in the pyramid.").format(stack=f"{move.row}.{move.index}"))
            if not self.present(rc):
                raise IllegalMove(_("Stack {stack} is already gone.").format(stack=f"{move.row}.{move.index}"))
            if not self.available(rc):
                if rc == (0, 0):
                    raise IllegalMove(_("The top of the hill can only be chosen when both stacks "
                                        "just under it are gone."))
                raise IllegalMove(_("Stack {stack} is still covered: one of the two "
                                    "stacks lying on it must be gone first.").format(stack=f"{move.row}.{move.index}"))
        if isinstance(move, (Attack, PlayJoker)) and ph not in (Phase.ATTACK, Phase.TIEBREAK):
            raise IllegalMove(_("This is not the moment to attack."))
        if isinstance(move, Attack):
            have = Counter(self.attack_cards(p))
            for c, n in Counter(move.cards).items():
                if have[c] < n:
                    if ph == Phase.TIEBREAK:
                        raise IllegalMove(_("{card} is not in your reserve. In a tie-break you attack with "
                                            "reserve cards only.").format(card=c))
                    raise IllegalMove(_("{card} is not in your hand.").format(card=c))
            problem = attack_problem(move.cards)
            if problem:
                raise IllegalMove(problem)
            if any(c.is_joker for c in move.cards):
                raise IllegalMove(_("To play your Joker, use the Joker move (it gives up this stack)."))
        if move not in self._legal(p):  # belt and braces: exactly the legal moves are accepted
            raise IllegalMove(_("You can't do “{move}” right now.").format(move=move))

    # -- a move -----------------------------------------------------------------------------------
    def _apply(self, p: int, move: Move) -> list[Event]:
        if self.phase == Phase.RESERVE:
            return self._sort_reserve(p, move)
        if self.phase == Phase.CHOOSE:
            assert isinstance(move, Choose)  # the one move of this phase
            self.chosen = rc = (move.row, move.index)
            self.phase = Phase.ATTACK
            self.tie_round = 0
            self.fight = {"stack": stack_id(*rc), "chooser": p, "rounds": [], "top": self._top_code(rc)}
            return [ChosenEvent(player=p, stack=stack_id(*rc),
                     top=self._top_code(rc), size=len(self.stacks[rc]))]
        if self.phase in (Phase.ATTACK, Phase.TIEBREAK):
            if isinstance(move, PlayJoker):
                self.pending[p] = (JOKER_CARD,)
            else:
                assert isinstance(move, Attack)  # the other move of these phases
                self.pending[p] = move.cards
            events: list[Event] = [SealedEvent(player=p, tiebreak=self.phase == Phase.TIEBREAK)]
            if len(self.pending) == 2:
                events += self._reveal()
            return events
        if self.phase == Phase.SPLIT:
            assert isinstance(move, (ToReserve, ToHand))  # the moves of this phase
            self.won.remove(move.card)
            (self.reserves if isinstance(move, ToReserve) else self.hands)[p].append(move.card)
            events = [PutAwayEvent(player=p, to="reserve" if isinstance(move, ToReserve) else "hand",
                       left=len(self.won))]
            if not self.won:
                events += self._next_turn()
            return events
        raise RuntimeError("unknown phase")  # pragma: no cover

    def _fought_for(self) -> tuple[int, int]:
        """The stack chosen for this fight (set by the Choose move until the fight is over)."""
        assert self.chosen is not None, "no stack is being fought for"
        return self.chosen

    def _top_code(self, rc: tuple[int, int]) -> Optional[str]:
        s = self.stacks[rc]
        return s[0].code if s else None

    def _sort_reserve(self, p: int, move: Move) -> list[Event]:
        if isinstance(move, ToReserve):
            self.hands[p].remove(move.card)
            self.reserves[p].append(move.card)
            return []
        if isinstance(move, ToHand):
            self.reserves[p].remove(move.card)
            self.hands[p].append(move.card)
            return []
        self.ready.add(p)
        events: list[Event] = [ReadyEvent(player=p)]
        if len(self.ready) == 2:
            self.phase = Phase.CHOOSE
            events.append(ReservesEvent(sizes=[len(r) for r in self.reserves],
                           chooser=self.chooser))
        return events

    def _reveal(self) -> list[Event]:
        """Both attacks are in: show them and settle the stack."""
        a, b = self.pending[0], self.pending[1]
        self.pending = {}
        tiebreak = self.phase == Phase.TIEBREAK
        fetched = [False, False]
        for p, att in ((0, a), (1, b)):
            if att == (JOKER_CARD,):
                if not tiebreak and not self.has_joker_in_hand(p):
                    fetched[p] = True  # the bluff: the Joker comes out of the reserve
            else:  # the attack cards are dead, face up
                pile = self.reserves[p] if tiebreak else self.hands[p]
                for c in att:
                    pile.remove(c)
                self.dead.extend(att)
        for p in (0, 1):  # a Joker fetched from the reserve comes back to the hand
            if fetched[p]:
                self.reserves[p].remove(JOKER_CARD)
                self.hands[p].append(JOKER_CARD)
        result = compare(a, b, self.options["equal_face_cards"])
        winner = result.winner
        entry = RevealEvent(stack=stack_id(*self._fought_for()), tiebreak=self.tie_round,
            attacks=[_attack_info(a, fetched[0]), _attack_info(b, fetched[1])],
            result=result.result,
            winner=winner, why=english_why(a, b, result))
        assert self.fight is not None  # set with the chosen stack
        self.fight["rounds"].append(entry)
        events: list[Event] = [entry]
        if result is Outcome.TIE:
            self.tie_round += 1
            if self.phase == Phase.ATTACK:  # the tie-break starts: Jokers in hand go to the reserves
                for p in (0, 1):
                    self.joker_moved[p] = self.has_joker_in_hand(p)
                    if self.joker_moved[p]:
                        self.hands[p].remove(JOKER_CARD)
                        self.reserves[p].append(JOKER_CARD)
                self.phase = Phase.TIEBREAK
                events.append(TiebreakEvent(jokers_moved=list(self.joker_moved),
                               reserves=[len(r) for r in self.reserves]))
            else:
                events.append(TieAgainEvent(round=self.tie_round,
                               reserves=[len(r) for r in self.reserves]))
            return events
        events += self._end_tiebreak(a, b) if self.phase == Phase.TIEBREAK else []
        if result is Outcome.BOTH_JOKERS:
            return events + self._double_joker()
        assert winner is not None  # one attack won
        return events + self._take(winner)

    def _end_tiebreak(self, a: tuple[Card, ...], b: tuple[Card, ...]) -> list[Event]:
        """After a tie-break every Joker that was moved or played goes back to the hand; a Joker
        hidden in the reserve that was not played stays there."""
        back = [False, False]
        for p, att in ((0, a), (1, b)):
            if (self.joker_moved[p] or att == (JOKER_CARD,)) and JOKER_CARD in self.reserves[p]:
                self.reserves[p].remove(JOKER_CARD)
                self.hands[p].append(JOKER_CARD)
                back[p] = True
        self.joker_moved = [False, False]
        return [JokersBackEvent(players=[p for p in (0, 1) if back[p]])] if any(back) else []

    def _double_joker(self) -> list[Event]:
        rc = self._fought_for()
        if rc == (0, 0) and self.options["apex_double_joker"] == "replay" and self.apex_doubles == 0:
            self.apex_doubles += 1
            events: list[Event] = [ApexStaysEvent(stack=stack_id(*rc))]
            return events + self._next_turn()
        self.discarded.extend(self.stacks[rc])
        self.stacks[rc] = []
        self.removed[rc] = Gone(None)
        events = [DiscardedEvent(stack=stack_id(*rc))]
        if rc == (0, 0):
            return events + self._finish(None, N_("both Jokers were played for the top of the hill"))
        return events + self._next_turn()

    def _take(self, winner: int) -> list[Event]:
        rc = self._fought_for()
        won = self.stacks[rc]
        self.stacks[rc] = []
        self.removed[rc] = Gone(winner)
        self.stacks_won[winner] += 1
        events: list[Event] = [WonEvent(player=winner, stack=stack_id(*rc), cards=len(won))]
        if rc == (0, 0):
            self.hands[winner].extend(won)
            return events + self._finish(winner, N_("won the top of the hill"))
        self.won = list(won)
        if self.won:
            self.phase, self.split_by = Phase.SPLIT, winner
            return events
        return events + self._next_turn()

    def _next_turn(self) -> list[Event]:
        self.last_fight, self.fight = self.fight, None
        self.chosen, self.split_by, self.tie_round = None, None, 0
        self.chooser = 1 - self.chooser
        self.phase = Phase.CHOOSE
        return [TurnEvent(chooser=self.chooser)]

    def _finish(self, winner: Optional[int], reason: str) -> list[Event]:
        self.last_fight, self.fight = self.fight, None
        self.phase = Phase.OVER
        self.finish([] if winner is None else [winner], reason)
        return [GameOverEvent(winner=winner, reason=reason, stacks=self.scores)]

    # -- helpers for tables and lessons -----------------------------------------------------------------
    def judge(self, player: int, cards: Iterable[Any]) -> dict[str, Any]:
        """``judge_attack`` for ``player`` now: also says when a card is not theirs to use, and
        gives the move to play when the cards make a legal attack (``move`` is None otherwise)."""
        try:
            chosen = sort_cards(cards)
        except ValueError as e:
            return {"cards": [], "legal": False, "reason": str(e), "kind": "", "value": 0, "sum": "", "move": None}
        out = judge_attack(chosen)
        move: Optional[Move] = None
        if chosen == (JOKER_CARD,):
            move = PlayJoker()
        elif chosen and not any(c.is_joker for c in chosen):
            move = Attack(chosen)
        if move is None or move not in self.legal_moves(player):
            if out["legal"] and chosen != (JOKER_CARD,):
                missing = [c for c in chosen if c not in (self.attack_cards(player) if player in (0, 1) else [])]
                if self.phase not in (Phase.ATTACK, Phase.TIEBREAK) or player not in self.to_act:
                    out["reason"] = _("You can't attack right now.")
                elif missing and self.phase == Phase.TIEBREAK:
                    out["reason"] = _("{card} is not in your reserve.").format(card=missing[0])
                elif missing:
                    out["reason"] = _("{card} is not in your hand.").format(card=missing[0])
                out["legal"] = False
            move = None
        out["move"] = move
        return out

    # -- what players see --------------------------------------------------------------------------------
    def _view(self, player: Optional[int]) -> KingOfTheHillView:
        me = player if player in (0, 1) else None
        pyramid = []
        for r in range(ROWS):
            row = []
            for i in range(r + 1):
                rc = (r, i)
                s = self.stacks[rc]
                row.append({
                    "id": stack_id(r, i), "row": r, "index": i, "count": len(s),
                    "top": s[0].code if s else None, "hidden": max(0, len(s) - 1),
                    "label": stack_label(r, i),
                    "removed": str(self.removed[rc]) if rc in self.removed else None,
                    "available": self.available(rc),
                    "won_by": self._won_by(rc),
                    "imaginary": rc == (0, 0) and self.options["jokers"] == 2 and rc not in self.removed,
                })
            pyramid.append(row)
        sorting = self.phase == Phase.RESERVE
        reserve_sizes = [len(r) if (not sorting or p == me) else None for p, r in enumerate(self.reserves)]
        hand_sizes = [len(h) if (not sorting or p == me) else None for p, h in enumerate(self.hands)]
        sealed = self.phase in (Phase.ATTACK, Phase.TIEBREAK)
        v: KingOfTheHillView = {
            "players": 2, "you": me, "phase": self.phase,
            "dealer": self.dealer, "chooser": self.chooser,
            "chosen": stack_id(*self.chosen) if self.chosen else None,
            "to_act": list(self.to_act),
            "pyramid": pyramid,
            "hand_sizes": hand_sizes, "reserve_sizes": reserve_sizes,
            # hand and reserve together: known to everyone even while the reserves are sorted
            "holding": [len(h) + len(r) for h, r in zip(self.hands, self.reserves)],
            # where the attack cards come from now (a tie-break is fought from the reserve)
            "attack_from": ("reserve" if self.phase == Phase.TIEBREAK else "hand") if sealed else None,
            "doing": [self._doing(p) for p in (0, 1)],
            "ready": sorted(self.ready) if sorting else [0, 1],
            "attacked": sorted(self.pending) if sealed else [],
            "tiebreak_round": self.tie_round,
            "won_waiting": len(self.won), "split_by": self.split_by,
            "dead": [c.code for c in self.dead], "discarded": len(self.discarded),
            "stacks_won": self.scores,
            "fight": _said_fight(self.fight), "last_fight": _said_fight(self.last_fight),
            "winner": self.winner,
        }
        if me is not None:
            v["hand"] = [c.code for c in sort_cards(self.hands[me])]
            v["reserve"] = [c.code for c in sort_cards(self.reserves[me])]
            v["joker_in"] = "hand" if JOKER_CARD in self.hands[me] else "reserve"
            v["my_attack"] = [c.code for c in self.pending[me]] if me in self.pending else None
            v["won"] = [c.code for c in sort_cards(self.won)] if self.split_by == me else []
        return v

    def _won_by(self, rc: tuple[Any, ...]) -> Optional[int]:
        gone = self.removed.get(rc)
        return gone.winner if gone else None

    def _doing(self, p: int) -> Optional[str]:
        """What a player is busy with, as everyone may know it (``describe`` says it in words)."""
        if self.phase == Phase.RESERVE:
            return "ready" if p in self.ready else "sorting"
        if self.phase in (Phase.ATTACK, Phase.TIEBREAK):
            return "sealed" if p in self.pending else "thinking"
        return None

    def _private(self, player: int) -> list[Card]:
        """The cards of a stack just won are seen by its winner alone, while they share them out."""
        return list(self.won) if player == self.split_by else []

    def cards(self) -> Counter[Any]:
        return count_cards(self.dead, self.discarded, self.won, *self.hands, *self.reserves, *self.stacks.values())

    # -- words (kit.games.king_of_the_hill_words) ---------------------------------------------------------
    WORDS = WORDS

    def describe_doing(self, p: int, doing: Optional[str], viewer: Optional[int] = None,
                       names: Optional[list[Any]] = None) -> str:
        """What seat ``p`` is busy with (``view["doing"][p]``) in words: not an event of play."""
        return doing_words(p, doing, Speaker(viewer, names))
