"""What a dashboard's address asks for: ``.../war.ipynb?seed=7`` deals game number 7.

Standard library only, so the Voila server can check an address before it starts a kernel
(tools/voila_kernels.py) with the very rule the kernel uses (``widgets.arcade.seed_from_page``).
"""
from __future__ import annotations

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
