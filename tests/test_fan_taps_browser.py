"""A tap or a click on the part of a fanned card that shows plays that card, not its neighbour.

King of the Hill's hand of twelve overlaps on narrow screens.  For a phone held upright (touch)
and a small laptop window (mouse) the test measures every card's uncovered strip from the page
itself, checks it is wide enough for a finger or a pointer (44 px on a touch screen, 28 px with a
mouse: widgets/board.js) and that the card under its middle is that card, then taps or clicks
one strip and checks the game put exactly that card into the reserve."""
from __future__ import annotations

from collections import Counter

import pytest

from conftest import save_screenshot
from test_board_browser import BOARD, KOTH_SEED, open_board, wait_for_cards, zone_cards

pytestmark = pytest.mark.browser

# Each card of a zone: its code, the middle of its uncovered strip, the strip's width, whether
# the next card covers part of it, and what the page finds under that middle point.
STRIPS = """(zone) => {
  document.querySelector(`.hilltop-board [data-zone="${zone}"]`).scrollIntoView({block: 'center'});
  const cards = [...document.querySelectorAll(`.hilltop-board [data-zone="${zone}"] button.hb-card`)];
  return cards.map((card, i) => {
    const r = card.getBoundingClientRect();
    const next = cards[i + 1] && cards[i + 1].getBoundingClientRect();
    const covered = !!next && next.top < r.bottom && next.left < r.right && next.left > r.left;
    const right = covered ? next.left : r.right;
    const x = (r.left + right) / 2, y = r.top + r.height / 2;
    const hit = document.elementFromPoint(x, y);
    const under = hit && hit.closest('button.hb-card');
    return {code: card.querySelector('svg[data-card]').dataset.card, x, y, width: right - r.left, covered,
            under: under ? under.querySelector('svg[data-card]').dataset.card : null};
  });
}"""


@pytest.mark.parametrize("device, size, strip", [
    ("touch", (390, 844), 44),
    ("mouse", (700, 900), 28),
])
def test_a_tap_on_a_fanned_cards_strip_plays_that_card(voila_server, _browser, device, size, strip):
    context = _browser.new_context(viewport={"width": size[0], "height": size[1]}, has_touch=device == "touch",
                                   is_mobile=device == "touch")
    context.set_default_timeout(20_000)
    try:
        page = context.new_page()
        open_board(page, voila_server, "king_of_the_hill", KOTH_SEED)
        strips = page.evaluate(STRIPS, "hand")
        assert len(strips) == 12
        assert any(s["covered"] for s in strips), f"the hand does not overlap at {size}: nothing to check"
        for s in strips:
            assert s["width"] >= strip - 0.5, f"{s['code']} shows only {s['width']:.0f} px (at least {strip})"
            assert s["under"] == s["code"], f"the middle of {s['code']}'s strip is on {s['under']}"
        save_screenshot(page, f"fan-taps-{device}-{size[0]}x{size[1]}")

        # play two cards by their strips: one from the middle of the fan, then its left neighbour
        for pick in (5, 4):
            target = page.evaluate(STRIPS, "hand")[pick]
            had = zone_cards(page, "reserve")
            if device == "touch":
                page.touchscreen.tap(target["x"], target["y"])
            else:
                page.mouse.click(target["x"], target["y"])
            wait_for_cards(page, "reserve", len(had) + 1)
            assert Counter(zone_cards(page, "reserve")) - Counter(had) == Counter([target["code"]])
        assert not page.locator(f"{BOARD} .hb-error").count()
    finally:
        context.close()
