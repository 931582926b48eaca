"""Pirate (docs/rules.md section 6): every example on set positions at fixed ticks, sinking, tow,
claims, recycling, the win counts."""
from fractions import Fraction

import pytest

import kit
from kit.bots import hard_against_easy, make_bot, play_out
from kit.cards import Card
from kit.exact import pirate as exact
from kit.games.pirate import Build, Claim, Discard, Turn
from kit.games.race import Wait

C = Card.parse
RANKS = "A 2 3 4 5 6 7 8 9 T J Q K".split()


def position(up=None, down=None, held=None, seed=1, **options):
    """Seat 0 builds up, seat 1 down (round 1).  ``up``/``down``: suit -> ranks already built
    (taken from the builder's own pack); ``held``: seat -> code (from their pack)."""
    options.setdefault("human", -1)
    options.setdefault("up", 0)
    g = kit.new_game("pirate", seed=seed, **options)
    g.race_reset()
    total = g.cards()
    for suit, ranks in (up or {}).items():
        for r in ranks:
            c = C(r + suit)
            g.stock[0].remove(c)
            g.halves[suit]["up"].append(c)
    for suit, ranks in (down or {}).items():
        for r in ranks:
            c = C(r + suit)
            g.stock[1].remove(c)
            g.halves[suit]["down"].append(c)
    for p, code in (held or {}).items():
        g.stock[p].remove(C(code))
        g.held[p] = C(code)
    g.log, g.history = [], []
    assert g.cards() == total
    return g


def settle(g, ev):
    """Let everyone else wait until every action on its way has landed."""
    while g.pending and not g.over:
        ev = ev + g.play(g.to_act[0], Wait())
    return ev


def types(ev):
    return [e["type"] for e in ev if e["type"] != "commit"]


def test_the_cut_decides_who_builds_up():
    ties = 0
    for seed in range(30):
        g = kit.new_game("pirate", seed=seed)
        a, b = (C(c) for c in g.cuts[-1])
        assert a.low != b.low and g.up == (0 if a.low < b.low else 1)
        ties += len(g.cuts) > 1
        assert all(C(x).low == C(y).low for x, y in g.cuts[:-1])   # equal cuts were cut again
    assert ties >= 1
    assert kit.new_game("pirate", seed=3, up=1).up == 1
    with pytest.raises(ValueError, match="list of 2 packs"):
        kit.new_game("pirate", deck=["AS"])


def test_up_builds_from_the_ace_and_down_from_the_king_in_suit():
    g = position(held={0: "AS", 1: "KS"})
    assert Build(C("AS")) in g.legal_moves(0) and Build(C("KS")) in g.legal_moves(1)
    g = position(held={0: "2S", 1: "QH"})
    with pytest.raises(kit.IllegalMove, match="build ♠ upward and need the Ace"):
        g.play(0, Build(C("2S")))
    with pytest.raises(kit.IllegalMove, match="build ♥ downward and need the King"):
        g.play(1, Build(C("QH")))
    assert set(g.legal_moves(0)) == {Discard(C("2S")), Wait()}


@pytest.mark.parametrize("builder", [0, 1])
def test_the_seven_joins_the_spade_ship_for_either_player(builder):
    g = position(up={"S": RANKS[:6]}, down={"S": ["K", "Q", "J", "T", "9", "8"]}, held={builder: "7S"},
                 bot_latency=2)
    ev = g.play(builder, Build(C("7S")))
    if 1 - builder in g.to_act:
        ev += g.play(1 - builder, Wait())
    assert "capture" in types(ev)
    assert g.captured[builder] == 1 and g.round["S"] == 2 and g.halves["S"] == {"up": [], "down": []}
    # round 2: the roles are swapped in that suit
    assert g.role(0, "S") == "down" and g.role(1, "S") == "up" and g.role(0, "H") == "up"


@pytest.mark.parametrize("seed", range(3))
def test_both_join_the_ship_in_one_tick_it_sinks(seed):
    g = position(up={"S": RANKS[:6]}, down={"S": ["K", "Q", "J", "T", "9", "8"]}, held={0: "7S", 1: "7S"},
                 bot_latency=3, seed=seed)
    total = g.cards()
    g.play(0, Build(C("7S")))
    ev = g.play(1, Build(C("7S")))
    assert types(ev) == ["sunk"] and g.sunk == 1 and g.captured == [0, 0] and g.round["S"] == 2
    assert g.cards() == total and g.held == [None, None]


def test_with_tow_the_ship_goes_to_the_next_lone_capturer():
    g = position(up={"S": RANKS[:6], "H": RANKS[:12]}, down={"S": ["K", "Q", "J", "T", "9", "8"]},
                 held={0: "7S", 1: "7S"}, bot_latency=3, tow=True)
    g.play(0, Build(C("7S")))
    ev = g.play(1, Build(C("7S")))
    assert types(ev) == ["tow"] and g.in_tow == 1 and g.sunk == 0
    g.held[0] = g.stock[0].pop(g.stock[0].index(C("KH")))    # seat 0 turns the K♥ (its own pack)
    ev = g.play(0, Build(C("KH")))
    if 1 in g.to_act:
        ev += g.play(1, Wait())
    assert g.captured[0] == 2 and g.in_tow == 0


def test_hearts_up_to_the_queen_either_king_captures():
    # the down player's K♥ keel captures...
    g = position(up={"H": RANKS[:12]}, held={1: "KH"}, bot_latency=1)
    ev = settle(g, g.play(1, Build(C("KH"))))
    assert "capture" in types(ev) and g.captured == [0, 1]
    # ...or the up player finishes with their own K♥
    g = position(up={"H": RANKS[:12]}, held={0: "KH"}, bot_latency=1)
    ev = settle(g, g.play(0, Build(C("KH"))))
    assert "capture" in types(ev) and g.captured == [1, 0]


def test_win_counts():
    g = position()
    g.captured, g.sunk = [4, 3], 1
    assert g._check_win()[0]["winners"] == [0]          # 2 x 4 > 7
    g = position()
    g.captured = [4, 4]
    g.round = {s: 3 for s in "SHDC"}
    ev = g._check_win()
    assert ev[0]["winners"] == [] and "draw" in ev[0]["reason"]
    assert [exact.ships_to_win(s) for s in range(8)] == [5, 4, 4, 3, 3, 2, 2, 1]


def test_a_player_out_of_cards_grabs_the_other_players_card():
    g = position(up={"D": RANKS[:4]}, held={1: "5D"}, human=0, human_latency=2, bot_latency=6)
    moved, g.stock[0] = g.stock[0], []
    g.ships.append(moved)          # keep every card counted: set aside for this test
    assert g.out(0)
    assert g.legal_moves(0) == [Claim(C("5D")), Wait()]
    with pytest.raises(kit.IllegalMove, match="only grab"):
        g.play(0, Turn())
    g.play(1, Discard(C("5D")))     # lands at 6
    ev = g.play(0, Claim(C("5D")))  # lands at 2: the grab is quicker; the discard bounces at 6
    assert types(ev) == ["claim", "bounce"] and g.halves["D"]["up"][-1] == C("5D")
    assert ev[-1]["player"] == 1 and ev[-1]["tick"] == 6 and "not holding" in ev[-1]["reason"]


def test_both_out_the_wastepiles_come_back_first_discard_first_then_a_dead_pass_ends():
    g = position(held={0: "9C", 1: "2C"}, bot_latency=1)
    for p in range(2):
        g.ships.append(g.stock[p])
        g.stock[p] = []
    g.waste[0] = [C("3H"), C("4H")]
    g.ships[0].remove(C("3H"))
    g.ships[0].remove(C("4H"))
    g.play(0, Discard(C("9C")))
    ev = g.play(1, Discard(C("2C")))
    assert "recycle" in types(ev)
    assert [c.code for c in reversed(g.stock[0])] == ["3H", "4H", "9C"]
    play_out(g, {0: make_bot("pirate", "easy", 1, 0), 1: make_bot("pirate", "easy", 1, 1)})
    assert g.over and "no ship built" in g.reason


def test_hard_captures_more_than_easy():
    hard_ships = easy_ships = 0
    for seed in range(10):
        g, hard = hard_against_easy("pirate", seed, human=-1, speed="hard")
        hard_ships += g.captured[hard]
        easy_ships += g.captured[1 - hard]
    assert hard_ships > easy_ships   # measured over 40 games: 154 to 101 ships, 24 wins 11 losses 5 draws


def test_exact_facts():
    assert exact.p_cuts_tie() == Fraction(1, 13)
    assert exact.connector(6, 8) == 7 and exact.connector(5, 8) is None
    assert exact.cards_in_ships() == 104


def test_an_empty_ship_is_said_in_a_childs_words():
    """Not "no keel yet": a child of 9 does not know the word (issue 40)."""
    from widgets.pirate import PirateTable
    t = PirateTable(seed=3, pace="turns")
    empties = [z["empty"] for row in t.board.scene["rows"] for z in row if z["id"].startswith("ship-")]
    assert empties and set(empties) == {"no cards yet"}
    assert "keel" not in str(t.board.scene)
