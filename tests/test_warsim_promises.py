"""What both batched War simulators promise (kit/warsim/two.py and three.py), one test a promise
run on each; how each agrees with the engine is in tests/test_warsim.py and test_warsim3.py."""
import pytest

from kit.warsim import simulate, simulate3

BOTH = [pytest.param(simulate, id="two players"), pytest.param(simulate3, id="three players")]


@pytest.mark.parametrize("sim,cap", [pytest.param(simulate, 50, id="two players"),
                                     pytest.param(simulate3, 40, id="three players")])
def test_the_cap_stops_games_and_more_cards_win(sim, cap):
    f = sim(2000, seed=1, max_battles=cap)
    assert (f["battles"] <= cap).all()
    assert f["capped"].mean() > 0.9 and (f["battles"][f["capped"]] == cap).all()


# Seat 0 with many Aces against seat 0 with none; three players share the Aces more thinly, so
# "many" is 3 or 4 there, and two players need War by rank (``by_rank``) for the Aces to tell.
@pytest.mark.parametrize("sim,games,options,many", [
    pytest.param(simulate, 10_000, {"war_style": "by_rank"}, 4, id="two players"),
    pytest.param(simulate3, 4000, {}, 3, id="three players"),
])
def test_more_aces_win_more_often(sim, games, options, many):
    f = sim(games, seed=2, **options)
    lucky = f["winner"][f["aces"][:, 0] >= many]
    none = f["winner"][f["aces"][:, 0] == 0]
    assert (lucky == 0).mean() > (none == 0).mean()


@pytest.mark.parametrize("sim", BOTH)
@pytest.mark.parametrize("bad,message", [
    ({"war_style": "two_down"}, "war_style"),
    ({"runout": "give_up"}, "runout"),
    ({"collect": "sorted"}, "collect"),
    ({"max_battles": 0}, "max_battles"),
    ({"spare_to": "dealer"}, "spare_to"),   # three players: not a choice; two: no such option
    ({"players": 3}, "options are"),
])
def test_bad_options_are_refused(sim, bad, message):
    with pytest.raises(ValueError, match=message):
        sim(10, **bad)


@pytest.mark.parametrize("sim", BOTH)
def test_bad_counts_and_seeds_are_refused(sim):
    for games in (0, -5, 2.5, "100", True):
        with pytest.raises(ValueError, match="number of games"):
            sim(games)
    for seed in (-1, 1.5, "1"):
        with pytest.raises(ValueError, match="seed"):
            sim(10, seed=seed)
