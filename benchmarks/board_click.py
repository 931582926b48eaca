"""Click to redraw, in a real browser: how long from a child's click on a card table until the new
scene is on the screen.

    .venv/bin/python benchmarks/board_click.py [--clicks 20] [--games war,king_of_the_hill,go_fish,dictation]

Starts Voila as ``./hilltop run`` does (benchmarks/classroom.py's server, no warm kernels) on
127.0.0.1 and opens each game's dashboard in headless Debian Chromium.  For each click it finds
something the table offers (the big button first, else a card or a pile), clicks it the way a
child would (a real mouse click at its middle), and measures, inside the page, from the click
event to the first animation frame after the board drew a scene of a newer generation (the
board's ``data-generation`` attribute).  Prints one Markdown row a game: median, 90th
percentile and slowest, in milliseconds.  A benchmark, not a test: compare runs side by side on a
quiet machine.
"""
from __future__ import annotations

import argparse
import asyncio
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from classroom import Server  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
CLICKABLE = ".hilltop-board .hb-button.hb-big:not([disabled]), .hilltop-board [data-action]:not([disabled])"

# Arm a watch, then click: resolves with the milliseconds from the click event to the frame after
# the next scene (a higher generation) was drawn; null if none came within the time limit.
TIMED_CLICK = """async ([selector, limit]) => {
  const board = document.querySelector('.hilltop-board');
  const before = Number(board.dataset.generation);
  const target = [...document.querySelectorAll(selector)].find(e => e.getBoundingClientRect().width > 0);
  if (!target) return null;
  target.scrollIntoView({block: 'center'});
  return await new Promise((resolve) => {
    let clickedAt = null;
    const done = () => requestAnimationFrame(() => resolve(performance.now() - clickedAt));
    const watch = new MutationObserver(() => {
      if (clickedAt !== null && Number(board.dataset.generation) > before) { watch.disconnect(); done(); }
    });
    watch.observe(board, {attributes: true, attributeFilter: ['data-generation'], subtree: false});
    target.addEventListener('click', () => { clickedAt = performance.now(); }, {once: true, capture: true});
    setTimeout(() => { watch.disconnect(); resolve(null); }, limit);
    target.click();
  });
}"""


def measure(base: str, game: str, clicks: int) -> list[float]:
    from playwright.sync_api import sync_playwright

    times: list[float] = []
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True,
                                     args=["--no-sandbox", "--no-proxy-server",
                                           "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"])
        page = browser.new_page(viewport={"width": 1366, "height": 768})
        page.goto(f"{base}voila/render/{game}.ipynb?seed=5", wait_until="domcontentloaded", timeout=120_000)
        page.locator(CLICKABLE).first.wait_for(timeout=120_000)
        for _ in range(clicks):
            took = page.evaluate(TIMED_CLICK, [CLICKABLE, 10_000])
            if took is None:
                break
            times.append(took)
        browser.close()
    return times


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--clicks", type=int, default=20)
    parser.add_argument("--games", default="war,king_of_the_hill,go_fish,dictation")
    args = parser.parse_args(argv)
    home = Path(tempfile.mkdtemp(prefix="hilltop-click-"))
    server = Server([], home)
    try:
        asyncio.run(server.ready())
        print("| game | clicks | median | p90 | slowest |")
        print("|---|---|---|---|---|")
        for game in args.games.split(","):
            times = sorted(measure(server.base, game, args.clicks))
            if not times:
                print(f"| {game} | 0 | - | - | - |")
                continue
            p90 = times[min(len(times) - 1, round(0.9 * (len(times) - 1)))]
            print(f"| {game} | {len(times)} | {statistics.median(times):.0f} ms | {p90:.0f} ms | {times[-1]:.0f} ms |",
                  flush=True)
    finally:
        server.stop()
        shutil.rmtree(home, ignore_errors=True)


if __name__ == "__main__":
    main()
