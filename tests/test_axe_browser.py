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

These pages are loaded in Spanish (``?lang=es``, issue 42: axe passes on the Spanish pages; the
games' and the lessons' pages are audited in English where their paths are walked), and the same
load checks that each scene fits the phone, the tablet and the Chromebook in Spanish, about a
quarter longer than English (tests/test_screens_browser.py's geometry: nothing cut, overlapping or
wider than the screen, the link back to the arcade on the first screen, every control a finger's
size).  The controls are found by
their role on the page, not by their words.

A JSON summary of every page's scenes lands in tests/artifacts/axe-<dashboard>.json."""
from __future__ import annotations

import pytest

import kit
from axe_audit import Audit, axe_script  # noqa: F401  (axe_script: a fixture, used by name)
from conftest import DASHBOARDS, shot_to_look_at
from lessons import LESSONS
from test_screens_browser import ARM_RESIZE, HOME, MEASURE, PLAY_SIZES, SETTLED, TARGETS, least_target

pytestmark = pytest.mark.browser

DASHBOARD_NAMES = sorted(p.stem for p in DASHBOARDS.glob("*.ipynb"))
# Pages audited where their path is walked: each game (tests/test_keyboard_browser.py) and each
# lesson (tests/test_lesson_dashboards_browser.py).
AUDITED_ELSEWHERE = set(kit.GAMES) | {f"lesson_{name}" for name in LESSONS}
SEED = 3
LANG = "es"


# -- War odds, class pages, arcade ---------------------------------------------------------------
# Pages of one button: the button, what the page shows once it is pressed, and that scene's name.
ONE_BUTTON_PAGES = {
    "war_odds": (".hilltop-odds button.mod-success", ".hilltop-odds [data-games='10000']", "games played"),  # Run
    "class_teacher": (".hilltop-class button.mod-success", "[data-code]", "experiment started"),  # Start
    "lesson_teacher": ("#rendered_cells button.mod-success", "[data-code]", "lesson started"),  # Start
}
# A child's class page: Join, then "Play 10 games and add them"; the ten results shown
JOIN, PLAY_GAMES = ".hilltop-class button.mod-success", ".hilltop-class button.mod-primary"
TEN_RESULTS = "() => /(\\d+, ){9}\\d+/.test(document.querySelector('.hilltop-class').innerText)"


class Scenes:
    """Each scene audited by axe at the Chromebook's size, and measured at the three sizes."""

    def __init__(self, audit: Audit, name: str):
        self.audit, self.name, self.problems = audit, name, []

    def check(self, scene: str) -> None:
        page = self.audit.page
        for width, height in PLAY_SIZES:  # the phone, the tablet, then the Chromebook's for axe
            page.evaluate(ARM_RESIZE)
            page.set_viewport_size({"width": width, "height": height})
            page.evaluate(SETTLED, True)
            found = page.evaluate(MEASURE, [None, None]) + (page.evaluate(HOME) if self.name != "arcade" else [])
            found += page.evaluate(TARGETS, least_target(width))  # (a finger's size: the scene's new controls too)
            self.problems += [f"{scene}, {width}x{height}: {p}" for p in found]
            shot_to_look_at(page, f"{self.name}-{LANG}-{scene.replace(' ', '-')}-{width}x{height}")
        self.audit.check(scene)


def audit_one_button(scenes: Scenes, name: str) -> None:
    button, shown, scene = ONE_BUTTON_PAGES[name]
    page = scenes.audit.page
    page.locator(button).wait_for(timeout=90_000)
    scenes.check("first screen")
    page.locator(button).click()
    page.locator(shown).wait_for(timeout=90_000)
    scenes.check(scene)


def audit_child(scenes: Scenes, name: str, server) -> None:
    page = scenes.audit.page
    join = page.locator(JOIN)
    join.wait_for(timeout=90_000)
    scenes.check("first screen")
    page.locator(".hilltop-class input").first.fill("ZZZZ")
    join.click()
    page.locator(".hilltop-class .problem").wait_for(timeout=60_000)
    scenes.check("a wrong code")
    teacher = page.context.new_page()
    teacher.goto(server.url("class_teacher") + f"?lang={LANG}", wait_until="domcontentloaded", timeout=90_000)
    start, started, _ = ONE_BUTTON_PAGES["class_teacher"]
    teacher.locator(start).click(timeout=90_000)
    code = teacher.locator(started).get_attribute("data-code", timeout=30_000)
    teacher.goto("about:blank")
    page.locator(".hilltop-class input").first.fill(code)
    join.click()
    play_games = page.locator(PLAY_GAMES)
    play_games.wait_for(timeout=90_000)
    scenes.check("joined")
    play_games.click()
    page.wait_for_function(TEN_RESULTS, timeout=90_000)  # ten games played in the kernel
    scenes.check("games added")


def audit_arcade(scenes: Scenes, name: str) -> None:
    page = scenes.audit.page
    page.locator(".hilltop-arcade .tile").first.wait_for(timeout=90_000)
    scenes.check("first screen")
    # on a phone the tiles use the screen's width: as much room on their right as on their left
    # (the page's panels take the new width on the resize event: under load a moment later)
    page.evaluate(ARM_RESIZE)
    page.set_viewport_size({"width": 390, "height": 844})
    page.evaluate(SETTLED, True)
    tile_margins = """() => [...document.querySelectorAll('.hilltop-arcade .tile')].map((t) => {
      const r = t.getBoundingClientRect(); return [Math.round(r.left), Math.round(innerWidth - r.right)]; })"""
    margins = page.evaluate(tile_margins)
    assert all(abs(left - right) <= 4 for left, right in margins), f"tiles' left and right margins at 390 px: {margins}"


def test_every_dashboard_is_audited_here_or_where_its_path_is_walked():
    assert AUDITED_ELSEWHERE < set(DASHBOARD_NAMES), "a game or a lesson has no page in notebooks/dashboards"
    assert {"arcade", "war_odds", "lesson_teacher"} <= set(DASHBOARD_NAMES) - AUDITED_ELSEWHERE


@pytest.mark.parametrize("name", [n for n in DASHBOARD_NAMES if n not in AUDITED_ELSEWHERE])
def test_every_scene_of_the_dashboard_passes_axe(voila_server, browser_page, axe_script, name):
    page = browser_page
    page.set_viewport_size({"width": 1366, "height": 768})
    page.goto(voila_server.url(name) + f"?seed={SEED}&lang={LANG}", wait_until="domcontentloaded", timeout=90_000)
    page.locator("#rendered_cells").wait_for(state="visible", timeout=90_000)
    audit = Audit(page, axe_script, name)
    scenes = Scenes(audit, name)
    try:
        if name in ONE_BUTTON_PAGES:
            audit_one_button(scenes, name)
        elif name == "class_experiment":
            audit_child(scenes, name, voila_server)
        elif name == "arcade":
            audit_arcade(scenes, name)
        else:
            pytest.fail(f"{name}: a new dashboard: say in tests/test_axe_browser.py which scenes a child meets on it")
    finally:
        audit.save()
    problems = audit.report()
    assert not problems, f"{name} breaks axe's rules:\n{problems}"
    assert not scenes.problems, f"{name} does not fit in Spanish:\n" + "\n".join(scenes.problems)
    assert not page.hilltop_errors, page.hilltop_errors
