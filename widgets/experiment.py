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


def share_chart(hits: list[bool], title: str = "", level: Optional[float] = None, width: int = 560) -> str:
    """The running share of hits, with its 95% band drawn as two thin lines."""
    xs, share, low, high = [], [], [], []
    count = 0
    step = max(1, len(hits) // 150)
    for n, h in enumerate(hits, start=1):
        count += bool(h)
        if n % step == 0 or n == len(hits):
            lo, hi = share_interval(count, n)
            xs.append(n)
            share.append(count / n)
            low.append(lo)
            high.append(hi)
    series = {"share so far": (xs, share, "#1565c0"), "likely range (low)": (xs, low, "#90caf9"),
              "likely range (high)": (xs, high, "#90caf9")}
    return line_chart(series, title=title, xlabel="games played", ylabel="share won", width=width,
                      level=level, low=0.0, high=1.0)


def watch_share(results: Iterable[Any], total: int, hit: Callable[[Any], bool] = lambda r: r.won,
                title: str = "", every: int = 10, level: Optional[float] = None) -> list[Any]:
    """Show a progress bar and the growing share chart while ``results`` are produced; return
    them all as a list."""
    bar = W.IntProgress(value=0, min=0, max=total, description="Playing:")
    chart = W.HTML()
    display(W.VBox([bar, chart]))
    done: list[Any] = []
    hits: list[bool] = []
    for r in results:
        done.append(r)
        hits.append(bool(hit(r)))
        bar.value = len(done)
        if len(done) % every == 0:
            chart.value = share_chart(hits, title=title, level=level)
    bar.description = "Done:"
    chart.value = share_chart(hits, title=title, level=level) if hits else ""
    return done


def in_words(share: float) -> str:
    """A share as a child would say it: "about 3 in 4", "about 1 in 2", "nearly always"."""
    if share >= 0.97:
        return "nearly always"
    if share <= 0.03:
        return "almost never"
    best = min(((abs(share - a / b), b, a) for b in (2, 3, 4, 5, 10) for a in range(1, b)))
    _, b, a = best
    return f"about {a} in {b}"
