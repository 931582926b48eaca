"""Each game's hard bot beats its easy one (kit.bots.hard_against_easy: one seeded game a seed, the
hard bot's seat going round, so no seat's advantage counts as skill).  One parametrised test: a row a
game, with the share it must reach and the share measured when the row was written."""
import pytest

from kit.bots import hard_against_easy

# (game, seeds, options, a shared win counts, the least share of wins) -- measured share
HARD_BEATS_EASY = [
    ("anarchy", range(300), {}, True, 0.54),                                   # measured 0.573
    ("anthony_hill", range(300), {}, True, 0.54),                              # measured 0.58
    ("conjugal_patience", range(100, 130), {}, False, 0.9),                    # 30 of 30
    ("grabbage", range(16), {"human": -1, "speed": "hard"}, False, 0.7),       # 0.90 over 20 games
    ("progressive_patience", range(30), {}, False, 0.8),                       # 24 of 30 or more
    ("spit", range(30), {"human": -1, "speed": "hard"}, False, 0.7),           # 0.87 over 100 games
]


@pytest.mark.parametrize("name, seeds, options, shared, least", HARD_BEATS_EASY, ids=[row[0] for row in HARD_BEATS_EASY])
def test_hard_beats_easy(name, seeds, options, shared, least):
    wins = 0
    for seed in seeds:
        g, hard = hard_against_easy(name, seed, **options)
        assert g.over, f"seed {seed}: the game did not end"
        wins += (hard in g.winners) if shared else (g.winners == [hard])
    assert wins / len(seeds) >= least, wins / len(seeds)
