"""A child's work kept beyond one kernel (class_store/saved_work.py) and who the child is, as the
server names them for a page's kernel (server.voila_kernels.name_the_child)."""
from __future__ import annotations

import json

import pytest
from tornado.httputil import HTTPHeaders

from class_store.saved_work import MOST_BYTES, SavedWork, SavedWorkError
from kit.game import new_game
from server.voila_kernels import BROWSER_COOKIE, CHILD_HEADER, name_the_child


def played(name="war", moves=6, seed=3):
    game = new_game(name, seed=seed)
    for _ in range(moves):
        player = game.to_act[0]
        game.play(player, game.legal_moves(player)[0])
    return game


@pytest.fixture
def db_url(tmp_path):
    return f"sqlite:///{tmp_path / 'saved_work.db'}"


def test_a_game_comes_back_where_it_was_after_a_restart(db_url):
    # A culled kernel or a restarted server: the next kernel (here a new store on the same file)
    # finds the child's game with every move, not a new deal.
    game = played(moves=7)
    SavedWork(db_url).keep_game("child-a", "war.ipynb", game)
    back = SavedWork(db_url).load_game("child-a", "war.ipynb")
    assert back is not None and back.digest() == game.digest() and len(back.history) == 7
    # another child, or another page, has nothing of it
    assert SavedWork(db_url).load_game("child-b", "war.ipynb") is None
    assert SavedWork(db_url).load_game("child-a", "race.ipynb") is None


def test_a_newer_save_replaces_the_older_one_and_a_damaged_save_is_dropped(db_url):
    work = SavedWork(db_url)
    work.keep_game("child-a", "war.ipynb", played(moves=2))
    work.keep_game("child-a", "war.ipynb", played(moves=5))  # a second tab / a reload: one place
    assert len(work.load_game("child-a", "war.ipynb").history) == 5
    save = json.loads(played(moves=5).to_json())
    save["moves"] = save["moves"][:-1]  # edited moves: the digest no longer holds
    work.keep("child-a", "war.ipynb", "game", json.dumps(save))
    assert work.load_game("child-a", "war.ipynb") is None
    assert work.read("child-a", "war.ipynb", "game") is None  # dropped, not kept to fail again


def test_a_lesson_pages_progress_is_the_childs_one_place(db_url):
    work = SavedWork(db_url)
    work.keep_progress("child-a", "lesson_war_odds.ipynb", {"guess": 2, "step": 1})
    work.keep_progress("child-a", "lesson_war_odds.ipynb", {"guess": 2, "step": 3, "answers": {"1": 0}})
    assert SavedWork(db_url).progress("child-a", "lesson_war_odds.ipynb") == {
        "guess": 2, "step": 3, "answers": {"1": 0}}
    assert work.progress("child-b", "lesson_war_odds.ipynb") == {}


def test_what_cannot_be_kept_is_refused(db_url):
    work = SavedWork(db_url)
    with pytest.raises(SavedWorkError):
        work.keep("", "war.ipynb", "game", "{}")
    with pytest.raises(SavedWorkError):
        work.keep("child-a", "war.ipynb", "game", "x" * (MOST_BYTES + 1))
    with pytest.raises(SavedWorkError):
        work.keep("child-a", "war.ipynb", "anything", "{}")


class _User:
    def __init__(self, username):
        self.username = username


class _Request:
    def __init__(self, headers):
        self.headers = HTTPHeaders(headers)


class _Handler:
    """What name_the_child uses of a Voila page handler: its user, settings, request and
    Tornado's signed cookies (kept here as plain values)."""

    def __init__(self, user=None, class_server=False, headers=(), cookies=None):
        self.current_user = user
        self.settings = {"hilltop_class_check": object()} if class_server else {}
        self.request = _Request(dict(headers))
        self.cookies = dict(cookies or {})

    def get_secure_cookie(self, name, max_age_days=31):
        value = self.cookies.get(name)
        return value.encode() if value else None

    def set_secure_cookie(self, name, value, **options):
        self.cookies[name] = value


def test_the_class_server_names_the_child_by_the_login_cookie_and_a_forged_header_is_replaced(monkeypatch):
    monkeypatch.delenv("JUPYTERHUB_USER", raising=False)
    handler = _Handler(_User("child-0123456789ab"), class_server=True, headers={CHILD_HEADER: "child-someoneelse"})
    assert name_the_child(handler) == "child-0123456789ab"
    assert handler.request.headers.get_list(CHILD_HEADER) == ["child-0123456789ab"]


def test_on_a_hub_the_child_is_the_hub_user(monkeypatch):
    monkeypatch.setenv("JUPYTERHUB_USER", "ada")
    handler = _Handler(_User("ada"), headers={CHILD_HEADER: "hub-bob"})
    assert name_the_child(handler) == "hub-ada"
    assert handler.request.headers[CHILD_HEADER] == "hub-ada"


def test_on_hilltop_run_a_browser_keeps_its_token_across_pages_and_another_browser_has_another(monkeypatch):
    monkeypatch.delenv("JUPYTERHUB_USER", raising=False)
    first = _Handler(_User("anonymous-x"))
    child = name_the_child(first)
    assert child.startswith("browser-") and BROWSER_COOKIE in first.cookies
    again = _Handler(_User("anonymous-y"), cookies=first.cookies, headers={CHILD_HEADER: "browser-forged"})
    assert name_the_child(again) == child  # a reload, a second tab: the same child
    assert name_the_child(_Handler(_User("anonymous-z"))) != child
    # a cookie whose value is not a token the server made (only possible with the server's
    # secret anyway) is replaced with a new token
    odd = _Handler(_User("anonymous-w"), cookies={BROWSER_COOKIE: "../../x"})
    assert name_the_child(odd) != "browser-../../x"


def test_the_kernel_of_a_served_page_learns_the_child_from_the_server_not_the_page(voila_launcher, tmp_path):
    # A real ./hilltop run server: a page asked for with a forged X-Hilltop-Child header still
    # gets the browser token the server set, and the same browser (its cookie) is the same child.
    import http.cookiejar
    import re
    import urllib.error
    import urllib.request

    import nbformat

    folder = tmp_path / "pages"
    folder.mkdir()
    nbformat.write(nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(
        "from widgets.address import page_child\nprint('CHILD=' + page_child() + '=')")]), folder / "who.ipynb")
    server = voila_launcher(folder)
    jar = http.cookiejar.CookieJar()
    browser = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))

    def child_seen(headers=None) -> str:
        request = urllib.request.Request(server.url("who"), headers=headers or {})
        page = browser.open(request, timeout=60).read().decode()
        server.page_texts.append(page)
        found = re.search(r"CHILD=([^=<]*)=", page)
        assert found, page[-2000:]
        return found.group(1)

    server.page_texts = []
    first = child_seen({CHILD_HEADER: "child-forged"})
    assert first.startswith("browser-") and first != "child-forged"
    assert child_seen({CHILD_HEADER: "browser-forged"}) == first  # a reload: the same child
    # Issue 38.5: a child holds a few pages at once (these never connect, so each keeps its
    # kernel), not the class's whole cap; the next one is refused in words, and another
    # browser is still served.
    assert child_seen() == first and child_seen() == first  # four pages
    with pytest.raises(urllib.error.HTTPError) as refused:
        child_seen()
    assert refused.value.code == 429 and "too many pages open" in refused.value.read().decode()
    first_kernel = re.search(r'kernelId["\']?\s*[:=]\s*["\']([0-9a-f-]{36})', server.page_texts[0])
    assert first_kernel, server.page_texts[0][-3000:]
    jar.clear()
    assert child_seen() not in ("", first)  # another browser: another child
    # Issue 38.9: that other browser, knowing the first child's kernel id, may neither connect to
    # it nor shut it down.
    xsrf = next(cookie.value for cookie in jar if cookie.name == "_xsrf")
    shutdown = urllib.request.Request(f"{server.base_url}voila/api/shutdown/{first_kernel.group(1)}?_xsrf={xsrf}",
                                      data=b"", method="POST")
    with pytest.raises(urllib.error.HTTPError) as stopped:
        browser.open(shutdown, timeout=30)
    assert stopped.value.code == 403
    from websockets.sync.client import connect
    from websockets.exceptions import InvalidStatus

    cookies = "; ".join(f"{cookie.name}={cookie.value}" for cookie in jar)
    with pytest.raises(InvalidStatus) as socket_refused:
        connect(f"ws://127.0.0.1:{server.port}/api/kernels/{first_kernel.group(1)}/channels",
                additional_headers={"Cookie": cookies}, open_timeout=30)
    assert socket_refused.value.response.status_code == 403


def test_a_war_table_after_a_culled_kernel_comes_back_at_the_same_battle(db_url, monkeypatch):
    # The kernel of the page dies (culled, reloaded, the server restarted); the new kernel's table,
    # for the same child and page, starts from the kept game, not from "Battles: 0".
    from classroom.saved_pages import keep_this_pages_work
    from widgets.table import GameTable
    from widgets.war import WarTable

    monkeypatch.setenv("HTTP_X_HILLTOP_CHILD", "child-a")
    monkeypatch.setenv("SCRIPT_NAME", "/voila/render/war.ipynb")
    monkeypatch.setattr(GameTable, "keeper", None)
    keep_this_pages_work(SavedWork(db_url))
    table = WarTable(seed=5)
    for _ in range(4):
        player = table.game.to_act[0]
        table.play(table.game.legal_moves(player)[0])
    played_moves = len(table.game.history)
    assert played_moves >= 4
    table.close()

    monkeypatch.setattr(GameTable, "keeper", None)  # a new kernel: nothing in memory
    keep_this_pages_work(SavedWork(db_url))
    back = WarTable(seed=5)
    assert len(back.game.history) == played_moves and back.game.digest() == table.game.digest()
    monkeypatch.setenv("HTTP_X_HILLTOP_CHILD", "child-b")  # another child: a new deal
    keep_this_pages_work(SavedWork(db_url))
    assert len(WarTable(seed=5).game.history) < played_moves


def test_a_reload_or_a_second_tab_in_a_class_lesson_is_one_child(tmp_path, monkeypatch):
    # Issue 36.3 / 37.3: two lesson pages of the same child (the server named the same child for
    # both) join, guess and answer; the teacher's tally counts one child, one guess.
    import lessons
    from class_store import ClassStore
    from class_store.lesson_sessions import LessonSessions
    from classroom.lesson_class import LessonTeacherPanel
    from classroom.lesson_dashboard import LessonDashboard

    sessions = LessonSessions(ClassStore(f"sqlite:///{tmp_path / 'class.db'}"))
    spec = lessons.spec("war_odds")
    teacher = LessonTeacherPanel([("war_odds", spec.title)], lessons.spec, sessions=sessions, refresh=False)
    code = teacher.start("war_odds")
    monkeypatch.setenv("HTTP_X_HILLTOP_CHILD", "child-0123456789ab")
    pages = [LessonDashboard(spec, seed=seed, class_code=code, sessions=sessions, refresh=False) for seed in (1, 2)]
    for page in pages:
        page.prediction.lock("about 1 in 20")
    tally = sessions.tally(code)
    assert tally.joined == 1 and sum(tally.guesses.values()) == 1
    monkeypatch.setenv("HTTP_X_HILLTOP_CHILD", "child-ba9876543210")  # another child counts
    other = LessonDashboard(spec, seed=3, class_code=code, sessions=sessions, refresh=False)
    other.prediction.lock("about 1 in 20")
    assert sessions.tally(code).joined == 2
