"""The class experiment store: results pooled under a class code, safe with a whole class
writing at once, in SQLite and (when the machine has it) a real PostgreSQL server."""
from __future__ import annotations

import csv
import glob
import io
import multiprocessing
import os
import shutil
import socket
import subprocess
import tempfile
import time
from pathlib import Path

import numpy as np
import pytest

from class_store import EXPERIMENTS, ClassDataError, ClassStore


@pytest.fixture
def sqlite_url(tmp_path):
    return f"sqlite:///{tmp_path / 'class.db'}"


# -- PostgreSQL: a real server for the session, when Debian's postgresql is installed --------------
def _pg_bin():
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"))
    return Path(found[-1]).parent if found else None


@pytest.fixture(scope="session")
def postgres_url(tmp_path_factory):
    bindir = _pg_bin()
    if bindir is None:
        if os.environ.get("CI"):
            pytest.fail("PostgreSQL is not installed; ./hilltop test installs Debian's postgresql")
        pytest.skip("PostgreSQL is not installed here (Debian's postgresql package); ./hilltop test installs it")
    folder = tmp_path_factory.mktemp("pg")
    as_user = []
    if os.geteuid() == 0:  # the server refuses to run as root: run it as the postgres user, in a
        as_user = ["runuser", "-u", "postgres", "--"]  # folder that user can reach
        folder = Path(tempfile.mkdtemp(prefix="hilltop-pg-", dir="/tmp"))
        shutil.chown(folder, "postgres")
    data = folder / "data"
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    subprocess.run([*as_user, str(bindir / "initdb"), "-D", str(data), "-U", "hilltop", "--auth=trust",
                    "-E", "UTF8"], check=True, capture_output=True)
    server = subprocess.Popen([*as_user, str(bindir / "postgres"), "-D", str(data), "-h", "127.0.0.1",
                               "-p", str(port), "-k", str(folder), "-c", "max_connections=120"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        deadline = time.monotonic() + 60
        while subprocess.run([str(bindir / "pg_isready"), "-h", "127.0.0.1", "-p", str(port)],
                             capture_output=True).returncode != 0:
            assert server.poll() is None, "the PostgreSQL server stopped while starting"
            assert time.monotonic() < deadline, "the PostgreSQL server did not start within a minute"
            time.sleep(0.2)  # polling a server that is starting: the bounded wait above ends it
        subprocess.run([str(bindir / "createdb"), "-h", "127.0.0.1", "-p", str(port), "-U", "hilltop", "class"],
                       check=True, capture_output=True)
        yield f"postgresql+psycopg://hilltop@127.0.0.1:{port}/class"
    finally:
        server.terminate()
        server.wait(30)
        shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture(params=["sqlite", "postgresql"])
def url(request, sqlite_url):
    if request.param == "sqlite":
        return sqlite_url
    return request.getfixturevalue("postgres_url")


# -- the teacher and the children ------------------------------------------------------------------
def test_a_class_experiment_from_start_to_export(url):
    store = ClassStore(url)
    code = store.start("war_length")
    assert len(code) == 7 and code[3] == "-"
    assert (code, "war_length") in store.open_experiments()
    assert store.tally(code).count == 0 and store.tally(code).mean is None
    assert store.add(code, [212, 97, 455]) == 3
    assert store.add(code.lower().replace("-", " "), [100]) == 1  # typed in small letters, with a space
    t = store.tally(code)
    assert (t.count, t.total, t.mean) == (4, 864.0, 216.0) and t.histogram == {97: 1, 100: 1, 212: 1, 455: 1}
    rows = list(csv.reader(io.StringIO(store.export_csv(code))))
    assert rows[0] == ["experiment", "result", "value", "seconds_after_start"]
    assert [r[2] for r in rows[1:]] == ["212", "97", "455", "100"]
    store.reset(code)
    assert store.tally(code).count == 0
    store.add(code, [5])
    store.close(code)
    assert not store.tally(code).open and (code, "war_length") not in store.open_experiments()
    with pytest.raises(ClassDataError, match="closed"):
        store.add(code, [6])
    assert store.tally(code).count == 1


@pytest.mark.parametrize("code, values, words", [
    ("ZZZ-ZZZ", [3], "no class experiment with the code 'ZZZ-ZZZ'"),
    ("", [3], "type the class code"),
    (None, [3], "type the class code"),
    ("REAL", [0], "from 1 to 100000; 0 cannot be right"),
    ("REAL", [10, -4], "from 1 to 100000; -4 cannot be right"),
    ("REAL", [2.5], "whole number, not 2.5"),
    ("REAL", ["12"], "whole number, not '12'"),
    ("REAL", [True], "whole number, not True"),
    ("REAL", [None], "whole number, not None"),
    ("REAL", list(range(1, 10_002)), "at most 10,000"),
])
def test_bad_input_is_refused_and_stores_nothing(sqlite_url, code, values, words):
    store = ClassStore(sqlite_url)
    real = store.start("war_length")
    store.add(real, [50])
    with pytest.raises(ClassDataError, match=words.replace("(", r"\(")):
        store.add(real if code == "REAL" else code, values)
    assert store.tally(real).count == 1 and store.tally(real).total == 50


def test_unknown_experiment_and_bad_address():
    with pytest.raises(ClassDataError, match="no experiment called 'war_lenght'; choose one of: war_length"):
        ClassStore("sqlite://").start("war_lenght")
    with pytest.raises(ClassDataError, match="cannot be used"):
        ClassStore("nosuchdb://x")


def test_yes_no_experiments_take_only_0_and_1(sqlite_url):
    store = ClassStore(sqlite_url)
    code = store.start("can_i_play")
    store.add(code, [1, 0, 1])
    with pytest.raises(ClassDataError, match="from 0 to 1; 2 cannot be right"):
        store.add(code, [2])
    assert store.tally(code).mean == pytest.approx(2 / 3)


@pytest.mark.parametrize("kind", sorted(EXPERIMENTS))
def test_every_experiment_makes_valid_results_that_approach_its_answer(kind):
    """A class of 30 running 40 games each (1,200 results): the mean lands near the answer."""
    e = EXPERIMENTS[kind]
    values = e.simulate(np.random.default_rng(7), 1200)
    assert len(values) == 1200 and all(e.check(v) == v for v in values)
    sd = float(np.std(values))
    assert abs(np.mean(values) - e.answer()) < 4 * sd / np.sqrt(1200) + 1e-9


def test_the_answers_are_the_kits():
    from kit.exact.can_i_play import p_can_play

    assert EXPERIMENTS["can_i_play"].answer() == float(p_can_play(7))
    assert EXPERIMENTS["first_ace"].answer() == 9.6  # 48 other cards, 5 gaps around the 4 Aces


# -- a whole class at once ----------------------------------------------------------------------------------
CHILDREN, GAMES_EACH = 30, 40


def _child(url, code, child, start):
    """One child's kernel: wait for the starting gun, then add 40 results one game at a time."""
    store = ClassStore(url)
    start.wait(60)
    for game in range(GAMES_EACH):
        store.add(code, [child * 100 + game + 1])
    store.dispose()


def test_thirty_children_adding_at_once_lose_nothing(url):
    store = ClassStore(url)
    code = store.start("war_length")
    ctx = multiprocessing.get_context("fork")
    start = ctx.Event()
    kids = [ctx.Process(target=_child, args=(url, code, c, start)) for c in range(CHILDREN)]
    for k in kids:
        k.start()
    start.set()
    for k in kids:
        k.join(120)
        assert k.exitcode == 0, "a child's kernel failed to add its results"
    t = store.tally(code)
    expected = [c * 100 + g + 1 for c in range(CHILDREN) for g in range(GAMES_EACH)]
    assert t.count == len(expected) and t.total == sum(expected)
    assert sorted(v for v, n in t.histogram.items() for _ in range(n)) == sorted(expected)


def test_sqlite_lets_readers_and_a_writer_work_together(sqlite_url):
    """WAL mode (a tally being read never blocks a child adding results) and a long busy timeout
    (a writer waits its turn rather than failing with 'database is locked')."""
    store = ClassStore(sqlite_url)
    with store.engine.connect() as db:
        assert db.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
        assert db.exec_driver_sql("PRAGMA busy_timeout").scalar() >= 10_000
    code = store.start("first_ace")
    with store.engine.connect() as reader:  # a reader in the middle of a transaction...
        reader.exec_driver_sql("BEGIN")
        reader.exec_driver_sql("SELECT count(*) FROM results").scalar()
        assert ClassStore(sqlite_url).add(code, [3]) == 1  # ...does not stop a writer
        reader.exec_driver_sql("COMMIT")
    assert store.tally(code).count == 1


def test_closing_the_teacher_panel_stops_its_refresh(sqlite_url):
    """The teacher's panel re-reads the results every few seconds on the kernel's event loop; once
    it is closed (taken off the page) that refresh is cancelled, not left to run for ever."""
    import asyncio

    from widgets.class_panels import TeacherPanel

    async def scenario():
        panel = TeacherPanel(ClassStore(sqlite_url), refresh=True)
        panel.start()
        handle = panel._timer
        assert handle is not None and not handle.cancelled()
        panel.close()
        assert handle.cancelled() and panel._timer is None

    from conftest import run_on_own_loop

    run_on_own_loop(scenario)
