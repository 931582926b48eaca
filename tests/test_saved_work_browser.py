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


def test_a_reloaded_lesson_page_comes_back_to_the_childs_place(voila_server, browser_page):
    """Issues 36.3 / 37.3: a lesson page reloaded mid-practice came back blank (no guess, no
    experiment, question 1, "0 of 0").  On a phone, after F5, the child's practice is in the
    viewport with its feedback and score line; the guess is still locked and the experiment done."""
    from playwright.sync_api import expect

    from lesson_page_helpers import make_a_known_mistake
    from lessons import spec

    page = browser_page
    lesson = spec("war_odds")
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(voila_server.url("lesson_war_odds"), wait_until="domcontentloaded", timeout=60_000)
    guess = lesson.choices[-1]
    page.get_by_role("radio", name=guess).check(timeout=60_000)
    page.get_by_role("button", name="Lock in my guess").click()
    page.get_by_role("button", name="Run the experiment").click()
    page.locator(".hilltop-experiment-done").wait_for(timeout=60_000)
    question = make_a_known_mistake(page, lesson)
    why = question.wrong[next(iter(question.wrong))]
    quiz = page.locator(".hilltop-quiz")
    expect(quiz).to_contain_text("Right at the first try: 0 of 1")

    page.reload(wait_until="domcontentloaded", timeout=60_000)
    quiz = page.locator(".hilltop-quiz")
    expect(quiz.get_by_text(why)).to_be_in_viewport(timeout=60_000)          # where the child was
    expect(quiz.get_by_text("Right at the first try: 0 of 1")).to_be_in_viewport()
    expect(page.get_by_role("radio", name=guess)).to_be_disabled()
    expect(page.get_by_text(f"Your guess: {guess}")).to_have_count(1)
    assert page.locator(".hilltop-experiment-done").get_attribute("data-done") == str(lesson.total)
    expect(page.get_by_role("button", name="Run it again")).to_be_enabled()
    assert not page.hilltop_errors, page.hilltop_errors
