"""The class experiment store: results pooled under a class code, safe with a whole class
writing at once, in SQLite and (when the machine has it) a real PostgreSQL server."""
from __future__ import annotations

import csv
import glob
import io
import multiprocessing
import os
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

import numpy as np
import pytest

from class_store import EXPERIMENTS, MOST_PER_CHILD, ChildLimitReached, ClassDataError, ClassStore, ClassStoreUnavailable
from class_store.store import schema_head
from conftest import ServerProcess, free_port, scratch, wait_until_async


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
    port = free_port()
    subprocess.run([*as_user, str(bindir / "initdb"), "-D", str(data), "-U", "hilltop", "--auth=trust",
                    "-E", "UTF8"], check=True, capture_output=True)
    server = ServerProcess([*as_user, str(bindir / "postgres"), "-D", str(data), "-h", "127.0.0.1", "-p", str(port),
                            "-k", str(folder), "-c", "max_connections=120"], log_path=scratch() / f"postgres-{port}.log")
    server.name = "PostgreSQL"
    try:
        server.wait_for(lambda: subprocess.run([str(bindir / "pg_isready"), "-h", "127.0.0.1", "-p", str(port)],
                                               capture_output=True).returncode == 0,
                        60, "the PostgreSQL server did not start", every=0.2)
        subprocess.run([str(bindir / "createdb"), "-h", "127.0.0.1", "-p", str(port), "-U", "hilltop", "class"],
                       check=True, capture_output=True)
        yield f"postgresql+psycopg://hilltop@127.0.0.1:{port}/class"
    finally:
        server.stop()
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
    """WAL mode (a tally being read never blocks a child adding results) and a short busy timeout
    (a writer waits its turn a moment, and the store tries again for about a second)."""
    store = ClassStore(sqlite_url)
    with store.engine.connect() as db:
        assert db.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
        assert 100 <= db.exec_driver_sql("PRAGMA busy_timeout").scalar() <= 1000
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

    from classroom.class_panels import TeacherPanel

    async def scenario():
        panel = TeacherPanel(ClassStore(sqlite_url), refresh=True)
        panel.start()
        handle = panel._timer
        assert handle is not None and not handle.cancelled()
        panel.close()
        assert handle.cancelled() and panel._timer is None

    from conftest import run_on_own_loop

    run_on_own_loop(scenario)


# -- thirty kernels opening a class database that does not exist yet ----------------------------------
def _first_opener(url, start, failures):
    """One kernel opening the class database at the same moment as 29 others, then adding a result."""
    start.wait(60)
    try:
        store = ClassStore(url)
        store.open_experiments()
        store.dispose()
    except Exception as e:  # reported to the test, which names every failure
        failures.put(f"{type(e).__name__}: {e}"[:300])


def _fresh_database(url, tmp_path, n) -> str:
    """A database address nobody has opened yet: a new SQLite file, or a new PostgreSQL database."""
    if url.startswith("sqlite"):
        return f"sqlite:///{tmp_path / f'fresh{n}.db'}"
    import sqlalchemy as sa

    admin = sa.create_engine(url, isolation_level="AUTOCOMMIT")
    with admin.connect() as db:
        db.exec_driver_sql(f"CREATE DATABASE fresh{n}")
    admin.dispose()
    return url.rsplit("/", 1)[0] + f"/fresh{n}"


@pytest.mark.parametrize("attempt", range(2))
def test_thirty_kernels_opening_a_new_database_at_once_all_succeed(url, tmp_path, attempt):
    """Each kernel makes the tables it needs when it first opens the store; thirty doing it at the
    same moment once made 2 to 8 of them fail (SQLite: 'table experiments already exists';
    PostgreSQL: DuplicateTable, UniqueViolation).  The schema is made once, under a lock."""
    fresh = _fresh_database(url, tmp_path, attempt)
    ctx = multiprocessing.get_context("fork")
    start, failures = ctx.Event(), ctx.Queue()
    kernels = [ctx.Process(target=_first_opener, args=(fresh, start, failures)) for _ in range(CHILDREN)]
    for k in kernels:
        k.start()
    start.set()
    for k in kernels:
        k.join(120)
    found = []
    while not failures.empty():
        found.append(failures.get())
    assert not found, f"{len(found)} of {CHILDREN} kernels failed to open a new class database: {found[:3]}"
    assert all(k.exitcode == 0 for k in kernels)
    store = ClassStore(fresh)
    code = store.start("first_ace")
    assert store.add(code, [3]) == 1


def test_a_class_database_made_before_migrations_is_brought_up_to_date(url, tmp_path):
    """A class.db whose tables were made by the old ``create_all`` (no record of a schema revision,
    no column for the child's page) keeps its results and gains what the store needs now."""
    import sqlalchemy as sa

    old = _fresh_database(url, tmp_path, "old")
    engine = sa.create_engine(old)
    with engine.begin() as db:
        db.exec_driver_sql("CREATE TABLE experiments (code VARCHAR(16) PRIMARY KEY, kind VARCHAR(40) NOT NULL, "
                           "open BOOLEAN NOT NULL, started FLOAT NOT NULL)")
        serial = "SERIAL" if engine.dialect.name == "postgresql" else "INTEGER"
        db.exec_driver_sql(f"CREATE TABLE results (id {serial} PRIMARY KEY, code VARCHAR(16) NOT NULL "
                           "REFERENCES experiments(code), value INTEGER NOT NULL, added FLOAT NOT NULL)")
        db.exec_driver_sql("CREATE INDEX ix_results_code ON results (code)")
        db.exec_driver_sql("INSERT INTO experiments VALUES ('KT7-MAP', 'first_ace', true, 0)")
        db.exec_driver_sql("INSERT INTO results (code, value, added) VALUES ('KT7-MAP', 7, 1)")
    engine.dispose()
    store = ClassStore(old)
    assert store.add("KT7-MAP", [9], child="page1") == 1
    assert store.tally("KT7-MAP").histogram == {7: 1, 9: 1}
    with store.engine.connect() as db:
        assert db.exec_driver_sql("SELECT version_num FROM alembic_version").scalar() == schema_head()


def test_a_hub_database_whose_owners_table_the_service_made_keeps_it(url, tmp_path):
    """Before the owners of a hub's experiments were a migration (0004), the hub's service made
    their table itself: such a database at revision 0003 upgrades and keeps who owns what; a new
    database gets the table from the migrations."""
    import sqlalchemy as sa
    from alembic import command

    from class_store.service import Owners
    from class_store.store import _alembic

    old = _fresh_database(url, tmp_path, "hub")
    engine = sa.create_engine(old)
    with engine.begin() as db:
        command.upgrade(_alembic(db), "0003")
        db.exec_driver_sql("CREATE TABLE hub_experiment_owners (code VARCHAR(16) PRIMARY KEY, "
                           "teacher VARCHAR(255) NOT NULL, classes TEXT NOT NULL)")
        db.exec_driver_sql("INSERT INTO experiments VALUES ('KT7-MAP', 'first_ace', true, 0)")
        db.exec_driver_sql("INSERT INTO hub_experiment_owners VALUES ('KT7-MAP', 'ms-lee', '5b')")
    engine.dispose()
    store = ClassStore(old)
    assert Owners(store).get("KT7-MAP") == ("ms-lee", {"5b"})
    with store.engine.connect() as db:
        assert db.exec_driver_sql("SELECT version_num FROM alembic_version").scalar() == schema_head() == "0006"

    new = ClassStore(_fresh_database(url, tmp_path, "new"))
    code = new.start("first_ace")
    Owners(new).record(code, "mr-day", {"6a", "6b"})
    assert Owners(new).get(code) == ("mr-day", {"6a", "6b"}) and Owners(new).get("XX1-XXX") is None


# -- a database that cannot be used: words, never the password, and nothing lost ---------------------------
SECRET = "S3cretPW"


@pytest.mark.parametrize("address", [
    f"postgresql+psycopg2://hilltop:{SECRET}@127.0.0.1:5432/class",  # a driver this server does not have
    f"postgresql+psycopg://hilltop:{SECRET}@127.0.0.1:{{port}}/class",  # a database that is not there
    f"not an address at all://hilltop:{SECRET}@",
])
def test_a_database_address_is_never_shown_with_its_password(address, caplog):
    address = address.replace("{port}", str(free_port()))  # nothing listens there
    said = []
    try:
        store = ClassStore(address)
    except ClassDataError as e:
        said.append(str(e))
    else:
        with pytest.raises(ClassStoreUnavailable) as refused:
            store.start("first_ace")
        said += [str(refused.value), refused.value.for_teacher]
        assert "not answering" in str(refused.value) and "127.0.0.1" in refused.value.for_teacher
        assert "hilltop:***@127.0.0.1" in refused.value.for_teacher
    assert said and all("cannot be used" in s or "could not be" in s for s in said)
    for text in said + [caplog.text]:
        assert SECRET not in text


def _damaged(tmp_path) -> str:
    path = tmp_path / "class.db"
    path.write_bytes(b"this was a class database until a power cut" * 100)
    return f"sqlite:///{path}"


def test_a_damaged_class_database_is_said_in_words(tmp_path):
    store = ClassStore(_damaged(tmp_path))  # opening it does not fail: the first use says what is wrong
    for use in (lambda: store.start("first_ace"), lambda: store.add("KT7-MAP", [3]), store.open_experiments):
        with pytest.raises(ClassStoreUnavailable, match="the class database is damaged"):
            use()


def test_a_read_only_class_database_is_said_in_words(tmp_path):
    made = ClassStore(f"sqlite:///{tmp_path / 'class.db'}")
    code = made.start("first_ace")
    made.add(code, [4])
    made.dispose()
    read_only = ClassStore(f"sqlite:///file:{tmp_path / 'class.db'}?mode=ro&uri=true")
    assert read_only.tally(code).count == 1  # reading still works
    with pytest.raises(ClassStoreUnavailable, match="may be read but not written"):
        read_only.add(code, [5])


# -- a store that fails and is mended while the pages stay open (issue 37.6) ---------------------------------
def fault_on_new_connections(store: ClassStore, pragma: str) -> dict:
    """From now on, each connection the store opens gets ``pragma`` (``query_only=ON``: a file
    SQLite could only open read-only; ``max_page_count=...``: a full disk), for as long as that
    connection lives, the way SQLite keeps a connection opened on an unwritable file read-only.
    Set ``fault["on"] = False`` to mend the database: connections opened after that are well."""
    import sqlalchemy as sa

    fault = {"on": True}

    def hurt(dbapi_connection, _record):
        if fault["on"]:
            cursor = dbapi_connection.cursor()
            if pragma == "full":
                pages = cursor.execute("PRAGMA page_count").fetchone()[0]
                cursor.execute(f"PRAGMA max_page_count={pages}")
            else:
                cursor.execute(f"PRAGMA {pragma}")
            cursor.close()

    sa.event.listen(store.engine, "connect", hurt)
    store.engine.dispose()   # the page opens its connections while the database is unwritable
    return fault


@pytest.mark.parametrize("pragma, words", [("query_only=ON", "may be read but not written"),
                                           ("full", "disk is full")])
def test_a_store_that_failed_works_again_once_the_database_is_mended(sqlite_url, pragma, words):
    """A page that met a read-only (or full) database used to stay broken after the fix: its
    connection stayed read-only.  Now the next call after the fix adds, with nothing counted twice."""
    store = ClassStore(sqlite_url)
    code = store.start("first_ace")
    fault = fault_on_new_connections(store, pragma)
    with pytest.raises(ClassStoreUnavailable, match=words):
        store.add(code, list(range(48)) * 20, child="page1", batch="b1")
    if pragma != "full":    # a write that needs no new room: the teacher's panel's question
        with pytest.raises(ClassStoreUnavailable, match=words):
            store.check_writes(code)
    assert store.tally(code).count == 0     # reading still works
    fault["on"] = False
    store.check_writes(code)
    assert store.add(code, list(range(48)) * 20, child="page1", batch="b1") == 48 * 20
    assert store.tally(code).count == 48 * 20


def test_a_batch_sent_again_is_counted_once(sqlite_url):
    """A page that did not hear the answer (the store kept its results, then the link dropped)
    sends the same batch again: it is recognised by its id and not added twice."""
    store = ClassStore(sqlite_url)
    code = store.start("first_ace")
    assert store.add(code, [3, 4], child="page1", batch="b-1") == 2
    assert store.add(code, [3, 4], child="page1", batch="b-1") == 0
    assert store.add(code, [5], child="page1", batch="b-2") == 1
    assert store.add(code, [3, 4], child="page2", batch="b-1") == 2     # another page's batch is its own
    assert store.tally(code).count == 5
    with pytest.raises(ClassDataError, match="id is not one a page makes"):
        store.add(code, [3], child="page1", batch="x" * 41)


def hold_the_lock(path: Path):
    """Another program holding the database's write lock (a backup, a second server...)."""
    import sqlite3

    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    return other


def test_a_locked_database_is_said_in_seconds_not_half_a_minute(tmp_path, monkeypatch):
    """A lock held by another connection hung a child's click for 28 s: now the store tries again
    for a few seconds (on the page's worker thread: the page says at once, see
    test_a_click_is_answered_at_once_while_the_database_is_locked), then says the database is
    busy; once the lock goes, adding works."""
    store = ClassStore(f"sqlite:///{tmp_path / 'class.db'}")
    code = store.start("first_ace")
    other = hold_the_lock(tmp_path / "class.db")
    monkeypatch.setattr("class_store.store.BUSY_TRIES_FOR", 1.0)     # (8 s on a server)
    began = time.monotonic()
    with pytest.raises(ClassStoreUnavailable, match="busy just now"):
        store.add(code, [3], child="page1", batch="b1")
    assert 1.0 <= time.monotonic() - began < 3     # tried again for the whole window, not 30 s
    assert store.tally(code).count == 0     # reading is not held up by the writer's lock
    other.execute("ROLLBACK")
    other.close()
    assert store.add(code, [3], child="page1", batch="b1") == 1


# -- the most one child may add ---------------------------------------------------------------------------
def test_one_page_may_add_at_most_its_share_to_an_experiment(sqlite_url):
    """A button clicked by a script (90 results a second once) stops at MOST_PER_CHILD results per
    page per experiment; other pages, and the same page in another experiment, are not held back."""
    store = ClassStore(sqlite_url)
    code, other = store.start("first_ace"), store.start("first_ace")
    for _ in range(MOST_PER_CHILD // 10):
        store.add(code, [3] * 10, child="pageA")
    with pytest.raises(ChildLimitReached, match=f"You have added {MOST_PER_CHILD:,} results, the most one child"):
        store.add(code, [3], child="pageA")
    assert store.add(code, [4] * 10, child="pageB") == 10
    assert store.add(other, [5] * 10, child="pageA") == 10
    assert store.tally(code).count == MOST_PER_CHILD + 10
    with pytest.raises(ChildLimitReached, match="you may add 990 more results"):
        store.add(code, [3] * 991, child="pageB")
    with pytest.raises(ClassDataError, match="token"):
        store.add(code, [3], child="x" * 41)
    assert store.tally(code).count == MOST_PER_CHILD + 10


def test_a_child_past_the_limit_is_told_and_nothing_more_is_added(sqlite_url):
    from classroom.class_panels import ChildPanel

    store = ClassStore(sqlite_url)
    code = store.start("first_ace")
    child = ChildPanel(store, code=code, seed=1)
    for _ in range(MOST_PER_CHILD // 10):
        child.play()
    assert store.tally(code).count == MOST_PER_CHILD and child.play_button.layout.display != "none"
    child.play()
    assert "the most one child may add" in child.message.value
    assert child.play_button.layout.display == "none" and store.tally(code).count == MOST_PER_CHILD


def test_the_class_experiment_speaks_the_pages_language(sqlite_url):
    """A Spanish page (issue 42): the teacher's and the child's panels, the store's refusals and
    the numbers (decimal comma) in Spanish; nothing English left in what they show."""
    from classroom.class_panels import ChildPanel, TeacherPanel
    from kit.words import speaking

    store = ClassStore(sqlite_url)
    with speaking("es"):
        teacher = TeacherPanel(store, refresh=False)
        teacher.choice.value = "first_ace"
        code = teacher.start()
        child = ChildPanel(store, code=code, seed=1)
        child.play()
        teacher.update()
        wrong = ChildPanel(store, code="ZZZ-ZZZ")
        with pytest.raises(ChildLimitReached, match="puedes añadir 1.000 resultados más"):
            store.add(code, [3] * (MOST_PER_CHILD + 1), child="pageB")
    assert "Escribe este código de clase en la pizarra" in teacher.header.value
    assert teacher.start_button.description == "Empezar un experimento de clase"
    assert "¿Cuántas cartas salen antes del primer As?" in child.question.value
    assert child.play_button.description == "Jugar 10 partidas y añadirlas"
    assert "Tus 10 resultados:" in child.message.value and "10 resultados: la media de la clase es" in child.message.value
    assert "La respuesta del kit: 9,6 (calculada exactamente: 48/5 = 9,6)" in teacher.status.value
    assert "no hay ningún experimento de clase con el código" in wrong.message.value
    teacher.close()
    for text in (teacher.header.value, teacher.status.value, child.message.value, wrong.message.value):
        assert not any(word in text for word in (" the ", "results", "class code")), text


# -- the panels on a class database that fails ------------------------------------------------------------
def test_a_child_whose_results_cannot_be_saved_keeps_them_until_they_can(postgres_url, tmp_path):
    """The database refuses to write (here: the page's database user loses the right to add
    results, as a full disk or a read-only replica would): the child is told in words, the results
    wait on the page, and the next click adds them with the new ones.  None is lost."""
    import sqlalchemy as sa

    from classroom.class_panels import ChildPanel

    fresh = _fresh_database(postgres_url, tmp_path, "refusing")
    ClassStore(fresh).dispose()  # the tables, made by their owner
    admin = sa.create_engine(fresh, isolation_level="AUTOCOMMIT")
    with admin.connect() as db:
        db.exec_driver_sql("CREATE ROLE kernel LOGIN")
        db.exec_driver_sql("GRANT SELECT, INSERT ON experiments, results, result_batches, alembic_version TO kernel")
        db.exec_driver_sql("GRANT USAGE ON SEQUENCE results_id_seq TO kernel")
    store = ClassStore(fresh.replace("hilltop@", "kernel@"))
    code = store.start("first_ace")
    child = ChildPanel(store, code=code, seed=3)
    child.play()
    assert store.tally(code).count == 10
    with admin.connect() as db:
        db.exec_driver_sql("REVOKE INSERT ON results FROM kernel")
    child.play()
    child.play()
    assert len(child.waiting) == 20 and store.tally(code).count == 10
    assert "20 results are waiting on this page" in child.message.value
    assert child.warning.shown and "could not be saved" in child.warning.words.value
    assert "kept on this page" in child.warning.words.value
    with admin.connect() as db:
        db.exec_driver_sql("GRANT INSERT ON results TO kernel")
    child.play()
    assert store.tally(code).count == 40 and child.waiting == []
    assert "Your 20 waiting results were added too" in child.message.value
    assert not child.warning.shown
    admin.dispose()


async def until(condition, within: float) -> float:
    """Wait on the event loop (the kernel's, here the test's) until ``condition()`` holds; the
    seconds it took.  Fails after ``within`` seconds."""
    import asyncio

    began = time.monotonic()
    await wait_until_async(condition, within, "waited too long")
    return time.monotonic() - began


def test_a_click_is_answered_at_once_while_the_database_is_locked(tmp_path):
    """37.6: a lock held by another program hung a click for 28 s with no feedback.  Now the click
    returns at once (the store is called on a worker thread, started with the page, not in the
    click), the child is told after SLOW_AFTER that the results are waiting, and they are added by
    themselves once the lock goes.  (Said by what happens in which order, not by the wall clock: a
    loaded machine may keep any thread waiting for the processor.)"""
    import asyncio
    import threading

    from class_store.store import BUSY_TRIES_FOR
    from classroom.class_panels import ChildPanel
    from classroom.outbox import SLOW_AFTER

    store = ClassStore(f"sqlite:///{tmp_path / 'class.db'}")
    code = store.start("first_ace")

    async def lesson():
        child = ChildPanel(store, code=code, seed=1)
        await child.outbox.worker_ready
        threads = threading.active_count()
        other = hold_the_lock(tmp_path / "class.db")
        began = time.monotonic()
        child.play()
        # back before the store answered (it cannot, while the lock is held), having started no
        # thread (starting one waits until the system runs it: seconds, on a busy server)
        assert child.outbox.sending and child.waiting and child.outbox.problem is None
        assert "Adding them to the class" in child.message.value
        assert threading.active_count() == threads, "the click started a thread"
        # said while the sending is still on its way, not once the store gave up (BUSY_TRIES_FOR)
        await until(lambda: child.warning.shown, within=BUSY_TRIES_FOR)
        assert time.monotonic() - began >= SLOW_AFTER and child.outbox.sending
        assert "taking a while" in child.warning.words.value
        other.execute("ROLLBACK")
        other.close()
        await until(lambda: not child.waiting and not child.warning.shown, within=15)
        assert store.tally(code).count == 10 and "1 result" not in child.message.value
        child.close()

    asyncio.run(lesson())


def refuse_writes(store: ClassStore) -> dict:
    """From now on the store's database refuses every write as a full disk does (SQLite's own
    error), until ``fault["on"] = False``."""
    import sqlite3

    import sqlalchemy as sa

    fault = {"on": True}

    def full(conn, cursor, statement, parameters, context, executemany):
        if fault["on"] and statement.lstrip().upper().startswith(("INSERT", "UPDATE", "DELETE")):
            raise sa.exc.OperationalError(statement, parameters, sqlite3.OperationalError("database or disk is full"))

    sa.event.listen(store.engine, "before_cursor_execute", full)
    return fault


@pytest.mark.parametrize("pragma", ["query_only=ON", "full"])
def test_results_sent_during_a_fault_go_by_themselves_once_the_store_is_mended(tmp_path, pragma):
    """37.6: a page that met a read-only (or full) database never recovered, and its waiting results
    went only with a click.  Now they are sent again by themselves, in order, once; the warning
    at the top of the child's screen says so while it matters and is gone after; the teacher's
    panel says while writes fail."""
    import asyncio

    from classroom.class_panels import ChildPanel, TeacherPanel

    store = ClassStore(f"sqlite:///{tmp_path / 'class.db'}")
    code = store.start("first_ace")
    teacher = TeacherPanel(store, refresh=False)
    teacher.WRITES_EVERY = 0     # asks at every look (every few seconds on a page)
    assert teacher.code == code

    async def lesson():
        child = ChildPanel(store, code=code, seed=1)
        child.play()
        await until(lambda: store.tally(code).count == 10, within=5)
        fault = fault_on_new_connections(store, pragma) if pragma != "full" else refuse_writes(store)
        child.play()
        await until(lambda: child.warning.shown and "could not be saved" in child.warning.words.value, within=8)
        child.play()
        await until(lambda: len(child.waiting) == 20 and not child.outbox.sending and child.outbox.problem, within=8)
        teacher._tick_once()
        assert "cannot be saved just now" in teacher.writes.value
        fault["on"] = False
        await until(lambda: not child.waiting, within=10)
        assert not child.warning.shown and "Your 20 waiting results were added" in child.message.value
        assert store.tally(code).count == 30
        assert [v for v in store.values(code)] == [v for v in child_values]
        teacher._tick_once()
        assert teacher.writes.value == "" and 'data-count="30"' in teacher.status.value
        child.close()

    sent = []
    real_add = store.add

    def add(code_, values, child=None, batch=None):
        added = real_add(code_, values, child=child, batch=batch)
        sent.extend(values if added else [])
        return added

    store.add = add          # what the store kept, in the order it kept it
    child_values = sent
    asyncio.run(lesson())


def test_a_teachers_page_reloaded_or_restarted_goes_back_to_the_running_experiment(sqlite_url):
    """37.4: the teacher's page only started new experiments; after a reload (a new panel) or a
    server restart (a new store on the same database) it shows the one still collecting, and what
    the children keep adding under its code."""
    from classroom.class_panels import TeacherPanel

    first = TeacherPanel(ClassStore(sqlite_url), refresh=False)
    assert first.code is None
    first.choice.value = "first_ace"
    code = first.start()
    ClassStore(sqlite_url).add(code, [3, 4], child="page1")
    again = TeacherPanel(ClassStore(sqlite_url), refresh=False)      # reloaded, or a restarted server
    assert again.code == code and again.choice.value == "first_ace"
    assert f'data-code="{code}"' in again.header.value and 'data-count="2"' in again.status.value
    ClassStore(sqlite_url).add(code, [5], child="page1")
    again._tick_once()
    assert 'data-count="3"' in again.status.value
    again.close_button.click()
    assert TeacherPanel(ClassStore(sqlite_url), refresh=False).code is None   # closed: a fresh page


def test_the_panels_on_a_damaged_database_say_so_without_a_traceback(tmp_path):
    from classroom.class_panels import ChildPanel, TeacherPanel

    store = ClassStore(_damaged(tmp_path))
    child = ChildPanel(store, code="KT7-MAP")  # a page opened with a code: nothing raised
    assert "the class database is damaged" in child.message.value and child.play_button.layout.display == "none"
    teacher = TeacherPanel(store, refresh=False)
    assert teacher.start() is None
    assert "the class database is damaged" in teacher.status.value
    assert "sqlite:///" in teacher.status.value  # the teacher is told which database


def test_the_teacher_panel_sends_only_what_changed_and_the_csv_on_request(sqlite_url):
    """A refresh reads what arrived since the last one and changes a widget (so sends it to the page)
    only when what it shows changed; the CSV is made when the teacher asks for it, not before."""
    from classroom.class_panels import TeacherPanel

    store = ClassStore(sqlite_url)
    teacher = TeacherPanel(store, refresh=False)
    teacher.choice.value = "first_ace"
    code = teacher.start()
    for child in range(20):
        store.add(code, [child % 48] * 1000)
    sent = []  # the size of every value a widget of the panel changed to (what ipywidgets sends)
    widgets, todo = [], [teacher]
    while todo:
        widgets.append(todo.pop())
        todo.extend(getattr(widgets[-1], "children", ()))
    for w in widgets:
        w.observe(lambda change: sent.append(len(str(change["new"]))))
    teacher.update()
    assert 'data-count="20000"' in teacher.status.value and teacher.chart.value.startswith("<svg")
    assert 0 < sum(sent) < 20_000  # a sentence and a chart of at most 200 points
    sent.clear()
    teacher.update()
    assert sent == []  # nothing new: nothing sent
    store.add(code, [9] * 10)
    teacher.update()
    assert 'data-count="20010"' in teacher.status.value and 0 < sum(sent) < 20_000
    files = []
    teacher.download.send = lambda content, buffers=None: files.append(content)
    teacher.download._handle_custom_msg({"want": "file"}, [])
    assert files[0]["name"] == f"class-{code}.csv" and files[0]["text"] == store.export_csv(code)
    assert len(list(csv.reader(io.StringIO(files[0]["text"])))) == 20_011
    ClassStore(sqlite_url).reset(code)  # reset from another tab: the panel sees the results go
    teacher.update()
    assert 'data-count="0"' in teacher.status.value and teacher.chart.value == ""


def test_a_data_folder_that_cannot_be_made_is_said_on_the_page(tmp_path, monkeypatch):
    """The default store lives in the user's data folder; when it cannot be made (a file stands
    where the folder should be) the child's page says so instead of failing to draw."""
    from classroom.class_panels import ChildPanel, TeacherPanel

    (tmp_path / "data").write_text("a file, not a folder")
    monkeypatch.delenv("HILLTOP_CLASS_DB", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    with pytest.raises(ClassDataError, match="cannot be made"):
        ClassStore()
    child = ChildPanel(code="KT7-MAP")
    assert "cannot join a class experiment here" in child.message.value
    teacher = TeacherPanel(refresh=False)
    assert "cannot be kept on this server" in teacher.status.value and teacher.start() is None


# -- a lesson's records through a store fault (37.6) ----------------------------------------------------------
def test_a_lesson_pages_records_sent_during_a_fault_wait_and_go_in_order_once(tmp_path):
    """After a full disk the teacher saw a practising child still at Predict: the lesson page's
    records sent during the fault were dropped.  Now they wait in the page's outbox (the warning
    in the child's view says so) and go by themselves once the store is mended, in order, and a
    record sent again is not counted twice."""
    import asyncio

    import lessons
    from class_store.lesson_sessions import LessonSessions
    from classroom.lesson_dashboard import LessonDashboard
    from classroom.lesson_class import LessonTeacherPanel

    store = ClassStore(f"sqlite:///{tmp_path / 'class.db'}")
    sessions = LessonSessions(store)
    spec = lessons.spec("war_odds")
    teacher = LessonTeacherPanel([("war_odds", spec.title)], lessons.spec, sessions=sessions, refresh=False)
    teacher.WRITES_EVERY = 0
    code = teacher.start("war_odds")

    async def lesson():
        child = LessonDashboard(spec, seed=1, class_code=code, sessions=sessions, refresh=False)
        link = child.link
        await until(lambda: sessions.tally(code).joined == 1 and not link.outbox.waiting, within=5)
        fault = refuse_writes(store)
        child.prediction.lock("about 1 in 20")
        assert child.run()
        await until(lambda: link.warning.shown and "could not be saved" in link.warning.words.value, within=8)
        t = sessions.tally(code)
        assert (t.guesses, t.games, t.at_step) == ({}, 0, {1: 1})     # nothing kept yet: all waits on the page
        teacher.update()
        assert "answers cannot be saved just now" in teacher.status.value
        letters = list(link.outbox.waiting)
        assert [letter.body[2] for letter in letters][:3] == ["guess", "step", "result"]
        fault["on"] = False
        await until(lambda: not link.outbox.waiting, within=10)
        assert not link.warning.shown
        t = sessions.tally(code)
        assert t.guesses == {3: 1} and t.games == spec.total and t.at_step == {3: 1}
        teacher.update()
        assert teacher.status.value == ""
        link.outbox.waiting.extend(letters)             # the same records sent again (their answers lost)
        link.outbox.flush()
        await until(lambda: not link.outbox.waiting, within=5)
        assert sessions.tally(code) == t
        link.close()

    asyncio.run(lesson())


def test_a_teachers_lesson_page_reloaded_or_restarted_goes_back_to_the_running_lesson(tmp_path):
    """37.4: the teacher's lesson page only started new sessions, so after a reload the children
    kept sending to a code no page could show.  Now a new page (a reload; a new store on the same
    database: a restarted server) offers the lesson still open; one click is back on it, with its
    hold, showing what the children send."""
    import lessons
    from class_store.lesson_sessions import LessonSessions
    from classroom.lesson_class import LessonTeacherPanel

    url = f"sqlite:///{tmp_path / 'class.db'}"
    offered = [(name, lessons.spec(name).title) for name in ("run_sums", "war_odds")]
    first = LessonTeacherPanel(offered, lessons.spec, sessions=LessonSessions(ClassStore(url)), refresh=False)
    assert first.code is None
    code = first.start("war_odds")
    first.set_hold(2)
    child = LessonSessions(ClassStore(url))
    child.join(code, "page1", lesson="war_odds")
    again = LessonTeacherPanel(offered, lessons.spec, sessions=LessonSessions(ClassStore(url)), refresh=False)
    assert again.code is None and again.still_open.layout.display is None     # offered, not forced
    offer = again.still_open.children[1].children[0]
    title, go_back = offer.children
    assert "War odds" in title.value and go_back.description == f"Go back ({code})"
    go_back.click()
    assert again.code == code and again.choice.value == "war_odds" and again.hold.value == 2
    assert again.still_open.layout.display == "none"
    assert f'data-code="{code}"' in again.header.value and 'data-joined="1"' in again.where.value
    child.join(code, "page2", lesson="war_odds")
    again.update()
    assert 'data-joined="2"' in again.where.value
    again.end()
    fresh = LessonTeacherPanel(offered, lessons.spec, sessions=LessonSessions(ClassStore(url)), refresh=False)
    assert fresh.offer_still_open() == [] and fresh.still_open.layout.display == "none"   # ended: nothing offered


def test_the_outbox_sends_in_order_stops_at_a_fault_and_drops_only_what_is_refused_for_good():
    """The page's outbox (classroom/outbox.py) without a store: the first letter the store cannot take
    just now holds back every later one (order is kept); a letter refused for good is dropped and
    said; the rest go once the store is back."""
    from classroom.outbox import Outbox

    kept, refused, away = [], [], {"now": False}

    def deliver(letter):
        if away["now"]:
            raise ClassStoreUnavailable("The class results could not be saved.", "db", "disk I/O error")
        if letter.body == "forged":
            raise ClassDataError("nothing was sent: a step is 1 to 3")
        kept.append(letter.body)
        return True

    box = Outbox(deliver, refused=lambda letter, e: refused.append((letter.body, str(e))))
    box.put("join")
    away["now"] = True
    for body in ("guess", "forged", "step"):
        box.put(body)
    assert kept == ["join"] and [letter.body for letter in box.waiting] == ["guess", "forged", "step"]
    assert box.problem is not None and "could not be saved" in str(box.problem)
    away["now"] = False
    box.flush()
    assert kept == ["join", "guess", "step"] and not box.waiting and box.problem is None
    assert refused == [("forged", "nothing was sent: a step is 1 to 3")]
    box.close()
