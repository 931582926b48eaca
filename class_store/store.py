"""Where a class's results are kept: SQLite on the server by default, any SQLAlchemy database URL
(PostgreSQL on a school hub) through the same code.

Thirty kernels may add results at the same moment.  SQLite copes in WAL mode (readers never wait
for the writer) with a short busy timeout (a writer waits its turn half a second), and every
write is one short transaction.  A database still busy after that (another program holds its lock)
is tried again with tenacity, for a few seconds in all, and then refused as "busy just now": the
child's page keeps the results and sends them again (classroom/outbox.py).  The page never waits
on the store: it says at once that the results are on their way, and within a second that they
are waiting, instead of a click that hangs for half a minute.  PostgreSQL needs nothing special.

A database that failed (read-only, full, away) may be mended while the pages stay open: after a
failure the store lets go of its open connections, so the next call opens fresh ones and works
again (SQLite keeps a connection opened on a read-only file read-only for ever).  Each batch of
results a page sends carries an id the page made (``add(..., batch=...)``): a batch sent again is
recognised and not counted twice.

Thirty kernels may also be the first to open a new database at the same moment.  The tables are
made by Alembic's migrations (``class_store/migrations``), run once per database under a lock:
PostgreSQL's transaction-scoped advisory lock, or for a SQLite file an exclusive ``flock`` on a
``.lock`` file beside it (SQLite is always on the machine itself).  Each kernel first reads the
revision the database is at (one quick query) and takes the lock only when it is behind; under
the lock it reads it again, so the migrations run once however many kernels arrive together.
Alembic rather than ``create_all``: the schema has already changed once (each result now says
which child's page sent it), and a class.db made before that must be brought up to date in place.

Every call checks its input first and changes nothing when it refuses: an unknown class code, a
closed experiment, a value a real game cannot give, or a child past the most results one child
may add raise :class:`ClassDataError` with a message a teacher or child can act on.  A database
that cannot be read or written (down, read-only, damaged) raises :class:`ClassStoreUnavailable`,
a kind of ClassDataError, whose message says so in plain words; the address it names, in that
message and in the log, never shows the password.
"""
from __future__ import annotations

import contextlib
import csv
import fcntl
import io
import logging
import os
import re
import secrets
import time
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Callable, Iterable, Iterator, Optional, TypeVar, cast

import sqlalchemy as sa
import tenacity

from kit.words import N_, _, number

from .class_experiments import EXPERIMENTS

log = logging.getLogger("hilltop.class_store")

# Letters and digits a child cannot mix up when copying from the board (no 0/O, 1/I/L, 5/S, 2/Z).
CODE_ALPHABET = "ABCDEFGHJKMNPQRTUVWXY346789"
MOST_AT_ONCE = 10_000   # results one child may add in one go
# Results one child's page may add to one experiment: a hundred clicks of ten games, far more
# than a lesson's worth of play and few enough that a button clicked by a script (90 a second)
# stops after eleven seconds instead of filling the class's tally for the whole lesson.
MOST_PER_CHILD = 1_000
CHILD_TOKEN = re.compile(r"[A-Za-z0-9_-]{1,40}")
MIGRATIONS = Path(__file__).parent / "migrations"
SCHEMA_LOCK = 0x48494C4C544F50  # PostgreSQL advisory lock key: "HILLTOP" in ASCII
BUSY_MS = 500        # how long one SQLite call waits for another writer's lock
BUSY_TRIES_FOR = 8.0  # seconds a busy database is tried again before the caller is told (the page says at once)
BATCH_ID = re.compile(r"[A-Za-z0-9_-]{1,40}")


class ClassDataError(ValueError):
    """Refused: the message says why, in words a teacher or a child can act on."""


class ClassStoreUnavailable(ClassDataError):
    """The class database could not be read or written just now; nothing was changed.  ``str()``
    is for a child; :attr:`for_teacher` adds which database and what went wrong (no password)."""

    def __init__(self, words: str, address: str, detail: str):
        super().__init__(words)
        self.address = address
        self.detail = detail

    @property
    def for_teacher(self) -> str:
        # (the address and the driver's own words about what failed are quoted as they are)
        return _("{words} (the class database {address}: {detail})").format(
            words=self, address=self.address, detail=self.detail)


class ChildLimitReached(ClassDataError):
    """This child's page has added the most results one child may add to this experiment."""


def safe_address(url: str) -> str:
    """A database address fit to show or log: the password replaced by ``***``."""
    try:
        return sa.engine.make_url(url).render_as_string(hide_password=True)
    except Exception:  # not an address at all: say nothing of what it held
        return "(not a database address)"


def _without_password(text: str, url: str) -> str:
    """``text`` (a driver's error) with the address's password, if it somehow appears, hidden."""
    try:
        password = sa.engine.make_url(url).password
    except Exception:
        return text
    return text.replace(str(password), "***") if password else text


@dataclass(frozen=True)
class Tally:
    code: str
    kind: str
    open: bool
    count: int
    total: float
    histogram: dict[int, int]   # value -> how many results had it

    @property
    def mean(self) -> Optional[float]:
        return self.total / self.count if self.count else None


@dataclass(frozen=True)
class NewResults:
    """What arrived since a teacher's panel last looked (:meth:`ClassStore.since`)."""
    code: str
    kind: str
    open: bool
    count: int          # results the experiment holds now
    total: float        # their sum
    last: int           # the number of the newest result (0: none)
    values: list[int]   # the results numbered after the one asked about, oldest first

    @property
    def mean(self) -> Optional[float]:
        return self.total / self.count if self.count else None


def default_url() -> str:
    """``$HILLTOP_CLASS_DB`` if set (e.g. ``postgresql+psycopg://hub/hilltop``), else a SQLite
    file in the user's data folder."""
    url = os.environ.get("HILLTOP_CLASS_DB")
    if url:
        return url
    base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    folder = base / "hilltop"
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise ClassDataError(_("the folder for the class results, {folder}, cannot be made ({why})").format(
            folder=folder, why=e.strerror)) from None
    return f"sqlite:///{folder / 'class.db'}"


# The tables as the code reads them; the migrations make them (and must agree with this).
metadata = sa.MetaData()
experiments = sa.Table(
    "experiments", metadata,
    sa.Column("code", sa.String(16), primary_key=True),
    sa.Column("kind", sa.String(40), nullable=False),
    sa.Column("open", sa.Boolean, nullable=False, default=True),
    sa.Column("started", sa.Float, nullable=False),
)
results = sa.Table(
    "results", metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("code", sa.String(16), sa.ForeignKey("experiments.code"), nullable=False, index=True),
    sa.Column("value", sa.Integer, nullable=False),
    sa.Column("added", sa.Float, nullable=False),
    sa.Column("child", sa.String(40), nullable=True),
    sa.Index("ix_results_code_child", "code", "child"),
)
# the batches of results already kept, by the id their page gave them (sent again: counted once)
result_batches = sa.Table(
    "result_batches", metadata,
    sa.Column("code", sa.String(16), sa.ForeignKey("experiments.code"), primary_key=True),
    sa.Column("child", sa.String(40), primary_key=True),
    sa.Column("batch", sa.String(40), primary_key=True),
    sa.Column("added", sa.Float, nullable=False),
)


def _sqlite_pragmas(dbapi_connection, _record) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute(f"PRAGMA busy_timeout={BUSY_MS}")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()


def _busy(error: BaseException) -> bool:
    """A refusal because another connection holds the database's lock (tried again shortly)."""
    if not isinstance(error, ClassStoreUnavailable):
        return False
    low = error.detail.lower()
    return "locked" in low or "busy" in low or "lock timeout" in low


def _unwritable(error: BaseException) -> bool:
    """A refusal to write (read-only, full): the connection that met it may be one opened while the
    database was unwritable; a fresh one may find it mended."""
    if not isinstance(error, ClassStoreUnavailable):
        return False
    low = error.detail.lower()
    return "readonly" in low or "read-only" in low or "read only" in low or "full" in low


def _try_again(state: tenacity.RetryCallState) -> bool:
    error = state.outcome.exception() if state.outcome else None
    return error is not None and (_busy(error) or (_unwritable(error) and state.attempt_number == 1))


def _try_again_if_unwritable(state: tenacity.RetryCallState) -> bool:
    error = state.outcome.exception() if state.outcome else None
    return error is not None and _unwritable(error) and state.attempt_number == 1


def _long_enough(state: tenacity.RetryCallState) -> bool:
    return (state.seconds_since_start or 0.0) >= BUSY_TRIES_FOR


F = TypeVar("F", bound=Callable)


def retry_busy(method: F) -> F:
    """Try ``method`` again while the database is busy, for :data:`BUSY_TRIES_FOR` seconds in
    all (short waits, growing, with a little jitter so thirty pages do not knock at once), and once
    on fresh connections when it could not write; then the caller gets the refusal."""
    return cast(F, tenacity.retry(retry=_try_again, reraise=True, stop=_long_enough,
                                  wait=tenacity.wait_exponential_jitter(multiplier=0.05, max=0.3, jitter=0.05))(method))


def retry_unwritable(method: F) -> F:
    """Try ``method`` once more on fresh connections when it could not write (a question asked
    every few seconds: a busy database is said at once, not waited on)."""
    return cast(F, tenacity.retry(retry=_try_again_if_unwritable, reraise=True)(method))


def _alembic(connection):
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    config.attributes["connection"] = connection
    return config


@lru_cache(maxsize=1)
def schema_head() -> str:
    """The newest revision of the schema (the last migration)."""
    from alembic.script import ScriptDirectory

    head = ScriptDirectory.from_config(_alembic(None)).get_current_head()
    assert head is not None
    return head


def _revision(connection) -> Optional[str]:
    from alembic.migration import MigrationContext

    return MigrationContext.configure(connection).get_current_revision()


@contextlib.contextmanager
def _file_lock(database: Optional[str]) -> Iterator[None]:
    """An exclusive lock on ``<database>.lock`` while the schema is made (none for a database in
    memory, or in a folder where the lock cannot be made: the database is then not writable
    either, and saying so is left to the first write)."""
    if not database or database == ":memory:" or database.startswith("file:"):
        yield
        return
    try:
        handle = open(f"{database}.lock", "a")
    except OSError:
        yield
        return
    with handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


# What could not be done with the class results (``ClassStore.ready``'s ``doing``), in words.
COULD_NOT = {"saved": N_("The class results could not be saved"),
             "read": N_("The class results could not be read")}


def typed_code(code) -> Optional[str]:
    """A class code as a child types it ("kt7 map", "KT7MAP") in the form the store keeps
    ("KT7-MAP"); None when it is too long to be one.  Nothing typed is refused in words."""
    if not isinstance(code, str) or not code.strip():
        raise ClassDataError(_("type the class code your teacher gave you, like KT7-MAP"))
    clean = code.strip().upper().replace(" ", "")
    if len(clean) == 6 and "-" not in clean:
        clean = f"{clean[:3]}-{clean[3:]}"
    return clean if len(clean) <= 16 else None


def shown_code(code: str) -> str:
    """What the child typed, cut short when long, to say back in a refusal."""
    return code.strip() if len(code.strip()) <= 16 else code.strip()[:16] + "…"


class ClassStore:
    """The class experiments on one server (see the module)."""

    def __init__(self, url: Optional[str] = None):
        self.url = url or default_url()
        self.address = safe_address(self.url)  # the address as it may be shown or logged
        try:
            parsed = sa.engine.make_url(self.url)
            # a database that does not answer is given up on in seconds, not minutes: a child is waiting
            wait = {"connect_timeout": 5} if parsed.get_backend_name() == "postgresql" else {}
            self.engine = sa.create_engine(parsed, pool_pre_ping=True, connect_args=wait)
        except ImportError as e:
            raise ClassDataError(_("the class database address {address} cannot be used: its driver is not "
                                   "installed ({why})").format(address=repr(self.address),
                                                               why=_without_password(str(e), self.url))) from None
        except sa.exc.NoSuchModuleError:
            raise ClassDataError(_("the class database address {address} cannot be used: no database of that "
                                   "kind is known (e.g. sqlite:///... or postgresql+psycopg://...)").format(
                address=repr(self.address))) from None
        except sa.exc.ArgumentError:
            raise ClassDataError(_("the class database address {address} cannot be used: it is not written "
                                   "like one (e.g. postgresql+psycopg://user@host/hilltop)").format(
                address=repr(self.address))) from None
        if self.engine.dialect.name == "sqlite":
            sa.event.listen(self.engine, "connect", _sqlite_pragmas)
        self._schema_ready = False
        self._last_logged: tuple = ()
        try:
            self._make_schema()
        except ClassStoreUnavailable:  # logged; tried again by the next call: a database may come back
            pass

    def __repr__(self) -> str:
        return f"<ClassStore {self.address}>"

    # -- the teacher ------------------------------------------------------------------------------
    @retry_busy
    def start(self, kind: str) -> str:
        """Start an experiment; returns its class code."""
        if kind not in EXPERIMENTS:
            raise ClassDataError(_("there is no experiment called {kind}; choose one of: {kinds}").format(
                kind=repr(kind), kinds=", ".join(EXPERIMENTS)))
        return self.insert_with_new_code(experiments, kind=kind, open=True, started=time.time())

    def insert_with_new_code(self, table: sa.Table, **values) -> str:
        """Insert a row into ``table`` under a fresh class code (drawn again while taken); returns
        the code.  The class experiments and the lessons a class joins start this way."""
        with self.ready("saved"):
            for _try in range(20):
                code = "".join(secrets.choice(CODE_ALPHABET) for _letter in range(6))
                code = f"{code[:3]}-{code[3:]}"
                try:
                    with self.engine.begin() as db:
                        db.execute(table.insert().values(code=code, **values))
                    return code
                except sa.exc.IntegrityError:  # that code is taken: draw another
                    continue
        raise ClassDataError(_("no free class code was found; please try again"))  # pragma: no cover

    @retry_busy
    def reset(self, code: str) -> None:
        """Forget every result of the experiment (it stays open)."""
        with self.ready("saved"):
            code = self._find(code)[0]
            with self.engine.begin() as db:
                db.execute(results.delete().where(results.c.code == code))

    @retry_busy
    def close(self, code: str) -> None:
        """No more results may be added; the tally stays to look at and export."""
        with self.ready("saved"):
            code = self._find(code)[0]
            with self.engine.begin() as db:
                db.execute(experiments.update().where(experiments.c.code == code).values(open=False))

    @retry_busy
    def export_csv(self, code: str) -> str:
        """Every result as CSV text: result number, value, seconds after the start."""
        with self.ready("read"):
            code, kind, _, started = self._find(code)
            with self.engine.connect() as db:
                rows = db.execute(sa.select(results.c.value, results.c.added).where(results.c.code == code)
                                  .order_by(results.c.id)).all()
        out = io.StringIO()
        writer = csv.writer(out)
        writer.writerow(["experiment", "result", "value", "seconds_after_start"])
        writer.writerows([kind, i, value, round(added - started, 1)] for i, (value, added) in enumerate(rows, 1))
        return out.getvalue()

    # -- the children ---------------------------------------------------------------------------------
    @retry_busy
    def add(self, code: str, values: Iterable, child: Optional[str] = None, batch: Optional[str] = None) -> int:
        """Add one child's results; returns how many were added.  All or nothing.  ``child`` is
        the token of the child's page (random, never a name): a page may add at most
        :data:`MOST_PER_CHILD` results to one experiment.  ``batch``: an id the page gave these
        results; a batch this page sent before is not added again (0 is returned)."""
        if child is not None and not (isinstance(child, str) and CHILD_TOKEN.fullmatch(child)):
            raise ClassDataError(_("nothing was added: the page's token is not one the class store made"))
        if batch is not None and not (isinstance(batch, str) and BATCH_ID.fullmatch(batch)):
            raise ClassDataError(_("nothing was added: the results' id is not one a page makes"))
        with self.ready("saved"):
            code, kind, is_open, _started = self._find(code)
            if not is_open:
                raise ClassDataError(_("this experiment is closed: your teacher has stopped collecting results"))
            experiment = EXPERIMENTS[kind]
            try:
                checked = [experiment.check(v) for v in values]
            except (TypeError, ValueError) as e:
                raise ClassDataError(_("nothing was added: {why}").format(why=e)) from None
            if not checked:
                return 0
            if len(checked) > MOST_AT_ONCE:
                raise ClassDataError(_("nothing was added: at most {most} results may be added at once").format(
                    most=number(MOST_AT_ONCE, ",")))
            now = time.time()
            with self.engine.begin() as db:
                if batch is not None:
                    mine = dict(code=code, child=child or "", batch=batch)
                    if db.execute(sa.select(result_batches.c.added).filter_by(**mine)).first():
                        return 0    # kept already: the page did not hear the answer, and sent it again
                    db.execute(result_batches.insert().values(added=now, **mine))
                if child is not None:
                    already = db.execute(sa.select(sa.func.count()).select_from(results).where(
                        results.c.code == code, results.c.child == child)).scalar_one()
                    if already + len(checked) > MOST_PER_CHILD:
                        raise ChildLimitReached(self._limit_words(already, len(checked)))
                db.execute(results.insert(), [{"code": code, "value": v, "added": now, "child": child}
                                              for v in checked])
        return len(checked)

    @staticmethod
    def _limit_words(already: int, more: int) -> str:
        if already >= MOST_PER_CHILD:
            return _("You have added {already} results, the most one child may add to this experiment, "
                     "so these were not added. Thank you: the class has your results!").format(already=number(already, ","))
        return _("Nothing was added: you may add {left} more results to this experiment "
                 "(the most for one child is {most}), not {more}.").format(
            left=number(MOST_PER_CHILD - already, ","), most=number(MOST_PER_CHILD, ","), more=number(more, ","))

    @retry_busy
    def tally(self, code: str) -> Tally:
        with self.ready("read"):
            code, kind, is_open, _started = self._find(code)
            with self.engine.connect() as db:
                rows = db.execute(sa.select(results.c.value, sa.func.count()).where(results.c.code == code)
                                  .group_by(results.c.value)).all()
        histogram = {int(v): int(n) for v, n in sorted(rows)}
        return Tally(code, kind, bool(is_open), sum(histogram.values()),
                     float(sum(v * n for v, n in histogram.items())), histogram)

    @retry_busy
    def since(self, code: str, after: int = 0, most: int = 1_000_000) -> NewResults:
        """How many results there are and their sum, and the results numbered after ``after``
        (the ``last`` of an earlier answer), oldest first: what a teacher's panel needs to bring
        its tally and chart up to date without reading every result again."""
        with self.ready("read"):
            code, kind, is_open, _started = self._find(code)
            mine = results.c.code == code
            with self.engine.connect() as db:  # everything up to the newest result now, so that the
                last = db.execute(sa.select(sa.func.coalesce(sa.func.max(results.c.id), 0))  # count and the
                                  .where(mine)).scalar_one()  # values agree while children add more
                count, total = db.execute(sa.select(sa.func.count(), sa.func.coalesce(sa.func.sum(results.c.value), 0))
                                          .where(mine, results.c.id <= last)).one()
                new = db.execute(sa.select(results.c.value).where(mine, results.c.id > after, results.c.id <= last)
                                 .order_by(results.c.id).limit(max(0, int(most)))).scalars().all() if most else []
        return NewResults(code, kind, bool(is_open), int(count), float(total), int(last), [int(v) for v in new])

    @retry_busy
    def values(self, code: str, most: int = 20_000) -> list[int]:
        """The results in the order they arrived (the first ``most``), for a chart that grows."""
        with self.ready("read"):
            code = self._find(code)[0]
            with self.engine.connect() as db:
                rows = db.execute(sa.select(results.c.value).where(results.c.code == code)
                                  .order_by(results.c.id).limit(most)).all()
        return [int(v) for (v,) in rows]

    @retry_busy
    def open_experiments(self) -> list[tuple[str, str]]:
        """(code, kind) of the experiments still collecting, newest first (a teacher's page that
        was reloaded, or whose server restarted, goes back to the newest)."""
        with self.ready("read"):
            with self.engine.connect() as db:
                rows = db.execute(sa.select(experiments.c.code, experiments.c.kind).where(experiments.c.open)
                                  .order_by(experiments.c.started.desc())).all()
        return [(str(c), str(k)) for c, k in rows]

    @retry_unwritable
    def check_writes(self, code: str) -> None:
        """Raise :class:`ClassStoreUnavailable` when the experiment cannot be written to just now
        (a read-only, full or locked database), changing nothing: a write of the experiment's own
        row as it is.  The teacher's panel, which otherwise only reads, asks this to say when the
        children's results cannot be kept."""
        with self.ready("saved"):
            self.check_row_writes(experiments, self._find(code)[0])

    @retry_unwritable
    def check_row_writes(self, table: sa.Table, code: str) -> None:
        """Write the row of ``table`` with this ``code`` as it is (see :meth:`check_writes`); the
        lessons a class joins ask it of their own table."""
        with self.ready("saved"):
            with self.engine.begin() as db:
                db.execute(table.update().where(table.c.code == code).values(code=table.c.code))

    # -- helpers ------------------------------------------------------------------------------------
    def _find(self, code) -> tuple[str, str, bool, float]:
        clean = typed_code(code)
        row = None
        if clean is not None:
            with self.engine.connect() as db:
                row = db.execute(sa.select(experiments.c.code, experiments.c.kind, experiments.c.open,
                                           experiments.c.started).where(experiments.c.code == clean)).first()
        if row is None:
            raise ClassDataError(_("there is no class experiment with the code {code}: "
                                   "check it with your teacher").format(code=repr(shown_code(code))))
        return str(row[0]), str(row[1]), bool(row[2]), float(row[3])

    @contextlib.contextmanager
    def ready(self, doing: str) -> Iterator[None]:
        """``with store.ready("saved"): ...`` around anything that reads or writes the class
        database, here or in a module that keeps tables of its own in it (the lessons a class
        joins, the hub service's owners): the schema is made first (once, however many kernels
        try at once), and a database that cannot do it becomes :class:`ClassStoreUnavailable`
        (the class results could not be ``doing``: "saved" or "read")."""
        try:
            if not self._schema_ready:
                self._make_schema()
            yield
        except sa.exc.SQLAlchemyError as e:
            raise self._unavailable(doing, e) from None

    def _unavailable(self, doing: str, error: Exception) -> ClassStoreUnavailable:
        detail = _without_password(str(getattr(error, "orig", None) or error).strip().splitlines()[0][:200], self.url)
        low = detail.lower()
        failed = _(COULD_NOT.get(doing, COULD_NOT["read"]))
        if "readonly" in low or "read-only" in low or "read only" in low:
            why = _("the class database may be read but not written.")
        elif "not a database" in low or "malformed" in low or "corrupt" in low:
            why = _("the class database is damaged.")
        elif "full" in low:
            why = _("the class database's disk is full.")
        elif "locked" in low or "busy" in low:
            why = _("the class database is busy just now.")
        else:
            why = _("the class database is not answering just now.")
        words = f"{failed}: {why}"
        problem = ClassStoreUnavailable(words, self.address, detail)
        if not ("locked" in low or "busy" in low):
            # a connection that failed is not used again: the next call opens a fresh one, which
            # works once the database is mended (SQLite keeps a connection read-only for ever when
            # it was opened on a file it could not write)
            self.engine.dispose()
        if (detail, time.monotonic() // 60) != self._last_logged:  # a panel that keeps trying: once a minute
            self._last_logged = (detail, time.monotonic() // 60)
            log.warning("%s", problem.for_teacher)
        return problem

    def _make_schema(self) -> None:
        """Bring the database to the newest schema, once, however many kernels try at once."""
        head = schema_head()
        try:
            with self.engine.connect() as db:
                if _revision(db) == head:
                    self._schema_ready = True
                    return
            dialect = self.engine.dialect.name
            lock = _file_lock(self.engine.url.database) if dialect == "sqlite" else contextlib.nullcontext()
            with lock, self.engine.begin() as db:
                if dialect == "postgresql":  # held until this transaction ends
                    db.execute(sa.select(sa.func.pg_advisory_xact_lock(SCHEMA_LOCK)))
                self._migrate(db, head)
        except sa.exc.SQLAlchemyError as e:
            raise self._unavailable("read", e) from None
        self._schema_ready = True

    @staticmethod
    def _migrate(db, head: str) -> None:
        from alembic import command

        revision = _revision(db)
        if revision == head:  # another kernel did it while this one waited for the lock
            return
        config = _alembic(db)
        if revision is None and sa.inspect(db).has_table("experiments"):
            command.stamp(config, "0001")  # made before there were migrations: the first tables
        command.upgrade(config, "head")

    def dispose(self) -> None:
        self.engine.dispose()
