"""Closing a table stops it: the timers it started (a race clock, War's auto-play) are cancelled and
nothing changes the game any more, not even a click that was already on its way.

The kernel's loop is real, but its waits are not: ``asyncio.sleep`` is made to return at once, so a
timer beats on every turn of the loop and the test counts turns, never seconds."""
import asyncio
import threading

import pytest

from widgets.spit import SpitTable
from widgets.war import WarTable

REAL_SLEEP = asyncio.sleep


def start_war():
    t = WarTable(seed=4)
    t.auto.value = True  # the auto-play timer
    return t


def start_spit():
    wall = [1000.0]
    t = SpitTable(seed=1, pace="realtime", speed="hard", tick_ms=20, autostart=False)
    t.now = lambda: wall[0]
    t.start()  # the race clock's timer

    def later():  # the pretend wall clock moves on by a tenth of a second each time it is read
        wall[0] += 0.1
        return wall[0]
    t.now = later
    return t


@pytest.mark.parametrize("start", [start_war, start_spit], ids=["war-auto-play", "spit-race-clock"])
def test_a_closed_table_cancels_its_timers_and_no_longer_changes(start, monkeypatch):
    monkeypatch.setattr(asyncio, "sleep", lambda seconds: REAL_SLEEP(0))

    async def main():
        t = start()
        timers = list(t._timers)
        assert timers, "the table started a timer"
        first = t.game.to_json()
        for _ in range(200):  # the timer moves the game on by itself...
            await REAL_SLEEP(0)
            if t.game.to_json() != first:
                break
        assert t.game.to_json() != first
        offered = [a for row in t.board.scene["rows"] for z in row for c in z["cards"]
                   if (a := c.get("action"))] + [b["id"] for b in t.board.scene["buttons"] if b.get("enabled")]
        t.close()
        before = t.game.to_json()
        for _ in range(50):  # ...and, closed, it stays as it is
            await REAL_SLEEP(0)
        assert all(task.cancelled() for task in timers)
        assert t._timers == []
        assert t.game.to_json() == before, "a timer ran on"
        for action in offered:
            t.clicked(action, t.generation)
        assert t.game.to_json() == before

    # a loop of its own, in a thread: in the whole suite a browser test's Playwright keeps an
    # event loop running in this thread, and asyncio.run refuses to start inside it
    failed: list[BaseException] = []

    def run():
        try:
            asyncio.run(main())
        except BaseException as problem:  # noqa: BLE001  (re-raised below, in the test's thread)
            failed.append(problem)

    runner = threading.Thread(target=run)
    runner.start()
    runner.join(60)
    assert not runner.is_alive(), "the loop did not finish"
    if failed:
        raise failed[0]


def test_the_board_gives_anywidget_its_files_as_paths():
    """Paths (not text read once) let anywidget reload board.js and board.css while a developer
    edits them; the page still gets the files' text."""
    from pathlib import Path

    from anywidget._file_contents import FileContents

    from widgets.board import HERE, Board

    for key, name in (("_esm", "board.js"), ("_css", "board.css")):
        contents = Board.__dict__[key]
        assert isinstance(contents, FileContents) and Path(contents._path) == HERE / name
        assert getattr(Board(), key) == (HERE / name).read_text(encoding="utf-8")


def test_the_board_files_ship_with_the_package():
    """Given as paths, board.js and board.css are read from beside widgets/board.py wherever the
    kit is installed: the package data must carry them (a wheel built from this checkout has both)."""
    import fnmatch
    from pathlib import Path

    tomllib = pytest.importorskip("tomllib")  # Python 3.11 and later
    root = Path(__file__).resolve().parent.parent
    patterns = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))[
        "tool"]["setuptools"]["package-data"]["widgets"]
    for name in ("board.js", "board.css"):
        assert any(fnmatch.fnmatch(name, p) for p in patterns), f"{name} is not in the widgets package data"
