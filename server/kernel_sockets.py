"""The socket between a child's page and its kernel: sent at once, and bounded by construction.

**Sent at once.**  A click comes back to the page as a few small websocket messages in a row (the
kernel's "busy", the table's new scene, "idle").  Jupyter Server leaves Nagle's algorithm on for
that socket, so the second small message waits until the page has acknowledged the first, and a
page's browser may hold that acknowledgement back for up to 40 ms (TCP's delayed ACK).  Measured
with ``benchmarks/classroom.py``: a child's first click on War came back in about 45 ms where the
ones after it took 5, and with thirty children those first clicks were the slowest twentieth of
all.  The socket's no-delay flag is set once it is open, the fix Tornado's documentation gives.

**Bounded.**  A page is a program the child controls (its script can be changed in the browser),
so what one page sends must not cost the class:

* a message larger than ``LARGEST_MESSAGE`` closes the connection (Tornado's
  ``websocket_max_message_size``, set in server/arcade_pages.py);
* at most ``PER_SECOND`` messages a second (``BURST`` at once) from one connection: the page that
  sends faster has its connection closed, with one line in the server's window; the kernel, and
  every other child's page, go on (measured: benchmarks/message_flood.py);
* a message the server cannot read is dropped with one line, not a traceback;
* while a page is away, Jupyter Server keeps what its kernel sends for it, to replay when the page
  comes back ("buffer_offline_messages"), in a list without a bound: a page that asked for
  thousands of answers and left grew the server by gigabytes.  Here the list holds at most
  ``BUFFERED_MOST`` messages; past that it is emptied and keeps nothing more (the page, back,
  asks its table for the scene again, as after any reconnection).

``SentAtOnce`` is Jupyter Server's own connection (ZMQChannelsWebsocketConnection) with these
additions; server/arcade_pages.py makes both kinds of server use it.
"""
from __future__ import annotations

import asyncio
import time
from typing import Any, Callable

from jupyter_server.services.kernels.connection.channels import ZMQChannelsWebsocketConnection

from kit.words import N_
from server.terminal_words import for_the_teacher

LARGEST_MESSAGE = 1024 * 1024  # bytes: a board's click is under 1 kB, a whole scene request too
PER_SECOND = 100.0  # a slider dragged sends about 60 a second; a flooding script sent 6,000
BURST = 300.0
BUFFERED_MOST = 64


class BoundedBuffer(list):
    """Jupyter Server's buffer of a page's missed messages, holding at most ``BUFFERED_MOST``: past
    that it empties itself and keeps nothing more (``overflowed``)."""

    overflowed = False

    def append(self, item) -> None:
        if self.overflowed:
            return
        if len(self) >= BUFFERED_MOST:
            self.clear()
            self.overflowed = True
            return
        super().append(item)


class SentAtOnce(ZMQChannelsWebsocketConnection):
    """A kernel's websocket connection whose small messages leave without waiting (TCP_NODELAY),
    which refuses a flood, and whose missed messages are kept within a bound."""

    _tokens: float = BURST
    _filled_at = 0.0
    _dropped = False

    def connect(self):
        # Called from the handler's open(), once Tornado's websocket connection exists; what it
        # returns (a future, or None when the kernel is gone) is the stock connection's.
        self.websocket_handler.set_nodelay(True)
        self._tokens, self._filled_at = BURST, time.monotonic()
        return super().connect()

    def _within_rate(self) -> bool:
        now = time.monotonic()
        self._tokens = min(BURST, self._tokens + (now - self._filled_at) * PER_SECOND)
        self._filled_at = now
        if self._tokens < 1:
            return False
        self._tokens -= 1
        return True

    def handle_incoming_message(self, incoming_msg) -> None:
        if self._dropped:
            return
        if not self._within_rate():
            self._dropped = True
            self.log.warning("%s", for_the_teacher(N_(
                "A page sent more than {most} messages a second to its game (kernel {kernel}): its connection was "
                "closed; the rest of the class is not affected."), most=int(PER_SECOND), kernel=self.kernel_id))
            self.websocket_handler.close(1008, "too many messages")
            return
        try:
            super().handle_incoming_message(incoming_msg)
        except Exception as problem:  # noqa: BLE001  (a page's garbage is dropped, not a traceback)
            self.log.warning("%s", for_the_teacher(N_(
                "A page sent its game a message the server cannot read (kernel {kernel}): {problem}; dropped."),
                kernel=self.kernel_id, problem=type(problem).__name__))

    @property
    def write_message(self):
        """The page's socket's ``write_message`` (Jupyter Server writes through this), which lets a
        write to a page that has gone go quietly (``let_go_when_gone``)."""
        return let_go_when_gone(self.websocket_handler.write_message)

    def disconnect(self):
        # A page that left while its socket was still opening was never counted among the open
        # sockets, and Jupyter's disconnect takes it out of them unguarded where the kernel then
        # keeps its messages for the page's return (a KeyError traceback in the teacher's terminal,
        # from a child clicking on quickly): counted first, so that it can be taken out.
        if self not in ZMQChannelsWebsocketConnection._open_sockets and not self._close_future.done():
            ZMQChannelsWebsocketConnection._open_sockets.add(self)
        done = super().disconnect()
        buffers = getattr(self.multi_kernel_manager, "_kernel_buffers", {})
        info = buffers.get(self.kernel_id) if self.kernel_id in buffers else None
        if info and isinstance(info.get("buffer"), list) and not isinstance(info["buffer"], BoundedBuffer):
            info["buffer"] = BoundedBuffer(info["buffer"][:BUFFERED_MOST])
        return done


def let_go_when_gone(write: Callable[..., Any]) -> Callable[..., Any]:
    """``write`` (a Tornado websocket's ``write_message``), for a page that may have gone.

    Tornado's write returns a task nobody waits for; when the page goes before the write is on the
    wire (the teacher's Ctrl+C, a tab closed, a link cut, while a game sent updates faster than
    the browser read them) the task fails with WebSocketClosedError, and each such task wrote
    "Task exception was never retrieved" and a traceback in the teacher's terminal.  A page that
    has gone misses nothing it needs (back, it asks its table for the scene again): those
    failures are let go, here and for a write made after the page went; any other failure is still
    reported."""
    from tornado.websocket import WebSocketClosedError

    def looked_at(sent: asyncio.Future) -> None:
        problem = None if sent.cancelled() else sent.exception()
        if problem is not None and not isinstance(problem, WebSocketClosedError):
            asyncio.get_event_loop_policy().get_event_loop().call_exception_handler(
                {"message": "A write to a page failed", "exception": problem, "future": sent})

    def written(*args, **kwargs):
        try:
            sent = write(*args, **kwargs)
        except WebSocketClosedError:
            return None
        if isinstance(sent, asyncio.Future):
            sent.add_done_callback(looked_at)
        return sent

    return written
