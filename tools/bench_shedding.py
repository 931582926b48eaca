"""Anthony Hill's game and Anarchy: how often one hard bot beats easy bots at 2, 3 and 4 players.

    PYTHONPATH=. python tools/bench_shedding.py [games] [first_seed]

For each game and table size, one hard bot plays against easy (random) bots; its seat turns round
the table with the seed.  A shared win counts as a share (1/2 for a win shared by two), so the
figures add up to the games played and the fair share is exactly 1/players.  Figures, not a test.
"""
import sys
import time

import kit
from kit.bots import make_bot, play_out

GAMES = ("anthony_hill", "anarchy")


class Timed:
    """Wraps a bot and keeps how long each of its moves took."""

    def __init__(self, bot, times: list):
        self.bot, self.times = bot, times

    def choose(self, view, legal):
        start = time.perf_counter()
        move = self.bot.choose(view, legal)
        self.times.append(time.perf_counter() - start)
        return move


def hard_share(name: str, players: int, games: int, first_seed: int = 0, hard=None, options=None,
               times=None) -> float:
    """The hard bot's share of the wins over ``games`` seeded games (``hard``: a bot class to try
    in place of the registered hard bot; ``times``: a list that gets the time of each hard move)."""
    won = 0.0
    for seed in range(first_seed, first_seed + games):
        g = kit.new_game(name, players=players, seed=seed, **(options or {}))
        seat = seed % players
        bots = {p: make_bot(name, "easy", seed=seed, seat=p) for p in range(players)}
        bots[seat] = hard(seed=seed, seat=seat) if hard else make_bot(name, "hard", seed=seed, seat=seat)
        if times is not None:
            bots[seat] = Timed(bots[seat], times)
        play_out(g, bots)
        if seat in g.winners:
            won += 1 / len(g.winners)
    return won / games


def main(games: int = 300, first_seed: int = 1000) -> None:
    for name in GAMES:
        for players in (2, 3, 4):
            times: list = []
            share = hard_share(name, players, games, first_seed, times=times)
            print(f"{name:12} {players} players: hard wins {share:.3f} of {games} games "
                  f"(fair share {1 / players:.3f}, {share * players:.2f}x fair); hard move "
                  f"{1000 * sum(times) / len(times):.2f} ms on average, {1000 * sorted(times)[len(times) * 999 // 1000]:.2f} ms "
                  f"at the 99.9th percentile, {1000 * max(times):.1f} ms at most",
                  flush=True)


if __name__ == "__main__":
    main(*(int(a) for a in sys.argv[1:3]))
