"""The test harness every Hilltop test file shares.

Environment (for the whole run, nbval's notebook kernels included)
    HOME, TMPDIR, the JUPYTER_* / IPYTHONDIR / XDG_* folders all point into one scratch folder made
    for the session and removed at its end: Jupyter, Voila, Playwright and Chromium write nowhere
    else.  PYTHONPATH starts with the repository root, so every kernel imports the working tree's
    ``kit`` and ``widgets``.

Fixtures
    ``voila_server``  (session)  standalone Voila serving ``notebooks/dashboards`` with the options
                                 of ``./hilltop run`` (server/voila_options.py and so
                                 server/voila_config/voila.py), plus show_tracebacks.
                                 ``.url("war")`` -> ``http://127.0.0.1:PORT/voila/render/war.ipynb``;
                                 ``.kernel_pids()``, ``.log()``: see VoilaServer.
    ``voila_launcher`` (session) ``launch(root, **overrides) -> VoilaServer`` for another folder or
                                 other options, e.g. ``MappingKernelManager__cull_interval=1``
                                 for ``--MappingKernelManager.cull_interval=1``; all killed at
                                 the end of the session.
    ``browser_page``  (function) a fresh Playwright page (own context, 1280x900, 20 s default
                                 timeout) in Debian's Chromium headless shell (CHROMIUM below).  Requests to
                                 any host but 127.0.0.1 fail (no name is resolved) and are
                                 listed in ``page.hilltop_blocked``; console errors of the page's own
                                 resources and uncaught page errors go to ``page.hilltop_errors``.
                                 On a failed test a screenshot lands in tests/artifacts/; at the
                                 end each page is navigated away so Voila frees its kernel.
    ``screenshot``    (function) ``screenshot(page, name) -> Path`` saves tests/artifacts/<name>.png.

Helpers (``from conftest import ...``)
    ``wait_until(condition, timeout, what)``  the one wait (tenacity): polls ``condition`` until it
                                 is true, bounded, failing with ``what``; ``wait_until_async`` on
                                 an event loop.  Playwright's own waits for what a page shows.
    ``free_port(host)``          the one port finder (server/processes.py).
    ``ServerProcess``            the one family of servers a test starts (VoilaServer, the class
                                 server's test, ``server_process`` for a hub or a Jupyter server):
                                 a session of its own, a log, ``wait_for``, ``kernel_pids``, ``stop``.

Browser tests should carry ``@pytest.mark.browser``.  Without /usr/bin/chromium they fail under
CI=true and are skipped elsewhere (``./hilltop test`` installs it).  Every wait here is bounded.
"""
from __future__ import annotations

import contextlib
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import urllib.error
import urllib.request
from pathlib import Path
from typing import Callable, TypeVar

import psutil
import pytest
import tenacity

from server import processes
from server.voila_options import voila_options as server_voila_options

T = TypeVar("T")

REPO = Path(__file__).resolve().parent.parent
DASHBOARDS = REPO / "notebooks" / "dashboards"
ARTIFACTS = Path(__file__).resolve().parent / "artifacts"
# Debian's build of Chromium's headless shell (package chromium-headless-shell, built from the same
# source and version as the chromium package): the same Blink and V8 without the browser's own
# windows and pages, which is also what Playwright runs for headless tests by default.  A page costs
# about a quarter less CPU in it than in the full browser run headless, and the suite is CPU-bound
# (docs/performance.md).  Where it is missing, the full browser.
CHROMIUM_SHELL = "/usr/bin/chromium-headless-shell"
CHROMIUM = CHROMIUM_SHELL if os.access(CHROMIUM_SHELL, os.X_OK) else "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    # Tests talk to 127.0.0.1 only (and 127.0.0.2, which stands for a school's network in the class
    # server's test): no proxy, and no name is ever resolved.
    "--no-proxy-server", "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE 127.0.0.2",
]
# A request for any other address fails at once (no name is resolved), as in a school whose
# filter lets nothing else through; the browser fixture lists such requests in
# page.hilltop_blocked (tests/offline_guard.py requires there be none).
LOCAL_URL = re.compile(r"^(?:(?:http|ws)://127\.0\.0\.[12][:/]|about:|data:|blob:)")
VOILA_START_TIMEOUT = 90  # s: a cold start on a busy 2-core machine takes ~5-10 s
# A kernel's command line names its connection file, kernel-<id>.json (whatever starts it:
# ipykernel_launcher, or server/arcade_kernel.py for the arcade's pages).
KERNEL_COMMAND = re.compile(r"kernel-[0-9a-f-]{36}\.json")
IN_CI = os.environ.get("CI", "").lower() not in ("", "0", "false", "no")

# urllib without any proxy from the environment: tests talk to 127.0.0.1 only.
_http = urllib.request.build_opener(urllib.request.ProxyHandler({}))


# ---------------------------------------------------------------- command-line options -----------
def pytest_addoption(parser):
    group = parser.getgroup("hilltop")
    group.addoption("--playouts", default=os.environ.get("HILLTOP_PLAYOUTS", "24"), type=int,
                    help="random playouts per game in tests/test_game_contract.py (default 24, at least "
                         "one for each setting; docs/performance.md says why that catches a broken game), "
                         "or $HILLTOP_PLAYOUTS); 10000 for a long local run")
    group.addoption("--regen-goldens", action="store_true",
                    default=os.environ.get("HILLTOP_REGEN_GOLDENS", "") not in ("", "0"),
                    help="rewrite tests/goldens/*.txt from today's rules instead of comparing")


# ---------------------------------------------------------------- scratch environment ----------
_SCRATCH: Path | None = None


def pytest_configure(config):
    """Point every writable location at a scratch folder before anything starts a process."""
    global _SCRATCH
    # Under pytest-xdist each worker makes its own scratch folder beside the main process's, not
    # inside it (its TMPDIR is already the main one's): short paths keep kernels on local sockets.
    outer = os.environ.setdefault("HILLTOP_TEST_OUTER_TMPDIR", tempfile.gettempdir())
    _SCRATCH = Path(tempfile.mkdtemp(prefix="hilltop-test-", dir=outer))
    home = _SCRATCH / "home"
    dirs = {
        "HOME": home,
        "TMPDIR": _SCRATCH / "tmp",
        "JUPYTER_CONFIG_DIR": home / ".jupyter",
        "JUPYTER_DATA_DIR": home / ".local/share/jupyter",
        "JUPYTER_RUNTIME_DIR": home / ".local/share/jupyter/runtime",
        "IPYTHONDIR": home / ".ipython",
        "XDG_CONFIG_HOME": home / ".config",
        "XDG_CACHE_HOME": home / ".cache",
        "XDG_DATA_HOME": home / ".local/share",
        "MPLCONFIGDIR": home / ".config/matplotlib",
    }
    for name, path in dirs.items():
        path.mkdir(parents=True, exist_ok=True)
        os.environ[name] = str(path)
    tempfile.tempdir = None  # let tempfile pick up the new TMPDIR
    os.environ.pop("JUPYTER_PATH", None)
    os.environ.pop("JUPYTER_CONFIG_PATH", None)
    old = os.environ.get("PYTHONPATH")
    os.environ["PYTHONPATH"] = str(REPO) + (os.pathsep + old if old else "")
    os.environ.setdefault("PYDEVD_DISABLE_FILE_VALIDATION", "1")  # quiet ipykernel under nbval
    # Lesson runs kept for the whole session (tests/lesson_runner.py): the main process names the
    # folder, and pytest-xdist's workers, started after this, inherit it.
    if "HILLTOP_LESSON_RUNS" not in os.environ:
        (_SCRATCH / "lesson-runs").mkdir()
        os.environ["HILLTOP_LESSON_RUNS"] = str(_SCRATCH / "lesson-runs")


# ---------------------------------------------------------------- sharing out the tests ----------
# ``./hilltop test`` runs the suite on several workers (pytest-xdist, ``--dist loadfile``).  A test
# file stays whole on one worker (its module's server starts once, a notebook's cells run in order
# in one kernel), except the files below: their tests stand alone (each opens its own page) and
# together take minutes, so they are shared out one by one and no worker is left with one long
# file at the end.  A worker that gets some of them starts their module's server for itself.
# xdist has no public way to say this that works: its own ``--dist loadgroup`` would do it with
# ``xdist_group`` marks (one per file, and none on the shared-out tests), but its worker renames a
# marked test by setting ``item._nodeid = nodeid + "@group"`` (xdist/remote.py), and pytest 9's
# ``Node.nodeid`` returns ``str(self._id)``, so the scheduler never sees the "@group" and the marks
# are silently ignored: six tests of one group ran on both of two workers (pytest 9.2, pytest-xdist
# 3.8, the newest; checked 2026-11-28).  So the scheduler below comes through xdist's documented
# hook, pytest_xdist_make_scheduler, but overrides its LoadFileScheduling's private _split_scope;
# tests/test_setup.py fails if a new xdist stops calling it, rather than the run quietly keeping
# every file whole.  Move to loadgroup when it works again.
SHARED_OUT = {
    "test_axe_browser.py", "test_keyboard_browser.py", "test_screens_browser.py",
    "test_lesson_notebooks_browser.py", "test_lesson_dashboards_browser.py",
    "test_fan_taps_browser.py", "test_every_question.py",
}


def scope_of(nodeid: str) -> str:
    """What stays together on one worker: the test's file, or the test itself in SHARED_OUT."""
    file = nodeid.split("::", 1)[0]
    return nodeid if Path(file).name in SHARED_OUT else file


@pytest.hookimpl(optionalhook=True)  # xdist's hook: a run without xdist has no such hook
def pytest_xdist_make_scheduler(config, log):
    if config.getoption("dist") != "loadfile":
        return None  # a developer's own --dist
    from xdist.scheduler import LoadFileScheduling

    class FilesAndSharedOutTests(LoadFileScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return scope_of(nodeid)

    return FilesAndSharedOutTests(config, log)


# Files that run as one piece for half a minute or more (a hub and its children's servers; a lesson
# with the class; the class server's door) start first: xdist hands out files in the order they
# were collected, and one of these begun in the last minutes would keep a worker busy alone after
# the other had finished (the test-by-test SHARED_OUT browser tests fill in around them instead).
# test_notebooks_run.py runs every lesson and quiz notebook (lesson_runner.run_lesson, a minute and
# a half alone, several in a full run): early, the five files that read those runs find them made
# instead of the first of them paying for them wherever it falls; test_smoke_voila.py waits on a
# kernel cull of its own.
LONG_FIRST = ("test_jupyterhub.py", "test_jupyterlab_browser.py", "test_lesson_rehearsal_browser.py",
              "test_connection_browser.py", "test_notebooks_run.py", "test_game_contract.py",
              "test_class_server_browser.py", "test_lesson_class_browser.py", "test_dictation_browser.py",
              "test_dashboards_voila.py", "test_class_experiment_browser.py", "test_saved_work.py",
              "test_saved_work_browser.py", "test_stopping.py", "test_smoke_voila.py")


def pytest_collection_modifyitems(config, items):
    rank = {name: n for n, name in enumerate(LONG_FIRST)}
    items.sort(key=lambda item: rank.get(item.path.name, len(rank)))  # stable: the rest keep their order
    # The notebooks tests/test_notebooks_run.py runs (the lesson tests' shared run) are not run by
    # nbval as well in the same session: the same check, top to bottom without an error, twice.
    # Nor the dashboards tests/test_dashboards_voila.py renders in Voila, which runs each one top to
    # bottom as a child's page does and refuses any error or traceback it shows (the stricter of
    # the two): nbval's run of them was a second kernel a dashboard (25 kernels, 29 CPU-seconds and
    # over three minutes of the workers' time in a full run).
    run_by_test = {item.callspec.params["notebook"] for item in items
                   if getattr(item, "originalname", "") == "test_the_notebook_runs_top_to_bottom"}
    run_by_test |= {DASHBOARDS / f"{item.callspec.params['name']}.ipynb" for item in items
                    if getattr(item, "originalname", "") == "test_dashboard_renders_without_error"}
    twice = [item for item in items if item.path.suffix == ".ipynb" and item.path in run_by_test]
    if twice:
        config.hook.pytest_deselected(items=twice)
        items[:] = [item for item in items if item not in set(twice)]


def pytest_unconfigure(config):
    if _SCRATCH is not None:
        shutil.rmtree(_SCRATCH, ignore_errors=True)


def scratch() -> Path:
    assert _SCRATCH is not None
    return _SCRATCH


# ---------------------------------------------------------------- waiting and ports ---------------
def wait_until(condition: Callable[[], T], timeout: float, what: str | Callable[[], str], *,
               every: float = 0.25, alive: subprocess.Popen | None = None,
               not_yet: tuple[type[BaseException], ...] = (OSError,)) -> T:
    """The one wait of the tests (tenacity): call ``condition()`` every ``every`` seconds until it
    returns something true, and return that, for at most ``timeout`` seconds; then fail the test
    with ``what`` (text, or a function giving it, e.g. a server's log at that moment).  An error of
    ``not_yet``'s kinds (a server not listening yet) counts as "not yet"; any other is raised.
    ``alive``: a process that must not stop meanwhile (a server starting)."""
    def check() -> T:
        if alive is not None and alive.poll() is not None:
            raise AssertionError(f"it stopped (exit code {alive.returncode}) before this came true: "
                                 + (what() if callable(what) else what))
        return condition()

    return tenacity.Retrying(**_waiting(timeout, what, every, not_yet))(check)


async def wait_until_async(condition: Callable[[], T], timeout: float, what: str | Callable[[], str], *,
                           every: float = 0.02, not_yet: tuple[type[BaseException], ...] = ()) -> T:
    """``wait_until`` on a running event loop (a kernel's, or a test's own): the loop turns while
    it waits."""
    return await tenacity.AsyncRetrying(**_waiting(timeout, what, every, not_yet))(condition)


def _waiting(timeout: float, what: str | Callable[[], str], every: float,
             not_yet: tuple[type[BaseException], ...]) -> dict:
    def gave_up(state: tenacity.RetryCallState):
        raise AssertionError(f"not within {timeout:g} s: " + (what() if callable(what) else what))

    return dict(stop=tenacity.stop_after_delay(timeout), wait=tenacity.wait_fixed(every),
                retry=tenacity.retry_if_exception_type(not_yet) | tenacity.retry_if_result(lambda found: not found),
                retry_error_callback=gave_up)


def free_port(host: str = "127.0.0.1") -> int:
    """A port nothing listens on at ``host`` (loopback: 127.0.0.1, or 127.0.0.2 standing for a
    school's network), for a server a test starts.  The one port finder of the tests (and of
    benchmarks/classroom.py and ``./hilltop run``: server/processes.py)."""
    return processes.free_port(host)


def http_get(url: str, timeout: float = 30) -> tuple[int, str]:
    """(status, body) of a GET; HTTP errors are returned, not raised."""
    try:
        with _http.open(url, timeout=timeout) as r:
            return r.status, r.read().decode("utf-8", "replace")
    except urllib.error.HTTPError as e:
        return e.code, e.read().decode("utf-8", "replace")


def _children(pid: int) -> list[tuple[int, str]]:
    """(pid, command line) of the direct children of ``pid`` (none once it has gone), by psutil."""
    found = []
    try:
        children = psutil.Process(pid).children()
    except psutil.NoSuchProcess:
        return found
    for child in children:
        with contextlib.suppress(psutil.Error):  # a child that ended while we looked
            found.append((child.pid, " ".join(child.cmdline())))
    return found


def running(process: "psutil.Process | int") -> bool:
    """Whether a process (or pid) still runs: not ended, not a zombie waiting to be reaped."""
    try:
        if isinstance(process, int):
            process = psutil.Process(process)
        return process.is_running() and process.status() != psutil.STATUS_ZOMBIE
    except psutil.Error:
        return False


# ---------------------------------------------------------------- servers of the kit -------------
class ServerProcess:
    """A server of the kit that a test starts (Voila, the class server, a hub, a Jupyter server):
    ``command`` in a session of its own, its output in ``log_path`` (under the scratch folder).
    The one family: VoilaServer below, the class server's test and ``server_process`` build on it.

    ``log()``            what the server printed so far
    ``wait_for(test, timeout, what)``  wait_until, failing at once if the server stops, with its log
    ``wait_answers(url)`` until ``url`` answers 200
    ``kernel_pids()``    pids of the kernels it runs now (each remembered, to be stopped with it)
    ``kernel_commands()`` {pid: command line} of those kernels, from the same look
    ``wait_kernels(n)``  until it runs exactly n kernels (bounded); returns the pids
    ``stop()``           SIGTERM its process group, SIGKILL after ``timeout``, and every kernel it
                         was seen to run (server/processes.py); idempotent
    """

    name = "the server"

    def __init__(self, command: list[str], *, log_path: Path, env: dict | None = None, cwd: Path = REPO):
        self.command = command
        self.log_path = Path(log_path)
        self._log = open(self.log_path, "wb")
        self.proc = subprocess.Popen(command, cwd=cwd, env=env, stdin=subprocess.DEVNULL, stdout=self._log,
                                     stderr=subprocess.STDOUT, start_new_session=True)
        self.kernels_seen: set[int] = set()

    def log(self) -> str:
        if not self._log.closed:
            self._log.flush()
        return self.log_path.read_text(encoding="utf-8", errors="replace")

    def wait_for(self, condition: Callable[[], T], timeout: float, what: str, every: float = 0.25) -> T:
        return wait_until(condition, timeout, lambda: f"{what} ({self.name}):\n{self.log()[-3000:]}",
                          every=every, alive=self.proc)

    def wait_answers(self, url: str, timeout: float = 90) -> None:
        self.wait_for(lambda: http_get(url, timeout=5)[0] == 200, timeout, f"{url} did not answer 200")

    def kernel_pids(self) -> list[int]:
        return sorted(self.kernel_commands())

    def kernel_commands(self) -> dict[int, str]:
        """{pid: command line} of the kernels it runs now, each line as read when it was found (a
        kernel may end a moment later: its /proc entry is then empty or gone)."""
        commands = {pid: cmd for pid, cmd in _children(self.proc.pid) if KERNEL_COMMAND.search(cmd)}
        self.kernels_seen.update(commands)
        return commands

    def wait_kernels(self, count: int, timeout: float = 30) -> list[int]:
        """Until it runs exactly ``count`` kernels; the pids then, or at the timeout (the caller
        checks them)."""
        def counted() -> tuple[list[int]] | None:
            pids = self.kernel_pids()
            return (pids,) if len(pids) == count else None  # a tuple: true even for no kernels

        with contextlib.suppress(AssertionError):
            return wait_until(counted, timeout, f"{count} kernels")[0]
        return self.kernel_pids()

    def stop(self, timeout: float = 30) -> None:
        descendants: list[psutil.Process] = []
        if self.proc.poll() is None:
            self.kernel_pids()
            with contextlib.suppress(psutil.Error):
                descendants = psutil.Process(self.proc.pid).children(recursive=True)
        processes.stop_with_kernels(self.proc, self.kernels_seen, timeout=timeout, group=True)
        # What it started in sessions of their own and left when it was killed (a hub's child
        # servers and services, when the hub did not stop within ``timeout``) goes with it.
        left = [p for p in descendants if running(p)]
        for process in left:
            with contextlib.suppress(psutil.Error):
                process.kill()
        psutil.wait_procs(left, timeout=10)
        self._log.close()

    def kill(self) -> None:
        """SIGKILL it and every kernel it runs, with no shutdown: for the end of a session, when
        no test reads what it does any more (a Voila server's SIGTERM shuts each kernel down in
        turn: 8.8 s for six kernels, where this takes none).  A test of stopping calls ``stop``."""
        if self.proc.poll() is None:
            self.kernel_pids()
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.proc.pid, signal.SIGKILL)
        self.stop()


@contextlib.contextmanager
def server_process(command: list[str], *, env: dict, cwd: Path, log_path: Path, ready_url: str,
                   what: str, timeout: float = 90):
    """A ServerProcess as a ``with``: wait (bounded) until ``ready_url`` answers 200, yield the
    process, stop it (its whole process group) at the end."""
    server = ServerProcess(command, log_path=log_path, env=env, cwd=cwd)
    server.name = what
    try:
        server.wait_answers(ready_url, timeout)
        yield server.proc
    finally:
        server.stop()


# ---------------------------------------------------------------- Voila --------------------------
def voila_options(**overrides) -> list[str]:
    """The server options of ``./hilltop run`` (server/voila_options.py, which the script prints),
    each ``Class__trait=value`` in ``overrides`` replacing or adding ``--Class.trait=value``."""
    return server_voila_options(**overrides)


class VoilaServer(ServerProcess):
    """A standalone Voila process on 127.0.0.1 serving one folder (``voila ROOT``).

    ``url(name)``       http://127.0.0.1:PORT/voila/render/<name>.ipynb (".ipynb" optional)
    ``base_url``        http://127.0.0.1:PORT/
    and ServerProcess's ``kernel_pids()``, ``wait_kernels(n)``, ``log()``, ``stop()``.
    """

    name = "Voila"

    def __init__(self, root: Path, options: list[str], port: int, env: dict | None = None):
        self.root = Path(root)
        self.port = port
        self.base_url = f"http://127.0.0.1:{port}/"
        # No warm kernels unless a test asks (warm=...): most tests count the kernels a page
        # starts, and twenty warm ones per server would cost each start ~20 CPU-seconds.
        # tests/test_warm_kernels_browser.py serves with them.
        env = {**os.environ, "HILLTOP_WARM_KERNELS": "0", "HILLTOP_WARM": "", **(env or {})}
        super().__init__([sys.executable, "-m", "voila", str(self.root), *options, f"--port={port}"],
                         log_path=scratch() / f"voila-{port}.log", env=env)

    @classmethod
    def start(cls, root: Path = DASHBOARDS, warm: str = "", **overrides) -> "VoilaServer":
        """Start Voila on ``root`` with ``./hilltop run``'s options, each ``Class__trait=value``
        in ``overrides`` replacing or adding ``--Class.trait=value``; wait until it answers.
        ``warm="war=2,arcade=1"``: keep those warm kernels (HILLTOP_WARM); none by default."""
        options = voila_options(**overrides)
        options.append("--show_tracebacks=True")  # errors in a page say why, in the tests
        server = cls(root, options, free_port(), env={"HILLTOP_WARM": warm} if warm else None)
        try:
            server.wait_answers(server.base_url, VOILA_START_TIMEOUT)
        except BaseException:
            server.stop()
            raise
        return server

    def url(self, name: str) -> str:
        return f"{self.base_url}voila/render/{name if name.endswith('.ipynb') else name + '.ipynb'}"

    def stop(self, timeout: float = 20) -> None:
        super().stop(timeout)


@pytest.fixture(scope="session")
def voila_launcher():
    """``launch(root=notebooks/dashboards, **overrides) -> VoilaServer``; all killed at the end (kill)."""
    servers: list[VoilaServer] = []

    def launch(root: Path = DASHBOARDS, warm: str = "", **overrides) -> VoilaServer:
        server = VoilaServer.start(root, warm=warm, **overrides)
        servers.append(server)
        return server

    yield launch
    for server in servers:  # a test that stops one itself has stopped it already
        server.kill()


@pytest.fixture(scope="session")
def voila_server(voila_launcher) -> VoilaServer:
    """Standalone Voila on notebooks/dashboards, exactly as ``./hilltop run`` serves it."""
    return voila_launcher(DASHBOARDS)


# ---------------------------------------------------------------- browser ------------------------
def _need_chromium():
    if not os.access(CHROMIUM, os.X_OK):
        message = f"{CHROMIUM} is missing (./hilltop test installs Debian's chromium)"
        if IN_CI:
            pytest.fail(message)
        pytest.skip(message)


@pytest.fixture(scope="session")
def _browser():
    _need_chromium()
    from playwright.sync_api import sync_playwright

    # Playwright's expect() waits 5 s unless told: too short for a kernel's answer on a loaded
    # 2-core CI machine (about 60 waits on one); a wait that must be prompt names its own timeout.
    from playwright.sync_api import expect

    expect.set_options(timeout=15_000)
    # TMPDIR (set above) puts Playwright's fresh Chromium profile under the scratch folder.
    pw = sync_playwright().start()
    try:
        browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS,
                                     timeout=60_000)
    except BaseException:
        pw.stop()
        raise
    yield browser
    browser.close()
    pw.stop()


@pytest.fixture(autouse=True)
def _no_browser_loop_outside_browser_tests(request):
    """A test that does not use the browser runs with no event loop marked as running, as a script
    would.  The session's Chromium is driven by Playwright's sync API, which leaves its own loop
    marked as running in this thread between calls; code that does its work later on a running loop
    (a page's outbox sends to the class store from a worker thread, as in a kernel) would then
    defer it to a loop that only turns when the next browser call does, and a unit test that reads
    the store right after a page sent would find nothing, depending on which file ran before it on
    the worker."""
    import asyncio

    if "_browser" in request.fixturenames:
        yield
        return
    try:
        running: asyncio.AbstractEventLoop | None = asyncio.get_running_loop()
    except RuntimeError:
        running = None
    asyncio._set_running_loop(None)
    try:
        yield
    finally:
        asyncio._set_running_loop(running)


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item, call):
    report = yield
    setattr(item, f"rep_{report.when}", report)
    return report


@pytest.fixture
def browser_page(request, _browser):
    """A new page in its own browser context; closed after the test."""
    _need_chromium()
    context = _browser.new_context(viewport={"width": 1280, "height": 900})
    context.set_default_timeout(20_000)
    page = context.new_page()
    # (No context.route() here: Playwright's request interception drops the beacon a Voila page
    # sends on unload to shut its kernel down.  The resolver rule above refuses other hosts.)
    page.hilltop_blocked = []
    page.on("requestfailed", lambda req: LOCAL_URL.match(req.url) or page.hilltop_blocked.append(req.url))
    page.hilltop_errors = []

    def on_console(msg):
        if msg.type != "error":
            return
        if LOCAL_URL.match(msg.location.get("url") or "http://127.0.0.1/"):
            page.hilltop_errors.append(f"console: {msg.text}")

    page.on("pageerror", lambda exc: page.hilltop_errors.append(f"pageerror: {exc}"))
    page.on("console", on_console)
    yield page
    failed = getattr(request.node, "rep_call", None)
    if failed is not None and failed.failed and not page.is_closed():
        try:
            save_screenshot(page, f"FAILED-{request.node.name}")
        except Exception:
            pass
    for open_page in context.pages:  # leaving a Voila page sends its kernel's shutdown beacon
        try:
            open_page.goto("about:blank", timeout=5_000)
        except Exception:
            pass
    context.close()


def run_on_own_loop(make_coroutine, timeout: float = 60):
    """Run ``make_coroutine()`` to its end on a fresh event loop in a thread of its own, and
    re-raise whatever it raised.  (In the whole suite a browser test's Playwright keeps an event
    loop running in the main thread, and ``asyncio.run`` refuses to start inside it.)"""
    import asyncio
    import threading

    failed: list[BaseException] = []

    def run():
        try:
            asyncio.run(make_coroutine())
        except BaseException as problem:  # noqa: BLE001  (re-raised in the test's thread)
            failed.append(problem)

    runner = threading.Thread(target=run)
    runner.start()
    runner.join(timeout)
    assert not runner.is_alive(), "the event loop did not finish"
    if failed:
        raise failed[0]


def save_screenshot(page, name: str) -> Path:
    """Save a full-page PNG of ``page`` to tests/artifacts/<name>.png and return its path."""
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / f"{re.sub(r'[^A-Za-z0-9_.-]+', '_', name)}.png"
    page.screenshot(path=str(path), full_page=True, timeout=20_000)
    return path


def shot_to_look_at(page, name: str) -> Path | None:
    """A screenshot that only a person will read (a scene of every dashboard, each screen size):
    saved as ``save_screenshot`` does on a developer's machine, skipped under CI=true, where nobody
    opens tests/artifacts and each full-page PNG cost about 0.2 s of a busy machine (a few hundred
    of them a run).  A test that checks the picture itself uses ``save_screenshot``."""
    return None if IN_CI else save_screenshot(page, name)


@pytest.fixture
def screenshot():
    """``screenshot(page, name) -> Path``: tests/artifacts/<name>.png."""
    return save_screenshot
