"""axe-core in a real page: the machinery every accessibility test shares.

axe-core is the one ``./hilltop test`` installs from npm at the version pinned there
(AXE_CORE_VERSION) under .cache/axe-core; its axe.min.js is put into each page with Playwright, so
nothing comes from outside the machine.  ``Audit(page, axe_script, name)`` runs axe-core's WCAG
2.0, 2.1 and 2.2 A and AA rules, with ``target-size`` (2.5.8, off in axe by default) switched on,
on each scene ``check`` is called for, and ``report`` names each violation by rule, with the
elements and axe's reason; ``save`` writes a JSON summary of the page's scenes to
tests/artifacts/axe-<name>.json.

Used where a child's path through a page is already walked: tests/test_axe_browser.py (the
arcade, War odds, the class pages), tests/test_keyboard_browser.py (every card game, played by
keyboard to its end), tests/test_lesson_dashboards_browser.py (every lesson page)."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from conftest import ARTIFACTS, IN_CI, REPO, shot_to_look_at


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
RUN_AXE = """async ([options, within]) => {
  let context = document;
  if (within) {  // [selector, n]: the n-th element the selector finds (from the end if negative)
    const all = document.querySelectorAll(within[0]);
    context = all[within[1] < 0 ? all.length + within[1] : within[1]];
    if (!context) throw new Error('nothing on the page is ' + within[0]);
  }
  const result = await axe.run(context, options);
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

    def __init__(self, page, script: Path, name: str, within: tuple[str, int] | None = None):
        """``within``: audit only the ``n``-th element ``selector`` finds, ``(selector, n)`` (a
        table in JupyterLab, whose own page is not ours), not the whole page."""
        self.page, self.script, self.name, self.within = page, script, name, within
        self.scenes: list[dict] = []

    def check(self, scene: str) -> None:
        page = self.page
        page.evaluate(SETTLED)
        if not page.evaluate("() => typeof window.axe === 'object'"):
            page.add_script_tag(path=str(self.script))
        violations = page.evaluate(RUN_AXE, [AXE_OPTIONS, self.within])
        # axe compares a button's name with the words it shows only while it is on the screen (Go
        # Fish's ask buttons, below the first screen, passed so): the foot of the page is checked too
        page.evaluate(TO_THE_FOOT)
        seen = {v["rule"] for v in violations}
        violations += [v for v in page.evaluate(RUN_AXE, [ON_THE_SCREEN, self.within]) if v["rule"] not in seen]
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

