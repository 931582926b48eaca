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
    assert "--Voila.config_file_paths=tools/voila_config" in options


def test_arcade_config_culls_closed_tabs_within_minutes():
    from traitlets.config.loader import PyFileConfigLoader

    from tools.voila_kernels import PageNotFound, prepare_page

    c = PyFileConfigLoader("voila.py", path=str(REPO / "tools" / "voila_config")).load_config()
    assert c.VoilaConfiguration.multi_kernel_manager_class == "tools.voila_kernels.ArcadeKernelManager"
    assert c.VoilaConfiguration.prelaunch_hook is prepare_page  # checks ?seed=, sets the _xsrf cookie
    assert c.VoilaConfiguration.template == "hilltop"
    assert c.Voila.tornado_settings["default_handler_class"] is PageNotFound
    assert (REPO / "tools/jupyter/voila/templates/hilltop/index.html.j2").is_file()
    assert 60 <= c.ArcadeKernelManager.cull_disconnected_after <= 600  # minutes, not hours
    assert 0 < c.MappingKernelManager.cull_idle_timeout <= 600
    assert 0 < c.MappingKernelManager.cull_interval <= 60
    assert c.MappingKernelManager.cull_connected is False  # an open tab keeps its game
    assert c.VoilaConfiguration.show_tracebacks is False
    assert c.ArcadeKernelManager.pool_size == 4  # kernels kept ready (HILLTOP_POOL unset in tests)


def test_arcade_kernel_manager_is_a_server_kernel_manager():
    from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager

    from tools.voila_kernels import ArcadeKernelManager

    assert issubclass(ArcadeKernelManager, AsyncMappingKernelManager)
    assert ArcadeKernelManager().cull_disconnected_after == 180


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
    (./hilltop installs with UV_COMPILE_BYTECODE and compiles kit, widgets and tools)."""
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
    assert done.stdout.split() == ["widgets", "widgets.board", "widgets.table", "widgets.war"]
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
