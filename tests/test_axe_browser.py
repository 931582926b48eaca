"""Every dashboard passes axe-core's WCAG 2.0, 2.1 and 2.2 A and AA rules (tests/axe_audit.py:
``target-size`` on as well) on the scenes a child meets, from its first screen on.

Where a child's path through a page is already walked by another test, the audit runs there, on
the same page load (a page load is a kernel start and a notebook run):

* a card game: tests/test_keyboard_browser.py plays each game to its end with the keyboard alone,
  and audits its first screen (a race's on the wall clock, before the test picks the pace without
  a clock), the scene after the first move with the table read out by "What's on the table?", the
  scene after six moves, and the game over;
* a lesson: tests/test_lesson_dashboards_browser.py audits the first screen, a guess locked in
  without choosing (the refusal), a guess locked in, the experiment run (chart and practice), and
  a practice answer checked.

This file audits the other pages (and checks that every dashboard is audited in one of the three):

* War odds: the first screen, then the simulation run;
* the class pages: the teacher's page before and after starting an experiment; a child's page
  before joining, after a wrong code, after joining and after adding games; the teacher's lesson
  page before and after starting a lesson with the class;
* the arcade: its first screen.

A JSON summary of every page's scenes lands in tests/artifacts/axe-<dashboard>.json."""
from __future__ import annotations

import pytest

import kit
from axe_audit import Audit, axe_script  # noqa: F401  (axe_script: a fixture, used by name)
from conftest import DASHBOARDS
from lessons import LESSONS

pytestmark = pytest.mark.browser

DASHBOARD_NAMES = sorted(p.stem for p in DASHBOARDS.glob("*.ipynb"))
# Pages audited where their path is walked: each game (tests/test_keyboard_browser.py) and each
# lesson (tests/test_lesson_dashboards_browser.py).
AUDITED_ELSEWHERE = set(kit.GAMES) | {f"lesson_{name}" for name in LESSONS}
SEED = 3


# -- War odds, class pages, arcade ---------------------------------------------------------------
# Pages of one button: the button, what the page shows once it is pressed, and that scene's name.
ONE_BUTTON_PAGES = {
    "war_odds": (".hilltop-odds button:has-text('Run')", ".hilltop-odds [data-games='10000']", "games played"),
    "class_teacher": ("button:has-text('Start a class experiment')", "[data-code]", "experiment started"),
    "lesson_teacher": ("button:has-text('Start this lesson with my class')", "[data-code]", "lesson started"),
}


def audit_one_button(audit: Audit, name: str) -> None:
    button, shown, scene = ONE_BUTTON_PAGES[name]
    page = audit.page
    page.locator(button).wait_for(timeout=90_000)
    audit.check("first screen")
    page.locator(button).click()
    page.locator(shown).wait_for(timeout=90_000)
    audit.check(scene)


def audit_child(audit: Audit, name: str, server) -> None:
    page = audit.page
    join = page.locator("button:has-text('Join')")
    join.wait_for(timeout=90_000)
    audit.check("first screen")
    page.locator(".hilltop-class input").first.fill("ZZZZ")
    join.click()
    page.locator(".hilltop-class .problem").wait_for(timeout=60_000)
    audit.check("a wrong code")
    teacher = page.context.new_page()
    teacher.goto(server.url("class_teacher"), wait_until="domcontentloaded", timeout=90_000)
    start, started, _ = ONE_BUTTON_PAGES["class_teacher"]
    teacher.locator(start).click(timeout=90_000)
    code = teacher.locator(started).get_attribute("data-code", timeout=30_000)
    teacher.goto("about:blank")
    page.locator(".hilltop-class input").first.fill(code)
    join.click()
    play_games = page.locator("button:has-text('Play 10 games and add them')")
    play_games.wait_for(timeout=90_000)
    audit.check("joined")
    play_games.click()
    page.get_by_text("Your 10 results").wait_for(timeout=90_000)  # ten games played in the kernel
    audit.check("games added")


def audit_arcade(audit: Audit, name: str) -> None:
    audit.page.locator(".hilltop-arcade .tile").first.wait_for(timeout=90_000)
    audit.check("first screen")


def test_every_dashboard_is_audited_here_or_where_its_path_is_walked():
    assert AUDITED_ELSEWHERE < set(DASHBOARD_NAMES), "a game or a lesson has no page in notebooks/dashboards"
    assert {"arcade", "war_odds", "lesson_teacher"} <= set(DASHBOARD_NAMES) - AUDITED_ELSEWHERE


@pytest.mark.parametrize("name", [n for n in DASHBOARD_NAMES if n not in AUDITED_ELSEWHERE])
def test_every_scene_of_the_dashboard_passes_axe(voila_server, browser_page, axe_script, name):
    page = browser_page
    page.set_viewport_size({"width": 1366, "height": 768})
    page.goto(voila_server.url(name) + f"?seed={SEED}", wait_until="domcontentloaded", timeout=90_000)
    page.locator("#rendered_cells").wait_for(state="visible", timeout=90_000)
    audit = Audit(page, axe_script, name)
    try:
        if name in ONE_BUTTON_PAGES:
            audit_one_button(audit, name)
        elif name == "class_experiment":
            audit_child(audit, name, voila_server)
        elif name == "arcade":
            audit_arcade(audit, name)
        else:
            pytest.fail(f"{name}: a new dashboard: say in tests/test_axe_browser.py which scenes a child meets on it")
    finally:
        audit.save()
    problems = audit.report()
    assert not problems, f"{name} breaks axe's rules:\n{problems}"
    assert not page.hilltop_errors, page.hilltop_errors
