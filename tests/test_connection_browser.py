"""Issue 37: a dead link or a lost kernel under an open page, as a child meets them.

The link is cut the way a Wi-Fi drop cuts it: the browser goes offline (Chromium's network
emulation, so no new connection can be made) and the page's open kernel sockets are closed.  The
page must say so in the child's view within a few seconds, refuse clicks made meanwhile in words
(not drop them silently), and come back by itself, promptly, once the link is back.  A killed
kernel (what the culler does) brings the page back by itself to the same game, from the child's
kept work."""
import os
import signal

import pytest
from playwright.sync_api import expect

from test_dashboards_voila import war_and_its_kernel
from test_saved_work_browser import FLIP, INFO, battles

pytestmark = pytest.mark.browser

BANNER = "#hilltop-connection"


def flip_once(page) -> None:
    before = page.locator(INFO).text_content()
    page.locator(FLIP).click()
    page.wait_for_function("t => document.querySelector('.hilltop-board .hb-info').textContent !== t",
                           arg=before, timeout=15_000)


def in_view(page, selector: str) -> bool:
    return page.evaluate("""s => { const r = document.querySelector(s).getBoundingClientRect();
        return r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight; }""", selector)


def test_a_cut_link_is_said_clicks_are_refused_and_the_page_comes_back(voila_server, browser_page):
    page = browser_page
    page.set_viewport_size({"width": 390, "height": 844})  # a phone: the words must be in view
    page.goto(voila_server.url("war") + "?seed=5", wait_until="domcontentloaded", timeout=60_000)
    page.locator(FLIP).wait_for(timeout=60_000)
    flip_once(page)
    played = battles(page)
    assert page.locator(BANNER).count() == 0 or not page.locator(BANNER).is_visible()

    page.context.set_offline(True)
    page.evaluate("() => window.hilltopKernelWatch.cut()")  # the link dies under the open sockets
    banner = page.locator(BANNER)
    expect(banner).to_be_visible(timeout=5_000)
    expect(banner).to_contain_text("Connection lost — your game is safe, reconnecting…")
    assert in_view(page, BANNER)
    for _ in range(3):  # three Flips while offline: each is refused in words, none is kept for later
        page.locator(FLIP).click(force=True)
    expect(banner).to_contain_text("not sent")
    assert battles(page) == played

    page.context.set_offline(False)
    expect(banner).to_be_hidden(timeout=10_000)  # promptly, not 30 s later
    assert battles(page) == played  # the refused Flips were not played afterwards either
    flip_once(page)  # and Flip works again
    assert battles(page) == played + 1
    page_errors = [e for e in page.hilltop_errors if "ERR_INTERNET_DISCONNECTED" not in e]  # the browser's own
    assert not page_errors, page_errors


def test_a_killed_kernel_comes_back_by_itself_to_the_same_game(voila_server, browser_page):
    page = browser_page
    kernel = war_and_its_kernel(voila_server, page)
    for _ in range(2):
        flip_once(page)
    played = battles(page)
    page.evaluate("() => { window.hilltopOldPage = true; }")
    os.kill(kernel, signal.SIGKILL)  # the kernel is gone (a cull, memory running out)
    # no click, no reload by hand: a new page comes back to the same battle and Flip plays on
    page.wait_for_function("() => !window.hilltopOldPage", timeout=30_000)
    page.locator(FLIP).wait_for(timeout=60_000)
    assert battles(page) == played
    page.locator(FLIP).wait_for(timeout=60_000)
    flip_once(page)
    assert battles(page) == played + 1
