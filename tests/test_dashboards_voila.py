"""Every dashboard in notebooks/dashboards renders in standalone Voila, as ./hilltop run serves it,
with nothing but its widgets on screen: no error, no traceback, no warning text.  An address that
leads nowhere, a bad ?seed= and a kernel that stops under an open page get a message in a child's
words with a way back to the arcade."""
import os
import signal
import time
from html import unescape

import pytest

from conftest import DASHBOARDS, http_get

DASHBOARD_NAMES = sorted(p.stem for p in DASHBOARDS.glob("*.ipynb"))
TRACEBACK_SIGNS = ("There was an error when executing cell", "Traceback (most recent call last)",
                   'data-mime-type="application/vnd.jupyter.stderr"')
FLIP = ".hilltop-board .hb-button.hb-big"


def test_the_arcade_is_there():
    assert "arcade" in DASHBOARD_NAMES


@pytest.mark.parametrize("name", DASHBOARD_NAMES)
def test_dashboard_renders_without_error(voila_server, name):
    status, html = http_get(voila_server.url(name), timeout=120)
    assert status == 200, html[-2000:]
    for sign in TRACEBACK_SIGNS:
        assert sign not in html, f"{name}.ipynb shows {sign!r} under Voila"
    assert "application/vnd.jupyter.widget-view+json" in html, f"{name}.ipynb shows no widget"


def kernels_now(voila_server) -> tuple[set[int], int]:
    """The kernels the server runs, and where its log is: for ``assert_no_kernel_started``."""
    return set(voila_server.kernel_pids()), len(voila_server.log())


def assert_no_kernel_started(voila_server, before: tuple[set[int], int]) -> None:
    """No kernel started since ``kernels_now``: none more is running, and the server's log says
    of none that it started (one started and ended in between is caught too).  Not "the same
    kernels as before": the session's server outlives its kernels, and the culler ends another
    test's idle kernel whenever it is 180 s old (it ended one between the two looks, on a server
    culling at 2 s)."""
    pids, said = before
    assert not set(voila_server.kernel_pids()) - pids
    started = [line for line in voila_server.log()[said:].splitlines() if "Kernel started" in line]
    assert not started, started


def assert_friendly(html: str, arcade: str, back: str = "Back to the arcade"):
    for sign in TRACEBACK_SIGNS + ("tornado", "HTTPError", "Voilà"):
        assert sign not in html
    assert f'href="{arcade}"' in html and back in html
    assert "http://" not in html and "https://" not in html, "the page loads nothing from outside"


# (in the language the address asks for: the error pages are the server's own, issue 42)
SPANISH_PAGE = ('lang="es"', "Volver al salón de juegos")


@pytest.mark.parametrize("path", ["voila/render/no_such_game.ipynb", "voila/render/games/war.ipynb",
                                  "voila/tree/no_such_folder", "nothing/here", "voila/render/no_such_game.ipynb?lang=es",
                                  "nothing/here?lang=es"])
def test_an_address_that_leads_nowhere_says_so_and_leads_back(voila_server, path):
    before = kernels_now(voila_server)
    status, html = http_get(voila_server.base_url + path)
    assert status == 404
    spanish = path.endswith("lang=es")
    assert ("No encontramos ese juego" if spanish else "We can't find that game") in unescape(html)
    assert_friendly(html, "/voila/render/arcade.ipynb", SPANISH_PAGE[1] if spanish else "Back to the arcade")
    assert (SPANISH_PAGE[0] in html) == spanish
    assert_no_kernel_started(voila_server, before)


@pytest.mark.parametrize("query, shown", [
    ("seed=banana", '&#34;banana&#34;'), ("seed=-3", '&#34;-3&#34;'), ("seed=1.5", '&#34;1.5&#34;'),
    ("seed=", "it is nothing"), ("seed=1%25", '&#34;1%&#34;'), ("seed=1&seed=2", "more than one"),
    ("seed=" + "9" * 30, "30 digits"), ("seed=%3Cb%3E", "&lt;b&gt;"),
    ("seed=3&turns=0", "from 1 to 1000"), ("seconds=5", "from 10 to 3600"), ("level=8", "level=9 for older children"),
    ("lang=es&seed=banana", "pero es &#34;banana&#34;"), ("lang=es&seconds=5", "número entero de segundos de 10 a 3600"),
])
def test_a_bad_seed_is_refused_before_a_kernel_starts(voila_server, query, shown):
    before = kernels_now(voila_server)
    status, html = http_get(voila_server.url("war") + "?" + query)
    assert status == 400
    spanish = query.startswith("lang=es")
    assert ("Este enlace del juego tiene algo mal" if spanish else "This game link has a mix-up") in html and shown in html
    assert "<b>" not in html
    assert 'href="?"' in html  # a new deal: the same game with no seed
    assert_friendly(html, "/voila/render/arcade.ipynb", SPANISH_PAGE[1] if spanish else "Back to the arcade")
    assert (SPANISH_PAGE[0] in html) == spanish
    assert_no_kernel_started(voila_server, before)


def test_seed_rule_is_one_whole_number():
    from widgets.address import BadAddress, seed_in_query

    assert seed_in_query("") is None and seed_in_query("x=1") is None
    assert seed_in_query("seed=7") == 7 and seed_in_query("seed=0007&x=1") == 7
    assert seed_in_query("seed=7&seed=7") == 7
    assert seed_in_query("seed=" + "9" * 18) == 10**18 - 1
    for bad in ("seed=a", "seed=-1", "seed=%2B1", "seed=1e3", "seed=", "seed=" + "1" * 19, "seed=1&seed=2",
                "seed=%D9%A3"):  # an Arabic-Indic 3: a digit to Python, not a seed
        with pytest.raises(BadAddress):
            seed_in_query(bad)


def test_a_short_game_is_asked_for_in_turns_or_in_seconds(monkeypatch):
    from widgets.address import BadAddress, length_in_query
    from widgets.arcade import length_from_page

    assert length_in_query("seed=3") == {} and length_in_query("turns=20") == {"turns": 20}
    assert length_in_query("seconds=60&seed=1") == {"seconds": 60}
    for bad in ("turns=0", "turns=1001", "turns=a", "seconds=9", "seconds=3601", "turns=2&turns=3", "turns="):
        with pytest.raises(BadAddress):
            length_in_query(bad)
    monkeypatch.setenv("QUERY_STRING", "seed=2&turns=20&seconds=30")
    assert length_from_page("progressive_patience") == {"max_turns": 20}  # a patience game counts turns
    assert length_from_page("spit") == {"max_ticks": 300}  # a race its clock: 30 s of 100 ms ticks
    assert length_from_page("war") == {}  # nothing to shorten


def war_and_its_kernel(voila_server, page) -> int:
    """Open War (game 3) and find the one kernel the page started: its process id."""
    before = set(voila_server.kernel_pids())
    page.goto(voila_server.url("war") + "?seed=3", wait_until="domcontentloaded", timeout=60_000)
    page.locator(FLIP).wait_for(timeout=60_000)
    # The one kernel that was not running before.  (Not "one more kernel than before": an earlier
    # test's kernel still shutting down when counted made that wait out its 30 s every time.)
    new = voila_server.wait_for(lambda: (set(voila_server.kernel_pids()) - before) or None, 30,
                                "the page's kernel")
    assert len(new) == 1, new
    return new.pop()


@pytest.mark.browser
def test_a_kernel_stopped_under_an_open_page_shows_a_way_back(voila_server, browser_page, screenshot):
    page = browser_page
    kernel = war_and_its_kernel(voila_server, page)
    assert page.locator("#hilltop-kernel-gone").count() == 0  # a live game shows no message
    # A stopped kernel brings the page back by itself (tests/test_connection_browser.py), at most
    # twice in two minutes: here the page has come back twice already, so it says why it stopped.
    page.evaluate("() => sessionStorage.setItem('hilltop-automatic-reloads', JSON.stringify([Date.now(), Date.now()]))")
    os.kill(kernel, signal.SIGKILL)  # the kernel dies (as when memory runs out)
    gone = page.locator("#hilltop-kernel-gone")
    gone.wait_for(timeout=30_000)
    assert "This game has stopped" in gone.inner_text()
    assert gone.locator("a.home").get_attribute("href") == "arcade.ipynb"
    assert gone.locator("a.again").get_attribute("href") == page.url  # same game, same seed
    screenshot(page, "kernel_stopped")
    gone.locator("a.home").click()
    page.wait_for_url("**/voila/render/arcade.ipynb", timeout=30_000)
    page.locator('.hilltop-arcade a.tile[data-dashboard="war.ipynb"]').wait_for(timeout=60_000)
    assert not page.hilltop_errors, page.hilltop_errors
