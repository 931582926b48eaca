"""Figures for the race games (not a test): engine speed, bot strength, a realtime beat's cost.

    PYTHONPATH=. python benchmarks/bench_race.py [games]
"""
import sys
import time
from collections import Counter

from kit.bots import hard_against_easy

# Every seat a computer (no child's seat), each reacting at the hard speed.
COMPUTERS_ONLY = {"human": -1, "speed": "hard"}


def strength(name, games):
    res, t = Counter(), time.perf_counter()
    moves = 0
    for seed in range(games):
        g, hard = hard_against_easy(name, seed, **COMPUTERS_ONLY)
        moves += len(g.history)
        res["hard wins" if g.winners == [hard] else "draws or shared" if len(g.winners) != 1 else "easy wins"] += 1
    took = time.perf_counter() - t
    return dict(res), f"{moves / took:,.0f} moves/s", f"{took / games * 1000:.0f} ms a game"


def beat_cost():
    import asyncio

    from widgets.spit import SpitTable

    async def main():
        t = SpitTable(seed=1, pace="realtime", speed="hard", autostart=False)
        t.start()
        n, start = 0, time.perf_counter()
        while time.perf_counter() - start < 0.5:
            t._t0 -= 0.1   # pretend a tick passed
            t._beat()
            n += 1
            await asyncio.sleep(0)
        t.stop()
        return (time.perf_counter() - start) / n * 1000
    return f"{asyncio.run(main()):.2f} ms per beat (one beat = one 100 ms tick)"


if __name__ == "__main__":
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    for name in ("spit", "grabbage", "pirate"):
        print(name, *strength(name, games))
    print("realtime Spit table:", beat_cost())
