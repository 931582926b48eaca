"""Every dashboard fits the screens a class has: a Chromebook (1366x768), a tablet held upright
(768x1024) and a phone (390x844); and a child who needs things bigger: the Chromebook's page
zoomed to 200% (683x384 CSS px: the text twice as large, WCAG 1.4.4) and a screen 320 CSS px
wide (WCAG 1.4.10, reflow).  Checked by geometry in real Chromium under standalone Voila:

* nothing is wider than the screen: the page never scrolls sideways, nor does any box inside it;
* no control's text is cut: a button, a toggle or a label whose text is wider than its box;
* no two controls overlap (buttons, toggles, labels, inputs; the cards of a fan overlap on
  purpose and are not controls here);
* on the Chromebook and the tablet, the child's own cards and what they must use next (HANDS:
  mostly everything they can click on the table when the game starts) are on the first screen,
  with nothing scrolled;
* a chart's words are inside its picture (War odds is run first);
* King of the Hill's hill keeps its pyramid shape (SHAPES);
* every card inside the screen's width, and no dim card (one that can't be played) in the gold frame
  of a playable one (CARDS); the score line of the games in SCORES on the first screen, not cut by
  its fold; a race waits for the child's Start (its clock at 0), with one Start on the page;
* with "reduce motion" asked for (prefers-reduced-motion), nothing on the page moves by itself:
  no CSS animation or transition runs, after a click on the table as well.

One browser page per dashboard is resized from one size to the next.  A screenshot of each
dashboard at each size lands in tests/artifacts/<dashboard>-<w>x<h>.png, for a person to look at
(on a developer's machine; not under CI=true).
A new dashboard is checked as soon as its notebook is in notebooks/dashboards; if it shows a card
table, say here which of its zones are the child's hand.

Every page but the arcade has a link back to the arcade on its first screen, over nothing else.
The server's log after the page's websocket opened carries no websocket ping notice.

The same page load checks first that the page works off the internet, as on a school's filtered
network (tests/offline_guard.py): one kernel start and one notebook run a dashboard for both.

Every page is loaded in the pseudo-language (``?lang=qps``, kit/words.py: each message accented,
bracketed and a third longer, so longer than English and than Spanish): the sizes above are
checked with the longest words, and the same load fails on any word a child reads that did not
come from the catalog (tests/catalog_check.py), at the first screen, after a click and after the
child's moves (issue 42).  The checks that need English words are where a page is loaded in English
(tests/test_keyboard_browser.py, tests/test_lesson_dashboards_browser.py); the Spanish pages' fit is
here with HILLTOP_TEST_LANG=es (the pages in Spanish instead; =en for English) and, in every run,
tests/test_axe_browser.py's pages at the three sizes."""
from __future__ import annotations

import os

import pytest

from catalog_check import NOT_YET_MOVED, english_left, not_from_the_catalog
from conftest import DASHBOARDS, shot_to_look_at
from kit.words import PSEUDO, _, pseudo, speaking
from offline_guard import OffTheInternet

pytestmark = pytest.mark.browser

DASHBOARD_NAMES = sorted(p.stem for p in DASHBOARDS.glob("*.ipynb"))
SCREENS = [(1366, 768), (768, 1024), (390, 844), (683, 384), (320, 568)]
FIRST_SCREEN_FROM = 768  # px wide: below this (a phone) the hand may be under the fold
SEED = 3
# The pages' language: the pseudo-language (its words the longest, and the catalog check on the
# same load), or HILLTOP_TEST_LANG (es, en) for a person to look at the pages in a real language
LANG = os.environ.get("HILLTOP_TEST_LANG", "") or PSEUDO


def told(message: str) -> str:
    """An English message of the catalog as the pages say it in LANG."""
    with speaking(LANG):
        return _(message)

# Everything the child can click on a card table right now (a card, a pile, a button).
CLICKS = ".hilltop-board [data-action]:not([disabled])"
# The child's own cards on each card table, and the control they must use next at the start.
HANDS = {
    "anarchy": ('[data-zone="hand"]', CLICKS),
    "anthony_hill": ('[data-zone="hand"]', CLICKS),
    "authors": ('[data-zone^="rank-"]', CLICKS),
    "conjugal_patience": ('[data-zone^="you-"]', CLICKS),
    "dictation": ('[data-zone="foundations-0"], [data-zone^="column-0-"]', CLICKS),
    "go_fish": ('[data-zone^="rank-"]', CLICKS),
    "grabbage": ('[data-zone^="you-"]', CLICKS),
    "king_of_the_hill": ('[data-zone="hand"]', CLICKS),
    "pirate": ('[data-zone^="you-"]', CLICKS),
    "progressive_patience": ('[data-zone="stock-0"], [data-zone^="pile-0-"]', CLICKS),
    # a race: what can be clicked changes with the clock; the child's face-up cards are what
    # they click
    "spit": ('[data-zone^="you-"]', '[data-zone^="you-stock-"] .hb-card'),
    "war": ('[data-zone="pile-0"]', CLICKS),
}
# What shows that a page without a card table has finished drawing.
READY = {
    "arcade": ".hilltop-arcade .tile",
    "class_experiment": ".hilltop-class button",
    "lesson_teacher": "#rendered_cells button.mod-success",  # (start the lesson with the class)
}
LESSON_READY = ".hilltop-prediction button"
# Pages whose pictures come after a click: (what to click, what shows the pictures are drawn).
FIRST_CLICK = {
    "war_odds": (".hilltop-odds button.mod-success", ".hilltop-odds [data-games='10000']"),  # (Run)
}

# The page resized: wait for the window's resize event, then for two frames (the board's
# ResizeObserver has laid out its fans by then).
ARM_RESIZE = "() => { window.__hilltopResized = new Promise(r => addEventListener('resize', r, {once: true})); }"
SETTLED = """async (resized) => {
  if (resized) await window.__hilltopResized;
  await document.fonts.ready;
  await new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)));
}"""

# Voila's page scrolls inside #rendered_cells, not the document: both are checked.
MEASURE = """([hand, next]) => {
  const problems = [];
  const W = window.innerWidth, H = window.innerHeight;
  const name = (e) => {
    const text = (e.getAttribute('aria-label') || e.textContent || '').trim().replace(/\\s+/g, ' ');
    const id = e.dataset && (e.dataset.zone || e.dataset.key) || '';
    return `<${e.tagName.toLowerCase()}${id ? ' ' + id : ''}> "${text.slice(0, 40)}"`;
  };
  const shown = (e) => {
    const r = e.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(e).visibility !== 'hidden';
  };
  for (const e of document.querySelectorAll('#rendered_cells')) e.scrollTop = e.scrollLeft = 0;
  window.scrollTo(0, 0);
  const doc = document.documentElement;
  if (doc.scrollWidth > W) problems.push(`the page is ${doc.scrollWidth}px wide`);
  for (const e of document.querySelectorAll('body *')) {
    const s = getComputedStyle(e);
    if (['auto', 'scroll'].includes(s.overflowX) && e.scrollWidth > e.clientWidth && shown(e))
      problems.push(`${name(e)} scrolls sideways: ${e.scrollWidth}px in ${e.clientWidth}px`);
  }
  const controls = 'button:not(.hb-card):not(.hb-zone-hit), .widget-toggle-button, .widget-label, .widget-dropdown select';
  for (const e of document.querySelectorAll(controls)) {
    if (shown(e) && e.scrollWidth > e.clientWidth)
      problems.push(`${name(e)} is cut: its text needs ${e.scrollWidth}px, its box has ${e.clientWidth}px`);
  }
  // no two controls on top of each other (more than a pixel of shadow or border)
  const boxes = [...document.querySelectorAll(controls + ', .widget-radio-box label, input[type=text], textarea')]
    .filter((e) => shown(e) && !e.closest('[aria-hidden=true]')).map((e) => [e, e.getBoundingClientRect()]);
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, r] = boxes[i], [b, q] = boxes[j];
      if (a.contains(b) || b.contains(a)) continue;
      const w = Math.min(r.right, q.right) - Math.max(r.left, q.left);
      const h = Math.min(r.bottom, q.bottom) - Math.max(r.top, q.top);
      if (w > 2 && h > 2) problems.push(`${name(a)} and ${name(b)} overlap by ${Math.round(w)}x${Math.round(h)}px`);
    }
  }
  // a chart's words (its title, the axes' names, the numbers along them) inside its picture
  for (const svg of document.querySelectorAll('svg.hilltop-chart')) {
    const box = svg.getBoundingClientRect();
    for (const t of svg.querySelectorAll('text')) {
      const r = t.getBoundingClientRect();
      if (r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5)
        problems.push(`the chart "${svg.getAttribute('aria-label')}" cuts its words "${t.textContent}"`);
    }
  }
  const out = (e) => {
    const r = e.getBoundingClientRect();
    return r.top < 0 || r.left < 0 || r.bottom > H + 0.5 || r.right > W + 0.5;
  };
  for (const [what, selector] of [['hand', hand], ['next control', next]]) {
    if (!selector) continue;
    const found = [...document.querySelectorAll(selector)].filter(shown);
    if (!found.length) problems.push(`no ${what} (${selector}) on the page`);
    for (const e of found) {
      const r = e.getBoundingClientRect();
      if (out(e)) problems.push(`the ${what} ${name(e)} is off the first screen: ` +
        `${Math.round(r.left)},${Math.round(r.top)} to ${Math.round(r.right)},${Math.round(r.bottom)}`);
    }
  }
  return problems;
}"""
# King of the Hill's hill stays a pyramid at every size: each row of stacks on one line, each row
# wider than the one above, all centred on the same line.
HILL = """() => {
  const rows = [...document.querySelectorAll('.hilltop-board .hb-aside .hb-row')];
  if (rows.length < 5) return [`the hill has ${rows.length} rows, not 5`];
  const problems = [];
  let above = null;
  for (const [n, row] of rows.entries()) {
    const boxes = [...row.children].map((z) => z.getBoundingClientRect());
    const tops = new Set(boxes.map((b) => Math.round(b.top)));
    if (tops.size !== 1) problems.push(`row ${n + 1} of the hill wraps onto ${tops.size} lines`);
    const left = Math.min(...boxes.map((b) => b.left)), right = Math.max(...boxes.map((b) => b.right));
    if (above && right - left <= above.right - above.left)
      problems.push(`row ${n + 1} of the hill is not wider than the row above it`);
    if (above && Math.abs((left + right) / 2 - (above.left + above.right) / 2) > 2)
      problems.push(`row ${n + 1} of the hill is not centred under the row above it`);
    above = {left, right};
  }
  return problems;
}"""
SHAPES = {"king_of_the_hill": HILL}

# What these checks found in a language longer than English and nobody has mended yet (issue 42):
# the page's fit is an expected failure for these alone (not strict: it passes once mended), after
# its other checks have passed; what a child misses, in the pseudo-language and in Spanish
FIT_FAULTS: dict[str, dict[str, str]] = {
    PSEUDO: {},
    "es": {},  # (HILLTOP_TEST_LANG=es)
}

# The playtest's faults found in the pseudo-language alone
PLAY_FAULTS_IN: dict[str, dict[str, str]] = {PSEUDO: {}}

# What a game says it is for, and its own words, on the first screen (the game's ``goal``): words a
# child must meet before they can play.
GOALS = {"conjugal_patience": ["52", "foundations", "keep back"], "dictation": ["foundations", "Ace", "King"],
         "king_of_the_hill": ["run", "reserve"], "grabbage": ["Holding", "sequence"], "pirate": ["ship", "wastepile"], "progressive_patience": ["centre", "a pile"],
         "spit": ["pick it up", "then a spit pile"]}


def goal_words(name: str) -> list[str]:
    """GOALS' words as the page's language writes them: the pseudo-language's letters (a Spanish
    page's goal says the same in other words: its fit alone is checked)."""
    if LANG == PSEUDO:
        return [pseudo(w)[1:].rsplit(" ", 1)[0] for w in GOALS[name]]
    return GOALS[name] if LANG == "en" else []
GOAL = """(words) => {
  const g = document.querySelector('.hilltop-board .hb-goal');
  if (!g) return ['the game does not say what it is for'];
  const r = g.getBoundingClientRect(), problems = [];
  if (r.top < 0 || r.bottom > innerHeight || r.right > innerWidth) problems.push('what the game is for is off the first screen');
  for (const w of words) if (!g.innerText.includes(w)) problems.push(`what the game is for does not say "${w}"`);
  return problems;
}"""

# Every card of the table inside the screen's width (a phone too: no card cut by its right edge);
# a card that can't be played now never wears the gold frame of one that can (issue 40).
CARDS = """() => {
  const problems = [];
  for (const c of document.querySelectorAll('.hilltop-board .hb-card')) {
    const r = c.getBoundingClientRect();
    if (r.width > 0 && (r.right > innerWidth + 0.5 || r.left < -0.5)) {
      const zone = c.closest('[data-zone]');
      problems.push(`a card of ${zone ? zone.dataset.zone : 'the table'} runs off the screen's side: ${Math.round(r.left)} to ${Math.round(r.right)}`);
      break;
    }
  }
  const gold = [...document.querySelectorAll('.hilltop-board .hb-card.hb-dim')]
    .filter((c) => getComputedStyle(c).boxShadow.includes('rgb(255, 213, 79)'));
  if (gold.length) problems.push(`${gold.length} cards that can't be played wear the gold frame of a playable one`);
  return problems;
}"""

# The score (the board's info line) on the first screen, not cut in half by the fold, on the
# Chromebook and the tablet: the games whose score is what the child plays for (issue 40)
SCORES = {"authors", "go_fish", "king_of_the_hill"}
SCORE = """() => {
  const e = document.querySelector('.hilltop-board .hb-info');
  if (!e) return ['no score line'];
  const r = e.getBoundingClientRect();
  return r.top >= 0 && r.bottom <= innerHeight ? [] :
    [`the score line "${e.innerText.slice(0, 40)}" is off the first screen or cut by its fold: ${Math.round(r.top)} to ${Math.round(r.bottom)}`];
}"""

# A race on the clock waits for the child (issue 40): nothing ticks before the child presses Start,
# and there is one Start to press (the table's big one; the clock's own button hides meanwhile).
RACE_WAITS = """(starts) => {
  const clock = document.querySelector('.hb-clock');
  if (!clock) return [];
  const problems = [];
  if (clock.dataset.tick !== '0') problems.push(`the race's clock ran before the child pressed Start: tick ${clock.dataset.tick}`);
  const shown = [...document.querySelectorAll('button')].filter((b) =>
    b.getBoundingClientRect().width > 0 && starts.includes(b.innerText.trim()));
  if (shown.length !== 1) problems.push(`the race shows ${shown.length} Start buttons`);
  return problems;
}"""

# The words of a race's Start buttons (the board's Start! and the pause toggle's Start), in the
# page's language
START_WORDS = [told(words) for words in ("Start!", "Start")]

# Every page but the arcade has a way back to it, on the first screen, over nothing else.
HOME = """() => {
  const a = document.querySelector('#hilltop-home a[href="arcade.ipynb"]');
  if (!a) return ['no link back to the arcade'];
  const r = a.getBoundingClientRect();
  if (!(r.width > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth))
    return [`the link back to the arcade is off the first screen: ${Math.round(r.left)},${Math.round(r.top)}`];
  const others = document.querySelectorAll('#rendered_cells button, #rendered_cells input, #rendered_cells label, #rendered_cells .widget-label, #rendered_cells .hilltop-board, #rendered_cells h1, #rendered_cells h2');
  const over = [...others].filter((e) => { const q = e.getBoundingClientRect();
    return q.width > 0 && Math.min(r.right, q.right) - Math.max(r.left, q.left) > 1 && Math.min(r.bottom, q.bottom) - Math.max(r.top, q.top) > 1; });
  return over.slice(0, 3).map((e) => `the link back to the arcade lies over <${e.tagName.toLowerCase()}> "${(e.innerText || '').slice(0, 30)}"`);
}"""

# Anything moving by itself: a running CSS animation or transition (document.getAnimations()), or
# an element whose style would start one.
MOTION = """() => {
  const problems = document.getAnimations().map((a) =>
    `${a.constructor.name} ${a.animationName || a.transitionProperty || ''} runs on ${a.effect && a.effect.target && a.effect.target.className}`);
  for (const e of document.querySelectorAll('body *')) {
    const s = getComputedStyle(e);
    const moves = s.animationName !== 'none' && parseFloat(s.animationDuration) > 0
      || s.transitionDuration.split(',').some((d) => parseFloat(d) > 0);
    if (moves && problems.length < 10) problems.push(`<${e.tagName.toLowerCase()} class="${e.className}"> would move`);
  }
  return problems;
}"""


# A child's play at each size (issue 40's playtest): a few moves on the page already loaded, the page
# resized through the phone, the tablet and the Chromebook, a move or two at each.  After each move,
# where the child is (the page scrolled no further than to see what they clicked): their own last
# move with what came of it is wholly on the screen (the board's head, or its copy over the log),
# and, on the tablet and the Chromebook, something they can do next.
PLAY_SIZES = [(390, 844), (768, 1024), (1366, 768)]
MOVES_PER_SIZE = 2
# (a class of its own: Playwright's :has-text() inside :is() matched nothing in the page, so an
# earlier form of this check found the button "off the screen" on every race)
PAUSE = "button.hilltop-pause"
CHILD_CLICKS = """(selector) => {
  const all = [...document.querySelectorAll(selector)].filter((e) => e.getBoundingClientRect().width > 0);
  const e = all[all.length - 1];
  if (!e) return false;
  const r = e.getBoundingClientRect();
  if (r.top < 0 || r.bottom > innerHeight) e.scrollIntoView({block: 'nearest'});
  return true;
}"""
IN_SIGHT = """([clicks, pause]) => {
  const whole = (e) => { const r = e.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.top >= -0.5 && r.left >= -0.5 && r.bottom <= innerHeight + 0.5 && r.right <= innerWidth + 0.5; };
  const some = (e) => { const r = e.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth; };
  const yours = [...document.querySelectorAll('.hilltop-board .hb-yours')];
  const over = !!document.querySelector('.hilltop-board .hb-banner');
  return {yours: yours.length ? yours.some(whole) : null, said: yours.length ? yours[0].innerText : '',
          next: over || [...document.querySelectorAll(clicks)].some(some),
          pause: pause ? [...document.querySelectorAll(pause)].some(whole) : null, over};
}"""


def plays_a_few_moves(page, name: str) -> list[str]:
    problems = []
    pause = PAUSE if page.locator(PAUSE).count() else None
    # what the child can do next: in a race, where what fits changes with the clock (the computer
    # may take the last card that fitted in the moment after the child's move), their own cards
    nexts = HANDS[name][0] if pause else CLICKS
    board = page.locator(".hilltop-board")
    for width, height in PLAY_SIZES:
        page.evaluate(ARM_RESIZE)
        page.set_viewport_size({"width": width, "height": height})
        page.evaluate(SETTLED, True)
        for move in range(MOVES_PER_SIZE):
            before = board.get_attribute("data-generation")
            if not page.evaluate(CHILD_CLICKS, CLICKS):
                break
            page.locator(CLICKS).last.click()
            page.wait_for_function("(g) => document.querySelector('.hilltop-board').dataset.generation !== g", arg=before)
            # the computers' turns come next: the child's turn again (or the end) before looking
            page.wait_for_function(f"() => document.querySelector('.hilltop-board .hb-banner') || "
                                   f"document.querySelectorAll({CLICKS!r}).length", timeout=30_000)
            page.evaluate(SETTLED, False)
            seen = page.evaluate(IN_SIGHT, [nexts, pause])
            where = f"{width}x{height}, move {move + 1}"
            if seen["yours"] is False:
                problems.append(f"{where}: the child's own last move is off the screen: {seen['said'][:80]!r}")
            if width >= FIRST_SCREEN_FROM and not seen["next"]:
                problems.append(f"{where}: nothing the child can do next is on the screen")
            # a race's pause button: wherever the child is, they can stop the clock without looking
            # for it
            if seen["pause"] is False:
                problems.append(f"{where}: the race's pause button is off the screen")
            shot_to_look_at(page, f"{name}-play-{width}x{height}-{move + 1}")
            if seen["over"]:
                return problems
    return problems


def ready_selector(name: str) -> str:
    if name in HANDS:
        return HANDS[name][1]
    if name.startswith("lesson_") and name not in READY:
        return LESSON_READY
    return READY.get(name, ".jupyter-widgets")


def test_the_catalog_check_sees_english():
    assert english_left("[Ĵåçķ ~~~] wins") and not english_left("[[Ĵåçķ ~~~] öƒ Çļûƃš ~~~~~] 10♥ 3")
    assert set(NOT_YET_MOVED) <= set(DASHBOARD_NAMES), "NOT_YET_MOVED names a page that is not a dashboard"


def test_the_pages_checked_include_the_arcade_and_the_games():
    assert "arcade" in DASHBOARD_NAMES and "war" in DASHBOARD_NAMES and "king_of_the_hill" in DASHBOARD_NAMES


@pytest.mark.parametrize("name", DASHBOARD_NAMES)
def test_the_dashboard_works_offline_and_fits_every_classroom_screen(voila_server, browser_page, name):
    page = browser_page
    page.emulate_media(reduced_motion="reduce")
    width, height = SCREENS[0]
    page.set_viewport_size({"width": width, "height": height})
    offline = OffTheInternet(page, voila_server.base_url)
    try:
        response = page.goto(voila_server.url(name) + f"?seed={SEED}&lang={LANG}", wait_until="domcontentloaded",
                             timeout=90_000)
        page.locator("#rendered_cells").wait_for(state="visible", timeout=90_000)
        page.locator(ready_selector(name)).first.wait_for(state="visible", timeout=90_000)
        offline.check(name, response)
        english = words_not_from_the_catalog(page)
        unfit = fits_every_screen(page, name)
        english |= words_not_from_the_catalog(page)  # (after a click on the table, a chart drawn)
        offline.check(name, response)  # nothing from outside after resizes and a click either
    finally:
        offline.stop()
    # the server's terminal (a teacher's) carries no line that means nothing to a teacher: tornado's
    # notice on jupyter_server's websocket pings came at every start (server/arcade_pages.py)
    assert "websocket_ping" not in voila_server.log(), voila_server.log()[-2000:]
    played = []
    if name in HANDS:  # then a child's play on the same page, at the three sizes
        played = plays_a_few_moves(page, name)
        english |= words_not_from_the_catalog(page)  # (what the game said of the moves)
    if english and name not in NOT_YET_MOVED:
        pytest.fail(f"{name} shows words that are not in the catalog:\n" + "\n".join(sorted(english)[:40]))
    if unfit and name not in FIT_FAULTS.get(LANG, {}):
        pytest.fail(f"{name} does not fit:\n" + "\n".join(unfit))
    if played and name in PLAY_FAULTS_IN.get(LANG, {}):
        pytest.xfail(f"{PLAY_FAULTS_IN[LANG][name]}: " + "; ".join(played))
    assert not played, f"{name}, played as a child:\n" + "\n".join(played)
    if unfit:
        pytest.xfail(f"{FIT_FAULTS[LANG][name]}: " + "; ".join(unfit))
    if english:
        pytest.xfail(f"{NOT_YET_MOVED[name]}: not yet in the catalog: " + "; ".join(sorted(english)[:10]))


def words_not_from_the_catalog(page) -> set[str]:
    return not_from_the_catalog(page) if LANG == PSEUDO else set()


def fits_every_screen(page, name: str) -> list[str]:
    if name not in HANDS:
        assert not page.locator(".hilltop-board").count(), (
            f"{name} shows a card table: say in HANDS which zones are the child's own cards")
    if name in FIRST_CLICK:
        click, drawn = FIRST_CLICK[name]
        page.locator(click).click()
        page.locator(drawn).wait_for(timeout=60_000)
    hand, after = HANDS.get(name, (None, None))
    problems = []
    for n, (width, height) in enumerate(SCREENS):
        if n:
            page.evaluate(ARM_RESIZE)
            page.set_viewport_size({"width": width, "height": height})
        page.evaluate(SETTLED, bool(n))
        fold = width >= FIRST_SCREEN_FROM
        found = page.evaluate(MEASURE, [hand if fold else None, after if fold else None])
        if name in HANDS:
            found += page.evaluate(CARDS)
        if name in SCORES and fold:
            found += page.evaluate(SCORE)
        if name in SHAPES:
            found += page.evaluate(SHAPES[name])
        if name != "arcade":
            found += page.evaluate(HOME)
        if name in GOALS:
            found += page.evaluate(GOAL, goal_words(name))
        shot_to_look_at(page, f"{name}-{width}x{height}")
        problems += [f"{width}x{height}: {p}" for p in found]
    problems += page.evaluate(RACE_WAITS, START_WORDS)
    # reduced motion: nothing moves, before and after the child's first click on the table
    problems += [f"reduced motion: {p}" for p in page.evaluate(MOTION)]
    clickable = page.locator(CLICKS)
    if clickable.count():
        before = page.evaluate("() => document.querySelector('.hilltop-board').dataset.generation")
        clickable.last.click()  # (the last card of a fan is the one drawn whole)
        page.wait_for_function("(g) => document.querySelector('.hilltop-board').dataset.generation !== g", arg=before)
        problems += [f"reduced motion, after a click: {p}" for p in page.evaluate(MOTION)]
    assert not page.hilltop_errors, page.hilltop_errors
    return problems
