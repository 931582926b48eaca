"""Issue 37.7: Ctrl+C stops the server however it was started.  A server started from a script's
background job (`./hilltop run &` in a script) inherits SIGINT ignored; it went on serving after
Ctrl+C (or `kill -INT`).  SIGTERM stops it too.  Stopped while its warm kernels still run their
notebooks, the server's terminal shows no traceback (a kernel wrote one, about its own closed
sockets)."""
import os
import signal
import subprocess

import pytest

from conftest import REPO, free_port, http_get, wait_until
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
