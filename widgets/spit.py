"""The Spit table: the computer's layout at the top, the two spit piles in the middle, yours at
the bottom.  Click one of your face-up cards, then where it goes (a spit pile or an empty space);
if it can only go one place it goes at once.  "Slap" and "Spit!" are big buttons.

    from widgets.spit import SpitTable
    SpitTable(seed=7)                                   # stepped pace: the clock waits for you
    SpitTable(seed=7, pace="realtime", speed="easy")    # a real race against a slow computer

In realtime pace a timer on the kernel's event loop (``self.every``, never ``time.sleep``) turns
wall time into ticks: each beat it lets the child's seat ``Wait`` for the ticks that passed, so the
computer's cards land as their reaction times run out; a click is stamped with the tick it
arrives on.  Everything about what may be played comes from the game's legal moves and view.
"""
from __future__ import annotations

import os
import time
from typing import Optional

import ipywidgets as W

import kit
from kit.games.spit import Fill, Play, Slap, Spit
from kit.race import Wait

from .table import GameTable

PILE_NAMES = ("Left spit pile", "Right spit pile")


class SpitTable(GameTable):
    game_name = "spit"

    def __init__(self, game: Optional[kit.Game] = None, *, you: int = 0, level: str = "hard",
                 autostart: bool = True, **kwargs):
        self.selected: Optional[str] = None      # code of the card the child picked up
        self.paused = False
        self._task = None
        self._t0 = time.monotonic()
        self._ticks_at_t0 = 0
        self.clicks = 0
        if game is None:
            kwargs.setdefault("human", you)
        super().__init__(game, you=you, level=level, **kwargs)
        if self.game.options["human"] != self.you:
            raise ValueError("the game's `human` option must be the child's seat")
        if autostart:
            self.start()

    # -- controls ---------------------------------------------------------------------------------
    def controls(self) -> list:
        self.clock_label = W.HTML(value="")
        self.pause_button = W.ToggleButton(value=False, description="Pause", icon="pause",
                                           tooltip="Stop the clock; press again to go on")
        self.pace_pick = W.Dropdown(options=[("Step by step", "stepped"), ("Real time", "realtime"),
                                             ("Take turns", "turns")], description="Pace:")
        self.speed_pick = W.Dropdown(options=[("Slow computer", "easy"), ("Medium", "medium"),
                                              ("Fast computer", "hard")], description="Computer:")
        self.again = W.Button(description="New game", icon="refresh", button_style="success")
        self.pause_button.observe(self._pause_changed, names="value")
        self.again.on_click(lambda _b: self.new_game())
        return [W.HBox([self.clock_label, self.pause_button]),
                W.HBox([self.pace_pick, self.speed_pick, self.again])]

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
        self._t0, self._ticks_at_t0 = time.monotonic(), self.game.clock
        if self._task is None or self._task.done():
            beat = self.game.options["tick_ms"] / 1000.0
            self._task = self.every(lambda: beat, self._beat)

    def stop(self) -> None:
        if self._task is not None and not self._task.done():
            self._task.cancel()
        self._task = None

    def pause(self, on: bool = True) -> None:
        if on == self.paused:
            return
        self.paused = on
        if self.pause_button.value != on:
            self.pause_button.value = on
        if on:
            self.stop()
        else:
            self.start()
        self.refresh()

    def wall_tick(self) -> int:
        ms = self.game.options["tick_ms"]
        return self._ticks_at_t0 + int((time.monotonic() - self._t0) * 1000 // ms)

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
        state = "paused" if self.paused else ("game over" if g.over else g.pace)
        self.clock_label.value = (f'<span class="hb-clock" data-tick="{g.clock}" data-clicks="{self.clicks}" '
                                  f'style="font-size:18px">'
                                  f"Clock {secs:5.1f} s · {state}</span>")

    # -- clicks ---------------------------------------------------------------------------------------
    def clicked(self, action) -> None:
        self.clicks += 1
        if self.paused and not self.game.over:
            self.error = "The game is paused. Press Pause again to go on."
            self.refresh()
            return
        if self.realtime and not self.game.over:
            self.catch_up()  # the click is stamped with the tick it arrives on
        super().clicked(action)
        self._show_clock()

    def pick(self, code: str) -> None:
        """The child picked up a card: if it can go to only one place it goes there at once."""
        if self.selected == code:
            self.selected = None
            self.refresh()
            return
        targets = [m for m in self.legal() if getattr(m, "card", None) is not None and m.card.code == code]
        if len(targets) == 1:
            self.selected = None
            self.play(targets[0])
            return
        self.selected = code
        self.refresh()

    def play(self, move) -> bool:
        self.selected = None
        ok = super().play(move)
        self._show_clock()
        return ok

    def new_game(self, seed: Optional[int] = None) -> None:
        self.stop()
        g = self.game
        options = dict(g.options, pace=self.pace_pick.value, speed=self.speed_pick.value)
        self.game = kit.new_game("spit", seed=seed if seed is not None else g.seed + 1, **options)
        self.messages, self.error, self.selected = [], "", None
        self.paused = False
        self.pause_button.value = False
        self.run_bots()
        self.refresh()
        self.start()

    def _sync_controls(self) -> None:
        self.pace_pick.value = self.game.pace
        self.speed_pick.value = self.game.options["speed"]
        self._show_clock()

    # -- the scene ---------------------------------------------------------------------------------------
    def scene(self) -> dict:
        v = self.view()
        legal = [] if self.paused else self.legal()
        me, them = self.you, 1 - self.you
        race = v["race"]
        coming = race["on_its_way"]
        coming_card = coming.get("card") if coming else None
        can_pick = {m.card.code for m in legal if isinstance(m, (Play, Fill, Spit)) and m.card is not None}
        sel = self.selected if self.selected in can_pick else None
        rows = [self._layout(v, them, set(), None, None), self._centre(v, legal, sel),
                self._layout(v, me, can_pick, sel, coming_card, legal)]
        buttons = []
        for m in legal:
            if isinstance(m, Slap):
                n = v["piles"][m.pile]["count"]
                buttons.append({"id": self.offer_move(m), "label": f"SLAP the {('left', 'right')[m.pile]} pile ({n})",
                                "enabled": True, "big": True})
            elif isinstance(m, Spit) and m.card is None:
                buttons.append({"id": self.offer_move(m), "label": f"Spit! on the {('left', 'right')[m.pile]} pile",
                                "enabled": True, "big": True})
        if v["over"]:
            pass
        elif any(isinstance(m, Wait) for m in legal) and not self.realtime and me in self.game.to_act:
            buttons.append({"id": self.offer_move(Wait()), "label": "Wait (I can't play)", "enabled": True,
                            "big": False})
        return {
            "title": "Spit",
            "banner": self._banner(v),
            "status": self._status(v, legal, sel, coming),
            "rows": rows,
            "buttons": buttons,
            "info": (f"Deal {v['deal']} · you hold {v['held'][me]} cards, {self.names[them]} "
                     f"{v['held'][them]} · clock {race['clock']} ticks"),
        }

    def _layout(self, v, p, can_pick, sel, coming, legal=()) -> list:
        zones = []
        mine = p == self.you
        who = "Your" if mine else f"{self.names[p]}'s"
        for i, s in enumerate(v["layouts"][p]):
            action = None
            if mine and sel:
                fill = [m for m in legal if isinstance(m, Fill) and m.slot == i and m.card.code == sel]
                action = self.offer_move(fill[0]) if fill else None
            cards = []
            if s["top"]:
                code = s["top"]
                clickable = mine and code in can_pick
                cards = [self.card(code, action=self.offer(lambda c=code: self.pick(c)) if clickable else None,
                                   selected=code == sel, dim=code == coming,
                                   note="on its way…" if code == coming else "")]
            zones.append({"id": f"{'you' if mine else 'them'}-stock-{i}",
                          "label": ("Your piles" if mine else f"{self.names[p]}'s piles") if i == 0 else "",
                          "style": "stack", "count": s["count"], "cards": cards,
                          "empty": "empty space" if not mine or not action else "put it here",
                          "action": action, "highlight": bool(action)})
        zones.append({"id": f"{'you' if mine else 'them'}-spit", "label": f"{who} spit cards", "style": "stack",
                      "count": v["spit_cards"][p], "cards": [self.card(None)] if v["spit_cards"][p] else [],
                      "empty": "none"})
        return zones

    def _centre(self, v, legal, sel) -> list:
        zones = []
        for i, pile in enumerate(v["piles"]):
            action = None
            if sel:
                fits = [m for m in legal if isinstance(m, (Play, Spit)) and m.card is not None
                        and m.card.code == sel and m.pile == i]
                action = self.offer_move(fits[0]) if fits else None
            zones.append({"id": f"pile-{i}", "label": PILE_NAMES[i] if i < 2 else f"Pile {i + 1}", "style": "stack",
                          "count": pile["count"], "cards": [self.card(pile["top"])], "action": action,
                          "highlight": bool(action), "caption": "click to play here" if action and self.hints else ""})
        if not zones:
            zones.append({"id": "pile-none", "label": "Spit piles", "style": "stack", "cards": [], "empty": "—"})
        return zones

    def _status(self, v, legal, sel, coming) -> str:
        if v["over"]:
            return v["reason"].capitalize() + "."
        if self.paused:
            return "Paused."
        race = v["race"]
        if race["bounced"]:
            return "Bounce! " + race["bounced"]
        if coming:
            return f"Your move is on its way: {coming['move']}."
        if v["phase"] == "slap":
            return "A layout is empty: SLAP the smaller spit pile, quick!"
        if v["phase"] == "spit_choice":
            if v["chooser"] == self.you:
                return "Nobody can play. You spit: choose a pile" + ("." if v["spit_cards"][self.you] else
                                                                    " and a card from your layout.")
            return f"Nobody can play. {self.names[v['chooser']]} is choosing where to spit."
        if v["phase"] == "solo" and v["emptier"] == self.you:
            return "Your layout is empty! The other player plays on alone."
        if sel:
            return "Now click where it goes (a glowing pile or an empty space)."
        if any(not isinstance(m, Wait) for m in legal):
            return "Click one of your cards that fits: one up or one down (Ace is next to King and 2)."
        return "Nothing fits just now... watch the piles!"

    def _banner(self, v) -> str:
        if not v["over"]:
            return ""
        ws = v["winners"]
        if len(ws) != 1:
            return "It's a draw!"
        return "You win! 🎉" if ws[0] == self.you else f"{self.names[ws[0]]} wins."


def seed_from_url(default: Optional[int] = None) -> Optional[int]:
    """The ``?seed=N`` of the dashboard's address (Voila hands the kernel its query string), so a
    teacher can share one deal with a whole class."""
    from urllib.parse import parse_qs

    values = parse_qs(os.environ.get("QUERY_STRING", "")).get("seed", [])
    try:
        return int(values[0]) if values and int(values[0]) >= 0 else default
    except ValueError:
        return default


def spit_dashboard(seed: Optional[int] = None, pace: str = "realtime", speed: str = "easy",
                   human_latency: int = 2) -> W.VBox:
    """The Spit app: a real-time race against a computer whose speed the child picks."""
    table = SpitTable(seed=seed, pace=pace, speed=speed, human_latency=human_latency)
    return W.VBox([W.HTML("<h2 style='margin:4px 0'>Spit! Get rid of your cards first.</h2>"), table])
