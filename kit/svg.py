"""Card pictures as SVG text, drawn by our own code (no card art from elsewhere): the drawing is
in ``kit.cards`` beside the cards (a card draws itself in a notebook with ``_repr_svg_``), and
is named here too, where the widgets and tests have always found it."""
from __future__ import annotations

from .cards import BACK_LABEL, COLOURS, FOUR_COLOURS, HEIGHT, WIDTH, card_svg, row_svg

__all__ = ["BACK_LABEL", "COLOURS", "FOUR_COLOURS", "HEIGHT", "WIDTH", "card_svg", "row_svg"]
