"""The Dictation table: the called card, your layout (foundations and columns) and every other
player's layout beside it.  Click the called card, then where it goes (the places the game allows
glow); click a glowing column top to build it; press Ready for the next card.

With three or more players the others' layouts are drawn small (``compact``): only the tops of
their foundations and columns, with how many cards each holds, one short line a player; the child's
own layout stays full size."""
from __future__ import annotations

from typing import Optional

import ipywidgets as W

from kit.games.dictation import FOUNDATION, STARTS, Build, Dictation, Place, Ready
from kit.words import _, n_

from .table import GameTable, deal_again_app, level_picker

SMALL_CARD = 44  # px: the other players' cards when their layouts are drawn small


class DictationTable(GameTable[Dictation]):
    game_name = "dictation"

    def __init__(self, *args, compact: Optional[bool] = None, **kwargs):
        self.holding = False  # the child has picked up the called card
        self.compact = compact  # None: small layouts for the others once there are 3 or more players
        super().__init__(*args, **kwargs)

    def _pick_up(self) -> None:
        self.holding = not self.holding
        self.refresh()

    def play(self, move) -> bool:
        self.holding = False
        return super().play(move)

    def scene(self) -> dict:
        v, legal = self.view(), self.legal()
        me = self.you
        places = {m.where: m for m in legal if isinstance(m, Place)}
        builds = {m.column: m for m in legal if isinstance(m, Build)}
        card = v["card"]
        called = {"id": "called", "label": _("Called card") if card else _("Last chance to build"), "style": "stack",
                  "cards": [self.card(card, action=self.offer(self._pick_up, _("Put down the called card") if self.holding
                                                         else _("Pick up the called card")) if places else None,
                                      selected=self.holding)] if card and not v["placed"][me] else [],
                  "empty": _("placed ✓") if card else "—",
                  "caption": n_("{n} card still to come", "{n} cards still to come", v["left"]).format(n=v["left"])}
        rows = [[called], self._layout(v, me, places, builds)]
        others = [q for q in range(v["players"]) if q != me]
        compact = self.compact if self.compact is not None else v["players"] >= 3
        if compact:
            rows += [self._small_layout(v, p) for p in others]
        else:
            rows += [self._layout(v, p, {}, {}) for p in others]
        ready = next((m for m in legal if isinstance(m, Ready)), None)
        return {
            "title": _("Dictation"), "rows": rows, "banner": self.result_banner(v), "status": self._status(v, places),
            "buttons": [{"id": self.offer_move(ready) if ready else "ready", "label": _("Ready"),
                         "enabled": bool(ready) and not self.watch, "big": True}],
            # Ready under the child's own columns, not under the others' layouts: where the child
            # just played, on the screen after the move (a tablet in a longer language had it below)
            "buttons_after": 1,
            "info": " · ".join(_("{name}: {complete} complete, {built} built").format(
                name=self.names[p], complete=v["scores"][p], built=v["built"][p]) for p in range(v["players"])),
        }

    def _layout(self, v: dict, p: int, places: dict, builds: dict) -> list:
        found = v["foundations"][p]
        target = self.offer_move(places[FOUNDATION]) if self.holding and FOUNDATION in places else None
        zones: list[dict] = [{"id": f"foundations-{p}", "label": _("Your foundations") if p == self.you
                  else _("{name}'s foundations").format(name=self.names[p]), "style": "row",
                  "cards": [self.card(f[-1], note=f"{len(f)}") for f in found], "empty": _(STARTS),
                  "action": target, "highlight": bool(target)}]
        for i, col in enumerate(v["columns"][p]):
            put = self.offer_move(places[i]) if self.holding and i in places else None
            build = self.offer_move(builds[i]) if i in builds else None
            cards = [self.card(c, action=build if k == len(col) - 1 else None) for k, c in enumerate(col)]
            zones.append({"id": f"column-{p}-{i}", "label": (_("Your column {n}") if p == self.you else _("{name}'s column {n}")).format(n=i + 1, name=self.names[p]), "style": "fan", "cards": cards,
                          "count": len(col), "empty": _("empty"), "action": put, "highlight": bool(put)})
        return zones

    def _small_layout(self, v: dict, p: int) -> list:
        """Another player's layout, small: foundation tops (with their heights) and column tops
        (with how many cards lie in each column)."""
        cols = v["columns"][p]
        empty = sum(not col for col in cols)
        return [{"id": f"foundations-{p}", "label": _("{name}: foundations").format(name=self.names[p]), "style": "row",
                 "cards": [self.card(f[-1], note=f"{len(f)}", width=SMALL_CARD) for f in v["foundations"][p]],
                 "empty": _("none yet")},
                {"id": f"columns-{p}", "label": _("columns"), "style": "row",
                 "cards": [self.card(col[-1], note=f"×{len(col)}", width=SMALL_CARD) for col in cols if col],
                 "empty": _("all empty"), "count": sum(len(col) for col in cols),
                 "caption": _("{n} empty").format(n=empty) if empty and empty < len(cols) else ""}]

    def _status(self, v: dict, places: dict) -> str:
        if v["over"]:
            return ""
        if self.holding:
            return _("Now click where it goes: a glowing foundation or column.")
        if places:
            return _("Click the called card to pick it up.")
        if v["final_round"]:
            return _("All cards are called: build what you can, then press Ready.")
        if self.you in self.game.to_act:
            return _("Build from your columns if you can, then press Ready.")
        return _("Waiting for the others...")


def dictation_dashboard(seed: Optional[int] = None) -> W.VBox:
    """The Dictation app: play against one to three computer players with the same cards."""
    others = W.ToggleButtons(options=[(_("1 computer"), 2), (_("2 computers"), 3), (_("3 computers"), 4)], value=2)
    level = level_picker("hard")
    return deal_again_app(DictationTable(players=2, seed=seed, level="hard"),
                          lambda: DictationTable(players=others.value, level=level.value), [others, level])
