"""A lesson on one page (predict, experiment, practise) that a class can do together: the lesson's
widgets (``widgets.lesson``) with the link to the teacher's lesson (``classroom.lesson_class``,
which keeps what the class did in ``class_store``).

A child is a child, not a page: on a served page (the server names the child) the page keeps its
progress for the child after every step (``classroom.saved_pages.ProgressKeeper``), and a new
kernel for the same child and page (a reload, a second tab, a culled kernel, a restarted server)
starts from it: the guess locked in, the experiment's last run with its verdict, the practice at
the same question with its feedback and score line, the lesson joined, and the records that had
not reached the class store yet (sent again; the store counts each once).  What the teacher holds
or opens is read from the class's lesson when the page joins, as for any page.  A kept progress
that is not one this version of this lesson could have made is ignored: the page starts afresh.
"""
from __future__ import annotations

import hashlib
import json
import logging
from html import escape
from typing import Any, Optional

import ipywidgets as W

from class_store.lesson_sessions import KINDS
from kit.words import _
from widgets.live_chart import ExperimentView
from widgets.lesson import BIG, LessonQuiz, LessonSpec, PlaceOnPage, fresh_seed

from .lesson_class import ClassLink, child_token, practice_questions
from .saved_pages import ProgressKeeper, progress_keeper

log = logging.getLogger(__name__)

PROGRESS_VERSION = 1
MOST_RUNS = 10_000          # runs a kept progress may say (a child's "Run it again", many times over)
MOST_WAITING = 200          # records a kept progress may hold that had not reached the class store
FROM_PAGE: Any = object()   # the keeper of the served page's child (none elsewhere)


def lesson_mark(spec: LessonSpec) -> str:
    """What a kept progress must match to be restored: this lesson as this version asks it (its
    guesses, experiment, first questions).  A lesson changed since, or another level, is not."""
    facts = [spec.name, spec.title, list(spec.choices), spec.total, spec.practise_seed,
             [q.prompt for q in practice_questions(spec, 3)]]
    return hashlib.sha256(json.dumps(facts, default=str).encode()).hexdigest()[:16]


class LessonDashboard(W.VBox):
    """Predict, experiment, practise: one lesson on one page, with no code.

    A class can do the lesson together: on ``./hilltop class`` the page joins the lesson the
    teacher started for the class by itself; elsewhere with the lesson code the teacher's page
    shows (typed in the page's "Lesson code" box, or ``class_code``), the page tells the teacher's page what the
    child guessed, found and answered, and waits at a step while the teacher holds the class
    there (:mod:`classroom.lesson_class`)."""

    def __init__(self, spec: LessonSpec, seed: Optional[int] = None, class_code: str = "", sessions: Any = None,
                 refresh: bool = True, keeper: Optional[ProgressKeeper] = FROM_PAGE):
        # No seed given (a page with no ?seed=): this page's own randomness, so that every child's
        # experiment is their own and the class's pooled result is many runs, not one run repeated.
        self.spec, self.seed = spec, fresh_seed() if seed is None else seed
        self.runs = 0
        self.prediction = spec.prediction()
        self.run_button = W.Button(description=_("Run the experiment"), button_style="success", icon="play",
                                   disabled=True, layout=W.Layout(width="auto"))
        self.waiting = W.HTML(f'<p style="{BIG}">' + _("Lock in your guess first: then the experiment can start.")
                              + "</p>")
        self.experiment = ExperimentView(per=spec.per, what=spec.what, hit_words=spec.hit_words)
        self.verdict = W.HTML()
        self.explain = W.HTML()
        self.quiz = LessonQuiz(spec.practise, seed=spec.practise_seed, title=_("Practise"),
                               may_practise=lambda: self.runs > 0 and self.link.allows(3))
        think = "".join(f"<li>{escape(t)}</li>" for t in spec.think)
        self.practise_box = W.VBox([W.HTML("<h2>" + _("3. Practise") + "</h2>"), self.quiz,
                                    W.HTML("<h3>" + _("Think about it") + f"</h3><ul style='{BIG}'>{think}</ul>" if think else "")])
        self.practise_box.layout.display = "none"
        self.held = W.HTML()
        self.held.add_class("hilltop-lesson-held")
        self.place = PlaceOnPage()
        self.link = ClassLink(spec, sessions=sessions, on_pace=self._follow_pace, refresh=refresh,
                              on_join=self._catch_up)
        self.prediction.on_lock(lambda _guess: self._ready())
        self.prediction.on_lock(self.link.guessed)
        self.quiz.on_first_try(lambda *answer: None if self.quiz.replaying else self.link.answered(*answer))
        self.run_button.on_click(lambda _b: self.run())
        style = ("<style>.hilltop-lesson{font-family:'Trebuchet MS',Verdana,sans-serif;max-width:980px;overflow-wrap:anywhere}"
                 ".hilltop-lesson h1{color:#1b5e20}.hilltop-lesson h2{color:#2e7d32}</style>")
        super().__init__([
            W.HTML(f"{style}<h1>{escape(spec.title)}</h1><div style='{BIG}'>{spec.intro}</div>"
                   ),
            self.link,
            W.HTML("<h2>" + _("1. Predict") + "</h2>"),
            self.prediction,
            W.HTML("<h2>" + _("2. Experiment") + "</h2>"), self.waiting, self.run_button, self.experiment,
            self.verdict, self.explain, self.held, self.practise_box, self.place])
        self.add_class("hilltop-lesson")
        self.last_run = ""              # the last run's results, hit or not ("0110..."), as kept
        self.keeper = progress_keeper() if keeper is FROM_PAGE else keeper
        self._restoring = True
        kept = self._restore(self.keeper.read()) if self.keeper else {}
        self._restoring = False
        self.prediction.on_lock(lambda _guess: self.keep())
        self.quiz.on_change(self.keep)
        self.link.on_change = self.keep
        if kept.get("unsent"):
            self.keep()         # what went meanwhile is no longer waiting
        if class_code or kept.get("code"):
            self.join(class_code or kept["code"])
        elif kept and self.link.room:
            self.link.look()    # the child is back on the class server: in the class's lesson at once
        if kept:
            self.place.target = self._place()

    def _place(self) -> str:
        """Where on the page the child is (a CSS selector), to bring it into view after a reload."""
        if self.practise_box.layout.display is None:
            return ".hilltop-lesson .hilltop-quiz"
        if self.held.value:
            return ".hilltop-lesson .hilltop-lesson-held"
        if self.runs:
            return ".hilltop-lesson .hilltop-experiment"
        return ".hilltop-lesson .hilltop-prediction"

    # -- the child's progress, kept beyond the kernel -----------------------------------------------
    def progress(self) -> dict[str, Any]:
        """Where the child is on this page, as plain JSON values (see the module)."""
        guess = self.prediction.value
        return {"version": PROGRESS_VERSION, "lesson": lesson_mark(self.spec), "seed": self.seed,
                "guess": None if guess is None else list(self.spec.choices).index(guess),
                "runs": self.runs, "run": self.last_run, "quiz": self.quiz.state(),
                # on the class server the class's lesson is found again by the class word
                "code": None if self.link.room else self.link.code,
                "unsent": [[letter.id, code, kind, item, value, out_of] for letter in self.link.outbox.waiting
                           for code, _child, kind, item, value, out_of in [letter.body]]}

    def keep(self) -> None:
        if self.keeper is not None and not self._restoring:
            self.keeper.keep(self.progress())

    def _valid(self, kept: Any) -> bool:
        """Could this version of this lesson have kept ``kept``?"""
        whole = lambda x, most: isinstance(x, int) and not isinstance(x, bool) and 0 <= x <= most  # noqa: E731
        keys = {"version", "lesson", "seed", "guess", "runs", "run", "quiz", "code", "unsent"}
        if not (isinstance(kept, dict) and set(kept) == keys and kept["version"] == PROGRESS_VERSION
                and kept["lesson"] == lesson_mark(self.spec)):
            return False
        guess, runs, run, code, unsent = kept["guess"], kept["runs"], kept["run"], kept["code"], kept["unsent"]
        if not (whole(kept["seed"], 2 ** 62) and whole(runs, MOST_RUNS)
                and (guess is None or whole(guess, len(self.spec.choices) - 1))
                and isinstance(run, str) and len(run) <= self.spec.total and set(run) <= {"0", "1"}
                # (runs with no guess: the class had seen its result before this child guessed)
                and (runs == 0) == (run == "")
                and (code is None or (isinstance(code, str) and 0 < len(code) <= 16))
                and LessonQuiz.valid_state(kept["quiz"])
                and (runs > 0 or (kept["quiz"]["number"] == 0 and not kept["quiz"]["steps"]))
                and isinstance(unsent, list) and len(unsent) <= MOST_WAITING):
            return False
        return all(isinstance(u, list) and len(u) == 6 and isinstance(u[0], str) and 0 < len(u[0]) <= 40
                   and isinstance(u[1], str) and 0 < len(u[1]) <= 16 and u[2] in KINDS
                   and all(whole(x, 10 ** 9) for x in u[3:]) for u in unsent)

    def _restore(self, kept: Any) -> dict[str, Any]:
        """Come back to ``kept`` (a progress this page's child left), or start afresh when it is
        not one this lesson could have made.  Returns what was restored ({} when nothing was)."""
        if kept is None:
            return {}
        if not self._valid(kept):
            log.warning("A lesson page's kept progress did not fit this lesson (an older version?): started afresh")
            return {}
        spec = self.spec
        self.seed = kept["seed"]
        if kept["guess"] is not None:
            self.prediction.lock(spec.choices[kept["guess"]])
        if kept["runs"]:
            self.runs, self.last_run = kept["runs"], kept["run"]
            self.experiment.show_run([c == "1" for c in self.last_run], spec.total, title=spec.chart_title,
                                     level=spec.exact)
            hits, total = self.experiment.hits, len(self.experiment.done)
            self.verdict.value = self.prediction.verdict(*spec.judged(hits, total), right=spec.right())
            self.explain.value = f"<div style='{BIG}'>{spec.explain(hits, total)}</div>"
            self.run_button.description = _("Run it again")
            self._show_practice()
        self.quiz.restore(kept["quiz"])
        token = child_token(self.keeper.child) if self.keeper else self.link.child
        for letter_id, code, kind, item, value, out_of in kept["unsent"]:   # oldest first, as they were put
            self.link.outbox.put((code, token, kind, item, value, out_of), id=letter_id)
        return kept

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
            if not self.prediction.locked:   # (no guess: the class had seen its result first)
                self.waiting.value = (f'<p style="{BIG}">' + _("Step 2 (experiment) opens when your teacher says so: "
                                                                "then run the experiment yourself.") + "</p>")
                return
            self.waiting.value = (f'<p style="{BIG}">' + _("Your guess is locked in. Wait for your teacher to open "
                                                            "step 2: the whole class starts the experiment "
                                                            "together.") + "</p>")
            return
        self.run_button.disabled = False
        self.waiting.value = f'<p style="{BIG}">' + _("Press the button and watch the chart grow.") + "</p>"

    def _follow_pace(self) -> None:
        """The teacher opened a step (or ended the hold, or showed the class's result): let the child on."""
        if self.link.result_seen and not self.prediction.locked and not self.prediction.guesses_closed:
            self._too_late_to_guess()
        if (self.prediction.locked or self.prediction.guesses_closed) and not self.runs:
            self._ready()
        if self.runs:
            self._show_practice()

    def _too_late_to_guess(self) -> None:
        """The class has seen its result and this child has no guess locked (they joined late, or
        never locked one): a guess now would be no prediction (the class store refuses it too),
        so the guess step says so and the child goes on to the experiment and the practice."""
        self.prediction.close_guesses(_("Your class has already seen the result, so there is nothing to guess now: a guess "
                                "only counts before anyone knows the answer. Go on to step 2: run the experiment "
                                "yourself, then practise."))
        if self.runs:
            return      # back after a reload: the child knows already
        # what a child who was not there needs first (a child who was there is told of the result
        # itself, in the notice that follows)
        if self.link.pace is not None and self.link.pace.revealed:
            self.link.show_notice(_("Welcome! Your class has already made its guesses, run the experiment and seen "
                                    "the result: it is just above step 1, under “…and we found this”. You can still "
                                    "run the experiment yourself and practise."))
        else:   # (the teacher has hidden the result again: it is not on the page)
            self.link.show_notice(_("Welcome! Your class has already made its guesses, run the experiment and seen "
                                    "the result. You can still run the experiment yourself and practise."))

    def _show_practice(self) -> None:
        if not self.link.allows(3):
            self.practise_box.layout.display = "none"
            self.held.value = (f'<p style="{BIG}">' + _("Well done! Step 3 (practise) opens when your teacher says so.")
                               + "</p>")
            return
        self.held.value = ""
        if self.practise_box.layout.display == "none":
            self.practise_box.layout.display = None
            self.link.reached(3)

    def run(self) -> bool:
        """Run the experiment (only after a locked guess); then show the answer and the practice."""
        if not (self.prediction.locked or self.prediction.guesses_closed):
            self.waiting.value = (f'<p style="{BIG};color:#c62828">'
                                  + _("Lock in your guess first: then the experiment can start.") + "</p>")
            return False
        if not self.link.allows(2):
            self._ready()
            return False
        spec = self.spec
        self.run_button.disabled = True
        self.link.reached(2)

        def kept_first(flags: list[bool]) -> None:
            # the run, and the letter telling the class, are kept before the child sees the result:
            # a kernel lost in between brings the child back to their run, not to a page without it
            run = self.runs
            self.last_run, self.runs, self.seed = "".join("1" if hit else "0" for hit in flags), run + 1, self.seed + 1
            self.link.ran(sum(flags), len(flags), run)   # (kept with its letter when the page is in a class)
            self.keep()

        self.experiment.run(spec.trials(self.seed), spec.total, hit=spec.hit, title=spec.chart_title,
                            level=spec.exact, every=spec.every, before_result=kept_first)
        hits, total = self.experiment.hits, len(self.experiment.done)
        self.verdict.value = self.prediction.verdict(*spec.judged(hits, total), right=spec.right())
        self.explain.value = f"<div style='{BIG}'>{spec.explain(hits, total)}</div>"
        self._show_practice()
        self.run_button.description = _("Run it again")
        self.run_button.disabled = False
        return True
