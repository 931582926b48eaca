"""Past one machine: the JupyterHub set-up in deploy/jupyterhub/ tried for real.

A hub on 127.0.0.1 (dummy log-in, every server a local process), three children log in in their
own browser contexts, and each lands on their own Hilltop arcade, opens War and plays a card.
Their pages load nothing from outside the hub (the arcade's template, as ./hilltop run serves
it).  It needs configurable-http-proxy, which ./hilltop test installs from npm under .cache/: where
node is missing the test is skipped and says so.
"""
from __future__ import annotations

import os
import shutil
import sys

import pytest

from conftest import REPO, _children, free_port, scratch, server_process

pytestmark = pytest.mark.browser

CONFIG = REPO / "deploy" / "jupyterhub" / "jupyterhub_config.py"
PROXY = REPO / ".cache" / "hub-proxy" / "node_modules" / ".bin" / "configurable-http-proxy"
PASSWORD = "cards-for-everyone"
CHILDREN = ("ada", "ben", "cleo")
FLIP = ".hilltop-board .hb-button.hb-big"


class Hub(str):
    """The hub's address, with the pid of its process."""

    def __new__(cls, url: str, pid: int):
        made = super().__new__(cls, url)
        made.pid = pid
        return made


@pytest.fixture(scope="module")
def hub():
    if not PROXY.exists():
        if shutil.which("node") is None:
            pytest.skip("node is not installed here, so JupyterHub's proxy (configurable-http-proxy) cannot run")
        pytest.fail("configurable-http-proxy is missing from .cache/hub-proxy: run ./hilltop test (it installs it)")
    data = scratch() / "hub"
    data.mkdir(parents=True, exist_ok=True)
    port, hub_port, api_port = free_port(), free_port(), free_port()
    env = dict(os.environ, HILLTOP_HUB_URL=f"http://127.0.0.1:{port}", HILLTOP_HUB_AUTH="dummy",
               HILLTOP_HUB_PASSWORD=PASSWORD, HILLTOP_HUB_SPAWNER="simple", HILLTOP_HUB_DATA=str(data),
               HILLTOP_HUB_PROXY=str(PROXY), HILLTOP_HUB_PYTHON=sys.executable)
    command = [sys.executable, "-m", "jupyterhub", "-f", str(CONFIG),
               f"--JupyterHub.hub_bind_url=http://127.0.0.1:{hub_port}",
               f"--ConfigurableHTTPProxy.api_url=http://127.0.0.1:{api_port}"]
    base = f"http://127.0.0.1:{port}"
    with server_process(command, env=env, cwd=data, log_path=data / "hub.log", ready_url=base + "/hub/health",
                        what="the hub") as proc:
        yield Hub(base, proc.pid)


def test_three_children_each_get_their_own_arcade_and_play(hub, browser_page, screenshot):
    browser = browser_page.context.browser
    for name in CHILDREN:
        context = browser.new_context(viewport={"width": 1280, "height": 900})
        context.set_default_timeout(30_000)
        page = context.new_page()
        errors: list[str] = []
        outside: list[str] = []
        page.on("pageerror", lambda exc, errors=errors: errors.append(str(exc)))
        page.on("request", lambda r, outside=outside: None if r.url.startswith((hub, "data:", "blob:"))
                else outside.append(r.url))
        page.goto(hub + "/hub/login", wait_until="domcontentloaded")
        page.fill("#username_input", name)
        page.fill("#password_input", PASSWORD)
        page.click("#login_submit")
        # the hub starts the child's own server, then sends them to its default page: the arcade
        page.wait_for_url(f"**/user/{name}/voila/render/notebooks/dashboards/arcade.ipynb*", timeout=120_000)
        page.locator(".hilltop-arcade a.tile[href='war.ipynb']").click(timeout=60_000)
        page.wait_for_url(f"**/user/{name}/voila/render/notebooks/dashboards/war.ipynb*")
        page.locator(FLIP).wait_for(timeout=60_000)
        before = page.locator(".hb-info").text_content()
        page.locator(FLIP).click()
        page.wait_for_function("t => document.querySelector('.hilltop-board .hb-info').textContent !== t",
                               arg=before, timeout=15_000)
        if name == CHILDREN[0]:
            screenshot(page, "jupyterhub_war")
        assert not errors, errors
        # the arcade's own pages (server/jupyter_server_config): nothing from another site
        assert not outside, f"{name}'s pages asked for addresses outside the hub: {outside}"
        context.close()
    # three children, three servers of their own (the hub's child processes, one per name)
    servers = [cmd for _, cmd in _children(hub.pid) if "jupyterhub.singleuser" in cmd]
    assert len(servers) == len(CHILDREN), servers


def test_the_kubernetes_values_open_the_same_arcade():
    """values.yaml (Zero to JupyterHub) and jupyterhub_config.py send a child to the same page,
    and that page exists."""
    import yaml

    values = yaml.safe_load((REPO / "deploy" / "jupyterhub" / "values.yaml").read_text())
    url = values["singleuser"]["defaultUrl"]
    assert f'c.Spawner.default_url = "{url}"' in CONFIG.read_text()
    assert (REPO / url.removeprefix("/voila/render/")).exists()
    assert values["cull"]["enabled"] and values["singleuser"]["storage"]["type"] == "none"
