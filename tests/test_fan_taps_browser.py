"""A tap or a click on the part of a fanned card that shows plays that card, not its neighbour.

King of the Hill's hand of twelve and Go Fish's hand (grouped by rank) overlap on narrow screens.
On a phone and a tablet (touch: ``page.touchscreen.tap``) and in a small laptop window (a mouse:
``page.mouse.click``) the tests measure every card's uncovered strip from the page itself, check
it is wide enough for a finger or a pointer (44 px on a touch screen, 28 px with a mouse:
widgets/board.js) and that the page finds that very card under the strip's middle, then press
there (the strip's middle, not the card's, which may lie under its neighbour) and check the game
did exactly that with exactly that card:

* King of the Hill: every one of the twelve cards is tapped in turn; it, and only it, goes into
  the reserve (and is then taken back, so that the hand stays a fan);
* Go Fish: turn after turn a card of the hand is tapped; the question the game records is for
  that card's rank, and the hand on the page is the hand of the same game played in this process
  with the same choices."""
from __future__ import annotations

from collections import Counter

import pytest

from conftest import shot_to_look_at
from test_board_browser import BOARD, KOTH_SEED, open_board, wait_for_cards, zone_cards

pytestmark = pytest.mark.browser

# The keys of the clickable cards of the zones whose id starts with ``prefix``, in page order.
CARD_KEYS = """(prefix) => [...document.querySelectorAll(
  `.hilltop-board .hb-zone[data-zone^="${prefix}"] > .hb-cards > button.hb-card`)].map(b => b.dataset.key)"""

# One card (by key), scrolled into sight: its code, the middle of its uncovered strip (the part
# no later card of its zone lies on), the strip's width, whether another card covers part of it,
# and the code of the card the page finds under that middle point.
STRIP = """(key) => {
  const card = [...document.querySelectorAll('.hilltop-board button.hb-card')].find(b => b.dataset.key === key);
  card.scrollIntoView({block: 'center', inline: 'nearest'});
  const r = card.getBoundingClientRect();
  const later = [...card.parentElement.children].slice([...card.parentElement.children].indexOf(card) + 1);
  let right = r.right;
  for (const other of later) {
    const o = other.getBoundingClientRect();
    if (o.top < r.bottom && o.bottom > r.top && o.left > r.left && o.left < right) right = o.left;
  }
  const x = (r.left + right) / 2, y = r.top + r.height / 2;
  const hit = document.elementFromPoint(x, y);
  const under = hit && hit.closest('button.hb-card');
  const code = (b) => b.querySelector('svg[data-card]').dataset.card;
  return {key, code: code(card), x, y, width: right - r.left, covered: right < r.right - 0.5,
          middleCovered: r.left + r.width / 2 > right, under: under ? code(under) : null};
}"""
GENERATION = "() => Number(document.querySelector('.hilltop-board').dataset.generation)"
# A second tap soon after the first and near it is a double tap to the browser (its click says
# ``detail: 2``), which the board drops on purpose (tests/test_board_browser.py).  A child's next
# tap comes later than a robot's: before each tap the test waits until the browser's double-tap
# time (300 ms in Chromium; 500 ms here, as on most systems) has passed since the last tap.
LAST_TAP = """() => { window.hilltopLastTap = -1e9;
  document.addEventListener('click', (e) => { window.hilltopLastTap = e.timeStamp; }, true); }"""
TAP_AGAIN = "() => performance.now() - window.hilltopLastTap > 500"

DEVICES = {  # name: (viewport, touch screen?, the narrowest strip the board may leave)
    "phone": ((390, 844), True, 44),
    "tablet": ((820, 1180), True, 44),
    "laptop": ((500, 800), False, 28),
}


def new_page(browser, device):
    (width, height), touch, _ = DEVICES[device]
    context = browser.new_context(viewport={"width": width, "height": height}, has_touch=touch, is_mobile=touch)
    context.set_default_timeout(20_000)
    page = context.new_page()
    page.add_init_script(f"({LAST_TAP})()")
    page.hilltop_errors = []
    page.on("pageerror", lambda exc: page.hilltop_errors.append(f"pageerror: {exc}"))
    return context, page


def strip_of(page, key, least):
    """The strip of the card ``key``, checked: wide enough, and that card is under its middle."""
    s = page.evaluate(STRIP, key)
    assert s["width"] >= least - 0.5, f"{s['code']} shows only {s['width']:.1f} px (at least {least})"
    assert s["under"] == s["code"], f"the middle of {s['code']}'s strip is on {s['under']}"
    return s


def press(page, device, x, y):
    """Tap (touch screen) or click (mouse) at (x, y) and wait until the board draws the answer."""
    before = page.evaluate(GENERATION)
    if DEVICES[device][1]:
        page.wait_for_function(TAP_AGAIN, timeout=5_000)
        page.touchscreen.tap(x, y)
    else:
        page.mouse.click(x, y)
    page.wait_for_function(f"g => ({GENERATION})() > g", arg=before, timeout=15_000)


def press_middle(page, device, selector):
    box = page.locator(selector).first
    box.scroll_into_view_if_needed()
    b = box.bounding_box()
    press(page, device, b["x"] + b["width"] / 2, b["y"] + b["height"] / 2)


@pytest.mark.parametrize("device", list(DEVICES))
def test_a_tap_on_each_strip_of_the_king_of_the_hill_hand_plays_that_card(voila_server, _browser, device):
    least = DEVICES[device][2]
    context, page = new_page(_browser, device)
    try:
        open_board(page, voila_server, "king_of_the_hill", KOTH_SEED)
        hand = zone_cards(page, "hand")
        assert len(hand) == 12 and zone_cards(page, "reserve") == []
        strips = [strip_of(page, key, least) for key in page.evaluate(CARD_KEYS, "hand")]
        assert any(s["covered"] for s in strips), f"the hand does not overlap on a {device}: nothing to check"
        if device == "laptop":  # a card's own middle lies under its neighbour: a click there misses
            assert any(s["middleCovered"] for s in strips)
        shot_to_look_at(page, f"fan-taps-king-{device}")

        for code in hand:
            key = next(k for k in page.evaluate(CARD_KEYS, "hand") if k.endswith("/" + code))
            s = strip_of(page, key, least)
            press(page, device, s["x"], s["y"])
            assert zone_cards(page, "reserve") == [code], f"pressed {code}'s strip on a {device}"
            assert Counter(zone_cards(page, "hand")) == Counter(hand) - Counter([code])
            # take it back (the reserve holds one card: nothing covers it), so the hand stays twelve
            press_middle(page, device, f'{BOARD} [data-zone="reserve"] button.hb-card')
            wait_for_cards(page, "hand", 12)
            assert zone_cards(page, "reserve") == []
        assert not page.locator(f"{BOARD} .hb-error").count()
        assert not page.hilltop_errors, page.hilltop_errors
    finally:
        context.close()


GO_FISH_SEED = 8  # the child holds two threes of a kind: fans of three cards


def kernel_click(table, zone_id):
    """Click in this process's table what the page's zone ``zone_id`` offers."""
    zone = next(z for row in table.board.scene["rows"] for z in row if z["id"] == zone_id)
    table.clicked(zone["action"])


def hand_of(table):
    return [c["code"] for row in table.board.scene["rows"] for z in row if z["id"].startswith("rank-")
            for c in z["cards"]]


@pytest.mark.parametrize("device, size", [("phone", (320, 860)), ("laptop", (300, 900))])
def test_a_tap_on_a_strip_of_the_go_fish_hand_asks_for_that_card(voila_server, _browser, device, size):
    """Go Fish's dashboard deals three players; its hand's fans overlap on a small phone (or a
    narrow window).  The same game runs in this process with the same choices, so the question the
    game recorded, and the hand that follows, are known exactly."""
    from widgets.go_fish import GoFishTable

    least = DEVICES[device][2]
    context, page = new_page(_browser, device)
    page.set_viewport_size({"width": size[0], "height": size[1]})
    try:
        open_board(page, voila_server, "go_fish", GO_FISH_SEED)
        table = GoFishTable(players=3, seed=GO_FISH_SEED)
        assert zone_cards_all(page) == hand_of(table)
        tapped, covered = 0, 0
        for turn in range(12):
            if page.locator(f"{BOARD} .hb-banner").count() or covered >= 3 and tapped >= 6:
                break
            target = table.target  # picked already if only one player can be asked
            if target is None:
                target = next(p for p in (1, 2) if page.locator(f'{BOARD} [data-zone="seat-{p}"][data-action]').count())
                press_middle(page, device, f'{BOARD} [data-zone="seat-{target}"]')
                kernel_click(table, f"seat-{target}")
            keys = page.evaluate(CARD_KEYS, "rank-")
            assert len(keys) == len(hand_of(table))
            strips = [strip_of(page, key, least) for key in keys]  # every card, every turn
            # a covered card when there is one (they are the ones a tap can miss), else the next one
            pick = next((s for s in strips[turn % len(strips):] + strips if s["covered"]), strips[turn % len(strips)])
            page.evaluate(STRIP, pick["key"])  # scrolled back into sight
            asks = len(table.game.asks)
            press(page, device, pick["x"], pick["y"])
            kernel_click(table, "rank-" + pick["code"][0])
            asked = table.game.asks[asks]
            assert (asked["player"], asked["target"], asked["rank"]) == (0, target, pick["code"][0]), pick
            assert zone_cards_all(page) == hand_of(table), f"after asking for {pick['code'][0]}s"
            tapped += 1
            covered += pick["covered"]
        assert covered >= 1, "no card of the hand was covered: the test tapped only whole cards"
        assert not page.locator(f"{BOARD} .hb-error").count()
        assert not page.hilltop_errors, page.hilltop_errors
    finally:
        context.close()


def zone_cards_all(page):
    return page.eval_on_selector_all(f'{BOARD} .hb-zone[data-zone^="rank-"] svg[data-card]',
                                     "els => els.map(e => e.dataset.card)")
