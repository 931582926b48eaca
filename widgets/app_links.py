"""Links from a notebook to the children's apps: each dashboard as the Voila page a child uses.

In JupyterLab a link to ``dashboards/war.ipynb`` opens the dashboard's code, not the app.  The app
is the same file under the server's Voila address, ``<base_url>voila/render/<path from the
server's root>``: this module finds the Jupyter server that runs the kernel (its runtime file,
``jpserver-<pid>.json``, names its base URL and root folder), so the link is right wherever the
server was started and whatever its base URL (JupyterHub's ``/user/<name>/``).  Where no server
runs the kernel (a script, a test run by nbval), the link is the file itself, as before.
"""
from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Optional
from urllib.parse import quote


def kernel_server() -> Optional[dict]:
    """The runtime information (``base_url``, ``root_dir``...) of the Jupyter server that started
    this kernel, or None."""
    try:
        from jupyter_core.paths import jupyter_runtime_dir
    except ImportError:
        return None
    parent = os.environ.get("JPY_PARENT_PID") or str(os.getppid())
    try:
        found = sorted(Path(jupyter_runtime_dir()).glob("jpserver-*.json"))
    except OSError:
        return None
    for path in found:
        try:
            info = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        if str(info.get("pid")) == parent and info.get("root_dir"):
            return info
    return None


def app_link(notebook: Path, server: Optional[dict] = None) -> str:
    """The address of ``notebook`` as a Voila app on this kernel's server (a path from the site's
    root: JupyterLab opens it in a new tab), or ``notebook``'s own path when no server is known."""
    server = server if server is not None else kernel_server()
    if server:
        try:
            inside = Path(notebook).resolve().relative_to(Path(server["root_dir"]).resolve())
        except ValueError:
            inside = None
        if inside is not None:
            base = str(server.get("base_url") or "/")
            return base + ("" if base.endswith("/") else "/") + "voila/render/" + quote(inside.as_posix())
    return Path(notebook).as_posix()
