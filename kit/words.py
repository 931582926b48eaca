"""Every word a child reads, from one catalog per language (gettext, with Babel).

Code writes its sentences in English inside ``_()`` (or ``n_()`` when a number decides the form),
with ``{name}`` fields filled in afterwards by ``str.format``::

    from kit.words import _, n_
    _("{rank} of {suit}").format(rank=..., suit=...)
    n_("{n} card", "{n} cards", n).format(n=n)

English is the message itself, so English output never changes.  Other languages are
``kit/locale/<code>/LC_MESSAGES/hilltop.po`` files (Spanish: ``es``) listed in ``LANGUAGES``:
adding a language is one ``.po`` file and one line there (CONTRIBUTING.md says how).

The language is chosen per page (``?lang=es``, else the browser's languages, else English; see
``choose``) and set for the page's kernel with ``set_language``; ``speaking(code)`` sets it for a
``with`` block (tests), in that block's context only.

``qps`` is a pseudo-language for tests: every message comes back wrapped and lengthened with
accented letters (``[Ĵåçķ öƒ Çļûƃš ~~~]``), so a test can see any text that bypassed the catalog.

A table of words made when a module is imported (a dict of suit names) keeps the English and
marks it with ``N_`` for extraction; it is passed through ``_`` where it is read, each time.

The catalog is compiled by ``./hilltop words`` (to ``hilltop.mo`` beside the ``.po``, which git
ignores); when that file is missing or older than the ``.po``, the ``.po`` is compiled in memory
here instead, so a fresh checkout, Binder or a teacher's edit to a ``.po`` never reads stale words.
"""
from __future__ import annotations

import io
import re
from contextlib import contextmanager
from contextvars import ContextVar
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Iterator, Optional

if TYPE_CHECKING:  # Babel is imported when a page first speaks a language other than English
    from babel.support import NullTranslations

LOCALE_DIR = Path(__file__).resolve().parent / "locale"
DOMAIN = "hilltop"

# The languages a page may be shown in: code -> the language's own name (for a language menu).
# Adding a language: its kit/locale/<code>/LC_MESSAGES/hilltop.po and one line here.
LANGUAGES: dict[str, str] = {
    "en": "English",
    "es": "Español",
}
ENGLISH = "en"
PSEUDO = "qps"  # the test pseudo-language: never offered to a child, accepted by speaking() and ?lang=

# The page's language for the whole kernel (a module value, not a context variable: a notebook
# runs each cell, and each click's handler, in a context of its own), and an override a ``with
# speaking(...)`` block sets for its own context only (tests, a page showing two languages).
_page_language = ENGLISH
_speaking: ContextVar[Optional[str]] = ContextVar("hilltop_speaking", default=None)


def known(code: str) -> bool:
    return code in LANGUAGES or code == PSEUDO


def set_language(code: str) -> None:
    """From now on words come in language ``code`` (one of ``LANGUAGES``): the page's kernel."""
    global _page_language
    if not known(code):
        raise ValueError(f"Hilltop has no words in the language {code!r} yet: it has "
                         + ", ".join(sorted(LANGUAGES)))
    _page_language = code


def language() -> str:
    """The language words come in now."""
    return _speaking.get() or _page_language


@contextmanager
def speaking(code: str) -> Iterator[None]:
    """Words come in ``code`` inside the ``with`` block, and as before after it."""
    if not known(code):
        raise ValueError(f"Hilltop has no words in the language {code!r} yet")
    token = _speaking.set(code)
    try:
        yield
    finally:
        _speaking.reset(token)


def choose(asked: Optional[str] = None, accept_language: Optional[str] = None,
           class_language: Optional[str] = None) -> str:
    """The language a page is shown in: ``asked`` (the address's ``?lang=``) when Hilltop has it,
    else the class's (``./hilltop class --lang es``: the teacher's choice for the room), else the
    first of the browser's ``Accept-Language`` it has (``es-MX`` reads as ``es``), else English."""
    for code in (asked, class_language):
        if code and known(code):
            return code
    for tag in _accepted(accept_language or ""):
        if tag in LANGUAGES:
            return tag
        base = tag.split("-")[0]
        if base in LANGUAGES:
            return base
    return ENGLISH


def _accepted(header: str) -> list[str]:
    """The languages of an ``Accept-Language`` header, most wanted first (``q=0`` dropped)."""
    ranked: list[tuple[float, int, str]] = []
    for i, part in enumerate(header.split(",")[:20]):
        tag, _sep, params = part.strip().partition(";")
        q = 1.0
        m = re.search(r"q=([0-9.]+)", params)
        if m:
            try:
                q = float(m.group(1))
            except ValueError:
                q = 0.0
        tag = tag.strip().lower()
        if tag and tag != "*" and q > 0:
            ranked.append((-q, i, tag))
    return [tag for _q, _i, tag in sorted(ranked)]


# --- the catalogs ------------------------------------------------------------------------------
def po_path(code: str) -> Path:
    return LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.po"


@lru_cache(maxsize=None)
def translations(code: str) -> "NullTranslations":
    """The compiled catalog of ``code`` (English: none, the messages are English)."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po
    from babel.support import NullTranslations, Translations

    if code not in LANGUAGES or code == ENGLISH:
        return NullTranslations()
    po = po_path(code)
    mo = po.with_suffix(".mo")
    if mo.exists() and mo.stat().st_mtime >= po.stat().st_mtime:
        with mo.open("rb") as f:
            return Translations(f, domain=DOMAIN)
    with po.open("rb") as f:
        catalog = read_po(f, locale=code, domain=DOMAIN)
    data = io.BytesIO()
    write_mo(data, catalog)
    data.seek(0)
    return Translations(data, domain=DOMAIN)


def _(message: str) -> str:
    """``message`` (English) in the current language."""
    code = language()
    if code == ENGLISH:
        return message
    if code == PSEUDO:
        return pseudo(message)
    return translations(code).gettext(message)


def n_(singular: str, plural: str, n: int) -> str:
    """The form of a message that ``n`` needs, in the current language (its own plural rules)."""
    code = language()
    if code == ENGLISH:
        return singular if n == 1 else plural
    if code == PSEUDO:
        return pseudo(singular if n == 1 else plural)
    return translations(code).ngettext(singular, plural, n)


def N_(message: str) -> str:
    """Marks ``message`` for the catalog without translating it now (a table made at import)."""
    return message


# --- the pseudo-language -------------------------------------------------------------------------
_ACCENTED = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "åƃçđêƒğĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÊƑĞĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ",
)
_FIELD = re.compile(r"(\{[^{}]*\})")


def pseudo(message: str) -> str:
    """``message`` in the pseudo-language: letters accented (``{fields}`` kept as they are), about
    a third longer, and wrapped in ``[...]`` so a cut-off or a sentence built from pieces shows."""
    parts = _FIELD.split(message)
    text = "".join(p if _FIELD.fullmatch(p) else p.translate(_ACCENTED) for p in parts)
    return f"[{text} {'~' * max(3, len(message) // 3)}]"


# --- numbers as the language writes them ---------------------------------------------------------
def number(x: object, spec: str = "") -> str:
    """``x`` written by ``format(x, spec)`` (".3f", ".2f", ".4g", ".1%", ","), the way the current
    language writes numbers: English (and the pseudo-language) as Python writes it, so English
    never changes; Spanish with a decimal comma and Babel's grouping and percent sign (0,059;
    5,9 %; 10.000), from Babel's ``format_decimal`` / ``format_percent`` for the page's locale."""
    padded = format(x, spec)
    code = language()
    text = padded.strip()  # a width (f"{x:5.1f}") pads with spaces: kept around the language's number
    if code in (ENGLISH, PSEUDO) or not re.fullmatch(r"-?[\d,]*\.?\d*%?", text) or not re.search(r"\d", text):
        return padded
    from decimal import Decimal

    from babel.numbers import format_decimal, format_percent

    plain = text.replace(",", "")
    places = len(plain.rstrip("%").partition(".")[2])
    pattern = ("#,##0" if "," in spec else "0") + ("." + "0" * places if places else "")
    if plain.endswith("%"):
        said = format_percent(Decimal(plain[:-1]).scaleb(-2), format=pattern + "\u00a0%", locale=code)
    else:
        said = format_decimal(Decimal(plain), format=pattern, locale=code)
    return said.rjust(len(padded)) if padded != text else said
