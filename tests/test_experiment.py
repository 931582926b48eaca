"""The growing share chart and the words a lesson uses for a share (widgets/live_chart.py)."""
import pytest

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
