"""``./hilltop binder`` makes the Binder links from the git remote of the checkout it runs in, and
says what to do, in a teacher's words, when there is none to make them from.  The README holds no
placeholder address."""
from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from conftest import REPO
from tools.binder_links import ARCADE, START_HERE, NoBinderLinks, binder_links, github_repository

LAB = "https://mybinder.org/v2/gh/ada-school/hilltop-cards/HEAD?urlpath=lab%2Ftree%2Fnotebooks%2F00_start_here.ipynb"
PLAY = ("https://mybinder.org/v2/gh/ada-school/hilltop-cards/HEAD"
        "?urlpath=voila%2Frender%2Fnotebooks%2Fdashboards%2Farcade.ipynb")


def test_the_links_open_files_that_exist_and_binder_can_build():
    assert (REPO / START_HERE).is_file() and (REPO / ARCADE).is_file()
    assert (REPO / "binder" / "requirements.txt").is_file()
    assert "voila==" in (REPO / "binder" / "requirements.txt").read_text()  # serves voila/render/...
    assert binder_links("ada-school", "hilltop-cards") == {"lab": LAB, "arcade": PLAY}


def git(where: Path, *args: str) -> str:
    done = subprocess.run(["git", "-C", str(where), *args], capture_output=True, text=True, timeout=30,
                          stdin=subprocess.DEVNULL, check=True)
    return done.stdout


@pytest.fixture
def checkout(tmp_path) -> Path:
    """A scratch git repository holding this tree's ./hilltop and the script it runs for binder."""
    where = tmp_path / "hilltop"
    (where / "tools").mkdir(parents=True)
    shutil.copy2(REPO / "hilltop", where / "hilltop")
    shutil.copy2(REPO / "tools" / "binder_links.py", where / "tools" / "binder_links.py")
    git(where, "init", "-q")
    return where


def hilltop_binder(where: Path) -> subprocess.CompletedProcess:
    return subprocess.run([str(where / "hilltop"), "binder"], cwd=where, capture_output=True, text=True,
                          timeout=60, stdin=subprocess.DEVNULL)


@pytest.mark.parametrize("remote", [
    "https://github.com/ada-school/hilltop-cards.git",
    "https://github.com/ada-school/hilltop-cards",
    "https://github.com/ada-school/hilltop-cards/",
    "http://www.github.com/ada-school/hilltop-cards.git",
    "https://ada:ghp_secret123@github.com/ada-school/hilltop-cards.git",
    "git@github.com:ada-school/hilltop-cards.git",
    "git@github.com:ada-school/hilltop-cards",
    "ssh://git@github.com/ada-school/hilltop-cards.git",
    "ssh://git@ssh.github.com:443/ada-school/hilltop-cards.git",
])
def test_links_come_from_the_github_remote(checkout, remote):
    git(checkout, "remote", "add", "origin", remote)
    assert git(checkout, "remote", "get-url", "origin").strip() == remote
    done = hilltop_binder(checkout)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    assert "github.com/ada-school/hilltop-cards" in done.stdout
    links = re.findall(r"https://mybinder\.org/v2/\S+?(?=\)|\s|$)", done.stdout)
    assert set(links) == {LAB, PLAY}, done.stdout
    assert "secret" not in done.stdout


def test_a_new_remote_gives_new_links(checkout):
    git(checkout, "remote", "add", "origin", "git@github.com:ada-school/hilltop-cards.git")
    git(checkout, "remote", "set-url", "origin", "https://github.com/another-school/cards.git")
    done = hilltop_binder(checkout)
    assert done.returncode == 0, done.stderr
    assert "https://mybinder.org/v2/gh/another-school/cards/HEAD?urlpath=" in done.stdout
    assert "ada-school" not in done.stdout


@pytest.mark.parametrize("remote, says", [
    (None, 'no git remote called "origin"'),
    ("https://gitlab.com/ada-school/hilltop-cards.git", "not a GitHub repository"),
    ("https://ada:hunter2@gitlab.com/ada-school/hilltop-cards.git", "not a GitHub repository"),
    ("/srv/git/hilltop.git", "not a GitHub repository"),
    ("https://github.com/ada-school", "not a GitHub repository"),
    ("https://github.com.evil.example/ada-school/hilltop-cards", "not a GitHub repository"),
])
def test_no_github_remote_is_explained_and_no_link_is_made(checkout, remote, says):
    if remote:
        git(checkout, "remote", "add", "origin", remote)
    done = hilltop_binder(checkout)
    assert done.returncode == 1
    assert done.stdout == ""
    assert says in done.stderr and "./hilltop binder again" in done.stderr
    assert "Traceback" not in done.stderr and "mybinder.org/v2" not in done.stderr
    assert "hunter2" not in done.stderr


def test_a_copy_that_is_not_a_git_clone_is_explained(checkout):
    shutil.rmtree(checkout / ".git")
    done = hilltop_binder(checkout)
    assert done.returncode == 1 and done.stdout == ""
    assert "not cloned with git" in done.stderr and "Traceback" not in done.stderr


def test_the_parser_refuses_what_is_not_a_repository_address():
    with pytest.raises(NoBinderLinks):
        github_repository("github.com")
    assert github_repository(" git@github.com:a-b/c.d.git\n") == ("a-b", "c.d")


def test_the_readme_has_no_placeholder_and_says_how_to_get_the_links():
    text = (REPO / "README.md").read_text(encoding="utf-8")
    assert "OWNER" not in text and "mybinder.org/v2/gh/" not in text
    assert "./hilltop binder" in text
