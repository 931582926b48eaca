"""What a dashboard's kernel imports before its first card, and what each import costs.

    .venv/bin/python benchmarks/kernel_imports.py [--dashboard war] [--top 25] [--runs 3]

Starts a Jupyter kernel exactly as the arcade's Voila does (the python3 kernel spec of
server/jupyter/kernels, or ipykernel's own with ``--stock``; in notebooks/dashboards; the
repository on PYTHONPATH) but under ``python -X importtime`` (PYTHONPROFILEIMPORTTIME=1), runs the dashboard's code cells in
it (``?seed=7``, as a link would give), and reads Python's import report from the kernel's
stderr.  Prints the CPU time the kernel used until the first card was on its board, the total
import time, and the costliest imports (cumulative, "top level" meaning imported by no other
module of the report), the median of ``--runs`` kernels for each.  A benchmark: figures depend on
the machine and what else it does.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import tempfile
from pathlib import Path

from jupyter_client.kernelspec import KernelSpecManager
from jupyter_client.manager import KernelManager
from jupyter_core.paths import jupyter_path

from classroom import cpu_seconds  # this folder's CPU reader (run as a script, the folder is on the path)

REPO = Path(__file__).resolve().parent.parent
DASHBOARDS = REPO / "notebooks" / "dashboards"
LINE = re.compile(r"^import time:\s+(\d+) \|\s+(\d+) \|( *)(\S+)$")


def one_kernel(code: str, stock: bool) -> tuple[float, dict[str, int], dict[str, int]]:
    """(kernel CPU seconds at first card, {module: cumulative µs}, {top-level module: cumulative µs})"""
    with tempfile.TemporaryDirectory(prefix="hilltop-imports-") as scratch:
        stderr_path = Path(scratch) / "stderr"
        # PYTHONPROFILEIMPORTTIME=1 is `python -X importtime` for the kernel's own Python
        env = dict(os.environ, QUERY_STRING="seed=7", VOILA_PREHEAT="False", PYTHONPROFILEIMPORTTIME="1",
                   PYTHONPATH=os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")])))
        # The arcade's kernel spec (server/jupyter/kernels/python3, as the server finds it), or
        # with --stock ipykernel's own.
        specs = KernelSpecManager(kernel_dirs=([] if stock else [str(REPO / "server/jupyter/kernels")])
                                  + jupyter_path("kernels"))
        km = KernelManager(kernel_name="python3", kernel_spec_manager=specs)
        with open(stderr_path, "wb") as err:
            km.start_kernel(cwd=str(DASHBOARDS), env=env, stderr=err)
            try:
                kc = km.client()
                kc.start_channels()
                kc.wait_for_ready(timeout=120)
                reply = kc.execute_interactive(code, timeout=120, output_hook=lambda _m: None)
                if reply["content"]["status"] != "ok":
                    raise SystemExit(f"the dashboard failed: {reply['content'].get('evalue')}")
                cpu = cpu_seconds(km.provisioner.process.pid)
                kc.stop_channels()
            finally:
                km.shutdown_kernel(now=True)
        every, top = {}, {}
        for line in stderr_path.read_text(errors="replace").splitlines():
            found = LINE.match(line)
            if found:
                cumulative, depth, name = int(found[2]), len(found[3]), found[4]
                every[name] = cumulative
                if depth == 1:
                    top[name] = cumulative
        return cpu, every, top


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dashboard", default="war")
    parser.add_argument("--top", type=int, default=25)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--stock", action="store_true", help="ipykernel's own kernel spec, not the arcade's")
    args = parser.parse_args(argv)
    notebook = DASHBOARDS / f"{args.dashboard}.ipynb"
    if not notebook.is_file():
        parser.error(f"no dashboard {args.dashboard!r} in notebooks/dashboards")
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    code = "\n".join("".join(c["source"]) if isinstance(c["source"], list) else c["source"]
                     for c in cells if c["cell_type"] == "code")
    runs = [one_kernel(code, args.stock) for _ in range(max(1, min(args.runs, 10)))]
    median = lambda values: statistics.median(values)  # noqa: E731
    top_names = set().union(*(r[2] for r in runs))
    top = {name: median([r[2].get(name, 0) for r in runs]) for name in top_names}
    print(f"{args.dashboard} ({'ipykernel' if args.stock else 'arcade'} kernel): kernel CPU until the first card {median([r[0] for r in runs]):.2f} s; "
          f"imports {sum(top.values()) / 1e6:.2f} s in all (median of {len(runs)} kernels, load "
          f"{os.getloadavg()[0]:.1f})")
    print("| import (top level) | cumulative |")
    print("|---|---|")
    for name, micro in sorted(top.items(), key=lambda kv: -kv[1])[:args.top]:
        print(f"| {name} | {micro / 1000:.0f} ms |")
    watched = ["numpy", "psygnal", "debugpy", "jedi", "IPython", "ipykernel.kernelapp", "ipywidgets", "anywidget",
               "kit", "widgets.war", "widgets.arcade", "comm", "jupyter_client", "zmq", "tornado"]
    print("\nwithin (cumulative, wherever imported): " + ", ".join(
        f"{name} {median([r[1].get(name, 0) for r in runs]) / 1000:.0f} ms" for name in watched))


if __name__ == "__main__":
    main()
