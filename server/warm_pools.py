"""Warm kernels for ``./hilltop run``: how many each page keeps, and when they are replaced.

A warm kernel has already run a dashboard's notebook up to the point where it needs its child
(widgets.address.page_query), so a child who arrives gets cards at once.  Voila keeps the pools
(``VoilaConfiguration.preheat_kernel``); this module decides two things Voila leaves open:

* **how many**: ``warm_kernel_pools`` reads HILLTOP_WARM_KERNELS and HILLTOP_WARM;
* **when a taken kernel is replaced**.  Voila starts a replacement a second after every kernel
  taken, all of them at once, and a child who arrives while a replacement is pending waits for it.
  When thirty children open War together, thirty kernel starts then compete with the children's
  first clicks.  Here instead (``calm_pools``):

  - a child only ever takes a kernel that is already running; when none is, the page starts a
    kernel of its own at once, as without warm kernels;
  - replacements start one at a time, and only once no page has been asked for during
    ``ArcadeKernelManager.refill_after_quiet`` seconds: while a class is arriving, the server
    serves the class, and while it plays, one core is left for its clicks.  Before the first
    child has come (the server has just started) as many start at once as the machine has cores;
  - the emptiest pool is filled first, so every page has one warm kernel before any has two
    (when the server starts, too).
"""
from __future__ import annotations

import asyncio
import logging
import os
import time
import weakref
from collections.abc import Callable
from pathlib import Path

from server.voila_kernels import ClassIsFull, started

WARM_PER_PAGE = 1  # warm kernels kept for each dashboard unless HILLTOP_WARM_KERNELS says otherwise
WARM_ARCADE = 2  # the arcade is where every child starts
WARM_UP_LIMIT = 120.0  # seconds after which a kernel still warming up no longer holds back the next


class BadWarmSetting(ValueError):
    """HILLTOP_WARM_KERNELS or HILLTOP_WARM asks for something that cannot be; says why."""


def _count(text: str, where: str) -> int:
    text = text.strip()
    if not text.isdigit() or int(text) > 200:
        raise BadWarmSetting(f"{where} should be a whole number from 0 to 200, not {text!r}")
    return int(text)


def warm_kernel_pools(env, dashboards) -> dict:
    """Voila's ``kernel_pools_config``: how many warm kernels each dashboard keeps.

    ``HILLTOP_WARM_KERNELS=N``: N for every dashboard (default 1; the arcade at least 2); 0 turns
    warming off.  ``HILLTOP_WARM="war=30,go_fish=10"``: more (or fewer) for some pages, e.g. the
    game a whole class is about to open.  An empty dict means no warm kernels at all."""
    pages = sorted(p.stem for p in Path(dashboards).glob("*.ipynb"))
    every = _count(env.get("HILLTOP_WARM_KERNELS", str(WARM_PER_PAGE)), "HILLTOP_WARM_KERNELS")
    sizes = {page: every for page in pages}
    if every and "arcade" in sizes:
        sizes["arcade"] = max(every, WARM_ARCADE)
    for item in filter(None, (part.strip() for part in env.get("HILLTOP_WARM", "").split(","))):
        page, equals, number = item.partition("=")
        page = page.strip().removesuffix(".ipynb")
        if not equals or page not in sizes:
            raise BadWarmSetting(f"HILLTOP_WARM should list pages as name=number, like war=30; "
                                 f"{item!r} is not one (the pages are: {', '.join(pages)})")
        sizes[page] = _count(number, f"the number of warm kernels for {page}")
    if not any(sizes.values()):
        return {}
    pools = {f"{page}.ipynb": {"pool_size": size} for page, size in sizes.items()}
    pools["default"] = {"pool_size": 0}
    return pools


# ------------------------------------------------------------------ when to warm the next one ---
class PoolsClosed(Exception):
    """The server is stopping: a kernel waiting for its turn to be warmed never will be."""


class RefillTurns:
    """Whose turn it is to start a warm kernel: ``at_once`` starts at a time until the first page
    is asked for and one at a time after that, none until no page has been asked for during
    ``quiet`` seconds, and among the starts waiting, the most urgent first (smallest
    ``urgency()``; the earliest asked among equals).

    ``clock`` and ``call_later`` are the event loop's unless a test gives its own."""

    def __init__(self, quiet: float, at_once: int = 1, clock: Callable[[], float] = time.monotonic,
                 call_later: Callable | None = None):
        self.quiet = quiet
        self.at_once = max(1, at_once)
        self._clock = clock
        self._call_later = call_later
        self._last_page = float("-inf")
        self._waiting: list[tuple[Callable[[], float], int, asyncio.Future]] = []
        self._asked = 0
        self._running = 0
        self._timer: asyncio.TimerHandle | None = None
        self._closed = False

    def page_arrived(self) -> None:
        """A child asked for a page: warming waits ``quiet`` seconds more, and from now on
        kernels are warmed one at a time."""
        self._last_page = self._clock()
        self.at_once = 1

    async def turn(self, urgency: Callable[[], float] = lambda: 0) -> None:
        """Wait until this start may go; call ``done()`` once its kernel is warm."""
        if self._closed:
            raise PoolsClosed()
        self._asked += 1
        waiter = asyncio.get_running_loop().create_future()
        entry = (urgency, self._asked, waiter)
        self._waiting.append(entry)
        self._next()
        try:
            await waiter
        except asyncio.CancelledError:
            if entry in self._waiting:
                self._waiting.remove(entry)
            elif waiter.done() and not waiter.cancelled() and waiter.exception() is None:
                self.done()  # it had been given the turn: pass it on
            raise

    def done(self) -> None:
        """A kernel that had a turn is warm (or failed): the next may start."""
        self._running -= 1
        self._next()

    def waiting(self) -> int:
        return len(self._waiting)

    def close(self) -> None:
        """The server stops: every start still waiting gives up with PoolsClosed."""
        self._closed = True
        waiting, self._waiting = self._waiting, []
        for _urgency, _asked, waiter in waiting:
            if not waiter.done():
                waiter.set_exception(PoolsClosed())
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def _next(self) -> None:
        while self._running < self.at_once and self._waiting and not self._closed and self._timer is None:
            wait = self._last_page + self.quiet - self._clock()
            if wait > 0:
                self._timer = (self._call_later or asyncio.get_running_loop().call_later)(wait, self._woken)
                return
            entry = min(self._waiting, key=lambda e: (e[0](), e[1]))
            self._waiting.remove(entry)
            self._running += 1
            entry[2].set_result(None)

    def _woken(self) -> None:
        self._timer = None
        self._next()


def _cores() -> int:
    """The cores this process may run on (a container's share, not the host's count)."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # macOS
        return os.cpu_count() or 1


# What the rendering of a warm kernel dropped on purpose writes (make_room): nbclient reports a
# cancelled cell as "Kernel died" and Voila logs that as an error with a traceback.
DROPPED = logging.getLogger("hilltop.dropped-warm-kernel")
DROPPED.propagate = False
DROPPED.addHandler(logging.NullHandler())


def calm_pools(stock: type) -> type:
    """Voila's warm-kernel manager (``stock``, made by voila_kernel_manager_factory) with the
    replacement rules of this module's docstring.  Its quiet time is the
    ``refill_after_quiet`` setting of the manager class it is built on (ArcadeKernelManager)."""

    class ArcadeKernelPools(stock):
        def __init__(self, **kwargs):
            # Voila's __init__ already asks for every pool to be filled; the starts themselves
            # run (and wait for their turns) once the server's event loop does.
            self._turns = RefillTurns(quiet=0, at_once=_cores())
            self._waiting_for_a_turn: set[asyncio.Task] = set()
            self._watching: set[asyncio.Task] = set()
            self._warm: weakref.WeakSet[asyncio.Task] = weakref.WeakSet()   # pool kernels waiting for a child
            self.warm_listeners: list[Callable[[int, int], None]] = []       # called with warm_counts()
            super().__init__(**kwargs)
            self._turns.quiet = self.refill_after_quiet

        def warm_counts(self) -> tuple[int, int]:
            """(warm kernels waiting for a child now, warm kernels the pages keep in all): the
            class server's "ready: N of M games warm"."""
            ready = sum(1 for pool in self._pools.values() for task in pool if task in self._warm)
            return ready, sum(self.wanted(name) for name in self._pools)

        # -- a child arrives ------------------------------------------------------------------
        def running_in_pool(self, notebook_name: str) -> list[asyncio.Task]:
            """The pool's kernels that are running (started, possibly still warming up)."""
            return started(self._pools.get(notebook_name, ()))

        def wanted(self, notebook_name: str) -> int:
            """How many warm kernels the page keeps (HILLTOP_WARM_KERNELS, HILLTOP_WARM)."""
            return self.kernel_pools_config.get(notebook_name, {}).get("pool_size", 0)

        def get_pool_size(self, notebook_name: str) -> int:
            # Voila counts replacements not started yet too, and a child then waits for one.
            return len(self.running_in_pool(notebook_name))

        async def get_rendered_notebook(self, notebook_name: str, *args, **kwargs):
            self._turns.page_arrived()
            pool = self._pools.get(notebook_name, [])
            running = self.running_in_pool(notebook_name)
            if running:  # Voila hands out the pool's first kernel: make that a running one
                pool.remove(running[0])
                pool.insert(0, running[0])
            return await super().get_rendered_notebook(notebook_name, *args, **kwargs)

        async def start_kernel(self, *args, **kwargs):
            # Only pages call this (a warm kernel's own start is Voila's, under this class): a
            # child whose page found no warm kernel.
            self._turns.page_arrived()
            return await super().start_kernel(*args, **kwargs)

        # -- the cap on running kernels (ArcadeKernelManager.max_kernels) ----------------------
        def room_for_a_page(self, notebook_name: str) -> bool:
            return (not self.full() or bool(self.running_in_pool(notebook_name))
                    or self._warm_to_give_way() is not None)

        def _warm_to_give_way(self) -> tuple[str, asyncio.Task] | None:
            """A warm kernel that can be stopped to make room: one of the page that keeps the
            most (for its share of what it wants), so every page keeps one as long as it can."""
            pages = [(len(self.running_in_pool(name)) / max(1, self.wanted(name)), name)
                     for name in self._pools if self.running_in_pool(name)]
            if not pages:
                return None
            name = max(pages)[1]
            return name, self.running_in_pool(name)[-1]

        async def make_room(self) -> bool:
            chosen = self._warm_to_give_way()
            if chosen is None:
                return False
            name, task = chosen
            self._pools[name].remove(task)
            content = task.result()
            kernel_id = content["kernel_id"]
            self.log.info("The server is at its cap of %d kernels: a warm kernel of %s gives way to a page",
                          self.max_kernels, name)
            # The warm kernel is in the middle of its notebook (waiting for its child, or still
            # starting): its rendering is dropped first and the kernel killed outright, no child's
            # work being in it.  Stopped as a page's kernel is stopped (an interrupt first), it
            # wrote a KeyboardInterrupt, "Kernel died ..." and a traceback in the teacher's terminal.
            await _drop_rendering(content)
            if kernel_id in self._kernels:
                await self._kill_outright(kernel_id)
            await self.shutdown_kernel(kernel_id)
            # Its page asks for a replacement at once: it waits (in _initialize) for a kernel to
            # end, then for a quiet turn, so the page that needed the room keeps it.  Without it the
            # page stayed a warm kernel short for the rest of the lesson.
            self.fill_if_needed(notebook_name=name)
            return True

        # -- replacing ------------------------------------------------------------------------
        def fill_if_needed(self, delay=None, notebook_name=None, extra_kernel_env_variables=None, **kwargs):
            # No waiting here: _initialize waits for its turn.  And no "extra" environment: Voila
            # would give the replacement the address of the page that took the last kernel.
            super().fill_if_needed(0, notebook_name, {}, **kwargs)

        def _urgency(self, notebook_name: str) -> Callable[[], float]:
            def urgency() -> float:
                return len(self.running_in_pool(notebook_name)) / max(1, self.wanted(notebook_name))
            return urgency

        async def _initialize(self, notebook_path: str, kernel_id: str | None = None, **kwargs):
            if kernel_id is not None:  # a restart, not a warm kernel
                return await super()._initialize(notebook_path, kernel_id, **kwargs)
            me = asyncio.current_task()
            assert me is not None  # Voila calls this from a task
            while True:
                self._waiting_for_a_turn.add(me)
                try:
                    # At the cap (ArcadeKernelManager.max_kernels) a warm kernel waits for a
                    # kernel to end before it asks for its turn.
                    while self.full():
                        await self.room()
                    await self._turns.turn(self._urgency(notebook_path))
                finally:
                    self._waiting_for_a_turn.discard(me)
                if self.full():  # a page took the last place meanwhile
                    self._turns.done()
                    continue
                self.log.info("Warming a kernel for %s", notebook_path)
                try:
                    content = await super()._initialize(notebook_path, None, **kwargs)
                except ClassIsFull:  # a page took the last place while the notebook was read
                    self._turns.done()
                    continue
                except BaseException:
                    self._turns.done()
                    raise
                break
            watch = asyncio.ensure_future(self._pass_the_turn_when_warm(notebook_path, content, me))
            self._watching.add(watch)
            watch.add_done_callback(self._watching.discard)
            return content

        async def _pass_the_turn_when_warm(self, notebook_path: str, content: dict,
                                           task: asyncio.Task | None = None) -> None:
            """The turn passes when the kernel's notebook waits for its child (it has opened the
            server's socket for the page's address), has run to its end, or was taken by a child;
            or when the kernel stopped, or after WARM_UP_LIMIT seconds."""
            from voila.request_info_handler import RequestInfoSocketHandler

            kernel_id, rendering = content["kernel_id"], content["task"]
            deadline = time.monotonic() + WARM_UP_LIMIT
            try:
                while not (kernel_id in RequestInfoSocketHandler._waiters or rendering.done()
                           or kernel_id not in self or time.monotonic() > deadline):
                    # The socket opening has no event to wait on; a check every 50 ms costs nothing.
                    await asyncio.wait([rendering], timeout=0.05)
            finally:
                self._turns.done()
            if task is not None and kernel_id in self and (kernel_id in RequestInfoSocketHandler._waiters
                                                           or rendering.done()):
                self._warm.add(task)
                for listener in self.warm_listeners:
                    listener(*self.warm_counts())
            self.log.info("Warm kernels for %s: %d of %d ready", notebook_path,
                          len(self.running_in_pool(notebook_path)), self.wanted(notebook_path))

        async def shutdown_all(self, *args, **kwargs):
            # Starts still waiting for their turn are dropped, not begun while the server stops
            # (Voila waits for every start in its pools before it stops them).
            self._turns.close()
            for pool in self._pools.values():
                for task in [t for t in pool if t in self._waiting_for_a_turn]:
                    pool.remove(task)
                    task.cancel()
            # The warm kernels wait for their child in the middle of their notebook: their renderings
            # are dropped first, as make_room drops one, or each kernel stopped wrote "Kernel died
            # while waiting for execute reply" and a traceback in the teacher's terminal at Ctrl+C.
            await asyncio.gather(*(_drop_rendering(task.result()) for pool in self._pools.values()
                                   for task in started(pool)))
            return await super().shutdown_all(*args, **kwargs)

    return ArcadeKernelPools


async def _drop_rendering(content: dict) -> None:
    """A warm kernel's rendering of its notebook (Voila's pool entry ``content``), still waiting for
    its child, cancelled with its logs silenced: the kernel can then be stopped without a word."""
    rendering, renderer = content.get("task"), content.get("renderer")
    if rendering is not None and not rendering.done():
        for part in (renderer, getattr(renderer, "executor", None)):
            if part is not None:
                part.log = DROPPED
        rendering.cancel()
        await asyncio.wait([rendering], timeout=5)


def replace_warm_kernels_calmly() -> None:
    """Make Voila build its warm-kernel manager with ``calm_pools``.  Voila has no setting for the
    class it wraps around the kernel manager, so its factory (as voila.app imported it) is
    wrapped, once; without warm kernels nothing changes."""
    import voila.app

    stock = voila.app.voila_kernel_manager_factory
    if getattr(stock, "_hilltop_calm", False):
        return

    def factory(base_class, preheat_kernel, *args, **kwargs):
        made = stock(base_class, preheat_kernel, *args, **kwargs)
        return calm_pools(made) if preheat_kernel else made

    factory._hilltop_calm = True  # type: ignore[attr-defined]
    voila.app.voila_kernel_manager_factory = factory
