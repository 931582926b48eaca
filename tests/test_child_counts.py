"""A child is a child, not a page (issues 36.3, 37.3, 38.7): in a class lesson, the pages of one
child (a reload, a second tab, or thirty) join, guess and add results as ONE child, because the
lesson page's token comes from the child the server named (widgets.address.page_child: the class
login cookie, the hub user, or the browser cookie of ``./hilltop run``), never from the page."""
from __future__ import annotations

import pytest

import lessons
from class_store import ClassStore
from class_store.lesson_sessions import MOST_RUNS_PER_CHILD, LessonSessions
from classroom.lesson_class import LessonTeacherPanel
from classroom.lesson_dashboard import LessonDashboard


@pytest.fixture
def sessions(tmp_path):
    return LessonSessions(ClassStore(f"sqlite:///{tmp_path / 'class.db'}"))


def started(sessions):
    teacher = LessonTeacherPanel([("war_odds", lessons.spec("war_odds").title)], lessons.spec,
                                 sessions=sessions, refresh=False)
    return teacher.start("war_odds")


def page(sessions, code, child, monkeypatch, seed=1):
    """One page (a tab, a reload) of ``child``, as the server names them to the page's kernel."""
    monkeypatch.setenv("HTTP_X_HILLTOP_CHILD", child)
    return LessonDashboard(lessons.spec("war_odds"), seed=seed, class_code=code, sessions=sessions, refresh=False)


def test_one_childs_pages_count_once_and_guess_once(sessions, monkeypatch):
    """The attack of 38.7 and the reload of 36.3: one child with three pages (each a different
    guess, each its experiment) is one child on the teacher's page, with one guess (the first) and
    one run's results; another child counts as a second."""
    code = started(sessions)
    spec = lessons.spec("war_odds")
    guesses = list(spec.choices)
    for n, guess in enumerate(guesses[:3]):
        tab = page(sessions, code, "child-0123456789ab", monkeypatch, seed=n + 1)
        tab.prediction.lock(guess)
        assert tab.run()
    t = sessions.tally(code)
    assert t.joined == 1
    assert sum(t.guesses.values()) == 1 and t.guesses == {0: 1}
    assert t.games == spec.total
    other = page(sessions, code, "child-ba9876543210", monkeypatch)
    other.prediction.lock(guesses[1])
    t = sessions.tally(code)
    assert t.joined == 2 and t.guesses == {0: 1, 1: 1}


def test_the_results_cap_is_a_childs_not_a_pages(sessions, monkeypatch):
    """A child's pages together add at most MOST_RUNS_PER_CHILD runs: a fresh tab does not start
    a fresh allowance."""
    code = started(sessions)
    sessions.join(code, token_of("child-0123456789ab"))
    for run in range(MOST_RUNS_PER_CHILD):
        assert sessions.record(code, token_of("child-0123456789ab"), "result", run, 30, 600)
    tab = page(sessions, code, "child-0123456789ab", monkeypatch)
    tab.prediction.lock(lessons.spec("war_odds").choices[0])
    tab.link.send("result", MOST_RUNS_PER_CHILD, 30, 600)
    assert sessions.tally(code).games == MOST_RUNS_PER_CHILD * 600


def test_the_token_is_no_name_and_pages_with_no_child_stay_apart(sessions, monkeypatch):
    """The store keeps no name: the token is derived from the server's id, not the id itself.
    Outside a served page (no child named) every page is its own, as before."""
    code = started(sessions)
    tab = page(sessions, code, "hub-ann", monkeypatch)
    assert "ann" not in tab.link.child
    monkeypatch.delenv("HTTP_X_HILLTOP_CHILD")
    a = LessonDashboard(lessons.spec("war_odds"), seed=1, class_code=code, sessions=sessions, refresh=False)
    b = LessonDashboard(lessons.spec("war_odds"), seed=2, class_code=code, sessions=sessions, refresh=False)
    assert a.link.child != b.link.child
    assert sessions.tally(code).joined == 3


def token_of(child):
    from classroom.lesson_class import child_token
    return child_token(child)


# ---------------------------------------------------------------- pages at once, per child (38.5)
def test_one_child_cannot_fill_the_class_with_pages():
    """The attack of 38.5: one cookie opens page after page (all at once, before any kernel has
    started).  The 5th page of the same child at once is refused in a child's words (429), not the
    class's cap; another child still gets a page; a page that ends gives its place back."""
    from server.voila_kernels import MOST_PAGES_PER_CHILD, PagesPerChild, TooManyPages

    pages = PagesPerChild()
    asked = [object() for _ in range(MOST_PAGES_PER_CHILD)]
    for n, request in enumerate(asked):
        pages.asked("child-aaaaaaaaaaaa", request)
        if n % 2:   # half of them have their kernel already (the request maps to it)
            pages.kernel_started(f"k{n}", "child-aaaaaaaaaaaa")
    with pytest.raises(TooManyPages) as refused:
        pages.asked("child-aaaaaaaaaaaa", object())
    assert refused.value.status_code == 429 and "too many pages open" in str(refused.value.args)
    pages.asked("child-bbbbbbbbbbbb", object())          # the class is not full for the others
    for n in range(0, MOST_PAGES_PER_CHILD, 2):
        pages.kernel_started(f"k{n}", "child-aaaaaaaaaaaa")
    for request in asked:                                # the pages have loaded: their kernels count
        pages.finished(request)
    with pytest.raises(TooManyPages):
        pages.asked("child-aaaaaaaaaaaa", object())
    pages.kernel_ended("k1")                              # a tab closed
    pages.asked("child-aaaaaaaaaaaa", object())
