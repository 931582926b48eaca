"""Warm kernels (server/voila_config/voila.py): Voila runs a dashboard's imports before any child
asks for it, and a child who arrives takes the warm kernel.  What children had before must still
hold: ``?seed=`` deals that game (the notebook reads the address only once the child asked), a
bad seed gets the friendly page, and a tab that is left frees its kernel at once.

A taken kernel is replaced one at a time, once no page has been asked for during a few seconds
(server/warm_pools.py), and a child never waits for a replacement.

The server here keeps two warm War kernels and one warm arcade (HILLTOP_WARM="war=2,arcade=1",
no others); the other tests serve without warm kernels (tests/conftest.py)."""
from __future__ import annotations

import re

import pytest

import kit
from test_war_browser import FLIP, shown_codes
from server.warm_pools import BadWarmSetting, warm_kernel_pools

from conftest import DASHBOARDS, http_get

USED = re.compile(r"Using pre-heated kernel: (\S+) for war\.ipynb")
WARMING = "Warming a kernel for war.ipynb"
WARM = re.compile(r"Warm kernels for war\.ipynb: (\d+) of (\d+) ready")


# ------------------------------------------------------------------ the setting ----------------
def test_every_dashboard_keeps_one_warm_kernel_and_the_arcade_two():
    pools = warm_kernel_pools({}, DASHBOARDS)
    pages = {p.name for p in DASHBOARDS.glob("*.ipynb")}
    assert set(pools) == pages | {"default"} and pools["default"] == {"pool_size": 0}
    assert pools["arcade.ipynb"] == {"pool_size": 2}
    assert all(pools[p] == {"pool_size": 1} for p in pages - {"arcade.ipynb"})


def test_a_class_warms_the_game_it_is_about_to_open():
    pools = warm_kernel_pools({"HILLTOP_WARM_KERNELS": "0", "HILLTOP_WARM": "war=30, go_fish.ipynb=5"}, DASHBOARDS)
    assert {p: v["pool_size"] for p, v in pools.items() if v["pool_size"]} == {"war.ipynb": 30, "go_fish.ipynb": 5}
    assert warm_kernel_pools({"HILLTOP_WARM_KERNELS": "0"}, DASHBOARDS) == {}  # warming off


@pytest.mark.parametrize("env, says", [
    ({"HILLTOP_WARM_KERNELS": "two"}, "whole number"),
    ({"HILLTOP_WARM_KERNELS": "-1"}, "whole number"),
    ({"HILLTOP_WARM_KERNELS": "5000"}, "0 to 200"),
    ({"HILLTOP_WARM": "chess=3"}, "the pages are: "),
    ({"HILLTOP_WARM": "war:30"}, "name=number"),
    ({"HILLTOP_WARM": "war=lots"}, "warm kernels for war"),
])
def test_a_bad_setting_says_what_is_wrong(env, says):
    with pytest.raises(BadWarmSetting, match=says):
        warm_kernel_pools(env, DASHBOARDS)


# ------------------------------------------------------------------ a warm server --------------
def war_pool_full(server, size: int, timeout: float = 120) -> str:
    """Wait (bounded) until every War kernel taken so far has been replaced and is warm: the
    server has warmed ``size`` plus one per page that took one, and says the pool is full.
    Returns the log."""
    def filled() -> str | None:
        log = server.log()
        warmed = WARM.findall(log)
        full = (log.count(WARMING) == len(warmed) == size + len(USED.findall(log))
                and warmed[-1] == (str(size), str(size)))
        return log if full else None

    return server.wait_for(filled, timeout, "the War pool was not filled again")


@pytest.fixture(scope="module")
def warm_server(voila_launcher):
    server = voila_launcher(warm="war=2,arcade=1", ArcadeKernelManager__refill_after_quiet=1)
    war_pool_full(server, 2)
    return server


def first_battle(seed: int) -> list[str]:
    g = kit.new_game("war", players=2, seed=seed)
    for p in g.to_act:
        g.play(p, g.legal_moves(p)[0])
    return sorted(c for c in re.findall(r"\b[2-9TJQKA][SHDC]\b", str(g.view(None))))


def flip_once(page) -> list[str]:
    info = page.locator(".hb-info").text_content()
    page.locator(FLIP).click()
    page.wait_for_function("t => document.querySelector('.hilltop-board .hb-info').textContent !== t",
                           arg=info, timeout=15_000)
    return sorted(c for c in shown_codes(page) if c != "back")


@pytest.mark.browser
def test_a_warm_kernel_deals_the_game_the_link_names(warm_server, _browser):
    assert first_battle(11) != first_battle(12)  # two different deals
    for seed in (11, 11, 12):
        used = len(USED.findall(war_pool_full(warm_server, 2)))
        context = _browser.new_context(viewport={"width": 1280, "height": 900})
        try:
            page = context.new_page()
            page.goto(warm_server.url("war") + f"?seed={seed}", wait_until="domcontentloaded", timeout=90_000)
            page.locator(FLIP).wait_for(timeout=60_000)
            assert len(USED.findall(warm_server.log())) == used + 1, "the page did not get a warm kernel"
            assert flip_once(page) == first_battle(seed), f"seed {seed} was not the deal"
        finally:
            context.close()


def test_taken_kernels_are_replaced_one_at_a_time(warm_server):
    used = len(USED.findall(war_pool_full(warm_server, 2)))
    for seed in (21, 22):  # both warm kernels are taken
        status, text = http_get(warm_server.url("war") + f"?seed={seed}")
        assert status == 200 and "Traceback" not in text
    before = war_pool_full(warm_server, 2)
    assert len(USED.findall(before)) == used + 2
    # The replacements: each started only once the one before it was warm.
    after_the_pages = before[before.rindex("Using pre-heated kernel"):]
    lines = [line for line in after_the_pages.splitlines() if WARMING in line or WARM.search(line)]
    assert len(lines) == 4 and [WARMING in line for line in lines] == [True, False, True, False], lines


def test_a_child_never_waits_for_a_replacement(voila_launcher):
    """With replacements held back (no 10 minutes without a page here), the second child gets a
    kernel of their own at once.  (Voila alone would have begun a replacement a second after the
    first child and handed it to the second, who would have waited for it.)"""
    server = voila_launcher(warm="war=1", ArcadeKernelManager__refill_after_quiet=600)
    war_pool_full(server, 1)
    for seed in (31, 32):
        status, text = http_get(server.url("war") + f"?seed={seed}")
        assert status == 200 and "Traceback" not in text
    log = server.log()
    assert len(USED.findall(log)) == 1, "the second child did not get a kernel of their own"
    assert log.count(WARMING) == 1, "a replacement was warmed while children were arriving"


def test_a_bad_seed_is_refused_without_taking_a_warm_kernel(warm_server):
    used = len(USED.findall(warm_server.log()))
    status, text = http_get(warm_server.url("war") + "?seed=seven")
    assert status == 400 and "should be a whole number" in text and "arcade" in text
    assert len(USED.findall(warm_server.log())) == used


@pytest.mark.browser
def test_leaving_a_page_frees_its_warm_kernel_at_once(warm_server, browser_page):
    page = browser_page
    page.goto(warm_server.url("war") + "?seed=3", wait_until="domcontentloaded", timeout=90_000)
    page.locator(FLIP).wait_for(timeout=60_000)
    kernel = USED.findall(warm_server.log())[-1]
    page.goto("about:blank")
    # within 30 s: the culler would need 180 s, so this is the page's beacon
    warm_server.wait_for(lambda: f"Kernel shutdown: {kernel}" in warm_server.log(), 30,
                         "the warm kernel stayed after its page was left")


def test_pages_run_on_the_arcade_kernel_without_its_debugger(warm_server):
    """server/jupyter/kernels/python3 (server/arcade_kernel.py) is the kernel the server starts: the
    warm kernels are its processes, with no input history."""
    # the command lines as read when the kernels were found: one shutting down after the test
    # before (a page left) may end a moment later, and its /proc entry is then empty or gone
    commands = warm_server.kernel_commands()
    assert commands
    for command in commands.values():
        assert "server.arcade_kernel" in command.split() and "--HistoryManager.enabled=False" in command.split()


def test_the_arcade_kernel_starts_without_the_debugger_and_plays():
    import os

    from jupyter_client.kernelspec import KernelSpecManager
    from jupyter_client.manager import KernelManager

    from conftest import REPO

    specs = KernelSpecManager(kernel_dirs=[str(REPO / "server/jupyter/kernels")])
    km = KernelManager(kernel_name="python3", kernel_spec_manager=specs)
    path = os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")]))
    km.start_kernel(cwd=str(DASHBOARDS), env=dict(os.environ, QUERY_STRING="seed=7", PYTHONPATH=path))
    try:
        kc = km.client()
        kc.start_channels()
        kc.wait_for_ready(timeout=120)
        got: list[str] = []
        kc.execute_interactive(
            "import sys\nfrom widgets.arcade import seed_from_page\nimport kit\n"
            "print(sorted(m for m in ('debugpy', 'pydevd', '_pydevd_bundle') if sys.modules.get(m)),"
            " seed_from_page(), len(kit.new_game('war', seed=seed_from_page()).legal_moves(0)))",
            timeout=120, output_hook=lambda msg: got.append(msg["content"].get("text", "")))
        kc.stop_channels()
    finally:
        km.shutdown_kernel(now=True)
    assert "".join(got).split() == ["[]", "7", "1"]
