"""How fast War is played three ways, on this machine, in one run.

    python benchmarks/war_speed.py [--style three_down | --all] [--seconds 5] [--rounds 2]

(a) kit.warsim: many games at once with numpy, in one process; and (a*) the same split over
    every core of the machine (``workers=``, one process per core);
(b) a plain Python loop of the same rules (deque, random.Random), written the obvious way;
(c) War through the engine's contract (kit.new_game / to_act / play), as lessons use it.

Prints games per second for each and the ratios.  A benchmark, not a test: figures depend on the
machine and on what else it is doing.  On a shared machine the load comes and goes, so the three
are timed in turn, ``--rounds`` times, and each one's best round is kept: (a) and (b) meet the same
weather, and their ratio is the figure to read.
"""
from __future__ import annotations

import argparse
import os
import random
import sys
import time
from collections import deque
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import kit  # noqa: E402
from kit.games.war import Flip  # noqa: E402
from kit.warsim import simulate  # noqa: E402


def plain_game(rng: random.Random, style: str, cap: int = 5000) -> int:
    """One two-player game (last_card_up run-out, shuffled pickup); returns the battles fought."""
    deck = [rank for rank in range(2, 15) for _ in range(4)]
    rng.shuffle(deck)
    piles = [deque(deck[0::2]), deque(deck[1::2])]
    battles = 0
    while piles[0] and piles[1] and battles < cap:
        battles += 1
        pot = [piles[0].popleft(), piles[1].popleft()]
        up = [pot[0], pot[1]]
        standing = [False, False]
        while up[0] == up[1]:
            if standing[0] or standing[1]:  # a card standing in ties again: it loses
                break
            down = {"one_down": 1, "three_down": 3}.get(style) or (11 if up[0] == 14 else min(up[0], 10))
            for p in (0, 1):
                laid = [piles[p].popleft() for _ in range(min(down + 1, len(piles[p])))]
                if laid:
                    pot.extend(laid)
                    up[p] = laid[-1]
                else:
                    standing[p] = True
            if standing[0] and standing[1]:
                return battles  # nobody can go on: a draw
        if up[0] == up[1]:
            winner = 1 if standing[0] else 0
        else:
            winner = 0 if up[0] > up[1] else 1
        rng.shuffle(pot)
        piles[winner].extend(pot)
    return battles


def engine_game(seed: int, players: int = 2, **options) -> int:
    """One game played through the engine's contract; returns the battles fought."""
    g = kit.new_game("war", players=players, seed=seed, **options)
    flip = Flip()
    while not g.over:
        for p in g.to_act:
            g.play(p, flip)
    return g.battles


def rate(run, seconds: float) -> tuple[float, float]:
    """(games per second, battles per second) of ``run(i) -> battles`` over about ``seconds``."""
    start, games, battles = time.perf_counter(), 0, 0
    while time.perf_counter() - start < seconds:
        battles += run(games)
        games += 1
    spent = time.perf_counter() - start
    return games / spent, battles / spent


def measure(style: str, args) -> dict:
    """Games per second (and battles per second) of (a), (b) and (c) for one war style."""
    best = {"a": (0.0, 0.0), "a*": (0.0, 0.0), "b": (0.0, 0.0), "c": (0.0, 0.0)}
    rng = random.Random(1)

    def batched(workers: int, seed: int) -> tuple[float, float]:
        start = time.perf_counter()
        figures = simulate(args.games, seed=seed, workers=workers, war_style=style)
        spent = time.perf_counter() - start
        return args.games / spent, figures["battles"].sum() / spent

    for round_ in range(args.rounds):
        runs = {
            "a": batched(1, 1 + round_),
            "a*": batched(CORES, 1 + round_) if CORES > 1 else (0.0, 0.0),
            "b": rate(lambda i: plain_game(rng, style), args.seconds),
            "c": rate(lambda i: engine_game(i, war_style=style), args.seconds) if not args.no_engine else (0.0, 0.0),
        }
        best = {k: max(best[k], runs[k]) for k in best}
    return best


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--style", default="three_down", choices=STYLES)
    ap.add_argument("--all", action="store_true", help="all three war styles, one table")
    ap.add_argument("--seconds", type=float, default=5.0, help="time for each of (b) and (c) in a round")
    ap.add_argument("--games", type=int, default=200_000, help="games for the batched simulator in a round")
    ap.add_argument("--rounds", type=int, default=2, help="rounds; each one's best round is shown")
    ap.add_argument("--no-engine", action="store_true", help="leave out (c)")
    args = ap.parse_args()

    simulate(2000, seed=0)  # warm up numpy
    styles = STYLES if args.all else [args.style]
    print(f"War, two players, shuffled pickup; best of {args.rounds} rounds; games per second;"
          f" (a) one process, (a*) {CORES} processes (this machine's cores)")
    print(f"{'war_style':<11} {'(a) batched':>12} {'(a*) cores':>11} {'(b) plain':>10} {'(c) engine':>11}"
          f" {'a/b':>7} {'a*/b':>7} {'c/b':>6} {'battles/s (a)':>14} {'battles/s (b)':>14}")
    for style in styles:
        r = measure(style, args)
        (a, a_battles), (a_all, _), (b, b_battles), (c, _) = r["a"], r["a*"], r["b"], r["c"]
        print(f"{style:<11} {a:>12,.0f} {a_all:>11,.0f} {b:>10,.0f} {c:>11,.0f} {a / b:>6.1f}x {a_all / b:>6.1f}x"
              f" {c / b:>5.2f}x {a_battles:>14,.0f} {b_battles:>14,.0f}", flush=True)


STYLES = ["one_down", "three_down", "by_rank"]
CORES = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)

if __name__ == "__main__":
    main()
