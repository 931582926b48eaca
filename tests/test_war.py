"""War (docs/rules.md section 10): every example and rule on stacked decks, and the teaching numbers.

A stacked deck is dealt one card at a time from seat 0: with two players seat 0 gets deck[0],
deck[2], ... and seat 1 deck[1], deck[3], ...; with three players seat p gets deck[p::3] of the
first 51 cards and deck[51] is the spare.  ``stack`` below builds such a deck from the piles we
want (top card first) and fills each pile up with the cards nobody asked for, in a fixed order.
"""
from collections import Counter
from fractions import Fraction
from itertools import permutations, product
from math import comb

import pytest

import kit
from kit.cards import Card, standard_deck
from kit.games.war import Flip, War
from kit.exact import war as exact

ALL = [c.code for c in standard_deck()]
RANKS_HIGH = "23456789TJQKA"


def high(code):
    return Card.parse(code).high


def stack(*tops, spare=None, fill=None):
    """A full 52-card stacked deck (top first) whose seat p pile starts with ``tops[p]`` (codes;
    ``None`` = any unused card), filled up with the unused cards in ``fill`` order (default: the
    standard order).  With three tops the 52nd card is ``spare`` (or the last unused card)."""
    n = len(tops)
    size = 26 if n == 2 else 17
    named = [c for t in tops for c in t if c is not None] + ([spare] if spare else [])
    assert len(set(named)) == len(named), "a card is asked for twice"
    unused = [c for c in (fill or ALL) if c not in named]
    if n == 3 and spare is None:
        spare = unused.pop()
    piles = []
    for t in tops:
        assert len(t) <= size
        pile = [c if c is not None else unused.pop(0) for c in t]
        pile += [unused.pop(0) for _ in range(size - len(pile))]
        piles.append(pile)
    deck = [piles[p][i] for i in range(size) for p in range(n)] + ([spare] if n == 3 else [])
    assert sorted(deck) == sorted(ALL) and not unused
    return deck


def losing_run(k, avoid=()):
    """``k`` cards for the loser and ``k`` for the winner of k battles in a row, the winner's card
    always strictly higher: the lowest and the highest of the cards not in ``avoid``."""
    pool = sorted((c for c in ALL if c not in avoid), key=lambda c: (high(c), c))
    low, top = pool[:k], pool[-k:]
    assert all(high(a) < high(b) for a, b in zip(low, top))
    return low, top


def flip(g):
    """Everyone who must flip flips once (one step of the game); returns the events."""
    events = []
    for p in list(g.to_act):
        events += g.play(p, Flip())
    return events


def battle(g):
    """Play steps until a battle is decided; returns the events of those steps."""
    events = []
    for _ in range(60):
        events += flip(g)
        if g.over or any(e["type"] == "battle" for e in events):
            return events
    raise AssertionError("the battle did not end")


def battles(g, n):
    events = []
    for _ in range(n):
        events += battle(g)
    return events


def only(events, kind):
    found = [e for e in events if e["type"] == kind]
    assert len(found) == 1, events
    return found[0]


def pile(g, p):
    return [c.code for c in g.piles[p]]


def assert_whole(g):
    assert g.cards() == Counter(standard_deck())


# -- the deal ------------------------------------------------------------------------------------
def test_stacked_deal_is_round_robin_from_seat_0():
    g = kit.new_game("war", players=2, deck=ALL)
    assert pile(g, 0) == ALL[0::2] and pile(g, 1) == ALL[1::2]
    g = kit.new_game("war", players=3, deck=ALL)
    for p in range(3):
        assert pile(g, p) == ALL[:51][p::3]
    assert [c.code for c in g.spare] == [ALL[51]]
    assert g.view(None)["spare"] == 1 and g.scores == [17, 17, 17]
    assert_whole(g)


def test_helper_stack_builds_the_piles_asked_for():
    d = stack(["9S", None, "KD"], ["5H"])
    g = kit.new_game("war", players=2, deck=d)
    assert pile(g, 0)[0] == "9S" and pile(g, 0)[2] == "KD" and pile(g, 1)[0] == "5H"
    d = stack(["TS"], ["TH"], ["4C"], spare="AS")
    g = kit.new_game("war", players=3, deck=d)
    assert [pile(g, p)[0] for p in range(3)] == ["TS", "TH", "4C"] and g.spare == [Card.parse("AS")]


# -- a battle --------------------------------------------------------------------------------------
@pytest.mark.parametrize("collect", ["shuffle", "as_played"])
def test_nine_beats_five_and_its_owner_gains_two_cards(collect):
    g = kit.new_game("war", players=2, deck=stack(["9S"], ["5H"]), collect=collect)
    assert g.to_act == (0, 1)
    assert g.play(0, Flip()) == [], "nothing is shown until both have flipped"
    assert g.view(None)["flipped"] == [0] and g.view(None)["middle"] is None
    events = g.play(1, Flip())
    b = only(events, "battle")
    assert b["winner"] == 0 and b["taken"] == 2 and b["wars"] == 0
    assert b["rounds"] == [{"kind": "battle", "cards": [{"down": 0, "up": "9S"}, {"down": 0, "up": "5H"}]}]
    assert g.scores == [27, 25] and b["piles"] == [27, 25]
    assert sorted(pile(g, 0)[-2:]) == ["5H", "9S"], "the two cards go to the bottom of the winner's pile"
    assert g.battles == 1 and not g.over and g.to_act == (0, 1)
    assert g.describe(b, viewer=0) == "Your 9 beats Player 2's 5 — you take 2 cards."
    assert_whole(g)


@pytest.mark.parametrize("a, b, winner", [("5H", "9S", 1), ("AC", "KD", 0), ("2S", "AH", 1), ("TD", "9D", 0),
                                          ("JH", "TC", 0), ("QS", "KC", 1)])
def test_higher_rank_wins_ace_high(a, b, winner):
    g = kit.new_game("war", players=2, deck=stack([a], [b]))
    assert only(flip(g), "battle")["winner"] == winner
    assert g.scores[winner] == 27


def test_suits_are_ignored_equal_ranks_make_a_war():
    g = kit.new_game("war", players=2, deck=stack(["KS"], ["KH"]))
    w = only(flip(g), "war")
    assert w["players"] == [0, 1] and w["down"] == 3 and w["in_play"] == 2
    assert g.to_act == (0, 1) and g.battles == 0
    assert w["rounds"] == [{"kind": "battle", "cards": [{"down": 0, "up": "KS"}, {"down": 0, "up": "KH"}]}]
    v = g.view(None)
    assert v["in_play"] == 2 and v["war_down"] == 3 and v["middle"][0]["cards"][1]["up"] == "KH"


# -- the war pot sizes -------------------------------------------------------------------------------
@pytest.mark.parametrize("style, tied, down, pot", [
    ("one_down", "7", 1, 6),
    ("three_down", "7", 3, 10),
    ("by_rank", "7", 7, 18),    # 2 + 14 + 2
    ("by_rank", "A", 11, 26),   # an Ace counts 11
    ("by_rank", "K", 10, 24),   # picture cards count 10
    ("by_rank", "J", 10, 24),
    ("by_rank", "T", 10, 24),
    ("by_rank", "2", 2, 8),
])
def test_war_pot_sizes(style, tied, down, pot):
    up0, up1 = ("QS", "3C") if tied not in "Q3" else ("KS", "4C")
    d = stack([tied + "S"] + [None] * down + [up0], [tied + "H"] + [None] * down + [up1])
    g = kit.new_game("war", players=2, deck=d, war_style=style)
    w = only(flip(g), "war")
    assert w["down"] == down
    b = only(flip(g), "battle")
    assert b["taken"] == pot and b["winner"] == 0 and b["wars"] == 1
    assert b["rounds"][1] == {"kind": "war", "cards": [{"down": down, "up": up0}, {"down": down, "up": up1}]}
    assert g.scores == [26 + pot // 2, 26 - pot // 2]
    assert_whole(g)


def test_by_rank_is_recomputed_at_each_new_tie():
    # 7 v 7: seven down; then Q v Q: ten down; then A v 2
    d = stack(["7S"] + [None] * 7 + ["QS"] + [None] * 10 + ["AS"],
              ["7H"] + [None] * 7 + ["QH"] + [None] * 10 + ["2C"])
    g = kit.new_game("war", players=2, deck=d, war_style="by_rank")
    assert only(flip(g), "war")["down"] == 7
    assert only(flip(g), "war")["down"] == 10
    b = only(flip(g), "battle")
    assert b["taken"] == 2 + 16 + 22 and b["wars"] == 2 and b["winner"] == 0
    assert [r["kind"] for r in b["rounds"]] == ["battle", "war", "war"]


def test_wars_in_a_row_are_counted():
    d = stack(["7S", None, None, None, "9S", None, None, None, "KS"],
              ["7H", None, None, None, "9H", None, None, None, "2C"])
    g = kit.new_game("war", players=2, deck=d)
    events = battle(g)
    assert [e["type"] for e in events] == ["war", "war", "battle"]
    assert ups(events[1]) == {"7S", "7H", "9S", "9H"}, "a war's event shows every face-up card so far"
    b = events[-1]
    assert b["wars"] == 2 and b["double_wars"] == 0 and b["taken"] == 18 and b["winner"] == 0
    assert g.wars == 2 and g.view(None)["wars"] == 2 and g.battles == 1
    assert g.describe(b, viewer=1, names=["Ann", "Bo"]) == "2 wars in a row! Ann's King wins it — Ann takes 18 cards."


def ups(event):
    return {e["up"] for r in event["rounds"] for e in r["cards"] if e and e.get("up")}


# -- running out of cards -------------------------------------------------------------------------------
def test_last_card_up_two_cards_left_lays_one_down_one_up():
    """RULES: last_card_up, three_down: a player with 2 cards left at a tie puts 1 down, 1 up."""
    extra = ["7S", "7H", "2D", "KD", "3H", "4H"]
    low, top = losing_run(23, avoid=extra)
    g = kit.new_game("war", players=2, deck=stack(low + ["7S", "2D", "KD"], top + ["7H", "3H", "4H"]),
                     collect="as_played")
    battles(g, 23)
    assert g.scores == [3, 49]
    events = battle(g)
    b = only(events, "battle")
    assert b["rounds"][1]["cards"][0] == {"down": 1, "up": "KD"}
    # player 1 lays 3H, 4H and the first card they won (low[0]) down, then top[0] up
    assert b["rounds"][1]["cards"][1] == {"down": 3, "up": top[0]}
    assert high(top[0]) < high("KD") and b["winner"] == 0 and b["taken"] == 2 + 2 + 4
    assert g.scores == [8, 44] and not g.over


def test_last_card_up_with_one_card_left_it_goes_up():
    extra = ["7S", "7H", "KD", "3H"]
    low, top = losing_run(24, avoid=extra)
    g = kit.new_game("war", players=2, deck=stack(low + ["7S", "KD"], top + ["7H", "3H"]),
                     collect="as_played")
    battles(g, 24)
    assert g.scores == [2, 50]
    b = only(battle(g), "battle")
    assert b["rounds"][1]["cards"][0] == {"down": 0, "up": "KD"}
    assert b["winner"] == 0 and b["taken"] == 2 + 1 + 4


def test_exactly_enough_cards_is_not_short():
    extra = ["7S", "7H", "2D", "3D", "4D", "KD"]
    low, top = losing_run(21, avoid=extra + ["3H", "4H", "5H", "6H"])
    for runout in ("last_card_up", "lose"):
        g = kit.new_game("war", players=2, deck=stack(low + ["7S", "2D", "3D", "4D", "KD"], top + ["7H"]),
                         collect="as_played", runout=runout)
        battles(g, 21)
        assert g.scores == [5, 47]
        b = only(battle(g), "battle")
        assert b["rounds"][1]["cards"][0] == {"down": 3, "up": "KD"} and b["winner"] == 0


def _zero_cards_at_a_tie(war_up_pair):
    """Player 0 loses 25 battles, then ties 7 v 7 with their last card.  ``war_up_pair`` are the
    first two battles' cards (player 0's, player 1's): player 1 wins them too and, as_played, the
    cards go under their pile in that order, so player 1's war is 3 down and ``war_up_pair[1][1]``
    up."""
    (a0, b0), (a1, b1) = war_up_pair
    named = ["7S", "7H", a0, b0, a1, b1]
    low, top = losing_run(23, avoid=named)
    d = stack([a0, a1] + low + ["7S"], [b0, b1] + top + ["7H"])
    g = kit.new_game("war", players=2, deck=d, collect="as_played")
    battles(g, 25)
    assert g.scores == [1, 51]
    return g


def test_no_cards_at_a_tie_the_previous_card_stands_and_can_win():
    g = _zero_cards_at_a_tie([("2S", "3S"), ("2H", "3H")])  # player 1's war card is 3H
    events = battle(g)
    w = only(events, "war")
    assert w["players"] == [1], "only the player with cards lays war cards"
    b = only(events, "battle")
    assert b["rounds"][1]["cards"][0] == {"down": 0, "up": "7S", "stands": True}
    assert b["rounds"][1]["cards"][1] == {"down": 3, "up": "3H"}
    assert b["winner"] == 0 and b["taken"] == 6 and g.scores == [6, 46] and not g.over


def test_no_cards_at_a_tie_and_it_ties_again_loses():
    g = _zero_cards_at_a_tie([("2S", "3S"), ("2H", "7D")])  # player 1's war card is 7D
    events = battle(g)
    b = only(events, "battle")
    assert b["rounds"][1]["cards"][0] == {"down": 0, "up": "7S", "stands": True}
    assert b["rounds"][1]["cards"][1] == {"down": 3, "up": "7D"}
    assert b["winner"] == 1 and b["taken"] == 6
    assert only(events, "out")["player"] == 0
    assert g.over and g.winner == 1 and g.winners == [1] and g.scores == [0, 52]
    assert only(events, "game_over") == {"type": "game_over", "winner": 1, "reason": "holds every card",
                                        "battles": 26}
    assert g.to_act == ()


def test_no_cards_at_a_tie_and_a_higher_war_card_loses_too():
    g = _zero_cards_at_a_tie([("2S", "3S"), ("2H", "9D")])
    b = only(battle(g), "battle")
    assert b["winner"] == 1 and g.over and g.winner == 1


def _long_ace_war(x0, x1):
    """by_rank: A v A (11 down), A v A again (11 down), K v K with one card each left: then the
    last cards are ``x0`` and ``x1``."""
    return stack(["AS"] + [None] * 11 + ["AH"] + [None] * 11 + ["KS", x0],
                 ["AD"] + [None] * 11 + ["AC"] + [None] * 11 + ["KH", x1])


def test_runout_lose_both_short_at_once_is_a_draw():
    g = kit.new_game("war", players=2, deck=_long_ace_war("2S", "3S"), war_style="by_rank", runout="lose")
    assert only(flip(g), "war")["down"] == 11
    assert only(flip(g), "war")["down"] == 11
    events = flip(g)
    b = only(events, "battle")
    assert b["winner"] is None and b["taken"] == 0
    assert b["rounds"][-1]["cards"] == [{"down": 1, "up": None, "out": True}] * 2
    assert g.over and g.winner is None and g.winners == [] and g.to_act == ()
    assert only(events, "game_over")["winner"] is None
    assert {e["player"] for e in events if e["type"] == "out"} == {0, 1}
    assert g.scores == [0, 0] and g.view(None)["in_play"] == 52
    assert_whole(g)


def test_runout_last_card_up_the_last_cards_decide():
    g = kit.new_game("war", players=2, deck=_long_ace_war("2S", "3S"), war_style="by_rank")
    events = battle(g)
    b = only(events, "battle")
    assert b["rounds"][-1]["cards"] == [{"down": 0, "up": "2S"}, {"down": 0, "up": "3S"}]
    assert b["winner"] == 1 and b["taken"] == 52 and b["wars"] == 3
    assert g.over and g.winner == 1 and g.scores == [0, 52]


def test_last_card_up_both_with_no_cards_tie_again_is_a_draw():
    g = kit.new_game("war", players=2, deck=_long_ace_war("2S", "2H"), war_style="by_rank")
    events = battle(g)
    b = only(events, "battle")
    assert b["rounds"][-1]["cards"] == [{"down": 0, "up": "2S", "stands": True},
                                        {"down": 0, "up": "2H", "stands": True}]
    assert b["winner"] is None and g.over and g.winner is None
    assert only(events, "game_over")["winner"] is None
    assert_whole(g)


def test_runout_lose_the_short_player_is_out_and_loses():
    extra = ["7S", "7H", "2D", "KD"]
    low, top = losing_run(23, avoid=extra + ["3H", "4H"])
    g = kit.new_game("war", players=2, deck=stack(low + ["7S", "2D", "KD"], top + ["7H", "3H", "4H"]),
                     collect="as_played", runout="lose")
    battles(g, 23)
    assert g.scores == [3, 49]
    events = flip(g)
    if not g.over:  # at most one more step: the other player's war cards
        events += flip(g)
    assert g.over and g.winner == 1 and g.scores == [0, 52]
    assert only(events, "out")["player"] == 0
    b = only(events, "battle")
    assert b["winner"] == 1
    assert b["rounds"][1]["cards"][0] == {"down": 2, "up": None, "out": True}
    assert "KD" not in ups(b), "the short player's cards are never turned up"


def test_a_player_with_no_cards_at_the_start_of_a_battle_has_lost():
    low, top = losing_run(26)
    g = kit.new_game("war", players=2, deck=stack(low, top))
    events = battles(g, 26)
    assert g.over and g.winner == 1 and g.scores == [0, 52] and g.battles == 26
    assert only(events, "game_over")["reason"] == "holds every card"
    assert g.legal_moves(0) == g.legal_moves(1) == []
    with pytest.raises(kit.IllegalMove, match="game is over"):
        g.play(1, Flip())


# -- collecting the pot --------------------------------------------------------------------------------
def test_as_played_puts_the_pot_under_the_winners_pile_round_by_round_seat_0_first():
    d = stack(["7S", "2S", "3S", "4S", "KS"], ["7H", "2H", "3H", "4H", "5H"])
    g = kit.new_game("war", players=2, deck=d, collect="as_played")
    before0, before1 = pile(g, 0), pile(g, 1)
    battle(g)
    pot = ["7S", "7H", "2S", "3S", "4S", "KS", "2H", "3H", "4H", "5H"]
    assert pile(g, 0) == before0[5:] + pot
    assert pile(g, 1) == before1[5:]


def test_as_played_three_players_and_the_spare_last():
    d = stack(["TS", "2S", "3S", "4S", "KS"], ["TH", "2H", "3H", "4H", "5H"], ["4C"], spare="AD")
    g = kit.new_game("war", players=3, deck=d, collect="as_played")
    before = pile(g, 1)
    battle(g)
    pot = ["TS", "TH", "4C", "2S", "3S", "4S", "KS", "2H", "3H", "4H", "5H", "AD"]
    assert pile(g, 0)[-12:] == pot and pile(g, 1) == before[5:]


def test_as_played_a_two_card_battle():
    g = kit.new_game("war", players=2, deck=stack(["5H"], ["9S"]), collect="as_played")
    battle(g)
    assert pile(g, 1)[-2:] == ["5H", "9S"], "seat 0's card first, even when seat 1 wins"


def test_shuffle_is_seeded():
    d = stack(["7S", "2S", "3S", "4S", "KS"], ["7H", "2H", "3H", "4H", "5H"])

    def after(seed):
        g = kit.new_game("war", players=2, deck=d, seed=seed)
        battle(g)
        return pile(g, 0)

    orders = [after(seed) for seed in range(6)]
    assert after(0) == orders[0] and after(3) == orders[3], "same seed, same order"
    assert len({tuple(o) for o in orders}) > 1, "different seeds give different orders"
    pot = {"7S", "7H", "2S", "3S", "4S", "KS", "2H", "3H", "4H", "5H"}
    for o in orders:
        assert set(o[-10:]) == pot and o[:-10] == d[10::2]


# -- the cap ------------------------------------------------------------------------------------------
def test_cap_more_cards_wins():
    g = kit.new_game("war", players=2, deck=stack(["9S"], ["5H"]), max_battles=1)
    events = flip(g)
    assert g.over and g.winner == 0 and g.scores == [27, 25]
    assert only(events, "game_over") == {"type": "game_over", "winner": 0, "battles": 1,
                                        "reason": "has the most cards when the battle limit is reached"}
    assert g.to_act == () and g.legal_moves(0) == []


def test_cap_equal_piles_is_a_draw():
    g = kit.new_game("war", players=2, deck=stack(["9S", "5D"], ["5H", "9D"]), max_battles=2)
    flip(g)
    assert not g.over
    events = flip(g)
    assert g.over and g.winner is None and g.scores == [26, 26]
    assert only(events, "game_over")["reason"] == "the battle limit is reached with equal piles"


def test_cap_counts_a_whole_battle_with_its_wars_as_one():
    d = stack(["7S", None, None, None, "KS", "2D"], ["7H", None, None, None, "2C", "3D"])
    g = kit.new_game("war", players=2, deck=d, max_battles=2)
    battle(g)
    assert not g.over and g.battles == 1
    battle(g)
    assert g.over and g.winner == 0 and g.scores == [30, 22]


# -- three players --------------------------------------------------------------------------------------
def test_three_players_ten_ten_four_the_tens_fight_and_the_winner_takes_all():
    d = stack(["TS", None, None, None, "KS"], ["TH", None, None, None, "2C"], ["4C"], spare="AD")
    g = kit.new_game("war", players=3, deck=d)
    w = only(flip(g), "war")
    assert w["players"] == [0, 1] and w["down"] == 3
    assert g.to_act == (0, 1)
    with pytest.raises(kit.IllegalMove, match="between the others"):
        g.play(2, Flip())
    events = flip(g)
    b = only(events, "battle")
    assert b["winner"] == 0 and b["wars"] == 1 and b["double_wars"] == 0
    assert b["rounds"][1]["cards"] == [{"down": 3, "up": "KS"}, {"down": 3, "up": "2C"}, None]
    assert b["taken"] == 3 + 8 + 1, "the 4 too, and the spare goes to the first war's winner"
    assert only(events, "spare")["player"] == 0
    assert "4C" in pile(g, 0) and "AD" in pile(g, 0) and g.spare == []
    assert g.scores == [24, 12, 16]
    assert_whole(g)


@pytest.mark.parametrize("style", ["one_down", "three_down", "by_rank"])
def test_three_players_war_style_is_ignored(style):
    d = stack(["TS", None, None, None, "KS"], ["TH", None, None, None, "2C"], ["4C"])
    g = kit.new_game("war", players=3, deck=d, war_style=style)
    assert only(flip(g), "war")["down"] == 3
    assert only(flip(g), "battle")["winner"] == 0
    d = stack(["7S"] + [None] * 6 + ["KS"], ["7H"] + [None] * 6 + ["2H"], ["7D"] + [None] * 6 + ["3D"])
    g = kit.new_game("war", players=3, deck=d, war_style=style)
    assert only(flip(g), "war")["down"] == 6


def test_three_way_tie_double_war_then_two_way_tie_three_down():
    d = stack(["7S"] + [None] * 6 + ["KS"] + [None] * 3 + ["QS"],
              ["7H"] + [None] * 6 + ["KH"] + [None] * 3 + ["3C"],
              ["7D"] + [None] * 6 + ["2C"], spare="AD")
    g = kit.new_game("war", players=3, deck=d)
    w = only(flip(g), "war")
    assert w["players"] == [0, 1, 2] and w["down"] == 6
    w = only(flip(g), "war")
    assert w["players"] == [0, 1] and w["down"] == 3
    assert g.to_act == (0, 1)
    events = flip(g)
    b = only(events, "battle")
    assert [r["kind"] for r in b["rounds"]] == ["battle", "double_war", "war"]
    assert b["rounds"][1]["cards"] == [{"down": 6, "up": "KS"}, {"down": 6, "up": "KH"}, {"down": 6, "up": "2C"}]
    assert b["rounds"][2]["cards"] == [{"down": 3, "up": "QS"}, {"down": 3, "up": "3C"}, None]
    assert b["winner"] == 0 and b["wars"] == 2 and b["double_wars"] == 1
    assert b["taken"] == 3 + 21 + 8 + 1
    assert g.scores == [38, 5, 9]
    assert_whole(g)


def test_three_way_tie_again_is_another_double_war():
    d = stack(["7S"] + [None] * 6 + ["KS"] + [None] * 6 + ["2S"],
              ["7H"] + [None] * 6 + ["KH"] + [None] * 6 + ["AH"],
              ["7D"] + [None] * 6 + ["KD"] + [None] * 6 + ["3D"])
    g = kit.new_game("war", players=3, deck=d, spare_to="first_battle")
    assert only(flip(g), "war")["down"] == 6
    w = only(flip(g), "war")
    assert w["players"] == [0, 1, 2] and w["down"] == 6
    events = flip(g)
    b = only(events, "battle")
    assert b["winner"] == 1 and b["double_wars"] == 2 and b["taken"] == 3 + 21 + 21 + 1
    assert [r["kind"] for r in b["rounds"]] == ["battle", "double_war", "double_war"]


def test_three_players_two_tie_below_a_higher_card_is_no_war():
    g = kit.new_game("war", players=3, deck=stack(["5S"], ["5H"], ["9C"]))
    b = only(flip(g), "battle")
    assert b["winner"] == 2 and b["wars"] == 0 and b["taken"] == 3
    assert g.spare, "no war yet: the spare waits"
    assert g.scores == [16, 16, 19]


def test_spare_goes_to_the_first_war_winner_not_an_earlier_battle_winner():
    d = stack(["2S", "TS", None, None, None, "KS"], ["3S", "TH", None, None, None, "2C"], ["9C", "4C"],
              spare="AD")
    g = kit.new_game("war", players=3, deck=d)
    events = flip(g)
    assert only(events, "battle")["winner"] == 2 and not [e for e in events if e["type"] == "spare"]
    assert g.view(None)["spare"] == 1
    events = battle(g)
    assert only(events, "spare")["player"] == 0 and only(events, "battle")["taken"] == 12
    assert g.view(None)["spare"] == 0


def test_spare_to_first_battle():
    d = stack(["2S", "TS", None, None, None, "KS"], ["3S", "TH", None, None, None, "2C"], ["9C", "4C"], spare="AD")
    g = kit.new_game("war", players=3, deck=d, spare_to="first_battle")
    events = flip(g)
    assert only(events, "spare")["player"] == 2
    assert only(events, "battle")["taken"] == 4 and g.scores == [16, 16, 20]
    assert "AD" in pile(g, 2)
    events = battle(g)
    assert not [e for e in events if e["type"] == "spare"] and only(events, "battle")["taken"] == 11


def test_spare_never_earned_goes_to_the_last_player_standing():
    mine = ["AS", "AH", "AD", "AC", "KS", "KH", "KD", "KC", "QS", "QH", "QD", "QC", "JS", "JH", "JD", "JC", "TS"]
    rest = sorted((c for c in ALL if c not in mine and c != "2S"), key=lambda c: -high(c))
    g = kit.new_game("war", players=3, deck=stack(mine, rest[:17], rest[17:], spare="2S"))
    events = battles(g, 17)
    assert not [e for e in events if e["type"] == "war"]
    assert {e["player"] for e in events if e["type"] == "out"} == {1, 2}
    assert only(events, "spare")["player"] == 0
    assert g.over and g.winner == 0 and g.scores == [52, 0, 0] and g.spare == []
    assert_whole(g)


def test_three_players_one_out_the_other_two_go_on_with_three_down_wars():
    # player 2 holds the lowest cards and loses all 17 battles; player 0 wins the first 8,
    # player 1 the next 9; as_played makes the 18th battle Q v Q (see the comments)
    p0 = ["QS", "JS", "JH", "JD", "JC", "TS", "TH", "TD", "QH", "9S", "QD", "TC", "9H", "9D", "9C", "8D", "8C"]
    p1 = ["6D", "6C", "7S", "7H", "7D", "7C", "8S", "8H", "KS", "AS", "AH", "AD", "AC", "KH", "KD", "KC", "QC"]
    p2 = [r + s for r in "2345" for s in "SHDC"] + ["6S"]
    g = kit.new_game("war", players=3, deck=stack(p0, p1, p2, spare="6H"), collect="as_played",
                     war_style="one_down")
    events = battles(g, 17)
    assert [e["winner"] for e in events if e["type"] == "battle"] == [0] * 8 + [1] * 9
    assert only(events, "out")["player"] == 2
    assert not g.over and g.to_act == (0, 1) and g.scores == [24, 27, 0] and g.out == [2]
    with pytest.raises(kit.IllegalMove, match="no cards left"):
        g.play(2, Flip())
    # player 0's pile starts QS 6D 2S JS 6C; player 1's QH KS 3S 9S AS: Q v Q, three down
    w = only(flip(g), "war")
    assert w["players"] == [0, 1] and w["down"] == 3
    events = flip(g)
    b = only(events, "battle")
    assert b["rounds"][1]["cards"][:2] == [{"down": 3, "up": "6C"}, {"down": 3, "up": "AS"}]
    assert b["winner"] == 1 and b["taken"] == 10 + 1 and only(events, "spare")["player"] == 1
    assert g.scores == [19, 33, 0]
    assert_whole(g)


# -- the teaching numbers ------------------------------------------------------------------------------
# kit/exact/war.py counts them card by card; here they are checked against the closed forms of
# docs/rules.md, against our own enumeration over ranks, and against what the engine actually does.
PACK = [(r, s) for r in range(13) for s in range(4)]


def test_p_tie_on_the_first_battle_is_3_over_51():
    assert exact.tie_probability() == Fraction(3, 51) == Fraction(1, 17)
    ties = sum(a[0] == b[0] for a, b in permutations(PACK, 2))
    assert Fraction(ties, 52 * 51) == exact.tie_probability()


def test_p_tie_on_the_first_battle_by_the_engine():
    """Every ordered pair of first cards, by rank, weighted by how many card pairs have those ranks:
    the engine starts a war exactly as often as the formula says."""
    wars = 0
    for r0, r1 in product(RANKS_HIGH, repeat=2):
        g = kit.new_game("war", players=2, deck=stack([r0 + "S"], [r1 + ("H" if r0 == r1 else "S")]))
        if any(e["type"] == "war" for e in flip(g)):
            wars += 4 * (3 if r0 == r1 else 4)
    assert Fraction(wars, 52 * 51) == Fraction(3, 51)


def test_p_tie_then_a_tie_in_the_war_is_73_over_20825():
    closed = Fraction(3, 51) * Fraction(comb(2, 2) + 12 * comb(4, 2), comb(50, 2))  # 3/51 × 73/1225
    assert exact.double_tie_probability() == closed == Fraction(73, 20825)
    # by ranks: a tied first pair, then any ordered pair of two of the other 50 cards
    hits = total = 0
    for a, b in permutations(PACK, 2):
        if a[0] != b[0]:
            total += 50 * 49
            continue
        left = Counter(r for r, s in PACK if (r, s) not in (a, b))
        for c, d in product(range(13), repeat=2):
            pairs = left[c] * (left[d] - (c == d))
            total += pairs
            hits += pairs * (c == d)
    assert total == 52 * 51 * 50 * 49
    assert Fraction(hits, total) == closed


def test_p_double_tie_by_the_engine_three_down():
    """The war's face-up cards are deck[8] and deck[9] of a shuffled deck: a random pair of the
    other 50 cards.  After a 7 v 7 tie, run the engine on every pair of war ranks, weighted by
    how many card pairs have those ranks: a second war 73 times in 1225."""
    again = total = 0
    for u, v in product(RANKS_HIGH, repeat=2):
        free = {r: [r + s for s in "SHDC" if r + s not in ("7S", "7H")] for r in (u, v)}
        pairs = len(free[u]) * (len(free[v]) - (u == v))
        total += pairs
        up0, up1 = free[u][0], free[v][1 if u == v else 0]
        g = kit.new_game("war", players=2, deck=stack(["7S", None, None, None, up0], ["7H", None, None, None, up1]))
        assert only(flip(g), "war")["down"] == 3
        if any(e["type"] == "war" for e in flip(g)):
            again += pairs
    assert total == 50 * 49
    assert Fraction(again, total) == Fraction(73, 1225)


def test_three_player_first_flip():
    f = exact.three_player_first_flip()
    assert f == {"all_three": Fraction(1, 425), "two_on_top": Fraction(36, 425), "some_war": Fraction(37, 425)}
    assert f["all_three"] == Fraction(3, 51) * Fraction(2, 50)
    # closed forms over ranks: unordered hands of three cards
    hands = comb(52, 3)
    assert Fraction(13 * comb(4, 3), hands) == f["all_three"]
    assert Fraction(sum(comb(4, 2) * 4 * lower for lower in range(13)), hands) == f["two_on_top"]


def test_three_player_first_flip_by_the_engine():
    """Every triple of first ranks (in seat order), weighted by how many card triples have them:
    how often the engine's first flip is a war, and how often a double war."""
    wars = doubles = 0
    for ranks in product(RANKS_HIGH, repeat=3):
        used = Counter()
        codes, weight = [], 1
        for r in ranks:
            codes.append(r + "SHDC"[used[r]])
            weight *= 4 - used[r]
            used[r] += 1
        top = max(high(c) for c in codes)
        if sum(high(c) == top for c in codes) < 2:
            continue  # a single highest card: no war (a few are checked below)
        g = kit.new_game("war", players=3, deck=stack([codes[0]], [codes[1]], [codes[2]]))
        w = only(flip(g), "war")
        wars += weight
        doubles += weight * (w["down"] == 6)
    f = exact.three_player_first_flip()
    assert Fraction(wars, 52 * 51 * 50) == f["some_war"] == Fraction(37, 425)
    assert Fraction(doubles, 52 * 51 * 50) == f["all_three"] == Fraction(1, 425)
    for codes in (["AS", "KS", "KH"], ["2S", "3S", "2H"], ["9S", "9H", "TS"]):
        g = kit.new_game("war", players=3, deck=stack([codes[0]], [codes[1]], [codes[2]]))
        assert only(flip(g), "battle")["wars"] == 0


def test_by_rank_pots_agree_with_the_engine():
    for r in RANKS_HIGH:
        h = high(r + "S")
        down = 11 if r == "A" else min(h, 10)  # docs/rules.md: 2-10 as printed, J/Q/K 10, A 11
        assert exact.by_rank_pot(h) == 2 + 2 * (down + 1)
        win, lose = ("KD", "2D") if r not in "K2" else ("QD", "3D")
        d = stack([r + "S"] + [None] * down + [win], [r + "H"] + [None] * down + [lose])
        g = kit.new_game("war", players=2, deck=d, war_style="by_rank")
        b = only(battle(g), "battle")
        assert b["taken"] == exact.by_rank_pot(h) and b["winner"] == 0 and b["wars"] == 1


# -- the short way through two-player battles ------------------------------------------------------
class LongWayWar(War):
    """War with the short way turned off: every battle goes through the general rules."""

    SHORT_WAY = False


@pytest.mark.parametrize("war_style", ["one_down", "three_down", "by_rank"])
@pytest.mark.parametrize("runout,collect", [("last_card_up", "shuffle"), ("last_card_up", "as_played"),
                                            ("lose", "shuffle"), ("lose", "as_played")])
def test_the_short_way_plays_exactly_the_game_of_the_general_rules(war_style, runout, collect):
    """Two players: the quick path for a battle and a war must give the same events, views,
    moves, generator and save as the general rules, whatever order the players flip in."""
    for seed in range(4):
        opts = dict(seed=seed, war_style=war_style, runout=runout, collect=collect, max_battles=400 + 100 * seed)
        short, long_ = War(**opts), LongWayWar(**opts)
        step = 0
        while not short.over:
            assert short.to_act == long_.to_act
            order = short.to_act if step % 2 else tuple(reversed(short.to_act))
            for p in order:
                assert short.play(p, Flip()) == long_.play(p, Flip())
                if step % 5 == 0:
                    assert short.view(p) == long_.view(p)
            step += 1
        assert long_.over and short.log == long_.log and short.winners == long_.winners
        assert short.to_json() == long_.to_json()
        assert any(e["type"] == "war" for e in short.log)


def test_the_short_way_meets_short_piles_like_the_general_rules():
    """Ties where a pile holds exactly the cards a war needs, or one fewer, or none, with both
    run-outs: the short way hands these to the general rules and the games agree."""
    for down, style in ((1, "one_down"), (3, "three_down")):
        for left in (down + 1, down, 0):  # cards player 0 keeps under the tied card
            low, top = losing_run(26 - 1 - left, avoid=("7S", "7H"))
            for runout in ("last_card_up", "lose"):
                d = stack(low + ["7S"], top + ["7H"] + [None] * (26 - len(top) - 1))
                short, long_ = (cls(players=2, seed=1, deck=d, war_style=style, runout=runout, collect="as_played")
                                for cls in (War, LongWayWar))
                for _ in range(len(low) + 1):
                    assert battle(short) == battle(long_)
                sevens = [e for e in short.log if e["type"] == "battle"][len(low)]
                assert sevens["rounds"][0]["cards"] == [{"down": 0, "up": "7S"}, {"down": 0, "up": "7H"}]
                assert sevens["wars"] >= 1 and len(sevens["rounds"]) >= 2
                assert short.log == long_.log and short.to_json() == long_.to_json()
