"""Progressive Patience (docs/rules.md section 8): its examples on stacked decks, the gathering and the
last-cards endgame on set positions, the options, bad input, random play and the bots."""
from collections import Counter
from fractions import Fraction

import pytest

import kit
from kit.bots import bot_levels, make_bot, play_out
from kit.cards import Card, make_deck
from kit.exact import progressive_patience as exact
from kit.games.progressive_patience import Build, BuildTurned, Discard, EndTurn, LayOut, Turn

from contract import assert_child_message, check_random_playouts, progressive_visible

NAME = "progressive_patience"
C = Card.parse
ALL = [c.code for c in make_deck(packs=2)]


def stacked(first=(), second=()):
    """A 104-card deck whose stocks start with ``first`` (seat 0) and ``second`` (seat 1), in the
    order they will be turned up; the other cards follow in pack order.  Dealt round-robin from
    seat 0, so seat 0's cards sit at even places and seat 1's at odd places."""
    rest = Counter(ALL)
    rest.subtract(first)
    rest.subtract(second)
    assert min(rest.values()) >= 0, "more copies than two packs hold"
    rest = list(rest.elements())
    s0 = list(first) + rest[:52 - len(first)]
    s1 = list(second) + rest[52 - len(first):]
    assert len(s0) == len(s1) == 52
    return [c for pair in zip(s0, s1) for c in pair]


def new(first=(), second=(), **options):
    return kit.new_game(NAME, seed=1, deck=stacked(first, second), **options)


def position(stock0=(), waste0=((), (), (), ()), stock1=("KC",), waste1=((), (), (), ()), centre=(), seed=1,
             **options):
    """Seat 0 to play with this stock (top first), these wastepiles (bottom first) and centre
    (Ace first); seat 1 likewise.  Every other card is put with the finished runs, so the game
    still holds both packs."""
    g = kit.new_game(NAME, seed=seed, deck=stacked(), **options)
    pool = Counter(ALL)

    def take(codes):
        out = [C(c) for c in codes]
        pool.subtract(Counter(codes))
        assert min(pool.values()) >= 0
        return out

    g.stock = [list(reversed(take(stock0))), list(reversed(take(stock1)))]
    g.waste = [[take(w) for w in waste0], [take(w) for w in waste1]]
    g.centre = take(centre)
    g.started = True
    g.set_aside = [C(c) for c in pool.elements()]
    assert g.cards() == Counter(C(c) for c in ALL)
    return g


def refused(g, player, move, why):
    """``move`` is refused with a child's message containing ``why``, and nothing changes."""
    before = g.to_json()
    with pytest.raises(kit.IllegalMove, match=why) as info:
        g.play(player, move)
    assert_child_message(info.value)
    assert g.to_json() == before


# -- the deal ------------------------------------------------------------------------------------------
def test_two_packs_shared_out_52_each_and_stacked_decks_deal_round_robin():
    g = new(["AS", "2H"], ["5D", "AS"])
    assert g.cards() == Counter(C(c) for c in ALL) and g.cards()[C("AS")] == 2  # two of every card
    assert g.view(None)["stock"] == [52, 52] and g.to_act == (0,)               # stacked: seat 0 starts
    g.play(0, Turn())
    assert g.view(1)["held"] == "AS"                                              # deck[0] is seat 0's top
    g.play(0, BuildTurned())
    g.play(0, Turn())
    g.play(0, BuildTurned())
    g.play(0, Turn())
    assert g.view(None)["centre"] == ["AS", "2H"] and g.view(None)["stock"] == [49, 52]


def test_a_seeded_deal_is_random_and_the_dealer_option_picks_who_starts():
    a, b = kit.new_game(NAME, seed=3), kit.new_game(NAME, seed=3)
    assert a.digest() == b.digest()
    assert a.stock == b.stock and kit.new_game(NAME, seed=4).stock != a.stock
    assert kit.new_game(NAME, seed=3, dealer=0).to_act == (1,)
    assert kit.new_game(NAME, seed=3, dealer=1).to_act == (0,)
    assert {kit.new_game(NAME, seed=s).to_act for s in range(12)} == {(0,), (1,)}
    assert new(dealer=0).to_act == (1,)


# -- the examples of section 8 -------------------------------------------------------------------------
def centre_at_seven_with_an_eight_on_a_wastepile(**options):
    """Seat 0 builds A..7 from the stock, then turns an 8 and keeps it on wastepile 1; seat 1
    discards a King.  Seat 0 to play: centre at 7, wastepile top 8, next stock card a 9."""
    g = new(["AS", "2H", "3C", "4D", "5S", "6H", "7C", "8D", "9S"], ["KH"], **options)
    for _ in range(7):
        g.play(0, Turn())
        g.play(0, BuildTurned())
    g.play(0, Turn())
    assert BuildTurned() in g.legal_moves(0)      # the 8 fits, but building is not compulsory
    g.play(0, Discard(0))
    g.play(1, Turn())
    g.play(1, Discard(2))
    assert g.to_act == (0,) and g.view(0)["centre"][-1] == "7C" and g.view(0)["waste"][0][0] == ["8D"]
    return g


def test_centre_at_seven_build_the_eight_from_the_wastepile_before_turning():
    g = centre_at_seven_with_an_eight_on_a_wastepile()
    assert g.legal_moves(0) == [Build(0), Turn()]
    g.play(0, Build(0))
    g.play(0, Turn())
    assert g.view(0)["held"] == "9S" and g.legal_moves(0)[0] == BuildTurned()
    g.play(0, BuildTurned())
    assert g.view(None)["centre"][-3:] == ["7C", "8D", "9S"] and g.to_act == (0,)  # building goes on


def test_turning_first_a_nine_must_be_discarded_and_the_eight_waits():
    g = centre_at_seven_with_an_eight_on_a_wastepile()
    g.play(0, Turn())
    assert g.view(None)["held"] == "9S"
    assert g.legal_moves(0) == [Discard(w) for w in range(4)]       # no build of the 9, no Build(0)
    refused(g, 0, BuildTurned(), "doesn't follow the centre's top card, the 7♣: the centre needs an 8")
    refused(g, 0, Build(0), "must put down the card you turned up")
    refused(g, 0, Turn(), "must put down the card you turned up")
    g.play(0, Discard(1))
    assert g.to_act == (1,)                                          # the turn is over
    assert g.view(None)["waste"][0][:2] == [["8D"], ["9S"]] and g.view(None)["centre"][-1] == "7C"


def test_centre_at_king_needs_an_ace_and_the_run_is_set_aside():
    run = ["AS", "2H", "3C", "4D", "5S", "6H", "7C", "8D", "9S", "TH", "JC", "QD", "KS"]
    g = new(run + ["QS", "AD"], ["5H", "9C"])
    for _ in range(13):
        g.play(0, Turn())
        g.play(0, BuildTurned())
    v = g.view(None)
    assert v["centre"] == [] and v["runs_done"] == 1 and v["needs"] == "A"
    assert g.set_aside == [C(c) for c in run]
    assert g.cards() == Counter(C(c) for c in ALL)
    g.play(0, Turn())
    refused(g, 0, BuildTurned(), "only an Ace can start a new run")
    g.play(0, Discard(0))
    g.play(1, Turn())
    g.play(1, Discard(0))
    g.play(0, Turn())                                                # the AD: now building is a choice
    assert g.legal_moves(0) == [BuildTurned()] + [Discard(w) for w in range(4)]
    g.play(0, BuildTurned())
    assert g.view(None)["centre"] == ["AD"]


def test_the_very_first_ace_of_the_game_must_be_built():
    g = new(["5H"], ["AC", "AH"])
    g.play(0, Turn())
    g.play(0, Discard(0))
    g.play(1, Turn())
    assert g.view(0)["first_ace_must_start"] and g.legal_moves(1) == [BuildTurned()]
    refused(g, 1, Discard(0), "first Ace of the game")
    g.play(1, BuildTurned())
    g.play(1, Turn())                                                # a second Ace: the run is going
    assert BuildTurned() not in g.legal_moves(1)
    refused(g, 1, BuildTurned(), "an Ace can't go there yet")
    g.play(1, Discard(3))
    assert g.view(None)["waste"][1][3] == ["AH"]


# -- gathering and the last cards ------------------------------------------------------------------------
PILES = (("2C", "3C"), ("4H",), ("5D", "6D", "7D"), ("8S", "9S"))  # bottom first


def test_an_empty_stock_is_gathered_in_order_pile_4_bottom_first_and_the_turn_goes_on():
    g = position(waste0=PILES, centre=["AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "TS", "JS"])
    assert g.legal_moves(0) == [Turn()]
    g.play(0, Turn())
    order = ["8S", "9S", "5D", "6D", "7D", "4H", "2C", "3C"]         # pile 4 upward, then 3, 2, 1
    assert g.view(0)["held"] == order[0] and [c.code for c in reversed(g.stock[0])] == order[1:]
    assert g.view(None)["waste"][0] == [[], [], [], []] and g.view(None)["stock"][0] == 7
    assert [e["type"] for e in g.log[-2:]] == ["gather", "turn"] and g.to_act == (0,)


def test_gather_shuffle_is_seeded_and_keeps_the_cards():
    orders = set()
    for seed in range(6):
        g = position(waste0=PILES, gather="shuffle", centre=["AS"], seed=seed)
        g.play(0, Turn())
        order = (g.view(0)["held"],) + tuple(c.code for c in reversed(g.stock[0]))
        assert sorted(order) == sorted(c for pile in PILES for c in pile)
        orders.add(order)
    assert len(orders) > 1


def test_four_cards_or_fewer_are_laid_out_face_up_and_all_can_be_built():
    g = position(waste0=(("9C", "5H"), ("2D",), ("KD",), ()), centre=["AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S"])
    assert g.legal_moves(0) == [LayOut()]                            # 4 cards: no gathering
    refused(g, 0, Turn(), "lay them all face up")
    refused(g, 0, EndTurn(), "lay them all face up")
    g.play(0, LayOut())
    assert g.view(None)["waste"][0] == [["9C"], ["5H"], ["2D"], ["KD"]]
    assert g.legal_moves(0) == [Build(0), EndTurn()]                 # the buried 9 is free now
    refused(g, 0, Turn(), "no stock left")
    g.play(0, Build(0))
    assert g.legal_moves(0) == [EndTurn()]
    g.play(0, EndTurn())
    assert g.to_act == (1,) and g.view(None)["laid_out"] == [True, False]


def test_five_cards_are_gathered_not_laid_out():
    g = position(waste0=(("9C", "5H"), ("2D",), ("KD", "QD"), ()), centre=["AS", "2S", "3S"])
    assert g.legal_moves(0) == [Turn()]
    refused(g, 0, LayOut(), "more than 4 cards")


def test_the_first_player_with_no_cards_wins():
    g = position(waste0=(("TC",), (), (), ()), centre=["AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S"])
    g.play(0, LayOut())
    events = g.play(0, Build(0))
    assert g.over and g.winner == 0 and g.winners == [0] and events[-1]["type"] == "game_over"
    assert g.scores[0] == 0 and g.to_act == () and g.legal_moves(0) == []
    assert g.describe(events[-1], viewer=0) == "You win! 🎉"
    refused(g, 1, Turn(), "game is over")


# -- the options -------------------------------------------------------------------------------------------
def test_waste_builds_only_at_start():
    for only_at_start in (False, True):
        g = position(stock0=["7H", "KC"], waste0=(("8C",), (), (), ()),
                     centre=["AS", "2S", "3S", "4S", "5S", "6S"], waste_builds_only_at_start=only_at_start)
        assert Build(0) not in g.legal_moves(0)                          # the 8 doesn't fit yet
        g.play(0, Turn())
        g.play(0, BuildTurned())                                          # the turned 7 goes on
        if only_at_start:
            assert g.legal_moves(0) == [Turn()]
            refused(g, 0, Build(0), "only build from your wastepiles before")
        else:
            assert g.legal_moves(0) == [Build(0), Turn()]
    g = centre_at_seven_with_an_eight_on_a_wastepile(waste_builds_only_at_start=True)
    assert Build(0) in g.legal_moves(0)                                   # before the first turn-up: yes


def test_the_cap_counts_cards_fewer_wins_equal_is_a_draw():
    g = new(["5H", "6H"], ["7H"], max_turns=3)
    for p in (0, 1, 0):
        g.play(p, Turn())
        g.play(p, Discard(0))
    assert g.over and g.winners == [] and g.winner is None and g.scores == [52, 52]
    assert "same number" in g.reason and g.describe(g.log[-1]) == "The game is over: it's a draw."
    g = new(["5H", "6H"], ["AH"], max_turns=2)
    g.play(0, Turn())
    g.play(0, Discard(0))
    g.play(1, Turn())
    g.play(1, BuildTurned())
    g.play(1, Turn())
    g.play(1, Discard(0))
    assert g.over and g.winner == 1 and g.scores == [52, 51] and "fewer" in g.reason


@pytest.mark.parametrize("options,valid", [
    ({"gather": "random"}, "'ordered', 'shuffle'"),
    ({"dealer": 2}, "from -1 to 1"),
    ({"max_turns": 0}, "from 1 to"),
    ({"waste_builds_only_at_start": "yes"}, "True or False"),
    ({"wastepiles": 3}, "dealer, gather, max_turns, waste_builds_only_at_start"),
])
def test_bad_options_say_what_is_allowed(options, valid):
    with pytest.raises(ValueError, match=valid):
        kit.new_game(NAME, **options)


def test_bad_decks_and_player_counts():
    with pytest.raises(ValueError, match="needs 104 cards"):
        kit.new_game(NAME, deck=ALL[:52])
    with pytest.raises(ValueError, match="too many of A♠"):
        kit.new_game(NAME, deck=["AS"] + ALL[1:-1] + ["AS"])
    with pytest.raises(ValueError, match="card number 3"):
        kit.new_game(NAME, deck=ALL[:2] + ["ZZ"] + ALL[3:])
    with pytest.raises(ValueError, match="played by 2 players"):
        kit.new_game(NAME, players=3)


# -- bad input ---------------------------------------------------------------------------------------------
def test_every_kind_of_bad_move_is_refused_and_changes_nothing():
    g = new(["5H", "AS"], ["7C"])
    refused(g, 1, Turn(), "Player 1's turn")
    refused(g, 0, BuildTurned(), "turn one from your stock first")
    refused(g, 0, Discard(0), "nothing to put on a wastepile")
    refused(g, 0, Build(0), "wastepile 1 is empty")
    for pile in (4, -1, "x", True, None):
        refused(g, 0, Build(pile), "no wastepile")
    refused(g, 0, LayOut(), "still have cards in your stock")
    refused(g, 0, EndTurn(), "turn up a card")
    refused(g, 0, "Turn", "not a move")
    refused(g, 2, Turn(), "no player number")
    g.play(0, Turn())
    refused(g, 0, Discard(9), "numbered 1 to 4")
    refused(g, 0, BuildTurned(), "only an Ace can start")
    refused(g, 0, LayOut(), "must put down the card")
    refused(g, 0, EndTurn(), "must put down the card")
    g.play(0, Discard(0))
    g.play(1, Turn())
    g.play(1, Discard(1))
    refused(g, 0, Build(0), "doesn't start|only an Ace")


def test_saving_and_loading_and_a_changed_save_is_refused():
    g = kit.new_game(NAME, seed=9, gather="shuffle")
    bots = {p: make_bot(NAME, "hard", seed=9, seat=p) for p in range(2)}
    for _ in range(150):
        p = g.to_act[0]
        g.play(p, bots[p].choose(g.view(p), g.legal_moves(p)))
    text = g.to_json()
    back = kit.load_game(text)
    assert back.digest() == g.digest() and back.to_json() == text and back.view(0) == g.view(0)
    with pytest.raises(ValueError, match="changed by hand|cannot be played"):
        kit.load_game(text.replace('"move": "Discard", "pile": 0', '"move": "Discard", "pile": 3', 1))
    with pytest.raises(ValueError, match="cannot be played"):
        kit.load_game(text.replace('"move": "Turn"', '"move": "BuildTurned"', 1))


# -- random play keeps the contract (every option: tests/test_contract.py) -------------------------------
def test_a_random_game_to_the_end_gathers_and_lays_out():
    g = kit.new_game(NAME, seed=2)
    play_out(g, {p: make_bot(NAME, "easy", seed=2, seat=p) for p in range(2)})
    kinds = Counter(e["type"] for e in g.log)
    assert g.over and g.winner is not None and g.scores[g.winner] == 0
    assert kinds["gather"] > 0 and kinds["lay_out"] > 0 and kinds["run_done"] >= 4
    assert g.cards() == Counter(C(c) for c in ALL)


# -- the bots ----------------------------------------------------------------------------------------------


def test_hard_builds_from_its_wastepiles_first_and_discards_where_it_blocks_least():
    bot = make_bot(NAME, "hard", seed=0, seat=0)
    g = centre_at_seven_with_an_eight_on_a_wastepile()
    assert bot.choose(g.view(0), g.legal_moves(0)) == Build(0)
    # the centre needs a 5; the turned 9 goes on the Jack (needed soon after it), not on the 6 or the 2
    g = position(stock0=["9C"], waste0=(("6C",), ("KH", "JD"), ("2H",), ("QS",)), centre=["AS", "2S", "3S", "4S"])
    g.play(0, Turn())
    assert bot.choose(g.view(0), g.legal_moves(0)) == Discard(1)
    # nothing above it: an empty pile, and with none, the pile whose most urgent card is needed last
    g = position(stock0=["9C"], waste0=(("6C",), (), ("8H",), ("7S",)), centre=["AS", "2S", "3S", "4S"])
    g.play(0, Turn())
    assert bot.choose(g.view(0), g.legal_moves(0)) == Discard(1)
    g = position(stock0=["9C"], waste0=(("6C",), ("KH", "5D"), ("8H",), ("7S",)), centre=["AS", "2S", "3S", "4S"])
    g.play(0, Turn())
    assert bot.choose(g.view(0), g.legal_moves(0)) == Discard(2)


def test_bots_see_only_the_view():
    g = kit.new_game(NAME, seed=5)
    v = g.view(0)
    assert set(v["stock"]) == {52} and "deck" not in v
    assert bot_levels(NAME) == ["easy", "hard"]


# -- the teaching hooks ----------------------------------------------------------------------------------------
def test_exact_teaching_hooks():
    assert exact.p_first_card_ace() == Fraction(1, 13)
    assert exact.p_no_ace_in_stock() == Fraction(32430, 11100001) == exact.p_aces_in_stock(0)
    assert exact.p_aces_split_evenly() == Fraction(9475375, 33300003) == exact.p_aces_in_stock(4)
    table = exact.aces_table()
    assert sum(table.values()) == 1 and all(table[k] == table[8 - k] for k in range(9))
    with pytest.raises(ValueError, match="0 to 8"):
        exact.p_aces_in_stock(9)


def test_one_whole_random_game_keeps_the_contract_through_the_endgame():
    (g,) = check_random_playouts(NAME, 2, seeds=[2], deck_cards=ALL, visible=progressive_visible, illegal_rate=0.002)
    assert g.over and any(e["type"] == "lay_out" for e in g.log)


def test_every_event_reads_as_a_sentence_from_each_side():
    g = kit.new_game(NAME, seed=2)
    play_out(g, {p: make_bot(NAME, "easy", seed=2, seat=p) for p in range(2)})
    names = ["Ann", "Computer"]
    kinds = set()
    for e in g.log:
        kinds.add(e["type"])
        for viewer in (None, 0, 1):
            text = g.describe(e, viewer, names)
            assert text and text[-1] in ".!🎉" and "None" not in text, (e, text)
    assert kinds >= {"deal", "build", "turn", "build_turned", "discard", "run_done", "gather", "lay_out",
                     "end_turn", "next_turn", "game_over"}
    turn = next(e for e in g.log if e["type"] == "turn" and e["player"] == 0)
    assert g.describe(turn, 0, names).startswith("You turned up the ")
    assert g.describe(turn, 1, names).startswith("Ann turned up the ")
