"""No traceback from a widget message ever reaches a page.

A page sends its widgets messages (a click, a new value, "send me your state"), and a page is a
program the child controls: a message may be huge, deeply nested, of the wrong type, or name a
method no widget has.  A widget that cannot use one raised (``ValueError``, ``TraitError``,
``KeyError``...), and the kernel wrote the traceback, with the server's paths, where the page
could show it.  ``guard_widget_messages`` makes every widget's message handler
(``ipywidgets.Widget._handle_msg``, which anywidget's and ours share) drop such a message with one
line in the server's window (the kernel's own stderr, never the page) and change nothing else;
ipywidgets itself catches what a handler or callback (a table's own handler of a click, a
button's ``on_click``) raises and hands it to IPython's ``showtraceback``, which sends it to the
page: ipywidgets is given a shell whose ``showtraceback`` says one line in the server's window.
Installed in every kernel of a served page as an IPython extension (``load_ipython_extension``
below, which leaves a notebook's kernel alone): the arcade's kernel spec, server/jupyter/kernels/python3/kernel.json, loads it with
``--IPKernelApp.extensions``, and ``./hilltop run``, ``./hilltop class`` and a child's server on a
hub all start their kernels from that spec.  An extension is loaded once the kernel's shell and
comm manager exist: installed earlier (before the kernel app started), importing ipywidgets
found no shell, so it registered no comm target and no widget was drawn.  The kernel spec also
turns off ipykernel's capture of the process's own stderr (``capture_fd_output``), which sent
every line written there, these included, to the page; and ``quiet_kernel_logs`` sends the log
records nobody handles (the comm layer's, a failed comm with its traceback) to the server's
window, in one line.
"""
from __future__ import annotations

import logging
import os
import sys
import time


# The same line again within this many seconds is counted, not written: a page that sends a hundred
# bad messages a second (the most its socket lets through, server/kernel_sockets.py) makes a line
# every few seconds in the teacher's terminal, not a hundred.
SAME_LINE_EVERY = 10.0
_last_said: dict[str, tuple[float, int]] = {}  # line -> (when it was last written, times held back since)


def say_in_the_servers_window(line: str) -> None:
    """``line`` in the server's window (the kernel's own stderr, never the page), unless the same
    line was written less than SAME_LINE_EVERY seconds ago (then it is counted, and the count is
    said with the line's next writing)."""
    now = time.monotonic()
    when, held = _last_said.get(line, (None, 0))
    if when is not None and now - when < SAME_LINE_EVERY:
        _last_said[line] = (when, held + 1)
        return
    _last_said[line] = (now, 0)
    stream = sys.__stderr__
    if stream is None:  # no terminal: nothing to say it on
        return
    more = f" (and {held} more like it)" if held else ""
    try:
        stream.write(f"hilltop: {line}{more}\n")
        stream.flush()
    except Exception:  # noqa: BLE001
        pass


def say_dropped(what: str, problem: BaseException) -> None:
    """One line in the server's window (the kernel's own stderr), never on the page."""
    say_in_the_servers_window(f"a page sent {what} a message it cannot use ({type(problem).__name__}); ignored")


class QuietShell:
    """IPython's shell as ipywidgets sees it, whose ``showtraceback`` (called by ipywidgets when a
    widget's message handler or a callback fails: a traceback sent to the page) says one line in
    the server's window instead."""

    def __init__(self, shell):
        self._shell = shell

    def showtraceback(self, *args, **kwargs) -> None:
        problem = sys.exc_info()[1]
        say_dropped("a widget", problem if problem is not None else Exception())

    def __getattr__(self, name):
        return getattr(self._shell, name)


def quiet_ipython():
    import IPython.core.getipython as getipython

    shell = getipython.get_ipython()
    return None if shell is None else QuietShell(shell)


def guard_widget_messages() -> None:
    """Give ipywidgets' widget and interaction modules ``quiet_ipython`` for ``get_ipython``, and
    wrap ``Widget._handle_msg`` once more (idempotent)."""
    import ipywidgets.widgets.interaction as interaction
    import ipywidgets.widgets.widget as widget_module
    from ipywidgets import Widget

    for module in (widget_module, interaction):
        setattr(module, "get_ipython", quiet_ipython)
    stock = Widget._handle_msg
    if getattr(stock, "hilltop_guarded", False):
        return

    def _handle_msg(self, msg):
        try:
            return stock(self, msg)
        except Exception as problem:  # noqa: BLE001  (a page's bad message is dropped, in one line)
            say_dropped(type(self).__name__, problem)
            return None

    _handle_msg.hilltop_guarded = True  # type: ignore[attr-defined]
    setattr(Widget, "_handle_msg", _handle_msg)


class OneLineInTheServersWindow(logging.Handler):
    """A kernel's log record as one line in the server's window, without its traceback.

    The comm layer (the ``comm`` package's "Comm" logger) logs what it cannot do with a page's
    message, a comm it cannot open with the traceback of why, and it has no handler of its own:
    Python then writes the record to ``sys.stderr``, which a kernel sends to the page."""

    def emit(self, record: logging.LogRecord) -> None:
        if record.msg == "No such comm: %s":  # a page closing a comm the kernel has closed: every page load
            return
        problem = record.exc_info[1] if record.exc_info else None
        try:
            said = record.getMessage()
        except Exception:  # noqa: BLE001  (a record that cannot be formatted is named, not raised)
            said = str(record.msg)
        why = f" ({type(problem).__name__})" if problem is not None else ""
        say_in_the_servers_window(f"{record.name}: {said[:300]}{why}")


def quiet_kernel_logs() -> None:
    """Every log record of the kernel that no logger of its own handles goes to the server's
    window in one line, never to the page (idempotent)."""
    root = logging.getLogger()
    if not any(isinstance(h, OneLineInTheServersWindow) for h in root.handlers):
        root.addHandler(OneLineInTheServersWindow(logging.WARNING))


class StoppingKernel(logging.Filter):
    """Drops the kernel's "Exception in message handler" record whose error is its own sockets
    being closed: the server is stopping it (Ctrl+C) in the middle of a message (a warm kernel
    running its notebook's imports), and the reply has nowhere to go.  That is no fault, yet it
    wrote a 20-line traceback in the teacher's terminal (tests/test_stopping.py)."""

    def filter(self, record: logging.LogRecord) -> bool:
        import zmq

        if record.msg == "Got events for closed stream %s":  # (the same stop, seen by the event loop)
            return False
        problem = record.exc_info[1] if record.exc_info else None
        return not (isinstance(problem, zmq.ZMQError) and problem.errno in (zmq.ENOTSOCK, zmq.ETERM))


def quiet_stopping_kernel(ipython) -> None:
    """``StoppingKernel`` on the kernel's own log and the event loop's (where a page's kernel
    stopped by Ctrl+C said "Uncaught exception in ZMQStream callback", benchmarks/faults.py),
    idempotent."""
    kernel = getattr(ipython, "kernel", None)
    logs = {logging.getLogger(name) for name in ("IPKernelApp", "tornado.general", "tornado.application")}
    for log in (logs | {getattr(kernel, "log", None)}) - {None}:
        if isinstance(log, logging.Logger) and not any(isinstance(f, StoppingKernel) for f in log.filters):
            log.addFilter(StoppingKernel())


def load_ipython_extension(ipython) -> None:
    """Install the guard in a running kernel of a Voila page (IPython loads extensions after its
    shell is made).  Voila gives every kernel it starts, warm or not, ``VOILA_PREHEAT``; a kernel
    of the same spec that runs a notebook (a teacher's JupyterLab on a hub, a contributor's) keeps
    its tracebacks where the notebook's author sees them."""
    if "VOILA_PREHEAT" not in os.environ:
        return
    quiet_kernel_logs()
    quiet_stopping_kernel(ipython)
    guard_widget_messages()
