"""Each lesson dashboard in standalone Voila, used by a child alone: the experiment waits for a
locked guess, a guess is locked in, the experiment runs and says its result, and a practice
answer that comes from a known mistake gets that mistake's own feedback."""
import pytest

from lesson_page_helpers import make_a_known_mistake
from lessons import LESSONS as SPECS
from lessons import spec

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("name", sorted(SPECS))
def test_a_child_predicts_runs_the_experiment_and_practises(voila_server, browser_page, name):
    from playwright.sync_api import expect

    page = browser_page
    lesson = spec(name)
    page.goto(voila_server.url(f"lesson_{name}") + "?seed=3", wait_until="domcontentloaded", timeout=60_000)
    lock = page.get_by_role("button", name="Lock in my guess")
    lock.wait_for(timeout=60_000)
    run = page.get_by_role("button", name="Run the experiment")
    expect(run).to_be_disabled()
    expect(page.locator(".hilltop-quiz")).to_be_hidden()          # no practice before the experiment
    assert page.locator(".hilltop-chart").count() == 0

    lock.click()                                                  # no guess picked yet: refused
    page.get_by_text("Choose a guess first").wait_for()
    expect(run).to_be_disabled()

    guess = lesson.choices[-1]
    page.get_by_role("radio", name=guess).check()
    lock.click()
    page.get_by_text("Your guess:").wait_for()
    expect(page.get_by_role("radio", name=guess)).to_be_disabled()
    expect(run).to_be_enabled()

    run.click()
    done = page.locator(".hilltop-experiment-done")
    done.wait_for(timeout=60_000)
    assert int(done.get_attribute("data-done")) == lesson.total
    assert page.locator(".hilltop-chart polyline.line").count() >= 1
    page.get_by_text("You guessed").wait_for()

    quiz = page.locator(".hilltop-quiz")
    expect(quiz).to_be_visible()
    question = make_a_known_mistake(page, lesson)
    if not question.choices:                                       # not a number: said so
        quiz.get_by_role("textbox").fill("seven")
        quiz.get_by_role("button", name="Check").click()
        expect(quiz).to_contain_text("Type a number")
    assert not page.hilltop_errors, page.hilltop_errors
