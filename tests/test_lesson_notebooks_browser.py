"""Each lesson notebook, rendered in Voila as a whole page and used in Chromium: the page builds
with no error, a guess can be locked in (and then cannot be changed), and a checked question
names a known mistake and refuses an answer that is not a number."""
from pathlib import Path

import pytest

from lesson_runner import question_of, quizzes, run_lesson

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parent.parent
LESSONS = ROOT / "notebooks/lessons"
NAMES = sorted(p.stem for p in LESSONS.glob("*.ipynb"))


@pytest.fixture(scope="module")
def lessons_server(voila_launcher):
    return voila_launcher(LESSONS)


def first_typed_question(name: str):
    """The first question of the lesson a child answers by typing, with a named mistake."""
    for record in quizzes(run_lesson(str(LESSONS / f"{name}.ipynb"))):
        q = question_of(record)
        if q.choices is None and q.wrong:
            return q
    return None


@pytest.mark.parametrize("name", NAMES)
def test_a_lesson_page_locks_a_guess_and_checks_answers(lessons_server, browser_page, name):
    from playwright.sync_api import expect

    page = browser_page
    page.goto(lessons_server.url(name), wait_until="domcontentloaded", timeout=180_000)
    quiz = page.locator(".hilltop-quiz").first
    quiz.wait_for(timeout=180_000)
    assert page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']").count() == 0

    prediction = page.locator(".hilltop-prediction")
    if prediction.count():
        lock = prediction.first.get_by_role("button", name="Lock in my guess")
        radio = prediction.first.get_by_role("radio").first
        radio.check()
        lock.click()
        prediction.first.get_by_text("Your guess:").wait_for()
        expect(radio).to_be_disabled()
        expect(lock).to_be_disabled()

    q = first_typed_question(name)
    if q is not None:
        box = page.locator(".hilltop-quiz").filter(has_text=q.prompt).first
        wrong, why = next(iter(q.wrong.items()))
        box.get_by_role("textbox").first.fill(str(wrong))
        box.get_by_role("button", name="Check").first.click()
        expect(box).to_contain_text(why)
        box.get_by_role("textbox").first.fill("lots")
        box.get_by_role("button", name="Check").first.click()
        expect(box).to_contain_text("Type a number")
    assert not page.hilltop_errors, page.hilltop_errors
