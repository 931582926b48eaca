"""`./hilltop binder` prints the Binder link of the repository this copy was cloned from."""
from __future__ import annotations

import subprocess
import sys

import pytest

from conftest import REPO

sys.path.insert(0, str(REPO / "binder"))
import links as binder_links  # noqa: E402

GH = "https://mybinder.org/v2/gh/someschool/hilltop/HEAD"


@pytest.mark.parametrize("remote", [
    "https://github.com/someschool/hilltop.git",
    "https://github.com/someschool/hilltop",
    "https://github.com/someschool/hilltop/",
    "git@github.com:someschool/hilltop.git",
    "ssh://git@github.com/someschool/hilltop.git",
    "https://token@github.com/someschool/hilltop.git",
])
def test_every_form_of_a_github_address_gives_the_same_links(remote):
    found = binder_links.links(remote)
    assert list(found.values()) == [
        f"{GH}?urlpath=voila/render/notebooks/dashboards/arcade.ipynb",
    ]


def test_gitlab_and_other_hosts():
    assert binder_links.binder_base("git@gitlab.com:a-school/hilltop.git") == \
        "https://mybinder.org/v2/gl/a-school/hilltop/HEAD"
    assert binder_links.binder_base("https://git.example.org/maths/hilltop.git", ref="main") == \
        "https://mybinder.org/v2/git/https%3A%2F%2Fgit.example.org%2Fmaths%2Fhilltop.git/main"


@pytest.mark.parametrize("remote", ["/srv/git/hilltop.git", "../hilltop", "https://github.com/just-an-owner"])
def test_an_address_binder_cannot_reach_is_refused_with_a_reason(remote):
    with pytest.raises(binder_links.NotPublished, match="Binder|repository"):
        binder_links.binder_base(remote)


@pytest.fixture
def clone(tmp_path):
    where = tmp_path / "hilltop"
    subprocess.run(["git", "clone", "-q", "--no-checkout", str(REPO), str(where)], check=True)
    # just the two files the command needs, as they are in this working copy
    (where / "binder").mkdir()
    (where / "hilltop").write_bytes((REPO / "hilltop").read_bytes())
    (where / "binder" / "links.py").write_bytes((REPO / "binder" / "links.py").read_bytes())
    (where / "hilltop").chmod(0o755)
    return where


def run_binder(where, *args):
    return subprocess.run([str(where / "hilltop"), "binder", *args], capture_output=True, text=True, timeout=60,
                          stdin=subprocess.DEVNULL)


def test_hilltop_binder_reads_the_clones_remote(clone):
    subprocess.run(["git", "-C", str(clone), "remote", "set-url", "origin", "git@github.com:someschool/hilltop.git"],
                   check=True)
    done = run_binder(clone)
    assert done.returncode == 0, done.stderr
    assert "urlpath=lab" not in done.stdout   # a Binder server is a child's: no JupyterLab
    assert f"{GH}?urlpath=voila/render/notebooks/dashboards/arcade.ipynb" in done.stdout


def test_hilltop_binder_without_a_remote_says_what_to_do(clone):
    subprocess.run(["git", "-C", str(clone), "remote", "remove", "origin"], check=True)
    done = run_binder(clone)
    assert done.returncode == 1 and not done.stdout
    assert "no git remote called 'origin'" in done.stderr and "git push" in done.stderr


@pytest.mark.parametrize("remote", [
    "https://oauth2:glpat-s3cret@git.example.org/maths/hilltop.git",
    "https://teacher:s3cret@github.com/someschool/hilltop.git",
    "https://s3cret@gitlab.com/a-school/hilltop.git",
])
def test_a_password_or_token_in_the_remote_never_reaches_a_link(remote):
    """A teacher who cloned with a token in the address would paste the links on a class page."""
    found = binder_links.links(remote)
    assert all("s3cret" not in url and "%40" not in url for url in found.values()), found


def test_an_unusable_address_is_shown_without_its_password():
    with pytest.raises(binder_links.NotPublished) as refused:
        binder_links.binder_base("ftp://teacher:s3cret@files.example.org/hilltop")
    assert "s3cret" not in str(refused.value)


def test_a_copy_that_is_not_a_git_clone_says_so(tmp_path):
    """A kit downloaded as a zip file has no .git: the message says so, not 'push it first'."""
    where = tmp_path / "hilltop-main"
    (where / "binder").mkdir(parents=True)
    (where / "hilltop").write_bytes((REPO / "hilltop").read_bytes())
    (where / "hilltop").chmod(0o755)
    (where / "binder" / "links.py").write_bytes((REPO / "binder" / "links.py").read_bytes())
    done = run_binder(where)
    assert done.returncode == 1 and not done.stdout
    assert "not cloned with git" in done.stderr and "Traceback" not in done.stderr


def test_without_git_installed_the_message_says_so(monkeypatch):
    def no_git(*args, **kwargs):
        raise FileNotFoundError("git")

    monkeypatch.setattr(binder_links.subprocess, "run", no_git)
    with pytest.raises(binder_links.NotPublished, match="git is not installed"):
        binder_links.git_remote("origin")
