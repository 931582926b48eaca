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

pytestmark = pytest.mark.browser

FLIP = ".hilltop-board .hb-button.hb-big"


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
               JUPYTER_RUNTIME_DIR=str(home / ".local/share/jupyter/runtime"))
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
