"""Kernels kept ready (tools/voila_kernels.py, HILLTOP_POOL): a page is served by a kernel started
before it was asked for, and still gets what its address asks for (the same ?seed= deals the same
cards to the whole class).  The error pages and the culler are checked with the pool on in
test_dashboards_voila.py and test_smoke_voila.py."""
import asyncio
import json
import os
import re
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from jupyter_client.kernelspec import KernelSpecManager
from jupyter_client.manager import KernelManager

from benchmarks.classroom import Child
from conftest import DASHBOARDS, REPO, http_get
from tools.voila_kernels import BadPool, imports_of, parse_pool


def test_a_page_is_served_by_a_kernel_started_before_it_was_asked_for(voila_server):
    voila_server.wait_pool_full()
    before = voila_server.kernel_pids()
    assert before, "./hilltop run's default keeps some kernels ready"
    status, html = http_get(voila_server.url("war") + "?seed=4", timeout=120)
    assert status == 200
    kernel_id = json.loads(re.search(r'<script id="jupyter-config-data" type="application/json">\s*(\{.*?\})\s*</script>',
                                     html, re.S).group(1))["kernelId"]
    assert kernel_id in voila_server.pool_taken()
    assert f"Page war.ipynb got kernel {kernel_id}, kept ready for any dashboard" in voila_server.log()
    assert voila_server.kernel_pid(kernel_id) in before  # its process was there before the page
    voila_server.wait_pool_full()  # and the pool fills up again, with a kernel started after the page
    assert set(voila_server.kernel_pids()) - set(before)


async def _deal(base: str, query: str, flips: int = 4) -> tuple[str, list]:
    """A child opens War with ``query`` and flips ``flips`` times: (kernel id, each scene's rows)."""
    child = Child(0, base, "war", query)
    try:
        await child.open(timeout=120)
        board, scene = next(iter(child.boards.items()))
        seen = [scene["rows"]]
        for _ in range(flips):
            child.socket.write_message(child.click(board, scene, Child.pick(scene)))

            def new_scene(msg):
                data = msg.get("content", {}).get("data", {})
                if msg.get("content", {}).get("comm_id") == board and "scene" in data.get("state", {}):
                    return data["state"]["scene"]
                return None

            scene = await child.wait_for(new_scene, 60)
            seen.append(scene["rows"])
        return child.kernel_id, seen
    finally:
        child.leave()


def test_the_same_seed_deals_the_same_cards_from_kernels_kept_ready(voila_server):
    voila_server.wait_pool_full()

    async def three_children():
        return await asyncio.wait_for(asyncio.gather(*(_deal(voila_server.base_url, f"seed={seed}")
                                                       for seed in (5, 5, 6))), 300)

    # In a thread of its own: the browser tests' Playwright keeps an event loop in this one.
    with ThreadPoolExecutor(1) as thread:
        first, second, other = thread.submit(asyncio.run, three_children()).result()
    taken = voila_server.pool_taken()
    assert {first[0], second[0], other[0]} <= set(taken), "each page got a kernel kept ready"
    assert first[1] == second[1]  # the same battles, card for card
    assert first[1] != other[1]  # and another seed deals another game


def test_the_pool_setting_is_read_or_refused_in_plain_words():
    assert parse_pool("4") == (4, {})
    assert parse_pool(" 2, war=30 ,arcade.ipynb=3") == (2, {"war.ipynb": 30, "arcade.ipynb": 3})
    assert parse_pool("0") == (0, {}) and parse_pool("") == (0, {})
    for bad, words in [("four", "whole number"), ("war=-1", "whole number"), ("9999", "0 to 200"),
                       ("wa r=2", "not a dashboard name")]:
        with pytest.raises(BadPool, match=words):
            parse_pool(bad)


def test_a_kernel_kept_for_a_dashboard_runs_only_its_imports():
    code = imports_of(DASHBOARDS / "war.ipynb")
    assert code.splitlines() == ["from widgets.arcade import seed_from_page", "from widgets.war import war_dashboard"]


def test_pages_run_on_the_arcade_kernel(voila_server):
    """tools/jupyter/kernels/python3 (tools/arcade_kernel.py) is the kernel the server starts."""
    voila_server.wait_pool_full()
    commands = [Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0") for pid in voila_server.kernel_pids()]
    assert commands
    for command in commands:
        assert b"tools.arcade_kernel" in command and b"--HistoryManager.enabled=False" in command


def test_the_arcade_kernel_starts_without_the_debugger_and_plays():
    specs = KernelSpecManager(kernel_dirs=[str(REPO / "tools/jupyter/kernels")])
    km = KernelManager(kernel_name="python3", kernel_spec_manager=specs)
    km.start_kernel(cwd=str(DASHBOARDS), env=dict(os.environ, QUERY_STRING="seed=7"))
    try:
        kc = km.client()
        kc.start_channels()
        kc.wait_for_ready(timeout=120)
        got = []
        reply = kc.execute_interactive(
            "import sys\nfrom widgets.arcade import seed_from_page\nimport kit\n"
            "print(sorted(m for m in ('debugpy', 'pydevd', '_pydevd_bundle') if sys.modules.get(m)),"
            " seed_from_page(), len(kit.new_game('war', seed=seed_from_page()).legal_moves(0)))",
            timeout=120, output_hook=lambda msg: got.append(msg["content"].get("text", "")))
        kc.stop_channels()
    finally:
        km.shutdown_kernel(now=True)
    assert reply["content"]["status"] == "ok"
    assert "".join(got).split() == ["[]", "7", "1"]  # no debugger; the page's seed; a game to play
