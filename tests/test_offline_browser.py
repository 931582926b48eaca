"""A school with a filtered connection, or none: the arcade and every dashboard load from the
Hilltop server alone.

Each page in notebooks/dashboards (found afresh on every run, so a new dashboard is checked the
day it is added) is opened in Chromium with every request to any address but the server's refused
by the page itself (``page.route``).  The page must then show its widgets, ask for nothing
outside, have no request fail and log no error; where a button shows an icon, the icon's font
must have been loaded (from the server, as nothing else was reachable).
"""
from __future__ import annotations

import re

import pytest

from conftest import DASHBOARDS, http_get

pytestmark = pytest.mark.browser

PAGES = sorted(p.stem for p in DASHBOARDS.glob("*.ipynb"))
WIDGET = "#rendered_cells .jupyter-widgets"
# Addresses in the served HTML that the browser would fetch: src= and href= attributes, and
# scripts' import("...").  (SVG's xmlns="http://www.w3.org/..." names are never fetched.)
FETCHED = re.compile(r"""(?:\bsrc|\bhref)\s*=\s*["']?([a-z][a-z0-9+.-]*:)?//|import\(\s*["'](?:https?:)?//""",
                     re.I)


def test_the_arcade_is_among_the_pages():
    assert "arcade" in PAGES


@pytest.mark.parametrize("name", PAGES)
def test_the_served_html_names_nothing_outside(voila_server, name):
    status, html = http_get(voila_server.url(name), timeout=120)
    assert status == 200, html[-2000:]
    outside = sorted({html[max(0, m.start() - 40):m.end() + 80] for m in FETCHED.finditer(html)})
    assert not outside, f"{name}.ipynb's page names addresses outside the server:\n" + "\n".join(outside)


@pytest.mark.parametrize("name", PAGES)
def test_the_page_works_with_everything_outside_blocked(voila_server, browser_page, name):
    page = browser_page
    origin = voila_server.base_url.rstrip("/")   # http://127.0.0.1:PORT
    ws_origin = "ws" + origin[len("http"):]

    def ours(url: str) -> bool:
        return url == origin or url.startswith(origin + "/") or url.startswith(ws_origin + "/") \
            or url.startswith(("data:", "blob:", "about:"))

    blocked: list[str] = []
    failed: list[str] = []
    errors: list[str] = []
    sockets: list[str] = []

    def refuse(route):
        blocked.append(route.request.url)
        route.abort("blockedbyclient")

    # Only addresses outside the server are intercepted (the server's own requests, the kernel's
    # shutdown beacon among them, go through untouched).
    page.route(lambda url: not ours(url), refuse)
    page.on("requestfailed", lambda req: failed.append(f"{req.url} ({req.failure})"))
    page.on("console", lambda msg: msg.type == "error" and errors.append(
        f"console: {msg.text} at {msg.location.get('url')}"))
    page.on("pageerror", lambda exc: errors.append(f"pageerror: {exc}"))
    page.on("websocket", lambda ws: sockets.append(ws.url))
    try:
        page.goto(voila_server.url(name), wait_until="domcontentloaded", timeout=120_000)
        page.locator(WIDGET).first.wait_for(state="visible", timeout=120_000)
        # Fonts are fetched only when a glyph needs them: wait until every font the rendered page
        # asked for has loaded or failed, then for the network to fall quiet.
        page.evaluate("document.fonts.ready.then(() => document.fonts.status)")
        page.wait_for_load_state("networkidle", timeout=60_000)

        assert not blocked, f"{name}.ipynb asked for addresses outside the server: {blocked}"
        assert not failed, f"{name}.ipynb had requests that failed: {failed}"
        assert not errors, f"{name}.ipynb logged errors: {errors}"
        assert all(ours(url) for url in sockets), f"{name}.ipynb opened outside sockets: {sockets}"

        icons = page.locator(f"{WIDGET} i.fa").count()
        if icons:
            faces = page.evaluate("""() => Array.from(document.fonts)
                .filter(f => /awesome/i.test(f.family)).map(f => f.family + ' ' + f.weight + ' ' + f.status)""")
            assert any(face.endswith(" loaded") for face in faces), (
                f"{name}.ipynb shows {icons} icon(s) but no icon font loaded: {faces}")
    finally:
        page.unroute_all(behavior="ignoreErrors")
