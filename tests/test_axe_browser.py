"""Every dashboard passes axe-core's WCAG 2.0, 2.1 and 2.2 A and AA rules, with ``target-size``
(2.5.8, off in axe by default) switched on: on its first screen and on the scenes a child meets
after moves, up to the end of a game.

axe-core is the one ``./hilltop test`` installs from npm at the version pinned there
(AXE_CORE_VERSION) under .cache/axe-core; its axe.min.js is put into each page with Playwright, so
nothing comes from outside the machine.  One Voila server and one browser serve every dashboard.

What a child does on each kind of page (the scenes checked):
* a card game: the first screen, after the first move (with the table read out by "What's on the
  table?"), after a few more, and when the game is over (the page's "?seed=" and a fixed choice among what can be clicked make each run the same;
  the race games move on their own clock as well).  A game that a child clicking at random does
  not finish in MOST_CLICKS clicks (two patiences of 104 cards, and races against a slow
  computer) is made short by its page's address, as a teacher would for a lesson's last minutes
  (``?turns=`` or ``?seconds=``), and played to that end;
* a lesson: the first screen, a guess locked in without choosing (the refusal), a guess locked in,
  the experiment run (chart and practice), a practice answer checked.  These scenes are met by
  tests/test_lesson_dashboards_browser.py, which checks what the lesson does at each step and
  runs ``Audit`` there (one page load and one experiment for both); the lesson pages are left
  out of this file's list;
* War odds: the first screen, then the simulation run;
* the class pages: the teacher's page before and after starting an experiment; a child's page
  before joining, after a wrong code, after joining and after adding games; the teacher's lesson
  page before and after starting a lesson with the class;
* the arcade: its first screen.

Each violation is named by rule, with the elements and axe's reason; a JSON summary of every page's
scenes lands in tests/artifacts/axe-<dashboard>.json."""
from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from conftest import ARTIFACTS, DASHBOARDS, IN_CI, REPO, shot_to_look_at
from lessons import LESSONS

pytestmark = pytest.mark.browser

DASHBOARD_NAMES = sorted(p.stem for p in DASHBOARDS.glob("*.ipynb"))
# A lesson's own page is audited where the lesson is used (tests/test_lesson_dashboards_browser.py).
AUDITED_WITH_THEIR_LESSON = {f"lesson_{name}" for name in LESSONS}
SEED = 3


def axe_version() -> str:
    found = re.search(r"^AXE_CORE_VERSION=(\S+)$", (REPO / "hilltop").read_text(encoding="utf-8"), re.M)
    assert found, "./hilltop pins no AXE_CORE_VERSION"
    return found.group(1)


AXE_DIR = REPO / ".cache" / "axe-core" / "node_modules" / "axe-core"
AXE_OPTIONS = {
    "runOnly": {"type": "tag", "values": ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"]},
    "rules": {"target-size": {"enabled": True}},
    "resultTypes": ["violations"],
}
ON_THE_SCREEN = {"runOnly": {"type": "rule", "values": ["label-content-name-mismatch"]}, "resultTypes": ["violations"]}
TO_THE_FOOT = "() => { const all = document.querySelectorAll('#rendered_cells *'); if (all.length) all[all.length - 1].scrollIntoView(); }"
TO_THE_TOP = "() => { const first = document.querySelector('#rendered_cells'); if (first) first.scrollIntoView(); }"
RUN_AXE = """async (options) => {
  const result = await axe.run(document, options);
  return result.violations.map((v) => ({
    rule: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.map((n) => ({target: n.target.join(' '), html: n.html.slice(0, 160),
                                why: (n.failureSummary || '').replace(/\\s+/g, ' ').slice(0, 300)})),
  }));
}"""


@pytest.fixture(scope="module")
def axe_script() -> Path:
    script = AXE_DIR / "axe.min.js"
    package = AXE_DIR / "package.json"
    if not script.exists():
        message = f"axe-core is not installed under {AXE_DIR.relative_to(REPO)} (./hilltop test installs it)"
        if IN_CI:
            pytest.fail(message)
        pytest.skip(message)
    installed = json.loads(package.read_text(encoding="utf-8"))["version"]
    assert installed == axe_version(), f"axe-core {installed} is installed, ./hilltop pins {axe_version()}"
    return script


class Audit:
    """The axe results of one page's scenes."""

    def __init__(self, page, script: Path, name: str):
        self.page, self.script, self.name = page, script, name
        self.scenes: list[dict] = []

    def check(self, scene: str) -> None:
        page = self.page
        page.evaluate(SETTLED)
        if not page.evaluate("() => typeof window.axe === 'object'"):
            page.add_script_tag(path=str(self.script))
        violations = page.evaluate(RUN_AXE, AXE_OPTIONS)
        # axe compares a button's name with the words it shows only while it is on the screen (Go
        # Fish's ask buttons, below the first screen, passed so): the foot of the page is checked too
        page.evaluate(TO_THE_FOOT)
        seen = {v["rule"] for v in violations}
        violations += [v for v in page.evaluate(RUN_AXE, ON_THE_SCREEN) if v["rule"] not in seen]
        page.evaluate(TO_THE_TOP)
        self.scenes.append({"scene": scene, "violations": violations})
        shot_to_look_at(self.page, f"axe-{self.name}-{len(self.scenes)}-{scene}")

    def report(self) -> str:
        lines = []
        for s in self.scenes:
            for v in s["violations"]:
                lines.append(f"[{s['scene']}] {v['rule']} ({v['impact']}): {v['help']}")
                for n in v["nodes"][:6]:
                    lines.append(f"    {n['target']}: {n['why']}")
                if len(v["nodes"]) > 6:
                    lines.append(f"    ... and {len(v['nodes']) - 6} more")
        return "\n".join(lines)

    def save(self) -> None:
        ARTIFACTS.mkdir(exist_ok=True)
        (ARTIFACTS / f"axe-{self.name}.json").write_text(json.dumps(self.scenes, indent=1), encoding="utf-8")


SETTLED = """async () => {
  await document.fonts.ready;
  await new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)));
}"""

# -- card games ------------------------------------------------------------------------------------
CLICKS = ".hilltop-board [data-action]:not([disabled])"
GENERATION = "() => document.querySelector('.hilltop-board').dataset.generation"
MOVED = "(g) => { const b = document.querySelector('.hilltop-board'); return b && b.dataset.generation !== g; }"
OVER = ".hilltop-board .hb-banner"
ASK = ".hilltop-board .hb-ask"
GAMES = ["anarchy", "anthony_hill", "authors", "conjugal_patience", "dictation", "go_fish", "grabbage",
         "king_of_the_hill", "pirate", "progressive_patience", "spit", "war"]
MOST_CLICKS = 400  # a child's clicks before the end of a game, at most
# Each game's address: its deal, one that the clicks below end in a few dozen moves where the
# game allows (played the same way in Python on ?seed=1..30), so the file stays quick.  Games
# that random clicks do not end within MOST_CLICKS (the two patiences of 104 cards; the races
# against a slow computer on the wall clock) ask for a short game as well (widgets.address.LENGTHS),
# which ends as any game does, with the banner saying who won.
ADDRESSES = {"anarchy": "seed=14", "authors": "seed=15", "dictation": "seed=6", "king_of_the_hill": "seed=25",
             "war": "seed=20",
             "conjugal_patience": "seed=3&turns=12", "progressive_patience": "seed=3&turns=12",
             "grabbage": "seed=3&seconds=10", "pirate": "seed=3&seconds=10", "spit": "seed=3&seconds=12"}


def play(page, rng: random.Random, clicks: int) -> int:
    """Click ``clicks`` times (fewer if the game ends) on things the table offers, chosen by
    ``rng``; each click waits for the table to be drawn again.  Returns the clicks made."""
    made = 0
    while made < clicks and not page.locator(OVER).count():
        before = page.evaluate(GENERATION)  # (first: a scene that comes from now on is news)
        offered = page.locator(CLICKS)
        count = offered.count()
        if not count:  # the computer players' turn, a race clock, or the game just ended: wait
            page.wait_for_function(f"(g) => ({MOVED})(g) || !!document.querySelector('{OVER}')",
                                   arg=before, timeout=60_000)
            continue
        try:
            offered.nth(rng.randrange(count)).click(timeout=5_000)
        except Exception:  # redrawn under the pointer (a race clock): choose again
            continue
        page.wait_for_function(MOVED, arg=before, timeout=60_000)
        made += 1
    return made


def audit_game(audit: Audit, name: str) -> None:
    page = audit.page
    page.locator(".hilltop-board").first.wait_for(timeout=90_000)
    page.wait_for_function("() => document.querySelector('.hilltop-board').dataset.generation !== undefined")
    audit.check("first screen")
    rng = random.Random(name)
    if play(page, rng, 1):
        page.locator(ASK).click()  # the table in words, shown under the button (at once: no kernel)
        audit.check("after the first move, the table read out")
    if play(page, rng, 5):
        audit.check("after six moves")
    moves = 6 + play(page, rng, MOST_CLICKS)
    assert page.locator(OVER).count(), f"{name}: no end of the game within {MOST_CLICKS} clicks"
    audit.check(f"game over (after {moves} moves at most)")


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


def test_every_dashboard_is_audited_here_or_with_its_lesson():
    assert AUDITED_WITH_THEIR_LESSON < set(DASHBOARD_NAMES), "a lesson has no page in notebooks/dashboards"
    assert "lesson_teacher" in DASHBOARD_NAMES and "lesson_teacher" not in AUDITED_WITH_THEIR_LESSON


@pytest.mark.parametrize("name", [n for n in DASHBOARD_NAMES if n not in AUDITED_WITH_THEIR_LESSON])
def test_every_scene_of_the_dashboard_passes_axe(voila_server, browser_page, axe_script, name):
    page = browser_page
    page.set_viewport_size({"width": 1366, "height": 768})
    address = ADDRESSES.get(name, f"seed={SEED}")
    page.goto(voila_server.url(name) + f"?{address}", wait_until="domcontentloaded", timeout=90_000)
    page.locator("#rendered_cells").wait_for(state="visible", timeout=90_000)
    audit = Audit(page, axe_script, name)
    try:
        if name in GAMES:
            audit_game(audit, name)
        elif name in ONE_BUTTON_PAGES:
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
