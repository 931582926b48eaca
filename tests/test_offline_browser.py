"""A school's filter may let nothing through but our own server: the arcade and every dashboard
must draw and work with every other address out of reach.

Each page in notebooks/dashboards (found afresh on every run, so a new dashboard is checked the
day it is added) is opened in Chromium with every request to an address other than the server's
refused by the page itself (``page.route``; the browser fixture also resolves no host name but
127.0.0.1).  It is loaded until its table, lesson or arcade tiles are drawn, and then: nothing
was refused, no request failed, no console error was logged (whatever its source), no socket
was opened elsewhere, nothing in the page or its stylesheets points outside the server, and where
a button shows an icon, the icon's font was loaded (from the server: nothing else was reachable).
The HTML the server sends is read too, for addresses a script would fetch only in some cases.
"""
from __future__ import annotations

import re

import pytest

from conftest import DASHBOARDS, http_get
from test_screens_browser import ready_selector

pytestmark = pytest.mark.browser

PAGES = sorted(p.stem for p in DASHBOARDS.glob("*.ipynb"))

# Every address the drawn page names: links, scripts, images, frames, and fonts or images in its
# stylesheets (url(...) in rules the page can read).
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

# Addresses in the served HTML that a browser would fetch: src= and href= attributes, and a
# script's import("...") (nbconvert's page imports a diagram library from a CDN when a cell shows a
# diagram).  SVG's xmlns="http://www.w3.org/..." names are never fetched and do not match.
FETCHED = re.compile(r"""(?:\bsrc|\bhref)\s*=\s*["']?(?:[a-z][a-z0-9+.-]*:)?//|import\(\s*["'](?:https?:)?//""",
                     re.I)


def test_the_pages_checked_include_the_arcade_and_the_games():
    assert "arcade" in PAGES and "war" in PAGES and "king_of_the_hill" in PAGES


@pytest.mark.parametrize("name", PAGES)
def test_the_served_html_names_nothing_outside(voila_server, name):
    status, html = http_get(voila_server.url(name), timeout=120)
    assert status == 200, html[-2000:]
    outside = sorted({html[max(0, m.start() - 40):m.end() + 80] for m in FETCHED.finditer(html)})
    assert not outside, f"{name}.ipynb's page names addresses outside the server:\n" + "\n".join(outside)


@pytest.mark.parametrize("name", PAGES)
def test_the_page_needs_nothing_from_outside_the_server(voila_server, browser_page, name):
    page = browser_page
    origin = voila_server.base_url.rstrip("/")  # http://127.0.0.1:PORT
    ws_origin = "ws" + origin[len("http"):]

    def ours(url: str) -> bool:
        return (url == origin or url.startswith((origin + "/", ws_origin + "/"))
                or url.startswith(("data:", "blob:", "about:")))

    refused: list[str] = []
    failed: list[str] = []
    errors: list[str] = []
    sockets: list[str] = []

    def refuse(route):
        refused.append(route.request.url)
        route.abort("blockedbyclient")

    # Only addresses outside the server are intercepted: the server's own requests (the kernel's
    # shutdown beacon among them) go through untouched.
    page.route(lambda url: not ours(url), refuse)
    page.on("requestfailed", lambda req: failed.append(f"{req.url} ({req.failure})"))
    page.on("console", lambda msg: msg.type == "error" and errors.append(
        f"{msg.text} (at {msg.location.get('url')})"))
    page.on("websocket", lambda ws: sockets.append(ws.url))
    try:
        page.goto(voila_server.url(name), wait_until="domcontentloaded", timeout=90_000)
        page.locator(ready_selector(name)).first.wait_for(state="visible", timeout=90_000)
        page.wait_for_load_state("load")
        # A font is fetched only when a glyph needs it: wait until every font the drawn page asked
        # for has loaded or failed.
        icon_font = page.evaluate("""async () => { await document.fonts.ready;
            return [...document.fonts].some(f => f.family.includes('Font Awesome') && f.status === 'loaded'); }""")

        assert not refused, f"{name} asked for addresses outside the server: {refused}"
        assert not page.hilltop_blocked, f"{name} asked for addresses outside the server: {page.hilltop_blocked}"
        assert not failed, f"{name}: requests failed: {failed}"
        assert not errors and not page.hilltop_errors, f"{name} logged errors: {errors + page.hilltop_errors}"
        assert all(ours(url) for url in sockets), f"{name} opened sockets outside the server: {sockets}"
        outside = page.evaluate(OUTSIDE)
        assert not outside, f"{name} points outside the server: {outside}"
        # The icons on the buttons come from the server's own copy of their font.
        if page.locator("i.fa").count():
            assert icon_font, f"{name}: the buttons' icon font did not load"
    finally:
        page.unroute_all(behavior="ignoreErrors")
