"""What a dashboard's address asks for: ``.../war.ipynb?seed=7`` deals game number 7.

Standard library only (but for the warm-kernel hand-over, which uses ``websockets``, a package
Voila itself needs), so the Voila server can check an address before it starts a kernel
(server/voila_kernels.py) with the very rule the kernel uses (``widgets.arcade.seed_from_page``).
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


# A short game for a lesson's last minutes: ``?turns=30`` stops a patience game after 30 turns,
# ``?seconds=60`` stops a race when its clock reaches a minute; then fewer cards left wins.
LENGTHS = {"turns": (1, 1000, "turns"), "seconds": (10, 3600, "seconds")}


def length_in_query(query: str) -> dict:
    """How long the game a query string asks for may last: ``{"turns": n}``, ``{"seconds": n}``,
    both or neither.  A value that is not a whole number in range raises BadAddress."""
    asked = parse_qs(query or "", keep_blank_values=True)
    out = {}
    for name, (low, high, unit) in LENGTHS.items():
        values = asked.get(name)
        if not values:
            continue
        text = values[-1].strip()
        if not (text.isascii() and text.isdigit() and low <= int(text) <= high) or len(set(values)) > 1:
            raise BadAddress(f'The part after "{name}=" in this game link should be one whole number of '
                             f"{unit} from {low} to {high}, like {low * 3}.")
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
    raise BadAddress(f'The part after "level=" in this lesson link should be one of '
                     f"{' or '.join(map(str, LEVELS))}: level=7 for ages 7 and 8, level=9 for older children.")


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
        _wait_for_the_child()
        _request_arrived = True
    return os.environ.get("QUERY_STRING", "")


def _wait_for_the_child() -> None:
    """Voila's hand-over of a warm kernel, done here rather than with ``voila.utils`` (importing
    Voila in a kernel costs 1.3 CPU-seconds, twice all the rest of a War kernel's start): the
    kernel opens a websocket to the server's ``voila/query/<kernel id>``, and when a child asks for
    the page the server sends that request's details (QUERY_STRING among them) as one JSON object.
    If the server cannot be reached, the page is served as if its address named nothing."""
    import json

    from websockets.sync.client import connect

    env = os.environ
    base = env.get("VOILA_WS_BASE_URL", env.get("VOILA_SERVER_URL", "/"))
    url = (f"{env.get('VOILA_WS_PROTOCOL', 'ws')}://{env.get('VOILA_APP_IP', '127.0.0.1')}:"
           f"{env.get('VOILA_APP_PORT', '8866')}{base}voila/query/{env.get('VOILA_KERNEL_ID', '')}")
    try:
        with connect(url, open_timeout=30, max_size=2**20) as socket:
            info = json.loads(socket.recv())
    except (OSError, TimeoutError, ValueError):
        return
    env.update({str(k): str(v) for k, v in info.items()})
