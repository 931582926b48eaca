"""The card board: one anywidget that draws a scene and reports clicks.

The scene is plain JSON built by a table (``widgets/table.py``) from what the game lets the
child's seat see.  The page may read it all, so a table never puts a face-down card in it.  Each
scene carries a ``generation`` number; the page sends back only ``{"action": id, "generation": g}``
for the scene it drew.  The table honours an id only if the scene on the board now offered it (a
double-click, a click on an older scene or a made-up id changes nothing) and the game checks the
move, so a faked message can do nothing a click could not.  The page may not change the scene
either: state updates from the page are refused and the true scene re-sent.

Layout the page takes care of: a long ``"fan"`` zone overlaps its cards more tightly so that it fits
its row (the top card stays whole); a zone whose cards can be clicked or picked up keeps its label
clear of the rising card; a zone whose cards carry notes keeps room for them under the cards
(``"notes": True`` keeps that room even while no card has a note, so the table does not jump).
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Callable, Optional

import anywidget
import traitlets

from kit.cards import SUIT_SYMBOL, Card
from kit.svg import card_svg

HERE = Path(__file__).parent
CARD_WIDTH = 84  # px: big enough for a child's finger


class Board(anywidget.AnyWidget):
    _esm = (HERE / "board.js").read_text(encoding="utf-8")
    _css = (HERE / "board.css").read_text(encoding="utf-8")
    scene = traitlets.Dict().tag(sync=True)
    faces = traitlets.Dict().tag(sync=True)  # card code -> SVG picture, sent once (see card_item)

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self._handlers: list[Callable[[object], None]] = []
        self.refused: list[object] = []  # what the page tried to change, for tests and teachers
        self.on_msg(self._on_message)

    def on_action(self, handler: Callable[[object, object], None]) -> None:
        """Call ``handler(action_id, generation)`` for every click message from the page.  A
        message of the wrong shape arrives as ``(None, None)``; the handler must check the id
        and the generation against the scene it offered."""
        self._handlers.append(handler)

    def _on_message(self, _widget, content, _buffers) -> None:
        action = content.get("action") if isinstance(content, dict) else None
        generation = content.get("generation") if isinstance(content, dict) else None
        if not isinstance(action, str) or not isinstance(generation, int) or isinstance(generation, bool):
            action, generation = None, None
        for handler in self._handlers:
            handler(action, generation)

    def set_state(self, sync_data):
        """State sent by the page.  Nothing on the board is the page's to change."""
        self.refused.append(sync_data)
        self.send_state()


def card_item(card: Optional[object], *, action: Optional[str] = None, selected: bool = False,
              dim: bool = False, note: str = "", four_colour: bool = False,
              width: int = CARD_WIDTH) -> dict:
    """One card for a scene.  ``card=None`` is a face-down card: only its back is sent."""
    face = None if card is None or card == "back" else Card.parse(card)
    item = {
        "code": "back" if face is None else face.code,
        "label": "face-down card" if face is None else face.name,
        "svg": card_svg(face, four_colour=four_colour, width=width, highlight=bool(action)),
    }
    if action:
        item["action"] = action
    if selected:
        item["selected"] = True
    if dim:
        item["dim"] = True
    if note:
        item["note"] = note
    return item


_SYMBOL_SUIT = {symbol: suit for suit, symbol in SUIT_SYMBOL.items()}
_SHORT_CARD = re.compile(r"\b(10|[2-9AJQKT])([" + "".join(_SYMBOL_SUIT) + r"])")


def spoken(text: str) -> str:
    """``text`` with every short card ("7♥", "10♦") written out ("Seven of Hearts"), so that a
    screen reader says it as a child would."""
    def name(m: re.Match) -> str:
        rank = "T" if m.group(1) == "10" else m.group(1)
        try:
            return Card.parse(rank + _SYMBOL_SUIT[m.group(2)]).name
        except ValueError:
            return m.group(0)
    return _SHORT_CARD.sub(name, text)


def finish_scene(scene: dict, says: Optional[dict] = None) -> dict:
    """Keys (``stamp_keys``) and, for everything clickable, ``say``: what clicking it does, in the
    words the table gave with the offer (``says``: action id -> sentence).  A card's ``say`` names
    the card as well."""
    says = says or {}
    for row in scene.get("rows") or []:
        for zone in row:
            if zone.get("action") and not zone.get("say"):
                zone["say"] = says.get(zone["action"]) or f"Choose {zone.get('label') or 'this place'}"
            for card in zone.get("cards") or []:
                if card.get("action") and not card.get("say"):
                    said = says.get(card["action"]) or "Choose it"
                    name = card.get("label", "")
                    card["say"] = said if name and name in said else f"{name}: {said}" if name else said
    for button in scene.get("buttons") or []:
        if button.get("enabled") and button.get("id") in says and not button.get("say"):
            button["say"] = says[button["id"]]
    return stamp_keys(scene)


def stamp_keys(scene: dict) -> dict:
    """Give every zone, card and button of ``scene`` a ``key`` that stays the same from one scene
    to the next while it means the same thing: a zone's key is its id, a card's is its zone's key
    and its code (the same card in the same hand keeps its key wherever it moves in the hand), a
    button's is its label unless the table gave one.  The page keeps focus and hover on a key
    across redraws.  Keys are unique in a scene (a repeated card or label is numbered)."""
    used: set[str] = set()

    def unique(key: str) -> str:
        k, n = key, 1
        while k in used:
            n += 1
            k = f"{key}#{n}"
        used.add(k)
        return k

    for r, row in enumerate(scene.get("rows") or []):
        for z, zone in enumerate(row):
            zone["key"] = unique(str(zone.get("key") or zone.get("id") or f"zone-{r}-{z}"))
            for card in zone.get("cards") or []:
                card["key"] = unique(f"{zone['key']}/{card.get('key') or card.get('code', 'card')}")
    for button in scene.get("buttons") or []:
        button["key"] = unique("button:" + str(button.get("key") or button.get("label", "")))
    return scene
