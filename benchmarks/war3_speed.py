"""How fast three-player War is played three ways, on this machine, in one run.

    python benchmarks/war3_speed.py [--games 20000] [--seconds 5] [--rounds 2]

(a) kit.warsim.three: many games at once with numpy, in one process;
(b) a plain Python loop of the same rules (deques, random.Random), written the short way;
(c) three-player War through the engine's contract (kit.new_game / to_act / play).

Prints games per second for each and the ratios, then the figures of (a)'s last run: mean and
median battles, wars, and who won.  A benchmark, not a test: the figures depend on the machine
and on what else it is doing, so each is timed ``--rounds`` times and its best round is kept.
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from collections import deque
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.war_speed import engine_game, rate  # noqa: E402
from kit.warsim.three import settle_battle, simulate3  # noqa: E402


def plain_game(rng: random.Random, cap: int = 5000) -> int:
    """One game with the default options; returns the battles fought.  The battle itself is the
    simulator's own Python copy of the engine's rules (``settle_battle``)."""
    deck = [rank for rank in range(13) for _ in range(4)]
    rng.shuffle(deck)
    piles = [deque(deck[p:51:3]) for p in range(3)]
    spare = [deck[51]]
    battles = 0
    while sum(1 for pile in piles if pile) > 1 and battles < cap:
        battles += 1
        taker, wars, pot = settle_battle(piles, lose=False)
        if taker is None:
            break
        if spare and wars:
            pot += spare
            spare = []
        rng.shuffle(pot)
        piles[taker].extend(pot)
    return battles


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=20_000, help="games for the batched simulator in a round")
    ap.add_argument("--seconds", type=float, default=5.0, help="time for each of (b) and (c) in a round")
    ap.add_argument("--rounds", type=int, default=2, help="rounds; each one's best round is shown")
    args = ap.parse_args()

    simulate3(2000, seed=0)  # warm up numpy
    rng = random.Random(1)
    best = {"a": 0.0, "b": 0.0, "c": 0.0}
    figures = {}
    for round_ in range(args.rounds):
        start = time.perf_counter()
        figures = simulate3(args.games, seed=1 + round_)
        best["a"] = max(best["a"], args.games / (time.perf_counter() - start))
        best["b"] = max(best["b"], rate(lambda i: plain_game(rng), args.seconds)[0])
        best["c"] = max(best["c"], rate(lambda i: engine_game(i, players=3), args.seconds)[0])
    a, b, c = best["a"], best["b"], best["c"]
    print(f"War, three players, default options; best of {args.rounds} rounds; games per second")
    print(f"{'(a) batched':>12} {'(b) plain':>10} {'(c) engine':>11} {'a/b':>7} {'a/c':>7}")
    print(f"{a:>12,.0f} {b:>10,.0f} {c:>11,.0f} {a / b:>6.1f}x {a / c:>6.1f}x")
    battles, winner = figures["battles"], figures["winner"]
    shares = " ".join(f"seat {p} {(winner == p).mean():.3f}" for p in range(3))
    print(f"(a), {args.games:,} games: battles mean {battles.mean():.1f}, median {np.median(battles):.0f}; "
          f"wars mean {figures['wars'].mean():.1f}; wins {shares}, draws {(winner == -1).mean():.3f}; "
          f"capped {figures['capped'].mean():.4f}")


if __name__ == "__main__":
    main()
