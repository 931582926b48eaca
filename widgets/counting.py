"""A card of a run drawn as a box with its number, for the counting lesson
(``notebooks/lessons/run_sums``; its questions are in ``lessons/run_sums.py``)."""
from __future__ import annotations

from kit.cards import RANK_SHORT, RANKS


def card_box(value: int) -> str:
    """A card of the given value drawn as a white box with its number (A, J, Q, K for the faces)."""
    return (f"<span style='display:inline-block;width:46px;height:64px;margin:2px;border-radius:6px;"
            f"background:#fff;border:2px solid #1b5e20;text-align:center;line-height:64px;font-size:20px;"
            f"font-weight:700'>{RANK_SHORT[RANKS[value - 1]]}</span>")
