"""Computer players for King of the Hill (docs/rules.md section 3).

``easy`` makes any legal move.  ``hard`` plays from its own view only: it hides its Joker in the
reserve, bids just enough for a stack by guessing the other's attack from the cards it has not
seen, gives cheap stacks up with the Joker, and keeps its strongest attack for the top.
"""
from __future__ import annotations

from typing import Any, Iterable, Sequence

from ..bots import Bot, RandomBot, register_bot
from ..cards import Card, standard_deck
from ..game import Move
from .king_of_the_hill import (JOKER_CARD, Attack, Choose, Outcome, Phase, PlayJoker, Ready, ToHand, ToReserve, attack_key,
                               attack_value, card_value, compare_keys, legal_attacks)

class EasyBot(RandomBot):
    """Any legal move, at random."""


register_bot("king_of_the_hill", "easy", EasyBot)


class HardBot(Bot):
    """Plays like a thoughtful adult, from its own view only.

    * Reserve: hides its Joker there (a bluff that costs nothing: the Joker can always be fetched)
      and keeps one 10-valued card for tie-breaks when it has several.
    * Attack: weighs the stack by what it can see (the face-up top, about 7 points for each hidden
      card; the apex is the whole game), imagines the other's hand from the cards it has not seen
      yet, and picks the attack with the best expected gain: the chance of winning times the
      stack's worth, minus the points it spends.  So it bids just enough, gives cheap stacks up
      with the Joker to save strength, and keeps its strongest attack for the top of the hill.
    * Tie-break: its strongest reserve attack.  Won cards: one good card to the reserve while the
      reserve is thin, the rest to the hand.
    """

    level = "hard"
    SAMPLES = 24               # guesses at the other's hand per decision
    HIDDEN_WORTH = 7.0         # what a face-down card of a stack is worth, on average
    APEX_WORTH = 1000.0        # the top of the hill: the whole game
    GUESS_JOKER = 0.15         # in a guess, how often the other gives the stack up with the Joker
    GUESS_RANDOM = 0.5         # ... and how often they play any attack rather than their strongest
    STRONGEST_COST = 6.0       # the extra cost of spending its strongest attack on a lower stack
    GO_FOR_TOP = 0.8           # chooses the top when its best beats this share of the guesses
    THIN_RESERVE = 2           # a reserve with fewer cards than this (Joker aside) is thin ...
    KEEP_FOR_RESERVE = 8       # ... and gets a won card worth at least this

    def choose(self, view: dict[str, Any], legal: Sequence[Move]) -> Move:
        legal = list(legal)
        if len(legal) == 1:
            return legal[0]
        phase = view["phase"]
        if phase == Phase.RESERVE:
            return self._reserve(view, legal)
        if phase == Phase.SPLIT:
            return self._split(view, legal)
        if phase == Phase.CHOOSE:
            return self._choose(view, legal)
        if phase == Phase.TIEBREAK:
            attacks = [m for m in legal if isinstance(m, Attack)]
            return max(attacks, key=lambda m: (attack_value(m.cards), -len(m.cards))) if attacks else PlayJoker()
        return self._attack(view, legal)

    # -- the start ----------------------------------------------------------------------------------
    def _reserve(self, view: dict[str, Any], legal: Sequence[Move]) -> Move:
        hand = [Card.parse(c) for c in view["hand"]]
        reserve = [Card.parse(c) for c in view["reserve"]]
        if JOKER_CARD in hand:
            return ToReserve(JOKER_CARD)
        tens = sorted((c for c in hand if card_value(c) == 10), key=lambda c: c.high)
        if len(reserve) < self.THIN_RESERVE and len(tens) >= 2:
            return ToReserve(tens[0])
        return Ready()

    def _split(self, view: dict[str, Any], legal: Sequence[Move]) -> Move:
        won = sorted((Card.parse(c) for c in view["won"]), key=card_value, reverse=True)
        thin = sum(1 for c in view["reserve"] if c != "JK") < self.THIN_RESERVE
        c = won[0]
        if thin and card_value(c) >= self.KEEP_FOR_RESERVE:
            return ToReserve(c)
        return ToHand(won[-1])

    # -- what it cannot see ----------------------------------------------------------------------------
    def _unseen(self, view: dict[str, Any]) -> list[Card]:
        seen = set(view["hand"]) | set(view["reserve"]) | set(view["dead"])
        for row in view["pyramid"]:
            for s in row:
                if s["top"]:
                    seen.add(s["top"])
        return [c for c in standard_deck() if c.code not in seen]

    def _worth(self, view: dict[str, Any], rc: str) -> float:
        r, i = map(int, rc.split("."))
        s = view["pyramid"][r][i]
        if r == 0:
            return self.APEX_WORTH
        top = card_value(Card.parse(s["top"])) if s["top"] else 0
        return float(top + self.HIDDEN_WORTH * s["hidden"])

    def _their_attacks(self, view: dict[str, Any]) -> list[tuple[Card, ...]]:
        """A guess at the other's attack, once per sample: a hand drawn from the unseen cards,
        then either a random attack of it or its strongest one."""
        them = 1 - view["you"]
        unseen = self._unseen(view)
        size = max(0, min(len(unseen), (view["hand_sizes"][them] or 1) - 1))
        out: list[tuple[Card, ...]] = []
        for _ in range(self.SAMPLES):
            idx: Iterable[int] = self.rng.choice(len(unseen), size=size, replace=False) if size else []
            hand = [unseen[k] for k in idx]
            options = legal_attacks(hand)
            if not options or self.rng.random() < self.GUESS_JOKER:
                out.append((JOKER_CARD,))
            elif self.rng.random() < self.GUESS_RANDOM:
                out.append(options[int(self.rng.integers(len(options)))])
            else:
                out.append(max(options, key=attack_value))
        return out

    def _attack(self, view: dict[str, Any], legal: Sequence[Move]) -> Move:
        worth = self._worth(view, view["chosen"])
        apex = view["chosen"] == "0.0"
        theirs = [attack_key(t) for t in self._their_attacks(view)]
        equal = view["options"]["equal_face_cards"]
        attacks = [m for m in legal if isinstance(m, Attack)]
        strongest = max((attack_value(m.cards) for m in attacks), default=0)
        best: Move = PlayJoker()
        best_score = 0.0
        for m in attacks:
            key = attack_key(m.cards)
            results = [compare_keys(key, t, equal) for t in theirs]
            p_win = sum(r is Outcome.FIRST for r in results) / len(results)
            p_tie = sum(r is Outcome.TIE for r in results) / len(results)
            cost = 0.0 if apex else attack_value(m.cards) + (self.STRONGEST_COST if attack_value(m.cards) == strongest else 0.0)
            score = (p_win + 0.5 * p_tie) * worth - cost
            if score > best_score:
                best, best_score = m, score
        return best

    def _choose(self, view: dict[str, Any], legal: Sequence[Move]) -> Move:
        others = [m for m in legal if isinstance(m, Choose) and (m.row, m.index) != (0, 0)]
        if len(others) < len(legal):  # the top of the hill is open
            mine = max((attack_value(a) for a in legal_attacks([Card.parse(c) for c in view["hand"]])), default=0)
            theirs = sorted(attack_value(t) for t in self._their_attacks(view))
            if not others or mine > theirs[int(len(theirs) * self.GO_FOR_TOP)]:
                return Choose(0, 0)
        # the richest stack, but not one that opens the top of the hill to the other player
        def score(m: Choose) -> float:
            opens_apex = m.row == 1
            return self._worth(view, f"{m.row}.{m.index}") - (100 if opens_apex else 0)
        return max(others, key=score)


register_bot("king_of_the_hill", "hard", HardBot)
