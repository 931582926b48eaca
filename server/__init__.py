"""The arcade's server: Voila (or a Jupyter server) configured to serve the dashboards to children.

Kernel pools kept warm, page templates compiled once, the arcade's own kernel and pages.  Started by
``./hilltop run`` (server/voila_config/voila.py), by Binder and by a JupyterHub child server
(server/jupyter_server_config/).
"""
