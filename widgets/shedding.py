"""The table shared by the shedding games (Anthony Hill's game, Anarchy).

The other players sit along the top (card counts and what each just did, in words); the stock and
the pile are in the middle; the child's hand is at the bottom.  Cards the game allows are
highlighted and clickable; a card that can't be played is dimmed, and clicking it says why, in the
game's own words (``view()["reasons"]``: no rule is computed here).  An Ace that names a suit is
clicked first, then a suit button.  A game's table adds its own middle zones with ``extra_zones``.
"""
from __future__ import annotations

from functools import partial
from typing import Generic, Optional, TypeVar, cast

import ipywidgets as W

import kit
from kit.cards import SUIT_SYMBOL
from kit.game import CommonView
from kit.games.shedding import Draw, Pass, Play, Shedding, SheddingView

from .table import GameTable


class SheddingSeen(SheddingView, CommonView):
    """A shedding game's view as ``view()`` gives it: the fields both games share and the common ones."""


V = TypeVar("V", bound=SheddingSeen)


class SheddingTable(GameTable[Shedding], Generic[V]):
    """A shedding game's table, generic over the shape of its game's view (``SheddingTable[AnarchySeen]``):
    mypy checks every field a table reads against what the game's ``_view`` declares."""
    game_name = ""

    def __init__(self, *args, **kwargs):
        self.picked: Optional[str] = None      # an Ace waiting for its suit
        self.said: dict[int, str] = {}          # what each player did last, in words
        super().__init__(*args, **kwargs)

    def controls(self) -> list:
        self.again = self.new_game_button()
        return [W.HBox([self.again])]

    def reset(self) -> None:
        self.picked, self.said = None, {}

    def tell(self, events: list) -> None:
        for e in events:
            if e.get("type") in ("play", "draw", "pass", "keep") and e.get("player") is not None:
                self.said[e["player"]] = self.game.describe(e, self.you, self.names)
        super().tell(events)

    def play(self, move) -> bool:
        self.picked = None
        return super().play(move)

    def pick(self, code: Optional[str]) -> None:
        self.picked = code
        self.refresh()

    def explain(self, reason: str) -> None:
        self.error = reason
        self.refresh()

    # -- the scene -------------------------------------------------------------------------------------
    def seen(self) -> V:
        """The child's view, typed: its game's declared fields (``SheddingView`` and the game's own)
        and ``kit.game.CommonView``, which the sealed ``view()`` adds."""
        return cast(V, self.view())

    def scene(self) -> dict:
        v = self.seen()
        legal = self.legal()
        rows = [[self._seat(p, v) for p in range(v["players"]) if p != self.you],
                [self._stock(v, legal), self._pile(v), *self.extra_zones(v)],
                [self._hand(v, legal)]]
        return {"title": self.game.title, "banner": self._banner(v), "status": self._status(v, legal),
                "rows": rows, "buttons": self._buttons(v, legal), "info": self.info(v), "align": "center"}

    def extra_zones(self, v: V) -> list:
        return []

    def info(self, v: V) -> str:
        return f"Stock: {v['stock']} · Pile: {len(v['pile'])} · Turn {v['turns'] + 1}"

    def _seat(self, p: int, v: V) -> dict:
        n = v["hand_sizes"][p]
        caption = self.said.get(p, "")
        if p == v["turn"]:
            caption = (caption + " · " if caption else "") + "their turn"
        return {"id": f"seat-{p}", "label": f"{self.names[p]} — {n} card{'s' if n != 1 else ''}",
                "style": "stack", "count": n, "cards": [self.card(None)] if n else [],
                "empty": "no cards left!", "caption": caption, "highlight": p == v["turn"]}

    def _stock(self, v: V, legal: list) -> dict:
        n = v["stock"]
        action = self.offer_move(Draw()) if Draw() in legal else None
        return {"id": "stock", "label": f"Stock — {n} card{'s' if n != 1 else ''}", "style": "stack",
                "count": n, "cards": [self.card(None, action=action)] if n else [], "action": action,
                "empty": "empty" + (" (the pile will be shuffled)" if v["can_draw"] else ""),
                "highlight": bool(action), "caption": "click to draw" if action else ""}

    def _pile(self, v: V) -> dict:
        top = v["top"]
        return {"id": "pile", "label": f"Pile — {len(v['pile'])} card{'s' if len(v['pile']) != 1 else ''}",
                "style": "stack", "count": len(v["pile"]), "cards": [self.card(top)] if top else [],
                "empty": "empty", "caption": self.pile_caption(v)}

    def pile_caption(self, v: V) -> str:
        return ""

    def _hand(self, v: V, legal: list) -> dict:
        plays: dict[str, list[Play]] = {}
        for m in legal:
            if isinstance(m, Play):
                plays.setdefault(m.card.code, []).append(m)
        hand, reasons = v["hand"] or [], v["reasons"] or {}  # the child has a seat: never None here
        cards = []
        for code in hand:
            moves = plays.get(code, [])
            note = "new!" if code == v["last_draw"] else ""
            if len(moves) == 1:
                action = self.offer_move(moves[0])
            elif moves:                           # an Ace that names a suit: pick it, then the suit
                action = self.offer(partial(self.pick, code), f"Play the {kit.Card.parse(code).name}, then choose a suit")
            elif v["over"]:                       # nothing to explain: the end is on the banner
                action = None
            else:
                reason = reasons.get(code) or "It isn't your turn."
                action = self.offer(partial(self.explain, reason),
                                    f"{kit.Card.parse(code).name} can't be played now: hear why")
            cards.append(self.card(code, action=action if (moves or not self.watch) else None,
                                   selected=code == self.picked, dim=not moves, note=note))
        return {"id": "hand", "label": f"Your hand — {len(hand)} card{'s' if len(hand) != 1 else ''}",
                "style": "fan", "cards": cards, "count": len(hand), "empty": "no cards left!",
                "caption": "Bright cards can be played; click a dim card to see why not." if self.hints and legal else ""}

    def _buttons(self, v: V, legal: list) -> list:
        out = []
        if self.picked:
            for m in legal:
                if isinstance(m, Play) and m.card.code == self.picked and m.suit:
                    out.append({"id": self.offer_move(m), "label": f"Ask for {SUIT_SYMBOL[m.suit]}", "enabled": True,
                                "big": True})
        if Draw() in legal:
            out.append({"id": self.offer_move(Draw()), "label": "Draw a card", "enabled": True})
        if Pass() in legal:
            out.append({"id": self.offer_move(Pass()), "label": "Pass", "enabled": True})
        return out

    def _status(self, v: V, legal: list) -> str:
        if v["over"]:
            return f"The game is over: {v['reason']}."
        if not legal:
            return "Waiting for the other players..."
        if self.picked:
            return f"Which suit should come next? Pick one for your {kit.card(self.picked)}."
        drew = v["drew"]
        if drew:
            return f"You drew the {kit.card(drew)}: play it, or pass."
        if not any(isinstance(m, Play) for m in legal):
            return "You can't play any card: draw one." if Draw() in legal else "Nothing to draw: pass."
        return "Your turn! Click a bright card to play it."

    def _banner(self, v: V) -> str:
        if not v["over"]:
            return ""
        w = v["winners"]
        if self.you in w:
            return "You win! 🎉" + (" (a shared win)" if len(w) > 1 else "")
        return " and ".join(self.names[p] for p in w) + (" wins." if len(w) == 1 else " win.")
