"""A lesson with a class in real Chromium: the teacher's page and three children's pages in one
browser.  The teacher holds the class at step 1, children lock their guesses and wait, the teacher
opens the experiment and then the practice; one child answers right, one with a named mistake,
one joins late by typing the code; the teacher's page shows exactly those tallies, and the
revealed result appears on all three children's screens."""
import pytest

from lessons import spec
from widgets.lesson_class import practice_questions

from test_class_experiment_browser import another_page, open_page

pytestmark = pytest.mark.browser


def child_page(teacher, voila_server, code=""):
    page = another_page(teacher)
    open_page(page, voila_server.url("lesson_war_odds") + (f"?code={code}" if code else ""))
    page.get_by_role("button", name="Lock in my guess").wait_for(timeout=60_000)
    return page


def lock(page, guess):
    page.get_by_role("radio", name=guess).check()
    page.get_by_role("button", name="Lock in my guess").click()
    page.get_by_text("Your guess:").wait_for()


def answer(page, text):
    quiz = page.locator(".hilltop-quiz")
    quiz.get_by_role("textbox").fill(text)
    quiz.get_by_role("button", name="Check").click()


def teacher_shows(teacher, selector, value):
    teacher.wait_for_function(
        "([s, v]) => document.querySelector(s)?.textContent.trim() === v", arg=[selector, value], timeout=30_000)


def test_a_teacher_holds_the_pace_and_sees_the_class_think(voila_server, browser_page, screenshot):
    from playwright.sync_api import expect

    lesson = spec("war_odds")
    question = practice_questions(lesson)[0]
    right = f"{question.answer.numerator}/{question.answer.denominator}"
    named, why = next(iter(question.wrong.items()))

    teacher = browser_page
    open_page(teacher, voila_server.url("lesson_teacher"))
    teacher.locator(".widget-dropdown select").select_option(label=lesson.title)
    teacher.get_by_role("button", name="Start this lesson with my class").click()
    teacher.locator("[data-code]").wait_for(timeout=30_000)
    code = teacher.locator("[data-code]").get_attribute("data-code")
    teacher.get_by_role("button", name="1 Predict").click()
    teacher.get_by_text("held at step 1").wait_for(timeout=20_000)

    first, second = (child_page(teacher, voila_server, code) for _ in range(2))
    for page, guess in ((first, "about 1 in 20"), (second, "about 1 in 4")):
        expect(page.locator(".hilltop-lesson-class")).to_contain_text(f"You are in your class's lesson ({code})")
        lock(page, guess)
        page.get_by_text("Wait for your teacher to open step 2").wait_for()
        expect(page.get_by_role("button", name="Run the experiment")).to_be_disabled()
    teacher_shows(teacher, "[data-guess='3']", "1")
    teacher_shows(teacher, "[data-guess='1']", "1")

    teacher.get_by_role("button", name="2 Experiment").click()
    for page in (first, second):
        run = page.get_by_role("button", name="Run the experiment")
        expect(run).to_be_enabled(timeout=20_000)                   # the page follows the teacher
        run.click()
        page.locator(".hilltop-experiment-done").wait_for(timeout=60_000)
        page.get_by_text("Step 3 (practise) opens when your teacher says so").wait_for()
        expect(page.locator(".hilltop-quiz")).to_be_hidden()
    teacher.wait_for_function(f"() => document.querySelector('[data-games]')?.dataset.games === '{2 * lesson.total}'",
                              timeout=30_000)

    teacher.get_by_role("button", name="No hold").click()
    for page in (first, second):
        expect(page.locator(".hilltop-quiz")).to_be_visible(timeout=20_000)
    answer(first, right)
    expect(first.locator(".hilltop-quiz")).to_contain_text("Right")
    answer(second, f"{named.numerator}/{named.denominator}")
    expect(second.locator(".hilltop-quiz")).to_contain_text(why)

    late = child_page(teacher, voila_server)                           # no code in the address: types it
    late.get_by_role("textbox", name="Lesson code:").fill(code.lower().replace("-", ""))
    late.get_by_role("button", name="Join the lesson").click()
    expect(late.locator(".hilltop-lesson-class")).to_contain_text(f"You are in your class's lesson ({code})")
    lock(late, "about 1 in 20")
    expect(late.get_by_role("button", name="Run the experiment")).to_be_enabled()   # no hold now

    teacher_shows(teacher, "[data-joined]", "3")
    teacher_shows(teacher, "[data-guess='3']", "2")
    teacher_shows(teacher, "[data-right='0']", "1")
    teacher_shows(teacher, "[data-mistake='0-0'] b", "1")
    expect(teacher.locator("[data-mistake='0-0']")).to_contain_text(why)
    assert teacher.locator("[data-mistake='0-other']").count() == 0
    screenshot(teacher, "lesson_teacher")

    teacher.get_by_role("button", name="Show the class's result on every screen").click()
    for page in (first, second, late):
        page.get_by_text("We guessed this").wait_for(timeout=20_000)
        expect(page.locator(".together [data-games]")).to_have_attribute("data-games", str(2 * lesson.total))
    screenshot(late, "lesson_child_revealed")
    for page in (teacher, first, second, late):
        assert not page.hilltop_errors, page.hilltop_errors
