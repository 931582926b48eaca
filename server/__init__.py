"""The arcade's server: Voila (or a Jupyter server) configured to serve the dashboards to children.

Kernel pools kept warm, page templates compiled once, the arcade's own kernel and pages.  Started by
``./hilltop run`` (server/voila_config/voila.py), by Binder and by a JupyterHub child server
(server/jupyter_server_config/).

Voila's private parts.  Where Voila has a public setting we use it (``preheat_kernel``,
``kernel_pools_config``, ``prelaunch_hook``, ``template``).  For two things it has none, so we
wrap its private members: how warm kernels are replaced (``warm_pools.calm_pools`` overrides
the preheating kernel manager's ``_pools`` and ``_initialize``, and wraps
``voila.app.voila_kernel_manager_factory``), and when a warm kernel's page has connected
(``warm_pools`` reads ``RequestInfoSocketHandler._waiters``; ``voila_kernels`` reads ``_pools``
to count the kernels waiting).  They are tested with the Voila named in ``VOILA_TESTED``, the
version uv.lock pins: ``tests/test_warm_pools.py`` fails when another Voila is installed, so an
upgrade is a moment to check these members (``tests/test_warm_kernels_browser.py`` plays them).
"""

VOILA_TESTED = "0.5.13"
