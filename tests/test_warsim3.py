"""The batched three-player War simulator (kit/warsim/three.py) against the engine, and its own promises."""
from collections import deque

import numpy as np
import pytest

import kit
from kit.cards import Card, standard_deck
from kit.games.war import Flip
from kit.warsim.three import _Batch, check_options, settle_battle, simulate3
from tests.test_warsim import assert_same_figures

FLIP = Flip()


def engine_figures(games, **options):
    """Play ``games`` seeded three-player games through the engine; the simulator's figures."""
    rows = []
    for seed in range(games):
        g = kit.new_game("war", players=3, seed=20_000 + seed, **options)
        while not g.over:
            for p in g.to_act:
                g.play(p, FLIP)
        rows.append((g.battles, g.wars, -1 if g.winner is None else g.winner, "limit" in g.reason,
                     g.out[0] if g.out else -1))
    return {k: np.array(v) for k, v in zip(("battles", "wars", "winner", "capped", "first_out"), zip(*rows))}


CASES = [
    (250, {}),                                            # last_card_up, shuffle, spare to the first war
    (250, {"runout": "lose"}),
    (250, {"collect": "as_played", "max_battles": 150}),  # as played: many games reach the cap
    (150, {"spare_to": "first_battle", "max_battles": 400}),
]


@pytest.mark.parametrize("games,options", CASES, ids=[str(o or "defaults") for _, o in CASES])
def test_simulator_agrees_with_the_engine(games, options):
    eng = engine_figures(games, **options)
    sim = simulate3(4000, seed=3, **options)
    # a draw or a win for each seat; who ran out first (nobody, or a seat)
    assert_same_figures(eng, sim, means=("battles", "wars", "capped"),
                        shares={"winner": (-1, 0, 1, 2), "first_out": (-1, 0, 1, 2)})


def test_same_seed_same_figures_and_sane_values():
    a, b = simulate3(2000, seed=9, max_battles=300), simulate3(2000, seed=9, max_battles=300)
    for key in a:
        assert np.array_equal(a[key], b[key]), key
    c = simulate3(2000, seed=10, max_battles=300)
    assert not np.array_equal(a["battles"], c["battles"])
    assert a["aces"].shape == (2000, 3) and set(a["aces"].sum(axis=1)) <= {3, 4}
    assert 0.8 < (a["aces"].sum(axis=1) == 4).mean() < 0.95  # the spare is an Ace 1 time in 13
    assert set(np.unique(a["winner"])) <= {-1, 0, 1, 2} and set(np.unique(a["first_out"])) <= {-1, 0, 1, 2}
    assert (a["battles"] >= 1).all() and (a["battles"] <= 300).all()
    # a game won outright has seen somebody run out first, and the winner is not that somebody
    won = ~a["capped"] & (a["winner"] >= 0)
    assert (a["first_out"][won] >= 0).all() and (a["first_out"][won] != a["winner"][won]).all()


def test_war_style_is_accepted_and_changes_nothing():
    a, b = simulate3(500, seed=4), simulate3(500, seed=4, war_style="by_rank")
    for key in a:
        assert np.array_equal(a[key], b[key]), key
    with pytest.raises(ValueError, match="war_style"):
        simulate3(10, war_style="two_down")


def ranks(codes):
    """Stacked piles as the simulator holds them: ranks 0..12 for 2..Ace."""
    return [deque(c) for c in codes]


def test_the_slow_rules_on_stacked_piles():
    # 10, 10, 4: the two 10s fight a war of three down; the higher new card takes all 11 cards
    piles = ranks([[8, 0, 0, 0, 5], [8, 1, 1, 1, 7], [2]])
    assert settle_battle(piles, lose=False) == (1, 1, [8, 8, 2, 0, 0, 0, 5, 1, 1, 1, 7])
    # three the same: a war of all three, seven cards each, and its winner takes 24
    piles = ranks([[3] + [0] * 6 + [9], [3] + [0] * 6 + [4], [3] + [0] * 6 + [2]])
    taker, wars, pot = settle_battle(piles, lose=False)
    assert (taker, wars, len(pot)) == (0, 1, 24)
    # a tie with one player down to two cards (last_card_up): one down, one up
    piles = ranks([[5, 0, 11], [5, 1, 1, 1, 2, 9], [0, 4]])
    assert settle_battle(piles, lose=False)[:2] == (0, 1)
    # the same under "lose": the short player is out and the other tied player takes it all
    piles = ranks([[5, 0, 11], [5, 1, 1, 1, 2, 9], [0, 4]])
    taker, wars, pot = settle_battle(piles, lose=True)
    assert (taker, wars, sorted(pot)) == (1, 1, [0, 0, 5, 5, 11]) and not piles[0]
    # no card left to lay: the tied card stands in and loses when it ties again
    piles = ranks([[6], [6, 1, 1, 1, 6], [0, 3]])
    assert settle_battle(piles, lose=False)[:2] == (1, 1)
    # both tied players without a card: the third, outside the war, takes the pot
    piles = ranks([[6], [6], [0, 3]])
    assert settle_battle(piles, lose=False) == (2, 1, [6, 6, 0])
    # two players left, a tie, nobody with a card: nobody can take it (the game is drawn)
    piles = ranks([[6], [], [6]])
    assert settle_battle(piles, lose=False)[0] is None


@pytest.mark.parametrize("options", [{}, {"runout": "lose", "collect": "as_played"},
                                     {"spare_to": "first_battle", "max_battles": 200}],
                         ids=["defaults", "lose as played", "spare to the first battle"])
def test_every_game_keeps_its_52_cards_between_steps(options):
    """After every step each game still going holds the whole pack in its three piles and, until
    somebody earns it, the spare card: four of each rank, nothing lost or copied."""
    batch = _Batch(200, np.random.default_rng(4), check_options(options))
    batch.deal(np.arange(len(batch.live)))
    for step in range(300):
        batch.step(fight=step % 3 != 1)
        for r in np.flatnonzero(batch.live):
            held = [batch.ring[r, p, (batch.head[r, p] + np.arange(batch.count[r, p])) % batch.ring.shape[2]]
                    for p in range(3)]
            if batch.pending[r]:
                held.append(batch.spare[r:r + 1])
            assert np.bincount(np.concatenate(held), minlength=13).tolist() == [4] * 13, r


@pytest.mark.parametrize("options", [{"runout": "last_card_up"}, {"runout": "lose"},
                                     {"spare_to": "first_battle", "max_battles": 250}],
                         ids=["last_card_up", "lose", "spare to the first battle, capped"])
def test_as_played_games_match_the_engine_card_for_card(options):
    """With won cards put under as played, a game is settled by its deal alone: dealt the same
    packs, the simulator must give exactly the engine's figures for every game."""
    options = {"collect": "as_played", **options}
    rng = np.random.default_rng(11)
    codes = [c.code for c in standard_deck()]
    packs = [[codes[i] for i in rng.permutation(52)] for _ in range(40)]
    decks = [[Card.parse(c).high - 2 for c in pack] for pack in packs]
    sim = _Batch(len(packs), np.random.default_rng(0), check_options(options), decks=decks).run()
    for i, pack in enumerate(packs):
        g = kit.new_game("war", players=3, deck=pack, **options)
        while not g.over:
            for p in g.to_act:
                g.play(p, FLIP)
        engine = (g.battles, g.wars, -1 if g.winner is None else g.winner, "limit" in g.reason,
                  g.out[0] if g.out else -1)
        assert engine == tuple(sim[k][i] for k in ("battles", "wars", "winner", "capped", "first_out")), i
        assert sim["aces"][i].tolist() == [sum(Card.parse(c).high == 14 for c in pack[p:51:3]) for p in range(3)]
