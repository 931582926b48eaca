"""Many games of two-player War at once, with numpy: the same rules and options as the engine
(kit/games/war.py), fast enough to ask a class's big questions live.

Every game is a row of arrays.  A player's face-down pile is a ring of 64 slots (``head`` is the
top card, ``count`` how many), the middle is a row of up to 52 cards.  One *step* is what happens
when both players have flipped in the engine: a battle's first cards, or a war's cards, laid by
every game still going at the same time; then the face-up cards are compared everywhere at once.

    from kit.warsim import simulate
    figures = simulate(100_000, seed=1, war_style="one_down")
    figures["battles"].mean()

The result is a dict of numpy arrays, one entry per game:

  battles      battles fought (a battle and all its wars count once)
  wars         wars (ties broken by laying cards), a war inside a war counting again
  double_wars  battles that needed a war inside a war
  winner       0 or 1, or -1 for a draw
  aces         Aces each player was dealt, shape (games, 2)
  capped       True when the game stopped at ``max_battles``

The games match the engine's in distribution, not card for card: the engine shuffles won cards
with its own generator.  Same seed and same number of games give the same figures.
"""
from __future__ import annotations

import numpy as np

from .games.war import War

OPTIONS = {k: War.OPTIONS[k] for k in ("war_style", "runout", "collect", "max_battles")}
ACE = 12  # ranks are 0..12 for 2..Ace
SLOTS = 64  # a pile is a ring of 64 slots (never more than 52 cards), so wrapping round is "& 63"
RING = SLOTS - 1


def cards_down(style: str, rank: np.ndarray) -> np.ndarray:
    """How many cards each player lays face down in a war over a tie of ``rank`` (0 = a 2)."""
    if style == "one_down":
        return np.ones_like(rank)
    if style == "three_down":
        return np.full_like(rank, 3)
    value = rank + 2  # by_rank: the number on the card, 10 for a picture, 11 for an Ace
    return np.where(rank == ACE, 11, np.minimum(value, 10))


def check_options(options: dict) -> dict:
    """The options with their defaults; a wrong name or value raises ValueError."""
    unknown = sorted(set(options) - set(OPTIONS))
    if unknown:
        raise ValueError(f"the War simulator has no option {', '.join(unknown)}; "
                         f"its options are: {', '.join(OPTIONS)} (it plays two players)")
    return {k: opt.check(k, options[k]) if k in options else opt.default for k, opt in OPTIONS.items()}


def simulate(games: int, seed: int = 0, **options) -> dict:
    """Play ``games`` complete two-player games of War; return their figures (see the module)."""
    opts = check_options(options)
    if isinstance(games, bool) or not isinstance(games, (int, np.integer)) or not 1 <= games <= 10_000_000:
        raise ValueError(f"the number of games must be a whole number from 1 to 10000000, not {games!r}")
    if isinstance(seed, bool) or not isinstance(seed, (int, np.integer)) or seed < 0:
        raise ValueError(f"a seed is a whole number 0 or more, not {seed!r}")
    return _Batch(int(games), np.random.default_rng(int(seed)), opts).run()


class _Batch:
    def __init__(self, n: int, rng: np.random.Generator, opts: dict):
        self.rng, self.opts, self.n = rng, opts, n
        deals = rng.permuted(np.tile(np.arange(52, dtype=np.int8), (n, 1)), axis=1) % 13
        self.buf = np.zeros((n, 2, SLOTS), dtype=np.int8)
        self.buf[:, 0, :26] = deals[:, 0::2]  # one card each in turn, seat 0 first
        self.buf[:, 1, :26] = deals[:, 1::2]
        self.head = np.zeros((n, 2), dtype=np.int16)   # small types: the work is memory-bound
        self.count = np.full((n, 2), 26, dtype=np.int16)
        self.pot = np.zeros((n, 52), dtype=np.int8)
        self.potlen = np.zeros(n, dtype=np.int64)
        self.up = np.zeros((n, 2), dtype=np.int8)
        self.need = np.ones(n, dtype=np.int64)             # cards each player lays this step
        self.standing = np.zeros((n, 2), dtype=bool)       # out of cards in a war: last card stands
        self.depth = np.zeros(n, dtype=np.int64)           # wars so far in this battle
        self.gid = np.arange(n)                            # which game each row is
        self.base = np.arange(n, dtype=np.int32) * 2 * SLOTS  # where each row's piles start in buf
        self.out = {
            "battles": np.zeros(n, dtype=np.int64), "wars": np.zeros(n, dtype=np.int64),
            "double_wars": np.zeros(n, dtype=np.int64), "winner": np.full(n, -1, dtype=np.int64),
            "aces": np.stack([(deals[:, p::2] == ACE).sum(axis=1) for p in (0, 1)], axis=1),
            "capped": np.zeros(n, dtype=bool),
        }
        self.battles = np.zeros(n, dtype=np.int32)
        self.wars = np.zeros(n, dtype=np.int64)
        self.doubles = np.zeros(n, dtype=np.int64)
        self.live = np.ones(n, dtype=bool)

    # -- one step for every game still going ---------------------------------------------------
    def run(self) -> dict:
        while self.live.any():
            fresh = self.live & (self.potlen == 0)
            fighting = np.flatnonzero(self.live & ~fresh)  # before the battle step starts new wars
            self.battle(fresh)
            if len(fighting):
                self.lay(fighting)
                self.compare(fighting)
            if self.live.sum() < len(self.live) // 2:
                self.compact()
        self.finish_rows(np.arange(len(self.live)))
        return self.out

    def battle(self, fresh: np.ndarray) -> None:
        """A new battle in every game between battles (``fresh``): both turn their top card up.
        Most battles end here, with two cards going under the winner's pile, so this path works on
        whole arrays: a game with nothing to move writes its own cards back where they are."""
        flat = self.buf.reshape(-1)
        h0, h1, c0, c1 = self.head[:, 0], self.head[:, 1], self.count[:, 0], self.count[:, 1]
        i0, i1 = self.base + h0, self.base + SLOTS + h1
        a, b = flat[i0], flat[i1]
        win = fresh & (a != b)
        seat1 = b > a
        tail = np.where(seat1, h1 + c1, h0 + c0)  # the slot under the winner's bottom card
        at = self.base + seat1 * SLOTS
        if self.opts["collect"] == "shuffle":
            swap = self.rng.random(len(fresh)) < 0.5
            first, second = np.where(swap, b, a), np.where(swap, a, b)
        else:  # as played: seat 0's card first
            first, second = a, b
        flat[np.where(win, at + (tail & RING), i0)] = np.where(win, first, a)
        flat[np.where(win, at + ((tail + 1) & RING), i1)] = np.where(win, second, b)
        h0 += fresh
        h0 &= RING
        h1 += fresh
        h1 &= RING
        c0 -= fresh
        c1 -= fresh
        won = win & seat1
        c1 += won
        c1 += won
        won = win & ~seat1
        c0 += won
        c0 += won
        self.battles += win
        ended = win & (np.where(seat1, c0, c1) == 0)
        if ended.any():
            r = np.flatnonzero(ended)
            self.end(r, seat1[r].astype(np.int64))
        if self.battles.max(initial=0) >= self.opts["max_battles"]:
            self.cap(np.flatnonzero(win & (self.battles >= self.opts["max_battles"])))
        t = np.flatnonzero(fresh & (a == b))
        if len(t):
            self.pot[t, 0], self.pot[t, 1] = a[t], b[t]
            self.potlen[t] = 2
            self.up[t, 0], self.up[t, 1] = a[t], b[t]
            self.war(t, a[t])

    def lay(self, rows: np.ndarray) -> None:
        """In a war each player lays ``need`` cards (fewer if short: the last one laid is face up),
        all at once: one gather from the piles and one scatter into the middle per player."""
        flat = self.buf.reshape(-1)
        for p in (0, 1):
            n = np.minimum(self.count[rows, p], self.need[rows])
            n[self.standing[rows, p]] = 0
            width = int(n.max(initial=0))
            if width == 0:
                continue
            j = np.arange(width)[None, :]
            head = self.head[rows, p][:, None]
            cards = flat[(rows * 2 * SLOTS + p * SLOTS)[:, None] + ((head + j) & RING)]
            r, k = np.nonzero(j < n[:, None])
            self.pot[rows[r], self.potlen[rows[r]] + k] = cards[r, k]
            laid = n > 0
            self.up[rows[laid], p] = cards[laid, n[laid] - 1]
            self.head[rows, p] = (self.head[rows, p] + n) & RING
            self.count[rows, p] -= n
            self.potlen[rows] += n

    def compare(self, rows: np.ndarray) -> None:
        """After war cards are laid: compare the new face-up cards."""
        a, b = self.up[rows, 0], self.up[rows, 1]
        s0, s1 = self.standing[rows, 0], self.standing[rows, 1]
        tie = a == b
        winner = np.where(a > b, 0, 1)
        # a card standing in for an empty pile loses when it ties again; two of them: a draw
        winner = np.where(tie & s0 & ~s1, 1, np.where(tie & s1 & ~s0, 0, winner))
        decided = ~tie | (s0 ^ s1)
        drawn = tie & s0 & s1
        war = tie & ~s0 & ~s1
        self.war(rows[war], a[war])
        self.take(rows[decided], winner[decided])
        self.draw(rows[drawn])

    def war(self, rows: np.ndarray, rank: np.ndarray) -> None:
        self.wars[rows] += 1
        self.depth[rows] += 1
        self.doubles[rows] += self.depth[rows] == 2
        self.need[rows] = cards_down(self.opts["war_style"], rank.astype(np.int64)) + 1
        counts = self.count[rows]
        if self.opts["runout"] == "lose":
            short = counts < self.need[rows][:, None]
            one = short[:, 0] ^ short[:, 1]
            both = short[:, 0] & short[:, 1]
            # the short player is out, so the other wins the game with this battle
            self.battles[rows[one]] += 1
            self.end(rows[one], np.where(short[one, 0], 1, 0))
            self.draw(rows[both])
        else:
            self.standing[rows] = counts == 0
            nobody = self.standing[rows].all(axis=1)
            self.draw(rows[nobody])

    def take(self, rows: np.ndarray, winner: np.ndarray) -> None:
        """The winner puts the middle under their pile (shuffled, or in the order played)."""
        if len(rows) == 0:
            return
        length = self.potlen[rows]
        width = int(length.max())
        pot = self.pot[rows, :width]
        slot = np.arange(width)[None, :]
        if self.opts["collect"] == "shuffle":
            keys = self.rng.random((len(rows), width))
            keys[slot >= length[:, None]] = 2.0  # empty slots sort last
            pot = np.take_along_axis(pot, np.argsort(keys, axis=1), axis=1)
        r, j = np.nonzero(slot < length[:, None])
        w = winner[r]
        tail = self.head[rows[r], w] + self.count[rows[r], w]
        self.buf[rows[r], w, (tail + j) & RING] = pot[r, j]
        self.count[rows, winner] += length
        self.potlen[rows] = 0
        self.need[rows] = 1
        self.depth[rows] = 0
        self.standing[rows] = False
        self.battles[rows] += 1
        self.after_battle(rows, winner)

    def after_battle(self, rows: np.ndarray, winner: np.ndarray) -> None:
        """A player with no cards left has lost; otherwise the cap may end the game."""
        loser_out = self.count[rows, 1 - winner] == 0
        self.end(rows[loser_out], winner[loser_out])
        capped = ~loser_out & (self.battles[rows] >= self.opts["max_battles"])
        self.cap(rows[capped])

    def draw(self, rows: np.ndarray) -> None:
        self.battles[rows] += 1
        self.end(rows, np.full(len(rows), -1))

    def cap(self, rows: np.ndarray) -> None:
        c = self.count[rows]
        self.end(rows, np.where(c[:, 0] > c[:, 1], 0, np.where(c[:, 1] > c[:, 0], 1, -1)), capped=True)

    def end(self, rows: np.ndarray, winner: np.ndarray, capped: bool = False) -> None:
        still = self.live[rows]
        rows, winner = rows[still], winner[still]
        g = self.gid[rows]
        self.out["winner"][g] = winner
        self.out["capped"][g] = capped
        self.live[rows] = False

    def finish_rows(self, rows: np.ndarray) -> None:
        g = self.gid[rows]
        self.out["battles"][g] = self.battles[rows]
        self.out["wars"][g] = self.wars[rows]
        self.out["double_wars"][g] = self.doubles[rows]

    def compact(self) -> None:
        """Drop finished games from the arrays (after keeping their figures)."""
        done = np.flatnonzero(~self.live)
        self.finish_rows(done)
        keep = self.live
        for name in ("buf", "head", "count", "pot", "potlen", "up", "need", "standing", "depth", "gid",
                     "battles", "wars", "doubles", "live"):
            setattr(self, name, getattr(self, name)[keep])
        self.base = np.arange(len(self.live), dtype=np.int32) * 2 * SLOTS


def simulate_in_chunks(games: int, chunk: int = 2000, seed: int = 0, **options):
    """Yield the figures of ``games`` games ``chunk`` at a time (the last chunk may be smaller),
    so a page can show the results filling in.  Chunk k is seeded from (seed, k): the same call
    always gives the same figures."""
    check_options(options)
    if isinstance(chunk, bool) or not isinstance(chunk, int) or chunk < 1:
        raise ValueError(f"the chunk size must be a whole number 1 or more, not {chunk!r}")
    done, k = 0, 0
    while done < games:
        size = min(chunk, games - done)
        yield simulate(size, seed=int(np.random.SeedSequence([seed, k]).generate_state(1)[0]), **options)
        done, k = done + size, k + 1
