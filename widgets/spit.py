"""The Spit table: the computer's layout at the top, the two spit piles in the middle, yours at
the bottom.  Click one of your face-up cards, then where it goes (a spit pile or an empty space);
if it can only go one place it goes at once.  "Slap" and "Spit!" are big buttons.

    from widgets.spit import SpitTable
    SpitTable(seed=7)                                   # stepped pace: the clock waits for you
    SpitTable(seed=7, pace="realtime", speed="easy")    # a real race against a slow computer

In realtime pace a timer on the kernel's event loop (``self.every``, never ``time.sleep``) turns
wall time into ticks: each beat it lets the child's seat ``Wait`` for the ticks that passed, so the
computer's cards land as their reaction times run out; a click is stamped with the tick it
arrives on.  Everything about what may be played comes from the game's legal moves and view.
"""
from __future__ import annotations

from typing import Optional

import ipywidgets as W
import numpy as np

from kit.cards import standard_deck
from kit.games.spit import FITS, SpitGame, Fill, Phase, Play, Slap, Spit
from kit.games.race import Wait
from kit.words import N_, _, n_

from .race import RaceTable, race_dashboard, seed_from_url  # noqa: F401  (seed_from_url: for the dashboard)

PILE_NAMES = (N_("Left spit pile"), N_("Right spit pile"))
# On a phone the table does not fit one screen, and a race wants every card in sight at once
PHONE = N_("On a phone, Spit is hard: your cards and the spit piles don't fit on one screen. A tablet "
           "or a computer is better; or pick Pace: Take turns, where nobody has to be quick.")


class SpitTable(RaceTable[SpitGame]):
    game_name = "spit"

    def _new(self, **settings) -> SpitGame:
        """A new game as the seed deals it, unless that first deal gives the child no card to play
        (about 1 deal in 5: the child watched for up to 3 s before anything could be done): then a
        deck of the table's own shuffle from the same seed, cut at the first place that gives the
        child a card to play (the same cut for the same seed; no rule changes)."""
        game = super()._new(**settings)
        if settings.get("deck") is not None or self._child_can_play(game):
            return game
        cards = [c.code for c in standard_deck()]
        np.random.default_rng(game.seed).shuffle(cards)
        for cut in range(len(cards)):
            cut_deal = super()._new(**{**settings, "deck": cards[cut:] + cards[:cut]})
            if self._child_can_play(cut_deal):
                return cut_deal
        return game  # (no cut helps: the deal as the seed made it)

    @staticmethod
    def _child_can_play(game: SpitGame) -> bool:
        child = game.options["human"]
        return child < 0 or any(not isinstance(m, Wait) for m in game.legal_moves(child))

    # -- the scene ---------------------------------------------------------------------------------------
    def scene(self) -> dict:
        v = self.view()
        legal = [] if self.paused else self.legal()
        me, them = self.you, 1 - self.you
        race = v["race"]
        coming = race["on_its_way"]
        coming_card = coming.get("card") if coming else None
        can_pick = {m.card.code for m in legal if isinstance(m, (Play, Fill, Spit)) and m.card is not None}
        sel = self.selected if self.selected in can_pick else None
        rows = [self._layout(v, them, set(), None, None), self._centre(v, legal, sel),
                self._layout(v, me, can_pick, sel, coming_card, legal)]
        buttons = []
        for m in legal:
            if isinstance(m, Slap):
                n = v["piles"][m.pile]["count"]
                buttons.append({"id": self.offer_move(m), "label": (_("SLAP the left pile ({n})") if m.pile == 0
                                                                   else _("SLAP the right pile ({n})")).format(n=n),
                                "enabled": True, "big": True})
            elif isinstance(m, Spit) and m.card is None:
                buttons.append({"id": self.offer_move(m), "label": _("Spit! on the left pile") if m.pile == 0
                                else _("Spit! on the right pile"),
                                "enabled": True, "big": True})
        return self.race_scene(
            v, legal, sel, coming, title=_("Spit"), rows=rows, buttons=buttons, wait=N_("Wait (I can't play)"),
            start_in=1, narrow=_(PHONE),
            info=_("Deal {deal} · you hold {mine} cards, {name} {theirs}").format(
                deal=v["deal"], mine=v["held"][me], name=self.names[them], theirs=v["held"][them]))

    def _layout(self, v, p, can_pick, sel, coming, legal=()) -> list:
        zones = []
        mine = p == self.you
        for i, s in enumerate(v["layouts"][p]):
            action = self.put_here(legal, sel, Fill, slot=i) if mine else None
            code = s["top"]
            cards = [self.pickable_card(code, mine and code in can_pick, sel, coming)] if code else []
            zones.append({"id": f"{'you' if mine else 'them'}-stock-{i}",
                          "label": (_("Your piles") if mine else _("{name}'s piles").format(name=self.names[p]))
                          if i == 0 else "",
                          "style": "stack", "count": s["count"], "cards": cards,
                          "empty": _("empty space") if not mine or not action else _("put it here"),
                          "action": action, "highlight": bool(action)})
        zones.append({"id": f"{'you' if mine else 'them'}-spit", "label": _("Your spit cards") if mine
                      else _("{name}'s spit cards").format(name=self.names[p]), "style": "stack",
                      "count": v["spit_cards"][p], "cards": [self.card(None)] if v["spit_cards"][p] else [],
                      "empty": _("none")})
        return zones

    def _centre(self, v, legal, sel) -> list:
        zones = []
        for i, pile in enumerate(v["piles"]):
            action = self.put_here(legal, sel, (Play, Spit), pile=i)
            zones.append({"id": f"pile-{i}", "label": _(PILE_NAMES[i]) if i < 2 else _("Pile {n}").format(n=i + 1), "style": "stack",
                          "count": pile["count"], "cards": [self.card(pile["top"])], "action": action,
                          "highlight": bool(action), "caption": _("click to play here") if action and self.hints else ""})
        if not zones:
            zones.append({"id": "pile-none", "label": _("Spit piles"), "style": "stack", "cards": [], "empty": "—"})
        return zones

    ON_ITS_WAY = N_("Your move is on its way")

    def _status(self, v, legal, sel) -> str:
        """What to do now, once ``race_status`` has nothing to say."""
        if v["phase"] == Phase.SLAP:
            return _("A layout is empty: SLAP the smaller spit pile, quick!")
        if v["phase"] == Phase.SPIT_CHOICE:
            if v["chooser"] == self.you:
                return (_("Nobody can play. You spit: choose a pile.") if v["spit_cards"][self.you] else
                        _("Nobody can play. You spit: choose a pile and a card from your layout."))
            return _("Nobody can play. {name} is choosing where to spit.").format(name=self.names[v["chooser"]])
        if v["phase"] == Phase.SOLO and v["emptier"] == self.you:
            return _("Your layout is empty! The other player plays on alone.")
        if sel:
            return _("Now click where it goes (a glowing pile or an empty space).")
        if any(not isinstance(m, Wait) for m in legal):
            return _("Click one of your cards that fits: {fits}.").format(fits=_(FITS))
        return _("Nothing fits just now... watch the piles!")

    def _banner(self, v) -> str:
        ws = v["winners"]
        return self.winner_banner(v, ws[0] if len(ws) == 1 else None)  # two winners: a draw


def spit_dashboard(seed: Optional[int] = None, **options) -> W.VBox:
    """The Spit app: a real-time race against a computer whose speed the child picks."""
    return race_dashboard(SpitTable, seed, wait_for_start=True, **options)
