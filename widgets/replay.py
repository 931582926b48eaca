"""Replay a finished (or unfinished) game move by move, as the child saw it at the table.

    from widgets.replay import Replay
    Replay(table.game, WarTable)          # a slider over the moves, the table read-only

The replay rebuilds the game from its seed, stacked deck and options and plays its moves again
through the contract, so what it shows is exactly what happened.
"""
from __future__ import annotations

import ipywidgets as W

import kit

from .notebook_look import TABLE_CLASS, NotebookLook


class Replay(W.VBox):
    def __init__(self, game: kit.Game, table_class, *, you: int = 0, **table_options):
        self.source = game
        self.moves = list(game.history)
        self.you = you
        self.slider = W.IntSlider(value=0, min=0, max=len(self.moves), description="Move:",
                                  continuous_update=False, layout=W.Layout(width="60%"))
        # Words and the arrows every font has: "⏮" and "⏭" were empty boxes in JupyterLab, whose
        # fonts lack them
        buttons = [W.Button(description=d, tooltip=tip, layout=W.Layout(width="auto"))
                   for d, tip in (("« First", "The start of the game"), ("‹ Back", "One move back"),
                                  ("Next ›", "One move on"), ("Last »", "The end of the game"))]
        for b, go in zip(buttons, (lambda: 0, lambda: self.slider.value - 1, lambda: self.slider.value + 1,
                                    lambda: len(self.moves))):
            b.on_click(lambda _b, go=go: setattr(self.slider, "value", max(0, min(len(self.moves), go()))))
        self.table = table_class(self._fresh(), you=you, watch=True, **table_options)
        self._at = 0
        self.slider.observe(lambda change: self.show(change["new"]), names="value")
        super().__init__([W.HBox([*buttons, self.slider]), self.table, NotebookLook()])
        self.add_class(TABLE_CLASS)

    def _fresh(self) -> kit.Game:
        g = self.source
        return kit.new_game(g.name, players=g.players, seed=g.seed, deck=g.deck, **g.options)

    def show(self, k: int) -> None:
        """Show the table after the first ``k`` moves."""
        if k < self._at:
            self.table.game, self._at = self._fresh(), 0
            self.table.messages = []
        while self._at < k:
            player, move = self.moves[self._at]
            self.table.tell(self.table.game.play(player, move))
            self._at += 1
        self.table.error = ""
        self.table.refresh()
