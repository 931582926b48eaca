"""A teacher who opens a notebook in JupyterLab, runs it and saves it leaves nothing for git to
commit:
git's nbstripout filter (``./hilltop`` installs it, .gitattributes names it for every notebook)
keeps the outputs, execution counts and the run's ``language_info`` out of what git compares.

Checked in a scratch git repository with the same filter and .gitattributes, on a notebook saved
as JupyterLab saves one after a run (no JupyterLab started: the filter is what decides)."""
from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
NOTEBOOKS = sorted([*REPO.glob("notebooks/*.ipynb"), *REPO.glob("notebooks/*/*.ipynb"), *REPO.glob("tests/notebooks/*.ipynb")])


def notebook_filter() -> str:
    found = re.search(r"^NOTEBOOK_FILTER='([^']+)'", (REPO / "hilltop").read_text(encoding="utf-8"), re.M)
    assert found, "./hilltop has no NOTEBOOK_FILTER='...' line"
    return found.group(1)


def git(where: Path, *args: str) -> str:
    return subprocess.run(["git", *args], cwd=where, check=True, capture_output=True, text=True).stdout


@pytest.fixture
def scratch_repo(tmp_path):
    if shutil.which("git") is None:
        pytest.skip("git is not installed")
    git(tmp_path, "init", "-q")
    git(tmp_path, "config", "user.email", "teacher@example.org")
    git(tmp_path, "config", "user.name", "A teacher")
    git(tmp_path, "config", "filter.nbstripout.clean", notebook_filter())
    git(tmp_path, "config", "filter.nbstripout.smudge", "cat")
    (tmp_path / ".venv").symlink_to(REPO / ".venv")  # the filter runs the tree's own .venv
    shutil.copy(REPO / ".gitattributes", tmp_path / ".gitattributes")
    (tmp_path / ".gitignore").write_text(".venv\n")
    return tmp_path


def test_a_notebook_run_and_saved_in_jupyterlab_leaves_git_status_clean(scratch_repo):
    book = scratch_repo / "war.ipynb"
    shutil.copy(REPO / "notebooks" / "games" / "war.ipynb", book)
    git(scratch_repo, "add", "-A")
    git(scratch_repo, "commit", "-q", "-m", "as stored")
    assert git(scratch_repo, "status", "--porcelain") == ""
    nb = json.loads(book.read_text(encoding="utf-8"))
    # what JupyterLab writes after Run All and Save
    nb["metadata"]["language_info"] = {"name": "python", "version": "3.11.2", "mimetype": "text/x-python",
                                       "file_extension": ".py", "pygments_lexer": "ipython3",
                                       "codemirror_mode": {"name": "ipython", "version": 3},
                                       "nbconvert_exporter": "python"}
    for n, cell in enumerate(c for c in nb["cells"] if c["cell_type"] == "code"):
        cell["execution_count"] = n + 1
        cell["outputs"] = [{"output_type": "stream", "name": "stdout", "text": ["a result\n"]},
                           {"output_type": "display_data", "metadata": {},
                            "data": {"text/plain": ["Table()"], "application/vnd.jupyter.widget-view+json":
                                     {"model_id": "abc", "version_major": 2, "version_minor": 0}}}]
    nb["metadata"]["widgets"] = {"application/vnd.jupyter.widget-state+json": {"state": {}}}
    book.write_text(json.dumps(nb, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    # nothing for git to diff or commit.  (Plain `git status` still lists the file until `git add`,
    # because its size changed: git trusts a size change without running the filter.)
    assert git(scratch_repo, "diff") == "", "a run and a save show as a change to git"
    git(scratch_repo, "add", "-A")
    assert git(scratch_repo, "status", "--porcelain") == "", "a run and a save leave something to commit"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: str(p.relative_to(REPO)))
def test_every_notebook_is_stored_as_the_filter_leaves_it(path):
    """No stored notebook carries what the filter takes out (or git would show it changed as soon
    as the filter is installed)."""
    nb = json.loads(path.read_text(encoding="utf-8"))
    assert "language_info" not in nb["metadata"] and "widgets" not in nb["metadata"], path
    for cell in nb["cells"]:
        assert not cell.get("outputs") and cell.get("execution_count") is None, path


def jupyterlab_kernelspec() -> dict:
    """What JupyterLab writes in a notebook's header when it starts the python3 kernel of .venv."""
    from jupyter_client.kernelspec import KernelSpecManager

    spec = KernelSpecManager().get_kernel_spec("python3")
    return {"display_name": spec.display_name, "language": spec.language, "name": "python3"}


def saved_by_jupyterlab(path: Path) -> dict:
    """The metadata JupyterLab (with jupytext) saves for the notebook ``path`` and its twin."""
    import jupytext
    from jupytext.jupytext import drop_text_representation_metadata

    nb = jupytext.read(path.with_suffix(".py"))
    nb.metadata["kernelspec"] = jupyterlab_kernelspec()
    return dict(drop_text_representation_metadata(nb).metadata)


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: str(p.relative_to(REPO)))
def test_opening_a_notebook_in_jupyterlab_changes_no_header(path):
    """JupyterLab writes its kernel's name in the header of the notebook (and jupytext in its .py
    twin) and jupytext its own entry: a notebook stored with other words showed as changed as soon
    as a teacher opened it.  tests/test_jupyterlab_browser.py opens some in JupyterLab."""
    stored = json.loads(path.read_text(encoding="utf-8"))["metadata"]
    assert stored == saved_by_jupyterlab(path), (
        f"{path.name}: give it JupyterLab's kernel ({jupyterlab_kernelspec()['display_name']!r} in the .py "
        "header), then run .venv/bin/jupytext --sync on it")


def test_jupyterlab_saves_a_run_notebook_as_git_stores_it(scratch_repo):
    """A notebook saved with its outputs showed in `git status` (git trusts a size change without
    running the filter); the save hook ./hilltop names for .venv's JupyterLab writes what git stores."""
    from server.notebook_saves import save_as_git_stores

    book = scratch_repo / "war.ipynb"
    shutil.copy(REPO / "notebooks" / "games" / "war.ipynb", book)
    git(scratch_repo, "add", "-A")
    git(scratch_repo, "commit", "-q", "-m", "as stored")
    stored = book.read_bytes()
    nb = json.loads(stored)
    nb["metadata"]["language_info"] = {"name": "python", "version": "3.11.2"}
    for n, cell in enumerate(c for c in nb["cells"] if c["cell_type"] == "code"):
        cell["execution_count"] = n + 1
        cell["outputs"] = [{"output_type": "stream", "name": "stdout", "text": ["a result\n"]}]

    class Contents:  # the part of Jupyter's contents manager the hook reads
        root_dir = str(scratch_repo)

    model = {"type": "notebook", "content": nb}
    save_as_git_stores(model=model, path="war.ipynb", contents_manager=Contents())
    import nbformat

    with open(book, "w", encoding="utf-8") as out:  # as Jupyter's file manager writes a notebook
        nbformat.write(nbformat.from_dict(model["content"]), out)
    assert book.read_bytes() == stored
    assert git(scratch_repo, "status", "--porcelain") == ""
    # a notebook git does not filter is saved as it is
    (scratch_repo / ".gitattributes").write_text("")
    model = {"type": "notebook", "content": nb}
    save_as_git_stores(model=model, path="war.ipynb", contents_manager=Contents())
    assert any(c.get("outputs") for c in model["content"]["cells"])


def test_dot_venv_names_the_save_hook():
    """./hilltop puts server/jupyter_lab.json where .venv's Jupyter servers read it."""
    installed = REPO / ".venv" / "etc" / "jupyter" / "jupyter_server_config.json"
    assert installed.read_text() == (REPO / "server" / "jupyter_lab.json").read_text()
    assert "server.notebook_saves.save_as_git_stores" in installed.read_text()
