"""A class experiment in real Chromium: the teacher starts it, two children join with the code and
add games, and the teacher's page shows the tally grow; a wrong code gets a clear message."""
import pytest

from class_store import ClassStore
from conftest import LOCAL_URL

pytestmark = pytest.mark.browser

START = "button:has-text('Start a class experiment')"
PLAY = "button:has-text('Play 10 games and add them')"


def open_page(page, url):
    page.goto(url, wait_until="domcontentloaded", timeout=60_000)


def another_page(first):
    """A second tab in the same browser, listening for errors as the fixture's first one does."""
    page = first.context.new_page()
    page.hilltop_errors = []
    page.on("pageerror", lambda exc: page.hilltop_errors.append(f"pageerror: {exc}"))
    page.on("console", lambda msg: msg.type == "error" and LOCAL_URL.match(msg.location.get("url") or "http://127.0.0.1/")
            and page.hilltop_errors.append(f"console: {msg.text}"))  # (the fixture's rule: our own resources)
    return page


def test_two_children_add_games_and_the_teacher_sees_the_tally(voila_server, browser_page, screenshot):
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
        child = another_page(teacher)
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

    # the CSV is made when the teacher asks for it, and the browser saves it as a file
    with teacher.expect_download(timeout=30_000) as saving:
        teacher.locator("button:has-text('Download the results')").click()
    saved = saving.value
    assert saved.suggested_filename == f"class-{code}.csv"
    rows = open(saved.path(), encoding="utf-8").read().splitlines()
    assert rows[0] == "experiment,result,value,seconds_after_start" and len(rows) == 21

    # a child who mistypes the code is told so, and nothing is added
    wrong = another_page(teacher)
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
    assert store.tally(code).count == 20
    for p in (teacher, *children, wrong):
        assert not p.hilltop_errors, p.hilltop_errors
