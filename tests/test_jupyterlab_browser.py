"""The teacher's notebooks in JupyterLab, as a teacher uses them: open, Run All, save, close.

One JupyterLab server (127.0.0.1, the session's scratch HOME) and one Chromium page for the whole
file.  JupyterLab serves a scratch git repository holding a copy of the working tree's notebooks,
with the repository's own .gitattributes, jupytext.toml and nbstripout filter, so nothing a run
does can touch the real checkout; the kernels import the working tree's kit and widgets
(PYTHONPATH, tests/conftest.py), and the server reads .venv's Jupyter configuration, as a
teacher's ``.venv/bin/jupyter lab`` does.  Afterwards ``git status --porcelain`` and ``git diff``
(the filter's view) must both be empty (issue 40).

Which notebooks: the start page, War's game notebook (a table with a slider, a stacked deck, a
Replay) and one lesson (questions and charts).  What used to change a file is the same in every
notebook (the kernel's name in the header of the notebook and of its .py twin, jupytext's entry,
the outputs and ``language_info`` a save stored): tests/test_notebook_filter.py checks the header
of every notebook against JupyterLab's kernel and the save hook on a run notebook, in a second.
Opening all 21 teacher notebooks here took 6.4 minutes on the shared 2-core machine (lessons that
run experiments: race_speed alone 58 s, go_fish_chances 41 s), a third of the suite's budget; set
HILLTOP_LAB_ALL=1 to open every one of them.

In the same page, on what a teacher sees: the tables sit in the middle of the notebook's column;
no button of a table shows a character the page's fonts lack (an empty box); the start page's
"apps for children" open the Voila app, not the code; and axe-core finds nothing on War's table
and on the Replay (tests/axe_audit.py, the rules of every dashboard).
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from axe_audit import Audit, axe_script  # noqa: F401  (axe_script: a fixture)
from conftest import REPO, free_port, save_screenshot, scratch, server_process

pytestmark = pytest.mark.browser

ALL = ["notebooks/00_start_here.ipynb",
       *sorted(str(p.relative_to(REPO)) for p in (REPO / "notebooks" / "games").glob("*.ipynb")),
       *sorted(str(p.relative_to(REPO)) for p in (REPO / "notebooks" / "lessons").glob("*.ipynb"))]
SOME = ["notebooks/00_start_here.ipynb", "notebooks/games/war.ipynb", "notebooks/lessons/can_i_play.ipynb"]
OPENED = ALL if os.environ.get("HILLTOP_LAB_ALL", "") not in ("", "0") else SOME
LAB_SETTINGS = REPO / ".venv" / "etc" / "jupyter" / "jupyter_server_config.json"


def git(where: Path, *args: str) -> str:
    return subprocess.run(["git", *args], cwd=where, check=True, capture_output=True, text=True).stdout


@pytest.fixture(scope="module")
def lab_repo() -> Path:
    """A scratch git repository: the working tree's notebooks, as git stores them."""
    if shutil.which("git") is None:
        pytest.skip("git is not installed")
    where = scratch() / "lab-repo"
    where.mkdir()
    tracked = git(REPO, "ls-files", "--cached", "--others", "--exclude-standard", "--", "notebooks").split("\n")
    for name in [*filter(None, tracked), ".gitattributes", ".gitignore", "jupytext.toml"]:
        if (REPO / name).is_file():
            (where / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(REPO / name, where / name)
    (where / ".venv").symlink_to(REPO / ".venv")  # the filter runs the tree's own .venv
    git(where, "init", "-q")
    git(where, "config", "user.email", "teacher@example.org")
    git(where, "config", "user.name", "A teacher")
    git(where, "config", "filter.nbstripout.clean", git(REPO, "config", "--get", "filter.nbstripout.clean").strip())
    git(where, "config", "filter.nbstripout.smudge", "cat")
    # Committed without running the filter on each one (a Python start per notebook: minutes on a
    # busy machine): each is stored as the filter leaves it (tests/test_notebook_filter.py)
    git(where, "-c", "filter.nbstripout.clean=cat", "add", "-A")
    git(where, "commit", "-q", "-m", "as stored")
    assert git(where, "status", "--porcelain") == ""
    return where


@pytest.fixture(scope="module")
def jupyterlab(lab_repo):
    """``.venv/bin/jupyter lab`` on 127.0.0.1 serving the scratch repository, without a token;
    ``window.jupyterapp`` exposed so the test runs JupyterLab's own menu commands."""
    assert LAB_SETTINGS.exists(), "run ./hilltop test once: it names the notebooks' save hook in .venv"
    port = free_port()
    command = [sys.executable, "-m", "jupyter", "lab", "--no-browser", "--ServerApp.ip=127.0.0.1",
               f"--ServerApp.port={port}", "--IdentityProvider.token=", "--ServerApp.password=",
               f"--ServerApp.root_dir={lab_repo}", "--LabApp.expose_app_in_browser=True"]
    if os.geteuid() == 0:  # a container or CI machine running everything as root
        command.append("--allow-root")
    base = f"http://127.0.0.1:{port}"
    # as a teacher's terminal has it: no Jupyter path of the arcade's server (a test of the server
    # run in this process before may have set one, and JupyterLab would offer the arcade's kernel)
    env = {k: v for k, v in os.environ.items() if k not in ("JUPYTER_PATH", "JUPYTER_CONFIG_PATH")}
    with server_process(command, env=env, cwd=lab_repo, log_path=scratch() / "jupyterlab.log",
                        ready_url=base + "/api/status", what="JupyterLab") as proc:
        proc.base = base
        yield proc


# JupyterLab's own commands, as its menus run them: File > Open, Run > Run All Cells, File > Save
OPEN_AND_RUN = """async (path) => {
  const app = window.jupyterapp;
  const panel = await app.commands.execute('docmanager:open', {path, factory: 'Notebook'});
  await panel.context.ready;
  await panel.sessionContext.ready;
  app.shell.activateById(panel.id);
  await app.commands.execute('notebook:run-all-cells');
  const errors = [];
  for (const cell of panel.content.model.cells) {
    if (cell.type !== 'code') continue;
    for (const out of cell.outputs.toJSON()) {
      if (out.output_type === 'error') errors.push(out.ename + ': ' + out.evalue);
    }
  }
  return {errors, id: panel.id};
}"""
# File > Save, then close the tab and shut its kernel down
SAVE_AND_CLOSE = """async (id) => {
  const app = window.jupyterapp;
  const panel = Array.from(app.shell.widgets('main')).find(w => w.id === id);
  app.shell.activateById(id);
  await app.commands.execute('docmanager:save');
  await panel.sessionContext.shutdown();
  panel.dispose();
}"""
# Characters of a table's buttons that no font of the page has: each is drawn on a canvas in the
# button's own font and compared with a character no font has (an unassigned code point)
MISSING_GLYPHS = """(selector) => {
  const canvas = document.createElement('canvas');
  canvas.width = 64; canvas.height = 64;
  const ctx = canvas.getContext('2d', {willReadFrequently: true});
  const draw = (font, ch) => {
    ctx.clearRect(0, 0, 64, 64); ctx.font = font; ctx.fillStyle = '#000'; ctx.textBaseline = 'top';
    ctx.fillText(ch, 4, 4);
    return Array.from(ctx.getImageData(0, 0, 64, 64).data).join(',');
  };
  const missing = [];
  for (const button of document.querySelectorAll(selector)) {
    const style = getComputedStyle(button);
    const font = `${style.fontSize} ${style.fontFamily}`;
    const none = draw(font, '\\u0378');
    for (const ch of new Set(Array.from(button.textContent.trim()))) {
      if (ch.codePointAt(0) > 0x7e && draw(font, ch) === none) missing.push(`${button.textContent.trim()}: ${ch}`);
    }
  }
  return missing;
}"""
# a table or a replay: the outermost widget box of an output that holds a card board
OUTERMOST = ".jp-OutputArea-output .widget-vbox:has(.hilltop-board):not(.widget-vbox .widget-vbox)"
# Each row of a table (the piles, the buttons on the cloth, the controls under it): the space left
# of what it holds and right of it, in px
MARGINS = """(selector) => {
  const found = [];
  for (const table of document.querySelectorAll(selector)) {
    for (const row of table.querySelectorAll('.hilltop-board .hb-row, .hilltop-board .hb-buttons, :scope > .widget-hbox')) {
      const boxes = Array.from(row.children).map(k => k.getBoundingClientRect()).filter(b => b.width > 0);
      if (!boxes.length) continue;
      const r = row.getBoundingClientRect();
      found.push([row.className.split(' ').slice(0, 2).join(' '), Math.round(Math.min(...boxes.map(b => b.left)) - r.left),
                  Math.round(r.right - Math.max(...boxes.map(b => b.right)))]);
    }
  }
  return found;
}"""
# The rules beside War's table (issue 40: they sat above it, and beside it only if the teacher split
# the notebook in two): the notebook's own words in a column on the table's right, beside it on the
# screen the table is scrolled to, reachable by keyboard
BESIDE = """() => {
  const both = document.querySelector('.jp-OutputArea-output .hilltop-with-rules');
  if (!both) return ['the table has no rules beside it'];
  const table = both.querySelector(':scope > .hilltop-table'), rules = both.querySelector(':scope > .hilltop-rules');
  if (!table || !rules) return ['the table and its rules are not side by side'];
  const t = table.getBoundingClientRect(), r = rules.getBoundingClientRect(), problems = [];
  if (r.left < t.right - 1) problems.push(`the rules are not beside the table: they start at ${Math.round(r.left)} px, the table ends at ${Math.round(t.right)} px`);
  if (r.top > t.top + 4 || r.bottom < t.bottom - 4) problems.push(`the rules are not the table's height: ${Math.round(r.top)}-${Math.round(r.bottom)} px beside ${Math.round(t.top)}-${Math.round(t.bottom)} px`);
  if (r.width < 240 || t.width < 520) problems.push(`too narrow: the table ${Math.round(t.width)} px, the rules ${Math.round(r.width)} px`);
  if (r.top < 0 || r.top + 200 > innerHeight || r.right > innerWidth) problems.push(`the rules' first lines are off the screen: ${Math.round(r.left)},${Math.round(r.top)}`);
  const text = rules.innerText;
  for (const words of ['How a battle works', 'The highest card wins', 'Press Flip'])
    if (!text.includes(words)) problems.push(`the rules beside the table do not say "${words}"`);
  const scroller = rules.querySelector(':scope > *');
  if (!scroller || scroller.scrollHeight <= scroller.clientHeight) problems.push('the rules do not scroll in their own box');
  else if (scroller.tabIndex < 0) problems.push('the keyboard cannot reach the rules to scroll them');
  return problems;
}"""
# The focus ring a key press puts on a control of the table: [width in px, style]
RING = """(el) => { const s = getComputedStyle(el); return [parseFloat(s.outlineWidth), s.outlineStyle]; }"""


def check_the_start_page(page, jupyterlab) -> list[str]:
    """The start page's "apps for children" open the Voila app (in a new tab), not the code."""
    apps = page.locator(".jp-OutputArea-output li a[href*='arcade.ipynb']")
    href = apps.first.get_attribute("href")
    if "/voila/render/notebooks/dashboards/arcade.ipynb" not in (href or ""):
        return [f"the arcade's link in 00_start_here opens {href!r}, not the app"]
    with page.expect_popup() as opened:
        apps.first.click()
    app = opened.value
    app.locator(".hilltop-arcade a.tile").first.wait_for(timeout=90_000)
    app.close()
    return []


def check_the_tables(page, axe_script) -> list[str]:  # noqa: F811
    """War's notebook: its tables centred, its buttons drawn, and axe-clean, as a dashboard."""
    problems = []
    page.locator(".jp-OutputArea-output .hilltop-board").first.wait_for()
    page.locator(".jp-OutputArea-output .noUi-handle").first.wait_for()
    for row, left, right in page.evaluate(MARGINS, OUTERMOST):
        if abs(left - right) > 8:
            problems.append(f"a row of a table ({row}) is not in the middle: {left} px left of it, {right} px right")
    problems += [f"a button shows an empty box: {m}" for m in page.evaluate(MISSING_GLYPHS, OUTERMOST + " button")]
    cut = page.evaluate("(s) => Array.from(document.querySelectorAll(s)).filter(b => b.scrollWidth > b.clientWidth + 1)"
                        ".map(b => `${b.textContent.trim()}: ${b.clientWidth} of ${b.scrollWidth} px`)", OUTERMOST + " button")
    problems += [f"a button's words are cut: {c}" for c in cut]
    finish = page.locator(OUTERMOST).first.get_by_role("button", name="Play to the end")
    finish.focus()
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Tab")  # back to it by keyboard: the ring a keyboard user sees
    width, style = finish.evaluate(RING)
    if width < 3 or style == "none":
        problems.append(f"the focus ring of a table's button is {width} px {style}, not the dashboards' 3 px")
    page.locator(OUTERMOST).first.evaluate("e => e.scrollIntoView({block: 'start'})")
    problems += page.evaluate(BESIDE)
    save_screenshot(page, "jupyterlab_war_table")
    page.locator(OUTERMOST).last.scroll_into_view_if_needed()
    save_screenshot(page, "jupyterlab_war_replay")
    problems += axe_on(page, axe_script, "War's", "jupyterlab-war",
                       (((OUTERMOST, 0), "table"), ((OUTERMOST, -1), "replay"), ((".hilltop-rules", 0), "rules")))
    return problems


def axe_on(page, axe_script, whose: str, prefix: str, parts) -> list[str]:
    """The axe audit of each (selector, index) part of the open notebook, its report kept."""
    problems = []
    for within, name in parts:
        audit = Audit(page, axe_script, f"{prefix}-{name}", within=within)
        audit.check(name)
        audit.save()
        if audit.report():
            problems.append(f"axe on {whose} {name} in JupyterLab:\n{audit.report()}")
    return problems


# A lesson's buttons: "Lock in my guess" and each quiz's "Check" in the dashboards' colours (issue 40:
# ipywidgets' own orange put white words at 2.7:1), each with the text's contrast
LESSON_BUTTONS = {"Lock in my guess": "rgb(184, 79, 0)", "Check": "rgb(21, 101, 192)"}
BUTTON_COLOURS = """(names) => {
  const found = {};
  for (const b of document.querySelectorAll('.jp-OutputArea-output button.jupyter-button')) {
    const name = b.textContent.trim();
    if (names.includes(name) && !(name in found)) found[name] = getComputedStyle(b).backgroundColor;
  }
  return found;
}"""


def check_the_lesson(page, axe_script) -> list[str]:  # noqa: F811
    """The lesson's guess and quiz buttons in the dashboards' colours, and axe-clean."""
    page.locator(".jp-OutputArea-output .hilltop-quiz button:has-text('Check')").first.wait_for()
    colours = page.evaluate(BUTTON_COLOURS, list(LESSON_BUTTONS))
    problems = [f"the lesson's {name!r} is {colours.get(name)}, not the dashboards' {want}"
                for name, want in LESSON_BUTTONS.items() if colours.get(name) != want]
    problems += axe_on(page, axe_script, "the lesson's", "jupyterlab-lesson",
                       (((".hilltop-prediction", 0), "guess"), ((".hilltop-quiz", 0), "quiz")))
    return problems


def test_opening_running_and_closing_the_notebooks_leaves_git_clean(jupyterlab, lab_repo, browser_page, axe_script):  # noqa: F811
    page = browser_page
    page.set_viewport_size({"width": 1366, "height": 768})
    page.goto(f"{jupyterlab.base}/lab", wait_until="domcontentloaded", timeout=90_000)
    page.wait_for_function("() => window.jupyterapp && document.querySelector('#jp-main-dock-panel')",
                           timeout=90_000)
    page.evaluate("() => window.jupyterapp.started")
    problems = []
    for path in OPENED:
        done = page.evaluate(OPEN_AND_RUN, path)
        problems += [f"{path}: {e}" for e in done["errors"]]
        if path == "notebooks/00_start_here.ipynb":
            problems += check_the_start_page(page, jupyterlab)
        elif path == "notebooks/games/war.ipynb":
            problems += check_the_tables(page, axe_script)
        elif path == "notebooks/lessons/can_i_play.ipynb":
            problems += check_the_lesson(page, axe_script)
        page.evaluate(SAVE_AND_CLOSE, done["id"])
    status = git(lab_repo, "status", "--porcelain")
    diff = git(lab_repo, "diff")
    raw = "".join(changed_bytes(lab_repo, line[3:]) for line in status.splitlines())
    assert not problems, "\n".join(problems)
    assert status == "" and diff == "", f"git status:\n{status}\ngit diff:\n{diff[:3000]}\nthe files:\n{raw[:3000]}"


def changed_bytes(where: Path, name: str) -> str:
    """What changed in the file itself (before git's filter), as a unified diff."""
    import difflib

    before = git(where, "-c", "filter.nbstripout.clean=cat", "show", f"HEAD:{name}").splitlines(keepends=True)
    after = (where / name).read_text(encoding="utf-8").splitlines(keepends=True)
    return "".join(difflib.unified_diff(before, after, f"a/{name}", f"b/{name}", n=1))
