"""A class experiment in real Chromium: the teacher starts it, two children join with the code and
add games, and the teacher's page shows the tally grow; a wrong code gets a clear message."""
import sqlite3
import time

import pytest

from class_store import ClassStore
from conftest import LOCAL_URL

pytestmark = pytest.mark.browser

START = "button:has-text('Start a class experiment')"
PLAY = "button:has-text('Play 10 games and add them')"


def open_page(page, url):
    page.goto(url, wait_until="domcontentloaded", timeout=60_000)


@pytest.fixture
def another_child(browser_page):
    """``another_child()``: a page in a browser of its own (its own cookies: another child to the
    server, as on another Chromebook; pages of one browser are one child's, and the server holds a
    child to MOST_PAGES_PER_CHILD pages at once), listening for errors as the fixture's page does;
    each is left (sending its kernel's shutdown beacon) and closed at the end."""
    contexts = []

    def make():
        context = browser_page.context.browser.new_context(viewport=browser_page.viewport_size)
        context.set_default_timeout(20_000)
        contexts.append(context)
        page = context.new_page()
        page.hilltop_errors = []
        page.on("pageerror", lambda exc: page.hilltop_errors.append(f"pageerror: {exc}"))
        page.on("console", lambda msg: msg.type == "error" and LOCAL_URL.match(msg.location.get("url") or "http://127.0.0.1/")
                and page.hilltop_errors.append(f"console: {msg.text}"))  # (the fixture's rule: our own resources)
        return page

    yield make
    for context in contexts:
        for page in context.pages:
            try:
                page.goto("about:blank", timeout=5_000)
            except Exception:
                pass
        context.close()


def test_two_children_add_games_and_the_teacher_sees_the_tally(voila_server, browser_page, another_child, screenshot):
    teacher = browser_page
    open_page(teacher, voila_server.url("class_teacher"))
    teacher.locator(".widget-dropdown select").select_option(label="How many cards come before the first Ace?")
    teacher.locator(START).click()
    code_box = teacher.locator("[data-code]")
    code_box.wait_for(timeout=30_000)
    code = code_box.get_attribute("data-code")
    assert teacher.locator("[data-count]").get_attribute("data-count") == "0"

    children = []
    for n in range(2):
        child = another_child()
        open_page(child, voila_server.url("class_experiment") + f"?code={code}")
        child.locator(PLAY).wait_for(timeout=60_000)
        assert f"You joined {code}" in child.locator(".hilltop-class").text_content()
        child.locator(PLAY).click()
        child.wait_for_function("() => document.body.innerText.includes('Your 10 results')", timeout=20_000)
        children.append(child)

    # the teacher's page refreshes itself every few seconds: 20 results arrive without a click
    teacher.wait_for_function("() => document.querySelector('[data-count]')?.dataset.count === '20'",
                              timeout=30_000)
    assert "The kit's answer: 9.6" in teacher.locator(".hilltop-class").text_content()
    assert teacher.locator(".hilltop-class svg").count() == 1  # the class chart
    store = ClassStore()  # the same database as the server's kernels (the tests' data folder)
    assert store.tally(code).count == 20
    screenshot(teacher, "class_experiment_teacher")

    # 37.6: another program holds the database's lock.  The child's click is answered at once and,
    # within a second or so, a warning in the child's view says the results wait; the teacher's panel
    # says results cannot be saved; once the lock goes, the results go by themselves and the
    # warnings go too (no reload, no click)
    other = sqlite3.connect(store.engine.url.database, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    try:
        child = children[0]
        clicked = time.monotonic()
        child.locator(PLAY).click()
        warning = child.locator(".hilltop-store-warning")
        warning.wait_for(state="visible", timeout=5_000)
        assert time.monotonic() - clicked < 2.5, "the child waited too long to be told"
        box, view = warning.bounding_box(), child.viewport_size
        assert box and view and box["y"] >= 0 and box["y"] + box["height"] <= view["height"]
        assert "taking a while" in warning.text_content()
        teacher.wait_for_function("() => document.body.innerText.includes('cannot be saved just now')",
                                  timeout=15_000)
        screenshot(child, "class_experiment_store_busy")
    finally:
        other.execute("ROLLBACK")
        other.close()
    teacher.wait_for_function("() => document.querySelector('[data-count]')?.dataset.count === '30'",
                              timeout=30_000)
    warning.wait_for(state="hidden", timeout=15_000)
    teacher.wait_for_function("() => !document.body.innerText.includes('cannot be saved just now')",
                              timeout=15_000)
    assert store.tally(code).count == 30

    # the CSV is made when the teacher asks for it, and the browser saves it as a file
    with teacher.expect_download(timeout=30_000) as saving:
        teacher.locator("button:has-text('Download the results')").click()
    saved = saving.value
    assert saved.suggested_filename == f"class-{code}.csv"
    rows = open(saved.path(), encoding="utf-8").read().splitlines()
    assert rows[0] == "experiment,result,value,seconds_after_start" and len(rows) == 31

    # a child who mistypes the code is told so, and nothing is added
    wrong = another_child()
    open_page(wrong, voila_server.url("class_experiment") + "?code=ZZZ-ZZZ")
    wrong.wait_for_function("() => document.body.innerText.includes('no class experiment with the code')",
                            timeout=60_000)
    assert wrong.locator(PLAY).is_hidden()

    # the teacher closes it: the next click is refused with a reason
    teacher.locator("button:has-text('Close (stop collecting)')").click()
    teacher.wait_for_function("() => document.body.innerText.includes('This experiment is closed')", timeout=20_000)
    children[0].locator(PLAY).click()
    children[0].wait_for_function("() => document.body.innerText.includes('this experiment is closed')",
                                  timeout=20_000)
    assert store.tally(code).count == 30

    # 37.6 on a lesson page (a long page: the warning must be in view wherever the child is): a
    # guess locked while the database is locked waits on the page, is said, and goes by itself
    import lessons
    from class_store.lesson_sessions import LessonSessions
    from classroom.lesson_class import lesson_facts

    sessions = LessonSessions(store)
    spec = lessons.spec("war_odds")
    lesson_code = sessions.start(lesson_facts(spec))
    pupil = another_child()
    open_page(pupil, voila_server.url("lesson_war_odds") + f"?code={lesson_code}")
    pupil.get_by_role("button", name="Lock in my guess").wait_for(timeout=60_000)
    pupil.wait_for_function(f"() => document.body.innerText.includes('{lesson_code}')", timeout=20_000)
    other = sqlite3.connect(store.engine.url.database, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    try:
        pupil.get_by_role("radio", name=spec.choices[1]).check()
        pupil.get_by_role("button", name="Lock in my guess").click()
        pupil.evaluate("() => window.scrollTo(0, document.body.scrollHeight)")
        note = pupil.locator(".hilltop-store-warning")
        note.wait_for(state="visible", timeout=5_000)
        box, view = note.bounding_box(), pupil.viewport_size
        assert box and view and box["y"] >= 0 and box["y"] + box["height"] <= view["height"]
        assert sessions.tally(lesson_code).guesses == {}
    finally:
        other.execute("ROLLBACK")
        other.close()
    note.wait_for(state="hidden", timeout=20_000)
    assert sessions.tally(lesson_code).guesses == {1: 1}
    sessions.close(lesson_code)     # (the teachers' pages of later tests offer the lessons still open)
    for p in (teacher, *children, wrong, pupil):
        assert not p.hilltop_errors, p.hilltop_errors
