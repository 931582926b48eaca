"""Who gets into a class server (``./hilltop class``, server/class_room.py), built on what Jupyter
Server already has rather than accounts of our own.

Voila's standalone server runs on Jupyter Server's handlers, so it asks an **IdentityProvider**
who each request comes from (a signed login cookie, or a token in the address) and an
**Authorizer** whether that user may do a thing.  The class server gives each a small subclass:

* ``ClassIdentityProvider``: the server's Jupyter *token* is the teacher key (so
  ``?token=KEY`` works as on any Jupyter server, and the browser is remembered by Jupyter's own
  signed login cookie); a second secret, the *class word*, lets a child in, typed on the word page
  or carried by the QR code's link (``?class=WORD``).  A child is a user named ``child-…``, the
  teacher the user ``teacher``.  The cookie is signed with a secret made when the server starts,
  so a class server started again is a new class: nobody from the last one is still in.
* ``ClassAuthorizer``: every user let in may play; the resource ``TEACHER`` (the teacher's panel,
  the projector page) is for the teacher only.
* ``ClassLoginHandler``: Jupyter's login form handler with the arcade's own page ("Type your class
  word"), a kind message for a wrong word, and a pause after too many wrong words from one device.
"""
from __future__ import annotations

import posixpath
import secrets
import time
import uuid
from collections import defaultdict, deque

from jupyter_server.auth.authorizer import Authorizer
from jupyter_server.auth.decorator import allow_unauthenticated
from jupyter_server.auth.identity import IdentityProvider, User
from jupyter_server.auth.login import LoginFormHandler
from tornado import web

from server.voila_kernels import ArcadeErrors
from traitlets import Unicode, default

TEACHER = "hilltop:teacher"  # the Authorizer's resource name for the teacher's pages
TEACHER_NAME = "teacher"
# Dashboards only the teacher may open: the class experiment's teacher panel (it opens, resets and
# closes the class's experiments) and the lesson's (it starts a lesson, holds the pace, reveals).
TEACHER_PAGES = frozenset({"class_teacher.ipynb", "lesson_teacher.ipynb"})

WORDS = (
    "ant", "bat", "bear", "bee", "cat", "cow", "crab", "deer", "dog", "duck", "eel", "elk", "emu",
    "fish", "fox", "frog", "goat", "hen", "lamb", "lion", "mole", "moth", "mouse", "mule", "newt",
    "owl", "panda", "pig", "pony", "puma", "rat", "robin", "seal", "shark", "sheep", "slug", "snail",
    "swan", "tiger", "toad", "wasp", "whale", "wolf", "worm", "yak", "zebra", "apple", "bean", "cake",
    "kiwi", "lemon", "lime", "melon", "pear", "plum", "rice",
)


def new_class_word() -> str:
    """A short word a child can type: an easy word and two digits, e.g. ``frog42`` (about 5000
    possible words; ``ClassLoginHandler`` pauses a device after a few wrong ones)."""
    return f"{secrets.choice(WORDS)}{secrets.randbelow(90) + 10}"


def new_teacher_key() -> str:
    """The teacher key: long and random, shown only in the terminal."""
    return secrets.token_urlsafe(18)


def same_word(typed: str, word: str) -> bool:
    """Whether a typed class word is the class's: capitals, spaces and dashes do not count
    ("Frog 42" is frog42); compared in constant time."""
    tidy = "".join(ch for ch in typed.lower() if ch.isalnum())[:40]
    return bool(word) and secrets.compare_digest(tidy.encode(), word.encode())


def is_teacher(user) -> bool:
    return user is not None and getattr(user, "username", None) == TEACHER_NAME


class ClassIdentityProvider(IdentityProvider):
    """Jupyter's token identity, plus a class word for children (see the module's docstring)."""

    class_word = Unicode("", config=True, help="The word that lets a child into the class.")

    @default("cookie_options")
    def _remember_for_the_day(self) -> dict:
        # A browser let in stays in for the day's lessons; a new start of the server is a new
        # class anyway (new word, new key, new cookie secret).
        return {"expires_days": 1, "samesite": "Lax"}

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
        if word and same_word(word, self.class_word):
            known = self.get_user_cookie(handler)
            if not isinstance(known, User):  # (never awaitable here: the stock cookie reader)
                known = None
            return known or self.child()
        return None

    def process_login_form(self, handler: web.RequestHandler) -> User | None:
        typed = handler.get_argument("word", default="")
        if self.token and secrets.compare_digest(typed.strip().encode(), self.token.encode()):
            return self.teacher()
        if same_word(typed, self.class_word):
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

    wrong_tries = 8  # wrong words from one device ...
    wrong_window = 60.0  # ... within this many seconds, and it must wait
    _wrong: dict[str, deque] = defaultdict(deque)

    def _render(self, message=None):
        page = self.settings["voila_jinja2_env"].get_template("class_word.html")
        self.write(page.render(base_url=self.base_url, next=self.get_argument("next", default=self.base_url),
                               message=message, xsrf_form_html=self.xsrf_form_html()))

    def _too_many(self) -> bool:
        tries = self._wrong[self.request.remote_ip or ""]
        now = time.monotonic()
        while tries and now - tries[0] > self.wrong_window:
            tries.popleft()
        return len(tries) >= self.wrong_tries

    @allow_unauthenticated
    def post(self):
        if self._too_many():
            self.set_status(429)
            self._render(message="Too many tries. Wait one minute, then ask your teacher for the word.")
            return
        user = self.identity_provider.process_login_form(self)
        if user is None:
            self._wrong[self.request.remote_ip or ""].append(time.monotonic())
            self.set_status(401)
            self._render(message="That is not the class word. Look at the board and try again.")
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
        raise web.HTTPError(404, "We can't find that page. Go back to the arcade and pick a game.")


_TEACHER_NAMES = frozenset(name.casefold() for name in TEACHER_PAGES)


def plain_path(path: str) -> str:
    """``path`` (already unescaped by the web framework) made plain: no empty or ``.`` steps, no
    ``x/..``, no leading or trailing slash.  Access is decided on this form only."""
    return posixpath.normpath("/" + (path or "")).lstrip("/")


def check_teacher(handler) -> None:
    """Refuse (403, in a child's words) a user who is not the teacher."""
    if not handler.authorizer.is_authorized(handler, handler.current_user, "read", TEACHER):
        raise web.HTTPError(403, "This page is for your teacher. Go back to the arcade and play!")
