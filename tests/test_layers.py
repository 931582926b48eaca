"""The layers of docs/design.md hold: import-linter's contracts (pyproject.toml, [tool.importlinter])
over every import of kit, widgets, lessons, classroom, class_store and server, with no circle
between the modules of a package; and no module of kit/games/ grows past what one person reads."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MOST_LINES = 600  # a game module longer than this holds more than its rules (issue 41)


def test_imports_go_downwards_only():
    lint = Path(sys.executable).with_name("lint-imports")
    done = subprocess.run([str(lint), "--no-cache"], cwd=ROOT, capture_output=True, text=True, timeout=240)
    assert done.returncode == 0, done.stdout[-6000:] + done.stderr[-2000:]
    assert "0 broken" in done.stdout  # the contracts were read and run


def test_no_game_module_is_longer_than_one_reading():
    long = {p.name: n for p in (ROOT / "kit" / "games").glob("*.py")
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > MOST_LINES}
    assert not long, f"split these modules (rules, arithmetic, words apart): {long}"
