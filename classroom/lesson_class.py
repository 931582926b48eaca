"""A lesson a whole class follows: the child's link to the class, and the teacher's live page.

Any lesson dashboard (:class:`~widgets.lesson.LessonDashboard`) has a small class box.  Once the
child's page has joined the teacher's lesson (by itself on ``./hilltop class``, where the class
word is the only code; elsewhere with the lesson code the teacher's page shows), it sends, with no
name, what the lesson knows: the guess they locked in, the step they reached, each practice
question's first answer (right, too rough, the question's named mistake, or another wrong answer) and the
experiment's results.  The teacher's page (:class:`LessonTeacherPanel`) shows the class's guesses
beside the pooled experiment (and the exact answer once the result is shown), how the class did
at each question, and where the children are; the teacher can hold the class at a step and show
the class's result on every screen.  What the teacher sends appears in a notice pinned to the
child's screen.  The records are kept by :mod:`class_store.lesson_sessions`; nothing here knows a
particular lesson: everything is read from the lesson's :class:`~widgets.lesson.LessonSpec`.
"""
from __future__ import annotations

import hashlib
import os
import re
import secrets
from collections.abc import Callable, Iterable, Sequence
from html import escape
from typing import TYPE_CHECKING, Optional

import anywidget
import ipywidgets as W
import numpy as np
import traitlets

from class_store import ClassDataError, ClassStoreUnavailable
from class_store.hub_client import on_binder
from kit.words import N_, _, n_, number
from class_store.lesson_sessions import (MISTAKE, RIGHT, ROUGH, STEPS, WRONG, LessonFacts, LessonSessions, LessonTally,
                                         Pace, connect_lessons)
from widgets.address import page_child
from widgets.judge import Judgement, Verdict
from widgets.quiz import Question, Quiz
from widgets.refreshing import RefreshingPanel
from widgets.share_words import said_share
from .outbox import Letter, Outbox, StoreWarning, join_again_later

if TYPE_CHECKING:
    from widgets.lesson import LessonSpec

QUESTIONS_TRACKED = 12      # a class's tally follows the first twelve practice questions
ROOM = re.compile(r"[0-9a-f]{16,64}")
CHILD_REFRESH = 0.5         # s between a child's page's looks at the class's pace
TEACHER_REFRESH = 0.5       # s between the teacher's page's looks at the tally
BIG = "font-size:18px"
STYLE = ("<style>.hilltop-lesson-class{font-family:'Trebuchet MS',Verdana,sans-serif;font-size:18px;max-width:980px}"
         ".hilltop-lesson-class .code{font-size:44px;font-weight:700;letter-spacing:4px;color:#1b5e20}"
         ".hilltop-lesson-class .problem{color:#b71c1c;font-weight:700}"
         ".hilltop-lesson-class table{border-collapse:collapse}"
         ".hilltop-lesson-class td,.hilltop-lesson-class th{padding:4px 8px;text-align:left;vertical-align:top}"
         ".hilltop-lesson-class .bar{display:inline-block;height:14px;background:#1565c0;vertical-align:middle}"
         # on a phone a guess and its bar are two lines, not a guess squeezed into a narrow column
         # ("about / 1 in / 20") beside a bar that keeps its width
         "@media (max-width:600px){.together td{display:block;padding:0 8px}.together tr td:last-child"
         "{padding-bottom:10px}}"
         # what the teacher sends sits in the child's viewport, wherever the child is on the page
         ".hilltop-lesson-notice{position:fixed;left:8px;right:8px;bottom:8px;z-index:1000;max-height:45vh;"
         "overflow:auto;background:#fffde7;color:#212121;border:3px solid #f9a825;border-radius:12px;"
         "padding:8px 14px;box-shadow:0 4px 18px rgba(0,0,0,.35)}"
         # (Voila's page panels have contain:strict, which would pin "fixed" to the panel, not the screen)
         "body.jp-Notebook .lm-BoxPanel:has(.hilltop-lesson-notice),"
         "body.jp-Notebook .lm-BoxPanel-child:has(.hilltop-lesson-notice){contain:none !important}"
         ".hilltop-lost{position:fixed;left:8px;right:8px;top:8px;z-index:1001;font-size:20px;font-weight:700;"
         "background:#b71c1c;color:#fff;border-radius:12px;padding:10px 14px}"
         "</style>")


def shared_here() -> Optional[str]:
    """None where a class can share a lesson (one server, or a school hub); otherwise why not,
    in words for the child's page.  On Binder every child has a computer of their own in the
    cloud, so there is no place the class's records could meet."""
    if on_binder():
        return _("This lesson is running on Binder, where every child has a computer of their own, so a class "
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


def answer_mark(question: Question, right: bool, feedback: str) -> int:
    """A first answer as the store keeps it: right, too rough (the right answer rounded to fewer
    places than asked), one of the question's named mistakes, or wrong.  The quiz's feedback
    carries the judge's typed verdict; plain words (an older caller) are matched to the slips."""
    if right:
        return RIGHT
    judgement = getattr(feedback, "judgement", None)
    if isinstance(judgement, Judgement):
        if judgement.verdict is Verdict.TOO_ROUGH:
            return ROUGH
        if judgement.verdict is Verdict.SLIP and judgement.slip is not None:
            return MISTAKE + judgement.slip
        if judgement.verdict is Verdict.WRONG:
            return WRONG
    reasons = list(question.wrong.values())
    return MISTAKE + reasons.index(feedback) if feedback in reasons else WRONG


def class_room() -> Optional[str]:
    """The class server's mark for its class (``./hilltop class`` sets HILLTOP_CLASS_ROOM for every
    page it runs), or None elsewhere (``./hilltop run``, a hub, Binder)."""
    room = os.environ.get("HILLTOP_CLASS_ROOM", "")
    return room if ROOM.fullmatch(room) else None


def class_first_lesson() -> Optional[str]:
    """The lesson the class server was started with (``--open lesson_war_odds``: "war_odds")."""
    page = os.environ.get("HILLTOP_CLASS_OPEN", "")
    return page.removeprefix("lesson_") if page.startswith("lesson_") else None


LOST = N_("Your page has lost the class server: your teacher may have stopped the class. What is on your "
          "screen stays, but the buttons no longer answer and nothing more goes to your teacher.")


class ConnectionWatch(anywidget.AnyWidget):
    """Says so on the child's screen when the server is gone (Ctrl+C in the teacher's terminal, the
    laptop asleep): the page asks the kernel every few seconds and hears nothing back.  A kernel
    that is gone can say nothing, so this is the one thing the page itself decides."""
    _esm = """
    function render({ model, el }) {
      const note = document.createElement("div");
      note.className = "hilltop-lost";
      note.setAttribute("role", "alert");
      note.style.display = "none";
      el.appendChild(note);
      let heard = Date.now(), asked = 0;
      model.on("msg:custom", (msg) => {
        if (msg && msg.pong) { heard = Date.now(); note.style.display = "none"; note.textContent = ""; }
      });
      const ask = () => {
        try { model.send({ ping: ++asked }); } catch (e) { /* the connection is gone: said below */ }
        if (Date.now() - heard > model.get("limit_ms") && note.style.display === "none") {
          note.textContent = model.get("words");
          note.style.display = "block";
          // what the teacher last sent ("carry on alone") no longer holds: only this is true now
          document.querySelectorAll(".hilltop-lesson-notice").forEach((n) => { n.style.display = "none"; });
        }
      };
      ask();     // at once: the kernel learns that a browser shows the page
      const timer = setInterval(ask, model.get("every_ms"));
      return () => clearInterval(timer);
    }
    export default { render };
    """
    words = traitlets.Unicode(LOST).tag(sync=True)
    every_ms = traitlets.Int(2000).tag(sync=True)
    limit_ms = traitlets.Int(12000).tag(sync=True)   # longer than the longest experiment keeps a kernel busy

    def __init__(self, **kwargs):
        kwargs.setdefault("words", _(LOST))
        super().__init__(**kwargs)
        self.seen = False
        self._on_seen: list[Callable[[], None]] = []
        self.on_msg(self._asked)

    def on_seen(self, callback: Callable[[], None]) -> None:
        """Call ``callback()`` once, when a browser first shows the page (its first question)."""
        self._on_seen.append(callback)

    def _asked(self, _widget, content, _buffers) -> None:
        if isinstance(content, dict) and "ping" in content:
            self.send({"pong": True})
            if not self.seen:
                self.seen = True
                for callback in self._on_seen:
                    callback()


def child_token(child: str) -> str:
    """The token a lesson page sends for the child the server named (``page_child``: the class
    login cookie's ``child-…``, ``hub-NAME``, ``browser-…``), so that every page of one child (a
    reload, a second tab) is ONE child of the lesson: one join, one guess, one first answer per
    question, one results cap.  A hash, so the store keeps no name ("" when no child was named:
    then the page is a child of its own, as a notebook in JupyterLab is)."""
    if not child:
        return ""
    return "c" + hashlib.sha256(f"hilltop lesson child\n{child}".encode()).hexdigest()[:32]


def notice_html(words: str) -> str:
    """What the teacher sent, for the notice that sits in the child's viewport: role="alert", so
    a screen reader says it when it appears."""
    return f'<div role="alert" aria-live="assertive" style="{BIG}">{words}</div>'


class ClassLink(RefreshingPanel):
    """The child's side: join the teacher's lesson, then send what the lesson page knows and
    follow the pace the teacher sets.  The lesson works without it (nothing is sent then).

    On ``./hilltop class`` the child came in with the class word: the page joins the lesson the
    teacher started for the class by itself (no second code).  On a hub the child types the
    lesson code the teacher's page shows.  What the teacher sends (a step opened, the class's
    result, the end) appears in a notice fixed to the bottom of the child's screen, wherever on
    the page the child is."""

    REFRESH = CHILD_REFRESH

    def __init__(self, spec: "LessonSpec", code: str = "", sessions: Optional[LessonSessions] = None,
                 on_pace: Optional[Callable[[], None]] = None, refresh: bool = True,
                 on_join: Optional[Callable[[], None]] = None):
        self.spec = spec
        self._sessions = sessions
        self._on_join = on_join
        self.child = secrets.token_urlsafe(12)   # until the page joins: see join (never a name)
        self._child_named = False
        self.code: Optional[str] = None
        self.pace: Optional[Pace] = None
        self.room = class_room()
        self._on_pace = on_pace
        self._refresh = refresh
        self._questions: Optional[list[Question]] = None
        self.code_box = W.Text(value=code, placeholder=_("like KT7-MAP"), description=_("Lesson code:"),
                               style={"description_width": "initial"}, layout=W.Layout(width="auto"))
        self.join_button = W.Button(description=_("Join the lesson"), button_style="primary",
                                    layout=W.Layout(width="auto"))
        self.message = W.HTML()
        self.together = W.HTML()
        self.notice_words = W.HTML()
        self.notice_ok = W.Button(description=_("OK"), layout=W.Layout(width="auto"))
        self.notice = W.VBox([self.notice_words, self.notice_ok], layout=W.Layout(display="none"))
        self.notice.add_class("hilltop-lesson-notice")
        self.notice_ok.on_click(lambda _b: self.hide_notice())
        self.join_button.on_click(lambda _b: self.join())
        why_not = shared_here()
        row = W.HBox([self.code_box, self.join_button], layout=W.Layout(flex_flow="row wrap"))
        if why_not:
            row.layout.display = "none"
            self.message.value = f'<p style="{BIG}">{escape(why_not)}</p>'
            intro = W.HTML(STYLE)
        elif self.room:
            row.layout.display = "none"    # the class word let the child in: no second code
            intro = W.HTML(STYLE)
            self.message.value = (f'<p style="{BIG}">' + _("When your teacher starts this lesson with the class, "
                                                            "your page joins it by itself. Start with step 1.")
                                  + "</p>")
        else:
            intro = W.HTML(f'{STYLE}<p style="{BIG}">' + _("Is your class doing this lesson together? Type the "
                                                            "<b>lesson code</b> your teacher's lesson page shows "
                                                            "(it looks like KT7-MAP).") + "</p>")
        self.watch = ConnectionWatch()
        super().__init__([intro, row, self.message, self.together, self.notice, self.watch])
        self.add_class("hilltop-lesson-class")
        # what the page sends waits in an outbox until it is stored, in order, once (classroom/outbox.py)
        self.warning = StoreWarning(lambda: self.outbox.flush())
        self.on_change: Callable[[], None] = lambda: None   # what waits, or the code, changed (the page keeps it)
        self.outbox: Outbox[tuple] = Outbox(self._deliver, refused=self._refused,
                                            stored=lambda _letter, _answer: self.on_change(),
                                            changed=lambda: self.warning.follow(self.outbox, _("answers")))
        self.children = (*self.children, self.warning)  # type: ignore[has-type]
        if why_not:
            return
        if code:
            self.join()
        elif self.room:
            # Joined once a browser shows the page: a kernel warmed ahead of any child (or one
            # whose page never came) is no child of the class.
            self.watch.on_seen(self._seen)

    def _seen(self) -> None:
        self.look()
        if self._refresh and self.code is None and self._timer is None:
            self._tick()

    @property
    def sessions(self) -> LessonSessions:
        if self._sessions is None:
            self._sessions = connect_lessons()
        return self._sessions

    @property
    def joined(self) -> bool:
        return self.code is not None

    @property
    def result_seen(self) -> bool:
        """Has the class seen its result (the teacher showed it, even if hidden since)?  Then a guess
        is no prediction: the page sends none (and the class store would refuse it)."""
        return self.pace is not None and self.pace.seen

    def allows(self, step: int) -> bool:
        """May the child go on to ``step``?  Always, unless the class is held before it."""
        return self.pace is None or not self.pace.open or self.pace.allows(step)

    def join(self, code: Optional[str] = None) -> bool:
        if not self._child_named:   # asked at the join, when a warm kernel has its page
            self.child, self._child_named = child_token(page_child()) or self.child, True
        try:
            self.pace = self.sessions.join(self.code_box.value if code is None else code, self.child,
                                           lesson=self.spec.name)
        except ClassDataError as e:
            self.message.value = f'<p class="problem">{escape(str(e))}</p>'
            if isinstance(e, ClassStoreUnavailable):   # the store is away: the page tries again by itself
                join_again_later(self)
            return False
        self.code = self.pace.code
        self.on_change()
        self.code_box.disabled = self.join_button.disabled = True
        joined = (_("You are in your class's lesson.") if self.room else
                  _("You are in your class's lesson ({code}).").format(code=escape(self.code)))
        self.message.value = (f'<p style="{BIG}">' + joined + " " + _("Your guess and answers go to your teacher "
                                                                      "with no name.") + "</p>")
        if self._on_join:
            self._on_join()
        self._show_pace(None)
        if self._refresh and self._timer is None:
            self._tick()
        return True

    # -- what the lesson page tells the class ----------------------------------------------------
    def send(self, kind: str, item: int = 0, value: int = 0, out_of: int = 0) -> None:
        if self.code is None or (self.pace is not None and not self.pace.open):
            return      # not joined, or the lesson is over: nothing goes to the teacher any more
        if not self.allows({"result": 2, "answer": 3}.get(kind, 1)):
            return      # held before that step: nothing to send (the store would refuse it too)
        if kind == "guess" and self.result_seen:
            return      # a guess after the class saw its result predicts nothing (refused by the store too)
        self.outbox.put((self.code, self.child, kind, item, value, out_of))
        self.on_change()

    def _deliver(self, letter: Letter[tuple]) -> bool:
        return self.sessions.record(*letter.body)   # a record kept already is not counted again

    def _refused(self, _letter: Letter[tuple], e: ClassDataError) -> None:
        self.message.value = f'<p class="problem">{escape(str(e))}</p>'
        self.on_change()

    def close(self) -> None:
        self.outbox.close()
        super().close()

    def guessed(self, choice: str) -> None:
        self.send("guess", 0, list(self.spec.choices).index(choice))

    def reached(self, step: int) -> None:
        self.send("step", step)

    def ran(self, hits: int, games: int, run: int) -> None:
        self.send("result", run, hits, games)

    def answered(self, number: int, question: Question, right: bool, feedback: str) -> None:
        if number >= QUESTIONS_TRACKED:
            return
        self.send("answer", number, answer_mark(question, right, feedback))

    # -- the class's pace ----------------------------------------------------------------------
    def look(self) -> None:
        """Read the class's pace again (the teacher may have opened a step or shown the result);
        on the class server, before the teacher has started the lesson, look for it."""
        if self.code is None:
            if self.room:
                try:
                    found = self.sessions.room_lesson(self.room, self.spec.name)
                except ClassDataError:
                    return
                if found is not None:
                    self.join(found.code)
            return
        try:
            pace = self.sessions.pace(self.code)
        except ClassDataError:
            return   # the database is away for a moment: keep the last pace, look again later
        if pace != self.pace:
            before, self.pace = self.pace, pace
            self._show_pace(before)

    def show_notice(self, words: str) -> None:
        self.notice_words.value = notice_html(words)
        self.notice.layout.display = None

    def hide_notice(self) -> None:
        self.notice.layout.display = "none"
        self.notice_words.value = ""

    def _show_pace(self, before: Optional[Pace]) -> None:
        pace = self.pace
        if pace is None:
            return
        tally = None
        if pace.revealed:
            try:
                tally = self.sessions.tally(pace.code)
                self.together.value = together_html(self.spec, tally, exact=True)
            except ClassDataError:
                pass
        else:
            self.together.value = ""
        if not pace.open:
            self.message.value = f'<p style="{BIG}">' + _(ENDED) + "</p>"
        if self._on_pace:
            self._on_pace()
        if before is not None:
            words = news(self.spec, before, pace, tally)
            if words:
                self.show_notice(words)

    def _refresh_now(self) -> bool:
        """Look at the class's pace; look again while the class lesson is open (or, on the class
        server, until the teacher has started it)."""
        self.look()
        return self.pace is None or self.pace.open


ENDED = N_("Your teacher has ended the class lesson. You can carry on here on your own: the experiment and the "
           "practice still work, but nothing more goes to your teacher.")
# the steps as a child's page names them (class_store.lesson_sessions.STEPS, in the page's language)
STEP_WORDS = {1: N_("Predict"), 2: N_("Experiment"), 3: N_("Practise")}


def news(spec: "LessonSpec", before: Pace, now: Pace, tally: Optional[LessonTally]) -> str:
    """What changed in the class's pace, in a child's words ("" when nothing they need to know)."""
    if before.open and not now.open:
        return _(ENDED)
    if not now.open:
        return ""
    if now.revealed and not before.revealed:
        words = _("Your teacher is showing the class's result. The question was: <b>{question}</b>").format(
            question=escape(spec.prompt))
        if tally is not None and tally.games:
            words += " " + _("Together the class found <b>{hits}</b> {hit_words} in <b>{games}</b> {what}: "
                             "{share}.").format(hits=number(tally.hits, ","), hit_words=escape(spec.hit_words),
                                                games=number(tally.games, ","), what=escape(spec.what),
                                                share=said_share(tally.hits / tally.games, spec.per))
            if spec.exact is not None:
                words += " " + _("The exact answer is {share}.").format(
                    share=said_share(spec.exact, spec.per, lead=''))
        return words + " " + _("All the guesses are in the class's box at the top of the page.")
    if before.held_at != now.held_at:
        if now.held_at is None:
            return _("Your teacher has opened every step: go on at your own pace.")
        if before.held_at is None or now.held_at > before.held_at:
            return {2: _("Your teacher has opened step 2: press <b>Run the experiment</b>."),
                    3: _("Your teacher has opened step 3: practise now.")}.get(now.held_at, "")
        return _("Your teacher asks the class to wait at step {step} ({name}).").format(
            step=now.held_at, name=_(STEP_WORDS.get(now.held_at, STEPS[now.held_at])))
    return ""


def together_html(spec: "LessonSpec", t: LessonTally, exact: bool = False) -> str:
    """The class's guesses beside the class's pooled experiment (and, with ``exact``, the exact
    answer): "we guessed this, we found this" (for the teacher's page and, when revealed, every
    child's).  The teacher's page is on the projector: the exact answer waits for the reveal."""
    most = max(t.guesses.values(), default=0) or 1
    rows = []
    # once shown, the result is the one the teacher showed (the numbers said aloud); the experiments
    # run since are told apart
    hits, games = (t.hits, t.games) if t.shown_games is None else (t.shown_hits or 0, t.shown_games)
    found = spec.closest(hits / games) if games else None
    for i, choice in enumerate(spec.choices):
        n = t.guesses.get(i, 0)
        mark = " " + _("← the class's experiment points here") if choice == found else ""
        children = n_("child", "children", n)
        rows.append(f'<tr><td>{escape(_(choice))}</td><td><span class="bar" style="width:{160 * n // most}px"></span> '
                    f'<b data-guess="{i}">{n}</b> {children}{escape(mark)}</td></tr>')
    if games:
        found_words = _("The class's experiments together: <b>{hits}</b> {hit_words} in <b>{games}</b> {what}, "
                        "{share}.").format(hits=number(hits, ","), hit_words=escape(spec.hit_words),
                                           games=number(games, ","), what=escape(spec.what),
                                           share=said_share(hits / games, spec.per))
    else:
        found_words = _("No experiment results yet.")
    later = ""
    if t.games > games:
        later = (f'<p data-later-games="{t.games - games}">' + _(
            "Since the result was shown, the class's experiments have added <b>{games}</b> more {what}, with "
            "<b>{hits}</b> {hit_words}.").format(games=number(t.games - games, ","), what=escape(spec.what),
                                   hits=number(t.hits - hits, ","), hit_words=escape(spec.hit_words)) + "</p>")
    shown = (" <span data-exact>" + _("The exact answer: {share}.").format(share=said_share(spec.exact, spec.per, lead=""))
             + "</span>" if exact and spec.exact is not None else "")
    return (f'<div class="together"><h3>' + _("We guessed this…") + f'</h3><table>{"".join(rows)}</table>'
            f'<h3>' + _("…and we found this") + f'</h3><p style="{BIG}" data-hits="{hits}" data-games="{games}">'
            f"{found_words}{shown}</p>{later}</div>")


def questions_html(questions: Sequence[Question], t: LessonTally) -> str:
    """For each question the class answered: right at the first try, and the mistakes by name."""
    if not t.questions:
        return "<p>" + _("No practice answers yet.") + "</p>"
    rows = []
    for number, q in t.questions.items():
        if number >= len(questions):
            continue
        question = questions[number]
        reasons = list(question.wrong.values())
        slips = "".join(f'<li data-mistake="{number}-{i}"><b>{n}</b> {n_("child", "children", n)}: '
                        f"{escape(reasons[i])}</li>" for i, n in sorted(q.mistakes.items(), key=lambda p: -p[1]))
        if q.too_rough:
            slips += (f'<li data-rough="{number}"><b>{q.too_rough}</b> '
                      f'{n_("child", "children", q.too_rough)}: '
                      + _("the right answer, rounded to fewer places than asked") + "</li>")
        if q.other_wrong:
            slips += (f'<li data-mistake="{number}-other"><b>{q.other_wrong}</b> '
                      f'{n_("child", "children", q.other_wrong)}: ' + _("another wrong answer") + "</li>")
        rows.append(f'<tr data-question="{number}"><td>{number + 1}.</td><td>{escape(question.prompt)}<br>'
                    + _("Right at the first try: {right} of {tries}").format(
                        right=f'<b data-right="{number}">{q.right}</b>', tries=q.first_tries)
                    + f'{f"<ul>{slips}</ul>" if slips else ""}</td></tr>')
    return f"<table>{''.join(rows)}</table>"


def where_html(t: LessonTally) -> str:
    where = ", ".join(f"{_(STEP_WORDS[s])}: <b>{t.at_step.get(s, 0)}</b>" for s in STEPS)
    joined = n_("{n} child has joined.", "{n} children have joined.", t.joined).format(
        n=f'<b data-joined="{t.joined}">{t.joined}</b>')
    if not t.pace.open:
        return ('<p class="over" role="status"><b>' + _("The lesson has ended.") + "</b> "
                + _("The children's pages say so; they can carry on alone, and nothing more comes here. {joined} "
                    "Where they got to: {where}.").format(joined=joined, where=where) + "</p>")
    held = (_("No hold: each child goes at their own pace.") if t.pace.held_at is None
            else _("The class is held at step {step} ({name}): nobody goes further until you open the next "
                   "step.").format(step=t.pace.held_at, name=_(STEP_WORDS[t.pace.held_at])))
    return "<p>" + _("{joined} Where they are: {where}. {held}").format(joined=joined, where=where, held=held) + "</p>"


TEACHER_STYLE = (   # projector size (a screen 1200 px wide or more); a tablet or a phone keeps the usual sizes
    "<style>@media (min-width:1200px){.hilltop-lesson-teacher{font-size:24px;max-width:none}"
    ".hilltop-lesson-teacher h1{font-size:44px;color:#1b5e20;margin:8px 0}"
    ".hilltop-lesson-teacher h2{font-size:32px;color:#2e7d32;margin:14px 0 6px}"
    ".hilltop-lesson-teacher h3{font-size:28px;margin:10px 0 4px}"
    ".hilltop-lesson-teacher p,.hilltop-lesson-teacher td,.hilltop-lesson-teacher li{font-size:24px !important}"
    ".hilltop-lesson-teacher .bar{height:22px}"
    ".hilltop-lesson-teacher .over{background:#ffebee;border:3px solid #b71c1c;border-radius:12px;padding:10px 14px}"
    ".hilltop-lesson-teacher .widget-button,.hilltop-lesson-teacher .widget-toggle-button,"
    ".hilltop-lesson-teacher .widget-label,.hilltop-lesson-teacher select,"
    ".hilltop-lesson-teacher .widget-dropdown select{font-size:22px;height:auto;min-height:44px;padding:6px 14px}"
    ".hilltop-lesson-teacher .widget-label{min-width:max-content}"
    ".hilltop-lesson-teacher .widget-inline-hbox,.hilltop-lesson-teacher .widget-toggle-buttons{height:auto}}"
    ".hilltop-lesson-teacher h1{color:#1b5e20}"
    "</style>")


class LessonTeacherPanel(RefreshingPanel):
    """The teacher's live page for a lesson the class joins (any lesson: everything is read from
    its spec).  ``lessons`` are (name, title) pairs, ``spec_of(name)`` gives a lesson's spec.

    It is made for the projector: a title and big type, and the exact answer stays hidden until
    the teacher shows the class's result.  On ``./hilltop class`` it opens on the lesson the class
    was started with, picks up the lesson already running for the class (a reload loses nothing),
    and needs no code: the children who came in with the class word join by themselves."""

    REFRESH = TEACHER_REFRESH

    def __init__(self, lessons: Iterable[tuple[str, str]], spec_of: Callable[[str], "LessonSpec"],
                 sessions: Optional[LessonSessions] = None, refresh: bool = True):
        self._spec_of = spec_of
        self._sessions = sessions
        self._refresh = refresh
        self.room = class_room()
        self.code: Optional[str] = None
        self.spec: Optional["LessonSpec"] = None
        self.questions: list[Question] = []
        options = [(title, name) for name, title in lessons]
        self.choice = W.Dropdown(options=options, description=_("Lesson:"),
                                 style={"description_width": "initial"}, layout=W.Layout(width="auto"))
        first = class_first_lesson()
        if first in [name for _t, name in options]:
            self.choice.value = first
        self.start_button = W.Button(description=_("Start this lesson with my class"), button_style="success",
                                     layout=W.Layout(width="auto"))
        self.title = W.HTML("<h1>" + _("A lesson with my class") + "</h1>")
        self.header = W.HTML()
        self.where = W.HTML()
        self.hold = W.ToggleButtons(options=[(f"{s} {_(STEP_WORDS[s])}", s) for s in STEPS] + [(_("No hold"), 0)],
                                    value=0, description=_("Hold the class at:"),
                                    style={"description_width": "initial"})
        self.reveal_button = W.Button(description=_("Show the class's result on every screen"),
                                      button_style="primary", layout=W.Layout(width="auto"))
        self.end_button = W.Button(description=_("End the lesson"), button_style="danger",
                                   layout=W.Layout(width="auto"))
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
        self.starting = W.HBox([self.choice, self.start_button], layout=W.Layout(flex_flow="row wrap"))
        super().__init__([W.HTML(STYLE + TEACHER_STYLE), self.title, self.starting,
                          self.header, self.status, self.where, self.controls,
                          W.HTML("<h2>" + _("Guesses and results") + "</h2>"), self.together,
                          W.HTML("<h2>" + _("Practice: the first try") + "</h2>"), self.answers])
        self.add_class("hilltop-lesson-class")
        self.add_class("hilltop-lesson-teacher")
        self.still_open = W.VBox(layout=W.Layout(display="none"))
        self.children = (*self.children[:2], self.still_open, *self.children[2:])  # type: ignore[has-type]
        if self.room:
            self._resume()              # the class's own lesson, by itself
        else:
            self.offer_still_open()     # elsewhere: the lessons still open, offered

    @property
    def sessions(self) -> LessonSessions:
        if self._sessions is None:
            self._sessions = connect_lessons()
        return self._sessions

    def offer_still_open(self) -> list[str]:
        """A teacher whose page was reloaded, or whose server restarted, is offered the lessons
        still open (the newest three) to go back to: the children keep sending to that code, and
        this page shows it.  Starting a new lesson stays possible.  The codes offered."""
        try:
            offered = dict(self.choice.options).values()
            running = [p for p in self.sessions.open_sessions() if p.lesson in offered][:3]
        except ClassDataError:
            return []     # Binder, or the store away: the teacher can still start one
        buttons = []
        for pace in running:
            spec = self._spec_of(pace.lesson)
            # The lesson's name above its button, where it may wrap: a button's words stay on one
            # line, and "Go back to King of the Hill: adding up..." was cut on a 320 px screen.
            button = W.Button(description=_("Go back ({code})").format(code=pace.code), button_style="primary",
                              tooltip=_("Go back to {title} ({code})").format(title=spec.title, code=pace.code),
                              layout=W.Layout(width="auto"))
            button.on_click(lambda _b, spec=spec, code=pace.code: self.go_back(spec, code))
            buttons.append(W.VBox([W.HTML(f"<b>{escape(spec.title)}</b>"), button],
                                  layout=W.Layout(max_width="100%", margin="0 12px 8px 0")))
        if buttons:
            self.still_open.children = [W.HTML(f'<p style="{BIG}">' + _("Still open with your class:") + "</p>"),
                                        W.HBox(buttons, layout=W.Layout(flex_flow="row wrap"))]
            self.still_open.layout.display = None
        return [p.code for p in running]

    def go_back(self, spec: "LessonSpec", code: str) -> None:
        self.still_open.layout.display = "none"
        self._begin(spec, code)

    def _resume(self) -> None:
        """On the class server: the lesson already running for this class, if any (the page was
        reloaded, or opened on a second screen)."""
        try:
            pace = self.sessions.room_lesson(self.room, self.choice.value) if self.room else None
        except ClassDataError as e:
            self.status.value = f'<p class="problem">{escape(str(e))}</p>'
            return
        if pace is not None:
            self._begin(self._spec_of(pace.lesson), pace.code)

    def start(self, lesson: Optional[str] = None) -> Optional[str]:
        name = lesson or self.choice.value
        spec = self._spec_of(name)
        try:
            running = self.sessions.room_lesson(self.room, name) if self.room else None
            code = running.code if running else self.sessions.start(lesson_facts(spec), room=self.room)
        except ClassDataError as e:
            self.status.value = f'<p class="problem">{escape(str(e))}</p>'
            return None
        self._begin(spec, code)
        return code

    def _begin(self, spec: "LessonSpec", code: str) -> None:
        self.code, self.spec, self.questions = code, spec, practice_questions(spec)
        self.choice.value = spec.name
        self.still_open.layout.display = "none"
        self.starting.layout.display = "none"
        self.title.value = "<h1>" + _("{title}: with the class").format(title=escape(spec.title)) + "</h1>"
        if self.room:
            self.header.value = (f'<p data-code="{code}">' + _(
                "The children open <b>{title}</b> (they came in with the class word); their pages join this lesson "
                "by themselves: no other code.").format(title=escape(spec.title)) + "</p>")
        else:
            self.header.value = ("<p>" + _("Write this <b>lesson code</b> on the board. Each child opens the lesson "
                                           "<b>{title}</b> and types it:").format(title=escape(spec.title)) + "</p>"
                                 f'<div class="code" data-code="{code}">{code}</div>')
        self.controls.layout.display = None
        self.update()
        if self.pace is not None:
            self.hold.value = self.pace.held_at or 0
        if self._refresh and self._timer is None:
            self._tick()

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
        if self.pace is not None and self.pace.held_at == step:
            return
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
        self.status.value = self._writes_fail() if t.pace.open else ""
        self.pace = t.pace
        self.where.value = where_html(t)
        self.together.value = together_html(self.spec, t, exact=t.pace.revealed or not t.pace.open)
        if t.pace.seen:
            self.together.value += ("<p data-guesses-closed>" + _(
                "The guesses closed when you showed the result: they are what the class predicted before it knew. "
                "A child who had not guessed by then runs the experiment and practises without a guess.") + "</p>")
        self.answers.value = questions_html(self.questions, t)
        self.reveal_button.description = (_("Hide the class's result") if t.pace.revealed
                                          else _("Show the class's result on every screen"))
        if not t.pace.open:
            self.controls.layout.display = "none"
            self.title.value = "<h1>" + _("{title}: the lesson has ended").format(title=escape(self.spec.title)) + "</h1>"
            self.starting.layout.display = None      # the next lesson can start from here
            self.header.value = ("<p>" + _("To do another lesson with the class, choose it here and start it; "
                                           "this one's tally stays below.") + "</p>")

    WRITES_EVERY = 5.0   # s between two asks whether the children's records can be written

    def _writes_fail(self) -> str:
        """Words when the children's records cannot be saved just now, else "" (asked every few
        seconds: the answer in between is the last one)."""
        import time

        if time.monotonic() < getattr(self, "_writes_asked", -1e9) + self.WRITES_EVERY:
            return getattr(self, "_writes_said", "")
        self._writes_asked = time.monotonic()
        self._writes_said = ""
        try:
            self.sessions.check_writes(self.pace.code if self.pace else str(self.code))
        except ClassStoreUnavailable as e:
            self._writes_said = ('<p class="problem">' + _(
                "The children's answers cannot be saved just now: {why} They wait on the children's pages and go by "
                "themselves once it is mended.").format(why=escape(str(e))) + "</p>")
        except ClassDataError:
            pass
        return self._writes_said

    def _refresh_now(self) -> bool:
        """Show the tally; again while the class lesson is open."""
        self.update()
        return self.pace is None or self.pace.open


def wire(dashboard_quiz: Quiz, link: ClassLink) -> None:
    """Send a quiz's first tries through ``link``."""
    dashboard_quiz.on_first_try(link.answered)
