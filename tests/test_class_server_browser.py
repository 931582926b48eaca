"""``./hilltop class`` (server/class_room.py): only the class gets in, and a class can play.

The class server is started as a teacher starts it, on 127.0.0.2 (a loopback address other than
127.0.0.1 stands for the school's network), for a class of one opening War; its ``Children:`` and
``Teacher:`` lines are read from what it prints.  In Chromium a child with the class word, and a
child with the QR code's link, plays War; a page without the word, the teacher's pages without the
key, notebooks with code and the teachers' guides are refused; one page beyond the kernel cap
shows "this class is full"; Ctrl+C stops every kernel and frees the port.
"""
from __future__ import annotations

import http.cookiejar
import os
import re
import signal
import socket
import subprocess
import sys
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

import pytest

from conftest import ARTIFACTS, REPO, ServerProcess, free_port, running, save_screenshot, scratch, wait_until
from jupyter_attacks import send_bad_widget_messages, shown_to_the_page

pytestmark = pytest.mark.browser

HOST = "127.0.0.2"
FLIP = ".hilltop-board .hb-button.hb-big"


# The labels of the two links the class server prints, in the class's language (--lang).
LINK_LABELS = {"": ("Children", "Teacher"), "es": ("Niños", "Docente")}


class ClassServer(ServerProcess):
    """``./hilltop class --host 127.0.0.2 --size N --open NAME`` (the Python it runs), its output in
    a file; ``children`` and ``teacher`` are the links it printed."""

    name = "the class server"

    def __init__(self, size: int, open_page: str, port: int | None = None, lang: str = ""):
        self.port = port or free_port(HOST)
        self.base = f"http://{HOST}:{self.port}/"
        env = {**os.environ, "HILLTOP_PORT": str(self.port)}
        env.pop("HILLTOP_LANG", None)
        if lang:  # ./hilltop class --lang es (the script reads --lang and sets this)
            env["HILLTOP_LANG"] = lang
        # as in a teacher's terminal: ipykernel behaves otherwise under pytest (it sends what is
        # written to its stderr to the page only outside pytest)
        env.pop("PYTEST_CURRENT_TEST", None)
        env.pop("HILLTOP_WARM", None)
        env.pop("HILLTOP_WARM_KERNELS", None)
        super().__init__([sys.executable, "-m", "server.class_room", "--host", HOST, "--size", str(size),
                          "--open", open_page, "--Voila.log_level=INFO"],
                         log_path=scratch() / f"class-{self.port}.log", env=env)

        labels = LINK_LABELS[lang]

        def links() -> dict[str, str] | None:
            found = dict(re.findall(rf"^({'|'.join(labels)}): (\S+)$", self.output(), re.M))
            return found if len(found) == 2 and status(self.base + "login") == 200 else None

        try:
            found = self.wait_for(links, 90, "the class server did not answer")
        except BaseException:
            self.stop()
            raise
        self.children, self.teacher = found[labels[0]], found[labels[1]]
        self.word = re.search(r"class=([\w-]+)", self.children).group(1)

    def wait_until_warm(self, timeout: float = 150) -> None:
        """Until the terminal says the class's games are all warm (a child who comes later takes a
        warm kernel, not a fresh one)."""
        self.wait_for(lambda: "the class can come in" in self.output(), timeout, "the games did not warm")

    def output(self) -> str:
        return self.log()

    def interrupt(self, timeout: float = 60) -> int:
        """Ctrl+C, as in the teacher's terminal; the exit code."""
        self.kernel_pids()
        self.proc.send_signal(signal.SIGINT)
        return self.proc.wait(timeout)


def status(url: str, opener=None) -> int:
    """The status of a GET, 0 while nothing listens."""
    try:
        return fetch(url, opener)[0]
    except urllib.error.URLError:
        return 0


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


def browser(jar: http.cookiejar.CookieJar | None = None, follow: bool = True):
    """A urllib opener with no proxy (and a cookie jar, like a browser)."""
    handlers: list = [urllib.request.ProxyHandler({})]
    if jar is not None:
        handlers.append(urllib.request.HTTPCookieProcessor(jar))
    if not follow:
        handlers.append(NoRedirect())
    return urllib.request.build_opener(*handlers)


def fetch(url: str, opener=None, data: bytes | None = None) -> tuple[int, str, str]:
    """(status, body, final address) of a request; HTTP errors returned, not raised."""
    opener = opener or browser()
    try:
        with opener.open(url, data=data, timeout=60) as r:
            return r.status, r.read().decode("utf-8", "replace"), r.url
    except urllib.error.HTTPError as e:
        return e.code, e.read().decode("utf-8", "replace"), e.url


@pytest.fixture(scope="module")
def class_server():
    server = ClassServer(size=1, open_page="war")
    yield server
    server.stop()
    ARTIFACTS.mkdir(exist_ok=True)  # what the server said, for a failure's reader
    (ARTIFACTS / "class-server.log").write_text(server.output(), encoding="utf-8")


def child_opener(server: ClassServer):
    """A browser let in by the QR code's link (its cookie), which has not opened the first page
    (that would hold a kernel)."""
    jar = http.cookiejar.CookieJar()
    code, _, _ = fetch(server.children, browser(jar, follow=False))
    assert code == 302 and len(jar) == 1
    return browser(jar)


def widgets_shown(page):
    """Wait until the page's widgets are drawn: from then on, leaving the page sends the beacon
    that frees its kernel (Voila registers it with its widget manager; a page left before that
    holds its kernel until the culler frees it)."""
    page.locator(".jupyter-widgets").first.wait_for(timeout=90_000)


def play_war(page, flips: int = 3):
    """Click the table's big button ``flips`` times; each click must change the table."""
    page.locator(FLIP).wait_for(timeout=90_000)
    for _ in range(flips):
        before = page.locator(".hb-info").text_content()
        page.locator(FLIP).click()
        page.wait_for_function("t => document.querySelector('.hilltop-board .hb-info').textContent !== t",
                               arg=before, timeout=20_000)
    assert "in the middle" in page.locator(".hb-info").text_content()


# ---------------------------------------------------------------- what the teacher is shown -----
def test_the_terminal_shows_the_links_a_word_and_a_qr_code(class_server):
    out = class_server.output()
    assert class_server.children == f"{class_server.base}?class={class_server.word}"
    assert re.fullmatch(rf"{re.escape(class_server.base)}projector\?token=[\w-]{{20,}}", class_server.teacher)
    assert f"class word:  {class_server.word}" in out and f"address:     {HOST}:{class_server.port}" in out
    assert "█" in out  # the QR code, drawn in the terminal
    assert "client isolation" in out and "Ctrl+C" in out
    assert "is this computer only" in out  # a loopback address is said to reach no Chromebook
    assert "Traceback" not in out


# The banner as ./hilltop class prints it (server.class_room.banner), for a class of 30 on a made-up
# address: the values the teacher gave or the server chose, which no language changes.
BANNER = dict(address="192.168.1.20", port=8866, word="frog-pear-42", key="K" * 24, open_page="war", size=30,
              cap=39)
LINKS = ("http://192.168.1.20:8866/?class=frog-pear-42", "http://192.168.1.20:8866/projector?token=" + "K" * 24)


def terminal(lang: str) -> str:
    """Everything the teacher reads in the terminal of a class in ``lang``, but Voila's own lines:
    the banner with every note it may carry, the warm-up lines, the errors, the end, the --help
    (the class server's main() as ./hilltop class --lang runs it: HILLTOP_LANG)."""
    import contextlib
    import io

    from kit.words import speaking
    from server.class_room import ClassSetupError, banner, check_host, main, ready_line, said_at_the_end

    with speaking(lang):
        notes = [*check_host("127.0.0.1")[1], *check_host("8.8.8.8")[1]]
        lines = [banner(**BANNER, notes=notes), ready_line(3, 32), ready_line(3, 32, 8.4), ready_line(32, 32),
                 ready_line(32, 32, 61.2), *said_at_the_end(), ]
        for bad in ("school", "0.0.0.0"):
            try:
                check_host(bad)
            except ClassSetupError as problem:
                lines.append(str(problem))
    said = io.StringIO()
    before = os.environ.get("HILLTOP_LANG")
    os.environ["HILLTOP_LANG"] = lang
    try:
        with contextlib.redirect_stdout(said), contextlib.redirect_stderr(said):
            for args in (["--size", "0"], ["--open", "teachers"], ["--sise", "3"], ["--help"]):
                try:
                    assert main(args) == 2
                except SystemExit:  # (argparse's refusal, and --help)
                    pass
        # the server's own lines for the teacher (server/terminal_words.py for_the_teacher): someone
        # guessing the class word, at one device and then across the class
        from server.class_access import WordGuard

        class Log:
            def warning(self, text, *args):
                said.write(text % args + "\n")

        guard = WordGuard(clock=lambda: 100.0, log=Log())
        for n in range(WordGuard.class_tries_per_minute):
            guard.wrong(f"10.0.0.{n % 4}")
    finally:
        os.environ.pop("HILLTOP_LANG")
        if before is not None:
            os.environ["HILLTOP_LANG"] = before
    return "\n".join([*lines, said.getvalue()])


def test_the_terminal_speaks_the_class_language():
    """./hilltop class --lang es: the teacher reads the terminal in Spanish (the banner, the warm-up
    lines, the end), its numbers as Spanish classrooms write them; English stays as it was."""
    spanish = terminal("es")
    assert "En la pizarra (los niños escriben la dirección y después la palabra de la clase):" in spanish
    assert "    palabra de la clase:  frog-pear-42\n" in spanish and "    dirección:            192.168.1.20:8866" in spanish
    assert f"Niños: {LINKS[0]}\n" in spanish and f"Docente: {LINKS[1]}\n" in spanish
    assert "preparadas: 32 de 32 partidas, 61 s después de empezar: la clase ya puede entrar" in spanish
    assert "Para terminar la lección: Ctrl+C aquí" in spanish and "ATENCIÓN: 8.8.8.8 es una dirección pública" in spanish
    assert "hilltop class: --size tiene que ser el número de niños, de 1 a 200" in spanish
    assert "Puede que alguien esté intentando adivinar la palabra de la clase: 30 palabras equivocadas desde 4" in spanish
    assert "uso: ./hilltop class [-h] [--host DIRECCIÓN]" in spanish and "\nopciones:\n" in spanish
    for english in ("On the board", "Teacher:", "Children:", "ready:", "games warm", "the class can come in",
                    "Ctrl+C here", "this computer", "Keep that link", "school's", "usage", "options",
                    "should", "does not know", "help message", "NAME", "ADDRESS", "guessing"):
        assert english not in spanish, english
    english = terminal("en")
    assert "Hilltop class: 30 children, opening war\n\nOn the board (the children type the address, then the class " \
           "word):\n    address:     192.168.1.20:8866\n    class word:  frog-pear-42\n" in english
    assert f"\nChildren: {LINKS[0]}\nTeacher: {LINKS[1]}\n" in english
    assert "ready: 32 of 32 games warm, 61 s after the start: the class can come in" in english
    assert "hilltop class: --size should be the number of children, from 1 to 200" in english
    assert "Someone at 10.0.0.0 may be guessing the class word: 5 wrong words; that device must wait 2 s" in english
    assert "Someone may be guessing the class word: 30 wrong class words from 4 devices in the last minute" in english
    assert "usage: ./hilltop class [-h] [--host ADDRESS]" in english and "\noptions:\n" in english


def test_no_english_is_left_in_the_terminal_of_another_language():
    """In the pseudo-language every line the teacher reads is a catalog word, but for the values
    the server fills in (the address, the word, the links, the page's name)."""
    from catalog_check import english_left

    said = terminal("qps")
    for value in (*LINKS, BANNER["word"], "192.168.1.20:8866", "'school'", "0.0.0.0", " war\n", "'teachers'",
                  *(f"10.0.0.{n}" for n in range(4))):
        said = said.replace(value, " ")
    # the command's own names: ./hilltop class, its options (-h, --size N...), the page names --open lists
    said = re.sub(r"(\./)?hilltop class|--?[\w-]+|\bN\b|\b(arcade|\w+_\w+|war|[a-z_]+)(?=[,\]])", " ", said)
    assert not english_left(said), english_left(said)


# ---------------------------------------------------------------- children ----------------------
def test_a_child_types_the_class_word_and_plays_war(class_server, browser_page, screenshot):
    page = browser_page
    page.goto(class_server.base, wait_until="domcontentloaded")
    word = page.get_by_label("Class word")
    word.wait_for()
    screenshot(page, "class-word-page")
    word.fill("not the word")
    word.press("Enter")
    page.get_by_text("That is not the class word").wait_for()
    assert "/voila/render/" not in page.url
    page.hilltop_errors.clear()  # (the browser notes the wrong word's 401 in its console)
    page.get_by_label("Class word").fill(class_server.word.upper())  # capitals do not count
    page.get_by_role("button", name="Let's play").click()
    page.wait_for_url(re.compile(r"/voila/render/war\.ipynb$"), timeout=60_000)
    play_war(page)
    # Remembered: the arcade opens in the same browser without the word again.
    page.goto(class_server.base + "voila/render/arcade.ipynb", wait_until="domcontentloaded")
    assert "/login" not in page.url
    widgets_shown(page)
    # the children's arcade: their games, not the teacher's pages (the teacher has a link of their own)
    tiles = set(page.eval_on_selector_all(".hilltop-arcade .tile", "ts => ts.map(t => t.dataset.dashboard)"))
    assert "war.ipynb" in tiles and not tiles & {"class_teacher.ipynb", "lesson_teacher.ipynb"}, tiles
    # and the teacher's terminal carries no websocket ping notice (server/arcade_pages.py)
    assert "websocket_ping" not in class_server.output()
    assert not page.hilltop_errors, page.hilltop_errors


def test_a_child_with_the_qr_link_plays_war(class_server, browser_page):
    """...and a reload brings the same child back to the same battle.  The first page takes a warm
    kernel, which learns its page and child by calling the server back: on a school's address (here
    127.0.0.2, not 127.0.0.1) it once called 127.0.0.1, heard nothing, and served a page of no child
    (a reload was a new child, ``?seed=`` was ignored)."""
    page = browser_page
    class_server.wait_until_warm()
    page.goto(class_server.children, wait_until="domcontentloaded")
    page.wait_for_url(re.compile(r"/voila/render/war\.ipynb$"), timeout=60_000)
    # The page's own script sends its widgets messages they cannot use (server/widget_messages.py,
    # installed in the kernel): no traceback comes back, each is one line in the teacher's
    # terminal, and the child plays on.
    widgets_shown(page)
    seen = send_bad_widget_messages(page)
    assert not shown_to_the_page(seen), shown_to_the_page(seen)[:3]
    assert "a message it cannot use" in class_server.output()
    play_war(page)
    played = re.search(r"Battles: (\d+)", page.locator(".hb-info").text_content()).group(1)
    page.reload(wait_until="domcontentloaded", timeout=60_000)
    page.locator(FLIP).wait_for(timeout=90_000)
    assert f"Battles: {played}" in page.locator(".hb-info").text_content()
    assert not page.hilltop_errors, page.hilltop_errors


def for_a_page(pid: int) -> bool:
    """Whether a kernel was started for a page, not as a warm kernel: Voila starts a page's kernel
    with VOILA_PREHEAT=False in its environment, a warm one with True (kept when a page takes it).
    A kernel that has ended since is none of the page's."""
    import psutil

    try:
        return psutil.Process(pid).environ().get("VOILA_PREHEAT") != "True"
    except psutil.Error:
        return False


def test_a_page_without_the_word_is_refused_kindly(class_server):
    # The warm pools may be refilling after the children of the tests before meanwhile: a warm
    # kernel may start.  (Counting their "Warming a kernel" lines let one slip through: said
    # before the count, started after the first look at the kernels.)
    before, said_before = set(class_server.kernel_pids()), len(class_server.output())
    for path in ["", "voila/render/war.ipynb", "voila/render/arcade.ipynb?seed=7", "projector"]:
        code, body, url = fetch(class_server.base + path)
        assert code == 200 and "/login?next=" in url, (path, code, url)  # the class word page
        assert "Type the class word from the board" in body
        assert "kernelId" not in body and "Traceback" not in body
    # a wrong word and a forged link change nothing
    assert "/login" in fetch(class_server.base + "?class=frog10")[2]
    for path in ["api/kernels", "api/sessions"]:
        assert fetch(class_server.base + path)[0] in (403, 404)
    started = [pid for pid in set(class_server.kernel_pids()) - before if for_a_page(pid)]
    assert not started, "a page without the word started a kernel"
    assert "Using pre-heated kernel" not in class_server.output()[said_before:], "... or took a warm one"


def test_the_teachers_pages_need_the_key(class_server, browser_page, screenshot):
    child = child_opener(class_server)
    for path in ["projector", "voila/render/class_teacher.ipynb", "voila/render/lesson_teacher.ipynb"]:
        code, body, _ = fetch(class_server.base + path, child)
        assert code == 403 and "This page is for your teacher" in body, (path, code)
        assert "Traceback" not in body
    wrong_key = class_server.teacher.rsplit("=", 1)[0] + "=" + "x" * 24
    assert "/login" in fetch(wrong_key)[2]

    # The projector's QR code holds the Children: link (the same drawing segno makes of it).
    from server.class_room import qr_svg

    code, body, _ = fetch(class_server.teacher, browser(http.cookiejar.CookieJar()))
    assert code == 200 and qr_svg(class_server.children) in body

    page = browser_page
    page.goto(class_server.teacher, wait_until="domcontentloaded")
    assert page.url == class_server.base + "projector"  # the key is not shown to the class
    assert page.locator('[data-hilltop="word"]').text_content() == class_server.word
    assert page.locator('[data-hilltop="address"]').text_content() == f"{HOST}:{class_server.port}"
    assert page.locator(".qr svg").count() == 1
    screenshot(page, "class-projector")
    page.get_by_role("link", name="a lesson with the class, live").click()
    page.wait_for_url(re.compile(r"lesson_teacher\.ipynb$"))
    page.get_by_role("button", name="Start this lesson with my class").wait_for(timeout=60_000)
    assert "This page is for your teacher" not in page.content()
    page.go_back(wait_until="domcontentloaded")
    page.get_by_role("link", name=re.compile("teacher panel")).click()
    page.wait_for_url(re.compile(r"class_teacher\.ipynb$"))
    widgets_shown(page)
    assert "This page is for your teacher" not in page.content()


@pytest.mark.parametrize("path", [
    "voila/files/war.ipynb", "voila/files/war.py", "voila/render/war.py", "voila/files/arcade.ipynb",
    "voila/tree", "voila/tree/", "voila/api/contents", "voila/api/contents/war.ipynb",
    "voila/render/%2e%2e/games/war.ipynb", "voila/render/..%2Fgames%2Fwar.ipynb",
    "voila/render/%2e%2e/teachers/war_odds.md", "voila/files/%2e%2e/teachers/war_odds.md",
    "voila/render/..%2Fteachers%2Fwar_odds.md", "files/notebooks/teachers/war_odds.md",
    "api/contents/notebooks/games/war.ipynb", "lab", "tree", "api/terminals",
])
def test_only_dashboards_are_served(class_server, path):
    child = child_opener(class_server)
    code, body, url = fetch(class_server.base + path, child)
    assert code != 200 or "/voila/render/" in url and "kernelId" in body, (path, code, url)
    assert "import " not in body and "kit.new_game" not in body and "Traceback" not in body
    # the guide's own words never reach a child
    guide = (REPO / "notebooks" / "teachers" / "war_odds.md").read_text(encoding="utf-8").splitlines()
    assert not any(line.strip() and len(line) > 30 and line.strip() in body for line in guide)


def test_a_childs_page_cannot_run_code_on_the_teachers_computer(class_server):
    """The kernel socket of a child's page passes widget messages, not code (Voila's standalone
    server allows its pages' message types only): an execute_request sent before a
    kernel_info_request gets no reply, while the kernel_info_request does (a kernel answers its
    shell requests in order, so the execute_reply would have come first)."""
    import asyncio
    import json
    import uuid

    from tornado.httpclient import HTTPRequest
    from tornado.websocket import websocket_connect

    from conftest import run_on_own_loop

    child = child_opener(class_server)
    jar = next(h for h in child.handlers if isinstance(h, urllib.request.HTTPCookieProcessor)).cookiejar
    code, page, _ = fetch(class_server.base + "voila/render/war.ipynb", child)
    assert code == 200
    kernel_id = json.loads(re.search(r'<script id="jupyter-config-data" type="application/json">\s*(\{.*?\})\s*</script>',
                                     page, re.S).group(1))["kernelId"]
    cookie = "; ".join(f"{c.name}={c.value}" for c in jar)
    session = uuid.uuid4().hex
    seen: list[str] = []
    info_id = uuid.uuid4().hex

    def message(msg_type, content, msg_id=None):
        return json.dumps({"header": {"msg_id": msg_id or uuid.uuid4().hex, "msg_type": msg_type,
                                      "session": session, "username": "child", "version": "5.3"},
                           "parent_header": {}, "metadata": {}, "content": content, "channel": "shell",
                           "buffers": []})

    async def talk():
        ws = await websocket_connect(HTTPRequest(
            class_server.base.replace("http", "ws") + f"api/kernels/{kernel_id}/channels?session_id={session}",
            headers={"Cookie": cookie, "Origin": class_server.base.rstrip("/")}))
        ws.write_message(message("execute_request", {"code": "print('ran on the teacher computer')", "silent": False}))
        ws.write_message(message("kernel_info_request", {}, info_id))
        while True:
            raw = await asyncio.wait_for(ws.read_message(), 60)
            assert raw is not None, "the kernel socket closed"
            if isinstance(raw, str):
                msg = json.loads(raw)
                seen.append(msg["msg_type"])
                assert "ran on the teacher" not in raw
                if msg.get("parent_header", {}).get("msg_id") == info_id and msg["msg_type"] == "kernel_info_reply":
                    break
        ws.close()

    try:
        run_on_own_loop(talk, timeout=90)
    finally:  # give the kernel back, as the page's goodbye beacon does
        xsrf = next(c.value for c in jar if c.name == "_xsrf")
        fetch(class_server.base + f"voila/api/shutdown/{kernel_id}", child, data=f"_xsrf={xsrf}".encode())
    assert "execute_reply" not in seen and "execute_input" not in seen, seen
    assert 'Received message of type "execute_request", which is not allowed' in class_server.output()


# ---------------------------------------------------------------- what a link can carry --------
SCRIPT = '"><script>hilltop_xss()</script><x a=\''
PAGE_KINDS = ["login", "projector", "no-such-page", "voila/render/arcade.ipynb", "voila/render/war.ipynb",
              "voila/render/lesson_war_odds.ipynb", "voila/render/class_experiment.ipynb",
              "voila/render/class_teacher.ipynb", "voila/render/lesson_teacher.ipynb", ""]
# Every query parameter the server or a page reads (server/page_queries.py), and those Voila reads
# on its own (theme, template), and one nobody reads.
PARAMETERS = ["theme", "template", "seed", "turns", "seconds", "level", "code", "lang", "class", "token", "next",
              "redirects",
              "voila-theme", "anything"]


def teacher_opener(server: ClassServer, follow: bool = True):
    """A browser let in by the Teacher: link (its login cookie)."""
    jar = http.cookiejar.CookieJar()
    code, _, _ = fetch(server.teacher, browser(jar))
    assert code == 200 and any(c.name.startswith("username-") for c in jar)
    return browser(jar, follow=follow)


def test_no_script_in_a_link_reaches_any_page(class_server):
    """A link the teacher is sent (``...?theme="><script>``) must never put its script on a page the
    teacher's browser shows: every parameter, every kind of page; and no such link starts a kernel."""
    # Redirects not followed: the door and the word page send a browser that is in on to the
    # class's first page (a kernel each), which is not what is tested here.
    teacher, outsider = teacher_opener(class_server, follow=False), browser(follow=False)
    reflected, kernels = [], []
    for kind in PAGE_KINDS:
        for name in PARAMETERS:
            address = class_server.base + kind + "?" + urllib.parse.urlencode({name: SCRIPT})
            if name != "class":  # (an outsider's ?class= is a guess: the guessing tests' part)
                code, body, url = fetch(address, outsider)
                if "<script>hilltop_xss" in body or "<x a='" in body:
                    reflected.append((kind, name, code, "outsider"))
            code, body, url = fetch(address, teacher)
            if "<script>hilltop_xss" in body or "<x a='" in body:  # the script as markup, not as words
                reflected.append((kind, name, code))
            if kind.startswith("voila/render/") and (code != 400 or "kernelId" in body):
                kernels.append((kind, name, code))  # a page was made (a kernel started) for it
            assert "Traceback" not in body, (kind, name)
    assert not reflected, reflected
    assert not kernels, kernels


@pytest.mark.parametrize("page", ["class_teacher.ipynb", "lesson_teacher.ipynb"])
def test_a_teachers_page_under_another_spelling_is_still_the_teachers(class_server, page):
    """The teacher-only check sees the path after it is made plain: a slash, a dot, a doubled
    slash, a step out and back, an escaped dot, capitals all reach the same notebook."""
    child = child_opener(class_server)
    stem = page.removesuffix(".ipynb")
    for variant in [f"{page}/", f"./{page}", f"/{page}", f"x/../{page}", f"%2e/{page}", f"%2E/{page}",
                    f"{page}%2f", f"x%2f..%2f{page}", f"../dashboards/{page}", f"%2e%2e/dashboards/{page}",
                    f"{stem.upper()}.ipynb", f"{page}//", f".//{page}", f"{page}/."]:
        code, body, url = fetch(class_server.base + "voila/render/" + variant, child)
        assert code in (403, 404), (variant, code, url)
        assert "kernelId" not in body and "Traceback" not in body, variant
    for variant in ["projector/", "/projector", "./projector", "x/../projector", "%2e/projector", "PROJECTOR"]:
        code, body, url = fetch(class_server.base + variant, child)
        assert code in (403, 404) or "/login" in url, (variant, code, url)
        assert class_server.word not in body or "/login" in url, variant


def test_the_teacher_key_is_in_no_line_the_server_writes(class_server):
    """Failed requests carrying the key (a mistyped address, a wrong page, a forged post) are
    logged without it: only the Teacher: line of the banner shows it."""
    key = class_server.teacher.rsplit("=", 1)[1]
    for path in [f"no_such_page?token={key}", f"voila/render/no_such.ipynb?token={key}",
                 f"voila/render/war.ipynb?token={key}&seed=x", f"api/kernels?token={key}",
                 f"voila/files/%2e%2e/x?token={key}", f"projector/?token={key}"]:
        fetch(class_server.base + path)
    fetch(class_server.base + f"login?next=/&token={key}", data=b"word=x")  # no _xsrf: refused
    lines = [line for line in class_server.output().splitlines() if key in line]
    assert lines == [f"Teacher: {class_server.teacher}"], lines


# ---------------------------------------------------------------- the cap -----------------------
def test_one_page_beyond_the_kernel_cap_says_the_class_is_full(class_server, browser_page, screenshot):
    """A class of one may run 3 kernels (server.class_room.kernel_cap): pages take them (a warm
    kernel of another page gives way), and the next page says the class is full, with no
    traceback; a tab that closes gives its kernel back."""
    page = browser_page
    said_before = len(class_server.output())
    page.goto(class_server.children, wait_until="domcontentloaded")
    widgets_shown(page)
    context = page.context
    tabs, full = [page], None
    for name in ["go_fish", "spit", "pirate", "anarchy", "grabbage"]:
        tab = context.new_page()
        answer = tab.goto(class_server.base + f"voila/render/{name}.ipynb", wait_until="domcontentloaded",
                          timeout=90_000)
        if answer.status == 503:
            full = tab
            break
        assert answer.status == 200, name
        widgets_shown(tab)
        tabs.append(tab)
    assert full is not None, "no page said the class is full"
    assert len(class_server.kernel_pids()) <= 3
    assert full.get_by_role("heading", name="This class is full").is_visible()
    assert "Ask your teacher" in full.content() and "Traceback" not in full.content()
    screenshot(full, "class-is-full")
    # A tab that closes gives its kernel back: the full page, tried again, opens its game.
    tabs[-1].goto("about:blank")
    # (the beacon's shutdown is on its way)
    wait_until(lambda: full.reload(wait_until="domcontentloaded").status != 503, 60,
               lambda: "the closed tab's kernel was not given back:\n" + "\n".join(
                   line for line in class_server.output().splitlines() if "503" not in line)[-6000:], every=0.5)
    widgets_shown(full)
    # The warm kernel that gave way was waiting for its child in the middle of its notebook: it
    # ends without a word in the teacher's terminal (it printed a KeyboardInterrupt, "Kernel died
    # while waiting for execute reply" and a traceback; found in the hand rehearsal).
    said = class_server.output()[said_before:]
    assert "gives way to a page" in said
    assert not re.search(r"Traceback|KeyboardInterrupt|ERROR", said), said[-6000:]


@pytest.fixture
def fresh_class_server():
    """A class server of its own: every test comes from one address, so the wrong words other
    tests typed within the last minute would count against this one on the shared server."""
    server = ClassServer(size=1, open_page="arcade")
    try:
        yield server
    finally:
        server.stop()


def test_guessing_the_word_is_slowed_down(fresh_class_server):
    """A few wrong words from one device, and even the right word must wait (the same answer as a
    wrong one, so waiting tells nothing); the page says so in words."""
    class_server = fresh_class_server
    jar = http.cookiejar.CookieJar()
    guesser = browser(jar)
    assert fetch(class_server.base + "login", guesser)[0] == 200  # the form, and its _xsrf cookie
    xsrf = next(c.value for c in jar if c.name == "_xsrf")

    def guess(word):
        return fetch(class_server.base + "login?next=/", guesser, data=f"_xsrf={xsrf}&word={word}".encode())

    from server.class_access import WordGuard

    for n in range(WordGuard.free_tries):
        code, body, _ = guess(f"frog-pear-{n}")
        assert code == 401 and "That is not the class word" in body
    wrong, right = guess("frog-pear-99"), guess(class_server.word)
    def same(body):  # (each page's XSRF field is masked afresh)
        return re.sub(r'name="_xsrf" value="[^"]*"', "", body)

    assert wrong[0] == right[0] == 429 and same(wrong[1]) == same(right[1])
    assert "Wait" in right[1] and "Traceback" not in right[1]
    assert not any(c.name.startswith("username-") for c in jar)
    assert "guessing the class word" in class_server.output()


def raw_get(server: ClassServer, path: str, device: str) -> tuple[int, str, bool]:
    """(status, Location, whether a login cookie was set) of one GET sent from the address
    ``device`` (another loopback address stands for another Chromebook), following no redirect."""
    import http.client

    connection = http.client.HTTPConnection(HOST, server.port, timeout=60, source_address=(device, 0))
    try:
        connection.request("GET", "/" + path)
        answer = connection.getresponse()
        answer.read()
        cookies = answer.headers.get_all("Set-Cookie") or []
        return answer.status, answer.headers.get("Location", ""), any(c.startswith("username-") for c in cookies)
    finally:
        connection.close()


def test_a_word_in_the_address_counts_against_the_same_limit(fresh_class_server):
    """The QR code's ``?class=WORD`` is a way to give the word too: wrong ones count against the
    device, and once it must wait, the right word answers exactly as a wrong one (no login), and
    the form refuses it as well."""
    server = fresh_class_server
    from server.class_access import WordGuard

    device = "127.0.0.3"
    first_wrong = raw_get(server, "?class=frog-pear-10", device)
    assert first_wrong[0] == 302 and "/login" in first_wrong[1] and not first_wrong[2]
    for n in range(WordGuard.free_tries):
        raw_get(server, f"?class=frog-pear-{n + 11}", device)
    right = raw_get(server, f"?class={server.word}", device)
    assert right == (first_wrong[0], first_wrong[1].replace("frog-pear-10", server.word), False), (right, first_wrong)
    # another device is not held up by this one
    assert raw_get(server, f"?class={server.word}", "127.0.0.4")[2]
    assert "guessing the class word" in server.output() and device in server.output()


@pytest.fixture
def spanish_class_server():
    """A class server of its own, as ``./hilltop class --lang es`` starts it."""
    server = ClassServer(size=1, open_page="arcade", lang="es")
    try:
        yield server
    finally:
        server.stop()


def test_many_devices_guessing_together_are_held_as_one(spanish_class_server):
    """Guesses spread over many devices (each below its own limit) are held by the class's limit.
    The class is a Spanish one (``--lang es``): the server's own pages are in Spanish, the page's
    lang attribute too, unless the address asks for another language."""
    server = spanish_class_server
    from server.class_access import WordGuard

    # The teacher reads the terminal in the class's language too (the banner; in English: the
    # test of the terminal above, and test_the_terminal_speaks_the_class_language for each line).
    said = server.output()
    assert "En la pizarra (los niños escriben la dirección y después la palabra de la clase):" in said, said[:3000]
    assert f"    palabra de la clase:  {server.word}" in said and "Para terminar la lección: Ctrl+C aquí" in said
    assert "On the board" not in said and "Traceback" not in said

    code, door, _ = fetch(server.base + "login")
    assert code == 200 and '<html lang="es">' in door and "Escribe la palabra de la clase" in door, door[:600]
    assert "Type the class word" in fetch(server.base + "login?lang=en")[1]
    code, projector, _ = fetch(server.teacher, browser(http.cookiejar.CookieJar()))
    assert code == 200 and "Entra en el salón de juegos Hilltop" in projector and server.word in projector
    assert "<title>Código QR del enlace de la clase</title>" in projector
    code, locked, _ = fetch(server.base + "voila/render/class_teacher.ipynb", child_opener(server))
    assert code == 403 and "Esta página es para tu profe" in locked and '<html lang="es">' in locked

    per_device = WordGuard.free_tries - 1
    devices = [f"127.0.1.{n}" for n in range(1, WordGuard.class_tries_per_minute // per_device + 2)]
    for device in devices:
        for n in range(per_device):
            raw_get(server, f"?class=lamb-rice-{n + 10}", device)
    assert not raw_get(server, f"?class={server.word}", "127.0.2.1")[2]
    assert "palabras equivocadas desde" in server.output()  # (the terminal in the class's language)


def test_a_spanish_class_opens_on_a_spanish_arcade(spanish_class_server, browser_page):
    """The arcade of ``./hilltop class --lang es`` is Spanish for a browser that asks for English
    (the class's language comes first), also when a warm kernel had run its notebook before the
    child came: the arcade reads its page's address, and so its language, before it writes a word."""
    page = browser_page
    page.goto(spanish_class_server.base + f"?class={spanish_class_server.word}", wait_until="domcontentloaded")
    page.wait_for_url(re.compile(r"/voila/render/arcade\.ipynb"), timeout=60_000)
    heading = page.locator(".hilltop-arcade h1")
    heading.wait_for(timeout=60_000)
    assert "Salón de juegos Hilltop" in heading.inner_text(), heading.inner_text()
    assert page.locator("html").get_attribute("lang") == "es"


def test_the_class_word_is_easy_to_type_and_hard_to_guess():
    from server.class_access import WORD_SPACE, WordGuard, new_class_word, same_word

    words = {new_class_word() for _ in range(200)}
    assert all(re.fullmatch(r"[a-z]{2,5}-[a-z]{2,5}-\d\d", w) for w in words), words
    assert len(words) > 190
    assert same_word("Frog Pear 42", "frog-pear-42") and same_word("frogpear42", "frog-pear-42")
    # A lesson's hour at the class's limit tries a small share of the words (under 1 in 200).
    assert WORD_SPACE >= 500_000
    assert 60 * WordGuard.class_tries_per_minute / WORD_SPACE < 1 / 200


def test_the_wait_grows_with_each_wrong_word():
    """WordGuard on a clock of its own: free tries, then a wait that doubles, forgotten later."""
    from server.class_access import WordGuard

    now = [1000.0]
    guard = WordGuard(clock=lambda: now[0])
    for _ in range(WordGuard.free_tries):
        assert guard.wait("a") == 0
        guard.wrong("a")
    waits = []
    for _ in range(4):
        waits.append(guard.wait("a"))
        now[0] += waits[-1]
        assert guard.wait("a") == 0
        guard.wrong("a")
    assert waits[0] > 0 and all(b == 2 * a for a, b in zip(waits, waits[1:])), waits
    assert guard.wait("b") == 0  # another device
    now[0] += WordGuard.forget_after + 1
    assert guard.wait("a") == 0
    # the class's limit: many devices, one wrong word each
    for n in range(WordGuard.class_tries_per_minute):
        guard.wrong(f"d{n}")
    assert guard.wait("someone new") > 0
    now[0] += 61
    assert guard.wait("someone new") == 0


# ---------------------------------------------------------------- one child's flood -----------
def test_one_childs_flood_is_dropped_and_the_server_stays_small():
    """A page's script sends its own board thousands of ``request_state`` messages without reading
    the answers, then leaves (the issue's attack grew the server by 3.4 GB): the server closes that
    page's connection, keeps little for the page that left, stays within a small bound of memory,
    and another child still plays."""
    import asyncio

    import psutil

    import importlib.util

    spec = importlib.util.spec_from_file_location("bench_classroom", REPO / "benchmarks" / "classroom.py")
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    Child = bench.Child  # the benchmark's simulated browser tab

    from conftest import run_on_own_loop

    server = ClassServer(size=2, open_page="war")
    try:
        process = psutil.Process(server.proc.pid)
        flooder, other = (Child(n, server.base, "war", "", server.children) for n in range(2))

        async def attack():
            await flooder.open(90)
            board = next(iter(flooder.boards))
            before = process.memory_info().rss
            ask = flooder.message("comm_msg", {"comm_id": board, "data": {"method": "request_state"}})
            sent = 0
            from tornado.websocket import WebSocketClosedError

            for sent in range(1, 5001):
                try:
                    written = flooder.socket.write_message(ask)
                    if sent % 100 == 0:
                        await written  # on the wire: the server may answer (or close) meanwhile
                except WebSocketClosedError:  # closed by the server
                    break
            flooder.socket.close()
            # another child comes in and plays; its answers come after the kernel has worked
            # through whatever of the flood reached it (the flooder's shell messages came first)
            await other.open(90)
            await other.play(3, 0, 60)
            other.leave()
            found.extend([sent, before, process.memory_info().rss])

        found: list[int] = []
        run_on_own_loop(attack, timeout=240)
        sent, before, after = found
        grown = (after - before) / 2**20
        assert sent < 5000, "the server never closed the flooding page's connection"
        assert "more than 100 messages a second" in server.output()
        assert grown < 60, f"the server grew by {grown:.0f} MiB"
        assert len(other.clicks) == 3
        # (the kernel itself may print one traceback about a message cut short by the close)
        assert "channels.py" not in server.output() and "kernel_sockets.py" not in server.output()
        # nor about the answers the server was still writing to the page it cut off (a write to a
        # page that has gone is no fault: tornado's "Task exception was never retrieved ...
        # WebSocketClosedError", seen at a teacher's Ctrl+C with three children playing)
        server.interrupt()
        assert "never retrieved" not in server.output() and "WebSocketClosedError" not in server.output(), \
            server.output()[-3000:]
    finally:
        server.stop()


# ---------------------------------------------------------------- the end of the lesson ---------
def test_ctrl_c_ends_the_lesson_and_frees_the_port():
    server = ClassServer(size=2, open_page="war")
    try:
        # every game warm: each warm kernel waits for its child in the middle of its notebook, as at
        # the end of every lesson (stopped there, each wrote "Kernel died" and a traceback)
        server.wait_for(lambda: "the class can come in" in server.output(), 90, "the games did not warm up")
        kernels = server.kernel_pids()
        assert kernels and server.interrupt() == 0
        assert "The lesson has ended" in server.output()
        assert "Traceback" not in server.output(), server.output()[-3000:]
        # the kernels were told to stop: they may take a moment to exit
        wait_until(lambda: not any(running(pid) for pid in kernels), 10,
                   lambda: f"kernels still running: {[pid for pid in kernels if running(pid)]}", every=0.1)
        with socket.socket() as s:
            s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            s.bind((HOST, server.port))  # the port is free again
    finally:
        server.stop()


def test_a_restarted_class_keeps_its_word_and_key_and_its_children():
    """Started again the same day, the class server resumes the class: the same word, the same
    teacher key, and a child's login cookie still lets them in; it says so.  The class is kept in
    a file only the teacher may read."""
    first = ClassServer(size=1, open_page="arcade")
    try:
        jar = http.cookiejar.CookieJar()
        assert fetch(first.children, browser(jar, follow=False))[0] == 302
        # A teacher in a hurry presses Ctrl+C twice: whether the second comes while the games end
        # (it stops at once) or after, one line says so, with no traceback (it printed Python's
        # KeyboardInterrupt traceback, or died of the signal), and the class comes back on the
        # same port below.
        kernels = first.wait_for(first.kernel_pids, 90, "no warm kernel started")
        first.proc.send_signal(signal.SIGINT)
        first.wait_for(lambda: "Ending the lesson" in first.output(), 30, "the first Ctrl+C was not said")
        code = first.interrupt()
        said = {0: "The lesson has ended", 130: "Stopped at once"}
        assert code in said and said[code] in first.output(), (code, first.output()[-3000:])
        assert "Traceback" not in first.output(), first.output()[-3000:]
        wait_until(lambda: not any(running(pid) for pid in kernels), 15,
                   lambda: f"the games did not end by themselves: {[pid for pid in kernels if running(pid)]}", every=0.2)
    finally:
        first.stop()
    second = ClassServer(size=1, open_page="arcade", port=first.port)
    try:
        assert (second.word, second.teacher) == (first.word, first.teacher)
        assert "Resuming today's class" in second.output()
        code, _, url = fetch(second.base + "voila/render/no_such_page.ipynb", browser(jar))
        assert "/login" not in url, url  # the cookie of the first start still lets the child in
        kept = Path(os.environ["HOME"]) / ".local" / "state" / "hilltop" / "class.json"
        assert kept.stat().st_mode & 0o077 == 0
    finally:
        second.stop()


def test_a_port_the_teacher_named_that_is_taken_is_said(tmp_path):
    with socket.socket() as taken:
        taken.bind((HOST, 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = subprocess.run([sys.executable, "-m", "server.class_room", "--host", HOST, "--size", "1"], cwd=REPO,
                              env={**os.environ, "HILLTOP_PORT": str(port)}, capture_output=True, text=True,
                              timeout=60)
    assert done.returncode == 2 and f"port {port} is taken" in done.stderr, done.stderr
    assert "Traceback" not in done.stderr
    # ./hilltop run the same, on 127.0.0.1
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = subprocess.run([str(REPO / "hilltop"), "run"], cwd=REPO, env={**os.environ, "HILLTOP_PORT": str(port)},
                              capture_output=True, text=True, timeout=120)
    assert done.returncode == 2 and f"port {port} is taken" in done.stderr, done.stderr


@pytest.mark.parametrize("args, words", [
    (["--size", "0"], "--size should be"), (["--open", "teachers"], "--open should name"),
    (["--open", "class_teacher"], "--open should name"), (["--host", "0.0.0.0"], "one address"),
    (["--host", "school"], "--host should be"), (["--sise", "30"], "does not know --sise")])
def test_bad_settings_are_refused_in_words(args, words, capsys):
    from server.class_room import main

    try:
        code = main(args)
    except SystemExit as stop:  # argparse's own refusal
        code = stop.code
    assert code == 2 and words in capsys.readouterr().err, args


def test_the_command_refuses_a_bad_setting_without_a_traceback():
    """As the teacher's terminal runs it: the refusal in words and exit code 2 (the cases above
    call the same main() in this process)."""
    done = subprocess.run([sys.executable, "-m", "server.class_room", "--size", "0"], cwd=REPO,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "--size should be" in done.stderr and "Traceback" not in done.stderr


def test_a_public_address_is_warned_about():
    from server.class_room import check_host

    assert "public address" in " ".join(check_host("8.8.8.8")[1])
    assert check_host("192.168.1.20") == ("192.168.1.20", [])
    assert check_host("10.0.0.5")[1] == []
