"""Panels that look again every few seconds on the kernel's event loop (never blocking it): the
class panels of the experiments and of the lessons."""
from __future__ import annotations

import asyncio
from typing import ClassVar, Optional

import ipywidgets as W


class RefreshingPanel(W.VBox):
    """A panel that refreshes itself every ``REFRESH`` seconds once ``_tick()`` is called: each
    tick runs ``_refresh_now()``, which does one refresh and returns False when no more are
    needed.  Closing the panel (taking it off the page) cancels the next tick."""

    REFRESH: ClassVar[float]  # seconds between two refreshes
    _timer: Optional[asyncio.TimerHandle] = None

    def _refresh_now(self) -> bool:  # pragma: no cover - written by each panel
        raise NotImplementedError

    def _tick(self) -> None:
        if not self._refresh_now():
            return
        try:
            loop = asyncio.get_event_loop()
        except RuntimeError:  # pragma: no cover - no loop (a plain script)
            return
        self._timer = loop.call_later(self.REFRESH, self._tick)

    def close(self) -> None:
        """Taken off the page: the refresh stops, then the panel closes."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        super().close()
