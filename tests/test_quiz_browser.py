"""The practice quiz of a lesson dashboard, used by a child in Chromium (standalone Voila): the
question says how exact to be and shows nothing of its answer; a hint comes only after a first
try, when asked for; a chance typed "7 in 103" (the way the lessons say chances) is right."""
from fractions import Fraction

import pytest

from lessons import first_practice_question, spec

pytestmark = pytest.mark.browser

LESSON = "war_odds"


def test_a_child_answers_a_practice_chance_in_words_and_gets_a_hint_only_after_trying(voila_server, browser_page):
    from playwright.sync_api import expect

    lesson = spec(LESSON)
    q = first_practice_question(lesson)
    assert q.choices is None and q.chance and q.hint and q.wrong          # the question this test needs
    answer = Fraction(q.answer)
    said = f"{answer.numerator} in {answer.denominator}"                 # e.g. "1 in 17"

    page = browser_page
    page.goto(voila_server.url(f"lesson_{LESSON}") + "?seed=3", wait_until="domcontentloaded", timeout=60_000)
    page.get_by_role("radio", name=lesson.choices[0], exact=True).check(timeout=60_000)
    page.get_by_role("button", name="Lock in my guess").click()
    page.get_by_role("button", name="Run the experiment").click()
    page.locator(".hilltop-experiment-done").wait_for(timeout=60_000)

    quiz = page.locator(".hilltop-quiz")
    expect(quiz).to_be_visible()
    expect(quiz).to_contain_text(q.text)                                  # with how exact it must be
    assert "decimal to" in q.text
    hint = quiz.get_by_role("button", name="Hint")
    reveal = quiz.get_by_role("button", name="Show the answer")
    expect(hint).to_be_hidden()
    expect(reveal).to_be_hidden()
    before = quiz.inner_text()
    for shown in (f"{answer.numerator}/{answer.denominator}", f"{float(answer):.3f}", q.hint):
        assert shown not in before

    box = quiz.get_by_role("textbox")
    box.fill("lots")                                                       # no number: no try, no hint
    box.press("Enter")
    expect(quiz).to_contain_text("Type a number")
    expect(hint).to_be_hidden()

    mistake, why = next(iter(q.wrong.items()))
    mistake = Fraction(mistake)
    box.fill(f"{mistake.numerator}/{mistake.denominator}")
    quiz.get_by_role("button", name="Check").click()
    expect(quiz).to_contain_text(why)
    expect(hint).to_be_visible()
    expect(quiz).not_to_contain_text(q.hint)                               # offered, not shown
    hint.click()
    expect(quiz).to_contain_text(q.hint)
    expect(hint).to_be_hidden()

    box.fill(said)
    quiz.get_by_role("button", name="Check").click()
    expect(quiz).to_contain_text("Right!")
    expect(reveal).to_be_hidden()
    assert not page.hilltop_errors, page.hilltop_errors
