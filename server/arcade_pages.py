"""How the arcade's pages look and behave, wherever Voila serves them.

Two kinds of server show them: ``./hilltop run`` (Voila on its own, server/voila_config/voila.py)
and a Jupyter server with Voila inside it (each child's server on JupyterHub, a Binder or
repo2docker image: server/jupyter_server_config/).  Both call ``show_the_arcade_pages`` so that a
child sees the same page on each: the arcade's template, no Python errors, nothing loaded from
outside the server, and the kernel the pages are made for.
"""
from __future__ import annotations

import logging
import os
from pathlib import Path

# server/jupyter: the page template (voila/templates/hilltop: Voila's "lab" page, nothing loaded
# from another site, a friendly message when the kernel under an open page stops, error pages in a
# child's words with a way back to the arcade) and the kernel (kernels/python3: ipykernel without
# its debugger, server/arcade_kernel.py).
JUPYTER_FILES = Path(__file__).resolve().parent / "jupyter"


def show_the_arcade_pages(c) -> None:
    """Set a Voila or Jupyter server configuration ``c`` to serve the arcade's pages."""
    # Voila looks for templates, and the server for kernels, on the Jupyter data path, read after
    # the configuration files run: ours goes first on it.
    ours = str(JUPYTER_FILES)
    rest = [p for p in os.environ.get("JUPYTER_PATH", "").split(os.pathsep) if p and p != ours]
    os.environ["JUPYTER_PATH"] = os.pathsep.join([ours, *rest])
    c.VoilaConfiguration.template = "hilltop"
    # Children see the dashboard, not Python errors (the tests turn this on).
    c.VoilaConfiguration.show_tracebacks = False
    # jupytext's JupyterLab extension (installed for teachers who edit notebooks as text) breaks a
    # Voila page's start-up ("the getter for the shared module is not a function"): the
    # dashboards load every installed extension but that one.
    c.VoilaConfiguration.extension_denylist = ["jupyterlab-jupytext"]
    # A click's answer reaches the page at once, not after the browser's delayed acknowledgement
    # of the message before it (server/kernel_sockets.py).  Voila on its own and a Jupyter server
    # each read their own setting.
    for app in (c.Voila, c.ServerApp):
        app.kernel_websocket_connection_class = "server.kernel_sockets.SentAtOnce"
    # Page templates are compiled once per server, not once per page (server/voila_templates.py).
    from server.voila_templates import share_compiled_templates

    share_compiled_templates()
    quiet_the_ping_notice()


class _PingNotice(logging.Filter):
    """Drops tornado's "The websocket_ping_timeout (90000) cannot be longer than the
    websocket_ping_interval (30000)" line, which every server printed at its first page.

    Its cause: jupyter_server's websocket handlers keep their connections alive with pings of their
    own, timed in milliseconds (``ping_interval`` 30000, ``ping_timeout`` 90000: jupyter_server's
    ``WebSocketMixin``), and those two properties hide tornado's own of the same names, which
    tornado (6.5 and later) reads in seconds for its pings and finds out of order.  Jupyter's
    pinging works as it should (a ping every 30 s, a connection closed after 90 s without an
    answer); tornado's would wait 30000 s and never runs.  Setting the timeout to the interval
    would silence tornado too, but then Jupyter's check closes a healthy connection whenever a ping
    leaves a few milliseconds late.  Nothing is wrong and a teacher can do nothing about it: only
    that one line is dropped."""

    def filter(self, record: logging.LogRecord) -> bool:
        return "cannot be longer than the websocket_ping_interval" not in record.getMessage()


def quiet_the_ping_notice() -> None:
    logger = logging.getLogger("tornado.general")
    if not any(isinstance(f, _PingNotice) for f in logger.filters):
        logger.addFilter(_PingNotice())
