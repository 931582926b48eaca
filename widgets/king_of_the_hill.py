"""The King of the Hill table: the pyramid drawn as rows of stacks, the child's hand and reserve,
and the fight for the chosen stack.

    from widgets.king_of_the_hill import KingOfTheHillTable
    KingOfTheHillTable(seed=7)                 # against the easy computer
    KingOfTheHillTable(seed=7, level="hard", equal_face_cards=True)

How a child plays (every rule is the game's: the table only shows its view and legal moves)
  * at the start, click hand cards to put them into the reserve (click a reserve card to take it
    back), then press Ready;
  * when it is your turn to choose, click a glowing stack of the pyramid;
  * to attack, click cards of your hand: the sum builds up as an addition ("3 + 4 + 5 = 12") and
    the game says why a choice is not an attack; press Attack!, or Play Joker to give up;
  * after winning a stack, click the won cards that should go into the reserve, then Done.
"""
from __future__ import annotations

from functools import partial
from typing import Optional

import ipywidgets as W

import kit
from kit.game import capital
from kit.words import _, n_
from kit.games.king_of_the_hill import Attack, Choose, KingOfTheHill, Phase, PlayJoker, Ready, ToHand, ToReserve, stack_id, stack_name

from .table import GameTable, deal_again_app

# The pyramid reads as a pyramid when every row of this board is centred (scoped to this table).
PYRAMID_CARD = 64  # px: the pyramid is tall, so its cards are a little smaller than the hand's


class KingOfTheHillTable(GameTable[KingOfTheHill]):
    result_kept_in_a_zone = True  # the last fight stays on show until the child attacks again
    game_name = "king_of_the_hill"

    def __init__(self, *args, **kwargs):
        self.picked: list[str] = []      # hand cards the child has clicked for an attack
        self.to_reserve: list[str] = []  # won cards the child wants in the reserve
        super().__init__(*args, **kwargs)

    # -- local choices (no rule here: legality is asked of the game) -------------------------------
    def _toggle(self, chosen: list, code: str) -> None:
        """Put ``code`` into ``chosen`` (the attack, or the won cards going to the reserve), or take it out."""
        if code in chosen:
            chosen.remove(code)
        else:
            chosen.append(code)
        self.refresh()

    def _toggle_pick(self, code: str) -> None:
        self._toggle(self.picked, code)

    def _clear_picks(self) -> None:
        self.picked.clear()
        self.refresh()

    def _toggle_reserve(self, code: str) -> None:
        self._toggle(self.to_reserve, code)

    def _attack(self, move) -> None:
        picked, self.picked = self.picked, []
        if not self.play(move):  # refused: the picked cards stay picked
            self.picked = picked
            self.refresh()

    def _split_done(self, won: list[str]) -> None:
        """Put every won card away: the marked ones into the reserve, the rest into the hand."""
        for code in won:
            card = kit.Card.parse(code)
            move = ToReserve(card) if code in self.to_reserve else ToHand(card)
            try:
                self.tell(self.game.play(self.you, move))
            except kit.IllegalMove as e:
                self.error = e.told(self.speaker())
                break
        self.to_reserve = []
        self.run_bots()
        self.refresh()

    def refresh(self) -> None:
        v = self.game.view(self.you)
        if v["attack_from"] is None or self.you not in v["to_act"]:
            self.picked = []
        mine = set(v.get(v["attack_from"] or "hand", []))
        self.picked = [c for c in self.picked if c in mine]
        super().refresh()

    # -- the scene ---------------------------------------------------------------------------------------
    def scene(self) -> dict:
        v = self.view()
        legal = self.legal()
        me, them = self.you, 1 - self.you
        acting = me in v["to_act"]
        judged = self.game.judge(me, self.picked) if self.picked else None
        rows = [[self._their_zone(v, them)]]
        rows += self._pyramid(v, legal)
        rows.append(self._fight_zones(v))
        fight_row = len(rows) - 1
        rows.append([self._hand_zone(v, legal, judged)])
        rows.append([self._reserve_zone(v, legal)])
        if v.get("won"):
            rows.append([self._won_zone(v)])
        buttons = self._buttons(v, legal, judged)
        return {
            "title": _("King of the Hill"),
            "align": "center",
            # the hill stands in a column of its own beside the fight and the child's cards
            "aside": [1, 1 + len(v["pyramid"])],
            "banner": self._banner(v),
            "status": self._status(v, acting, judged),
            "rows": rows,
            "buttons": buttons,
            # Attack! and Ready under the attacks, just above the hand: on a Chromebook's first
            # screen; Done under the won cards it puts away
            "buttons_after": len(rows) - 1 if v.get("won") else fight_row,
            "info_up": True,  # the score where the fold of a Chromebook does not cut it
            "info": _("Stacks won — {me}: {mine} · {them}: {theirs} · Dead cards: {dead} · Thrown away: {thrown}").format(
                me=self.names[me], mine=v["stacks_won"][me], them=self.names[them], theirs=v["stacks_won"][them],
                dead=len(v["dead"]), thrown=v["discarded"]),
        }

    def _their_zone(self, v: dict, p: int) -> dict:
        hand, reserve = v["hand_sizes"][p], v["reserve_sizes"][p]
        count = hand if hand is not None else v["holding"][p]  # hidden while the reserve is sorted
        hand_text = n_("{n} card", "{n} cards", count).format(n=count)
        caption = n_("Reserve: {n} card.", "Reserve: {n} cards.", reserve).format(n=reserve) if reserve is not None else ""
        if v["doing"][p]:
            doing = self.game.describe_doing(p, v["doing"][p], self.you, self.names)
            caption = f"{caption} {doing}".strip()
        return {"id": f"player-{p}", "label": _("{name} — hand: {cards}").format(name=self.names[p], cards=hand_text), "style": "stack",
                "count": count, "cards": [self.card(None)], "caption": caption}

    def _pyramid(self, v: dict, legal: list) -> list:
        moves = {stack_id(m.row, m.index): m for m in legal if isinstance(m, Choose)}
        rows = []
        for row in v["pyramid"]:
            zones = []
            for s in row:
                sid = s["id"]
                action = self.offer_move(moves[sid]) if sid in moves else None
                if s["removed"]:
                    who = s["won_by"]
                    text = (_("thrown away") if who is None else _("won by you") if who == self.you
                            else _("won by {name}").format(name=self.names[who]))
                    zones.append({"id": f"stack-{sid}", "label": "", "say": f"{s['label']}: {text}", "style": "stack",
                                  "count": 0, "cards": [], "empty": text})
                    continue
                cards = [self.card(s["top"], action=action, width=PYRAMID_CARD)] if s["top"] else []
                caption = (_("+{n} hidden").format(n=s["hidden"]) if s["hidden"] else "") if s["top"] else ""
                zones.append({
                    # the pyramid's shape says where a stack is: only the top is named on the
                    # table; every stack's name is read out
                    "id": f"stack-{sid}", "label": s["label"] if s["row"] == 0 else "", "say": s["label"],
                    "style": "stack",
                    "count": s["count"], "cards": cards, "caption": caption, "action": action,
                    "highlight": bool(action) or v["chosen"] == sid,
                    "empty": _("empty top (win it to win!)") if s["imaginary"] else "",
                })
            rows.append(zones)
        return rows

    def _fight_zones(self, v: dict) -> list:
        """The fight for the chosen stack: sealed attacks, then both revealed with their sums (and
        the earlier rounds of a tie-break).  Before a new fight has a reveal, the last fight's
        result stays on show beside the sealed attacks."""
        me, them = self.you, 1 - self.you
        current = v["fight"]
        sealing = current is not None and v["attack_from"] is not None
        fight = current if current and current["rounds"] else v["last_fight"]
        rounds = (fight or {}).get("rounds", [])
        old = fight is not current  # the rounds on show belong to a fight that is over
        zones = []
        for p in (them, me):
            shown, caption = [], ""
            if sealing and p in v["attacked"]:
                if p == me and v.get("my_attack"):
                    shown, caption = [self.card(c) for c in v["my_attack"]], _("your secret attack")
                else:
                    shown, caption = [self.card(None)], _("secret attack")
            elif rounds and not (sealing and old):
                last = rounds[-1]["attacks"][p]
                shown = [self.card(c) for c in last["cards"]]
                caption = _("{sum} (from the reserve)").format(sum=last["sum"]) if last["from_reserve"] else last["sum"]
            if not old:
                earlier = [r["attacks"][p]["sum"] for r in (rounds if sealing and p in v["attacked"] else rounds[:-1])]
                if earlier:
                    caption = _("before: {sums}").format(sums=", ".join(earlier)) + (" · " + caption if caption else "")
            label = _("Your attack") if p == me else _("{name}'s attack").format(name=self.names[p])
            won = bool(rounds) and not sealing and rounds[-1]["winner"] == p
            zones.append({"id": f"attack-{p}", "label": label, "style": "row", "cards": shown,
                          "caption": caption, "empty": "—", "highlight": won})
        if rounds:
            last = rounds[-1]
            you = _("you")
            sums = " · ".join(f"{you if p == me else self.names[p]}: {last['attacks'][p]['sum']}" for p in (me, them))
            text = _("Tie-break: {why}").format(why=last["why"]) if last["tiebreak"] else last["why"]
            label = (_("Last fight: {stack}").format(stack=stack_name(fight["stack"])) if old and sealing
                     else capital(stack_name(fight["stack"])))
            # (after both attacks: the two attacks share a line on a Chromebook, the Attack! button
            # stays on its first screen)
            zones.append({"id": "result", "label": label, "style": "row", "cards": [], "empty": text,
                             "caption": sums})
        return zones

    def _hand_zone(self, v: dict, legal: list, judged: Optional[dict]) -> dict:
        phase = v["phase"]
        acting = self.you in v["to_act"]
        attackable = self._attackers(legal) if acting and phase == Phase.ATTACK else set()
        reservable = {m.card.code: m for m in legal if isinstance(m, ToReserve)} if phase == Phase.RESERVE else {}
        cards = [self.card(code, action=self._card_action(code, reservable, attackable),
                           selected=code in self.picked and phase == Phase.ATTACK,
                           dim=phase == Phase.ATTACK and acting and code not in attackable)
                 for code in v["hand"]]
        caption = ""
        if phase == Phase.RESERVE and acting:
            caption = _("click a card to put it into your reserve")
        elif phase == Phase.ATTACK and acting:
            caption = (judged["sum"] if judged and judged["legal"] else
                       (judged["sum"] + " — " + judged["reason"]) if judged else _("click cards to build your attack"))
        return {"id": "hand", "label": n_("Your hand — {n} card", "Your hand — {n} cards", len(v["hand"])).format(
                    n=len(v["hand"])),
                "style": "fan" if len(v["hand"]) > 7 else "row", "cards": cards, "count": len(v["hand"]),
                "caption": caption, "empty": _("no cards (only the Joker play is left)")}

    def _reserve_zone(self, v: dict, legal: list) -> dict:
        phase = v["phase"]
        back = {m.card.code: m for m in legal if isinstance(m, ToHand)} if phase == Phase.RESERVE else {}
        usable = self._attackers(legal) if v["attack_from"] == "reserve" and self.you in v["to_act"] else set()
        cards = [self.card(code, action=self._card_action(code, back, usable),
                           selected=code in self.picked and v["attack_from"] == "reserve")
                 for code in v["reserve"]]
        caption = _("secret: only you see these")
        if phase == Phase.RESERVE and v["reserve"]:
            caption = _("click a card to take it back")
        if v["attack_from"] == "reserve" and self.you in v["to_act"]:
            judged = self.game.judge(self.you, self.picked) if self.picked else None
            caption = (_("Tie-break! Attack with reserve cards.") + " " +
                       ((judged["sum"] + ("" if judged["legal"] else " — " + judged["reason"])) if judged else ""))
        return {"id": "reserve", "label": _("Your reserve — {n}").format(n=len(v["reserve"])), "style": "fan" if len(v["reserve"]) > 5 else "row",
                "cards": cards, "count": len(v["reserve"]), "caption": caption, "empty": _("empty")}

    def _attackers(self, legal: list) -> set:
        """The cards the child may pick for an attack now (the Joker too, when it may be played)."""
        codes = {c.code for m in legal if isinstance(m, Attack) for c in m.cards}
        if PlayJoker() in legal:
            codes.add("JK")
        return codes

    def _card_action(self, code: str, moves: dict, pickable: set) -> Optional[str]:
        """What a click on a card of the hand or the reserve does: the move ``moves`` has for it,
        else taking it into the attack or out of it (``pickable``), else nothing."""
        if code in moves:
            return self.offer_move(moves[code])
        if code in pickable:
            return self.offer(partial(self._toggle_pick, code), self._pick_say(code))
        return None

    def _pick_say(self, code: str) -> str:
        name = kit.Card.parse(code).name
        return (_("Take the {card} out of your attack") if code in self.picked
                else _("Add the {card} to your attack")).format(card=name)

    def _won_zone(self, v: dict) -> dict:
        cards = [self.card(c, action=self.offer(partial(self._toggle_reserve, c),
                                                  (_("{card}: send it to your hand") if c in self.to_reserve
                                                   else _("{card}: send it to your reserve")).format(
                                                      card=kit.Card.parse(c).name)), selected=c in self.to_reserve,
                           note=_("reserve") if c in self.to_reserve else _("hand")) for c in v["won"]]
        return {"id": "won", "label": _("Cards you won"), "style": "row", "cards": cards,
                "caption": _("click a card to send it to your reserve (the others go to your hand), then press Done"),
                "highlight": True}

    def _buttons(self, v: dict, legal: list, judged: Optional[dict]) -> list:
        phase = v["phase"]
        acting = self.you in v["to_act"]
        if v["over"]:
            return []
        if phase == Phase.RESERVE:
            ready = self.offer_move(Ready()) if Ready() in legal else None
            return [{"id": ready or "ready", "label": _("Ready"), "enabled": bool(ready), "big": True, "key": "ready"}]
        if v["attack_from"] is not None:
            move = judged["move"] if judged else None
            label = _("Attack!") + (f"  {judged['sum']}" if judged and judged["legal"] and move else "")
            attack = self.offer(partial(self._attack, move)) if acting and move is not None else None
            joker = self.offer(lambda: self._attack(PlayJoker())) if acting and PlayJoker() in legal else None
            clear = self.offer(self._clear_picks) if self.picked else None
            return [{"id": attack or "attack", "label": label, "enabled": bool(attack), "big": True, "key": "attack"},
                    {"id": joker or "joker", "label": _("Play Joker (give up)"), "enabled": bool(joker), "key": "joker"},
                    {"id": clear or "clear", "label": _("Clear"), "enabled": bool(clear), "key": "clear"}]
        if phase == Phase.SPLIT and v.get("won"):
            won = list(v["won"])
            done = self.offer(lambda: self._split_done(won))
            n = len(self.to_reserve)
            return [{"id": done, "label": _("Done ({hand} to hand, {reserve} to reserve)").format(hand=len(won) - n, reserve=n), "enabled": True, "big": True, "key": "done"}]
        return []

    def _status(self, v: dict, acting: bool, judged: Optional[dict]) -> str:
        phase = v["phase"]
        if v["over"]:
            return v["reason"].capitalize() if v["winner"] is None else ""
        if phase == Phase.RESERVE:
            return (_("Put some cards face down into your secret reserve (they settle ties), then press Ready.")
                    if acting else _("Waiting for the other player to finish the reserve..."))
        if phase == Phase.CHOOSE:
            return _("Your turn to choose: click a glowing stack!") if acting else _("The computer is choosing a stack...")
        if v["attack_from"] is not None:
            if not acting:
                return _("Waiting for the other attack...")
            if judged:
                if judged["legal"] and judged["move"] is not None:
                    return _("Your attack: {sum}. Press Attack!").format(sum=judged["sum"])
                return f"{judged['sum']} — {judged['reason']}" if judged["sum"] else judged["reason"]
            stack = capital(stack_name(v["chosen"]))
            return (_("{stack}: click cards of your hand to attack, or play your Joker to give up.")
                    if v["attack_from"] == "hand" else
                    _("{stack}: click cards of your reserve to attack, or play your Joker to give up.")).format(stack=stack)
        if phase == Phase.SPLIT:
            return (_("You won! Choose where the won cards go.") if acting
                    else _("The computer is putting its cards away..."))
        return ""

    def _banner(self, v: dict) -> str:
        return self.winner_banner(v, v["winner"], you=_("You are King of the Hill! 🎉"), other=_("{name} is King of the Hill."))


def king_of_the_hill_dashboard(seed: Optional[int] = None) -> W.VBox:
    """The King of the Hill app for children: pick the computer's level, then play."""
    level = W.ToggleButtons(options=[(_("Easy computer"), "easy"), (_("Hard computer"), "hard")], value="easy")
    equal = W.Checkbox(value=False, description=_("10 J Q K all equal"), indent=False)
    return deal_again_app(KingOfTheHillTable(seed=seed),
                          lambda: KingOfTheHillTable(level=level.value, equal_face_cards=equal.value), [level, equal])


def pyramid_picture(game: kit.Game, width: int = 46) -> W.HTML:
    """A small picture of the pyramid as everyone sees it (face-up tops, hidden counts, gone
    stacks as gaps), for the notebooks.  Drawn from ``game.view(None)`` only."""
    from kit.svg import card_svg

    rows = []
    for row in game.view(None)["pyramid"]:
        cells = []
        for s in row:
            if s["removed"] or (not s["top"] and not s["imaginary"]):
                pic = f'<div style="width:{width}px;height:{int(width * 1.39)}px"></div>'
                note = _("gone")
            elif s["imaginary"]:
                pic = f'<div style="width:{width}px;height:{int(width * 1.39)}px;border:2px dashed #999;border-radius:6px"></div>'
                note = _("top")
            else:
                pic = card_svg(kit.Card.parse(s["top"]), width=width)
                note = f"+{s['hidden']}" if s["hidden"] else "&nbsp;"  # the cards hidden under the top
            cells.append(f'<div style="text-align:center;font-size:11px;color:#555">{pic}<br>{note}</div>')
        rows.append('<div style="display:flex;justify-content:center;gap:6px;margin:2px 0">' + "".join(cells) + "</div>")
    return W.HTML('<div style="max-width:420px">' + "".join(rows) + "</div>")
