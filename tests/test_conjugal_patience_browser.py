"""A child plays Conjugal Patience in standalone Voila, in real Chromium: picking up a card makes the
right places glow, building puts it in the middle, and no face-down card ever reaches the page."""
import pytest

pytestmark = pytest.mark.browser

SEED = 4   # the computer starts; then the child's reserve holds A♣ 2♣ 3♣


def card_button(page, code):
    return page.locator(f'[data-zone="you-reserve"] button.hb-clickable:has(svg[data-card="{code}"])')


def glowing(page):
    return sorted(page.eval_on_selector_all(".hilltop-board .hb-zone.hb-highlight", "els => els.map(e => e.dataset.zone)"))


def test_pick_up_build_and_discard_in_the_browser(voila_server, browser_page, screenshot):
    page = browser_page
    page.goto(voila_server.url("conjugal_patience") + f"?seed={SEED}", wait_until="domcontentloaded", timeout=60_000)
    card_button(page, "AC").wait_for(timeout=60_000)
    assert glowing(page) == []
    card_button(page, "AC").click()
    page.locator('[data-zone="you-waste"].hb-highlight').wait_for()
    assert glowing(page) == sorted([f"foundation-{f}" for f in range(8)] + ["you-waste"])
    page.locator('[data-zone="foundation-0"].hb-clickable-zone').click()
    page.locator('[data-zone="foundation-0"] svg[data-card="AC"]').wait_for()
    for code, top in (("2C", "2C"), ("3C", "3C")):
        card_button(page, code).click()
        page.locator('[data-zone="foundation-0"].hb-highlight').wait_for()
        page.locator('[data-zone="foundation-0"].hb-clickable-zone').click()
        page.locator(f'[data-zone="foundation-0"] svg[data-card="{top}"]').wait_for()
    assert page.locator('[data-zone="foundation-0"]').get_attribute("data-count") == "3"
    screenshot(page, "conjugal_patience_built")
    # end the turn: any card onto the wastepile; the computer answers and it is our turn again
    page.locator('[data-zone="you-reserve"] button.hb-clickable').first.click()
    page.locator('[data-zone="you-waste"].hb-clickable-zone').click()
    page.locator('[data-zone="you-waste"][data-count="1"]').wait_for()
    page.locator(".hb-messages li", has_text="Your turn!").last.wait_for()
    for zone in ("you-stock", "you-waste", "p1-stock", "p1-waste"):
        codes = page.eval_on_selector_all(f'[data-zone="{zone}"] [data-card]', "els => els.map(e => e.dataset.card)")
        assert set(codes) <= {"back"}, (zone, codes)
    assert not page.hilltop_errors, page.hilltop_errors
