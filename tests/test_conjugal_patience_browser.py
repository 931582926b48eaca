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


def bottom(box):
    return box["y"] + box["height"]


# The "fits!" notes of the reserve's cards, where they are drawn: a clickable card's note is drawn
# under it by CSS (its ::after: a button's name must hold every word written in it), measured from
# its computed style.
NOTES = """(text) => [...document.querySelectorAll('.hilltop-board [data-zone="you-reserve"] button.hb-card')]
  .filter((c) => c.dataset.note === text).map((c) => {
    const r = c.getBoundingClientRect(), s = getComputedStyle(c, '::after');
    const bottom = r.bottom - parseFloat(s.bottom);
    return {y: bottom - parseFloat(s.height), height: parseFloat(s.height), shown: s.content};
  })"""


def test_fits_notes_keep_clear_of_the_info_line(voila_server, browser_page, screenshot):
    """The "fits!" note under a reserve card stays inside the reserve's zone, clear of the info
    line under the row; picking the card up moves nothing but the card, which stays clear of the
    zone's label."""
    page = browser_page
    page.goto(voila_server.url("conjugal_patience") + f"?seed={SEED}", wait_until="domcontentloaded", timeout=60_000)
    page.locator('[data-zone="you-reserve"] button.hb-card[data-note="fits!"]').first.wait_for(timeout=60_000)
    path = screenshot(page, "conjugal_patience_fits")
    info = page.locator(".hilltop-board .hb-info").bounding_box()
    zone = page.locator('[data-zone="you-reserve"]').bounding_box()
    notes = page.evaluate(NOTES, "fits!")
    assert notes
    for box in notes:
        assert box["shown"] == '"fits!"' and box["height"] > 0, f"'fits!' is not drawn (see {path})"
        assert bottom(box) <= info["y"], f"'fits!' touches the info line (see {path})"
        assert bottom(box) <= bottom(zone), f"'fits!' hangs out of the reserve's zone (see {path})"
    card_button(page, "AC").click()
    page.locator('[data-zone="you-reserve"] .hb-selected').wait_for()
    assert page.evaluate(NOTES, "fits!") == []
    # (the status line above may change its height: measure from the reserve's zone)
    after = page.locator(".hilltop-board .hb-info").bounding_box()["y"]
    assert after - page.locator('[data-zone="you-reserve"]').bounding_box()["y"] == info["y"] - zone["y"]
    label = page.locator('[data-zone="you-reserve"] .hb-label').bounding_box()
    held = page.locator('[data-zone="you-reserve"] .hb-selected').bounding_box()
    assert bottom(label) <= held["y"] - 4, "the picked-up card covers 'Your reserve'"
    assert not page.hilltop_errors, page.hilltop_errors
