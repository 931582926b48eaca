"""Spit (docs/rules.md section 4) and the race model (0.5): every example, on stacked decks or set
positions, at fixed ticks."""
from __future__ import annotations

import json

import numpy as np
import pytest

import kit
from kit.bots import make_bot, play_out
from kit.cards import Card, standard_deck
from kit.exact import spit as exact
from kit.games.spit import Fill, Play, Slap, Spit, fits, layout_shape
from kit.games.race import Wait

from contract import card_codes

C = Card.parse
FULL = kit.new_game("spit", seed=0).cards()


def deck_for(h0, h1):
    """A 52-card stacked deck giving seat 0 the holding h0 and seat 1 the holding h1 (top first),
    filling each up to 26 with the unused cards."""
    used = set(h0) | set(h1)
    rest = [c.code for c in standard_deck() if c.code not in used]
    h0 = list(h0) + [rest.pop(0) for _ in range(26 - len(h0))]
    h1 = list(h1) + [rest.pop(0) for _ in range(26 - len(h1))]
    return [c for pair in zip(h0, h1) for c in pair]


def position(slots, spit, piles, owners=None, seed=1, **options):
    """A game set to a position (every card accounted for by the caller or put under pile 0).

    slots[p]: five lists, bottom card first; spit[p]: top first; piles: lists, bottom first."""
    options.setdefault("human", -1)
    g = kit.new_game("spit", seed=seed, **options)
    g.race_reset()
    g.slots = [[[C(c) for c in s] for s in slots[p]] for p in range(2)]
    g.spit = [[C(c) for c in reversed(spit[p])] for p in range(2)]
    g.piles = [[C(c) for c in pile] for pile in piles]
    used = {c for c in g.cards().elements()}
    extra = [c for c in standard_deck() if c not in used]
    if extra:
        g.piles[0][:0] = extra
    g.owner = owners if owners is not None else list(range(len(piles)))
    g.phase, g.chooser, g.emptier, g.solo_pile = "race", None, None, [None, None]
    g.log, g.history = [], []
    assert g.cards() == FULL
    return g


def after(g, p, move):
    events = g.play(p, move)
    assert g.cards() == FULL
    return events


def types(events):
    return [e["type"] for e in events]


# ----------------------------------------------------------------------------------------------
# The deal
# ----------------------------------------------------------------------------------------------
def test_layout_shapes_dealt_row_by_row():
    assert layout_shape(15) == [1, 2, 3, 4, 5]
    assert layout_shape(26) == [1, 2, 3, 4, 5]
    assert layout_shape(12) == [1, 2, 3, 3, 3]
    assert layout_shape(7) == [1, 2, 2, 1, 1]
    assert exact.layout_cards() == 15 and exact.spit_cards() == 11


def test_first_deal_from_a_stacked_deck():
    h0 = "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AH 2H 3H".split()
    g = kit.new_game("spit", seed=3, deck=deck_for(h0, []))
    v = g.view(0)
    assert [s["count"] for s in v["layouts"][0]] == [1, 2, 3, 4, 5]
    # row by row: AS alone; 2S then 6S; 3S, 7S, TS; 4S 8S JS KS; 5S 9S QS AH 2H
    assert [s["top"] for s in v["layouts"][0]] == ["AS", "6S", "TS", "KS", "2H"]
    assert v["spit_cards"] == [10, 10]  # 11 spit cards each, one already turned up
    assert v["piles"][0] == {"top": "3H", "count": 1, "owner": 0}
    assert v["piles"][1]["owner"] == 1
    assert g.cards() == FULL
    json.dumps(v)


def face_down(g) -> list[str]:
    """The codes of the cards nobody may see in a Spit game: all but the top card of each layout
    pile, and the spit piles (also read by tests/test_spit_table.py)."""
    under = [c.code for p in range(2) for s in g.slots[p] for c in s[:-1]]
    return under + [c.code for p in range(2) for c in g.spit[p]]


def test_hidden_cards_never_in_a_view():
    g = kit.new_game("spit", seed=4)
    text = json.dumps(g.view(0)) + json.dumps(g.view(None))
    for code in face_down(g):
        assert f'"{code}"' not in text


def test_every_card_turned_face_up_is_logged():
    """docs/rules.md 0.3: a card once face up is in the log.  The deal names the layout tops; the
    card under one that is played, moved or spat from the layout turns up with a "turn" event,
    which the table does not put into words (the board shows it, as in Grabbage and Pirate)."""
    h0 = "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AH 2H 3H".split()
    g = kit.new_game("spit", seed=3, deck=deck_for(h0, []))
    assert g.log[0]["tops"][0] == ["AS", "6S", "TS", "KS", "2H"] and g.log[0]["piles"][0] == "3H"
    tops = {s["top"] for q in range(2) for s in g.view(None)["layouts"][q]}
    assert tops <= set(card_codes(g.log))

    slots = [[["6C", "8S"], ["5S", "8H"], ["KH"], ["KS"], []], [["2C"], ["3C"], ["4C"], ["5C"], ["6D"]]]
    g = position(slots, [[], []], [["7D"], ["5H"]], pace="turns")
    ev = after(g, 0, Fill(C("8S"), 4))
    assert ev[1] == {"type": "turn", "player": 0, "card": "6C", "slot": 0, "tick": ev[0]["tick"]}
    after(g, 1, Wait())
    ev = after(g, 0, Play(C("8H"), 0))
    assert types(ev) == ["play", "turn"] and (ev[1]["card"], ev[1]["slot"]) == ("5S", 1)
    assert [g.describe(e, 0) for e in ev] == ["You play 8♥ on the left pile.", ""]
    after(g, 1, Wait())
    ev = after(g, 0, Play(C("6C"), 1))            # alone in its pile: nothing turns up
    assert types(ev) == ["play"]

    slots = [[["2C", "9C"], ["9S"], ["9H"], ["9D"], ["TC"]],
             [["3S"], ["3H"], ["3D"], ["JC", "KC"], ["JS", "KS"]]]
    g = position(slots, [[], []], [["5D"], ["6D"]], pace="stepped")
    g._run()
    assert g.chooser == 0
    ev = after(g, 0, Spit(1, C("9C")))
    assert [(e["type"], e.get("card")) for e in ev if e["type"] in ("spit", "turn")] == [("spit", "9C"), ("turn", "2C")]


def test_a_game_ending_between_deals_keeps_the_gathered_cards_face_down():
    """After the single deal (or the last deal allowed) nobody lays out again: each player's cards
    stay face down, so the view names no card the log has not shown."""
    g = kit.new_game("spit", seed=7, human=-1, simple_single_deal=True)
    play_out(g, {0: make_bot("spit", "hard", 1, 0), 1: make_bot("spit", "easy", 1, 1)})
    v = g.view(None)
    assert g.over and all(s["count"] == 0 for q in range(2) for s in v["layouts"][q])
    assert v["spit_cards"] == v["held"] == g.scores
    assert set(card_codes(v)) <= set(card_codes(g.log))


def test_bad_decks_and_options_refused():
    with pytest.raises(ValueError):
        kit.new_game("spit", deck=["AS"] * 52)
    with pytest.raises(ValueError, match="pace"):
        kit.new_game("spit", pace="fast")
    with pytest.raises(ValueError):
        kit.new_game("spit", players=3)


# ----------------------------------------------------------------------------------------------
# Playing one rank up or down, round the corner
# ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("top,ok,bad", [("7D", ["6C", "8S"], ["7C", "9H", "5D"]),
                                         ("AD", ["KC", "2S"], ["AC", "3H", "QD"]),
                                         ("KD", ["QC", "AS"], ["KC", "2H", "JD"])])
def test_one_up_or_one_down(top, ok, bad):
    for c in ok:
        assert fits(C(c), C(top))
    for c in bad:
        assert not fits(C(c), C(top))


def _two_piles(tops0, tops1, pile_tops=("7D", "5H"), spit=((), ()), **options):
    slots = [[[c] for c in tops0], [[c] for c in tops1]]
    return position(slots, [list(spit[0]), list(spit[1])], [[pile_tops[0]], [pile_tops[1]]], **options)


def test_a_seven_on_a_seven_is_refused_and_changes_nothing():
    g = _two_piles(["7C", "8S", "9S", "TS", "JS"], ["2C", "3C", "4C", "5C", "6C"], pace="stepped")
    before = g.digest()
    with pytest.raises(kit.IllegalMove, match="doesn't fit on the 7♦: play a 6 or an 8"):
        g.play(0, Play(C("7C"), 0))
    with pytest.raises(kit.IllegalMove, match="not in your layout"):
        g.play(0, Play(C("2C"), 0))
    with pytest.raises(kit.IllegalMove, match="no spit pile"):
        g.play(0, Play(C("8S"), 5))
    with pytest.raises(kit.IllegalMove, match="nothing to slap"):
        g.play(0, Slap(0))
    assert g.digest() == before


def test_a_covered_card_cannot_move():
    slots = [[["6C", "8S"], ["KD"], ["KH"], ["KS"], []], [["2C"], ["3C"], ["4C"], ["5C"], ["6D"]]]
    g = position(slots, [[], []], [["7D"], ["5H"]])
    with pytest.raises(kit.IllegalMove, match="covered"):
        g.play(0, Play(C("6C"), 0))
    # the 8♠ may go on the 7♦, or fill the empty space and open the 6♣
    assert Play(C("8S"), 0) in g.legal_moves(0)
    assert Fill(C("8S"), 4) in g.legal_moves(0)
    with pytest.raises(kit.IllegalMove, match="not empty"):
        g.play(0, Fill(C("8S"), 1))
    after(g, 0, Fill(C("8S"), 4))


# ----------------------------------------------------------------------------------------------
# The race: landing after the latency, collisions and bounces
# ----------------------------------------------------------------------------------------------
def test_a_card_lands_after_its_latency():
    g = _two_piles(["6C", "KS", "KH", "KC", "KD"], ["4C", "2D", "2H", "2S", "JD"], human=0,
                   human_latency=4, bot_latency=9)
    ev = after(g, 0, Play(C("6C"), 0))
    assert ev[0]["type"] == "commit" and ev[0]["lands"] == 4
    assert g.piles[0][-1] == C("7D")          # not landed yet
    assert g.view(0)["race"]["on_its_way"]["lands"] == 4
    with pytest.raises(kit.IllegalMove, match="on its way"):
        g.play(0, Wait())
    ev = after(g, 1, Wait())                   # the other waits: the clock runs to tick 4
    assert g.clock == 4 and g.piles[0][-1] == C("6C")
    assert [e["type"] for e in ev] == ["play"]


@pytest.mark.parametrize("seed", range(6))
def test_same_tick_collision_on_the_five_second_one_bounces(seed):
    # both go for the pile showing 5 at the same tick: A with a 6, B with a 4
    slots = [[["6C"], ["KS"], ["KH"], ["KC"], ["9D"]], [["4C"], ["KD"], ["JH"], ["JC"], ["9S"]]]
    g = position(slots, [[], []], [["5H"], ["TD"]], seed=seed, bot_latency=5, human_latency=5)
    after(g, 0, Play(C("6C"), 0))
    ev = after(g, 1, Play(C("4C"), 0))
    assert g.clock == 5
    kinds = types(ev)
    assert sorted(kinds[1:]) == ["bounce", "play"]
    played = next(e for e in ev if e["type"] == "play")
    bounced = next(e for e in ev if e["type"] == "bounce")
    assert played["player"] != bounced["player"]
    loser = bounced["player"]
    back = C("6C") if loser == 0 else C("4C")
    assert g.slots[loser][0] == [back]       # the card stayed where it was
    assert "doesn't fit" in bounced["reason"]
    assert g.view(loser)["race"]["bounced"] == bounced["reason"]
    assert g.describe(bounced, loser).startswith("Bounce! Your card came back")
    # the seeded order is the game's: the same seed gives the same winner
    g2 = position(slots, [[], []], [["5H"], ["TD"]], seed=seed, bot_latency=5, human_latency=5)
    g2.play(0, Play(C("6C"), 0))
    g2.play(1, Play(C("4C"), 0))
    assert g2.digest() == g.digest()


def test_seeded_order_sometimes_favours_each_player():
    winners = set()
    for seed in range(12):
        slots = [[["6C"], ["KS"], ["KH"], ["KC"], ["9D"]], [["4C"], ["KD"], ["JH"], ["JC"], ["9S"]]]
        g = position(slots, [[], []], [["5H"], ["TD"]], seed=seed, bot_latency=5)
        g.play(0, Play(C("6C"), 0))
        ev = g.play(1, Play(C("4C"), 0))
        winners.add(next(e for e in ev if e["type"] == "play")["player"])
    assert winners == {0, 1}


def test_the_earlier_landing_wins_and_the_later_bounces():
    slots = [[["6C"], ["KS"], ["KH"], ["KC"], ["9D"]], [["4C"], ["KD"], ["JH"], ["JC"], ["9S"]]]
    g = position(slots, [[], []], [["5H"], ["TD"]], human=1, human_latency=3, bot_latency=6)
    after(g, 0, Play(C("6C"), 0))               # lands at 6
    ev = after(g, 1, Play(C("4C"), 0))          # lands at 3
    assert types(ev) == ["commit", "play"] and g.clock == 3
    ev = after(g, 1, Wait())
    assert types(ev) == ["bounce"] and ev[0]["player"] == 0 and ev[0]["tick"] == 6
    assert "doesn't fit on the 4♣" in ev[0]["reason"]


# ----------------------------------------------------------------------------------------------
# Stuck
# ----------------------------------------------------------------------------------------------
STUCK = [[["9C"], ["9S"], ["9H"], ["9D"], ["3C"]], [["3S"], ["3H"], ["3D"], ["JC"], ["JS"]]]


def _stuck_game(spit, piles, owners=None, **options):
    g = position(STUCK, spit, piles, owners=owners, **options)
    ev = g._run()
    assert g.cards() == FULL
    return g, ev


def test_stuck_with_spit_cards_on_both_sides():
    g, ev = _stuck_game([["5C"], ["KH"]], [["5D"], ["6D"]])
    assert types(ev)[:3] == ["stuck", "spit", "spit"]
    assert [e["card"] for e in ev[1:3]] == ["5C", "KH"] and [e["pile"] for e in ev[1:3]] == [0, 1]
    assert g.piles[0][-1] == C("5C") and g.piles[1][-1] == C("KH")
    assert g.clock == 0
    # still stuck, and now nobody has spit cards: equal layouts, someone must choose
    assert types(ev)[3:5] == ["stuck", "choose_spit"] and g.phase == "spit_choice"


def test_only_one_has_spit_cards_chooses_once_then_keeps_that_pile():
    g, ev = _stuck_game([["5C", "5H", "5S"], []], [["5D"], ["6D"]], pace="stepped")
    assert g.phase == "spit_choice" and g.chooser == 0
    assert g.to_act == (0,)
    assert set(g.legal_moves(0)) == {Spit(0), Spit(1), Wait()}
    with pytest.raises(kit.IllegalMove, match="other player who must spit"):
        g._check_spit(1, Spit(0))
    ev = after(g, 0, Spit(1))
    assert g.solo_pile[0] == 1
    # still stuck (5s on 5 and 6): every later solo spit goes to the same pile by itself
    assert g.piles[1][-3:] == [C("5C"), C("5H"), C("5S")]
    assert not any(e["type"] == "choose_spit" for e in ev[:-1])


def test_nobody_has_spit_cards_fewer_layout_cards_spits_from_the_layout():
    slots = [[["9C"], ["9S"], ["9H"], ["9D"], []], [["3S"], ["3H"], ["3D"], ["JC"], ["JS"]]]
    g = position(slots, [[], []], [["5D"], ["6D"]], pace="stepped")
    g._run()
    assert g.phase == "spit_choice" and g.chooser == 0
    assert Spit(1, C("9C")) in g.legal_moves(0)
    with pytest.raises(kit.IllegalMove, match="top card of one of your stock piles"):
        g.play(0, Spit(1))
    ev = after(g, 0, Spit(1, C("9C")))
    assert g.piles[1][-1] == C("9C") and ev[1]["type"] == "spit" and ev[1]["from_layout"]
    assert g.layout_count(0) == 3


def test_equal_layouts_a_seeded_coin_decides_who_spits():
    who = set()
    for seed in range(10):
        g = position(STUCK, [[], []], [["5D"], ["6D"]], seed=seed)
        g._run()
        who.add(g.chooser)
        g2 = position(STUCK, [[], []], [["5D"], ["6D"]], seed=seed)
        g2._run()
        assert g2.chooser == g.chooser
    assert who == {0, 1}


def test_idle_timeout_counts_as_stuck():
    # the 4♣ fits on the 5♦ but both players wait: at tick 50 it is treated as stuck
    slots = [[["4C"], ["9S"], ["9H"], ["9D"], ["3C"]], STUCK[1]]
    g = position(slots, [["KC"], ["QH"]], [["5D"], ["6D"]], pace="stepped", idle_timeout=50)
    assert g.to_act == (0,)
    ev = after(g, 0, Wait())
    assert g.clock == 50
    assert types(ev)[:3] == ["timeout", "stuck", "spit"]
    assert g.piles[0][-1] == C("KC") and g.piles[1][-1] == C("QH")


# ----------------------------------------------------------------------------------------------
# End of a deal: the slap, the one-pile ending, the win
# ----------------------------------------------------------------------------------------------
def _slap_example(**options):
    """A has one card left to play and 3 spit cards; the piles have 12 and 9 cards;
    B has 15 layout cards and 13 spit cards."""
    deck = [c.code for c in standard_deck() if c.code not in ("6C", "5D", "KC")]
    a_spit = deck[0:3]
    pile12 = deck[3:13] + ["5D"]   # 11 cards: A's last card makes it 12
    pile9 = deck[13:21]
    taken = set(a_spit + pile12 + pile9)
    rest = [c for c in deck if c not in taken]
    b_layout, b_spit = rest[:15], rest[15:28]
    b_slots = [b_layout[0:1], b_layout[1:3], b_layout[3:6], b_layout[6:10], b_layout[10:15]]
    slots = [[["6C"], [], [], [], []], b_slots]
    g = position(slots, [a_spit, b_spit], [pile12, pile9 + ["KC"]], **options)
    assert [len(p) for p in g.piles] == [11, 9]
    return g


def test_slap_example_a_takes_the_nine_pile():
    g = _slap_example(pace="stepped", human=0, human_latency=3, bot_latency=5)
    if Play(C("6C"), 0) not in g.legal_moves(0):
        pytest.skip("the position has no play")  # pragma: no cover
    # B waits; A plays the last layout card on the 5♦ pile: A's layout is empty -> slap
    after(g, 1, Wait())
    ev = after(g, 0, Play(C("6C"), 0))
    assert "slap_time" in types(ev) and g.phase == "slap"
    assert [p["count"] for p in g.view(0)["piles"]] == [12, 9]
    after(g, 0, Slap(1))                  # A slaps the 9-pile (lands at +3)
    ev = after(g, 1, Slap(1))             # B goes for it too (lands at +5): too late
    assert "deal_over" in types(ev)
    over = next(e for e in ev if e["type"] == "deal_over")
    assert over["held"] == [12, 40]
    v = g.view(None)
    assert [s["count"] for s in v["layouts"][0]] == [1, 2, 3, 3, 3] and v["spit_cards"][0] == 0
    assert [s["count"] for s in v["layouts"][1]] == [1, 2, 3, 4, 5]
    assert v["spit_cards"][1] == 40 - 15 - 1 and len(v["piles"]) == 1  # B turned one up
    assert g.deal_no == 2


def test_slap_on_the_same_tick_is_a_seeded_coin_and_the_other_gets_the_rest():
    got = set()
    for seed in range(8):
        g = _slap_example(seed=seed, pace="stepped", bot_latency=4)
        g.play(1, Wait())
        g.play(0, Play(C("6C"), 0))
        g.play(0, Slap(1))
        ev = g.play(1, Slap(1))
        over = next(e for e in ev if e["type"] == "deal_over")
        # A first: A takes 9 + 3 spit cards; B first: B takes the 9-pile, A the 12-pile
        assert over["held"] in ([12, 40], [15, 37])
        got.add(over["held"][0])
    assert got == {12, 15}


def test_emptying_the_layout_with_no_spit_cards_wins():
    slots = [[["6C"], [], [], [], []], [["3S"], ["3H"], ["3D"], ["JC"], ["JS"]]]
    g = position(slots, [[], ["KH"]], [["5D"]], owners=[1], pace="stepped", human=0, human_latency=1)
    assert g.to_act == (0,)
    ev = after(g, 0, Play(C("6C"), 0))
    assert g.over and g.winners == [0] and g.winner == 0
    assert g.to_act == ()
    with pytest.raises(kit.IllegalMove, match="over"):
        g.play(1, Wait())
    assert "win" in g.describe(ev[-1], 0)


def test_one_pile_the_other_plays_on_alone_then_gathers():
    # B had no spit cards, so only A's pile exists.  A empties the layout holding 2 spit cards.
    slots = [[["6C"], [], [], [], []], [["7S"], ["9H"], ["KD"], ["JC"], ["JS"]]]
    g = position(slots, [["2H", "3H"], []], [["5D"]], owners=[0], pace="stepped", bot_latency=1)
    assert g.to_act == (0,)
    ev = after(g, 0, Play(C("6C"), 0))
    assert g.phase == "solo" and g.emptier == 0
    assert g.legal_moves(0) == [] and Play(C("7S"), 0) in g.legal_moves(1)
    with pytest.raises(kit.IllegalMove):
        g.play(0, Wait())
    ev = after(g, 1, Play(C("7S"), 0))   # lands; then B is stuck: the deal ends
    over = next(e for e in ev if e["type"] == "deal_over")
    assert over["held"] == [2, 50]          # A keeps their spit cards; B gathers the rest


# ----------------------------------------------------------------------------------------------
# Paces, caps, replay, the contract
# ----------------------------------------------------------------------------------------------
def test_turns_pace_is_one_action_each_in_rotation():
    g = kit.new_game("spit", seed=5, pace="turns")
    assert len(g.to_act) == 1
    first = g.to_act[0]
    legal = [m for m in g.legal_moves(first) if not isinstance(m, Wait)]
    if legal:
        ev = g.play(first, legal[0])
        assert ev[0]["type"] in ("play", "fill")   # lands at once, no latency
    else:
        g.play(first, Wait())
    assert g.to_act != (first,) or g.over


def test_realtime_pace_the_clock_moves_only_with_the_wall():
    g = kit.new_game("spit", seed=6, pace="realtime", human=0, speed="hard")
    assert 0 in g.to_act
    start = g.clock
    for _ in range(30):
        while not g.over and any(p != 0 for p in g.to_act):
            p = next(p for p in g.to_act if p != 0)
            g.play(p, make_bot("spit", "hard", seed=1, seat=p).choose(g.view(p), g.legal_moves(p)))
        if g.over:
            break
        target = g.clock + 2
        g.play(0, Wait(2))
        assert g.clock <= target or g.over
    assert g.clock > start


def test_caps_end_the_game_by_counting_cards():
    g = kit.new_game("spit", seed=7, human=-1, max_ticks=100, speed="easy")
    play_out(g, {0: make_bot("spit", "easy", 1, 0), 1: make_bot("spit", "easy", 1, 1)})
    assert g.over and "time is up" in g.reason and g.clock <= 100
    counts = g.scores
    assert g.winners == [p for p in range(2) if counts[p] == min(counts)]
    g = kit.new_game("spit", seed=7, human=-1, simple_single_deal=True)
    play_out(g, {0: make_bot("spit", "hard", 1, 0), 1: make_bot("spit", "easy", 1, 1)})
    assert g.over and g.deal_no == 1 and g.cards() == FULL


def test_the_same_seed_and_moves_replay_identically():
    def run(seed):
        g = kit.new_game("spit", seed=seed, human=-1, speed="medium")
        play_out(g, {0: make_bot("spit", "hard", 3, 0), 1: make_bot("spit", "easy", 3, 1)})
        return g
    a, b = run(11), run(11)
    assert a.digest() == b.digest() and a.log == b.log and a.clock == b.clock


def test_a_tampered_save_is_refused():
    g = kit.new_game("spit", seed=2, human=-1, speed="hard")
    play_out(g, {0: make_bot("spit", "hard", 1, 0), 1: make_bot("spit", "easy", 1, 1)}, max_moves=20)
    data = json.loads(g.to_json())
    data["moves"][3][1] = {"move": "Slap", "pile": 0}
    with pytest.raises(ValueError):
        kit.load_game(json.dumps(data))


def test_exact_chances():
    from fractions import Fraction
    assert exact.p_some_card_fits(5) == Fraction(33011, 55930)
    assert exact.p_one_card_fits() == Fraction(8, 51)
    # a simulation agrees (loosely)
    rng = np.random.default_rng(0)
    top = C("7D")
    others = [c for c in standard_deck() if c != top]
    hits = sum(any(fits(others[i], top) for i in rng.choice(51, 5, replace=False)) for _ in range(3000))
    assert abs(hits / 3000 - float(exact.p_some_card_fits(5))) < 0.04
