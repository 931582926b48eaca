"""The socket between a page and its kernel sends each small message at once
(server/kernel_sockets.py): with Nagle's algorithm on, the table's new scene waited behind the
browser's delayed acknowledgement of the message before it, about 40 ms on a child's first click
(benchmarks/classroom.py).  The delay itself is a benchmark's figure, not a test's: here, that
both kinds of server take the connection, and that it sets the flag before the stock one connects.
"""
from __future__ import annotations

from jupyter_server.services.kernels.connection.channels import ZMQChannelsWebsocketConnection
from traitlets.config import Config

from server.arcade_pages import show_the_arcade_pages
from server.kernel_sockets import SentAtOnce

from conftest import run_on_own_loop


def test_voila_alone_and_a_jupyter_server_both_send_at_once(monkeypatch):
    monkeypatch.setenv("JUPYTER_PATH", "")  # show_the_arcade_pages puts the arcade's files first on it
    c = Config()
    show_the_arcade_pages(c)
    for app in (c.Voila, c.ServerApp):  # ./hilltop run and class; a child's server on a hub or Binder
        assert app.kernel_websocket_connection_class == f"{SentAtOnce.__module__}.{SentAtOnce.__name__}"


def test_the_flag_is_set_before_the_kernel_is_connected_and_the_stock_answer_kept(monkeypatch):
    happened: list = []

    class Handler:
        def set_nodelay(self, value: bool) -> None:
            happened.append(("no delay", value))

    monkeypatch.setattr(ZMQChannelsWebsocketConnection, "connect", lambda self: happened.append("connect") or "future")
    connection = SentAtOnce.__new__(SentAtOnce)
    connection._trait_values["websocket_handler"] = Handler()   # a real handler needs a running server
    assert connection.connect() == "future"
    assert happened == [("no delay", True), "connect"]


def test_a_page_that_left_while_its_socket_opened_is_let_go_quietly(monkeypatch):
    """A page gone before its socket finished opening was never counted among the open sockets,
    and Jupyter's disconnect (when it then keeps the kernel's messages for the page's return) took
    it out of them unguarded: a KeyError traceback in the teacher's terminal (found by opening and
    closing sockets quickly, as a child clicking on to the next game does)."""
    import asyncio

    def stock_disconnect(self):   # Jupyter's, where the kernel waits for the page to come back
        ZMQChannelsWebsocketConnection._open_sockets.remove(self)
        self._close_future.set_result(None)

    class Manager:
        _kernel_buffers: dict = {}

    monkeypatch.setattr(ZMQChannelsWebsocketConnection, "disconnect", stock_disconnect)

    async def leave() -> None:
        connection = SentAtOnce.__new__(SentAtOnce)
        connection._trait_values["parent"] = type("KernelManager", (), {"parent": Manager(), "kernel_id": "k"})()
        connection._trait_values["_close_future"] = asyncio.get_running_loop().create_future()
        connection.disconnect()   # raised KeyError
        assert connection._close_future.done() and connection not in ZMQChannelsWebsocketConnection._open_sockets

    run_on_own_loop(leave)
