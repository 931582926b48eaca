"""The class-results service (class_store/service.py) and its client (class_store/hub_client.py),
without a hub: the hub's answer about a token is played by a stand-in that knows three tokens
(a teacher of class 4b, a child of 4b, a child of 5a), the way the hub answers /hub/api/user.
The real hub is tests/test_jupyterhub.py.  Also where class_store.connect() finds the results."""
from __future__ import annotations

import asyncio
import threading

import numpy as np
import pytest
from tornado.httpserver import HTTPServer

from class_store import EXPERIMENTS, ChildLimitReached, ClassDataError, ClassStore, connect
from class_store.hub_client import HubClassStore, NoSharedStore
from class_store.service import ADD, TEACH, make_app
from conftest import ServerProcess, free_port, scratch

ACCESS = "access:services!service=class-results"
USERS = {
    "t-token": {"name": "ms-lee", "groups": ["teachers", "4b"], "scopes": [ACCESS, ADD, TEACH]},
    "a-token": {"name": "ada", "groups": ["4b"], "scopes": [ACCESS, ADD]},
    "d-token": {"name": "dan", "groups": ["5a"], "scopes": [ACCESS, ADD]},
    "no-access": {"name": "eve", "groups": ["4b"], "scopes": [ADD]},
}


class StandInHub:
    """What the service asks of the hub: whose is this token, and does it grant access."""

    access_scopes = {ACCESS}

    async def get_user(self, handler, sync=False):
        header = handler.request.headers.get("Authorization", "")
        return USERS.get(header.removeprefix("token "))

    def check_scopes(self, required, user):
        return set(required) & set(user["scopes"])


@pytest.fixture(scope="module")
def service():
    """The service's app on 127.0.0.1 (its own event loop in a thread), over a fresh SQLite store."""
    store = ClassStore(f"sqlite:///{scratch() / 'service-test.db'}")
    port = free_port()
    ready = threading.Event()
    holder = {}

    def serve():
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        server = HTTPServer(make_app(store, StandInHub(), "/services/class-results/"), max_body_size=1_000_000)
        server.listen(port, "127.0.0.1")
        holder["loop"], holder["server"] = loop, server
        loop.call_soon(ready.set)
        loop.run_forever()

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    assert ready.wait(30)
    yield f"http://127.0.0.1:{port}/services/class-results/"
    holder["loop"].call_soon_threadsafe(holder["loop"].stop)
    thread.join(10)
    store.dispose()


def as_(service, token):
    return HubClassStore(service, token)


def games(kind, n=5, seed=1):
    return [int(v) for v in EXPERIMENTS[kind].simulate(np.random.default_rng(seed), n)]


KIND = next(iter(EXPERIMENTS))


def test_the_teacher_and_the_class_pool_through_the_service(service):
    teacher, ada = as_(service, "t-token"), as_(service, "a-token")
    code = teacher.start(KIND)
    assert ada.add(code, games(KIND)) == 5
    assert ada.add(code.lower().replace("-", ""), games(KIND, 3, seed=2)) == 3   # as a child types it
    t = teacher.tally(code)
    assert (t.code, t.kind, t.open, t.count) == (code, KIND, True, 8)
    assert ada.tally(code).count == 8
    assert teacher.values(code) == games(KIND) + games(KIND, 3, seed=2)
    assert teacher.export_csv(code).count("\n") == 1 + 8
    assert (code, KIND) in teacher.open_experiments()
    teacher.reset(code)
    assert teacher.tally(code).count == 0
    teacher.close(code)
    assert (code, KIND) not in teacher.open_experiments()


def test_a_child_may_not_do_a_teachers_part(service):
    teacher, ada = as_(service, "t-token"), as_(service, "a-token")
    code = teacher.start(KIND)
    ada.add(code, games(KIND))
    for action in (lambda: ada.start(KIND), lambda: ada.close(code), lambda: ada.reset(code),
                   lambda: ada.export_csv(code), lambda: ada.values(code), lambda: ada.open_experiments()):
        with pytest.raises(ClassDataError, match="only a teacher can do this"):
            action()
    t = teacher.tally(code)
    assert t.open and t.count == 5


def test_another_class_and_a_closed_experiment_take_nothing(service):
    teacher, ada, dan = as_(service, "t-token"), as_(service, "a-token"), as_(service, "d-token")
    code = teacher.start(KIND)
    with pytest.raises(ClassDataError, match="no class experiment with the code"):
        dan.add(code, games(KIND))
    with pytest.raises(ClassDataError, match="no class experiment with the code"):
        dan.tally(code)
    teacher.close(code)
    with pytest.raises(ClassDataError, match="closed"):
        ada.add(code, games(KIND))
    assert teacher.tally(code).count == 0


def test_no_token_a_stranger_or_no_access_is_refused(service):
    for token in ("", "made-up", "no-access"):
        with pytest.raises(ClassDataError) as refused:
            as_(service, token).tally("ABC-DEF")
        assert "hub" in str(refused.value)


def test_bad_input_is_refused_in_words_and_changes_nothing(service):
    teacher, ada = as_(service, "t-token"), as_(service, "a-token")
    code = teacher.start(KIND)
    for values in ([10 ** 40], ["seven"], [None]):
        with pytest.raises(ClassDataError, match="nothing was added"):
            ada.add(code, values)
    for kind in ("<script>", ["war_length"], {"a": 1}):
        with pytest.raises(ClassDataError, match="there is no experiment called"):
            teacher.start(kind)
    import urllib.request

    # a body that is not JSON, or too big, gets words (no traceback)
    for body in (b"{not json", b"[1, 2]", b"x" * 2_000_000):
        request = urllib.request.Request(service + "api/add", data=body, method="POST",
                                         headers={"Authorization": "token a-token"})
        try:
            urllib.request.build_opener(urllib.request.ProxyHandler({})).open(request, timeout=30)
            raise AssertionError("accepted")
        except urllib.error.HTTPError as e:
            try:
                text = e.read().decode()
            except ConnectionError:   # a body over the limit: refused, then the connection closed
                text = ""
            assert e.code in (400, 413) and "Traceback" not in text, (e.code, text)
        except (ConnectionError, urllib.error.URLError):
            pass   # the server may close the connection on a body over its limit
    assert teacher.tally(code).count == 0


def test_the_client_says_when_the_service_cannot_be_reached():
    far = HubClassStore(f"http://127.0.0.1:{free_port()}/services/class-results/", "a-token", timeout=5)
    with pytest.raises(ClassDataError, match="cannot be reached just now"):
        far.tally("ABC-DEF")
    assert "a-token" not in repr(far)


def test_connect_finds_the_results_where_the_server_runs(monkeypatch):
    for name in ("JUPYTERHUB_API_TOKEN", "HILLTOP_CLASS_SERVICE_URL", "BINDER_LAUNCH_HOST", "BINDER_REPO_URL",
                 "BINDER_REQUEST"):
        monkeypatch.delenv(name, raising=False)
    assert isinstance(connect(), ClassStore)                       # ./hilltop run: the local store
    monkeypatch.setenv("JUPYTERHUB_API_TOKEN", "a-token")
    lonely = connect()                                            # a hub without the service
    assert isinstance(lonely, NoSharedStore)
    with pytest.raises(ClassDataError, match="class-results service"):
        lonely.tally("ABC-DEF")
    monkeypatch.setenv("HILLTOP_CLASS_SERVICE_URL", "http://127.0.0.1:9/services/class-results/")
    assert isinstance(connect(), HubClassStore)                   # a hub with it
    monkeypatch.setenv("BINDER_LAUNCH_HOST", "https://mybinder.org/")
    binder = connect()                                            # Binder (a hub too) pools nothing
    assert isinstance(binder, NoSharedStore)
    with pytest.raises(ClassDataError, match="a computer of your own"):
        binder.add("ABC-DEF", [1])


def test_a_database_that_is_down_leaves_its_password_out_of_the_hubs_log():
    """The service starts even when its database is down (it may come back; callers are told to try
    again), and nothing it logs holds the database's password."""
    import os
    import sys

    port = free_port()
    env = dict(os.environ, HILLTOP_CLASS_DB="postgresql+psycopg://hilltop:S3cretPW@127.0.0.1:1/hilltop",
               JUPYTERHUB_SERVICE_URL=f"http://127.0.0.1:{port}", JUPYTERHUB_API_TOKEN="x")
    log = scratch() / "service.log"
    service = ServerProcess([sys.executable, "-m", "class_store.service"], log_path=log, env=env)
    service.name = "the class results service"
    try:
        service.wait_for(lambda: "serving the class results" in service.log(), 60, "the service did not start",
                         every=0.2)
    finally:
        service.stop()
    said = log.read_text(errors="replace")
    assert "S3cretPW" not in said and "hilltop:***@" in said, said[-2000:]


def test_a_child_sees_how_many_results_not_the_list(service):
    teacher, ada = as_(service, "t-token"), as_(service, "a-token")
    code = teacher.start(KIND)
    ada.add(code, games(KIND))
    first = teacher.since(code)
    assert first.values == games(KIND) and first.count == 5
    ada.add(code, games(KIND, 3, seed=2))
    mine, theirs = ada.since(code), teacher.since(code, after=first.last)
    assert (mine.count, mine.last, mine.values) == (8, theirs.last, [])      # a child: the counts only
    assert theirs.values == games(KIND, 3, seed=2)                           # the teacher: what is new
    assert theirs.total == sum(games(KIND)) + sum(games(KIND, 3, seed=2))


def test_a_child_is_held_to_the_limit_on_every_page_they_open(service, monkeypatch):
    """The service counts a child's results under their hub account, whatever page token is sent:
    a new page (a new token) does not start the count again."""
    import class_store.store as store_module

    monkeypatch.setattr(store_module, "MOST_PER_CHILD", 8)
    teacher, ada = as_(service, "t-token"), as_(service, "a-token")
    code = teacher.start(KIND)
    assert ada.add(code, games(KIND), child="page-one") == 5
    with pytest.raises(ChildLimitReached):
        ada.add(code, games(KIND), child="page-two")
    assert teacher.tally(code).count == 5


def test_a_database_that_fails_is_the_stores_try_again_refusal(service, monkeypatch):
    from class_store import ClassStoreUnavailable

    teacher, ada = as_(service, "t-token"), as_(service, "a-token")
    code = teacher.start(KIND)

    def broken(*args, **kwargs):
        raise ClassStoreUnavailable("the class results cannot be saved just now", "sqlite:///x", "disk I/O error")

    monkeypatch.setattr(ClassStore, "add", broken)
    with pytest.raises(ClassStoreUnavailable, match="cannot be saved just now") as refused:
        ada.add(code, games(KIND))
    assert "disk I/O" not in str(refused.value) and "sqlite" not in refused.value.for_teacher


# -- a lesson the class joins, through the service ------------------------------------------------------
def lessons_as(service, token):
    from class_store.lesson_sessions import HubLessonSessions

    return HubLessonSessions(as_(service, token))


def test_a_lesson_pools_through_the_service_and_one_account_is_one_child(service):
    from class_store.lesson_sessions import MISTAKE, RIGHT, LessonFacts

    teacher, ada = lessons_as(service, "t-token"), lessons_as(service, "a-token")
    code = teacher.start(LessonFacts("war_odds", guesses=4, questions=2, mistakes=(2, 1), games=600))
    teacher.hold(code, 1)
    pace = ada.join(code, "page-1", lesson="war_odds")
    assert pace.held_at == 1 and not pace.allows(2)
    assert ada.record(code, "page-1", "guess", 0, 3)
    # a second page of the same account is the same child: its guess is not counted again
    ada.join(code, "page-2", lesson="war_odds")
    assert not ada.record(code, "page-2", "guess", 0, 1)
    teacher.hold(code, None)
    assert ada.record(code, "page-2", "answer", 0, MISTAKE + 1)
    assert ada.record(code, "page-1", "result", 0, 30, 600)
    t = teacher.tally(code)
    assert (t.joined, t.guesses, t.hits, t.games) == (1, {3: 1}, 30, 600)
    assert dict(t.questions[0].mistakes) == {1: 1} and t.questions[0].right == 0
    assert teacher.reveal(code).revealed and ada.pace(code).revealed and ada.pace(code).seen
    ada.record(code, "page-1", "result", 1, 40, 600)     # after the reveal: kept, but not in the result shown
    t = ada.tally(code)
    assert (t.hits, t.games, t.shown_hits, t.shown_games) == (70, 1200, 30, 600)
    with pytest.raises(ClassDataError, match="already seen the result"):   # a guess now is no prediction
        ada.record(code, "page-1", "guess", 0, 1)
    with pytest.raises(ClassDataError, match="mistakes the question names"):   # forged: refused in words
        ada.record(code, "page-1", "answer", 1, RIGHT + 9)
    assert teacher.tally(code).questions.keys() == {0}


def test_a_child_may_not_lead_a_lesson_and_another_class_cannot_join(service):
    from class_store.lesson_sessions import LessonFacts

    teacher, ada, dan = (lessons_as(service, t) for t in ("t-token", "a-token", "d-token"))
    code = teacher.start(LessonFacts("run_sums", guesses=3, questions=1, mistakes=(0,), games=100))
    for action in (lambda: ada.start(LessonFacts("run_sums", 3, 1, (0,), 100)), lambda: ada.hold(code, None),
                   lambda: ada.reveal(code), lambda: ada.close(code), lambda: ada.open_sessions()):
        with pytest.raises(ClassDataError, match="only a teacher can do this"):
            action()
    with pytest.raises(ClassDataError, match="no lesson with the code"):
        dan.join(code, "x", lesson="run_sums")
    teacher.close(code)
    with pytest.raises(ClassDataError, match="closed"):
        ada.join(code, "x", lesson="run_sums")
    assert teacher.tally(code).joined == 0


def test_the_hold_and_the_reveal_are_kept_by_the_service(service):
    """38.6: while the teacher holds the class at step 1, a child's forged record of a later step
    (an experiment's run, a practice answer, the step itself) is refused by the service, not only
    hidden on the page; the class's pooled result is refused to a child until the teacher shows it."""
    from class_store.lesson_sessions import RIGHT, LessonFacts

    teacher, ada = lessons_as(service, "t-token"), lessons_as(service, "a-token")
    code = teacher.start(LessonFacts("war_odds", guesses=4, questions=2, mistakes=(2, 1), games=600))
    teacher.hold(code, 1)
    ada.join(code, "page-1", lesson="war_odds")
    assert ada.record(code, "page-1", "guess", 0, 2)
    for forged in (("result", 0, 30, 600), ("answer", 0, RIGHT, 0), ("step", 2, 0, 0), ("step", 3, 0, 0)):
        with pytest.raises(ClassDataError, match="holds the class at step 1"):
            ada.record(code, "page-1", *forged)
    with pytest.raises(ClassDataError, match="not shown the class's result yet"):
        ada.tally(code)
    t = teacher.tally(code)
    assert (t.guesses, t.hits, t.games, t.questions, t.at_step) == ({2: 1}, 0, 0, {}, {1: 1})
    teacher.hold(code, 2)
    assert ada.record(code, "page-1", "step", 2, 0) and ada.record(code, "page-1", "result", 0, 30, 600)
    with pytest.raises(ClassDataError, match="holds the class at step 2"):
        ada.record(code, "page-1", "answer", 0, RIGHT)
    teacher.reveal(code)
    assert ada.tally(code).hits == 30          # shown to the class: now the child may read it


def test_a_batch_sent_again_through_the_service_is_counted_once(service):
    teacher, ada = as_(service, "t-token"), as_(service, "a-token")
    code = teacher.start(KIND)
    results = games(KIND, 3)
    assert ada.add(code, results, batch="batch-1") == 3
    assert ada.add(code, results, batch="batch-1") == 0      # the answer was lost; the page sent it again
    assert ada.add(code, results, batch="batch-2") == 3
    assert teacher.tally(code).count == 6


def test_the_teacher_can_ask_whether_results_can_be_written(service, monkeypatch):
    from class_store import ClassStoreUnavailable

    teacher, ada = as_(service, "t-token"), as_(service, "a-token")
    code = teacher.start(KIND)
    teacher.check_writes(code)
    with pytest.raises(ClassDataError, match="only a teacher"):
        ada.check_writes(code)

    def read_only(*args, **kwargs):
        raise ClassStoreUnavailable("The class results could not be saved: the class database may be read but "
                                    "not written.", "sqlite:///x", "attempt to write a readonly database")

    monkeypatch.setattr(ClassStore, "check_writes", read_only)
    with pytest.raises(ClassStoreUnavailable, match="may be read but not written"):
        teacher.check_writes(code)


def test_a_teacher_finds_the_lessons_still_open(service):
    from class_store.lesson_sessions import LessonFacts

    teacher, ada = lessons_as(service, "t-token"), lessons_as(service, "a-token")
    code = teacher.start(LessonFacts("run_sums", guesses=3, questions=1, mistakes=(0,), games=100))
    assert teacher.open_sessions()[0].code == code
    teacher.check_writes(code)          # the teacher's page asks whether the children's records can be kept
    with pytest.raises(ClassDataError, match="only a teacher"):
        ada.check_writes(code)
    teacher.close(code)
    assert code not in [p.code for p in teacher.open_sessions()]


def test_the_service_refuses_in_the_language_of_the_callers_page(service):
    """A Spanish page's kernel asks the service in Spanish (the client sends the page's language),
    and every refusal comes back in Spanish, whole: the service's own (a child doing a teacher's
    part, another class's code, a request not understood) and the store's; English pages as before."""
    import re

    from class_store.lesson_sessions import LessonFacts
    from kit.words import speaking
    from test_spanish_left_over import spanish_refusals

    teacher, ada, dan = as_(service, "t-token"), as_(service, "a-token"), as_(service, "d-token")
    code = teacher.start(KIND)
    lesson = lessons_as(service, "t-token").start(LessonFacts("war_odds", guesses=4, questions=2, mistakes=(2, 1),
                                                              games=600))
    lessons_as(service, "t-token").hold(lesson, 1)
    lessons_as(service, "a-token").join(lesson, "page-1")
    calls = [lambda: ada.start(KIND), lambda: dan.tally(code), lambda: ada.add(code, ["seven"]),
             lambda: as_(service, "made-up").tally(code), lambda: as_(service, "no-access").tally(code),
             lambda: teacher.values(code, most="many"), lambda: ada.since(code, after="x"),
             lambda: teacher.start("juggling"), lambda: lessons_as(service, "d-token").pace(lesson),
             lambda: lessons_as(service, "a-token").tally(lesson),
             lambda: lessons_as(service, "a-token").record(lesson, "page-1", "result", 0, 3, 10),
             lambda: teacher._call("lessonstart", body={"facts": 3}), lambda: teacher._call("nosuch")]
    said = spanish_refusals(calls)
    english = re.compile(r"\b(the|only|this|can|nothing|was|sent|there|is|account|may|your|teacher|"
                         r"lesson|class|experiment|results?|not|understood|asked|for|first|log|in)\b")
    left = [s for s in said if english.search(s.replace("war_length, can_i_play, first_ace", ""))]
    assert not left, "\n".join(left)
    assert said[0] == "solo un maestro o una maestra puede hacer esto", said[0]
    with pytest.raises(ClassDataError, match="only a teacher can do this"):
        ada.start(KIND)
    far = HubClassStore(f"http://127.0.0.1:{free_port()}/services/class-results/", "a-token", timeout=5)
    with speaking("es"), pytest.raises(ClassDataError) as refused:
        far.tally("ABC-DEF")
    with speaking("es"):
        teacher_reads = refused.value.for_teacher
    assert teacher_reads.startswith("ahora mismo no se puede conectar con los resultados de la clase"), teacher_reads
    assert "(la base de datos de la clase en el hub: el servicio no responde (" in teacher_reads
