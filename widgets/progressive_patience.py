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

from .table import GameTable, deal_again_app, level_picker

NAME = "progressive_patience"


def _cards(n: int) -> str:
    return f"{n} card{'s' if n != 1 else ''}"


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
                done = f"built {', '.join(built)} and" if built else ""
                end = f"put the {kit.card(e['card'])} on pile {e['pile'] + 1}" if e["type"] == "discard" else \
                    "ended the turn"
                self.summary[p] = " ".join(filter(None, [done, end])) + "."
        super().tell(events)

    # -- the scene -----------------------------------------------------------------------------------
    def scene(self) -> dict:
        v, legal = self.view(), self.legal()
        me, other = self.you, 1 - self.you
        return {
            "title": "Progressive Patience", "banner": self.result_banner(v), "status": self._status(v, legal),
            "rows": [
                [self._stock(v, other, [])] + self._piles(v, other, []),
                [self._centre(v, legal), self._turned(v)],
                [self._stock(v, me, legal)] + self._piles(v, me, legal),
            ],
            "buttons": [{"id": self.offer_move(EndTurn()), "label": "End my turn", "enabled": True, "big": True}]
            if EndTurn() in legal else [],
            "info": " · ".join(f"{self.names[p]}: {_cards(v['left'][p])} left" for p in range(2))
            # (the cap's last turn is the last: no "Turn 13 of at most 12" under the result)
            + f" · Turn {min(v['turns'] + 1, v['max_turns'])} of at most {v['max_turns']}",
        }

    def _stock(self, v: dict, p: int, legal: list) -> dict:
        n = v["stock"][p]
        name = "Your stock" if p == self.you else f"{self.names[p]}'s stock"
        move = next((m for m in legal if isinstance(m, (Turn, LayOut))), None)
        action = self.offer_move(move) if move else None
        if isinstance(move, LayOut):
            caption = "click to lay your last cards face up"
        elif move and not n:
            caption = "empty: click to gather your wastepiles"
        elif move:
            caption = "click to turn up a card"
        else:
            caption = "no stock left" if v["laid_out"][p] else ""
        if p == v["turn"] and p != self.you and not v["over"]:
            caption = (caption + " · " if caption else "") + "their turn"
        return {"id": f"stock-{p}", "label": f"{name} — {_cards(n)}", "style": "stack", "count": n,
                "cards": [self.card(None, action=action)] if n else [], "empty": "empty",
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
            label = f"Pile {w + 1}"
            zones.append({"id": f"pile-{p}-{w}", "label": label, "style": "column", "cards": cards,
                          "count": len(pile), "empty": "empty", "action": put, "highlight": bool(put),
                          "caption": "tip: here it blocks least" if w == tip else ""})
        return zones

    def _centre(self, v: dict, legal: list) -> dict:
        centre = v["centre"]
        action = self.offer_move(BuildTurned()) if BuildTurned() in legal else None
        needs = a_rank(v["needs"])
        runs = v["runs_done"]
        return {"id": "centre", "label": f"Centre — {len(centre)} of {KING}" if centre else "Centre",
                "style": "stack", "cards": [self.card(centre[-1])] if centre else [],
                "empty": "an Ace starts it", "action": action, "highlight": bool(action),
                "caption": f"needs {needs} · {runs} run{'s' if runs != 1 else ''} finished"}

    def _turned(self, v: dict) -> dict:
        held = v["held"]
        whose = "" if held is None else (" (yours)" if v["turn"] == self.you else f" ({self.names[v['turn']]}'s)")
        return {"id": "turned", "label": "Turned-up card" + whose, "style": "stack",
                "cards": [self.card(held, selected=True)] if held else [], "empty": "—",
                "caption": "it must be put down now" if held else ""}

    def _status(self, v: dict, legal: list) -> str:
        if v["over"]:
            return f"The game is over: {v['reason']}."
        if not legal:
            return f"{self.names[v['turn']]} is playing..."
        other = 1 - self.you
        fresh = other in self.summary and not v["turned_this_turn"]  # what the computer just did
        before = f"{self.names[other]} {self.summary[other]} " if fresh else ""
        return before + self._what_now(v, legal)

    def _what_now(self, v: dict, legal: list) -> str:
        held = kit.card(v["held"]) if v["held"] else None
        if held and v["first_ace_must_start"]:
            return f"The {held} is the first Ace of the game: it must start the centre. Click the glowing centre!"
        if held and BuildTurned() in legal:
            return f"You turned up the {held}. It fits! Click the glowing centre (or a pile to keep it)."
        if held:
            return f"You turned up the {held}. It doesn't fit the centre: click one of your glowing piles."
        builds = any(isinstance(m, Build) for m in legal)
        if EndTurn() in legal:
            return ("Click a glowing card to build it, then end your turn." if builds
                    else "Nothing to build now: press End my turn.")
        if LayOut() in legal:
            return "Only a few cards left! Click your stock to lay them all face up."
        if builds:
            return "Your turn! Build a glowing pile card onto the centre, or click your stock to turn up a card."
        return "Your turn! Click your stock to turn up a card."


def progressive_patience_dashboard(seed: Optional[int] = None, level: str = "easy", **options) -> W.VBox:
    """The Progressive Patience app: play against the computer, easy or hard, and deal again
    (``options``: the game's, e.g. ``max_turns`` for a short game, kept for every deal)."""
    choose = level_picker(level)
    return deal_again_app(ProgressivePatienceTable(seed=seed, level=level, **options),
                          lambda: ProgressivePatienceTable(level=choose.value, **options), [choose])
