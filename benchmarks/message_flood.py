"""One child floods their own board while the others play: the others' clicks, the server's memory.

    .venv/bin/python benchmarks/message_flood.py [--children 4] [--clicks 40] [--seconds 10] [--no-flood]

Starts ``./hilltop class --host 127.0.0.2 --size N+1 --open war`` (benchmarks/classroom.py's
Server), lets ``--children`` simulated children in through its Children: link (classroom.py's
Child: the page, its kernel's websocket) and has them click War's big button, 0.1 s apart, while
one more child's script sends its own board ``request_state`` messages as fast as its socket takes
them for ``--seconds`` seconds, never reading the answers, opening its page again each time the
server closes it (server/kernel_sockets.py closes a page past 100 messages a second).  Prints the
others' click median and 95th percentile, the flood's messages sent and connections closed, and
the server's memory (RSS) before and at its highest.  ``--no-flood``: the same class, no flood.
"""
from __future__ import annotations

import argparse
import asyncio
import shutil
import tempfile
import time
from pathlib import Path

import psutil
from tornado.websocket import WebSocketClosedError

from classroom import Child, Server, percentile


async def run(args) -> None:
    home = Path(tempfile.mkdtemp(prefix="hilltop-flood-"))
    server = Server([], home, class_args=["--host", "127.0.0.2", "--size", str(args.children + 1), "--open", "war"])
    try:
        server.children_link = await server.children()
        await server.ready()
        await server.warmed("war")
        process = psutil.Process(server.proc.pid)
        players = [Child(n, server.base, "war", "", server.children_link) for n in range(args.children)]
        for child in players:
            await child.open(120)
        before = process.memory_info().rss
        highest = [before]
        sent, closed = [0], [0]
        stop = time.monotonic() + args.seconds

        async def flood():
            from tornado.httpclient import HTTPRequest
            from tornado.websocket import websocket_connect

            flooder = Child(99, server.base, "war", "", server.children_link)
            await flooder.open(120)
            board = next(iter(flooder.boards))
            ask = flooder.message("comm_msg", {"comm_id": board, "data": {"method": "request_state"}})
            address = server.base.replace("http://", "ws://") + f"api/kernels/{flooder.kernel_id}/channels"
            headers = {"Origin": server.base.rstrip("/"), **flooder.cookie_headers()}
            while time.monotonic() < stop:
                try:
                    while time.monotonic() < stop:
                        written = flooder.socket.write_message(ask)
                        sent[0] += 1
                        if sent[0] % 50 == 0:
                            await written
                except WebSocketClosedError:
                    closed[0] += 1
                    flooder.socket = await websocket_connect(HTTPRequest(address, headers=headers))  # again
            flooder.leave()

        async def watch():
            while time.monotonic() < stop + 5:
                highest[0] = max(highest[0], process.memory_info().rss)
                await asyncio.sleep(0.2)

        tasks = [asyncio.ensure_future(watch())]
        if not args.no_flood:
            tasks.append(asyncio.ensure_future(flood()))
        await asyncio.gather(*(c.play(args.clicks, 0.1, 60) for c in players))
        await asyncio.gather(*tasks)
        clicks = [t for c in players for t in c.clicks]
        for child in players:
            child.leave()
        ms = lambda s: f"{s * 1000:.0f} ms"  # noqa: E731
        print(f"| {'no flood' if args.no_flood else 'one child floods'} | {args.children} children, {len(clicks)} clicks "
              f"| {ms(percentile(clicks, 0.5))} | {ms(percentile(clicks, 0.95))} | {sent[0]} sent, {closed[0]} closed "
              f"| {before / 2**20:.0f} MiB | {highest[0] / 2**20:.0f} MiB |")
    finally:
        server.stop()
        shutil.rmtree(home, ignore_errors=True)


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--children", type=int, default=4)
    parser.add_argument("--clicks", type=int, default=40)
    parser.add_argument("--seconds", type=float, default=10)
    parser.add_argument("--no-flood", action="store_true")
    args = parser.parse_args(argv)
    print("| run | class | click p50 | click p95 | flood | server RSS before | server RSS highest |")
    print("|---|---|---|---|---|---|---|")
    asyncio.run(run(args))


if __name__ == "__main__":
    main()
