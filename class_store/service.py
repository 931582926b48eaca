"""The class results as a JupyterHub service: the one process on a hub that holds the database.

On a school's hub every child runs code in a server of their own, so the class results cannot be
reached with a database address from there: whoever holds the address can close every experiment
and delete every result.  Instead the hub starts this service (deploy/jupyterhub/jupyterhub_config.py,
``python -m class_store.service``) with the database address in its environment only, and the
children's and teachers' kernels call it through the hub's own authentication: each request carries
the caller's JupyterHub API token (the one the hub gives each user's server), the service asks the
hub whose it is and what it may do, and answers.  What each may do is a JupyterHub scope, granted
by roles in the hub's configuration:

``custom:class-results:add``    (every user) see the tally of, and add results to, an open
                                experiment of one of their classes
``custom:class-results:teach``  (the ``teachers`` group) start an experiment for their classes;
                                reset, close, download and follow it

A class is a hub group (any group but ``teachers``).  An experiment belongs to the classes of
the teacher who started it, and to that teacher; when the teacher is in no class group it belongs
to every child of the hub (a try-out hub has no groups).  A code of another class is answered as
an unknown code: a child learns nothing about other classes.

The API (under the service's prefix, ``/services/class-results/``), JSON in and out:

    POST api/start  {"kind"}            -> {"code"}                      teach
    GET  api/open                       -> [[code, kind], ...]           teach
    GET  api/tally?code=                -> the Tally's fields            add or teach
    GET  api/since?code=&after=&most=   -> the NewResults' fields        add (most=0: counts only)
                                                                         or teach
    POST api/add    {"code", "values", "batch"?} -> {"added"}            add (a batch id sent
                                                                         again adds nothing)
    GET  api/writable?code=             -> {} or 503                     teach (can results be
                                                                         written just now?)
    GET  api/values?code=&most=         -> [value, ...]                  teach
    GET  api/csv?code=                  -> text/csv                      teach
    POST api/reset  {"code"}            -> {}                            teach
    POST api/close  {"code"}            -> {}                            teach

A lesson the class joins has its own actions (``lesson...``, see :class:`Api`).  The teacher's
hold and reveal are kept here, where the records are, not only on the child's screen: a child's
record for a step beyond the step the class is held at is refused, and a child may read the
class's pooled result (``lessontally``) only once the teacher has shown it.

A child's results are counted against the per-child limit under a token the service derives from
their hub account (never their name, and the same on every page they open), whatever token the
page sends.  A refusal is ``{"error": "...", "refusal": "refused" | "limit" | "unavailable"}`` in a child's
or teacher's words, in the language the caller's page is in (the client sends it as
``Accept-Language``: kit/words.py), with 400 (the store refused: unknown code, closed experiment, impossible value,
the child's limit), 403 (the caller lacks the scope) or 503 (the database cannot be read or written
just now; which database and why go to the service's log, never to the caller).
:mod:`class_store.hub_client` is the other end.
"""
from __future__ import annotations

import asyncio
import hashlib
import hmac
import json
import logging
import os
from typing import Any, Optional, cast

import sqlalchemy as sa
from tornado import ioloop, web
from tornado.httpserver import HTTPServer

from kit.words import ENGLISH, N_, _, choose, known, speaking

from .store import ChildLimitReached, ClassDataError, ClassStore, ClassStoreUnavailable, _without_password
from .lesson_sessions import LessonFacts, LessonSessions, pace_json, tally_json

NAME = "class-results"
ADD = "custom:class-results:add"
TEACH = "custom:class-results:teach"
TEACHERS_GROUP = "teachers"
MOST_BODY = 1_000_000   # bytes: 10,000 results of a few digits each fit several times over

log = logging.getLogger("hilltop.class-results")

# Which classes (hub groups) and which teacher an experiment started through the hub belongs to.
# Kept beside the store's own tables, in the same database, made by the store's migrations
# (class_store/migrations/versions/0004_hub_owners.py).
owners = sa.Table(
    "hub_experiment_owners", sa.MetaData(),
    sa.Column("code", sa.String(16), primary_key=True),
    sa.Column("teacher", sa.String(255), nullable=False),
    sa.Column("classes", sa.Text, nullable=False),   # group names, one a line; empty: every child
)


def scopes_for_jupyterhub() -> dict[str, dict[str, str]]:
    """The custom scopes the hub must define (``c.JupyterHub.custom_scopes``)."""
    return {
        ADD: {"description": "Add results to an open class experiment of one's own class, and see its tally"},
        TEACH: {"description": "Start, reset, close, follow and download the class experiments of one's classes"},
    }


def child_token(user: dict) -> str:
    """A token for ``user``'s results (the per-child limit): the same for every page they open,
    not their name, and not to be guessed from it without the service's own secret."""
    secret = os.environ.get("JUPYTERHUB_API_TOKEN", "")
    return hmac.new(secret.encode(), str(user.get("name")).encode(), hashlib.sha256).hexdigest()[:32]


def classes_of(user: dict) -> set[str]:
    return {g for g in user.get("groups") or () if g != TEACHERS_GROUP}


class Owners:
    """Who an experiment belongs to (see the module)."""

    def __init__(self, store: ClassStore):
        # Each call is inside ``store.ready``, which brings the database to its newest schema first
        # (a database that is down when the service starts may come back: until then each call is
        # refused with "try again").
        self.store = store
        self.engine = store.engine

    def record(self, code: str, teacher: str, classes: set[str]) -> None:
        with self.store.ready("saved"), self.engine.begin() as db:
            db.execute(owners.insert().values(code=code, teacher=teacher, classes="\n".join(sorted(classes))))

    def get(self, code: str) -> Optional[tuple[str, set[str]]]:
        with self.store.ready("read"), self.engine.connect() as db:
            row = db.execute(sa.select(owners.c.teacher, owners.c.classes).where(owners.c.code == code)).first()
        if row is None:
            return None
        return str(row[0]), {c for c in str(row[1]).split("\n") if c}

    def may_see(self, user: dict, code: str) -> bool:
        """Whether ``user`` belongs to the experiment ``code`` (its teacher, or one of its classes)."""
        found = self.get(code)
        if found is None:       # started outside the hub (the same database used by ./hilltop run)
            return False
        teacher, classes = found
        return user.get("name") == teacher or not classes or bool(classes & classes_of(user))


class Api(web.RequestHandler):
    """One endpoint per action of the store (see the module)."""

    ACTIONS: dict[str, tuple[str, str]] = {   # action -> (HTTP method, scope it needs)
        "start": ("POST", TEACH), "open": ("GET", TEACH), "tally": ("GET", ADD), "add": ("POST", ADD),
        "since": ("GET", ADD),
        "values": ("GET", TEACH), "csv": ("GET", TEACH), "reset": ("POST", TEACH), "close": ("POST", TEACH),
        # a lesson the class joins (class_store/lesson_sessions.py)
        "writable": ("GET", TEACH),
        "lessonstart": ("POST", TEACH), "lessonhold": ("POST", TEACH), "lessonreveal": ("POST", TEACH),
        "lessonclose": ("POST", TEACH), "lessonopen": ("GET", TEACH), "lessonwritable": ("GET", TEACH),
        # a child reads the class's result only once the teacher shows it (do_lessontally)
        "lessontally": ("GET", ADD),
        "lessonjoin": ("POST", ADD), "lessonrecord": ("POST", ADD), "lessonpace": ("GET", ADD),
    }
    WHO = {TEACH: N_("only a teacher can do this"), ADD: N_("this hub account may not take part in class experiments")}
    language = ENGLISH   # the caller's page's language (act), in which every refusal is said

    def initialize(self, store: ClassStore, owners: Owners, hub_auth: Any) -> None:
        self.store = store
        self.lessons = LessonSessions(store)
        self.owners = owners
        self.hub_auth = hub_auth

    def check_xsrf_cookie(self) -> None:  # pragma: no cover - tokens only, no cookies are read
        return

    def write_error(self, status_code: int, **kwargs: Any) -> None:
        self.set_header("Content-Type", "application/json")
        with speaking(self.language):
            self.finish(json.dumps({"error": _("the class results cannot be reached just now")}))

    def said(self, message: str) -> str:
        """``message`` (English, a catalog message) in the caller's language."""
        with speaking(self.language):
            return _(message)

    def in_language(self, do: Any, *args: Any) -> Any:
        """``do(*args)`` (on a worker thread) speaking the caller's language: the store's refusals
        come back in it."""
        with speaking(self.language):
            return do(*args)

    def refuse(self, status: int, message: str, refusal: str = "refused") -> None:
        self.set_status(status)
        self.set_header("Content-Type", "application/json")
        self.finish(json.dumps({"error": message, "refusal": refusal}))

    async def get(self, action: str) -> None:
        await self.act(action, "GET")

    async def post(self, action: str) -> None:
        await self.act(action, "POST")

    async def act(self, action: str, method: str) -> None:
        asked = self.request.headers.get("Accept-Language", "")
        self.language = asked if known(asked) else choose(None, asked)
        if action not in self.ACTIONS or self.ACTIONS[action][0] != method:
            return self.refuse(404, self.said(N_("there is no such class-results action")))
        user = await self.hub_auth.get_user(self, sync=False)
        if not user:
            return self.refuse(403, self.said(N_("log in to the hub first")))
        held = set(user.get("scopes") or ())
        if not self.hub_auth.check_scopes(self.hub_auth.access_scopes, user):
            return self.refuse(403, self.said(N_("this hub account may not use the class results")))
        needed = self.ACTIONS[action][1]
        # a teacher may do whatever a child may
        if needed not in held and not (needed == ADD and TEACH in held):
            return self.refuse(403, self.said(self.WHO[needed]))
        try:
            args = self.in_language(self.arguments)
        except ValueError as e:
            return self.refuse(400, str(e))
        try:
            answer = await asyncio.get_running_loop().run_in_executor(
                None, self.in_language, getattr(self, "do_" + action), user, held, args)
        except ClassStoreUnavailable as e:
            log.error("the class database failed during %s: %s", action, e.for_teacher)
            return self.refuse(503, str(e), "unavailable")
        except ChildLimitReached as e:
            return self.refuse(400, str(e), "limit")
        except ClassDataError as e:
            return self.refuse(400, str(e))
        except sa.exc.SQLAlchemyError as e:
            log.error("the class database failed during %s: %s", action, type(e).__name__)
            return self.refuse(503, self.said(N_("the class results cannot be reached just now; try again in a "
                                                 "minute")), "unavailable")
        if isinstance(answer, str):
            self.set_header("Content-Type", "text/csv; charset=utf-8")
            self.finish(answer)
        else:
            self.set_header("Content-Type", "application/json")
            self.finish(json.dumps(answer))

    def arguments(self) -> dict[str, Any]:
        if self.request.method == "GET":
            return {k: self.get_query_argument(k) for k in self.request.query_arguments}
        try:
            body = json.loads(self.request.body or b"{}")
        except ValueError:
            raise ValueError(_("the request was not understood")) from None
        if not isinstance(body, dict):
            raise ValueError(_("the request was not understood"))
        return body

    # -- the actions (run on a worker thread: the store's calls block) ------------------------------
    def _own(self, user: dict, args: dict) -> str:
        """The experiment's code, once the caller is known to belong to it; else 'unknown code'."""
        typed = args.get("code")
        typed = typed[:40] if isinstance(typed, str) else ""
        code = self.store.since(typed, most=0).code   # an unknown code: the store's own words
        if not self.owners.may_see(user, code):
            raise ClassDataError(_("there is no class experiment with the code {code}: "
                                   "check it with your teacher").format(code=repr(typed.strip()[:16])))
        return code

    def do_start(self, user: dict, held: set, args: dict) -> dict:
        kind = args.get("kind")
        code = self.store.start(kind if isinstance(kind, str) else repr(kind)[:40])
        self.owners.record(code, user["name"], classes_of(user))
        return {"code": code}

    def do_open(self, user: dict, held: set, args: dict) -> list:
        return [[c, k] for c, k in self.store.open_experiments() if self.owners.may_see(user, c)]

    def do_tally(self, user: dict, held: set, args: dict) -> dict:
        t = self.store.tally(self._own(user, args))
        return {"code": t.code, "kind": t.kind, "open": t.open, "count": t.count, "total": t.total,
                "histogram": [[v, n] for v, n in t.histogram.items()]}

    def do_add(self, user: dict, held: set, args: dict) -> dict:
        values = args.get("values")
        if not isinstance(values, list):
            raise ClassDataError(_("nothing was added: the results were not understood"))
        batch = args.get("batch")
        if batch is not None and not isinstance(batch, str):
            raise ClassDataError(_("nothing was added: the results' id is not one a page makes"))
        return {"added": self.store.add(self._own(user, args), values, child=child_token(user), batch=batch)}

    def do_writable(self, user: dict, held: set, args: dict) -> dict:
        self.store.check_writes(self._own(user, args))
        return {}

    def do_since(self, user: dict, held: set, args: dict) -> dict:
        try:
            after, most = int(args.get("after", 0)), int(args.get("most", 1_000_000))
        except ValueError:
            raise ClassDataError(_("the results asked for were not understood")) from None
        if TEACH not in held:
            most = 0          # a child sees the class's count and average, not the list of results
        now = self.store.since(self._own(user, args), after=max(0, after), most=max(0, min(most, 1_000_000)))
        return {"code": now.code, "kind": now.kind, "open": now.open, "count": now.count, "total": now.total,
                "last": now.last, "values": list(now.values)}

    def do_values(self, user: dict, held: set, args: dict) -> list:
        try:
            most = int(args.get("most", 20_000))
        except ValueError:
            raise ClassDataError(_("the number of results asked for was not understood")) from None
        return self.store.values(self._own(user, args), most=max(0, min(most, 20_000)))

    def do_csv(self, user: dict, held: set, args: dict) -> str:
        return self.store.export_csv(self._own(user, args))

    def do_reset(self, user: dict, held: set, args: dict) -> dict:
        self.store.reset(self._own(user, args))
        return {}

    def do_close(self, user: dict, held: set, args: dict) -> dict:
        self.store.close(self._own(user, args))
        return {}


    # -- a lesson the class joins -------------------------------------------------------------------
    def _own_lesson(self, user: dict, args: dict) -> str:
        # whatever the request holds goes to the store, which refuses a bad value in its own words
        code = self.lessons.pace(cast(str, args.get("code"))).code   # an unknown code: the store's own words
        if not self.owners.may_see(user, code):
            raise ClassDataError(_("there is no lesson with the code {code}: check it with your teacher").format(
                code=repr(str(args.get("code")).strip()[:16])))
        return code

    @staticmethod
    def _child(user: dict, code: str) -> str:
        """The child as the lesson's records know them: their keyed token (as for results), so one
        account is one child (a page cannot pose as many) and no name is kept."""
        return child_token(user)

    def do_lessonstart(self, user: dict, held: set, args: dict) -> dict:
        try:
            facts = LessonFacts.from_json(json.dumps(args.get("facts")))
        except (TypeError, ValueError, KeyError):
            raise ClassDataError(_("the lesson was not understood")) from None
        code = self.lessons.start(facts)
        self.owners.record(code, user["name"], classes_of(user))
        return {"code": code}

    def do_lessonhold(self, user: dict, held: set, args: dict) -> dict:
        return pace_json(self.lessons.hold(self._own_lesson(user, args), args.get("step")))

    def do_lessonreveal(self, user: dict, held: set, args: dict) -> dict:
        return pace_json(self.lessons.reveal(self._own_lesson(user, args), bool(args.get("shown", True))))

    def do_lessonclose(self, user: dict, held: set, args: dict) -> dict:
        return pace_json(self.lessons.close(self._own_lesson(user, args)))

    def do_lessontally(self, user: dict, held: set, args: dict) -> dict:
        code = self._own_lesson(user, args)
        if TEACH not in held and not self.lessons.pace(code).revealed:
            raise ClassDataError(_("your teacher has not shown the class's result yet"))
        return tally_json(self.lessons.tally(code))

    def do_lessonwritable(self, user: dict, held: set, args: dict) -> dict:
        self.lessons.check_writes(self._own_lesson(user, args))
        return {}

    def do_lessonopen(self, user: dict, held: set, args: dict) -> list:
        return [pace_json(p) for p in self.lessons.open_sessions() if self.owners.may_see(user, p.code)]

    def do_lessonpace(self, user: dict, held: set, args: dict) -> dict:
        return pace_json(self.lessons.pace(self._own_lesson(user, args)))

    def do_lessonjoin(self, user: dict, held: set, args: dict) -> dict:
        code = self._own_lesson(user, args)
        lesson = args.get("lesson")
        return pace_json(self.lessons.join(code, self._child(user, code), lesson if isinstance(lesson, str) else None))

    # the step a record belongs to: a child held at a step sends nothing of a later one
    NEEDS = {"result": 2, "answer": 3}

    def do_lessonrecord(self, user: dict, held: set, args: dict) -> dict:
        code = self._own_lesson(user, args)
        kind, item = args.get("kind"), args.get("item")
        needs = item if kind == "step" and isinstance(item, int) else self.NEEDS.get(str(kind))
        pace = self.lessons.pace(code)
        if needs is not None and pace.open and not pace.allows(needs):
            raise ClassDataError(_("nothing was sent: your teacher holds the class at step {held}").format(
                held=pace.held_at))
        kept = self.lessons.record(code, self._child(user, code), cast(str, args.get("kind")),
                                   cast(int, args.get("item")), cast(int, args.get("value")), args.get("out_of", 0))
        return {"kept": kept}


def make_app(store: ClassStore, hub_auth: Any, prefix: str) -> web.Application:
    owners_ = Owners(store)
    route = prefix.rstrip("/") + r"/api/([a-z]+)"
    return web.Application([(route, Api, {"store": store, "owners": owners_, "hub_auth": hub_auth})])


def main() -> None:  # pragma: no cover - run by the hub (tests/test_jupyterhub.py runs it for real)
    from urllib.parse import urlparse

    from jupyterhub.services.auth import HubAuth

    logging.basicConfig(level=logging.INFO, format="[class-results %(levelname)s] %(message)s")
    try:
        store = ClassStore()      # $HILLTOP_CLASS_DB, given to this process only
    except (ClassDataError, sa.exc.SQLAlchemyError) as e:
        raise SystemExit(f"the class-results service cannot start: {_without_password(str(e), os.environ.get('HILLTOP_CLASS_DB', ''))}") from None
    hub_auth = HubAuth(cache_max_age=60)
    prefix = os.environ.get("JUPYTERHUB_SERVICE_PREFIX", f"/services/{NAME}/")
    url = urlparse(os.environ["JUPYTERHUB_SERVICE_URL"])
    server = HTTPServer(make_app(store, hub_auth, prefix), max_body_size=MOST_BODY)
    # The address the hub gives (127.0.0.1 on one machine); in a Kubernetes pod the hub's name is
    # another machine's address, and $HILLTOP_CLASS_SERVICE_BIND says what to listen on instead.
    server.listen(url.port or 80, os.environ.get("HILLTOP_CLASS_SERVICE_BIND") or url.hostname or "127.0.0.1")
    log.info("serving the class results at %s%s", os.environ["JUPYTERHUB_SERVICE_URL"], prefix)
    ioloop.IOLoop.current().start()


if __name__ == "__main__":
    main()
