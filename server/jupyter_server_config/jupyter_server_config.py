# Jupyter server configuration for the arcade's pages when Voila runs inside a Jupyter server:
# each child's server on JupyterHub (deploy/jupyterhub) and a Binder or repo2docker image
# (binder/start).  Both put this folder on JUPYTER_CONFIG_PATH, so the server reads this file
# as well as its usual ones; the pages are then those of ./hilltop run (server/arcade_pages.py).
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # traitlets puts get_config in a config file's namespace when it runs it
    from traitlets.config import get_config

c = get_config()

_REPO = str(Path(__file__).resolve().parents[2])
if _REPO not in sys.path:
    sys.path.insert(0, _REPO)

from server.arcade_pages import show_the_arcade_pages  # noqa: E402
from server.child_server import lock_down  # noqa: E402

show_the_arcade_pages(c)

# A child's server serves the arcade and nothing else (server/child_server.py): every server is a
# child's unless the hub's spawner marked it a teacher's (deploy/jupyterhub/jupyterhub_config.py
# sets HILLTOP_SERVER_FOR=teachers for the members of its "teachers" group).  Binder's servers are
# children's.
if os.environ.get("HILLTOP_SERVER_FOR") != "teachers":
    lock_down(c)

# Voila's page asks for MathJax from a CDN unless the server's settings name neither a MathJax
# address nor a MathJax configuration (the standalone server's have both as None).  No dashboard
# shows formulas, and nothing on a child's page may come from another site.  (JupyterLab 4 carries
# its own MathJax and ignores this.)  A whole dict, not an update of one: JupyterHub's server
# extension reads this setting as a dict and fails on a partial update.
# websocket_max_message_size: a page's message larger than this closes its connection
# (server/kernel_sockets.py, which also limits how many a page may send).
from server.kernel_sockets import LARGEST_MESSAGE  # noqa: E402

c.ServerApp.tornado_settings = {"mathjax_url": None, "mathjax_config": None,
                                "websocket_max_message_size": LARGEST_MESSAGE}
