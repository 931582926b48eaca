"""The games where one player acts at a time (Go Fish, Shedding, the two patiences): whose turn
it is, and what the others are told, written once."""
from __future__ import annotations

from ..game import Game


class TakingTurns(Game):
    """Base of the games where exactly one seat acts at a time.  The game keeps that seat in
    ``self.current``; who starts and who comes next are its own rules."""

    current: int

    def _to_act(self):
        return [self.current]

    def _not_your_turn(self, player: int) -> str:
        return f"It is Player {self.current + 1}'s turn. Please wait for yours."
