"""The game contract (docs/design.md), proven for every game in ``kit.GAMES`` and every option value.

One test per (game, setting), where the settings of a game are: its defaults at every player
count it allows, then each option moved, one at a time, to each of its other values (a choice or
flag: every value; a number: its lowest and highest).  A game registered tomorrow is checked the
day it is registered, with no line added here.

Every setting plays its share of the game's playouts (``--playouts N`` or ``HILLTOP_PLAYOUTS=N``;
24 per game by default and at least one per setting, 10,000 for a long local run: the default
catches a broken game, the long run the rare corner; docs/performance.md shows both), each to
the end of the game, with every seat moved either by one of the game's bots or by a random legal
move (a seeded mix).  Checked:

after every move
  * the cards are conserved (the multiset ``cards()`` never changes);
  * ``to_act`` is empty exactly when the game is over, and a seat has legal moves exactly when it
    is in ``to_act``; every move a bot chooses is legal;
  * ``play`` returns the events it appended to ``log``;
at a few random moves of every game
  * ``view(p)`` for every seat and the spectator is JSON (its JSON text reads back equal), is a
    fresh copy (clearing every list and dict in it changes nothing in the game), has exactly the
    fields its game declares (the TypedDict ``_view`` returns, plus ``CommonView``), names only
    cards ``p`` may see, and does not depend on the cards ``p`` may not see: swapping two such
    cards everywhere in a copy of the game (another seat's card with one of the stock, and any
    two) leaves the view identical.  Which cards a seat may see is read from the game, never from
    the view: those its log has shown, and those in the seat's own places
    (see "who may see which card" below);
  * moves that are not allowed (a legal move of another seat, a seat out of turn, a seat that
    does not exist, something that is not a move, a move of another game) raise
    ``kit.IllegalMove`` with a sentence a child can read, and the save is identical afterwards;
  * ``to_json()`` -> ``kit.load_game()`` gives the same table, and the loaded game, given the same
    moves, plays on exactly like the original;
and at the end of every game
  * the same seed and moves give the same game (log, digest and save);
  * the winners are seats of the table, and a finished game refuses every move;
  * a save with one move changed, a card changed or duplicated, or its digest altered is refused
    with a clear ``ValueError`` (on a sample of games).
"""
from __future__ import annotations

import copy
import json
import random
import typing
from collections import Counter, deque
from dataclasses import fields, is_dataclass, replace

import pytest

import kit
from kit.bots import bot_levels, make_bot
from kit.cards import Card
from kit.game import COMMON_VIEW
from kit.games.race import Wait

from contract import assert_child_message, card_codes

SETTINGS_CACHE: dict = {}


# -- the settings of a game ---------------------------------------------------------------------
def option_values(option) -> list:
    """The values an option is tried with besides its default."""
    if option.choices is not None:
        return [v for v in option.choices if v != option.default]
    if isinstance(option.default, bool):
        return [not option.default]
    return [v for v in (option.low, option.high) if v != option.default]


def settings(cls) -> list[tuple[int, dict]]:
    """(players, options) for one game: defaults at each player count, then each option value."""
    low, high = cls.player_range(dict((k, o.default) for k, o in cls.OPTIONS.items()))
    out = [(n, {}) for n in range(low, high + 1)]
    for name, option in cls.OPTIONS.items():
        for value in option_values(option):
            opts = {name: value}
            lo, hi = cls.player_range(cls._check_options(opts))
            for n in range(lo, hi + 1):  # the fewest players this value is meant for (dealer=5: six)
                try:
                    cls(players=n, seed=0, **opts)
                except ValueError:
                    continue
                out.append((n, opts))
                break
            else:
                raise AssertionError(f"{cls.name}: option {name}={value!r} fits no number of players")
    return out


def setting_id(name, players, options):
    text = ",".join(f"{k}={v}" for k, v in options.items()) or "defaults"
    return f"{name}-{players}p-{text}"


CASES = [pytest.param(name, n, opts, id=setting_id(name, n, opts))
         for name, cls in sorted(kit.GAMES.items()) for n, opts in settings(cls)]


def test_every_game_is_covered_with_every_option_value():
    """The parametrisation above reaches every registered game and every option value."""
    covered = {(c.values[0], k, json.dumps(v)) for c in CASES for k, v in c.values[2].items()}
    for name, cls in kit.GAMES.items():
        assert any(c.values[0] == name for c in CASES)
        for k, option in cls.OPTIONS.items():
            for v in option_values(option):
                assert (name, k, json.dumps(v)) in covered, f"{name}: option {k}={v!r} is never tried"


# -- the parts of a check ---------------------------------------------------------------------------
def snapshot(g) -> tuple:
    return g.to_json(), len(g.log)


def every_container(value):
    """Every list and dict inside a JSON value (outermost first)."""
    if isinstance(value, (list, dict)):
        yield value
        for item in (value.values() if isinstance(value, dict) else value):
            yield from every_container(item)


def check_views(g, pick: random.Random) -> None:
    before = snapshot(g)
    texts = {}
    for viewer in [None, *range(g.players)]:
        v = g.view(viewer)
        assert isinstance(v, dict)
        assert set(COMMON_VIEW) <= v.keys() and v["game"] == g.name and v["over"] == g.over, \
            "the sealed view() adds the fields every view has"
        texts[viewer] = text = json.dumps(v, allow_nan=False, sort_keys=True)
        assert json.loads(text) == v, f"view({viewer}) is not plain JSON (tuples, cards or numpy inside)"
        for box in list(every_container(v)):
            box.clear()  # a fresh copy: emptying every part of it touches nothing in the game
    assert snapshot(g) == before, "changing a view changed the game"
    for viewer, text in texts.items():
        assert json.dumps(g.view(viewer), sort_keys=True) == text, f"view({viewer}) changed after a change to a copy"
    shape = declared_view(type(g))
    for viewer, text in texts.items():
        own = set(json.loads(text)) - set(COMMON_VIEW)
        missing, extra = shape.__required_keys__ - own, own - shape.__required_keys__ - shape.__optional_keys__
        assert not missing and not extra, (f"view({viewer}) is not the {shape.__name__} its game declares: "
                                           f"missing {sorted(missing)}, not declared {sorted(extra)}")
    seats = Seats(g)
    for viewer, text in texts.items():
        check_hidden_cards(g, viewer, text, seats, pick)


def declared_view(cls):
    """The shape a game declares for its view: the TypedDict its ``_view`` returns."""
    return typing.get_type_hints(cls._view)["return"]


@pytest.mark.parametrize("name", sorted(kit.GAMES))
def test_every_game_declares_the_shape_of_its_view(name):
    """Tables read a view's fields by name; mypy checks each look-up against this declaration, and
    the playouts check every view against it."""
    shape = declared_view(kit.GAMES[name])
    assert typing.is_typeddict(shape), f"{name}: _view returns {shape}, not a TypedDict of its fields"
    assert not set(shape.__annotations__) & set(COMMON_VIEW), "the common fields are the sealed view()'s"


def swap_cards(value, a: Card, b: Card, memo: dict):
    """``value`` with the cards ``a`` and ``b`` exchanged everywhere (a deep copy)."""
    key = id(value)
    if key in memo:
        return memo[key]
    if isinstance(value, Card):
        return b if value == a else a if value == b else value
    if isinstance(value, list):
        out: list = []
        memo[key] = out
        out.extend(swap_cards(x, a, b, memo) for x in value)
        return out
    if isinstance(value, tuple):
        return tuple(swap_cards(x, a, b, memo) for x in value)
    if isinstance(value, deque):  # War's piles
        return deque(swap_cards(x, a, b, memo) for x in value)
    if isinstance(value, dict):
        d: dict = {}
        memo[key] = d
        for k, x in value.items():
            d[swap_cards(k, a, b, memo)] = swap_cards(x, a, b, memo)
        return d
    if isinstance(value, (set, frozenset)):
        return type(value)(swap_cards(x, a, b, memo) for x in value)
    if is_dataclass(value) and not isinstance(value, type):
        return replace(value, **{f.name: swap_cards(getattr(value, f.name), a, b, memo)
                                 for f in fields(value) if f.init})
    return copy.deepcopy(value, {})


SHARED = ("log", "history", "deck")  # the record of the game: read by views at most, never changed


def with_cards_swapped(g, a: Card, b: Card):
    twin = object.__new__(type(g))
    memo: dict = {}
    for k, v in vars(g).items():
        if k in SHARED:
            setattr(twin, k, v)
        elif k == "rng":
            setattr(twin, k, copy.deepcopy(v))
        else:
            setattr(twin, k, swap_cards(v, a, b, memo))
    return twin


# -- who may see which card ---------------------------------------------------------------------------
# A view may name a card only if its seat may see it, and whether it may is read from the game
# itself, never from the view under test: a view that names a hidden card (another seat's hand,
# the top of the stock or of a face-down pile) is then caught however it names it.  What a seat
# may see (docs/rules.md 0.3):
#   * every card shown face up so far: the log keeps every card shown (every code in it), those
#     face up at the deal too (King of the Hill's stack tops, Dictation's first call, Spit's
#     layout tops are in events logged by the deal);
#   * the cards in the seat's own places: a game keeps a seat's hand, pile or layout as one entry a
#     seat of an attribute (``hands[seat]``, ``piles[seat]``), and the seat may look at its own,
#     and the cards its game's ``_private(seat)`` names (King of the Hill's stack just won).
# Not caught here: a seat shown the face-down cards of its own place (its own War pile); each
# game's own tests check those.
RECORD = SHARED + ("rng", "options")  # what a game keeps besides its places


def cards_within(value, found: list) -> list:
    """Every card inside a game's attribute (lists, tuples, deques, dicts, sets, dataclasses)."""
    if isinstance(value, Card):
        found.append(value)
    elif isinstance(value, dict):
        for k, x in value.items():
            cards_within(k, found)
            cards_within(x, found)
    elif isinstance(value, (list, tuple, deque, set, frozenset)):
        for x in value:
            cards_within(x, found)
    elif is_dataclass(value) and not isinstance(value, type):
        for f in fields(value):
            cards_within(getattr(value, f.name), found)
    return found


def one_a_seat(value, players: int) -> bool:
    """An attribute holding one entry a seat (``hands``: a list of each seat's cards)."""
    return (isinstance(value, (list, tuple)) and len(value) == players
            and not any(isinstance(x, (str, bytes, int, float)) for x in value)
            and bool(cards_within(value, [])))


class Seats:
    """Where the game keeps each card (read from the game object) and what each seat may see."""

    def __init__(self, g):
        self.where: dict[str, list[str]] = {}   # code -> the places holding it, in words
        self.own: dict[int, set] = {p: set() for p in range(g.players)}
        self.table: set = set()                 # codes in places of the whole table
        for attr, value in vars(g).items():
            if attr in RECORD:
                continue
            if one_a_seat(value, g.players):
                for p, part in enumerate(value):
                    for c in cards_within(part, []):
                        self.own[p].add(c.code)
                        self.where.setdefault(c.code, []).append(f"seat {p}'s {attr}")
            else:
                for c in cards_within(value, []):
                    self.table.add(c.code)
                    self.where.setdefault(c.code, []).append(f"the table's {attr}")
        for p in range(g.players):
            private = {c.code for c in g._private(p)}
            self.own[p] |= private
            for code in private:
                self.where.setdefault(code, []).append(f"seat {p}'s private cards")
        self.shown = set(card_codes(g.log))
        self.cards = {c.code: c for c in g.cards()}

    def may_see(self, viewer) -> set:
        return self.shown | (self.own[viewer] if viewer is not None else set())

    def hidden(self, viewer) -> list:
        """The codes of the cards ``viewer`` may not see, as two lists: those in other seats' places
        (their hands) and those in the table's (the stock)."""
        allowed = self.may_see(viewer)
        theirs = sorted(c for p, codes in self.own.items() if p != viewer for c in codes - allowed)
        return [theirs, sorted(self.table - allowed)]


def named_cards(g, text: str) -> set:
    """The codes of the game's cards that a view's JSON text names: by code (``"TH"``), or in a
    sentence by its short or long name (``10♥``, ``Ten of Hearts``)."""
    words = json.dumps(json.loads(text), ensure_ascii=False)
    return set(card_codes(text)) | {c.code for c in set(g.cards()) if str(c) in words or c.name in words}


def check_hidden_cards(g, viewer, text: str, seats: Seats, pick: random.Random) -> None:
    """The view names only cards its seat may see, and trading two cards the seat may not see
    (another seat's card with a card of the stock, and any two) leaves the view identical."""
    leaked = named_cards(g, text) - seats.may_see(viewer)
    assert not leaked, f"view({viewer}) names cards that seat may not see: " + ", ".join(
        f"{code} (in {' and '.join(seats.where.get(code, ['no place']))})" for code in sorted(leaked))
    theirs, table = seats.hidden(viewer)
    pairs = [(pick.choice(theirs), pick.choice(table))] if theirs and table else []
    every = sorted(set(theirs) | set(table))
    if len(every) >= 2:
        pairs.append(tuple(pick.sample(every, 2)))
    for a, b in pairs:
        twin = with_cards_swapped(g, seats.cards[a], seats.cards[b])
        assert json.dumps(twin.view(viewer), sort_keys=True) == text, (
            f"view({viewer}) changes when {a} ({' and '.join(seats.where[a])}) and {b} "
            f"({' and '.join(seats.where[b])}), which that seat may not see, trade places")


class NotAMove(kit.Move):
    def __str__(self):
        return "a move from some other game"


def check_refusals(g, pick: random.Random) -> None:
    saved = snapshot(g)
    tries: list = []
    n = g.players
    acting = g.to_act
    some_move = next((m for p in acting for m in g.legal_moves(p)), NotAMove())
    for p in (n, -1, "0", 1.5, None, True):
        tries.append((p, some_move))
    for p in range(n):
        if p not in acting:
            tries.append((p, some_move))
    if acting:
        p = pick.choice(acting)
        for bad in ("flip", None, 3, ("move",), NotAMove()):
            tries.append((p, bad))
        legal = set(g.legal_moves(p))
        others = [m for q in range(n) if q != p for m in g.legal_moves(q) if m not in legal]
        for m in pick.sample(others, min(3, len(others))):  # another seat's move is not p's
            tries.append((p, m))
    for p, m in tries:
        with pytest.raises(kit.IllegalMove) as e:
            g.play(p, m)
        assert_child_message(e.value)
        assert (len(g.log), len(g.history)) == (saved[1], len(g.history)), f"play({p!r}, {m!r}) was logged"
    assert snapshot(g) == saved, "a refused move changed the game"


def check_tampered_saves(g, moves) -> None:
    text = g.to_json()
    data = json.loads(text)

    def refused(d, why):
        with pytest.raises(ValueError) as e:
            kit.load_game(json.dumps(d))
        msg = str(e.value)
        assert "save" in msg and len(msg) < 400, f"{why}: {msg}"

    bad = dict(data, digest="0" * 64)
    refused(bad, "digest altered")
    if data["moves"]:
        # a move changed: the first move whose fields can be changed into another value
        for i, (p, raw) in enumerate(data["moves"]):
            for key, value in raw.items():
                if key == "move":
                    continue
                if isinstance(value, str) and len(value) <= 3:
                    new = "KS" if value != "KS" else "QH"
                elif isinstance(value, bool):
                    new = not value
                elif isinstance(value, int):
                    new = value + 1
                else:
                    continue
                changed = copy.deepcopy(data)
                changed["moves"][i][1][key] = new
                refused(changed, f"move {i + 1} changed")
                break
            else:
                continue
            break
        changed = copy.deepcopy(data)
        changed["moves"][0][0] = changed["moves"][0][0] + 1
        refused(changed, "the first move given to another seat")
    if data["deck"]:
        flat = data["deck"] if isinstance(data["deck"][0], str) else data["deck"][0]
        if flat:
            flat[-1] = flat[0]  # a card duplicated (and one lost)
            refused(data, "a card duplicated")


# -- the playouts -------------------------------------------------------------------------------------
def playout_count(config) -> int:
    return int(config.getoption("--playouts"))


def seats_for(name, players, seed, pick):
    """Each seat: a bot (of a level the game has) or None for a random legal move."""
    out = {}
    for p in range(players):
        if pick.random() < 0.5:
            out[p] = make_bot(name, pick.choice(bot_levels(name)), seed=seed, seat=p)
        else:
            out[p] = None
    return out


MAX_MOVES = 20_000


def one_playout(name, players, options, seed, check_save: bool, tamper: bool):
    pick = random.Random(f"{name}/{players}/{options}/{seed}")
    g = kit.new_game(name, players=players, seed=seed, **options)
    start = g.cards()
    seats = seats_for(name, players, seed, pick)
    probe_at = {pick.randrange(0, 80) for _ in range(3)} | {0}
    save_at = pick.randrange(0, 60)
    saved = None
    moves: list = []
    while not g.over and len(moves) < MAX_MOVES:
        acting = g.to_act
        assert isinstance(acting, tuple) and acting and len(set(acting)) == len(acting)
        for q in range(players):
            assert bool(g.legal_moves(q)) == (q in acting), f"seat {q}: to_act and legal_moves disagree"
        if len(moves) in probe_at:
            check_views(g, pick)
            check_refusals(g, pick)
        if check_save and len(moves) == save_at:
            saved = (len(moves), g.to_json())
        p = pick.choice(acting)
        legal = g.legal_moves(p)
        bot = seats[p]
        m = bot.choose(g.view(p), legal) if bot is not None else pick.choice(legal)
        assert m in legal, f"the {bot.level if bot else ''} bot chose {m}, which is not a legal move"
        if isinstance(m, Wait) and options.get("pace") == "realtime" and p == getattr(g, "human", None):
            m = Wait(pick.randrange(1, 40))  # the table's timer: the wall time that passed, in ticks
        before = len(g.log)
        events = g.play(p, m)
        assert g.log[before:] == events
        moves.append((p, m))
        cards = g.cards()
        assert cards == start, "a card appeared or vanished"
    assert g.over, f"the game did not end within {MAX_MOVES} moves"
    assert g.to_act == () and all(g.legal_moves(q) == [] for q in range(players))
    assert all(0 <= w < players for w in g.winners) and len(set(g.winners)) == len(g.winners)
    check_refusals(g, pick)
    check_views(g, pick)
    if saved is not None:
        k, text = saved
        loaded = kit.load_game(text)
        assert loaded.to_json() == text
        for p, m in moves[k:]:
            loaded.play(p, m)
        assert loaded.to_json() == g.to_json() and loaded.log == g.log
    if check_save:
        again = kit.new_game(name, players=players, seed=seed, **options)
        for p, m in moves:
            again.play(p, m)
        assert again.to_json() == g.to_json() and again.log == g.log
    if tamper:
        check_tampered_saves(g, moves)
    return g


@pytest.mark.parametrize("name, players, options", CASES)
def test_random_playouts_keep_the_contract(name, players, options, request, workers):
    per_game = playout_count(request.config)
    share = max(1, -(-per_game // len(settings(kit.GAMES[name]))))
    seeds = list(range(share))
    parts = [seeds[k::len(workers)] for k in range(len(workers))] if workers else [seeds]
    runs = [(w.submit(playouts, name, players, options, part) if w else None, part)
            for w, part in zip(workers or [None], parts)]
    for future, part in runs:
        problem = future.result() if future is not None else playouts(name, players, options, part)
        assert problem is None, problem


def playouts(name, players, options, seeds) -> "str | None":
    """Play the given playouts; None when all kept the contract, else what went wrong (text, so
    it comes back from a worker process whole)."""
    import traceback

    for i in seeds:
        try:
            one_playout(name, players, options, seed=1000 + i, check_save=i < 4 or i % 10 == 0, tamper=i == 0)
        except BaseException:
            return f"playout seed {1000 + i}:\n{traceback.format_exc()}"
    return None


@pytest.fixture(scope="module")
def workers():
    """Playouts are independent: on a machine with several cores they run in that many processes
    (``HILLTOP_TEST_WORKERS=1`` keeps them in this one)."""
    import multiprocessing
    import os
    from concurrent.futures import ProcessPoolExecutor

    n = int(os.environ.get("HILLTOP_TEST_WORKERS") or min(4, os.cpu_count() or 1))
    if n <= 1:
        yield []
        return
    pools = [ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn")) for _ in range(n)]
    yield pools
    for pool in pools:
        pool.shutdown(cancel_futures=True)
