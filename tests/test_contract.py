"""The game contract (docs/design.md) on War: random playouts over every option, bad input, and saves
that were damaged or changed by hand."""
import itertools
import json

import pytest

import kit
from contract import VISIBLE, card_codes, check_random_playouts, war_visible
from kit.game import Game
from kit.games.war import Flip, War

ALL_CODES = [c.code for c in kit.standard_deck()]
STYLES, RUNOUTS, COLLECTS, SPARES = (War.OPTIONS[k].choices for k in ("war_style", "runout", "collect", "spare_to"))
CAPS = (2, 10, 30, 80)


# -- random playouts -------------------------------------------------------------------------------
COMBOS = list(itertools.product((2, 3), STYLES, RUNOUTS, COLLECTS, SPARES))  # 48 combinations
PACK = [c.code for c in kit.standard_deck()]
TWO_PACKS = PACK + PACK


def war_case(i, players, war_style, runout, collect, spare_to):
    """War with one combination of options: four seeds, each with a different cap on battles."""
    options = dict(war_style=war_style, runout=runout, collect=collect, spare_to=spare_to)
    return pytest.param(
        "war", players, [([1000 * i + k], dict(options, max_battles=cap)) for k, cap in enumerate(CAPS)],
        dict(deck_cards=ALL_CODES, max_moves=2000),
        lambda g, options: g.over and g.battles <= options["max_battles"] and g.reason,
        id=f"war-{players}-{war_style}-{runout}-{collect}-{spare_to}")


def case(name, players, seeds, options, then=None, **kwargs):
    return pytest.param(name, players, [(seeds, options)], kwargs, then,
                        id=f"{name}-{players}-" + "-".join(f"{k}={v}" for k, v in options.items()))


# Each game's random playouts under the contract (tests/contract.py), what each seat may see held
# to the game's own rule where it has one (contract.VISIBLE), and what the game promises at its end:
# (game, players, runs of (seeds, options), check_random_playouts' other arguments, the end's check).
PLAYOUTS = [
    # War: 200 games in all, every combination of options, plus the long games below
    *(war_case(i, *combo) for i, combo in enumerate(COMBOS)),
    *(case("conjugal_patience", 2, range(3), dict(options, max_turns=40), deck_cards=TWO_PACKS,
           then=lambda g, options: g.over and g.turns == 40)
      for options in [{}, {"refill": "after_batch"}, {"must_build": True}, {"shuffle_waste": True}]),
    *(case("dictation", players, range(seeds), {}) for players, seeds in [(1, 3), (2, 3), (4, 2), (8, 1)]),
    *(case("anarchy", players, range(3), {}) for players in (2, 3, 4, 5)),
    case("anarchy", 3, range(2), {"must_play_if_able": False, "play_after_draw": True, "stock_out": "pass",
                                  "trump_start_only_first_player": True, "face_cards_only_reverse": True,
                                  "decide_same_suit_only": True}),
    *(case("anthony_hill", players, range(3), {"ace_changes_suit": players % 2 == 0}) for players in (2, 3, 4, 5)),
    case("anthony_hill", 3, range(2), {"must_play_if_able": False, "play_drawn_card": True, "play_for_places": True,
                                       "ace_changes_suit": True, "ace_rule": "any_ace", "hand_size": 10}),
    # King of the Hill to the end (what each seat may see: tests/test_game_contract.py, every game)
    *(case("king_of_the_hill", 2, range(10), options, max_moves=2000,
           then=lambda g, options: g.over and g.to_act == () and sum(g.stacks_won) <= 15)
      for options in [{}, {"jokers": 2, "equal_face_cards": True, "apex_double_joker": "replay"}]),
    *(case("progressive_patience", 2, range(3), options, deck_cards=TWO_PACKS, then=lambda g, options: g.over)
      for options in [{"max_turns": 60}, {"max_turns": 60, "gather": "shuffle", "dealer": 0},
                      {"max_turns": 40, "waste_builds_only_at_start": True}]),
]


@pytest.mark.parametrize("name, players, runs, kwargs, then", PLAYOUTS)
def test_random_playouts_keep_each_games_promises(name, players, runs, kwargs, then):
    for seeds, options in runs:
        games = check_random_playouts(name, players, seeds, options, visible=VISIBLE.get(name), **kwargs)
        if then is not None:
            assert all(then(g, options) for g in games), options


def test_long_random_playouts_reach_a_real_end():
    """A few games with the default cap play on until one player holds every card."""
    games = check_random_playouts("war", 2, [1, 4, 6, 9, 11], {"war_style": "by_rank"}, deck_cards=ALL_CODES,
                                  visible=war_visible, max_moves=5000, illegal_rate=0.005)
    games += check_random_playouts("war", 3, [3, 7], {}, deck_cards=ALL_CODES, visible=war_visible,
                                   max_moves=5000, illegal_rate=0.005)
    finished = [g for g in games if g.over and g.reason == "holds every card"]
    assert len(finished) >= 6
    for g in finished:
        assert sorted(g.scores) == [0] * (g.players - 1) + [52]
        assert g.scores[g.winner] == 52 and g.winners == [g.winner]


def test_war_views_are_the_same_for_everyone():
    g = kit.new_game("war", players=3, seed=4)
    for _ in range(120):
        if g.over:
            break
        p = g.to_act[0]
        g.play(p, Flip())
        base = {k: v for k, v in g.view(None).items() if k != "you"}
        for seat in range(3):
            v = g.view(seat)
            assert v["you"] == seat
            assert {k: x for k, x in v.items() if k != "you"} == base


def test_a_war_in_progress_shows_only_logged_face_up_cards():
    """The face-up cards of a battle still being fought are shown in the middle: they are in the
    log already (docs/rules.md 0.3: every card ever shown goes into the public log)."""
    deck = []
    for a, b in zip(["7S", "2S", "3S", "4S", "KS"], ["7H", "2H", "3H", "4H", "5H"]):
        deck += [a, b]
    deck += [c for c in ALL_CODES if c not in deck]
    g = kit.new_game("war", players=2, deck=deck)
    g.play(0, Flip())
    g.play(1, Flip())
    v = g.view(None)
    assert v["middle"] is not None and set(card_codes(v)) == {"7S", "7H"}
    assert set(card_codes(v)) <= war_visible(g, None)
    assert g.log[-1]["type"] == "war"


# -- the same game again ----------------------------------------------------------------------------
def test_same_seed_same_moves_same_game_and_other_seeds_differ():
    def play(seed, **options):
        g = kit.new_game("war", players=2, seed=seed, max_battles=300, **options)
        while not g.over:
            for p in g.to_act:
                g.play(p, Flip())
        return g

    a, b = play(11), play(11)
    assert a.log == b.log and a.digest() == b.digest() and a.to_json() == b.to_json()
    assert a.piles == b.piles
    others = [play(s) for s in (12, 13, 14)]
    assert all(o.log != a.log for o in others)


def test_saving_a_stacked_game_and_loading_it():
    deck = list(reversed(ALL_CODES))
    g = kit.new_game("war", players=3, deck=deck, seed=2, collect="as_played", war_style="one_down")
    for _ in range(30):
        for p in g.to_act:
            g.play(p, Flip())
    text = g.to_json()
    h = kit.load_game(text)
    assert h.to_json() == text and h.piles == g.piles and h.spare == g.spare and h.options == g.options
    assert json.loads(text)["deck"] == deck


# -- bad input ----------------------------------------------------------------------------------------
def test_unknown_option_lists_the_valid_ones():
    with pytest.raises(ValueError) as e:
        kit.new_game("war", players=2, warstyle="one_down")
    msg = str(e.value)
    assert "warstyle" in msg
    for name in War.OPTIONS:
        assert name in msg


@pytest.mark.parametrize("option, value, valid", [
    ("war_style", "two_down", ["three_down", "one_down", "by_rank"]),
    ("war_style", None, ["three_down", "one_down", "by_rank"]),
    ("runout", "win", ["last_card_up", "lose"]),
    ("collect", "sorted", ["shuffle", "as_played"]),
    ("spare_to", "first_loser", ["first_war", "first_battle"]),
    ("spare_to", 1, ["first_war", "first_battle"]),
])
def test_bad_option_values_list_the_valid_ones(option, value, valid):
    with pytest.raises(ValueError) as e:
        kit.new_game("war", players=2, **{option: value})
    msg = str(e.value)
    assert option in msg and repr(value) in msg
    for v in valid:
        assert repr(v) in msg


@pytest.mark.parametrize("value, words", [(0, "from 1 to"), (-5, "from 1 to"), (10**7, "from 1 to"),
                                          ("50", "whole number"), (2.5, "whole number"),
                                          (True, "whole number")])
def test_bad_cap(value, words):
    with pytest.raises(ValueError, match=words):
        kit.new_game("war", max_battles=value)


@pytest.mark.parametrize("players", [0, 1, 4, 6, -2, "2", 2.0, True])
def test_bad_player_counts(players):
    with pytest.raises(ValueError, match="played by 2 to 3 players"):
        kit.new_game("war", players=players)


def test_good_player_counts_and_default():
    assert kit.new_game("war").players == 2
    assert [len(p) for p in kit.new_game("war", players=3, seed=1).piles] == [17, 17, 17]


@pytest.mark.parametrize("seed", [-1, "7", 1.5, True])
def test_bad_seeds(seed):
    with pytest.raises(ValueError, match="seed"):
        kit.new_game("war", seed=seed)


def test_unknown_game_lists_the_games():
    with pytest.raises(ValueError) as e:
        kit.new_game("chess")
    assert "'chess'" in str(e.value) and "war" in str(e.value)


@pytest.mark.parametrize("players", [2, 3])
def test_bad_stacked_decks_say_what_is_wrong(players):
    with pytest.raises(ValueError, match="needs 52 cards, this one has 51"):
        kit.new_game("war", players=players, deck=ALL_CODES[:51])
    with pytest.raises(ValueError, match="too many of A♠; missing K♣"):
        kit.new_game("war", players=players, deck=ALL_CODES[:51] + ["AS"])
    with pytest.raises(ValueError, match="card number 52: 'QQ' is not a card"):
        kit.new_game("war", players=players, deck=ALL_CODES[:51] + ["QQ"])
    with pytest.raises(ValueError, match="too many of Joker"):
        kit.new_game("war", players=players, deck=ALL_CODES[:51] + ["JK"])
    with pytest.raises(ValueError, match="list of card codes"):
        kit.new_game("war", players=players, deck=" ".join(ALL_CODES))


# -- illegal moves --------------------------------------------------------------------------------
def _refused(g, player, move, words):
    before = (g.digest(), g.to_json(), list(g.log))
    with pytest.raises(kit.IllegalMove) as e:
        g.play(player, move)
    assert words in str(e.value)
    assert (g.digest(), g.to_json(), list(g.log)) == before


def test_illegal_moves_are_refused_in_a_childs_words_and_change_nothing():
    g = kit.new_game("war", players=2, seed=3)
    _refused(g, 2, Flip(), "no player number 2")
    _refused(g, -1, Flip(), "no player number -1")
    _refused(g, 0, "flip", "is not a move in War")
    _refused(g, 0, kit.Move(), "is not a move in War")
    g.play(0, Flip())
    assert g.to_act == (1,) and g.legal_moves(0) == []
    _refused(g, 0, Flip(), "already flipped")
    g.play(1, Flip())
    g = kit.new_game("war", players=2, seed=3, max_battles=1)
    g.play(0, Flip())
    g.play(1, Flip())
    assert g.over and g.to_act == ()
    _refused(g, 0, Flip(), "The game is over")
    _refused(g, 1, Flip(), "The game is over")


def test_players_counted_by_numpy_are_plain_numbers_in_the_history_and_true_is_no_player():
    import numpy as np

    g = kit.new_game("war", players=2, seed=3)
    _refused(g, True, Flip(), "no player number True")
    _refused(g, np.int64(2), Flip(), "no player number 2")
    g.play(np.int64(1), Flip())
    _refused(g, np.int8(1), Flip(), "already flipped")
    g.play(np.int32(0), Flip())
    assert [(type(p), p) for p, _ in g.history] == [(int, 1), (int, 0)]
    assert kit.load_game(g.to_json()).to_json() == g.to_json()


@pytest.mark.parametrize("member", Game.SEALED)
def test_the_contract_members_are_sealed(member):
    """A game writes its rules in the underscored hooks; a class that overrides a member of the
    contract (``view``, ``play``, ``over``, ``finish``...) is refused when it is defined."""
    with pytest.raises(TypeError, match=f"overrides {member}, which every game shares"):
        type("Sneaky", (War,), {member: lambda self, *a: None})


def test_a_game_ends_only_through_finish():
    g = kit.new_game("war", players=2, seed=3, max_battles=3)
    while not g.over:
        for p in g.to_act:
            g.play(p, Flip())
    assert g.reason and g.winners == ([g.winner] if g.winner is not None else [])
    with pytest.raises(AttributeError):
        g.over = False
    with pytest.raises(RuntimeError, match="already over"):
        g.finish([0], "again")


# -- damaged and hand-changed saves -----------------------------------------------------------------
def _midgame(**kw):
    options = dict(players=2, seed=21, max_battles=400) | kw
    g = kit.new_game("war", **options)
    for _ in range(25):
        for p in g.to_act:
            g.play(p, Flip())
    assert not g.over
    return g


def _changed(text, change):
    data = json.loads(text)
    change(data)
    return json.dumps(data)


def _refuses(text, words=""):
    with pytest.raises(ValueError) as e:
        kit.load_game(text)
    assert words in str(e.value)


@pytest.mark.parametrize("text", ["", "{", "not a save", "null", "[]", "42", '"hilltop-save"', None, 5])
def test_not_json_or_not_a_save(text):
    with pytest.raises(ValueError, match="not a saved Hilltop game"):
        kit.load_game(text)


def test_format_mark_and_version():
    text = _midgame().to_json()
    _refuses(_changed(text, lambda d: d.update(format="hilltop-sav")), "format mark")
    _refuses(_changed(text, lambda d: d.pop("format")), "format mark")
    _refuses(_changed(text, lambda d: d.update(version=2)), "version")
    _refuses(_changed(text, lambda d: d.pop("version")), "version")


@pytest.mark.parametrize("key", ["game", "players", "seed", "options", "moves", "rng", "digest"])
def test_missing_or_wrong_kind_of_key(key):
    text = _midgame().to_json()
    _refuses(_changed(text, lambda d: d.pop(key)), repr(key))
    _refuses(_changed(text, lambda d: d.update({key: True})), repr(key))


def test_unknown_game():
    _refuses(_changed(_midgame().to_json(), lambda d: d.update(game="chess")), "unknown game 'chess'")


@pytest.mark.parametrize("bad_move", [{"move": "Flop"}, {"move": "Flip", "card": "AS"}, "Flip", {},
                                      {"move": 3}, None])
def test_tampered_move(bad_move):
    text = _midgame().to_json()
    _refuses(_changed(text, lambda d: d["moves"].__setitem__(7, [d["moves"][7][0], bad_move])), "move 8")


@pytest.mark.parametrize("entry", [[0], [0, {"move": "Flip"}, 1], "0 Flip", ["0", {"move": "Flip"}],
                                   [0.0, {"move": "Flip"}]])
def test_malformed_move_entry(entry):
    text = _midgame().to_json()
    _refuses(_changed(text, lambda d: d["moves"].__setitem__(3, entry)), "move 4")


def test_move_of_the_wrong_player():
    g = _midgame()
    text = g.to_json()
    moves = json.loads(text)["moves"]
    i = next(i for i in range(len(moves) - 1) if moves[i][0] != moves[i + 1][0] and i % 2 == 0)
    _refuses(_changed(text, lambda d: d["moves"][i + 1].__setitem__(0, d["moves"][i][0])), f"move {i + 2}")
    _refuses(_changed(text, lambda d: d["moves"][0].__setitem__(0, 2)), "move 1")
    _refuses(_changed(text, lambda d: d["moves"][0].__setitem__(0, -1)), "move 1")
    # a three-player save in which a player who is out still flips
    g3 = kit.new_game("war", players=3, seed=5, max_battles=3000)
    while not g3.out:
        for p in g3.to_act:
            g3.play(p, Flip())
    gone = g3.out[0]
    assert not g3.over and gone not in g3.to_act
    data = json.loads(g3.to_json())
    data["moves"].append([gone, {"move": "Flip"}])
    _refuses(json.dumps(data), "cannot be played")


def test_moves_after_the_end():
    g = kit.new_game("war", players=2, seed=8, max_battles=5)
    while not g.over:
        for p in g.to_act:
            g.play(p, Flip())
    data = json.loads(g.to_json())
    data["moves"].append([0, {"move": "Flip"}])
    _refuses(json.dumps(data), "game is over")


def test_tampered_rng_digest_seed_and_options():
    text = _midgame().to_json()

    def rng(d):
        d["rng"]["state"]["state"] += 1
    _refuses(_changed(text, rng), "changed by hand")
    _refuses(_changed(text, lambda d: d.update(digest="0" * 64)), "changed by hand")
    _refuses(_changed(text, lambda d: d.update(seed=d["seed"] + 1)), "changed by hand")
    _refuses(_changed(text, lambda d: d["options"].update(max_battles=401)), "changed by hand")
    _refuses(_changed(text, lambda d: d["options"].update(collect="as_played")), "changed by hand")
    _refuses(_changed(text, lambda d: d["options"].update(war_style="wild")), "war_style")
    _refuses(_changed(text, lambda d: d["options"].update(colour="red")), "no option colour")
    _refuses(_changed(text, lambda d: d.update(players=3)), "")
    _refuses(_changed(text, lambda d: d.update(players=9)), "2 to 3 players")
    _refuses(_changed(text, lambda d: d["moves"].pop()), "changed by hand")


def test_options_changed_before_they_mattered_are_still_caught():
    """No war has been fought yet, so the war style has not changed anything on the table."""
    g = kit.new_game("war", players=2, deck=ALL_CODES, collect="as_played")
    g.play(0, Flip())
    g.play(1, Flip())
    assert g.wars == 0
    _refuses(_changed(g.to_json(), lambda d: d["options"].update(war_style="one_down")), "changed by hand")


def test_tampered_stacked_deck_is_caught():
    """Two face-down cards swapped in a stacked deck: the piles differ, so the save is refused."""
    g = kit.new_game("war", players=2, deck=ALL_CODES, collect="as_played", seed=1)
    for _ in range(5):
        for p in g.to_act:
            g.play(p, Flip())

    def swap(d):
        d["deck"][48], d["deck"][50] = d["deck"][50], d["deck"][48]  # deep in player 0's pile
    _refuses(_changed(g.to_json(), swap), "changed by hand")
    _refuses(_changed(g.to_json(), lambda d: d.update(deck=None)), "changed by hand")
    _refuses(_changed(g.to_json(), lambda d: d["deck"].pop()), "needs 52 cards")


def test_speaker_names_players_from_the_listeners_side():
    from kit.game import Speaker, capital

    say = Speaker(1, ["Ann", "Sam"])
    assert (say.who(1), say.who(0)) == ("you", "Ann")
    assert Speaker().who(2) == "Player 3" and Speaker(None).who(0) == "Player 1"
    assert capital("you win") == "You win" and capital("") == ""


# -- saves built to hurt: too deep, too big, parts a save does not have, huge names ------------------------
SHORT = 300  # every refusal is a sentence, never the input sent back


def _refused_briefly(text, words):
    with pytest.raises(ValueError) as e:
        kit.load_game(text)
    assert words in str(e.value) and len(str(e.value)) < SHORT, str(e.value)[:500]


def test_a_save_nested_far_too_deep_is_refused_in_words():
    """100,000 brackets deep once raised RecursionError from the JSON reader."""
    _refused_briefly("[" * 100_000 + "]" * 100_000, "nested far too deeply")
    _refused_briefly('{"a":' * 100_000 + "1" + "}" * 100_000, "nested far too deeply")
    deep = _changed(_midgame().to_json(), lambda d: d["options"].update(x=json.loads("[" * 60 + "]" * 60)))
    _refused_briefly(deep, "nests more than 20 deep")


def test_an_oversized_save_is_refused_before_it_is_read():
    _refused_briefly(_changed(_midgame().to_json(), lambda d: d.update(game="w" * 10_000_000)),
                     "a save is at most 4,000,000")


def test_parts_a_save_does_not_have_are_refused():
    _refused_briefly(_changed(_midgame().to_json(), lambda d: d.update(notes="x" * 3_000_000)),
                     "1 part(s) a save does not have (notes)")
    _refused_briefly(_changed(_midgame().to_json(), lambda d: d.update({"y" * 100_000: 1})),
                     "a text of 100,000 characters")


@pytest.mark.parametrize("change, words", [
    (lambda d: d.update(game="w" * 1_000_000), "unknown game a text of 1,000,000 characters"),
    (lambda d: d.update(version="v" * 1_000_000), "version a text of 1,000,000 characters"),
    (lambda d: d["options"].update(max_battles="9" * 1_000_000), "must be a whole number, not a text of"),
    (lambda d: d["options"].update({"o" * 1_000_000: 1}), "has no option a text of 1,000,000 characters"),
    (lambda d: d["moves"][0][1].update(move="M" * 1_000_000), "a text of 1,000,000 characters is not a move"),
    (lambda d: d["moves"][0][1].update({"f" * 1_000_000: 1}), "has no field(s) a text of 1,000,000"),
    (lambda d: d.update(deck=["AS"] * 50 + ["Q" * 1_000_000] + ["2C"]), "a text of 1,000,000 characters is not a card"),
])
def test_a_refusal_never_repeats_a_huge_input(change, words):
    _refused_briefly(_changed(_midgame().to_json(), change), words)
