"""Anthony Hill's game (docs/rules.md section 1): every example on a stacked deck, every option, bad
input refused in a child's words with nothing changed, random playouts, the bots."""
import pytest

import kit
from kit import IllegalMove
from kit.games.shedding import Draw, Pass, Play
from tests.shedding_helpers import stacked

C = kit.card


def game(hands, up, **options):
    return kit.new_game("anthony_hill", players=len(hands), seed=3, deck=stacked(hands, [up]),
                        hand_size=len(hands[0]), **options)


def refused(g, p, move, words):
    before = g.to_json()
    with pytest.raises(IllegalMove) as e:
        g.play(p, move)
    assert words in str(e.value)
    assert g.to_json() == before
    return str(e.value)


def plays(g, p):
    return sorted(str(m.card) for m in g.legal_moves(p) if isinstance(m, Play))


def test_deal_stock_and_up_card():
    g = kit.new_game("anthony_hill", players=3, seed=5)
    assert [len(h) for h in g.hands] == [7, 7, 7] and len(g.stock) == 30 and len(g.pile) == 1
    g = game([["9D", "7C", "KS"], ["2H", "3H", "4H"]], "7D")
    assert g.top == C("7D") and g.active_suit == "D" and g.current == 0 and len(g.stock) == 52 - 7


def test_match_by_suit_or_number():
    g = game([["9D", "7C", "KS"], ["2H", "3H", "4H"]], "7D")
    assert plays(g, 0) == ["7♣", "9♦"]
    refused(g, 0, Play(C("KS")), "The K♠ doesn't match the 7♦: play a ♦ or a 7.")
    refused(g, 0, Draw(), "you must play instead of drawing")
    refused(g, 0, Pass(), "You can play a card")
    refused(g, 1, Play(C("2H")), "It is Player 1's turn")
    refused(g, 0, Play(C("2H")), "You don't have the 2♥")


def test_nine_of_clubs_reason():
    g = game([["9C", "5S"], ["2H", "3H"]], "7D")
    assert g.reasons(0)["9C"] == "The 9♣ doesn't match the 7♦: play a ♦ or a 7."
    assert g.legal_moves(0) == [Draw()]
    g.play(0, Draw())
    assert g.current == 1 and len(g.hands[0]) == 3          # the drawn card is not played this turn


def test_a_jack_matches_only_jacks():
    g = game([["JS", "QD"], ["2H", "3H"]], "JD")
    g2 = game([["QS", "2C"], ["2H", "3H"]], "JH")
    assert plays(g, 0) == ["J♠", "Q♦"] and plays(g2, 0) == []


def test_ace_names_a_suit():
    g = game([["AD", "2C", "3C"], ["5C", "9D", "AH", "3S"][:3], ], "5D", ace_changes_suit=True)
    assert {m.suit for m in g.legal_moves(0) if m.card == C("AD")} == set("SHDC")
    refused(g, 0, Play(C("AD")), "pick ♠, ♥, ♦ or ♣")
    refused(g, 0, Play(C("AD"), "X"), "is not a suit")
    g.play(0, Play(C("AD"), "S"))
    assert g.active_suit == "S"
    # the next player must play a spade or an Ace; 5♣ and 9♦ matched the 5♦ but not any more
    assert plays(g, 1) == ["A♥"]
    assert "asked for spades" in g.reasons(1)["5C"] and "asked for spades" in g.reasons(1)["9D"]
    refused(g, 1, Play(C("AH"), "C"), "only matches by number")
    g.play(1, Play(C("AH")))                                  # Ace on Ace: names nothing
    assert g.active_suit == "H"


def test_ace_of_the_named_suit_may_name_again():
    g = game([["AD", "2C", "3C"], ["AS", "9D", "4H"]], "5D", ace_changes_suit=True)
    g.play(0, Play(C("AD"), "S"))
    assert {m.suit for m in g.legal_moves(1) if isinstance(m, Play)} == set("SHDC")
    g.play(1, Play(C("AS"), "C"))
    assert g.active_suit == "C" and plays(g, 0) == ["2♣", "3♣"]


def test_any_ace_rule_and_option_off():
    g = game([["AD", "2C"], ["AS", "9D"]], "5D", ace_changes_suit=True, ace_rule="any_ace")
    g.play(0, Play(C("AD"), "H"))
    assert {m.suit for m in g.legal_moves(1) if isinstance(m, Play)} == set("SHDC")
    off = game([["AD", "2C"], ["AS", "9D"]], "5D")
    refused(off, 0, Play(C("AD"), "H"), "Aces don't name suits")
    g2 = game([["KD", "2C"], ["AS", "9D"]], "5D", ace_changes_suit=True)
    refused(g2, 0, Play(C("KD"), "H"), "Only an Ace can name a suit.")


def test_up_card_ace_names_nothing():
    g = game([["AS", "2C"], ["3S", "9D"]], "AD", ace_changes_suit=True)
    assert g.active_suit == "D" and plays(g, 0) == ["A♠"]
    assert [m.suit for m in g.legal_moves(0)] == [None]       # A♠ on A♦ matches by number only


def test_empty_stock_reshuffles_all_but_the_top():
    g = game([["2C", "3C", "4C"], ["2H", "3H", "4H"]], "KD")
    # a pile of 10 and no stock: move cards between zones (every card stays on the table)
    g.pile = g.stock[:9] + g.pile
    g.hands[1] += g.stock[9:]
    g.stock = []
    ev = g.play(0, Draw())
    assert ev[0] == {"type": "reshuffle", "player": 0, "stock": 9}
    assert len(g.pile) == 1 and g.top == C("KD") and len(g.stock) == 8 and sum(g.cards().values()) == 52


def test_pass_when_nothing_to_draw():
    g = game([["2C", "3C"], ["2H", "3H"]], "KD")
    g.hands[1] += g.stock
    g.stock = []
    refused(g, 0, Draw(), "no cards left to draw")
    assert g.legal_moves(0) == [Pass()]
    ev = g.play(0, Pass())
    assert ev[0]["type"] == "pass" and not g.over and g.current == 1 and g.passes == 1


def test_first_to_empty_hand_wins():
    g = game([["9D"], ["2H"]], "7D")
    ev = g.play(0, Play(C("9D")))
    assert g.over and g.winner == 0 and g.winners == [0] and ev[-1]["type"] == "game_over"
    refused(g, 1, Play(C("2H")), "The game is over")


def test_cap_fewest_cards_and_shared_win():
    g = game([["9D", "2S"], ["8D", "3S"]], "7D", max_turns=2)
    g.play(0, Play(C("9D")))
    g.play(1, Play(C("8D")))
    assert g.over and g.winners == [0, 1] and g.winner is None


def test_voluntary_draw_and_playing_the_drawn_card():
    g = game([["9D", "2S"], ["8D", "3S"]], "7D", must_play_if_able=False)
    assert Draw() in g.legal_moves(0)
    deck = stacked([["2S", "3S"], ["8H", "4S"]], ["7D", "9D"])
    g = kit.new_game("anthony_hill", players=2, seed=1, deck=deck, hand_size=2, play_drawn_card=True)
    g.play(0, Draw())                                  # draws the 9♦, which matches
    assert g.current == 0 and g.legal_moves(0) == [Play(C("9D")), Pass()]
    refused(g, 0, Play(C("2S")), "only play the card you drew")
    g.play(0, Play(C("9D")))
    assert g.top == C("9D") and g.current == 1


def test_a_card_just_drawn_is_named_only_to_the_player_who_drew_it():
    """Once the view of every other seat said why its cards could not be played with the drawer's
    card ("You just drew the 9♦: ..."), naming a card only the drawer may see."""
    deck = stacked([["2S", "3S"], ["8H", "4S"]], ["7D", "9D"])
    g = kit.new_game("anthony_hill", players=2, seed=1, deck=deck, hand_size=2, play_drawn_card=True)
    g.play(0, Draw())                                  # draws the 9♦, which matches: 0 may play it
    assert "9♦" in g.view(0)["reasons"]["2S"]
    for viewer in (1, None):
        words = str(g.view(viewer))
        assert "9♦" not in words and "9D" not in words and "Nine of Diamonds" not in words
    assert g.view(1)["reasons"] == {c: g.why_not(C(c)) or "" for c in ("8H", "4S")}  # the pile's rule only


def test_play_for_places():
    g = game([["9D", "2S"], ["8D", "3S"], ["6D", "4S"]], "7D", play_for_places=True)
    g.play(0, Play(C("9D")))
    g.play(1, Play(C("8D")))
    g.play(2, Play(C("6D")))
    # nobody has a diamond now except by drawing; play on until two are out
    while not g.over:
        p = g.current
        g.play(p, g.legal_moves(p)[0])
    assert g.winner == g.out[0] and sorted(g.out) == [0, 1, 2]


def test_bad_options_and_player_counts():
    with pytest.raises(ValueError, match="at most 42"):
        kit.new_game("anthony_hill", players=6, hand_size=8)
    with pytest.raises(ValueError, match="2 to 6 players"):
        kit.new_game("anthony_hill", players=7)
    with pytest.raises(ValueError, match="ace_rule"):
        kit.new_game("anthony_hill", players=2, ace_rule="sometimes")


def test_views_hide_other_hands():
    g = kit.new_game("anthony_hill", players=3, seed=2)
    v = g.view(1)
    assert v["hand_sizes"] == [7, 7, 7] and v["you"] == 1 and set(v["reasons"]) == set(v["hand"])
    assert g.view(None)["hand"] is None
