"""What a child's page sends to the class store, kept until it is stored: in order, and once.

A class experiment's results and a lesson's records (a join, a guess, a step, a first answer, an
experiment's run) are put in a page's :class:`Outbox`.  Each gets an id when it is put in (the
store counts a record with the same id once, so sending it again after a lost answer adds
nothing).  The outbox sends the oldest first, and stops at the first that cannot be stored just
now (:class:`~class_store.ClassStoreUnavailable`: a read-only, full, locked or unreachable
store), keeping it and everything after it; it tries again by itself after 1, 2, 4... seconds (at
most :data:`LONGEST_WAIT`), and at once when the page asks (a click).  A record the store refuses
for good (a closed experiment, the child's limit) is dropped and said.

:class:`StoreWarning` says on the child's screen, while it matters, why something waits.

Sending never holds up the page: inside a kernel the store is called on a worker thread, and what
came back is handled on the kernel's event loop, so a click is answered at once, and a sending
still on its way after :data:`SLOW_AFTER` seconds (a locked or slow store) is said (:attr:`slow`).  Without a running event loop (a script, a test) it
sends at once, in the caller's thread.  The worker thread is started with the outbox (the page), so
a click starts none.
"""
from __future__ import annotations

import asyncio
import logging
import secrets
from collections import deque
from dataclasses import dataclass
from html import escape
from typing import Any, Callable, Generic, Optional, TypeVar

import ipywidgets as W

from class_store import ClassDataError, ClassStoreUnavailable
from kit.words import _

log = logging.getLogger("hilltop.outbox")

LONGEST_WAIT = 10.0   # seconds between two tries while the store stays away
SLOW_AFTER = 0.8      # seconds a sending may take before the page says the results are waiting
T = TypeVar("T")


@dataclass(frozen=True)
class Letter(Generic[T]):
    id: str          # made by the page: the store counts a letter with the same id once
    body: T


class Outbox(Generic[T]):
    """Letters waiting to be stored (see the module).

    ``deliver(letter)`` stores one letter (raising ClassStoreUnavailable when it cannot just now,
    another ClassDataError when it never can) and returns the store's answer; ``stored(letter,
    answer)``, ``refused(letter, error)`` and ``changed()`` are called on the page's side (the
    event loop) after each letter, and whenever :attr:`problem` changes."""

    def __init__(self, deliver: Callable[[Letter[T]], Any],
                 stored: Callable[[Letter[T], Any], None] = lambda letter, answer: None,
                 refused: Callable[[Letter[T], ClassDataError], None] = lambda letter, error: None,
                 changed: Callable[[], None] = lambda: None):
        self._deliver, self._stored, self._refused, self._changed = deliver, stored, refused, changed
        self.waiting: deque[Letter[T]] = deque()
        self.problem: Optional[ClassStoreUnavailable] = None   # why the oldest letter is waiting
        self.sending = False
        self.slow = False        # a sending has been on its way longer than SLOW_AFTER
        self._wait = 1.0
        self._timer: Optional[asyncio.TimerHandle] = None
        self._slow_timer: Optional[asyncio.TimerHandle] = None
        # The worker thread is started with the page, not in the child's first click: starting a
        # thread waits until the system runs it, which took up to 2 s of a click on a busy machine.
        # (Done once it is up and waiting; None without an event loop.)
        self.worker_ready: Optional[asyncio.Future[None]] = None
        try:
            self.worker_ready = asyncio.get_running_loop().run_in_executor(None, _nothing)
        except RuntimeError:
            pass

    def __len__(self) -> int:
        return len(self.waiting)

    def put(self, body: T, id: Optional[str] = None) -> Letter[T]:
        """Send ``body`` (with ``id``: a letter a page put in before and kept, sent again as it was)."""
        letter = Letter(id or secrets.token_urlsafe(12), body)
        self.waiting.append(letter)
        self.flush()
        return letter

    def flush(self) -> None:
        """Send what waits, oldest first (unless a sending is on its way already)."""
        if self.sending or not self.waiting:
            return
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        try:
            loop: Optional[asyncio.AbstractEventLoop] = asyncio.get_running_loop()
        except RuntimeError:
            loop = None
        self.sending = True
        letters = list(self.waiting)
        if loop is None:
            self._came_back(letters, self._send(letters))
            return
        self._slow_timer = loop.call_later(SLOW_AFTER, self._is_slow)
        future = loop.run_in_executor(None, self._send, letters)
        future.add_done_callback(lambda f: self._done(letters, f))

    def _done(self, letters: list[Letter[T]], future: "asyncio.Future[list[tuple[str, Any]]]") -> None:
        if future.cancelled():   # the kernel is shutting down
            self.sending = False
            return
        error = future.exception()
        self._came_back(letters, [("unavailable", _fault(error))] if error else future.result())

    def _is_slow(self) -> None:
        self._slow_timer = None
        if self.sending:
            self.slow = True
            self._tell(self._changed)

    def _send(self, letters: list[Letter[T]]) -> list[tuple[str, Any]]:
        """On the worker thread: each letter in turn, until one cannot be stored just now."""
        outcomes: list[tuple[str, Any]] = []
        for letter in letters:
            try:
                outcomes.append(("stored", self._deliver(letter)))
            except ClassStoreUnavailable as e:
                outcomes.append(("unavailable", e))
                break
            except ClassDataError as e:
                outcomes.append(("refused", e))
            except Exception as e:   # a fault of ours: kept, said plainly, logged for the keeper
                log.exception("a record could not be sent to the class store")
                outcomes.append(("unavailable", _fault(e)))
                break
        return outcomes

    def _came_back(self, letters: list[Letter[T]], outcomes: list[tuple[str, Any]]) -> None:
        """On the page's side: take what was stored off the queue, say what happened, go on."""
        self.sending = False
        if self._slow_timer is not None:
            self._slow_timer.cancel()
            self._slow_timer = None
        before, was_slow, self.slow = self.problem, self.slow, False
        for letter, (what, answer) in zip(letters, outcomes):
            if what == "unavailable":
                self.problem = answer
                break
            self.waiting.popleft()
            self.problem = None
            self._wait = 1.0
            self._tell(self._stored if what == "stored" else self._refused, letter, answer)
        if self.problem is not None or self.problem is not before or was_slow:
            self._tell(self._changed)
        if self.problem is None:
            self.flush()          # letters put in while these were on their way
        else:
            self._again_later()

    @staticmethod
    def _tell(callback: Callable[..., None], *args: Any) -> None:
        """A page's callback; a fault in it is logged, and the outbox goes on."""
        try:
            callback(*args)
        except Exception:
            log.exception("the page could not show what became of a record")

    def _again_later(self) -> None:
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # no event loop (a script, a test): the next click or flush() sends
            return
        if self._timer is None:
            self._timer = loop.call_later(self._wait, self._retry)
            self._wait = min(LONGEST_WAIT, self._wait * 2)

    def _retry(self) -> None:
        self._timer = None
        self.flush()

    def close(self) -> None:
        """The page went away: no more tries."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None


JOIN_AGAIN = 3.0   # seconds before a page that could not join (the store was away) tries again


def join_again_later(panel: Any) -> None:
    """``panel.join()`` again in a few seconds, unless it has joined by then (no event loop: the
    child's next click tries)."""
    def again() -> None:
        if getattr(panel, "code", None) is None:
            panel.join()

    try:
        asyncio.get_running_loop().call_later(JOIN_AGAIN, again)
    except RuntimeError:
        pass


def _nothing() -> None:
    """A first task for the worker thread: it is started, and waits for the sendings."""


def _fault(error: Optional[BaseException]) -> ClassStoreUnavailable:
    return ClassStoreUnavailable(_("The class results cannot be reached just now."), "the class results",
                                 type(error).__name__)


WARNING_STYLE = (
    # Voila's page panels have contain:strict, which would pin "fixed" to the panel, not the screen
    "<style>body.jp-Notebook .lm-BoxPanel:has(.hilltop-store-warning),"
    "body.jp-Notebook .lm-BoxPanel-child:has(.hilltop-store-warning){contain:none !important}"
    ".hilltop-store-warning{position:fixed;left:8px;right:8px;top:8px;z-index:1000;max-height:40vh;"
    "overflow:auto;background:#ffebee;color:#212121;border:3px solid #b71c1c;border-radius:12px;"
    "padding:6px 14px;box-shadow:0 4px 18px rgba(0,0,0,.35);font-family:'Trebuchet MS',Verdana,sans-serif;"
    "font-size:18px}</style>")


class StoreWarning(W.VBox):
    """Why what the child sent is waiting, fixed at the top of the child's screen wherever they are
    on the page (role="alert": a screen reader says it), with "Try again now"; hidden when all is
    stored.  Used by the class experiment's page and a lesson page's class link."""

    def __init__(self, retry: Callable[[], None]):
        self.words = W.HTML()
        self.retry_button = W.Button(description=_("Try again now"), layout=W.Layout(width="auto", align_self="flex-start"))
        self.retry_button.on_click(lambda _b: retry())
        super().__init__([W.HTML(WARNING_STYLE), self.words, self.retry_button], layout=W.Layout(display="none"))
        self.add_class("hilltop-store-warning")

    @property
    def shown(self) -> bool:
        return self.layout.display != "none"

    def say(self, words: str) -> None:
        self.words.value = f'<p class="problem" role="alert">{escape(words)}</p>'
        self.layout.display = None

    def hide(self) -> None:
        if self.shown:
            self.layout.display = "none"
            self.words.value = ""

    def follow(self, outbox: Outbox, what: str) -> None:
        """Say what ``outbox`` is waiting for (``what``: "results", "answers"), or hide."""
        if outbox.problem is not None:
            self.say(f"{outbox.problem} " + _("Your {what} are kept on this page and will be sent by themselves as "
                                              "soon as they can be saved. Do not close this page.").format(what=what))
        elif outbox.slow:
            self.say(_("Saving your {what} is taking a while (the class results are busy). They wait on this page "
                       "and will be sent by themselves.").format(what=what))
        else:
            self.hide()
