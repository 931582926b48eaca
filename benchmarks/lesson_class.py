"""A class does a lesson together while the teacher's page is open: how soon the teacher sees an
answer, and how fast the children's clicks come back.

    .venv/bin/python benchmarks/lesson_class.py [--children 30] [--lesson war_odds] [--spread 10]
        [--think 0.5] [--warm lesson_war_odds=30] [--timeout 600]

Starts a Voila server as ``./hilltop run`` does (benchmarks/classroom.py's Server) on 127.0.0.1 in a
scratch HOME, opens the teacher's page (``lesson_teacher``) over the kernel websocket, starts the
lesson and lets ``--children`` simulated children open ``lesson_<lesson>?code=...`` spread over
``--spread`` seconds.  Each child does what the page's buttons do, as ipywidgets messages: picks a
guess and locks it in, runs the experiment, and answers the first practice question (the right
answer for even children, the question's first named mistake for odd ones).
Each page (the teacher's too) keeps its own cookies and sends them on its kernel's websocket, as
a browser does (classroom.py's Child): a kernel admits only the child named for its page.

Figures:
* teacher: for each answer, the time from the child's Check click to the first update of the
  teacher's page that counts it (the page looks every 0.5 s);
* page open: from asking for the page to its widgets being there (the child sees the lesson);
* clicks: the Lock and Check clicks, from sending to the kernel being idle again (the experiment's
  Run is not a click: it plays the lesson's games and draws the chart, and is reported apart).

Prints one Markdown table row.  A benchmark, not a test: bounded (60 children, --timeout s).
"""
from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import re
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))


def _harness():
    """benchmarks/classroom.py (the server and a child's websocket), loaded under a name of its
    own: the project's ``classroom`` package has the same name."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("classroom_bench", HERE / "classroom.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["classroom_bench"] = module
    spec.loader.exec_module(module)
    return module


bench = _harness()
Child, Server, percentile = bench.Child, bench.Server, bench.percentile

MAX_CHILDREN = 60


class Page(Child):
    """A lesson page (or the teacher's page) driven through its ipywidgets models."""

    async def open(self, timeout: float):
        started = time.monotonic()
        self.updates: asyncio.Queue = asyncio.Queue()
        self.idle: dict[str, asyncio.Event] = {}
        found = await self.connect(timeout)
        self.models = {mid: s["state"] for mid, s in found.items()}
        asyncio.ensure_future(self._sort())   # from now on every message is sorted
        self.opened = time.monotonic() - started

    async def _sort(self):
        """Kernel idle messages answer a click; widget updates go to ``updates``."""
        while True:
            msg = await self.inbox.get()
            if msg is None:
                return
            if msg.get("msg_type") == "status" and msg["content"].get("execution_state") == "idle":
                event = self.idle.get(msg.get("parent_header", {}).get("msg_id"))
                if event:
                    event.set()
            elif msg.get("msg_type") == "comm_msg":
                data = msg["content"].get("data", {})
                if data.get("method") in ("update", "echo_update"):
                    model = msg["content"].get("comm_id")
                    self.models.setdefault(model, {}).update(data.get("state", {}))
                    await self.updates.put((time.monotonic(), model, data.get("state", {})))

    def find(self, model_name: str, **state) -> str:
        for mid, s in self.models.items():
            if s.get("_model_name") == model_name and all(s.get(k) == v for k, v in state.items()):
                return mid
        raise LookupError(f"no {model_name} with {state}")

    async def send(self, model: str, data: dict, timeout: float) -> float:
        """Send one widget message; returns the seconds until the kernel is idle again."""
        text = self.message("comm_msg", {"comm_id": model, "data": data})
        msg_id = json.loads(text)["header"]["msg_id"]
        done = self.idle[msg_id] = asyncio.Event()
        sent = time.monotonic()
        self.socket.write_message(text)
        await asyncio.wait_for(done.wait(), timeout)
        return time.monotonic() - sent

    async def click(self, description: str, timeout: float) -> float:
        return await self.send(self.find("ButtonModel", description=description),
                               {"method": "custom", "content": {"event": "click"}}, timeout)

    async def set(self, model: str, state: dict, timeout: float) -> float:
        return await self.send(model, {"method": "update", "state": state, "buffer_paths": []}, timeout)


async def lesson_class(args) -> dict:
    from lessons import spec as lesson_spec
    from classroom.lesson_class import practice_questions

    lesson = lesson_spec(args.lesson)
    question = practice_questions(lesson)[0]
    right = f"{question.answer.numerator}/{question.answer.denominator}" if hasattr(question.answer, "numerator") \
        else str(question.answer)
    named = next(iter(question.wrong), None)
    wrong = f"{named.numerator}/{named.denominator}" if hasattr(named, "numerator") else str(named)
    home = Path(tempfile.mkdtemp(prefix="hilltop-lesson-bench-"))
    bench.AsyncHTTPClient.configure(None, max_clients=MAX_CHILDREN + 2)   # every child's page at once
    server = Server([], home, args.warm)
    try:
        await server.ready()
        if args.warm:
            await server.warmed(f"lesson_{args.lesson}")
        teacher = Page(0, server.base, "lesson_teacher", "")
        await teacher.open(args.timeout)
        print(f"teacher's page open after {teacher.opened:.1f} s", file=sys.stderr)
        dropdown = teacher.find("DropdownModel")
        titles = teacher.models[dropdown]["_options_labels"]
        await teacher.set(dropdown, {"index": titles.index(lesson.title)}, args.timeout)
        await teacher.click("Start this lesson with my class", args.timeout)
        async def class_code():
            return next((found.group(1) for s in teacher.models.values()
                         if (found := re.search(r'data-code="([A-Z0-9-]+)"', str(s.get("value", ""))))), None)

        code = await bench.until(class_code, args.timeout, "the teacher's page never showed a class code", every=0.05)
        answers_model = None   # the teacher's "first try" table: found by its first update
        counted: list[tuple[float, int]] = []   # (when, answers counted) as the teacher's page showed it

        async def watch():
            nonlocal answers_model
            while True:
                when, model, state = await teacher.updates.get()
                value = str(state.get("value", ""))
                if "Right at the first try" in value:
                    answers_model = model
                    total = sum(int(n) for n in re.findall(r"</b> of (\d+)", value))
                    counted.append((when, total))

        watcher = asyncio.ensure_future(watch())
        checks: list[float] = []
        locks: list[float] = []
        runs: list[float] = []
        sent_answers: list[float] = []
        opened: list[float] = []
        errors: list[str] = []

        async def child(n: int):
            await asyncio.sleep(args.spread * n / max(1, args.children - 1) if args.children > 1 else 0)
            page = Page(n + 1, server.base, f"lesson_{args.lesson}", f"code={code}")
            try:
                await page.open(args.timeout)
                opened.append(page.opened)
                radio = page.find("RadioButtonsModel")
                await page.set(radio, {"index": n % len(lesson.choices)}, args.timeout)
                locks.append(await page.click("Lock in my guess", args.timeout))
                await asyncio.sleep(args.think)
                runs.append(await page.click("Run the experiment", args.timeout))
                await asyncio.sleep(args.think)
                box = page.find("TextModel", placeholder="your answer")
                await page.set(box, {"value": right if n % 2 == 0 else wrong}, args.timeout)
                sent_answers.append(time.monotonic())
                checks.append(await page.click("Check", args.timeout))
            except Exception as problem:
                errors.append(f"child {n + 1}: {type(problem).__name__}: {problem}")
            finally:
                page.leave()

        await asyncio.gather(*(child(n) for n in range(args.children)))
        async def all_counted():
            return counted and counted[-1][1] >= len(sent_answers)

        with contextlib.suppress(SystemExit):  # what was not counted within 10 s is reported below
            await bench.until(all_counted, 10, "", every=0.1)
        watcher.cancel()
        teacher.leave()
        seen = []
        for k, sent in enumerate(sorted(sent_answers), start=1):
            shown = next((when for when, total in counted if total >= k), None)
            if shown is not None:
                seen.append(max(0.0, shown - sent))
        clicks = locks + checks
        return {"children": args.children, "errors": errors, "answers": len(sent_answers), "seen": len(seen),
                "teacher_p50": percentile(seen, 0.5) if seen else None,
                "teacher_p95": percentile(seen, 0.95) if seen else None,
                "click_p50": percentile(clicks, 0.5) if clicks else None,
                "click_p95": percentile(clicks, 0.95) if clicks else None,
                "run_p50": percentile(runs, 0.5) if runs else None,
                "open_p50": percentile(opened, 0.5) if opened else None,
                "open_p95": percentile(opened, 0.95) if opened else None}
    finally:
        server.stop()


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--children", type=int, default=30)
    parser.add_argument("--lesson", default="war_odds")
    parser.add_argument("--spread", type=float, default=10.0)
    parser.add_argument("--think", type=float, default=0.5)
    parser.add_argument("--timeout", type=float, default=600)
    parser.add_argument("--warm", default="", help="warm kernels, as HILLTOP_WARM (e.g. lesson_war_odds=30)")
    args = parser.parse_args(argv)
    if not 1 <= args.children <= MAX_CHILDREN:
        parser.error(f"--children is 1 to {MAX_CHILDREN}")
    r = asyncio.run(asyncio.wait_for(lesson_class(args), args.timeout))

    def ms(x):
        return "-" if x is None else f"{1000 * x:.0f} ms"

    print("| children | page open (first content), p50 / p95 | answers seen by the teacher "
          "| teacher sees an answer, p50 / p95 | click p50 / p95 | experiment run, p50 |")
    print("|---|---|---|---|---|---|")
    print(f"| {r['children']} | {ms(r['open_p50'])} / {ms(r['open_p95'])} | {r['seen']} of {r['answers']} "
          f"| {ms(r['teacher_p50'])} / {ms(r['teacher_p95'])} "
          f"| {ms(r['click_p50'])} / {ms(r['click_p95'])} | {ms(r['run_p50'])} |")
    for e in r["errors"]:
        print("  problem:", e)


if __name__ == "__main__":
    main()
