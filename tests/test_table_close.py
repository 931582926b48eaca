"""Closing a table stops its timers: a race's clock (Spit, Grabbage, Pirate) and War's auto-play.

A table's timer waits between its steps with ``GameTable.sleep``.  Here that is a pretend sleep
that returns only when the test beats, and the race tables read a pretend wall clock the test
moves: the test decides when each step happens and how much time has passed, and never waits
for real time.  Before ``close()`` the beats change the scene; after it they change nothing, and
no timer of the table is left running.
"""
from __future__ import annotations

import asyncio

import pytest

from widgets.grabbage import GrabbageTable
from widgets.pirate import PirateTable
from widgets.spit import SpitTable
from widgets.table import GameTable
from widgets.war import WarTable

GUARD = 10  # seconds: only for a broken timer that never comes back (a failure, not a timing)


class Beats:
    """A sleep that ends when the test says so, and tells the test when a step is done."""

    def __init__(self):
        self.go: asyncio.Queue = asyncio.Queue()
        self.waiting: asyncio.Queue = asyncio.Queue()

    async def sleep(self, _seconds: float) -> None:
        self.waiting.put_nowait(True)  # the step before this sleep is done
        await self.go.get()

    async def step_done(self) -> None:
        await asyncio.wait_for(self.waiting.get(), GUARD)

    async def beat(self) -> None:
        """One more step of every timer waiting on this sleep, and wait until it is done."""
        self.go.put_nowait(True)
        await self.step_done()


def race(table_class, **options):
    def make(wall):
        table = table_class(seed=3, pace="realtime", speed="hard", human_latency=2, tick_ms=20,
                            autostart=False, **options)
        table.now = lambda: wall[0]
        table.start()
        return table
    return make


def war(wall):
    table = WarTable(seed=3)
    table.auto.value = True  # auto-play: one flip every beat
    return table


MAKERS = {"spit": race(SpitTable), "grabbage": race(GrabbageTable), "pirate": race(PirateTable), "war": war}


@pytest.mark.parametrize("name", sorted(MAKERS))
def test_closing_a_table_stops_its_timers_and_its_scenes(name, monkeypatch):
    beats = Beats()
    monkeypatch.setattr(GameTable, "sleep", staticmethod(beats.sleep))

    async def scenario():
        wall = [1000.0]
        table = MAKERS[name](wall)
        assert table._timers, "the table started a timer"
        scenes = []
        table.board.observe(lambda change: scenes.append(change["new"]["generation"]), names="scene")
        await beats.step_done()  # the timer's first step
        for _ in range(5):
            wall[0] += 0.5  # half a second: 25 ticks of the race clock
            await beats.beat()
        assert scenes, "while the table is open its timer changes the scene"
        timers = set(table._timers)
        table.close()
        shown, clock = list(scenes), table.game.to_json()
        for _ in range(5):
            wall[0] += 0.5
            beats.go.put_nowait(True)
            await asyncio.sleep(0)  # let anything that still runs have its turn (no waiting for time)
        await asyncio.wait(timers, timeout=GUARD)
        assert all(t.cancelled() for t in timers) and not table._timers
        assert scenes == shown and table.game.to_json() == clock
        assert beats.waiting.empty(), "no step ran after close()"
        table.refresh()  # even asked to, a closed table builds no scene
        assert scenes == shown

    asyncio.run(scenario())
