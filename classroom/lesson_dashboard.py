"""A lesson on one page (predict, experiment, practise) that a class can do together: the lesson's
widgets (``widgets.lesson``) with the link to the teacher's lesson (``classroom.lesson_class``,
which keeps what the class did in ``class_store``)."""
from __future__ import annotations

from html import escape
from typing import Any, Optional

import ipywidgets as W

from widgets.live_chart import ExperimentView
from widgets.lesson import BIG, LessonQuiz, LessonSpec, fresh_seed

from .lesson_class import ClassLink


class LessonDashboard(W.VBox):
    """Predict, experiment, practise: one lesson on one page, with no code.

    A class can do the lesson together: on ``./hilltop class`` the page joins the lesson the
    teacher started for the class by itself; elsewhere with the lesson code the teacher's page
    shows (typed in the page's "Lesson code" box, or ``class_code``), the page tells the teacher's page what the
    child guessed, found and answered, and waits at a step while the teacher holds the class
    there (:mod:`classroom.lesson_class`)."""

    def __init__(self, spec: LessonSpec, seed: Optional[int] = None, class_code: str = "", sessions: Any = None,
                 refresh: bool = True):
        # No seed given (a page with no ?seed=): this page's own randomness, so that every child's
        # experiment is their own and the class's pooled result is many runs, not one run repeated.
        self.spec, self.seed = spec, fresh_seed() if seed is None else seed
        self.runs = 0
        self.prediction = spec.prediction()
        self.run_button = W.Button(description="Run the experiment", button_style="success", icon="play",
                                   disabled=True, layout=W.Layout(width="auto"))
        self.waiting = W.HTML(f'<p style="{BIG}">Lock in your guess first: then the experiment can start.</p>')
        self.experiment = ExperimentView(per=spec.per, what=spec.what, hit_words=spec.hit_words)
        self.verdict = W.HTML()
        self.explain = W.HTML()
        self.quiz = LessonQuiz(spec.practise, seed=spec.practise_seed, title="Practise",
                               may_practise=lambda: self.runs > 0 and self.link.allows(3))
        think = "".join(f"<li>{escape(t)}</li>" for t in spec.think)
        self.practise_box = W.VBox([W.HTML(f"<h2>3. Practise</h2>"), self.quiz,
                                    W.HTML(f"<h3>Think about it</h3><ul style='{BIG}'>{think}</ul>" if think else "")])
        self.practise_box.layout.display = "none"
        self.held = W.HTML()
        self.link = ClassLink(spec, sessions=sessions, on_pace=self._follow_pace, refresh=refresh,
                              on_join=self._catch_up)
        self.prediction.on_lock(lambda _guess: self._ready())
        self.prediction.on_lock(self.link.guessed)
        self.quiz.on_first_try(self.link.answered)
        self.run_button.on_click(lambda _b: self.run())
        style = ("<style>.hilltop-lesson{font-family:'Trebuchet MS',Verdana,sans-serif;max-width:980px}"
                 ".hilltop-lesson h1{color:#1b5e20}.hilltop-lesson h2{color:#2e7d32}</style>")
        super().__init__([
            W.HTML(f"{style}<h1>{escape(spec.title)}</h1><div style='{BIG}'>{spec.intro}</div>"
                   ),
            self.link,
            W.HTML("<h2>1. Predict</h2>"),
            self.prediction,
            W.HTML("<h2>2. Experiment</h2>"), self.waiting, self.run_button, self.experiment,
            self.verdict, self.explain, self.held, self.practise_box])
        self.add_class("hilltop-lesson")
        if class_code:
            self.join(class_code)

    def join(self, code: str) -> bool:
        """Join the class's session of this lesson (on a hub, with the lesson code the teacher's
        page shows; on ``./hilltop class`` the page joins by itself)."""
        self.link.code_box.value = code
        return self.link.join()

    def _catch_up(self) -> None:
        """Just joined: what the child already did is sent at once (a child who joins late catches
        up with the class)."""
        if self.prediction.locked:
            self.link.guessed(str(self.prediction.value))
        if self.runs:
            self.link.reached(2)
            self.link.ran(self.experiment.hits, len(self.experiment.done), self.runs - 1)
        if self.practise_box.layout.display is None:
            self.link.reached(3)

    def _ready(self) -> None:
        if not self.link.allows(2):
            self.run_button.disabled = True
            self.waiting.value = (f'<p style="{BIG}">Your guess is locked in. Wait for your teacher to open '
                                  "step 2: the whole class starts the experiment together.</p>")
            return
        self.run_button.disabled = False
        self.waiting.value = f'<p style="{BIG}">Press the button and watch the chart grow.</p>'

    def _follow_pace(self) -> None:
        """The teacher opened a step (or ended the hold): let the child on."""
        if self.prediction.locked and not self.runs:
            self._ready()
        if self.runs:
            self._show_practice()

    def _show_practice(self) -> None:
        if not self.link.allows(3):
            self.practise_box.layout.display = "none"
            self.held.value = (f'<p style="{BIG}">Well done! Step 3 (practise) opens when your teacher says so.</p>')
            return
        self.held.value = ""
        if self.practise_box.layout.display == "none":
            self.practise_box.layout.display = None
            self.link.reached(3)

    def run(self) -> bool:
        """Run the experiment (only after a locked guess); then show the answer and the practice."""
        if not self.prediction.locked:
            self.waiting.value = (f'<p style="{BIG};color:#c62828">Lock in your guess first: '
                                  "then the experiment can start.</p>")
            return False
        if not self.link.allows(2):
            self._ready()
            return False
        spec = self.spec
        self.run_button.disabled = True
        self.link.reached(2)
        self.experiment.run(spec.trials(self.seed), spec.total, hit=spec.hit, title=spec.chart_title,
                            level=spec.exact, every=spec.every)
        hits, total = self.experiment.hits, len(self.experiment.done)
        self.verdict.value = self.prediction.verdict(*spec.judged(hits, total))
        self.explain.value = f"<div style='{BIG}'>{spec.explain(hits, total)}</div>"
        self.link.ran(hits, total, self.runs)
        self.runs += 1
        self._show_practice()
        self.run_button.description = "Run it again"
        self.run_button.disabled = False
        self.seed += 1
        return True
