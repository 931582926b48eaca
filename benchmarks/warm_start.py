"""How long a freshly started arcade server takes until every warm kernel is ready, and what they hold.

    .venv/bin/python benchmarks/warm_start.py [--every 1] [--warm war=30] [--root OTHER_CHECKOUT]

Starts the server as ``./hilltop run`` does (benchmarks/classroom.py's Server: its options, a
scratch HOME, 127.0.0.1) with HILLTOP_WARM_KERNELS=--every (default 1, as ``./hilltop run``) and
HILLTOP_WARM=--warm, and waits until it runs as many kernels as its pools hold and none of them
uses CPU any more (a warm kernel that waits for its child is idle).  Prints the seconds from the
server's start, the number of kernels, and their memory (PSS: shared pages counted fairly).
``--root`` measures another checkout (e.g. an older commit in a git worktree) with this script.
"""
from __future__ import annotations

import argparse
import asyncio
import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import classroom  # noqa: E402  (this folder's benchmark: its Server and /proc readers)


async def measure(args) -> tuple[float, int, float]:
    home = Path(tempfile.mkdtemp(prefix="hilltop-warm-start-"))
    began = time.monotonic()
    server = classroom.Server([], home, args.warm, warm_every=str(args.every))
    try:
        await server.ready()
        sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
        from server.warm_pools import warm_kernel_pools  # this checkout's reading of the settings

        env = {"HILLTOP_WARM_KERNELS": str(args.every), "HILLTOP_WARM": args.warm}
        wanted = sum(pool["pool_size"] for pool in warm_kernel_pools(env, classroom.DASHBOARDS).values())
        seen: list[dict[int, float]] = [{}]  # each half second: every kernel's CPU seconds so far

        async def settled():  # all there, and none used CPU in the last half second
            now = {pid: classroom.cpu_seconds(pid) for pid in server.kernels()}
            done = len(now) == wanted and now == seen[-1]
            seen.append(now)
            return now if done else None

        now = await classroom.until(settled, args.timeout - (time.monotonic() - began),
                                    lambda: f"not warm after {args.timeout:.0f} s: {len(seen[-1])} of {wanted} kernels",
                                    every=0.5)
        took = time.monotonic() - began - 0.5  # the last half second only confirmed it
        pss = sum(classroom.memory_kib(pid)[1] for pid in now) / 1024
        return took, len(now), pss
    finally:
        server.stop()
        shutil.rmtree(home, ignore_errors=True)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--every", type=int, default=1, help="HILLTOP_WARM_KERNELS (default 1)")
    parser.add_argument("--warm", default="", help='HILLTOP_WARM, e.g. "war=30"')
    parser.add_argument("--root", type=Path, default=None, help="the checkout to measure (default: this one)")
    parser.add_argument("--timeout", type=float, default=600)
    args = parser.parse_args(argv)
    if args.root is not None:
        classroom.REPO = args.root.resolve()
        classroom.DASHBOARDS = classroom.REPO / "notebooks" / "dashboards"
    took, kernels, pss = asyncio.run(measure(args))
    print(f"{classroom.REPO.name}: every={args.every} warm={args.warm or '-'}: all warm after {took:.1f} s, "
          f"{kernels} kernels, {pss:.0f} MiB PSS in all ({pss / kernels:.0f} MiB each)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
