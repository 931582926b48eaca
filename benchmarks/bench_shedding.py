"""Anthony Hill's game and Anarchy: how often one hard bot beats easy bots at 2, 3 and 4 players.

    PYTHONPATH=. python benchmarks/bench_shedding.py [games] [first_seed]

For each game and table size, one hard bot plays against easy (random) bots; its seat turns round
the table with the seed.  A shared win counts as a share (1/2 for a win shared by two), so the
figures add up to the games played and the fair share is exactly 1/players.  Figures, not a test
(the tests check three players on seeds 0-599; tuning used seeds from 1000 on).

The log of issue 5 (hard bots at 3+ players), hard bot's share at 2 / 3 / 4 players:

    2000 games each, seeds 1000-2999              2 players  3 players  4 players
    Anthony Hill, before                              0.580      0.364      0.245
    Anthony Hill, after                               0.607      0.395      0.286
    Anarchy, before                                   0.559      0.400      0.316
    Anarchy, after                                    0.598      0.432      0.340
    (fair share                                       0.500      0.333      0.250)

    Anthony Hill with ace_changes_suit, 1000 games: before 0.603 / 0.387 / 0.273, after 0.658 / 0.444 / 0.313.
    Seeds 0-599 at 3 players: Anthony Hill 0.325 -> 0.400, Anarchy 0.430 -> 0.435.

Tried (1000 games each unless said; about +-0.015 is noise at 1000 games, +-0.01 at 2000):

* Anthony Hill: the old rule (play the card with fewest same-suit and same-number cards left)
  0.559 / 0.350 / 0.263; the opposite (shed the long suit) 0.447 / 0.315 / 0.247, worse.  Adding
  "leave the next player stuck" (chance that a hand of its size holds none of the unseen cards
  that fit) 0.57-0.59 / 0.39-0.40 / 0.29-0.30 for weights 5 to 20: kept (10).  Same-suit cards
  weighed half as much as same-number ones: kept.  Dropped, no measurable change: keeping a card
  that follows my own play (kept only for the last card, where it is plainly right), extra weight
  for blocking a short hand, blocking the chain of players (the top stays while each is stuck), a
  one-round look-ahead over 24 sampled deals of the hidden hands (also slower), remembering who
  drew (a player who drew holds nothing that fits the top they faced: it changed under 2% of the
  moves, 0.606 / 0.395 / 0.286 against 0.607 / 0.395 / 0.286 over 2000).  With ace_changes_suit,
  saving Aces until someone has 2 cards and naming the suit held most: 0.616 / 0.429 / 0.285
  without and 0.646 / 0.452 / 0.304 with: kept.
* Anarchy: the old rule 0.524 / 0.390 / 0.327.  Adding the blocking chance (with the direction
  the card would give the pile) 0.541 / 0.395 / 0.310; also keeping a card that fits on my own
  play 0.547 / 0.420 / 0.324; also shedding lone cards first instead of the long suit
  0.584 / 0.423 / 0.345: all kept.  Not saving trumps 0.558 / 0.377 / 0.317: worse, saving kept.
  Dropped, within noise over 2000 games at 3 and 4 players: never stop saving trumps, a bonus for a
  trump kept as the last card, counting trumps kept, extra weight for blocking a short hand,
  counting every card that would follow, remembering who drew (they hold no trump:
  0.614 / 0.429 / 0.331 against 0.598 / 0.432 / 0.340), a one-round look-ahead over 24 or 40
  sampled deals of the hidden hands with random replies (0.630 / 0.422 / 0.339 and
  0.637 / 0.443 / 0.339 against 0.622 / 0.438 / 0.337 over 2000 games from seed 3000).

A hard move takes well under a millisecond (the bench prints the average and the 99.9th percentile).
"""
import sys
import time

from kit.bots import hard_against_easy, make_bot

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
        seat = seed % players
        bot = hard(seed=seed, seat=seat) if hard else make_bot(name, "hard", seed=seed, seat=seat)
        if times is not None:
            bot = Timed(bot, times)
        g, _ = hard_against_easy(name, seed, players, hard_bot=bot, **(options or {}))
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
