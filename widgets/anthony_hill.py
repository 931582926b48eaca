"""The Anthony Hill's game table: match the top card by suit or by number.

    from widgets.anthony_hill import AnthonyHillTable
    AnthonyHillTable(players=3, seed=7, level="hard", ace_changes_suit=True)
"""
from kit.cards import SUIT_SYMBOL
from kit.game import CommonView
from kit.games.anthony_hill import AnthonyHillView

from kit.words import _

from .shedding import SheddingTable


class AnthonyHillSeen(AnthonyHillView, CommonView):
    """Anthony Hill's game's view as ``view()`` gives it."""


class AnthonyHillTable(SheddingTable[AnthonyHillSeen]):
    game_name = "anthony_hill"

    def pile_caption(self, v: AnthonyHillSeen) -> str:
        s = v["active_suit"]
        if v["top"] and s != v["top"][1]:
            return _("Asked for: {suit}").format(suit=SUIT_SYMBOL[s])
        return _("Suit: {suit}").format(suit=SUIT_SYMBOL[s])
