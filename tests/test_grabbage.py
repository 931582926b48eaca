"""Grabbage / Hasty Patience (docs/rules.md section 5) on stacked packs and set positions, at fixed ticks."""
from fractions import Fraction

import pytest

import kit
from kit.cards import Card, standard_deck
from kit.exact import grabbage as exact
from kit.games.grabbage import HELD, Build, Discard, Recycle, Turn
from kit.games.race import Wait

C = Card.parse
PACK = [c.code for c in standard_deck()]


def pack(*top):
    """A 52-card pack with these cards on top (in order), the rest after them."""
    top = list(top)
    return top + [c for c in PACK if c not in top]


def position(players=2, held=None, waste=None, seqs=None, seed=1, **options):
    """A game whose seats hold ``held[p]`` and wastepiles ``waste[p]`` (lists, bottom first), with
    open sequences ``seqs`` (id -> cards, bottom first).  Cards are taken out of the stocks of the
    player who holds them, or of seat 0 for sequences, so every card is still accounted for."""
    options.setdefault("human", -1)
    g = kit.new_game("grabbage", players=players, seed=seed, **options)
    g.race_reset()
    total = g.cards()

    def take(p, code):
        c = C(code)
        g.stock[p].remove(c)
        return c

    for p, code in (held or {}).items():
        g.held[p] = take(p, code)
    for p, piles in (waste or {}).items():
        for w, pile in enumerate(piles):
            g.waste[p][w] = [take(p, c) for c in pile]
    for sid, cards in (seqs or {}).items():
        g.seqs[sid] = [take(0, c) for c in cards]
        g.next_seq = max(g.next_seq, sid + 1)
    g.log, g.history = [], []
    assert g.cards() == total
    return g


def test_each_player_has_a_pack_and_stacked_packs_deal_top_first():
    g = kit.new_game("grabbage", players=3, seed=1, deck=[pack("5H"), pack("AS"), pack("KD")], human=-1)
    assert g.cards() == sum((kit.new_game("war", seed=0).cards() for _ in range(3)), start=type(g.cards())())
    assert g.view(None)["stock"] == [52, 52, 52]
    g.play(0, Turn())
    assert g.pending[0][0] == Turn()
    with pytest.raises(ValueError, match="list of 2 packs"):
        kit.new_game("grabbage", deck=PACK)
    with pytest.raises(ValueError):
        kit.new_game("grabbage", deck=[PACK, PACK[:-1]])
    with pytest.raises(ValueError):
        kit.new_game("grabbage", wastepiles=2)
    with pytest.raises(ValueError):
        kit.new_game("grabbage", players=7)


def test_turn_a_five_build_on_the_four_and_a_wastepile_ten_on_the_nine():
    g = position(held={0: "5C"}, waste={0: [["TD"]]},
                 seqs={1: ["AH", "2H", "3S", "4D"], 2: ["AS", "2S", "3H", "4S", "5S", "6S", "7S", "8S", "9S"]})
    legal = g.legal_moves(0)
    assert Build(C("5C"), 1, HELD) in legal and Build(C("TD"), 2, 0) in legal
    with pytest.raises(kit.IllegalMove, match="needs a 10"):
        g.play(0, Build(C("5C"), 2, HELD))
    with pytest.raises(kit.IllegalMove, match="Only an Ace"):
        g.play(0, Build(C("5C"), -1, HELD))


def test_a_turned_ace_must_start_a_new_sequence():
    g = kit.new_game("grabbage", seed=2, deck=[pack("AC"), pack("2D")], human=0, human_latency=3, bot_latency=3)
    g.play(0, Turn())
    g.play(1, Turn())
    assert g.clock == 3 and g.held == [C("AC"), C("2D")]
    assert set(g.legal_moves(0)) == {Build(C("AC"), -1, HELD), Wait()}
    before = g.digest()
    with pytest.raises(kit.IllegalMove, match="must start a new sequence"):
        g.play(0, Discard(C("AC"), 0))
    with pytest.raises(kit.IllegalMove, match="holding the A♣"):
        g.play(0, Turn())
    assert g.digest() == before
    g.play(1, Wait())
    ev = g.play(0, Build(C("AC"), -1, HELD))       # the other waits: the clock runs to tick 6
    assert [e["type"] for e in ev] == ["commit", "start"] and ev[1]["tick"] == 6 and g.seqs == {1: [C("AC")]}
    assert Build(C("2D"), 1, HELD) in g.legal_moves(1)


@pytest.mark.parametrize("seed", range(4))
def test_two_fives_on_one_four_in_the_same_tick_one_bounces(seed):
    g = position(held={0: "5C", 1: "5D"}, seqs={1: ["AH", "2H", "3S", "4D"]}, seed=seed, bot_latency=4)
    g.play(0, Build(C("5C"), 1, HELD))
    ev = g.play(1, Build(C("5D"), 1, HELD))
    kinds = sorted(e["type"] for e in ev if e["type"] != "commit")
    assert kinds == ["bounce", "build"]
    loser = next(e for e in ev if e["type"] == "bounce")["player"]
    assert g.held[loser] == (C("5C") if loser == 0 else C("5D"))   # it stays in the hand
    assert "needs a 6" in next(e for e in ev if e["type"] == "bounce")["reason"]
    assert Discard(g.held[loser], 0) in g.legal_moves(loser)


def test_a_king_clears_the_sequence():
    ranks = "A 2 3 4 5 6 7 8 9 T J Q".split()
    g = position(held={0: "KC"}, seqs={4: [r + "H" for r in ranks]}, bot_latency=1)
    total = g.cards()
    g.play(0, Build(C("KC"), 4, HELD))
    g.play(1, Wait()) if 1 in g.to_act else None
    assert 4 not in g.seqs and g.completed[0] == 1 and g.cards() == total


def test_recycle_the_first_card_discarded_comes_out_first():
    g = position(waste={0: [["3C", "7D"], ["9S"], [], ["KH"]]}, wastepiles=4, bot_latency=1)
    g.stock[0], moved = [], list(g.stock[0])
    g.stock[1] += moved   # keep every card on the table (in the other's stock)
    assert g.legal_moves(0)[0] == Recycle()
    g.play(0, Recycle())
    while 0 not in g.to_act:
        g.play(g.to_act[0], Wait())
    assert [c.code for c in reversed(g.stock[0])] == ["3C", "7D", "9S", "KH"]


def test_two_players_finishing_on_the_same_tick_share_the_win():
    g = position(held={0: "5C", 1: "5D"}, seqs={1: ["AH", "2H", "3S", "4D"], 2: ["AC", "2C", "3H", "4C"]},
                 bot_latency=2)
    for p in range(2):
        g.stock[p] = []
    # the other cards leave the table for this test: only the two fives are left to build
    g.play(0, Build(C("5C"), 1, HELD))
    g.play(1, Build(C("5D"), 2, HELD))
    assert g.over and g.winners == [0, 1] and g.winner is None


def test_exact_chances():
    assert exact.p_first_card_ace() == Fraction(1, 13)
    assert exact.expected_first_ace_position() == Fraction(53, 5) == exact.expected_first_ace_position_by_sum()
    assert exact.p_no_ace_in_first(13) == Fraction(6327, 20825)
    assert exact.sequences(3) == 12
