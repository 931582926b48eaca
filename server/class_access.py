"""Who gets into a class server (``./hilltop class``, server/class_room.py), built on what Jupyter
Server already has rather than accounts of our own.

Voila's standalone server runs on Jupyter Server's handlers, so it asks an **IdentityProvider**
who each request comes from (a signed login cookie, or a token in the address) and an
**Authorizer** whether that user may do a thing.  The class server gives each a small subclass:

* ``ClassIdentityProvider``: the server's Jupyter *token* is the teacher key (so
  ``?token=KEY`` works as on any Jupyter server, and the browser is remembered by Jupyter's own
  signed login cookie); a second secret, the *class word*, lets a child in, typed on the word page
  or carried by the QR code's link (``?class=WORD``).  A child is a user named ``child-…``, the
  teacher the user ``teacher``.  The cookie is signed with the class's secret, kept for the day
  with the word and the key (server/class_room.py): a class server started again the same day
  resumes the class, and its children stay in; ``--new-class`` (or the next day) starts a new one.
* ``ClassAuthorizer``: every user let in may play; the resource ``TEACHER`` (the teacher's panel,
  the projector page) is for the teacher only.
* ``ClassLoginHandler``: Jupyter's login form handler with the arcade's own page ("Type your class
  word") and a kind message for a wrong word; ``WordGuard`` limits guessing, however the word comes.
"""
from __future__ import annotations

import posixpath
import secrets
import time
import uuid
from collections import deque

from jupyter_server.auth.authorizer import Authorizer
from jupyter_server.auth.decorator import allow_unauthenticated
from jupyter_server.auth.identity import IdentityProvider, User
from jupyter_server.auth.login import LoginFormHandler
from tornado import web

from kit.words import N_, _, speaking
from server.terminal_words import for_the_teacher
from server.voila_kernels import ArcadeErrors
from traitlets import Unicode, default

TEACHER = "hilltop:teacher"  # the Authorizer's resource name for the teacher's pages
TEACHER_NAME = "teacher"
# Dashboards only the teacher may open: the class experiment's teacher panel (it opens, resets and
# closes the class's experiments) and the lesson's (it starts a lesson, holds the pace, reveals).
TEACHER_PAGES = frozenset({"class_teacher.ipynb", "lesson_teacher.ipynb"})

# The class word is two short words and two digits, "frog-pear-42": easy to read from the board
# and to type (capitals, spaces and dashes do not count), and one of WORD_SPACE words (about
# 900,000).  WordGuard lets the whole class try at most 30 wrong words a minute, however they come
# (the form or a link's ?class=), so a lesson's hour of guessing finds it once in about 500 lessons.
ANIMALS = (
    "ant", "bat", "bear", "bee", "cat", "cow", "crab", "deer", "dog", "duck", "eel", "elk", "emu", "fish",
    "fox", "frog", "goat", "hen", "lamb", "lion", "mole", "moth", "mouse", "mule", "newt", "owl", "panda",
    "pig", "pony", "puma", "rat", "robin", "seal", "shark", "sheep", "slug", "snail", "swan", "tiger", "toad",
    "wasp", "whale", "wolf", "worm", "yak", "zebra", "hare", "kite", "crow", "lark", "mink", "orca", "ram",
    "koala", "llama", "otter", "moose", "horse", "gull", "ox", "hawk", "bison", "camel", "dove", "finch",
    "gecko", "heron", "hippo", "ibis", "lynx", "okapi", "quail", "rhino", "skunk", "sloth", "squid", "stork",
    "tapir", "trout", "tuna", "vole", "wren", "cod", "carp", "kudu", "mare", "colt", "pup", "kid", "calf",
    "chick", "cub", "fawn", "joey", "kitty", "owlet", "piggy", "bunny", "puppy", "yeti",
)
THINGS = (
    "apple", "bean", "cake", "kiwi", "lemon", "lime", "melon", "pear", "plum", "rice", "bread", "bun",
    "corn", "date", "fig", "grape", "honey", "jam", "leek", "mango", "nut", "oat", "olive", "pea", "peach",
    "pie", "salt", "soup", "taco", "tea", "toast", "bell", "boat", "book", "boot", "box", "brick", "brush",
    "cap", "car", "chair", "clock", "cloud", "coat", "cup", "desk", "door", "drum", "flag", "fork", "gate",
    "glove", "hat", "hill", "horn", "jar", "key", "kite", "lamp", "leaf", "moon", "nest", "note", "pen",
    "pin", "pot", "rain", "ring", "road", "rock", "rope", "rose", "sand", "ship", "shoe", "sock", "spoon",
    "star", "stone", "sun", "tent", "tree", "vase", "wave", "wheel", "wind", "yarn", "red", "blue", "green",
    "pink", "gold", "snow", "mud", "ice", "fire", "milk", "egg", "sky",
)
WORD_SPACE = len(set(ANIMALS)) * len(set(THINGS)) * 90


def new_class_word() -> str:
    """A class word a child can type from the board: two short words and two digits, e.g.
    ``frog-pear-42`` (one of WORD_SPACE, about 900,000; WordGuard limits how fast anyone may
    guess)."""
    animals, things = sorted(set(ANIMALS)), sorted(set(THINGS))
    return f"{secrets.choice(animals)}-{secrets.choice(things)}-{secrets.randbelow(90) + 10}"


def new_teacher_key() -> str:
    """The teacher key: long and random, shown only in the terminal."""
    return secrets.token_urlsafe(18)


def same_word(typed: str, word: str) -> bool:
    """Whether a typed class word is the class's: capitals, spaces and dashes do not count
    ("Frog 42" is frog42); compared in constant time."""
    def tidy(text: str) -> bytes:
        return "".join(ch for ch in text.lower() if ch.isalnum())[:40].encode()

    return bool(word) and secrets.compare_digest(tidy(typed), tidy(word))


def is_teacher(user) -> bool:
    return user is not None and getattr(user, "username", None) == TEACHER_NAME


class WordGuard:
    """One limit on guessing the class word, however it is given (the word page's form or a link's
    ``?class=``): per device and for the whole class, with a wait that grows.

    * A device (its network address) has ``free_tries`` wrong words; after that it must wait
      ``first_wait`` seconds before its next word is even looked at, and each wrong word after
      doubles the wait (up to ``longest_wait``).  A device forgotten after ``forget_after`` quiet
      seconds starts again; a right word clears it.
    * The whole class gets at most ``class_tries_per_minute`` wrong words a minute, from any number
      of devices; beyond that every word waits for the minute to pass.  (A child already let in
      is not asked again: the login cookie keeps them in.)
    * While a device (or the class) must wait, the right word gets exactly the answer a wrong one
      gets, so waiting out the limit is the only way on.
    * The teacher's terminal says so, once for each wait: who is guessing and how many wrong
      words.
    """

    free_tries = 5
    first_wait = 2.0
    longest_wait = 600.0
    forget_after = 900.0
    class_tries_per_minute = 30

    def __init__(self, clock=time.monotonic, log=None):
        self.clock = clock
        self.log = log
        self.devices: dict[str, list[float]] = {}  # device -> [wrong words, time of the last]
        self.recent: deque[float] = deque()  # times of the class's wrong words in the last minute
        self._said: dict[str, float] = {}  # what the terminal was last told, and when

    def _forget(self, now: float) -> None:
        while self.recent and now - self.recent[0] >= 60:
            self.recent.popleft()
        for device in [d for d, (_, last) in self.devices.items() if now - last > self.forget_after]:
            del self.devices[device]

    def _device_free_at(self, device: str) -> float:
        wrong, last = self.devices.get(device, (0, 0.0))
        if wrong < self.free_tries:
            return 0.0
        return last + min(self.first_wait * 2 ** (wrong - self.free_tries), self.longest_wait)

    def wait(self, device: str) -> float:
        """Seconds ``device`` must still wait before a word from it is looked at (0: now)."""
        now = self.clock()
        self._forget(now)
        waits = [self._device_free_at(device) - now]
        if len(self.recent) >= self.class_tries_per_minute:
            waits.append(self.recent[0] + 60 - now)
        return max(0.0, *waits)

    def wrong(self, device: str) -> None:
        now = self.clock()
        self._forget(now)
        wrong, _ = self.devices.get(device, (0, now))
        self.devices[device] = [wrong + 1, now]
        self.recent.append(now)
        if wrong + 1 >= self.free_tries:
            self._say(device, for_the_teacher(N_(
                "Someone at {device} may be guessing the class word: {wrong} wrong words; that device must wait "
                "{wait} s before its next try."), device=device, wrong=wrong + 1,
                wait=round(self._device_free_at(device) - now)))
        if len(self.recent) >= self.class_tries_per_minute:
            devices = len({d for d, (_, last) in self.devices.items() if now - last < 60})
            self._say("class", for_the_teacher(N_(
                "Someone may be guessing the class word: {wrong} wrong class words from {devices} devices in the "
                "last minute; every new word waits until the minute has passed (children already in are not "
                "affected)."), wrong=len(self.recent), devices=devices))

    def right(self, device: str) -> None:
        self.devices.pop(device, None)

    def _say(self, about: str, words: str) -> None:
        now = self.clock()
        if self.log is not None and now - self._said.get(about, -1e9) >= 10:
            self._said[about] = now
            self.log.warning("%s", words)


class ClassIdentityProvider(IdentityProvider):
    """Jupyter's token identity, plus a class word for children (see the module's docstring)."""

    class_word = Unicode("", config=True, help="The word that lets a child into the class.")

    @default("cookie_options")
    def _remember_for_the_day(self) -> dict:
        # A browser let in stays in for the day's lessons, through a restart the same day too (the
        # class and its cookie secret are kept for the day: server/class_room.py).
        return {"expires_days": 1, "samesite": "Lax"}

    _guard: WordGuard | None = None

    @property
    def guard(self) -> WordGuard:
        if self._guard is None:
            self._guard = WordGuard(log=self.log)
        return self._guard

    def check_word(self, handler: web.RequestHandler, typed: str) -> bool | None:
        """Whether ``typed`` is the class word, counted against the device and the class: None
        while they must wait (the word is then not even compared)."""
        device = handler.request.remote_ip or ""
        if self.guard.wait(device) > 0:
            return None
        if same_word(typed, self.class_word):
            self.guard.right(device)
            return True
        self.guard.wrong(device)
        return False

    def child(self) -> User:
        return User(f"child-{uuid.uuid4().hex[:12]}", name="child", display_name="A child in the class")

    def teacher(self) -> User:
        return User(TEACHER_NAME, name=TEACHER_NAME, display_name="The teacher")

    async def get_user_token(self, handler: web.RequestHandler) -> User | None:
        """``?token=KEY`` is the teacher; ``?class=WORD`` a child (the QR code's link).  Jupyter
        then keeps the user in its login cookie, so the word is needed once per browser."""
        typed = self.get_token(handler)
        if typed and self.token and secrets.compare_digest(typed.encode(), self.token.encode()):
            return self.teacher()
        word = handler.get_argument("class", "")
        if not word:
            return None
        known = self.get_user_cookie(handler)
        if isinstance(known, User):  # (never awaitable here: the stock cookie reader)
            return known  # already in: the word is not looked at, nor counted
        if getattr(handler, "_hilltop_word", None) is None:
            setattr(handler, "_hilltop_word", self.check_word(handler, word))  # once a request, however often asked
        return self.child() if getattr(handler, "_hilltop_word", None) else None

    def process_login_form(self, handler: web.RequestHandler) -> User | None:
        typed = handler.get_argument("word", default="")
        if self.token and secrets.compare_digest(typed.strip().encode(), self.token.encode()):
            return self.teacher()
        if self.check_word(handler, typed):
            return self.child()
        return None

    def get_handlers(self) -> list:
        return [("/login", ClassLoginHandler)]

    def validate_security(self, app, ssl_options=None) -> None:
        if not self.token or not self.class_word:
            raise SystemExit("hilltop: the class server needs a class word and a teacher key")


class ClassAuthorizer(Authorizer):
    """Everyone let in may play; the teacher's pages are the teacher's."""

    def is_authorized(self, handler, user, action, resource) -> bool:
        if resource == TEACHER:
            return is_teacher(user)
        return user is not None


class ClassLoginHandler(ArcadeErrors, LoginFormHandler):
    """The page that asks for the class word (Jupyter's login form, in the arcade's words)."""

    def _render(self, message=None):
        """The page in the request's language (server/page_words.py); ``message`` an English msgid."""
        from server.page_words import request_language, small_page_words

        lang = request_language(self)
        with speaking(lang):
            said = _(message) if message else None
        page = self.settings["voila_jinja2_env"].get_template("class_word.html")
        self.write(page.render(base_url=self.base_url, next=self.get_argument("next", default=self.base_url),
                               message=said, xsrf_form_html=self.xsrf_form_html(), words=small_page_words()[lang]))

    @allow_unauthenticated
    def post(self):
        provider = self.identity_provider
        guard = getattr(provider, "guard", None)
        device = self.request.remote_ip or ""
        typed = self.get_argument("word", default="")
        teacher = bool(provider.token) and secrets.compare_digest(typed.strip().encode(), provider.token.encode())
        if guard is not None and not teacher and guard.wait(device) > 0:
            self.set_status(429)
            self._render(message=N_("Too many tries. Wait a little, then ask your teacher for the word."))
            return
        user = provider.process_login_form(self)
        if user is None:
            self.set_status(401)
            self._render(message=N_("That is not the class word. Look at the board and try again."))
            return
        self.current_user = user
        self.identity_provider.set_login_cookie(self, user)
        self._redirect_safe(self.get_argument("next", default=self.base_url))


def check_class_page(handler, notebook_path: str) -> None:
    """What a dashboard request must pass on the class server before a kernel is used (called by
    server.voila_kernels.check_pages_in_the_handler when the server has a class).  A browser not
    let in yet is left to the page handler, which sends it to the class word page."""
    if handler.current_user is None:
        return
    plain = plain_path(notebook_path)
    if plain.rsplit("/", 1)[-1].casefold() in _TEACHER_NAMES:
        check_teacher(handler)
    if plain != notebook_path:
        # One address per page: "war.ipynb/", "./war.ipynb", "x/../war.ipynb" are not found,
        # rather than served under a spelling a check elsewhere might not know.
        raise web.HTTPError(404, "%s", _("We can't find that page. Go back to the arcade and pick a game."))


_TEACHER_NAMES = frozenset(name.casefold() for name in TEACHER_PAGES)


def plain_path(path: str) -> str:
    """``path`` (already unescaped by the web framework) made plain: no empty or ``.`` steps, no
    ``x/..``, no leading or trailing slash.  Access is decided on this form only."""
    return posixpath.normpath("/" + (path or "")).lstrip("/")


def check_teacher(handler) -> None:
    """Refuse (403, in a child's words) a user who is not the teacher."""
    if not handler.authorizer.is_authorized(handler, handler.current_user, "read", TEACHER):
        raise web.HTTPError(403, "%s", _("This page is for your teacher. Go back to the arcade and play!"))
