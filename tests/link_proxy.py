"""A TCP proxy between Chromium and a test's server, standing in for a classroom's Wi-Fi (issue 37).

    with LinkProxy(server_port) as link:      # the page is opened at link.url(...)
        link.cut()        # the link is gone: every open connection dropped, new ones refused
        link.stall()      # the link freezes: connections stay open, nothing goes through them
        link.restore()    # the link is back (what a stall held goes through then)
        link.point_to(other_port)   # the same address now leads to another server (a restart)

It runs on an asyncio loop of its own, in a thread (the tests drive Chromium with Playwright's sync
API on the main thread), on 127.0.0.1 and a free port.  Cutting it is what a dropped Wi-Fi does to
a page's sockets, seen from the browser: its connections end, and it cannot make new ones until
the link is back (Chromium's offline emulation only refuses new requests, and closing the
sockets from the page's own script is not what a network does).  Stalling it is the other way a
Wi-Fi goes: no goodbye, the bytes just stop, and the browser's sockets stay open.
"""
from __future__ import annotations

import asyncio
import contextlib
import threading

from conftest import free_port


class LinkProxy:
    def __init__(self, target_port: int, host: str = "127.0.0.1"):
        self.host = host
        self.target_port = target_port
        self.port = free_port(host)
        self.cut_off = False
        self._pipes: set[asyncio.StreamWriter] = set()
        self._loop = asyncio.new_event_loop()
        self._flowing = asyncio.Event()
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._run, name="link-proxy", daemon=True)

    def url(self, path: str) -> str:
        return f"http://{self.host}:{self.port}/{path.lstrip('/')}"

    # -- the test's side -------------------------------------------------------------------------
    def __enter__(self) -> "LinkProxy":
        self._thread.start()
        assert self._ready.wait(10), "the proxy did not start"
        return self

    def __exit__(self, *problem) -> None:
        self._call(self._drop_all)
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(10)

    def cut(self) -> None:
        self.cut_off = True
        self._call(self._drop_all)

    def stall(self) -> None:
        self._call(self._flowing.clear)

    def restore(self) -> None:
        self.cut_off = False
        self._call(self._flowing.set)

    def point_to(self, target_port: int) -> None:
        self.target_port = target_port

    def _call(self, function) -> None:
        done = asyncio.run_coroutine_threadsafe(self._on_loop(function), self._loop)
        done.result(10)

    @staticmethod
    async def _on_loop(function) -> None:
        function()

    # -- the proxy's loop ------------------------------------------------------------------------
    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        self._flowing.set()
        self._server = self._loop.run_until_complete(asyncio.start_server(self._serve, self.host, self.port))
        self._ready.set()
        try:
            self._loop.run_forever()
        finally:
            self._server.close()
            with contextlib.suppress(Exception):
                self._loop.run_until_complete(self._server.wait_closed())
            self._loop.close()

    def _drop_all(self) -> None:
        for writer in list(self._pipes):
            with contextlib.suppress(Exception):
                writer.transport.abort()
        self._pipes.clear()

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        if self.cut_off:  # no link: the connection goes nowhere
            writer.transport.abort()
            return
        try:
            up_reader, up_writer = await asyncio.open_connection(self.host, self.target_port)
        except OSError:
            writer.transport.abort()
            return
        self._pipes.update((writer, up_writer))
        try:
            await asyncio.gather(self._pump(reader, up_writer), self._pump(up_reader, writer))
        finally:
            for end in (writer, up_writer):
                self._pipes.discard(end)
                with contextlib.suppress(Exception):
                    end.transport.abort()

    async def _pump(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        with contextlib.suppress(Exception):
            while data := await reader.read(65536):
                await self._flowing.wait()  # a stalled link holds what was sent
                if self.cut_off:
                    break
                writer.write(data)
                await writer.drain()
        with contextlib.suppress(Exception):
            writer.transport.abort()
