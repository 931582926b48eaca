"""The Progressive Patience table: the computer's stock and four wastepiles at the top, the centre
run and the turned-up card in the middle, yours at the bottom.  Every wastepile is spread as a
column, so every card in it can be seen.

Click your stock to turn up a card.  While you hold it, the places the game lets it go glow (the
centre if it fits, your four wastepiles); click one.  Before turning, a wastepile top that fits the
centre glows too: click it to build it.  What the computer did shows in the messages and under its
stock.  Nothing here decides what is allowed: the glowing places are the game's legal moves.
"""
from __future__ import annotations

from typing import Optional

import ipywidgets as W

import kit
from kit.games.progressive_patience import (KING, ProgressivePatience, Build, BuildTurned, Discard, EndTurn, HardProgressiveBot, LayOut, Turn,
                                           a_rank)
from kit.words import _, n_

from .table import GameTable, deal_again_app, level_picker

NAME = "progressive_patience"


def _cards(n: int) -> str:
    return n_("{n} card", "{n} cards", n).format(n=n)


class ProgressivePatienceTable(GameTable[ProgressivePatience]):
    game_name = NAME

    def __init__(self, *args, **kwargs):
        self.summary: dict[int, str] = {}     # what each computer player did in its last turn, in words
        self._built: dict[int, list[str]] = {}
        super().__init__(*args, **kwargs)

    def controls(self) -> list:
        self.again = self.new_game_button()
        return [W.HBox([self.again])]

    def reset(self) -> None:
        self.summary, self._built = {}, {}

    # -- what the computer did, in one line -------------------------------------------------------
    def tell(self, events: list) -> None:
        for e in events:
            p = e.get("player")
            if p is None or p == self.you:
                continue
            if e["type"] in ("build", "build_turned"):
                self._built.setdefault(p, []).append(str(kit.card(e["card"])))
            elif e["type"] in ("discard", "end_turn"):
                built = self._built.pop(p, [])
                done = _("built {cards} and").format(cards=", ".join(built)) if built else ""
                end = _("put the {card} on pile {n}").format(card=kit.card(e["card"]), n=e["pile"] + 1) \
                    if e["type"] == "discard" else _("ended the turn")
                self.summary[p] = " ".join(filter(None, [done, end])) + "."
        super().tell(events)

    # -- the scene -----------------------------------------------------------------------------------
    def scene(self) -> dict:
        v, legal = self.view(), self.legal()
        me, other = self.you, 1 - self.you
        return {
            "title": _("Progressive Patience"), "banner": self.result_banner(v), "status": self._status(v, legal),
            "rows": [
                [self._stock(v, other, [])] + self._piles(v, other, []),
                [self._centre(v, legal), self._turned(v)],
                [self._stock(v, me, legal)] + self._piles(v, me, legal),
            ],
            "buttons": [{"id": self.offer_move(EndTurn()), "label": _("End my turn"), "enabled": True, "big": True}]
            if EndTurn() in legal else [],
            "info": " · ".join(_("{name}: {cards} left").format(name=self.names[p], cards=_cards(v["left"][p]))
                               for p in range(2))
            + " · " + self._turn(v),
        }

    @staticmethod
    def _turn(v: dict) -> str:
        """The turn in a child's words: "Turn 7"; the game's limit on turns said only when it is
        near (the cap's last turn is the last: no "Turn 13" after a cap of 12)."""
        n, most = min(v["turns"] + 1, v["max_turns"]), v["max_turns"]
        if most - n < 10:
            return _("Turn {n}: the game stops after turn {most}").format(n=n, most=most)
        return _("Turn {n}").format(n=n)

    def _stock(self, v: dict, p: int, legal: list) -> dict:
        n = v["stock"][p]
        name = _("Your stock") if p == self.you else _("{name}'s stock").format(name=self.names[p])
        move = next((m for m in legal if isinstance(m, (Turn, LayOut))), None)
        action = self.offer_move(move) if move else None
        if isinstance(move, LayOut):
            caption = _("click to lay your last cards face up")
        elif move and not n:
            caption = _("empty: click to gather your wastepiles")
        elif move:
            caption = _("click to turn up a card")
        else:
            caption = _("no stock left") if v["laid_out"][p] else ""
        if p == v["turn"] and p != self.you and not v["over"]:
            caption = (caption + " · " if caption else "") + _("their turn")
        return {"id": f"stock-{p}", "label": f"{name} — {_cards(n)}", "style": "stack", "count": n,
                "cards": [self.card(None, action=action)] if n else [], "empty": _("empty"),
                "action": action, "highlight": bool(action), "caption": caption}

    def _piles(self, v: dict, p: int, legal: list) -> list:
        builds = {m.pile: m for m in legal if isinstance(m, Build)}
        discards = {m.pile: m for m in legal if isinstance(m, Discard)}
        tip = None
        if self.hints and discards and BuildTurned() not in legal:  # the hard computer's choice, as a tip
            hint = HardProgressiveBot(seed=0, seat=p).choose(v, legal)
            tip = hint.pile if isinstance(hint, (Build, Discard)) else None
        zones = []
        for w, pile in enumerate(v["waste"][p]):
            put = self.offer_move(discards[w]) if w in discards else None
            build = self.offer_move(builds[w]) if w in builds else None
            cards = [self.card(c, action=build if k == len(pile) - 1 else None) for k, c in enumerate(pile)]
            # whose pile it is: on a tablet a player's piles wrap beside the other player's
            label = (_("Your pile {n}") if p == self.you else _("{name}'s pile {n}")).format(n=w + 1, name=self.names[p])
            zones.append({"id": f"pile-{p}-{w}", "label": label, "style": "column", "cards": cards,
                          "count": len(pile), "empty": _("empty"), "action": put, "highlight": bool(put),
                          "caption": _("tip: here it blocks least") if w == tip else ""})
        return zones

    def _centre(self, v: dict, legal: list) -> dict:
        centre = v["centre"]
        action = self.offer_move(BuildTurned()) if BuildTurned() in legal else None
        needs = a_rank(v["needs"])
        runs = v["runs_done"]
        return {"id": "centre", "label": _("Centre — {n} of {most}").format(n=len(centre), most=KING)
                if centre else _("Centre"),
                "style": "stack", "cards": [self.card(centre[-1])] if centre else [],
                "empty": _("an Ace starts it"), "action": action, "highlight": bool(action),
                "caption": n_("needs {rank} · {n} run finished", "needs {rank} · {n} runs finished", runs).format(
                    rank=needs, n=runs)}

    def _turned(self, v: dict) -> dict:
        held = v["held"]
        label = (_("Turned-up card") if held is None else _("Turned-up card (yours)") if v["turn"] == self.you
                 else _("Turned-up card ({name}'s)").format(name=self.names[v["turn"]]))
        return {"id": "turned", "label": label, "style": "stack",
                "cards": [self.card(held, selected=True)] if held else [], "empty": "—",
                "caption": _("it must be put down now") if held else ""}

    def _status(self, v: dict, legal: list) -> str:
        if v["over"]:
            return _("The game is over: {reason}.").format(reason=v["reason"])
        if not legal:
            return _("{name} is playing...").format(name=self.names[v["turn"]])
        other = 1 - self.you
        fresh = other in self.summary and not v["turned_this_turn"]  # what the computer just did
        before = f"{self.names[other]} {self.summary[other]} " if fresh else ""
        return before + self._what_now(v, legal)

    def _what_now(self, v: dict, legal: list) -> str:
        held = kit.card(v["held"]) if v["held"] else None
        if held and v["first_ace_must_start"]:
            return _("The {card} is the first Ace of the game: it must start the centre. Click the glowing centre!"
                     ).format(card=held)
        if held and BuildTurned() in legal:
            return _("You turned up the {card}. It fits! Click the glowing centre (or a pile to keep it)."
                     ).format(card=held)
        if held:
            return _("You turned up the {card}. It doesn't fit the centre: click one of your glowing piles."
                     ).format(card=held)
        builds = any(isinstance(m, Build) for m in legal)
        if EndTurn() in legal:
            return (_("Click a glowing card to build it, then end your turn.") if builds
                    else _("Nothing to build now: press End my turn."))
        if LayOut() in legal:
            return _("Only a few cards left! Click your stock to lay them all face up.")
        if builds:
            return _("Your turn! Build a glowing pile card onto the centre, or click your stock to turn up a card.")
        return _("Your turn! Click your stock to turn up a card.")


def progressive_patience_dashboard(seed: Optional[int] = None, level: str = "easy", **options) -> W.VBox:
    """The Progressive Patience app: play against the computer, easy or hard, and deal again
    (``options``: the game's, e.g. ``max_turns`` for a short game, kept for every deal)."""
    choose = level_picker(level)
    return deal_again_app(ProgressivePatienceTable(seed=seed, level=level, **options),
                          lambda: ProgressivePatienceTable(level=choose.value, **options), [choose])
