"""Every dashboard in the pseudo-language (kit/words.py ``qps``): any word a child or a teacher
reads on the page that did not come from the catalog shows as plain English letters among the
accented, bracketed pseudo-words, and fails here (issue 42: a Spanish page must show no English).

One page load per dashboard, at the Chromebook's size: its visible text (the cells, the link back
to the arcade, a chart's words), what a screen reader says (aria-label, title, a drop-down's
options) and the board's live region.  Allowed: numbers, card signs ("10♥", "J♣") and the
accented pseudo-words themselves.

Spanish layout at the three sizes is tests/test_screens_browser.py with HILLTOP_TEST_LANG=es
(the same checks on the Spanish pages)."""
from __future__ import annotations

import re

import pytest

from conftest import DASHBOARDS

pytestmark = pytest.mark.browser

DASHBOARD_NAMES = sorted(p.stem for p in DASHBOARDS.glob("*.ipynb"))
SEED = 3
CLICKS = ".hilltop-board [data-action]:not([disabled])"
# What shows that a page has finished drawing, in no language's words.
READY = {
    "arcade": ".hilltop-arcade .tile",
    "class_experiment": ".hilltop-class button",
    "class_teacher": "#rendered_cells button",
    "lesson_teacher": "#rendered_cells button",
    "war_odds": ".hilltop-odds button",
}
LESSON_READY = ".hilltop-prediction button"

# Every piece of words on the page a person reads or hears.
WORDS = """() => {
  const out = [];
  const shown = (e) => {
    for (let n = e; n && n.nodeType === 1; n = n.parentElement) {
      const s = getComputedStyle(n);
      if (s.display === 'none' || s.visibility === 'hidden') return false;
    }
    return true;
  };
  const roots = [...document.querySelectorAll('#rendered_cells, #hilltop-home')];
  for (const root of roots) {
    const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let t = walk.nextNode(); t; t = walk.nextNode()) {
      const p = t.parentElement;
      // (the corner letters drawn on a card's picture are card signs: its name is its aria-label)
      if (!p || ['STYLE', 'SCRIPT'].includes(p.tagName) || p.closest('.hb-card, .hb-face')) continue;
      const text = t.textContent.trim();
      if (text && (shown(p) || p.closest('.hb-live'))) out.push(text);
    }
    for (const e of root.querySelectorAll('[aria-label], [title], [placeholder]')) {
      if (!shown(e)) continue;
      for (const a of ['aria-label', 'title', 'placeholder']) {
        const v = (e.getAttribute(a) || '').trim();
        if (v) out.push(v);
      }
    }
  }
  return out;
}"""

PSEUDO_WORD = re.compile(r"\[[^\[\]]*~{3,}\]")  # one pseudo-word (innermost first: card names nest)
# Names that are the same in every language (the arcade's name on its way back link), and the
# "null" ipywidgets writes as the tooltip of a control that has none
PROPER_NAMES = {"Hilltop", "null"}
CARD_SIGN = re.compile(r"(10|[2-9AJQKT])[♠♥♦♣]")


def english_left(text: str) -> str:
    """``text`` without its pseudo-words and card signs: what is left that has plain letters."""
    while True:
        shorter = PSEUDO_WORD.sub(" ", text)
        if shorter == text:
            break
        text = shorter
    rest = CARD_SIGN.sub(" ", text)
    return rest if re.search(r"[A-Za-z]", rest) else ""


def test_the_check_sees_english():
    assert english_left("[Ĵåçķ ~~~] wins") and not english_left("[[Ĵåçķ ~~~] öƒ Çļûƃš ~~~~~] 10♥ 3")


def ready(name: str) -> str:
    if name in READY:
        return READY[name]
    if name.startswith("lesson_"):
        return LESSON_READY
    return CLICKS


# Pages whose words are not all in the catalog yet (issue 42, moved page by page): skipped, not
# loaded, to spare CI the page loads; take a page off the list once it passes.
NOT_YET_MOVED = {
    # the lessons' words (lessons/, widgets/lesson.py, widgets/quiz.py)
    **{n: "lesson words" for n in DASHBOARD_NAMES if n.startswith("lesson_")},
}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.skip(reason=f"{NOT_YET_MOVED[n]}: not yet in the catalog"))
    if n in NOT_YET_MOVED else n for n in DASHBOARD_NAMES])
def test_every_word_on_the_dashboard_comes_from_the_catalog(voila_server, browser_page, name):
    page = browser_page
    page.set_viewport_size({"width": 1366, "height": 768})
    page.goto(voila_server.url(name) + f"?seed={SEED}&lang=qps", wait_until="domcontentloaded", timeout=90_000)
    page.locator("#rendered_cells").wait_for(state="visible", timeout=90_000)
    page.locator(ready(name)).first.wait_for(state="visible", timeout=90_000)
    leaks = sorted({t for t in page.evaluate(WORDS) if english_left(t) and t not in PROPER_NAMES})
    assert not leaks, f"{name} shows words that are not in the catalog:\n" + "\n".join(leaks[:40])
    assert not page.hilltop_errors, page.hilltop_errors
