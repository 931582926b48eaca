"""Every game played from the deal to its end with the keyboard alone (Tab, the arrow keys, Enter
and Space), in real Chromium against its own dashboard, as a child who cannot use a mouse plays it.

At every move: the focus is on something the child can see is focused (a ring: an outline), nothing covers it (WCAG 2.4.11: the point at its centre belongs to it), and after the
board redraws the focus is still on the board, never dropped to the page.  Before the first move,
Tab walks out of the board, round the page and back in: no keyboard trap.

The moves are chosen at random (seeded) among what the board offers, preferring what the last move
brought (a picked-up card's places to go), so every kind of scene a game has is met on the way; the
choice of seed below only keeps a game short.  A game registered without a seed here is played
with seed 1.

On the way, axe-core audits the scenes (tests/axe_audit.py, WCAG 2.0 to 2.2 A and AA, with
``target-size``): the first screen (a race's on the wall clock, before the pace without a clock is
chosen), the scene after the first move with the table read out by "What's on the table?"
(pressed with the keyboard), the scene after six moves, and the game over.

Five games (Dictation, Go Fish, King of the Hill, Anthony Hill's game, Anarchy) are played here by
keys and clicks in turn, a child who uses both (``Along`` below): the same random walk, every other
move a click (a button with the mouse, a card by its click event; a zone is always the keyboard's), the
focus still on the board after each, the ring and what covers it checked on the keyboard's moves, and what
each game's own whole game by clicks used to check, on this one game instead of a second."""
from __future__ import annotations

import os
import random
import re

import pytest

import kit
from axe_audit import Audit, axe_script  # noqa: F401  (axe_script: a fixture, used by name)
from kit.games.race import RaceGame

pytestmark = pytest.mark.browser

BOARD = ".hilltop-board"
# Short games of the dashboards: a deal (``seed``), and for the long ones a cap (``turns``, or a
# race's ``seconds`` on its own clock), found by playing the same choices in Python.
ADDRESSES = {"anarchy": "seed=19", "anthony_hill": "seed=16", "authors": "seed=10",
             "conjugal_patience": "seed=2&turns=20", "dictation": "seed=8", "go_fish": "seed=8",
             "grabbage": "seed=2&seconds=10", "king_of_the_hill": "seed=2", "pirate": "seed=4&seconds=10",
             "progressive_patience": "seed=3&turns=20", "spit": "seed=10", "war": "seed=20"}
# a school Chromebook's screen; HILLTOP_KEYS_WIDTH=390 HILLTOP_KEYS_HEIGHT=844 plays on a phone's
VIEWPORT = {"width": int(os.environ.get("HILLTOP_KEYS_WIDTH", 1366)),
            "height": int(os.environ.get("HILLTOP_KEYS_HEIGHT", 768))}
MOVES = 1200  # a game longer than this is a game the keyboard cannot finish

# What the child can do on the board now: every Tab stop and every card the arrow keys reach.
STOPS = """() => {
  const b = document.querySelector('.hilltop-board');
  return [...b.querySelectorAll('[data-key]')]
    .filter(n => n.matches('button.hb-zone-hit, button.hb-card[data-roving], button.hb-button[data-action]')
                 && !n.disabled)
    .map(n => ({key: n.dataset.key,
                zone: n.matches('button.hb-card') ? n.closest('.hb-zone').dataset.key : null,
                hit: n.matches('button.hb-zone-hit')}));
}"""
# Where the focus is: the key of a thing on the board, "board", "body", or "page" (elsewhere).
FOCUS = """() => {
  const a = document.activeElement, b = document.querySelector('.hilltop-board');
  if (!a || a === document.body || a === document.documentElement) return 'body';
  if (a === b) return 'board';
  if (b.contains(a)) return a.dataset.key || '?';
  return 'page';
}"""
# How the focused thing looks and whether it is on top where it stands.
FOCUS_SEEN = """() => {
  const a = document.activeElement;
  if (!a || a === document.body) return {ring: false, onTop: false, what: 'body'};
  const s = getComputedStyle(a);
  // (a clickable card or a glowing zone wears a shadow all the time: the focus ring is the outline)
  const ring = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2;
  a.scrollIntoView({block: 'nearest', inline: 'nearest'});
  const r = a.getBoundingClientRect();
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  // (a zone's button lies under the zone's own words and cards, which are not in its way)
  const onTop = !!hit && (hit === a || a.contains(hit) || (a.matches('.hb-zone-hit') && a.parentElement.contains(hit)));
  return {ring, onTop, what: a.dataset.key || a.outerHTML.slice(0, 120),
          over: hit ? (hit.closest('[data-key]') || hit).outerHTML.slice(0, 160) : null};
}"""
GENERATION = "() => Number(document.querySelector('.hilltop-board').dataset.generation)"
OVER = "() => !!document.querySelector('.hilltop-board .hb-banner')"
ASK = f"{BOARD} .hb-ask"
# All a move's checks read from the page, in one call: whether the game is over, what the board
# offers, where the focus is, the error shown, the scene's generation and its status line.
STATE = f"""() => ({{over: ({OVER})(), stops: ({STOPS})(), focus: ({FOCUS})(), generation: ({GENERATION})(),
  error: (document.querySelector('{BOARD} .hb-error') || {{}}).innerText || '',
  status: document.querySelector('{BOARD} .hb-status').innerText}})"""  # "What's on the table?": the table in words, under the button


def focus(page) -> str:
    return page.evaluate(FOCUS)


def check_focus_seen(page, when: str) -> None:
    seen = page.evaluate(FOCUS_SEEN)
    assert seen["ring"], f"{when}: the focus on {seen['what']} is not visible (no outline, no shadow)"
    assert seen["onTop"], f"{when}: the focused {seen['what']} is hidden under {seen['over']}"


def tab_to(page, stop: dict, limit: int = 150) -> int:
    """Bring the focus to ``stop`` with the keyboard: Tab to it (or to its zone's Tab stop), then
    the arrow keys along the zone's cards; the number of keys pressed."""
    want, zone = stop["key"], stop["zone"]
    cards = [s["key"] for s in page.evaluate(STOPS) if zone and s["zone"] == zone]
    for pressed in range(limit):
        here = focus(page)
        if here == want:
            return pressed
        if zone and here in cards:
            page.keyboard.press("ArrowRight" if cards.index(want) > cards.index(here) else "ArrowLeft")
            continue
        page.keyboard.press("Tab")
    raise AssertionError(f"the keyboard never reached {want!r} (the focus is on {focus(page)!r})")


def press(page, key: str, before: int | None = None) -> None:
    """Press ``key`` on the focused thing and wait until the board shows the kernel's answer to
    the scene ``before`` (the generation on the board now, unless given)."""
    if before is None:
        before = page.evaluate(GENERATION)
    page.keyboard.press(key)
    page.wait_for_function(f"g => ({GENERATION})() > g", arg=before, timeout=30_000)


# What clips the focus ring of the focused control (its outline, beyond its offset): a box around
# it that hides what overflows it, too small for the ring ("" when the whole ring shows).
RING_CLIPPED = """() => {
  const a = document.activeElement;
  if (!a || a === document.body) return '';
  const s = getComputedStyle(a);
  if (s.outlineStyle === 'none') return '';
  const ring = parseFloat(s.outlineWidth) + Math.max(0, parseFloat(s.outlineOffset));
  const r = a.getBoundingClientRect();
  for (let e = a.parentElement; e && e !== document.body; e = e.parentElement) {
    const o = getComputedStyle(e);
    if (o.overflowX === 'visible' && o.overflowY === 'visible') continue;
    const c = e.getBoundingClientRect();
    const inside = (o.overflowX === 'visible' || (r.left - ring >= c.left - 0.5 && r.right + ring <= c.right + 0.5))
      && (o.overflowY === 'visible' || (r.top - ring >= c.top - 0.5 && r.bottom + ring <= c.bottom + 0.5));
    if (!inside) return `the ring of "${(a.textContent || a.getAttribute('aria-label') || a.tagName).trim()}" ` +
      `is cut by <${e.tagName.toLowerCase()} class="${e.className}">`;
  }
  return '';
}"""


def no_trap(page) -> None:
    """From a stop on the board, Tab leaves the board, goes round the page and comes back; on the
    way, no control's focus ring is cut by the box around it ("2 players", "Deal a new game")."""
    left = False
    clipped: list[str] = []
    for _ in range(200):
        page.keyboard.press("Tab")
        where = focus(page)
        if where == "page":
            cut = page.evaluate(RING_CLIPPED)
            if cut and cut not in clipped:
                clipped.append(cut)
        if where in ("page", "body"):
            left = True
        elif left:
            assert not clipped, clipped
            return
    raise AssertionError("Tab never came back to the board: the focus is trapped outside it"
                         if left else "Tab never left the board: a keyboard trap")


def choose_stop_by_keyboard(page, label: str, option: str) -> None:
    """Pick ``option`` in the page's drop-down named ``label`` with Tab and the arrow keys."""
    target = page.get_by_label(label)
    options = target.evaluate("s => [...s.options].map(o => o.textContent)")
    for _ in range(100):
        if page.evaluate("() => document.activeElement && document.activeElement.tagName") == "SELECT" and \
                target.evaluate("s => s === document.activeElement"):
            break
        page.keyboard.press("Tab")
    else:
        raise AssertionError(f"Tab never reached the {label!r} choice")
    names = [o.replace("\xa0", " ") for o in options]
    assert option in names, f"{label!r} offers no {option!r}: {names}"
    for _ in range(len(options)):
        at = target.evaluate("s => s.selectedIndex")
        if at == names.index(option):
            return
        page.keyboard.press("ArrowDown" if names.index(option) > at else "ArrowUp")
    raise AssertionError(f"the arrow keys never chose {option!r} in {label!r}: {options}")


def no_clock(page) -> None:
    """A race's dashboard starts on the wall clock: choose the pace with no clock and deal again,
    all by keyboard (so that the game is the same every time the test plays it)."""
    choose_stop_by_keyboard(page, "Pace:", "Step by step (no clock)")
    before = page.evaluate(GENERATION)
    for _ in range(30):
        page.keyboard.press("Tab")
        if page.evaluate("() => document.activeElement.textContent.trim()") == "New game":
            break
    else:
        raise AssertionError("Tab never reached the race's New game button")
    page.keyboard.press("Enter")
    page.wait_for_function(f"g => ({GENERATION})() > g", arg=before, timeout=30_000)


# The stop a move chose, found again (to click it instead of pressing it).
STOP_AT = """(key) => [...document.querySelectorAll('.hilltop-board [data-key]')]
  .find(n => n.dataset.key === key
        && n.matches('button.hb-zone-hit, button.hb-card[data-roving], button.hb-button[data-action]'))"""
# What a move sends the kernel: the action of the thing pressed or clicked (a zone's button: its zone's)
ACTION_OF = f"""(key) => {{ const n = ({STOP_AT})(key); const a = n && n.closest('[data-action]');
  return a ? a.dataset.action : null; }}"""
ERROR = f"() => {{ const e = document.querySelector('{BOARD} .hb-error'); return e ? e.innerText : ''; }}"


@pytest.mark.parametrize("game", sorted(kit.GAMES))
def test_the_keyboard_plays_a_whole_game(game, voila_server, browser_page, axe_script, screenshot):
    page = browser_page
    page.set_viewport_size(VIEWPORT)
    address = ADDRESSES.get(game, "seed=1")
    seed = int(re.search(r"seed=(\d+)", address).group(1))
    page.goto(voila_server.url(game) + "?" + address, wait_until="domcontentloaded", timeout=90_000)
    page.locator(f"{BOARD} .hb-status").wait_for(timeout=90_000)
    audit = Audit(page, axe_script, game)
    along = ALONG.get(game, Along)(page, seed)
    try:
        play_by_keyboard(page, game, seed, audit, along)
    finally:
        audit.save()
    problems = audit.report()
    assert not problems, f"{game} breaks axe's rules:\n{problems}"
    along.end(screenshot)
    assert not page.hilltop_errors, page.hilltop_errors


def click_stop(page, stop: dict, before: int) -> None:
    """Click the thing ``stop`` names and wait until the board shows the kernel's answer: a button
    with the mouse (where it is on top), a card by its own click event (fanned cards overlap, and a
    card under the mouse lifts).  ``before``: the generation on the board now."""
    handle = page.evaluate_handle(STOP_AT, stop["key"]).as_element()
    assert handle is not None, f"the board no longer offers {stop['key']!r}"
    if stop["zone"]:
        handle.dispatch_event("click")
    else:
        handle.click()
    page.wait_for_function(f"g => ({GENERATION})() > g", arg=before, timeout=30_000)


def play_by_keyboard(page, game: str, seed: int, audit: Audit, along: "Along") -> None:
    """The whole game: by the keyboard alone, or (a game with a whole game of its own by clicks
    before, ``Along.clicks``) with every other move clicked instead, and ``along``'s checks of
    what the child sees on the way."""
    audit.check("first screen")
    if issubclass(kit.GAMES[game], RaceGame):
        no_clock(page)
    along.start()
    rng = random.Random(seed)
    stops = page.evaluate(STOPS)
    assert stops, "the game's first scene offers the keyboard nothing"
    tab_to(page, stops[0])
    check_focus_seen(page, "the first Tab stop")
    no_trap(page)
    before: set = set()
    moves = 0
    clicked = False
    state = page.evaluate(STATE)
    while not state["over"]:
        stops = state["stops"]
        assert stops, f"move {moves}: the game is not over but the keyboard can do nothing"
        new = [s for s in stops if s["key"] not in before] or stops
        before = {s["key"] for s in stops}
        stop = rng.choice(sorted(new, key=lambda s: s["key"]))
        along.before_move(stop)
        along.actions.append(page.evaluate(ACTION_OF, stop["key"]))
        # (a zone is always the keyboard's: a click on a zone's cloth leaves the focus where it
        # fell, off the board, and the next move would Tab the whole page round to come back)
        last_clicked, clicked = clicked, along.clicks and moves % 2 == 1 and not stop["hit"]
        if clicked:
            click_stop(page, stop, state["generation"])
            along.clicked += 1
        else:
            keys = tab_to(page, stop)
            # (after a click, the thing the board put the focus on is not lifted and wears no ring:
            # the browser shows them once a key moves the focus)
            if keys or not last_clicked:
                check_focus_seen(page, f"move {moves} ({stop['key']})")
            press(page, "Enter" if moves // (2 if along.clicks else 1) % 2 == 0 else " ", state["generation"])
        moves += 1
        state = page.evaluate(STATE)
        if along.no_errors:
            assert not state["error"], f"move {moves}: {state['error']}"
        along.seen.append([state["generation"], state["status"]])
        along.after_move(stop)
        going = not state["over"] and state["stops"]
        where = state["focus"]
        assert where not in ("body", "page"), f"move {moves}: the focus fell off the board to the {where}"
        if going:
            assert where not in ("board", "?"), f"move {moves}: the focus is on the board, not on a thing to do"
            if not clicked:  # (after a click the browser shows no ring, rightly, and lifts no card)
                check_focus_seen(page, f"after move {moves}")
        if going and moves == 1:
            read_the_table_out(page)
            audit.check("after the first move, the table read out")
        elif going and moves == 6:
            audit.check("after six moves")
        assert moves <= MOVES, f"{game} did not end in {MOVES} moves"
    assert not page.evaluate(STOPS), f"the game is over but the board still offers {page.evaluate(STOPS)}"
    assert focus(page) not in ("body", "page"), "the end of the game dropped the focus"
    if focus(page) != "board" and not clicked:
        check_focus_seen(page, "the end of the game")
    assert not page.locator(f"{BOARD} .hb-error").count(), page.locator(f"{BOARD} .hb-error").inner_text()
    audit.check(f"game over (after {moves} moves)")
    assert along.clicked or not along.clicks, "no move of the game was a click"


def read_the_table_out(page) -> None:
    """Tab to "What's on the table?" and press Enter: the table in words appears under it (at once:
    the board has the words, no kernel is asked)."""
    for _ in range(150):
        if page.evaluate(f"() => document.activeElement === document.querySelector('{ASK}')"):
            break
        page.keyboard.press("Tab")
    else:
        raise AssertionError("Tab never reached the \"What's on the table?\" button")
    page.keyboard.press("Enter")
    page.locator(f"{BOARD} .hb-live-shown").wait_for(timeout=10_000)


# -- what a game's own whole game by clicks checked, checked on this one --------------------------
# Dictation, Go Fish, King of the Hill, Anthony Hill's game and Anarchy each had a second whole game
# in a browser, played by clicks; now this game is theirs too: every other move is a click (a real
# one on a button, the card's own click event on a fanned card), and what those tests saw on the
# way and at the end is checked here.  A game with a ``twin`` is played again in this process, on
# a table made as its dashboard makes it, by the same actions: the page's ending must be the
# table's (banner, info, the number of scenes), so the page shows exactly the kernel's game.
class Along:
    """No checks of a game's own: the keyboard alone."""
    clicks = False
    no_errors = False  # every move the walk makes is one the game allows (no "you can't" shown)

    def __init__(self, page, seed: int):
        self.page, self.seed = page, seed
        self.actions: list = []  # what each move sent the kernel (an action id of its scene)
        self.first_generation = 0
        self.seen: list = []  # the page after each move: [generation, status line]
        self.clicked = 0  # moves made by a click

    def twin(self):
        return None

    def start(self) -> None:
        self.first_generation = self.page.evaluate(GENERATION)

    def before_move(self, stop: dict) -> None:
        pass

    def after_move(self, stop: dict) -> None:
        pass

    def end(self, screenshot) -> None:
        pass

    def replayed(self):
        """The same game on a table in this process, by the page's actions (their ids renumbered
        from the page's first scene to the table's)."""
        table = self.twin()
        offset = self.first_generation - table.generation
        for n, action in enumerate(self.actions):
            assert action, f"move {n + 1} pressed something with no action"
            gen, _, k = action[1:].partition("-")
            mine = f"a{int(gen) - offset}-{k}"
            assert table.refusal(mine) == "", f"move {n + 1}: the table in this process does not offer {mine}"
            table.clicked(mine)
            assert [self.seen[n][0] - offset, self.seen[n][1]] == [table.generation, table.board.scene["status"]], \
                f"after move {n + 1} ({action}) the page shows another game than the table in this process"
        page = self.page
        assert page.locator(f"{BOARD} .hb-banner").inner_text() == table.board.scene["banner"]
        assert page.locator(f"{BOARD} .hb-info").inner_text() == table.board.scene["info"]
        return table


class DictationAlong(Along):
    clicks = no_errors = True

    def twin(self):
        from widgets.dictation import DictationTable
        return DictationTable(players=2, seed=self.seed, level="hard")

    def start(self) -> None:
        super().start()
        first = self.page.locator(f'{BOARD} [data-zone="called"] svg[data-card]').get_attribute("data-card")
        assert first == kit.new_game("dictation", seed=self.seed).calls[0].code

    def end(self, screenshot) -> None:
        page = self.page
        table = self.replayed()
        g = table.game
        assert page.locator(f"{BOARD} .hb-info").inner_text() == " · ".join(
            f"{n}: {g.scores[p]} complete, {g.built(p)} built" for p, n in enumerate(["You", "Computer"]))
        tops = [page.locator(f'{BOARD} [data-zone="foundations-{p}"] svg[data-card]').evaluate_all(
            "cards => cards.map(c => c.dataset.card)") for p in range(2)]
        assert tops == [[f[-1].code for f in g.foundations[p]] for p in range(2)]
        screenshot(page, "dictation_end")


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


class KingOfTheHillAlong(Along):
    """At every attack, what the child needs next is in sight (1366x768, 768x1024 and 390x844 in
    turn): the Attack! button on the Chromebook's first screen with nothing scrolled, and on a
    tablet or a phone (where the hill stands above or beside a taller fight) in one screen
    together with the hand it attacks from.  The end screen keeps the other's hand and reserve
    hidden."""
    clicks = no_errors = True
    SCREENS = [(1366, 768), (768, 1024), (390, 844)]

    def twin(self):
        from widgets.king_of_the_hill import KingOfTheHillTable
        return KingOfTheHillTable(seed=self.seed)

    def start(self) -> None:
        super().start()
        self.attacks = 0
        assert self.page.locator('[data-zone="hand"] svg[data-card]').count() == 12
        assert self.page.locator('[data-zone^="stack-"] svg[data-card]').count() == 15

    def attack_in_sight(self) -> None:
        page = self.page
        if not page.locator(f'{BOARD} .hb-buttons button:text-is("Attack!")').count():
            return
        width, height = self.SCREENS[self.attacks % len(self.SCREENS)]
        self.attacks += 1
        page.set_viewport_size({"width": width, "height": height})
        seen = page.evaluate(ATTACK_SEEN, width < 1000)
        page.set_viewport_size(VIEWPORT)
        assert seen and seen["inside"], f"{width}x{height}: Attack! is out of sight: {seen}"

    def before_move(self, stop: dict) -> None:
        self.attack_in_sight()

    def end(self, screenshot) -> None:
        from test_king_of_the_hill_table import check_page_hides_secrets
        self.attack_in_sight()
        table = self.replayed()
        html = self.page.content()
        dead = {c.code for c in table.game.dead}
        for code in {c.code for c in table.game.hands[1] + table.game.reserves[1]} - {"JK"} - dead:
            assert f'data-card="{code}"' not in html, code
        check_page_hides_secrets(table)
        assert self.attacks, "the game had no attack"
        screenshot(self.page, "king_of_the_hill_end")


# where the child's own last move is shown, and whether it is inside the window
# (at the board's head, and again above the log for a child who scrolled down to the buttons)
YOURS = """() => {
  const ys = [...document.querySelectorAll('.hilltop-board .hb-yours')];
  if (!ys.length) return null;
  const inside = ys.some((y) => { const r = y.getBoundingClientRect();
    return r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth; });
  return {text: ys[0].innerText, inside};
}"""


class GoFishAlong(Along):
    """What the page shows at the deal is the child's own hand, nothing else.  A rule of every
    table (widgets/table.py): the child's own last question and its answer stay readable inside
    the window (at the board's head, and again above the log), while the computers take their
    turns after it, until the child acts again; checked on a Chromebook's and an upright tablet's
    screen in turn."""
    clicks = True
    SCREENS = [(1366, 768), (768, 1024)]

    def twin(self):
        from widgets.go_fish import GoFishTable
        return GoFishTable(players=3, seed=self.seed)

    def start(self) -> None:
        super().start()
        page = self.page
        mine = {c.code for c in self.twin().game.hands[0]}
        shown = set(page.eval_on_selector_all(f"{BOARD} [data-card]", "els => els.map(e => e.dataset.card)"))
        assert shown - {"back"} == mine
        assert page.locator(f'{BOARD} [data-zone^="seat-"] [data-card="back"]').count() == 2
        assert page.evaluate(YOURS) is None  # nothing done yet: nothing of the child's own shown
        self.asks = 0
        self.asking = False

    def before_move(self, stop: dict) -> None:
        self.asking = not (stop["zone"] or stop["key"]).startswith("seat-")
        if self.asking:
            width, height = self.SCREENS[self.asks % len(self.SCREENS)]
            self.page.set_viewport_size({"width": width, "height": height})

    def after_move(self, stop: dict) -> None:
        if not self.asking:
            return
        self.asks += 1
        yours = self.page.evaluate(YOURS)
        size = self.page.viewport_size
        self.page.set_viewport_size(VIEWPORT)
        assert yours and "Do you have any" in yours["text"], yours
        assert yours["inside"], f"{size}: the child's own last move is out of sight: {yours}"

    def end(self, screenshot) -> None:
        page = self.page
        self.replayed()
        assert "win" in page.locator(f"{BOARD} .hb-banner").inner_text()
        assert "Sets:" in page.locator(f"{BOARD} .hb-info").inner_text()
        assert "Do you have any" in page.locator(f'{BOARD} [data-zone="talk"]').inner_text()
        assert self.asks, "the child never asked"


class SheddingAlong(Along):
    """Anthony Hill's game and Anarchy, against two computers: their hands face down; a winner at
    the end."""
    clicks = True

    def start(self) -> None:
        super().start()
        assert self.page.locator(f'{BOARD} [data-zone^="seat-"] [data-card="back"]').count() == 2

    def end(self, screenshot) -> None:
        banner = self.page.locator(f"{BOARD} .hb-banner").inner_text()
        assert "win" in banner, banner


ALONG = {"dictation": DictationAlong, "king_of_the_hill": KingOfTheHillAlong, "go_fish": GoFishAlong,
         "anthony_hill": SheddingAlong, "anarchy": SheddingAlong}
