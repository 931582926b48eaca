"""The game contract checked by random play (docs/design.md, "The game contract").

A plain module, not a test file: every game's tests call ``check_random_playouts`` with the game's
name, e.g.::

    from contract import check_random_playouts
    games = check_random_playouts("war", players=2, seeds=range(20), options={"max_battles": 50})

It uses only the contract's members (``to_act``, ``legal_moves``, ``play``, ``view``, ``cards``,
``over``, ``winner``, ``to_json``, ``kit.load_game``, ``digest``, ``log``), picks random legal moves
with a seeded ``random.Random`` and stops after ``max_moves`` moves, so it works for any game.

For every seed it checks, after EVERY move:
  * the card multiset ``g.cards()`` never changes (and equals ``deck_cards`` when given);
  * ``to_act`` is empty exactly when the game is over, and only those players have legal moves;
  * ``view(p)`` for every seat and for ``None`` is a JSON-serialisable dict;
  * secrets: with ``visible(game, viewer)`` given, every card code in that view is in the set it
    returns; otherwise (one-pack games) a card code that the spectator cannot see and the log never
    showed is seen by at most one player;
and at some moves (the first, the save point, the end, and a few random ones):
  * illegal moves (out of turn, after the end, not a Move, unknown player) raise ``kit.IllegalMove``
    with a message for a child, and leave ``digest()`` and ``to_json()`` unchanged;
  * ``to_json`` / ``kit.load_game`` mid-game gives the same save, and the loaded game, given the
    same moves, plays on exactly like the original to the end;
and at the end that the same seed with the same moves makes the same game (digest, log, save).
"""
from __future__ import annotations

import json
import random
import re
from collections import Counter
from typing import Callable, Iterable, Optional

import kit
from kit.game import to_plain

CODE = re.compile(r'"([A2-9TJQK][SHDC]|JK)"')
NOT_A_MOVE = ["flip", None, 3, ("move",)]


def card_codes(obj) -> Counter:
    """Every card code (``AS``, ``TH``, ``JK``) found as a text value or key anywhere in ``obj``
    (a JSON-serialisable value, or its JSON text)."""
    text = obj if isinstance(obj, str) else json.dumps(to_plain(obj))  # events as their JSON form
    return Counter(CODE.findall(text))


def assert_child_message(exc: BaseException) -> None:
    """An IllegalMove message is a short sentence for a child, not a programmer's error."""
    msg = str(exc)
    assert 10 <= len(msg) <= 200, msg
    assert msg[-1] in ".!?", msg
    for word in ("Traceback", "Error", "0x", "__"):
        assert word not in msg, f"{word!r} in a child's message: {msg}"


def assert_refused(game, player, move, snapshot: tuple) -> None:
    """``play`` raises IllegalMove with a child's message and changes nothing."""
    try:
        game.play(player, move)
    except kit.IllegalMove as e:
        assert_child_message(e)
    else:  # pragma: no cover - a failure
        raise AssertionError(f"play({player!r}, {move!r}) was accepted")
    assert (len(game.log), game.digest()) == snapshot, f"play({player!r}, {move!r}) changed the game"


def check_illegal_moves(game, any_move) -> None:
    """Out of turn, after the end, not a Move, unknown player: all refused, nothing changed
    (the digest after each, the whole save after all of them)."""
    saved = game.to_json()
    snapshot = (len(game.log), game.digest())
    n = game.players
    for p in (n, n + 1, -1, "0", 1.0, True, None):
        assert_refused(game, p, any_move, snapshot)
    if game.over:
        for p in range(n):
            assert game.legal_moves(p) == []
            assert_refused(game, p, any_move, snapshot)
        assert game.to_json() == saved
        return
    acting = game.to_act
    for p in range(n):
        if p not in acting:
            assert game.legal_moves(p) == []
            assert_refused(game, p, any_move, snapshot)
    for bad in NOT_A_MOVE:
        assert_refused(game, acting[0], bad, snapshot)
    assert game.to_json() == saved


def check_state(game, start: Counter, visible: Optional[Callable], private_check: bool,
                public_log: set) -> None:
    cards = game.cards()
    assert dict.__eq__(cards, start) or cards == start, "a card appeared or vanished"  # fast path first
    acting = game.to_act
    assert isinstance(acting, tuple)
    assert bool(acting) == (not game.over), "to_act is empty exactly when the game is over"
    assert len(set(acting)) == len(acting) and all(0 <= p < game.players for p in acting)
    views = {}
    for viewer in [None, *range(game.players)]:
        v = game.view(viewer)
        assert isinstance(v, dict)
        views[viewer] = card_codes(json.dumps(v, allow_nan=False))  # JSON-serialisable
        if visible is not None:
            allowed = visible(game, viewer)
            hidden = set(views[viewer]) - set(allowed)
            assert not hidden, f"view({viewer}) shows cards it may not see: {sorted(hidden)}"
    if private_check and visible is None:
        public = set(views[None]) | public_log
        for p in range(game.players):
            secret = set(views[p]) - public
            for q in range(game.players):
                if q != p:
                    leak = secret & set(views[q])
                    assert not leak, f"player {q} sees player {p}'s cards {sorted(leak)}"


# -- what a seat may see, for the games whose views the playouts hold to a rule of the game's own --------
def _war_ups(event) -> set:
    return {e["up"] for r in event.get("rounds", []) for e in r["cards"] if e and e.get("up")}


def war_visible(game, viewer) -> set:
    """In War nobody sees a face-down card: a view may show only the face-up cards of the last
    battle (its event) and of the battle being fought (its war events), all from the public log."""
    shown: set = set()
    for event in reversed(game.log):
        if event["type"] in ("battle", "war"):
            shown |= _war_ups(event)
        if event["type"] == "battle":
            break
    return shown


def conjugal_visible(game, viewer) -> set:
    """Anyone may see both reserves and the foundations; stocks and wastepiles are counts only."""
    v = game.view(None)
    return {c for r in v["reserves"] for c in r if c} | {c for f in v["foundations"] for c in f}


def progressive_visible(game, viewer) -> set:
    """Everything but the stocks is face up: the wastepiles, the centre and a turned-up card."""
    v = game.view(None)
    shown = {c for p in range(2) for pile in v["waste"][p] for c in pile} | set(v["centre"])
    return shown | ({v["held"]} if v["held"] else set())


VISIBLE: dict[str, Callable] = {"war": war_visible, "conjugal_patience": conjugal_visible,
                                "progressive_patience": progressive_visible}


def check_random_playouts(name: str, players: int, seeds: Iterable[int], options: Optional[dict] = None, *,
                          max_moves: int = 3000, deck_cards: Optional[Iterable] = None,
                          visible: Optional[Callable] = None, save_within: int = 60,
                          illegal_rate: float = 0.02) -> list:
    """Play one random game per seed and check the contract (see the module's docstring).

    ``deck_cards``: the full deck the game must always hold (cards or codes), if known.
    ``visible(game, viewer)``: the card codes ``viewer`` (a seat or None) may see right now.
    ``save_within``: the game is saved and loaded at a random move before this one.
    Returns the games played (finished or stopped at ``max_moves``) for further checks."""
    options = dict(options or {})
    played = []
    for seed in seeds:
        pick = random.Random(f"{name}/{players}/{seed}")
        g = kit.new_game(name, players=players, seed=seed, **options)
        assert g.players == players and isinstance(g.log, list)
        start = g.cards()
        if deck_cards is not None:
            assert start == Counter(kit.Card.parse(c) for c in deck_cards), "the game does not hold the full deck"
        private_check = max(start.values(), default=1) == 1  # one pack: a code names one card
        shown: set = set()  # card codes the log has shown so far
        check_state(g, start, visible, private_check, shown)
        save_at = pick.randrange(save_within)
        saved = None
        moves = []
        last_move = None
        while not g.over and len(moves) < max_moves:
            if len(moves) == save_at:
                saved = (len(moves), g.to_json())
            acting = g.to_act
            p = pick.choice(acting)
            legal = g.legal_moves(p)
            assert legal and all(isinstance(m, kit.Move) for m in legal), f"player {p} must act but has no move"
            assert len(set(legal)) == len(legal), "a legal move is offered once"
            m = pick.choice(legal)
            assert str(m) and not str(m).startswith(type(m).__name__ + "("), "a move reads well for a child"
            if not moves or len(moves) == save_at or pick.random() < illegal_rate:
                check_illegal_moves(g, m)
            before = len(g.log)
            events = g.play(p, m)
            assert isinstance(events, list) and all(isinstance(e, kit.Event) and e.type for e in events)
            assert g.log[before:] == events, "the log holds exactly the events, in order"
            moves.append((p, m))
            if events and private_check and visible is None:
                shown |= set(card_codes(events))
            last_move = m
            check_state(g, start, visible, private_check, shown)
        if g.over:
            assert g.winner is None or 0 <= g.winner < players
            assert g.winners == [g.winner] if g.winner is not None else len(g.winners) != 1
            check_illegal_moves(g, last_move if last_move is not None else kit.Move())
        if saved is None:
            saved = (len(moves), g.to_json())
        # the save made mid-game loads as the same game and plays on exactly like the original
        k, text = saved
        loaded = kit.load_game(text)
        assert loaded.to_json() == text
        for p, m in moves[k:]:
            loaded.play(p, m)
        assert loaded.digest() == g.digest() and loaded.log == g.log and loaded.to_json() == g.to_json()
        # same seed + same moves = same game
        again = kit.new_game(name, players=players, seed=seed, **options)
        for p, m in moves:
            again.play(p, m)
        assert again.digest() == g.digest() and again.log == g.log and again.to_json() == g.to_json()
        assert again.over == g.over and again.winner == g.winner
        played.append(g)
    return played
