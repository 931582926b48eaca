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
(pressed with the keyboard), the scene after six moves, and the game over."""
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
                zone: n.matches('button.hb-card') ? n.closest('.hb-zone').dataset.key : null}));
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
ASK = f"{BOARD} .hb-ask"  # "What's on the table?": the table in words, under the button


def focus(page) -> str:
    return page.evaluate(FOCUS)


def check_focus_seen(page, when: str) -> None:
    seen = page.evaluate(FOCUS_SEEN)
    assert seen["ring"], f"{when}: the focus on {seen['what']} is not visible (no outline, no shadow)"
    assert seen["onTop"], f"{when}: the focused {seen['what']} is hidden under {seen['over']}"


def tab_to(page, stop: dict, limit: int = 150) -> None:
    """Bring the focus to ``stop`` with the keyboard: Tab to it (or to its zone's Tab stop), then
    the arrow keys along the zone's cards."""
    want, zone = stop["key"], stop["zone"]
    cards = [s["key"] for s in page.evaluate(STOPS) if zone and s["zone"] == zone]
    for _ in range(limit):
        here = focus(page)
        if here == want:
            return
        if zone and here in cards:
            page.keyboard.press("ArrowRight" if cards.index(want) > cards.index(here) else "ArrowLeft")
            continue
        page.keyboard.press("Tab")
    raise AssertionError(f"the keyboard never reached {want!r} (the focus is on {focus(page)!r})")


def press(page, key: str) -> None:
    """Press ``key`` on the focused thing and wait until the board shows the kernel's answer."""
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


@pytest.mark.parametrize("game", sorted(kit.GAMES))
def test_the_keyboard_plays_a_whole_game(game, voila_server, browser_page, axe_script):
    page = browser_page
    page.set_viewport_size(VIEWPORT)
    address = ADDRESSES.get(game, "seed=1")
    seed = int(re.search(r"seed=(\d+)", address).group(1))
    page.goto(voila_server.url(game) + "?" + address, wait_until="domcontentloaded", timeout=90_000)
    page.locator(f"{BOARD} .hb-status").wait_for(timeout=90_000)
    audit = Audit(page, axe_script, game)
    try:
        play_by_keyboard(page, game, seed, audit)
    finally:
        audit.save()
    problems = audit.report()
    assert not problems, f"{game} breaks axe's rules:\n{problems}"
    assert not page.hilltop_errors, page.hilltop_errors


def play_by_keyboard(page, game: str, seed: int, audit: Audit) -> None:
    audit.check("first screen")
    if issubclass(kit.GAMES[game], RaceGame):
        no_clock(page)
    rng = random.Random(seed)
    stops = page.evaluate(STOPS)
    assert stops, "the game's first scene offers the keyboard nothing"
    tab_to(page, stops[0])
    check_focus_seen(page, "the first Tab stop")
    no_trap(page)
    before: set = set()
    moves = 0
    while not page.evaluate(OVER):
        stops = page.evaluate(STOPS)
        assert stops, f"move {moves}: the game is not over but the keyboard can do nothing"
        new = [s for s in stops if s["key"] not in before] or stops
        before = {s["key"] for s in stops}
        stop = rng.choice(sorted(new, key=lambda s: s["key"]))
        tab_to(page, stop)
        check_focus_seen(page, f"move {moves} ({stop['key']})")
        press(page, "Enter" if moves % 2 == 0 else " ")
        moves += 1
        where = focus(page)
        assert where not in ("body", "page"), f"move {moves}: the focus fell off the board to the {where}"
        if not page.evaluate(OVER) and page.evaluate(STOPS):
            assert where not in ("board", "?"), f"move {moves}: the focus is on the board, not on a thing to do"
            check_focus_seen(page, f"after move {moves}")
            if moves == 1:
                read_the_table_out(page)
                audit.check("after the first move, the table read out")
            elif moves == 6:
                audit.check("after six moves")
        assert moves <= MOVES, f"{game} did not end in {MOVES} moves"
    assert focus(page) not in ("body", "page"), "the end of the game dropped the focus"
    assert not page.evaluate(STOPS), f"the game is over but the board still offers {page.evaluate(STOPS)}"
    if focus(page) != "board":
        check_focus_seen(page, "the end of the game")
    assert not page.locator(f"{BOARD} .hb-error").count(), page.locator(f"{BOARD} .hb-error").inner_text()
    audit.check(f"game over (after {moves} moves)")


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
