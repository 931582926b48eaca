"""What a child does on a lesson dashboard, shared by the browser tests that walk one (a plain
module, not a test file)."""
from __future__ import annotations

from playwright.sync_api import TimeoutError


def in_view(page, selector: str) -> str:
    """"" if the first thing ``selector`` finds is wholly inside the viewport (what the child sees
    without scrolling), else what is wrong."""
    box = page.locator(selector).first.bounding_box()
    view = page.viewport_size
    if not box or not view:
        return f"{selector} is not shown"
    if box["height"] <= 0 or box["y"] < 0 or box["y"] + box["height"] > view["height"] + 0.5 \
            or box["x"] < 0 or box["x"] + box["width"] > view["width"] + 0.5:
        return f"{selector} is out of the {view['width']}x{view['height']} view: {box}"
    return ""


def make_a_known_mistake(page, lesson):
    """Answer the lesson's first practice question with its first known mistake (its choice
    clicked, or its number typed), press Check, and wait for that mistake's own feedback, which
    must be in the child's view (below the fold, Check seemed to do nothing).  Returns the
    question."""
    from playwright.sync_api import expect

    from lessons import first_practice_question

    question = first_practice_question(lesson)
    wrong, why = next(iter(question.wrong.items()))
    quiz = page.locator(".hilltop-quiz")
    if question.choices:
        quiz.get_by_role("button", name=wrong, exact=True).click()
    else:
        quiz.get_by_role("textbox").fill(str(wrong))
    check = quiz.get_by_role("button", name="Check")
    # a child scrolls no further than to see Check (at the bottom of the screen), then presses it
    # (Playwright's own scrolling would centre it)
    check.evaluate("b => b.scrollIntoView({block: 'end'})")
    check.click()
    expect(quiz).to_contain_text(why)
    try:  # (the page may take a moment to bring it into view)
        page.wait_for_function("() => document.querySelector('.hilltop-quiz-feedback').getBoundingClientRect()"
                               ".bottom <= innerHeight", timeout=5_000)
    except TimeoutError:
        pass  # said below
    problem = in_view(page, ".hilltop-quiz-feedback")
    assert not problem, f"Check's answer is not in view: {problem}"
    return question
