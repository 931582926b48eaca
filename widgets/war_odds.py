"""The War odds dashboard: pick two or three players, a war style and a number of games, press
Run, and watch the histogram of game lengths and the running average fill in.

The games are played by ``kit.warsim`` (``kit.warsim.three`` for three players) in chunks on the
kernel's event loop, so the page keeps answering (and can Stop) while the numbers come in.
"""
from __future__ import annotations

import asyncio
from typing import Optional

import ipywidgets as W
import numpy as np

from kit.warsim.chunks import simulate_in_chunks

from kit.words import N_, _, number

from .charts import histogram, line_chart, running_average

STYLES = [(N_("3 cards down"), "three_down"), (N_("1 card down"), "one_down"),
          (N_("the tied rank says how many"), "by_rank")]
PLAYERS = [(N_("2 players"), 2), (N_("3 players"), 3)]
# the summary's paragraph: a word longer than a phone's line (a long number, a language's long
# word) is broken rather than widening the page, as the lesson pages do
SUMMARY = "<p style='font-size:18px;overflow-wrap:anywhere'"


class OddsDashboard(W.VBox):
    def __init__(self, seed: int = 0, chunk: int = 2000):
        self.seed, self.chunk = seed, chunk
        self.players = W.Dropdown(options=[(_(k), v) for k, v in PLAYERS], value=2, description=_("Players:"))
        self.style = W.Dropdown(options=[(_(k), v) for k, v in STYLES], value="three_down",
                                description=_("In a war:"))
        self.players.observe(lambda change: self.players_changed(), names="value")
        self.games = W.Dropdown(options=[(_("{n} games").format(n=number(n, ",")), n) for n in (1000, 10_000, 100_000, 300_000)],
                                value=10_000, description=_("Play:"))
        self.run_button = W.Button(description=_("Run"), button_style="success", icon="play")
        self.stop_button = W.Button(description=_("Stop"), icon="stop", disabled=True)
        self.progress = W.IntProgress(value=0, min=0, max=1, description=_("Games:"))
        self.summary = W.HTML(SUMMARY + ">" + _("How long does a game of War last? Press <b>Run</b>!") + "</p>")
        self.hist = W.HTML()
        self.running = W.HTML()
        self.run_button.on_click(lambda _b: self.start())
        self.stop_button.on_click(lambda _b: self.stop())
        self._task: Optional[asyncio.Task] = None
        self._stop = False
        super().__init__([W.HBox([self.players, self.style, self.games, self.run_button, self.stop_button]),
                          self.progress, self.summary, W.HBox([self.hist, self.running])])
        self.add_class("hilltop-odds")

    def players_changed(self) -> None:
        """Three players always lay 3 cards down in a war (6 when all three tie): no style to pick."""
        three = self.players.value == 3
        if three:
            self.style.value = "three_down"
        self.style.disabled = three

    def start(self) -> None:
        if self._task is not None and not self._task.done():
            return
        self._stop = False
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # no event loop (a plain script): just run it all now
            for _ in self.steps():
                pass
            return
        self._task = loop.create_task(self._run())

    def stop(self) -> None:
        self._stop = True

    def close(self) -> None:
        """Taken off the page: the run stops at once (its task is cancelled), then the widget closes."""
        self.stop()
        task = getattr(self, "_task", None)
        if task is not None:
            task.cancel()
        super().close()

    async def _run(self) -> None:
        for _ in self.steps():
            await asyncio.sleep(0.01)  # let the kernel send the update and hear a Stop click

    def steps(self):
        """Run the games chunk by chunk, updating the page after each; yields between chunks."""
        total, style, players = self.games.value, self.style.value, self.players.value
        options = {"players": 3} if players == 3 else {"war_style": style}
        self.run_button.disabled, self.stop_button.disabled = True, False
        self.progress.max, self.progress.value = total, 0
        lengths = np.zeros(0, dtype=np.int64)
        try:
            for figures in simulate_in_chunks(total, self.chunk, seed=self.seed, **options):
                lengths = np.concatenate([lengths, figures["battles"]])
                self.progress.value = len(lengths)
                self.show(lengths, style, players)
                yield
                if self._stop:
                    break
        finally:
            self.run_button.disabled, self.stop_button.disabled = False, True

    def show(self, lengths: np.ndarray, style: str, players: int = 2) -> None:
        mean, median = float(lengths.mean()), float(np.median(lengths))
        high = float(np.percentile(lengths, 99.5))
        self.hist.value = histogram(lengths, bins=40, low=0, high=max(high, 10), title=_("How many battles in a game"),
                                    xlabel=_("battles"), marks={_("mean"): mean, _("median"): median})
        xs, ys = running_average(lengths)
        self.running.value = line_chart({_("average so far"): (xs, ys, "#1565c0")}, title=_("The average settles down"),
                                        xlabel=_("games played"), ylabel=_("average battles"), low=0,
                                        high=max(ys) * 1.2, level=mean)
        self.summary.value = (
            f"{SUMMARY} data-games='{len(lengths)}'>"
            + _("<b>{games} games</b> played ({players} players, {style}): on average <b>{mean}</b> battles, "
                "the middle game <b>{median}</b>, the longest <b>{longest}</b>.").format(
                games=number(len(lengths), ","), players=players, style=_(dict((v, k) for k, v in STYLES)[style]),
                mean=f"{mean:.0f}", median=f"{median:.0f}", longest=int(lengths.max()))
            + "</p>")


def odds_dashboard(seed: Optional[int] = None) -> OddsDashboard:
    return OddsDashboard(seed=0 if seed is None else seed)


def simulate_with_progress(games: int, chunk: int = 5000, seed: int = 0, **options) -> dict:
    """``kit.warsim.simulate`` for lessons: shows a progress bar while the games are played, then
    returns all the figures joined together."""
    from IPython.display import display

    bar = W.IntProgress(value=0, min=0, max=games, description=_("Playing:"))
    display(bar)
    parts = []
    for figures in simulate_in_chunks(games, chunk, seed=seed, **options):
        parts.append(figures)
        bar.value += len(figures["battles"])
    bar.description = _("Done:")
    return {k: np.concatenate([p[k] for p in parts]) for k in parts[0]}
