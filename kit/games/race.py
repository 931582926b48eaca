"""The RACE model (docs/rules.md 0.5), written once for Spit, Grabbage and Pirate.

A race keeps the ordinary game contract: ``to_act``, ``legal_moves``, ``play``.  The trick is
that *committing* an action is the move, and waiting is a move too:

* The table keeps a virtual clock in ticks.  Every seat is an *agent*: a child or a computer.
* An agent that is idle (nothing on its way) and awake looks at the table at tick ``t`` and either
  commits ONE action, which lands at ``t + latency``, or plays ``Wait``.  Those agents are
  ``to_act``; their legal moves are the game's actions plus ``Wait``.
* When nobody is left to decide, the clock runs by itself to the next thing that happens: an
  action landing, a timed ``Wait`` ending, or the idle timeout.  It never runs while someone may
  still decide, so in "stepped" pace the clock stops whenever the child has something to do.
* All actions landing on one tick are simultaneous: the game's ``_simultaneous`` hook applies any
  rule that gives simultaneity its own effect (Pirate's sinking), then the rest are applied one at
  a time in a seeded random order.  Each is re-checked when it lands; if it is no longer legal it
  *bounces* (nothing happens, the card stays where it was) with the reason in a child's words.
* ``stuck`` is exact: nothing on its way and no action for anyone.  The game's ``_stuck`` hook
  says what happens then (Spit: spit).  If nothing lands for ``idle_timeout`` ticks while actions
  exist, it is treated as stuck too ("we both think we're stuck").

Latency: a computer seat draws ``base + U{0..jitter}`` ticks from the game's generator at each
commit (presets easy 12+6, medium 7+4, hard 3+2; ``bot_latency`` fixes it instead); the child's
seat (option ``human``) takes ``human_latency`` ticks (default: the computer's base).

Paces (option ``pace``): the engine is the same for "stepped" and "realtime"; only the driver
differs.  In "realtime" the child's seat is always ``to_act`` (with only ``Wait`` while an action
is on its way), so the clock moves only when the table's timer says ``Wait(k)`` for the wall time
that passed: the clock can never run ahead of the wall.  "turns" is no race at all: seats act one
action at a time in rotation, landing at once; ``Wait`` is a pass, and a full round of passes is
treated as stuck.

Because every commit, wait and latency draw is a move or comes from the seeded generator, a race
replays identically from (seed, deck, options, moves), and save/load works unchanged.
"""
from __future__ import annotations

from typing import Any, Iterable, Optional, Sequence

from ..bots import Bot
from ..cards import Card, the_card
from ..game import Game, IllegalMove, Move, Narration, Speaker, choice, number
from ..events import Event, PlayerEvent
from ..words import ENGLISH, N_, _, language, n_, speaking

NEVER = 1 << 62  # "asleep until something happens"

LATENCY = {"easy": (12, 6), "medium": (7, 4), "hard": (3, 2)}


class Wait(Move):
    """Do nothing for now: ``ticks=0`` waits until something happens, ``ticks=k`` for k ticks."""

    ticks: int = 0

    def __str__(self) -> str:
        if self.ticks == 0:
            return _("Wait")
        return n_("Wait {n} tick", "Wait {n} ticks", self.ticks).format(n=self.ticks)


RACE_OPTIONS = {
    "pace": choice("stepped", "realtime", "turns",
                   help="stepped: the clock stops while you may act; realtime: the wall clock; "
                        "turns: one action each in rotation"),
    "speed": choice("easy", "medium", "hard", help="how fast the computer players react (12+6, 7+4, 3+2 ticks)"),
    "tick_ms": number(100, 10, 1000, help="how long one tick is, in pretend milliseconds"),
    "human": number(0, -1, 5, help="the child's seat (-1: every seat is a computer)"),
    "human_latency": number(-1, -1, 600, help="the child's reaction time in ticks (-1: the computer's base)"),
    "bot_latency": number(-1, -1, 600, help="fix every computer's reaction time in ticks (-1: the speed preset)"),
    "idle_timeout": number(50, 1, 100_000, help="ticks with nothing landing before we call it stuck"),
}


# --------------------------------------------------------------------------------------------
# Events (what a move caused; their words are in describe)
# --------------------------------------------------------------------------------------------
class GameOverEvent(Event):
    winners: list[int]
    reason: str
    tick: int


class CommitEvent(PlayerEvent):
    move: str
    tick: int
    lands: int


class PassEvent(PlayerEvent):
    tick: int


class CancelledEvent(PlayerEvent):
    move: str
    tick: int


class TimeoutEvent(Event):
    tick: int


class StuckEvent(Event):
    """Nobody can play on: the race is stuck (``timeout``: nothing landed for ``idle_timeout`` ticks)."""
    timeout: bool
    tick: int


class TurnEvent(PlayerEvent):
    """``player`` turned up ``card`` from their stock (Grabbage, Pirate)."""
    card: str
    tick: int


class BounceEvent(PlayerEvent):
    move: str
    reason: str
    tick: int

class RaceGame(Game):
    """Base of the race games.  A game writes its rules in:

    ``_actions(p)``         the actions seat ``p`` may commit now (no ``Wait``)
    ``_check_action(p, m)`` raise IllegalMove with a reason if ``m`` is not possible now
    ``_land(p, m)``         apply an action that landed and passed its re-check; return events
    ``_stuck(timeout)``     what happens when nobody can act (must make progress); return events
    ``_simultaneous(ls)``   optional: rules for actions landing together; returns (events, rest)
    ``_at_cap()``           the result at ``max_ticks``; return events
    Its ``_setup`` deals as in any game (the clock is there already, and starts once the deal is
    done); it calls ``race_reset()`` when the phase changes so much that actions on their way no
    longer make sense (a new deal).
    """

    def _begin(self, deck: Optional[Sequence[Any]]) -> None:
        self._race_init()
        self._setup(deck)
        self.log.extend(self._run())

    # -- state ------------------------------------------------------------------------------
    def _race_init(self) -> None:
        self.clock = 0
        self.pending: dict[int, tuple[Move, int]] = {}
        self.asleep: dict[int, int] = {}
        self.last_change = 0
        self.epoch = 0
        self.turn = 0
        self.passes = 0
        # why each seat's last move bounced: in English (the save's fingerprint reads it) and in
        # the language of the page it bounced on
        self.bounced: dict[int, dict[str, str]] = {}

    def race_reset(self) -> None:
        """Forget actions on their way and wake everybody (a new deal, a new phase)."""
        self.pending.clear()
        self.asleep.clear()
        self.epoch += 1
        self.last_change = self.clock
        self.passes = 0

    @property
    def pace(self) -> str:
        return str(self.options["pace"])

    @property
    def human(self) -> Optional[int]:
        h = self.options["human"]
        return h if 0 <= h < self.players else None

    # -- to be written by each game -----------------------------------------------------------
    def _actions(self, p: int) -> list[Move]:  # pragma: no cover
        raise NotImplementedError

    def _check_action(self, p: int, move: Move) -> None:
        if move not in self._actions(p):
            raise IllegalMove(_("You can't do “{move}” right now.").format(move=move))

    def _land(self, p: int, move: Move) -> list[Event]:  # pragma: no cover
        raise NotImplementedError

    def _stuck(self, timeout: bool) -> list[Event]:  # pragma: no cover
        raise NotImplementedError

    def _simultaneous(self, landing: list[tuple[int, Move]]) -> tuple[list[Event], list[tuple[int, Move]]]:
        return [], landing

    def _at_cap(self) -> list[Event]:  # pragma: no cover
        raise NotImplementedError

    def _after_tick(self) -> list[Event]:
        """Called once every action of a tick has landed (e.g. shared wins on one tick)."""
        return []

    # -- latency ----------------------------------------------------------------------------------
    def base_latency(self) -> int:
        fixed = self.options["bot_latency"]
        return fixed if fixed >= 1 else LATENCY[self.options["speed"]][0]

    def latency(self, p: int) -> int:
        """Ticks until an action committed now by seat ``p`` lands (draws from the game rng
        for a computer seat with jitter)."""
        if p == self.human:
            h = self.options["human_latency"]
            return h if h >= 1 else self.base_latency()
        fixed = self.options["bot_latency"]
        if fixed >= 1:
            return int(fixed)
        base, jitter = LATENCY[self.options["speed"]]
        return base + int(self.rng.integers(0, jitter + 1))

    # -- the contract -------------------------------------------------------------------------------
    def _awake(self, p: int) -> bool:
        return self.asleep.get(p, 0) <= self.clock

    def _to_act(self) -> Sequence[int]:
        if self.pace == "turns":
            return (self.turn,)
        out = []
        for p in range(self.players):
            if not self._awake(p):
                continue
            if self.pace == "realtime" and p == self.human:
                out.append(p)  # the wall clock moves only through the child's Wait(k)
            elif p not in self.pending and self._actions(p):
                out.append(p)
        return out

    def _legal(self, p: int) -> Sequence[Move]:
        if p in self.pending:
            return [Wait()]
        acts = list(self._actions(p))
        return acts + [Wait()]

    def _not_your_turn(self, player: int) -> str:
        if player in self.pending:
            return _("Your last card is still on its way. Wait a moment.")
        if self.pace == "turns":
            return _("It is not your turn yet. Please wait.")
        return _("There is nothing you can do just now. Please wait.")

    def _check(self, p: int, move: Move) -> None:
        if isinstance(move, Wait):
            if isinstance(move.ticks, bool) or not isinstance(move.ticks, int) or not 0 <= move.ticks <= 1_000_000:
                raise IllegalMove(_("Wait for 0 ticks (until something happens) or a few ticks."))
            return
        if p in self.pending:
            raise IllegalMove(_("Your last card is still on its way. Wait a moment."))
        self._check_action(p, move)

    def _apply(self, p: int, move: Move) -> list[Event]:
        events: list[Event] = []
        if self.pace == "turns":
            if isinstance(move, Wait):
                self.passes += 1
                events.append(PassEvent(player=p, tick=self.clock))
            else:
                self.passes = 0
                self.clock += 1
                self.last_change = self.clock
                events += self._land(p, move)
                if not self.over:
                    events += self._after_tick()
            if not self.over:
                self._next_turn()
            return events + self._run()
        if isinstance(move, Wait):
            if self.pace == "realtime" and p == self.human and move.ticks == 0:
                self.asleep[p] = self.clock + 1  # the wall clock always moves on
            else:
                self.asleep[p] = NEVER if move.ticks == 0 else self.clock + move.ticks
        else:
            lands = self.clock + self.latency(p)
            self.pending[p] = (move, lands)
            self.bounced.pop(p, None)
            events.append(CommitEvent(player=p, move=str(move), tick=self.clock, lands=lands))
        return events + self._run()

    # -- the clock ----------------------------------------------------------------------------------
    def _anyone_can_act(self) -> bool:
        return any(self._actions(p) for p in range(self.players))

    def _next_turn(self) -> None:
        self.turn = (self.turn + 1) % self.players

    def _run(self) -> list[Event]:
        """Run the clock until someone may decide or the game is over."""
        events: list[Event] = []
        cap = self.options.get("max_ticks", 200_000)
        for _ in range(1_000_000):
            if self.over:
                return events
            if self.pace == "turns":
                if not self._anyone_can_act() or self.passes >= self.players:
                    events += self._stuck(timeout=self._anyone_can_act())
                    self.passes = 0
                    self.turn = self.turn % self.players
                    continue
                if not self._actions(self.turn):
                    self._next_turn()
                    continue
                if self.clock >= cap:
                    events += self._at_cap()
                    continue
                return events
            if self._to_act():
                return events
            if not self.pending and not self._anyone_can_act():
                events += self._stuck(timeout=False)
                self._wake_all()
                continue
            times = [t for _, t in self.pending.values()]
            times += [w for w in self.asleep.values() if self.clock < w < NEVER]
            if not self.pending:
                times.append(max(self.clock + 1, self.last_change + self.options["idle_timeout"]))
            nxt = min(times)
            if nxt > cap:
                self.clock = max(self.clock, cap)
                events += self._at_cap()
                continue
            self.clock = nxt
            landing = sorted((p, m) for p, (m, t) in self.pending.items() if t == nxt)
            if landing:
                for p, _ in landing:
                    del self.pending[p]
                events += self._resolve(landing)
                self.last_change = self.clock
                self._wake_all()
            elif not self.pending and self.clock >= self.last_change + self.options["idle_timeout"]:
                events.append(TimeoutEvent(tick=self.clock))
                events += self._stuck(timeout=True)
                self.last_change = self.clock
                self._wake_all()
        raise RuntimeError("the race clock did not settle")  # a bug in a game's hooks

    def _wake_all(self) -> None:
        self.asleep = {p: w for p, w in self.asleep.items() if w != NEVER and w > self.clock}

    def _resolve(self, landing: list[tuple[int, Move]]) -> list[Event]:
        events, rest = self._simultaneous(landing)
        if len(rest) > 1:
            order = self.rng.permutation(len(rest))
            rest = [rest[i] for i in order]
        epoch = self.epoch
        for p, move in rest:
            if self.over or self.epoch != epoch:
                events.append(CancelledEvent(player=p, move=str(move), tick=self.clock))
                continue
            try:
                self._check_action(p, move)
            except IllegalMove as e:
                self.bounced[p] = {ENGLISH: self._english_refusal(p, move, str(e)), language(): str(e)}
                events.append(BounceEvent(player=p, move=str(move), reason=str(e),
                               tick=self.clock))
                continue
            events += self._land(p, move)
        if not self.over:
            events += self._after_tick()
        return events

    # How a race that ends without one winner is told ("{reason}": why; a message of the catalog).
    NO_SINGLE_WINNER = N_("Nobody wins: {reason}.")

    def _english_refusal(self, p: int, move: Move, said: str) -> str:
        """Why ``move`` bounced, in English (``said``: in the page's language)."""
        if language() == ENGLISH:
            return said
        with speaking(ENGLISH):
            try:
                self._check_action(p, move)  # raises again, changes nothing
            except IllegalMove as e:
                return str(e)
        return said

    def _said_bounce(self, viewer: Optional[int]) -> Optional[str]:
        """Why ``viewer``'s last move bounced, in the page's language (None: it did not)."""
        said = self.bounced.get(viewer) if viewer is not None else None
        return None if said is None else said.get(language(), said[ENGLISH])

    def no_single_winner(self, event: GameOverEvent, say: Speaker) -> str:
        """How the race says an end without one winner (a draw, a shared win), in the page's language."""
        said = _(self.NO_SINGLE_WINNER)
        if "{who}" in said:  # an older form gluing English pieces: a race overrides this method instead
            return said.format(who=_(" and ").join(say.who(p) for p in event.winners), reason=_(event.reason))
        return said.format(reason=_(event.reason))

    def _finish(self, winners: list[int], reason: str) -> list[Event]:
        """End the race: the game is over, nothing on its way lands, and the ``game_over`` event."""
        self.finish(winners, reason)
        self.pending.clear()
        return [self._game_over(winners, reason)]

    def _game_over(self, winners: list[int], reason: str) -> GameOverEvent:
        """The ``game_over`` event (a game with figures of its own in it, such as Pirate's ships,
        gives its own kind)."""
        return GameOverEvent(winners=winners, reason=reason, tick=self.clock)

    WORDS = Narration()  # the sentences every race shares (below the class); a race adds its own

    def describe(self, event: Event, viewer: Optional[int] = None, names: Optional[list[Any]] = None) -> str:
        """The game's ``WORDS``; a race that ends without one winner says so its own way
        (``NO_SINGLE_WINNER``)."""
        if isinstance(event, GameOverEvent) and len(event.winners) != 1:
            return self.no_single_winner(event, Speaker(viewer, names))
        return super().describe(event, viewer, names)

    # -- what every race shows -------------------------------------------------------------------------
    def race_view(self, viewer: Optional[int]) -> dict[str, Any]:
        mine = self.pending.get(viewer) if viewer is not None else None
        return {
            "clock": self.clock,
            "pace": self.pace,
            "tick_ms": self.options["tick_ms"],
            "busy": sorted(self.pending),
            "on_its_way": None if mine is None else {"move": str(mine[0]), "lands": mine[1],
                                                     "card": _card_code(mine[0])},
            "bounced": self._said_bounce(viewer),
            "turn": self.turn if self.pace == "turns" else None,
            "idle": self.clock - self.last_change,
        }


# -- the games where each player turns up and holds one card at a time (Grabbage, Pirate) -------------
def refuse_turning_up(held: Optional[Card], stock: Sequence[Card], put_it: str, no_stock: str) -> None:
    """Turning the next card up needs a free hand and a stock: ``put_it`` says where a held card
    may go ("a wastepile"), ``no_stock`` what a player with an empty stock does instead."""
    if held is not None:
        raise IllegalMove(_("You are holding {card}: build it or put it on {place} first.").format(
            card=the_card(held), place=put_it))
    if not stock:
        raise IllegalMove(no_stock)


def held_cards(held: Iterable[Optional[Card]]) -> list[Card]:
    """The cards in the players' hands (``held``: one a player, None for a free hand)."""
    return [h for h in held if h is not None]


def refuse_unless_held(held: Optional[Card], card: Card) -> None:
    """A card played from the hand must be the one the player holds."""
    if held is None or card != held:
        raise IllegalMove(_("You are not holding {card}.").format(card=the_card(card)))


# the clock's own events (a commit, a wait) need no sentence
@RaceGame.WORDS(GameOverEvent)
def _game_over(e: GameOverEvent, say: Speaker) -> str:
    # one winner (describe says the rest)
    return say.line(e.winners[0], _("You win: {reason}!"), _("{name} wins: {reason}!"), reason=_(e.reason))


@RaceGame.WORDS(BounceEvent)
def _bounce(e: BounceEvent, say: Speaker) -> str:
    return say.line(e.player, _("Bounce! Your card came back: {reason}"),
                    _("Bounce! {name}'s card came back: {reason}"), reason=e.reason)


class RaceBot(Bot):
    """Base of the computer players of the races: a race bot never sits still while it can do
    something (it waits only when waiting is all it may do).  A game's bot writes ``act``."""

    def choose(self, view: dict[str, Any], legal: Sequence[Move]) -> Move:
        acts = [m for m in legal if not isinstance(m, Wait)]
        return self.act(view, acts) if acts else legal[0]

    def act(self, view: dict[str, Any], acts: list[Move]) -> Move:  # pragma: no cover - overridden
        """Which of ``acts`` (the actions it may commit now: never empty, no ``Wait``) to commit."""
        raise NotImplementedError


class RaceRandomBot(RaceBot):
    """The easy computer player of every race: any action at random."""

    level = "easy"

    def act(self, view: dict[str, Any], acts: list[Move]) -> Move:
        return self.pick(acts)


def _card_code(move: Move) -> Optional[str]:
    card = getattr(move, "card", None)
    return getattr(card, "code", None)
