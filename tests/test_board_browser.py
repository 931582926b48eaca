"""The card board in standalone Voila and real Chromium: every click and key press means what the
child saw (a double-click plays once, taps land on the card under the finger, a keyboard can play)."""
import pytest

pytestmark = pytest.mark.browser

BOARD = ".hilltop-board"
KOTH_SEED = 21


def open_board(page, server, name, seed):
    page.goto(server.url(name) + f"?seed={seed}", wait_until="domcontentloaded", timeout=60_000)
    page.locator(f"{BOARD} .hb-status").wait_for(timeout=60_000)


def zone_cards(page, zone):
    """The card codes drawn in a zone, in order."""
    return page.eval_on_selector_all(f'{BOARD} [data-zone="{zone}"] svg[data-card]',
                                     "els => els.map(e => e.dataset.card)")


def wait_for_cards(page, zone, count):
    page.wait_for_function(
        "([z, n]) => document.querySelectorAll(`.hilltop-board [data-zone=\"${z}\"] svg[data-card]`).length === n",
        arg=[zone, count], timeout=15_000)


def test_a_double_click_on_a_card_plays_it_once(voila_server, browser_page):
    page = browser_page
    open_board(page, voila_server, "king_of_the_hill", KOTH_SEED)
    hand = zone_cards(page, "hand")
    assert len(hand) == 12 and zone_cards(page, "reserve") == []

    # a real double-click (two clicks in a row on the same spot): the first card goes to the reserve
    first = page.locator(f'{BOARD} [data-zone="hand"] button.hb-card').first
    first.dblclick(position={"x": 8, "y": 40})  # on its uncovered strip
    wait_for_cards(page, "reserve", 1)
    assert zone_cards(page, "reserve") == [hand[0]]
    # two clicks sent before the board could redraw (a fast tap-tap): the kernel honours the first
    page.eval_on_selector(f'{BOARD} [data-zone="hand"] button.hb-card', "b => { b.click(); b.click(); }")
    wait_for_cards(page, "reserve", 2)
    # one more card: the kernel reads messages in order, so once this one shows, the copies are done
    page.locator(f'{BOARD} [data-zone="hand"] button.hb-card').last.click()
    wait_for_cards(page, "reserve", 3)
    assert sorted(zone_cards(page, "reserve")) == sorted([hand[0], hand[1], hand[-1]])
    assert zone_cards(page, "hand") == hand[2:-1]
    assert not page.locator(f"{BOARD} .hb-error").count()
    assert not page.hilltop_errors, page.hilltop_errors
