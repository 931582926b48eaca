"""``./hilltop binder``: the Binder links of the GitHub repository this copy of the kit came from.

Binder (mybinder.org) builds a repository with binder/'s set-up and opens it in a browser, so a
class can use the kit with nothing installed.  Its links name the repository, so they are made
from this checkout's git remote ``origin`` (``git remote get-url origin``), in any of the forms
GitHub gives: ``https://github.com/OWNER/REPO(.git)``, ``git@github.com:OWNER/REPO(.git)``,
``ssh://git@github.com/OWNER/REPO(.git)``.  Two links: JupyterLab with the whole kit (opening on
notebooks/00_start_here.ipynb), and the arcade alone (Voila's server extension, which binder/
installs, serves ``voila/render/<path of the notebook>``).

Only the standard library: it runs with the machine's python3, before anything is installed.
Exit status 0 with the links; 1 with a message in a teacher's words when there is no remote to
make them from.
"""
from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path
from urllib.parse import quote

START_HERE = "notebooks/00_start_here.ipynb"
ARCADE = "notebooks/dashboards/arcade.ipynb"

# Owner and repository names GitHub allows: letters, digits, "-", "_" and "." (owners: no ".").
_NAME = r"(?P<owner>[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)/(?P<repo>[A-Za-z0-9._-]+?)"
_GITHUB = [
    # https://github.com/OWNER/REPO(.git)(/), with or without user:password@ or www.
    re.compile(rf"^(?:https?|git)://(?:[^@/]+@)?(?:www\.)?github\.com(?::\d+)?/{_NAME}(?:\.git)?/?$", re.I),
    # ssh://git@github.com(:22)/OWNER/REPO(.git)
    re.compile(rf"^ssh://(?:[^@/]+@)?(?:ssh\.)?github\.com(?::\d+)?/{_NAME}(?:\.git)?/?$", re.I),
    # git@github.com:OWNER/REPO(.git)   (scp-like, what GitHub's "SSH" tab gives)
    re.compile(rf"^(?:[^@/:]+@)?github\.com:/?{_NAME}(?:\.git)?/?$", re.I),
]


class NoBinderLinks(Exception):
    """Why no link can be made, in words a teacher can act on."""


def github_repository(remote: str) -> tuple[str, str]:
    """(owner, repository) of a GitHub remote address; NoBinderLinks for any other address."""
    remote = remote.strip()
    for form in _GITHUB:
        found = form.match(remote)
        if found and found["repo"] not in (".", ".."):
            return found["owner"], found["repo"]
    shown = re.sub(r"//[^@/]+@", "//", remote)  # never print a password or token
    raise NoBinderLinks(
        f"This copy of Hilltop comes from {shown}, which is not a GitHub repository.\n"
        "Binder links are made here only for the kit published on GitHub. Publish it there\n"
        "(or ask whoever gave you the kit for its GitHub address) and run ./hilltop binder again\n"
        "in a copy cloned from GitHub.")


def binder_links(owner: str, repo: str, ref: str = "HEAD") -> dict[str, str]:
    """The JupyterLab and arcade links of github.com/OWNER/REPO at ``ref`` (HEAD: its default
    branch)."""
    base = f"https://mybinder.org/v2/gh/{quote(owner)}/{quote(repo)}/{quote(ref, safe='')}"
    return {
        "lab": f"{base}?urlpath={quote('lab/tree/' + START_HERE, safe='')}",
        "arcade": f"{base}?urlpath={quote('voila/render/' + ARCADE, safe='')}",
    }


def origin_of(checkout: Path) -> str:
    """The address of the git remote ``origin`` of ``checkout``; NoBinderLinks when there is none."""
    try:
        done = subprocess.run(["git", "-C", str(checkout), "remote", "get-url", "origin"],
                              capture_output=True, text=True, timeout=30, stdin=subprocess.DEVNULL)
    except FileNotFoundError:
        raise NoBinderLinks(
            "git is not installed on this computer, so Hilltop cannot find out where it is\n"
            "published. Install git, then run ./hilltop binder again.") from None
    if done.returncode == 0 and done.stdout.strip():
        return done.stdout.strip()
    inside = subprocess.run(["git", "-C", str(checkout), "rev-parse", "--is-inside-work-tree"],
                            capture_output=True, text=True, timeout=30, stdin=subprocess.DEVNULL)
    if inside.returncode != 0:
        raise NoBinderLinks(
            "This copy of Hilltop was not cloned with git (it may have come as a zip file), so it\n"
            "cannot tell where it is published. Clone the kit from GitHub with git, then run\n"
            "./hilltop binder in that copy.")
    raise NoBinderLinks(
        "This copy of Hilltop has no address to publish from (no git remote called \"origin\").\n"
        "Put the kit on GitHub, then tell git where it is, for example:\n"
        "    git remote add origin https://github.com/YOUR-NAME/hilltop.git\n"
        "and run ./hilltop binder again.")


def main(argv: list[str]) -> int:
    checkout = Path(__file__).resolve().parent.parent
    try:
        owner, repo = github_repository(origin_of(checkout))
    except NoBinderLinks as why:
        print(f"hilltop binder: no Binder links.\n{why}", file=sys.stderr)
        return 1
    links = binder_links(owner, repo)
    print(f"Binder links for github.com/{owner}/{repo} (what is pushed to its default branch):\n")
    print("JupyterLab with the whole kit, opening on the start page (for teachers):")
    print(f"    {links['lab']}\n")
    print("The arcade on its own, games only, no code on screen (for children):")
    print(f"    {links['arcade']}\n")
    print("The first visit after a push waits while Binder builds the kit (a few minutes).")
    print("For a README, the same links as badges:\n")
    print(f"[![Open in JupyterLab](https://mybinder.org/badge_logo.svg)]({links['lab']})")
    print(f"[![Play in the arcade](https://img.shields.io/badge/play-the%20arcade-579aca)]({links['arcade']})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
