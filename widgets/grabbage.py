"""The Grabbage / Hasty Patience table: the others' stocks, held cards and wastepiles at the top,
the sequences in the middle, yours at the bottom.  Click your stock to turn a card; click a card
(the one you hold or a wastepile top), then the sequence or wastepile where it goes.

    from widgets.grabbage import GrabbageTable
    GrabbageTable(seed=7)                                   # stepped pace
    GrabbageTable(seed=7, players=3, wastepiles=4, pace="realtime")
"""
from __future__ import annotations

from typing import Optional

import ipywidgets as W

from kit.cards import Card, a_rank
from kit.games.grabbage import NEW_SEQUENCE, Grabbage, STARTS, Build, Discard, Recycle, Turn
from kit.words import _, n_

from .race import RaceTable, race_dashboard, seed_from_url  # noqa: F401  (seed_from_url: for the dashboard)



class GrabbageTable(RaceTable[Grabbage]):
    game_name = "grabbage"

    def scene(self) -> dict:
        v = self.view()
        legal = [] if self.paused else self.legal()
        me = self.you
        pickable = {m.card.code for m in legal if isinstance(m, (Build, Discard))}
        sel = self.selected if self.selected in pickable else None
        coming = v["race"]["on_its_way"]
        rows = [self._seat(v, p, legal, None) for p in range(v["players"]) if p != me]
        rows.append(self._middle(v, legal, sel))
        rows.append(self._seat(v, me, legal, sel, pickable, coming))
        buttons = []
        for m in legal:
            if isinstance(m, Recycle):
                buttons.append({"id": self.offer_move(m), "label": _("Turn my wastepile over"), "enabled": True, "big": True})
        return self.race_scene(
            v, legal, sel, coming, title=_("Grabbage") if v["options"]["wastepiles"] == 4 else _("Hasty Patience"),
            rows=rows, buttons=buttons, start_in=len(rows) - 2,
            info=" · ".join(n_("{name}: {n} card left", "{name}: {n} cards left", v["left"][p]).format(
                name=self.names[p], n=v["left"][p]) for p in range(v["players"]))
                 + " · " + _("sequences finished: {n}").format(n=sum(v["completed"])))

    def _seat(self, v, p, legal, sel, pickable=(), coming=None) -> list:
        mine = p == self.you
        tag = "you" if mine else f"p{p}"
        turn = next((m for m in legal if isinstance(m, Turn)), None) if mine else None
        zones = [self.stock_zone(tag, p, v["stock"][p], turn)]
        held = v["held"][p]
        coming_card = coming.get("card") if coming else None
        zones.append({"id": f"{tag}-held", "label": _("Holding"), "style": "row",
                      "cards": [self.pickable_card(held, mine and held in pickable, sel, coming_card)] if held else [],
                      "empty": "—"})
        for w, pile in enumerate(v["waste"][p]):
            action = self.put_here(legal, sel, Discard, pile=w) if mine else None
            top = pile["top"]
            zones.append({"id": f"{tag}-waste-{w}", "label": _("Wastepile") if len(v["waste"][p]) == 1 else _("Wastepile {n}").format(n=w + 1),
                          "style": "stack", "count": pile["count"],
                          "cards": [self.pickable_card(top, mine and top in pickable and top != held, sel, coming_card)] if top else [],
                          "empty": _("put it here") if action else _("empty"), "action": action, "highlight": bool(action)})
        return zones

    def _middle(self, v, legal, sel) -> list:
        zones = []
        for s in v["sequences"]:
            action = self.put_here(legal, sel, Build, seq=s["id"])
            zones.append({"id": f"seq-{s['id']}", "label": _("Sequence {n}").format(n=s["id"]), "style": "stack",
                          "count": s["count"], "cards": [self.card(s["top"])], "action": action,
                          "highlight": bool(action), "caption": _("needs {rank}").format(rank=a_rank(s["needs"]))})
        action = self.put_here(legal, sel, Build, seq=-1)
        zones.append({"id": "seq-new", "label": _("New sequence"), "style": "stack", "cards": [],
                      "empty": _(STARTS), "action": action, "highlight": bool(action)})
        return zones

    def _status(self, v, legal, sel) -> str:
        """What to do now, once ``race_status`` has nothing to say."""
        if sel:
            return _("Now click where it goes (a glowing sequence or wastepile).")
        held = v["held"][self.you]
        if held and NEW_SEQUENCE in self.game.fits(Card.parse(held)):  # the game says it starts a new sequence
            return _("An Ace! Click it to start a new sequence.")
        if held:
            return _("Build your card on a sequence that needs it, or put it on a wastepile.")
        if any(isinstance(m, Turn) for m in legal):
            return _("Click your stock to turn a card.")
        return _("Watch the sequences...")

    def _banner(self, v) -> str:
        if not v["over"]:
            return ""
        ws = v["winners"]
        if self.you in ws:
            return _("You win! 🎉") if len(ws) == 1 else _("You share the win! 🎉")
        who = _(" and ").join(self.names[p] for p in ws)
        return (_("{who} wins.") if len(ws) == 1 else _("{who} win.")).format(who=who)


def grabbage_dashboard(seed: Optional[int] = None, **options) -> W.VBox:
    """The Grabbage app: race a slow computer through your pack, Ace to King."""
    return race_dashboard(GrabbageTable, seed, wait_for_start=True, **options)
