"""King of the Hill (docs/rules.md section 3): every example of the rules on a stacked deck, the
tie-break, the Jokers, the apex, the options, bad input, and random playouts of the contract."""
import json

import pytest

import kit
from contract import check_random_playouts
from kit.cards import standard_deck
from kit.game import to_plain
from kit.games.king_of_the_hill import (JOKER_CARD, Attack, Choose, Gone, Outcome, PlayJoker, Ready, ToHand, ToReserve, attack_problem,
                                        compare, judge_attack, legal_attacks, sum_text)

NAME = "king_of_the_hill"
C = kit.Card.parse
J = C("JK")


def stacked(hand0, hand1, stacks=None):
    """A stacked 52-card deck: the two hands (11 cards each, dealt round-robin), then the pyramid
    stacks 1.0 ... 4.4 (given ones as lists top first, the rest filled from the unused cards)."""
    hand0, hand1 = [C(c) for c in hand0.split()], [C(c) for c in hand1.split()]
    stacks = {k: [C(c) for c in v.split()] for k, v in (stacks or {}).items()}
    used = set(hand0) | set(hand1) | {c for v in stacks.values() for c in v}
    spare = [c for c in standard_deck() if c not in used]
    filler = iter(spare)
    h0 = hand0 + [next(filler) for _ in range(11 - len(hand0))]
    h1 = hand1 + [next(filler) for _ in range(11 - len(hand1))]
    deck = [c for pair in zip(h0, h1) for c in pair]
    sizes = {1: 4, 2: 3, 3: 2, 4: 1}
    for r in range(1, 5):
        for i in range(r + 1):
            given = stacks.get(f"{r}.{i}", [])
            deck += given + [next(filler) for _ in range(sizes[r] - len(given))]
    return [c.code for c in deck]


def new(hand0="", hand1="", stacks=None, reserve0=(), reserve1=(), **options):
    """A game past the reserve step: seat 0 deals and chooses first."""
    g = kit.new_game(NAME, seed=1, deck=stacked(hand0, hand1, stacks), **options)
    for p, res in ((0, reserve0), (1, reserve1)):
        for c in res:
            g.play(p, ToReserve(C(c)))
        g.play(p, Ready())
    return g


def att(text):
    return PlayJoker() if text == "JK" else Attack(tuple(C(c) for c in text.split()))


def fight(g, stack, a0, a1):
    """Choose ``stack`` (by whoever chooses) and attack with ``a0`` / ``a1``; return the events."""
    r, i = map(int, stack.split("."))
    events = g.play(g.chooser, Choose(r, i))
    events += g.play(0, att(a0))
    events += g.play(1, att(a1))
    return events


def reveal(events):
    return [e for e in events if e["type"] == "reveal"]


# ---------------------------------------------------------------------------------------- setup
def test_the_deal_and_the_pyramid():
    g = kit.new_game(NAME, seed=3, deck=stacked("2S 3S", "2H 3H", {"1.0": "KS QS JS TS", "4.4": "AD"}))
    assert sorted(c.code for c in g.hands[0])[:2] == ["2S", "3S"] and J in g.hands[0]
    assert len(g.hands[0]) == len(g.hands[1]) == 12
    v = g.view(None)
    sizes = [[s["count"] for s in row] for row in v["pyramid"]]
    assert sizes == [[1], [4, 4], [3, 3, 3], [2, 2, 2, 2], [1, 1, 1, 1, 1]]
    assert v["pyramid"][1][0]["top"] == "KS" and v["pyramid"][1][0]["hidden"] == 3
    assert v["pyramid"][0][0]["top"] == "JK" and v["pyramid"][4][4]["top"] == "AD"
    assert sum(g.cards().values()) == 55 and g.cards()[J] == 3
    assert g.dealer == 0 and g.phase == "reserve" and g.to_act == (0, 1)
    # the face-up tops are shown, so they are in the log (docs/rules.md 0.3), and only they are
    assert g.log == [{"type": "deal", "dealer": 0, "tops": {s["id"]: s["top"] for row in v["pyramid"] for s in row}}]
    assert g.log[0]["tops"]["1.0"] == "KS" and "QS" not in json.dumps(to_plain(g.log))
    assert g.describe(g.log[0], 0) == "You deal 15 stacks on the hill, each with its top card face up."


def test_two_jokers_leave_an_imaginary_apex():
    g = kit.new_game(NAME, seed=3, jokers=2)
    assert g.view(None)["pyramid"][0][0]["count"] == 0 and g.view(None)["pyramid"][0][0]["imaginary"]
    assert "0.0" not in g.log[0]["tops"] and len(g.log[0]["tops"]) == 14
    assert sum(g.cards().values()) == 54


def test_random_dealer_is_seeded_and_can_be_set():
    dealers = {kit.new_game(NAME, seed=s).dealer for s in range(20)}
    assert dealers == {0, 1}
    assert kit.new_game(NAME, seed=5).dealer == kit.new_game(NAME, seed=5).dealer
    assert kit.new_game(NAME, seed=5, dealer=1).dealer == 1


# ---------------------------------------------------------------------------------------- reserve
def test_reserve_step_is_sealed_one_card_at_a_time():
    g = kit.new_game(NAME, seed=1, deck=stacked("AS 5S", "2H"))
    assert len(g.legal_moves(0)) == 13  # 12 cards to put away, and Ready
    g.play(0, ToReserve(C("AS")))
    g.play(0, ToReserve(J))
    g.play(0, ToHand(C("AS")))
    assert g.view(0)["reserve"] == ["JK"] and g.view(0)["joker_in"] == "reserve"
    # the other player sees neither the reserve nor its size until both are ready
    other = json.dumps(g.view(1))
    assert g.view(1)["reserve_sizes"][0] is None and g.view(1)["hand_sizes"][0] is None
    assert "reserve" not in g.view(1) or g.view(1)["reserve"] == []
    g.play(0, Ready())
    assert g.to_act == (1,)
    with pytest.raises(kit.IllegalMove, match="ready"):
        g.play(0, ToReserve(C("5S")))
    ev = g.play(1, Ready())
    assert ev[-1]["type"] == "reserves" and ev[-1]["sizes"] == [1, 0]
    assert g.view(1)["reserve_sizes"] == [1, 0] and g.view(1)["hand_sizes"] == [11, 12]
    assert g.phase == "choose" and g.to_act == (0,)
    assert "JK" not in json.dumps(g.view(1)["reserve_sizes"]) and other


# ---------------------------------------------------------------------------------------- the examples
def test_sequence_18_beats_a_single_ace():
    assert compare(tuple(map(C, "3D 4D 5D 6D".split())), (C("AS"),)) is Outcome.FIRST
    g = new("3D 4D 5D 6D", "AS")
    ev = fight(g, "4.0", "3D 4D 5D 6D", "AS")
    r = reveal(ev)[0]
    assert r["winner"] == 0 and r["attacks"][0]["sum"] == "3 + 4 + 5 + 6 = 18" and r["attacks"][1]["value"] == 15
    assert "18 beats 15" in r["why"]
    assert {"3D", "4D", "5D", "6D", "AS"} <= {c.code for c in g.dead}


@pytest.mark.parametrize("cards, words", [
    ("7S 8S 9S", "9 can't be in a sequence"),
    ("2C 3H", "2♣ and 3♥ can't attack together"),
    # a child who picked two cards never meant "a sequence": told what several cards must be
    ("8S 5H", "more than one card must be a run, one suit in a row"),
    ("5D 7D", "6 is missing"),
    ("AH 2H 3H", "Ace can't be in a sequence"),
])
def test_illegal_sequences_are_explained(cards, words):
    assert words in attack_problem(cards.split())
    hand = cards
    g = new(hand, "")
    g.play(0, Choose(4, 0))
    before = g.to_json()
    with pytest.raises(kit.IllegalMove, match=words):
        g.play(0, att(cards))
    assert g.to_json() == before


def test_face_cards_by_rank_and_the_equal_face_cards_variant():
    assert compare((C("KS"),), (C("QH"),)) is Outcome.FIRST
    assert compare((C("JS"),), (C("TH"),)) is Outcome.FIRST
    assert compare((C("QH"),), (C("KS"),)) is Outcome.SECOND
    assert compare((C("KS"),), (C("QH"),), equal_face_cards=True) is Outcome.TIE
    assert compare((JOKER_CARD,), (JOKER_CARD,)) is Outcome.BOTH_JOKERS
    g = new("KS", "QH")
    assert reveal(fight(g, "4.0", "KS", "QH"))[0]["winner"] == 0
    g = new("JS", "TH")
    assert reveal(fight(g, "4.0", "JS", "TH"))[0]["winner"] == 0
    g = new("KS", "QH", equal_face_cards=True)
    ev = fight(g, "4.0", "KS", "QH")
    assert reveal(ev)[0]["result"] == "tie" and g.phase == "tiebreak"


@pytest.mark.parametrize("a, b, winner", [
    ("7H 8H", "AS", None),   # 15 v 15: a tie
    ("4C 5C", "9D", None),   # 9 v 9: a tie
    ("2S 3S", "6D", 1),      # 5 v 6
    ("JK", "2C", 1),         # the Joker gives up
])
def test_equal_values_tie_and_jokers_lose(a, b, winner):
    g = new(a.replace("JK", ""), b)
    r = reveal(fight(g, "4.0", a, b))[0]
    assert r["winner"] == winner
    assert (r["result"] == "tie") == (winner is None)


def test_both_jokers_discard_the_stack_and_the_other_player_chooses():
    g = new("", "", {"4.2": "9C", "3.1": "7D 8C"})
    ev = fight(g, "4.2", "JK", "JK")
    assert [e["type"] for e in ev][-2:] == ["discarded", "turn"]
    assert g.removed[(4, 2)] == Gone(None) and g.discarded == [C("9C")]
    assert g.chooser == 1 and g.to_act == (1,) and J in g.hands[0] and J in g.hands[1]
    fight(g, "3.1", "JK", "JK")  # its hidden 8C is thrown away unseen
    assert "8C" not in json.dumps(to_plain([g.view(0), g.view(1), g.log])) and g.view(0)["discarded"] == 3


def test_which_stacks_are_open():
    g = new()
    assert g.open_stacks() == [(4, i) for i in range(5)]
    fight(g, "4.0", "JK", "JK")
    assert (3, 0) in g.open_stacks() and (3, 1) not in g.open_stacks()
    g = new()
    fight(g, "4.1", "JK", "JK")
    assert {(3, 0), (3, 1)} <= set(g.open_stacks()) and (3, 2) not in g.open_stacks()
    g = new()
    for s in ["4.0", "4.1", "3.0", "3.1", "2.0", "2.1"]:
        fight(g, s, "JK", "JK")
    assert (1, 0) in g.open_stacks() and (0, 0) not in g.open_stacks()
    fight(g, "1.0", "JK", "JK")
    assert (0, 0) not in g.open_stacks()  # one stack under the apex is not enough
    before = g.to_json()
    with pytest.raises(kit.IllegalMove, match="both stacks just under it"):
        g.play(g.chooser, Choose(0, 0))
    with pytest.raises(kit.IllegalMove, match="still covered"):
        g.play(g.chooser, Choose(2, 2))
    with pytest.raises(kit.IllegalMove, match="already gone"):
        g.play(g.chooser, Choose(4, 0))
    with pytest.raises(kit.IllegalMove, match="no stack"):
        g.play(g.chooser, Choose(5, 0))
    assert g.to_json() == before
    for s in ["4.2", "4.3", "4.4", "3.2", "3.3", "2.2", "1.1"]:
        fight(g, s, "JK", "JK")
    assert (0, 0) in g.open_stacks()


# ---------------------------------------------------------------------------------------- winning a stack
def test_the_winner_splits_the_stack_between_hand_and_reserve():
    g = new("AS", "2C", {"1.0": "KS QS JS TS", "4.0": "5H"})
    fight(g, "4.0", "AS", "2C")
    assert g.phase == "split" and g.to_act == (0,)
    assert g.legal_moves(0) == [ToHand(C("5H")), ToReserve(C("5H"))]
    assert g.view(1)["won_waiting"] == 1 and g.view(1)["won"] == []
    ev = g.play(0, ToReserve(C("5H")))
    assert ev[0] == {"type": "put_away", "player": 0, "to": "reserve", "left": 0}
    assert C("5H") in g.reserves[0] and g.phase == "choose" and g.chooser == 1
    assert g.view(1)["reserve_sizes"] == [1, 0] and g.stacks_won == [1, 0]


def test_hidden_stack_cards_reach_only_the_winner():
    g = new("AS", "2C", {"4.0": "5H", "4.1": "6H", "3.0": "7H 8H"})
    fight(g, "4.0", "JK", "JK")
    fight(g, "3.0", "AS", "2C")
    assert sorted(c.code for c in g.won) == ["7H", "8H"]
    assert "8H" in g.view(0)["won"] and "8H" not in json.dumps(g.view(1)) and "8H" not in json.dumps(g.view(None))
    before = g.to_json()
    with pytest.raises(kit.IllegalMove, match="not one of the cards you just won"):
        g.play(0, ToHand(C("9H")))
    with pytest.raises(kit.IllegalMove):
        g.play(1, ToHand(C("8H")))
    assert g.to_json() == before
    g.play(0, ToHand(C("8H")))
    g.play(0, ToReserve(C("7H")))
    assert C("8H") in g.hands[0] and C("7H") in g.reserves[0]
    assert g.view(1)["hand_sizes"][0] == 12 and g.view(1)["reserve_sizes"][0] == 1


def test_sealed_attack_is_hidden_until_both_attack():
    g = new("AS", "KD")
    g.play(0, Choose(4, 0))
    g.play(0, att("AS"))
    assert g.to_act == (1,)
    assert g.view(0)["my_attack"] == ["AS"] and g.view(1)["my_attack"] is None
    assert "AS" not in json.dumps(g.view(1)) and "AS" not in json.dumps(g.view(None))
    assert g.view(1)["attacked"] == [0]
    with pytest.raises(kit.IllegalMove, match="already attacked"):
        g.play(0, att("AS"))
    g.play(1, att("KD"))
    assert g.view(1)["last_fight"] is None and g.view(1)["fight"]["rounds"][0]["attacks"][0]["cards"] == ["AS"]


# ---------------------------------------------------------------------------------------- tie-breaks
def test_tie_break_from_the_reserves_and_the_jokers_come_back():
    g = new("7H 8H 4S", "AS 2D", reserve0=["4S"], reserve1=["2D"])
    ev = fight(g, "4.0", "7H 8H", "AS")
    tb = [e for e in ev if e["type"] == "tiebreak"][0]
    assert tb["jokers_moved"] == [True, True] and g.phase == "tiebreak"
    assert J in g.reserves[0] and J not in g.hands[0]
    # only reserve cards now
    assert set(g.legal_moves(0)) == {Attack((C("4S"),)), PlayJoker()}
    before = g.to_json()
    with pytest.raises(kit.IllegalMove, match="not in your reserve"):
        g.play(0, Attack((C("KS") if C("KS") in g.hands[0] else g.hands[0][0],)))
    assert g.to_json() == before
    ev = g.play(0, att("4S")) + g.play(1, att("2D"))
    assert reveal(ev)[0]["tiebreak"] == 1 and reveal(ev)[0]["winner"] == 0
    assert J in g.hands[0] and J in g.hands[1]  # both Jokers back in hand
    assert {C("4S"), C("2D"), C("7H"), C("8H"), C("AS")} <= set(g.dead)
    assert g.phase == "split" and g.split_by == 0


def test_tie_again_then_a_reserve_with_only_the_joker_must_concede():
    g = new("5S 5H 6S", "5D 5C 6D", reserve0=["5H"], reserve1=["5C"])
    fight(g, "4.0", "5S", "5D")
    ev = g.play(0, att("5H")) + g.play(1, att("5C"))
    assert any(e["type"] == "tie_again" for e in ev) and g.phase == "tiebreak"
    assert g.legal_moves(0) == [PlayJoker()]
    ev = g.play(0, PlayJoker()) + g.play(1, PlayJoker())
    assert g.removed[(4, 0)] == Gone(None) and J in g.hands[0] and J in g.hands[1]


def test_a_joker_hidden_in_the_reserve_stays_there_after_a_tie_break():
    g = new("KS 3S", "KH 2H", reserve0=["JK", "3S"], reserve1=["2H"])
    fight(g, "4.0", "KS", "KH")
    assert g.view(1)["reserve_sizes"] == [2, 2]
    g.play(0, att("3S"))
    g.play(1, att("2H"))
    assert J in g.reserves[0] and J not in g.hands[0]  # hidden, not played: stays
    assert J in g.hands[1]                            # moved for the tie-break: back to hand


def test_the_joker_bluff_fetches_it_from_the_reserve():
    g = new("KS", "2H", reserve0=["JK"])
    assert PlayJoker() in g.legal_moves(0) or g.phase == "choose"
    ev = fight(g, "4.0", "JK", "2H")
    r = reveal(ev)[0]
    assert r["attacks"][0]["from_reserve"] and r["winner"] == 1
    assert J in g.hands[0] and J not in g.reserves[0]


def test_an_empty_hand_can_only_concede():
    g = new()
    g.hands[0] = [J]  # a hand reduced to its Joker (a position, set up directly)
    g.play(0, Choose(4, 0))
    assert g.legal_moves(0) == [PlayJoker()]


# ---------------------------------------------------------------------------------------- the apex
def clear_to_apex(g):
    for s in ["4.0", "4.1", "4.2", "4.3", "4.4", "3.0", "3.1", "3.2", "3.3", "2.0", "2.1", "2.2", "1.0", "1.1"]:
        fight(g, s, "JK", "JK")


@pytest.mark.parametrize("jokers", [3, 2])
def test_winning_the_apex_wins_whoever_chose_it(jokers):
    g = new("2S", "3S", jokers=jokers)
    clear_to_apex(g)
    assert g.chooser == 0 and g.open_stacks() == [(0, 0)]
    ev = fight(g, "0.0", "2S", "3S")
    assert g.over and g.winner == 1 and ev[-1]["type"] == "game_over"
    assert g.to_act == () and g.legal_moves(1) == []
    with pytest.raises(kit.IllegalMove, match="over"):
        g.play(1, PlayJoker())


def test_double_joker_on_the_apex_draws_or_replays():
    g = new()
    clear_to_apex(g)
    fight(g, "0.0", "JK", "JK")
    assert g.over and g.winner is None
    g = new("2S", "3S", apex_double_joker="replay")
    clear_to_apex(g)
    ev = fight(g, "0.0", "JK", "JK")
    assert not g.over and ev[-2]["type"] == "apex_stays" and g.chooser == 1
    fight(g, "0.0", "JK", "JK")
    assert g.over and g.winner is None


# ---------------------------------------------------------------------------------------- helpers
def test_attack_helpers():
    assert sum_text(["3D", "5D", "4D"]) == "3 + 4 + 5 = 12"
    assert sum_text(["AS"]) == "A = 15" and sum_text(["KS"]) == "K = 10" and sum_text(["7S"]) == "7"
    j = judge_attack(["2C", "3H"])
    assert not j["legal"] and "must be a run" in j["reason"] and j["value"] == 5
    assert judge_attack(["JK", "2C"])["reason"].startswith("The Joker can't join")
    assert len(legal_attacks([f"{r}S" for r in "2345678"])) == 7 + 21
    g = new("3D 4D 5D", "AS")
    g.play(0, Choose(4, 0))
    assert g.judge(0, ["3D", "4D", "5D"])["move"] == Attack(tuple(map(C, ["3D", "4D", "5D"])))
    assert "not in your hand" in g.judge(0, ["AS"])["reason"] and g.judge(0, ["AS"])["move"] is None
    assert g.judge(0, ["JK"])["move"] == PlayJoker()


# ---------------------------------------------------------------------------------------- bad input
def test_bad_options_and_decks_are_refused():
    for bad in [dict(jokers=4), dict(equal_face_cards="yes"), dict(apex_double_joker="again"), dict(dealer=2),
                dict(colour="red")]:
        with pytest.raises(ValueError):
            kit.new_game(NAME, seed=1, **bad)
    with pytest.raises(ValueError, match="52"):
        kit.new_game(NAME, deck=["AS"] * 3)
    with pytest.raises(ValueError, match="players"):
        kit.new_game(NAME, players=3)


def test_out_of_turn_and_wrong_moves_change_nothing():
    g = new("AS", "KD")
    before = g.to_json()
    for p, move, words in [
        (1, Choose(4, 0), "other player's turn to choose"),
        (0, att("AS"), "not the moment to attack"),
        (0, ToReserve(C("AS")), "only go between hand and reserve"),
        (0, Ready(), "only go between"),
        (2, Choose(4, 0), "no player"),
    ]:
        with pytest.raises(kit.IllegalMove, match=words):
            g.play(p, move)
        assert g.to_json() == before
    g.play(0, Choose(4, 0))
    before = g.to_json()
    with pytest.raises(kit.IllegalMove, match="not in your hand"):
        g.play(0, att("KD"))
    with pytest.raises(kit.IllegalMove, match="Joker move"):
        g.play(0, Attack((J,)))
    assert g.to_json() == before


# ---------------------------------------------------------------------------------------- playouts
@pytest.mark.parametrize("options", [{}, {"jokers": 2, "equal_face_cards": True, "apex_double_joker": "replay"}])
def test_a_save_whose_last_move_was_changed_is_refused(options):
    """(The contract's random playouts of King of the Hill: tests/test_contract.py.)"""
    (g,) = check_random_playouts(NAME, 2, seeds=[9], options=options, max_moves=2000)
    with pytest.raises(ValueError, match="changed by hand|cannot be played"):
        data = json.loads(g.to_json())
        data["moves"][-1][1] = {"move": "Choose", "row": 4, "index": 9}
        kit.load_game(json.dumps(data))
