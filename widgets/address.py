"""What a dashboard's address asks for: ``.../war.ipynb?seed=7`` deals game number 7.

The checks are the engine's (``kit.address``: the Voila server refuses a bad address with them
before it starts a kernel); here the kernel reads its page's address, waiting for it in a warm
kernel (the hand-over uses ``websockets``, a package Voila itself needs).
"""
from __future__ import annotations

import os
from urllib.parse import parse_qs

from kit.words import choose, set_language
from kit.address import (LENGTHS, LEVELS, SEED_DIGITS, BadAddress, length_in_query, level_in_query,
                         seed_in_query)

__all__ = ["LENGTHS", "LEVELS", "SEED_DIGITS", "BadAddress", "length_in_query", "level_in_query",
           "seed_in_query", "page_query", "page_child", "page_language"]


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
        page_language()
    return os.environ.get("QUERY_STRING", "")


def page_language() -> str:
    """The language of this page, set for its kernel's words (kit.words): the address's
    ``?lang=``, else the class's (``./hilltop run --lang es`` / ``class --lang es``: HILLTOP_LANG),
    else the first of the browser's languages Hilltop has (its Accept-Language header), else
    English.  Read when the page's address is known (here on import for a page started for its
    child, in ``page_query`` for a warm kernel)."""
    env = os.environ
    asked = parse_qs(env.get("QUERY_STRING", "")).get("lang", [None])[0]
    code = choose(asked, env.get("HTTP_ACCEPT_LANGUAGE"), env.get("HILLTOP_LANG"))
    set_language(code)
    return code


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


def page_child() -> str:
    """Who the child of this page is (``child-…`` on the class server, ``hub-NAME`` on a hub,
    ``browser-…`` on ``./hilltop run``), as the server named them in the page's request (never
    from the page itself: server.voila_kernels.name_the_child); "" outside a served page.  In a
    warm kernel it is known once ``page_query`` has waited for the page."""
    page_query()
    return os.environ.get("HTTP_X_HILLTOP_CHILD", "")


if os.environ.get("VOILA_PREHEAT") != "True":
    page_language()  # a page's kernel knows its address from the start; elsewhere English
