"""The card board: one anywidget that draws a scene and reports clicks.

The scene is plain JSON built by a table (``widgets/table.py``) from what the game lets the
child's seat see.  The page may read it all, so a table never puts a face-down card in it.  Each
scene carries a ``generation`` number; the page sends back only ``{"action": id, "generation": g}``
for the scene it drew.  The table honours an id only if the scene on the board now offered it (a
double-click, a click on an older scene or a made-up id changes nothing) and the game checks the
move, so a faked message can do nothing a click could not.  The page may not change the scene
either: state updates from the page are refused and what they tried to change re-sent as it is;
only their number is kept (``refused_updates``), never their content, so a page cannot grow its
kernel by sending them.  A click id longer than :data:`MOST_ACTION_CHARS` is malformed.

Layout the page takes care of: a ``"fan"`` zone lays its cards side by side while its own row has
room and overlaps them just enough to fill that row when it has not (every card keeps an uncovered
strip of 28 px, 44 px on a touch screen; the top card stays whole); a fan too long even then wraps
onto as few lines as hold it, the same number of cards on each; a zone whose cards can be clicked or picked up keeps its label
clear of the rising card; a zone whose cards carry notes keeps room for them under the cards
(``"notes": True`` keeps that room even while no card has a note, so the table does not jump);
``"caption_room": True`` keeps a zone's caption line, empty, while it has no caption (War's Flip
button holds still while "takes 6 cards" comes and goes).
A scene's ``"aside": [from, to]`` stands rows ``from`` to ``to - 1`` in a column of their own
beside the other rows (above them on a narrow screen); those rows never wrap and their cards
shrink to fit the column and the screen's height (King of the Hill's hill stays a pyramid).  On a
short screen (a Chromebook's 768px) every card is drawn a little smaller.
"""
from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Callable, Optional

import anywidget
import traitlets

from functools import lru_cache

from kit.cards import CARD_NAME, RANK_WORD, RANKS, SUIT_SYMBOL, SUITS, Card
from kit.svg import card_svg
from kit.words import N_, _, language

HERE = Path(__file__).parent
CARD_WIDTH = 84  # px: big enough for a child's finger
MOST_ACTION_CHARS = 40  # a click id is short ("a12-3"): a longer one was not offered by any scene


def _nothing(value) -> bool:
    """None, False, "" or []: what the page reads as "not there" (0 is a count, and stays)."""
    return value is None or value is False or (isinstance(value, (str, list)) and not value)


def compact(scene: dict) -> dict:
    """The scene as sent to the page: what the page would read as "nothing" (an empty caption, no
    action, ``False``) is left out, and so are a card's name (its picture carries it) and every key
    the page can work out (a zone's key is its id; a card's is its zone's key, "/" and its code).
    ``Board.scene`` itself keeps everything, for the tables and the tests."""
    out = {k: v for k, v in scene.items() if k != "rows"}
    rows = []
    for row in scene.get("rows") or []:
        line = []
        for zone in row:
            z = {k: v for k, v in zone.items() if k != "cards" and not _nothing(v)}
            if z.get("key") == zone.get("id"):
                z.pop("key", None)
            zkey = zone.get("key") or zone.get("id")
            cards = []
            for card in zone.get("cards") or []:
                c = {k: v for k, v in card.items() if not _nothing(v) and k != "label"}
                if c.get("key") == f"{zkey}/{card.get('code')}":
                    c.pop("key")
                cards.append(c)
            if cards:
                z["cards"] = cards
            line.append(z)
        rows.append(line)
    if "rows" in scene:
        out["rows"] = rows
    return out


FACE_CODES = [r + s for s in SUITS for r in RANKS] + ["JK", "back"]


def faces(four_colour: bool = False) -> dict:
    """Every card picture a scene can name, by code ("back": a face-down card), drawn once per
    language (each picture's name is in the page's words) by kit/svg.py."""
    return _faces(four_colour, language())


@lru_cache(maxsize=8)
def _faces(four_colour: bool, _language: str) -> dict:
    """Every card picture a scene can name, by code ("back": a face-down card), drawn once by
    kit/svg.py.  It is the same for every deal, so it says nothing about where any card is."""
    return {code: card_svg(None if code == "back" else Card.parse(code), four_colour=four_colour, width=CARD_WIDTH)
            for code in FACE_CODES}


# what a click handler is given: the action id and the scene's generation, or (None, None) for a
# message of the wrong shape
# The words board.js shows or says, by the name board.js reads them by (English marked for the
# catalog; ``board_words`` gives them in the page's language).
BOARD_WORDS = {
    "ask": N_("What's on the table?"),
    "yours": N_("Your last move:"),
    "face_down": N_("face-down card"),
    "card": N_("card"),
    "choose": N_("choose"),
    "nothing": N_("nothing"),
    "picked_up": N_("(picked up)"),
    "on_top": N_("{card} on top of {n} cards"),
}


def board_words() -> dict:
    return {key: _(text) for key, text in BOARD_WORDS.items()}


ActionHandler = Callable[[Optional[str], Optional[int]], None]


class Board(anywidget.AnyWidget):
    # given as paths, anywidget reads the files itself and, with ANYWIDGET_HMR=1 in a development
    # checkout, sends an edited board.js or board.css to the open page at once
    _esm = HERE / "board.js"
    _css = HERE / "board.css"
    scene = traitlets.Dict().tag(sync=True, to_json=lambda scene, widget: widget.wire_scene(scene))
    # code -> SVG picture of every card, sent to the page once; a scene only names codes, so a
    # click sends the page a few kilobytes, not every picture again
    faces = traitlets.Dict().tag(sync=True)
    # the board's own words (what a screen reader hears, "What's on the table?"), in the page's
    # language: board.js writes none of its own
    words = traitlets.Dict().tag(sync=True)

    def __init__(self, four_colour: bool = False, **kwargs):
        kwargs.setdefault("faces", faces(four_colour))
        kwargs.setdefault("words", board_words())
        super().__init__(**kwargs)
        self._handlers: list[ActionHandler] = []
        self.refused_updates = 0  # how many state updates from the page were refused (never what they held)
        self.on_msg(self._on_message)

    # -- sending what changed ------------------------------------------------------------------
    # A tap changes a few zones; the rest (King of the Hill's fifteen stacks of the hill) are as
    # they were.  A zone the page already holds, unchanged, is sent as ``{"same": key}`` and the
    # page draws the one it kept.  The whole state (the first sending, a page reloaded or asking
    # again with ``{"resend": true}``) sends every zone whole.
    def get_state(self, key=None, drop_defaults=False):
        if key is None:  # everything, for a page that may hold nothing yet
            self._sent_zones: dict[str, str] = {}
        return super().get_state(key, drop_defaults)

    def wire_scene(self, scene: dict) -> dict:
        """``scene`` as sent to the page: compacted, its unchanged zones named, not repeated."""
        out = compact(scene)
        sent = getattr(self, "_sent_zones", {})
        now = {}
        for row in out.get("rows") or []:
            for i, zone in enumerate(row):
                key = zone.get("key") or zone.get("id")
                if not key:
                    continue
                text = json.dumps(zone, sort_keys=True)
                now[key] = text
                if sent.get(key) == text:
                    row[i] = {"same": key}
        self._sent_zones = now
        return out

    def on_action(self, handler: ActionHandler) -> None:
        """Call ``handler(action_id, generation)`` for every click message from the page.  A
        message of the wrong shape arrives as ``(None, None)``; the handler must check the id
        and the generation against the scene it offered."""
        self._handlers.append(handler)

    def _on_message(self, _widget, content, _buffers) -> None:
        if content == {"resend": True}:  # the page lacks a zone it was told it held
            self._sent_zones = {}
            self.send_state("scene")  # every zone whole (the faces it has: they never change)
            return
        action = content.get("action") if isinstance(content, dict) else None
        generation = content.get("generation") if isinstance(content, dict) else None
        if (not isinstance(action, str) or len(action) > MOST_ACTION_CHARS
                or not isinstance(generation, int) or isinstance(generation, bool)):
            action, generation = None, None
        for handler in self._handlers:
            handler(action, generation)

    def set_state(self, sync_data):
        """State sent by the page.  Nothing on the board is the page's to change: what it tried to
        change is sent again as it is, and the update itself is dropped."""
        self.refused_updates += 1
        tried = [name for name in self.keys if isinstance(sync_data, dict) and name in sync_data]
        if tried:
            self._sent_zones = {}  # the page's scene may be anything now: every zone goes whole
            self.send_state(key=tried)


def card_item(card: "Card | str | None", *, action: Optional[str] = None, selected: bool = False,
              dim: bool = False, note: str = "", four_colour: bool = False,
              width: int = CARD_WIDTH) -> dict:
    """One card for a scene.  ``card=None`` is a face-down card: only its back is named.  The page
    draws the card from ``Board.faces`` by its code (``four_colour`` is the board's choice; a card
    outside the standard pack brings its own picture)."""
    face = None if card is None or card == "back" else Card.parse(card)
    item: dict[str, object] = {
        "code": "back" if face is None else face.code,
        "label": _("face-down card") if face is None else face.name,
    }
    if item["code"] not in faces(four_colour):
        item["svg"] = card_svg(face, four_colour=four_colour, width=width, highlight=bool(action))
    if width != CARD_WIDTH:
        item["width"] = width
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
                zone["say"] = says.get(zone["action"]) or _("Choose {place}").format(
                    place=zone.get("label") or _("this place"))
            for card in zone.get("cards") or []:
                if card.get("action"):
                    card["say"] = named_as_shown(card, card.get("say") or says.get(card["action"]) or _("Choose it"))
    for button in scene.get("buttons") or []:
        if button.get("enabled") and button.get("id") in says and not button.get("say"):
            button["say"] = says[button["id"]]
    return stamp_keys(scene)


def named_as_shown(card: dict, said: str) -> str:
    """What clicking ``card`` does (``said``), naming the card as its picture shows it: "Play the
    7 of Hearts", not "Seven", so that the words on the button are in its name (a child using
    speech says what they see; a screen reader says "7" as "seven" all the same), and with the
    card's note ("new!") if it has one."""
    name = card.get("label", "")
    shown = name
    if card.get("code") not in (None, "back", "JK"):
        face = Card.parse(card["code"])
        shown = _(CARD_NAME[face.suit]).format(rank=_(RANK_WORD[face.rank]))
    if name and name in said:
        said = said.replace(name, shown)
    elif shown and shown not in said:
        said = f"{shown}: {said}"
    return f"{said} ({card['note']})" if card.get("note") else said


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
