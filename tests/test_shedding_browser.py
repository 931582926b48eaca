"""A child plays a seeded game of Anthony Hill's game and of Anarchy to the end by clicks in
standalone Voila, in Chromium: a suit button if one is shown, else a bright card, else the stock."""
import time

import pytest

pytestmark = pytest.mark.browser

BOARD = ".hilltop-board"
# seeds where the child (clicking the first choice) finishes in a few clicks against 3-player hard bots
SEEDS = {"anthony_hill": 11, "anarchy": 18}


@pytest.mark.parametrize("name", ["anthony_hill", "anarchy"])
def test_play_a_seeded_game_to_the_end_by_clicks(voila_server, browser_page, name):
    page = browser_page
    started = time.monotonic()
    page.goto(voila_server.url(name) + f"?seed={SEEDS[name]}", wait_until="domcontentloaded", timeout=60_000)
    page.locator(f"{BOARD} .hb-status").wait_for(timeout=60_000)
    ready = time.monotonic() - started
    assert page.locator(f'{BOARD} [data-zone^="seat-"] [data-card="back"]').count() == 2
    clicks = 0
    deadline = time.monotonic() + 40
    while time.monotonic() < deadline and not page.locator(f"{BOARD} .hb-banner").count():
        before = page.locator(BOARD).inner_text()
        for sel in (".hb-buttons button[data-action]:not([disabled])",
                    '[data-zone="hand"] button.hb-card[data-action]:not(.hb-dim)',
                    '[data-zone="stock"] button.hb-card[data-action]'):
            loc = page.locator(f"{BOARD} {sel}")
            if loc.count():
                loc.first.dispatch_event("click")  # fanned cards overlap
                break
        clicks += 1
        page.wait_for_function("t => document.querySelector('.hilltop-board').innerText !== t", arg=before,
                               timeout=15_000)
    banner = page.locator(f"{BOARD} .hb-banner").inner_text()
    assert "win" in banner, banner
    assert 1 <= clicks <= 40
    assert not page.hilltop_errors
    print(f"{name} seed {SEEDS[name]}: page ready in {ready:.1f} s, {clicks} clicks to the end "
          f"in {time.monotonic() - started:.1f} s: {banner}")
