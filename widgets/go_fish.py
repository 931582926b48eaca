"""The Go Fish and Authors tables.

The other players sit along the top with their card counts and the sets they laid down; the pond
(the stock) and the last question and answer are in the middle; the child's hand is at the bottom,
grouped by rank.  To ask, the child picks a player, then a rank (Go Fish: a card of that rank in
the hand, or its button) or a card (Authors: one of the cards they may ask for).  Only the game's
legal questions are offered, and every question and answer is shown as a speech line.

    from widgets.go_fish import GoFishTable, AuthorsTable
    GoFishTable(players=4, seed=7, level="hard")
    AuthorsTable(players=3, seed=2, deal_all=True)
"""
from __future__ import annotations

from functools import partial
from typing import Optional

import ipywidgets as W

from kit.cards import RANKS, Card, ranks_counted
from kit.contests import share_interval
from kit.games.go_fish import SET_SIZE, GoFish, rank_plural
from kit.words import _, n_

from .charts import bar_chart
from .table import GameTable, deal_again_app


class GoFishTable(GameTable[GoFish]):
    game_name = "go_fish"

    def __init__(self, *args, **kwargs):
        self.target: Optional[int] = None  # the player the child picked to ask
        self.speech: list[tuple[int, str]] = []  # the last question and its answer: (speaker, words)
        super().__init__(*args, **kwargs)

    # -- controls ------------------------------------------------------------------------------------
    def controls(self) -> list:
        self.again = self.new_game_button()
        return [W.HBox([self.again])]

    def reset(self) -> None:
        self.target, self.speech = None, []

    # -- choosing a question ----------------------------------------------------------------------------
    def pick_target(self, p: int) -> None:
        self.target = p
        self.refresh()

    def play(self, move) -> bool:
        self.target = None  # a new question starts by picking a player again
        return super().play(move)

    def tell(self, events: list) -> None:
        for e in events:
            if e["type"] == "ask":
                self.speech = [(e["player"], self.game.ask_words(e))]
            elif e["type"] == "give":
                self.speech.append((e["player"], self.game.give_words(e)))
            elif e["type"] == "go_fish":
                self.speech.append((e["player"], _("Go fish!")))
        super().tell(events)

    def targets(self, legal: list) -> list[int]:
        return sorted({m.target for m in legal})

    def rank_asks(self, legal: list) -> dict:
        """Go Fish: rank -> the legal question to the picked player."""
        return {m.rank: m for m in legal if m.target == self.target}

    # -- the scene ---------------------------------------------------------------------------------------
    def scene(self) -> dict:
        v = self.view()
        legal = self.legal()
        if self.target is not None and self.target not in self.targets(legal):
            self.target = None
        if len(self.targets(legal)) == 1:
            self.target = self.targets(legal)[0]
        # the pond sits beside the players (where there is room): the child's hand stays on a
        # Chromebook's first screen
        rows = [[self._seat(p, v, legal) for p in range(v["players"]) if p != self.you] + [self._pond(v)],
                [self._talk(v)] + ([self._sets(self.you, v)] if v["sets"][self.you] else []),
                self._hand(v, legal)]
        extra = self._choices(v, legal)
        if extra:
            rows.insert(2, extra)
        return {
            "title": _(self.game.title),
            "banner": self._banner(v),
            "status": self._status(v, legal),
            "rows": rows,
            "buttons": self._buttons(legal),
            "info_up": True,  # the score where the fold of a Chromebook does not cut it
            "info": n_("Sets: {sets} · Pond: {n} card", "Sets: {sets} · Pond: {n} cards", v["stock"]).format(
                sets=", ".join(f"{self.names[p]} {len(s)}" for p, s in enumerate(v["sets"])), n=v["stock"]),
        }

    def _seat(self, p: int, v: dict, legal: list) -> dict:
        n = v["hand_sizes"][p]
        action = (self.offer(partial(self.pick_target, p), _("Choose {name} to ask").format(name=self.names[p]))
                  if p in self.targets(legal) else None)
        sets = v["sets"][p]
        caption = _("Sets: {sets}").format(sets=", ".join(rank_plural(r) for r in sets) if sets else _("none yet"))
        if p == v["turn"] and p != self.you:
            caption = _("{sets} · thinking...").format(sets=caption)
        return {
            "id": f"seat-{p}", "label": n_("{name} — {n} card", "{name} — {n} cards", n).format(name=self.names[p], n=n),
            "style": "stack", "count": n, "cards": [self.card(None, action=action)] if n else [],
            "empty": _("no cards"), "caption": caption, "action": action,
            "highlight": p == self.target or (p == v["turn"] and p != self.you),
        }

    def _pond(self, v: dict) -> dict:
        n = v["stock"]
        return {"id": "pond", "label": n_("Pond — {n} card", "Pond — {n} cards", n).format(n=n), "style": "stack", "count": n,
                "cards": [self.card(None)] if n else [], "empty": _("the pond is empty")}

    def _talk(self, v: dict) -> dict:
        lines = [f"{self.names[p]}: “{words}”" for p, words in self.speech]
        return {"id": "talk", "label": _("Last question"), "style": "row", "cards": [],
                "empty": " ".join(lines) if lines else _("Nobody has asked anything yet."),
                "caption": ""}

    def _sets(self, p: int, v: dict) -> dict:
        return {"id": f"sets-{p}", "label": _("Your sets"), "style": "fan",
                "cards": [self.card(r + "S", note=f"×{SET_SIZE}") for r in v["sets"][p]], "count": len(v["sets"][p])}

    def _hand(self, v: dict, legal: list) -> list:
        """The child's hand grouped by rank; with a player picked, a rank's cards ask for it."""
        asks = self.rank_asks(legal) if self.target is not None else {}
        groups: dict[str, list[str]] = {}
        for code in v["hand"]:
            groups.setdefault(Card.parse(code).rank, []).append(code)
        zones = []
        for r in RANKS:
            if r not in groups:
                continue
            move = asks.get(r)
            action = self.offer_move(move, self._ask_say(move)) if move is not None else None
            cards = [self.card(c, action=action, note=_("new!") if c == v["last_draw"] else "")
                     for c in groups[r]]
            zones.append({"id": f"rank-{r}", "label": ranks_counted(r, len(groups[r])), "style": "fan",
                          "cards": cards, "count": len(groups[r]), "action": action})
        if not zones:
            zones.append({"id": "hand", "label": _("Your hand"), "cards": [], "empty": _("no cards")})
        return zones

    def _choices(self, v: dict, legal: list) -> list:
        return []

    def _buttons(self, legal: list) -> list:
        if self.target is None:
            return []
        return [{"id": self.offer_move(m, self._ask_say(m)), "label": _("Ask for {ranks}").format(ranks=rank_plural(r)),
                 "enabled": True}
                for r, m in self.rank_asks(legal).items()]

    def _ask_say(self, move) -> str:
        """The question in words, with the name the child sees (the game says "player 2"), holding
        the button's words ("Ask for Aces"), as a name must hold what its button shows (WCAG 2.5.3)."""
        target, rank = getattr(move, "target", None), getattr(move, "rank", None)
        if target is None or rank is None:
            return ""
        return _("Ask for {ranks} from {name}").format(ranks=rank_plural(rank), name=self.names[target])

    def _status(self, v: dict, legal: list) -> str:
        if v["over"]:
            return _("The game is over: {reason}.").format(reason=v["reason"])
        if not legal:
            return _("Waiting for the other players...")
        if self.target is None:
            return _("Your turn! Click the player you want to ask.")
        return _("Now pick what to ask {name} for.").format(name=self.names[self.target]) if self.hints else ""

    def _banner(self, v: dict) -> str:
        if not v["over"]:
            return ""
        sets = [len(s) for s in v["sets"]]
        mine = sets[self.you]
        if self.you in v["winners"]:
            if len(v["winners"]) > 1:
                return n_("You win with {n} set! (a shared win) 🎉", "You win with {n} sets! (a shared win) 🎉",
                          mine).format(n=mine)
            return n_("You win with {n} set! 🎉", "You win with {n} sets! 🎉", mine).format(n=mine)
        w = v["winners"]
        who = _(" and ").join(self.names[p] for p in w)
        won = (_("{who} wins with {n} sets.") if len(w) == 1 else _("{who} win with {n} sets.")).format(
            who=who, n=sets[w[0]])
        return _("{won} You have {mine}.").format(won=won, mine=mine)


class AuthorsTable(GoFishTable):
    game_name = "authors"

    def rank_asks(self, legal: list) -> dict:
        return {}  # in Authors you ask for a card, not a rank

    def card_asks(self, legal: list) -> list:
        return [m for m in legal if m.target == self.target]

    def _choices(self, v: dict, legal: list) -> list:
        """With a player picked, the cards the child may ask for, one group per rank."""
        if self.target is None:
            return []
        groups: dict[str, list] = {}
        for m in self.card_asks(legal):
            groups.setdefault(m.card.rank, []).append(self.card(m.card, action=self.offer_move(m), width=56))
        return [{"id": f"ask-{r}", "label": _("Ask for: {ranks}").format(ranks=rank_plural(r)), "style": "row",
                 "cards": cs} for r, cs in groups.items()]


    def _status(self, v: dict, legal: list) -> str:
        if self.target is not None and not v["over"] and legal:
            return _("Now click the card you want to ask {name} for.").format(name=self.names[self.target]) if self.hints else ""
        return super()._status(v, legal)


def _dashboard(table_class, seed: Optional[int], extra: list) -> W.VBox:
    players = W.ToggleButtons(options=[(_("{n} computer players").format(n=n - 1), n) for n in (3, 4, 5, 6)],
                              value=3, description=_("Play with:"), style={"description_width": "initial"})
    level = W.ToggleButtons(options=[(_("Easy"), "easy"), (_("Hard (remembers!)"), "hard")], value="easy",
                            description=_("Computers:"), style={"description_width": "initial"})
    return deal_again_app(
        table_class(players=3, seed=seed),
        lambda: table_class(players=players.value, level=level.value, **{name: w.value for w, name in extra}),
        [w for w, _ in extra], header=W.VBox([players, level]))


def go_fish_dashboard(seed: Optional[int] = None) -> W.VBox:
    """The Go Fish app: pick how many computer players and how clever they are, then play."""
    one = W.Checkbox(value=False, description=_("Hand over only one card"), indent=False)
    return _dashboard(GoFishTable, seed, [(one, "give_one")])


def authors_dashboard(seed: Optional[int] = None) -> W.VBox:
    """The Authors app."""
    all_ = W.Checkbox(value=False, description=_("Deal out every card (no pond)"), indent=False)
    return _dashboard(AuthorsTable, seed, [(all_, "deal_all")])


def memory_plot(result: dict) -> W.HTML:
    """What memory is worth: the hard bot's win rate and sets beside an easy bot's, each win rate
    with its 95% likely range (a shared win counts as a win)."""
    games, seats = result["games"], result["games"] * (result["players"] - 1)
    hard = share_interval(round(result["hard_rate"] * games), games)
    easy = share_interval(round(result["easy_rate"] * seats), seats)
    return W.HTML(
        bar_chart([(_("Hard (remembers)"), result["hard_rate"], "#2e7d32", hard),
                   (_("Easy (random)"), result["easy_rate"], "#ef6c00", easy),
                   (_("Fair share"), result["fair_share"], "#9e9e9e")],
                  title=_("Games won, out of {games} ({players} players)").format(
                      games=f"{games:,}", players=result["players"]), width=560, high=1)
        + bar_chart([(_("Hard (remembers)"), result["hard_sets"], "#2e7d32"),
                     (_("Easy (random)"), result["easy_sets"], "#ef6c00")],
                    title=_("Sets per game")))
