"""Bot strength and game length in Progressive Patience (not a test: figures for the notes).

    PYTHONPATH=. python benchmarks/bench_progressive_patience.py [games]

The hard bot sits in seat 0 for even seeds and seat 1 for odd ones, so neither seat's chance of
starting favours it.  Turns are counted over both players; moves are every Build, Turn, ...
"""
import statistics
import sys
import time

import kit
from kit.bots import make_bot, play_out

NAME = "progressive_patience"


def match(a: str, b: str, games: int, **options) -> dict:
    won = drawn = lost = capped = 0
    turns, moves = [], []
    start = time.perf_counter()
    for seed in range(games):
        seat = seed % 2  # where ``a`` sits
        g = kit.new_game(NAME, seed=seed, **options)
        play_out(g, {seat: make_bot(NAME, a, seed=seed, seat=seat), 1 - seat: make_bot(NAME, b, seed=seed, seat=1 - seat)})
        won += g.winners == [seat]
        lost += g.winners == [1 - seat]
        drawn += not g.winners
        capped += "stopped" in g.reason
        turns.append(g.turns)
        moves.append(len(g.history))
    took = time.perf_counter() - start
    return {"games": games, "won": won, "drawn": drawn, "lost": lost, "capped": capped,
            "turns_median": statistics.median(turns), "turns_mean": statistics.mean(turns),
            "turns_min": min(turns), "turns_max": max(turns), "moves_mean": statistics.mean(moves),
            "ms_per_game": 1000 * took / games}


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 400
    for a, b, options in (("hard", "easy", {}), ("hard", "easy", {"gather": "shuffle"}),
                          ("hard", "easy", {"waste_builds_only_at_start": True}),
                          ("hard", "hard", {}), ("easy", "easy", {})):
        r = match(a, b, games, **options)
        print(f"{a} vs {b} {options or ''}: {r['games']} games, won {r['won']} / drawn {r['drawn']} / lost {r['lost']}"
              f" (capped {r['capped']}); turns median {r['turns_median']:.0f}, mean {r['turns_mean']:.0f}, "
              f"range {r['turns_min']}-{r['turns_max']}; {r['moves_mean']:.0f} moves; {r['ms_per_game']:.1f} ms/game")


if __name__ == "__main__":
    main()
