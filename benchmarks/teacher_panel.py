"""How much one refresh of the teacher's class-experiment panel costs when the class has many results.

    .venv/bin/python benchmarks/teacher_panel.py [--results 300000] [--refreshes 5] [--kind war_length]

Makes a SQLite class database in a scratch folder, starts an experiment and adds ``--results``
made-up results, then opens the teacher's panel (``classroom.class_panels.TeacherPanel``) on it
without its timer and calls its refresh by hand, as the timer does every 2 seconds:

* the first refresh (the panel just opened);
* ``--refreshes`` refreshes while nothing arrives;
* ``--refreshes`` refreshes each after one child's click (10 more results);
* the CSV file, made when the teacher presses Download (a panel that has that button).

For each it prints the time taken and the bytes the panel would send to the page: the new values
of every widget on the panel that changed (ipywidgets sends a changed value, and only then).
A benchmark, not a test: the figures depend on the machine and on what else it is doing.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import ipywidgets as W  # noqa: E402
import numpy as np  # noqa: E402

from class_store import EXPERIMENTS, ClassStore  # noqa: E402
from classroom.class_panels import TeacherPanel  # noqa: E402


def widgets_under(widget) -> list:
    found, todo = [], [widget]
    while todo:
        w = todo.pop()
        found.append(w)
        todo.extend(getattr(w, "children", ()) or ())
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--results", type=int, default=300_000)
    parser.add_argument("--refreshes", type=int, default=5)
    parser.add_argument("--kind", default="war_length", choices=sorted(EXPERIMENTS))
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as folder:
        store = ClassStore(f"sqlite:///{Path(folder) / 'class.db'}")
        code = store.start(args.kind)
        rng = np.random.default_rng(1)
        e = EXPERIMENTS[args.kind]
        made = time.perf_counter()
        for start in range(0, args.results, 10_000):
            n = min(10_000, args.results - start)
            store.add(code, rng.integers(e.low, min(e.high, 2_000) + 1, size=n).tolist())
        print(f"{args.results:,} results added in {time.perf_counter() - made:.1f} s")

        panel = TeacherPanel(store, refresh=False)   # opens on the experiment still collecting
        panel.code = code
        panel._forget()     # the first refresh measured is a page's first: every result read and sent
        panel.status.value = panel.chart.value = ""
        sent = [0]

        def count(change) -> None:
            new = change["new"]
            sent[0] += len(new.encode()) if isinstance(new, str) else 0

        for w in widgets_under(panel):
            if isinstance(w, W.ValueWidget) or "value" in w.trait_names():
                w.observe(count, names="value")

        def refresh() -> tuple[float, int]:
            sent[0] = 0
            t0 = time.perf_counter()
            panel.update()
            return time.perf_counter() - t0, sent[0]

        def report(label: str, figures: list[tuple[float, int]]) -> None:
            times = [t for t, _ in figures]
            sizes = [b for _, b in figures]
            print(f"| {label} | {statistics.median(times) * 1000:,.0f} ms | {statistics.median(sizes):,.0f} bytes |")

        print(f"\n{args.results:,} results, {args.kind}: one refresh of the teacher's panel (median)\n")
        print("| refresh | time | sent to the page |\n|---|---|---|")
        report("first (panel opened)", [refresh()])
        report("nothing new", [refresh() for _ in range(args.refreshes)])
        after_click = []
        for _ in range(args.refreshes):
            store.add(code, rng.integers(e.low, min(e.high, 2_000) + 1, size=10).tolist())
            after_click.append(refresh())
        report("after a child's click (10 results)", after_click)
        if hasattr(panel, "download"):  # the CSV, made when the teacher presses Download
            files = []
            panel.download.send = lambda content, buffers=None: files.append(content)
            t0 = time.perf_counter()
            panel.download._handle_custom_msg({"want": "file"}, [])
            took = time.perf_counter() - t0
            print(f"| the CSV, on Download only | {took * 1000:,.0f} ms | {len(files[0]['text'].encode()):,} bytes |")
        store.dispose()


if __name__ == "__main__":
    main()
