"""Each lesson dashboard in standalone Voila, used by a child alone: the experiment waits for a
locked guess, a guess is locked in, the experiment runs and says its result, and a practice
answer that comes from a known mistake gets that mistake's own feedback.

Every scene on the way passes axe-core's WCAG A and AA rules too (tests/axe_audit.py; the
axe file leaves the lesson pages to this test): the first screen, a guess locked in
without choosing (the refusal), a guess locked in, the experiment run (chart and practice), a
practice answer checked.  One page load and one experiment serve both checks.

It is the lessons' playtest too: the child scrolls only until the button they need shows (at the
bottom of the screen) and presses it, and what answers each press must then be inside the
viewport: the refusal of a lock without a guess, the locked guess, the experiment's result, the
feedback after Check.  Each lesson is played on one of a class's screens in turn (a Chromebook
1366x768, a tablet 768x1024, a phone 390x844), so every step is played on every screen with one
page load a lesson."""
import pytest
from playwright.sync_api import TimeoutError

from lesson_page_helpers import child_presses, in_view, make_a_known_mistake
from test_screens_browser import TARGETS, least_target
from lessons import LESSONS as SPECS
from lessons import spec
from axe_audit import Audit, axe_script  # noqa: F401  (axe_script: a fixture, used by name)

pytestmark = pytest.mark.browser

SCREENS = [(1366, 768), (768, 1024), (390, 844)]


@pytest.mark.parametrize("name", sorted(SPECS))
def test_a_child_predicts_runs_the_experiment_and_practises(voila_server, browser_page, axe_script, name):
    page = browser_page
    harder = name == "run_sums"           # one 7-9 lesson at the level a teacher chooses for 9-year-olds
    lesson = spec(name, 9 if harder else None)
    width, height = SCREENS[sorted(SPECS).index(name) % len(SCREENS)]
    page.set_viewport_size({"width": width, "height": height})
    page.goto(voila_server.url(f"lesson_{name}") + "?seed=3" + ("&level=9" if harder else ""),
              wait_until="domcontentloaded", timeout=60_000)
    audit = Audit(page, axe_script, f"lesson_{name}")
    try:
        predicts_runs_and_practises(page, lesson, audit)
    finally:
        audit.save()
    problems = audit.report()
    assert not problems, f"lesson_{name} breaks axe's rules:\n{problems}"
    assert not page.hilltop_errors, page.hilltop_errors


def predicts_runs_and_practises(page, lesson, audit) -> None:
    from playwright.sync_api import expect

    lock = page.get_by_role("button", name="Lock in my guess")
    lock.wait_for(timeout=60_000)
    audit.check("first screen")
    run = page.get_by_role("button", name="Run the experiment")
    expect(run).to_be_disabled()
    expect(page.locator(".hilltop-quiz")).to_be_hidden()          # no practice before the experiment
    assert page.locator(".hilltop-chart").count() == 0

    child_presses(lock)                                           # no guess picked yet: refused
    page.get_by_text("Choose a guess first").wait_for()
    seen(page, ".hilltop-prediction-message", "the refusal of a guess not chosen")
    expect(run).to_be_disabled()
    audit.check("no guess chosen")

    guess = lesson.choices[-1]
    page.get_by_role("radio", name=guess).check()
    child_presses(lock)
    page.get_by_text("Your guess:").wait_for()
    seen(page, ".hilltop-prediction-message", "the locked guess")
    expect(page.get_by_role("radio", name=guess)).to_be_disabled()
    # plainly marked, not a faint grey dot: drawn in full, bold, with "your guess" beside it
    marked = page.locator(".hilltop-prediction label:has(input:checked)").evaluate("""l => {
      let opacity = 1;
      for (let e = l; e; e = e.parentElement) opacity *= parseFloat(getComputedStyle(e).opacity);
      return {opacity, weight: getComputedStyle(l).fontWeight, after: getComputedStyle(l, '::after').content,
              dot: getComputedStyle(l.querySelector('input')).borderTopColor,
              // the lock drawn from the icon font the page carries (as on the button: Font Awesome 5's
              // solid face, loaded), no emoji that a machine without an emoji font shows as a box;
              // "your guess" in the label's own font
              font: getComputedStyle(l, '::after').fontFamily, labelFont: getComputedStyle(l).fontFamily,
              weight900: getComputedStyle(l, '::after').fontWeight,
              loaded: [...document.fonts].some((f) => f.family.replace(/"/g, '') === 'Font Awesome 5 Free'
                                                      && f.weight === '900' && f.status === 'loaded')};
    }""")
    assert not any(ord(c) > 0xFFFF for c in marked["after"]), marked
    assert "\uf023" in marked["after"], marked
    assert marked["font"] == f'"Font Awesome 5 Free", {marked["labelFont"]}', marked
    assert marked["weight900"] == "900" and marked["loaded"], marked
    assert marked["opacity"] == 1 and int(marked["weight"]) >= 700 and "your guess" in marked["after"], marked
    assert marked["dot"] == "rgb(168, 67, 0)", marked                 # its dot drawn in colour, not grey
    expect(run).to_be_enabled()
    audit.check("guess locked in")

    # when each picture of the chart arrives (a quick experiment's come all at once)
    page.evaluate("""() => { window.chartTimes = [];
      new MutationObserver(() => window.chartTimes.push(performance.now()))
        .observe(document.querySelector('.hilltop-experiment'), {childList: true, subtree: true}); }""")
    child_presses(run)
    done = page.locator(".hilltop-experiment-done")
    done.wait_for(timeout=60_000)
    seen(page, ".hilltop-experiment-done", "the experiment's result")
    assert int(done.get_attribute("data-done")) == lesson.total
    if "(harder)" in lesson.title:                                # ?level=9: the counting of pairs of cards
        page.get_by_text("different pairs of cards in all").wait_for()
    assert page.locator(".hilltop-chart polyline.line").count() >= 1
    # the child sees the line grow: the pictures came over seconds, or (the games came in within a
    # blink) the last one is drawn growing; and what its lines are, in words
    grows = page.locator(".hilltop-chart polyline.grow")
    times = page.evaluate("() => window.chartTimes")
    assert (grows.count() and grows.first.evaluate("l => l.getAnimations().length") == 1
            or times[-1] - times[0] >= 1500), f"the chart was drawn whole at once: {len(times)} pictures"
    expect(page.locator(".hilltop-chart-words")).to_contain_text("likely range")
    chart_faults = page.evaluate(CHART_READABLE)
    assert not chart_faults, f"the experiment's chart is hard to read at {page.viewport_size}: {chart_faults}"
    page.get_by_text("You guessed").wait_for()

    quiz = page.locator(".hilltop-quiz")
    expect(quiz).to_be_visible()
    audit.check("experiment run")
    question = make_a_known_mistake(page, lesson)
    audit.check("practice answer checked")
    # the practice's controls (the answer box, Check, the choices, New question) a finger's size too
    small = page.evaluate(TARGETS, least_target(page.viewport_size["width"]))
    assert not small, f"too small to tap at {page.viewport_size}: {small}"
    if not question.choices:                                       # not a number: said so
        quiz.get_by_role("textbox").fill("lots")
        quiz.get_by_role("button", name="Check").click()
        expect(quiz).to_contain_text("Type a number")


# The experiment's chart read by a child on a phone too: every word at least 11 CSS px high (its
# font size times the scale the SVG is drawn at), and no word inside the plot's frame, where the
# lines would run through it (the legend above the plot, the numbers beside and under it).
CHART_READABLE = """() => {
  const faults = [];
  for (const svg of document.querySelectorAll('svg.hilltop-chart')) {
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    const frame = svg.querySelector('rect[fill=none][stroke]');
    const plot = frame ? frame.getBoundingClientRect() : {left: 0, right: 0, top: 0, bottom: 0};
    for (const t of svg.querySelectorAll('text')) {
      const px = parseFloat(getComputedStyle(t).fontSize) * scale, r = t.getBoundingClientRect();
      if (px < 11) faults.push(`"${t.textContent}" is ${px.toFixed(1)} px high`);
      if (r.left < plot.right - 1 && r.right > plot.left + 1 && r.top < plot.bottom - 1 && r.bottom > plot.top + 1)
        faults.push(`"${t.textContent}" lies inside the plot, under its lines`);
    }
  }
  return faults;
}"""


def seen(page, selector: str, what: str) -> None:
    """``what`` (``selector``) comes into the child's view (at once, or after a short scroll)."""
    try:
        page.wait_for_function("(s) => { const r = document.querySelector(s).getBoundingClientRect();"
                               " return r.top >= 0 && r.bottom <= innerHeight; }", arg=selector, timeout=5_000)
    except TimeoutError:
        pass  # said below
    problem = in_view(page, selector)
    assert not problem, f"{what} is not in the child's view: {problem}"
