"""Stopping a Voila server and every kernel it started.

It sits with the server it stops and needs only the standard library: the tests' server fixture
(tests/conftest.py) and benchmarks/classroom.py both use it, so neither depends on the other.

The server runs in a session of its own (``start_new_session=True``), and so does each kernel it
starts, so a kernel the server did not shut down would outlive it: the caller keeps the pids of
the kernels it has seen the server run and hands them over here.
"""
from __future__ import annotations

import contextlib
import os
import signal
import subprocess
from typing import Iterable


def stop_with_kernels(proc: subprocess.Popen, kernels: Iterable[int], timeout: float = 30) -> None:
    """SIGTERM the server (Voila shuts its kernels down on it); if it has not gone within ``timeout``
    seconds, SIGKILL its session.  Then SIGKILL the session of every kernel in ``kernels`` that is
    still there.  Idempotent."""
    if proc.poll() is None:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(timeout=10)
    for pid in kernels:
        with contextlib.suppress(ProcessLookupError, PermissionError):  # gone already, or a reused pid
            os.killpg(pid, signal.SIGKILL)
