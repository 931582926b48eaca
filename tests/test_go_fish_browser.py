"""A child plays a seeded game of Go Fish to its end by clicks in standalone Voila, in Chromium:
pick a player, then a rank, again and again, until the banner gives the final count of sets."""
import time

import pytest

from widgets.go_fish import GoFishTable

pytestmark = pytest.mark.browser

SEED = 5  # a 3-player game the child (clicking the first choices) finishes in about 20 clicks
BOARD = ".hilltop-board"


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

    clicks = 0
    deadline = time.monotonic() + 45
    while time.monotonic() < deadline and not page.locator(f"{BOARD} .hb-banner").count():
        before = page.locator(BOARD).inner_text()
        ask = page.locator(f"{BOARD} .hb-buttons button[data-action]:not([disabled])")
        target = page.locator(f'{BOARD} [data-zone^="seat-"][data-action]')
        (ask if ask.count() else target).first.click()
        clicks += 1
        page.wait_for_function("t => document.querySelector('.hilltop-board').innerText !== t", arg=before,
                               timeout=15_000)
    banner = page.locator(f"{BOARD} .hb-banner").inner_text()
    assert "win" in banner, banner
    assert "Sets:" in page.locator(f"{BOARD} .hb-info").inner_text()
    assert "Do you have any" in page.locator(f'{BOARD} [data-zone="talk"]').inner_text()
    assert 5 <= clicks <= 60
    assert not page.hilltop_errors
    print(f"Go Fish seed {SEED}: page ready in {ready:.1f} s, {clicks} clicks to the end "
          f"in {time.monotonic() - started:.1f} s: {banner}")
