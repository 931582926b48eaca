"""The card board in standalone Voila and real Chromium: every click and key press means what the
child saw (a double-click plays once, taps land on the card under the finger, a keyboard can play)."""
import re

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


# -- keyboard only ---------------------------------------------------------------------------------
FOCUS = """() => {
  const a = document.activeElement, board = document.querySelector('.hilltop-board');
  if (a === board) return 'board';
  return board.contains(a) ? (a.dataset.key || '?') : null;
}"""
GENERATION = "() => Number(document.querySelector('.hilltop-board').dataset.generation)"


def focus(page):
    """The key of what has the focus ('board': the board itself; None: outside the board)."""
    return page.evaluate(FOCUS)


def tab_to(page, pattern, limit=120):
    """Press Tab until something whose key matches ``pattern`` has the focus; returns its key."""
    for _ in range(limit):
        page.keyboard.press("Tab")
        key = focus(page)
        if key and re.fullmatch(pattern, key):
            return key
    raise AssertionError(f"Tab never reached {pattern!r}")


def press(page, key):
    """Press ``key`` and wait until the board has drawn the kernel's answer."""
    before = page.evaluate(GENERATION)
    page.keyboard.press(key)
    page.wait_for_function(f"g => ({GENERATION})() > g", arg=before, timeout=15_000)


def first_stop(page):
    """The key of the first thing on the board the child can do now (Tab order)."""
    return page.evaluate("""() => {
      const b = document.querySelector('.hilltop-board');
      const n = [...b.querySelectorAll('[data-key]')].find(n => n.tabIndex >= 0 && !n.disabled &&
        n.matches('.hb-zone[data-action], button.hb-card[data-roving], button.hb-button'));
      return n ? n.dataset.key : null;
    }""")


def live_text(page):
    return page.locator(f"{BOARD} .hb-live").inner_text()


def test_war_played_to_its_end_with_the_keyboard(voila_server, browser_page):
    from widgets.war import WarTable

    seed = 181  # a short game: 34 flips
    page = browser_page
    open_board(page, voila_server, "war", seed)
    assert tab_to(page, r"button:Flip") == "button:Flip"
    flips = 0
    while not page.locator(f"{BOARD} .hb-banner").count():
        press(page, "Enter")
        flips += 1
        assert flips <= 34
        if not page.locator(f"{BOARD} .hb-banner").count():
            assert focus(page) == "button:Flip"
    assert focus(page) == "board"  # nothing left to do: the board itself keeps the focus
    table = WarTable(seed=seed)
    while not table.game.over:
        table.clicked(table.board.scene["buttons"][0]["id"])
    assert flips == 34 and page.locator(f"{BOARD} .hb-banner").inner_text() == table.board.scene["banner"]
    assert not page.hilltop_errors, page.hilltop_errors
