"""Small charts drawn as SVG text by our own code (no plotting library needed, works offline in
JupyterLab and Voila alike).  Each function returns SVG text; wrap it in ``ipywidgets.HTML`` or
``IPython.display.SVG`` to show it."""
from __future__ import annotations

import itertools
from html import escape
from typing import TYPE_CHECKING, Optional, Sequence

from kit.words import _, number


if TYPE_CHECKING:  # numpy is imported only when a histogram is drawn
    import numpy as np

FONT = 'font-family="Verdana,sans-serif" font-size="13"'


def bar_chart(bars: Sequence, title: str = "", unit: str = "", width: int = 420, high: Optional[float] = None) -> str:
    """Horizontal bars: ``bars`` is a list of (label, value, colour), or (label, value, colour,
    (low, high)) to draw the range in which the value most likely lies as a thin line with end
    marks across the bar's tip.  ``high`` fixes the value at the right-hand end (default: the
    largest value or range end)."""
    ends = [b[3][1] for b in bars if len(b) > 3 and b[3] is not None]
    top = high if high is not None else max([b[1] for b in bars] + ends + [1e-9])
    row, left = 34, 150
    span = width - left - (120 if ends else 70)
    height = row * len(bars) + 36
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" '
             f'role="img" aria-label="{escape(title)}" {FONT} class="hilltop-chart">',
             f'<text x="4" y="18" font-weight="700" font-size="14">{escape(title)}</text>']
    for i, bar in enumerate(bars):
        label, value, colour = bar[:3]
        interval = bar[3] if len(bar) > 3 else None
        y = 30 + i * row
        w = span * value / top
        end = w
        parts.append(f'<text x="4" y="{y + 18}">{escape(str(label))}</text>'
                     f'<rect x="{left}" y="{y + 4}" width="{w:.1f}" height="20" rx="4" fill="{colour}"/>')
        text = number(value, ".2f") + unit
        if interval is not None:
            lo, hi = (left + span * v / top for v in interval)
            end = hi - left
            parts.append(f'<g stroke="#212121" stroke-width="2"><line x1="{lo:.1f}" y1="{y + 14}" x2="{hi:.1f}" '
                         f'y2="{y + 14}"/><line x1="{lo:.1f}" y1="{y + 7}" x2="{lo:.1f}" y2="{y + 21}"/>'
                         f'<line x1="{hi:.1f}" y1="{y + 7}" x2="{hi:.1f}" y2="{y + 21}"/></g>')
            text += " " + _("({low} to {high})").format(low=number(interval[0], ".2f"),
                                                         high=number(interval[1], ".2f"))
        parts.append(f'<text x="{left + end + 6:.1f}" y="{y + 19}">{escape(text)}</text>')
    parts.append("</svg>")
    return "".join(parts)


def _frame(width: int, height: int, title: str, xlabel: str, ylabel: str) -> list[str]:
    return [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" '
        f'role="img" aria-label="{escape(title)}" {FONT} class="hilltop-chart">',
        f'<rect width="{width}" height="{height}" fill="#ffffff"/>',
        f'<text x="{width / 2}" y="18" text-anchor="middle" font-weight="700" font-size="14">{escape(title)}</text>',
        f'<text x="{width / 2}" y="{height - 4}" text-anchor="middle">{escape(xlabel)}</text>',
        f'<text x="12" y="{height / 2}" text-anchor="middle" transform="rotate(-90 12 {height / 2})">{escape(ylabel)}</text>',
    ]


def _ticks(low: float, high: float, count: int = 5) -> list[float]:
    span = (high - low) or 1.0
    raw = span / count
    step = min((m * 10 ** e for e in range(-3, 7) for m in (1, 2, 5) if m * 10 ** e >= raw), default=raw)
    first = (low // step) * step
    return [first + i * step for i in range(count + 3) if low <= first + i * step <= high + 1e-9]


def histogram(values: "Sequence[float] | np.ndarray", bins: int = 30, title: str = "", xlabel: str = "", ylabel: Optional[str] = None,
              low: Optional[float] = None, high: Optional[float] = None, colour: str = "#2e7d32",
              width: int = 560, height: int = 300, marks: Optional[dict] = None) -> str:
    """A histogram of ``values`` in ``bins`` equal bins from ``low`` to ``high``; ``marks`` draws
    labelled vertical lines (e.g. {"mean": 212.5})."""
    vals = list(values)
    lo = min(vals, default=0) if low is None else low
    hi = max(vals, default=1) if high is None else high
    if hi <= lo:
        hi = lo + 1
    counts = [0] * bins
    for v in vals:
        if lo <= v <= hi:
            counts[min(int((v - lo) / (hi - lo) * bins), bins - 1)] += 1
    left, right, top, bottom = 52, 30, 28, 40  # right: half of the last number under the axis
    pw, ph = width - left - right, height - top - bottom
    peak = max(counts + [1])
    parts = _frame(width, height, title, xlabel, _("games") if ylabel is None else ylabel)
    bw = pw / bins
    for i, c in enumerate(counts):
        h = ph * c / peak
        parts.append(f'<rect class="bar" x="{left + i * bw:.1f}" y="{top + ph - h:.1f}" width="{max(bw - 1, 0.5):.1f}" '
                     f'height="{h:.1f}" fill="{colour}"><title>{c}</title></rect>')
    for t in _ticks(lo, hi):
        x = left + pw * (t - lo) / (hi - lo)
        parts.append(f'<line x1="{x:.1f}" y1="{top + ph}" x2="{x:.1f}" y2="{top + ph + 4}" stroke="#333"/>'
                     f'<text x="{x:.1f}" y="{top + ph + 17}" text-anchor="middle">{number(t, "g")}</text>')
    for t in _ticks(0, peak, 4):
        y = top + ph - ph * t / peak
        parts.append(f'<text x="{left - 5}" y="{y + 4:.1f}" text-anchor="end">{number(t, "g")}</text>'
                     f'<line x1="{left}" y1="{y:.1f}" x2="{left + pw}" y2="{y:.1f}" stroke="#eee"/>')
    for k, (name, at) in enumerate((marks or {}).items()):
        if lo <= at <= hi:
            x = left + pw * (at - lo) / (hi - lo)
            parts.append(f'<line x1="{x:.1f}" y1="{top}" x2="{x:.1f}" y2="{top + ph}" stroke="#c62828" '
                         f'stroke-dasharray="4 3"/><text x="{x + 3:.1f}" y="{top + 12 + 15 * k}" fill="#c62828">'
                         f'{escape(name)} {number(at, ".4g")}</text>')
    parts.append(f'<line x1="{left}" y1="{top + ph}" x2="{left + pw}" y2="{top + ph}" stroke="#333"/></svg>')
    return "".join(parts)


def running_average(values, points: int = 200) -> tuple[list, list]:
    """(games, average of the first so-many values), at most ``points`` points: how an estimate
    settles as more games come in."""
    import numpy as np

    v = np.asarray(values, dtype=float)
    if len(v) == 0:
        return [], []
    avg = np.cumsum(v) / np.arange(1, len(v) + 1)
    at = np.unique(np.linspace(0, len(v) - 1, min(points, len(v))).astype(int))
    return (at + 1).tolist(), avg[at].tolist()


_CLIPS = itertools.count(1)   # each chart's clip path has an id of its own on the page
GROW_SECONDS = 2.5
# The lines of a chart drawn ``grow=True`` are drawn from left to right, as if the games came in
# while the child watched; not at all when the child asked for reduced motion.
GROW_STYLE = ("<style>.hilltop-chart polyline.grow{stroke-dasharray:1;stroke-dashoffset:1;"
              f"animation:hilltop-grow {GROW_SECONDS}s linear forwards}}"
              "@keyframes hilltop-grow{to{stroke-dashoffset:0}}"
              "@media (prefers-reduced-motion: reduce){.hilltop-chart polyline.grow{animation:none;"
              "stroke-dasharray:none;stroke-dashoffset:0}}</style>")


def line_chart(series: dict, title: str = "", xlabel: str = "", ylabel: str = "", width: int = 560,
               height: int = 280, level: Optional[float] = None, low: Optional[float] = None,
               high: Optional[float] = None, grow: bool = False) -> str:
    """Lines through points: ``series`` maps a name to (xs, ys, colour); ``level`` draws a
    dashed line (e.g. the exact answer a running estimate should settle to).  A line that runs
    above ``high`` or below ``low`` is cut at the plot's edge (above: an arrowhead marks where).
    ``grow``: the lines are drawn growing from left to right (GROW_STYLE)."""
    xs_all = [x for xs, _, _ in series.values() for x in xs] or [0, 1]
    ys_all = [y for _, ys, _ in series.values() for y in ys] + ([level] if level is not None else [])
    x0, x1 = min(xs_all), max(xs_all)
    y0 = min(ys_all or [0]) if low is None else low
    y1 = max(ys_all or [1]) if high is None else high
    x1, y1 = (x1 if x1 > x0 else x0 + 1), (y1 if y1 > y0 else y0 + 1)
    legend = _legend(series, width)
    extra = legend[-1][2] + 8 if legend else 0       # the legend's rows, above the plot
    left, right, top, bottom = 56, 30, 28 + extra, 40  # right: half of the last number under the axis
    height += extra
    pw, ph = width - left - right, height - top - bottom
    X = lambda x: left + pw * (x - x0) / (x1 - x0)
    Y = lambda y: top + ph - ph * (y - y0) / (y1 - y0)
    parts = _frame(width, height, title, xlabel, ylabel)
    for t in _ticks(y0, y1, 4):
        parts.append(f'<line x1="{left}" y1="{Y(t):.1f}" x2="{left + pw}" y2="{Y(t):.1f}" stroke="#eee"/>'
                     f'<text x="{left - 5}" y="{Y(t) + 4:.1f}" text-anchor="end">{number(t, "g")}</text>')
    for t in _ticks(x0, x1):
        parts.append(f'<text x="{X(t):.1f}" y="{top + ph + 17}" text-anchor="middle">{number(t, "g")}</text>')
    if level is not None:
        parts.append(f'<line x1="{left}" y1="{Y(level):.1f}" x2="{left + pw}" y2="{Y(level):.1f}" '
                     f'stroke="#c62828" stroke-dasharray="5 4"/>')
    clip = f"hilltop-clip-{next(_CLIPS)}"
    parts.append(f'<clipPath id="{clip}"><rect x="{left}" y="{top}" width="{pw}" height="{ph}"/></clipPath>')
    if grow:
        parts.append(GROW_STYLE)
    kind = "line grow" if grow else "line"
    for xs, ys, colour in series.values():
        points = " ".join(f"{X(x):.1f},{Y(y):.1f}" for x, y in zip(xs, ys))
        parts.append(f'<polyline class="{kind}" points="{points}" fill="none" stroke="{colour}" stroke-width="2" '
                     f'pathLength="1" clip-path="url(#{clip})"/>')
        # cut on purpose (an axis tall enough for the first few games' swings flattens the rest):
        # a small arrowhead in the line's colour under the top edge, where the line comes back down
        for back in _back_in_view(xs, ys, y1):
            x = X(back)
            parts.append(f'<polygon class="off-top" points="{x - 6:.1f},{top + 10} {x:.1f},{top + 2} '
                         f'{x + 6:.1f},{top + 10}" fill="{colour}"/>')
    for (name, (_xs, _ys, colour)), (x, y, _bottom) in zip(series.items(), legend):
        parts.append(f'<line class="key" x1="{x}" y1="{y - 4}" x2="{x + 18}" y2="{y - 4}" stroke="{colour}" '
                     f'stroke-width="3"/><text class="legend" x="{x + 22}" y="{y}">{escape(name)}</text>')
    parts.append(f'<rect x="{left}" y="{top}" width="{pw}" height="{ph}" fill="none" stroke="#333"/></svg>')
    return "".join(parts)


def _back_in_view(xs: Sequence, ys: Sequence, high: float) -> list:
    """The last x of each stretch of points above ``high`` (where the line comes back into view,
    or ends above it)."""
    above = [y > high for y in ys]
    return [x for i, x in enumerate(xs) if above[i] and (i + 1 == len(above) or not above[i + 1])]


def _legend(series: dict, width: int) -> list[tuple[int, int, int]]:
    """Where each line's name goes, above the plot (never inside it, where the lines would run
    through the words): (x, baseline, bottom of its row), names side by side while they fit in
    ``width`` (a name's width guessed from its letters), else on the next row."""
    at, x, row = [], 8, 0
    for name in series:
        need = 22 + int(len(str(name)) * 8.2) + 14     # swatch, the name (Verdana 13 px), a gap
        if x > 8 and x + need > width:
            x, row = 8, row + 1
        at.append((x, 40 + 17 * row, 17 * (row + 1)))
        x += need
    return at
