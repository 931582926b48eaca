"""The project's set-up: the package, ./hilltop, the Voila options, the harness itself."""
import importlib.metadata
import os
import subprocess
import sys

import pytest

import conftest
from conftest import REPO


def test_distribution_installs_kit_and_widgets_from_this_tree():
    assert importlib.metadata.version("hilltop-cards") == "0.1.0"
    import kit
    import widgets

    assert os.path.dirname(kit.__file__) == str(REPO / "kit")
    assert os.path.dirname(widgets.__file__) == str(REPO / "widgets")


def test_tests_run_in_a_scratch_home():
    home = os.environ["HOME"]
    assert home.startswith(str(conftest.scratch())) and os.path.isdir(home)
    assert os.environ["JUPYTER_DATA_DIR"].startswith(home)
    assert os.environ["PYTHONPATH"].split(os.pathsep)[0] == str(REPO)


def test_voila_options_serve_locally_with_the_arcade_config():
    options = conftest.voila_options()
    assert "--no-browser" in options and "--Voila.ip=127.0.0.1" in options
    assert "--Voila.config_file_paths=server/voila_config" in options
    # ./hilltop run serves with the options this module prints, the list the tests' servers use
    printed = subprocess.run([sys.executable, "-m", "server.voila_options"], cwd=REPO, capture_output=True,
                             text=True, check=True).stdout.splitlines()
    assert printed == options and "server.voila_options" in (REPO / "hilltop").read_text()


def test_arcade_config_culls_closed_tabs_within_minutes():
    from traitlets.config.loader import PyFileConfigLoader

    from voila.tornado.handler import TornadoVoilaHandler

    from server.voila_kernels import PageNotFound

    c = PyFileConfigLoader("voila.py", path=str(REPO / "server" / "voila_config")).load_config()
    assert c.VoilaConfiguration.multi_kernel_manager_class == "server.voila_kernels.ArcadeKernelManager"
    assert TornadoVoilaHandler._hilltop_pages_checked  # checks ?seed=, sets the _xsrf cookie
    assert c.VoilaConfiguration.preheat_kernel is True  # warm kernels by default
    assert c.VoilaKernelManager.kernel_pools_config["arcade.ipynb"] == {"pool_size": 2}
    assert c.VoilaConfiguration.template == "hilltop"
    assert c.Voila.tornado_settings["default_handler_class"] is PageNotFound
    assert (REPO / "server/jupyter/voila/templates/hilltop/index.html.j2").is_file()
    assert 60 <= c.ArcadeKernelManager.cull_disconnected_after <= 600  # minutes, not hours
    assert 0 < c.MappingKernelManager.cull_idle_timeout <= 600
    assert 0 < c.MappingKernelManager.cull_interval <= 60
    assert c.MappingKernelManager.cull_connected is False  # an open tab keeps its game
    assert c.VoilaConfiguration.show_tracebacks is False


def test_arcade_kernel_manager_is_a_server_kernel_manager():
    from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager

    from server.voila_kernels import ArcadeKernelManager

    assert issubclass(ArcadeKernelManager, AsyncMappingKernelManager)
    assert ArcadeKernelManager().cull_disconnected_after == 180


def test_a_warm_kernel_is_not_counted_alone_from_before_it_was_pooled(monkeypatch):
    """A culler pass that saw a warm kernel alone while it started must not count that time once
    a page takes it (the page's kernel would be culled before its browser connects)."""
    import asyncio
    from concurrent.futures import ThreadPoolExecutor

    from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager

    from server.voila_kernels import ArcadeKernelManager

    async def no_stock_pass(self):
        return None

    monkeypatch.setattr(AsyncMappingKernelManager, "cull_kernels", no_stock_pass)

    async def check():
        manager = ArcadeKernelManager()
        warm, starting = asyncio.get_running_loop().create_future(), asyncio.get_running_loop().create_future()
        warm.set_result({"kernel_id": "warm"})
        manager._pools = {"war.ipynb": [warm, starting]}
        manager._kernels.update({"warm": object(), "page": object()})
        manager._alone_since.update({"warm": 0.0, "page": 0.0, "gone": 0.0})
        assert manager.warm_kernel_ids() == {"warm"}
        await manager.cull_kernels()
        return manager._alone_since

    # In a thread of its own: browser tests' Playwright may keep an event loop in this one.
    with ThreadPoolExecutor(1) as thread:
        assert thread.submit(asyncio.run, check()).result() == {"page": 0.0}  # the warm one forgotten


def test_a_kernel_ended_during_a_culler_pass_is_passed_over_quietly():
    """The culler's pass walks a list of the kernels made at its start; one that ends meanwhile
    (a tab closed, or culled earlier in the same pass, each shutdown taking seconds) raised a
    KeyError whose traceback reached the teacher's terminal (found in the screenshots' server)."""
    import asyncio
    from concurrent.futures import ThreadPoolExecutor

    from server.voila_kernels import ArcadeKernelManager

    async def check():
        manager = ArcadeKernelManager()
        manager._alone_since["gone"] = 0.0
        await manager.cull_kernel_if_idle("gone")  # raised KeyError: 'gone'
        return manager._alone_since

    with ThreadPoolExecutor(1) as thread:
        assert thread.submit(asyncio.run, check()).result() == {}


def test_a_socket_whose_page_left_while_it_opened_is_dropped_quietly():
    """A child who leaves a page while its socket to the kernel is being opened (a quick click on
    to the next game): Jupyter's handler forgot the socket's connection when the page left, then
    went on to open it, and the teacher's terminal got three tracebacks (an AttributeError, then
    two more while drawing a 500 page; found in the rehearsal).  The request ends in silence."""
    import asyncio
    from types import SimpleNamespace

    import pytest
    from jupyter_server.services.kernels.websocket import KernelWebsocketHandler

    from server.voila_kernels import PageLeft, drop_sockets_whose_page_left, raise_when_the_page_left

    async def page_gone(handler):     # Jupyter's pre_get, the page gone meanwhile (its on_close)
        handler.connection = None

    async def page_there(handler):
        handler.connection = "a connection"

    with pytest.raises(PageLeft):
        asyncio.run(raise_when_the_page_left(page_gone)(SimpleNamespace()))
    asyncio.run(raise_when_the_page_left(page_there)(SimpleNamespace()))   # a page still there goes on
    drop_sockets_whose_page_left()
    wrapped = KernelWebsocketHandler.pre_get
    drop_sockets_whose_page_left()   # (twice changes nothing)
    assert KernelWebsocketHandler.pre_get is wrapped and getattr(wrapped, "hilltop_wrapped", False)


def _uv(*args: str) -> subprocess.CompletedProcess:
    """The pinned uv of the [test] extra, run in the repository."""
    return subprocess.run([sys.executable, "-m", "uv", *args], cwd=REPO, capture_output=True, text=True,
                          timeout=120, stdin=subprocess.DEVNULL)


def _pins(requirements: str) -> list[str]:
    return sorted(line.strip() for line in requirements.splitlines()
                  if line.strip() and not line.lstrip().startswith("#"))


def test_uv_lock_pins_what_pyproject_asks_for():
    done = _uv("lock", "--check", "--offline")
    assert done.returncode == 0, "uv.lock is stale: run ./hilltop lock\n" + done.stderr


def test_binder_requirements_are_the_pins_of_uv_lock():
    done = _uv("export", "--frozen", "--extra", "apps", "--no-hashes", "--no-header", "--no-annotate")
    assert done.returncode == 0, done.stderr
    locked = _pins(done.stdout)
    binder = _pins((REPO / "binder" / "requirements.txt").read_text())
    assert "-e ." in binder and any(pin.startswith("voila==") for pin in binder)
    assert all(pin == "-e ." or "==" in pin for pin in binder), "every Binder package is pinned"
    missing, extra = sorted(set(locked) - set(binder)), sorted(set(binder) - set(locked))
    assert not missing and not extra, (
        f"binder/requirements.txt and uv.lock disagree (run ./hilltop lock):\n"
        f"only in uv.lock: {missing}\nonly in binder: {extra}")


def test_the_test_install_holds_exactly_the_locked_versions():
    """./hilltop test installed this interpreter's packages from uv.lock, version for version."""
    import tomllib

    lock = tomllib.loads((REPO / "uv.lock").read_text())
    locked: dict[str, set[str]] = {}
    for package in lock["package"]:
        locked.setdefault(package["name"], set()).add(package["version"])
    for name in ("voila", "jupyter-server", "ipykernel", "ipywidgets", "anywidget", "numpy", "pytest",
                 "playwright"):
        assert importlib.metadata.version(name) in locked[name], name
    checked = 0
    for dist in importlib.metadata.distributions():
        name = dist.metadata["Name"].lower().replace("_", "-").replace(".", "-")
        if name in locked and name != "hilltop-cards":
            assert dist.version in locked[name], f"{name} {dist.version} is not uv.lock's {locked[name]}"
            checked += 1
    assert checked > 50


def test_what_a_kernel_imports_is_compiled_ahead():
    """Every dashboard kernel imports these: without bytecode each kernel compiles them again
    (./hilltop installs with UV_COMPILE_BYTECODE and compiles kit, widgets, server and class_store)."""
    import importlib.util

    import ipykernel.ipkernel
    import ipywidgets.widgets.widget
    import numpy.lib

    import kit.game
    import widgets.board

    for module in (ipykernel.ipkernel, ipywidgets.widgets.widget, numpy.lib, kit.game, widgets.board):
        cached = importlib.util.cache_from_source(module.__file__)
        assert os.path.exists(cached), f"no bytecode for {module.__name__}: {cached}"


def test_a_dashboard_loads_only_its_own_table():
    code = ("import sys; from widgets.war import war_dashboard; "
            "print(' '.join(sorted(m for m in sys.modules if m.startswith('widgets'))))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, cwd=REPO)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["widgets", "widgets.board", "widgets.notebook_look", "widgets.table", "widgets.war"]
    import widgets

    assert all(getattr(widgets, name) for name in widgets.__all__)
    with pytest.raises(AttributeError):
        widgets.NoSuchTable  # noqa: B018


def test_hilltop_without_a_command_prints_usage():
    done = subprocess.run([str(REPO / "hilltop")], capture_output=True, text=True, timeout=30,
                          stdin=subprocess.DEVNULL)
    assert done.returncode == 2
    assert "./hilltop run" in done.stderr and "./hilltop test" in done.stderr
    assert "./hilltop upgrade" in done.stderr


def test_ci_script_runs_hilltop_test():
    text = (REPO / ".ci" / "run").read_text()
    assert text.startswith("#!/usr/bin/env bash")
    assert "./hilltop test" in text


@pytest.mark.parametrize("ci, outcome", [(True, pytest.fail.Exception), (False, pytest.skip.Exception)])
def test_missing_chromium_fails_in_ci_and_skips_elsewhere(monkeypatch, ci, outcome):
    monkeypatch.setattr(conftest, "CHROMIUM", "/nonexistent/chromium")
    monkeypatch.setattr(conftest, "IN_CI", ci)
    with pytest.raises(outcome):
        conftest._need_chromium()


def test_voila_serves_the_dashboards_folder(voila_server):
    assert voila_server.url("war") == f"{voila_server.base_url}voila/render/war.ipynb"
    status, _ = conftest.http_get(voila_server.url("no_such_dashboard"))
    assert status == 404
    assert voila_server.proc.poll() is None
    assert sys.executable in voila_server.command


# A Mac's own temporary folder: /var/folders/<2>/<28>/T (49 bytes)
MAC_TMPDIR = "var/folders/3x/8k2fn1xs6qj0rrk5bw5_8yc40000gn/T"


def test_kernels_use_local_sockets_unless_their_names_would_be_too_long():
    from server.voila_kernels import IPC_NAME_MAX, kernel_transport

    assert kernel_transport("/tmp") == {"transport": "ipc"}
    assert kernel_transport(os.environ["TMPDIR"]) == {"transport": "ipc"}  # the tests' scratch
    assert kernel_transport("/" + MAC_TMPDIR) == {"transport": "tcp", "transport_encryption": "auto"}
    longest = "/tmp/voila_abcdefgh/kernel-5f950bb8-d501-441a-87ba-6d332fdb2850-ipc-5"
    assert len(longest) - len("/tmp") + len("/" + MAC_TMPDIR) > IPC_NAME_MAX


@pytest.mark.parametrize("tempdir", ["short", "long"])
def test_hilltop_run_prints_one_address_and_no_warning(tmp_path, tempdir):
    """A teacher reads what ./hilltop run prints: the arcade's address once, and no warning they
    cannot act on (untrusted notebook, unencrypted TCP), even after a child opened a game; a real
    problem (here a page that does not exist) still shows.  With a temporary folder whose name is
    as long as a Mac's, too long for the kernels' local sockets, the games still start."""
    port = conftest.free_port()
    arcade = f"http://127.0.0.1:{port}/voila/render/arcade.ipynb"
    # with warm kernels, as children get them (one for War, to keep the start light)
    env = {**os.environ, "HOME": str(tmp_path), "HILLTOP_PORT": str(port), "HILLTOP_WARM_KERNELS": "0",
           "HILLTOP_WARM": "war=1"}
    if tempdir == "long":
        env["TMPDIR"] = str(tmp_path / MAC_TMPDIR)
        os.makedirs(env["TMPDIR"])
    server = conftest.ServerProcess([str(REPO / "hilltop"), "run"], log_path=tmp_path / "terminal.txt", env=env)
    server.name = "./hilltop run"
    try:
        status, _ = server.wait_for(lambda: conftest.http_get(arcade, timeout=60), conftest.VOILA_START_TIMEOUT,
                                    "the arcade did not answer")
        assert status == 200, server.log()
        # A child opens War: its kernel starts and runs the notebook (what used to warn).
        status, page = conftest.http_get(f"http://127.0.0.1:{port}/voila/render/war.ipynb", timeout=90)
        assert status == 200 and "application/vnd.jupyter.widget-view+json" in page
        # Output is not thrown away: a page that does not exist is reported in the window.
        assert conftest.http_get(f"http://127.0.0.1:{port}/voila/render/no_such_game.ipynb")[0] == 404
        server.wait_for(lambda: "no_such_game" in server.log(), 30, "the missing page was not reported", every=0.1)
    finally:
        server.stop()
    text = server.log()
    assert "no_such_game" in text, text
    addresses = [line for line in text.splitlines() if "http://" in line or "https://" in line]
    assert addresses == [f"Hilltop arcade: {arcade}"], text
    assert "WARNING" not in text.upper() and "trusted" not in text and "encryption" not in text, text


def test_the_scheduler_still_shares_out_the_long_browser_files_test_by_test():
    """tests/conftest.py's scheduler overrides a private method of pytest-xdist (no public way
    exists, see there): if xdist stops calling it, this says so instead of the run quietly keeping
    every file whole on one worker."""
    import inspect

    from xdist.scheduler import LoadFileScheduling

    split = inspect.getattr_static(LoadFileScheduling, "_split_scope")
    assert callable(split)
    assert "self._split_scope(" in inspect.getsource(inspect.getmro(LoadFileScheduling)[1])
    assert conftest.scope_of("tests/test_axe_browser.py::test_x[war]") == "tests/test_axe_browser.py::test_x[war]"
    assert conftest.scope_of("tests/test_war.py::test_x") == "tests/test_war.py"
    # the files the scheduler names are files of the suite (a renamed file would quietly drop out)
    tests = {p.name for p in (REPO / "tests").glob("test_*.py")}
    assert set(conftest.LONG_FIRST) <= tests, set(conftest.LONG_FIRST) - tests
    assert conftest.SHARED_OUT <= tests, conftest.SHARED_OUT - tests
    assert not set(conftest.LONG_FIRST) & conftest.SHARED_OUT   # a file starts first whole, or is shared out
