# JupyterHub for a school: every child logs in and lands on the Hilltop arcade, served by Voila
# inside the child's own Jupyter server; servers nobody has used for a while are stopped.
#
# One machine:   jupyterhub -f deploy/jupyterhub/jupyterhub_config.py
# Kubernetes:    see values.yaml beside this file (Zero to JupyterHub); the same ideas, in Helm.
#
# Who may do what (README.md beside this file says it for a school):
#   a child     their own server, which serves the arcade's pages and game notebooks only
#               (server/child_server.py: no teachers' guides, no terminal, no file listing, no
#               database address); adds results to an open class experiment of their class
#   a teacher   a member of the hub group "teachers": a full Jupyter server (JupyterLab, the
#               guides); starts, follows, resets, closes and downloads the class experiments
#   an admin    named in HILLTOP_HUB_ADMIN only: the hub's admin page
# The class results are kept by the class-results service (class_store/service.py), a process
# the hub starts and the only one that holds the database address; children and teachers reach
# it through the hub with their own tokens, and the scopes below say what each may do.
#
# Settings come from the environment so the same file serves a try-out and a school:
#   HILLTOP_HUB_URL         where the hub listens (default http://127.0.0.1:8000; a school puts a
#                           TLS-terminating proxy in front, or sets an https address and certificates)
#   HILLTOP_HUB_AUTH        "pam" (the machine's own users; the default) or "dummy" (a TRY-OUT:
#                           any name with one shared password, so anyone who knows it can log in
#                           as anyone, a teacher too); anything else stops the hub, saying so
#   HILLTOP_HUB_PASSWORD    the shared password with "dummy" (required: there is no default)
#   HILLTOP_HUB_ADMIN       the admins' names, separated by commas (none by default)
#   HILLTOP_HUB_TEACHERS    names of the "teachers" group, separated by commas (an admin can also
#                           manage the group on the hub's admin page)
#   HILLTOP_HUB_CLASSES     classes as hub groups, e.g. "4b:ada,ben,cleo,ms-lee;5a:dan" (optional;
#                           an experiment belongs to its teacher's classes; with none, to every child)
#   HILLTOP_HUB_SPAWNER     "local" (each child a system user of this machine; the default) or
#                           "simple" (every server runs as the hub's own user: for the tests only,
#                           as a child's code could then read the hub's files)
#   HILLTOP_HUB_DATA        where the hub keeps its database, cookie secret, the class results and
#                           the simple homes (made readable by the hub's user only)
#   HILLTOP_CLASS_DB        the class results' database (default: class.db in HILLTOP_HUB_DATA),
#                           given to the class-results service and to no user's server
#   HILLTOP_CLASS_SERVICE_PORT  the port of the class-results service on 127.0.0.1 (default 8090)
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
DATA.chmod(0o700)   # the hub's database, cookie secret and the class results: the hub's user only
PYTHON = os.environ.get("HILLTOP_HUB_PYTHON", sys.executable)
sys.path.insert(0, str(REPO))
from class_store.service import NAME as CLASS_SERVICE, scopes_for_jupyterhub  # noqa: E402


def names(variable):
    return {n.strip() for n in os.environ.get(variable, "").split(",") if n.strip()}


def refuse(why):
    """Stop the hub before it starts, saying why (a hub that starts unsafe is worse than none)."""
    raise SystemExit(f"Hilltop's hub will not start: {why}")


c.JupyterHub.bind_url = os.environ.get("HILLTOP_HUB_URL", "http://127.0.0.1:8000")
c.JupyterHub.hub_ip = "127.0.0.1"
c.JupyterHub.db_url = f"sqlite:///{DATA / 'jupyterhub.sqlite'}"
c.JupyterHub.cookie_secret_file = str(DATA / "jupyterhub_cookie_secret")
c.ConfigurableHTTPProxy.pid_file = str(DATA / "proxy.pid")
if os.environ.get("HILLTOP_HUB_PROXY"):
    c.ConfigurableHTTPProxy.command = [os.environ["HILLTOP_HUB_PROXY"]]

# -- who may log in ------------------------------------------------------------------------------
auth = os.environ.get("HILLTOP_HUB_AUTH") or "pam"
admins = names("HILLTOP_HUB_ADMIN")
c.Authenticator.admin_users = admins      # from here only, never from a log-in
if auth == "dummy":
    # A try-out: one shared password for every name.  Never without a password of one's own.
    if not os.environ.get("HILLTOP_HUB_PASSWORD"):
        refuse("HILLTOP_HUB_AUTH=dummy needs HILLTOP_HUB_PASSWORD, the try-out's shared password "
               "(there is no default password)")
    c.JupyterHub.authenticator_class = "dummy"
    c.DummyAuthenticator.password = os.environ["HILLTOP_HUB_PASSWORD"]
    c.Authenticator.allow_all = True
elif auth == "pam":
    c.Authenticator.allow_all = True               # every user of this machine
else:
    # Native sign-up (jupyterhub-nativeauthenticator) was offered here until its 1.3 answered 500
    # to every log-in, the admins' too, under JupyterHub 6 (which dropped the statsd client its
    # log-in page calls): it is not offered, rather than patched.
    refuse(f"HILLTOP_HUB_AUTH={auth!r} is not a log-in this recipe offers: use pam (the machine's own "
           "users) or dummy (a try-out); on Kubernetes, the school's accounts (values.yaml, OAuthenticator)")

# -- groups: the teachers, and classes -----------------------------------------------------------------
groups = {"teachers": {"users": sorted(names("HILLTOP_HUB_TEACHERS"))}}
for entry in os.environ.get("HILLTOP_HUB_CLASSES", "").split(";"):
    if ":" in entry:
        group, members = entry.split(":", 1)
        groups[group.strip()] = {"users": sorted({m.strip() for m in members.split(",") if m.strip()})}
c.JupyterHub.load_groups = groups


def is_teacher(spawner):
    return any(g.name == "teachers" for g in spawner.user.groups)


# -- each user's own server: Jupyter with Voila, opening on the arcade -------------------------------
if os.environ.get("HILLTOP_HUB_SPAWNER", "local") == "simple":
    # For tests only: every server runs as the hub's own user and could read the hub's files.
    c.JupyterHub.spawner_class = "simple"
    c.SimpleLocalProcessSpawner.home_dir_template = str(DATA / "homes" / "{username}")
else:
    # Each child a user of this machine: the code a child runs in their own server reads what that
    # user may read, whatever the server serves.  The answer keys must be closed to them first.
    from server.child_server import TEACHERS_FOLDER, open_to_every_user

    guides = REPO / TEACHERS_FOLDER
    if open_to_every_user(guides):
        refuse(f"the teachers' guides ({guides}) can be read by every user of this machine, so by "
               "the code a child runs in their own server. Give them to the teachers' group first: "
               f"sudo chgrp -R teachers {guides} && sudo chmod -R o-rwx {guides}")
c.Spawner.cmd = [PYTHON, "-m", "jupyterhub.singleuser"]
c.Spawner.notebook_dir = str(REPO)
# Voila runs as a server extension of each child's Jupyter server; its page is the child's home.
c.Spawner.default_url = "/voila/render/notebooks/dashboards/arcade.ipynb"
CLASS_SERVICE_URL = f"http://127.0.0.1:{int(os.environ.get('HILLTOP_CLASS_SERVICE_PORT', '8090'))}"
c.Spawner.environment = {
    "PYTHONPATH": str(REPO),  # the kernels import this checkout's kit and widgets
    # the arcade's pages as ./hilltop run shows them: its template (nothing loaded from outside
    # the server, a friendly message if a kernel stops), no Python errors, the arcade's kernel;
    # and a child's server serves nothing else (server/child_server.py)
    "JUPYTER_CONFIG_PATH": str(REPO / "server" / "jupyter_server_config"),
    # a teacher's server is a full Jupyter server; every other one is a child's
    "HILLTOP_SERVER_FOR": lambda spawner: "teachers" if is_teacher(spawner) else "children",
    # where the class panels find the class results: the service, asked with the user's own token
    "HILLTOP_CLASS_SERVICE_URL": f"{CLASS_SERVICE_URL}/services/{CLASS_SERVICE}/",
}
# Nothing else of the hub's environment reaches a user's server (JupyterHub passes only
# Spawner.env_keep: PATH, PYTHONPATH, LANG and the like), so HILLTOP_CLASS_DB stays with the hub.
c.Spawner.start_timeout = 120
c.Spawner.http_timeout = 60
c.Spawner.mem_limit = "400M"    # honoured by container spawners (Kubernetes); a Voila child takes ~90 MB
# The token each server gets ($JUPYTERHUB_API_TOKEN, which its kernels see): the user's own
# rights over the class results and their groups (which classes they are in), nothing more.
c.Spawner.server_token_scopes = [
    "users:activity!user", "access:servers!server", "read:users:groups!user",
    f"access:services!service={CLASS_SERVICE}", "custom:class-results:add", "custom:class-results:teach",
]

# -- the class results: a service the hub starts, holding the database -------------------------------------
CLASS_DB = os.environ.get("HILLTOP_CLASS_DB") or f"sqlite:///{DATA / 'class.db'}"
c.JupyterHub.custom_scopes = scopes_for_jupyterhub()
idle = int(os.environ.get("HILLTOP_HUB_IDLE", "1800"))
c.JupyterHub.services = [
    {
        "name": CLASS_SERVICE,
        "url": CLASS_SERVICE_URL,
        "command": [PYTHON, "-m", "class_store.service"],
        "environment": {"HILLTOP_CLASS_DB": CLASS_DB, "PYTHONPATH": str(REPO)},
        "cwd": str(DATA),
        "display": False,
    },
    # stop servers nobody uses
    {
        "name": "idle-culler",
        "command": [sys.executable, "-m", "jupyterhub_idle_culler", f"--timeout={idle}", "--cull-every=60"],
    },
]
c.JupyterHub.load_roles = [
    # every user: their own things, and a child's part in the class experiments
    {"name": "user", "scopes": ["self", f"access:services!service={CLASS_SERVICE}", "custom:class-results:add"]},
    # the teachers' group: the teacher's part as well
    {"name": "teacher", "description": "Runs class experiments",
     "scopes": [f"access:services!service={CLASS_SERVICE}", "custom:class-results:teach"], "groups": ["teachers"]},
    {"name": "idle-culler",
     "scopes": ["list:users", "read:users:activity", "read:servers", "delete:servers"],
     "services": ["idle-culler"]},
]
