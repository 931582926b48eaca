"""A reload (F5) in real Chromium brings the child back to the same War battle: the reload's new
kernel starts from the child's kept game (class_store/saved_work.py), not from "Battles: 0"."""
import re

import pytest

pytestmark = pytest.mark.browser

FLIP = ".hilltop-board .hb-button.hb-big"
INFO = ".hilltop-board .hb-info"


def battles(page) -> int:
    found = re.search(r"Battles: (\d+)", page.locator(INFO).text_content() or "")
    assert found, page.locator(INFO).text_content()
    return int(found.group(1))


def test_a_reload_comes_back_to_the_same_battle(voila_server, browser_page):
    page = browser_page
    page.goto(voila_server.url("war") + "?seed=11", wait_until="domcontentloaded", timeout=60_000)
    page.locator(FLIP).wait_for(timeout=60_000)
    for _ in range(3):
        before = page.locator(INFO).text_content()
        page.locator(FLIP).click()
        page.wait_for_function("t => document.querySelector('.hilltop-board .hb-info').textContent !== t",
                               arg=before, timeout=15_000)
    played = battles(page)
    assert played >= 3
    page.reload(wait_until="domcontentloaded", timeout=60_000)
    page.locator(FLIP).wait_for(timeout=60_000)
    assert battles(page) == played
