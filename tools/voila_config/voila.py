# Voila configuration of the Hilltop arcade: `./hilltop run` and the tests' Voila servers load
# this file with --Voila.config_file_paths=tools/voila_config (options given on the command line
# win over it: the tests shorten the timeouts that way).
# The repository root must be on the server's sys.path (./hilltop sets PYTHONPATH) for tools.*.
from tools.voila_kernels import set_xsrf_cookie

c = get_config()  # noqa: F821  (traitlets provides get_config in config files)

# Kernels of closed tabs.  1) Voila's page sends a shutdown beacon when it is left; it carries the
# _xsrf cookie, which render pages do not set by themselves (the beacon then got 403 and the
# kernel stayed): this hook sets it, so a closed or reloaded tab frees its kernel at once.
c.VoilaConfiguration.prelaunch_hook = set_xsrf_cookie
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
