"""What a child's own Jupyter server serves: the arcade, and nothing else of the repository.

A child's server on JupyterHub (deploy/jupyterhub) and a Binder or repo2docker image
(binder/start) run the whole Jupyter server over this repository, which also holds the teachers'
guides (answer keys), the notebooks' sources and every tool.  ``lock_down`` makes it a child's
server (server/jupyter_server_config/ calls it unless the hub marked the server a teacher's):

- the contents the server hands out (``/files/``, ``/api/contents``, Voila's pages) are the
  dashboards and the game notebooks only, read-only; any other path is "not found", so neither
  ``notebooks/teachers/`` nor a listing of the repository is served; no checkpoint is made or
  restored either (no ``.ipynb_checkpoints`` folder);
- no terminals (``POST /api/terminals`` is refused), no JupyterLab or notebook editor: a child's
  pages are Voila's;
- no database address in the server's environment, so none in its kernels' either (a kernel gets
  a copy of its server's environment, and a child can run code in their own kernel).  On a hub
  the class results are reached through the hub's class-results service with the child's own
  token (class_store/service.py), never with a database password.
"""
from __future__ import annotations

import os
import posixpath
import stat
from pathlib import Path

from jupyter_server.files.handlers import FilesHandler
from jupyter_server.services.contents.largefilemanager import AsyncLargeFileManager
from tornado.web import HTTPError
from traitlets import default

# What a child needs: the pages of the arcade and the game notebooks they open.
CHILD_FOLDERS = ("notebooks/dashboards", "notebooks/games")
# Never in a child's server's environment (hence never in their kernels'): database addresses
# carry a password.
SECRET_VARIABLES = ("HILLTOP_CLASS_DB", "DATABASE_URL", "PGPASSWORD", "PGPASSFILE", "PGSERVICEFILE")
# The Jupyter server extensions a child's server runs without: editors and terminals.
NOT_FOR_CHILDREN = ("jupyterlab", "notebook", "jupyter_lsp", "jupyter_server_terminals", "jupytext",
                    "nbclassic")


# The teachers' guides (answer keys).  A child's server never serves them; on a hub where each
# child is a user of the machine, the child's own code reads whatever that user may read, so the
# hub also wants the folder closed to other users (deploy/jupyterhub/jupyterhub_config.py).
TEACHERS_FOLDER = "notebooks/teachers"


def open_to_every_user(folder: Path) -> bool:
    """Whether every user of this machine may list ``folder`` or reach the files in it."""
    return bool(folder.stat().st_mode & (stat.S_IROTH | stat.S_IXOTH))


def for_a_child(path: str) -> bool:
    """Whether ``path`` (relative to the server's root) is one of the arcade's pages or folders."""
    clean = posixpath.normpath("/" + (path or "").strip("/")).lstrip("/")
    if ".." in clean.split("/"):
        return False
    return any(clean == folder or clean.startswith(folder + "/") for folder in CHILD_FOLDERS)


def _refused(path: str):
    # "Not found", as for a path that does not exist: a child's server does not say what else
    # the repository holds.
    return HTTPError(404, f"No such file or directory: {path}")


class ArcadeContents(AsyncLargeFileManager):
    """The repository's contents as a child's server hands them out: the arcade's folders,
    read-only; every other path does not exist."""

    # /files/ through these contents (the file manager's own handler reads the disk directly)
    @default("files_handler_class")
    def _files_handler_class_default(self):
        return FilesHandler

    @default("files_handler_params")
    def _files_handler_params_default(self):
        return {"path": self.root_dir}   # (unused by FilesHandler, which reads through get())

    async def get(self, path, content=True, type=None, format=None, require_hash=False):
        if not for_a_child(path):
            raise _refused(path)
        return await super().get(path, content=content, type=type, format=format, require_hash=require_hash)

    async def dir_exists(self, path):
        return for_a_child(path) and await super().dir_exists(path)

    async def file_exists(self, path=""):
        return for_a_child(path) and await super().file_exists(path)

    async def save(self, model, path=""):
        raise HTTPError(403, "A child's server changes no files")

    async def delete_file(self, path):
        raise HTTPError(403, "A child's server changes no files")

    async def rename_file(self, old_path, new_path):
        raise HTTPError(403, "A child's server changes no files")

    async def copy(self, from_path, to_path=None):
        raise HTTPError(403, "A child's server changes no files")

    # Checkpoints are files too (.ipynb_checkpoints/ beside a notebook): the contents API makes and
    # restores them on request (POST .../checkpoints), which a page's script can send.
    async def create_checkpoint(self, path):
        raise HTTPError(403, "A child's server changes no files")

    async def restore_checkpoint(self, checkpoint_id, path):
        raise HTTPError(403, "A child's server changes no files")

    async def delete_checkpoint(self, checkpoint_id, path):
        raise HTTPError(403, "A child's server changes no files")

    async def list_checkpoints(self, path):
        return []


def lock_down(c) -> None:
    """Make the Jupyter server configured by ``c`` a child's server (see the module)."""
    c.ServerApp.contents_manager_class = ArcadeContents
    c.ServerApp.terminals_enabled = False
    c.ServerApp.jpserver_extensions = {name: False for name in NOT_FOR_CHILDREN}
    for name in SECRET_VARIABLES:
        os.environ.pop(name, None)
