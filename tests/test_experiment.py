"""The growing share chart and the words a lesson uses for a share (widgets/live_chart.py)."""
import pytest

from widgets.charts import line_chart
from widgets.live_chart import in_words, share_chart, watch_share


@pytest.mark.parametrize("share, words", [
    (0.5, "about 1 in 2"), (0.77, "about 3 in 4"), (0.82, "about 4 in 5"), (0.34, "about 1 in 3"),
    (0.62, "about 3 in 5"), (0.1, "about 1 in 10"), (0.98, "all but about 1 in 50"), (0.01, "about 1 in 100"),
    (0.05, "about 1 in 20"), (0.0533, "about 1 in 19"), (0, "never"), (1, "every time"),
])
def test_a_share_is_said_as_a_child_would_say_it(share, words):
    assert in_words(share) == words


def test_the_share_chart_draws_the_share_and_its_range():
    svg = share_chart([True, False, True, True] * 10, title="Faster player")
    assert svg.startswith("<svg") and "Faster player" in svg
    assert "share so far" in svg and "likely range" in svg


def test_watching_an_experiment_returns_every_result_in_order():
    results = watch_share(iter(range(25)), total=25, hit=lambda r: r % 2 == 0, every=10)
    assert results == list(range(25))


def test_the_bar_and_chart_move_together_once_every_few_results():
    """Each change of a widget is a message through the server: an experiment of 600 deals sends
    60 frames (bar and chart), not 600 bar moves, and ends on the full bar."""
    from widgets.live_chart import ExperimentView

    view = ExperimentView()
    moves, frames = [], []
    view.bar.observe(lambda change: moves.append(change["new"]), "value")
    view.chart.observe(lambda change: frames.append(change["new"]), "value")
    view.run(iter(range(605)), total=605, hit=lambda r: r % 3 == 0, every=10)
    assert moves == list(range(10, 601, 10)) + [605]
    assert len(frames) == 61 and view.bar.description == "Done:"


def share_line_heights(svg):
    """How high each point of the chart's first line (the share so far) stands in its plot, from
    0 (the floor) to 1 (the top)."""
    import re

    frame = re.search(r'<rect x="(\d+)" y="(\d+)" width="(\d+)" height="(\d+)" fill="none"', svg)
    top, height = float(frame[2]), float(frame[4])
    points = re.search(r'<polyline class="line[^"]*" points="([^"]+)"', svg)[1]
    return [(top + height - float(p.split(",")[1])) / height for p in points.split()]


def test_a_small_share_stands_clear_of_the_floor():
    """The y axis is scaled to the data: a share of 0.06 (go fish for a queen) was a flat line on
    the floor of a 0-to-1 axis."""
    hits = [n % 50 < 3 for n in range(600)]                  # 0.06
    svg = share_chart(hits)
    heights = share_line_heights(svg)
    assert 0.25 < heights[-1] < 1, heights[-1]
    assert 'clip-path="url(#hilltop-clip-' in svg             # (the first games' swings are cut at the top)
    assert svg.count('class="off-top"') >= 1                  # ... and an arrowhead says so
    assert 'class="off-top"' not in line_chart({"a": ([1, 2, 3], [0.1, 0.9, 0.5], "#000")}, high=1.0)  # none cut
    big = share_line_heights(share_chart([n % 4 != 0 for n in range(600)]))   # 0.75 still fits
    assert 0.5 < big[-1] <= 1
    out_of_100 = share_line_heights(share_chart(hits, per=100))
    assert out_of_100[-1] > 0.25


def test_the_chart_says_in_words_what_its_lines_are():
    from widgets.live_chart import ExperimentView

    view = ExperimentView(what="deals", hit_words="deals with a queen")
    view.run(iter(range(200)), total=200, hit=lambda r: r % 10 == 0)
    words = view.words.value
    assert "share so far" in words and "likely range" in words
    assert "0.1 means 1 in 10" in words                        # what a share means, with an example
    assert "deals with a queen so far, divided by the number of deals so far" in words
    hundred = ExperimentView(per=100)
    hundred.run(iter(range(200)), total=200, hit=lambda r: r % 10 == 0)
    assert "in every 100 games" in hundred.words.value and "likely range" in hundred.words.value


def test_a_fast_experiment_is_seen_growing_unless_motion_is_reduced():
    """Games that all come in within a blink are drawn growing from left to right (a CSS animation
    the browser skips when the child asked for reduced motion)."""
    from widgets.live_chart import ExperimentView

    view = ExperimentView()
    view.run(iter(range(200)), total=200, hit=lambda r: r % 3 == 0)
    assert 'class="line grow"' in view.chart.value
    assert "prefers-reduced-motion" in view.chart.value
