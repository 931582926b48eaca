"""Golden playthroughs: one seeded game of every game in ``kit.GAMES``, written out move by move.

Each file in ``tests/goldens/`` records a game played by the game's strongest computer players
from a fixed seed: every move, what it caused (the events as a spectator reads them), and what
changed in each seat's view.  The test plays the game again with today's rules and compares.  A
change to the rules, a deal, a bot or a view then shows up as a readable diff of that file.

After a deliberate change, rewrite the files and read the diff before committing it:

    ./hilltop test tests/test_goldens.py --regen-goldens      (or HILLTOP_REGEN_GOLDENS=1)
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

import kit
from kit.bots import bot_levels, make_bot

GOLDENS = Path(__file__).parent / "goldens"
SEED = 2026
MAX_MOVES = 150
LEVELS = ("hard", "medium", "easy")


def compact(value) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def changes(before: dict, now: dict, prefix: str = "") -> list[str]:
    """What changed in a view, briefly: inside a part that is itself a dict, only what changed
    there (``race.clock=36``); a list that only grew shows what was added (``pile+=["7C"]``)."""
    out = []
    for k in sorted(set(before) | set(now)):
        old, new = before.get(k), now.get(k)
        if old == new:
            continue
        if isinstance(old, dict) and isinstance(new, dict):
            out += changes(old, new, f"{prefix}{k}.")
        elif isinstance(old, list) and isinstance(new, list) and old and new[:len(old)] == old:
            out.append(f"{prefix}{k}+={compact(new[len(old):])}")
        else:
            out.append(f"{prefix}{k}={compact(new)}")
    return out


def playthrough(name: str) -> str:
    cls = kit.GAMES[name]
    g = kit.new_game(name, players=cls.MIN_PLAYERS, seed=SEED)
    level = next(lv for lv in LEVELS if lv in bot_levels(name))
    bots = {p: make_bot(name, level, seed=SEED, seat=p) for p in range(g.players)}
    lines = [f"# {cls.title or name}: {g.players} players, seed {SEED}, default options, "
             f"every seat played by the {level!r} computer player.",
             "# Regenerate: ./hilltop test tests/test_goldens.py --regen-goldens", ""]
    views = {p: g.view(p) for p in range(g.players)}
    lines.append("deal")
    for event in g.log:
        lines.append(f"  | {g.describe(event)}")
    for p, v in views.items():
        lines.append(f"  P{p + 1} sees {compact(v)}")
    moves = 0
    while not g.over and moves < MAX_MOVES:
        p = g.to_act[0]
        move = bots[p].choose(g.view(p), g.legal_moves(p))
        events = g.play(p, move)
        moves += 1
        lines.append(f"{moves}. P{p + 1}: {move}")
        for event in events:
            said = g.describe(event)
            if said:
                lines.append(f"  | {said}")
        seen: dict[str, list[int]] = {}  # what changed -> the seats that saw that change
        for q in range(g.players):
            now = g.view(q)
            said = "; ".join(changes(views[q], now))
            if said:
                seen.setdefault(said, []).append(q)
            views[q] = now
        for said, seats in seen.items():
            who = "everyone" if len(seats) == g.players > 1 else ", ".join(f"P{q + 1}" for q in seats)
            lines.append(f"  {who} sees {said}")
    lines.append("")
    if g.over:
        winners = ", ".join(f"P{w + 1}" for w in g.winners) or "nobody (a draw)"
        lines.append(f"over after {moves} moves: won by {winners}; {g.reason}; scores {compact(g.scores)}")
    else:
        lines.append(f"stopped after {moves} moves (the golden records the start of the game)")
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("name", sorted(kit.GAMES))
def test_golden_playthrough(name, request):
    path = GOLDENS / f"{name}.txt"
    text = playthrough(name)
    if request.config.getoption("--regen-goldens"):
        GOLDENS.mkdir(exist_ok=True)
        path.write_text(text, encoding="utf-8")
        return
    assert path.exists(), f"no golden for {name}: run with --regen-goldens and review the new file"
    expected = path.read_text(encoding="utf-8")
    if text != expected:
        import difflib
        diff = "".join(difflib.unified_diff(expected.splitlines(True), text.splitlines(True),
                                            f"goldens/{name}.txt", "today's rules", n=1))
        pytest.fail(f"{name} plays differently from its golden playthrough:\n{diff[:4000]}")


def test_no_golden_without_a_game():
    names = {p.stem for p in GOLDENS.glob("*.txt")}
    assert names == set(kit.GAMES), f"goldens without a game: {sorted(names - set(kit.GAMES))}"
