"""The base of the race tables (Spit, Grabbage, Pirate): a clock, pause and resume, a pace
and speed picker, and click-a-card-then-where-it-goes.  No rules: every target comes from the
game's legal moves.

In realtime pace a timer on the kernel's event loop (``self.every``, never ``time.sleep``) turns
wall time into ticks: each beat the child's seat plays ``Wait`` for the ticks that passed, so the
computer's actions land as their reaction times run out, and a click is stamped with the tick it
arrives on.  In stepped pace nothing runs by itself: the clock waits for the child.

Time is the child's (WCAG 2.2.1): the clock can be paused and resumed at any moment, and slowed at
any moment down to a tenth of its speed (``Clock:``); "Step by step" and "Take turns" have no
clock at all, against the same computer players.  Slowing the clock changes only how long a tick
lasts on the wall: the game still counts ticks, so reaction times (the speed lesson) mean the same.
"""
from __future__ import annotations

import asyncio
import time
from typing import Callable, Generic, Optional, TypeVar

import ipywidgets as W

import kit
from kit.games.race import RaceGame, Wait
from kit.words import N_, _, number

from .table import TABLE_CHANGED, GameTable


# How fast the race's clock runs against the wall, slowest last: a tenth of the speed gives ten
# times as long for everything, the least WCAG 2.2.1 asks of a time limit that can be adjusted.
CLOCK_RATES = ((N_("Normal speed"), 1.0), (N_("Half speed"), 0.5), (N_("Quarter speed"), 0.25),
               (N_("A tenth of the speed"), 0.1))
PACES = ((N_("Step by step (no clock)"), "stepped"), (N_("Real time"), "realtime"), (N_("Take turns (no clock)"), "turns"))


R = TypeVar("R", bound=RaceGame)


class RaceTable(GameTable[R], Generic[R]):
    game_name = ""
    now = staticmethod(time.monotonic)  # the wall clock in seconds (a test gives a table its own)

    def __init__(self, game: Optional[R] = None, *, you: int = 0, level: str = "hard",
                 autostart: bool = True, wait_for_start: bool = False, **kwargs):
        self.selected: Optional[str] = None      # code of the card the child picked up
        self.paused = False
        # ``wait_for_start``: each deal of a race on the clock waits, paused, until the child
        # presses Start: the clock and the computer never begin before the child has seen the table
        self.wait_for_start = wait_for_start
        self.waiting = False
        self.rate = 1.0  # ticks of the race per tick of the wall (1: as fast as the game says)
        self._task: Optional[asyncio.Task] = None
        self._t0 = self.now()
        self._ticks_at_t0 = 0
        self.clicks = 0
        if game is None:
            kwargs.setdefault("human", you)
        super().__init__(game, you=you, level=level, **kwargs)
        if self.game.options["human"] != self.you:
            raise ValueError("the game's `human` option must be the child's seat")
        self._sync_controls()
        if not self.watch:
            # the clock and its pause button above the table: in sight whatever the log below holds
            shown: tuple = tuple(W.VBox.children.get(self))  # (the trait, typed for mypy)
            clock_row = next(c for c in shown if isinstance(c, W.HBox) and self.clock_label in c.children)
            self.children = (clock_row, *[c for c in shown if c is not clock_row])
            # and kept at the top of the screen when the child scrolls down to their cards
            # (board.css): the pause is always in reach
            clock_row.add_class("hilltop-race-clock")
        if autostart and not self.watch:
            self.start_or_wait()

    def start_or_wait(self) -> None:
        """Start the clock, or (``wait_for_start``, a race on the clock) wait for the child's Start."""
        if self.wait_for_start and self.realtime and not self.game.over:
            self.waiting = True
            self.pause(True)
        else:
            self.start()

    # -- controls ---------------------------------------------------------------------------------
    def controls(self) -> list:
        self.clock_label = W.HTML(value="")
        self.pause_button = W.ToggleButton(value=False, description=_("Pause"), icon="pause",
                                           tooltip=_("Stop the clock; press again to go on"))
        self.rate_pick = W.Dropdown(options=[(_(k), v) for k, v in CLOCK_RATES], value=1.0, description=_("Clock:"),
                                    tooltip=_("Slow the clock down at any moment"))
        self.rate_pick.observe(lambda change: self.set_rate(change["new"]), names="value")
        self.pace_pick = W.Dropdown(options=[(_(k), v) for k, v in PACES], description=_("Pace:"))
        self.pace_note = W.HTML(value="")
        self.pace_pick.observe(self._pace_changed, names="value")
        self.speed_pick = W.Dropdown(options=[(_("Slow computer"), "easy"), (_("Medium"), "medium"),
                                              (_("Fast computer"), "hard")], description=_("Computer:"))
        self.again = self.new_game_button(button_style="success")
        self.pause_button.observe(self._pause_changed, names="value")
        self.pause_button.add_class("hilltop-pause")
        return [W.HBox([self.clock_label, self.pause_button, self.rate_pick]),
                W.HBox([self.pace_pick, self.speed_pick, self.again]), self.pace_note]

    def _pace_changed(self, change) -> None:
        """A pace is the game's from its deal on: a new one starts with the next deal."""
        waiting = change["new"] != self.game.pace and not self.game.over
        self.pace_note.value = ('<span class="hb-pace-note" style="font-size:16px">'
                                + _("The new pace starts with the next deal: press New game.") + "</span>" if waiting else "")

    def _pause_changed(self, change) -> None:
        self.pause(change["new"])

    # -- the clock (realtime pace) -----------------------------------------------------------------
    @property
    def realtime(self) -> bool:
        return self.game.pace == "realtime"

    def start(self) -> None:
        """Start the wall clock (realtime pace); harmless in the other paces."""
        self._sync_controls()
        if not self.realtime or self.game.over:
            return
        self._t0, self._ticks_at_t0 = self.now(), self.game.clock
        if self._task is None or self._task.done():
            self._task = self.every(lambda: self.game.options["tick_ms"] / 1000.0 / self.rate, self._beat)

    def stop(self) -> None:
        if self._task is not None and not self._task.done():
            self._task.cancel()
        self._task = None

    def pause(self, on: bool = True) -> None:
        if not on:
            self.waiting = False
        if on == self.paused:
            self._name_pause()
            return
        self.paused = on
        if self.pause_button.value != on:
            self.pause_button.value = on
        self._name_pause()
        if on:
            self.stop()
        else:
            self.start()
        self.refresh()

    def _name_pause(self) -> None:
        """The pause button says what pressing it does: Start (a deal waiting for the child),
        Go on (paused), Pause (running)."""
        b = self.pause_button
        # a deal waiting for the child: the table's big Start! is the one way in (not two Starts)
        b.layout.display = "none" if self.waiting else None
        b.description, b.icon, b.tooltip = (
            (_("Start"), "play", _("Start the race: the clock and the computer go")) if self.waiting else
            (_("Go on"), "play", _("The clock is stopped: press to go on")) if self.paused else
            (_("Pause"), "pause", _("Stop the clock; press again to go on")))

    def set_rate(self, rate: float) -> None:
        """Run the clock at ``rate`` times its speed from now on (1: normal, 0.1: ten times slower);
        the time already gone by is counted at the old rate."""
        if isinstance(rate, bool) or not isinstance(rate, (int, float)) or not 0.1 <= rate <= 1:
            raise ValueError(f"the clock's speed is a part of its normal speed from 0.1 to 1, not {rate!r}")
        if self.realtime and not self.paused and not self.game.over:
            self.catch_up()
        self.rate = float(rate)
        self._t0, self._ticks_at_t0 = self.now(), self.game.clock
        if self.rate_pick.value != self.rate:
            self.rate_pick.value = self.rate
        self._show_clock()

    def wall_tick(self) -> int:
        ms = self.game.options["tick_ms"]
        return self._ticks_at_t0 + int((self.now() - self._t0) * 1000 * self.rate // ms)

    def catch_up(self, target: Optional[int] = None) -> bool:
        """Let the child's seat wait until the clock reaches the wall (or ``target``) while the
        computer plays; returns whether anything happened."""
        g = self.game
        target = self.wall_tick() if target is None else target
        before = len(g.log)
        for _ in range(10_000):
            self.run_bots()
            if g.over or g.clock >= target or self.you not in g.to_act:
                break
            self.tell(g.play(self.you, Wait(target - g.clock)))
        return len(g.log) != before

    def _beat(self) -> bool:
        if self.paused or self.game.over:
            self._show_clock()
            if self.game.over:
                self.refresh()
            return False
        changed = self.catch_up()
        self._show_clock()
        if changed:
            self.refresh()
        return not self.game.over

    def _show_clock(self) -> None:
        g = self.game
        secs = g.clock * g.options["tick_ms"] / 1000.0
        # the pace in the words of the Pace choice ("real time", not the game's "realtime")
        pace = _(dict((v, k) for k, v in PACES)[g.pace]).split(" (")[0].lower()
        state = (_("waiting for you") if self.waiting else _("paused") if self.paused
                 else (_("game over") if g.over else pace))
        if g.pace == "realtime" and self.rate != 1 and not g.over:
            state += " · " + _(dict((v, k) for k, v in CLOCK_RATES)[self.rate]).lower()
        self.clock_label.value = (f'<span class="hb-clock" data-tick="{g.clock}" data-clicks="{self.clicks}" '
                                  f'style="font-size:18px">'
                                  + _("Clock {seconds} s · {state}").format(seconds=number(secs, "5.1f"), state=state)
                                  + "</span>")

    # -- clicks ---------------------------------------------------------------------------------------
    def clicked(self, action, generation=None) -> None:
        self.clicks += 1
        if self.refusal(action, generation) == "":  # a click on the scene the child sees now
            if self.paused and not self.game.over and not self.waiting:  # (waiting: Start is all it offers)
                self.error = _("The game is paused. Press Go on to carry on.")
                self.refresh()
                return
            if self.realtime and not self.game.over and not self.paused:
                self.catch_up()  # the click is stamped with the tick it arrives on
        super().clicked(action, generation)
        self._show_clock()

    # -- the scene -----------------------------------------------------------------------------------
    def race_scene(self, v: dict, legal: list, sel: Optional[str], coming, *, title: str, rows: list,
                   buttons: list, info: str, wait: str = N_("Wait"), start_in: Optional[int] = None,
                   narrow: str = "") -> dict:
        """The scene of a race table: its ``title``, ``rows``, ``buttons`` and ``info``, with what
        every race table adds in the same way: the end banner, the race's own status before the
        table's ``_status``, and the Wait button after the table's buttons.  ``start_in``: the
        row beside whose zones the Start! button of a deal waiting for the child stands; ``narrow``: what
        a phone's screen says about the game (board.css shows it on narrow screens only)."""
        if self.waiting:
            buttons = [{"id": self.offer(lambda: self.pause(False), _("Start the race")), "label": _("Start!"),
                        "enabled": True, "big": True}]
        extra: dict = {"narrow": narrow} if narrow else {}
        if self.waiting and start_in is not None:
            extra["buttons_in"] = start_in
        return {
            **extra,
            "title": title,
            "banner": self._banner(v),
            "status": self.race_status(v, coming) or self._status(v, legal, sel),
            "rows": rows,
            "buttons": buttons + self.wait_button(v, legal, label=_(wait)),
            "info": info,
        }

    def _banner(self, v: dict) -> str:  # pragma: no cover - every race table says its own end
        raise NotImplementedError

    def _status(self, v: dict, legal: list, sel: Optional[str]) -> str:  # pragma: no cover - likewise
        """What to do now, once ``race_status`` has nothing to say."""
        raise NotImplementedError

    def pickable_card(self, code: str, clickable: bool, sel: Optional[str], coming_card: Optional[str]) -> dict:
        """One of the child's cards: offered to pick up when ``clickable``, lifted when it is the
        one picked (``sel``), dimmed with a note while it is the card on its way (``coming_card``)."""
        return self.card(code, action=self.offer_pick(code) if clickable else None,
                         selected=code == sel, dim=code == coming_card,
                         note=_("on its way…") if code == coming_card else "")

    def stock_zone(self, tag: str, p: int, count: int, turn, empty: str = N_("empty")) -> dict:
        """A seat's face-down stock (Grabbage, Pirate): ``count`` cards under seat ``p``'s name; with
        ``turn``, the game's legal move that turns its top card, a click turns it."""
        act = self.offer_move(turn) if turn else None
        label = _("Your stock") if p == self.you else _("{name}'s stock").format(name=self.names[p])
        return {"id": f"{tag}-stock", "label": label, "style": "stack", "count": count,
                "cards": [self.card(None, action=act)] if count else [], "empty": _(empty),
                "action": act, "highlight": bool(act), "caption": _("click to turn a card") if act and self.hints else ""}

    def put_here(self, legal: list, sel: Optional[str], kind, **where) -> Optional[str]:
        """The click on a place that puts the picked-up card ``sel`` there: the first legal move
        of ``kind`` that moves that card and has the fields ``where`` (``pile=2``), offered; None
        when no card is picked up or it may not go there."""
        if not sel:
            return None
        for m in legal:
            if (isinstance(m, kind) and m.card is not None and m.card.code == sel
                    and all(getattr(m, k) == want for k, want in where.items())):
                return self.offer_move(m)
        return None

    ON_ITS_WAY = N_("On its way")

    def wait_button(self, v: dict, legal: list, label: str = N_("Wait")) -> list:
        """The Wait button (as a list of none or one), where the child may choose to wait: the game
        goes on, the pace is not realtime (there the table's clock waits for the child) and the
        child is one of the seats that act now."""
        if v["over"] or self.realtime or self.you not in self.game.to_act or Wait() not in legal:
            return []
        return [{"id": self.offer_move(Wait()), "label": _(label), "enabled": True, "big": False}]

    def race_status(self, v: dict, coming) -> str:
        """What every race table says first: the end, a pause, a bounce, or the child's move on
        its way; "" when none of these applies."""
        if v["over"]:
            return v["reason"].capitalize() + "."
        if self.waiting:
            return _("The clock and the computer wait: press Start! when you are ready.")
        if self.paused:
            return _("Paused: press Go on to carry on.")
        if v["race"]["bounced"]:
            return _("Bounce! {why}").format(why=v["race"]["bounced"])
        if coming:
            return _("{on_its_way}: {move}.").format(on_its_way=_(self.ON_ITS_WAY), move=coming["move"])
        return ""

    def pick(self, code: str) -> None:
        """The child picked up a card: if it can go to only one place it goes there at once."""
        if self.selected == code:
            self.selected = None
            self.refresh()
            return
        targets = self.targets(code)
        if not targets:
            # the computer's cards that landed before the click (``clicked`` catches the clock up
            # first) left this card nowhere to go: said, not picked up out of sight
            self.selected = None
            self.error = _(TABLE_CHANGED)
            self.refresh()
            return
        if len(targets) == 1:
            self.selected = None
            self.play(targets[0])
            return
        self.selected = code
        self.refresh()

    def offer_pick(self, code: str) -> Optional[str]:
        """Offer the child's card ``code`` to pick up (or put back), said in words."""
        name = kit.Card.parse(code).name
        if self.selected == code:
            say = _("Put the {card} back").format(card=name)
        else:
            targets = self.targets(code)
            say = str(targets[0]) if len(targets) == 1 else _("Pick up the {card}, then choose where it goes").format(card=name)
        return self.offer(lambda: self.pick(code), say)

    def targets(self, code: str) -> list:
        """The child's legal moves that move the card ``code`` (where it may go)."""
        return [m for m in self.legal() if getattr(m, "card", None) is not None and m.card.code == code]

    def play(self, move) -> bool:
        self.selected = None
        ok = super().play(move)
        self._show_clock()
        return ok

    def new_game(self, seed: Optional[int] = None, **options) -> None:
        """Deal again at the pace and speed picked; the clock starts again."""
        self.stop()
        super().new_game(seed, **{"pace": self.pace_pick.value, "speed": self.speed_pick.value, **options})
        self.start_or_wait()

    def reset(self) -> None:
        self.selected = None
        self.paused = self.waiting = False
        self.pause_button.value = False
        self._name_pause()

    def _sync_controls(self) -> None:
        self.pace_pick.value = self.game.pace
        self.speed_pick.value = self.game.options["speed"]
        self.rate_pick.disabled = self.game.pace != "realtime"  # no clock to slow
        self.pace_note.value = ""
        self._show_clock()


def race_dashboard(table_class: Callable[..., RaceTable], seed: Optional[int] = None,
                   pace: str = "realtime", speed: str = "easy", human_latency: int = 2, **options) -> W.VBox:
    """A race app for children: its table (whose title and goal say what the game is), racing in
    real time against an easy computer, the child's clicks landing in 2 ticks (``options``: the
    game's other options)."""
    table = table_class(seed=seed, pace=pace, speed=speed, human_latency=human_latency, **options)
    return W.VBox([table])


def seed_from_url(default: Optional[int] = None) -> Optional[int]:
    """The ``?seed=N`` of the dashboard's address, so a teacher can share one deal with a whole
    class: the arcade's one rule for it (``widgets.arcade.seed_from_page``)."""
    from .arcade import seed_from_page

    return seed_from_page(default)
