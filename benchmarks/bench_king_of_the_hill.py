"""King of the Hill: how often the hard bot beats the easy one, and how fast games run.

    PYTHONPATH=. python benchmarks/bench_king_of_the_hill.py [games]
"""
import sys
import time

import kit
from kit.bots import make_bot, play_out

NAME = "king_of_the_hill"


def main(games: int = 100) -> None:
    tally = [0, 0, 0]
    start = time.perf_counter()
    for seed in range(games):
        g = kit.new_game(NAME, seed=seed)
        hard = seed % 2
        play_out(g, {hard: make_bot(NAME, "hard", seed=seed, seat=hard),
                     1 - hard: make_bot(NAME, "easy", seed=seed, seat=1 - hard)})
        tally[0 if g.winner == hard else 1 if g.winner == 1 - hard else 2] += 1
    took = time.perf_counter() - start
    print(f"hard {tally[0]}, easy {tally[1]}, draws {tally[2]} of {games} games "
          f"({tally[0] / games:.0%} for hard); {1000 * took / games:.0f} ms a game")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 100)
