"""Timings and bot strength for Go Fish and Authors (not a test: figures for the notes).

    PYTHONPATH=. python benchmarks/bench_go_fish.py
"""
import time

import kit
from kit.bots import make_bot, play_out
from kit.games.go_fish_bots import memory_is_worth


def main() -> None:
    for name in ("go_fish", "authors"):
        for n in (3, 4, 5, 6):
            start, moves, games = time.perf_counter(), 0, 50
            for s in range(games):
                g = kit.new_game(name, players=n, seed=s)
                play_out(g, {p: make_bot(name, "easy", seed=s, seat=p) for p in range(n)})
                moves += len(g.history)
            took = time.perf_counter() - start
            r = memory_is_worth(name, n, 100, seed=10_000)
            print(f"{name:8} {n} players: easy playout {1000 * took / games:5.1f} ms/game "
                  f"({moves / games:5.1f} asks); hard vs easy: wins {r['hard_rate']:.2f} "
                  f"(fair {r['fair_share']:.2f}), sets {r['hard_sets']:.2f} vs {r['easy_sets']:.2f}")


if __name__ == "__main__":
    main()
