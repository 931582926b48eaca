"""A lesson a whole class follows: the child's link to the class, and the teacher's live page.

Any lesson dashboard (:class:`~widgets.lesson.LessonDashboard`) has a small "Join your class" box.
Once a child joins with the class code the teacher shows, their page sends, with no name, what
the lesson knows: the guess they locked in, the step they reached, each practice question's
first answer (right, the question's named mistake, or another wrong answer) and the experiment's
results.  The teacher's page (:class:`LessonTeacherPanel`) shows the class's guesses beside the
pooled experiment and the exact answer, how the class did at each question, and where the
children are; the teacher can hold the class at a step and show the class's result on every
screen.  The records are kept by :mod:`class_store.lesson_sessions`; nothing here knows a
particular lesson: everything is read from the lesson's :class:`~widgets.lesson.LessonSpec`.
"""
from __future__ import annotations

import secrets
from collections.abc import Callable, Iterable, Sequence
from html import escape
from typing import TYPE_CHECKING, Optional

import ipywidgets as W
import numpy as np

from class_store import ClassDataError
from class_store.hub_client import on_binder
from class_store.lesson_sessions import (MISTAKE, RIGHT, STEPS, WRONG, LessonFacts, LessonSessions, LessonTally,
                                         Pace, connect_lessons)
from .quiz import Question, Quiz
from .refreshing import RefreshingPanel
from .share_words import said_share

if TYPE_CHECKING:
    from .lesson import LessonSpec

QUESTIONS_TRACKED = 12      # a class's tally follows the first twelve practice questions
CHILD_REFRESH = 2.0         # s between a child's page's looks at the class's pace
TEACHER_REFRESH = 0.5       # s between the teacher's page's looks at the tally
BIG = "font-size:18px"
STYLE = ("<style>.hilltop-lesson-class{font-family:'Trebuchet MS',Verdana,sans-serif;font-size:18px;max-width:980px}"
         ".hilltop-lesson-class .code{font-size:44px;font-weight:700;letter-spacing:4px;color:#1b5e20}"
         ".hilltop-lesson-class .problem{color:#b71c1c;font-weight:700}"
         ".hilltop-lesson-class table{border-collapse:collapse}"
         ".hilltop-lesson-class td,.hilltop-lesson-class th{padding:4px 8px;text-align:left;vertical-align:top}"
         ".hilltop-lesson-class .bar{display:inline-block;height:14px;background:#1565c0;vertical-align:middle}"
         "</style>")


def shared_here() -> Optional[str]:
    """None where a class can share a lesson (one server, or a school hub); otherwise why not,
    in words for the child's page.  On Binder every child has a computer of their own in the
    cloud, so there is no place the class's records could meet."""
    if on_binder():
        return ("This lesson is running on Binder, where every child has a computer of their own, so a class "
                "cannot join it together here. The lesson works just the same on your own: start with step 1.")
    return None


def practice_questions(spec: "LessonSpec", n: int = QUESTIONS_TRACKED) -> list[Question]:
    """The first ``n`` practice questions in the order the lesson's quiz asks them (the same on
    every child's page: the quiz is seeded by the lesson)."""
    src = spec.practise
    if isinstance(src, Question):
        return [src]
    if isinstance(src, (list, tuple)):
        return list(src[:n]) if len(src) >= n else list(src)
    rng = np.random.default_rng(spec.practise_seed)
    return [src(rng) for _ in range(n)]


def lesson_facts(spec: "LessonSpec") -> LessonFacts:
    """What a record of this lesson may say (its guesses, questions, mistakes, games)."""
    questions = practice_questions(spec)
    return LessonFacts(spec.name, guesses=len(spec.choices), questions=len(questions),
                       mistakes=tuple(len(q.wrong) for q in questions), games=spec.total)


def verdict(question: Question, right: bool, feedback: str) -> int:
    """A first answer as the store keeps it: right, one of the question's named mistakes, or wrong."""
    if right:
        return RIGHT
    reasons = list(question.wrong.values())
    return MISTAKE + reasons.index(feedback) if feedback in reasons else WRONG


class ClassLink(RefreshingPanel):
    """The child's side: join with the class code, then send what the lesson page knows and
    follow the pace the teacher sets.  The lesson works without it (nothing is sent then)."""

    REFRESH = CHILD_REFRESH

    def __init__(self, spec: "LessonSpec", code: str = "", sessions: Optional[LessonSessions] = None,
                 on_pace: Optional[Callable[[], None]] = None, refresh: bool = True):
        self.spec = spec
        self._sessions = sessions
        self.child = secrets.token_urlsafe(12)   # this page, never a name
        self.code: Optional[str] = None
        self.pace: Optional[Pace] = None
        self._on_pace = on_pace
        self._refresh = refresh
        self._questions: Optional[list[Question]] = None
        self.code_box = W.Text(value=code, placeholder="like KT7-MAP", description="Class code:",
                               style={"description_width": "initial"}, layout=W.Layout(width="auto"))
        self.join_button = W.Button(description="Join my class", button_style="primary", layout=W.Layout(width="auto"))
        self.message = W.HTML()
        self.together = W.HTML()
        self.join_button.on_click(lambda _b: self.join())
        why_not = shared_here()
        row = W.HBox([self.code_box, self.join_button], layout=W.Layout(flex_flow="row wrap"))
        if why_not:
            row.layout.display = "none"
            self.message.value = f'<p style="{BIG}">{escape(why_not)}</p>'
        super().__init__([W.HTML(f'{STYLE}<p style="{BIG}">Is your class doing this lesson together? '
                                 "Type the code your teacher shows.</p>") if not why_not else W.HTML(STYLE),
                          row, self.message, self.together])
        self.add_class("hilltop-lesson-class")
        if code and not why_not:
            self.join()

    @property
    def sessions(self) -> LessonSessions:
        if self._sessions is None:
            self._sessions = connect_lessons()
        return self._sessions

    @property
    def joined(self) -> bool:
        return self.code is not None

    def allows(self, step: int) -> bool:
        """May the child go on to ``step``?  Always, unless the class is held before it."""
        return self.pace is None or not self.pace.open or self.pace.allows(step)

    def join(self) -> bool:
        try:
            self.pace = self.sessions.join(self.code_box.value, self.child, lesson=self.spec.name)
        except ClassDataError as e:
            self.message.value = f'<p class="problem">{escape(str(e))}</p>'
            return False
        self.code = self.pace.code
        self.code_box.disabled = self.join_button.disabled = True
        self.message.value = (f'<p style="{BIG}">You joined your class ({escape(self.code)}). Your guess and '
                              "answers go to your teacher with no name.</p>")
        self._show_pace()
        if self._refresh:
            self._tick()
        return True

    # -- what the lesson page tells the class ----------------------------------------------------
    def send(self, kind: str, item: int = 0, value: int = 0, out_of: int = 0) -> None:
        if self.code is None:
            return
        try:
            self.sessions.record(self.code, self.child, kind, item, value, out_of)
        except ClassDataError as e:
            self.message.value = f'<p class="problem">{escape(str(e))}</p>'

    def guessed(self, choice: str) -> None:
        self.send("guess", 0, list(self.spec.choices).index(choice))

    def reached(self, step: int) -> None:
        self.send("step", step)

    def ran(self, hits: int, games: int, run: int) -> None:
        self.send("result", run, hits, games)

    def answered(self, number: int, question: Question, right: bool, feedback: str) -> None:
        if number >= QUESTIONS_TRACKED:
            return
        self.send("answer", number, verdict(question, right, feedback))

    # -- the class's pace ----------------------------------------------------------------------
    def look(self) -> None:
        """Read the class's pace again (the teacher may have opened a step or shown the result)."""
        if self.code is None:
            return
        try:
            pace = self.sessions.pace(self.code)
        except ClassDataError:
            return   # the database is away for a moment: keep the last pace, look again later
        if pace != self.pace:
            self.pace = pace
            self._show_pace()

    def _show_pace(self) -> None:
        pace = self.pace
        if pace is None:
            return
        if pace.revealed:
            try:
                self.together.value = together_html(self.spec, self.sessions.tally(pace.code))
            except ClassDataError:
                pass
        else:
            self.together.value = ""
        if not pace.open:
            self.message.value = f'<p style="{BIG}">Your teacher has ended the class lesson. Carry on alone if you like.</p>'
        if self._on_pace:
            self._on_pace()

    def _refresh_now(self) -> bool:
        """Look at the class's pace; look again while the class lesson is open."""
        self.look()
        return self.pace is None or self.pace.open


def together_html(spec: "LessonSpec", t: LessonTally) -> str:
    """The class's guesses beside the class's pooled experiment and the exact answer: "we
    guessed this, we found this" (for the teacher's page and, when revealed, every child's)."""
    most = max(t.guesses.values(), default=0) or 1
    rows = []
    found = spec.closest(t.hits / t.games) if t.games else None
    for i, choice in enumerate(spec.choices):
        n = t.guesses.get(i, 0)
        mark = " ← the class's experiment points here" if choice == found else ""
        rows.append(f'<tr><td>{escape(choice)}</td><td><span class="bar" style="width:{160 * n // most}px"></span> '
                    f'<b data-guess="{i}">{n}</b> {"child" if n == 1 else "children"}{escape(mark)}</td></tr>')
    if t.games:
        share = t.hits / t.games
        found_words = (f"The class's experiments together: <b>{t.hits:,}</b> {escape(spec.hit_words)} in "
                       f"<b>{t.games:,}</b> {escape(spec.what)}, {said_share(share, spec.per)}.")
    else:
        found_words = "No experiment results yet."
    exact = (f" The exact answer: {said_share(spec.exact, spec.per)}." if spec.exact is not None else "")
    return (f'<div class="together"><h3>We guessed this…</h3><table>{"".join(rows)}</table>'
            f'<h3>…and we found this</h3><p style="{BIG}" data-hits="{t.hits}" data-games="{t.games}">'
            f"{found_words}{exact}</p></div>")


def questions_html(questions: Sequence[Question], t: LessonTally) -> str:
    """For each question the class answered: right at the first try, and the mistakes by name."""
    if not t.questions:
        return "<p>No practice answers yet.</p>"
    rows = []
    for number, q in t.questions.items():
        if number >= len(questions):
            continue
        question = questions[number]
        reasons = list(question.wrong.values())
        slips = "".join(f'<li data-mistake="{number}-{i}"><b>{n}</b> {"child" if n == 1 else "children"}: '
                        f"{escape(reasons[i])}</li>" for i, n in sorted(q.mistakes.items(), key=lambda p: -p[1]))
        if q.other_wrong:
            slips += (f'<li data-mistake="{number}-other"><b>{q.other_wrong}</b> '
                      f'{"child" if q.other_wrong == 1 else "children"}: another wrong answer</li>')
        rows.append(f'<tr data-question="{number}"><td>{number + 1}.</td><td>{escape(question.prompt)}'
                    f'<br>Right at the first try: <b data-right="{number}">{q.right}</b> of {q.first_tries}'
                    f'{f"<ul>{slips}</ul>" if slips else ""}</td></tr>')
    return f"<table>{''.join(rows)}</table>"


def where_html(t: LessonTally) -> str:
    where = ", ".join(f"{STEPS[s]}: <b>{t.at_step.get(s, 0)}</b>" for s in STEPS)
    held = ("No hold: each child goes at their own pace." if t.pace.held_at is None
            else f"The class is held at step {t.pace.held_at} ({STEPS[t.pace.held_at]}): nobody goes further "
                 "until you open the next step.")
    state = "" if t.pace.open else " The lesson is over."
    return (f'<p style="{BIG}"><b data-joined="{t.joined}">{t.joined}</b> '
            f'{"child has" if t.joined == 1 else "children have"} joined. Where they are: {where}. '
            f"{held}{state}</p>")


class LessonTeacherPanel(RefreshingPanel):
    """The teacher's live page for a lesson the class joins (any lesson: everything is read from
    its spec).  ``lessons`` are (name, title) pairs, ``spec_of(name)`` gives a lesson's spec."""

    REFRESH = TEACHER_REFRESH

    def __init__(self, lessons: Iterable[tuple[str, str]], spec_of: Callable[[str], "LessonSpec"],
                 sessions: Optional[LessonSessions] = None, refresh: bool = True):
        self._spec_of = spec_of
        self._sessions = sessions
        self._refresh = refresh
        self.code: Optional[str] = None
        self.spec: Optional["LessonSpec"] = None
        self.questions: list[Question] = []
        self.choice = W.Dropdown(options=[(title, name) for name, title in lessons], description="Lesson:",
                                 style={"description_width": "initial"}, layout=W.Layout(width="auto"))
        self.start_button = W.Button(description="Start this lesson with my class", button_style="success",
                                     layout=W.Layout(width="auto"))
        self.header = W.HTML()
        self.where = W.HTML()
        self.hold = W.ToggleButtons(options=[(f"{s} {name}", s) for s, name in STEPS.items()] + [("No hold", 0)],
                                    value=0, description="Hold the class at:", style={"description_width": "initial"})
        self.reveal_button = W.Button(description="Show the class's result on every screen", button_style="primary",
                                      layout=W.Layout(width="auto"))
        self.end_button = W.Button(description="End the lesson", button_style="danger", layout=W.Layout(width="auto"))
        self.controls = W.VBox([self.hold, W.HBox([self.reveal_button, self.end_button],
                                                  layout=W.Layout(flex_flow="row wrap"))],
                               layout=W.Layout(display="none"))
        self.together = W.HTML()
        self.answers = W.HTML()
        self.status = W.HTML()
        self.start_button.on_click(lambda _b: self.start())
        self.hold.observe(lambda change: self.set_hold(change["new"] or None), names="value")
        self.reveal_button.on_click(lambda _b: self.reveal(not (self.pace and self.pace.revealed)))
        self.end_button.on_click(lambda _b: self.end())
        self.pace: Optional[Pace] = None
        super().__init__([W.HTML(STYLE), W.HBox([self.choice, self.start_button], layout=W.Layout(flex_flow="row wrap")),
                          self.header, self.status, self.where, self.controls,
                          W.HTML("<h2>Guesses and results</h2>"), self.together,
                          W.HTML("<h2>Practice: the first try</h2>"), self.answers])
        self.add_class("hilltop-lesson-class")

    @property
    def sessions(self) -> LessonSessions:
        if self._sessions is None:
            self._sessions = connect_lessons()
        return self._sessions

    def start(self, lesson: Optional[str] = None) -> Optional[str]:
        name = lesson or self.choice.value
        spec = self._spec_of(name)
        try:
            self.code = self.sessions.start(lesson_facts(spec))
        except ClassDataError as e:
            self.status.value = f'<p class="problem">{escape(str(e))}</p>'
            return None
        self.spec, self.questions = spec, practice_questions(spec)
        self.choice.disabled = self.start_button.disabled = True
        self.header.value = (f"<p>Write this class code on the board. Each child opens the lesson "
                             f"<b>{escape(spec.title)}</b> and types it:</p>"
                             f'<div class="code" data-code="{self.code}">{self.code}</div>')
        self.controls.layout.display = None
        self.update()
        if self._refresh:
            self._tick()
        return self.code

    def _act(self, action: Callable[[str], Pace]) -> None:
        if self.code is None:
            return
        try:
            self.pace = action(self.code)
        except ClassDataError as e:
            self.status.value = f'<p class="problem">{escape(str(e))}</p>'
            return
        self.update()

    def set_hold(self, step: Optional[int]) -> None:
        self._act(lambda code: self.sessions.hold(code, step))

    def reveal(self, shown: bool = True) -> None:
        self._act(lambda code: self.sessions.reveal(code, shown))

    def end(self) -> None:
        self._act(self.sessions.close)

    def update(self) -> None:
        if self.code is None or self.spec is None:
            return
        try:
            t = self.sessions.tally(self.code)
        except ClassDataError as e:
            self.status.value = f'<p class="problem">{escape(str(e))}</p>'
            return
        self.status.value = ""
        self.pace = t.pace
        self.where.value = where_html(t)
        self.together.value = together_html(self.spec, t)
        self.answers.value = questions_html(self.questions, t)
        self.reveal_button.description = ("Hide the class's result" if t.pace.revealed
                                          else "Show the class's result on every screen")
        if not t.pace.open:
            self.controls.layout.display = "none"

    def _refresh_now(self) -> bool:
        """Show the tally; again while the class lesson is open."""
        self.update()
        return self.pace is None or self.pace.open


def wire(dashboard_quiz: Quiz, link: ClassLink) -> None:
    """Send a quiz's first tries through ``link``."""
    dashboard_quiz.on_first_try(link.answered)
