"""A class's faults, all in one lesson: does every child's work come back exactly (issue 37)?

    .venv/bin/python benchmarks/faults.py [--children 30] [--cut 240] [--rounds 3] [--spread 20]
        [--timeout 1200]

Starts a Voila server as ``./hilltop run`` does (benchmarks/classroom.py's Server) on 127.0.0.1 in a
scratch HOME.  Each simulated child is one browser (one cookie jar, as benchmarks/classroom.py's
Child keeps it) with two pages, over plain HTTP and the kernel websocket of this machine only:

1. War (``?seed=<child>``), on which it plays a few battles, and ``lesson_war_odds``, on which it
   picks a guess and locks it in, then leaves that page as a browser does (the shutdown beacon);
2. **a link cut**: one child's War socket is gone (no goodbye: the Wi-Fi dropped) for ``--cut``
   seconds (240 by default: longer than the server's 180-second cull of a page no browser is
   connected to), while the others play on in rounds;
3. **a restart** in the middle of the cut: the server is stopped as Ctrl+C stops it and started
   again on the same port and HOME (the teacher's machine).  Every open page's socket closes; each
   page comes back as the page's script brings it back (it loads the page again, same cookies);
4. the cut child's link comes back after ``--cut`` seconds: its old kernel is gone (culled, or
   lost in the restart), so its page loads again as well.

After each return the child checks what it sees against what it did: War's "Battles: N" equal to
the battles it saw played (nothing lost), and each Flip moves it by one at most (nothing counted
twice, nothing replayed; a tie starts a war, whose battle counts once it is settled); the lesson
page shows the same guess, still locked in.

Prints one line per child and a summary (children whose game and lesson came back exactly, battles
lost, battles counted twice, tracebacks in the server's terminal).  A benchmark, not a test: it is
bounded (at most 60 children, ``--timeout`` seconds in all); ``--cut 20`` makes a quick run.
"""
from __future__ import annotations

import argparse
import asyncio
import contextlib
import importlib.util
import re
import shutil
import signal
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))


def _load(name: str, file: str):
    """A benchmark file as a module of its own name (the project's ``classroom`` package has the
    name of benchmarks/classroom.py)."""
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, HERE / file)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


bench = _load("classroom_bench", "classroom.py")
lesson_bench = _load("lesson_class_bench", "lesson_class.py")
Child, Server, Page = bench.Child, bench.Server, lesson_bench.Page

MAX_CHILDREN = 60
BATTLES = re.compile(r"Battles: (\d+)")


class WarPage(Child):
    """War's page: its card table's scene, a Flip, the battle count it shows."""

    async def open(self, timeout: float):
        await Child.open(self, timeout)
        self.board, self.scene = next(iter(self.boards.items()))

    def battles(self) -> int:
        found = BATTLES.search(str(self.scene.get("info", "")))
        if not found:
            raise RuntimeError(f"no battle count on the table: {self.scene.get('info')!r}")
        return int(found.group(1))

    async def flip(self, timeout: float) -> None:
        action = self.pick(self.scene)
        if action is None:
            raise RuntimeError("nothing to click on the table")
        # As board.js sends a click: the id and the generation of the scene that offered it.
        self.socket.write_message(self.message("comm_msg", {"comm_id": self.board, "data": {
            "method": "custom", "content": {"action": action, "generation": self.scene.get("generation")}}}))

        def new_scene(msg):
            content = msg.get("content", {})
            data = content.get("data", {})
            if (msg.get("msg_type") == "comm_msg" and content.get("comm_id") == self.board
                    and data.get("method") in ("update", "echo_update") and "scene" in data.get("state", {})):
                return data["state"]["scene"]
            return None

        self.scene = await self.wait_for(new_scene, timeout)


class Browser:
    """One child: one cookie jar shared by their pages, what they did, and what came back."""

    def __init__(self, number: int, base: str, choices: int):
        self.number = number
        self.base = base
        self.guess = number % choices
        self.jar = None                 # the browser's cookies (set by the first page)
        self.war: WarPage | None = None
        self.played = 0                 # battles this child saw played
        self.back: list[str] = []       # what did not come back, said per return
        self.lost = 0                   # battles gone on a return
        self.twice = 0                  # battles counted more than once
        self.returns = 0
        self.error: str | None = None

    def page(self, kind, name: str, query: str = ""):
        page = kind(self.number, self.base, name, query)
        if self.jar is None:
            self.jar = page.cookies
        page.cookies = self.jar
        return page

    async def open_war(self, timeout: float) -> None:
        self.war = self.page(WarPage, "war", f"seed={self.number + 1}")
        await self.war.open(timeout)

    async def flip(self, timeout: float) -> None:
        assert self.war is not None
        before = self.war.battles()
        await self.war.flip(timeout)
        after = self.war.battles()
        if not before <= after <= before + 1:   # (a tie starts a war: its battle counts once settled)
            self.twice += max(0, after - before - 1)
            self.lost += max(0, before - after)
            self.back.append(f"a Flip moved the count {before} -> {after}")
        self.played = after

    async def lesson(self, timeout: float, *, first: bool) -> None:
        """Lock the guess in (first), else check it is still there, locked; then leave the page."""
        page = self.page(Page, "lesson_war_odds")
        await page.open(timeout)
        try:
            radio = page.find("RadioButtonsModel")
            if first:
                await page.set(radio, {"index": self.guess}, timeout)
                await page.click("Lock in my guess", timeout)
            state = page.models[radio]
            if state.get("index") != self.guess or not state.get("disabled"):
                self.back.append(f"lesson: guess {state.get('index')} (locked: {bool(state.get('disabled'))}), "
                                 f"not {self.guess} locked")
        finally:
            await leave(page, timeout)

    async def come_back(self, timeout: float) -> None:
        """The page comes back by itself (a new page, same cookies): the same battle, and one Flip
        more counts one."""
        self.returns += 1
        with contextlib.suppress(Exception):
            self.war.leave()
        await self.open_war(timeout)
        shown = self.war.battles()
        if shown != self.played:
            self.lost += max(0, self.played - shown)
            self.twice += max(0, shown - self.played)
            self.back.append(f"War came back at {shown} battles, not {self.played}")
            self.played = shown
        await self.flip(timeout)
        await self.lesson(timeout, first=False)


async def leave(page, timeout: float) -> None:
    """Leave a page as a browser does: the shutdown beacon for its kernel (with the page's _xsrf
    cookie), then the socket closes."""
    xsrf = page.cookies.get("_xsrf")
    if page.kernel_id and xsrf is not None:
        with contextlib.suppress(Exception):
            await bench.AsyncHTTPClient().fetch(
                f"{page.base}voila/api/shutdown/{page.kernel_id}", method="POST", body="",
                headers={**page.cookie_headers(), "X-XSRFToken": xsrf.value}, request_timeout=timeout)
    page.leave()


async def kernel_socket_answers(child: Browser, timeout: float) -> bool:
    """The cut child's link is back: its page retries its socket to its old kernel, three times, as
    Jupyter's page does.  Does the kernel still answer (not culled, not lost in the restart)?"""
    war = child.war
    url = war.base.replace("http://", "ws://") + f"api/kernels/{war.kernel_id}/channels?session_id={war.session}"
    answered = False
    for _ in range(3):
        try:
            socket = await bench.websocket_connect(bench.HTTPRequest(
                url, headers={"Origin": war.base.rstrip("/"), **war.cookie_headers()}, request_timeout=timeout))
            socket.close()
            answered = True
        except Exception:
            pass
    return answered


async def faults(args) -> dict:
    from lessons import spec as lesson_spec

    choices = len(lesson_spec("war_odds").choices)
    home = Path(tempfile.mkdtemp(prefix="hilltop-faults-bench-"))
    bench.AsyncHTTPClient.configure(None, max_clients=MAX_CHILDREN * 2 + 2)
    server = Server([], home)
    logs: list[str] = []
    started = time.monotonic()
    timeout = 120.0
    try:
        await server.ready()
        children = [Browser(n, server.base, choices) for n in range(args.children)]

        async def arrive(child: Browser):
            await asyncio.sleep(args.spread * child.number / max(1, args.children - 1))
            await child.open_war(timeout)
            for _ in range(1 + child.number % 3):
                await child.flip(timeout)
            await child.lesson(timeout, first=True)

        async def guarded(child: Browser, work):
            if child.error:
                return
            try:
                await work
            except Exception as problem:  # one child's trouble is reported, not fatal
                child.error = f"{type(problem).__name__}: {problem}"

        await asyncio.gather(*(guarded(c, arrive(c)) for c in children))
        cut, others = children[0], children[1:]
        cut.war.leave()                       # the link is gone: no goodbye
        cut_at = time.monotonic()
        print(f"[{time.monotonic() - started:5.0f} s] all {args.children} children playing; child 0's link cut",
              file=sys.stderr)

        async def rounds(count: int):
            for _ in range(count):
                await asyncio.gather(*(guarded(c, c.flip(timeout)) for c in others))
                await asyncio.sleep(args.think)

        await rounds(args.rounds)
        await asyncio.sleep(max(0.0, cut_at + args.cut / 2 - time.monotonic()))
        # The restart: Ctrl+C (as the teacher stops it), then the same command on the same port.
        server.kernels()                      # (noted, to be sure each is stopped)
        server.proc.send_signal(signal.SIGINT)
        with contextlib.suppress(Exception):
            server.proc.wait(timeout=30)
        bench.stop_with_kernels(server.proc, server.kernels_seen)
        logs.append(server.log_path.read_text(errors="replace"))
        print(f"[{time.monotonic() - started:5.0f} s] server stopped; starting it again", file=sys.stderr)
        server = Server([], home, port=server.port)
        await server.ready()
        await asyncio.gather(*(guarded(c, c.come_back(timeout)) for c in others))
        await rounds(args.rounds)
        print(f"[{time.monotonic() - started:5.0f} s] the class is back; waiting for child 0's link",
              file=sys.stderr)
        await asyncio.sleep(max(0.0, cut_at + args.cut - time.monotonic()))
        old_kernel_answers = await kernel_socket_answers(cut, timeout)
        await guarded(cut, cut.come_back(timeout))
        await rounds(1)
        return {"children": children, "old_kernel_answers": old_kernel_answers,
                "seconds": time.monotonic() - started}
    finally:
        server.stop()
        logs.append(server.log_path.read_text(errors="replace"))
        args.server_log = "\n".join(logs)
        shutil.rmtree(home, ignore_errors=True)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--children", type=int, default=30)
    parser.add_argument("--cut", type=float, default=240.0, help="seconds child 0's link is gone (default 240)")
    parser.add_argument("--rounds", type=int, default=3, help="Flips each child plays before and after the restart")
    parser.add_argument("--think", type=float, default=2.0, help="seconds between rounds")
    parser.add_argument("--spread", type=float, default=20.0, help="children arrive over this many seconds")
    parser.add_argument("--timeout", type=float, default=1200)
    args = parser.parse_args(argv)
    if not 2 <= args.children <= MAX_CHILDREN:
        parser.error(f"--children is 2 to {MAX_CHILDREN}")
    if not 10 <= args.cut <= 900:
        parser.error("--cut is 10 to 900 seconds")
    r = asyncio.run(asyncio.wait_for(faults(args), min(args.timeout, 1800)))
    children = r["children"]
    for c in children:
        said = "; ".join(c.back) or "came back exactly"
        print(f"child {c.number:2d}{' (link cut)' if c.number == 0 else ''}: {c.played} battles, guess {c.guess}, "
              f"{c.returns} return(s): {c.error or said}")
    exact = sum(1 for c in children if not c.back and not c.error and c.returns)
    tracebacks = args.server_log.count("Traceback (most recent call last)")
    for found in re.finditer(r"^Traceback \(most recent call last\):\n(?:[ \t].*\n)*(.*)$", args.server_log, re.M):
        print(f"  a traceback in the server's terminal: {found.group(1)}", file=sys.stderr)
    # What ./hilltop run (--Voila.log_level=WARN) would have shown the teacher of this server's log
    # (written at INFO): warnings, errors and anything not in Voila's log format but its address.
    shown = [line for line in args.server_log.splitlines() if line.strip() and not re.match(
        r"\[Voila\] (?!WARNING|ERROR|CRITICAL)|http://127\.0\.0\.1:\d+/$", line)]
    for line in shown:
        print(f"  the teacher's terminal: {line[:160]}", file=sys.stderr)
    print(f"{exact} of {len(children)} children's game and lesson came back exactly; battles lost: "
          f"{sum(c.lost for c in children)}; counted twice: {sum(c.twice for c in children)}; "
          f"children with errors: {sum(1 for c in children if c.error)}; the cut child's old kernel "
          f"{'still answered' if r['old_kernel_answers'] else 'was gone'} after {args.cut:g} s; "
          f"tracebacks in the server's terminal: {tracebacks} (lines: {len(shown)}); {r['seconds']:.0f} s in all")
    return 0 if exact == len(children) and not tracebacks else 1


if __name__ == "__main__":
    sys.exit(main())
