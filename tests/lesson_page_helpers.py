"""What a child does on a lesson dashboard, shared by the browser tests that walk one (a plain
module, not a test file)."""
from __future__ import annotations


def make_a_known_mistake(page, lesson):
    """Answer the lesson's first practice question with its first known mistake (its choice
    clicked, or its number typed), press Check, and wait for that mistake's own feedback.
    Returns the question."""
    from playwright.sync_api import expect

    from lessons import first_practice_question

    question = first_practice_question(lesson)
    wrong, why = next(iter(question.wrong.items()))
    quiz = page.locator(".hilltop-quiz")
    if question.choices:
        quiz.get_by_role("button", name=wrong, exact=True).click()
    else:
        quiz.get_by_role("textbox").fill(str(wrong))
    quiz.get_by_role("button", name="Check").click()
    expect(quiz).to_contain_text(why)
    return question
