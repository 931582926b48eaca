"""How the Conjugal Patience bots fare against each other, over many seeded games.

    python benchmarks/bench_conjugal_patience.py [--games 200]

Each pairing plays ``--games`` games, the hard bot in seat 0 for half of them and in seat 1 for the
other half (the first player is a seeded random seat anyway).  A third player, ``greedy`` (builds
everything it can, discards the card farthest from fitting), is there to show that holding back
and choosing the discard are worth something on top of plain building.  Prints win / draw / loss
counts for the first-named bot, and the average number of turns.
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import kit  # noqa: E402
from kit.bots import Bot, make_bot, play_out  # noqa: E402
from kit.games.conjugal_patience import Build, End, _distance, _tops  # noqa: E402


class GreedyBot(Bot):
    """Builds every card it can, then discards the card farthest from fitting."""

    def choose(self, view, legal):
        for m in legal:
            if isinstance(m, Build):
                return m
        ends = [m for m in legal if isinstance(m, End)]
        if not ends:
            return legal[0]
        tops = _tops(view["foundations"])
        return max(ends, key=lambda m: (_distance(m.card, tops), m.card.low))


def bot(level, seed, seat):
    return GreedyBot(seed=seed, seat=seat) if level == "greedy" else make_bot("conjugal_patience", level, seed=seed, seat=seat)


def match(a: str, b: str, games: int, first_seed: int = 10_000) -> tuple[list[int], float]:
    """(wins, draws, losses) of ``a`` against ``b``, and the mean number of turns."""
    out, turns = [0, 0, 0], 0
    for k in range(games):
        seed = first_seed + k
        seat = k % 2                      # a sits in seat 0, then seat 1, alternately
        g = kit.new_game("conjugal_patience", seed=seed)
        play_out(g, {seat: bot(a, seed, seat), 1 - seat: bot(b, seed, 1 - seat)})
        out[0 if g.winners == [seat] else 1 if not g.winners else 2] += 1
        turns += g.turns
    return out, turns / games


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=200)
    args = ap.parse_args()
    for a, b in [("hard", "easy"), ("greedy", "easy"), ("hard", "greedy"), ("easy", "easy")]:
        t = time.perf_counter()
        (w, d, l), mean = match(a, b, args.games)
        print(f"{a:>6} vs {b:<6}: {args.games} games  win {w}  draw {d}  loss {l}  "
              f"({100 * w / args.games:.1f}% won)  mean turns {mean:.0f}  [{time.perf_counter() - t:.1f} s]")


if __name__ == "__main__":
    main()
