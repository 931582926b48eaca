"""A child's work kept beyond one kernel: a game's save and a lesson page's progress, on the
server, keyed by the child (docs/design.md, "Who a child is").

A kernel dies when its page is culled, reloaded or the server restarts; what the child did must
not die with it.  Each page keeps its latest state here after every change, under the child's id
(which the server gives the kernel: ``widgets.address.page_child``) and the page's name, and a
new kernel for the same child and page starts from it.

* A game is kept as its save (``Game.to_json``) and read back with ``kit.load_game``, which
  replays the moves and checks the digest: a save that does not replay is dropped, never trusted.
* A lesson page's progress is a small JSON object (guess, step, experiment results, practice
  answers, results not yet sent).

One row per (child, page, kind); a newer state replaces the older one, so a reload or a second
tab never adds a second child.  SQLite in the server's data folder (the class results' folder,
``class_store.store.default_url``), in a file of its own (``saved_work.db``): it holds one table
that nothing else reads, made here with SQLAlchemy's ``create_all``; losing the file loses the
saves, not the class's results.
"""
from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any, Optional

import sqlalchemy as sa

from kit.game import Game, load_game

MOST_BYTES = 1_000_000       # a War game at its cap of 5,000 battles saves in about 250 kB
MOST_ROWS_PER_CHILD = 40     # pages a child has kept (every game and lesson of a day: plenty)
KINDS = ("game", "progress")

_metadata = sa.MetaData()
saved = sa.Table(
    "saved_work", _metadata,
    sa.Column("child", sa.String(60), primary_key=True),
    sa.Column("page", sa.String(120), primary_key=True),
    sa.Column("kind", sa.String(10), primary_key=True),
    sa.Column("text", sa.Text, nullable=False),
    sa.Column("kept", sa.Float, nullable=False),
)


class SavedWorkError(ValueError):
    """What cannot be kept, said in a teacher's words."""


def default_url() -> str:
    """``$HILLTOP_SAVED_WORK_DB`` if set, else ``saved_work.db`` beside the class results."""
    url = os.environ.get("HILLTOP_SAVED_WORK_DB")
    if url:
        return url
    base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    folder = base / "hilltop"
    folder.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{folder / 'saved_work.db'}"


def _quick_sqlite(connection, _record) -> None:
    cursor = connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.close()


class SavedWork:
    """The saves of every child on this server."""

    def __init__(self, url: Optional[str] = None):
        self.engine = sa.create_engine(url or default_url(), connect_args={"timeout": 5}
                                       if (url or default_url()).startswith("sqlite") else {})
        if self.engine.dialect.name == "sqlite":  # a save per click: WAL, no wait for the disk each time
            sa.event.listen(self.engine, "connect", _quick_sqlite)
        _metadata.create_all(self.engine)

    # -- any state ----------------------------------------------------------------------------------
    def keep(self, child: str, page: str, kind: str, text: str) -> None:
        """Keep ``text`` as the child's latest ``kind`` for ``page``, replacing the one before."""
        if not child or not page:
            raise SavedWorkError("a page can keep work only for a known child")
        if kind not in KINDS:
            raise SavedWorkError(f"unknown kind of work: {kind!r}")
        if len(text.encode()) > MOST_BYTES:
            raise SavedWorkError("this save is too big to keep")
        with self.engine.begin() as db:
            where = (saved.c.child == child) & (saved.c.page == page) & (saved.c.kind == kind)
            if db.execute(sa.update(saved).where(where).values(text=text, kept=time.time())).rowcount:
                return
            rows = db.execute(sa.select(sa.func.count()).select_from(saved).where(saved.c.child == child)).scalar_one()
            if rows >= MOST_ROWS_PER_CHILD:  # the oldest page gives way
                oldest = db.execute(sa.select(saved.c.page, saved.c.kind).where(saved.c.child == child)
                                    .order_by(saved.c.kept).limit(1)).one()
                db.execute(sa.delete(saved).where((saved.c.child == child) & (saved.c.page == oldest.page)
                                                  & (saved.c.kind == oldest.kind)))
            db.execute(sa.insert(saved).values(child=child, page=page, kind=kind, text=text, kept=time.time()))

    def read(self, child: str, page: str, kind: str) -> Optional[str]:
        with self.engine.connect() as db:
            return db.execute(sa.select(saved.c.text).where(
                (saved.c.child == child) & (saved.c.page == page) & (saved.c.kind == kind))).scalar_one_or_none()

    def forget(self, child: str, page: str, kind: str) -> None:
        with self.engine.begin() as db:
            db.execute(sa.delete(saved).where(
                (saved.c.child == child) & (saved.c.page == page) & (saved.c.kind == kind)))

    # -- games --------------------------------------------------------------------------------------
    def keep_game(self, child: str, page: str, game: Game) -> None:
        self.keep(child, page, "game", game.to_json())

    def load_game(self, child: str, page: str) -> Optional[Game]:
        """The child's game on this page as it was, or None (none kept, or a save that does not
        replay: that one is dropped)."""
        text = self.read(child, page, "game")
        if text is None:
            return None
        try:
            return load_game(text)
        except (ValueError, KeyError, TypeError):
            self.forget(child, page, "game")
            return None

    # -- a lesson page's progress -------------------------------------------------------------------
    def keep_progress(self, child: str, page: str, progress: dict[str, Any]) -> None:
        self.keep(child, page, "progress", json.dumps(progress, sort_keys=True))

    def progress(self, child: str, page: str) -> dict[str, Any]:
        text = self.read(child, page, "progress")
        try:
            value = json.loads(text) if text else {}
        except ValueError:
            return {}
        return value if isinstance(value, dict) else {}
