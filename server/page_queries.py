"""What a page's address may carry after its ``?``: an allow-list, checked before any kernel starts.

A dashboard's address reads a few parameters (``seed``, ``turns``, ``seconds``, ``level``: kit/address.py;
``code``: a class experiment's or lesson's class code; ``lang``: the page's language, one of
kit.words.LANGUAGES), and the servers in front of it a few more (``class``: the class word in the
QR code's link; ``token``: the teacher key, or a hub's or Binder's token; ``redirects``:
JupyterHub's count of redirects).  Nothing else is read, so nothing else is let through: Voila itself would read ``?theme=`` and ``?template=`` (both turned off in
server/arcade_pages.py; the theme went into the page unescaped, so a link could run script as
whoever opened it), and a parameter added by a later Voila would be refused here until someone
decides it is harmless.  Each value has a shape too: a link that carries anything else is "not
quite right" (400, the arcade's error page), and no kernel is started for it.
"""
from __future__ import annotations

import re
from urllib.parse import parse_qsl

from kit.words import LANGUAGES, PSEUDO, _

# name -> the whole value's shape (seed, turns and seconds are checked further by widgets.address)
PAGE_PARAMETERS: dict[str, re.Pattern[str]] = {
    "seed": re.compile(r"-?\d{1,40}"),
    "turns": re.compile(r"\d{1,12}"),
    "seconds": re.compile(r"\d{1,12}(\.\d{1,6})?"),
    "level": re.compile(r"\d{1,3}"),
    "code": re.compile(r"[A-Za-z0-9-]{1,16}"),
    "class": re.compile(r"[A-Za-z0-9 -]{1,40}"),
    "token": re.compile(r"[A-Za-z0-9_.~-]{1,200}"),
    "redirects": re.compile(r"\d{1,3}"),
    # the page's language (kit/words.py): only one Hilltop has words in
    "lang": re.compile("|".join(re.escape(code) for code in sorted({*LANGUAGES, PSEUDO}))),
}


class BadQuery(ValueError):
    """The address carries a parameter no page reads, or a value of the wrong shape."""


def check_page_query(query: str) -> None:
    """Raise ``BadQuery`` (in a child's words, in the language spoken now: the server checks in
    the request's language) unless every parameter of ``query`` (no ``?``) is on the list and has
    its shape."""
    if len(query or "") > 2000:
        raise BadQuery(_("This link is far too long. Go back to the arcade and open the game from there."))
    try:
        pairs = parse_qsl(query or "", keep_blank_values=True, strict_parsing=False, max_num_fields=20)
    except ValueError:
        raise BadQuery(_("This link has too many parts. Go back to the arcade and open the game from there.")) from None
    for name, value in pairs:
        shape = PAGE_PARAMETERS.get(name)
        if shape is None:
            raise BadQuery(_("This link has a part no game uses. Go back to the arcade and open the game from there."))
        if value and not shape.fullmatch(value):
            raise BadQuery(_("Something in this link is not quite right. Go back to the arcade and open the "
                             "game from there."))
