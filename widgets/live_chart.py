"""Watch an experiment happen: a progress bar and a chart that grows as the games come in.

A lesson hands over the games one at a time (any iterator, such as ``kit.contests.speed_race``)
and says what counts as a hit; the chart shows the share of hits so far, with the band in which
the long-run share most likely lies, so a child sees the estimate settle as games are added.

    results = watch_share(speed_race("grabbage", 5, 6, deals=200), total=200,
                          title="How often the faster player wins")
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, Optional

import ipywidgets as W
from IPython.display import display

from kit.contests import share_interval
from .charts import line_chart
from .share_words import in_words

__all__ = ["ExperimentView", "in_words", "share_chart", "watch_share"]


def share_chart(hits: list[bool], title: str = "", level: Optional[float] = None, width: int = 560,
                xlabel: str = "games played", ylabel: str = "share won", per: Optional[int] = None) -> str:
    """The running share of hits, with its 95% band drawn as two thin lines.  With ``per`` (say
    100) the chart counts "so many out of 100" instead of a share, for children who have not met
    decimals yet."""
    k = per or 1
    xs, share, low, high = [], [], [], []
    count = 0
    step = max(1, len(hits) // 150)
    for n, h in enumerate(hits, start=1):
        count += bool(h)
        if n % step == 0 or n == len(hits):
            lo, hi = share_interval(count, n)
            xs.append(n)
            share.append(k * count / n)
            low.append(k * lo)
            high.append(k * hi)
    name = f"out of {per} so far" if per else "share so far"
    series = {name: (xs, share, "#1565c0"), "likely range (low)": (xs, low, "#90caf9"),
              "likely range (high)": (xs, high, "#90caf9")}
    return line_chart(series, title=title, xlabel=xlabel, ylabel=ylabel, width=width,
                      level=None if level is None else k * level, low=0.0, high=float(k))


def watch_share(results: Iterable[Any], total: int, hit: Callable[[Any], bool] = lambda r: r.won,
                title: str = "", every: int = 10, level: Optional[float] = None, per: Optional[int] = None,
                what: str = "games", hit_words: str = "hits") -> list[Any]:
    """Show a progress bar and the growing share chart while ``results`` are produced; return
    them all as a list.  ``per=100`` counts "out of 100" instead of a share (ages 7 to 9)."""
    view = ExperimentView(per=per, what=what, hit_words=hit_words)
    display(view)
    return view.run(results, total, hit=hit, title=title, every=every, level=level)


class ExperimentView(W.VBox):
    """A progress bar, the growing chart and one line saying the result so far.  ``run`` plays
    the experiment; ``hits`` and ``done`` hold what came out.  With ``per=100`` everything is
    said as "so many out of 100" (for 7 to 9 year olds), otherwise as a share with its range."""

    def __init__(self, per: Optional[int] = None, what: str = "games", hit_words: str = "hits"):
        self.per, self.what, self.hit_words = per, what, hit_words
        self.bar = W.IntProgress(value=0, min=0, max=1, description="Playing:")
        self.chart = W.HTML()
        self.summary = W.HTML()
        self.done: list[Any] = []
        self.hits = 0
        super().__init__([self.bar, self.chart, self.summary])
        self.add_class("hilltop-experiment")

    def _draw(self, hits: list[bool], title: str, level: Optional[float]) -> None:
        self.chart.value = share_chart(hits, title=title, level=level, per=self.per,
                                       xlabel=f"{self.what} so far",
                                       ylabel=f"out of {self.per}" if self.per else "share")

    def run(self, results: Iterable[Any], total: int, hit: Callable[[Any], bool] = lambda r: r.won,
            title: str = "", every: int = 10, level: Optional[float] = None) -> list[Any]:
        self.bar.max, self.bar.value, self.bar.description = total, 0, "Playing:"
        self.done, self.hits, self.summary.value = [], 0, ""
        flags: list[bool] = []
        for r in results:
            self.done.append(r)
            flags.append(bool(hit(r)))
            if len(self.done) % every == 0:
                # The bar moves with the chart, one message each ``every`` results, not one a
                # result: thirty children's experiments at once went through one server.
                self.bar.value = len(self.done)
                self._draw(flags, title, level)
        self._finish(flags, title, level)
        return self.done

    def show_run(self, flags: list[bool], total: int, title: str = "", level: Optional[float] = None) -> None:
        """Show a run played before (which results were hits), as ``run`` left it, with no game
        played again: a lesson page reloaded comes back to the child's experiment."""
        self.done = list(flags)
        self.bar.max = total
        self._finish(self.done, title, level)

    def _finish(self, flags: list[bool], title: str, level: Optional[float]) -> None:
        self.hits = sum(flags)
        self.bar.value, self.bar.description = len(self.done), "Done:"
        if flags:
            self._draw(flags, title, level)
            self.summary.value = (f'<p class="hilltop-experiment-done" data-done="{len(flags)}" '
                                  f'style="font-size:18px">{self.said()}</p>')

    def said(self) -> str:
        """The result in words: "37 of 100 hands" (with ``per``), or the share with its range."""
        n, h = len(self.done), self.hits
        if not n:
            return ""
        if self.per:
            return f"{self.hit_words.capitalize()}: <b>{h}</b> of {n} {self.what}."
        lo, hi = share_interval(h, n)
        return (f"{self.hit_words.capitalize()}: <b>{h}</b> of {n:,} {self.what} = <b>{h / n:.2f}</b>, "
                f"{in_words(h / n)}. Likely range: {lo:.2f} to {hi:.2f}.")
