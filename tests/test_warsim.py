"""The batched War simulator (kit/warsim/two.py) against the engine, and its own promises."""
import math

import numpy as np
import pytest

import kit
from kit.games.war import Flip
from kit.warsim import simulate

FLIP = Flip()


def engine_figures(games, **options):
    """Play ``games`` seeded games through the engine; the same figures as the simulator."""
    battles, wars, doubles, winner, capped = [], [], [], [], []
    for seed in range(games):
        g = kit.new_game("war", players=2, seed=10_000 + seed, **options)
        while not g.over:
            for p in g.to_act:
                g.play(p, FLIP)
        battles.append(g.battles)
        wars.append(g.wars)
        doubles.append(sum(1 for e in g.log if e["type"] == "battle" and e["wars"] >= 2))
        winner.append(-1 if g.winner is None else g.winner)
        capped.append(g.battles >= g.options["max_battles"] and "limit" in g.reason)
    return {k: np.array(v) for k, v in
            dict(battles=battles, wars=wars, double_wars=doubles, winner=winner, capped=capped).items()}


def ks_statistic(x, y):
    """Two-sample Kolmogorov-Smirnov distance between the samples' step functions."""
    x, y = np.sort(x), np.sort(y)
    points = np.concatenate([x, y])
    fx = np.searchsorted(x, points, side="right") / len(x)
    fy = np.searchsorted(y, points, side="right") / len(y)
    return np.abs(fx - fy).max()


def assert_same_mean(a, b, name, sigmas=4.0):
    se = math.sqrt(a.var(ddof=1) / len(a) + b.var(ddof=1) / len(b)) or 1e-9
    assert abs(a.mean() - b.mean()) < sigmas * se, f"{name}: engine {a.mean():.2f} v simulator {b.mean():.2f} (se {se:.2f})"


def assert_same_figures(eng, sim, means, shares):
    """The simulator's figures against the engine's: the mean of each of ``means`` within 4
    standard errors, the whole distribution of game lengths (KS at the 0.1% level), and for each
    key of ``shares`` each listed outcome's share (who won, ...) within 4 standard errors."""
    for name in means:
        assert_same_mean(eng[name].astype(float), sim[name].astype(float), name)
    n, m = len(eng["battles"]), len(sim["battles"])
    assert ks_statistic(eng["battles"], sim["battles"]) < 1.95 * math.sqrt((n + m) / (n * m))
    for key, outcomes in shares.items():
        for outcome in outcomes:
            p_e, p_s = (eng[key] == outcome).mean(), (sim[key] == outcome).mean()
            se = math.sqrt(max(p_s * (1 - p_s), 1e-4) / n)
            assert abs(p_e - p_s) < 4 * se + 1e-9, (key, outcome, p_e, p_s)


CASES = [
    (500, {}),                                            # three_down, last_card_up, shuffle
    (200, {"war_style": "one_down"}),
    (600, {"war_style": "by_rank"}),
    (600, {"war_style": "by_rank", "runout": "lose"}),
    (300, {"collect": "as_played", "max_battles": 300}),  # as played: many games hit the cap
]


@pytest.mark.parametrize("games,options", CASES, ids=[str(o or "defaults") for _, o in CASES])
def test_simulator_agrees_with_the_engine(games, options):
    eng = engine_figures(games, **options)
    sim = simulate(10_000, seed=3, **options)
    assert_same_figures(eng, sim, means=("battles", "wars", "double_wars", "capped"),
                        shares={"winner": (-1, 0, 1)})


def test_same_seed_same_figures_and_sane_values():
    a, b = simulate(3000, seed=9, max_battles=400), simulate(3000, seed=9, max_battles=400)
    for key in a:
        assert np.array_equal(a[key], b[key])
    c = simulate(3000, seed=10, max_battles=400)
    assert not np.array_equal(a["battles"], c["battles"])
    assert (a["aces"].sum(axis=1) == 4).all() and a["aces"].shape == (3000, 2)
    assert set(np.unique(a["winner"])) <= {-1, 0, 1}
    assert (a["battles"] >= 1).all() and (a["wars"] >= a["double_wars"]).all()


@pytest.mark.parametrize("options", [{}, {"war_style": "by_rank"}, {"war_style": "one_down", "collect": "as_played"},
                                     {"war_style": "by_rank", "runout": "lose", "collect": "as_played"}],
                         ids=["defaults", "by_rank", "one_down as played", "by_rank lose as played"])
def test_every_game_keeps_its_52_cards_between_steps(options):
    """The simulator's inside: after every battle step and every round of wars, each game still
    going holds the whole pack (four of each rank) in its two piles, nothing lost or copied."""
    from kit.warsim.two import _Batch, check_options

    batch = _Batch(300, np.random.default_rng(4), check_options(options))
    batch.deal(np.arange(len(batch.live)))

    def check():
        for r in np.flatnonzero(batch.live):
            held = np.concatenate([batch.flat[batch.top[p, r]:batch.tail[p, r]] for p in (0, 1)])
            assert np.bincount(held, minlength=13).tolist() == [4] * 13, r

    for step in range(400):
        batch.battle()
        check()
        if step % 5 == 4:
            batch.move_back()
            batch.wars_now(everything=step % 10 == 9)
            check()


def test_workers_share_the_games_and_keep_the_seed_promise():
    """Split over two processes: the same seed and workers give the same figures, every game
    is there once, and the games are played by the same rules as in one process."""
    a = simulate(6000, seed=5, workers=2, war_style="one_down")
    b = simulate(6000, seed=5, workers=2, war_style="one_down")
    for key in a:
        assert np.array_equal(a[key], b[key]), key
    assert a["battles"].shape == (6000,) and a["aces"].shape == (6000, 2)
    assert (a["aces"].sum(axis=1) == 4).all()
    one = simulate(6000, seed=5, war_style="one_down")
    assert not np.array_equal(a["battles"], one["battles"])  # two parts, two streams of chance
    assert_same_mean(one["battles"].astype(float), a["battles"].astype(float), "battles")
    assert_same_mean(one["wars"].astype(float), a["wars"].astype(float), "wars")


def test_bad_workers_are_refused():
    for workers in (0, -1, 2.0, "2", True, 65):
        with pytest.raises(ValueError, match="workers"):
            simulate(10, workers=workers)
    assert simulate(1, seed=1, workers=4)["battles"].shape == (1,)  # more workers than games: one


@pytest.mark.parametrize("k", [0, 1, 4])
def test_first_aces_deals_exactly_that_many_and_the_rest_at_random(k):
    f = simulate(3000, seed=6, first_aces=k, max_battles=200)
    assert (f["aces"][:, 0] == k).all() and (f["aces"][:, 1] == 4 - k).all()
    from kit.warsim.two import _Batch, check_options

    batch = _Batch(2000, np.random.default_rng(7), dict(check_options({}), first_aces=k))
    batch.deal(np.arange(len(batch.live)))
    first = np.array([batch.flat[batch.top[0, r]:batch.tail[0, r]] for r in range(2000)])
    second = np.array([batch.flat[batch.top[1, r]:batch.tail[1, r]] for r in range(2000)])
    both = np.concatenate([first, second], axis=1)
    assert all(np.bincount(row, minlength=13).tolist() == [4] * 13 for row in both)
    # each other rank: seat 0 holds (26 - k) / 48 of its four copies on average, and Aces sit anywhere
    counts = np.stack([np.bincount(row, minlength=13) for row in first])[:, :12].astype(float)
    assert abs(counts.mean() - 4 * (26 - k) / 48) < 0.02
    if k:
        assert {int(i) for i in np.flatnonzero(first[:200] == 12) % 26} == set(range(26))


def test_first_aces_gives_the_same_games_as_waiting_for_such_deals():
    """Seat 0's win share with all four Aces dealt on purpose matches the share among ordinary
    deals that happened to give seat 0 all four (within 4 standard errors)."""
    chosen = simulate(6000, seed=11, first_aces=4)
    plain = simulate(60_000, seed=12)
    lucky = plain["winner"][plain["aces"][:, 0] == 4]
    p, q = (chosen["winner"] == 0).mean(), (lucky == 0).mean()
    se = math.sqrt(p * (1 - p) / 6000 + q * (1 - q) / len(lucky))
    assert len(lucky) > 2500 and abs(p - q) < 4 * se, (p, q, len(lucky))


def test_bad_first_aces_are_refused():
    for bad in (5, -1, 2.0, "4", True):
        with pytest.raises(ValueError, match="first_aces"):
            simulate(10, first_aces=bad)
