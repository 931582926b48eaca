"""The class experiment on screen: the teacher's panel and the child's panel.

The teacher starts an experiment and writes its class code on the board; each child types the
code, plays (or simulates) games with the kit, and adds the results; the teacher's chart of the
whole class's running average grows as results arrive, beside the kit's answer.  The numbers are
kept by :mod:`class_store`; this module only shows them and passes on what was clicked.
"""
from __future__ import annotations

import logging
import secrets
from html import escape
from typing import Callable, Optional

import anywidget
import ipywidgets as W
import numpy as np
import traitlets

from class_store import (EXPERIMENTS, MOST_PER_CHILD, ChildLimitReached, ClassDataError, ClassStore,
                         ClassStoreUnavailable, connect)
from kit.contests import share_interval
from kit.words import N_, _, n_, number
from widgets.charts import line_chart
from widgets.live_chart import in_words
from widgets.refreshing import RefreshingPanel
from .outbox import Letter, Outbox, StoreWarning, join_again_later

log = logging.getLogger("hilltop.class_panels")

GAMES_PER_CLICK = 10
REFRESH_SECONDS = 2.0
CHART_POINTS = 200   # points on the running-average line, however many results there are

STYLE = ("<style>.hilltop-class{font-family:'Trebuchet MS',Verdana,sans-serif;font-size:18px;max-width:760px;"
         "overflow-wrap:anywhere}"  # a word too long for a phone's line breaks rather than widen the page
         ".hilltop-class .code{font-size:44px;font-weight:700;letter-spacing:4px;color:#1b5e20}"
         ".hilltop-class .problem{color:#b71c1c;font-weight:700}"
         # the download button's words wrap on a phone rather than widening the page (in Spanish
         # and the pseudo-language they are wider than a phone)
         ".hilltop-download{white-space:normal;height:auto;max-width:100%;min-height:36px}</style>")


def problem(words: str) -> str:
    return f'<p class="problem" role="alert">{escape(words)}</p>'


def for_teacher(e: ClassDataError) -> str:
    """A refusal as the teacher reads it: a database that failed also names which one (no password)."""
    return e.for_teacher if isinstance(e, ClassStoreUnavailable) else str(e)


def running_chart(values, kind: str, width: int = 600) -> str:
    """The class's running average (or share), with the kit's answer as a dashed line.  ``values``
    are the results in the order they arrived; the line has at most :data:`CHART_POINTS` points."""
    e = EXPERIMENTS[kind]
    sums = np.cumsum(np.asarray(values, dtype=np.int64))
    n = len(sums)
    at = np.unique(np.linspace(1, n, num=min(n, CHART_POINTS)).round().astype(np.int64)) if n else np.array([], int)
    xs = [int(i) for i in at]
    ys = [float(sums[i - 1]) / i for i in xs]
    series = {_("the class so far"): (xs, ys, "#1565c0")}
    if e.yes_no:
        bounds = [share_interval(int(sums[i - 1]), i) for i in xs]
        series[_("likely range (low)")] = (xs, [lo for lo, _hi in bounds], "#90caf9")
        series[_("likely range (high)")] = (xs, [hi for _lo, hi in bounds], "#90caf9")
    return line_chart(series, title=_(e.question), xlabel=_("results added by the class"),
                      ylabel=_("share of yes") if e.yes_no else _("average so far"), width=width,
                      level=e.answer(), low=0.0 if e.yes_no else None, high=1.0 if e.yes_no else None)


def said(kind: str, count: int, total: float) -> str:
    """One sentence about ``count`` results adding up to ``total``, and the kit's answer."""
    e = EXPERIMENTS[kind]
    if not count:
        return _("No results yet.")
    mean = total / count
    if e.yes_no:
        words = n_("{count} result: yes {share} of the time ({in_words}).",
                   "{count} results: yes {share} of the time ({in_words}).", count).format(
            count=number(count, ","), share=number(mean, ".0%"), in_words=in_words(mean))
    else:
        words = n_("{count} result: the class average is {mean}.",
                   "{count} results: the class average is {mean}.", count).format(
            count=number(count, ","), mean=number(mean, ".1f"))
    return words + " " + _("The kit's answer: {answer} ({why}).").format(
        answer=number(e.answer(), ".3g"), why=_(e.answer_words))


def summary(store: ClassStore, code: str) -> str:
    """One sentence about the class's results, for the teacher's and the children's screens."""
    now = store.since(code, most=0)
    return said(now.kind, now.count, now.total)


class CsvDownload(anywidget.AnyWidget):
    """A button that asks the kernel for a file and saves what comes back: the file is made only
    when it is asked for (``make()``), never sent with every refresh."""
    _esm = """
    function render({ model, el }) {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "jupyter-button widget-button hilltop-download";
      const label = () => { button.textContent = model.get("label"); };
      label();
      model.on("change:label", label);
      button.addEventListener("click", () => { button.disabled = true; model.send({ want: "file" }); });
      model.on("msg:custom", (msg) => {
        button.disabled = false;
        if (!msg || typeof msg.text !== "string") return;
        const url = URL.createObjectURL(new Blob([msg.text], { type: "text/csv" }));
        const link = document.createElement("a");
        link.href = url;
        link.download = String(msg.name || "results.csv");
        document.body.appendChild(link);
        link.click();
        link.remove();
        setTimeout(() => URL.revokeObjectURL(url), 60000);
      });
      el.appendChild(button);
    }
    export default { render };
    """
    label = traitlets.Unicode(N_("Download the results (CSV, for a spreadsheet)")).tag(sync=True)

    def __init__(self, make: Callable[[], Optional[tuple[str, str]]], **kwargs):
        """``make()`` returns (file name, text), or None when there is nothing to give."""
        kwargs.setdefault("label", _("Download the results (CSV, for a spreadsheet)"))
        super().__init__(**kwargs)
        self.make = make
        self.on_msg(self._asked)

    def _asked(self, _widget, content, _buffers) -> None:
        if not (isinstance(content, dict) and content.get("want") == "file"):
            return
        made = self.make()
        self.send({"name": made[0], "text": made[1]} if made else {})


def _said_at_once(self, where: W.HTML) -> None:
    """Where no results can be shared (Binder; a hub without the class-results service), the
    panel says so as soon as it is shown, not after a code is typed."""
    why = getattr(self.store, "why", None)
    if why:
        where.value = problem(_(why))


class TeacherPanel(RefreshingPanel):
    """Start, watch, reset, export and close a class experiment.  Every few seconds the panel asks
    the store what arrived since it last looked; when nothing did it sends nothing to the page.

    A teacher whose page was reloaded, or whose server restarted, is back on the experiment still
    collecting (the newest, when there are several): the children keep adding under the same code
    and the page shows it.  Each look also asks whether results can be written just now, so the
    teacher is told when the children's results are waiting on their pages."""

    REFRESH = REFRESH_SECONDS

    def __init__(self, store: Optional[ClassStore] = None, refresh: bool = True):
        from widgets.address import page_query

        page_query()  # a warm kernel waits here for its page, so knows the page's language (?lang=)
        self.store: Optional[ClassStore] = store
        self.code: Optional[str] = None
        self.choice = W.Dropdown(options=[(_(e.question), k) for k, e in EXPERIMENTS.items()],
                                 description=_("Question:"), layout=W.Layout(width="640px", max_width="calc(100% - 4px)"),
                                 style={"description_width": "initial"})
        self.start_button = W.Button(description=_("Start a class experiment"), button_style="success",
                                     layout=W.Layout(width="auto"))
        self.header = W.HTML()
        self.writes = W.HTML()   # said while the children's results cannot be written
        self.status = W.HTML()
        self.chart = W.HTML()
        self.refresh_button = W.Button(description=_("Refresh now"), layout=W.Layout(width="auto"))
        self.reset_button = W.Button(description=_("Reset (forget all results)"), button_style="warning",
                                     layout=W.Layout(width="auto"))
        self.close_button = W.Button(description=_("Close (stop collecting)"), button_style="danger",
                                     layout=W.Layout(width="auto"))
        self.download = CsvDownload(self._csv)
        self.controls = W.HBox([self.refresh_button, self.reset_button, self.close_button, self.download],
                               layout=W.Layout(display="none", flex_flow="row wrap"))
        self.start_button.on_click(lambda _: self.start())
        self.refresh_button.on_click(lambda _: self._tick_once())
        self.reset_button.on_click(lambda _: self._act(self.store.reset if self.store else None))
        self.close_button.on_click(lambda _: self._act(self.store.close if self.store else None))
        super().__init__([W.HTML(STYLE), W.HBox([self.choice, self.start_button], layout=W.Layout(flex_flow="row wrap")),
                          self.header, self.writes, self.status, self.chart, self.controls])
        self.add_class("hilltop-class")
        self._refresh = refresh
        self._writes_asked = -1e9
        self._forget()
        if self.store is None:
            try:
                self.store = connect()
            except ClassDataError as e:
                self.status.value = problem(_("The class results cannot be kept on this server: {why}").format(why=e))
        _said_at_once(self, self.status)
        self.resume()

    def resume(self) -> Optional[str]:
        """Go back to the experiment still collecting (the newest), if there is one: its code."""
        if self.store is None or getattr(self.store, "why", None):
            return None
        try:
            running = self.store.open_experiments()
        except ClassDataError as e:
            self.status.value = problem(for_teacher(e) + " " + _("Reload this page to try again."))
            return None
        if not running:
            return None
        code, kind = running[0]
        others = [c for c, _k in running[1:4]]
        self._show(code, kind, _("This experiment is still collecting: the children keep adding to it. To start "
                                 "another, choose a question and press Start.") +
                   (" " + _("Also still collecting: {codes}.").format(codes=", ".join(others)) if others else ""))
        return code

    def _forget(self) -> None:
        """What the panel knows of the results: none yet (a new experiment, or one reset)."""
        self._values = np.zeros(0, dtype=np.int64)
        self._last, self._count, self._total, self._open = 0, 0, 0.0, True
        self._shown: Optional[tuple] = None

    def start(self) -> Optional[str]:
        if self.store is None:
            return None
        try:
            code = self.store.start(self.choice.value)
        except ClassDataError as e:
            self.status.value = problem(for_teacher(e))
            return None
        self._show(code, self.choice.value)
        return code

    def _show(self, code: str, kind: str, note: str = "") -> None:
        self.code = code
        self._forget()
        experiment = EXPERIMENTS[kind]
        self.choice.value = kind
        one = _("One result is {what}.").format(what=_(experiment.one_result))
        board = _("Write this class code on the board:")
        self.header.value = (f'<p>{escape(board)}</p><div class="code" data-code="{code}">'
                             f'{code}</div><p>{escape(_(experiment.question))} {escape(one)}</p>'
                             + (f'<p class="resumed">{escape(note)}</p>' if note else ""))
        self.chart.value = ""
        self.controls.layout.display = "flex"
        self._tick_once()
        if self._refresh and self._timer is None:
            self._tick()

    def _act(self, action) -> None:
        if self.code is None or action is None:
            return
        try:
            action(self.code)
        except ClassDataError as e:
            self.status.value = problem(for_teacher(e))
            return
        self._tick_once()

    def update(self) -> None:
        """Bring the tally and the chart up to date: only the results that arrived since the last
        look are read, and a widget is changed (so sent to the page) only when what it shows changed."""
        if self.code is None or self.store is None:
            return
        now = self.store.since(self.code, after=self._last)
        if now.count != self._count + len(now.values):  # results were taken away (a reset): read again
            self._forget()
            now = self.store.since(self.code)
        if now.values:
            self._values = np.concatenate([self._values, np.asarray(now.values, dtype=np.int64)])
        self._last = max(self._last, now.last)
        self._count, self._total, self._open = now.count, now.total, now.open
        shown = (now.count, now.total, now.open)
        if shown == self._shown:
            return
        self._shown = shown
        state = "" if now.open else " " + _("This experiment is closed.")
        self.status.value = f'<p data-count="{now.count}">{escape(said(now.kind, now.count, now.total))}{state}</p>'
        self.chart.value = running_chart(self._values, now.kind) if len(self._values) else ""

    def _csv(self) -> Optional[tuple[str, str]]:
        """The CSV file, made when the teacher asks for it."""
        if self.code is None or self.store is None:
            return None
        try:
            return f"class-{self.code}.csv", self.store.export_csv(self.code)
        except ClassDataError as e:
            self.status.value = problem(for_teacher(e))
            return None

    WRITES_EVERY = 5.0   # s between two asks whether the children's results can be written

    def check_writes(self) -> None:
        """Say (above the tally) when the children's results cannot be written just now (asked
        every few seconds)."""
        import time

        if time.monotonic() < self._writes_asked + self.WRITES_EVERY:
            return
        self._writes_asked = time.monotonic()
        if self.code is None or self.store is None or not self._open:
            words = ""
        else:
            try:
                self.store.check_writes(self.code)
                words = ""
            except ClassStoreUnavailable as e:
                words = problem(_("The children's results cannot be saved just now: {why} They wait on the "
                                  "children's pages and go by themselves once the database is mended; ask the children "
                                  "not to close their pages.").format(why=for_teacher(e)))
            except ClassDataError:
                words = ""
        if self.writes.value != words:
            self.writes.value = words

    def _tick_once(self) -> None:
        try:
            self.update()
            self.check_writes()
        except ClassDataError as e:  # a database that went away: say so; the timer keeps trying
            self.status.value = problem(for_teacher(e) + " " + _("The panel keeps trying every few seconds."))
        except Exception:  # a fault of ours: logged for the server's keeper, the page says it plainly
            log.exception("the teacher's panel could not refresh")
            self.status.value = problem(_("The class results cannot be shown just now; the panel keeps trying."))

    def _refresh_now(self) -> bool:
        self._tick_once()
        return True  # until the panel is closed


class ChildPanel(W.VBox):
    """Join with the class code, play games, add the results.  The page has a token of its own (made
    at random, never a name) so that the store can hold one child to :data:`MOST_PER_CHILD`
    results per experiment.  Each click's results go into the page's outbox (classroom/outbox.py):
    they are sent in order, once, and wait on the page while the class results cannot be saved,
    then go by themselves; the warning at the top of the screen says so while it matters."""

    def __init__(self, store: Optional[ClassStore] = None, code: str = "", seed: Optional[int] = None):
        self.store: Optional[ClassStore] = store
        self.rng = np.random.default_rng(seed)
        self.child = secrets.token_urlsafe(12)
        self.code: Optional[str] = None
        self.kind: Optional[str] = None
        self.outbox: Outbox[tuple[str, list[int]]] = Outbox(self._deliver, self._stored, self._refused,
                                                             self._outbox_changed)
        self._waited = 0   # results that waited on the page and have been added since
        self._held: set[str] = set()       # ids of the letters waiting through a fault
        self._was_held: set[str] = set()
        self._yours = ""   # what the child's last click made, as the page shows it
        self.code_box = W.Text(value=code[:16], placeholder=_("like KT7-MAP"), description=_("Class code:"),
                               style={"description_width": "initial"})
        self.join_button = W.Button(description=_("Join"), button_style="success")
        self.question = W.HTML()
        self.play_button = W.Button(description=_("Play {n} games and add them").format(n=GAMES_PER_CLICK),
                                    button_style="primary", layout=W.Layout(width="auto", display="none"))
        self.warning = StoreWarning(self.send_waiting)
        self.retry_button = self.warning.retry_button
        self.message = W.HTML()
        self.join_button.on_click(lambda _: self.join())
        self.play_button.on_click(lambda _: self.play())
        super().__init__([W.HTML(STYLE), W.HBox([self.code_box, self.join_button]), self.question,
                          W.HBox([self.play_button], layout=W.Layout(flex_flow="row wrap")),
                          self.message, self.warning])
        self.add_class("hilltop-class")
        if self.store is None:
            try:
                self.store = connect()
            except ClassDataError:
                log.warning("the class store cannot be opened", exc_info=True)
                self.message.value = problem(_("The class results cannot be kept on this server, so you "
                                               "cannot join a class experiment here. Tell your teacher."))
                return
        _said_at_once(self, self.message)
        if code:
            self.join()

    @property
    def waiting(self) -> list[int]:
        """The results made on this page and not saved yet, oldest first."""
        return [v for letter in self.outbox.waiting for v in letter.body[1]]

    def join(self) -> None:
        if self.store is None:
            return
        try:
            now = self.store.since(self.code_box.value, most=0)
        except ClassStoreUnavailable as e:
            self.message.value = problem(f"{e} " + _("Your page tries again by itself in a moment."))
            join_again_later(self)
            return
        except ClassDataError as e:
            self.message.value = problem(str(e))
            return
        self.code, self.kind = now.code, now.kind
        experiment = EXPERIMENTS[now.kind]
        one = _("One result is {what}.").format(what=_(experiment.one_result))
        self.question.value = f"<p><b>{escape(_(experiment.question))}</b> {escape(one)}</p>"
        self.play_button.layout.display = "inline-flex"
        joined = _("You joined {code}.").format(code=now.code)
        self.message.value = f"<p>{escape(joined)} {escape(said(now.kind, now.count, now.total))}</p>"

    def play(self) -> None:
        if self.code is None or self.kind is None:
            return
        values = EXPERIMENTS[self.kind].simulate(self.rng, GAMES_PER_CLICK)
        shown = ", ".join(number(v) for v in values)
        yours = n_("Your {n} result: {values}.", "Your {n} results: {values}.", len(values)).format(
            n=len(values), values=shown)
        self._yours = f"<p>{escape(yours)}</p>"
        adding = _("Adding them to the class…")
        self.message.value = self._yours + f"<p>{escape(adding)}</p>"
        self.outbox.put((self.code, [int(v) for v in values]))

    def send_waiting(self) -> None:
        self.outbox.flush()

    # -- the outbox's side (on the kernel's event loop) -------------------------------------------------
    def _deliver(self, letter: Letter[tuple[str, list[int]]]) -> int:
        assert self.store is not None
        code, values = letter.body
        return self.store.add(code, values, child=self.child, batch=letter.id)

    def _stored(self, letter: Letter[tuple[str, list[int]]], _added: int) -> None:
        if letter.id in self._held:
            self._held.discard(letter.id)
            self._waited += len(letter.body[1])
        if self.outbox.waiting:
            return      # more on their way: say it once, when the last is in
        note = ""
        if self._waited:
            if letter.id not in self._was_held:
                added = n_("Your {n} waiting result was added too.", "Your {n} waiting results were added too.",
                           self._waited)
            else:
                added = n_("Your {n} waiting result was added.", "Your {n} waiting results were added.", self._waited)
            note = f"<p>{escape(added.format(n=number(self._waited, ',')))}</p>"
        self._waited, self._was_held = 0, set()
        try:
            words = escape(summary(self.store, self.code)) if self.store and self.code else ""
        except ClassDataError:
            words = escape(_("Your results were added."))
        self.message.value = f"{self._yours}{note}<p>{words}</p>"

    def _refused(self, _letter, error: ClassDataError) -> None:
        yours = self._yours
        if isinstance(error, ChildLimitReached):
            self.play_button.layout.display = "none"
            self.message.value = yours + problem(str(error))
        else:   # closed, or the experiment is gone: these cannot be added, ever
            self.message.value = yours + problem(_("Your results were not added: {why}").format(why=error))

    def _outbox_changed(self) -> None:
        if self.outbox.problem is not None:     # what waits now has waited: say so when it is added
            ids = {letter.id for letter in self.outbox.waiting}
            self._held |= ids
            self._was_held |= ids
        n = len(self.waiting)
        self.warning.follow(self.outbox, n_("{n} result", "{n} results", n).format(n=number(n, ",")))
        if self.outbox.problem is not None:
            waiting = n_("Your {n} result is waiting on this page (the note at the top of your screen says why).",
                         "Your {n} results are waiting on this page (the note at the top of your screen says why).",
                         n).format(n=number(n, ","))
            self.message.value = f"{self._yours}<p>{escape(waiting)}</p>"

    def close(self) -> None:
        self.outbox.close()
        super().close()


def code_from_page(default: str = "") -> str:
    """The ``code`` of the page's address (``...class_experiment.ipynb?code=KT7-MAP``)."""
    from urllib.parse import parse_qs

    from widgets.address import page_query

    values = parse_qs(page_query()).get("code", [])
    return values[0][:16] if values else default
