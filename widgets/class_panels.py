"""The class experiment on screen: the teacher's panel and the child's panel.

The teacher starts an experiment and writes its class code on the board; each child types the
code, plays (or simulates) games with the kit, and adds the results; the teacher's chart of the
whole class's running average grows as results arrive, beside the kit's answer.  The numbers are
kept by :mod:`class_store`; this module only shows them and passes on what was clicked.
"""
from __future__ import annotations

import asyncio
import base64
from html import escape
from typing import Optional

import ipywidgets as W
import numpy as np

from class_store import EXPERIMENTS, ClassDataError, ClassStore
from kit.contests import share_interval
from .charts import line_chart
from .live_chart import in_words

GAMES_PER_CLICK = 10
REFRESH_SECONDS = 2.0

STYLE = ("<style>.hilltop-class{font-family:'Trebuchet MS',Verdana,sans-serif;font-size:18px;max-width:760px}"
         ".hilltop-class .code{font-size:44px;font-weight:700;letter-spacing:4px;color:#1b5e20}"
         ".hilltop-class .problem{color:#b71c1c;font-weight:700}</style>")


def running_chart(values: list[int], kind: str, width: int = 600) -> str:
    """The class's running average (or share), with the kit's answer as a dashed line."""
    e = EXPERIMENTS[kind]
    xs, ys, lows, highs = [], [], [], []
    total = 0
    step = max(1, len(values) // 200)
    for n, v in enumerate(values, start=1):
        total += v
        if n % step == 0 or n == len(values):
            xs.append(n)
            ys.append(total / n)
            if e.yes_no:
                lo, hi = share_interval(total, n)
                lows.append(lo)
                highs.append(hi)
    series = {"the class so far": (xs, ys, "#1565c0")}
    if e.yes_no:
        series["likely range (low)"] = (xs, lows, "#90caf9")
        series["likely range (high)"] = (xs, highs, "#90caf9")
    return line_chart(series, title=e.question, xlabel="results added by the class",
                      ylabel="share of yes" if e.yes_no else "average so far", width=width,
                      level=e.answer(), low=0.0 if e.yes_no else None, high=1.0 if e.yes_no else None)


def summary(store: ClassStore, code: str) -> str:
    """One sentence about the class's results, for the teacher's and the children's screens."""
    t = store.tally(code)
    e = EXPERIMENTS[t.kind]
    if not t.count:
        return "No results yet."
    if e.yes_no:
        share = t.mean or 0.0
        said = f"{t.count:,} results: yes {share:.0%} of the time ({in_words(share)})."
    else:
        said = f"{t.count:,} results: the class average is {t.mean:.1f}."
    return said + f" The kit's answer: {e.answer():.3g} ({e.answer_words})."


class TeacherPanel(W.VBox):
    """Start, watch, reset, export and close a class experiment."""

    def __init__(self, store: Optional[ClassStore] = None, refresh: bool = True):
        self.store = store or ClassStore()
        self.code: Optional[str] = None
        self.choice = W.Dropdown(options=[(e.question, k) for k, e in EXPERIMENTS.items()],
                                 description="Question:", layout=W.Layout(width="640px", max_width="calc(100% - 4px)"),
                                 style={"description_width": "initial"})
        self.start_button = W.Button(description="Start a class experiment", button_style="success",
                                     layout=W.Layout(width="auto"))
        self.header = W.HTML()
        self.status = W.HTML()
        self.chart = W.HTML()
        self.refresh_button = W.Button(description="Refresh now", layout=W.Layout(width="auto"))
        self.reset_button = W.Button(description="Reset (forget all results)", button_style="warning",
                                     layout=W.Layout(width="auto"))
        self.close_button = W.Button(description="Close (stop collecting)", button_style="danger",
                                     layout=W.Layout(width="auto"))
        self.export = W.HTML()
        self.controls = W.HBox([self.refresh_button, self.reset_button, self.close_button],
                               layout=W.Layout(display="none", flex_flow="row wrap"))
        self.start_button.on_click(lambda _: self.start())
        self.refresh_button.on_click(lambda _: self.update())
        self.reset_button.on_click(lambda _: self._act(self.store.reset))
        self.close_button.on_click(lambda _: self._act(self.store.close))
        super().__init__([W.HTML(STYLE), W.HBox([self.choice, self.start_button], layout=W.Layout(flex_flow="row wrap")),
                          self.header, self.status, self.chart, self.controls, self.export])
        self.add_class("hilltop-class")
        self._timer: Optional[asyncio.TimerHandle] = None
        self._refresh = refresh

    def start(self) -> str:
        self.code = self.store.start(self.choice.value)
        e = EXPERIMENTS[self.choice.value]
        self.header.value = (f'<p>Write this class code on the board:</p><div class="code" data-code="{self.code}">'
                             f'{self.code}</div><p>{escape(e.question)} One result is {escape(e.one_result)}.</p>')
        self.controls.layout.display = "flex"
        self.update()
        if self._refresh:
            self._tick()
        return self.code

    def _act(self, action) -> None:
        if self.code is None:
            return
        try:
            action(self.code)
        except ClassDataError as e:
            self.status.value = f'<p class="problem">{escape(str(e))}</p>'
            return
        self.update()

    def update(self) -> None:
        if self.code is None:
            return
        t = self.store.tally(self.code)
        state = "" if t.open else " This experiment is closed."
        self.status.value = f'<p data-count="{t.count}">{escape(summary(self.store, self.code))}{state}</p>'
        values = self.store.values(self.code)
        self.chart.value = running_chart(values, t.kind) if values else ""
        data = base64.b64encode(self.store.export_csv(self.code).encode()).decode()
        self.export.value = (f'<a download="class-{self.code}.csv" href="data:text/csv;base64,{data}">'
                             f"Download the results (CSV, for a spreadsheet)</a>")

    def _tick(self) -> None:
        """Refresh every few seconds on the kernel's event loop (never blocking it)."""
        try:
            self.update()
        except Exception as e:  # a database that went away: say so, keep trying
            self.status.value = f'<p class="problem">The class results cannot be read just now ({escape(str(e))[:120]}).</p>'
        try:
            loop = asyncio.get_event_loop()
        except RuntimeError:  # pragma: no cover - no loop (a plain script)
            return
        self._timer = loop.call_later(REFRESH_SECONDS, self._tick)

    def stop(self) -> None:
        if getattr(self, "_timer", None) is not None:
            self._timer.cancel()
            self._timer = None

    def close(self) -> None:
        """Taken off the page: the refresh stops, then the panel closes."""
        self.stop()
        super().close()


class ChildPanel(W.VBox):
    """Join with the class code, play games, add the results."""

    def __init__(self, store: Optional[ClassStore] = None, code: str = "", seed: Optional[int] = None):
        self.store = store or ClassStore()
        self.rng = np.random.default_rng(seed)
        self.code: Optional[str] = None
        self.kind: Optional[str] = None
        self.code_box = W.Text(value=code, placeholder="like KT7-MAP", description="Class code:",
                               style={"description_width": "initial"})
        self.join_button = W.Button(description="Join", button_style="success")
        self.question = W.HTML()
        self.play_button = W.Button(description=f"Play {GAMES_PER_CLICK} games and add them",
                                    button_style="primary", layout=W.Layout(width="auto", display="none"))
        self.message = W.HTML()
        self.join_button.on_click(lambda _: self.join())
        self.play_button.on_click(lambda _: self.play())
        super().__init__([W.HTML(STYLE), W.HBox([self.code_box, self.join_button]), self.question,
                          self.play_button, self.message])
        self.add_class("hilltop-class")
        if code:
            self.join()

    def join(self) -> None:
        try:
            t = self.store.tally(self.code_box.value)
        except ClassDataError as e:
            self.message.value = f'<p class="problem">{escape(str(e))}</p>'
            return
        self.code, self.kind = t.code, t.kind
        e = EXPERIMENTS[t.kind]
        self.question.value = f"<p><b>{escape(e.question)}</b> One result is {escape(e.one_result)}.</p>"
        self.play_button.layout.display = "inline-flex"
        self.message.value = f"<p>You joined {t.code}. {escape(summary(self.store, t.code))}</p>"

    def play(self) -> None:
        if self.code is None or self.kind is None:
            return
        values = EXPERIMENTS[self.kind].simulate(self.rng, GAMES_PER_CLICK)
        try:
            self.store.add(self.code, values)
        except ClassDataError as e:
            self.message.value = f'<p class="problem">{escape(str(e))}</p>'
            return
        shown = ", ".join(str(v) for v in values)
        self.message.value = (f"<p>Your {len(values)} results: {shown}.</p>"
                              f"<p>{escape(summary(self.store, self.code))}</p>")


def code_from_page(default: str = "") -> str:
    """The ``code`` of the page's address (``...class_experiment.ipynb?code=KT7-MAP``)."""
    from urllib.parse import parse_qs

    from .address import page_query

    values = parse_qs(page_query()).get("code", [])
    return values[0][:16] if values else default
