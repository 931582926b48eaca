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
from kit.cards import SUIT_SYMBOL, the_card
from kit.game import CommonView
from kit.games.shedding import Draw, Pass, Play, Shedding, SheddingView
from kit.words import _, n_

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
        return {"title": _(self.game.title), "banner": self._banner(v), "status": self._status(v, legal),
                "rows": rows, "buttons": self._buttons(v, legal), "info": self.info(v), "align": "center"}

    def extra_zones(self, v: V) -> list:
        return []

    def info(self, v: V) -> str:
        return _("Stock: {stock} · Pile: {pile} · Turn {n}").format(stock=v["stock"], pile=len(v["pile"]),
                                                                   n=v["turns"] + 1)

    def _seat(self, p: int, v: V) -> dict:
        n = v["hand_sizes"][p]
        caption = self.said.get(p, "")
        if p == v["turn"]:
            caption = (caption + " · " if caption else "") + _("their turn")
        return {"id": f"seat-{p}", "label": n_("{name} — {n} card", "{name} — {n} cards", n).format(name=self.names[p], n=n),
                "style": "stack", "count": n, "cards": [self.card(None)] if n else [],
                "empty": _("no cards left!"), "caption": caption, "highlight": p == v["turn"]}

    def _stock(self, v: V, legal: list) -> dict:
        n = v["stock"]
        action = self.offer_move(Draw()) if Draw() in legal else None
        return {"id": "stock", "label": n_("Stock — {n} card", "Stock — {n} cards", n).format(n=n), "style": "stack",
                "count": n, "cards": [self.card(None, action=action)] if n else [], "action": action,
                "empty": _("empty (the pile will be shuffled)") if v["can_draw"] else _("empty"),
                "highlight": bool(action), "caption": _("click to draw") if action else ""}

    def _pile(self, v: V) -> dict:
        top = v["top"]
        return {"id": "pile", "label": n_("Pile — {n} card", "Pile — {n} cards", len(v["pile"])).format(n=len(v["pile"])),
                "style": "stack", "count": len(v["pile"]), "cards": [self.card(top)] if top else [],
                "empty": _("empty"), "caption": self.pile_caption(v)}

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
            note = _("new!") if code == v["last_draw"] else ""
            if len(moves) == 1:
                action = self.offer_move(moves[0])
            elif moves:                           # an Ace that names a suit: pick it, then the suit
                action = self.offer(partial(self.pick, code), _("Play {card}, then choose a suit").format(
                    card=the_card(code, named=True)))
            elif v["over"]:                       # nothing to explain: the end is on the banner
                action = None
            else:
                reason = reasons.get(code) or _("It isn't your turn.")
                action = self.offer(partial(self.explain, reason),
                                    _("{card} can't be played now: hear why").format(card=kit.Card.parse(code).name))
            cards.append(self.card(code, action=action if (moves or not self.watch) else None,
                                   selected=code == self.picked, dim=not moves, note=note))
        return {"id": "hand", "label": n_("Your hand — {n} card", "Your hand — {n} cards", len(hand)).format(n=len(hand)),
                "style": "fan", "cards": cards, "count": len(hand), "empty": _("no cards left!"),
                "caption": _("Bright cards can be played; click a dim card to see why not.") if self.hints and legal else ""}

    def _buttons(self, v: V, legal: list) -> list:
        out = []
        if self.picked:
            for m in legal:
                if isinstance(m, Play) and m.card.code == self.picked and m.suit:
                    out.append({"id": self.offer_move(m), "label": _("Ask for {suit}").format(suit=SUIT_SYMBOL[m.suit]), "enabled": True,
                                "big": True})
        if Draw() in legal:
            out.append({"id": self.offer_move(Draw()), "label": _("Draw a card"), "enabled": True})
        if Pass() in legal:
            out.append({"id": self.offer_move(Pass()), "label": _("Pass"), "enabled": True})
        return out

    def _status(self, v: V, legal: list) -> str:
        if v["over"]:
            return _("The game is over: {reason}.").format(reason=v["reason"])
        if not legal:
            return _("Waiting for the other players...")
        if self.picked:
            return _("Which suit should come next? Pick one for your {card}.").format(card=kit.card(self.picked))
        drew = v["drew"]
        if drew:
            return _("You drew the {card}: play it, or pass.").format(card=kit.card(drew))
        if not any(isinstance(m, Play) for m in legal):
            return _("You can't play any card: draw one.") if Draw() in legal else _("Nothing to draw: pass.")
        return _("Your turn! Click a bright card to play it.")

    def _banner(self, v: V) -> str:
        if not v["over"]:
            return ""
        w = v["winners"]
        if self.you in w:
            return _("You win! 🎉 (a shared win)") if len(w) > 1 else _("You win! 🎉")
        who = _(" and ").join(self.names[p] for p in w)
        return (_("{who} wins.") if len(w) == 1 else _("{who} win.")).format(who=who)
