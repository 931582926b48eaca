"""JupyterLab saves a notebook of this repository as git stores it.

git's nbstripout filter (``./hilltop`` installs it; .gitattributes names it for every notebook)
keeps outputs, execution counts and the run's ``language_info`` out of what git stores.  That keeps
``git diff`` empty after a run, but not ``git status``: git trusts a file whose size changed to be
changed without running the filter, so every notebook a teacher ran and saved (JupyterLab autosaves
every two minutes) showed as modified, and the next ``git pull`` refused to go on.

``save_as_git_stores`` is a Jupyter server pre-save hook (``ContentsManager.pre_save_hook``; ./hilltop
names it in .venv's Jupyter configuration, server/jupyter_lab.json): before a notebook is written it
runs the very filter git would run on that file, so the file on disk is what git stores.  A
notebook git does not filter (outside a git repository, or without the filter) is saved as it is.
The outputs stay on the teacher's screen until the notebook is closed; only the file holds none.
"""
from __future__ import annotations

import json
import shlex
import subprocess
from pathlib import Path
from typing import Any, Optional

TIMEOUT = 60  # s: the filter starts a Python; a busy machine takes a few seconds


def _git(where: Path, *args: str) -> Optional[str]:
    try:
        done = subprocess.run(["git", *args], cwd=where, capture_output=True, text=True, timeout=TIMEOUT)
    except (OSError, subprocess.SubprocessError):
        return None
    return done.stdout.strip() if done.returncode == 0 else None


def clean_command(file: Path) -> Optional[tuple[str, Path]]:
    """The clean filter git runs on ``file`` and the top of its working tree, or None."""
    where = file.parent
    if not where.is_dir():
        return None
    attribute = _git(where, "check-attr", "filter", "--", file.name)  # "war.ipynb: filter: nbstripout"
    name = attribute.rsplit(": ", 1)[-1] if attribute else ""
    if name in ("", "unspecified", "unset", "set"):
        return None
    command = _git(where, "config", "--get", f"filter.{name}.clean")
    top = _git(where, "rev-parse", "--show-toplevel")
    return (command, Path(top)) if command and top else None


def save_as_git_stores(model: dict, path: str, contents_manager: Any, **_: Any) -> None:
    """Put ``model``'s notebook through git's clean filter for its file (in place)."""
    if model.get("type") != "notebook" or not isinstance(model.get("content"), dict):
        return
    root = getattr(contents_manager, "root_dir", None)
    if not root:
        return
    file = Path(root, path.strip("/"))
    found = clean_command(file)
    if found is None:
        return
    command, top = found
    text = json.dumps(model["content"], ensure_ascii=False)
    # git runs a filter with the shell, from the top of the working tree, "%f" naming the file
    command = command.replace("%f", shlex.quote(str(file.relative_to(top)) if file.is_relative_to(top) else file.name))
    done = subprocess.run(command, shell=True, cwd=top, input=text, capture_output=True, text=True,
                          timeout=TIMEOUT)
    if done.returncode != 0 or not done.stdout.strip():
        raise RuntimeError(f"git's filter for {path} failed: {done.stderr.strip()[-500:]}")
    model["content"] = json.loads(done.stdout)
