"""The Anarchy table: the trump rank and suit and the pile's direction are always in sight.

    from widgets.anarchy import AnarchyTable
    AnarchyTable(players=3, seed=7, level="hard")
"""
from kit.cards import RANK_SHORT, SUIT_SYMBOL
from kit.game import CommonView
from kit.games.anarchy import AnarchyView

from kit.words import N_, _

from .shedding import SheddingTable

WAY = {"up": N_("↑ up: play higher"), "down": N_("↓ down: play lower"), None: N_("no direction yet")}


class AnarchySeen(AnarchyView, CommonView):
    """Anarchy's view as ``view()`` gives it."""


class AnarchyTable(SheddingTable[AnarchySeen]):
    game_name = "anarchy"

    def extra_zones(self, v: AnarchySeen) -> list:
        rank, way = RANK_SHORT[v["trump_rank"]], WAY[v["direction"]]
        return [{"id": "trumps", "label": _("Trumps: all {suit} and every {rank}").format(
                    suit=SUIT_SYMBOL[v["trump_suit"]], rank=rank),
                 "style": "stack", "cards": [self.card(v["indicator"], width=56)], "count": 1,
                 "caption": _("the card under the stock")},
                {"id": "direction", "label": _("Direction {arrow}").format(arrow=v["arrow"]), "style": "row",
                 "cards": [], "empty": _(way), "caption": ""}]

    def pile_caption(self, v: AnarchySeen) -> str:
        if v["trump_needed"]:
            return _("Start the pile with a trump")
        way = WAY[v["direction"]]
        return _("Going {way}").format(way=_(way))
