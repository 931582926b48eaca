"""A lesson a class joins: what each child's lesson page tells the teacher, kept anonymously.

The teacher starts a session of one lesson and writes its class code on the board; each child's
lesson page joins with the code and from then on sends what the lesson already knows about the
child's work: the guess they locked in, the step they reached (1 predict, 2 experiment, 3
practise), each practice question's first answer (right, one of the question's named mistakes,
or another wrong answer) and the experiment's results (hits out of games).  The teacher's page
reads the tally; the children's pages read the pace (the step the class is held at, and whether
the class's pooled result is revealed).

The same rules as the class experiment: no names (a child is the random token their page made,
which dies with the page), a record is a small value and a time, and a child may add only to an
open session.  Every record is checked against what the lesson can produce, which the session
was started with: a guess must be one of the lesson's guesses, a question number one the lesson
asks, a mistake one the question names, hits no more than the games.  A first answer, a guess
and a join count once (a second is ignored, never counted twice); a page may send at most
:data:`MOST_RECORDS_PER_CHILD` records to one session.

    sessions = LessonSessions(ClassStore())
    code = sessions.start(LessonFacts("war_odds", guesses=4, questions=4, mistakes=(2, 1, 2, 2), games=600))
    sessions.join(code, child)
    sessions.record(code, child, "guess", 0, 2)        # the third guess
    sessions.record(code, child, "answer", 1, MISTAKE + 0)   # question 2: its first named mistake
    sessions.tally(code)
"""
from __future__ import annotations

import json
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Optional

import sqlalchemy as sa

from kit.words import N_, _

from .store import CHILD_TOKEN, ClassDataError, ClassStore, metadata, shown_code, typed_code

STEPS = {1: N_("Predict"), 2: N_("Experiment"), 3: N_("Practise")}   # (English: said with _ where read)
KINDS = ("join", "step", "guess", "answer", "result")
RIGHT, WRONG, MISTAKE = 0, 1, 2   # an answer's value: right, another wrong answer, MISTAKE + i: mistake i
ROUGH = -1   # the right answer rounded to fewer places than the question asks (told to add a place)
MOST_RECORDS_PER_CHILD = 400      # a whole lesson sends a few dozen: plenty, and a scripted flood stops early
MOST_RUNS_PER_CHILD = 50          # experiment runs one child may add

lesson_sessions = sa.Table(
    "lesson_sessions", metadata,
    sa.Column("code", sa.String(16), primary_key=True),
    sa.Column("lesson", sa.String(60), nullable=False),
    sa.Column("facts", sa.Text, nullable=False),           # LessonFacts as JSON: what a record may say
    sa.Column("open", sa.Boolean, nullable=False),
    sa.Column("held_at", sa.Integer, nullable=True),       # children may go up to this step (None: free)
    sa.Column("revealed", sa.Boolean, nullable=False),
    sa.Column("started", sa.Float, nullable=False),
    # the last record of the lesson when the teacher last showed the class's result (0: none yet;
    # None: never shown): the guesses close then, and the result as shown stays as it was
    sa.Column("shown_upto", sa.Integer, nullable=True),
)
lesson_records = sa.Table(
    "lesson_records", metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("code", sa.String(16), sa.ForeignKey("lesson_sessions.code"), nullable=False),
    sa.Column("child", sa.String(40), nullable=False),
    sa.Column("kind", sa.String(8), nullable=False),
    sa.Column("item", sa.Integer, nullable=False),         # the step, the question's number, the run's number
    sa.Column("value", sa.Integer, nullable=False),        # the guess, the verdict, the hits
    sa.Column("out_of", sa.Integer, nullable=False),       # a run's games (0 for the other kinds)
    sa.Column("added", sa.Float, nullable=False),
    sa.UniqueConstraint("code", "child", "kind", "item", name="uq_lesson_records_once"),
)


@dataclass(frozen=True)
class LessonFacts:
    """What a lesson can produce, so that the store can refuse what it cannot: the number of
    guesses, of practice questions, of named mistakes of each question, and the games of one run."""
    lesson: str
    guesses: int
    questions: int
    mistakes: tuple[int, ...]
    games: int

    def __post_init__(self):
        if len(self.mistakes) != self.questions:
            raise ValueError("say how many mistakes each question names")

    def to_json(self) -> str:
        return json.dumps({"lesson": self.lesson, "guesses": self.guesses, "questions": self.questions,
                           "mistakes": list(self.mistakes), "games": self.games})

    @classmethod
    def from_json(cls, text: str) -> "LessonFacts":
        d = json.loads(text)
        return cls(d["lesson"], int(d["guesses"]), int(d["questions"]), tuple(int(m) for m in d["mistakes"]),
                   int(d["games"]))


@dataclass(frozen=True)
class Pace:
    """What a child's page needs to know of the class: is the session open, up to which step may
    the child go (None: as far as they like), is the class's result shown to everyone, and has the
    class seen it (shown once, even if hidden since): then a guess is no prediction any more."""
    code: str
    lesson: str
    open: bool
    held_at: Optional[int]
    revealed: bool
    seen: bool = False

    def allows(self, step: int) -> bool:
        return self.held_at is None or step <= self.held_at


@dataclass
class QuestionTally:
    first_tries: int = 0
    right: int = 0
    mistakes: Counter = field(default_factory=Counter)   # mistake index -> children
    other_wrong: int = 0
    too_rough: int = 0          # the right answer, rounded to fewer places than asked


@dataclass
class LessonTally:
    pace: Pace
    facts: LessonFacts
    joined: int
    at_step: dict[int, int]            # step -> children whose furthest step it is
    guesses: dict[int, int]            # guess index -> children
    questions: dict[int, QuestionTally]
    hits: int
    games: int
    # the class's result as the teacher last showed it (None: never shown): the numbers said aloud,
    # which the experiments run afterwards (in hits and games) do not change
    shown_hits: Optional[int] = None
    shown_games: Optional[int] = None


class LessonSessions:
    """Lesson sessions kept in a :class:`ClassStore`'s database (see the module)."""

    def __init__(self, store: Optional[ClassStore] = None):
        self.store = store or ClassStore()

    # -- the teacher ---------------------------------------------------------------------------
    def start(self, facts: LessonFacts, room: Optional[str] = None) -> str:
        """A new session of a lesson; its code.  ``room``: the class server's own mark for its
        class (``./hilltop class``), so that a child who came in with the class word finds the
        lesson the teacher started without a second code (:meth:`room_lesson`).  It is kept with
        the lesson's facts (a record's schema stays as it is)."""
        text = facts.to_json() if room is None else json.dumps({**json.loads(facts.to_json()), "room": str(room)})
        return self.store.insert_with_new_code(lesson_sessions, lesson=facts.lesson, facts=text, open=True,
                                               held_at=None, revealed=False, started=time.time())

    def room_lesson(self, room: str, lesson: str) -> Optional[Pace]:
        """The open session of ``lesson`` the teacher of ``room`` started last, or None."""
        with self.store.ready("read"):
            with self.store.engine.connect() as db:
                rows = db.execute(sa.select(lesson_sessions.c.code, lesson_sessions.c.facts)
                                  .where(lesson_sessions.c.lesson == lesson, lesson_sessions.c.open == sa.true())
                                  .order_by(lesson_sessions.c.started.desc())).all()
        for code, facts in rows:
            if json.loads(facts).get("room") == room:
                return self.pace(code)
        return None

    def hold(self, code: str, step: Optional[int]) -> Pace:
        """Hold the class at ``step`` (children may not go past it), or let it go (None)."""
        if step is not None and step not in STEPS:
            raise ClassDataError(_("a lesson has steps 1 to {last}, not {step}").format(last=len(STEPS), step=repr(step)))
        return self._set(code, held_at=step)

    def reveal(self, code: str, shown: bool = True) -> Pace:
        """Show (or hide) the class's pooled result on every child's screen.  Shown, it is the
        result of the records kept so far (:attr:`LessonTally.shown_hits`), and the guesses close:
        the class has seen its result, so a guess after it predicts nothing.  Hidden again, the
        guesses stay closed."""
        if not shown:
            return self._set(code, revealed=False)
        with self.store.ready("saved"):
            pace = self.pace(code)
            with self.store.engine.begin() as db:
                last = db.execute(sa.select(sa.func.max(lesson_records.c.id))
                                  .where(lesson_records.c.code == pace.code)).scalar()
                db.execute(lesson_sessions.update().where(lesson_sessions.c.code == pace.code)
                           .values(revealed=True, shown_upto=last or 0))
        return self.pace(pace.code)

    def close(self, code: str) -> Pace:
        """The lesson is over: nothing more is added; the tally stays to look at."""
        return self._set(code, open=False)

    def _set(self, code: str, **values) -> Pace:
        with self.store.ready("saved"):
            pace = self.pace(code)
            with self.store.engine.begin() as db:
                db.execute(lesson_sessions.update().where(lesson_sessions.c.code == pace.code).values(**values))
        return self.pace(pace.code)

    # -- the children --------------------------------------------------------------------------
    def pace(self, code: str) -> Pace:
        return self._find(code)[0]

    def join(self, code: str, child: str, lesson: Optional[str] = None) -> Pace:
        """A child's page joins; ``lesson`` (the page's lesson) must be the session's."""
        pace, _facts = self._find(code)
        if lesson is not None and lesson != pace.lesson:
            raise ClassDataError(_("the code {code} is for another lesson: open that lesson's page, "
                                   "or check the code with your teacher").format(code=pace.code))
        self.record(pace.code, child, "join", 0, 0)
        return pace

    def record(self, code: str, child: str, kind: str, item: int, value: int, out_of: int = 0) -> bool:
        """Keep one record; returns False when it was there already (a first answer, a guess, a
        step or a join counts once).  Anything the lesson cannot produce is refused in words."""
        if not (isinstance(child, str) and CHILD_TOKEN.fullmatch(child)):
            raise ClassDataError(_("nothing was sent: the page's token is not one the class store made"))
        if kind not in KINDS:
            raise ClassDataError(_("nothing was sent: a lesson page sends {kinds}, not {kind}").format(
                kinds=", ".join(KINDS), kind=repr(kind)))
        item, value, out_of = (_whole(x) for x in (item, value, out_of))
        store = self.store
        with store.ready("saved"):
            pace, facts = self._find(code)
            if not pace.open:
                raise ClassDataError(_("this lesson is over: your teacher has closed it"))
            self._check(facts, kind, item, value, out_of)
            if kind == "guess" and pace.seen:
                raise ClassDataError(_("your guess was not counted: your class has already seen the result, "
                                       "and a guess only counts before anyone knows the answer"))
            needs = {"result": 2, "answer": 3}.get(kind)
            if needs is not None and not pace.allows(needs):
                raise ClassDataError(_("nothing was sent: your teacher holds the class at step {held}; "
                                       "step {needs} ({name}) opens when they say so").format(
                    held=pace.held_at, needs=needs, name=_(STEPS[needs])))
            with store.engine.begin() as db:
                mine = (lesson_records.c.code == pace.code) & (lesson_records.c.child == child)
                sent = db.execute(sa.select(sa.func.count()).select_from(lesson_records).where(mine)).scalar_one()
                if sent >= MOST_RECORDS_PER_CHILD:
                    raise ClassDataError(_("your page has sent all it may send to this lesson: thank you, "
                                           "the class has your work"))
                if kind != "join" and not db.execute(sa.select(lesson_records.c.id).where(
                        mine, lesson_records.c.kind == "join")).first():
                    raise ClassDataError(_("join the lesson with the class code first"))
                if kind == "result":
                    runs = db.execute(sa.select(sa.func.count()).select_from(lesson_records).where(
                        mine, lesson_records.c.kind == "result")).scalar_one()
                    if runs >= MOST_RUNS_PER_CHILD:
                        raise ClassDataError(_("you have added {runs} experiments, the most for one child: "
                                               "the class has your results").format(runs=runs))
                if db.execute(sa.select(lesson_records.c.id).where(
                        mine, lesson_records.c.kind == kind, lesson_records.c.item == item)).first():
                    return False    # already kept: counted once
            try:
                with store.engine.begin() as db:
                    db.execute(lesson_records.insert().values(code=pace.code, child=child, kind=kind, item=item,
                                                              value=value, out_of=out_of, added=time.time()))
            except sa.exc.IntegrityError:   # the same record from a second tab at the same moment
                return False
        return True

    @staticmethod
    def _check(facts: LessonFacts, kind: str, item: int, value: int, out_of: int) -> None:
        bad = None
        if kind == "join" and (item, value, out_of) != (0, 0, 0):
            bad = _("a join says nothing more")
        elif kind == "step" and (item not in STEPS or value or out_of):
            bad = _("a step is 1 to {last}").format(last=len(STEPS))
        elif kind == "guess" and (item != 0 or not 0 <= value < facts.guesses or out_of):
            bad = _("a guess is one of the lesson's {n} guesses").format(n=facts.guesses)
        elif kind == "answer":
            if not 0 <= item < facts.questions or out_of:
                bad = _("the lesson asks questions 1 to {last}").format(last=facts.questions)
            elif not (value in (RIGHT, WRONG, ROUGH) or MISTAKE <= value < MISTAKE + facts.mistakes[item]):
                bad = _("an answer is right, too rough, wrong, or one of the mistakes the question names")
        elif kind == "result" and not (0 <= item and 0 <= value <= out_of and 0 < out_of <= facts.games):
            bad = _("a run of the experiment has at most {games} games, and no more hits than games").format(
                games=facts.games)
        if bad:
            raise ClassDataError(_("nothing was sent: {why}").format(why=bad))

    # -- reading -------------------------------------------------------------------------------
    def tally(self, code: str) -> LessonTally:
        store = self.store
        with store.ready("read"):
            pace, facts = self._find(code)
            with store.engine.connect() as db:
                rows = db.execute(sa.select(lesson_records.c.child, lesson_records.c.kind, lesson_records.c.item,
                                            lesson_records.c.value, lesson_records.c.out_of, lesson_records.c.id)
                                  .where(lesson_records.c.code == pace.code)).all()
                upto = db.execute(sa.select(lesson_sessions.c.shown_upto)
                                  .where(lesson_sessions.c.code == pace.code)).scalar()
        joined: set[str] = set()
        furthest: dict[str, int] = {}
        guesses: Counter = Counter()
        questions: dict[int, QuestionTally] = {}
        hits = games = 0
        shown = [0, 0]
        for child, kind, item, value, out_of, number in rows:
            if kind == "join":
                joined.add(child)
                furthest.setdefault(child, 1)
            elif kind == "step":
                furthest[child] = max(furthest.get(child, 1), item)
            elif kind == "guess":
                guesses[value] += 1
            elif kind == "answer":
                q = questions.setdefault(item, QuestionTally())
                q.first_tries += 1
                if value == RIGHT:
                    q.right += 1
                elif value == WRONG:
                    q.other_wrong += 1
                elif value == ROUGH:
                    q.too_rough += 1
                else:
                    q.mistakes[value - MISTAKE] += 1
            elif kind == "result":
                hits += value
                games += out_of
                if upto is not None and number <= upto:
                    shown[0] += value
                    shown[1] += out_of
        at_step = Counter(furthest[c] for c in joined if c in furthest)
        return LessonTally(pace, facts, len(joined), dict(sorted(at_step.items())), dict(sorted(guesses.items())),
                           dict(sorted(questions.items())), hits, games,
                           *((None, None) if upto is None else shown))

    def check_writes(self, code: str) -> None:
        """Raise ClassStoreUnavailable when the children's records cannot be written just now
        (the teacher's page asks, as the class experiment's does: it otherwise only reads)."""
        self.store.check_row_writes(lesson_sessions, self.pace(code).code)

    def open_sessions(self) -> list[Pace]:
        """The lessons still open, newest first: a teacher's page that was reloaded, or whose server
        restarted, goes back to one of them instead of starting another."""
        with self.store.ready("read"):
            with self.store.engine.connect() as db:
                rows = db.execute(sa.select(lesson_sessions).where(lesson_sessions.c.open == sa.true())
                                  .order_by(lesson_sessions.c.started.desc())).all()
        return [_pace(r) for r in rows]

    def _find(self, code) -> tuple[Pace, LessonFacts]:
        clean = typed_code(code)
        row = None
        if clean is not None:
            with self.store.ready("read"):
                with self.store.engine.connect() as db:
                    row = db.execute(sa.select(lesson_sessions).where(lesson_sessions.c.code == clean)).first()
        if row is None:
            raise ClassDataError(_("there is no lesson with the code {code}: check it with your teacher").format(
                code=repr(shown_code(code))))
        return _pace(row), LessonFacts.from_json(row.facts)


def _pace(row) -> Pace:
    return Pace(str(row.code), str(row.lesson), bool(row.open), row.held_at, bool(row.revealed),
                row.shown_upto is not None)


def _whole(x) -> int:
    if isinstance(x, bool) or not isinstance(x, int) or abs(x) > 10**9:
        raise ClassDataError(_("nothing was sent: a lesson page sends small whole numbers"))
    return int(x)


# -- the same sessions through a school hub's class-results service -----------------------------------
def pace_json(p: Pace) -> dict:
    return {"code": p.code, "lesson": p.lesson, "open": p.open, "held_at": p.held_at, "revealed": p.revealed,
            "seen": p.seen}


def pace_from(d: dict) -> Pace:
    held = d.get("held_at")
    return Pace(str(d["code"]), str(d["lesson"]), bool(d["open"]), None if held is None else int(held),
                bool(d["revealed"]), bool(d.get("seen", d["revealed"])))


def tally_json(t: LessonTally) -> dict:
    return {"pace": pace_json(t.pace), "facts": json.loads(t.facts.to_json()), "joined": t.joined,
            "at_step": list(t.at_step.items()), "guesses": list(t.guesses.items()),
            "questions": [[n, q.first_tries, q.right, list(q.mistakes.items()), q.other_wrong, q.too_rough]
                          for n, q in t.questions.items()],
            "hits": t.hits, "games": t.games,
            "shown": None if t.shown_games is None else [t.shown_hits, t.shown_games]}


def tally_from(d: dict) -> LessonTally:
    return LessonTally(
        pace_from(d["pace"]), LessonFacts.from_json(json.dumps(d["facts"])), int(d["joined"]),
        {int(s): int(n) for s, n in d["at_step"]}, {int(g): int(n) for g, n in d["guesses"]},
        {int(n): QuestionTally(int(tries), int(right), Counter({int(i): int(k) for i, k in slips}), int(other),
                               int(rough[0]) if rough else 0)
         for n, tries, right, slips, other, *rough in d["questions"]},
        int(d["hits"]), int(d["games"]),
        *((None, None) if d.get("shown") is None else (int(d["shown"][0]), int(d["shown"][1]))))


class HubLessonSessions:
    """:class:`LessonSessions` through the hub's class-results service (class_store/service.py),
    called with the user's own hub token: the same methods, the same refusals.  The service
    knows who asks, so the child's page token is not sent: one hub account is one child."""

    def __init__(self, hub_store):
        self._hub = hub_store     # a class_store.hub_client.HubClassStore (its address and token)

    def start(self, facts: LessonFacts, room: Optional[str] = None) -> str:
        return str(self._hub._call("lessonstart", body={"facts": json.loads(facts.to_json())})["code"])

    def hold(self, code: str, step: Optional[int]) -> Pace:
        return pace_from(self._hub._call("lessonhold", body={"code": code, "step": step}))

    def reveal(self, code: str, shown: bool = True) -> Pace:
        return pace_from(self._hub._call("lessonreveal", body={"code": code, "shown": bool(shown)}))

    def close(self, code: str) -> Pace:
        return pace_from(self._hub._call("lessonclose", body={"code": code}))

    def pace(self, code: str) -> Pace:
        return pace_from(self._hub._call("lessonpace", {"code": code if isinstance(code, str) else ""}))

    def join(self, code: str, child: str, lesson: Optional[str] = None) -> Pace:
        return pace_from(self._hub._call("lessonjoin", body={"code": code, "lesson": lesson}))

    def record(self, code: str, child: str, kind: str, item: int, value: int, out_of: int = 0) -> bool:
        return bool(self._hub._call("lessonrecord", body={"code": code, "kind": kind, "item": item,
                                                          "value": value, "out_of": out_of})["kept"])

    def room_lesson(self, room: str, lesson: str) -> Optional[Pace]:
        return None     # a hub has no class room: each child types the lesson code

    def tally(self, code: str) -> LessonTally:
        return tally_from(self._hub._call("lessontally", {"code": code if isinstance(code, str) else ""}))

    def open_sessions(self) -> list[Pace]:
        return [pace_from(p) for p in self._hub._call("lessonopen")]

    def check_writes(self, code: str) -> None:
        self._hub._call("lessonwritable", {"code": code if isinstance(code, str) else ""})


class NoSharedLessons:
    """Where a class cannot share a lesson (Binder, a hub without the service): every call says why."""

    def __init__(self, why: str):
        self.why = why

    def _refuse(self, *args, **kwargs):
        raise ClassDataError(_(self.why))

    start = hold = reveal = close = pace = join = record = tally = open_sessions = check_writes = room_lesson = _refuse


def connect_lessons():
    """The lesson sessions for this server, chosen as :func:`class_store.connect` chooses the
    class experiments' store: the hub's service under a hub, words on Binder, else the local store."""
    from .hub_client import HubClassStore, NoSharedStore, connect

    store = connect()
    if isinstance(store, HubClassStore):
        return HubLessonSessions(store)
    if isinstance(store, NoSharedStore):
        return NoSharedLessons(store.why)
    return LessonSessions(store)
