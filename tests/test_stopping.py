"""Issue 37.7: Ctrl+C stops the server however it was started.  A server started from a script's
background job (`./hilltop run &` in a script) inherits SIGINT ignored; it went on serving after
Ctrl+C (or `kill -INT`).  SIGTERM stops it too.  Stopped while its warm kernels still run their
notebooks, the server's terminal shows no traceback (a kernel wrote one, about its own closed
sockets)."""
import contextlib
import os
import signal
import subprocess

import psutil
import pytest

from conftest import REPO, free_port, http_get, run_on_own_loop, wait_until
from server import processes


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM])
def test_the_server_stops_on_a_signal_even_when_started_with_sigint_ignored(sig, tmp_path):
    port = free_port()
    env = {**os.environ, "HILLTOP_PORT": str(port), "HOME": str(tmp_path)}
    log = open(tmp_path / "server.log", "wb")
    proc = subprocess.Popen([str(REPO / "hilltop"), "run"], cwd=REPO, env=env, stdin=subprocess.DEVNULL,
                            stdout=log, stderr=subprocess.STDOUT, start_new_session=True,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_IGN))  # a background job
    try:
        url = f"http://127.0.0.1:{port}/voila/render/arcade.ipynb"
        wait_until(lambda: http_get(url, timeout=5)[0] == 200, 120, "the arcade answers", alive=proc)
        proc.send_signal(sig)
        assert proc.wait(timeout=30) is not None       # it stopped (a TimeoutExpired otherwise)
        assert wait_until(lambda: processes.free_port(prefer=port) == port, 30, "the port is given back")
        # A quiet terminal (issue 37): the warm kernels, stopped in the middle of running their
        # notebooks (the arcade answers long before they are done), write no traceback.
        said = (tmp_path / "server.log").read_text(encoding="utf-8", errors="replace")
        assert "Traceback" not in said and "Fatal Python error" not in said, said[-4000:]
    finally:
        processes.stop_with_kernels(proc, [], timeout=10, group=True)
        log.close()


def test_a_write_to_a_page_that_has_gone_says_nothing():
    """What the server was still writing to a page when the page went (the teacher's Ctrl+C, a tab
    closed, a link cut, while the child's game sent updates faster than the browser read them)
    fails with WebSocketClosedError; nobody waits for those writes, and each one wrote "Task
    exception was never retrieved" and a traceback in the teacher's terminal.  Here a real
    Tornado websocket whose reader never reads and then goes, written to as the page's kernel
    connection writes (server/kernel_sockets.py)."""
    import asyncio
    import gc
    import socket as sockets
    import types

    import tornado.web
    import tornado.websocket

    from server.kernel_sockets import SentAtOnce

    said: list[dict] = []
    written: list = []

    class Page(tornado.websocket.WebSocketHandler):
        def open(self):
            write = SentAtOnce.write_message.fget(types.SimpleNamespace(websocket_handler=self))
            for _ in range(64):  # far more than the socket buffers hold: the writes wait
                written.append(write(b"x" * 65536, binary=True))
            written.append(None)

    async def scene():
        asyncio.get_running_loop().set_exception_handler(lambda loop, context: said.append(context))
        server = tornado.web.Application([(r"/", Page)]).listen(0, "127.0.0.1")
        port = next(iter(server._sockets.values())).getsockname()[1]
        reader = sockets.socket()
        reader.setsockopt(sockets.SOL_SOCKET, sockets.SO_RCVBUF, 4096)
        reader.connect(("127.0.0.1", port))
        reader.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                       b"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
        while None not in written:
            await asyncio.sleep(0.01)
        assert not all(w is None or w.done() for w in written[:-1])  # some writes wait for the reader
        reader.close()  # the page goes, never having read
        pending = [w for w in written if w is not None]
        await asyncio.wait(pending, timeout=30)
        assert all(w.done() for w in pending)
        server.stop()
        written.clear()
        pending.clear()
        gc.collect()
        await asyncio.sleep(0)

    asyncio.run(scene())
    assert not said, said


def test_voila_waits_for_a_cells_outputs_on_a_loaded_computer():
    """Voila runs a page's notebook with the server's configuration: each cell's outputs are waited
    for 30 s after its reply, not Jupyter's 4 (on a loaded laptop the teacher's terminal said
    "Timeout waiting for IOPub output" 81 times in the fault benchmark, and the late outputs were
    dropped from their pages)."""
    import nbformat
    from traitlets.config.loader import PyFileConfigLoader
    from voila.execute import VoilaExecutor

    config = PyFileConfigLoader("voila.py", path=str(REPO / "server" / "voila_config")).load_config()
    assert VoilaExecutor(nbformat.v4.new_notebook(), config=config).iopub_timeout >= 30


@pytest.mark.parametrize("moment", ["its start under way", "its process just begun"])
def test_a_kernel_still_starting_as_the_server_stops_ends_quietly(moment, capfd):
    """Stopped at any moment, the server's kernels end and the teacher's terminal shows no
    traceback.  Two moments failed: a kernel whose start was under way (jupyter_client asks
    jupyter_server for it by id, which answers a 404 until the start is over: a traceback, and the
    kernel went on running), and a kernel whose Python was still starting (Jupyter interrupts a
    kernel before it stops it; Python interrupted while it imports its own modules writes "Fatal
    Python error" or a traceback).  A kernel that has not answered yet is killed, not interrupted."""
    import asyncio

    from jupyter_client.kernelspec import KernelSpecManager

    from server.voila_kernels import ArcadeKernelManager

    def kernel_processes(kernel_id: str) -> list[psutil.Process]:
        found = []
        for child in psutil.Process().children(recursive=True):
            with contextlib.suppress(psutil.Error):
                if f"kernel-{kernel_id}" in " ".join(child.cmdline()) and child.status() != psutil.STATUS_ZOMBIE:
                    found.append(child)
        return found

    async def scenario():
        manager = ArcadeKernelManager(kernel_spec_manager=KernelSpecManager(
            kernel_dirs=[str(REPO / "server" / "jupyter" / "kernels")]))
        start = asyncio.ensure_future(manager.start_kernel(kernel_name="python3", cwd=str(REPO)))
        while not manager._pending_kernels:  # the start has asked for its kernel
            await asyncio.sleep(0)
        kernel_id = next(iter(manager._pending_kernels))
        if moment == "its process just begun":
            await start
            assert kernel_processes(kernel_id)
        else:
            assert kernel_id not in manager._kernels
        await manager.shutdown_all()
        await asyncio.gather(start, return_exceptions=True)
        assert not manager._kernels and not manager._pending_kernels
        assert not kernel_processes(kernel_id), "the kernel still runs"

    run_on_own_loop(scenario)
    said = "".join(capfd.readouterr())  # the kernel's output comes here too (it writes to the server's)
    assert "Traceback" not in said and "Fatal Python error" not in said, said[-3000:]
