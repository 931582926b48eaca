"""How long a click takes to show: from the click in Chromium to the new scene painted, game by game.

    .venv/bin/python benchmarks/board_click.py                       # 5 games, 30 clicks each
    .venv/bin/python benchmarks/board_click.py --games war go_fish --clicks 60   # (or war,go_fish)
    .venv/bin/python benchmarks/board_click.py --root /some/other/checkout   # the same, on other code

Starts Voila as ``./hilltop run`` does (benchmarks/classroom.py's Server: its options, 127.0.0.1, a
scratch HOME), opens each game's dashboard in Debian's headless Chromium (1280x900, a mouse) and
clicks what the board offers, one thing after another round and round, as a child poking at it
would, each at a point where the page finds that very thing (a fanned card on its uncovered strip).

The page times itself (no sleeps, no polling): the click's own event time; the moment the board's
contents are replaced (a MutationObserver: the kernel's scene has arrived and been drawn); and the
moment after the next frame is painted (a requestAnimationFrame callback, then a message posted from
it, which runs once that frame is on the screen).  Printed per game, in milliseconds: median, 90th
percentile and slowest of click -> drawn and click -> painted, and, for comparison, the kernel's own
share: the median time this process needs for the same table to take a click and build the scene it
sends (``GameTable.clicked`` and the scene's JSON).

Figures depend on the machine and on what else it is doing; run it on an idle machine and compare
runs made one after the other.  ``--root`` serves another checkout (say an older commit, unpacked
with ``git archive``) with this checkout's venv, to compare a change with what came before.
"""
from __future__ import annotations

import argparse
import asyncio
import importlib.util
import json
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-proxy-server",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync",
                 "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"]
GAMES = ["war", "king_of_the_hill", "go_fish", "anthony_hill", "dictation"]

# Installed once the board is on the page: every click's event time, and for each new drawing of
# the board the time it was drawn and the time the frame showing it was painted.
TIMING = """() => {
  const board = document.querySelector('.hilltop-board');
  const t = window.hilltopTiming = {clicks: [], drawn: [], painted: []};
  document.addEventListener('click', (e) => t.clicks.push(e.timeStamp), true);
  const after = new MessageChannel();
  after.port1.onmessage = () => t.painted.push(performance.now());
  new MutationObserver(() => {
    t.drawn.push(performance.now());
    requestAnimationFrame(() => after.port2.postMessage(0));
  }).observe(board, {childList: true});
}"""

# Everything the board offers to click, in the order it is drawn.
TARGETS = """() => [...document.querySelectorAll('.hilltop-board button.hb-card[data-action], ' +
  '.hilltop-board .hb-zone[data-action], .hilltop-board button.hb-button[data-action]:not([disabled])')]
  .map(el => el.dataset.action)"""
# One of them, scrolled into sight, and a point where the page finds that very thing (a fanned card
# on its uncovered strip; a zone not on a card of its own that does something else), or null.
POINT = """(action) => {
  const el = document.querySelector(`.hilltop-board [data-action="${action}"]`);
  if (!el) return null;
  el.scrollIntoView({block: 'center', inline: 'nearest'});
  const r = el.getBoundingClientRect();
  for (let i = 2; i < 8; i++) for (let j = 1; j < 8; j++) {
    const x = r.left + (r.width * j) / 8, y = r.top + (r.height * i) / 8;
    const hit = document.elementFromPoint(x, y);
    const owner = hit && hit.closest('[data-action]');
    if (owner && owner.dataset.action === action) return {x, y};
  }
  return null;
}"""


def percentile(values, share):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(share * (len(ordered) - 1))))]


def browser_clicks(page, url, clicks):
    """(click -> drawn, click -> painted) in ms for each of ``clicks`` clicks on the page at ``url``,
    and the clicks that brought no new drawing in 10 s (none, if all is well)."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    page.goto(url, wait_until="domcontentloaded", timeout=120_000)
    page.locator(".hilltop-board .hb-status").wait_for(timeout=120_000)
    page.evaluate(TIMING)
    done, missed = 0, []
    for n in range(clicks * 3):
        if done == clicks or page.locator(".hilltop-board .hb-banner").count():
            break
        targets = page.evaluate(TARGETS)
        if not targets:
            break
        action = targets[n % len(targets)]
        target = page.evaluate(POINT, action)
        if target is None:
            continue
        painted = page.evaluate("() => window.hilltopTiming.painted.length")
        page.mouse.click(target["x"], target["y"])
        try:
            page.wait_for_function("n => window.hilltopTiming.painted.length > n", arg=painted, timeout=10_000)
        except PlaywrightTimeout:
            missed.append(action)
            page.evaluate("() => window.hilltopTiming.clicks.pop()")
            continue
        done += 1
    t = page.evaluate("() => window.hilltopTiming")
    # each click is followed by exactly one new drawing (the kernel answers every click with a scene)
    out = []
    for click in t["clicks"]:
        drawn = next((d for d in t["drawn"] if d > click), None)
        painted = next((p for p in t["painted"] if p > click), None)
        if drawn is not None and painted is not None:
            out.append((drawn - click, painted - click))
    return out, missed


def kernel_share(game, clicks):
    """Median ms for the table in this process to take a click and build the scene it sends."""
    import widgets
    import widgets.board

    compact = getattr(widgets.board, "compact", lambda scene: scene)  # (older boards sent it all)
    table_class = getattr(widgets, "TABLES", {}).get(game) or next(
        c for c in vars(widgets).values() if getattr(c, "game_name", None) == game)
    table = table_class(seed=7)
    times = []
    for n in range(clicks):
        offered = [c for row in table.board.scene["rows"] for z in row
                   for c in ([z["action"]] if z.get("action") else []) + [k["action"] for k in z["cards"] if k.get("action")]]
        offered += [b["id"] for b in table.board.scene["buttons"] if b["enabled"]]
        if table.game.over or not offered:
            break
        start = time.perf_counter()
        table.clicked(offered[n % len(offered)])
        json.dumps(compact(table.board.scene))
        times.append((time.perf_counter() - start) * 1000)
    if hasattr(table, "stop"):
        table.stop()
    return statistics.median(times) if times else float("nan")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", nargs="+", default=GAMES, help=f"dashboards to play (default: {' '.join(GAMES)})")
    parser.add_argument("--clicks", type=int, default=30, help="clicks per game (default 30)")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--root", type=Path, default=REPO, help="the checkout to serve (default: this one)")
    args = parser.parse_args(argv)
    args.games = [g for games in args.games for g in games.split(",") if g]  # "war,go_fish" too
    root = args.root.resolve()
    for game in args.games:
        if not (root / "notebooks" / "dashboards" / f"{game}.ipynb").is_file():
            parser.error(f"no dashboard {game!r} in {root}/notebooks/dashboards")
    if not os.access(CHROMIUM, os.X_OK):
        parser.error(f"{CHROMIUM} is missing (./hilltop test installs Debian's chromium)")

    # the server (and this process's kernel-share tables) run the code of ``root``
    sys.path.insert(0, str(root))
    os.environ["PYTHONPATH"] = os.pathsep.join(filter(None, [str(root), os.environ.get("PYTHONPATH")]))
    spec = importlib.util.spec_from_file_location("classroom_benchmark", HERE / "classroom.py")
    classroom = importlib.util.module_from_spec(spec)  # (the repository has a classroom package too)
    spec.loader.exec_module(classroom)
    classroom.REPO, classroom.DASHBOARDS = root, root / "notebooks" / "dashboards"

    from playwright.sync_api import sync_playwright

    home = Path(tempfile.mkdtemp(prefix="hilltop-click-"))
    os.environ.update(HOME=str(home), TMPDIR=str(home))
    tempfile.tempdir = None
    server = classroom.Server([], home)
    rows = []
    try:
        asyncio.run(server.ready())
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
            for game in args.games:
                context = browser.new_context(viewport={"width": 1280, "height": 900})
                page = context.new_page()
                url = f"{server.base}voila/render/{game}.ipynb?seed={args.seed}"
                timed, missed = browser_clicks(page, url, args.clicks)
                for target in missed:
                    print(f"{game}: no redraw after clicking {target}", file=sys.stderr)
                page.goto("about:blank")  # the page's kernel is shut down
                context.close()
                rows.append((game, timed, kernel_share(game, args.clicks)))
            browser.close()
    finally:
        server.stop()
        shutil.rmtree(home, ignore_errors=True)

    print(f"click -> redraw in Chromium ({root.name}, load {os.getloadavg()[0]:.2f}), ms")
    print(f"{'game':18} {'clicks':>6} {'drawn p50':>10} {'p90':>6} {'max':>6} {'painted p50':>12} {'p90':>6} "
          f"{'max':>6} {'kernel p50':>11}")
    for game, timed, kernel in rows:
        drawn, painted = [d for d, _ in timed], [p for _, p in timed]
        if not timed:
            print(f"{game:18} {0:6d}  (nothing clicked)")
            continue
        print(f"{game:18} {len(timed):6d} {statistics.median(drawn):10.0f} {percentile(drawn, 0.9):6.0f} "
              f"{max(drawn):6.0f} {statistics.median(painted):12.0f} {percentile(painted, 0.9):6.0f} "
              f"{max(painted):6.0f} {kernel:11.1f}")


if __name__ == "__main__":
    main()
