"""A child plays Progressive Patience in standalone Voila, in Chromium: turn up cards, put them
where they glow, and watch the computer answer."""
import pytest

pytestmark = pytest.mark.browser

BOARD = ".hilltop-board"


def test_turn_up_place_and_the_computer_answers(voila_server, browser_page, screenshot):
    page = browser_page
    page.goto(voila_server.url("progressive_patience") + "?seed=12", wait_until="domcontentloaded", timeout=60_000)
    page.locator(f"{BOARD} .hb-status").wait_for(timeout=60_000)
    assert page.locator(f'{BOARD} [data-zone^="pile-"]').count() == 8
    for _ in range(6):
        before = page.locator(BOARD).inner_text()
        stock = page.locator(f'{BOARD} [data-zone="stock-0"][data-action]')
        builds = page.locator(f'{BOARD} [data-zone^="pile-0-"] button.hb-card[data-action]')
        if builds.count():
            builds.first.dispatch_event("click")
        else:
            stock.dispatch_event("click")
            page.wait_for_function("t => document.querySelector('.hilltop-board').innerText !== t", arg=before)
            assert page.locator(f'{BOARD} [data-zone="turned"] [data-card]').count() == 1
            before = page.locator(BOARD).inner_text()
            target = page.locator(f'{BOARD} [data-zone="centre"][data-action]')
            if not target.count():
                glowing = page.locator(f'{BOARD} [data-zone^="pile-0-"].hb-highlight[data-action]')
                assert glowing.count() == 4
                target = glowing.nth(3)
            target.dispatch_event("click")
        page.wait_for_function("t => document.querySelector('.hilltop-board').innerText !== t", arg=before)
    assert "Computer" in page.locator(f"{BOARD} .hb-messages").inner_text()
    assert page.locator(f'{BOARD} [data-zone^="pile-"] [data-card]:not([data-card="back"])').count() >= 3
    screenshot(page, "progressive_patience")
    assert not page.hilltop_errors
