"""The hard bots of the two shedding games (Anthony Hill's game, Anarchy) with more than two
players: better than their share, and the same game twice under one seed."""
import pytest

import kit
from kit.bots import hard_against_easy, make_bot, play_out


@pytest.mark.parametrize("name,least", [("anthony_hill", 0.37), ("anarchy", 0.40)])
def test_hard_beats_its_share_with_three_players(name, least):
    """One hard bot against two easy ones, its seat going round: it wins clearly more than the
    fair third (a shared win counts as a share).  Before issue 5 it won 0.325 of these games in
    Anthony Hill's game and 0.43 in Anarchy (measured now: 0.400 and 0.435); see
    benchmarks/bench_shedding.py for 2 to 4 players."""
    share, games = 0.0, 600
    for seed in range(games):  # the hard seat going round
        g, hard = hard_against_easy(name, seed, players=3)
        if hard in g.winners:
            share += 1 / len(g.winners) / games
    assert share > least, share


@pytest.mark.parametrize("name", ["anthony_hill", "anarchy"])
def test_hard_bots_are_deterministic_under_a_seed(name):
    def run():
        g = kit.new_game(name, players=4, seed=7)
        play_out(g, {p: make_bot(name, "hard", seed=7, seat=p) for p in range(4)})
        return g.history, g.winners
    first = run()
    assert first == run() and len(first[0]) > 4
