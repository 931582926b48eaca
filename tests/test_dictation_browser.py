"""Dictation in standalone Voila and real Chromium: three players on the page, a long column, a
picked-up card; and the child's way of playing (used here to fill the table) made once on a table
and once straight through the engine gives the same game.  A whole game to the end banner, by keys
and clicks, is tests/test_keyboard_browser.py's."""
import pytest

import kit
from kit.bots import make_bot
from kit.games.dictation import FOUNDATION, Build, Place, Ready
from widgets.dictation import DictationTable

pytestmark = pytest.mark.browser

SEED = 2  # the computer finishes 2 foundations, the child builds 14 cards
BOARD = ".hilltop-board"

# The child's way of playing (the same as next_click below): pick up the called card; put it on a
# foundation if one glows, else on the first glowing column; then build from the first column that
# can; then press Ready.
NEXT_CLICK = """
() => {
  const board = document.querySelector('.hilltop-board');
  if (board.querySelector('.hb-banner')) return 'over';
  const pick = [
    '[data-zone="called"] button.hb-card[data-action]:not(.hb-selected)',
    '[data-zone="foundations-0"][data-action]',
    '[data-zone^="column-0-"][data-action]',
    '[data-zone^="column-0-"] button.hb-card[data-action]',
  ];
  for (const sel of pick) {
    const found = board.querySelector(sel);
    if (found) return found.dataset.action;
  }
  const ready = [...board.querySelectorAll('.hb-buttons button:not([disabled])')]
    .find(b => b.textContent.startsWith('Ready'));
  return ready ? ready.dataset.action : null;
}
"""


def next_click(table):
    """The same choice as NEXT_CLICK, read from the table's scene in this process."""
    s = table.board.scene
    if s["banner"]:
        return "over"
    zones = {z["id"]: z for row in s["rows"] for z in row}
    me = [z for zid, z in zones.items() if zid.startswith("column-0-")]
    called = zones["called"]["cards"]
    if called and called[0].get("action") and not called[0].get("selected"):
        return called[0]["action"]
    for z in [zones["foundations-0"]] + me:
        if z.get("action"):
            return z["action"]
    for z in me:
        for c in z["cards"]:
            if c.get("action"):
                return c["action"]
    return next((b["id"] for b in s["buttons"] if b["enabled"] and b["label"] == "Ready"), None)


def kernel_table():
    table = DictationTable(players=2, seed=SEED, level="hard")
    clicks = 0
    while (action := next_click(table)) != "over":
        table.clicked(action)
        clicks += 1
    return table, clicks


def engine_game():
    """The same choices as moves of the game itself, with no table at all."""
    g = kit.new_game("dictation", players=2, seed=SEED)
    bot = make_bot("dictation", "hard", seed=SEED, seat=1)
    while not g.over:
        for p in g.to_act:
            legal = g.legal_moves(p)
            if p == 1:
                move = bot.choose(g.view(1), legal)
            elif Place(FOUNDATION) in legal:
                move = Place(FOUNDATION)
            elif Place(0) in legal:
                move = Place(0)
            else:
                move = next((m for m in legal if isinstance(m, Build)), Ready())
            g.play(p, move)
    return g


def test_the_childs_way_on_a_table_is_the_engines_game():
    """The child's way of playing (NEXT_CLICK, the page's, and next_click, the table's) made as
    moves of the engine itself gives the same game as made by clicks on a table.  (The whole game in
    a browser, played by keys and clicks with the page's ending checked against a table in this
    process, is tests/test_keyboard_browser.py's, with Dictation's own checks.)"""
    table, clicks = kernel_table()
    assert table.game.over and clicks < 400
    g = engine_game()
    assert g.digest() == table.game.digest()
    assert table.board.scene["info"] == " · ".join(f"{n}: {g.scores[p]} complete, {g.built(p)} built"
                                                   for p, n in enumerate(["You", "Computer"]))


def test_three_players_on_the_page_the_others_are_small(voila_server, browser_page, screenshot):
    page = browser_page
    page.goto(voila_server.url("dictation") + f"?seed={SEED}", wait_until="domcontentloaded", timeout=60_000)
    page.locator(f'{BOARD} [data-zone="called"] button.hb-card').wait_for(timeout=60_000)
    page.get_by_role("radio", name="2 computers").or_(page.get_by_role("button", name="2 computers")).first.click()
    page.get_by_role("button", name="Deal a new game").click()
    page.locator(f'{BOARD} [data-zone="foundations-2"]').wait_for(timeout=30_000)
    for _ in range(30):  # ten calls or so, so that everyone has cards down
        before = page.locator(BOARD).inner_html()
        page.locator(f'{BOARD} [data-action="{page.evaluate(NEXT_CLICK)}"]').first.dispatch_event("click")
        page.wait_for_function("h => document.querySelector('.hilltop-board').innerHTML !== h", arg=before,
                               timeout=15_000)
    path = screenshot(page, "dictation_three_players")
    assert page.locator(f'{BOARD} [data-zone^="column-0-"]').count() == 4
    assert page.locator(f'{BOARD} [data-zone^="column-1-"], {BOARD} [data-zone^="column-2-"]').count() == 0
    small = page.locator(f'{BOARD} [data-zone="columns-1"] svg[data-card], '
                         f'{BOARD} [data-zone="columns-2"] svg[data-card]')
    assert small.count() >= 2
    assert set(small.evaluate_all("cs => cs.map(c => c.getBoundingClientRect().width)")) == {44}
    mine = page.locator(f'{BOARD} [data-zone^="column-0-"] svg[data-card]').first
    assert mine.evaluate("c => c.getBoundingClientRect().width") > 80
    assert not page.hilltop_errors, page.hilltop_errors
    print(f"\nthree players: screenshot in {path}")


# -- the table's layout on the page ---------------------------------------------------------------
# Always the first column: a child who never builds piles the called cards into one long column.
INTO_FIRST_COLUMN = """
() => {
  const board = document.querySelector('.hilltop-board');
  for (const sel of ['[data-zone="called"] button.hb-card[data-action]:not(.hb-selected)',
                     '[data-zone="foundations-0"][data-action]', '[data-zone="column-0-0"][data-action]']) {
    const found = board.querySelector(sel);
    if (found) return found.dataset.action;
  }
  const ready = [...board.querySelectorAll('.hb-buttons button:not([disabled])')]
    .find(b => b.textContent.startsWith('Ready'));
  return ready ? ready.dataset.action : null;
}
"""
# Where the cards of a zone are, and which card is under the centre of the last one.
FAN_BOXES = """
(zone) => {
  const box = (e) => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
  const z = document.querySelector(`.hilltop-board [data-zone="${zone}"]`);
  const cards = [...z.querySelectorAll('.hb-cards > .hb-card')];
  const top = cards[cards.length - 1].getBoundingClientRect();
  const hit = document.elementFromPoint((top.left + top.right) / 2, (top.top + top.bottom) / 2);
  return {board: box(document.querySelector('.hilltop-board')), zone: box(z), cards: cards.map(box),
          top_hit: Boolean(hit && hit.closest('.hb-card') === cards[cards.length - 1])};
}
"""


def click(page, action):
    assert action, page.locator(BOARD).inner_text()
    before = page.locator(BOARD).inner_html()
    page.locator(f'{BOARD} [data-action="{action}"]').first.dispatch_event("click")
    page.wait_for_function("h => document.querySelector('.hilltop-board').innerHTML !== h", arg=before,
                           timeout=15_000)


def grow_first_column(page, server, cards: int, clicks: int):
    """Open Dictation (seed ``SEED``) and put the called cards into the first column until it holds
    ``cards`` (at most ``clicks`` clicks); returns the column's locator."""
    page.goto(server.url("dictation") + f"?seed={SEED}", wait_until="domcontentloaded", timeout=60_000)
    page.locator(f'{BOARD} [data-zone="called"] button.hb-card').wait_for(timeout=60_000)
    column = page.locator(f'{BOARD} [data-zone="column-0-0"]')
    for _ in range(clicks):
        if int(column.get_attribute("data-count")) >= cards:
            break
        click(page, page.evaluate(INTO_FIRST_COLUMN))
    return column


def inside(box, frame):
    return frame[0] <= box[0] and box[2] <= frame[2] and frame[1] <= box[1] and box[3] <= frame[3]


def test_a_long_column_stays_on_the_board(voila_server, browser_page, screenshot):
    """30 cards in one column: the fan overlaps them so that all of them stay on the board, each
    with a strip of itself in sight (wrapping onto more lines if need be), the top card whole and
    clickable; short fans that fit do not overlap at all."""
    page = browser_page
    column = grow_first_column(page, voila_server, cards=30, clicks=200)
    assert column.locator(".hb-card").count() == 30
    for width in (1280, 760):   # a laptop, then a narrow window: the fan fits again
        page.set_viewport_size({"width": width, "height": 900})
        page.wait_for_function("w => window.innerWidth === w", arg=width)  # (reading boxes lays the page out)
        path = screenshot(page, f"dictation_long_column_{width}")
        at = page.evaluate(FAN_BOXES, "column-0-0")
        assert at["zone"][2] - at["zone"][0] < width
        outside = [k for k, card in enumerate(at["cards"]) if not inside(card, at["board"])]
        assert not outside, f"cards {outside} of 30 lie off the board (see {path})"
        assert all(inside(card, at["zone"]) for card in at["cards"]), path
        top = at["cards"][-1]
        # whole: as wide as a card that nothing overlaps (the computer's short column's first card;
        # cards are drawn a little smaller on a screen as narrow as a tablet's)
        whole = page.locator(f'{BOARD} [data-zone^="column-1-"] .hb-cards > .hb-card').first.bounding_box()
        assert whole is not None and top[2] - top[0] == pytest.approx(whole["width"], abs=1)
        assert whole["width"] == pytest.approx(84 if width > 900 else 84 * 0.85, abs=1)
        assert at["top_hit"], f"the top card is covered at its centre (see {path})"
        # every covered card keeps a strip of 28 px (a mouse) uncovered: the fan wraps if need be
        same_line = [(a, b) for a, b in zip(at["cards"], at["cards"][1:]) if abs(a[1] - b[1]) < 1]
        assert same_line and all(b[0] - a[0] >= 28 - 0.5 for a, b in same_line), path
    # the computer's columns are short: they fit, so their cards lie side by side, not overlapping
    short = page.locator(f'{BOARD} [data-zone^="column-1-"] .hb-cards > .hb-card + .hb-card')
    assert short.count() >= 3
    assert all(float(m[:-2]) >= 0 for m in short.evaluate_all("cs => cs.map(c => getComputedStyle(c).marginLeft)"))
    assert not page.hilltop_errors, page.hilltop_errors


def test_the_picked_up_card_leaves_its_label_readable(voila_server, browser_page, screenshot):
    page = browser_page
    page.goto(voila_server.url("dictation") + f"?seed={SEED}", wait_until="domcontentloaded", timeout=60_000)
    called = page.locator(f'{BOARD} [data-zone="called"] button.hb-card')
    called.click()
    page.locator(f'{BOARD} [data-zone="called"] button.hb-card.hb-selected').wait_for()
    path = screenshot(page, "dictation_card_picked_up")
    label = page.locator(f'{BOARD} [data-zone="called"] .hb-label').bounding_box()
    card = page.locator(f'{BOARD} [data-zone="called"] button.hb-card').bounding_box()
    ring = 4   # the picked-up card's blue ring, drawn outside its box
    assert label["y"] + label["height"] <= card["y"] - ring, f"the card covers 'Called card' (see {path})"
    assert not page.hilltop_errors, page.hilltop_errors
