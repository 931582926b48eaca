"""How ``./hilltop run`` checks a page's address and frees the kernel of a closed tab (configured
in tools/voila_config/voila.py).

``prepare_page`` is the Voila prelaunch hook: it turns away an address with a bad ``?seed=``
before any kernel starts (the arcade's error page then says what is wrong, in a child's words) and
calls ``set_xsrf_cookie``.

``set_xsrf_cookie`` is a Voila prelaunch hook.  When a Voila page is left it posts a shutdown
beacon for its kernel with the ``_xsrf`` value of its cookie, but a render page never sets that
cookie, so the beacon got "403 '_xsrf' argument missing" and the kernel stayed.  Reading the
handler's ``xsrf_token`` makes Tornado send the cookie with the page; the XSRF check stays on.

``ArcadeKernelManager`` covers the tabs that send no beacon (crash, killed tab, sleep), and keeps
kernels ready (below).

Jupyter's stock culler (``MappingKernelManager.cull_idle_timeout``) shuts a kernel down only when
it has been *quiet* for the timeout.  A Hilltop table may run a timer on the kernel's event loop
(War's auto-play, the bots of the race games); every update it sends counts as activity, so the
kernel of a closed tab whose timer still runs never looks idle and is never culled.

This manager adds one rule to the stock ones: a kernel that no browser has been connected to for
``cull_disconnected_after`` seconds is shut down, busy or not.  A kernel whose page is open is
never culled (``cull_connected`` stays False) however long a child thinks.  The rule is checked
on the stock culler's clock (every ``cull_interval`` seconds, so it acts up to one interval
late); that clock only runs when ``cull_idle_timeout > 0``.

Kernels kept ready.  Starting a kernel and importing ipywidgets, the board and the kit is most of
what a page costs before its first card (about half a CPU-second); when a class opens a page
together those costs queue up on the server's few cores.  The manager keeps ``pool_size``
kernels started in advance with those imports done, and ``dashboard_pools[name]`` more for one
dashboard with that notebook's own imports done too.  A page takes one (its own dashboard's
first, else one for any dashboard) and runs its notebook in it as usual, so everything that
depends on the request happens after it: the kernel gets the page's environment (``QUERY_STRING``,
hence ``?seed=``) before the first cell runs, the prelaunch hook has checked the address, and no
card has been dealt nor any widget made in advance.  A kernel is never culled while it waits.
The pool refills one kernel at a time, once no page has asked for a kernel for
``refill_after`` seconds, so a class arriving together gets the CPU first.
"""
from __future__ import annotations

import ast
import asyncio
import base64
import json
import os
import time
from pathlib import Path
from urllib.parse import unquote

from jupyter_core.utils import ensure_async
from jupyter_server._tz import utcnow
from jupyter_server.base.handlers import JupyterHandler
from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
from tornado.web import HTTPError
from traitlets import Dict, Float, Integer, Unicode


# ------------------------------------------------------------------ kernels kept ready ----------
# Imports every dashboard needs before its first card (ipywidgets, the board, the kit's contract):
# a kernel kept ready "for any dashboard" has run them already.
COMMON_IMPORTS = "import ipywidgets, anywidget, kit, widgets.table, widgets.arcade"


class BadPool(ValueError):
    """A pool setting that cannot be; ``str()`` says so in a teacher's words."""


def parse_pool(text: str) -> tuple[int, dict[str, int]]:
    """``HILLTOP_POOL``: ``"4"`` keeps 4 kernels ready for any dashboard; ``"4,war=30,arcade=10"``
    also keeps 30 ready for War and 10 for the arcade; ``"0"`` keeps none.  Returns
    (kernels for any dashboard, {dashboard file name: kernels})."""
    anything, per_page = 0, {}
    for part in (p.strip() for p in (text or "").split(",")):
        if not part:
            continue
        name, _, count = part.rpartition("=")
        name = name.strip()
        count = count.strip()
        if not (count.isascii() and count.isdigit()) or int(count) > 200:
            raise BadPool(f'HILLTOP_POOL: "{part}" should be a whole number of kernels from 0 to 200, '
                          'like 4 or war=30.')
        if not name:
            anything = int(count)
        else:
            if not all(c.isalnum() or c in "_-./" for c in name):
                raise BadPool(f'HILLTOP_POOL: "{name}" is not a dashboard name (like war or arcade).')
            per_page[name if name.endswith(".ipynb") else name + ".ipynb"] = int(count)
    return anything, per_page


def imports_of(notebook: Path) -> str:
    """The top-level import statements of a notebook's code cells, as code (what a kernel kept
    ready for that dashboard runs in advance: nothing that deals a card or makes a widget)."""
    try:
        cells = json.loads(notebook.read_text(encoding="utf-8")).get("cells", [])
    except (OSError, ValueError):
        return ""
    found = []
    for cell in cells:
        if cell.get("cell_type") != "code":
            continue
        source = cell.get("source", "")
        source = "".join(source) if isinstance(source, list) else source
        try:
            tree = ast.parse(source)
        except SyntaxError:
            continue
        found += [ast.unparse(node) for node in tree.body if isinstance(node, (ast.Import, ast.ImportFrom))
                  and not (isinstance(node, ast.ImportFrom) and node.module == "__future__")]
    return "\n".join(found)


def _environment_code(had: dict, wanted: dict) -> str:
    """Code that turns a kernel's environment ``had`` into ``wanted`` (the data travels as base64,
    so no value can be read as code)."""
    change = {"set": {k: v for k, v in wanted.items() if had.get(k) != v}, "drop": [k for k in had if k not in wanted]}
    data = base64.b64encode(json.dumps(change).encode()).decode()
    return ("def _hilltop_env(data):\n"
            "    import base64, json, os\n"
            "    change = json.loads(base64.b64decode(data))\n"
            "    os.environ.update(change['set'])\n"
            "    for name in change['drop']:\n"
            "        os.environ.pop(name, None)\n"
            f"_hilltop_env('{data}')\n"
            "del _hilltop_env\n")


class _Ready:
    """One kernel kept ready: its id and the environment it was started with."""

    def __init__(self, kernel_id: str, env: dict, path: str):
        self.kernel_id = kernel_id
        self.env = env
        self.path = path


class ArcadeKernelManager(AsyncMappingKernelManager):
    cull_disconnected_after = Integer(
        180,
        config=True,
        help="Shut down a kernel once no browser has been connected to it for this many seconds, "
        "even if it is busy or a timer keeps it chatty (0: never).",
    )

    pool_size = Integer(
        0,
        config=True,
        help="Kernels kept started, with what every dashboard imports already imported, for "
        "whichever page asks first (0: none).",
    )
    dashboard_pools = Dict(
        key_trait=Unicode(),
        value_trait=Integer(),
        config=True,
        help="Kernels kept ready for one dashboard, with its notebook's imports done, by file name: "
        '{"war.ipynb": 30}.',
    )
    refill_after = Float(
        1.0,
        config=True,
        help="Seconds in which no page has asked for a kernel before the pool starts a new one.",
    )

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        # kernel id -> monotonic time at which a culler pass first saw it with no page connected
        self._alone_since: dict[str, float] = {}
        # kernels kept ready: "" for any dashboard, else a notebook's path ("war.ipynb")
        self._ready: dict[str, list[_Ready]] = {}
        self._broken: set[str] = set()  # pools whose warming failed: not tried again
        self._kept: set[str] = set()  # ids of the kernels being started for a pool or waiting in one
        self._filling: asyncio.Future | None = None
        self._last_asked = float("-inf")
        self._stopping = False
        if self._wanted():
            from tornado.ioloop import IOLoop

            IOLoop.current().add_callback(self._refill_soon)

    # -- kernels kept ready ---------------------------------------------------------------------
    def _wanted(self) -> dict[str, int]:
        wanted = {"": self.pool_size} if self.pool_size > 0 else {}
        wanted.update({name: n for name, n in self.dashboard_pools.items() if n > 0})
        return {name: n for name, n in wanted.items() if name not in self._broken}

    def ready_counts(self) -> dict[str, int]:
        """How many kernels wait in each pool now ("" is the pool for any dashboard)."""
        return {name: len(self._ready.get(name, ())) for name in self._wanted()}

    def _refill_soon(self) -> None:
        if not self._stopping and (self._filling is None or self._filling.done()):
            self._filling = asyncio.ensure_future(self._refill())

    async def _refill(self) -> None:
        while not self._stopping:
            short = {name: n - len(self._ready.get(name, ())) for name, n in self._wanted().items()}
            short = {name: gap for name, gap in short.items() if gap > 0}
            if not short:
                self.log.info("Kernels kept ready: %s", self._describe_pools())
                return
            wait = self.refill_after - (time.monotonic() - self._last_asked)
            if wait > 0:
                await asyncio.sleep(wait)
                continue
            name = max(short, key=lambda k: (short[k], k == ""))
            try:
                await self._start_ready(name)
            except Exception as problem:  # a dashboard that cannot even import: log, stop trying
                self.log.error("Could not keep a kernel ready for %s (no more are tried): %s",
                               name or "any dashboard", problem)
                self._broken.add(name)

    def _describe_pools(self) -> str:
        return ", ".join(f"{len(self._ready.get(name, ()))} of {n} for {name or 'any dashboard'}"
                         for name, n in self._wanted().items()) or "none"

    async def _start_ready(self, name: str) -> None:
        code = COMMON_IMPORTS
        if name:
            code += "\n" + imports_of(Path(self.root_dir) / name)
        env = dict(os.environ)
        path = os.path.dirname(name)
        kernel_id = await super().start_kernel(kernel_name=self.default_kernel_name, path=path, env=env)
        self._kept.add(kernel_id)
        try:
            await self._execute(kernel_id, code)
        except BaseException:
            await self._drop(kernel_id)
            raise
        if self._stopping:
            return
        self._ready.setdefault(name, []).append(_Ready(kernel_id, env, path))
        self.log.debug("Kernel %s kept ready for %s", kernel_id, name or "any dashboard")

    async def _drop(self, kernel_id: str) -> None:
        self._kept.discard(kernel_id)
        if kernel_id in self:
            try:
                await ensure_async(super().shutdown_kernel(kernel_id, now=True))
            except Exception as problem:
                self.log.warning("Could not shut kernel %s down: %s", kernel_id, problem)

    async def _execute(self, kernel_id: str, code: str, timeout: float = 120) -> None:
        """Run ``code`` in a kernel quietly (no output, no history); raise if it fails."""
        client = self.get_kernel(kernel_id).client()
        client.start_channels()
        try:
            await client.wait_for_ready(timeout=timeout)
            reply = await client.execute_interactive(code, silent=True, store_history=False, timeout=timeout,
                                                     output_hook=lambda _msg: None)
        finally:
            client.stop_channels()
        content = reply.get("content", {})
        if content.get("status") != "ok":
            raise RuntimeError(f"{content.get('ename', 'error')}: {content.get('evalue', '')}")

    async def _take_ready(self, path, kwargs) -> str | None:
        """A kept kernel for this page, given the page's environment; None if there is none."""
        env = kwargs.get("env") or {}
        if kwargs.get("kernel_name", self.default_kernel_name) != self.default_kernel_name:
            return None
        script = unquote(env.get("SCRIPT_NAME", ""))
        page = script.split("/voila/render/", 1)[1] if "/voila/render/" in script else ""
        for name in dict.fromkeys([page, ""]):
            pool = self._ready.get(name, [])
            while pool:
                ready = pool.pop(0)
                if ready.path != (path or "") or ready.kernel_id not in self:
                    self._kept.discard(ready.kernel_id)
                    continue
                # From now on the kernel is the page's: the culler counts from here.
                self._kept.discard(ready.kernel_id)
                self._alone_since.pop(ready.kernel_id, None)
                self.get_kernel(ready.kernel_id).last_activity = utcnow()
                try:
                    if not await ensure_async(self.get_kernel(ready.kernel_id).is_alive()):
                        raise RuntimeError("the kernel stopped while it waited")
                    # The page's environment, as a kernel started for it would have had it.
                    await self._execute(ready.kernel_id, _environment_code(ready.env, env), timeout=30)
                except Exception as problem:
                    self.log.warning("Dropping kernel %s kept ready: %s", ready.kernel_id, problem)
                    await self._drop(ready.kernel_id)
                    continue
                self.log.info("Page %s got kernel %s, kept ready for %s (%s)", page or "?", ready.kernel_id,
                              name or "any dashboard", self._describe_pools())
                return ready.kernel_id
        return None

    async def start_kernel(self, *, kernel_id=None, path=None, **kwargs):
        if kernel_id is None and self._wanted() and not self._stopping:
            self._last_asked = time.monotonic()
            taken = await self._take_ready(path, kwargs)
            self._last_asked = time.monotonic()
            self._refill_soon()
            if taken is not None:
                return taken
        return await super().start_kernel(kernel_id=kernel_id, path=path, **kwargs)

    async def shutdown_kernel(self, kernel_id, now=False, restart=False):
        for pool in self._ready.values():
            pool[:] = [r for r in pool if r.kernel_id != kernel_id]
        self._kept.discard(kernel_id)
        return await ensure_async(super().shutdown_kernel(kernel_id, now=now, restart=restart))

    async def shutdown_all(self, now=False):
        self._stopping = True
        if self._filling is not None and not self._filling.done():
            self._filling.cancel()
        self._ready.clear()
        return await ensure_async(super().shutdown_all(now=now))

    # -- culling ---------------------------------------------------------------------------------
    async def cull_kernels(self):
        for gone in set(self._alone_since) - set(self._kernels):
            del self._alone_since[gone]
        await super().cull_kernels()

    async def cull_kernel_if_idle(self, kernel_id):
        if kernel_id in self._kept:
            return  # kept ready (or being made ready): no page has had it yet
        now = time.monotonic()
        if self._kernel_connections.get(kernel_id, 0) > 0:
            self._alone_since.pop(kernel_id, None)
        else:
            # Counting starts at the first pass that sees the kernel alone, so a page fetched but
            # never opened in a browser (no connection ever) loses its kernel as well.
            since = self._alone_since.setdefault(kernel_id, now)
            limit = self.cull_disconnected_after
            if limit > 0 and now - since >= limit:
                self.log.warning("Culling kernel %s: no page has been connected to it for %d s.",
                                 kernel_id, now - since)
                self._alone_since.pop(kernel_id, None)
                await ensure_async(self.shutdown_kernel(kernel_id))
                return
        await super().cull_kernel_if_idle(kernel_id)


class PageNotFound(JupyterHandler):
    """Any address the server has no handler for: the arcade's 404 page (error.html of the page
    template), not the web framework's bare one.  Used as tornado's default_handler_class."""

    def prepare(self):
        raise HTTPError(404)

    def write_error(self, status_code, **kwargs):
        self.set_header("Content-Type", "text/html")
        page = self.settings["voila_jinja2_env"].get_template("error.html")
        self.finish(page.render(status_code=status_code, message="", base_url=self.base_url))


def prepare_page(request_handler, notebook, cwd):
    """Voila prelaunch hook: refuse a bad ``?seed=`` (400, with the reason for the error page),
    else send the ``_xsrf`` cookie with the page."""
    from widgets.address import BadAddress, seed_in_query

    try:
        seed_in_query(request_handler.request.query)
    except BadAddress as problem:
        # "%s": the error page formats log_message with args, so a "%" in the link stays text.
        raise HTTPError(400, "%s", str(problem), reason="Bad game link") from None
    return set_xsrf_cookie(request_handler, notebook, cwd)


def set_xsrf_cookie(request_handler, notebook, cwd):
    """Voila prelaunch hook: send the ``_xsrf`` cookie with every rendered page."""
    request_handler.xsrf_token  # noqa: B018  (reading it is what sets the cookie)
    return None  # the notebook is left as it is
