"""A child plays a whole seeded game of King of the Hill against the easy computer, by clicks, in
standalone Voila and real Chromium, to the end screen.  The same clicks played on a table in this
process give the same game (the bot is seeded by the game), so the page's ending is checked.

At every attack, what the child needs next is in sight (1366x768, 768x1024 and 390x844 in turn):
the Attack! button on the Chromebook's first screen with nothing scrolled, and on a tablet or a
phone (where the hill stands above or beside a taller fight) in one screen together with the
hand it attacks from."""
import time

import pytest

from widgets.king_of_the_hill import KingOfTheHillTable

from test_king_of_the_hill_table import check_page_hides_secrets, click_step

pytestmark = pytest.mark.browser

SEED = 21
BOARD = ".hilltop-board"
BUTTON = BOARD + " .hb-buttons button:not([disabled])"

# The child's strategy, the same as click_step's: a button (Ready, Done, Attack!), else the first
# open stack, else the strongest card of the hand (or reserve in a tie-break), else the Joker.
NEXT_CLICK = """
() => {
  const board = document.querySelector('.hilltop-board');
  if (board.querySelector('.hb-banner')) return 'over';
  const buttons = [...board.querySelectorAll('.hb-buttons button:not([disabled])')];
  for (const word of ['Ready', 'Done', 'Attack!']) {
    const b = buttons.find(b => b.textContent.startsWith(word));
    if (b) return b.dataset.action;
  }
  const stack = board.querySelector('[data-zone^="stack-"] button.hb-card[data-action]');
  if (stack) return stack.dataset.action;
  const status = board.querySelector('.hb-status').textContent;
  if (/click cards of your|Tie-break|Attack with reserve/.test(status + board.textContent)) {
    for (const zone of ['hand', 'reserve']) {
      const cards = [...board.querySelectorAll(`[data-zone="${zone}"] button.hb-card[data-action]`)]
        .filter(c => !c.querySelector('svg[data-card="JK"]'));
      if (cards.length) return cards[cards.length - 1].dataset.action;
    }
  }
  const joker = buttons.find(b => b.textContent.startsWith('Play Joker'));
  return joker ? joker.dataset.action : null;
}
"""


SCREENS = [(1366, 768), (768, 1024), (390, 844)]
# Where the Attack! button is as the child sees it: on the first screen, or (``scrolled``) in one
# screen together with the hand.
ATTACK_SEEN = """(scrolled) => {
  const cells = document.querySelector('#rendered_cells');
  if (cells) cells.scrollTop = 0;
  const b = [...document.querySelectorAll('.hilltop-board .hb-buttons button')].find((b) => b.textContent.startsWith('Attack!'));
  if (!b) return null;
  const r = b.getBoundingClientRect();
  const hand = document.querySelector('.hilltop-board [data-zone="hand"]').getBoundingClientRect();
  const span = Math.max(hand.bottom, r.bottom) - Math.min(hand.top, r.top);
  return {inside: scrolled ? span <= innerHeight : r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth,
          at: [Math.round(r.left), Math.round(r.top), Math.round(r.right), Math.round(r.bottom)], span: Math.round(span)};
}"""


def kernel_game():
    """The same game played by the same clicks in this process."""
    table = KingOfTheHillTable(seed=SEED)
    clicks = 0
    while not table.game.over:
        click_step(table)
        clicks += 1
    return table, clicks


def test_a_whole_game_by_clicks_to_the_end_screen(voila_server, browser_page, screenshot):
    page = browser_page
    started = time.monotonic()
    page.goto(voila_server.url("king_of_the_hill") + f"?seed={SEED}", wait_until="domcontentloaded", timeout=60_000)
    page.locator(BUTTON).first.wait_for(timeout=60_000)
    ready_at = time.monotonic()
    assert page.locator('[data-zone="hand"] svg[data-card]').count() == 12
    assert page.locator('[data-zone^="stack-"] svg[data-card]').count() == 15
    clicks = attacks = 0
    while True:
        action = page.evaluate(NEXT_CLICK)
        if page.locator(f'{BOARD} .hb-buttons button:text-is("Attack!")').count():
            width, height = SCREENS[attacks % len(SCREENS)]
            attacks += 1
            page.set_viewport_size({"width": width, "height": height})
            seen = page.evaluate(ATTACK_SEEN, width < 1000)
            assert seen and seen["inside"], f"{width}x{height}: Attack! is out of sight: {seen}"
        if action == "over":
            break
        assert action, page.locator(BOARD).inner_text()
        before = page.locator(BOARD).inner_html()
        page.locator(f'{BOARD} [data-action="{action}"]').first.click()
        clicks += 1
        page.wait_for_function("h => document.querySelector('.hilltop-board').innerHTML !== h", arg=before,
                               timeout=15_000)
        assert not page.locator(".hb-error").count(), page.locator(".hb-error").inner_text()
        assert clicks < 200
    played = time.monotonic() - ready_at
    print(f"page ready in {ready_at - started:.1f} s; {clicks} clicks played the game in {played:.1f} s")
    table, kernel_clicks = kernel_game()
    banner = page.locator(".hb-banner").inner_text()
    assert banner == table.board.scene["banner"] and kernel_clicks == clicks
    assert page.locator(".hb-info").inner_text() == table.board.scene["info"]
    # nothing secret on the end screen either: the other's hand and reserve stay hidden
    html = page.content()
    for code in {c.code for c in table.game.hands[1] + table.game.reserves[1]} - {"JK"}:
        if code not in {c.code for c in table.game.dead}:
            assert f'data-card="{code}"' not in html, code
    check_page_hides_secrets(table)
    screenshot(page, "king_of_the_hill_end")
    assert not page.hilltop_errors, page.hilltop_errors
