"""How many bytes the kernel sends to the page per click, game by game.

Plays whole seeded games on every game's table by clicks (the first thing offered, then the
next, round and round, as a child poking at the board might), and counts what each click makes
the board send: every new scene (as JSON) and any card faces sent with it.  Prints the median,
90th percentile and largest bytes per click for every game.

    .venv/bin/python benchmarks/board_bytes.py            # 3 games a table
    .venv/bin/python benchmarks/board_bytes.py --games 10
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import kit  # noqa: E402
import widgets  # noqa: E402


def tables() -> dict:
    found = getattr(widgets, "TABLES", None)
    if found:
        return dict(found)
    return {cls.game_name: cls for cls in vars(widgets).values()  # before widgets.TABLES existed
            if isinstance(cls, type) and issubclass(cls, widgets.GameTable) and cls.game_name}


def clickables(scene) -> list:
    out = []
    for row in scene["rows"]:
        for z in row:
            if z.get("action"):
                out.append(z["action"])
            out += [c["action"] for c in z["cards"] if c.get("action")]
    out += [b["id"] for b in scene["buttons"] if b["enabled"]]
    return out


def size(value) -> int:
    return len(json.dumps(value, ensure_ascii=False).encode("utf-8"))  # as Jupyter packs messages


def wire(board, name: str, value):
    """``value`` of the trait ``name`` as the widget sends it (its ``to_json``, if it has one)."""
    to_json = board.trait_metadata(name, "to_json")
    return to_json(value, board) if to_json else value


def play(table_class, seed: int, max_clicks: int = 400) -> list[int]:
    sent = []
    kwargs = {"pace": "stepped"} if table_class.game_name in ("spit", "grabbage", "pirate") else {}
    table = table_class(seed=seed, **kwargs)
    board = table.board
    board.observe(lambda change: sent.append(size({change["name"]: wire(board, change["name"], change["new"])})),
                  names=[n for n in ("scene", "faces") if board.has_trait(n)])
    per_click = []
    for n in range(max_clicks):
        offered = clickables(board.scene)
        if table.game.over or not offered:
            break
        sent.clear()
        table.clicked(offered[n % len(offered)])
        per_click.append(sum(sent))
    if hasattr(table, "stop"):
        table.stop()
    return per_click


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="seeded games per table (default 3)")
    args = parser.parse_args()
    print(f"{'game':22} {'clicks':>7} {'median B':>9} {'p90 B':>8} {'max B':>8}  first scene B")
    for name in sorted(kit.GAMES):
        cls = tables()[name]
        clicks = []
        for seed in range(args.games):
            clicks += play(cls, seed)
        first = cls(seed=0, **({"pace": "stepped"} if name in ("spit", "grabbage", "pirate") else {}))
        opening = size({"scene": wire(first.board, "scene", first.board.scene)}) + (size({"faces": first.board.faces})
                                                         if first.board.has_trait("faces") else 0)
        if hasattr(first, "stop"):
            first.stop()
        ordered = sorted(clicks)
        p90 = ordered[int(0.9 * (len(ordered) - 1))] if ordered else 0
        print(f"{name:22} {len(clicks):7d} {statistics.median(clicks) if clicks else 0:9.0f} {p90:8d} "
              f"{max(clicks, default=0):8d}  {opening}")


if __name__ == "__main__":
    main()
