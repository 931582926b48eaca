"""The socket between a child's page and its kernel sends each message at once.

A click comes back to the page as a few small websocket messages in a row (the kernel's "busy",
the table's new scene, "idle").  Jupyter Server leaves Nagle's algorithm on for that socket, so
the second small message waits until the page has acknowledged the first, and a page's browser
may hold that acknowledgement back for up to 40 ms (TCP's delayed ACK).  Measured with
``benchmarks/classroom.py``: a child's first click on War came back in about 45 ms where the ones
after it took 5, and with thirty children those first clicks were the slowest twentieth of all.

``SentAtOnce`` is Jupyter Server's own connection (ZMQChannelsWebsocketConnection) with the
socket's no-delay flag set once it is open, the fix Tornado's documentation gives for exactly
this delay.  server/arcade_pages.py makes both kinds of server use it.
"""
from __future__ import annotations

from jupyter_server.services.kernels.connection.channels import ZMQChannelsWebsocketConnection


class SentAtOnce(ZMQChannelsWebsocketConnection):
    """A kernel's websocket connection whose small messages leave without waiting (TCP_NODELAY)."""

    def connect(self):
        # Called from the handler's open(), once Tornado's websocket connection exists; what it
        # returns (a future, or None when the kernel is gone) is the stock connection's.
        self.websocket_handler.set_nodelay(True)
        return super().connect()
