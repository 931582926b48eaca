"""The arcade inside a Jupyter server, as a Binder or repo2docker image serves it (the Kubernetes
set-up in deploy/jupyterhub uses such an image).

repo2docker runs ``binder/start`` before the image's Jupyter server.  Here a Jupyter server is
started the same way (through ``binder/start``, with nothing of ours on PYTHONPATH or the Jupyter
paths beforehand), and a child opens the arcade's Binder address in Chromium: the page is the
arcade's own (the same template as ``./hilltop run``), it loads nothing from outside the server,
War plays, and its kernel is the arcade's.  Before binder/start, such a page fetched Font Awesome
and MathJax from two CDNs, which a school's filter blocks.
"""
from __future__ import annotations

import os
import sys

import pytest

from conftest import REPO, _children, free_port, scratch, server_process
from jupyter_attacks import ENVIRONMENT, run_in_kernel, server_request

pytestmark = pytest.mark.browser

FLIP = ".hilltop-board .hb-button.hb-big"
# What a careless image would carry in its environment (the Kubernetes values once gave every
# child's server the class database's address): a child's server must not hand it to its kernels.
DB_WITH_PASSWORD = "postgresql+psycopg://hilltop:S3cretPW@127.0.0.1:1/hilltop"


@pytest.fixture(scope="module")
def jupyter_server():
    """``binder/start python -m jupyter server`` on 127.0.0.1, in a scratch HOME, without a token."""
    home = scratch() / "binder-home"
    home.mkdir(parents=True, exist_ok=True)
    port = free_port()
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "JUPYTER_PATH", "JUPYTER_CONFIG_PATH")}
    env.update(HOME=str(home), JUPYTER_CONFIG_DIR=str(home / ".jupyter"),
               JUPYTER_DATA_DIR=str(home / ".local/share/jupyter"),
               JUPYTER_RUNTIME_DIR=str(home / ".local/share/jupyter/runtime"),
               HILLTOP_CLASS_DB=DB_WITH_PASSWORD,
               # BinderHub names itself in the environment of each server it starts
               BINDER_LAUNCH_HOST="https://mybinder.org/")
    command = [str(REPO / "binder" / "start"), sys.executable, "-m", "jupyter", "server", "--no-browser",
               "--ServerApp.ip=127.0.0.1", f"--ServerApp.port={port}", "--ServerApp.token=",
               "--ServerApp.password=", f"--ServerApp.root_dir={REPO}"]
    if os.geteuid() == 0:  # a container or CI machine running everything as root
        command.append("--allow-root")
    base = f"http://127.0.0.1:{port}"
    with server_process(command, env=env, cwd=home, log_path=home / "server.log", ready_url=base + "/api/status",
                        what="the Jupyter server") as proc:
        proc.base = base
        yield proc


def test_the_binder_arcade_is_the_arcade_and_loads_nothing_from_outside(jupyter_server, browser_page, screenshot):
    from binder.links import ARCADE

    page = browser_page
    outside: list[str] = []
    errors: list[str] = []
    page.on("request", lambda r: None if r.url.startswith((jupyter_server.base, "data:", "blob:"))
            else outside.append(r.url))
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(f"{jupyter_server.base}/{ARCADE}", wait_until="domcontentloaded", timeout=90_000)
    page.locator(".hilltop-arcade a.tile[href='war.ipynb']").click(timeout=60_000)
    page.wait_for_url("**/voila/render/notebooks/dashboards/war.ipynb*")
    page.locator(FLIP).wait_for(timeout=60_000)
    before = page.locator(".hb-info").text_content()
    page.locator(FLIP).click()
    page.wait_for_function("t => document.querySelector('.hilltop-board .hb-info').textContent !== t",
                           arg=before, timeout=15_000)
    screenshot(page, "binder_war")
    assert not outside, f"the page asked for addresses outside the server: {outside}"
    assert not errors, errors
    # The arcade's template watches the page's kernel (a message if it stops) ...
    assert page.evaluate("() => document.documentElement.outerHTML.includes('hilltop-kernel-gone')")
    # ... and the page runs on the arcade's kernel (ipykernel without its debugger).
    kernels = [cmd for _, cmd in _children(jupyter_server.pid) if "kernel-" in cmd]
    assert kernels and all("server.arcade_kernel" in cmd for cmd in kernels), kernels


# -- a child's server on Binder: the arcade, and nothing else of the repository -----------------------
def open_arcade(page, server) -> None:
    from binder.links import ARCADE

    page.goto(f"{server.base}/{ARCADE}", wait_until="domcontentloaded", timeout=90_000)
    page.locator(".hilltop-arcade a.tile").first.wait_for(timeout=60_000)


def test_a_childs_server_hands_out_no_teachers_guide_and_no_listing(jupyter_server, browser_page):
    open_arcade(browser_page, jupyter_server)
    assert (REPO / "notebooks" / "teachers" / "war_odds.md").exists()
    for path in ("/files/notebooks/teachers/war_odds.md", "/api/contents/notebooks/teachers/war_odds.md",
                 "/api/contents/notebooks/teachers", "/api/contents", "/api/contents/notebooks",
                 "/files/pyproject.toml", "/files/notebooks/dashboards/../teachers/war_odds.md"):
        status, body = server_request(browser_page, "GET", path)
        assert status == 404, (path, status, body[:200])
        assert "Teacher's guide" not in body and "[project]" not in body, (path, body[:200])
    # what a child needs is still served: the arcade's folder and a game notebook
    assert server_request(browser_page, "GET", "/api/contents/notebooks/dashboards")[0] == 200
    assert server_request(browser_page, "GET", "/files/notebooks/games/war.ipynb")[0] == 200
    # and nothing can be written
    assert server_request(browser_page, "PUT", "/api/contents/notebooks/dashboards/mine.ipynb")[0] in (400, 403, 404)
    assert not (REPO / "notebooks" / "dashboards" / "mine.ipynb").exists()


def test_a_childs_server_opens_no_terminal(jupyter_server, browser_page):
    open_arcade(browser_page, jupyter_server)
    status, body = server_request(browser_page, "POST", "/api/terminals")
    assert status in (403, 404), (status, body[:200])
    assert server_request(browser_page, "GET", "/terminals/1")[0] in (403, 404)
    assert server_request(browser_page, "GET", "/lab")[0] == 404       # no JupyterLab either
    # the same page may start a kernel (the arcade needs one): the refusal above is not the XSRF check's
    kernel = server_request(browser_page, "POST", "/api/kernels")
    assert kernel[0] == 201, kernel
    import json

    assert server_request(browser_page, "DELETE", "/api/kernels/" + json.loads(kernel[1])["id"])[0] == 204


def test_a_childs_kernel_holds_no_database_address(jupyter_server, browser_page):
    open_arcade(browser_page, jupyter_server)
    printed = run_in_kernel(browser_page, ENVIRONMENT)
    assert '"HOME"' in printed           # the environment was printed ...
    assert "S3cretPW" not in printed and "HILLTOP_CLASS_DB" not in printed   # ... without the address


def test_on_binder_the_class_experiment_says_it_cannot_pool(jupyter_server, browser_page, screenshot):
    page = browser_page
    for query in ("", "?code=KT7-MAP"):     # said at once, and after a code is typed
        page.goto(f"{jupyter_server.base}/voila/render/notebooks/dashboards/class_experiment.ipynb{query}",
                  wait_until="domcontentloaded", timeout=90_000)
        page.wait_for_function("() => document.body.innerText.includes('a computer of your own')", timeout=60_000)
        text = page.locator(".hilltop-class").text_content()
        assert "cannot be put together here" in text and "no class experiment with the code" not in text
    screenshot(page, "binder_class_experiment")
