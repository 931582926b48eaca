# Voila configuration of the Hilltop arcade: `./hilltop run` and the tests' Voila servers load
# this file with --Voila.config_file_paths=server/voila_config (options given on the command line
# win over it: the tests shorten the timeouts that way).
# The repository root must be on the server's sys.path (./hilltop sets PYTHONPATH) for server.*.
import os
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

from server.arcade_pages import show_the_arcade_pages
from server.voila_kernels import check_pages_in_the_handler, kernel_transport
from server.warm_pools import BadWarmSetting, replace_warm_kernels_calmly, warm_kernel_pools

if TYPE_CHECKING:  # traitlets puts get_config in a config file's namespace when it runs it
    from traitlets.config import get_config

c = get_config()

# The arcade's pages: their template, no Python errors shown, nothing loaded from outside the
# server, the arcade's kernel (server/arcade_pages.py; JupyterHub and Binder use the same).
show_the_arcade_pages(c)

# Every page request is checked before a kernel is used: an address with a bad ?seed= is refused
# (the error page says why).  Kernels of closed tabs.  1) Voila's page sends a shutdown beacon
# when it is left; it carries the _xsrf cookie, which render pages do not set by themselves (the
# beacon then got 403 and the kernel stayed): the same check sets it, so a closed or reloaded tab
# frees its kernel at once.
check_pages_in_the_handler()
# The same check names the child (server.voila_kernels.name_the_child) in a request header the
# server writes itself; Voila gives it to the page's kernel as HTTP_X_HILLTOP_CHILD.
# The browser's languages go to the kernel too (HTTP_ACCEPT_LANGUAGE): a page without ?lang= is
# shown in the first language of the browser's that Hilltop has (kit/words.py choose).
c.VoilaConfiguration.http_header_envs = ["X-Hilltop-Child", "Accept-Language"]
# That cookie is signed with a secret kept on the teacher's machine, so a server started again
# still knows each child, and gives them back their games (the class server keeps its own with
# the class: server/class_room.py).
if not os.environ.get("HILLTOP_CLASS_ROOM"):
    from server.voila_kernels import kept_cookie_secret

    c.Voila.cookie_secret = kept_cookie_secret()
# 2) When no beacon comes (browser crash, killed tab, sleep), a kernel that no page has been
# connected to for 3 minutes is shut down, even if a game timer keeps it busy; the stock idle
# culler alone would never cull such a kernel.  A tab left open keeps its kernel however long a
# child thinks (cull_connected=False).  The times are chosen for memory, not to keep work: a
# child's game is kept on the server, and a page whose kernel was culled while its link was down
# comes back by itself to the same game (the page's script, server/jupyter/voila/templates).
c.VoilaConfiguration.multi_kernel_manager_class = "server.voila_kernels.ArcadeKernelManager"
c.ArcadeKernelManager.cull_disconnected_after = 180
c.MappingKernelManager.cull_idle_timeout = 180
c.MappingKernelManager.cull_interval = 30
c.MappingKernelManager.cull_connected = False
c.MappingKernelManager.cull_busy = False
# A kernel that dies under a page (killed, out of memory) is not started again empty: nothing
# could use it (the page's widgets were in the one that died).  The server tells the page its
# kernel is dead, and the page comes back by itself on a new kernel, to the child's kept game.
# Restarting it cost a kernel's start for nothing, and the page's leaving then stopped it half
# started, which wrote a Python fatal error in the teacher's terminal.
c.KernelRestarter.restart_limit = 0
# At most this many kernels at once, warm ones included (a warm kernel gives way to a page when
# the cap is reached); one page more gets the "this class is full, ask your teacher" page rather
# than a server out of memory.  ./hilltop class sets it from --size (server/class_room.py).
c.ArcadeKernelManager.max_kernels = 60

# An address the server has no page for at all (not even under /voila/) gets the arcade's "we
# can't find that game" page too, not the web framework's bare one.
from server.voila_kernels import PageNotFound  # noqa: E402

# A page's websocket message larger than this closes its connection (server/kernel_sockets.py).
from server.kernel_sockets import LARGEST_MESSAGE  # noqa: E402

from server.voila_kernels import log_request  # noqa: E402  (one line, not three, for a page's retry)

from server.page_words import small_page_words  # noqa: E402

# The error page's words (templates/hilltop/error.html) for a page Voila itself refuses: in the
# language the server's checks chose for the request, else the class's (--lang), else English.
c.Voila.tornado_settings = {"default_handler_class": PageNotFound, "websocket_max_message_size": LARGEST_MESSAGE,
                            "log_function": log_request,
                            "jinja_template_vars": {"hilltop_small_words": small_page_words(),
                                                    "hilltop_room_language": os.environ.get("HILLTOP_LANG", "")}}

# Kernels talk to the server over local sockets (files under the server's own temporary folder),
# not TCP ports on 127.0.0.1: nothing else on the machine can listen in, and the kernels stop
# warning, in every teacher's terminal, that TCP carries their messages unencrypted.  Where the
# temporary folder's name is too long for a socket's (a Mac's is), TCP with encryption instead:
# server.voila_kernels.kernel_transport says why.
for _trait, _value in kernel_transport(tempfile.gettempdir()).items():
    setattr(c.KernelManager, _trait, _value)


# "Notebook arcade.ipynb is not trusted": a notebook's trust only decides whether outputs stored
# in it may run scripts, and our dashboards store no outputs (tests/test_notebook_sources.py), so
# the warning asks a teacher to do something that changes nothing.  Only that one line is dropped.
import logging  # noqa: E402


class _TrustNotice(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        return not (record.msg == "Notebook %s is not trusted" or str(record.msg).endswith(_SAID_ONCE_ALREADY))


# A kernel that died is said in one line ("Kernel ... died, removing from map."), not three: the
# restarter's and the page socket's own lines about it say the same again.
_SAID_ONCE_ALREADY = ("KernelRestarter: restart failed", "restart failed", "kernel %s restarted failed!")


for _name in ("Voila", "ClassVoila"):  # (./hilltop class: server/class_room.py)
    logging.getLogger(_name).addFilter(_TrustNotice())


# Warm kernels: for each dashboard Voila keeps kernels that have already run the notebook's
# imports and wait for a child; a child who arrives takes one.  ?seed= still counts: the notebook
# reads the page's address only once a child asked for it (widgets.address.page_query).
# HILLTOP_WARM_KERNELS sets how many are kept per page (default 1, the arcade 2; 0 turns warming
# off), HILLTOP_WARM="war=30" more for the game a class is about to open (docs/teaching.md: "A whole class
# at once").  Taken kernels are replaced one at a time, once no page has been asked for during
# ArcadeKernelManager.refill_after_quiet seconds (3), not all at once while the class is arriving
# and clicking (server/warm_pools.py).
try:
    _warm = warm_kernel_pools(os.environ, Path(__file__).resolve().parents[2] / "notebooks" / "dashboards")
except BadWarmSetting as problem:
    print(f"hilltop: {problem}", file=sys.stderr)
    raise SystemExit(2) from None
c.VoilaConfiguration.preheat_kernel = bool(_warm)
if _warm:
    c.VoilaKernelManager.kernel_pools_config = _warm
    replace_warm_kernels_calmly()


# Ctrl+C stops the server however it was started: a server started from a script's background
# job inherits SIGINT ignored (the shell's rule for background jobs), and Python then never turns
# Ctrl+C (or `kill -INT`) into the KeyboardInterrupt on which Voila stops with its kernels.
import signal  # noqa: E402

if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)
