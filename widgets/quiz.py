"""Checked exercises for every lesson.

A lesson gives a :class:`Question` (or a function that makes a fresh one from a seeded
generator); the answer always comes from the kit's exact helpers, never typed in by hand.  The
:class:`Quiz` widget asks it, checks what the child types or picks, says why a wrong answer is
wrong, offers a hint once the child has tried, and counts right answers.

Nothing of the answer is on the page before the child answers: the answer stays in the kernel,
the hint and the "Show the answer" button appear only after a first try.

    Quiz(Question("What is 3 + 4 + 5?", 12))
    Quiz(lambda rng: make_sum_question(rng), seed=1)     # a fresh question each time

How a typed answer is judged is :mod:`widgets.judge`'s work (no widget there).
"""
from __future__ import annotations

from html import escape
from typing import Callable, Optional

import ipywidgets as W
import numpy as np

from kit.words import N_, _

from .in_view import BringIntoView
from .notebook_look import NotebookLook
from .judge import (ABOUT, EXACTLY, Answer, Exactness, Judgement, NotANumber, Question, Typed, Verdict, about_places,
                    check, examples, how_to_type, judge, parse_number, read_number, required_places, said_in,
                    slips, to_places, _show)

__all__ = ["ABOUT", "EXACTLY", "Answer", "Exactness", "Judgement", "NotANumber", "Question", "Quiz", "Typed",
           "Verdict", "about_places", "check", "examples", "how_to_type", "judge", "parse_number", "read_number",
           "required_places", "said_in", "slips", "to_places", "after_quiz"]


class Feedback(str):
    """The words a child read, as a str (so a tally that compares texts keeps working), with the
    typed verdict beside them: ``feedback.judgement.verdict`` is right, too rough, a named slip
    (``.slip`` says which) or wrong."""
    judgement: Judgement


class Quiz(W.VBox):
    """Ask questions and check the answers.  ``source`` is one Question, a list of them (asked in
    turn), or a function ``rng -> Question`` for a fresh question on demand (seeded).

    Before the first try only the question is on screen; after it, **Hint** (when the question has
    one) and **Show the answer** appear.  Text that is no number is no try."""

    question: Question          # the question being asked (set by next())
    judgement: Optional[Judgement] = None   # the verdict on the last answer checked (its kind for the class tally)

    def __init__(self, source, *, seed: int = 0, title: str = ""):
        self.rng = np.random.default_rng(seed)
        self._source = source
        self._index = 0
        self.right = 0
        self.asked = 0
        self.tries = 0
        self._solved = False
        self.number = -1            # the question being asked, counted from 0 (the same for every child)
        self._first_try: list[Callable[[int, Question, bool, str], None]] = []
        self._done: list[Callable[[], None]] = []
        self.title = W.HTML(f"<b>{escape(title)}</b>" if title else "")
        self.prompt = W.HTML()
        self.answer_box = W.Text(placeholder=_("your answer"), layout=W.Layout(width="180px"))
        self.choice_box = W.ToggleButtons(options=[], value=None)
        self.check_button = W.Button(description=_("Check"), button_style="primary")
        self.new_button = W.Button(description=_("New question"))
        self.hint_button = W.Button(description=_("Hint"), icon="lightbulb-o")
        self.show_button = W.Button(description=_("Show the answer"))
        self.feedback = W.HTML()
        self.feedback.add_class("hilltop-quiz-feedback")
        self._into_view = BringIntoView(".hilltop-quiz-feedback")
        self.hint_box = W.HTML()
        self.score = W.HTML()
        self.check_button.on_click(lambda _b: self.submit())
        self.answer_box.on_submit(lambda _w: self.submit())
        self.new_button.on_click(lambda _b: self.next())
        self.hint_button.on_click(lambda _b: self.show_hint())
        self.show_button.on_click(lambda _b: self.reveal())
        super().__init__([self.title, self.prompt, W.HBox([self.answer_box, self.choice_box, self.check_button]),
                          self.feedback, self.hint_box,
                          W.HBox([self.hint_button, self.new_button, self.show_button, self.score]),
                          self._into_view, NotebookLook()])   # (NotebookLook: the dashboards' colours in a notebook)
        self.add_class("hilltop-quiz")
        self.next()

    # -- asking ---------------------------------------------------------------------------------
    def _make(self) -> Question:
        src = self._source
        if isinstance(src, Question):
            return src
        if isinstance(src, (list, tuple)):
            q = src[self._index % len(src)]
            self._index += 1
            return q
        return src(self.rng)

    def on_first_try(self, callback: Callable[[int, Question, bool, str], None]) -> None:
        """Call ``callback(number, question, right, feedback)`` at each question's first real try
        (a lesson joined by a class tells the teacher how the class did at the first try).
        ``feedback`` is a :class:`Feedback`: the text, with ``.judgement`` (the typed verdict)."""
        self._first_try.append(callback)

    def next(self) -> None:
        self.number += 1
        self.question = self._make()
        self._solved = False
        self.tries = 0
        self.prompt.value = f'<div style="font-size:19px">{escape(self.question.text)}</div>'
        multiple = self.question.choices is not None
        self.answer_box.value = ""
        self.answer_box.layout.display = "none" if multiple else None
        self.choice_box.layout.display = None if multiple else "none"
        self.choice_box.options = list(self.question.choices or [])
        self.choice_box.value = None
        self.feedback.value = ""
        self.hint_box.value = ""
        self._show_buttons()
        self._show_score()

    def _show_buttons(self) -> None:
        tried = self.tries > 0 and not self._solved
        self.hint_button.layout.display = None if tried and self.question.hint and not self.hint_box.value else "none"
        self.show_button.layout.display = None if tried else "none"

    # -- checking -------------------------------------------------------------------------------
    def submit(self, given=None) -> bool:
        """Check the child's answer (or ``given``, from code).  Returns whether it was right."""
        q = self.question
        assert q is not None  # a quiz asks its first question when it is made
        if given is None:
            given = self.choice_box.value if q.choices is not None else self.answer_box.value
        if self._solved:
            self.feedback.value = _("You already solved this one. Press <b>New question</b> for another.")
            self._into_view.bring()
            return False
        first = self.tries == 0
        judgement = judge(q, given)
        self.judgement = judgement
        right, text = judgement.right, judgement.feedback
        if first and judgement.counts:
            said = Feedback(text)
            said.judgement = judgement           # the typed verdict, for a tally that counts roundings
            for callback in self._first_try:
                callback(self.number, q, right, said)
        if right:
            self._solved = True
            self.right += 1
            self.asked += 1
            extra = f"<br>{escape(q.explain)}" if q.explain else ""
            self.feedback.value = f'<span style="color:#2e7d32;font-size:18px">✔ {escape(text)}</span>{extra}'
            self._solved_one()
        else:
            if judgement.counts:
                self.tries += 1
            self.feedback.value = f'<span style="color:#c62828;font-size:18px">✘ {escape(text)}</span>'
        self._show_buttons()
        self._show_score()
        self._into_view.bring()      # after the buttons: the feedback's place is settled
        return right

    @staticmethod
    def _counts(q: Question, given) -> bool:
        """Was ``given`` a real try (a number of the kind asked, or one of the choices)?"""
        return judge(q, given).counts

    def show_hint(self) -> None:
        """Show the question's hint: only once the child has tried."""
        q = self.question
        if self.tries == 0 or not q.hint or self._solved:
            return
        self.hint_box.value = '<span style="font-size:17px"><i>' + _("Hint: {hint}").format(hint=escape(q.hint)) + "</i></span>"
        self._show_buttons()

    def reveal(self) -> None:
        q = self.question
        assert q is not None  # a quiz asks its first question when it is made
        if not self._solved:
            self._solved = True
            self.asked += 1
        extra = f"<br>{escape(q.explain)}" if q.explain else ""
        self.feedback.value = _("The answer is <b>{answer}</b>.").format(answer=escape(_show(q.answer))) + extra
        self._solved_one()
        self._show_buttons()
        self._show_score()
        self._into_view.bring()

    @property
    def done(self) -> bool:
        """Has every question been answered or shown (one, for a quiz of fresh questions)?"""
        src = self._source
        return self.asked >= (len(src) if isinstance(src, (list, tuple)) else 1)

    def on_done(self, callback: Callable[[], None]) -> None:
        """Call ``callback()`` once every question has been answered or shown (at once if so)."""
        if self.done:
            callback()
        else:
            self._done.append(callback)

    def _solved_one(self) -> None:
        if self.done:
            callbacks, self._done = self._done, []
            for callback in callbacks:
                callback()

    def _show_score(self) -> None:
        self.score.value = "&nbsp; " + _("Right: <b>{right}</b> of {asked}").format(right=self.right, asked=self.asked)


WAITING = N_("Answer the quiz above first (or press <b>Show the answer</b>): then this shows what the kit works out.")


def after_quiz(quiz: Quiz, text: str, *, html: bool = False) -> W.HTML:
    """What a lesson shows once ``quiz`` is done: the exact answer, a check by counting, a table.
    Until then only a line saying to answer first is on the page (the text stays in the kernel),
    so Run All, or a Voila page, shows nothing of the answer before the child has answered."""
    box = W.HTML(f'<p class="hilltop-after-quiz"><i>{_(WAITING)}</i></p>')
    shown = text if html else f'<pre style="font-size:15px">{escape(text)}</pre>'

    def show() -> None:
        box.value = f'<div class="hilltop-after-quiz" data-done="1">{shown}</div>'

    quiz.on_done(show)
    return box
