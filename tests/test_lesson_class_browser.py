"""A lesson with a class where there is no class word (``./hilltop run``, a school hub): the
teacher's page shows a *lesson code*, a child types it into the box its page labels "Lesson code"
and is in the lesson; the teacher's page counts the child's guess.  The whole lesson, step by
step and as each child sees it, is rehearsed on ``./hilltop class`` in
tests/test_lesson_rehearsal_browser.py; this test keeps only what differs here: the typed code."""
import pytest

from lessons import spec

from test_class_experiment_browser import another_child, open_page  # noqa: F401 (a fixture)

pytestmark = pytest.mark.browser


def test_a_child_types_the_lesson_code_and_the_teacher_counts_the_guess(voila_server, browser_page, another_child,
                                                                     screenshot):
    from playwright.sync_api import expect

    lesson = spec("war_odds")
    teacher = browser_page
    open_page(teacher, voila_server.url("lesson_teacher"))
    teacher.locator(".widget-dropdown select").select_option(label=lesson.title)
    teacher.get_by_role("button", name="Start this lesson with my class").click()
    teacher.locator("[data-code]").wait_for(timeout=30_000)
    code = teacher.locator("[data-code]").get_attribute("data-code")
    expect(teacher.get_by_text("lesson code", exact=False).first).to_be_visible()
    assert teacher.get_by_text("class code", exact=False).count() == 0

    child = another_child()
    open_page(child, voila_server.url("lesson_war_odds"))
    box = child.get_by_role("textbox", name="Lesson code:")
    box.wait_for(timeout=60_000)
    box.fill(code.lower().replace("-", ""))                        # as a child might type it
    child.get_by_role("button", name="Join the lesson").click()
    expect(child.locator(".hilltop-lesson-class")).to_contain_text(f"You are in your class's lesson ({code})")
    child.get_by_role("radio", name="about 1 in 20").check()
    child.get_by_role("button", name="Lock in my guess").click()
    teacher.wait_for_function("() => document.querySelector(\"[data-guess='3']\")?.textContent.trim() === '1'",
                              timeout=30_000)
    teacher.wait_for_function("() => document.querySelector('[data-joined]')?.textContent.trim() === '1'")
    screenshot(teacher, "lesson_teacher")
    for page in (teacher, child):
        assert not page.hilltop_errors, page.hilltop_errors
