# Voila configuration of the Hilltop arcade: `./hilltop run` and the tests' Voila servers load
# this file with --Voila.config_file_paths=tools/voila_config (options given on the command line
# win over it: the tests shorten the timeouts that way).
# The repository root must be on the server's sys.path (./hilltop sets PYTHONPATH) for tools.*.
import logging
import os
from pathlib import Path

from tools.voila_kernels import QuietTrustWarning, prepare_page

c = get_config()  # noqa: F821  (traitlets provides get_config in config files)

# The arcade's page template (tools/jupyter/voila/templates/hilltop): Voila's "lab" page, plus a
# friendly message when the kernel under an open page stops, and error pages in a child's words
# (unknown game, bad ?seed=) with a way back to the arcade.  Voila looks for templates on the
# Jupyter data path, read after this file runs: tools/jupyter goes first on it.
_OURS = str(Path(__file__).resolve().parent.parent / "jupyter")
_PATH = [p for p in os.environ.get("JUPYTER_PATH", "").split(os.pathsep) if p and p != _OURS]
os.environ["JUPYTER_PATH"] = os.pathsep.join([_OURS, *_PATH])
c.VoilaConfiguration.template = "hilltop"

# The prelaunch hook refuses an address with a bad ?seed= before a kernel starts (the error page
# says why).  Kernels of closed tabs.  1) Voila's page sends a shutdown beacon when it is left; it carries the
# _xsrf cookie, which render pages do not set by themselves (the beacon then got 403 and the
# kernel stayed): the same hook sets it, so a closed or reloaded tab frees its kernel at once.
c.VoilaConfiguration.prelaunch_hook = prepare_page
# 2) When no beacon comes (browser crash, killed tab, sleep), a kernel that no page has been
# connected to for 3 minutes is shut down, even if a game timer keeps it busy; the stock idle
# culler alone would never cull such a kernel.  A tab left open keeps its game however long a
# child thinks (cull_connected=False).
c.VoilaConfiguration.multi_kernel_manager_class = "tools.voila_kernels.ArcadeKernelManager"
c.ArcadeKernelManager.cull_disconnected_after = 180
c.MappingKernelManager.cull_idle_timeout = 180
c.MappingKernelManager.cull_interval = 30
c.MappingKernelManager.cull_connected = False
c.MappingKernelManager.cull_busy = False

# Children see the dashboard, not Python errors (the tests turn this on).
c.VoilaConfiguration.show_tracebacks = False

# jupytext's JupyterLab extension (installed for teachers who edit notebooks as text) breaks a
# Voila page's start-up ("the getter for the shared module is not a function"): the dashboards
# load every installed extension but that one.
c.VoilaConfiguration.extension_denylist = ["jupyterlab-jupytext"]

# An address the server has no page for at all (not even under /voila/) gets the arcade's "we
# can't find that game" page too, not the web framework's bare one.
from tools.voila_kernels import PageNotFound  # noqa: E402

c.Voila.tornado_settings = {"default_handler_class": PageNotFound}

# What `./hilltop run` shows a teacher: its own line with the arcade's address, then only what
# needs a grown-up (warnings and errors).  Voila's notes at start (where connection and static
# files are, a second, bare address) and a line per kernel are information only; to see them
# again: `./hilltop run --Voila.log_level=INFO`.
c.Voila.log_level = "WARN"
# "Notebook arcade.ipynb is not trusted" at every page: trust does not matter to Voila (see
# tools/voila_kernels.QuietTrustWarning).  Every other warning still shows.
logging.getLogger("Voila").addFilter(QuietTrustWarning())
# Each kernel warned at start that it talks to the server over TCP without encryption.  The server
# gives every kernel CurveZMQ keys (ipykernel's kernelspec says it takes them), so what a kernel
# and the server say to each other is encrypted and the warning has no cause any more.
c.KernelManager.transport_encryption = "auto"
