"""When a taken warm kernel is replaced (server/warm_pools.RefillTurns): one start at a time, none
while children keep arriving, the emptiest pool first.  The clock and the timer are the test's:
nothing here waits for real time.  tests/test_warm_kernels_browser.py checks the same rules on a
real server."""
from __future__ import annotations

import asyncio

import pytest

from server.warm_pools import PoolsClosed, RefillTurns

from conftest import run_on_own_loop


class Clock:
    """A clock the test moves, and the timers set on it (``call_later``)."""

    def __init__(self):
        self.now = 100.0
        self.timers: list[tuple[float, object]] = []

    def __call__(self) -> float:
        return self.now

    def call_later(self, delay, callback):
        timer = Timer(self.now + delay, callback)
        self.timers.append(timer)
        return timer

    def advance_to_next_timer(self) -> float:
        """Move the clock to the earliest timer still set and fire it; returns the time."""
        timer = min((t for t in self.timers if not t.cancelled), key=lambda t: t.when)
        self.timers.remove(timer)
        self.now = timer.when
        timer.callback()
        return self.now


class Timer:
    def __init__(self, when, callback):
        self.when, self.callback, self.cancelled = when, callback, False

    def cancel(self):
        self.cancelled = True


async def settle():
    """Let every task that can run, run (no time passes)."""
    for _ in range(5):
        await asyncio.sleep(0)


def started(tasks: dict) -> list[str]:
    return sorted(name for name, task in tasks.items() if task.done())


def test_one_kernel_is_warmed_at_a_time():
    async def scenario():
        turns = RefillTurns(quiet=0, clock=Clock())
        tasks = {name: asyncio.ensure_future(turns.turn()) for name in "abc"}
        await settle()
        assert started(tasks) == ["a"]  # the first asked goes; the others wait for it
        turns.done()
        await settle()
        assert started(tasks) == ["a", "b"]
        turns.done()
        await settle()
        assert started(tasks) == ["a", "b", "c"] and turns.waiting() == 0

    run_on_own_loop(scenario)


def test_before_the_first_child_kernels_are_warmed_a_core_each():
    async def scenario():
        turns = RefillTurns(quiet=0, at_once=2, clock=Clock())
        tasks = {name: asyncio.ensure_future(turns.turn()) for name in "abcd"}
        await settle()
        assert started(tasks) == ["a", "b"]  # the server has just started: two cores, two at once
        turns.page_arrived()  # a child: from now on one at a time
        turns.done()
        await settle()
        assert started(tasks) == ["a", "b"]  # b still warms: c waits for it
        turns.done()
        await settle()
        assert started(tasks) == ["a", "b", "c"]
        turns.done()
        await settle()
        assert started(tasks) == ["a", "b", "c", "d"]

    run_on_own_loop(scenario)


def test_no_kernel_is_warmed_while_children_keep_arriving():
    async def scenario():
        clock = Clock()
        turns = RefillTurns(quiet=3, clock=clock, call_later=clock.call_later)
        turns.page_arrived()  # t = 100
        task = asyncio.ensure_future(turns.turn())
        await settle()
        assert not task.done() and [t.when for t in clock.timers] == [103]
        clock.now = 102
        turns.page_arrived()  # another child, 2 s later: the quiet starts again
        assert clock.advance_to_next_timer() == 103
        await settle()
        assert not task.done(), "a kernel was warmed 1 s after a child arrived"
        assert clock.advance_to_next_timer() == 105  # 3 s after the last child
        await settle()
        assert task.done()

    run_on_own_loop(scenario)


def test_the_emptiest_pool_is_filled_first():
    async def scenario():
        turns = RefillTurns(quiet=0, clock=Clock())
        ready = {"war": 0.5, "arcade": 0.0, "go_fish": 0.0}  # share of each pool that is ready
        holder = asyncio.ensure_future(turns.turn())
        await settle()
        assert holder.done()
        order: list[str] = []

        async def warm(page):
            await turns.turn(lambda: ready[page])
            order.append(page)

        tasks = [asyncio.ensure_future(warm(page)) for page in ("war", "arcade", "go_fish")]
        await settle()
        for _ in tasks:
            turns.done()
            await settle()
            ready[order[-1]] += 0.5
        assert order == ["arcade", "go_fish", "war"]  # empty pools first, in the order asked

    run_on_own_loop(scenario)


def three_starts_one_cancelled(cancel):
    """Three starts ask for their turn, the first has it; ``cancel(turns, second)`` cancels the
    second (given the turns and the second's task); the first is done, the second cancelled, and
    the third had its turn all the same."""
    async def scenario():
        turns = RefillTurns(quiet=0, clock=Clock())
        first = asyncio.ensure_future(turns.turn())
        second = asyncio.ensure_future(turns.turn())
        third = await cancel(turns, second)
        await settle()
        assert first.done() and second.cancelled() and third.done()

    run_on_own_loop(scenario)


def test_a_start_given_up_before_its_turn_does_not_block_the_others():
    async def cancel(turns, second):
        third = asyncio.ensure_future(turns.turn())
        await settle()
        second.cancel()  # still waiting: it leaves the queue
        await settle()
        turns.done()
        return third

    three_starts_one_cancelled(cancel)


def test_a_start_cancelled_as_its_turn_came_passes_the_turn_on():
    async def cancel(turns, second):
        await settle()
        turns.done()  # the turn is the second's ...
        second.cancel()  # ... but it is cancelled before it could use it
        await settle()
        return asyncio.ensure_future(turns.turn())

    three_starts_one_cancelled(cancel)


def test_when_the_server_stops_waiting_starts_give_up():
    async def scenario():
        clock = Clock()
        turns = RefillTurns(quiet=3, clock=clock, call_later=clock.call_later)
        turns.page_arrived()
        waiting = asyncio.ensure_future(turns.turn())
        await settle()
        turns.close()
        await settle()
        assert isinstance(waiting.exception(), PoolsClosed)
        assert all(t.cancelled for t in clock.timers)
        with pytest.raises(PoolsClosed):
            await turns.turn()

    run_on_own_loop(scenario)


def test_the_voila_installed_is_the_one_whose_private_parts_we_wrap():
    """server/__init__.py says which Voila its wrappers of Voila's private members are tested with;
    another version may have moved them: check them, then change VOILA_TESTED."""
    from importlib.metadata import version

    import server

    assert version("voila") == server.VOILA_TESTED, (
        f"Voila {version('voila')} is installed, but server/ wraps private parts of Voila "
        f"{server.VOILA_TESTED}: see server/__init__.py")


def test_a_warm_kernel_that_gave_way_to_a_page_is_replaced_when_there_is_room_again():
    """At the cap a warm kernel gives way to a child's page (make_room); once kernels end (a tab
    closed, the culler), its page must get a warm kernel again.  The pool asked for none: after a
    full class the projector said "ready: 5 of 6 games warm" for the rest of the lesson (found in a
    rehearsal), and the next child to open that page waited for a kernel of their own."""
    from server.warm_pools import calm_pools

    asked: list[str] = []

    class Voila:  # the parts of Voila's warm-kernel manager that make_room uses
        max_kernels = 3
        refill_after_quiet = 0.0

        def __init__(self, **_kwargs):
            self._pools: dict[str, list] = {}
            self._kernels: dict[str, object] = {}
            self.kernel_pools_config = {"war.ipynb": {"pool_size": 1}, "arcade.ipynb": {"pool_size": 2}}
            self.log = __import__("logging").getLogger("test")

        def fill_if_needed(self, delay=None, notebook_name=None, extra_kernel_env_variables=None, **kwargs):
            asked.append(notebook_name)

        async def shutdown_kernel(self, kernel_id, **kwargs):
            pass

    left: dict = {}

    async def play() -> None:
        pools = calm_pools(Voila)()
        warm = asyncio.get_running_loop().create_future()
        warm.set_result({"kernel_id": "k1", "task": None, "renderer": None})
        pools._pools = {"arcade.ipynb": [warm], "war.ipynb": []}
        assert await pools.make_room()
        left.update(pools._pools)

    run_on_own_loop(play)
    assert left["arcade.ipynb"] == [] and asked == ["arcade.ipynb"], asked  # a replacement is on its way
