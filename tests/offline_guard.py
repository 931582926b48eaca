"""A school's filter may let nothing through but our own server: a page must draw and work with
every other address out of reach.  ``OffTheInternet`` holds what a browser test needs to check
that on a page it opens (tests/test_screens_browser.py opens every dashboard with it, so each is
loaded once for both checks: a page load is a kernel start and a notebook run).

While it is on, every request to an address other than the server's is refused by the page itself
(``page.route``; the browser fixture also resolves no host name but 127.0.0.1).  ``check`` then
asserts: nothing was refused, no request failed, no console error was logged (whatever its
source), no socket was opened elsewhere, nothing in the drawn page or its stylesheets points
outside the server, where a button shows an icon the icon's font was loaded (from the server:
nothing else was reachable), and the HTML the server sent names no outside address a script
would fetch only in some cases.
"""
from __future__ import annotations

import re

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

# A font is fetched only when a glyph needs it: wait until every font the drawn page asked for has
# loaded or failed, and say whether the buttons' icon font is among those loaded.
ICON_FONT = """async () => { await document.fonts.ready;
    return [...document.fonts].some(f => f.family.includes('Font Awesome') && f.status === 'loaded'); }"""


class OffTheInternet:
    """Refuse and record, on ``page``, everything that leaves ``base_url``'s server, until ``stop()``."""

    def __init__(self, page, base_url: str):
        self.page = page
        self.origin = base_url.rstrip("/")  # http://127.0.0.1:PORT
        self.ws_origin = "ws" + self.origin[len("http"):]
        self.refused: list[str] = []
        self.failed: list[str] = []
        self.errors: list[str] = []
        self.sockets: list[str] = []
        # Only addresses outside the server are intercepted: the server's own requests (the
        # kernel's shutdown beacon among them) go through untouched.
        page.route(lambda url: not self.ours(url), self._refuse)
        page.on("requestfailed", lambda req: self.failed.append(f"{req.url} ({req.failure})"))
        page.on("console", lambda msg: msg.type == "error" and self.errors.append(
            f"{msg.text} (at {msg.location.get('url')})"))
        page.on("websocket", lambda ws: self.sockets.append(ws.url))

    def ours(self, url: str) -> bool:
        return (url == self.origin or url.startswith((self.origin + "/", self.ws_origin + "/"))
                or url.startswith(("data:", "blob:", "about:")))

    def _refuse(self, route) -> None:
        self.refused.append(route.request.url)
        route.abort("blockedbyclient")

    def check(self, name: str, response) -> None:
        """After the page is drawn (``response``: its navigation's): everything the module says."""
        page = self.page
        page.wait_for_load_state("load")
        icon_font = page.evaluate(ICON_FONT)
        assert not self.refused, f"{name} asked for addresses outside the server: {self.refused}"
        assert not page.hilltop_blocked, f"{name} asked for addresses outside the server: {page.hilltop_blocked}"
        assert not self.failed, f"{name}: requests failed: {self.failed}"
        assert not self.errors and not page.hilltop_errors, f"{name} logged errors: {self.errors + page.hilltop_errors}"
        assert all(self.ours(url) for url in self.sockets), f"{name} opened sockets outside the server: {self.sockets}"
        outside = page.evaluate(OUTSIDE)
        assert not outside, f"{name} points outside the server: {outside}"
        # The icons on the buttons come from the server's own copy of their font.
        if page.locator("i.fa").count():
            assert icon_font, f"{name}: the buttons' icon font did not load"
        assert response is not None and response.status == 200, f"{name}: the page answered {response and response.status}"
        html = response.text()
        named = sorted({html[max(0, m.start() - 40):m.end() + 80] for m in FETCHED.finditer(html)})
        assert not named, f"{name}.ipynb's page names addresses outside the server:\n" + "\n".join(named)

    def stop(self) -> None:
        self.page.unroute_all(behavior="ignoreErrors")
