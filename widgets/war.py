"""The War table: both piles with their counts, the battle in the middle, a Flip button, and
auto-play with a speed control for long games.

    from widgets import WarTable
    WarTable(seed=7)                      # one line in a notebook
    WarTable(seed=7, war_style="one_down", players=3)
"""
from __future__ import annotations

import asyncio
from typing import Optional

import ipywidgets as W

from kit.games.war import Flip, War
from kit.words import _, n_

from .table import GameTable, deal_again_app


class WarTable(GameTable[War]):
    game_name = "war"

    # -- controls under the board -----------------------------------------------------------
    def controls(self) -> list:
        self.auto = W.ToggleButton(value=False, description=_("Auto-play"), icon="play",
                                   tooltip=_("Flip for you again and again"))
        self.speed = W.IntSlider(value=4, min=1, max=20, description=_("Flips/sec"),
                                 continuous_update=False, style={"description_width": "initial"})
        self.finish = W.Button(description=_("Play to the end"), tooltip=_("Play every battle at once"))
        self.again = self.new_game_button()
        self.auto.observe(self._auto_changed, names="value")
        self.finish.on_click(lambda _b: self.play_to_end())
        self._task: Optional[asyncio.Task] = None
        return [W.HBox([self.auto, self.speed, self.finish, self.again])]

    def _auto_changed(self, change) -> None:
        if change["new"] and (self._task is None or self._task.done()):
            self._task = self.every(lambda: 1.0 / max(1, self.speed.value), self._auto_step)

    def _auto_step(self) -> bool:
        if not self.auto.value:
            return False
        if self.game.over:
            self.auto.value = False
            return False
        if self.you in self.game.to_act:
            self.play(Flip())
        if self.game.over:
            self.auto.value = False
        return self.auto.value

    def play_to_end(self) -> None:
        """Play every remaining battle now (the battle cap keeps this finite)."""
        self.auto.value = False
        while not self.game.over and self.you in self.game.to_act:
            self.tell(self.game.play(self.you, Flip()))
            self.run_bots()
        self.refresh()

    def reset(self) -> None:
        self.auto.value = False

    # -- the scene ------------------------------------------------------------------------------------
    def scene(self) -> dict:
        v = self.view()
        flip = self.offer_move(Flip()) if Flip() in self.legal() else None
        middle = self._middle(v)
        seats = [p for p in range(v["players"]) if p != self.you] + [self.you]
        # one row a player: their pile, then their cards in the battle
        rows = [[self._pile(p, v, flip if p == self.you else None)] + middle.get(p, []) for p in seats]
        if v["spare"]:
            rows[0].append({"id": "spare", "label": _("Spare card"), "style": "stack", "count": v["spare"],
                            "cards": [self.card(None)], "caption": _("for the first war's winner")
                            if v["options"]["spare_to"] == "first_war" else _("for the first battle's winner")})
        return {
            "title": _("War"),
            "banner": self._banner(v),
            "status": self._status(v, flip),
            "rows": rows,
            "buttons": [{"id": flip or "flip", "label": _("Flip"), "enabled": bool(flip), "big": True}],
            "info": _("Battles: {battles} · Wars: {wars} · Cards in the middle: {cards}").format(
                battles=v["battles"], wars=v["wars"], cards=v["in_play"]),
        }

    def _pile(self, p: int, v: dict, action: Optional[str]) -> dict:
        n = v["piles"][p]
        return {
            "id": f"pile-{p}", "label": n_("{name} — {n} card", "{name} — {n} cards", n).format(name=self.names[p], n=n),
            "style": "stack", "count": n, "cards": [self.card(None, action=action)] if n else [],
            "empty": _("no cards left"), "action": action,
            "caption": _("tap your pile or press Flip") if action and self.hints else "",
            # every zone keeps a caption's line ("takes 6 cards" comes and goes with the battles), so
            # the rows keep their height and the Flip button under them stays under the child's finger
            "caption_room": True,
        }

    def _middle(self, v: dict) -> dict:
        """The cards of the battle being fought, or of the last one, seat by seat: face-down war
        cards as backs, face-up cards as themselves."""
        pending = v["middle"] is not None
        rounds = v["middle"] if pending else (v["last_battle"] or {}).get("rounds", [])
        winner = None if pending else (v["last_battle"] or {}).get("winner")
        zones = {}
        for p in range(v["players"]):
            shown = []
            for r in rounds:
                entry = r["cards"][p]
                if not entry:
                    continue
                shown += [self.card(None) for _ in range(entry["down"])]
                if entry.get("up") and not entry.get("stands"):
                    shown.append(self.card(entry["up"]))
            if not rounds:
                continue
            caption = ""
            if not pending and winner == p:
                taken = v["last_battle"]["taken"]
                caption = (n_("you take {n} card", "you take {n} cards", taken) if p == self.you
                           else n_("takes {n} card", "takes {n} cards", taken)).format(n=taken)
            label = (_("Your cards in the battle") if p == self.you
                     else _("{name}'s cards in the battle").format(name=self.names[p]))
            zones[p] = [{
                "id": f"middle-{p}", "label": label, "style": "fan",
                "cards": shown, "count": len(shown) if pending else 0, "caption": caption,
                "highlight": winner == p, "empty": "—",
                "caption_room": True,   # (see _pile)
            }]
        return zones

    def _status(self, v: dict, flip: Optional[str]) -> str:
        if v["over"]:
            return v["reason"].capitalize() if v["winner"] is None else ""
        if flip and v["middle"] is not None:
            down = v["war_down"]
            return n_("War! Press Flip to lay {n} card face down and one face up.",
                      "War! Press Flip to lay {n} cards face down and one face up.", down).format(n=down)
        if flip:
            return _("Press Flip to turn over your top card!")
        if v["middle"] is not None:
            return _("The others are fighting a war...")
        return _("Waiting for the other players...")

    def _banner(self, v: dict) -> str:
        return self.winner_banner(v, v["winner"], you=_("You win the game! 🎉"), other=_("{name} wins the game."))


def war_dashboard(seed: Optional[int] = None) -> W.VBox:
    """The War app for children: pick 2 or 3 players and a war style, then play."""
    players = W.ToggleButtons(options=[(_("2 players"), 2), (_("3 players"), 3)], value=2)
    style = W.Dropdown(options=[(_("3 cards down"), "three_down"), (_("1 card down"), "one_down"),
                                (_("the tied rank says how many"), "by_rank")],
                       value="three_down", description=_("In a war:"))
    # the old table's auto-play stops when it is closed
    return deal_again_app(WarTable(seed=seed), lambda: WarTable(players=players.value, war_style=style.value),
                          [players, style])
