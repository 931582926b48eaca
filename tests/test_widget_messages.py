"""Every widget of every dashboard takes any message a page can send without a traceback
(server/widget_messages.py): huge, deep, of the wrong type, an unknown method, a forged click.
Run in this process, through each widget's own message handler (the one a kernel's comm calls),
after the dashboard's own code has built its page.  (The guard is installed in every served
kernel as an IPython extension: server/widget_messages.py.)"""
from __future__ import annotations

import contextlib
import io
import warnings
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
DASHBOARDS = sorted(p.stem for p in (REPO / "notebooks" / "dashboards").glob("*.py"))

HUGE = "9" * 200_000
DEEP: object = []
for _ in range(2000):
    DEEP = [DEEP]
BAD_VALUES = [HUGE, DEEP, None, -1, 10**4300, 1e308, float("nan"), {"a": DEEP}, [1, "x", None], True, "", "💥" * 1000]


def messages():
    yield {}
    yield {"method": "no_such_method"}
    yield {"method": 42}
    yield {"method": "update"}
    yield {"method": "update", "state": "not a dict"}
    yield {"method": "update", "state": {"no_such_trait": 1}}
    yield {"method": "update", "buffer_paths": [["x", 5]], "state": {}}
    yield {"method": "request_state"}
    yield {"method": "custom"}
    for value in BAD_VALUES:
        yield {"method": "update", "state": {"value": value}}
        yield {"method": "update", "state": {"index": value}}
        yield {"method": "update", "state": {"scene": value}}
        yield {"method": "custom", "content": value}
        yield {"method": "custom", "content": {"action": value, "generation": value}}
        yield {"method": "custom", "content": {"type": value}}


@pytest.mark.parametrize("dashboard", DASHBOARDS)
def test_no_widget_message_gives_a_traceback(dashboard, monkeypatch, capfd):
    import ipywidgets

    from server.widget_messages import guard_widget_messages

    guard_widget_messages()
    monkeypatch.chdir(REPO / "notebooks" / "dashboards")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        before = set(ipywidgets.Widget.widgets)
        with contextlib.redirect_stdout(io.StringIO()):
            source = (REPO / "notebooks" / "dashboards" / f"{dashboard}.py").read_text(encoding="utf-8")
            exec(compile(source, f"{dashboard}.py", "exec"), {"__name__": "__main__"})
        made = [w for key, w in list(ipywidgets.Widget.widgets.items()) if key not in before]
    assert made, "the dashboard made no widgets"
    capfd.readouterr()
    shown: list = []

    class Kernel:  # as in a kernel: ipywidgets would show a callback's traceback on the page
        def showtraceback(self, *args, **kwargs):
            shown.append(args)

    import IPython.core.getipython as getipython
    import ipywidgets.widgets.interaction as interaction
    import ipywidgets.widgets.widget as widget_module

    from server.widget_messages import quiet_ipython

    monkeypatch.setattr(getipython, "get_ipython", lambda: Kernel())  # the shell, as in a kernel
    for module in (widget_module, interaction):  # ipywidgets' own reference to it, unless guarded
        if module.get_ipython is not quiet_ipython:
            monkeypatch.setattr(module, "get_ipython", lambda: Kernel())
    for widget in made:
        for data in messages():
            widget._handle_msg({"content": {"data": data}, "buffers": [], "header": {"msg_type": "comm_msg"}})
    out, err = capfd.readouterr()
    assert not shown, f"{len(shown)} tracebacks would have gone to the page"
    assert "Traceback" not in out + err and 'File "' not in out + err, (out + err)[-2000:]
    for widget in made:
        widget.close()


def test_the_arcades_kernel_installs_the_guard_and_prints_nothing_to_the_page(monkeypatch, capfd):
    """The arcade's kernel spec (every served page's kernel: ./hilltop run, ./hilltop class, a
    child's hub server) loads the guard once its shell exists and does not send its own stderr to
    the page; a record of the comm layer (a comm it could not open, with a traceback) is one line
    in the server's window.  The real kernels are tried in tests/test_class_server_browser.py and
    tests/test_jupyterhub.py."""
    import json
    import logging
    import sys

    import server.widget_messages as guard
    from server.widget_messages import quiet_kernel_logs

    monkeypatch.setattr(guard, "_last_said", {})
    argv = json.loads((REPO / "server" / "jupyter" / "kernels" / "python3" / "kernel.json").read_text())["argv"]
    assert "--IPKernelApp.extensions=server.widget_messages" in argv
    assert "--IPKernelApp.capture_fd_output=False" in argv
    root = logging.getLogger()
    monkeypatch.setattr(root, "handlers", list(root.handlers))  # the handler goes with the test
    quiet_kernel_logs()
    quiet_kernel_logs()
    page = io.StringIO()
    monkeypatch.setattr(sys, "stderr", page)  # in a kernel, sys.stderr goes to the page
    capfd.readouterr()
    try:
        {}["state"]
    except KeyError:
        logging.getLogger("Comm").error("Exception opening comm with target: %s", "jupyter.widget", exc_info=True)
    _, err = capfd.readouterr()
    assert page.getvalue() == ""
    assert err == "hilltop: Comm: Exception opening comm with target: jupyter.widget (KeyError)\n", err


def test_a_flood_of_bad_messages_is_a_few_lines_in_the_terminal(monkeypatch, capfd):
    """The same refusal again within SAME_LINE_EVERY seconds is counted, not written, and the count
    comes with its next line."""
    import server.widget_messages as guard

    now = [1000.0]
    monkeypatch.setattr(guard.time, "monotonic", lambda: now[0])
    monkeypatch.setattr(guard, "_last_said", {})
    capfd.readouterr()
    for _ in range(100):
        guard.say_dropped("a widget", KeyError("x"))
    guard.say_dropped("a widget", ValueError("x"))
    now[0] += guard.SAME_LINE_EVERY
    guard.say_dropped("a widget", KeyError("x"))
    _, err = capfd.readouterr()
    assert err.splitlines() == [
        "hilltop: a page sent a widget a message it cannot use (KeyError); ignored",
        "hilltop: a page sent a widget a message it cannot use (ValueError); ignored",
        "hilltop: a page sent a widget a message it cannot use (KeyError); ignored (and 99 more like it)",
    ], err


def test_only_a_voila_pages_kernel_is_guarded(monkeypatch):
    """The extension guards a kernel Voila started (it sets VOILA_PREHEAT, warm or not) and leaves a
    notebook's kernel of the same spec (a teacher's JupyterLab) showing its tracebacks."""
    import server.widget_messages as guard

    done: list[str] = []
    monkeypatch.setattr(guard, "guard_widget_messages", lambda: done.append("guard"))
    monkeypatch.setattr(guard, "quiet_kernel_logs", lambda: done.append("logs"))
    monkeypatch.delenv("VOILA_PREHEAT", raising=False)
    guard.load_ipython_extension(None)
    assert done == []
    for preheat in ("True", "False"):
        monkeypatch.setenv("VOILA_PREHEAT", preheat)
        guard.load_ipython_extension(None)
    assert done == ["logs", "guard"] * 2
