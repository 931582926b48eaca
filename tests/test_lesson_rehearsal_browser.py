"""The rehearsal: a teacher and three children through a whole lesson on ``./hilltop class``, in
Chromium, as a real room would have it.

The class server is started as the teacher starts it (``--host 127.0.0.2 --open lesson_war_odds``,
a class of four).  The teacher (1920x1080, the projector) waits until the projector page says the
class's games are warm, opens the live lesson page (on War odds already) and holds the class at
step 1.  Three children on a phone (390x844), a tablet (768x1024) and a Chromebook (1366x768) come
in with the class word only; their pages join the teacher's lesson by themselves.  They guess,
wait, are released, run their own experiments, are held again, released to practise (a right
answer, a named mistake, a wrong answer then a right one), see the class's result, one reloads
its page (and is back at its place, counted once), a late child joins, the teacher ends the lesson and then stops the server.  At each step the test asserts what
each child sees IN THE VIEWPORT (wherever on the page the child is) and what the teacher's page
counts.  One test, one server: each step builds on the one before.
"""
from __future__ import annotations

import re
import time

import pytest

from conftest import ARTIFACTS, LOCAL_URL
from lessons import spec
from classroom.lesson_class import practice_questions

from test_class_server_browser import ClassServer

pytestmark = pytest.mark.browser

SCREENS = {"phone": (390, 844), "tablet": (768, 1024), "chromebook": (1366, 768)}
SIZE = 4                       # three children and a late one
WARM = SIZE + 2                # the class's first page keeps SIZE warm, the arcade 2


@pytest.fixture
def lesson_room():
    server = ClassServer(size=SIZE, open_page="lesson_war_odds")
    try:
        yield server
    finally:
        server.stop()
        ARTIFACTS.mkdir(exist_ok=True)
        (ARTIFACTS / "class-lesson-rehearsal.log").write_text(server.output(), encoding="utf-8")


def fraction(x) -> str:
    return f"{x.numerator}/{x.denominator}"


def test_a_teacher_and_three_children_rehearse_a_whole_lesson(lesson_room, _browser, screenshot):
    from playwright.sync_api import expect

    server = lesson_room
    lesson = spec("war_odds")
    question = practice_questions(lesson)[0]
    named, why = next(iter(question.wrong.items()))
    contexts, pages = [], []

    def device(width, height):
        context = _browser.new_context(viewport={"width": width, "height": height})
        context.set_default_timeout(20_000)
        contexts.append(context)
        page = context.new_page()
        page.hilltop_errors = []
        page.on("pageerror", lambda exc: page.hilltop_errors.append(f"pageerror: {exc}"))
        page.on("console", lambda msg: msg.type == "error"
                and LOCAL_URL.match(msg.location.get("url") or "http://127.0.0.1/")
                and page.hilltop_errors.append(f"console: {msg.text}"))
        pages.append(page)
        return page

    def notice(page, words):
        """What the teacher sent, in the child's viewport and said to a screen reader (role=alert)."""
        box = page.locator(".hilltop-lesson-notice")
        expect(box).to_be_in_viewport(timeout=10_000)
        expect(box.get_by_role("alert")).to_contain_text(words)

    def dismiss(page):
        page.locator(".hilltop-lesson-notice").get_by_role("button", name="OK").click()
        expect(page.locator(".hilltop-lesson-notice")).to_be_hidden()

    def counts(selector, value):
        teacher.wait_for_function("([s, v]) => document.querySelector(s)?.textContent.trim() === v",
                                  arg=[selector, value], timeout=30_000)

    def to_the_bottom(page, away=True):
        """The child is down at the end of the page (Voila scrolls an inner panel, not the window):
        with ``away``, the class's box at the top is out of sight."""
        page.locator(".hilltop-lesson").evaluate("""e => {
            for (let p = e; p; p = p.parentElement) {
                if (p.scrollHeight > p.clientHeight && /auto|scroll/.test(getComputedStyle(p).overflowY)) {
                    p.scrollTop = p.scrollHeight;
                    return;
                }
            }
            window.scrollTo(0, document.body.scrollHeight);
        }""")
        if away:
            expect(page.get_by_text("You are in your class's lesson")).not_to_be_in_viewport()

    try:
        # -- the teacher: the projector page says when the class's games are warm --------------
        teacher = device(1920, 1080)
        teacher.goto(server.teacher, wait_until="domcontentloaded", timeout=60_000)
        expect(teacher.locator("[data-hilltop=ready]")).to_contain_text(f"ready: {WARM} of {WARM} games warm",
                                                                         timeout=150_000)
        assert re.search(rf"^ready: \d+ of {WARM} games warm", server.output(), re.M)
        assert f"ready: {WARM} of {WARM} games warm" in server.output()

        # -- the live lesson page opens on the class's lesson, big, with no answer on it -------
        teacher.get_by_role("link", name="a lesson with the class, live").click()
        expect(teacher.locator(".hilltop-lesson-teacher select")).to_have_value(lesson.title, timeout=90_000)
        teacher.get_by_role("button", name="Start this lesson with my class").click()
        expect(teacher.get_by_role("heading", level=1)).to_contain_text(f"{lesson.title}: with the class")
        big = teacher.locator(".hilltop-lesson-teacher p").first.evaluate(
            "p => parseFloat(getComputedStyle(p).fontSize)")
        assert big >= 24, big
        assert teacher.get_by_text(re.compile("lesson code", re.I)).count() == 0   # the class word is the code
        teacher.get_by_role("button", name="1 Predict").click()
        teacher.get_by_text("held at step 1").wait_for()

        # -- three children come in with the class word and are in the lesson ------------------
        children = {name: device(*size) for name, size in SCREENS.items()}
        for page in children.values():
            page.goto(server.children, wait_until="domcontentloaded", timeout=60_000)
        guesses = {"phone": "about 1 in 20", "tablet": "about 1 in 4", "chromebook": "about 1 in 20"}
        for name, page in children.items():
            expect(page.get_by_text("You are in your class's lesson")).to_be_visible(timeout=90_000)
            expect(page.get_by_role("textbox", name="Lesson code:")).to_be_hidden()
            page.get_by_role("radio", name=guesses[name]).check()
            page.get_by_role("button", name="Lock in my guess").click()
            expect(page.get_by_text("Wait for your teacher to open step 2")).to_be_in_viewport()
            expect(page.get_by_role("button", name="Run the experiment")).to_be_disabled()
        counts("[data-joined]", "3")
        counts("[data-guess='3']", "2")
        counts("[data-guess='1']", "1")
        assert teacher.locator("[data-exact]").count() == 0

        # -- released: the notice is where each child looks, within a moment -------------------
        for page in children.values():
            to_the_bottom(page, away=False)       # (before the experiment a tablet shows the whole page)
        teacher.get_by_role("button", name="2 Experiment").click()
        released = time.monotonic()
        for page in children.values():
            notice(page, "opened step 2")
        assert time.monotonic() - released < 3      # within a second on a quiet machine (0.1-0.5 s measured)
        for name, page in children.items():
            dismiss(page)
            page.get_by_role("button", name="Run the experiment").click()
            page.locator(".hilltop-experiment-done").wait_for(timeout=60_000)
            expect(page.get_by_text("Step 3 (practise) opens when your teacher says so")).to_be_visible()
            expect(page.locator(".hilltop-quiz")).to_be_hidden()
        teacher.wait_for_function(f"() => document.querySelector('[data-games]')?.dataset.games === "
                                  f"'{3 * lesson.total}'", timeout=30_000)

        # -- practise, released while each child is at the bottom of the page --------------------
        for page in children.values():
            to_the_bottom(page)
        teacher.get_by_role("button", name="No hold").click()
        for page in children.values():
            notice(page, "opened every step")
            dismiss(page)
            expect(page.locator(".hilltop-quiz")).to_be_visible()
        tries = {"phone": [question.answer], "tablet": [named], "chromebook": [question.answer + 1, question.answer]}
        for name, page in children.items():
            quiz = page.locator(".hilltop-quiz")
            for given in tries[name]:
                quiz.get_by_role("textbox").fill(fraction(given))
                quiz.get_by_role("button", name="Check").click()
                expect(quiz.locator(".widget-html").filter(has_text=re.compile("✔|✘"))).to_be_visible()
            if name == "tablet":
                expect(quiz).to_contain_text(why)                         # the mistake, by name
            expect(quiz).to_contain_text("Right at the first try: {} of 1".format(1 if name == "phone" else 0))
        counts("[data-right='0']", "1")
        counts("[data-mistake='0-0'] b", "1")
        counts("[data-mistake='0-other'] b", "1")
        expect(teacher.locator("[data-question='0']")).to_contain_text("Right at the first try: 1 of 3")
        assert teacher.locator("[data-exact]").count() == 0

        # -- the reveal reaches each child down at the practice -----------------------------------
        for page in children.values():
            to_the_bottom(page)
        teacher.get_by_role("button", name="Show the class's result on every screen").click()
        for page in children.values():
            notice(page, "showing the class's result")
            notice(page, f"The exact answer is {lesson.exact:.3f}")
        expect(teacher.locator("[data-exact]")).to_contain_text(f"{lesson.exact:.3f}")
        for name, page in children.items():
            screenshot(page, f"rehearsal_revealed_{name}")
        screenshot(teacher, "rehearsal_teacher_revealed")

        # -- a reload (issues 36.3, 37.3): the same child, at the same place --------------------
        for page in children.values():
            dismiss(page)
        phone = children["phone"]
        phone.reload(wait_until="domcontentloaded", timeout=60_000)
        quiz = phone.locator(".hilltop-quiz")
        expect(quiz.get_by_text("Right at the first try: 1 of 1")).to_be_in_viewport(timeout=60_000)
        expect(quiz.locator(".widget-html").filter(has_text="✔")).to_be_in_viewport()
        expect(phone.get_by_role("radio", name=guesses["phone"])).to_be_disabled()
        expect(phone.get_by_text(f"Your guess: {guesses['phone']}")).to_have_count(1)
        expect(phone.locator(".hilltop-experiment-done")).to_have_attribute("data-done", str(lesson.total))
        expect(phone.get_by_text("You are in your class's lesson")).to_have_count(1)
        expect(phone.locator(".hilltop-lesson-class [data-exact]")).to_contain_text(f"{lesson.exact:.3f}")
        counts("[data-joined]", "3")                                   # counted once, one guess
        counts("[data-guess='3']", "2")
        expect(teacher.locator("[data-question='0']")).to_contain_text("Right at the first try: 1 of 3")
        teacher.wait_for_function(f"() => document.querySelector('[data-games]')?.dataset.games === "
                                  f"'{3 * lesson.total}'", timeout=10_000)
        # each guess of the class's box on one line of the phone, not squeezed to "about / 1 in / 20"
        lines = phone.locator(".hilltop-lesson-class .together td:first-child").evaluate_all(
            "cells => cells.map(c => [c.textContent, c.getBoundingClientRect().height / parseFloat(getComputedStyle(c).lineHeight)])")
        assert len(lines) == len(lesson.choices) and all(n < 1.5 for _text, n in lines), lines
        screenshot(phone, "rehearsal_reloaded_phone")

        # -- a late child joins with the class word alone --------------------------------------
        late = device(390, 844)
        late.goto(server.children, wait_until="domcontentloaded", timeout=60_000)
        expect(late.get_by_text("You are in your class's lesson")).to_be_visible(timeout=90_000)
        counts("[data-joined]", "4")
        # the class has seen its result: nothing to guess now, said in the late child's viewport,
        # and the experiment open to them; the teacher's bars stay the class's predictions
        notice(late, "Your class has already made its guesses")
        dismiss(late)
        said = late.locator(".hilltop-prediction-message")
        said.scroll_into_view_if_needed()
        expect(said).to_contain_text("there is nothing to guess now")
        expect(said).to_be_in_viewport()
        box = said.bounding_box()
        assert box and box["x"] >= 0 and box["x"] + box["width"] <= 390, box      # not cut at the side
        expect(late.get_by_role("button", name="Lock in my guess")).to_be_hidden()
        expect(late.get_by_role("radio")).to_have_count(0)
        expect(late.get_by_role("button", name="Run the experiment")).to_be_enabled()
        screenshot(late, "rehearsal_late_phone")
        counts("[data-guess='3']", "2")
        expect(teacher.locator("[data-guesses-closed]")).to_be_visible()

        # -- the end: at once on the teacher's page, in every child's viewport ----------------------
        teacher.get_by_role("button", name="End the lesson").click()
        expect(teacher.get_by_text("The lesson has ended.")).to_be_visible(timeout=5_000)
        expect(teacher.get_by_role("heading", level=1)).to_contain_text("the lesson has ended")
        expect(teacher.get_by_text("held at step")).to_have_count(0)
        expect(teacher.get_by_role("button", name="End the lesson")).to_be_hidden()
        for page in [*children.values(), late]:
            notice(page, "carry on here on your own")
        screenshot(children["phone"], "rehearsal_ended_phone")
        screenshot(teacher, "rehearsal_teacher_ended")

        for page in pages:
            assert not page.hilltop_errors, page.hilltop_errors

        # -- the server is gone (Ctrl+C): the pages say so --------------------------------------
        assert server.interrupt() == 0
        lost = children["phone"].locator(".hilltop-lost")
        expect(lost).to_be_in_viewport(timeout=30_000)
        expect(lost).to_contain_text("lost the class server")
        expect(children["phone"].locator(".hilltop-lesson-notice")).to_be_hidden()   # no "carry on" beside it
        screenshot(children["phone"], "rehearsal_server_gone_phone")
    finally:
        for context in contexts:
            context.close()
