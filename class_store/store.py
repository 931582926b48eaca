"""Where a class's results are kept: SQLite on the server by default, any SQLAlchemy database URL
(PostgreSQL on a school hub) through the same code.

Thirty kernels may add results at the same moment.  SQLite copes in WAL mode (readers never wait
for the writer) with a busy timeout (a writer waits its turn instead of failing), and every
write is one short transaction.  PostgreSQL needs nothing special.

Every call checks its input first and changes nothing when it refuses: an unknown class code, a
closed experiment or a value a real game cannot give raise :class:`ClassDataError` with a
message a teacher or child can act on.
"""
from __future__ import annotations

import csv
import io
import os
import secrets
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Optional

import sqlalchemy as sa

from .class_experiments import EXPERIMENTS

# Letters and digits a child cannot mix up when copying from the board (no 0/O, 1/I/L, 5/S, 2/Z).
CODE_ALPHABET = "ABCDEFGHJKMNPQRTUVWXY346789"
MOST_AT_ONCE = 10_000   # results one child may add in one go


class ClassDataError(ValueError):
    """Refused: the message says why, in words a teacher or a child can act on."""


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


def default_url() -> str:
    """``$HILLTOP_CLASS_DB`` if set (e.g. ``postgresql+psycopg://hub/hilltop``), else a SQLite
    file in the user's data folder."""
    url = os.environ.get("HILLTOP_CLASS_DB")
    if url:
        return url
    base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    folder = base / "hilltop"
    folder.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{folder / 'class.db'}"


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
)


def _sqlite_pragmas(dbapi_connection, _record) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA busy_timeout=30000")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()


class ClassStore:
    """The class experiments on one server (see the module)."""

    def __init__(self, url: Optional[str] = None):
        self.url = url or default_url()
        try:
            self.engine = sa.create_engine(self.url, pool_pre_ping=True)
        except (sa.exc.ArgumentError, ImportError) as e:
            raise ClassDataError(f"the class database address {self.url!r} cannot be used: {e}") from None
        if self.engine.dialect.name == "sqlite":
            sa.event.listen(self.engine, "connect", _sqlite_pragmas)
        metadata.create_all(self.engine)

    # -- the teacher ------------------------------------------------------------------------------
    def start(self, kind: str) -> str:
        """Start an experiment; returns its class code."""
        if kind not in EXPERIMENTS:
            raise ClassDataError(f"there is no experiment called {kind!r}; "
                                 f"choose one of: {', '.join(EXPERIMENTS)}")
        for _ in range(20):
            code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(6))
            code = f"{code[:3]}-{code[3:]}"
            try:
                with self.engine.begin() as db:
                    db.execute(experiments.insert().values(code=code, kind=kind, open=True, started=time.time()))
                return code
            except sa.exc.IntegrityError:  # that code is taken: draw another
                continue
        raise ClassDataError("no free class code was found; please try again")  # pragma: no cover

    def reset(self, code: str) -> None:
        """Forget every result of the experiment (it stays open)."""
        code = self._find(code)[0]
        with self.engine.begin() as db:
            db.execute(results.delete().where(results.c.code == code))

    def close(self, code: str) -> None:
        """No more results may be added; the tally stays to look at and export."""
        code = self._find(code)[0]
        with self.engine.begin() as db:
            db.execute(experiments.update().where(experiments.c.code == code).values(open=False))

    def export_csv(self, code: str) -> str:
        """Every result as CSV text: result number, value, seconds after the start."""
        code, kind, _, started = self._find(code)
        with self.engine.connect() as db:
            rows = db.execute(sa.select(results.c.value, results.c.added).where(results.c.code == code)
                              .order_by(results.c.id)).all()
        out = io.StringIO()
        writer = csv.writer(out)
        writer.writerow(["experiment", "result", "value", "seconds_after_start"])
        for i, (value, added) in enumerate(rows, 1):
            writer.writerow([kind, i, value, round(added - started, 1)])
        return out.getvalue()

    # -- the children ---------------------------------------------------------------------------------
    def add(self, code: str, values: Iterable) -> int:
        """Add one child's results; returns how many were added.  All or nothing."""
        code, kind, is_open, _ = self._find(code)
        if not is_open:
            raise ClassDataError("this experiment is closed: your teacher has stopped collecting results")
        experiment = EXPERIMENTS[kind]
        try:
            checked = [experiment.check(v) for v in values]
        except (TypeError, ValueError) as e:
            raise ClassDataError(f"nothing was added: {e}") from None
        if not checked:
            return 0
        if len(checked) > MOST_AT_ONCE:
            raise ClassDataError(f"nothing was added: at most {MOST_AT_ONCE:,} results may be added at once")
        now = time.time()
        with self.engine.begin() as db:
            db.execute(results.insert(), [{"code": code, "value": v, "added": now} for v in checked])
        return len(checked)

    def tally(self, code: str) -> Tally:
        code, kind, is_open, _ = self._find(code)
        with self.engine.connect() as db:
            rows = db.execute(sa.select(results.c.value, sa.func.count()).where(results.c.code == code)
                              .group_by(results.c.value)).all()
        histogram = {int(v): int(n) for v, n in sorted(rows)}
        return Tally(code, kind, bool(is_open), sum(histogram.values()),
                     float(sum(v * n for v, n in histogram.items())), histogram)

    def values(self, code: str, most: int = 20_000) -> list[int]:
        """The results in the order they arrived (the first ``most``), for a chart that grows."""
        code = self._find(code)[0]
        with self.engine.connect() as db:
            rows = db.execute(sa.select(results.c.value).where(results.c.code == code)
                              .order_by(results.c.id).limit(most)).all()
        return [int(v) for (v,) in rows]

    def open_experiments(self) -> list[tuple[str, str]]:
        """(code, kind) of the experiments still collecting, newest first."""
        with self.engine.connect() as db:
            rows = db.execute(sa.select(experiments.c.code, experiments.c.kind).where(experiments.c.open)
                              .order_by(experiments.c.started.desc())).all()
        return [(str(c), str(k)) for c, k in rows]

    # -- helpers ------------------------------------------------------------------------------------
    def _find(self, code) -> tuple[str, str, bool, float]:
        if not isinstance(code, str) or not code.strip():
            raise ClassDataError("type the class code your teacher gave you, like KT7-MAP")
        clean = code.strip().upper().replace(" ", "")
        if len(clean) == 6 and "-" not in clean:
            clean = f"{clean[:3]}-{clean[3:]}"
        with self.engine.connect() as db:
            row = db.execute(sa.select(experiments.c.code, experiments.c.kind, experiments.c.open,
                                       experiments.c.started).where(experiments.c.code == clean)).first()
        if row is None:
            raise ClassDataError(f"there is no class experiment with the code {code.strip()!r}: "
                                 "check it with your teacher")
        return str(row[0]), str(row[1]), bool(row[2]), float(row[3])

    def dispose(self) -> None:
        self.engine.dispose()
