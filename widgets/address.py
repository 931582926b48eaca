"""What a dashboard's address asks for: ``.../war.ipynb?seed=7`` deals game number 7.

Standard library only, so the Voila server can check an address before it starts a kernel
(tools/voila_kernels.py) with the very rule the kernel uses (``widgets.arcade.seed_from_page``).
"""
from __future__ import annotations

import os
from urllib.parse import parse_qs

SEED_DIGITS = 18  # a seed is a whole number of at most this many digits


class BadAddress(ValueError):
    """A page address that asks for something that cannot be; ``str()`` says so in plain words
    that a child or a teacher can act on."""


def seed_in_query(query: str) -> int | None:
    """The seed a query string (``seed=7``, no leading ``?``) asks for, or None when it names
    none.  Anything but one whole number of up to 18 digits raises BadAddress."""
    values = parse_qs(query or "", keep_blank_values=True).get("seed")
    if not values:
        return None
    text = values[0].strip()
    if len(values) > 1 and any(v.strip() != text for v in values):
        raise BadAddress('This game link asks for more than one "seed=". A link should have one '
                         "number after seed=, like 7.")
    if text.isascii() and text.isdigit() and len(text) <= SEED_DIGITS:
        return int(text)
    shown = text if len(text) <= 24 else text[:24] + "…"
    if not text:
        what = "nothing"
    elif text.isascii() and text.isdigit():
        what = f"a number with {len(text)} digits (at most {SEED_DIGITS}, please)"
    else:
        what = f'"{shown}"'
    raise BadAddress(f'The part after "seed=" in this game link should be a whole number, like 7, '
                     f"but it is {what}.")


_request_arrived = False


def page_query() -> str:
    """The query string of the page this kernel serves (``seed=7``, no ``?``).

    ``./hilltop run`` keeps warm kernels: Voila starts them and runs a dashboard's notebook before
    any child asks for it, so the imports are done when a child arrives.  Such a kernel has no
    page yet; here it waits until one is asked for and then reads that page's address, so
    ``?seed=`` means the same with warm kernels as without.  Everything a notebook does before
    calling this is done ahead of time; the deal is made after."""
    global _request_arrived
    if os.environ.get("VOILA_PREHEAT") == "True" and not _request_arrived:
        from voila.utils import wait_for_request

        wait_for_request()
        _request_arrived = True
    return os.environ.get("QUERY_STRING", "")
