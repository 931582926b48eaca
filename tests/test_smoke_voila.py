"""Smoke tests of the stack every Hilltop table stands on, in standalone Voila and real Chromium.

The page is tests/notebooks/smoke.ipynb (kept out of the arcade): one anywidget with a card
button (tests/notebooks/smoke_widget.py) and a timer on the kernel's event loop.
"""
import re
import time

import pytest

from conftest import REPO, wait_until  # noqa: E402  (tests/ is on sys.path: pytest's rootdir conftest)

SMOKE_ROOT = REPO / "tests" / "notebooks"
CULL_AFTER = 10  # s: short culling for the experiment below (./hilltop run uses 180 s)

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def smoke_server(voila_launcher):
    """The smoke page served with ./hilltop run's options, except that kernels are culled 10 s
    (not 3 minutes) after their last page went away, checked every second."""
    return voila_launcher(SMOKE_ROOT, ArcadeKernelManager__cull_disconnected_after=CULL_AFTER,
                          MappingKernelManager__cull_idle_timeout=CULL_AFTER,
                          MappingKernelManager__cull_interval=1)


def open_smoke(page, server):
    """Open the smoke page, wait for its widget, return the pid of the kernel it got."""
    before = set(server.kernel_pids())
    page.goto(server.url("smoke"), wait_until="domcontentloaded", timeout=60_000)
    page.locator('[data-card="AS"]').wait_for(timeout=60_000)
    new = wait_until(lambda: set(server.kernel_pids()) - before, 10, "no new kernel for the page", every=0.2)
    assert len(new) == 1, f"expected one new kernel for the page, got {new}"
    return new.pop()


def number(page, selector, key):
    text = page.locator(selector).text_content()
    return int(re.search(rf"{key}=(\d+)", text).group(1))


def test_click_round_trip_and_kernel_timer_update_the_page(smoke_server, browser_page, screenshot):
    page = browser_page
    open_smoke(page, smoke_server)
    first_tick = number(page, ".smoke-ticks", "ticks")
    button = page.locator('[data-card="AS"]')
    assert button.get_attribute("aria-label") == "Ace of Spades"
    assert page.locator(".smoke-clicks").text_content() == "clicks=0 last=none"
    # The page never changes the counter itself: it only sends {"event": "click"}; the text can
    # change only when the kernel's handler has set the synced traits and they came back.
    button.click()
    page.wait_for_function("document.querySelector('.smoke-clicks').textContent === 'clicks=1 last=AS'",
                           timeout=15_000)
    button.click()
    page.wait_for_function("document.querySelector('.smoke-clicks').textContent === 'clicks=2 last=AS'",
                           timeout=15_000)
    # The timer is an asyncio task on the kernel's running loop, started when the cell ran; its
    # ticks reach the page with no click (those above do not touch it).
    page.wait_for_function(
        f"parseInt(document.querySelector('.smoke-ticks').textContent.split('=')[1]) >= {first_tick + 3}",
        timeout=15_000)
    assert screenshot(page, "smoke_voila").stat().st_size > 1000
    assert not page.hilltop_errors, page.hilltop_errors


def test_leaving_the_page_frees_its_kernel_at_once(smoke_server, browser_page):
    """Voila's beforeunload beacon shuts the kernel down (it needs the _xsrf cookie that
    server.voila_kernels.set_xsrf_cookie sets).  The culler needs CULL_AFTER seconds at least, so an
    end within a second less than that is the beacon's (on a quiet machine it takes about one)."""
    page = browser_page
    pid = open_smoke(page, smoke_server)
    page.goto("about:blank")
    left = time.monotonic()
    wait_until(lambda: pid not in smoke_server.kernel_pids(), CULL_AFTER - 1,
               lambda: "the kernel stayed after the page was left\n" + smoke_server.log()[-3000:], every=0.1)
    took = time.monotonic() - left
    print(f"\nthe kernel was shut down {took:.1f} s after the page was left")


def test_closed_tab_loses_its_kernel_even_with_a_timer_but_open_tab_keeps_it(smoke_server, browser_page):
    """A tab closed without beforeunload (a crash, a killed tab): only the culler can help, and
    the page's timer keeps the kernel chatty, which the stock idle culler would never cull."""
    server = smoke_server
    stays = browser_page
    goes = browser_page.context.new_page()
    kept = open_smoke(stays, server)
    culled = open_smoke(goes, server)
    ticks = number(goes, ".smoke-ticks", "ticks")
    goes.wait_for_function(
        f"parseInt(document.querySelector('.smoke-ticks').textContent.split('=')[1]) > {ticks}", timeout=15_000)
    goes.close()  # Playwright's default: no beforeunload, so no beacon
    closed_at = time.monotonic()
    wait_until(lambda: culled not in server.kernel_pids(), CULL_AFTER + 15, "the closed tab's kernel stayed")
    took = time.monotonic() - closed_at
    # The smoke timer ticks for 60 s: the kernel went while it was still busy ticking.
    assert took < 50
    assert "no page has been connected" in server.log()
    # The open tab (idle for longer than CULL_AFTER by now) keeps its kernel, and it still answers.
    assert kept in server.kernel_pids()
    stays.locator('[data-card="AS"]').click()
    stays.wait_for_function("document.querySelector('.smoke-clicks').textContent === 'clicks=1 last=AS'",
                            timeout=15_000)
