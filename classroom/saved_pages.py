"""The child's saved work on a served page: a game table starts from the child's kept game and
keeps it after every change (widgets.table.GameTable.keeper), in class_store/saved_work.py, keyed
by the child the server named (widgets.address.page_child) and the page.

    from classroom.saved_pages import keep_this_pages_work
    keep_this_pages_work()      # a page served to a known child; elsewhere it does nothing
"""
from __future__ import annotations

import logging
import os
from typing import Optional

import kit
from class_store.saved_work import SavedWork
from widgets.address import page_child
from widgets.table import GameTable

log = logging.getLogger(__name__)


class PageKeeper:
    """A ``WorkKeeper`` for one child on one page."""

    def __init__(self, work: SavedWork, child: str, page: str):
        self.work, self.child, self.page = work, child, page

    def restore(self, game_name: str) -> Optional[kit.Game]:
        return self.work.load_game(self.child, f"{self.page}#{game_name}")

    def keep(self, game: kit.Game) -> None:
        try:
            self.work.keep_game(self.child, f"{self.page}#{game.name}", game)
        except Exception as problem:  # the game goes on; the teacher's terminal says why once
            log.warning("A game could not be kept for later: %s", problem)


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
