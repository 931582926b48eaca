"""The Anarchy table: the trump rank and suit and the pile's direction are always in sight.

    from widgets.anarchy import AnarchyTable
    AnarchyTable(players=3, seed=7, level="hard")
"""
from kit.cards import RANK_SHORT, SUIT_SYMBOL
from kit.game import CommonView
from kit.games.anarchy import AnarchyView

from .shedding import SheddingTable

WAY = {"up": "↑ up: play higher", "down": "↓ down: play lower", None: "no direction yet"}


class AnarchySeen(AnarchyView, CommonView):
    """Anarchy's view as ``view()`` gives it."""


class AnarchyTable(SheddingTable[AnarchySeen]):
    game_name = "anarchy"

    def extra_zones(self, v: AnarchySeen) -> list:
        rank = RANK_SHORT[v["trump_rank"]]
        return [{"id": "trumps", "label": f"Trumps: all {SUIT_SYMBOL[v['trump_suit']]} and every {rank}",
                 "style": "stack", "cards": [self.card(v["indicator"], width=56)], "count": 1,
                 "caption": "the card under the stock"},
                {"id": "direction", "label": f"Direction {v['arrow']}", "style": "row", "cards": [],
                 "empty": WAY[v["direction"]], "caption": ""}]

    def pile_caption(self, v: AnarchySeen) -> str:
        if v["trump_needed"]:
            return "Start the pile with a trump"
        return f"Going {WAY[v['direction']]}"
