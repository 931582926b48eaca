"""A seeded game of Go Fish played to its end by clicks in standalone Voila (bounded time).

Uses the shared ``voila_server`` / ``browser_page`` fixtures when tests/conftest.py provides them;
until then it starts its own Voila server and headless Debian chromium."""
import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SEED = 5  # a 3-player game the child (clicking the first choices) finishes in about 20 clicks
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def go_fish_url(tmp_path_factory):
    port = _free_port()
    home = tmp_path_factory.mktemp("voila-home")
    env = dict(os.environ, PYTHONPATH=str(ROOT), HOME=str(home), HILLTOP_SEED=str(SEED))
    voila = Path(sys.executable).with_name("voila")
    proc = subprocess.Popen([str(voila), str(ROOT / "notebooks" / "dashboards"), "--no-browser",
                             f"--port={port}", "--Voila.ip=127.0.0.1"], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(150):
            try:
                urllib.request.urlopen(base, timeout=1)
                break
            except OSError:
                time.sleep(0.2)
        else:
            pytest.fail("Voila did not start")
        yield f"{base}/voila/render/go_fish.ipynb"
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()


@pytest.mark.browser
def test_play_a_seeded_game_of_go_fish_to_the_end_by_clicks(go_fish_url):
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
        try:
            page = browser.new_page()
            page.goto(go_fish_url, timeout=60_000)
            page.wait_for_selector(".hilltop-board .hb-status", timeout=60_000)
            assert page.locator('.hilltop-board svg[data-card="back"]').count() >= 3  # the others' hands, the pond
            clicks = 0
            deadline = time.time() + 40
            while time.time() < deadline:
                if page.locator(".hilltop-board .hb-banner").count():
                    break
                before = page.locator(".hilltop-board").inner_text()
                ask = page.locator(".hilltop-board .hb-buttons button[data-action]:not([disabled])")
                target = page.locator('.hilltop-board [data-zone^="seat-"][data-action]')
                (ask if ask.count() else target).first.click()
                clicks += 1
                page.wait_for_function("t => document.querySelector('.hilltop-board').innerText !== t", arg=before,
                                       timeout=10_000)
            banner = page.locator(".hilltop-board .hb-banner").inner_text()
            assert "win" in banner, banner
            assert "Sets:" in page.locator(".hilltop-board .hb-info").inner_text()
            assert 5 <= clicks <= 60
            print(f"Go Fish seed {SEED}: {clicks} clicks to the end: {banner}")
        finally:
            browser.close()
