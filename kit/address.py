"""What a page's address may ask for, checked: ``?seed=7`` deals game number 7, ``?turns=30`` and
``?seconds=60`` make a game short, ``?level=9`` picks a lesson's level.

Standard library only (and the catalog, kit.words: the refusals are in the page's language), in
the engine so that the Voila server (server/voila_kernels.py) can refuse
a bad address before it starts a kernel, with the very rule the kernel's page uses
(``widgets.address``, which reads the address in the kernel).
"""
from __future__ import annotations

from urllib.parse import parse_qs

from .words import N_, _, number

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
        raise BadAddress(_('This game link asks for more than one "seed=". A link should have one '
                           "number after seed=, like 7."))
    if text.isascii() and text.isdigit() and len(text) <= SEED_DIGITS:
        return int(text)
    # one whole sentence for each case (a language says "nothing" and "a number with 22 digits" in
    # a sentence of its own: "no hay nada después de seed=", not "pero es nada")
    if not text:
        raise BadAddress(_('The part after "seed=" in this game link should be a whole number, like 7, '
                           "but it is nothing."))
    if text.isascii() and text.isdigit():
        raise BadAddress(_('The part after "seed=" in this game link should be a whole number, like 7, '
                           "but it is a number with {n} digits (at most {most}, please).").format(
            n=len(text), most=SEED_DIGITS))
    shown = text if len(text) <= 24 else text[:24] + "…"
    raise BadAddress(_('The part after "seed=" in this game link should be a whole number, like 7, '
                       "but it is {what}.").format(what=f'"{shown}"'))


# A short game for a lesson's last minutes: ``?turns=30`` stops a patience game after 30 turns,
# ``?seconds=60`` stops a race when its clock reaches a minute; then fewer cards left wins.
LENGTHS = {"turns": (1, 1000, "turns"), "seconds": (10, 3600, "seconds")}
# The refusal of each, whole (a language puts the unit where it needs it).
LENGTH_REFUSED = {
    "turns": N_('The part after "turns=" in this game link should be one whole number of turns from {low} to '
                "{high}, like {like}."),
    "seconds": N_('The part after "seconds=" in this game link should be one whole number of seconds from {low} '
                  "to {high}, like {like}."),
}


def length_in_query(query: str) -> dict[str, int]:
    """How long the game a query string asks for may last: ``{"turns": n}``, ``{"seconds": n}``,
    both or neither.  A value that is not a whole number in range raises BadAddress."""
    asked = parse_qs(query or "", keep_blank_values=True)
    out: dict[str, int] = {}
    for name, (low, high, _unit) in LENGTHS.items():
        values = asked.get(name)
        if not values:
            continue
        text = values[-1].strip()
        if not (text.isascii() and text.isdigit() and low <= int(text) <= high) or len(set(values)) > 1:
            raise BadAddress(_(LENGTH_REFUSED[name]).format(low=number(low), high=number(high), like=number(low * 3)))
        out[name] = int(text)
    return out


# A lesson for ages 7 to 9 has two levels: 7 (the default: two or three cards, totals to 20) and 9,
# which a teacher chooses with ``?level=9`` for older children.
LEVELS = (7, 9)


def level_in_query(query: str) -> int | None:
    """The lesson level a query string asks for (``level=9``), or None when it names none.
    Anything but one of ``LEVELS`` raises BadAddress."""
    values = parse_qs(query or "", keep_blank_values=True).get("level")
    if not values:
        return None
    text = values[0].strip()
    if len(set(v.strip() for v in values)) == 1 and text.isascii() and text.isdigit() and int(text) in LEVELS:
        return int(text)
    low, high = LEVELS
    raise BadAddress(_('The part after "level=" in this lesson link should be one of {low} or {high}: level=7 for '
                       "ages 7 and 8, level=9 for older children.").format(low=low, high=high))
