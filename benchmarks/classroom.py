"""A class opens one dashboard at once: how long until each child sees cards, how fast clicks come back.

    .venv/bin/python benchmarks/classroom.py --children 10 [--dashboard war] [--clicks 10]
        [--spread 0] [--think 0.3] [--cull 20] [--timeout 600] [--option --Class.trait=value ...]
    .venv/bin/python benchmarks/classroom.py --children 30 --class="--host 127.0.0.2 --size 30 --open war"

Starts a Voila server exactly as ``./hilltop run`` does (server/voila_options.py, so
server/voila_config/voila.py) on 127.0.0.1, in a scratch HOME, then lets ``--children`` simulated
children arrive spread evenly over ``--spread`` seconds (0: all together).  Each child does what
a browser does, over plain HTTP and the kernel websocket of this machine only:

1. fetches the page (Voila starts a kernel and runs the notebook while the page streams in),
   keeping in its own cookie jar the cookies the answer sets (the signed browser cookie that names
   the child on ``./hilltop run``, the ``_xsrf`` cookie; on the class server the class's login cookie);
2. connects to its kernel's websocket with those cookies (the server lets only the child it named
   for the page use its kernel: server/voila_kernels.py ``may_use_kernel``) and asks for the widgets' state (ipywidgets'
   ``jupyter.widget.control`` comm): the moment a card table's scene arrives is "first card";
3. clicks ``--clicks`` times (the first enabled big button of the table, else any button or
   card it offers, as ``board.js`` sends them), ``--think`` seconds apart; a click's time runs
   from sending it to the table's next scene coming back.

While every child is still connected it reads each kernel's memory (RSS, and PSS, which shares
the pages kernels have in common fairly between them).  With ``--cull S`` the server frees a kernel
S seconds after its page went (checked every second) and the children leave without a goodbye (a
crashed tab): it prints how long the kernels took to go.  Without it the server is stopped.

With ``--class=ARGS`` the server is ``./hilltop class ARGS`` instead (server/class_room.py: warm
kernels for the class on the page it opens, the class word, the kernel cap), and each child comes
in as a child in the room does: through the ``Children:`` link it prints (the class word's cookie,
then the page it leads to).  The benchmark waits until the class's warm kernels are ready.

Prints one table row (Markdown).  A benchmark, not a test: the figures depend on the machine and
on what else it is doing; it is bounded (at most 60 children, ``--timeout`` seconds in all).
"""
from __future__ import annotations

import argparse
import asyncio
import contextlib
import http.cookies
import json
import os
import re
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from datetime import datetime, timezone
from pathlib import Path

import psutil
import tenacity
from tornado.httpclient import AsyncHTTPClient, HTTPRequest
from tornado.websocket import websocket_connect

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from server.processes import free_port, stop_with_kernels  # noqa: E402  (the tests' server fixture uses them too)
from server.voila_options import VOILA_OPTIONS  # noqa: E402  (./hilltop run's options)

DASHBOARDS = REPO / "notebooks" / "dashboards"
MAX_CHILDREN = 60


# ------------------------------------------------------------------ waiting ---------------------
async def until(condition, timeout: float, what: str, every: float = 0.25):
    """Poll the coroutine ``condition()`` (tenacity) until it gives something true, and return that;
    an error meanwhile (a server not listening yet, or answering an error while it starts) counts
    as "not yet".  After ``timeout`` seconds: SystemExit saying ``what`` (or what it gives, called)."""
    def gave_up(state):
        raise SystemExit(what() if callable(what) else what)

    return await tenacity.AsyncRetrying(
        stop=tenacity.stop_after_delay(timeout), wait=tenacity.wait_fixed(every),
        retry=tenacity.retry_if_exception_type(Exception) | tenacity.retry_if_result(lambda found: not found),
        retry_error_callback=gave_up)(condition)


# ------------------------------------------------------------------ the server ------------------
def children_of(pid: int) -> list[tuple[int, str]]:
    """(pid, command line) of the processes ``pid`` started (psutil, as the tests' server fixture)."""
    found = []
    for child in psutil.Process(pid).children():
        with contextlib.suppress(psutil.Error):  # a child that ended while we looked
            found.append((child.pid, " ".join(child.cmdline())))
    return found


def memory_kib(pid: int) -> tuple[int, int]:
    """(RSS, PSS) of one process in KiB (0, 0 if it is gone), by psutil."""
    try:
        info = psutil.Process(pid).memory_full_info()
    except psutil.Error:
        return 0, 0
    return info.rss // 1024, info.pss // 1024


def cpu_seconds(pid: int) -> float:
    """User + system CPU time a process has used so far (0 if it is gone), by psutil."""
    try:
        times = psutil.Process(pid).cpu_times()
    except psutil.Error:
        return 0.0
    return times.user + times.system


class Server:
    def __init__(self, extra: list[str], home: Path, warm: str = "", warm_every: str = "0",
                 class_args: list[str] | None = None, port: int | None = None):
        host = "127.0.0.1"
        if class_args is not None:
            host = class_args[class_args.index("--host") + 1] if "--host" in class_args else host
        self.port = port or free_port(host)  # (a given port: the same server started again)
        self.base = f"http://{host}:{self.port}/"
        self.children_link: str | None = None
        env = dict(os.environ, HOME=str(home), JUPYTER_CONFIG_DIR=str(home / ".jupyter"),
                   JUPYTER_DATA_DIR=str(home / ".local/share/jupyter"),
                   JUPYTER_RUNTIME_DIR=str(home / ".local/share/jupyter/runtime"),
                   IPYTHONDIR=str(home / ".ipython"), XDG_CACHE_HOME=str(home / ".cache"),
                   PYTHONPATH=os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")])))
        env.pop("JUPYTER_PATH", None)
        env.update(HILLTOP_WARM_KERNELS=warm_every, HILLTOP_WARM=warm)  # warm kernels only where asked
        self.log_path = home / "voila.log"
        self.command = [sys.executable, "-m", "voila", str(DASHBOARDS), *VOILA_OPTIONS, *extra,
                        f"--port={self.port}"]
        if class_args is not None:  # ./hilltop class (its warm kernels, unless HILLTOP_WARM says)
            env.pop("HILLTOP_WARM_KERNELS")
            if not warm:
                env.pop("HILLTOP_WARM")
            env["HILLTOP_PORT"] = str(self.port)
            self.command = [sys.executable, "-m", "server.class_room", *class_args, "--Voila.log_level=INFO", *extra]
        self.proc = subprocess.Popen(self.command, cwd=REPO, env=env, stdin=subprocess.DEVNULL,
                                     stdout=open(self.log_path, "wb"), stderr=subprocess.STDOUT,
                                     start_new_session=True)
        self.kernels_seen: set[int] = set()

    async def warmed(self, dashboard: str, timeout: float = 600):
        """Wait until the warm kernels of ``dashboard`` have all run its notebook's imports: the
        server says so ("Warm kernels for war.ipynb: 30 of 30 ready", server/warm_pools.py), and a
        kernel that has done its imports and waits for a child uses no more CPU."""
        seen: list[dict[int, float]] = [{}]  # each second: every kernel's CPU seconds so far

        async def ready():
            now = {pid: cpu_seconds(pid) for pid in self.kernels()}
            said = re.findall(rf"Warm kernels for {re.escape(dashboard)}\.ipynb: (\d+) of (\d+) ready",
                              self.log_path.read_text(errors="replace"))
            filled = bool(said) and said[-1][0] == said[-1][1]
            done = filled and now and now == seen[-1]
            seen.append(now)
            return done

        await self.until(ready, timeout, lambda: f"the warm kernels never got ready:\n{self.log_path.read_text()[-3000:]}",
                         every=1)

    async def until(self, condition, timeout: float, what, every: float):
        """``until``, giving up at once if the server stopped."""
        async def check():
            if self.proc.poll() is not None:
                raise SystemExit(f"the server exited:\n{self.log_path.read_text()[-3000:]}")
            return await condition()

        return await until(check, timeout, what, every)

    async def ready(self, timeout: float = 90):
        client = AsyncHTTPClient()

        async def answers():
            await client.fetch(self.base + ("login" if self.children_link is not None else ""), request_timeout=5)
            return True

        await self.until(answers, timeout, "Voila did not answer in time", every=0.3)

    async def children(self, timeout: float = 90) -> str:
        """The ``Children:`` link the class server prints."""
        async def link():
            return re.search(r"^Children: (\S+)$", self.log_path.read_text(errors="replace"), re.M)

        found = await self.until(link, timeout, "the class server printed no Children: link", every=0.2)
        return found.group(1)

    def kernels(self) -> list[int]:
        pids = [pid for pid, cmd in children_of(self.proc.pid) if re.search(r"kernel-[0-9a-f-]{36}\.json", cmd)]
        self.kernels_seen.update(pids)
        return pids

    def kernels_of(self, kernel_ids) -> list[int]:
        """The processes still running of these kernels (not the warm ones started since)."""
        return [pid for pid, cmd in children_of(self.proc.pid)
                if any(f"kernel-{kernel_id}.json" in cmd for kernel_id in kernel_ids)]

    def stop(self):
        self.kernels()
        stop_with_kernels(self.proc, self.kernels_seen)


# ------------------------------------------------------------------ a child ---------------------
class Child:
    """One browser tab, reduced to the messages it exchanges with the server."""

    def __init__(self, number: int, base: str, dashboard: str, query: str, join: str | None = None):
        self.number = number
        self.base = base
        self.url = f"{base}voila/render/{dashboard}.ipynb" + (f"?{query}" if query else "")
        self.join = join  # the class server's Children: link, if the child comes in through it
        self.cookies = http.cookies.SimpleCookie()  # this child's cookie jar, as its browser's
        self.session = uuid.uuid4().hex
        self.first_card: float | None = None
        self.clicks: list[float] = []
        self.error: str | None = None
        self.kernel_id: str | None = None
        self.socket = None
        self.inbox: asyncio.Queue = asyncio.Queue()
        self.played = asyncio.Event()

    def message(self, msg_type: str, content: dict, channel: str = "shell", metadata=None) -> str:
        return json.dumps({
            "header": {"msg_id": uuid.uuid4().hex, "username": f"child{self.number}", "session": self.session,
                       "msg_type": msg_type, "version": "5.3",
                       "date": datetime.now(timezone.utc).isoformat()},
            "parent_header": {}, "metadata": metadata or {}, "content": content, "channel": channel, "buffers": []})

    async def _read(self):
        while True:
            raw = await self.socket.read_message()
            if raw is None:
                await self.inbox.put(None)
                return
            if isinstance(raw, str):
                await self.inbox.put(json.loads(raw))

    async def wait_for(self, test, timeout: float):
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError("no answer from the kernel")
            msg = await asyncio.wait_for(self.inbox.get(), left)
            if msg is None:
                raise ConnectionError("the kernel socket closed")
            found = test(msg)
            if found is not None:
                return found

    def keep_cookies(self, response) -> None:
        """Put the cookies an answer sets into this child's jar, as a browser does (one host, so
        every cookie goes back to it); a cookie the server clears leaves the jar."""
        for header in response.headers.get_list("Set-Cookie"):
            self.cookies.load(header)
        for name, morsel in list(self.cookies.items()):
            if not morsel.value or morsel["max-age"] in ("0", 0):
                del self.cookies[name]

    def cookie_headers(self) -> dict[str, str]:
        """The ``Cookie`` header this child's browser sends with its next request."""
        jar = "; ".join(f"{name}={morsel.coded_value}" for name, morsel in self.cookies.items())
        return {"Cookie": jar} if jar else {}

    async def come_in(self, timeout: float) -> None:
        """Through the class's link, as a browser: it answers with the class word's cookie and
        sends the browser on to the class's page, which becomes this child's page."""
        door = await AsyncHTTPClient().fetch(self.join, request_timeout=timeout, raise_error=False,
                                             follow_redirects=False)
        if door.code != 302:
            raise RuntimeError(f"the class link answered {door.code}")
        self.keep_cookies(door)
        where = door.headers["Location"]
        self.url = where if "://" in where else self.base.rstrip("/") + where
        if not self.url.endswith(".ipynb"):  # / leads on to the class's first page
            hop = await AsyncHTTPClient().fetch(self.url, request_timeout=timeout, raise_error=False,
                                                follow_redirects=False, headers=self.cookie_headers())
            self.keep_cookies(hop)
            self.url = self.base.rstrip("/") + hop.headers["Location"]

    async def connect(self, timeout: float) -> dict:
        """Fetch the page, connect to its kernel and return the widgets' states (ipywidgets'
        ``update_states``), as a browser does before it draws anything."""
        started = time.monotonic()
        if self.join is not None:
            await self.come_in(timeout)
        page = await AsyncHTTPClient().fetch(self.url, request_timeout=timeout, raise_error=False,
                                             headers=self.cookie_headers())
        if page.code != 200:
            raise RuntimeError(f"page answered {page.code}")
        self.keep_cookies(page)  # the browser cookie naming this child: its kernel lets only it in
        html = page.body.decode("utf-8", "replace")
        config = re.search(r'<script id="jupyter-config-data" type="application/json">\s*(\{.*?\})\s*</script>',
                           html, re.S)
        self.kernel_id = json.loads(config.group(1))["kernelId"]
        ws = self.base.replace("http://", "ws://") + f"api/kernels/{self.kernel_id}/channels?session_id={self.session}"
        headers = {"Origin": self.base.rstrip("/"), **self.cookie_headers()}
        self.socket = await websocket_connect(HTTPRequest(ws, headers=headers),
                                              max_message_size=64 * 1024 * 1024)
        asyncio.ensure_future(self._read())
        control = uuid.uuid4().hex
        self.socket.write_message(self.message("comm_open", {"comm_id": control,
                                                             "target_name": "jupyter.widget.control", "data": {}},
                                          metadata={"version": "1.0.0"}))  # ipywidgets' control protocol
        self.socket.write_message(self.message("comm_msg", {"comm_id": control,
                                                            "data": {"method": "request_states"}}))

        def states(msg):
            data = msg.get("content", {}).get("data", {})
            if msg.get("msg_type") == "comm_msg" and data.get("method") == "update_states":
                return data["states"]
            return None

        return await self.wait_for(states, timeout - (time.monotonic() - started))

    async def open(self, timeout: float):
        started = time.monotonic()
        found = await self.connect(timeout)
        self.boards = {model_id: s["state"]["scene"] for model_id, s in found.items()
                       if isinstance(s.get("state", {}).get("scene"), dict) and s["state"]["scene"]}
        if not self.boards:
            raise RuntimeError("no card table on the page")
        self.first_card = time.monotonic() - started

    @staticmethod
    def pick(scene: dict) -> str | None:
        buttons = [b for b in scene.get("buttons", []) if b.get("enabled")]
        for b in buttons:
            if b.get("big"):
                return b["id"]
        if buttons:
            return buttons[0]["id"]
        for row in scene.get("rows", []):
            for zone in row:
                for card in zone.get("cards", []):
                    if card.get("action"):
                        return card["action"]
                if zone.get("action"):
                    return zone["action"]
        return None

    async def play(self, clicks: int, think: float, timeout: float):
        board, scene = next(iter(self.boards.items()))
        for _ in range(clicks):
            action = self.pick(scene)
            if action is None:
                return
            sent = time.monotonic()
            # As board.js sends a click: the id and the generation of the scene that offered it
            # (without the generation the table refuses the click and only shows its scene again).
            self.socket.write_message(self.message("comm_msg", {"comm_id": board, "data": {
                "method": "custom", "content": {"action": action, "generation": scene.get("generation")}}}))

            def new_scene(msg):
                content = msg.get("content", {})
                data = content.get("data", {})
                if (msg.get("msg_type") == "comm_msg" and content.get("comm_id") == board
                        and data.get("method") in ("update", "echo_update") and "scene" in data.get("state", {})):
                    return data["state"]["scene"]
                return None

            scene = await self.wait_for(new_scene, timeout)
            self.clicks.append(time.monotonic() - sent)
            await asyncio.sleep(think)

    async def run(self, delay: float, clicks: int, think: float, timeout: float, everyone_ready: asyncio.Event):
        await asyncio.sleep(delay)
        try:
            await self.open(timeout)
            await self.play(clicks, think, timeout)
        except Exception as problem:  # one child's trouble is reported, not fatal
            self.error = f"{type(problem).__name__}: {problem}"
        self.played.set()
        await everyone_ready.wait()  # stay connected until memory has been read

    def leave(self):
        if self.socket is not None:
            self.socket.close()


# ------------------------------------------------------------------ the class -------------------
def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(share * (len(ordered) - 1))))]


async def classroom(args) -> dict:
    home = Path(tempfile.mkdtemp(prefix="hilltop-classroom-"))
    extra = list(args.option)
    if args.cull:
        extra += [f"--ArcadeKernelManager.cull_disconnected_after={args.cull}",
                  f"--MappingKernelManager.cull_idle_timeout={args.cull}", "--MappingKernelManager.cull_interval=1"]
    class_args = shlex.split(args.class_server) if args.class_server is not None else None
    server = Server(extra, home, args.warm, class_args=class_args)
    try:
        if class_args is not None:
            server.children_link = await server.children()
        await server.ready()
        if args.warm or class_args is not None:
            await server.warmed(args.dashboard)
        children = [Child(i, server.base, args.dashboard, args.query, server.children_link)
                    for i in range(args.children)]
        everyone_ready = asyncio.Event()
        step = args.spread / max(1, args.children - 1) if args.children > 1 else 0
        started = time.monotonic()
        server_cpu = cpu_seconds(server.proc.pid)
        tasks = [asyncio.ensure_future(c.run(i * step, args.clicks, args.think, args.timeout, everyone_ready))
                 for i, c in enumerate(children)]
        # Memory, once every child has played (or given up), all still connected.
        await asyncio.wait([asyncio.ensure_future(c.played.wait()) for c in children],
                           timeout=max(1, args.timeout - (time.monotonic() - started)))
        kernels = server.kernels()
        memory = [memory_kib(pid) for pid in kernels]
        server_memory = memory_kib(server.proc.pid)
        server_cpu = cpu_seconds(server.proc.pid) - server_cpu
        kernel_cpu = [cpu_seconds(pid) for pid in kernels]
        everyone_ready.set()
        await asyncio.wait_for(asyncio.gather(*tasks), 30)
        cull = None
        if args.cull:
            for c in children:
                c.leave()
            left = time.monotonic()
            theirs = {c.kernel_id for c in children if c.kernel_id}

            async def culled():
                return not server.kernels_of(theirs)

            with contextlib.suppress(SystemExit):  # not culled in time: said as "cull: None"
                await until(culled, args.cull + 60, "")
            cull = time.monotonic() - left if not server.kernels_of(theirs) else None
        return {"children": children, "memory": memory, "server_memory": server_memory, "cull": cull,
                "kernels": len(kernels), "server_cpu": server_cpu, "kernel_cpu": kernel_cpu}
    finally:
        server.stop()
        shutil.rmtree(home, ignore_errors=True)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--children", type=int, default=10)
    parser.add_argument("--dashboard", default="war")
    parser.add_argument("--query", default="seed=7", help="the page's query string (default seed=7)")
    parser.add_argument("--clicks", type=int, default=10)
    parser.add_argument("--think", type=float, default=0.3, help="seconds between a child's clicks")
    parser.add_argument("--spread", type=float, default=0.0, help="children arrive over this many seconds")
    parser.add_argument("--cull", type=int, default=0, help="free a kernel this many seconds after its page went")
    parser.add_argument("--timeout", type=float, default=600)
    parser.add_argument("--warm", default="", help='warm kernels, as HILLTOP_WARM gives them ("war=30"); '
                        "the class arrives once they are ready (default: none)")
    parser.add_argument("--option", action="append", default=[], help="an extra server option (repeatable)")
    parser.add_argument("--header", action="store_true", help="print the table's header first")
    parser.add_argument("--class", dest="class_server", metavar="ARGS",
                        help='serve with ./hilltop class ARGS (e.g. "--host 127.0.0.2 --size 30 --open war") '
                        "and let the children in through its Children: link")
    args = parser.parse_args(argv)
    if args.class_server is not None:
        opened = re.search(r"--open[= ](\S+)", args.class_server)
        args.dashboard = opened.group(1).removesuffix(".ipynb") if opened else "arcade"
    if not 1 <= args.children <= MAX_CHILDREN:
        parser.error(f"--children must be 1 to {MAX_CHILDREN}")
    if not (DASHBOARDS / f"{args.dashboard}.ipynb").is_file():
        parser.error(f"no dashboard {args.dashboard!r} in notebooks/dashboards")
    args.timeout = min(args.timeout, 1800)

    load = os.getloadavg()[0]
    result = asyncio.run(asyncio.wait_for(classroom(args), args.timeout + 120))
    children = result["children"]
    firsts = [c.first_card for c in children if c.first_card is not None]
    clicks = [t for c in children for t in c.clicks]
    errors = [f"child {c.number}: {c.error}" for c in children if c.error]
    rss = [m[0] / 1024 for m in result["memory"]]
    pss = [m[1] / 1024 for m in result["memory"]]
    if args.header:
        print("| dashboard | children | first card, median | first card, slowest | click p50 | click p95 "
              "| kernel RSS, mean | kernel PSS, mean | all kernels PSS | server RSS | closed tab freed after |")
        print("|---|---|---|---|---|---|---|---|---|---|---|")
    ms = lambda s: f"{s * 1000:.0f} ms"  # noqa: E731
    warm = f" (warm: {args.warm})" if args.warm else ""
    if args.class_server is not None:
        warm = f" (./hilltop class {args.class_server})"
    print(f"| {args.dashboard}{warm} | {args.children} (over {args.spread:g} s) ", end="")
    print(f"| {statistics.median(firsts):.1f} s | {max(firsts):.1f} s " if firsts else "| - | - ", end="")
    print(f"| {ms(percentile(clicks, 0.5))} | {ms(percentile(clicks, 0.95))} " if clicks else "| - | - ", end="")
    print(f"| {statistics.mean(rss):.0f} MiB | {statistics.mean(pss):.0f} MiB | {sum(pss):.0f} MiB "
          f"| {result['server_memory'][0] / 1024:.0f} MiB " if rss else "| - | - | - | - ", end="")
    print(f"| {result['cull']:.0f} s |" if result["cull"] is not None else ("| not measured |" if not args.cull
                                                                             else "| not freed in time |"))
    kernel_cpu = statistics.mean(result["kernel_cpu"]) if result["kernel_cpu"] else 0
    print(f"(CPU: server {result['server_cpu'] / args.children:.2f} s per child, each kernel {kernel_cpu:.2f} s; "
          f"{len(clicks)} clicks, {result['kernels']} kernels, load before {load:.2f}, "
          f"{len(errors)} children with errors)", file=sys.stderr)
    for line in errors[:10]:
        print("  " + line, file=sys.stderr)
    return 1 if errors or not firsts else 0


if __name__ == "__main__":
    sys.exit(main())
