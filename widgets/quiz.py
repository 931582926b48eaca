"""Checked exercises for every lesson.

A lesson gives a :class:`Question` (or a function that makes a fresh one from a seeded
generator); the answer always comes from the kit's exact helpers, never typed in by hand.  The
:class:`Quiz` widget asks it, checks what the child types or picks, says why a wrong answer is
wrong, offers a new question, and counts right answers.

The answer stays in the kernel: the page only learns it once the child got it right or asked to
see it, so reading the widget's state gives nothing away.

    Quiz(Question("What is 3 + 4 + 5?", 12))
    Quiz(lambda rng: make_sum_question(rng), seed=1)     # a fresh question each time
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from fractions import Fraction
from html import escape
from numbers import Rational, Real
from typing import Callable, Optional, Sequence, Union

import ipywidgets as W
import numpy as np

Answer = Union[int, Fraction, float, str]


@dataclass
class Question:
    """``prompt`` is shown to the child.  ``answer`` is a number (int, Fraction, float) or, with
    ``choices``, one of the choices.  ``why(given)`` may explain a particular wrong answer;
    ``explain`` is the worked answer shown once it is right or revealed.  Decimal answers to a
    fraction are accepted when they round correctly (at least ``places`` decimal places)."""

    prompt: str
    answer: Answer
    choices: Optional[Sequence[str]] = None
    why: Optional[Callable[[object], Optional[str]]] = None
    explain: str = ""
    places: int = 2
    hint: str = ""
    extra: dict = field(default_factory=dict)

    def __post_init__(self):
        if self.choices is not None and self.answer not in self.choices:
            raise ValueError("the answer of a multiple-choice question must be one of its choices")


_NUMBER = re.compile(r"^\s*([-+]?\d+(?:\.\d+)?)\s*(?:/\s*(\d+))?\s*(%?)\s*$")


def read_number(text: str):
    """Read what a child typed: ``12``, ``3/51``, ``0.059`` or ``5.9%``.  Returns (value,
    decimal places or None for exact) or raises ValueError with a friendly message."""
    m = _NUMBER.match(str(text).replace(",", "."))
    if not m:
        raise ValueError("Type a number, like 12, 3/51, 0.25 or 25%.")
    num, den, pct = m.groups()
    if den is not None:
        if "." in num:
            raise ValueError("In a fraction, use whole numbers on top and below, like 3/51.")
        if int(den) == 0:
            raise ValueError("You can't divide by zero: the number under the line must not be 0.")
        value = Fraction(int(num), int(den))
        return (value / 100 if pct else value), None
    places = len(num.split(".")[1]) if "." in num else 0
    value = Fraction(num)
    if pct:
        return value / 100, places + 2
    return value, (places if places else None)


def check(question: Question, given) -> tuple[bool, str]:
    """Is ``given`` right?  Returns (right, feedback for the child)."""
    if question.choices is not None:
        if given not in question.choices:
            return False, "Pick one of the answers."
        if given == question.answer:
            return True, "Right!"
        return False, _why(question, given) or "Not this one. Have another think!"
    try:
        value, places = read_number(given)
    except ValueError as e:
        return False, str(e)
    exact = question.answer
    if isinstance(exact, float):
        exact = Fraction(exact).limit_denominator(10**9)
    if places is None:
        if value == exact:
            return True, "Right!"
    else:
        if places < question.places and value != exact:
            return False, f"Give at least {question.places} decimal places, please."
        if value == exact or round(Fraction(exact), places) == value:
            return True, "Right!" if value == exact else f"Right! (Exactly it is {_show(question.answer)}.)"
    reason = _why(question, value)
    if reason:
        return False, reason
    if isinstance(exact, Rational) and places is None and exact != 0 and value != 0:
        if value > exact:
            return False, "Too big. Try again!"
        return False, "Too small. Try again!"
    if isinstance(exact, Real):
        return False, "Too big. Try again!" if value > exact else "Too small. Try again!"
    return False, "Not quite. Try again!"


def _why(question: Question, given) -> Optional[str]:
    return question.why(given) if question.why else None


def _show(answer) -> str:
    if isinstance(answer, Fraction) and answer.denominator != 1:
        return f"{answer.numerator}/{answer.denominator} ≈ {float(answer):.4g}"
    return str(answer)


class Quiz(W.VBox):
    """Ask questions and check the answers.  ``source`` is one Question, a list of them (asked in
    turn), or a function ``rng -> Question`` for a fresh question on demand (seeded)."""

    def __init__(self, source, *, seed: int = 0, title: str = ""):
        self.rng = np.random.default_rng(seed)
        self._source = source
        self._index = 0
        self.right = 0
        self.asked = 0
        self.question: Optional[Question] = None
        self._solved = False
        self.title = W.HTML(f"<b>{escape(title)}</b>" if title else "")
        self.prompt = W.HTML()
        self.answer_box = W.Text(placeholder="your answer", layout=W.Layout(width="180px"))
        self.choice_box = W.ToggleButtons(options=[], value=None)
        self.check_button = W.Button(description="Check", button_style="primary")
        self.new_button = W.Button(description="New question")
        self.show_button = W.Button(description="Show the answer")
        self.feedback = W.HTML()
        self.score = W.HTML()
        self.check_button.on_click(lambda _b: self.submit())
        self.answer_box.on_submit(lambda _w: self.submit())
        self.new_button.on_click(lambda _b: self.next())
        self.show_button.on_click(lambda _b: self.reveal())
        super().__init__([self.title, self.prompt, W.HBox([self.answer_box, self.choice_box, self.check_button]),
                          self.feedback, W.HBox([self.new_button, self.show_button, self.score])])
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

    def next(self) -> None:
        self.question = self._make()
        self._solved = False
        self.prompt.value = f'<div style="font-size:19px">{escape(self.question.prompt)}</div>'
        multiple = self.question.choices is not None
        self.answer_box.value = ""
        self.answer_box.layout.display = "none" if multiple else None
        self.choice_box.layout.display = None if multiple else "none"
        self.choice_box.options = list(self.question.choices or [])
        self.choice_box.value = None
        hint = f" <i>Hint: {escape(self.question.hint)}</i>" if self.question.hint else ""
        self.feedback.value = hint
        self._show_score()

    # -- checking -------------------------------------------------------------------------------
    def submit(self, given=None) -> bool:
        """Check the child's answer (or ``given``, from code).  Returns whether it was right."""
        q = self.question
        if given is None:
            given = self.choice_box.value if q.choices is not None else self.answer_box.value
        if self._solved:
            self.feedback.value = "You already solved this one. Press <b>New question</b> for another."
            return False
        right, text = check(q, given)
        if right:
            self._solved = True
            self.right += 1
            self.asked += 1
            extra = f"<br>{escape(q.explain)}" if q.explain else ""
            self.feedback.value = f'<span style="color:#2e7d32;font-size:18px">✔ {escape(text)}</span>{extra}'
        else:
            self.feedback.value = f'<span style="color:#c62828;font-size:18px">✘ {escape(text)}</span>'
        self._show_score()
        return right

    def reveal(self) -> None:
        q = self.question
        if not self._solved:
            self._solved = True
            self.asked += 1
        extra = f"<br>{escape(q.explain)}" if q.explain else ""
        self.feedback.value = f"The answer is <b>{escape(_show(q.answer))}</b>.{extra}"
        self._show_score()

    def _show_score(self) -> None:
        self.score.value = f"&nbsp; Right: <b>{self.right}</b> of {self.asked}"
