"""Checked exercises for every lesson.

A lesson gives a :class:`Question` (or a function that makes a fresh one from a seeded
generator); the answer always comes from the kit's exact helpers, never typed in by hand.  The
:class:`Quiz` widget asks it, checks what the child types or picks, says why a wrong answer is
wrong, offers a new question, and counts right answers.

The answer stays in the kernel: the page only learns it once the child got it right or asked to
see it, so reading the widget's state gives nothing away.

    Quiz(Question("What is 3 + 4 + 5?", 12))
    Quiz(lambda rng: make_sum_question(rng), seed=1)     # a fresh question each time

How a typed number is checked
-----------------------------

* A **whole-number answer** (a count, a sum) must be typed exactly: ``12`` or ``12.0``.  ``12.5``
  is wrong, and the feedback says the answer is a whole number.
* Any answer may be typed **exactly**, as a fraction (``3/51``, ``1/17`` and ``6/102`` are all
  the same number) or as a decimal that ends where the exact value ends (``0.25`` for 1/4).
* A **decimal or percent** for an answer that has no short decimal is checked against the
  question's *required precision*: at least ``places`` decimal places (default 2) **and** at
  least 2 significant figures of the exact value.  For 3/51 = 0.0588… that is 3 places.  The
  answer is right when it is within half a unit of that last required place of the exact value:
  0.059, 0.0590, 0.0588 and 5.9% are all right for 3/51; 0.058 and 0.0594 are not.  Typing more
  digits than required never makes the check stricter.
* An answer with **fewer** places than required that is the exact value correctly rounded at the
  places the child did type, with at least its first significant figure (0.06 or 6% for 3/51, 0.3
  for 1/3), is *right but too rough*: only then is the child asked for more decimal places.  A
  rough answer that is wrong (10.6 for 9.6, or 0.1 for 3/51) is simply wrong.
* A wrong answer is matched against the question's **misconceptions** (``wrong``: answer -> why)
  with the same rule, and the matching "why" is shown.  Otherwise, in this order: "too rough"
  (above); ``why(given)`` if the question has one; a misconception the answer matches only
  roughly; and last "too big" or "too small" (adding that the answer is a whole number when it
  is one and the child typed decimals).
* Text that is no number ("seven", "3/0", "1.5/3", "") gets a message saying what to type, and
  counts as no attempt at all.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from fractions import Fraction
from html import escape
from typing import Callable, Mapping, Optional, Sequence, Union

import ipywidgets as W
import numpy as np

Answer = Union[int, Fraction, float, str]


@dataclass
class Question:
    """``prompt`` is shown to the child.  ``answer`` is a number (int, Fraction, float) or, with
    ``choices``, one of the choices.  ``wrong`` maps likely wrong answers (a number, or a choice)
    to the reason each one is wrong: the misconception it comes from.  ``why(given)`` may explain
    any other wrong answer (return None to say nothing).  ``explain`` is the worked answer shown
    once it is right or revealed.  ``places`` is the fewest decimal places a decimal answer needs
    (see the module's notes for the whole rule)."""

    prompt: str
    answer: Answer
    choices: Optional[Sequence[str]] = None
    why: Optional[Callable[[object], Optional[str]]] = None
    explain: str = ""
    places: int = 2
    hint: str = ""
    wrong: Mapping[Answer, str] = field(default_factory=dict)
    extra: dict = field(default_factory=dict)

    def __post_init__(self):
        if self.choices is not None:
            if self.answer not in self.choices:
                raise ValueError("the answer of a multiple-choice question must be one of its choices")
            bad = [w for w in self.wrong if w not in self.choices or w == self.answer]
            if bad:
                raise ValueError(f"misconception answers must be wrong choices of the question: {bad}")
        else:
            exact = _exact(self.answer)
            bad = [w for w in self.wrong if _exact(w) == exact]
            if bad:
                raise ValueError(f"a misconception answer equals the right answer: {bad}")


def slips(answer, *pairs) -> dict:
    """Misconceptions for ``Question(wrong=...)`` from (wrong answer, why) pairs.  A pair whose
    answer is the right one is left out (handy when the answer comes from an experiment or a
    random question), and when a wrong answer is listed twice its first reason is kept."""
    out: dict = {}
    for given, reason in pairs:
        if given != answer and given not in out:
            out[given] = reason
    return out


_NUMBER = re.compile(r"^\s*([-+]?\d+(?:\.\d+)?)\s*(?:/\s*(\d+))?\s*(%?)\s*$")


@dataclass(frozen=True)
class Typed:
    """A number as the child typed it: its ``value``, how many decimal places it has on the
    fraction scale (``places``; None for a whole number or a fraction, which are exact), and
    whether it was a percent."""
    value: Fraction
    places: Optional[int]
    percent: bool = False


def parse_number(text) -> Typed:
    """Read what a child typed: ``12``, ``3/51``, ``0.059`` or ``5.9%``.  Raises ValueError with a
    message for the child when it is no number."""
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
        return Typed(value / 100 if pct else value, None, bool(pct))
    places = len(num.split(".")[1]) if "." in num else 0
    value = Fraction(num)
    if pct:
        return Typed(value / 100, places + 2, True)
    return Typed(value, places if places else None)


def read_number(text: str):
    """(value, decimal places or None when exact): the older form of :func:`parse_number`."""
    t = parse_number(text)
    return t.value, t.places


def _exact(answer) -> Fraction:
    if isinstance(answer, float):
        return Fraction(answer).limit_denominator(10**9)
    return Fraction(answer)


def _leading_exponent(x: Fraction) -> int:
    """e with 10**e <= |x| < 10**(e+1), for x != 0 (computed exactly)."""
    x = abs(x)
    e = len(str(int(x))) - 1 if x >= 1 else 0
    if x < 1:
        while x * Fraction(10) ** (-e) < 1:
            e -= 1
    return e


def required_places(exact: Fraction, places: int = 2) -> int:
    """The fewest decimal places a decimal answer for ``exact`` needs: at least ``places`` and at
    least 2 significant figures.  A whole number needs none (it must be typed exactly)."""
    if exact.denominator == 1:
        return 0
    return max(places, 1 - _leading_exponent(exact))


def _within(value: Fraction, target: Fraction, places: int) -> bool:
    """Is ``value`` within half a unit of the ``places``-th decimal place of ``target``?"""
    return abs(value - target) * 2 * 10**places <= 1


def _matches(typed: Typed, target: Fraction, places: int) -> Optional[str]:
    """How ``typed`` stands to ``target``: "right", "rough" (correct rounding but too few places)
    or None (no match)."""
    if typed.value == target:
        return "right"
    if typed.places is None or target.denominator == 1:
        return None
    need = required_places(target, places)
    if typed.places >= need:
        return "right" if _within(typed.value, target, need) else None
    if target and typed.places < -_leading_exponent(target):
        return None          # not even the first significant figure typed (0.1 for 0.0588)
    return "rough" if _within(typed.value, target, typed.places) else None


def check(question: Question, given) -> tuple[bool, str]:
    """Is ``given`` right?  Returns (right, feedback for the child)."""
    if question.choices is not None:
        if given not in question.choices:
            return False, "Pick one of the answers."
        if given == question.answer:
            return True, "Right!"
        return False, (question.wrong.get(given) or _why(question, given)
                       or "Not this one. Have another think!")
    try:
        typed = parse_number(given)
    except ValueError as e:
        return False, str(e)
    exact = _exact(question.answer)
    verdict = _matches(typed, exact, question.places)
    if verdict == "right":
        return True, "Right!" if typed.value == exact else f"Right! (Exactly it is {_show(question.answer)}.)"
    misconceptions = [(_matches(typed, _exact(w), question.places), text) for w, text in question.wrong.items()]
    for how, text in misconceptions:
        if how == "right":
            return False, text
    if verdict == "rough":
        need = required_places(exact, question.places)
        if typed.percent:
            return False, (f"Close, but too rough. Give at least {need - 2} decimal place"
                           f"{'s' if need - 2 != 1 else ''} in the percent, please.")
        return False, f"Close, but too rough. Give at least {need} decimal places, please."
    reason = _why(question, typed.value)
    if reason:
        return False, reason
    for how, text in misconceptions:
        if how == "rough":
            return False, text
    direction = "Too big." if typed.value > exact else "Too small."
    if exact.denominator == 1 and typed.value.denominator != 1:
        return False, f"{direction} The answer is a whole number: no halves or decimals."
    return False, f"{direction} Try again!"


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
        assert q is not None  # a quiz asks its first question when it is made
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
        assert q is not None  # a quiz asks its first question when it is made
        if not self._solved:
            self._solved = True
            self.asked += 1
        extra = f"<br>{escape(q.explain)}" if q.explain else ""
        self.feedback.value = f"The answer is <b>{escape(_show(q.answer))}</b>.{extra}"
        self._show_score()

    def _show_score(self) -> None:
        self.score.value = f"&nbsp; Right: <b>{self.right}</b> of {self.asked}"
