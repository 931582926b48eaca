"""Fanned cards use the room of their own row: no overlap while the row fits them, just enough
overlap to fill the row when it does not, never a card past the row's edge, and a fan too long
for one line wraps onto as few lines as will hold it, each line spread as wide as the row.

Checked on every fan of the page, at a narrow and a wide window and on a phone: King of the
Hill's hand (beside the hill on a wide screen, so its row is narrower than the board) and a long
Dictation column (its row shared with the foundations and the other columns, which wrap)."""
from __future__ import annotations

import math

import pytest

from conftest import shot_to_look_at
from test_board_browser import BOARD, KOTH_SEED, open_board
from test_dictation_browser import grow_first_column

pytestmark = pytest.mark.browser

GAP = 8  # px between cards that need not overlap (widgets/board.js, FAN_GAP)

# Every fan of two cards or more: the room of its row (the row's width less the fan's own frame),
# where its row and its cards are, and each card's line (offsetTop: a lifted card stays on its line).
FANS = """() => [...document.querySelectorAll('.hilltop-board .hb-zone.hb-fan')].map(zone => {
  const row = zone.parentElement.getBoundingClientRect(), box = getComputedStyle(zone);
  const frame = ['paddingLeft', 'paddingRight', 'borderLeftWidth', 'borderRightWidth']
    .reduce((sum, side) => sum + parseFloat(box[side]), 0);
  const cards = [...zone.querySelectorAll(':scope > .hb-cards > .hb-card')].map(c => {
    const r = c.getBoundingClientRect();
    return {left: r.left, right: r.right, width: r.width, line: c.offsetTop};
  });
  return {zone: zone.dataset.zone, room: row.width - frame, rowLeft: row.left, rowRight: row.right, cards};
}).filter(f => f.cards.length > 1)"""
SETTLED = "() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))"


def lines_of(cards):
    lines = {}
    for c in cards:
        lines.setdefault(round(c["line"]), []).append(c)
    return [lines[top] for top in sorted(lines)]


def check_fan(fan, strip, where):
    """The rules of a fan, for one fan measured on the page.  Returns 'side by side', 'overlapped'
    or 'wrapped', for the test to know what it saw."""
    name = f"{fan['zone']} ({where})"
    cards, room = fan["cards"], fan["room"]
    width = max(c["width"] for c in cards)
    for c in cards:  # on the row, never past its edges
        assert fan["rowLeft"] - 0.5 <= c["left"] and c["right"] <= fan["rowRight"] + 0.5, name
    lines = lines_of(cards)
    steps = [b["left"] - a["left"] for line in lines for a, b in zip(line, line[1:])]
    natural = len(cards) * width + (len(cards) - 1) * GAP
    if natural <= room + 0.5:  # the row has room: one line, side by side, no overlap
        assert len(lines) == 1 and all(s == pytest.approx(width + GAP, abs=0.5) for s in steps), name
        return "side by side"
    assert all(s >= strip - 0.5 for s in steps), f"{name}: a strip narrower than {strip} px: {steps}"
    if len(lines) == 1:  # overlapped just enough to fill the row, no more
        span = cards[-1]["right"] - cards[0]["left"]
        assert room - 1 <= span <= room + 0.5, f"{name}: the fan spans {span:.1f} px of {room:.1f}"
        return "overlapped"
    # wrapped: on as few lines as hold it at the narrowest strips, every line but the last full
    # and as wide as the row, the same overlap on every line
    most = math.floor((room - width) / strip) + 1
    assert len(lines) == math.ceil(len(cards) / most), f"{name}: {len(lines)} lines for {len(cards)} cards"
    each = len(lines[0])
    assert all(len(line) == each for line in lines[:-1]) and len(lines[-1]) <= each, name
    assert len(lines[-1]) > each - len(lines), f"{name}: lines of {[len(line) for line in lines]} cards"
    for line in lines[:-1]:
        span = line[-1]["right"] - line[0]["left"]
        assert room - 1 <= span <= room + 0.5, f"{name}: a line spans {span:.1f} px of {room:.1f}"
    assert max(steps) - min(steps) < 0.5, f"{name}: lines overlap differently: {steps}"
    return "wrapped"


def check_page(page, strip, where):
    page.evaluate(SETTLED)
    fans = page.evaluate(FANS)
    assert fans, f"no fan on the page ({where})"
    return {fan["zone"]: check_fan(fan, strip, where) for fan in fans}


def resize(page, width, height=900):
    page.set_viewport_size({"width": width, "height": height})
    page.wait_for_function("w => window.innerWidth === w", arg=width)


def test_the_king_of_the_hill_hand_fills_its_row_and_no_more(voila_server, browser_page, _browser):
    page = browser_page
    open_board(page, voila_server, "king_of_the_hill", KOTH_SEED)
    seen = {}
    for width in (1280, 1000, 700, 500, 360):
        resize(page, width)
        seen[width] = check_page(page, 28, f"{width} px wide")["hand"]
        shot_to_look_at(page, f"fan-room-king-{width}")
        if width == 1280:  # the hand lies beside the hill: its room is its row's, not the board's
            hand = next(f for f in page.evaluate(FANS) if f["zone"] == "hand")
            board = page.locator(BOARD).bounding_box()
            assert hand["rowRight"] - hand["rowLeft"] < board["width"] - 250  # the hill takes 300 px
    # beside the hill (wide) or under it: overlapped in one line; a narrow window: two lines
    assert seen[1280] == seen[700] == "overlapped" and seen[360] == "wrapped", seen
    context = _browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    try:
        phone = context.new_page()
        open_board(phone, voila_server, "king_of_the_hill", KOTH_SEED)
        assert check_page(phone, 44, "a phone")["hand"] == "wrapped"
    finally:
        context.close()
    assert not page.hilltop_errors, page.hilltop_errors


def test_a_long_dictation_column_fills_its_row_and_no_more(voila_server, browser_page):
    page = browser_page
    column = grow_first_column(page, voila_server, cards=16, clicks=120)
    assert int(column.get_attribute("data-count")) >= 16
    seen = {}
    for width in (1280, 760, 360):
        resize(page, width)
        seen[width] = check_page(page, 28, f"{width} px wide")
        shot_to_look_at(page, f"fan-room-dictation-{width}")
    assert seen[1280]["column-0-0"] == seen[760]["column-0-0"] == "overlapped", seen
    assert seen[360]["column-0-0"] == "wrapped", seen
    assert "side by side" in seen[1280].values(), seen  # the short columns do not overlap at all
    assert not page.hilltop_errors, page.hilltop_errors
