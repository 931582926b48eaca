"""A school's filter may let nothing through but our own server: the arcade and every dashboard
must draw and work with every other address out of reach.

The browser fixture already refuses to resolve any host name but 127.0.0.1 (conftest's
CHROMIUM_ARGS) and lists every request that failed in ``page.hilltop_blocked``.  Here each page is
loaded until its table, lesson or arcade tiles are drawn, and then: no request failed, nothing
on the page points outside the server (a stylesheet, a script, a font, an image), and no console
error was logged.  Parametrised over the notebooks in notebooks/dashboards, so a new dashboard
is checked the day it is added."""
from __future__ import annotations

import pytest

from conftest import DASHBOARDS
from test_screens_browser import ready_selector

pytestmark = pytest.mark.browser

PAGES = sorted(p.stem for p in DASHBOARDS.glob("*.ipynb"))

# Every address the page itself names: links, scripts, images, frames, and fonts or images in
# its stylesheets (url(...) in rules the page can read).
OUTSIDE = r"""() => {
  const local = (u) => !u || /^(data:|blob:|about:|#)/.test(u) || new URL(u, location.href).host === location.host;
  const found = [];
  for (const e of document.querySelectorAll('[src], link[href]')) {
    const u = e.getAttribute('src') || e.getAttribute('href');
    if (!local(u)) found.push(`<${e.tagName.toLowerCase()}> ${u}`);
  }
  for (const sheet of document.styleSheets) {
    let rules;
    try { rules = sheet.cssRules; } catch (err) { found.push(`unreadable stylesheet ${sheet.href}`); continue; }
    for (const rule of rules) {
      for (const m of rule.cssText.matchAll(/url\(["']?([^"')]+)["']?\)/g)) {
        const base = sheet.href || location.href;
        if (!local(new URL(m[1], base).href)) found.push(`css url ${m[1]}`);
      }
    }
  }
  return found;
}"""


def test_the_pages_checked_include_the_arcade_and_the_games():
    assert "arcade" in PAGES and "war" in PAGES and "king_of_the_hill" in PAGES


@pytest.mark.parametrize("name", PAGES)
def test_the_page_needs_nothing_from_outside_the_server(voila_server, browser_page, name):
    page = browser_page
    failed = []
    page.on("requestfailed", lambda req: failed.append(f"{req.url} ({req.failure})"))
    page.goto(voila_server.url(name), wait_until="domcontentloaded", timeout=90_000)
    page.locator(ready_selector(name)).first.wait_for(state="visible", timeout=90_000)
    page.wait_for_load_state("load")
    assert not page.hilltop_blocked, f"{name} asked for addresses outside the server: {page.hilltop_blocked}"
    assert not failed, f"{name}: requests failed: {failed}"
    outside = page.evaluate(OUTSIDE)
    assert not outside, f"{name} points outside the server: {outside}"
    assert not page.hilltop_errors, page.hilltop_errors
    # The icons on the buttons come from the server's own copy of their font.
    if page.locator("i.fa").count():
        drawn = page.evaluate("""async () => { await document.fonts.ready;
            return [...document.fonts].some(f => f.family.includes('Font Awesome') && f.status === 'loaded'); }""")
        assert drawn, f"{name}: the buttons' icon font did not load"
