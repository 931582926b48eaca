"""Conjugal Patience (docs/rules.md section 7): its examples on stacked packs, every option, bad input,
random play under the contract, the cap, saves, the exact teaching numbers and the bots."""
import json
from collections import Counter
from fractions import Fraction
from math import comb

import pytest

import kit
from kit.bots import make_bot
from kit.cards import Card, standard_deck
from kit.exact import conjugal_patience as exact
from kit.games.conjugal_patience import Build, ConjugalPatience, End, Refill

from contract import check_random_playouts, conjugal_visible

C = Card.parse
PACK = [c.code for c in standard_deck()]


def pack(*top):
    """A 52-card pack with these cards on top (in order: reserve spaces 1-6, then the stock from
    its top down), the rest after them from the King of clubs backwards (high cards first, so
    that nothing the rest brings fits a foundation for a long while)."""
    top = list(top)
    assert len(set(top)) == len(top)
    return top + [c for c in reversed(PACK) if c not in top]


# Seat 1's pack: nothing in its reserve fits anything in these tests unless a test says so.
QUIET = pack("5S", "6S", "8S", "9S", "TS", "JS")


def game(p0, p1=QUIET, **options):
    return kit.new_game("conjugal_patience", seed=1, deck=[p0, p1], **options)


def reserve(g, p):
    return g.view(p)["reserves"][p]


def end_turn(g, p, slot=0):
    card = C(reserve(g, p)[slot])
    return g.play(p, End(slot, card))


def refused(g, p, move, why):
    before = g.to_json()
    with pytest.raises(kit.IllegalMove, match=why) as e:
        g.play(p, move)
    assert g.to_json() == before
    msg = str(e.value)
    assert msg[-1] in ".!?" and len(msg) <= 200 and "Error" not in msg


# -- the deal ------------------------------------------------------------------------------------
def test_the_deal_six_face_up_the_rest_a_stock_and_seat_0_starts_with_a_stacked_deck():
    g = game(pack("AH", "2H", "3H", "7C", "9D", "KS"))
    v = g.view(0)
    assert v["reserves"] == [["AH", "2H", "3H", "7C", "9D", "KS"], QUIET[:6]]
    assert v["stock"] == [46, 46] and v["waste"] == [0, 0] and v["foundations"] == [[]] * 8
    assert g.to_act == (0,) and g.legal_moves(1) == []
    assert sum(g.cards().values()) == 104 and g.cards() == Counter(standard_deck()) + Counter(standard_deck())


def test_dealer_option_decides_who_starts():
    assert game(PACK, dealer=1).to_act == (0,)
    assert game(PACK, dealer=0).to_act == (1,)
    firsts = set()
    for seed in range(12):
        g = kit.new_game("conjugal_patience", seed=seed)
        assert g.to_act == ((g.dealer + 1) % 2,) and g.log[0]["first"] == g.to_act[0]
        firsts.add(g.to_act[0])
    assert firsts == {0, 1}


# -- RULES 7, example 1 -------------------------------------------------------------------------------
def test_example_build_ace_two_three_of_hearts_refilling_each_time_then_end():
    g = game(pack("AH", "2H", "3H", "7C", "9D", "KS", "5D", "6D", "8D", "4H"))
    assert g.legal_moves(0)[:1] == [Build(0, 0, C("AH"))]
    g.play(0, Build(0, 0, C("AH")))
    assert reserve(g, 0)[0] == "5D"                          # refilled at once
    g.play(0, Build(1, 0, C("2H")))
    assert reserve(g, 0)[1] == "6D"
    g.play(0, Build(2, 0, C("3H")))
    assert reserve(g, 0) == ["5D", "6D", "8D", "7C", "9D", "KS"]
    assert g.view(None)["foundations"][0] == ["AH", "2H", "3H"]
    assert not any(isinstance(m, Build) for m in g.legal_moves(0))
    events = g.play(0, End(5, C("KS")))                     # the King goes face down
    assert [e["type"] for e in events] == ["end", "refill", "turn"]
    v = g.view(1)
    assert v["reserves"][0] == ["5D", "6D", "8D", "7C", "9D", "4H"]
    assert v["waste"] == [1, 0] and v["stock"] == [42, 46] and v["left"] == [49, 52]
    # the 4H that filled the space fits the 3H, but only on seat 0's next turn
    assert g.to_act == (1,) and g.legal_moves(0) == []
    refused(g, 0, Build(5, 0, C("4H")), "not your turn")
    end_turn(g, 1)
    assert Build(5, 0, C("4H")) in g.legal_moves(0)


def test_the_other_player_may_build_on_your_foundation_too():
    g = game(pack("AH", "2H", "7C", "9D", "KS", "QC"), pack("3H", "5S", "6S", "8S", "9S", "TS"))
    g.play(0, Build(0, 0, C("AH")))
    g.play(0, Build(1, 0, C("2H")))
    end_turn(g, 0, 5)
    assert Build(0, 0, C("3H")) in g.legal_moves(1)
    g.play(1, Build(0, 0, C("3H")))
    assert g.view(0)["foundations"][0] == ["AH", "2H", "3H"] and g.view(0)["built"] == [2, 1]


def test_an_ace_may_start_any_empty_foundation():
    g = game(pack("AH", "AS", "7C", "9D", "KS", "QC"))
    assert [m.foundation for m in g.legal_moves(0) if isinstance(m, Build) and m.card == C("AH")] == list(range(8))
    g.play(0, Build(0, 5, C("AH")))
    assert [m.foundation for m in g.legal_moves(0) if isinstance(m, Build) and m.card == C("AS")] == [0, 1, 2, 3, 4, 6, 7]


# -- RULES 7, example 2: two club foundations ----------------------------------------------------------
def clubs_at_four_and_nine():
    """Seat 0 built A-4 of clubs on foundation 1, seat 1 A-9 of clubs on foundation 2 (by play)."""
    g = game(pack("AC", "2C", "3C", "4C", "5C", "TC", "7D", "8D", "9D", "JD"),
             pack("AC", "2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "QH", "KH", "QD", "KD"))
    for k, code in enumerate(["AC", "2C", "3C", "4C"]):
        g.play(0, Build(k, 0, C(code)))
    end_turn(g, 0, 0)                     # the 5C and 10C are kept back; the 7D goes
    for code in ["AC", "2C", "3C", "4C", "5C", "6C"]:
        slot = reserve(g, 1).index(code)
        g.play(1, Build(slot, 1, C(code)))
    for code in ["7C", "8C", "9C"]:
        slot = reserve(g, 1).index(code)
        g.play(1, Build(slot, 1, C(code)))
    end_turn(g, 1, 0)
    return g


def test_example_two_club_foundations_take_the_five_and_the_ten():
    g = clubs_at_four_and_nine()
    v = g.view(0)
    assert [f[-1] if f else None for f in v["foundations"][:3]] == ["4C", "9C", None]
    r = reserve(g, 0)
    five, ten = r.index("5C"), r.index("TC")
    builds = [m for m in g.legal_moves(0) if isinstance(m, Build)]
    assert Build(five, 0, C("5C")) in builds and Build(ten, 1, C("TC")) in builds
    assert Build(five, 1, C("5C")) not in builds and Build(ten, 0, C("TC")) not in builds
    refused(g, 0, Build(five, 1, C("5C")), "go up one at a time, so it needs the 10♣")
    refused(g, 0, Build(ten, 0, C("TC")), "needs the 5♣")
    # each pack has one Ace of clubs and both are already on foundations: no third can exist
    assert g.cards()[C("AC")] == 2
    assert sum(f.count("AC") for f in v["foundations"]) == 2
    g.play(0, Build(five, 0, C("5C")))
    g.play(0, Build(ten, 1, C("TC")))
    assert [f[-1] for f in g.view(0)["foundations"][:2]] == ["5C", "TC"]


# -- RULES 7, example 3: the wastepile comes back last-discard-first ------------------------------------
def discard_nine_king_seven(**options):
    """Seat 0 discards 43 filler cards, then 9D, KS, 7C, which empties its stock; seat 1 only
    discards.  Returns the game at seat 0's 47th turn, its stock empty, three Aces in hand."""
    stock = [c for c in PACK if c not in ("9D", "KS", "7C", "AH", "AS", "AD", "QC")]
    stock.remove("5H")
    p0 = ["9D", "KS", "7C", "AH", "AS", "QC"] + stock[:43] + ["AD", "5H"] + stock[43:]
    assert sorted(p0) == sorted(PACK)
    g = game(p0, **options)
    for turn in range(46):
        if turn < 43:
            end_turn(g, 0, 5)
        else:
            end_turn(g, 0, turn - 43)        # 9D, then KS, then 7C
        end_turn(g, 1, 0)
    assert g.view(0)["stock"][0] == 0 and g.view(0)["waste"][0] == 46
    return g


def test_example_discards_nine_king_seven_come_back_seven_king_nine():
    g = discard_nine_king_seven()
    r = reserve(g, 0)
    assert {"AH", "AS", "AD"} <= set(r)
    drawn = []
    for k, ace in enumerate(["AH", "AS", "AD"]):
        events = g.play(0, Build(r.index(ace), k, C(ace)))
        if k == 0:
            assert events[1] == {"type": "recycle", "player": 0, "cards": 46, "shuffled": False}
        drawn.append(events[-1]["card"])
        r = reserve(g, 0)
    assert drawn == ["7C", "KS", "9D"]
    assert g.view(0)["stock"][0] == 43 and g.view(0)["waste"][0] == 0


def test_shuffle_waste_shuffles_the_wastepile_before_it_comes_back():
    g = discard_nine_king_seven(shuffle_waste=True)
    waste = Counter(g.waste[0])
    r = reserve(g, 0)
    events = g.play(0, Build(r.index("AH"), 0, C("AH")))
    assert events[1]["type"] == "recycle" and events[1]["shuffled"] is True
    assert Counter(g.stock[0]) + Counter([C(events[-1]["card"])]) == waste
    plain = discard_nine_king_seven()
    plain.play(0, Build(reserve(plain, 0).index("AH"), 0, C("AH")))
    assert plain.stock[0] != g.stock[0]       # this seed's shuffle is not the plain order


def test_no_stock_and_no_waste_ending_a_turn_is_a_pass_and_an_empty_space_stays_empty():
    g = game(pack("AH", "2H", "7C", "9D", "KS", "QC"))
    g.stock[0], g.waste[0] = [], []          # seat 0 is down to its six reserve cards
    g.play(0, Build(0, 0, C("AH")))
    assert reserve(g, 0)[0] is None          # nothing to fill the space with
    assert Refill() not in g.legal_moves(0)
    refused(g, 0, End(0, C("AH")), "empty")
    events = g.play(0, End(5, C("QC")))       # the Queen goes down and comes straight back
    assert [e["type"] for e in events] == ["end", "recycle", "refill", "turn"]
    assert reserve(g, 0) == [None, "2H", "7C", "9D", "KS", "QC"] and g.view(0)["waste"][0] == 0


def test_the_first_to_build_every_card_wins_at_once():
    g = game(pack("AH", "2H", "7C", "9D", "KS", "QC"))
    g.stock[0], g.waste[0] = [], []
    g.reserve[0] = [C("AH"), None, None, None, None, C("2H")]   # the last two cards of seat 0
    g.play(0, Build(0, 0, C("AH")))
    assert not g.over
    events = g.play(0, Build(5, 0, C("2H")))
    assert g.over and g.winner == 0 and g.to_act == () and events[-1]["type"] == "game_over"
    assert g.view(None)["reason"] == "built every card"


# -- options ------------------------------------------------------------------------------------------
def test_after_batch_refill_waits_for_the_refill_move():
    g = game(pack("AH", "2H", "7C", "9D", "KS", "QC", "3H", "4D"), refill="after_batch")
    g.play(0, Build(0, 0, C("AH")))
    g.play(0, Build(1, 0, C("2H")))
    assert reserve(g, 0)[:2] == [None, None]
    legal = g.legal_moves(0)
    assert Refill() in legal and not any(isinstance(m, End) for m in legal)
    refused(g, 0, End(5, C("QC")), "First fill the empty spaces")
    events = g.play(0, Refill())
    assert [(e["slot"], e["card"]) for e in events] == [(0, "3H"), (1, "4D")]
    refused(g, 0, Refill(), "no empty spaces")
    g.play(0, Build(0, 0, C("3H")))           # the refilled card may be built in the same turn
    g.play(0, Refill())
    end_turn(g, 0, 5)
    assert g.to_act == (1,)


def test_must_build_forces_every_build_before_the_end():
    g = game(pack("AH", "2H", "7C", "9D", "KS", "QC"), must_build=True)
    assert not any(isinstance(m, End) for m in g.legal_moves(0))
    refused(g, 0, End(5, C("QC")), "must build everything you can first")
    g.play(0, Build(0, 0, C("AH")))
    g.play(0, Build(1, 0, C("2H")))
    assert all(isinstance(m, End) for m in g.legal_moves(0))
    free = game(pack("AH", "2H", "7C", "9D", "KS", "QC"))
    free.play(0, End(5, C("QC")))            # without the option, holding back is allowed
    assert free.to_act == (1,)


def test_cap_fewer_cards_left_wins_and_equal_is_a_draw():
    g = game(pack("AH", "7C", "9D", "KS", "QC", "JC"), max_turns=3)
    end_turn(g, 0, 5)
    end_turn(g, 1, 5)
    events = end_turn(g, 0, 5)
    assert g.over and g.winners == [] and g.winner is None and events[-1]["winners"] == []
    assert "draw" in g.view(None)["reason"]
    g = game(pack("AH", "7C", "9D", "KS", "QC", "JC"), max_turns=2)
    g.play(0, Build(0, 0, C("AH")))
    end_turn(g, 0, 5)
    end_turn(g, 1, 5)
    assert g.over and g.winner == 0 and g.scores == [51, 52]


# -- bad input ------------------------------------------------------------------------------------------
def test_bad_moves_are_explained_and_change_nothing():
    g = clubs_at_four_and_nine()
    r = reserve(g, 0)
    five = r.index("5C")
    refused(g, 1, End(0, C(reserve(g, 1)[0])), "not your turn")
    refused(g, 0, Build(6, 0, C("5C")), "no space 7")
    refused(g, 0, Build(five, 0, C("6C")), "is the 5♣, not the 6♣")
    refused(g, 0, Build(five, 8, C("5C")), "no foundation 9")
    refused(g, 0, Build(five, 2, C("5C")), "only an Ace can start a foundation")
    refused(g, 0, End(-1, C("5C")), "no space 0")
    refused(g, 0, Refill(), "no empty spaces")
    refused(g, 0, "Build", "not a move")
    g2 = game(pack("AH", "2H", "3D", "AS", "4H", "QC"))
    g2.play(0, Build(0, 0, C("AH")))
    r = reserve(g2, 0)
    refused(g2, 0, Build(r.index("3D"), 0, C("3D")), "keeps to one suit, so it needs the 2♥")
    refused(g2, 0, Build(r.index("4H"), 0, C("4H")), "one at a time, so it needs the 2♥")
    refused(g2, 0, Build(r.index("AS"), 0, C("AS")), "empty foundation")
    g2.reserve[0][1] = None
    refused(g2, 0, Build(1, 0, C("2H")), "Space 2 of your reserve is empty")


def test_a_finished_foundation_takes_nothing_more():
    g = game(pack("AH", "2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "TH", "JH", "QH", "KH"))
    for k in range(13):
        r = reserve(g, 0)
        code = PACK[13 + k]                  # the hearts, Ace to King
        g.play(0, Build(r.index(code), 0, C(code)))
    g.reserve[0][0] = C("2S")                # pretend: only to test the message
    assert g.view(0)["foundations"][0][-1] == "KH"
    refused(g, 0, Build(0, 0, C("2S")), "Foundation 1 is finished")


def test_bad_options_and_decks_raise_value_errors_that_list_the_valid_values():
    with pytest.raises(ValueError, match="'immediate', 'after_batch'"):
        kit.new_game("conjugal_patience", refill="later")
    with pytest.raises(ValueError, match="its options are: dealer, max_turns, must_build, refill, shuffle_waste"):
        kit.new_game("conjugal_patience", shuffle=True)
    with pytest.raises(ValueError, match="True or False"):
        kit.new_game("conjugal_patience", must_build="yes")
    with pytest.raises(ValueError, match="from 1 to"):
        kit.new_game("conjugal_patience", max_turns=0)
    with pytest.raises(ValueError, match="from -1 to 1"):
        kit.new_game("conjugal_patience", dealer=2)
    with pytest.raises(ValueError, match="played by 2 players"):
        kit.new_game("conjugal_patience", players=3)
    with pytest.raises(ValueError, match="list of 2 packs"):
        kit.new_game("conjugal_patience", deck=PACK)
    with pytest.raises(ValueError, match="list of 2 packs"):
        kit.new_game("conjugal_patience", deck=[PACK])
    with pytest.raises(ValueError, match="needs 52 cards"):
        kit.new_game("conjugal_patience", deck=[PACK, PACK[:51]])
    with pytest.raises(ValueError, match="too many of A♠"):
        kit.new_game("conjugal_patience", deck=[PACK, ["AS"] + PACK[1:-1] + ["AS"]])
    with pytest.raises(ValueError, match="card number 2"):
        kit.new_game("conjugal_patience", deck=[PACK, ["AS", "ZZ"] + PACK[2:]])


# -- views, saves, sentences ---------------------------------------------------------------------------------
def test_the_view_shows_stocks_and_wastepiles_only_as_counts():
    g = game(pack("AH", "2H", "7C", "9D", "KS", "QC"))
    end_turn(g, 0, 5)
    for viewer in (None, 0, 1):
        v = g.view(viewer)
        json.dumps(v)
        assert v["stock"] == [45, 46] and v["waste"] == [1, 0]
        assert "QC" not in json.dumps(v)          # the discard is face down now
    assert g.log[-3] == {"type": "end", "player": 0, "card": "QC", "slot": 5}   # it was public, so logged


def test_saves_round_trip_and_a_tampered_save_is_refused():
    g = kit.new_game("conjugal_patience", seed=3, refill="after_batch")
    bots = {p: make_bot("conjugal_patience", "hard", seed=3, seat=p) for p in (0, 1)}
    for _ in range(80):
        p = g.to_act[0]
        g.play(p, bots[p].choose(g.view(p), g.legal_moves(p)))
    text = g.to_json()
    loaded = kit.load_game(text)
    assert isinstance(loaded, ConjugalPatience) and loaded.digest() == g.digest() and loaded.to_json() == text
    data = json.loads(text)
    data["deck"] = [PACK, PACK]
    with pytest.raises(ValueError):
        kit.load_game(json.dumps(data))
    data = json.loads(text)
    data["moves"][0][1] = {"move": "Build", "slot": 9, "foundation": 0, "card": "AS"}
    with pytest.raises(ValueError, match="move 1 cannot be played"):
        kit.load_game(json.dumps(data))


def test_describe_speaks_from_the_childs_side():
    g = game(pack("AH", "2H", "7C", "9D", "KS", "QC"), pack("3H", "5S", "6S", "8S", "9S", "TS"))
    names = ["You", "Computer"]
    said = [g.describe(e, 0, names) for e in g.play(0, Build(0, 0, C("AH")))]
    assert said == ["You build A♥ on foundation 1.", "You fill space 1 with K♣."]
    g.play(0, Build(1, 0, C("2H")))
    said = [g.describe(e, 0, names) for e in end_turn(g, 0, 5)]
    assert said[0] == "You put Q♣ face down on the wastepile." and said[-1] == "Computer's turn."
    said = [g.describe(e, 0, names) for e in g.play(1, Build(0, 0, C("3H")))]
    assert said[0] == "Computer builds 3♥ on foundation 1."
    assert g.describe(g.log[0], 0, names) == "Each player has six cards face up. You go first."


# -- random play under the contract ----------------------------------------------------------------------------
ALL = PACK + PACK


# (random playouts of every option: tests/test_contract.py, test_random_playouts_keep_each_games_promises)
def test_a_long_random_game_reaches_a_real_end():
    (g,) = check_random_playouts("conjugal_patience", 2, seeds=[5], options={"must_build": True},
                                 deck_cards=ALL, visible=conjugal_visible, max_moves=6000, illegal_rate=0.002)
    assert g.over and g.view(None)["reason"] == "built every card"
    assert min(g.scores) == 0 and sum(len(f) for f in g.foundations) == 104 - max(g.scores)


# -- the exact teaching numbers -------------------------------------------------------------------------------
def test_exact_numbers():
    assert exact.p_ace_in_reserve() == Fraction(21508, 54145) == exact.p_ace_in_reserve_card_by_card()
    assert exact.p_ace_in_reserve() == 1 - Fraction(comb(48, 6), comb(52, 6))
    assert exact.p_ace_in_reserve(1) == Fraction(1, 13)
    assert exact.expected_aces_in_reserve() == Fraction(6, 13)
    assert exact.cards_in_finished_centre() == 104 and exact.stock_after_deal() == 46


def test_the_ace_chance_matches_seeded_deals():
    hits = sum(any(c.startswith("A") for c in kit.new_game("conjugal_patience", seed=s).view(0)["reserves"][0])
               for s in range(400))
    assert abs(hits / 400 - float(exact.p_ace_in_reserve())) < 0.08


# -- the bots ---------------------------------------------------------------------------------------------------
def test_bots_only_make_legal_moves_and_easy_is_the_default():
    assert type(make_bot("conjugal_patience")).__name__ == "RandomBot"
    assert make_bot("conjugal_patience", "hard").level == "hard"


def test_hard_holds_back_a_build_that_would_only_help_the_opponent():
    # seat 0 could start hearts with its Ace, but seat 1 shows 2H 3H 4H: building the Ace would
    # hand them three cards, so the hard bot ends its turn instead
    g = game(pack("AH", "7C", "9D", "KS", "QC", "JC"), pack("2H", "3H", "4H", "9S", "TS", "JS"))
    bot = make_bot("conjugal_patience", "hard", seed=1, seat=0)
    move = bot.choose(g.view(0), g.legal_moves(0))
    assert isinstance(move, End)
    # ...but when it has the rest of the run itself, the Ace goes up
    g = game(pack("AH", "2H", "3H", "KS", "QC", "JC"), pack("2H", "9S", "TS", "JS", "8S", "7S"))
    assert isinstance(bot.choose(g.view(0), g.legal_moves(0)), Build)


def test_hard_discards_the_card_farthest_from_fitting():
    g = game(pack("AH", "2D", "7C", "9D", "KS", "3H", "4D"))
    g.play(0, Build(0, 0, C("AH")))
    bot = make_bot("conjugal_patience", "hard", seed=1, seat=0)
    ends = [m for m in g.legal_moves(0) if isinstance(m, End)]
    assert bot._discard(g.view(0), ends).card == C("KS")


def test_the_game_says_what_each_foundation_needs():
    """The table shows these words; the rule behind them lives here."""
    g = ConjugalPatience(seed=1)
    g.foundations[0] = []
    g.foundations[1] = [Card.parse(c) for c in ("AH", "2H", "3H")]
    g.foundations[2] = [Card.parse(r + "S") for r in "A23456789TJQK"]
    assert g.needs(0) == "any Ace" and g.next_card(0) is None
    assert g.next_card(1) == Card.parse("4H") and g.needs(1) == f"needs {Card.parse('4H')}"
    assert g.needs(2) == "finished!" and g.next_card(2) is None
