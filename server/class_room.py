"""``./hilltop class``: the teacher's own computer serves the arcade to the Chromebooks in the room.

    ./hilltop class [--host ADDRESS] [--size N] [--open NAME]      (HILLTOP_PORT as for run)

It is ``./hilltop run``'s Voila server (server/voila_config/voila.py: the same pages, warm
kernels, closed tabs freed) with four differences:

* it listens on the machine's address on the local network (``--host``; by default the address
  this computer uses to reach the rest of the network), not on 127.0.0.1;
* only the class gets in (server/class_access.py): a class word for the children, once per
  browser (typed, or carried by the QR code's link), and a teacher key, shown only here, for the
  teacher's pages (the projector page, the class experiment's teacher panel).  The server serves
  dashboards only: no file listing, no files, no contents API (``ClassVoila.init_handlers``), and
  a page's kernel socket passes widget messages but no code (Voila's standalone server gives its
  kernel manager Jupyter Server's ``allowed_message_types``; tests/test_class_server_browser.py
  checks it stays so, since anyone with the class word could otherwise run programs on this
  computer as its user);
* it keeps warm kernels for the class on the page it opens (HILLTOP_WARM, unless the teacher set
  it), and runs at most ``kernel_cap(size)`` kernels; a child beyond that sees "this class is
  full, ask your teacher";
* it prints what goes on the board, a QR code, and two lines a script can read::

      Children: http://ADDRESS:PORT/?class=WORD
      Teacher: http://ADDRESS:PORT/projector?token=KEY

Ctrl+C ends the lesson: every kernel is stopped and the port is free.  Started again the same day
it resumes the class (the same word and key, the children still let in: kept in a file only the
teacher may read, ``kept_class_file``), and says so; ``--new-class`` starts a new one.  A port the
teacher named (HILLTOP_PORT) that is taken is said, not silently changed.
"""
from __future__ import annotations

import argparse
import io
import ipaddress
import logging
import os
import re
import secrets
import signal
import socket
import sys
import typing
from pathlib import Path
from urllib.parse import quote

from kit.words import N_, _, language, n_, number, speaking
from server.terminal_words import for_the_teacher, terminal_language

REPO = Path(__file__).resolve().parent.parent
DASHBOARDS = REPO / "notebooks" / "dashboards"
DEFAULT_PORT = 8866
DEFAULT_SIZE = 30
MAX_SIZE = 200


def kernel_cap(size: int) -> int:
    """The most kernels a class of ``size`` may run at once: one per child, plus room for the
    arcade's two warm kernels, the teacher's pages and children moving from page to page (a
    quarter of the class more)."""
    return size + 2 + size // 4


class ClassSetupError(ValueError):
    """Something in the command cannot work; the message says what to do instead."""


# ---------------------------------------------------------------- addresses ---------------------
def network_address() -> str | None:
    """The address this computer uses on its local network: the one the system would send from
    to reach a private address.  A UDP socket's connect() only picks the route; nothing is sent."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        try:
            s.connect(("10.255.255.254", 9))
            address = s.getsockname()[0]
        except OSError:
            return None
    return None if address.startswith("0.") else address


def check_host(host: str) -> tuple[str, list[str]]:
    """The address to listen on, and warnings in a teacher's words."""
    try:
        ip = ipaddress.ip_address(host)
    except ValueError:
        raise ClassSetupError(_("--host should be this computer's network address, like 192.168.1.20, "
                                "not {host}").format(host=repr(host))) from None
    if ip.is_unspecified:
        raise ClassSetupError(_("--host should be one address of this computer (like 192.168.1.20), "
                                "so the children's link can name it; leave --host out to use this computer's own"))
    notes = []
    if ip.is_loopback:
        notes.append(_("{host} is this computer only: no Chromebook can open it. Leave --host out to "
                       "use this computer's network address.").format(host=host))
    elif not ip.is_private:
        notes.append(_("WARNING: {host} is a public address: anyone on the internet who finds it could "
                       "reach this server (they still need the class word). Use the address of the "
                       "school's own network instead (it usually starts with 10., 172. or 192.168.).").format(host=host))
    return str(ip), notes


def free_port_on(host: str, wanted: int, named: bool = False) -> int:
    """``wanted`` if it is free on ``host``, else any free port there; a port the teacher named
    (HILLTOP_PORT) that is taken is said, not silently changed."""
    for port in (wanted, 0):
        with socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET) as s:
            s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as the server will
            try:
                s.bind((host, port))
            except OSError as problem:
                if named and port == wanted:
                    raise ClassSetupError(_("port {port} is taken on {host} (another server, or this class "
                                            "already running?): stop it, or choose another HILLTOP_PORT").format(
                                              port=wanted, host=host)) from None
                if port == 0:
                    raise ClassSetupError(_("this computer cannot serve on {host} ({why}): "
                                            "is it really this computer's address?").format(
                                              host=host, why=problem.strerror)) from None
                continue
            return s.getsockname()[1]
    raise AssertionError("unreachable")


def page_name(name: str) -> str:
    """The dashboard ``--open`` names (``war``, ``war.ipynb``, ``lesson_war_odds``)."""
    from server.class_access import TEACHER_PAGES

    stem = name.strip().removesuffix(".ipynb")
    pages = sorted(p.stem for p in DASHBOARDS.glob("*.ipynb") if p.name not in TEACHER_PAGES)
    if stem not in pages:
        raise ClassSetupError(_("--open should name a game or lesson page; {name} is not one. "
                                "The pages are: {pages}").format(name=repr(name), pages=", ".join(pages)))
    return stem


def url_host(host: str) -> str:
    return f"[{host}]" if ":" in host else host


# ---------------------------------------------------------------- a class kept for the day -----
def kept_class_file() -> Path:
    """Where today's class (its word, teacher key and cookie secret) is kept between starts: the
    teacher's own state folder, readable by the teacher only."""
    state = os.environ.get("XDG_STATE_HOME") or str(Path.home() / ".local" / "state")
    return Path(state) / "hilltop" / "class.json"


def todays_class(day: str) -> dict | None:
    """The class kept by a start earlier on ``day`` (YYYY-MM-DD), or None."""
    import json

    try:
        kept = json.loads(kept_class_file().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(kept, dict) or kept.get("day") != day or not all(
            isinstance(kept.get(k), str) and kept.get(k) for k in ("word", "key", "secret")):
        return None
    return kept


def keep_class(day: str, word: str, key: str, secret: str, room: str = "") -> None:
    """Keep the class for a start later the same day (a file of the teacher's only: 0600 in a 0700
    folder).  A computer that cannot keep it still serves the class; a restart is then a new one."""
    import json

    path = kept_class_file()
    try:
        path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        os.fchmod(descriptor, 0o600)
        with os.fdopen(descriptor, "w", encoding="utf-8") as out:
            json.dump({"day": day, "word": word, "key": key, "secret": secret, "room": room}, out)
    except OSError as problem:
        print("hilltop class: " + _("this class cannot be kept for a restart ({why})").format(why=problem.strerror),
              file=sys.stderr)


# ---------------------------------------------------------------- what the teacher sees ---------
def qr_code(link: str):
    import segno

    return segno.make(link, error="m")


def qr_svg(link: str) -> str:
    """The QR code of ``link`` for a page, its title in the language words come in."""
    # omitsize: a viewBox and no fixed width or height, so the page sizes it to the screen
    return qr_code(link).svg_inline(scale=10, border=2, omitsize=True, title=_("QR code of the class's link"))


def banner(*, address: str, port: int, word: str, key: str, open_page: str, size: int, cap: int,
           notes: list[str]) -> str:
    """What the teacher reads in the terminal when the class starts, in the language words come in
    (the class's: ``main`` speaks ``terminal_language()``); each paragraph is one catalog message
    with its own line breaks, so a translation breaks its lines where its sentences fit."""
    short = f"{url_host(address)}:{port}"
    children = f"http://{short}/?class={quote(word)}"
    teacher = f"http://{short}/projector?token={quote(key)}"
    qr = io.StringIO()
    qr_code(children).terminal(out=qr, compact=True, border=2)
    # The two things on the board, their values in one column after the longest label.
    labels = [_("address:"), _("class word:")]
    width = max(len(label) for label in labels) + 2
    # (English keeps "children" for a class of one, as it always said; a language with a singular uses it)
    lines = [
        n_("Hilltop class: {size} children, opening {page}", "Hilltop class: {size} children, opening {page}",
           size).format(size=number(size), page=open_page),
        "",
        _("On the board (the children type the address, then the class word):"),
        f"    {labels[0]:<{width}}{short}",
        f"    {labels[1]:<{width}}{word}",
        "",
        _("Or show this QR code (it holds the address and the word):"),
        qr.getvalue().rstrip("\n"),
        "",
        _("Children: {link}").format(link=children),
        _("Teacher: {link}").format(link=teacher),
        "",
        _("Open the Teacher link on the projector: the QR code, the address and the word in big\n"
          "type, and the ways to your pages (a lesson with the class live, the class experiment's\n"
          "panel). Keep that link to yourself: its key lets anyone in as the teacher."),
        _("At most {cap} pages at once; one more child sees \"this class is full, ask your teacher\".").format(
            cap=number(cap)),
        "",
        _("If the Chromebooks cannot open the address while this computer can, the school's Wi-Fi\n"
          "keeps devices apart (\"client isolation\"); this server cannot change that. Ask the\n"
          "school's IT to let the Chromebooks reach this computer on port {port}, or put this\n"
          "computer and the Chromebooks on a network that lets them talk (a classroom router).").format(port=port),
        "",
        _("The games for the class warm up now: \"{ready}\" below (and on the projector\n"
          "page) says how far; children who come earlier are served, just more slowly.").format(
            ready=_(READY).format(ready="N", wanted="M")),
        "",
        _("To end the lesson: Ctrl+C here (every game stops, the port is freed)."),
    ]
    if notes:
        lines = [*notes, "", *lines]
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------- the key in no log line -------
class HideTheKey(logging.Filter):
    """A log line never shows the teacher key: not the key itself, nor any ``token=`` value (a
    failed request carrying ``?token=KEY`` was logged with its whole address)."""

    def __init__(self, key: str):
        super().__init__()
        self.key = key

    def filter(self, record: logging.LogRecord) -> bool:
        try:
            text = record.getMessage()
        except Exception:  # noqa: BLE001  (a record that cannot be formatted is left as it is)
            return True
        hidden = TOKEN_IN_ADDRESS.sub(r"\1[hidden]", text.replace(self.key, "[teacher key]") if self.key else text)
        if hidden != text:
            record.msg, record.args = hidden, ()
        return True


TOKEN_IN_ADDRESS = re.compile(r"((?:\?|&|%3F|%26)token(?:=|%3D))[^&\s\"']+", re.I)


def hide_the_key_everywhere(key: str) -> None:
    """Put ``HideTheKey`` on every log handler there is (the root's, the server's, Tornado's)."""
    hider = HideTheKey(key)
    loggers = [logging.getLogger(), *(l for l in logging.Logger.manager.loggerDict.values()
                                      if isinstance(l, logging.Logger))]
    for logger in loggers:
        logger.addFilter(hider)
        for handler in logger.handlers:
            if not any(isinstance(f, HideTheKey) for f in handler.filters):
                handler.addFilter(hider)
# ---------------------------------------------------------------- the class warming -------------
def warm_counts(kernel_manager) -> tuple[int, int] | None:
    """(games warm now, games the class server keeps warm), or None without warm kernels."""
    counts = getattr(kernel_manager, "warm_counts", None)
    return counts() if counts else None


READY = N_("ready: {ready} of {wanted} games warm")  # (also the projector page's: server/page_words.py)
READY_LINES = {  # (after some seconds?, all warm?) -> the line
    (False, False): READY,
    (True, False): N_("ready: {ready} of {wanted} games warm, {seconds} s after the start"),
    (False, True): N_("ready: {ready} of {wanted} games warm: the class can come in"),
    (True, True): N_("ready: {ready} of {wanted} games warm, {seconds} s after the start: the class can come in"),
}


def ready_line(ready: int, wanted: int, seconds: float | None = None) -> str:
    """The terminal's line of how many of the class's games are warm, in the language words come in."""
    return _(READY_LINES[seconds is not None, ready >= wanted]).format(
        ready=number(ready), wanted=number(wanted), seconds="" if seconds is None else number(seconds, ".0f"))


def said_at_the_end() -> tuple[str, str, str]:
    """The terminal's lines at the end of the lesson: the first Ctrl+C; the lesson ended; a second
    Ctrl+C stopped the server at once."""
    return (_("Ending the lesson: every game stops (Ctrl+C again stops at once)."),
            _("The lesson has ended: the class server stopped and its port is free."),
            _("Stopped at once: the class server's port is free; the games end by themselves in a few seconds."))


class WarmReport:
    """The terminal's "ready: N of M games warm" while the class server warms its games: at most one
    line every few seconds, the last when all are warm (replacements later are not reported), in
    the language words came in when it was made (it is called from the server's loop)."""

    EVERY = 5.0

    def __init__(self, out=None, clock=None):
        import time

        self._language = language()
        self._out = out
        self._clock = clock or time.monotonic
        self._last = float("-inf")
        self._started = self._clock()
        self.done = False

    def __call__(self, ready: int, wanted: int) -> None:
        if self.done:
            return
        now = self._clock()
        if ready >= wanted or now - self._last >= self.EVERY:
            self._last = now
            self.done = ready >= wanted
            with speaking(self._language):
                line = ready_line(ready, wanted, now - self._started)
            print(line, file=self._out or sys.stdout, flush=True)


# ---------------------------------------------------------------- the server --------------------
def class_voila():
    """Voila's standalone app (``voila.app.Voila``) serving dashboards only, with the class's door
    (``/``) and the projector page (``/projector``)."""
    from jupyter_server.base.handlers import JupyterHandler
    from jupyter_server.utils import url_path_join
    from tornado import web
    from voila.app import Voila
    from voila.static_file_handler import AllowListFileHandler
    from voila.tornado.contentshandler import VoilaContentsHandler
    from voila.tornado.treehandler import TornadoVoilaTreeHandler

    from server.class_access import check_class_page, check_teacher
    from server.voila_kernels import ArcadeErrors

    class ClassDoor(ArcadeErrors, JupyterHandler):
        """``/``: the class's first page (after the class word, once per browser)."""

        @web.authenticated
        def get(self):
            self.redirect(url_path_join(self.base_url, "voila/render", f"{self.settings['hilltop_class']['open']}.ipynb"))

    class Projector(ArcadeErrors, JupyterHandler):
        """``/projector``: what the teacher shows the class, in big type (teacher only)."""

        @web.authenticated
        def get(self):
            check_teacher(self)
            if self.get_argument("token", ""):
                # The key has done its work (the browser is the teacher's now): off the address
                # bar, which the whole class sees on the projector.
                self.redirect(url_path_join(self.base_url, "projector"))
                return
            room = self.settings["hilltop_class"]
            page = self.settings["voila_jinja2_env"].get_template("projector.html")
            self.set_header("Cache-Control", "no-store")
            from server.page_words import request_language, small_page_words

            lang = request_language(self)
            with speaking(lang):  # (the QR code's title in the page's language)
                qr = qr_svg(room["join_link"])
            self.finish(page.render(base_url=self.base_url, warm=warm_counts(self.settings["kernel_manager"]),
                                    words=small_page_words()[lang], qr_svg=qr, **room))

    class ClassVoila(Voila):
        name = "hilltop-class"

        def init_settings(self):
            settings = super().init_settings()
            settings["hilltop_class_check"] = check_class_page
            settings["hilltop_class"] = self.hilltop_class
            if hasattr(self.kernel_manager, "warm_listeners"):
                with speaking(terminal_language()):
                    self.kernel_manager.warm_listeners.append(WarmReport())
            return settings

        def init_handlers(self):
            gone = (TornadoVoilaTreeHandler, VoilaContentsHandler, AllowListFileHandler)
            handlers = [h for h in super().init_handlers() if h[1] not in gone]
            return [(url_path_join(self.server_url, "/"), ClassDoor),
                    (url_path_join(self.server_url, "/projector"), Projector), *handlers]

        def start(self):
            # Ctrl+C (SIGINT) and SIGTERM stop the server's loop; stop() below then ends every
            # game.  (Python's own Ctrl+C would raise wherever the loop happens to be.)  A second
            # Ctrl+C while the games end stops at once.
            def stop_soon(signum, frame):
                if getattr(self, "_hilltop_stopping", False) or getattr(self, "ioloop", None) is None:
                    raise KeyboardInterrupt  # (main says so in one line)
                self._hilltop_stopping = True
                self.ioloop.add_callback_from_signal(end)

            def end():
                with speaking(terminal_language()):
                    print(said_at_the_end()[0], flush=True)
                self.ioloop.stop()

            signal.signal(signal.SIGINT, stop_soon)
            signal.signal(signal.SIGTERM, stop_soon)
            hide_the_key_everywhere(self.token)
            super().start()

        def stop(self):
            # now=True: each game's kernel is stopped at once (a game has nothing to save), not
            # asked to stop and waited for; a kernel still starting up is killed without Jupyter's
            # interrupt, which printed its traceback in the teacher's window (ArcadeKernelManager).
            try:
                self.ioloop.run_sync(lambda: self.kernel_manager.shutdown_all(now=True), timeout=30)
            except Exception as problem:  # noqa: BLE001  (stopping anyway)
                self.log.warning("%s", for_the_teacher(N_("Some games did not stop cleanly: {problem}"), problem=problem))
            super().stop()

    return ClassVoila


class HelpInWords(argparse.HelpFormatter):
    """argparse's help with its "usage: " from the catalog (argparse's own words are Python's)."""

    def add_usage(self, usage, actions, groups, prefix=None):
        super().add_usage(usage, actions, groups, _("usage: ") if prefix is None else prefix)


class ParserInWords(argparse.ArgumentParser):
    """argparse's refusal ("PROG: error: ...") with its words from the catalog."""

    def error(self, message: str) -> "typing.NoReturn":
        self.print_usage(sys.stderr)
        self.exit(2, _("{prog}: error: {message}").format(prog=self.prog, message=message) + "\n")


def parse(argv: list[str]) -> argparse.Namespace:
    """The command line, its --help and its refusals in the language words come in (argparse's own
    messages about a malformed option, like "expected one argument", stay Python's English)."""
    parser = ParserInWords(
        prog="./hilltop class", formatter_class=HelpInWords, add_help=False,
        description=_("Serve the arcade from this computer to the Chromebooks in the room: a class word for the "
                      "children, a QR code, a teacher key for the teacher's pages. HILLTOP_PORT chooses the port "
                      "(default 8866)."))
    parser._optionals.title = _("options")
    parser.add_argument("-h", "--help", action="help", help=_("show this help message and exit"))
    parser.add_argument("--host", metavar=_("ADDRESS"), help=_("this computer's address on the school's network "
                                                            "(default: the one it uses now)"))
    parser.add_argument("--size", metavar="N", type=int, default=DEFAULT_SIZE,
                        help=_("children in the class (default {size})").format(size=number(DEFAULT_SIZE)))
    parser.add_argument("--new-class", action="store_true", help=_("a new class word and teacher key, even if "
                        "a class was served earlier today (by default a restart the same day resumes it)"))
    parser.add_argument("--open", metavar=_("NAME"), default="arcade", help=_("the game or lesson the class opens "
                        "first (e.g. war, lesson_war_odds; default: the arcade)"))
    args, rest = parser.parse_known_args(argv)
    unknown = [a for a in rest if not (a.startswith("--") and "." in a.split("=")[0])]  # --Class.trait=value passes
    if unknown:
        parser.error(_("this command does not know {options} (see ./hilltop class --help)").format(
            options=" ".join(unknown)))
    return args



def reachable_address(address: str) -> str:
    """Where a kernel on this computer reaches a server listening on ``address`` (every address:
    loopback; an IPv6 address in brackets, as a URL wants it)."""
    if address in ("", "0.0.0.0"):
        return "127.0.0.1"
    if address == "::":
        return "[::1]"
    return f"[{address}]" if ":" in address else address

def main(argv: list[str] | None = None) -> int:
    """``./hilltop class``: what the teacher reads in the terminal is in the class's language (``--lang``,
    ``terminal_language``); the server's own pages choose theirs per request (server/page_words.py)."""
    argv = sys.argv[1:] if argv is None else argv
    spoken = terminal_language()
    with speaking(spoken):
        args = parse(argv)
    extra = [a for a in argv if a.startswith("--") and "." in a.split("=")[0]]  # --Class.trait=value
    from server.class_access import new_class_word, new_teacher_key

    try:
        with speaking(spoken):
            if not 1 <= args.size <= MAX_SIZE:
                raise ClassSetupError(_("--size should be the number of children, from 1 to {most}").format(
                    most=number(MAX_SIZE)))
            open_page = page_name(args.open)
            host = args.host or network_address()
            if host is None:
                raise ClassSetupError(_("this computer seems to have no network: connect it to the school's "
                                        "network, or give its address with --host"))
            address, notes = check_host(host)
            wanted = os.environ.get("HILLTOP_PORT", str(DEFAULT_PORT))
            if not wanted.isdigit() or not 0 < int(wanted) < 65536:
                raise ClassSetupError(_("HILLTOP_PORT should be a port number like 8866, not {wanted}").format(
                    wanted=repr(wanted)))
            port = free_port_on(address, int(wanted), named="HILLTOP_PORT" in os.environ)
            if port != int(wanted):
                notes.append(_("Port {wanted} is taken on this computer: serving on port {port} instead.").format(
                    wanted=wanted, port=port))
    except ClassSetupError as problem:
        print(f"hilltop class: {problem}", file=sys.stderr)
        return 2

    # Started again the same day: the same class (word, key, and the cookie secret that keeps the
    # children let in), unless the teacher asks for a new one.
    import datetime

    day = datetime.date.today().isoformat()
    kept = None if args.new_class else todays_class(day)
    if kept is not None:
        word, key, secret = kept["word"], kept["key"], kept["secret"]
        room = kept.get("room") or secrets.token_hex(16)
        with speaking(spoken):
            notes.append(_("Resuming today's class: the same class word and teacher key as before, and the "
                           "children already in stay in (./hilltop class --new-class starts a new class)."))
    else:
        word, key, secret = new_class_word(), new_teacher_key(), secrets.token_hex(32)
        room = secrets.token_hex(16)
    with speaking(spoken):
        keep_class(day, word, key, secret, room)
    cap = kernel_cap(args.size)
    # The kernels import kit, widgets and server from this repository, as under ./hilltop run.
    paths = os.environ.get("PYTHONPATH", "").split(os.pathsep)
    os.environ["PYTHONPATH"] = os.pathsep.join([str(REPO), *(p for p in paths if p and p != str(REPO))])
    # Warm kernels for the class on its first page (and the arcade's own two), none for the rest;
    # the teacher's HILLTOP_WARM / HILLTOP_WARM_KERNELS win.  Read by server/voila_config/voila.py.
    warm = {open_page: args.size}
    if open_page != "arcade":
        warm["arcade"] = 2
    os.environ.setdefault("HILLTOP_WARM", ",".join(f"{page}={n}" for page, n in warm.items()))
    os.environ.setdefault("HILLTOP_WARM_KERNELS", "0")
    # Every page of this class knows its class (classroom/lesson_class.py): a lesson the teacher starts
    # is the class's lesson, which a child who came in with the class word joins with no other code.
    # The children's arcade leaves out the teacher's pages (widgets/arcade.py).
    os.environ["HILLTOP_CLASS_ROOM"] = room  # (kept for the day with the class: a restart keeps its lessons)
    os.environ["HILLTOP_CLASS_OPEN"] = open_page
    # A warm kernel learns its page (the address's ?seed=, and the child) by calling this server
    # back (widgets/address.py); Voila tells it the port but not the address, and it would call
    # 127.0.0.1, where a server on the school's address is not: every warm page was then a page of
    # no child (a reload made a new child).  Tell it the address it can reach the server on.
    os.environ["VOILA_APP_IP"] = reachable_address(address)

    from traitlets.config import Config

    from server.class_access import ClassAuthorizer, ClassIdentityProvider

    config = Config()
    config.Voila.ip = address
    config.Voila.port = port
    config.Voila.port_retries = 0
    config.Voila.open_browser = False
    config.Voila.token = key
    config.Voila.cookie_secret = bytes.fromhex(secret)
    config.Voila.identity_provider_class = ClassIdentityProvider
    config.Voila.authorizer_class = ClassAuthorizer
    config.ClassIdentityProvider.class_word = word

    short = f"{url_host(address)}:{port}"
    app_class = class_voila()
    app_class.hilltop_class = {
        "address": short, "word": word, "open": open_page,
        "join_link": f"http://{short}/?class={quote(word)}",   # (its QR code is drawn per page, in its language)
    }
    with speaking(spoken):
        print(banner(address=address, port=port, word=word, key=key, open_page=open_page, size=args.size,
                     cap=cap, notes=notes), flush=True)
        _ending, ended, stopped = said_at_the_end()
    quiet = [] if any("log_level" in a or a == "--debug" for a in extra) else ["--Voila.log_level=WARN"]
    # The secrets go in as configuration (a command line can be read by anyone on the computer);
    # the cap on the command line, because it wins over the configuration file's own cap.
    code, said = 0, ended
    try:
        try:
            app_class.launch_instance([str(DASHBOARDS), f"--Voila.config_file_paths={REPO / 'server' / 'voila_config'}",
                                       f"--ArcadeKernelManager.max_kernels={cap}", *quiet, *extra], config=config)
        except KeyboardInterrupt:  # a second Ctrl+C while the games were ending
            code = 130
        finally:
            signal.signal(signal.SIGINT, signal.SIG_IGN)  # ended: one more Ctrl+C changes nothing
    except KeyboardInterrupt:  # (one that came between the two)
        code = 130
    if code:
        said = stopped
    print(said, flush=True)
    return code


if __name__ == "__main__":
    sys.exit(main())
