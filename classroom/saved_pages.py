"""The child's saved work on a served page, in class_store/saved_work.py, keyed by the child the
server named (widgets.address.page_child) and the page: a game table starts from the child's kept
game and keeps it after every change (widgets.table.GameTable.keeper); a lesson page starts from
the child's kept progress and keeps it after every step (:class:`ProgressKeeper`, used by
classroom.lesson_dashboard.LessonDashboard).

    from classroom.saved_pages import keep_this_pages_work
    keep_this_pages_work()      # a page served to a known child; elsewhere it does nothing
"""
from __future__ import annotations

import logging
import os
from typing import Any, Optional

import kit
from class_store.saved_work import SavedWork
from widgets.address import page_child
from widgets.table import GameTable

log = logging.getLogger(__name__)


class PageKeeper:
    """A ``WorkKeeper`` for one child on one page.  Only the page's first table of a game is
    given the kept game: a table made later in the same kernel ("Deal again") is a new deal."""

    def __init__(self, work: SavedWork, child: str, page: str):
        self.work, self.child, self.page = work, child, page
        self._asked: set[str] = set()
        self._kept: dict[str, tuple[int, int]] = {}  # game name -> (which game, its moves) last kept

    def restore(self, game_name: str) -> Optional[kit.Game]:
        if game_name in self._asked:
            return None
        self._asked.add(game_name)
        return self.work.load_game(self.child, f"{self.page}#{game_name}")

    def keep(self, game: kit.Game) -> None:
        if self._kept.get(game.name) == (id(game), len(game.history)):
            return  # a scene drawn again with no move since: nothing new to keep
        try:
            self.work.keep_game(self.child, f"{self.page}#{game.name}", game)
            self._kept[game.name] = (id(game), len(game.history))
        except Exception as problem:  # the game goes on; the teacher's terminal says why once
            log.warning("A game could not be kept for later: %s", problem)


class ServedPageKeeper:
    """The keeper a kernel installs when it starts (server/jupyter/kernels/python3/kernel.json):
    it learns the child and the page only when a table first asks, so a warm kernel does not wait
    for its page before running the notebook's imports."""

    def __init__(self) -> None:
        self._keeper: Optional[PageKeeper] = None
        self._looked = False

    def _here(self) -> Optional[PageKeeper]:
        if not self._looked:
            self._looked = True
            child = page_child()
            page = os.path.basename(os.environ.get("SCRIPT_NAME", ""))
            if child and page:
                try:
                    self._keeper = PageKeeper(SavedWork(), child, page)
                except Exception as problem:  # no saves on this page; the game still works
                    log.warning("The children's saved games cannot be kept: %s", problem)
        return self._keeper

    def restore(self, game_name: str) -> Optional[kit.Game]:
        keeper = self._here()
        return keeper.restore(game_name) if keeper else None

    def keep(self, game: kit.Game) -> None:
        keeper = self._here()
        if keeper:
            keeper.keep(game)


def install() -> None:
    """Every served page's kernel keeps its child's games (a no-op where no child is named)."""
    GameTable.keeper = ServedPageKeeper()


def keep_this_pages_work(work: Optional[SavedWork] = None) -> Optional[PageKeeper]:
    """Install the keeper for this kernel's page (None when no child was named: a notebook in
    JupyterLab, a test)."""
    child = page_child()
    page = os.path.basename(os.environ.get("SCRIPT_NAME", ""))
    if not child or not page:
        return None
    keeper = PageKeeper(work or SavedWork(), child, page)
    GameTable.keeper = keeper
    return keeper


class ProgressKeeper:
    """A lesson page's progress for one child on one page (a small JSON object: what it holds is
    the page's business).  A progress that cannot be kept just now (a full disk) is said once in
    the server's log, and the page goes on: the next step tries again."""

    def __init__(self, work: SavedWork, child: str, page: str):
        self.work, self.child, self.page = work, child, page
        self._said = False

    def read(self) -> Any:
        """The kept progress (a JSON value, not yet checked: the page checks it), or None."""
        import json

        try:
            text = self.work.read(self.child, self.page, "progress")
            return None if text is None else json.loads(text)
        except Exception as problem:  # unreadable: the page starts afresh
            log.warning("A lesson page's progress could not be read back: %s", problem)
            return None

    def keep(self, progress: dict[str, Any]) -> None:
        try:
            self.work.keep_progress(self.child, self.page, progress)
            self._said = False
        except Exception as problem:
            if not self._said:
                self._said = True
                log.warning("A lesson page's progress could not be kept for later: %s", problem)


def progress_keeper(work: Optional[SavedWork] = None) -> Optional[ProgressKeeper]:
    """The keeper of this kernel's lesson page for its child (None where no child is named: a
    notebook in JupyterLab, a test, or where the saves cannot be opened)."""
    child = page_child()
    page = os.path.basename(os.environ.get("SCRIPT_NAME", ""))
    if not child or not page:
        return None
    try:
        return ProgressKeeper(work or SavedWork(), child, page)
    except Exception as problem:  # no saves on this page; the lesson still works
        log.warning("The children's lesson progress cannot be kept: %s", problem)
        return None
