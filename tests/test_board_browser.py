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


def tab_to(page, pattern, limit=120, press_key="Tab"):
    """Press Tab (or ``press_key``: Shift+Tab) until something whose key matches ``pattern`` has the
    focus; returns its key."""
    for _ in range(limit):
        page.keyboard.press(press_key)
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
    """The key of the first card or place on the board the child can play now (Tab order), else of
    the first button."""
    return page.evaluate("""() => {
      const b = document.querySelector('.hilltop-board');
      const all = [...b.querySelectorAll('[data-key]')].filter(n => n.tabIndex >= 0 && !n.disabled &&
        n.matches('button.hb-zone-hit, button.hb-card[data-roving], button.hb-button'));
      const n = all.find(n => !n.matches('button.hb-button')) || all[0];
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
    flip = page.locator(f'{BOARD} [data-key="button:Flip"]')
    places = [flip.bounding_box()]
    flips = 0
    while not page.locator(f"{BOARD} .hb-banner").count():
        press(page, "Enter")
        flips += 1
        assert flips <= 34
        if not page.locator(f"{BOARD} .hb-banner").count():
            assert focus(page) == "button:Flip"
            places.append(flip.bounding_box())
    # the Flip button holds still under the child's finger (it moved about 22 px between flips)
    ys = [round(box["y"]) for box in places]
    xs = [round(box["x"]) for box in places]
    assert max(ys) - min(ys) <= 1 and max(xs) - min(xs) <= 1, (ys, xs)
    assert focus(page) == "ask:table"  # nothing left to do but ask what is on the table
    table = WarTable(seed=seed)
    while not table.game.over:
        table.clicked(table.board.scene["buttons"][0]["id"])
    assert flips == 34 and page.locator(f"{BOARD} .hb-banner").inner_text() == table.board.scene["banner"]
    assert not page.hilltop_errors, page.hilltop_errors


def roving(page, zone):
    """Keys of the cards of ``zone`` that take part in its Tab stop, in order."""
    return page.eval_on_selector_all(f'{BOARD} [data-zone="{zone}"] button.hb-card[data-roving]',
                                     "els => els.map(e => e.dataset.key)")


def test_one_turn_of_king_of_the_hill_with_the_keyboard(voila_server, browser_page):
    page = browser_page
    open_board(page, voila_server, "king_of_the_hill", KOTH_SEED)
    hand = roving(page, "hand")
    assert tab_to(page, r"hand/.*") == hand[0]  # the hand is one Tab stop, starting at its first card
    page.keyboard.press("ArrowRight")
    assert focus(page) == hand[1]
    assert page.evaluate("document.activeElement.getAttribute('aria-label')") == "Put 2 of Spades into your reserve"
    press(page, "Enter")  # into the reserve: the focus moves on to its neighbour in the hand
    assert focus(page) == hand[2] and roving(page, "hand") == [hand[0]] + hand[2:]
    assert roving(page, "reserve") == ["reserve/2S"]
    # Ready and Attack! stand under the attack boxes, above the hand: back from the hand to them
    tab_to(page, r"button:ready", press_key="Shift+Tab")
    press(page, "Enter")  # ready: the child chooses a stack; the Ready button is gone
    assert focus(page) == first_stop(page) == "stack-4.0"
    assert "choose" in live_text(page)
    press(page, "Enter")  # the stack is chosen: now an attack, from the hand (not "give up", above it)
    assert focus(page) == first_stop(page) and focus(page).startswith("hand/")
    page.keyboard.press("End")
    last = focus(page)
    assert last == roving(page, "hand")[-1]
    press(page, "Enter")  # picked for the attack: the focus stays on that card
    assert focus(page) == last
    assert page.evaluate("document.activeElement.getAttribute('aria-pressed')") == "true"
    tab_to(page, r"button:attack", press_key="Shift+Tab")
    press(page, "Enter")  # the attack is made; the fight is decided
    assert focus(page) == first_stop(page)
    assert not page.hilltop_errors, page.hilltop_errors


def test_one_turn_of_go_fish_with_the_keyboard(voila_server, browser_page):
    page = browser_page
    open_board(page, voila_server, "go_fish", 5)
    assert tab_to(page, r"seat-\d") == "seat-1"
    assert page.evaluate("document.activeElement.getAttribute('aria-label')") == "Choose Computer 1 to ask"
    press(page, "Space")  # Computer 1 is picked: the focus stays on that player
    assert focus(page) == "seat-1"
    ask = tab_to(page, r"rank-.*")
    said = page.evaluate("document.activeElement.getAttribute('aria-label')")
    assert re.fullmatch(r"Ask for \w+ from Computer 1", said), said
    press(page, "Enter")  # the question is asked and answered; the computers take their turns
    assert focus(page) == (ask if page.locator(f'{BOARD} [data-key="{ask}"][data-action]').count()
                           else first_stop(page))
    assert focus(page) is not None and live_text(page)
    assert not page.hilltop_errors, page.hilltop_errors


def test_one_turn_of_anthony_hills_game_with_the_keyboard(voila_server, browser_page):
    page = browser_page
    open_board(page, voila_server, "anthony_hill", 5)
    hand = roving(page, "hand")
    assert tab_to(page, r"hand/.*") == hand[0] == "hand/8S"
    press(page, "Enter")  # a card that can't be played: the game says why; the focus stays
    assert focus(page) == "hand/8S"
    why = page.locator(f"{BOARD} .hb-error").inner_text()
    assert why and live_text(page) == why
    page.keyboard.press("ArrowRight")
    assert focus(page) == "hand/2H"
    assert page.evaluate("document.activeElement.getAttribute('aria-label')") == "Play the 2 of Hearts"
    press(page, "Enter")  # played: the focus moves on to the next card of the hand
    assert "2H" not in " ".join(roving(page, "hand"))
    assert focus(page) == roving(page, "hand")[1]
    assert not page.hilltop_errors, page.hilltop_errors


def test_one_turn_of_dictation_with_the_keyboard(voila_server, browser_page):
    page = browser_page
    open_board(page, voila_server, "dictation", 5)
    called = tab_to(page, r"called/.*")
    press(page, "Enter")  # picked up: the focus stays on the called card
    assert focus(page) == called
    assert page.evaluate("document.activeElement.getAttribute('aria-pressed')") == "true"
    tab_to(page, r"column-0-0")
    assert page.evaluate("document.activeElement.getAttribute('aria-label')") == "Put it on column 1"
    press(page, "Enter")  # placed; the column can't take another: the next thing to do has the focus
    assert zone_cards(page, "column-0-0")[-1] == called.split("/")[1]
    assert focus(page) == first_stop(page)
    tab_to(page, r"button:Ready")
    press(page, "Enter")  # the next card is called (Ready waits for it): the focus goes to it
    assert focus(page) == first_stop(page) and focus(page).startswith("called/") and focus(page) != called
    assert page.locator(f'{BOARD} [data-zone="called"] svg[data-card]').count() == 1
    assert not page.hilltop_errors, page.hilltop_errors
