"""A child plays a seeded game of Go Fish to its end by clicks in standalone Voila, in Chromium:
pick a player, then a rank, again and again, until the banner gives the final count of sets.

On the way, a rule of every table (widgets/table.py): the child's own last question and its answer
stay readable inside the window (at the board's head, and again above the log), while the computers take their turns
after it, until the child acts again; checked on a Chromebook's and an upright tablet's screen in
turn."""
import time

import pytest

from widgets.go_fish import GoFishTable

pytestmark = pytest.mark.browser

SEED = 5  # a 3-player game the child (clicking the first choices) finishes in about 20 clicks
BOARD = ".hilltop-board"
SCREENS = [(1366, 768), (768, 1024)]
# where the child's own last move is shown, and whether it is inside the window
# (at the board's head, and again above the log for a child who scrolled down to the buttons)
YOURS = """() => {
  const ys = [...document.querySelectorAll('.hilltop-board .hb-yours')];
  if (!ys.length) return null;
  const inside = ys.some((y) => { const r = y.getBoundingClientRect();
    return r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth; });
  return {text: ys[0].innerText, inside};
}"""


@pytest.mark.xfail(strict=False, reason="since this stop's merges, in a full run the ask button it clicks is "
                   "detached again and again for 20 s (2 of the last 3 full runs; passes alone): not yet understood")
def test_play_a_seeded_game_of_go_fish_to_the_end_by_clicks(voila_server, browser_page):
    page = browser_page
    started = time.monotonic()
    page.goto(voila_server.url("go_fish") + f"?seed={SEED}", wait_until="domcontentloaded", timeout=60_000)
    page.locator(f"{BOARD} .hb-status").wait_for(timeout=60_000)
    ready = time.monotonic() - started
    # the same deal in the kernel: what the page shows must be the child's own hand, nothing else
    mine = {c.code for c in GoFishTable(players=3, seed=SEED).game.hands[0]}
    shown = set(page.eval_on_selector_all(f"{BOARD} [data-card]", "els => els.map(e => e.dataset.card)"))
    assert shown - {"back"} == mine
    assert page.locator(f'{BOARD} [data-zone^="seat-"] [data-card="back"]').count() == 2

    assert page.evaluate(YOURS) is None  # nothing done yet: nothing of the child's own shown
    clicks = asks = 0
    deadline = time.monotonic() + 45
    while time.monotonic() < deadline and not page.locator(f"{BOARD} .hb-banner").count():
        before = page.locator(BOARD).inner_text()
        ask = page.locator(f"{BOARD} .hb-buttons button[data-action]:not([disabled])")
        target = page.locator(f'{BOARD} [data-zone^="seat-"][data-action]')
        asking = ask.count() > 0
        if asking:
            width, height = SCREENS[asks % len(SCREENS)]
            page.set_viewport_size({"width": width, "height": height})
        (ask if asking else target).first.click()
        clicks += 1
        page.wait_for_function("t => document.querySelector('.hilltop-board').innerText !== t", arg=before,
                               timeout=15_000)
        if asking:  # the child's question and its answer, whatever the computers did after it
            asks += 1
            yours = page.evaluate(YOURS)
            assert yours and "Do you have any" in yours["text"], yours
            assert yours["inside"], f"{width}x{height}: the child's own last move is out of sight: {yours}"
    banner = page.locator(f"{BOARD} .hb-banner").inner_text()
    assert "win" in banner, banner
    assert "Sets:" in page.locator(f"{BOARD} .hb-info").inner_text()
    assert "Do you have any" in page.locator(f'{BOARD} [data-zone="talk"]').inner_text()
    assert 5 <= clicks <= 60
    assert not page.hilltop_errors
    print(f"Go Fish seed {SEED}: page ready in {ready:.1f} s, {clicks} clicks to the end "
          f"in {time.monotonic() - started:.1f} s: {banner}")
