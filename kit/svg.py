"""Card pictures as SVG text, drawn by our own code (no card art from elsewhere).

Used by ``Card._repr_svg_`` so cards show in a notebook without widgets, and by the widgets, so a
card looks the same everywhere.  Every card picture carries ``data-card`` (its code, or ``back``)
and an ``aria-label`` with its long name.  Nothing here prints or knows about a screen: it only
builds text.
"""
from __future__ import annotations

from html import escape
from typing import Iterable, Optional

from .cards import RANK_SHORT, SUIT_SYMBOL, Card

WIDTH, HEIGHT = 72, 100  # the drawing's own units; `width=` scales the picture

COLOURS = {"S": "#1b1b1b", "H": "#c62828", "D": "#c62828", "C": "#1b1b1b"}
FOUR_COLOURS = {"S": "#1b1b1b", "H": "#c62828", "D": "#1565c0", "C": "#2e7d32"}
BACK_LABEL = "face-down card"


def _colour(card: Card, four_colour: bool) -> str:
    return (FOUR_COLOURS if four_colour else COLOURS)[card.suit]


def _corner(rank: str, symbol: str, colour: str, name: str) -> str:
    """The rank and suit of a corner, defined once as ``name`` and drawn with ``<use>`` in the top
    left corner and, turned round, in the bottom right one (and the rank, large, in the middle of
    a picture card).  The picture's words are the card's name (its ``aria-label``), not letters
    and signs read one by one: a clickable card is named by its button, in words that hold what
    it shows ("Play the 7 of Hearts")."""
    return (
        f'<defs><g id="{name}"><text id="{name}-rank" x="7" y="17" font-size="15" font-weight="700" '
        f'text-anchor="middle" font-family="Verdana,Arial,sans-serif" fill="{colour}" '
        f'textLength="{12 if len(rank) == 2 else 9}" lengthAdjust="spacingAndGlyphs" '
        f'transform="translate(2,0)">{rank}</text>'
        f'<text x="9" y="31" font-size="13" text-anchor="middle" fill="{colour}">{symbol}</text></g></defs>'
        f'<use href="#{name}"/>'
    )


def _face(card: Card, four_colour: bool) -> str:
    colour = _colour(card, four_colour)
    rank, symbol = RANK_SHORT[card.rank], SUIT_SYMBOL[card.suit]
    name = f"hilltop-{card.code}-{colour.lstrip('#')}"  # the same picture, the same name
    parts = [_corner(rank, symbol, colour, name),
             f'<use href="#{name}" transform="rotate(180 {WIDTH / 2} {HEIGHT / 2})"/>']
    if card.rank in "JQK":
        parts.append(
            f'<rect x="17" y="24" width="38" height="52" rx="4" fill="none" stroke="{colour}" stroke-width="1.5"/>'
            f'<use href="#{name}-rank" transform="translate(36 55) scale(1.8) translate(-9 -17)"/>'
            f'<text x="36" y="71" font-size="13" text-anchor="middle" fill="{colour}">{symbol}</text>'
        )
    else:
        size = 40 if card.rank == "A" else 30
        parts.append(
            f'<text x="36" y="{50 + size * 0.36:.0f}" font-size="{size}" text-anchor="middle" fill="{colour}">{symbol}</text>'
        )
    return "".join(parts)


def _joker() -> str:
    return (
        '<text x="36" y="58" font-size="34" text-anchor="middle" fill="#6a1b9a">★</text>'
        '<text x="36" y="84" font-size="11" font-weight="700" text-anchor="middle" '
        'font-family="Verdana,Arial,sans-serif" fill="#6a1b9a" letter-spacing="1">JOKER</text>'
        '<text x="10" y="18" font-size="12" font-weight="700" fill="#6a1b9a">★</text>'
    )


def _back() -> str:
    lines = "".join(
        f'<line x1="{x}" y1="8" x2="{x + 56}" y2="92" stroke="#90caf9" stroke-width="1" opacity="0.6"/>'
        f'<line x1="{x + 56}" y1="8" x2="{x}" y2="92" stroke="#90caf9" stroke-width="1" opacity="0.6"/>'
        for x in range(-40, 64, 10)
    )
    return (
        '<rect x="6" y="6" width="60" height="88" rx="4" fill="#1e4fa3"/>'
        f'<svg x="6" y="6" width="60" height="88" viewBox="6 6 60 88">{lines}</svg>'
        '<rect x="6" y="6" width="60" height="88" rx="4" fill="none" stroke="#e3f2fd" stroke-width="2"/>'
    )


def card_svg(card: Optional[Card], *, four_colour: bool = False, width: int = WIDTH,
             highlight: bool = False) -> str:
    """One card as a standalone ``<svg>`` element.  ``card=None`` draws a face-down card (its
    back), which carries no information about the card underneath.

    A screen reader reads the card once, by its name in words (``aria-label``): the drawing is
    hidden from it (its letters and signs would be read as well, "J ♣ ♣"), and there is no
    ``<title>`` (Chrome reads a title beside an aria-label as a description: the name twice)."""
    height = round(width * HEIGHT / WIDTH)
    if card is None:
        code, label, body = "back", BACK_LABEL, _back()
    else:
        card = Card.parse(card)
        code, label = card.code, card.name
        body = _joker() if card.is_joker else _face(card, four_colour)
    edge = "#f9a825" if highlight else "#9e9e9e"
    edge_width = 4 if highlight else 1.2
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="hilltop-card" width="{width}" height="{height}" '
        f'viewBox="0 0 {WIDTH} {HEIGHT}" role="img" data-card="{code}" aria-label="{escape(label)}">'
        f'<g aria-hidden="true"><rect x="1" y="1" width="{WIDTH - 2}" height="{HEIGHT - 2}" rx="7" fill="#ffffff" '
        f'stroke="{edge}" stroke-width="{edge_width}"/>{body}</g></svg>'
    )


def row_svg(cards: Iterable[Optional[Card]], *, four_colour: bool = False, width: int = WIDTH,
            overlap: float = 0.0) -> str:
    """Several cards side by side in one ``<svg>``; ``overlap`` (0..0.8) fans them."""
    items = list(cards)
    height = round(width * HEIGHT / WIDTH)
    step = width * (1 - max(0.0, min(overlap, 0.8))) + (0 if overlap else 6)
    total = max(width, round(step * (len(items) - 1) + width)) if items else width
    inner = "".join(
        card_svg(c, four_colour=four_colour, width=width).replace("<svg ", f'<svg x="{i * step:.1f}" y="0" ', 1)
        for i, c in enumerate(items)
    )
    label = ", ".join(BACK_LABEL if c is None else Card.parse(c).name for c in items) or "no cards"
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{total}" height="{height}" role="group" '
        f'aria-label="{escape(label)}">{inner}</svg>'
    )
