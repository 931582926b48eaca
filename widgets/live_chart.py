"""Watch an experiment happen: a progress bar and a chart that grows as the games come in.

A lesson hands over the games one at a time (any iterator, such as ``kit.contests.speed_race``)
and says what counts as a hit; the chart shows the share of hits so far, with the band in which
the long-run share most likely lies, so a child sees the estimate settle as games are added.

    results = watch_share(speed_race("grabbage", 5, 6, deals=200), total=200,
                          title="How often the faster player wins")
"""
from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from html import escape
from typing import Any, Optional

import ipywidgets as W
from IPython.display import display

from kit.contests import share_interval
from kit.words import _, number
from .charts import line_chart
from .in_view import BringIntoView
from .share_words import in_words

__all__ = ["ExperimentView", "in_words", "share_chart", "watch_share"]

WATCHABLE_SECONDS = 2.0   # an experiment quicker than this was not seen growing: its chart grows


# The top of a share chart's axis: the first of these at or above what the chart must show.
AXIS_TOPS = (0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.6, 0.8, 1.0)


def axis_top(share: list[float], high: list[float], level: Optional[float]) -> float:
    """The top of the y axis (as a share): room above where the share settles, its final likely
    range and ``level``, so a share of 0.06 stands clear of the floor instead of lying on it under
    an axis that runs to 1.  The swings of the first few games may run off the top (cut there)."""
    settled = share[len(share) // 10:] or share
    want = max(settled + high[-1:] + ([level] if level is not None else []) + [0.0]) * 1.15
    return next((top for top in AXIS_TOPS if top >= want), 1.0)


def share_chart(hits: list[bool], title: str = "", level: Optional[float] = None, width: int = 380,
                xlabel: str = "games played", ylabel: str = "share won", per: Optional[int] = None,
                grow: bool = False) -> str:
    """The running share of hits, with its 95% band drawn as two thin lines.  With ``per`` (say
    100) the chart counts "so many out of 100" instead of a share, for children who have not met
    decimals yet.  The y axis runs from 0 to just above where the share settles (axis_top).
    ``grow``: the lines are drawn growing (a fast experiment's last picture).  ``width`` 380: a
    phone (356 px for the chart) draws it at 94%, its 13 px words at 12 px."""
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
    name = _("out of {per} so far").format(per=per) if per else _("share so far")
    series = {name: (xs, share, "#1565c0"), _("likely range (low)"): (xs, low, "#90caf9"),
              _("likely range (high)"): (xs, high, "#90caf9")}
    top = axis_top([y / k for y in share], [y / k for y in high], level)
    return line_chart(series, title=title, xlabel=xlabel, ylabel=ylabel, width=width,
                      level=None if level is None else k * level, low=0.0, high=k * top, grow=grow)


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
        self.bar = W.IntProgress(value=0, min=0, max=1, description=_("Playing:"))
        self.chart = W.HTML()
        self.words = W.HTML()        # what the chart's lines are, in a child's words (with the chart)
        self.words.add_class("hilltop-chart-words")
        self.summary = W.HTML()
        self._into_view = BringIntoView(".hilltop-experiment-done")   # the result, in the child's view
        self.done: list[Any] = []
        self.hits = 0
        super().__init__([self.bar, self.chart, self.words, self.summary, self._into_view])
        self.add_class("hilltop-experiment")

    def _draw(self, hits: list[bool], title: str, level: Optional[float], grow: bool = False) -> None:
        self.chart.value = share_chart(hits, title=title, level=level, per=self.per,
                                       xlabel=_("{what} so far").format(what=self.what),
                                       ylabel=_("out of {per}").format(per=self.per) if self.per else _("share"),
                                       grow=grow)
        if not self.words.value:
            self.words.value = f'<p style="font-size:16px;max-width:560px">{self.chart_words(level)}</p>'

    def chart_words(self, level: Optional[float]) -> str:
        """What the lines of the chart are, for a child who has never read such a chart."""
        what, hits = escape(self.what), escape(self.hit_words)
        if self.per:
            line = _("The dark line: how many {hits} there would be in every {per} {what}, judging by all the "
                     "{what} so far.").format(hits=hits, per=self.per, what=what)
        else:
            line = _("The dark line is the <b>share so far</b>: the number of {hits} so far, divided by the number "
                     "of {what} so far. A share of {tenth} means 1 in 10; {half} means half.").format(
                         hits=hits, what=what, tenth=number(0.1), half=number(0.5))
        if self.per:
            band = _("The two light lines are the <b>likely range</b>: the real number, the one that very many "
                     "{what} would give, is most likely between them. They close in as there are more {what}, "
                     "because more {what} tell us more.").format(what=what)
        else:
            band = _("The two light lines are the <b>likely range</b>: the real share, the one that very many "
                     "{what} would give, is most likely between them. They close in as there are more {what}, "
                     "because more {what} tell us more.").format(what=what)
        exact = " " + _("The red dashed line is the exact answer, worked out on paper.") if level is not None else ""
        return f"{line} {band}{exact}"

    def run(self, results: Iterable[Any], total: int, hit: Callable[[Any], bool] = lambda r: r.won,
            title: str = "", every: int = 10, level: Optional[float] = None,
            before_result: Callable[[list[bool]], None] = lambda flags: None) -> list[Any]:
        """Play ``results`` into the growing chart; ``before_result(hits)`` (which results were
        hits) is called once they are all in, before the result is shown (for the page to keep it)."""
        self.bar.max, self.bar.value, self.bar.description = total, 0, _("Playing:")
        self.done, self.hits, self.summary.value = [], 0, ""
        flags: list[bool] = []
        started = time.monotonic()
        for r in results:
            self.done.append(r)
            flags.append(bool(hit(r)))
            if len(self.done) % every == 0:
                # The bar moves with the chart, one message each ``every`` results, not one a
                # result: thirty children's experiments at once went through one server.
                self.bar.value = len(self.done)
                self._draw(flags, title, level)
        before_result(flags)
        # games that came in faster than anyone could watch: the last picture is drawn growing
        self._finish(flags, title, level, grow=time.monotonic() - started < WATCHABLE_SECONDS)
        if flags:
            self._into_view.bring()      # the result, where the child who pressed Run sees it
        return self.done

    def show_run(self, flags: list[bool], total: int, title: str = "", level: Optional[float] = None) -> None:
        """Show a run played before (which results were hits), as ``run`` left it, with no game
        played again: a lesson page reloaded comes back to the child's experiment."""
        self.done = list(flags)
        self.bar.max = total
        self._finish(self.done, title, level, grow=True)   # drawn growing, as a quick run is

    def _finish(self, flags: list[bool], title: str, level: Optional[float], grow: bool) -> None:
        self.hits = sum(flags)
        self.bar.value, self.bar.description = len(self.done), _("Done:")
        if flags:
            self._draw(flags, title, level, grow=grow)
            self.summary.value = (f'<p class="hilltop-experiment-done" data-done="{len(flags)}" '
                                  f'style="font-size:18px">{self.said()}</p>')

    def said(self) -> str:
        """The result in words: "37 of 100 hands" (with ``per``), or the share with its range."""
        n, h = len(self.done), self.hits
        if not n:
            return ""
        if self.per:
            return _("{hits}: <b>{h}</b> of {n} {what}.").format(
                hits=self.hit_words.capitalize(), h=h, n=n, what=self.what)
        lo, hi = share_interval(h, n)
        return _("{hits}: <b>{h}</b> of {n} {what} = <b>{share}</b>, {in_words}. Likely range: {low} to "
                 "{high}.").format(hits=self.hit_words.capitalize(), h=h, n=number(n, ","), what=self.what,
                                   share=number(h / n, ".2f"), in_words=in_words(h / n), low=number(lo, ".2f"),
                                   high=number(hi, ".2f"))
