"""The kernel manager behind ``./hilltop run``: a closed tab never keeps its kernel for long.

Jupyter's stock culler (``MappingKernelManager.cull_idle_timeout``) shuts a kernel down only when
it has been *quiet* for the timeout.  A Hilltop table may run a timer on the kernel's event loop
(War's auto-play, the bots of the race games); every update it sends counts as activity, so the
kernel of a closed tab whose timer still runs never looks idle and is never culled.

This manager adds one rule to the stock ones: a kernel that no browser has been connected to for
``cull_disconnected_after`` seconds is shut down, busy or not.  A kernel whose page is open is
never culled (``cull_connected`` stays False) however long a child thinks.  The rule is checked
on the stock culler's clock (every ``cull_interval`` seconds, so it acts up to one interval
late); that clock only runs when ``cull_idle_timeout > 0``.

Standalone Voila takes it with::

    voila --VoilaConfiguration.multi_kernel_manager_class=tools.voila_kernels.ArcadeKernelManager \\
          --ArcadeKernelManager.cull_disconnected_after=180 \\
          --MappingKernelManager.cull_idle_timeout=180 --MappingKernelManager.cull_interval=30 ...

(the repository root must be on ``sys.path`` of the server, as ``./hilltop run`` arranges).
"""
from __future__ import annotations

import time

from jupyter_core.utils import ensure_async
from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
from traitlets import Integer


class ArcadeKernelManager(AsyncMappingKernelManager):
    cull_disconnected_after = Integer(
        180,
        config=True,
        help="Shut down a kernel once no browser has been connected to it for this many seconds, "
        "even if it is busy or a timer keeps it chatty (0: never).",
    )

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        # kernel id -> monotonic time at which a culler pass first saw it with no page connected
        self._alone_since: dict[str, float] = {}

    async def cull_kernels(self):
        for gone in set(self._alone_since) - set(self._kernels):
            del self._alone_since[gone]
        await super().cull_kernels()

    async def cull_kernel_if_idle(self, kernel_id):
        now = time.monotonic()
        if self._kernel_connections.get(kernel_id, 0) > 0:
            self._alone_since.pop(kernel_id, None)
        else:
            # Counting starts at the first pass that sees the kernel alone, so a page fetched but
            # never opened in a browser (no connection ever) loses its kernel as well.
            since = self._alone_since.setdefault(kernel_id, now)
            limit = self.cull_disconnected_after
            if limit > 0 and now - since >= limit:
                self.log.warning("Culling kernel %s: no page has been connected to it for %d s.",
                                 kernel_id, now - since)
                self._alone_since.pop(kernel_id, None)
                await ensure_async(self.shutdown_kernel(kernel_id))
                return
        await super().cull_kernel_if_idle(kernel_id)
