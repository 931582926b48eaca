"""Computer players for Go Fish and Authors.

``easy`` asks at random among the legal questions.  ``hard`` remembers every public question and
answer in its view (``view["history"]``): who asked for what (so holds at least one of that rank),
who said "Go fish!" (so holds none, until they next draw a card), which cards were handed to whom,
which sets went down.  It asks where a card is certain, else where it is most likely, using the
exact hypergeometric chance of ``kit.exact.go_fish`` over what it cannot see.  It sees only its
view and its legal moves.
"""
from __future__ import annotations

from typing import Any, Optional, Sequence

from collections import Counter
from math import comb

from ..bots import Bot, RandomBot, register_bot
from ..cards import SUITS, Card
from ..game import Move
from .authors import AskFor
from .go_fish import Ask


class Memory:
    """What one seat knows about the others from the public history."""

    def __init__(self, players: int, me: int):
        self.players, self.me = players, me
        self._forget()

    def _forget(self) -> None:
        players = self.players
        self.least: list[Counter[str]] = [Counter() for _ in range(players)]  # rank -> cards of it surely held
        self.none: list[set[str]] = [set() for _ in range(players)]           # ranks surely not held
        self.holder: dict[str, int] = {}                          # card code -> who surely holds it
        self.lacks: list[set[str]] = [set() for _ in range(players)]          # card codes surely not held
        self.seen = 0

    def update(self, history: list[Any]) -> None:
        if len(history) < self.seen:  # a new game in the same seat: forget
            self._forget()
        for e in history[self.seen:]:
            self.learn(e)
        self.seen = len(history)

    def learn(self, e: dict[str, Any]) -> None:
        kind = e["type"]
        if kind == "ask":
            a, r = e["player"], e["rank"]
            self.least[a][r] = max(self.least[a][r], 1)
            self.none[a].discard(r)
            if "card" in e:
                self.lacks[a].add(e["card"])
        elif kind == "give":
            a, b, r = e["to"], e["player"], e["rank"]
            self.least[a][r] += len(e["cards"])
            for c in e["cards"]:
                self.holder[c] = a
                self.lacks[a].discard(c)
                self.lacks[b].add(c)
            self.least[b][r] = max(0, self.least[b][r] - len(e["cards"]))
        elif kind == "go_fish":
            b, r = e["player"], e["rank"]
            if "card" in e:
                self.lacks[b].add(e["card"])
            else:
                self.least[b][r] = 0
                self.none[b].add(r)
        elif kind == "draw":
            self.none[e["player"]].clear()
            self.lacks[e["player"]].clear()
        elif kind == "lucky":
            a, c = e["player"], e["card"]
            self.least[a][c[0]] += 1
            self.holder[c] = a
            self.lacks[a].discard(c)
        elif kind == "set":
            r = e["rank"]
            for q in range(self.players):
                self.least[q][r] = 0
                self.none[q].add(r)
            for c in e["cards"]:
                self.holder.pop(c, None)

    def unknown_slots(self, view: dict[str, Any], q: int) -> int:
        """Cards in ``q``'s hand that memory cannot name."""
        return max(0, int(view["hand_sizes"][q]) - sum(self.least[q].values()))


class HardGoFishBot(Bot):
    level = "hard"

    def __init__(self, seed: Optional[int] = None, seat: int = 0):
        super().__init__(seed=seed, seat=seat)
        self.memory: Optional[Memory] = None

    def remember(self, view: dict[str, Any]) -> Memory:
        if self.memory is None or self.memory.players != view["players"]:
            self.memory = Memory(view["players"], view["you"])
        self.memory.update(view["history"])
        return self.memory

    def chance(self, view: dict[str, Any], mem: Memory, target: int, rank: str, mine: Counter[Any]) -> float:
        """How likely ``target`` holds at least one card of ``rank``."""
        if mem.least[target][rank] >= 1:
            return 1.0
        if rank in mem.none[target]:
            return 0.0
        placed = sum(mem.least[q][rank] for q in range(view["players"]) if q != view["you"])
        copies = 4 - mine[rank] - placed
        if copies <= 0:
            return 0.0
        pool = view["stock"] + sum(mem.unknown_slots(view, q) for q in range(view["players"])
                                   if q != view["you"] and rank not in mem.none[q])
        hand = mem.unknown_slots(view, target)
        if pool <= 0 or hand <= 0:
            return 0.0
        copies = min(copies, pool)
        return 1.0 - comb(pool - copies, min(hand, pool)) / comb(pool, min(hand, pool))

    def choose(self, view: dict[str, Any], legal: Sequence[Move]) -> Move:
        mem = self.remember(view)
        mine = Counter(c[0] for c in view["hand"])
        asks = [m for m in legal if isinstance(m, Ask)]
        return self.pick_best(asks, lambda m: (round(self.chance(view, mem, m.target, m.rank, mine), 9),
                                               mine[m.rank]))


class HardAuthorsBot(HardGoFishBot):
    def card_chance(self, view: dict[str, Any], mem: Memory, target: int, card: Card, mine: set[Any]) -> float:
        code = card.code
        if code in mem.holder:
            return 1.0 if mem.holder[code] == target else 0.0
        if code in mem.lacks[target]:
            return 0.0
        me = view["you"]
        others = [q for q in range(view["players"]) if q != me]
        named = Counter(mem.holder[c] for c in mem.holder)
        free = {q: max(0, view["hand_sizes"][q] - named[q]) for q in others}
        pool = view["stock"] + sum(free[q] for q in others if code not in mem.lacks[q])
        if pool <= 0 or free[target] <= 0:
            return 0.0
        base = free[target] / pool
        # the target asked for this rank: they hold some card of it we cannot name
        rank = card.rank
        known_of_rank = sum(1 for c, h in mem.holder.items() if c[0] == rank and h == target)
        extra = mem.least[target][rank] - known_of_rank
        if extra > 0:
            unlocated = [Card(rank, s).code for s in SUITS
                         if Card(rank, s).code not in mine and Card(rank, s).code not in mem.holder
                         and Card(rank, s).code not in mem.lacks[target]]
            if unlocated:
                base = max(base, min(1.0, extra / len(unlocated)))
        return float(base)

    def choose(self, view: dict[str, Any], legal: Sequence[Move]) -> Move:
        mem = self.remember(view)
        mine = set(view["hand"])
        held = Counter(c[0] for c in view["hand"])
        asks = [m for m in legal if isinstance(m, AskFor)]
        return self.pick_best(asks, lambda m: (round(self.card_chance(view, mem, m.target, m.card, mine), 9),
                                               held[m.card.rank]))


register_bot("go_fish", "easy", RandomBot)
register_bot("go_fish", "hard", HardGoFishBot)
register_bot("authors", "easy", RandomBot)
register_bot("authors", "hard", HardAuthorsBot)


def memory_is_worth(game: str = "go_fish", players: int = 3, games: int = 30, seed: int = 0) -> dict[str, Any]:
    """Seeded games with one hard bot (it remembers) among easy bots (they ask at random), the
    hard seat going round the table.  Returns the games, the hard bot's wins and sets, and an
    easy bot's average for comparison (a shared win counts as a win)."""
    from ..bots import make_bot, play_out
    from ..game import new_game

    hard_wins = easy_wins = hard_sets = easy_sets = 0
    for i in range(games):
        hard = i % players
        g = new_game(game, players=players, seed=seed + i)
        play_out(g, {p: make_bot(game, "hard" if p == hard else "easy", seed=seed + i, seat=p)
                     for p in range(players)})
        hard_wins += hard in g.winners
        easy_wins += sum(p in g.winners for p in range(players) if p != hard)
        scores = g.scores
        assert scores is not None  # Go Fish scores the sets laid down
        hard_sets += scores[hard]
        easy_sets += sum(scores) - scores[hard]
    easy_seats = games * (players - 1)
    return {"games": games, "players": players, "hard_wins": hard_wins,
            "hard_rate": hard_wins / games, "easy_rate": easy_wins / easy_seats,
            "hard_sets": hard_sets / games, "easy_sets": easy_sets / easy_seats, "fair_share": 1 / players}
