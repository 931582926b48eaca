"""The Binder link of the repository this copy of Hilltop was cloned from.

``./hilltop binder`` runs this: it reads the git remote (``origin`` unless told otherwise) and
prints the link opening the arcade on mybinder.org.  (A Binder server is a child's server,
server/child_server.py: the arcade's pages and game notebooks only, so there is no JupyterLab link;
teachers read the guides in the repository or open the kit on their own computer.)  GitHub and GitLab addresses (https or ssh) get Binder's short forms; any
other https git address is passed to Binder whole.  Only the standard library is used: it runs
before any install.
"""
from __future__ import annotations

import argparse
import re
import subprocess
import sys
from urllib.parse import quote

BINDER = "https://mybinder.org/v2"
ARCADE = "voila/render/notebooks/dashboards/arcade.ipynb"

# host -> Binder's provider prefix for "owner/name" repositories
SHORT = {"github.com": "gh", "gitlab.com": "gl"}
FORMS = [
    re.compile(r"^https?://(?:[^@/]+@)?(?P<host>[^/:]+)/(?P<path>.+?)(?:\.git)?/?$"),
    re.compile(r"^ssh://(?:[^@/]+@)?(?P<host>[^/:]+)(?::\d+)?/(?P<path>.+?)(?:\.git)?/?$"),
    re.compile(r"^(?:[^@/]+@)?(?P<host>[^/:]+):(?P<path>[^/].*?)(?:\.git)?/?$"),  # git@host:owner/name
]


class NotPublished(ValueError):
    """There is no public address Binder could build from."""


def without_password(remote: str) -> str:
    """``remote`` with any user name, password or token taken out (``https://user:token@host/...``
    -> ``https://host/...``): the links are meant for a class page, and so are the messages."""
    return re.sub(r"^([a-z][a-z0-9+.-]*://)[^@/]+@", r"\1", remote.strip(), flags=re.I)


def binder_base(remote: str, ref: str = "HEAD") -> str:
    """The Binder address (without ``?urlpath``) of the repository at ``remote``."""
    remote = without_password(remote)
    for form in FORMS:
        m = form.match(remote)
        if m:
            host, path = m["host"].lower(), m["path"]
            break
    else:
        raise NotPublished(f"'{remote}' is not an address Binder can reach (it should start with "
                           "https:// or look like git@github.com:owner/hilltop.git)")
    if host in SHORT:
        if path.count("/") != 1:
            raise NotPublished(f"'{remote}' does not name one repository as owner/name")
        return f"{BINDER}/{SHORT[host]}/{path}/{quote(ref, safe='')}"
    url = f"https://{host}/{path}.git" if not remote.startswith("http") else remote
    return f"{BINDER}/git/{quote(url, safe='')}/{quote(ref, safe='')}"


def links(remote: str, ref: str = "HEAD") -> dict[str, str]:
    base = binder_base(remote, ref)
    return {"Arcade (the games, no code on screen)": f"{base}?urlpath={quote(ARCADE, safe='/')}"}


def git_remote(name: str) -> str:
    try:
        done = subprocess.run(["git", "remote", "get-url", name], capture_output=True, text=True)
    except FileNotFoundError:
        raise NotPublished("git is not installed on this computer, so Hilltop cannot read where it was "
                           "cloned from. Install git, then run ./hilltop binder again.") from None
    if done.returncode != 0 and "not a git repository" in done.stderr:
        raise NotPublished(
            "this copy of Hilltop was not cloned with git (it may have come as a zip file), so it "
            "cannot tell where it is published. Clone the kit from its public repository with git "
            "and run ./hilltop binder in that copy.")
    if done.returncode != 0:
        raise NotPublished(
            f"this copy of Hilltop has no git remote called '{name}', so there is no published "
            "repository to open on Binder. Push it to a public GitHub repository first "
            f"(git remote add {name} https://github.com/YOU/hilltop.git, then git push), "
            "or give the remote's name: ./hilltop binder --remote NAME")
    return done.stdout.strip()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="./hilltop binder", description=__doc__.split("\n\n")[0])
    parser.add_argument("--remote", default="origin", help="the git remote to use (default: origin)")
    parser.add_argument("--ref", default="HEAD",
                        help="branch, tag or commit to open (default: the repository's default branch)")
    args = parser.parse_args(argv)
    try:
        found = links(git_remote(args.remote), args.ref)
    except NotPublished as err:
        print(f"hilltop: {err}", file=sys.stderr)
        return 1
    for what, url in found.items():
        print(f"{what}:\n  {url}")
    print("Binder builds the kit the first time a link is opened (a few minutes); later visits start faster.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
