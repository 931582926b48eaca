"""Anarchy (docs/rules.md section 2): every example on a stacked deck (trumps: hearts and all 5s, the
indicator is the 5♥), every option, bad input refused in a child's words, playouts, the bots."""
import pytest

import kit
from kit import IllegalMove
from kit.games.anarchy import rule_why_not
from kit.games.shedding import Draw, Pass, Play
from tests.shedding_helpers import stacked

C = kit.card


def game(hands, indicator="5H", **options):
    spare = [x for x in ["KS", "QS", "JS", "TS", "9S", "8S", "4D", "3D"] if x not in sum(hands, [])]
    hands = [h + [spare.pop(0) for _ in range(4 - len(h))] for h in hands]
    return kit.new_game("anarchy", players=len(hands), seed=3, deck=stacked(hands, [indicator]), **options)


def refused(g, p, move, words):
    before = g.to_json()
    with pytest.raises(IllegalMove) as e:
        g.play(p, move)
    assert words in str(e.value), str(e.value)
    assert g.to_json() == before


def playable_others(g):
    """Every card of the pack except the top one that the rules allow now (a pure count)."""
    return {c.code for c in kit.standard_deck() if c != g.top and g.why_not(c) is None}


def test_deal_indicator_under_the_stock():
    g = kit.new_game("anarchy", players=3, seed=4)
    assert [len(h) for h in g.hands] == [4, 4, 4] and len(g.stock) == 52 - 12
    assert g.stock[-1] == g.indicator and g.trump_suit == g.indicator.suit and g.trump_rank == g.indicator.rank
    assert sum(g.is_trump(c) for c in kit.standard_deck()) == 16


def test_no_trump_to_start_must_draw():
    g = game([["7C", "KS", "9D", "JD"], ["2C"]])
    assert g.legal_moves(0) == [Draw()]
    refused(g, 0, Play(C("7C")), "The 7♣ is not a trump: the first card on the pile must be a trump")
    g.play(0, Draw())
    assert g.current == 1 and len(g.hands[0]) == 5


def seven_seven_nine_five():
    g = game([["7H", "9C", "6C", "8C"], ["7C", "5C", "2C", "KD"]])
    g.play(0, Play(C("7H")))
    g.play(1, Play(C("7C")))
    assert g.direction is None                      # equal ranks decide nothing
    g.play(0, Play(C("9C")))
    assert g.direction == "up"
    g.play(1, Play(C("5C")))
    assert g.direction == "down"                     # a trump by rank, in a plain suit, decides
    return g


def test_the_7_7_9_5_example():
    g = seven_seven_nine_five()
    hearts = {r + "H" for r in "A23456789TJQK"}
    assert playable_others(g) == {"2C", "3C", "4C", "AC", "5D", "5S"} | hearts
    assert g.legal_moves(0) == [Draw()]
    refused(g, 0, Play(C("6C")), "The pile goes down ↓: a ♣ on the 5♣ must be lower than 5 (or an Ace).")
    refused(g, 0, Play(C("8C")), "must be lower than 5")
    refused(g, 0, Pass(), "draw a card")


def test_the_22_card_six_of_clubs_case():
    g = game([["9H", "6C"], ["9C", "2D"]])
    g.play(0, Play(C("9H")))
    g.play(1, Play(C("9C")))
    g.play(0, Play(C("6C")))
    assert g.top == C("6C") and g.direction == "down"
    legal = playable_others(g)
    assert len(legal) == 22
    assert legal == {r + "H" for r in "A23456789TJQK"} | {"5C", "5D", "5S", "6D", "6S", "2C", "3C", "4C", "AC"}
    # the same count from the pure rule, as the lesson does it
    assert sum(rule_why_not(c, C("6C"), "down", "H", "5") is None for c in kit.standard_deck() if c != C("6C")) == 22


def test_king_reverses_after_deciding():
    g = game([["6H", "7C"], ["6C", "KC"]])
    for p, c in [(0, "6H"), (1, "6C"), (0, "7C")]:
        g.play(p, Play(C(c)))
    assert g.direction == "up"
    g.play(1, Play(C("KC")))
    assert g.direction == "down"


def test_trump_suit_never_decides():
    g = game([["TH", "6C"], ["TC", "2D"]])
    g.play(0, Play(C("TH")))
    g.play(1, Play(C("TC")))
    assert g.direction is None
    g.play(0, Play(C("6C")))
    assert g.direction == "down"
    g2 = game([["TH", "3H"], ["TC", "2H"]])
    g2.play(0, Play(C("TH")))
    g2.play(1, Play(C("2H")))                      # hearts are the trump suit: no decision
    assert g2.direction is None


def directions(hands, plays, option):
    """The direction after ``plays`` (by seats 0, 1, 0 in turn), without ``option`` and with it."""
    found = []
    for options in ({}, {option: True}):
        g = game(hands, **options)
        for seat, c in zip([0, 1, 0], plays):
            g.play(seat, Play(C(c)))
        found.append(g.direction)
    return found


def test_queen_on_seven_decides_then_reverses_and_the_option():
    # with the option, reversing "none" does nothing
    assert directions([["7H", "QC"], ["7C", "2D"]], ["7H", "7C", "QC"], "face_cards_only_reverse") == ["down", None]


def test_aces_go_both_ways_and_never_decide():
    g = game([["7H", "9C", "AC"], ["7C", "5C", "2D"]])
    for p, c in [(0, "7H"), (1, "7C"), (0, "9C"), (1, "5C")]:
        g.play(p, Play(C(c)))
    g.play(0, Play(C("AC")))
    assert g.direction == "down"
    assert g.why_not(C("KC")) is None              # anything of the suit goes on an Ace


def test_decision_across_suits_and_the_option():
    assert directions([["9H", "5C"], ["9D", "2D"]], ["9H", "9D", "5C"], "decide_same_suit_only") == ["down", None]


def test_trump_start_only_first_player():
    g = game([["7C", "KS"], ["2C", "3D"]], trump_start_only_first_player=True)
    assert g.legal_moves(0) == [Draw()]
    g.play(0, Draw())
    assert Play(C("2C")) in g.legal_moves(1)
    g = game([["7C", "KS"], ["2C", "3D"]])
    g.play(0, Draw())
    assert g.legal_moves(1) == [Draw()]


def test_naming_refused_and_out_of_turn():
    g = game([["7H", "9C"], ["7C", "5C"]])
    refused(g, 0, Play(C("7H"), "S"), "nobody names a suit")
    refused(g, 1, Play(C("7C")), "It is Player 1's turn")


def test_stock_out_pass_and_reshuffle():
    for mode in ("pass", "reshuffle"):
        g = game([["7H", "2D"], ["7C", "3D"]], stock_out=mode)
        g.play(0, Play(C("7H")))
        g.play(1, Play(C("7C")))
        g.hands[1] += g.stock            # an empty stock; every card stays on the table
        g.stock = []
        if mode == "pass":
            assert g.legal_moves(0) == [Pass()]
            refused(g, 0, Draw(), "no cards left to draw")
            g.play(0, Pass())
            assert g.current == 1
        else:
            assert g.legal_moves(0) == [Draw()]
            ev = g.play(0, Draw())
            assert ev[0]["type"] == "reshuffle" and g.pile == [C("7C")] and g.stock == []


def test_play_after_draw_and_voluntary_draw():
    deck = stacked([["7C", "KS", "9D", "JD"], ["2C", "3C", "4C", "6C"]], ["5H", "8H"])
    g = kit.new_game("anarchy", players=2, seed=1, deck=deck, play_after_draw=True)
    g.play(0, Draw())                                   # the 8♥ is a trump
    assert g.legal_moves(0) == [Play(C("8H")), Pass()]
    g.play(0, Pass())
    assert g.current == 1
    g = kit.new_game("anarchy", players=2, seed=1, deck=stacked([["7H", "KS", "9D", "JD"], ["2C", "3C", "4C", "6C"]], ["5H"]),
                     must_play_if_able=False)
    assert Draw() in g.legal_moves(0)
