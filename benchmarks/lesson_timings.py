"""How long the lessons' "raise this number" experiments take on this machine, for the times the
lessons quote to teachers.

    python benchmarks/lesson_timings.py [--rounds 2]

Times (best of ``--rounds``) the Dictation skill contest (notebooks/lessons/patience_skill:
``DEALS``) for 200 and 2,000 deals, the Grabbage speed races of notebooks/lessons/race_speed
(``GAMES``) for 150 and 1,000 games, and the War simulator's Ace shares of
notebooks/lessons/war_odds (20,000 deals with all four Aces).  A benchmark, not a test: the figures
depend on the machine and on what else it is doing.
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kit.contests import speed_race  # noqa: E402
from kit.games.dictation import skill_contest  # noqa: E402
from kit.warsim import simulate  # noqa: E402


def best_of(rounds: int, job) -> float:
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        job()
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args()
    for deals in (200, 2000):
        t = best_of(args.rounds, lambda: sum(1 for _ in skill_contest(deals, levels=("easy", "hard"), seed=1)))
        print(f"Dictation skill contest, {deals:5,} deals (patience_skill DEALS): {t:6.1f} s")
    for games in (150, 1000):
        t = best_of(args.rounds, lambda: sum(1 for _ in speed_race("grabbage", 5, 6, deals=games, seed=1)))
        print(f"Grabbage speed races, {games:5,} games (race_speed GAMES):      {t:6.1f} s")
    t = best_of(args.rounds, lambda: simulate(20_000, seed=44, first_aces=4))
    print(f"War, 20,000 deals with all four Aces (war_odds):          {t:6.1f} s")


if __name__ == "__main__":
    main()
