"""Stopping a Voila server and every kernel it started.

It sits with the server it stops and needs only the standard library: the tests' server fixture
(tests/conftest.py) and benchmarks/classroom.py both use it (and its port finder, as ``./hilltop
run`` does), so neither depends on the other.

The server runs in a session of its own (``start_new_session=True``), and so does each kernel it
starts, so a kernel the server did not shut down would outlive it: the caller keeps the pids of
the kernels it has seen the server run and hands them over here.
"""
from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
from typing import Iterable


def free_port(host: str = "127.0.0.1", prefer: int = 0) -> int:
    """``prefer`` if nothing listens on it at ``host``, else a port the system picks that is free
    there (bound as the server will bind it, with SO_REUSEADDR).  ``./hilltop run``, the tests'
    servers and benchmarks/classroom.py all find their port here."""
    for port in dict.fromkeys((prefer, 0)):
        with socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET) as s:
            s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            try:
                s.bind((host, port))
            except OSError:
                if port == 0:
                    raise
                continue
            return int(s.getsockname()[1])
    raise AssertionError("unreachable")


def stop_with_kernels(proc: subprocess.Popen, kernels: Iterable[int], timeout: float = 30,
                      group: bool = False) -> None:
    """SIGTERM the server (Voila shuts its kernels down on it; with ``group``, every process of its
    session, as a hub's proxy and its children's servers); if it has not gone within ``timeout``
    seconds, SIGKILL its session.  Then SIGKILL the session of every kernel in ``kernels`` that is
    still there.  Idempotent."""
    if proc.poll() is None:
        if group:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGTERM)
        else:
            proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(timeout=10)
    for pid in kernels:
        with contextlib.suppress(ProcessLookupError, PermissionError):  # gone already, or a reused pid
            os.killpg(pid, signal.SIGKILL)
