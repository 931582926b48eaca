"""Building blocks of a lesson a child can follow alone: predict, then experiment, then practise.

* :class:`Prediction`: the child picks a guess and locks it in; nothing about the answer is on
  screen until then, and a locked guess cannot be changed (so the experiment really tests it).
* :class:`LessonSpec`: what one lesson asks (the prediction, the experiment, the worked answer,
  the practice questions).  The numbers come from the kit; the spec only says which.
* :class:`LessonDashboard`: the three steps on one page with no code, for the arcade.  The run
  button waits for a locked guess, and the practice questions wait for the experiment.

* :func:`miss_climb`: a table of "every card misses" that grows one card at a time.

The lessons themselves (their specs, questions and worked answers) live in the ``lessons``
package, which this module never imports; a notebook or a dashboard joins the two.
"""
from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from fractions import Fraction
from html import escape
from typing import Any, Callable, Iterable, Optional, Sequence

import anywidget
import ipywidgets as W
import traitlets

from kit.words import _, number

from .in_view import BringIntoView
from .notebook_look import NotebookLook
from .quiz import Quiz

BIG = "font-size:18px"
# A locked guess is plainly marked: ipywidgets draws disabled radio buttons faint (60% opacity, a grey
# dot); the locked one is drawn in full, bold, on a yellow ground, with a lock and "your guess".
LOCKED_STYLE = (
    "<style>.hilltop-locked.mod-disabled{opacity:1}"
    ".hilltop-locked label{color:#424242}"
    ".hilltop-locked label:has(input:checked){color:#0d1b3e;font-weight:700;background:#fff3c4;"
    "outline:2px solid #a84300;border-radius:6px;padding:2px 8px}"
    ".hilltop-locked label:has(input:checked)::after{content:'  \\f023  your guess';font-weight:900;"
    # the lock from the icon font Voila carries (Font Awesome 5's solid face, as on the Lock button):
    # an emoji lock is a box on a machine without an emoji font
    "font-family:'Font Awesome 5 Free','Trebuchet MS',Verdana,sans-serif}"  # then Hilltop's letters
    # (Chromium paints a disabled radio grey whatever its accent: the locked one is drawn by hand)
    ".hilltop-locked input:checked{appearance:none;width:16px;height:16px;margin:0 6px 0 0;"
    "vertical-align:middle;border:2px solid #a84300;border-radius:50%;opacity:1;"
    "background:radial-gradient(circle,#a84300 0 40%,#fff 45%)}</style>")


def locked_style() -> str:
    """The locked guess's style, its "your guess" in the page's language (a CSS string: its quotes
    and backslashes escaped)."""
    mine = _("your guess").replace("\\", "\\\\").replace("'", "\\'")
    return LOCKED_STYLE.replace("your guess", mine)


class Prediction(W.VBox):
    """Pick a guess, then press **Lock in my guess**.  ``value`` is the locked guess (None before):
    one of ``choices`` as given (the lesson's English, which the page keeps and the class counts),
    shown to the child in the page's language."""

    def __init__(self, prompt: str, choices: Sequence[str], button: Optional[str] = None):
        self.prompt = W.HTML(f'{locked_style()}<div style="font-size:19px">{escape(prompt)}</div>')
        self.guesses = list(choices)
        self.choices = W.RadioButtons(options=[(_(c), c) for c in self.guesses], value=None,
                                      layout=W.Layout(width="auto"))
        self.lock_button = W.Button(description=button or _("Lock in my guess"), button_style="warning", icon="lock",
                                    layout=W.Layout(width="auto"))
        self.message = W.HTML()
        self.message.add_class("hilltop-prediction-message")
        self._into_view = BringIntoView(".hilltop-prediction-message")   # (what Lock answers, in view)
        self.value: Optional[str] = None
        self.guesses_closed = False
        self._callbacks: list[Callable[[str], None]] = []
        self.lock_button.on_click(lambda _b: self._lock_clicked())
        # (NotebookLook: the dashboards' colours and focus ring in a notebook)
        super().__init__([self.prompt, self.choices, self.lock_button, self.message, self._into_view, NotebookLook()])
        self.add_class("hilltop-prediction")

    def _lock_clicked(self) -> None:
        self.lock()
        self._into_view.bring()

    @property
    def locked(self) -> bool:
        return self.value is not None

    def on_lock(self, callback: Callable[[str], None]) -> None:
        self._callbacks.append(callback)

    def lock(self, choice: Optional[str] = None) -> bool:
        """Lock in ``choice`` (or the one picked on screen).  Returns whether a guess is locked."""
        if self.locked:
            return True
        if self.guesses_closed:
            return False
        if choice is not None:
            if choice not in self.guesses:
                self.message.value = f'<span style="{BIG};color:#c62828">' + _("Pick one of the guesses.") + "</span>"
                return False
            self.choices.value = choice
        if self.choices.value is None:
            self.message.value = f'<span style="{BIG};color:#c62828">' + _("Choose a guess first, then lock it in.") + "</span>"
            return False
        self.value = value = str(self.choices.value)
        self.choices.disabled = self.lock_button.disabled = True
        self.choices.add_class("hilltop-locked")
        self.message.value = (f'<span style="{BIG}">' + _("Your guess: <b>{guess}</b>. Now let the experiment answer!").format(
            guess=escape(_(value))) + "</span>")
        for callback in self._callbacks:
            callback(self.value)
        return True

    def close_guesses(self, words: str) -> None:
        """No guess can be locked any more (the page says why, in ``words``: HTML): the guesses
        and the lock are taken away, and :meth:`lock` locks nothing."""
        self.guesses_closed = True
        self.choices.disabled = self.lock_button.disabled = True
        self.choices.layout.display = self.lock_button.layout.display = "none"
        self.message.value = f'<span style="{BIG}">{words}</span>'

    def verdict(self, actual: str, exact: bool = False, right: Optional[str] = None) -> str:
        """HTML comparing the locked guess with ``actual`` (the choice the experiment points to, or
        with ``exact`` the right answer's, worked out below the experiment).  ``right`` is the
        choice nearest the exact answer when there is one: a child who guessed it predicted well,
        even when one run wandered nearer another guess."""
        if self.value is None:  # not locked in yet
            return ""
        guess, shown = escape(_(self.value)), escape(_(actual))
        if exact:
            if self.value == actual:
                return (f'<p style="{BIG};color:#2e7d32">' + _(
                    "You guessed <b>{guess}</b>, and the right answer is just that. Well predicted!").format(
                        guess=guess) + "</p>")
            return (f'<p style="{BIG};color:#a84300">' + _(
                "You guessed <b>{guess}</b>; the right answer is <b>{actual}</b>. One run of turns can land a "
                "little away from it: read why below. A surprise is how we learn.").format(
                    guess=guess, actual=shown) + "</p>")
        if self.value == actual and right is not None and right != actual:
            # the run landed on the guess, but the exact answer is nearer another: not praised
            return (f'<p style="{BIG};color:#a84300">' + _(
                "You guessed <b>{guess}</b>, and this run came out nearest to just that. But the right "
                "answer, worked out below, is nearest to <b>{right}</b>: this run wandered, as one run "
                "can.").format(guess=guess, right=escape(_(right))) + "</p>")
        if self.value == actual:
            return (f'<p style="{BIG};color:#2e7d32">' + _(
                "You guessed <b>{guess}</b>, and of the guesses the experiment came out nearest to "
                "<b>{actual}</b>. Well predicted!").format(guess=guess, actual=shown) + "</p>")
        if self.value == right:
            return (f'<p style="{BIG};color:#2e7d32">' + _(
                "You guessed <b>{guess}</b>, the guess nearest the right answer. Well predicted! This run "
                "wandered nearer to <b>{actual}</b>, as one run can. The right answer is below.").format(
                    guess=guess, actual=shown) + "</p>")
        return (f'<p style="{BIG};color:#a84300">' + _(
            "You guessed <b>{guess}</b>; of the guesses, the experiment came out nearest to <b>{actual}</b>. "
            "A surprise is how we learn: read why below.").format(guess=guess, actual=shown) + "</p>")


@dataclass
class LessonSpec:
    """One lesson's path.  ``trials(seed)`` yields the experiment's results and ``hit`` says
    which count; ``values`` are the shares the ``choices`` stand for (the experiment points to
    the nearest), ``exact`` the kit's exact share when there is one (drawn as a dashed line).
    ``explain(hits, total)`` is the worked answer (HTML), ``practise`` a Question source for
    :class:`~widgets.quiz.Quiz`.  ``per=100`` says everything as "out of 100" (ages 7 to 9)."""

    name: str
    title: str
    intro: str
    prompt: str
    choices: Sequence[str]
    values: Sequence[float]
    trials: Callable[[int], Iterable[Any]]
    total: int
    hit: Callable[[Any], bool]
    explain: Callable[[int, int], str]
    practise: Any
    chart_title: str = ""
    what: str = "deals"
    hit_words: str = "hits"
    exact: Optional[float] = None
    per: Optional[int] = None
    practise_seed: int = 1
    every: int = 10
    think: Sequence[str] = field(default_factory=tuple)
    # judge the guess by the exact answer, not by one run, when one run can land nearer another guess
    judge_by_exact: bool = False

    def __post_init__(self):
        if len(self.choices) != len(self.values):
            raise ValueError("each guess needs the share it stands for")

    def closest(self, share: float) -> str:
        """The guess nearest to ``share``."""
        return min(zip(self.values, self.choices), key=lambda pair: abs(pair[0] - share))[1]

    def judged(self, hits: int, total: int) -> tuple[str, bool]:
        """The guess a locked-in guess is judged by, and whether that is the exact answer's (True)
        rather than the experiment's."""
        if self.judge_by_exact and self.exact is not None:
            return self.closest(self.exact), True
        return self.closest(hits / total), False

    def right(self) -> Optional[str]:
        """The guess nearest the exact answer, when the lesson has one."""
        return None if self.exact is None else self.closest(self.exact)

    def prediction(self) -> Prediction:
        return Prediction(self.prompt, self.choices)


class LessonQuiz(Quiz):
    """The lesson's practice: a quiz that does nothing while the practice is not open to the child
    (``may_practise()`` is False: no experiment yet, or the teacher holds the class before step 3).
    The buttons are hidden then, but a click can be forged: the kernel refuses it, so the hold is
    the teacher's and not only the screen's.  Its score line counts what the teacher's tally
    counts: right at the first try, of the questions tried.

    What the child did is kept small enough to outlive the kernel (:meth:`state`, :meth:`restore`):
    the counts as the question being asked began, and what the child did at it (each answer
    checked, the hint, "Show the answer").  A new kernel asks the same questions again (the quiz
    is seeded by the lesson) up to that one and does those steps again, so the child sees the same
    question, feedback, hint and score line; ``on_change`` callbacks hear of each step."""

    MOST_QUESTIONS = 2_000      # a restored quiz asks at most this many questions to catch up
    MOST_STEPS = 40             # steps kept of the question being asked (the first and the latest)

    def __init__(self, source, *, may_practise: Callable[[], bool], seed: int = 0, title: str = ""):
        self._may_practise = may_practise
        self._asking = False       # the first question is asked while the quiz is made
        self.first_right = self.first_tries = 0
        self.replaying = False     # a restore is doing the child's steps again: tell nobody
        self._steps: list[list[str]] = []
        self._counts_before = [0, 0, 0, 0]
        self._changed: list[Callable[[], None]] = []
        super().__init__(source, seed=seed, title=title)
        self._asking = True
        self.on_first_try(self._count_first_try)

    def _count_first_try(self, _number: int, _question: Any, right: bool, _feedback: str) -> None:
        self.first_tries += 1
        self.first_right += bool(right)

    def on_change(self, callback: Callable[[], None]) -> None:
        """Call ``callback()`` after each step the child takes (an answer checked, a hint, an
        answer shown, a new question)."""
        self._changed.append(callback)

    def _tallies(self) -> list[int]:
        return [self.right, self.asked, self.first_right, self.first_tries]

    def _did(self, *step: str) -> None:
        if self.replaying:
            return
        if len(self._steps) >= self.MOST_STEPS:   # only "tried before" matters of the middle ones
            del self._steps[self.MOST_STEPS // 2]
        self._steps.append(list(step))
        for callback in self._changed:
            callback()

    def submit(self, given=None) -> bool:
        if not self._may_practise():
            return False
        if given is None:
            given = self.choice_box.value if self.question.choices is not None else self.answer_box.value
        right = super().submit(given)
        if isinstance(given, str):
            self._did("check", given[:200])
        elif given is not None:
            self._did("check", str(given))
        return right

    def reveal(self) -> None:
        if self._may_practise():
            super().reveal()
            self._did("show")

    def show_hint(self) -> None:
        if self._may_practise():
            super().show_hint()
            self._did("hint")

    def next(self) -> None:
        if not self._asking or self._may_practise():
            super().next()
            self._steps, self._counts_before = [], self._tallies()
            if self._asking and not self.replaying:
                for callback in self._changed:
                    callback()

    def _show_score(self) -> None:
        self.score.value = "&nbsp; " + _("Right at the first try: <b>{right}</b> of {tries}").format(
            right=self.first_right, tries=self.first_tries)

    # -- kept beyond the kernel -------------------------------------------------------------------
    def state(self) -> dict[str, Any]:
        """Where the child is, as plain JSON values (see the class)."""
        return {"number": self.number, "counts": list(self._counts_before), "steps": [list(s) for s in self._steps]}

    @classmethod
    def valid_state(cls, state: Any) -> bool:
        """Is ``state`` one :meth:`state` could have made (anything else, an older version's or a
        tampered one, is not restored)?"""
        if not isinstance(state, dict) or set(state) != {"number", "counts", "steps"}:
            return False
        number, counts, steps = state["number"], state["counts"], state["steps"]
        whole = lambda x: isinstance(x, int) and not isinstance(x, bool) and 0 <= x <= cls.MOST_QUESTIONS  # noqa: E731
        if not (whole(number) and isinstance(counts, list) and len(counts) == 4 and all(map(whole, counts))):
            return False
        right, asked, first_right, first_tries = counts
        if not (right <= asked <= number and first_right <= first_tries <= number):
            return False
        return isinstance(steps, list) and len(steps) <= cls.MOST_STEPS and all(
            isinstance(s, list) and (s in (["hint"], ["show"]) or (
                len(s) == 2 and s[0] == "check" and isinstance(s[1], str) and len(s[1]) <= 200)) for s in steps)

    def restore(self, state: dict[str, Any]) -> None:
        """Ask the questions again up to the child's, and do the child's steps at it again (a
        ``state`` that :meth:`valid_state` passed).  Nothing is told to anyone: it was, the first
        time."""
        self.replaying = True
        try:
            while self.number < state["number"]:
                Quiz.next(self)
            self.right, self.asked, self.first_right, self.first_tries = state["counts"]
            self._show_score()
            for step in state["steps"]:
                if step[0] == "check":
                    Quiz.submit(self, step[1])
                elif step[0] == "hint":
                    Quiz.show_hint(self)
                else:
                    Quiz.reveal(self)
        finally:
            self.replaying = False
        self._counts_before = list(state["counts"])
        self._steps = [list(s) for s in state["steps"]]


class PlaceOnPage(anywidget.AnyWidget):
    """Brings the child's place into view when the page is shown: a lesson page reloaded comes
    back with the part the child was at (``target``, a CSS selector) in the viewport, not at the
    top of the page.  It waits until that part is drawn and has stopped moving (the page's widgets
    are drawn one by one), then scrolls it to the top of the screen, once; "" does nothing."""
    _esm = """
    function render({ model, el }) {
      const selector = model.get("target");
      if (!selector) return;
      let last = null, still = 0, tries = 0;
      const look = () => {
        const part = document.querySelector(selector);
        const box = part && part.offsetParent !== null ? part.getBoundingClientRect() : null;
        if (box && box.height > 0) {
          const at = `${Math.round(box.top)}:${Math.round(box.height)}`;
          still = at === last ? still + 1 : 0;
          last = at;
          if (still >= 3) { part.scrollIntoView({ block: "start" }); return; }
        }
        if (++tries < 200) setTimeout(look, 50);     // at most 10 s
      };
      look();
    }
    export default { render };
    """
    target = traitlets.Unicode("").tag(sync=True)


def fresh_seed() -> int:
    """A seed no other page will have (from the operating system's randomness)."""
    return secrets.randbits(32)


def verdict(prediction: Prediction, actual: str, right: Optional[str] = None) -> W.HTML:
    """For a lesson notebook: how the locked guess compares with ``actual`` (``right``: the guess
    nearest the exact answer, see :meth:`Prediction.verdict`), or a nudge to guess first next time
    when no guess was locked in."""
    text = prediction.verdict(actual, right=right) or (f'<p style="{BIG}">' + _(
        "You did not lock in a guess above. Next time, guess first: a guess you made before the result is what "
        "makes it a test.") + "</p>")
    return W.HTML(text)


def miss_climb(misses: Callable[[int], Sequence[tuple[int, int]]], start: int, stop: int,
               heads: tuple[str, str, str, str]) -> W.VBox:
    """A table that grows one row per card: ``misses(n)`` are the n fractions (a, b) that must all
    happen; their product is the "none" chance and 1 minus it the "at least one" chance.  Rows from
    1 card up to ``start`` at first; **One more card** adds a row, up to ``stop``."""
    rows = W.HTML()
    button = W.Button(description=_("One more card"), button_style="info", icon="plus", layout=W.Layout(width="auto"))
    shown = {"n": start}

    def fraction(x: Fraction) -> str:
        return f"{x.numerator}/{x.denominator}"

    def draw() -> None:
        lines = []
        for n in range(1, shown["n"] + 1):
            none = Fraction(1)
            for a, b in misses(n):
                none *= Fraction(a, b)
            product = " × ".join(f"{a}/{b}" for a, b in misses(n))
            lines.append(f"<tr><td>{n}</td><td>{product}</td><td>{fraction(none)} ≈ {number(float(none), '.3f')}</td>"
                         f"<td>{fraction(1 - none)} ≈ {number(float(1 - none), '.3f')}</td></tr>")
        head = "".join(f"<th>{escape(h)}</th>" for h in heads)
        rows.value = ("<table style='font-size:17px;border-spacing:12px 4px'><tr>" + head + "</tr>"
                      + "".join(lines) + "</table>")
        if shown["n"] >= stop:
            button.disabled = True
            button.description = _("Card {n} is yours to work out").format(n=stop + 1)

    def more(_b=None) -> None:
        shown["n"] = min(stop, shown["n"] + 1)
        draw()

    button.on_click(more)
    draw()
    box = W.VBox([rows, button])
    box.more = more  # ipywidgets has no types: a VBox takes any attribute
    return box
