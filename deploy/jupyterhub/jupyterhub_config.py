# JupyterHub for a school: every child logs in and lands on the Hilltop arcade, served by Voila
# inside the child's own Jupyter server; servers nobody has used for a while are stopped.
#
# One machine:   jupyterhub -f deploy/jupyterhub/jupyterhub_config.py
# Kubernetes:    see values.yaml beside this file (Zero to JupyterHub); the same ideas, in Helm.
#
# Settings come from the environment so the same file serves a try-out and a school:
#   HILLTOP_HUB_URL         where the hub listens (default http://127.0.0.1:8000; a school puts a
#                           TLS-terminating proxy in front, or sets an https address and certificates)
#   HILLTOP_HUB_AUTH        "dummy" (any name, the shared password below: a try-out, a test) or
#                           "native" (accounts a teacher creates and approves: nativeauthenticator,
#                           installed separately) or "pam" (the machine's own users; the default)
#   HILLTOP_HUB_PASSWORD    the shared password with "dummy"
#   HILLTOP_HUB_SPAWNER     "simple" (every server runs as the hub's user, homes under the data
#                           folder: a try-out, a test) or "local" (each child a system user; default)
#   HILLTOP_HUB_DATA        where the hub keeps its database, cookie secret and the simple homes
#   HILLTOP_HUB_PROXY       the configurable-http-proxy command, if not on PATH
#   HILLTOP_HUB_IDLE        seconds before an unused server is stopped (default 1800)
#   HILLTOP_HUB_PYTHON      the Python that runs each child's server (default: the hub's)
import os
import sys
from pathlib import Path

c = get_config()  # noqa: F821  (traitlets provides get_config in config files)

REPO = Path(__file__).resolve().parents[2]
DATA = Path(os.environ.get("HILLTOP_HUB_DATA", REPO / ".cache" / "hub")).resolve()
DATA.mkdir(parents=True, exist_ok=True)
PYTHON = os.environ.get("HILLTOP_HUB_PYTHON", sys.executable)

c.JupyterHub.bind_url = os.environ.get("HILLTOP_HUB_URL", "http://127.0.0.1:8000")
c.JupyterHub.hub_ip = "127.0.0.1"
c.JupyterHub.db_url = f"sqlite:///{DATA / 'jupyterhub.sqlite'}"
c.JupyterHub.cookie_secret_file = str(DATA / "jupyterhub_cookie_secret")
c.ConfigurableHTTPProxy.pid_file = str(DATA / "proxy.pid")
if os.environ.get("HILLTOP_HUB_PROXY"):
    c.ConfigurableHTTPProxy.command = [os.environ["HILLTOP_HUB_PROXY"]]

# -- who may log in ------------------------------------------------------------------------------
auth = os.environ.get("HILLTOP_HUB_AUTH", "pam")
if auth == "dummy":
    c.JupyterHub.authenticator_class = "dummy"
    c.DummyAuthenticator.password = os.environ.get("HILLTOP_HUB_PASSWORD", "hilltop")
    c.Authenticator.allow_all = True
elif auth == "native":
    c.JupyterHub.authenticator_class = "native"   # accounts need a teacher's approval
    c.Authenticator.admin_users = {os.environ.get("HILLTOP_HUB_ADMIN", "teacher")}
else:
    c.Authenticator.allow_all = True               # every user of this machine

# -- each child's own server: Jupyter with Voila, opening on the arcade -------------------------------
server_args = [f"--ServerApp.root_dir={REPO}"]
if os.environ.get("HILLTOP_HUB_SPAWNER", "local") == "simple":
    c.JupyterHub.spawner_class = "simple"
    c.SimpleLocalProcessSpawner.home_dir_template = str(DATA / "homes" / "{username}")
    if os.geteuid() == 0:  # a container or CI machine running everything as root
        server_args.append("--allow-root")
c.Spawner.cmd = [PYTHON, "-m", "jupyterhub.singleuser"]
c.Spawner.notebook_dir = str(REPO)
# Voila runs as a server extension of each child's Jupyter server; its page is the child's home.
c.Spawner.default_url = "/voila/render/notebooks/dashboards/arcade.ipynb"
c.Spawner.environment = {
    "PYTHONPATH": str(REPO),  # the kernels import this checkout's kit and widgets
    # the arcade's pages as ./hilltop run shows them: its template (nothing loaded from outside
    # the server, a friendly message if a kernel stops), no Python errors, the arcade's kernel
    "JUPYTER_CONFIG_PATH": str(REPO / "server" / "jupyter_server_config"),
}
c.Spawner.args = server_args
c.Spawner.start_timeout = 120
c.Spawner.http_timeout = 60
c.Spawner.mem_limit = "400M"    # honoured by container spawners (Kubernetes); a Voila child takes ~90 MB

# -- stop servers nobody uses ------------------------------------------------------------------------
idle = int(os.environ.get("HILLTOP_HUB_IDLE", "1800"))
c.JupyterHub.services = [{
    "name": "idle-culler",
    "command": [sys.executable, "-m", "jupyterhub_idle_culler", f"--timeout={idle}", "--cull-every=60"],
}]
c.JupyterHub.load_roles = [{
    "name": "idle-culler",
    "scopes": ["list:users", "read:users:activity", "read:servers", "delete:servers"],
    "services": ["idle-culler"],
}]
