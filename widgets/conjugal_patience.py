"""The Conjugal Patience table: the computer's reserve, stock and wastepile at the top, the eight
shared foundations in the middle, yours at the bottom.

Click one of your reserve cards to pick it up: the foundations it may go on glow, and so does your
wastepile (putting the card there ends your turn).  Click the card again to put it back.  The
computer plays its turn at once and the messages say what it did.

    from widgets.conjugal_patience import ConjugalPatienceTable
    ConjugalPatienceTable(seed=7)                       # against the easy computer
    ConjugalPatienceTable(seed=7, level="hard", must_build=True)
"""
from __future__ import annotations

from functools import partial
from typing import Optional

import ipywidgets as W

from kit.cards import Card
from kit.game import capital
from kit.games.conjugal_patience import Build, ConjugalPatience, End, Refill
from kit.words import _, n_

from .table import GameTable, deal_again_app, level_picker

SMALL = 64   # px: foundations, the computer's cards and the face-down piles, so each row fits
QUIET_EVENTS = {"refill"}   # the new card is on the table for all to see: no need to say it


class ConjugalPatienceTable(GameTable[ConjugalPatience]):
    game_name = "conjugal_patience"

    def __init__(self, *args, **kwargs):
        self.selected: Optional[int] = None   # the reserve space of the card the child holds
        super().__init__(*args, **kwargs)
        if not self.watch and self.game.log and self.game.log[0]["type"] == "deal":
            self.messages.insert(0, self.game.describe(self.game.log[0], self.you, self.names))
            self.refresh()

    # -- the child's clicks --------------------------------------------------------------------------
    def pick(self, slot: int) -> None:
        self.selected = None if self.selected == slot else slot
        self.refresh()

    def play(self, move) -> bool:
        self.selected = None
        return super().play(move)

    def tell(self, events: list) -> None:
        super().tell([e for e in events if e.get("type") not in QUIET_EVENTS])

    # -- the scene ----------------------------------------------------------------------------------------
    def scene(self) -> dict:
        v, legal = self.view(), self.legal()
        me, other = self.you, 1 - self.you
        moves_of: dict[int, list[Build | End]] = {}
        for m in legal:
            if isinstance(m, (Build, End)):
                moves_of.setdefault(m.slot, []).append(m)
        if self.selected not in moves_of:
            self.selected = None
        held = moves_of.get(self.selected, []) if self.selected is not None else []
        middle = self._foundations(v, held)   # two rows of four, so that they fit on a laptop screen
        rows = [self._side(v, other, {}, []), middle[:4], middle[4:], self._side(v, me, moves_of, held)]
        buttons = []
        refill = next((m for m in legal if isinstance(m, Refill)), None)
        if refill is not None:
            buttons.append({"id": self.offer_move(refill), "label": _("Fill the empty spaces"), "enabled": True,
                            "big": True})
        return {
            "title": _("Conjugal Patience"),
            "banner": self.result_banner(v, draw=_("It's a draw! {reason}.").format(reason=capital(v["reason"]))),
            "status": self._status(v, legal, held),
            "rows": rows,
            "buttons": buttons,
            "info": " · ".join(n_("{name}: {n} card left", "{name}: {n} cards left", v["left"][p]).format(
                name=self.names[p], n=v["left"][p]) for p in (me, other))
                    + " · " + _("turn {n}").format(n=min(v["turn"], v["max_turns"])),
        }

    def _side(self, v: dict, p: int, moves_of: dict, held: list) -> list:
        mine = p == self.you
        tag = "you" if mine else f"p{p}"
        width = {} if mine else {"width": SMALL}
        builds_now = {m.slot for ms in moves_of.values() for m in ms if isinstance(m, Build)}
        cards = []
        for slot, code in enumerate(v["reserves"][p]):
            if code is None:
                continue
            action = (self.offer(partial(self.pick, slot), (
                _("Put back the {card}") if slot == self.selected else _("Pick up the {card}")).format(
                    card=Card.parse(code).name)) if mine and slot in moves_of else None)
            note = _("fits!") if mine and self.hints and slot in builds_now and self.selected is None else ""
            cards.append(self.card(code, action=action, selected=mine and slot == self.selected, note=note, **width))
        end = next((m for m in held if isinstance(m, End)), None)
        drop = self.offer_move(end) if end is not None else None
        # the reserve first, with whose it is (label above the cards), a fan: its cards overlap, or
        # wrap, where the screen is narrow (a phone's), never off its right edge; stock and
        # wastepile short, so the row fits on one line
        return [
            {"id": f"{tag}-reserve", "label": _("Your reserve") if mine else _("{name}'s reserve").format(name=self.names[p]),
             "style": "fan", "cards": cards, "empty": _("no cards"), "notes": mine and self.hints},   # room for "fits!" even when none shows
            {"id": f"{tag}-stock", "label": _("Stock"), "style": "stack", "count": v["stock"][p],
             "cards": [self.card(None, width=SMALL)] if v["stock"][p] else [], "empty": _("empty")},
            {"id": f"{tag}-waste", "label": _("Wastepile"), "style": "stack", "count": v["waste"][p],
             "cards": [self.card(None, width=SMALL)] if v["waste"][p] else [],
             "empty": _("drop it here") if drop else _("empty"), "action": drop, "highlight": bool(drop),
             "caption": _("ends your turn") if drop and self.hints else ""},
        ]

    def _foundations(self, v: dict, held: list) -> list:
        targets = {m.foundation: m for m in held if isinstance(m, Build)}
        zones = []
        for f, pile in enumerate(v["foundations"]):
            action = self.offer_move(targets[f]) if f in targets else None
            needs = self.game.needs(f)
            zones.append({"id": f"foundation-{f}", "label": _("Foundation {n}").format(n=f + 1), "style": "stack",
                          "count": len(pile), "cards": [self.card(pile[-1], width=SMALL)] if pile else [],
                          "empty": _("empty"), "action": action, "highlight": bool(action),
                          "caption": needs})
        return zones

    def _status(self, v: dict, legal: list, held: list) -> str:
        if v["over"]:
            return ""
        if self.you not in self.game.to_act:
            return _("{name} is playing...").format(name=self.names[v["current"]])
        if held:
            card = held[0].card
            can_build = any(isinstance(m, Build) for m in held)
            can_end = any(isinstance(m, End) for m in held)
            if can_build and can_end:
                return _("You hold the {card}: click a glowing foundation, or your wastepile to end your turn."
                         ).format(card=card)
            if can_build:
                return _("You hold the {card}: click a glowing foundation to build it.").format(card=card)
            return _("The {card} fits nowhere: click your wastepile to end your turn with it, or pick another card."
                     ).format(card=card)
        if any(isinstance(m, Refill) for m in legal):
            return _("Build more if you can, then press “Fill the empty spaces”.")
        builds = any(isinstance(m, Build) for m in legal)
        ends = any(isinstance(m, End) for m in legal)
        marked = _(" (marked “fits!”)") if self.hints else ""
        if builds and not ends:
            return _("Your turn! You must build every card that fits{marked}: click one to pick it up.").format(
                marked=marked)
        if builds:
            return _("Your turn! Click a card to pick it up. Build the ones that fit{marked} if you like, "
                     "then end your turn by putting a card on your wastepile.").format(marked=marked)
        return _("Nothing fits now: click a card, then your wastepile, to end your turn.")


def conjugal_patience_dashboard(seed: Optional[int] = None, **options) -> W.VBox:
    """The Conjugal Patience app: play the computer (easy or hard); deal again at any time
    (``options``: the game's, e.g. ``max_turns`` for a short game, kept for every deal)."""
    level = level_picker(tooltips=[_("a computer that plays any move"), _("a computer that thinks")])
    return deal_again_app(ConjugalPatienceTable(seed=seed, level=level.value, **options),
                          lambda: ConjugalPatienceTable(level=level.value, **options), [level])
