"""The contests behind the speed and skill lessons (kit/contests.py)."""
import math

import pytest

from kit import new_game
from kit.bots import make_bot, play_out

from kit.contests import PATIENCE_GAMES, RACE_GAMES, share_interval, skill_match, speed_race


@pytest.mark.parametrize("game", RACE_GAMES)
def test_a_much_faster_player_wins_every_race(game):
    results = list(speed_race(game, your_ticks=2, their_ticks=12, deals=6, seed=5))
    assert [r.seed for r in results] == [5, 6, 7, 8, 9, 10]
    assert all(r.won and not r.lost for r in results), results


@pytest.mark.parametrize("game", RACE_GAMES)
def test_a_much_slower_player_wins_no_race(game):
    results = list(speed_race(game, your_ticks=12, their_ticks=2, deals=6, seed=5))
    assert not any(r.won for r in results), results


def test_a_speed_race_is_the_same_every_time_for_a_seed():
    first = list(speed_race("grabbage", 6, 6, deals=4, seed=11))
    again = list(speed_race("grabbage", 6, 6, deals=4, seed=11))
    assert first == again
    # equal speeds: both players win some of the time over a few deals
    more = list(speed_race("grabbage", 6, 6, deals=20, seed=0))
    assert 0 < sum(r.won for r in more) < 20


@pytest.mark.parametrize("bad", [0, -3, 601, 2.5, True, "5"])
def test_a_reaction_time_must_be_whole_ticks(bad):
    with pytest.raises(ValueError, match="whole number of ticks"):
        list(speed_race("spit", bad, 5, deals=1))


def test_only_race_games_race_and_only_patience_games_match():
    with pytest.raises(ValueError, match="not a race game"):
        list(speed_race("war", 3, 3, deals=1))
    with pytest.raises(ValueError, match="not a patience game"):
        list(skill_match("spit", deals=1))


@pytest.mark.parametrize("game", PATIENCE_GAMES)
def test_careful_play_beats_careless_play_most_of_the_time(game):
    results = list(skill_match(game, deals=10, seed=0))
    assert sum(r.won for r in results) >= 8, results


@pytest.mark.parametrize("game", PATIENCE_GAMES)
def test_the_careful_player_takes_turns_in_each_seat(game):
    # "You" sit in seat 0 on even seeds and seat 1 on odd ones: replay each deal by hand and
    # check that the result is read from your seat.
    for r in skill_match(game, deals=4, seed=0):
        you = r.seed % 2
        g = new_game(game, seed=r.seed)
        levels = {you: "hard", 1 - you: "easy"}
        play_out(g, {p: make_bot(game, levels[p], seed=r.seed, seat=p) for p in range(2)})
        assert r.won == (g.winners == [you]) and r.lost == (g.winners == [1 - you])


def test_the_wilson_interval_matches_worked_values():
    lo, hi = share_interval(8, 10)
    assert math.isclose(lo, 0.4902, abs_tol=1e-4) and math.isclose(hi, 0.9433, abs_tol=1e-4)
    lo, hi = share_interval(0, 20)
    assert lo == 0.0 and math.isclose(hi, 0.1611, abs_tol=1e-4)
    lo, hi = share_interval(500, 1000)
    assert math.isclose(lo, 0.4691, abs_tol=1e-4) and math.isclose(hi, 0.5309, abs_tol=1e-4)


@pytest.mark.parametrize("hits, games", [(3, 0), (-1, 5), (6, 5)])
def test_an_impossible_count_has_no_interval(hits, games):
    with pytest.raises(ValueError):
        share_interval(hits, games)
