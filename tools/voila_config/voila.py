# Voila configuration of the Hilltop arcade: `./hilltop run` and the tests' Voila servers load
# this file with --Voila.config_file_paths=tools/voila_config (options given on the command line
# win over it: the tests shorten the timeouts that way).
# The repository root must be on the server's sys.path (./hilltop sets PYTHONPATH) for tools.*.
import os
from pathlib import Path

from tools.voila_kernels import prepare_page

c = get_config()  # noqa: F821  (traitlets provides get_config in config files)

# The arcade's page template (tools/jupyter/voila/templates/hilltop): Voila's "lab" page, plus a
# friendly message when the kernel under an open page stops, and error pages in a child's words
# (unknown game, bad ?seed=) with a way back to the arcade.  Voila looks for templates on the
# Jupyter data path, read after this file runs: tools/jupyter goes first on it.  So does the kernel
# spec there (tools/jupyter/kernels/python3): the pages' kernels start without ipykernel's
# debugger (tools/arcade_kernel.py says why).
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

# Kernels kept ready (tools/voila_kernels.py): HILLTOP_POOL="4" keeps 4 kernels started, with what
# every dashboard imports already imported, for the next pages whatever they are;
# "4,war=30" keeps 30 more ready for War (a class about to open it together).  "0": none.  A
# kernel that waits costs about 50 MiB; the pool refills, one kernel at a time, once no page has
# asked for a kernel for a second.
DEFAULT_POOL = "4"
from tools.voila_kernels import BadPool, parse_pool  # noqa: E402

try:
    _any, _per_page = parse_pool(os.environ.get("HILLTOP_POOL", DEFAULT_POOL))
except BadPool as problem:
    raise SystemExit(str(problem)) from None
c.ArcadeKernelManager.pool_size = _any
c.ArcadeKernelManager.dashboard_pools = _per_page

# Page templates are compiled once per server, not once per page (tools/voila_templates.py).
from tools.voila_templates import share_compiled_templates  # noqa: E402

share_compiled_templates()

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
