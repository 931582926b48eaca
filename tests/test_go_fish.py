"""Go Fish (docs/rules.md section 11) and Authors (section 12): every example on a stacked deck, the
options, bad input, views that hide other hands, random playouts, and the bots."""
import json
from collections import Counter

import pytest

import kit
from kit import IllegalMove
from kit.bots import make_bot, play_out
from kit.games.authors import AskFor
from kit.games.go_fish import Ask, hand_size
from kit.games.go_fish_bots import Memory
from tests.go_fish_helpers import stacked

C = kit.card


def hand(g, p):
    return sorted(c.code for c in g.hands[p])


def unchanged(g, p, move, words):
    before = g.to_json()
    with pytest.raises(IllegalMove, match=words):
        g.play(p, move)
    assert g.to_json() == before


# -- the deal ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("n,each,stock", [(3, 13, 13), (4, 10, 12), (5, 8, 12), (6, 7, 10)])
def test_deal_as_if_one_more_player(n, each, stock):
    g = kit.new_game("go_fish", players=n, seed=1)
    assert hand_size(n) == each
    assert sum(len(h) for h in g.hands) + len(g.stock) + 4 * sum(g.scores) == 52
    assert g.log[0] == {"type": "deal", "hands": [each] * n, "stock": stock, "dealer": g.dealer,
                        "first": (g.dealer + 1) % n}


def test_two_players_only_with_the_option():
    with pytest.raises(ValueError, match="3 to 6"):
        kit.new_game("go_fish", players=2)
    g = kit.new_game("go_fish", players=2, seed=3, allow_two_players=True)
    assert g.log[0]["hands"] == [17, 17] and g.log[0]["stock"] == 18
    assert kit.new_game("go_fish").players == 3


def test_bad_options_are_refused():
    with pytest.raises(ValueError, match="no option"):
        kit.new_game("go_fish", players=3, colour=True)
    with pytest.raises(ValueError, match="True or False"):
        kit.new_game("go_fish", players=3, give_one="yes")
    with pytest.raises(ValueError, match="not a seat"):
        kit.new_game("go_fish", players=3, dealer=4)
    with pytest.raises(ValueError, match="no option give_one"):
        kit.new_game("authors", players=3, give_one=True)


def test_dealer_and_first_player():
    firsts = {kit.new_game("go_fish", players=4, seed=s).log[0]["first"] for s in range(20)}
    assert firsts == {0, 1, 2, 3}  # a seeded random dealer
    g = kit.new_game("go_fish", players=4, seed=1, dealer=2)
    assert g.to_act == (3,)
    g = kit.new_game("go_fish", players=4, deck=stacked(4, []))
    assert g.to_act == (0,)  # a stacked deck: seat 0 plays first


def test_stacked_deck_is_dealt_round_robin_then_stock():
    deck = stacked(4, [["7S", "7D"], ["7C", "7H"]], stock=["KS"])
    g = kit.new_game("go_fish", players=4, deck=deck)
    assert g.hands[0][:2] == [C("7S"), C("7D")] and g.hands[1][:2] == [C("7C"), C("7H")]
    assert g.stock[0] == C("KS") and len(g.stock) == 12
    with pytest.raises(ValueError, match="52 cards"):
        kit.new_game("go_fish", players=4, deck=deck[:-1])


# -- the examples of section 11 -------------------------------------------------------------------------
def test_example_hand_over_all_lay_down_and_ask_again():
    g = kit.new_game("go_fish", players=4, deck=stacked(4, [["7S", "7D"], ["7C", "7H"]]))
    events = g.play(0, Ask(1, "7"))
    kinds = [e["type"] for e in events]
    assert kinds == ["ask", "give", "set"]
    assert sorted(events[1]["cards"]) == ["7C", "7H"]
    assert g.sets[0] == ["7"] and not any(c.rank == "7" for c in g.hands[0] + g.hands[1])
    assert g.to_act == (0,) and g.legal_moves(0)  # ask again


def test_example_go_fish_turn_passes_to_the_one_asked_and_the_set_waits():
    deck = stacked(4, [["KS", "KD", "KH", "5S"]], stock=["KC"])
    g = kit.new_game("go_fish", players=4, deck=deck)
    events = g.play(0, Ask(2, "K"))
    assert [e["type"] for e in events] == ["ask", "go_fish", "draw", "turn"]
    assert g.to_act == (2,)
    assert Counter(c.rank for c in g.hands[0])["K"] == 4 and g.sets[0] == []  # waits
    # C asks seat 0 for something seat 0 lacks... play until seat 0's turn comes again
    while g.to_act != (0,):
        p = g.to_act[0]
        rank = next(r for r in g.ranks_held(p) if r not in {c.rank for c in g.hands[0]})
        g.play(p, Ask(0, rank))
    assert "K" in g.sets[0]  # laid down at the start of the next turn
    assert {"type": "set", "player": 0, "rank": "K", "cards": ["KS", "KD", "KH", "KC"]} in g.log


def test_example_asking_for_a_rank_you_do_not_hold_is_illegal():
    g = kit.new_game("go_fish", players=4, deck=stacked(4, [["7S"]]))
    unchanged(g, 0, Ask(1, "Q"), "no Queens")


def test_bad_questions_change_nothing():
    g = kit.new_game("go_fish", players=3, deck=stacked(3, [["7S"]]))
    unchanged(g, 0, Ask(0, "7"), "ask yourself")
    unchanged(g, 0, Ask(5, "7"), "no player number")
    unchanged(g, 0, Ask(1, "X"), "not a rank")
    unchanged(g, 1, Ask(0, "7"), "turn")
    unchanged(g, 0, AskFor(1, C("7H")), "not a move")


def test_give_one_hands_over_only_one():
    g = kit.new_game("go_fish", players=4, give_one=True, deck=stacked(4, [["7S", "7D"], ["7C", "7H"]]))
    events = g.play(0, Ask(1, "7"))
    assert events[1]["cards"] == ["7C"] and C("7H") in g.hands[1] and g.to_act == (0,)


@pytest.mark.parametrize("drawn", ["KC", "QC"])
def test_lucky_draw_continues(drawn):
    deck = stacked(4, [["KS", "KD", "KH", "QS"]], stock=[drawn])
    g = kit.new_game("go_fish", players=4, deck=deck, lucky_draw_continues=True)
    asked = "K" if drawn == "KC" else "Q"
    events = g.play(0, Ask(2, asked))
    kinds = [e["type"] for e in events]
    assert "lucky" in kinds and g.to_act == (0,)
    assert (g.sets[0] == ["K"]) == (drawn == "KC")


def test_lucky_draw_also_when_the_drawn_card_completes_another_set():
    deck = stacked(4, [["KS", "KD", "KH", "QS"]], stock=["KC"])
    g = kit.new_game("go_fish", players=4, deck=deck, lucky_draw_continues=True)
    g.play(0, Ask(2, "Q"))  # not the rank asked for, but it completes the Kings
    assert g.sets[0] == ["K"] and g.to_act == (0,)


def test_sets_in_the_dealt_hand_wait_for_their_owners_first_turn():
    deck = stacked(3, [["AS", "AD", "AH", "AC"], ["2S", "2D", "2H", "2C"]])
    g = kit.new_game("go_fish", players=3, deck=deck)
    assert g.sets == [["A"], [], []]  # seat 0's first turn has started
    g.play(0, Ask(1, next(r for r in g.ranks_held(0) if r not in g.ranks_held(1))))
    assert g.sets[1] == ["2"]


def test_laying_down_the_last_card_with_stock_left_wins_at_once():
    # seat 0 holds only three 7s (short hands come from a 6-player deal of 7 cards each)
    deck = stacked(3, [["7S", "7D", "7H"] + ["8S", "8D", "8H"] + ["9S", "9D", "9H"] + ["TS", "TD", "TH", "JS"],
                       ["7C", "8C", "9C", "TC", "JD", "JH", "JC"]])
    g = kit.new_game("go_fish", players=3, deck=deck)
    for r in "789T":
        g.play(0, Ask(1, r))
    assert g.hands[0] == [C("JS")]
    events = g.play(0, Ask(1, "J"))
    assert g.over and g.winners == [0] and g.winner == 0 and g.reason == "laid down their last card"
    assert g.scores == [5, 0, 0] and events[-1]["type"] == "game_over"


def test_empty_hand_draws_at_the_start_of_the_turn():
    spades = [r + "S" for r in "23456789TJQKA"]
    hearts = [r + "H" for r in "23456789TJQKA"]
    third = [r + "D" for r in "2345678"] + [r + "C" for r in "234567"]
    rest = [c.code for c in kit.standard_deck() if c.code not in spades + hearts + third]
    rest.remove("QD")
    deck = [h[i] for i in range(13) for h in (spades, hearts, third)] + ["QD"] + rest
    g = kit.new_game("go_fish", players=3, deck=deck)
    for r in "23456789TJQKA":
        g.play(0, Ask(1, r))  # seat 1 hands over its last card
    assert g.hands[1] == [] and g.to_act == (0,)
    for r in "2345678":
        events = g.play(0, Ask(2, r))  # sets of 2s to 7s; the 8 empties seat 2's hand too
    assert g.sets[0] == list("234567") and g.hands[2] == []
    # seat 0 has nobody left to ask: the turn passes on, and empty-handed seat 1 fishes first
    assert [e["type"] for e in events] == ["ask", "give", "draw", "turn"]
    assert events[2]["player"] == 1 and g.to_act == (1,) and g.hands[1] == [C("QD")]


def test_play_goes_on_after_the_stock_is_empty_until_all_sets_are_down():
    for s in range(10):
        g = kit.new_game("go_fish", players=3, seed=s)
        play_out(g, {p: make_bot("go_fish", "easy", seed=s, seat=p) for p in range(3)})
        assert g.over
        if g.reason == "all 13 sets are down":
            assert sum(g.scores) == 13 and not g.stock
            best = max(g.scores)
            assert g.winners == [p for p in range(3) if g.scores[p] == best]
            break
    else:
        pytest.fail("no game ran to 13 sets")


def test_end_when_stock_empty_counts_at_once():
    g = kit.new_game("go_fish", players=3, seed=5, end_when_stock_empty=True)
    play_out(g, {p: make_bot("go_fish", "easy", seed=5, seat=p) for p in range(3)})
    assert g.over and (g.reason in ("the pond is empty", "laid down their last card"))
    if g.reason == "the pond is empty":
        assert not g.stock and sum(g.scores) < 13


def test_turn_cap_counts_sets():
    g = kit.new_game("go_fish", players=3, seed=2, max_turns=3)
    play_out(g, {p: make_bot("go_fish", "easy", seed=2, seat=p) for p in range(3)})
    assert g.over and g.turns == 3 and g.reason == "the limit of 3 turns is reached"
    best = max(g.scores)
    assert g.winners == [p for p in range(3) if g.scores[p] == best]


def test_skipped_when_empty_handed_with_no_stock():
    seen = False
    for s in range(40):
        g = kit.new_game("go_fish", players=5, seed=s)
        play_out(g, {p: make_bot("go_fish", "easy", seed=s, seat=p) for p in range(5)})
        for e in g.log:
            if e["type"] == "out":
                seen = True
                assert e["player"] in g.skipped
    assert seen


# -- the examples of section 12 -------------------------------------------------------------------------------
def test_authors_ask_only_for_a_missing_card_of_a_rank_you_hold():
    g = kit.new_game("authors", players=3, deck=stacked(3, [["7S", "7D"], ["QD"]]))
    legal7 = {m.card.code for m in g.legal_moves(0) if m.card.rank == "7" and m.target == 1}
    assert legal7 == {"7C", "7H"}
    unchanged(g, 0, AskFor(1, C("7S")), "already hold")
    unchanged(g, 0, AskFor(1, C("QD")), "no Queens")
    unchanged(g, 0, AskFor(0, C("7C")), "ask yourself")
    unchanged(g, 0, Ask(1, "7"), "not a move")


def test_authors_example_a_card_handed_over_shows_two_queens():
    g = kit.new_game("authors", players=3, deck=stacked(3, [["QS"], ["QD"]]))
    events = g.play(0, AskFor(1, C("QD")))
    assert [e["type"] for e in events] == ["ask", "give"] and g.to_act == (0,)
    assert events[1]["cards"] == ["QD"]
    mem = Memory(3, 2)  # what seat 2 learns from the public history
    mem.update(g.view(2)["history"])
    assert mem.least[0]["Q"] == 2 and mem.holder["QD"] == 0


def test_authors_wrong_question_goes_fish_and_passes_to_the_one_asked():
    g = kit.new_game("authors", players=3, deck=stacked(3, [["QS"]], stock=["5H"]))
    events = g.play(0, AskFor(2, C("QD")))
    assert [e["type"] for e in events[:3]] == ["ask", "go_fish", "draw"] and g.to_act == (2,)
    assert events[1]["card"] == "QD" and C("5H") in g.hands[0]


def test_authors_deal_all_has_no_stock():
    g = kit.new_game("authors", players=3, seed=4, deal_all=True)
    assert g.log[0]["hands"] == [18, 17, 17] and g.log[0]["stock"] == 0
    p = g.to_act[0]
    wrong = next(m for m in g.legal_moves(p) if m.card not in g.hands[m.target])
    events = g.play(p, wrong)
    assert "draw" not in [e["type"] for e in events] and g.to_act == (wrong.target,)


def test_authors_lucky_draw_of_the_card_asked_for():
    deck = stacked(3, [["QS"]], stock=["QD"])
    g = kit.new_game("authors", players=3, deck=deck, lucky_draw_continues=True)
    assert g.view(0)["options"]["lucky_draw_continues"]
    events = g.play(0, AskFor(2, C("QD")))
    assert "lucky" in [e["type"] for e in events] and g.to_act == (0,)


# -- secrets ------------------------------------------------------------------------------------------------
def _public_codes(g):
    shown = set()
    for e in g.log:
        if e["type"] in ("give", "set"):
            shown.update(e["cards"])
        if e["type"] in ("lucky", "ask"):  # a question in Authors names a card: public, wherever it is
            shown.add(e.get("card"))
    return shown


@pytest.mark.parametrize("name", ["go_fish", "authors"])
def test_views_never_show_another_players_hand_or_the_stock(name):
    for s, n in [(1, 3), (2, 4), (3, 6)]:
        g = kit.new_game(name, players=n, seed=s)
        bots = {p: make_bot(name, "easy", seed=s, seat=p) for p in range(n)}
        steps = 0
        while not g.over and steps < 60:
            public = _public_codes(g)
            for p in [None, *range(n)]:
                text = json.dumps(g.view(p))
                own = set() if p is None else {c.code for c in g.hands[p]} | {c.code for c in g.drawn if c in g.hands[p]}
                secret = {c.code for q in range(n) if q != p for c in g.hands[q]} | {c.code for c in g.stock}
                for code in secret - public - own:
                    assert f'"{code}"' not in text, (name, s, p, code)
            p = g.to_act[0]
            g.play(p, bots[p].choose(g.view(p), g.legal_moves(p)))
            steps += 1
        for e in g.log:  # a card fished from the pond never shows in a public event
            if e["type"] == "draw":
                assert not any(isinstance(v, str) and len(v) == 2 and v[1] in "SHDC" for v in e.values())


def test_only_the_drawer_is_told_which_card_they_fished():
    g = kit.new_game("go_fish", players=3, deck=stacked(3, [["KS"]], stock=["5H"]))
    events = g.play(0, Ask(2, "K"))
    draw = next(e for e in events if e["type"] == "draw")
    assert "5♥" in g.describe(draw, 0) and "5♥" not in g.describe(draw, 1) and "5♥" not in g.describe(draw, None)
    assert g.view(0)["last_draw"] == "5H" and g.view(1)["last_draw"] is None


def test_history_in_the_view_records_every_ask_and_answer():
    g = kit.new_game("go_fish", players=3, seed=8)
    play_out(g, {p: make_bot("go_fish", "easy", seed=8, seat=p) for p in range(3)})
    v = g.view(1)
    asks = [e for e in v["history"] if e["type"] == "ask"]
    answers = [e for e in v["history"] if e["type"] in ("give", "go_fish")]
    assert len(asks) == len(answers) == len(v["asks"]) == len(g.history)
    assert all((a["got"] == []) == (b["type"] == "go_fish") for a, b in zip(v["asks"], answers))


# -- the contract over random games -------------------------------------------------------------------------
OPTION_SETS = {
    "go_fish": [{}, {"give_one": True}, {"lucky_draw_continues": True}, {"end_when_stock_empty": True}],
    "authors": [{}, {"deal_all": True}, {"lucky_draw_continues": True}],
}


@pytest.mark.parametrize("name", ["go_fish", "authors"])
@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_random_games_end_with_the_sets_counted(name, n):
    """(The contract itself is checked for every game in test_game_contract.py.)"""
    for i, opts in enumerate(OPTION_SETS[name]):
        seed = 100 * n + i
        g = kit.new_game(name, players=n, seed=seed, **opts)
        start = g.cards()
        assert sum(start.values()) == 52 and len(start) == 52
        bots = {p: make_bot(name, "easy", seed=seed, seat=p) for p in range(n)}
        while not g.over:
            (p,) = g.to_act
            legal = g.legal_moves(p)
            assert legal and all(g.legal_moves(q) == [] for q in range(n) if q != p)
            g.play(p, bots[p].choose(g.view(p), legal))
            assert g.cards() == start
        assert g.to_act == () and g.winners and g.scores == [len(s) for s in g.sets]
        assert all(g.describe(e, 0) is not None for e in g.log)


# -- bots ---------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("name,n,games,least", [("go_fish", 4, 60, 0.6), ("authors", 3, 24, 0.6)])
def test_hard_bot_beats_easy_bots(name, n, games, least):
    wins = 0
    for s in range(games):
        hard = s % n
        g = kit.new_game(name, players=n, seed=1000 + s)
        play_out(g, {p: make_bot(name, "hard" if p == hard else "easy", seed=s, seat=p) for p in range(n)})
        wins += hard in g.winners
    rate = wins / games
    print(f"{name}: hard bot against {n - 1} easy bots wins {wins}/{games} = {rate:.2f} (fair share {1 / n:.2f})")
    assert rate >= least


def test_hard_bot_asks_where_a_card_is_certain():
    g = kit.new_game("go_fish", players=3, deck=stacked(3, [["9S", "KS"], ["9D"], ["9H"]], stock=["2C"]))
    g.play(0, Ask(2, "9"))  # seat 2 hands over 9♥: now everyone knows seat 0 holds 9s
    g.play(0, Ask(1, "K"))  # "Go fish!": seat 1's turn
    assert g.to_act == (1,)
    bot = make_bot("go_fish", "hard", seed=0, seat=1)
    assert bot.choose(g.view(1), g.legal_moves(1)) == Ask(0, "9")


def test_speech_lines_for_questions_and_answers():
    names = ["Ann", "Sam", "Kim"]
    g = kit.new_game("go_fish", players=3, deck=stacked(3, [["7S", "KS"], ["7H"]], stock=["2C"]))
    said = [g.describe(e, 0, names) for e in g.play(0, Ask(1, "7"))]
    assert said[:2] == ["You to Sam: “Do you have any 7s?”", "Sam: “Yes, here is one: the 7♥.”"]
    events = g.play(0, Ask(2, "K"))
    assert [g.describe(e, 1, names) for e in events[:3]] == [
        "Ann to Kim: “Do you have any Kings?”", "Kim: “Go fish!”", "Ann fishes a card from the pond."]
    assert g.describe(events[2], 0, names) == "You fish the 2♣ from the pond."
    a = kit.new_game("authors", players=3, deck=stacked(3, [["QS"], ["QD"]]))
    said = [a.describe(e, 2, names) for e in a.play(0, AskFor(1, C("QD")))]
    assert said == ["Ann to Sam: “Do you have the Queen of Diamonds?”", "Sam: “Yes, here it is: the Q♦.”"]
