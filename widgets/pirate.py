"""The Pirate table: the other player's stock, held card and wastepile at the top, the four
suits' ships in the middle (the up-half and the down-half of each), yours at the bottom.  Click
your stock to turn a card, then click the card: it goes to its ship if it fits (or choose: ship or
wastepile).  A big button grabs the other player's card when you are out of cards.

    from widgets.pirate import PirateTable
    PirateTable(seed=7)                            # stepped pace
    PirateTable(seed=7, pace="realtime", speed="easy")
"""
from __future__ import annotations

from typing import Optional

import ipywidgets as W

from kit.cards import RANKS, Card
from kit.games.pirate import SUIT_SYMBOL, Pirate, Build, Claim, Discard, Turn
from kit.words import N_, _

from .race import RaceTable, race_dashboard, seed_from_url  # noqa: F401  (seed_from_url: for the dashboard)


class PirateTable(RaceTable[Pirate]):
    game_name = "pirate"

    def targets(self, code: str) -> list:
        return [m for m in super().targets(code) if not isinstance(m, Claim)]  # a grab is a button

    def scene(self) -> dict:
        v = self.view()
        legal = [] if self.paused else self.legal()
        me, them = self.you, 1 - self.you
        pickable = {m.card.code for m in legal if isinstance(m, (Build, Discard))}
        sel = self.selected if self.selected in pickable else None
        coming = v["race"]["on_its_way"]
        rows = [self._seat(v, them, [], None), self._ships(v, legal, sel), self._seat(v, me, legal, sel, pickable, coming)]
        buttons = [{"id": self.offer_move(m), "label": _("GRAB their {card}!").format(card=m.card), "enabled": True, "big": True}
                   for m in legal if isinstance(m, Claim)]
        return self.race_scene(
            v, legal, sel, coming, title=_("Pirate"), rows=rows, buttons=buttons, start_in=1,
            info=(_("Ships: you {mine}, {name} {theirs} · sunk {sunk}").format(
                mine=v["captured"][me], name=self.names[them], theirs=v["captured"][them], sunk=v["sunk"])
                  + (" · " + _("in tow {n}").format(n=v["in_tow"]) if v["in_tow"] else "")))

    def _seat(self, v, p, legal, sel, pickable=(), coming=None) -> list:
        mine = p == self.you
        tag = "you" if mine else "them"
        turn = next((m for m in legal if isinstance(m, Turn)), None) if mine else None
        zones = [self.stock_zone(tag, p, v["stock"][p], turn, empty=N_("out of cards"))]
        coming_card = coming.get("card") if coming else None
        held = v["held"][p]
        zones.append({"id": f"{tag}-held", "label": _("Holding"), "style": "row",
                      "cards": [self.pickable_card(held, mine and held in pickable, sel, coming_card)] if held else [],
                      "empty": "—"})
        w = v["waste"][p]
        action = self.put_here(legal, sel, Discard) if mine else None
        top = w["top"]
        zones.append({"id": f"{tag}-waste", "label": _("Wastepile"), "style": "stack", "count": w["count"],
                      "cards": [self.pickable_card(top, mine and top in pickable and top != held, sel, coming_card)] if top else [],
                      "empty": _("put it here") if action else _("empty"), "action": action, "highlight": bool(action)})
        return zones

    def _ships(self, v, legal, sel) -> list:
        zones: list[dict] = []
        for s, ship in v["suits"].items():
            action = self.put_here(legal, sel, Build, ship=s)  # the game's Build says which ship its card goes on
            if ship["done"]:
                zones.append({"id": f"ship-{s}", "label": _("{suit} done").format(suit=SUIT_SYMBOL[s]), "style": "row",
                              "cards": [], "empty": _("both ships decided")})
                continue
            ends = [self.card(ship["up"][-1], note=_("up"))] if ship["up"] else []
            ends += [self.card(ship["down"][-1], note=_("down"))] if ship["down"] else []
            mine = ship["up_player"] == self.you
            need = ship["needs"][self.you]
            zones.append({"id": f"ship-{s}", "label": _("{suit} ship, round {n}").format(suit=SUIT_SYMBOL[s], n=ship["round"]),
                          "style": "row", "cards": ends, "empty": _("no cards yet"), "action": action, "highlight": bool(action),
                          "count": len(ship["up"]) + len(ship["down"]),
                          "caption": (_("you build up") if mine else _("you build down"))
                          + (_(", next {card}").format(card=Card(RANKS[need - 1], s)) if need else "")})
        return zones

    def _status(self, v, legal, sel) -> str:
        """What to do now, once ``race_status`` has nothing to say."""
        if sel:
            return _("Now click where it goes: its ship or your wastepile.")
        if any(isinstance(m, Claim) for m in legal):
            return _("You are out of cards: GRAB their card before they use it!")
        if v["out"][self.you]:
            return _("You are out of cards: watch for a card you can grab.")
        if v["held"][self.you]:
            return _("Click your card: build it on its ship, or put it on your wastepile.")
        return _("Click your stock to turn a card.")

    def _banner(self, v) -> str:
        ws = v["winners"]
        return self.winner_banner(v, ws[0] if ws else None, you=_("You win! 🏴‍☠️"))

def pirate_dashboard(seed: Optional[int] = None, **options) -> W.VBox:
    """The Pirate app: race the computer to join the ships."""
    return race_dashboard(PirateTable, seed, wait_for_start=True, **options)
