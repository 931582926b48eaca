"""Issue 37: a dead link or a lost kernel under an open page, as a child meets them.

The link is cut the way a Wi-Fi drop cuts it: the browser goes offline (Chromium's network
emulation, so no new connection can be made) and the page's open kernel sockets are closed.  The
page must say so in the child's view within a few seconds, refuse clicks made meanwhile in words
(not drop them silently), and come back by itself, promptly, once the link is back.  A killed
kernel (what the culler does) brings the page back by itself to the same game, from the child's
kept work."""
import concurrent.futures
import os
import re
import signal

import pytest
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import expect

from conftest import DASHBOARDS, http_get
from link_proxy import LinkProxy
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


def test_a_cut_link_is_said_clicks_are_refused_and_a_restart_comes_back(voila_launcher, browser_page):
    """The page reaches its server through a TCP proxy standing for the Wi-Fi (tests/link_proxy.py):
    the link is cut (every connection dropped, none made) and restored, then the server is
    restarted behind it (stopped, and started again on the same HOME), all under one page load."""
    page = browser_page
    page.set_viewport_size({"width": 390, "height": 844})  # a phone: the words must be in view
    first = voila_launcher(DASHBOARDS)
    # The server the teacher starts again, started now so that its start overlaps the waits below
    # (the same HOME: the same kept cookie secret and children's saves; another port, behind the
    # same proxy address).
    starting = concurrent.futures.ThreadPoolExecutor(1)
    started_again = starting.submit(voila_launcher, DASHBOARDS)
    starting.shutdown(wait=False)
    with LinkProxy(first.port) as link:
        page.goto(link.url("voila/render/war.ipynb?seed=5"), wait_until="domcontentloaded", timeout=60_000)
        page.locator(FLIP).wait_for(timeout=60_000)
        flip_once(page)
        played = battles(page)
        assert page.locator(BANNER).count() == 0 or not page.locator(BANNER).is_visible()
        kernel = page.evaluate("() => JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId")

        link.cut()  # the Wi-Fi is gone
        banner = page.locator(BANNER)
        expect(banner).to_be_visible(timeout=5_000)
        expect(banner).to_contain_text("Connection lost — your game is safe, reconnecting…")
        assert in_view(page, BANNER)
        for _ in range(3):  # three Flips while cut: each is refused in words, none is kept for later
            page.locator(FLIP).click(force=True)
        expect(banner).to_contain_text("not sent")
        assert battles(page) == played

        link.restore()
        expect(banner).to_be_hidden(timeout=10_000)  # promptly, not 30 s later
        assert battles(page) == played  # the refused Flips were not played afterwards either
        flip_once(page)  # and Flip works again
        played += 1
        assert battles(page) == played

        link.stall()  # the Wi-Fi freezes: no goodbye, the sockets stay open, nothing goes through
        expect(banner).to_contain_text("Connection lost", timeout=20_000)  # a heartbeat (5 s) missed (8 s)
        page.locator(FLIP).click(force=True)
        expect(banner).to_contain_text("not sent")
        link.restore()
        expect(banner).to_be_hidden(timeout=15_000)
        page.locator(FLIP).wait_for(timeout=30_000)  # (the page may have come back by itself)
        assert battles(page) == played  # the refused Flip was not played when the link came back
        flip_once(page)
        played += 1
        assert battles(page) == played

        # The teacher restarts the server (Ctrl+C, ./hilltop run): the page says the link is lost,
        # then comes back by itself to the same battle once the server answers again.
        page_errors = [e for e in page.hilltop_errors if "ERR_" not in e]  # the browser's own, while cut
        assert not page_errors, page_errors
        page.evaluate("() => { window.hilltopOldPage = true; }")
        first.stop()
        expect(banner).to_be_visible(timeout=5_000)
        second = started_again.result(timeout=120)
        link.point_to(second.port)
        page.wait_for_function("() => !window.hilltopOldPage", timeout=30_000)
        page.locator(FLIP).wait_for(timeout=60_000)
        assert battles(page) == played
        flip_once(page)
        assert battles(page) == played + 1
        # An old page retrying its socket to the kernel the restart ended, and asking after that
        # kernel (Jupyter's page does both, a few times, before the page's own script brings it
        # back) ...
        for _ in range(3):
            assert http_get(link.url(f"api/kernels/{kernel}/channels"))[0] == 404
            assert http_get(link.url(f"api/kernels/{kernel}"))[0] == 404
    # A quiet terminal: no traceback from the cut, the stop, or the page coming back after it; the
    # started-again server says one line for the old page however often it retries.
    assert not [line for line in teacher_sees(first.log()) if "Traceback" in line], first.log()[-3000:]
    said = teacher_sees(second.log())
    assert len(said) == 1 and "A child's page reconnected to a game that had been closed" in said[0], said


def test_a_killed_kernel_comes_back_by_itself_to_the_same_game(voila_server, browser_page):
    """A lid shut (the page frozen, as Chromium freezes a sleeping tab) while the kernel is lost
    (killed, as the culler or a full memory ends it): once the lid opens the page comes back by
    itself to the same battle; the teacher's terminal says one line for it, no traceback."""
    page = browser_page
    kernel = war_and_its_kernel(voila_server, page)
    for _ in range(2):
        flip_once(page)
    played = battles(page)
    page.evaluate("() => { window.hilltopOldPage = true; }")
    said_before = len(voila_server.log())
    lid = page.context.new_cdp_session(page)
    lid.send("Page.setWebLifecycleState", {"state": "frozen"})  # the lid shuts
    os.kill(kernel, signal.SIGKILL)  # the kernel is gone meanwhile
    voila_server.wait_for(lambda: " died" in voila_server.log()[said_before:], 30, "the server noticed")
    try:
        lid.send("Page.setWebLifecycleState", {"state": "active"})  # the lid opens
    except PlaywrightError as problem:
        # Chromium may have discarded the frozen page meanwhile, as it does a sleeping tab (seen once
        # in a full run, the browser busy): it is no longer the frozen page to wake, and opened again
        # it must come back to the same battle all the same (below)
        if "Not attached to an active page" not in str(problem):
            raise
        page.bring_to_front()   # (the child comes back to the tab)
    # no click, no reload by hand: a new page comes back to the same battle and Flip plays on
    page.wait_for_function("() => !window.hilltopOldPage", timeout=30_000)
    page.locator(FLIP).wait_for(timeout=60_000)
    assert battles(page) == played
    flip_once(page)
    assert battles(page) == played + 1
    said = teacher_sees(voila_server.log()[said_before:])
    died = [line for line in said if " died" in line]
    assert len(died) == 1, said  # one line for the dead page
    dead = re.search(r"Kernel (\S+) died", died[0])
    assert dead, said
    # Nothing else, except the culler's line if it closes another test's kernel meanwhile (this
    # module's server lives past the 180 s limits): Jupyter's for an idle kernel, or the server's
    # own (server/voila_kernels.py) for one no page has been connected to, a chatty one included.
    others = [line for line in said if line not in died]
    assert all(re.match(r"\[Voila\] WARNING \| Culling (?:'idle' kernel 'python3' \(|kernel )(?!%s)" % dead[1], line)
               for line in others), said


def teacher_sees(log: str) -> list[str]:
    """The lines of a test server's log that ./hilltop run shows a teacher (it serves with
    --Voila.log_level=WARN; the tests' servers log at INFO): warnings and errors, and anything
    written without Voila's log format (a traceback, a kernel's own line)."""
    return [line for line in log.splitlines()
            if line.strip() and not re.match(r"\[Voila\] (?!WARNING|ERROR|CRITICAL)|http://127\.0\.0\.1:\d+/$", line)]
