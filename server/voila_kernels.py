"""How ``./hilltop run`` checks a page's address and frees the kernel of a closed tab (configured
in server/voila_config/voila.py).

``prepare_page`` is the Voila prelaunch hook: it turns away an address with a bad ``?seed=``
before any kernel starts (the arcade's error page then says what is wrong, in a child's words) and
calls ``set_xsrf_cookie``.

``set_xsrf_cookie`` is a Voila prelaunch hook.  When a Voila page is left it posts a shutdown
beacon for its kernel with the ``_xsrf`` value of its cookie, but a render page never sets that
cookie, so the beacon got "403 '_xsrf' argument missing" and the kernel stayed.  Reading the
handler's ``xsrf_token`` makes Tornado send the cookie with the page; the XSRF check stays on.

``ArcadeKernelManager`` covers the tabs that send no beacon (crash, killed tab, sleep).

Jupyter's stock culler (``MappingKernelManager.cull_idle_timeout``) shuts a kernel down only when
it has been *quiet* for the timeout.  A Hilltop table may run a timer on the kernel's event loop
(War's auto-play, the bots of the race games); every update it sends counts as activity, so the
kernel of a closed tab whose timer still runs never looks idle and is never culled.

This manager adds one rule to the stock ones: a kernel that no browser has been connected to for
``cull_disconnected_after`` seconds is shut down, busy or not.  A kernel whose page is open is
never culled (``cull_connected`` stays False) however long a child thinks.  The rule is checked
on the stock culler's clock (every ``cull_interval`` seconds, so it acts up to one interval
late); that clock only runs when ``cull_idle_timeout > 0``.
"""
from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import inspect
import os
import secrets
import time
import uuid
from pathlib import Path

from jupyter_core.utils import ensure_async
from jupyter_server.base.handlers import JupyterHandler
from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
from tornado.web import HTTPError
from traitlets import Float, Integer

from kit.words import N_, _, speaking
from server.terminal_words import for_the_teacher


class ArcadeKernelManager(AsyncMappingKernelManager):
    cull_disconnected_after = Integer(
        180,
        config=True,
        help="Shut down a kernel once no browser has been connected to it for this many seconds, "
        "even if it is busy or a timer keeps it chatty (0: never).",
    )
    max_kernels = Integer(
        0,
        config=True,
        help="The most kernels the server runs at once, warm ones included (0: no limit).  A page "
        "asked for beyond it gets the arcade's 'this class is full' page (ClassIsFull).",
    )
    refill_after_quiet = Float(
        3.0,
        config=True,
        help="With warm kernels: start a replacement for a warm kernel taken only once no page "
        "has been asked for during this many seconds (server/warm_pools.py).",
    )

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        # kernel id -> monotonic time at which a culler pass first saw it with no page connected
        self._alone_since: dict[str, float] = {}
        # kernels being started (not yet in self._kernels), and who waits for a kernel to end
        self._starting: set[str] = set()
        self._room_waiters: list = []
        self._stopping = False  # shutdown_all has begun: no kernel starts any more

    # -- the cap on running kernels ---------------------------------------------------------------
    def running(self) -> int:
        """Kernels running or being started."""
        return len(set(self._kernels) | self._starting)

    def full(self) -> bool:
        return self.max_kernels > 0 and self.running() >= self.max_kernels

    def room_for_a_page(self, notebook_path: str) -> bool:
        """Whether a page asked for now would get a kernel: the cap is not reached, a warm kernel
        waits for this page, or a warm kernel of another page can give way."""
        return not self.full()

    def say_full(self, notebook_path: str) -> None:
        """Tell the server's window that a page was refused, and what runs."""
        pools = {name: (len(started(pool)), len(pool)) for name, pool in getattr(self, "_pools", {}).items() if pool}
        self.log.warning("%s", for_the_teacher(N_(
            "The class is full ({running} kernels, the most allowed): {page} was refused. Starting: {starting}; "
            "warm kernels (ready, kept) per page: {pools}"), running=self.running(), page=notebook_path,
            starting=len(self._starting), pools=pools))

    async def make_room(self) -> bool:
        """At the cap: free a kernel no child uses (a warm one) so a page can have one.  True if
        one was freed.  Without warm kernels there is none."""
        return False

    async def room(self) -> None:
        """Wait until a kernel ends (a tab closed, a kernel culled)."""
        import asyncio

        waiter = asyncio.get_running_loop().create_future()
        self._room_waiters.append(waiter)
        try:
            await waiter
        finally:
            if waiter in self._room_waiters:
                self._room_waiters.remove(waiter)

    async def start_kernel(self, *args, **kwargs):  # type: ignore[override]
        # Pages and warm pools both start kernels here (a warm kernel's environment says
        # VOILA_PREHEAT=True); a page at the cap may take the place of a warm kernel.
        for_a_page = (kwargs.get("env") or {}).get("VOILA_PREHEAT") != "True"
        if self._stopping:  # a warm kernel whose notebook was read as the server stopped
            raise ServerStopping()
        if self.full() and not (for_a_page and await self.make_room() and not self.full()):
            raise ClassIsFull()
        kernel_id = kwargs.pop("kernel_id", None) or self.new_kernel_id()
        child = (kwargs.get("env") or {}).get(page_child_header())
        if child:
            KERNEL_OWNERS[kernel_id] = child
        self._starting.add(kernel_id)
        try:
            started_id = await super().start_kernel(*args, kernel_id=kernel_id, **kwargs)
        finally:
            self._starting.discard(kernel_id)
        # a page's own kernel (no warm one): its child is in the request's environment
        PAGES.kernel_started(started_id, (kwargs.get("env") or {}).get(page_child_header(), ""))
        return started_id

    # -- stopping a kernel -------------------------------------------------------------------------
    # Jupyter interrupts a kernel (SIGINT) before it asks it to stop, even with now=True.  A kernel
    # whose Python is still starting dies of that interrupt with "Fatal Python error:
    # init_import_site" or a KeyboardInterrupt traceback in the teacher's terminal (the server
    # stopped, or a child closed the tab, while warm kernels started).  A kernel that has not
    # answered yet has nothing to finish: it is killed outright, and only then shut down.
    def still_starting(self, kernel_id: str) -> bool:
        """Whether the kernel has not answered anything yet (jupyter_server's execution_state
        stays "starting" until the kernel's first status message, sent once its SIGINT is
        handled)."""
        kernel = self._kernels.get(kernel_id)
        return kernel is not None and getattr(kernel, "execution_state", "starting") == "starting"

    async def _kill_outright(self, kernel_id: str) -> None:
        """SIGKILL, with no interrupt first, for a kernel that holds nothing to finish: one still
        starting, or a warm kernel no child has taken (server/warm_pools.py make_room)."""
        kernel = self._kernels[kernel_id]
        kernel.shutting_down = True  # the restarter must not start it again once killed
        kernel.stop_restarter()
        if kernel.has_kernel:
            await kernel.provisioner.kill()  # SIGKILL to the kernel's process group
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait_for(kernel.provisioner.wait(), 5)

    async def shutdown_kernel(self, kernel_id, *args, **kwargs):  # type: ignore[override]
        PAGES.kernel_ended(kernel_id)
        await restarted(self._kernels.get(kernel_id))
        try:
            start = None if kernel_id in self._kernels else self._pending_kernels.get(kernel_id)
            if start is not None:  # its process is being started: wait for it (jupyter_server
                # knows no kernel by this id until then, and answered 404).  Voila's own stop runs
                # on a new event loop, where the server's starts never go on: nothing to wait for.
                if start.get_loop() is asyncio.get_running_loop():
                    await asyncio.wait([start], timeout=60)
                if kernel_id not in self._kernels:  # the start failed: nothing runs
                    if start.done():
                        self._pending_kernels.pop(kernel_id, None)
                    return None
            if self.still_starting(kernel_id):
                await self._kill_outright(kernel_id)
            return await super().shutdown_kernel(kernel_id, *args, **kwargs)
        finally:
            KERNEL_OWNERS.pop(kernel_id, None)
            waiters, self._room_waiters = self._room_waiters, []
            for waiter in waiters:
                if not waiter.done():
                    waiter.set_result(None)

    async def shutdown_all(self, now: bool = False) -> None:  # type: ignore[override]
        """Every kernel, those still being started too, each through ``shutdown_kernel`` (the
        stock one asks jupyter_server for the kernels being started by id, and its 404 reached the
        teacher's terminal as a traceback, leaving the kernel running).  A kernel that does not
        stop cleanly is said in one line: the server stops all the same."""
        self._stopping = True
        ids = sorted(set(self._kernels) | set(self._pending_kernels))
        ended = await asyncio.gather(*(self.shutdown_kernel(kernel_id, now=now) for kernel_id in ids),
                                     return_exceptions=True)
        for kernel_id, problem in zip(ids, ended):
            if isinstance(problem, BaseException) and not isinstance(problem, asyncio.CancelledError):
                self.log.warning("%s", for_the_teacher(N_("A game's kernel did not stop cleanly ({kernel}): {problem}"),
                                                       kernel=kernel_id, problem=problem))

    def remove_kernel(self, kernel_id):
        # (a kernel that died is removed without a shutdown: its page and owner go all the same)
        PAGES.kernel_ended(kernel_id)
        KERNEL_OWNERS.pop(kernel_id, None)
        waiters, self._room_waiters = self._room_waiters, []
        for waiter in waiters:
            if not waiter.done():
                waiter.set_result(None)
        return super().remove_kernel(kernel_id)

    async def cull_kernels(self):
        for gone in set(self._alone_since) - set(self._kernels):
            del self._alone_since[gone]
        # A warm kernel (Voila's pool) may have been seen alone while it was starting, before
        # Voila counted it as pooled; forget that, or the page that takes it much later would
        # have its kernel culled at the next pass, before the browser could connect.
        for kernel_id in self.warm_kernel_ids():
            self._alone_since.pop(kernel_id, None)
        await super().cull_kernels()

    def warm_kernel_ids(self) -> set[str]:
        """Ids of the kernels waiting in Voila's pools (VoilaKernelManager._pools; none without
        warm kernels)."""
        return {task.result().get("kernel_id")
                for pool in getattr(self, "_pools", {}).values() for task in started(pool)}

    async def cull_kernel_if_idle(self, kernel_id):
        if kernel_id not in self._kernels:  # ended since the pass began (a tab closed, culled)
            self._alone_since.pop(kernel_id, None)
            return
        now = time.monotonic()
        if self._kernel_connections.get(kernel_id, 0) > 0:
            self._alone_since.pop(kernel_id, None)
        else:
            # Counting starts at the first pass that sees the kernel alone, so a page fetched but
            # never opened in a browser (no connection ever) loses its kernel as well.
            since = self._alone_since.setdefault(kernel_id, now)
            limit = self.cull_disconnected_after
            if limit > 0 and now - since >= limit:
                self.log.warning("%s", for_the_teacher(N_(
                    "Culling kernel {kernel}: no page has been connected to it for {seconds} s."),
                    kernel=kernel_id, seconds=int(now - since)))
                self._alone_since.pop(kernel_id, None)
                await ensure_async(self.shutdown_kernel(kernel_id))
                return
        await super().cull_kernel_if_idle(kernel_id)


async def restarted(kernel, longest: float = 60) -> None:
    """Until a kernel being restarted (the server starts a killed kernel again at once) has
    started.  A page whose kernel died leaves, and its shutdown beacon came while the restart was
    under way: Jupyter then read the restart's unfinished ``ready`` and wrote a traceback
    (InvalidStateError) in the teacher's terminal, and the kernel stayed."""
    ready = getattr(kernel, "ready", None) if kernel is not None else None
    if ready is None or ready.done():
        return
    waiting = asyncio.wrap_future(ready) if isinstance(ready, concurrent.futures.Future) else ready
    # A start that failed, or was called off (Ctrl+C while a kernel starts cancels it): the
    # shutdown goes on as it would have.
    with contextlib.suppress(Exception, asyncio.CancelledError):
        await asyncio.wait_for(asyncio.shield(waiting), longest)


class ClassIsFull(HTTPError):
    """No kernel for one more page: the server runs ``max_kernels`` already.  The arcade's error
    page (status 503) tells the child the class is full and to ask the teacher."""

    def __init__(self):
        super().__init__(503, "This class is full. Ask your teacher.", reason="Class is full")


class ServerStopping(HTTPError):
    """No kernel starts once the server is stopping (a page asked for then gets status 503)."""

    def __init__(self):
        super().__init__(503, reason="Server stopping")


def started(pool) -> list:
    """The entries of a Voila warm-kernel pool (tasks) whose kernel has started: done, neither
    cancelled nor failed; each one's result names its kernel ("kernel_id")."""
    return [task for task in pool if task.done() and not task.cancelled() and task.exception() is None]


class PageNotFound(JupyterHandler):
    """Any address the server has no handler for: the arcade's 404 page (error.html of the page
    template), not the web framework's bare one.  Used as tornado's default_handler_class."""

    async def prepare(self, *, _redirect_to_login: bool = True) -> None:  # as its base class
        raise HTTPError(404)

    def write_error(self, status_code, **kwargs):
        arcade_error_page(self, status_code, "")


def arcade_error_page(handler, status_code: int, message: str) -> None:
    """Answer with the arcade's error page (error.html of the page template) in a child's words,
    in the request's language."""
    from server.page_words import request_language, small_page_words

    handler.set_header("Content-Type", "text/html")
    page = handler.settings["voila_jinja2_env"].get_template("error.html")
    handler.finish(page.render(status_code=status_code, message=message, base_url=handler.base_url,
                               words=small_page_words()[request_language(handler)]))


class ArcadeErrors:
    """Mixin for the server's own Jupyter handlers: their errors get the arcade's page, with the
    HTTPError's message (written for a child), not Jupyter Server's page (which this server
    cannot even draw: it has no Jupyter static files)."""

    def write_error(self, status_code, **kwargs):
        problem = (kwargs.get("exc_info") or (None, None, None))[1]
        message = problem.log_message % problem.args if isinstance(problem, HTTPError) and problem.log_message else ""
        if status_code == 403 and "_xsrf" in message:
            from server.page_words import request_language

            with speaking(request_language(self)):
                message = _("This page was open too long. Go back and try again.")
        arcade_error_page(self, status_code, message)


def prepare_page(request_handler, notebook, cwd):
    """Voila prelaunch hook: refuse a bad ``?seed=``, ``?turns=``, ``?seconds=`` or ``?level=`` (400, with the reason for the error page),
    else send the ``_xsrf`` cookie with the page."""
    from kit.address import BadAddress, length_in_query, level_in_query, seed_in_query
    from server.page_queries import BadQuery, check_page_query

    try:
        # The parameters a game reads first, so a bad seed, length or level is told in its own
        # words ("... should be a whole number"); then the allow-list: nothing else reaches a page.
        seed_in_query(request_handler.request.query)
        length_in_query(request_handler.request.query)
        level_in_query(request_handler.request.query)
        check_page_query(request_handler.request.query)
    except (BadAddress, BadQuery) as problem:
        # "%s": the error page formats log_message with args, so a "%" in the link stays text.
        raise HTTPError(400, "%s", str(problem), reason="Bad game link") from None
    return set_xsrf_cookie(request_handler, notebook, cwd)


def set_xsrf_cookie(request_handler, notebook, cwd):
    """Voila prelaunch hook: send the ``_xsrf`` cookie with every rendered page."""
    request_handler.xsrf_token  # noqa: B018  (reading it is what sets the cookie)
    return None  # the notebook is left as it is


def check_pages_in_the_handler():
    """Run ``prepare_page`` for every dashboard request, warm kernels or not.

    Voila refuses a prelaunch hook when it keeps warm kernels ("preheat_kernel"), yet a bad
    ``?seed=`` must still be turned away and the ``_xsrf`` cookie still sent.  So the check runs in
    the page handler's ``prepare`` step (Tornado calls it before ``get``), the same way in both
    modes.  Voila registers its page handler class directly, with no setting to give another, so
    its ``prepare`` is wrapped here, once."""
    from voila.tornado.handler import TornadoVoilaHandler

    if getattr(TornadoVoilaHandler, "_hilltop_pages_checked", False):
        return
    stock = TornadoVoilaHandler.prepare

    async def prepare(self):
        done = stock(self)
        if inspect.isawaitable(done):
            await done
        if self._finished:  # the stock step may already have answered (e.g. a redirect)
            return
        from server.page_words import request_language

        with speaking(request_language(self)):  # a refusal in the page's language
            prepare_page(self, None, None)
            child = name_the_child(self)
            if self.current_user is not None and pages_of(child, self.kernel_manager) >= MOST_PAGES_PER_CHILD:
                self.log.warning("%s", for_the_teacher(N_("One child asked for more than {most} pages at once: "
                                                          "refused."), most=MOST_PAGES_PER_CHILD))
                raise HTTPError(429, "%s", _(TOO_MANY_PAGES), reason="Too many pages")
            path = (self.path_args or [""])[0] or ""
            check_class = self.settings.get("hilltop_class_check")
            if check_class is not None:  # the class server (server/class_room.py): who may see it
                check_class(self, path)
                if child.startswith("child-"):   # a few pages at once per child, not the whole class
                    PAGES.asked(child, self)
        room_for_a_page = getattr(self.kernel_manager, "room_for_a_page", None)
        if self.current_user is not None and room_for_a_page is not None and not room_for_a_page(path):
            self.kernel_manager.say_full(path)
            raise ClassIsFull()

    stock_finish = TornadoVoilaHandler.on_finish

    def on_finish(self):
        PAGES.finished(self)
        return stock_finish(self)

    # A warm kernel handed to a page: Voila sends it the request's details (the child among them).
    from voila.request_info_handler import RequestInfoSocketHandler

    stock_updates = RequestInfoSocketHandler.send_updates.__func__

    def send_updates(cls, msg):
        try:
            PAGES.kernel_started(str(msg["kernel_id"]), str(msg["payload"].get(page_child_header(), "")))
        except (KeyError, TypeError, AttributeError):
            pass
        return stock_updates(cls, msg)

    RequestInfoSocketHandler.send_updates = classmethod(send_updates)
    # (a warm kernel stopped by Ctrl+C as its page is handed over: the write is let go quietly)
    from server.kernel_sockets import let_go_when_gone

    stock_write = RequestInfoSocketHandler.write_message

    def write_message(self, *args, **kwargs):
        return let_go_when_gone(stock_write.__get__(self))(*args, **kwargs)

    RequestInfoSocketHandler.write_message = write_message

    stock_write_error = TornadoVoilaHandler.write_error

    def write_error(self, status_code, **kwargs):
        """The arcade's error page (error.html) in the request's language: the page is told it
        on the error (Jupyter Server gives the template the exception, not the request)."""
        from server.page_words import request_language

        problem = (kwargs.get("exc_info") or (None, None, None))[1]
        if problem is not None and not hasattr(problem, "hilltop_lang"):
            with contextlib.suppress(Exception):  # (an exception that takes no attributes: English)
                problem.hilltop_lang = request_language(self)
        return stock_write_error(self, status_code, **kwargs)

    TornadoVoilaHandler.prepare = prepare
    TornadoVoilaHandler.on_finish = on_finish
    TornadoVoilaHandler.write_error = write_error
    TornadoVoilaHandler._hilltop_pages_checked = True
    note_warm_kernel_owners()
    only_the_owner_uses_a_kernel()
    drop_sockets_whose_page_left()


def child_of(handler) -> str:
    """The child a request comes from, as name_the_child would name them, without setting any
    cookie ("" when the request names none)."""
    hub_user = os.environ.get("JUPYTERHUB_USER")
    if hub_user:
        return f"hub-{hub_user}"
    user = getattr(handler, "current_user", None)
    name = getattr(user, "username", None) if user is not None else None
    if name and handler.settings.get("hilltop_class_check") is not None:
        return str(name)
    token = handler.get_secure_cookie(BROWSER_COOKIE, max_age_days=30)
    return f"browser-{token.decode()}" if token else ""


def may_use_kernel(handler, kernel_id: str) -> bool:
    """Only the child a kernel's page was made for may connect to it or shut it down (issue 38.9):
    a child who learnt another kernel's id is refused."""
    owner = KERNEL_OWNERS.get(kernel_id)
    return owner is None or child_of(handler) == owner


class PageLeft(Exception):
    """The page went away while its socket to the kernel was being opened."""


def drop_sockets_whose_page_left() -> None:
    """A page that leaves while its socket to the kernel is being opened (Jupyter's handler waits
    for the kernel, and forgets the socket's connection when the page leaves) is let go quietly:
    Jupyter went on to open the socket it had forgotten, and the teacher's terminal got three
    tracebacks.  (``only_the_owner_uses_a_kernel`` ends such a request in silence.)"""
    from jupyter_server.services.kernels.websocket import KernelWebsocketHandler

    stock = KernelWebsocketHandler.pre_get
    if not getattr(stock, "hilltop_wrapped", False):
        KernelWebsocketHandler.pre_get = raise_when_the_page_left(stock)  # type: ignore[method-assign]


def raise_when_the_page_left(stock):
    """Jupyter's ``pre_get`` (``stock``), then :class:`PageLeft` if the page left meanwhile."""
    async def pre_get(self):
        await stock(self)
        if getattr(self, "connection", None) is None:   # (the handler's on_close forgot it)
            raise PageLeft()

    pre_get.hilltop_wrapped = True  # type: ignore[attr-defined]
    return pre_get


def only_the_owner_uses_a_kernel() -> None:
    """Wrap the kernel's websocket handler and Voila's shutdown handler with ``may_use_kernel``."""
    from jupyter_server.services.kernels.handlers import KernelActionHandler, KernelHandler
    from jupyter_server.services.kernels.websocket import KernelWebsocketHandler
    from voila.shutdown_kernel_handler import VoilaShutdownKernelHandler

    # What the teacher's terminal says of a page asking for a kernel not its child's, per request.
    OWNER_ONLY = {
        "for a kernel": N_("A page asked for a kernel that is not its child's: refused."),
        "about a kernel": N_("A page asked about a kernel that is not its child's: refused."),
        "to stop a kernel": N_("A page asked to stop a kernel that is not its child's: refused."),
    }

    def owner_only(stock, asked: str, stopping: bool = False):
        async def method(self, kernel_id):
            if not may_use_kernel(self, kernel_id):
                self.log.warning("%s", for_the_teacher(OWNER_ONLY[asked]))
                raise HTTPError(403)
            if not stopping and kernel_id not in self.kernel_manager:
                # A page whose kernel is gone (culled, or the server was started again) retries
                # its socket, again and again until it comes back by itself.  Jupyter answered
                # each retry with a page it cannot draw here: a 50-line traceback in the teacher's
                # terminal every time.  Now a plain 404, and one line per page.
                said_once(self.log, kernel_id, "A child's page reconnected to a game that had been "
                          "closed (no page used it for a while, or the server was restarted): the "
                          "page reloads by itself with the child's saved game. Nothing to do.")
                self.hilltop_said = True
                self.set_status(404)
                return self.finish()
            if stopping and kernel_id not in self.kernel_manager:
                # The beacon of a page whose kernel is gone already (culled, or the server was
                # started again since): nothing to stop, and nothing to tell the teacher (the
                # kernel's end was said when it came), where Jupyter wrote three lines.
                self.log.info("A page closed whose game had already stopped: nothing to do.")
                self.set_status(204)
                return self.finish()
            try:
                return await stock(self, kernel_id)
            except PageLeft:   # (drop_sockets_whose_page_left): nothing to open, nothing to say
                self.log.debug("A page left while its socket to kernel %s was being opened.", kernel_id)
                return None

        return method

    KernelWebsocketHandler.get = owner_only(KernelWebsocketHandler.get, "for a kernel")  # type: ignore[method-assign]
    # Jupyter's page also asks after its kernel (GET /api/kernels/ID) while it retries: for a kernel
    # that is gone that was three lines each time (the 404, "wrote error: Kernel does not exist",
    # the 404 again); now it shares the one line above.  Only once the request is let in (a
    # request from outside the class still gets the login or the 403 first).
    stock_model = KernelHandler.get
    model_for_owner = owner_only(stock_model, "about a kernel")

    async def model(self, kernel_id):
        if self.current_user is None:
            return await stock_model(self, kernel_id)  # type: ignore[misc]
        return await model_for_owner(self, kernel_id)

    KernelHandler.get = model  # type: ignore[method-assign]
    # Jupyter's own API stops, restarts and interrupts a kernel too (DELETE /api/kernels/ID, POST
    # /api/kernels/ID/restart or /interrupt): a page's script could send those with the XSRF cookie
    # the page has, so the same rule holds there: the kernel's own child only.
    KernelHandler.delete = owner_only(KernelHandler.delete, "to stop a kernel", stopping=True)  # type: ignore[method-assign]
    stock_action = KernelActionHandler.post

    async def action(self, kernel_id, action):
        if not may_use_kernel(self, kernel_id):
            self.log.warning("%s", for_the_teacher(N_(
                "A page asked to restart or interrupt a kernel that is not its child's: refused.")))
            raise HTTPError(403)
        return await stock_action(self, kernel_id, action)  # type: ignore[misc]

    KernelActionHandler.post = action  # type: ignore[method-assign]
    VoilaShutdownKernelHandler.post = owner_only(VoilaShutdownKernelHandler.post, "to stop a kernel", stopping=True)


_SAID_FOR: dict[str, None] = {}   # the kernels a line was written for (the last few hundred)


def said_once(log, kernel_id: str, line: str) -> None:
    """``line`` as a warning the first time it is said for ``kernel_id``."""
    if kernel_id in _SAID_FOR:
        return
    _SAID_FOR[kernel_id] = None
    while len(_SAID_FOR) > 500:
        del _SAID_FOR[next(iter(_SAID_FOR))]
    log.warning(line)


def log_request(handler) -> None:
    """Tornado's line for each answer (its own rule: warnings from 400 up), but none for an answer
    the server already told the teacher about in words (``hilltop_said``)."""
    from tornado.log import access_log

    if getattr(handler, "hilltop_said", False):
        return
    status = handler.get_status()
    log = access_log.info if status < 400 else access_log.warning if status < 500 else access_log.error
    log("%d %s %.2fms", status, handler._request_summary(), 1000.0 * handler.request.request_time())


def note_warm_kernel_owners() -> None:
    """A warm kernel learns its page (and its child) when Voila hands it over, through
    ``RequestInfoSocketHandler.send_updates``; note its owner there too."""
    from voila.request_info_handler import RequestInfoSocketHandler

    stock = RequestInfoSocketHandler.send_updates.__func__

    def send_updates(cls, msg):
        kernel_id, payload = msg.get("kernel_id"), msg.get("payload") or {}
        child = payload.get(page_child_header()) if isinstance(payload, dict) else None
        if kernel_id and child:
            KERNEL_OWNERS[kernel_id] = child
        return stock(cls, msg)

    RequestInfoSocketHandler.send_updates = classmethod(send_updates)


# Which child each kernel's page was asked for by (server-side: name_the_child); a kernel ends, its
# entry goes.  A child may hold MOST_PAGES_PER_CHILD pages at once (a reload and a second tab fit;
# thirty do not), so one child cannot fill the class's cap.
KERNEL_OWNERS: dict[str, str] = {}
TOO_MANY_PAGES = N_("You have too many pages open. Close the ones you are not using, then try again.")


def pages_of(child: str, kernel_manager) -> int:
    """How many running kernels were asked for by ``child``."""
    running = set(getattr(kernel_manager, "_kernels", {})) | set(getattr(kernel_manager, "_starting", set()))
    return sum(1 for kernel_id, owner in KERNEL_OWNERS.items() if owner == child and kernel_id in running)


def owner_of(kernel_id: str) -> str | None:
    """The child a kernel's page was asked for by (None: a warm kernel no page took yet)."""
    return KERNEL_OWNERS.get(kernel_id)


# The request header through which the server tells a page's kernel who the child is.  Voila hands
# the headers named in VoilaConfiguration.http_header_envs to the kernel as environment variables
# (HTTP_X_HILLTOP_CHILD), at start or, for a warm kernel, at its hand-over; name_the_child always
# overwrites what a browser sent in it, so a page cannot forge it.
CHILD_HEADER = "X-Hilltop-Child"
BROWSER_COOKIE = "hilltop_browser"


def name_the_child(handler) -> str:
    """Who asks for this page, from the server's side only (docs/design.md, "Who a child is"):
    the class server's signed login cookie's user (``child-…``), a hub's user, or on
    ``./hilltop run`` a browser token kept in a signed cookie the server sets here.  Written into
    the request's ``X-Hilltop-Child`` header, replacing whatever the browser sent."""
    user = getattr(handler, "current_user", None)
    name = getattr(user, "username", None) if user is not None else None
    hub_user = os.environ.get("JUPYTERHUB_USER")
    if hub_user:
        child = f"hub-{hub_user}"
    elif name and name != "anonymous" and not str(name).startswith("anonymous-") and handler.settings.get(
            "hilltop_class_check") is not None:
        child = str(name)
    else:
        token = handler.get_secure_cookie(BROWSER_COOKIE, max_age_days=30)
        child = f"browser-{token.decode()}" if token else ""
        if not child.replace("-", "").isalnum() or len(child) != len("browser-") + 24:
            token_text = uuid.uuid4().hex[:24]
            handler.set_secure_cookie(BROWSER_COOKIE, token_text, expires_days=30, httponly=True, samesite="Lax")
            child = f"browser-{token_text}"
    handler.request.headers[CHILD_HEADER] = child
    return child


def kept_cookie_secret(folder: Path | None = None) -> bytes:
    """The secret that signs the browser cookie naming each child on ``./hilltop run``, kept on the
    teacher's machine (``hilltop/cookie_secret`` beside the children's saved work, readable by the
    teacher only) so that a server started again knows its children: with a new secret at every
    start (Voila's default) every child became a new child after a restart, and their games and
    lessons, kept on the server, were no longer theirs (benchmarks/faults.py)."""
    if folder is None:
        folder = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share") / "hilltop"
    path = folder / "cookie_secret"
    with contextlib.suppress(OSError, ValueError):
        kept = bytes.fromhex(path.read_text(encoding="ascii").strip())
        if len(kept) >= 32:
            return kept
    secret = secrets.token_bytes(32)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        spare = path.with_name(f".cookie_secret-{os.getpid()}")
        descriptor = os.open(spare, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(descriptor, "w", encoding="ascii") as out:
            out.write(secret.hex())
        os.replace(spare, path)
    except OSError:
        pass  # a read-only home: this start's secret only (a restart then starts the children anew)
    return secret


def page_child_header() -> str:
    """The environment variable a kernel reads its child's id from."""
    return "HTTP_" + CHILD_HEADER.upper().replace("-", "_")


MOST_PAGES_PER_CHILD = 4   # a reload, a second tab, a game and a lesson: not thirty


class TooManyPages(HTTPError):
    """One child asked for more pages at once than MOST_PAGES_PER_CHILD (issue 38.5: one browser
    opening thirty pages filled the class).  The arcade's error page says it in a child's words."""

    def __init__(self):
        super().__init__(429, "%s", _(TOO_MANY_PAGES), reason="Too many pages")


class PagesPerChild:  # one per server process: PAGES
    """How many pages each child has at once on the class server: the kernels that run for the
    child (known when a page's kernel starts or a warm kernel is handed over, from the child the
    server named) plus the page requests still being served whose kernel is not known yet (so a
    burst of requests, all in before any kernel starts, is counted too)."""

    def __init__(self, most: int = MOST_PAGES_PER_CHILD):
        self.most = most
        self._kernels: dict[str, str] = {}            # kernel id -> child
        self._asking: dict[str, set[object]] = {}     # child -> requests not yet given a kernel

    def count(self, child: str) -> int:
        return sum(1 for c in self._kernels.values() if c == child) + len(self._asking.get(child, ()))

    def asked(self, child: str, request: object) -> None:
        """A page is asked for: refused (TooManyPages) if the child has ``most`` already."""
        if self.count(child) >= self.most:
            raise TooManyPages()
        self._asking.setdefault(child, set()).add(request)

    def finished(self, request: object) -> None:
        for child, asking in list(self._asking.items()):
            asking.discard(request)
            if not asking:
                del self._asking[child]

    def kernel_started(self, kernel_id: str, child: str) -> None:
        if not child or kernel_id in self._kernels:
            return
        self._kernels[kernel_id] = child
        asking = self._asking.get(child)
        if asking:          # one of the child's requests now has its kernel: count it once
            asking.pop()
            if not asking:
                del self._asking[child]

    def kernel_ended(self, kernel_id: str) -> None:
        self._kernels.pop(kernel_id, None)


PAGES = PagesPerChild()


# A kernel's IPC sockets are files named <folder>/voila_XXXXXXXX/kernel-<36-character id>-ipc-N,
# <folder> being the server's temporary folder; a Unix socket's name holds at most 103 bytes on
# macOS (104 with its final zero byte; 107 on Linux).
IPC_NAME_AFTER_FOLDER = len("/voila_12345678/kernel-") + 36 + len("-ipc-5")
IPC_NAME_MAX = 103


def kernel_transport(tempdir: str) -> dict[str, str]:
    """How the server's kernels talk to it, as ``KernelManager`` settings.

    Local sockets (``ipc``) when their names fit under ``tempdir``: nothing else on the machine
    can listen in, and it costs nothing.  A Mac's own temporary folder (/var/folders/xx/<28
    characters>/T, about 49 bytes) is too long for them, and a kernel then fails to start
    ("File name too long"), so there the kernels use TCP on 127.0.0.1 with CurveZMQ encryption
    (keys the server gives each kernel, because the arcade's kernelspec,
    server/jupyter/kernels/python3/kernel.json, says under "supported_encryption" that its
    ipykernel takes them; without that line the kernel would run unencrypted and warn): it works
    anywhere, costs a little CPU, and no kernel warns that its messages go unencrypted."""
    if len(os.fsencode(tempdir)) + IPC_NAME_AFTER_FOLDER <= IPC_NAME_MAX:
        return {"transport": "ipc"}
    return {"transport": "tcp", "transport_encryption": "auto"}
