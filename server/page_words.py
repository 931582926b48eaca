"""The words of the server's pages.  First the page template's own script
(templates/hilltop/index.html.j2): the connection bar, the stopped-game box and the link back to the arcade, in every language Hilltop has (and the
test pseudo-language).  The page is rendered before its kernel knows its language, so the page gets
them all (a few hundred bytes each) and its script picks the one its lang attribute says."""
from __future__ import annotations

import os
from functools import lru_cache
from urllib.parse import parse_qs

from kit.words import LANGUAGES, N_, PSEUDO, _, choose, speaking

PAGE_WORDS = {
    "lost": N_("Connection lost — your game is safe, reconnecting…"),
    "refused": N_("That click was not sent. Wait until the game is back, then try again."),
    "stopped": N_("This game has stopped"),
    "stopped_why": N_("The computer running your game had to stop, so the cards cannot move any more. "
                      "Nothing you did broke it. Your game is kept: try again, or pick another one."),
    "again": N_("Try again"),
    "back": N_("Back to the arcade"),
    "home": N_("← All the games"),
}


def _in_every_language(words: dict[str, str]) -> dict[str, dict[str, str]]:
    """language code -> ``words`` said in it."""
    out = {}
    for code in [*LANGUAGES, PSEUDO]:
        with speaking(code):
            out[code] = {key: _(text) for key, text in words.items()}
    return out


@lru_cache(maxsize=1)
def page_words() -> dict[str, dict[str, str]]:
    """language code -> the template's words in it."""
    return _in_every_language(PAGE_WORDS)


# --- the server's own small pages (templates/hilltop: error.html, class_word.html, projector.html) ---
# Rendered by the server, not a kernel: each request's language is chosen here (``request_language``)
# and the page gets its words in that one language.
SMALL_PAGE_WORDS = {
    "back": PAGE_WORDS["back"],
    "again": PAGE_WORDS["again"],
    "arcade": N_("Hilltop arcade"),
    "not_found": N_("We can't find that game"),
    "not_found_why": N_("This address does not lead to any game in the arcade. Maybe a letter in it is missing "
                        "or mixed up."),
    "bad_link": N_("This game link has a mix-up"),
    "bad_link_why": N_("Something in this address is not quite right."),
    "bad_link_grown_ups": N_("Ask your teacher for the link again, or play a new deal."),
    "new_deal": N_("Play a new deal"),
    "locked": N_("This page is locked"),
    "locked_why": N_("The game server did not let this page in. Try opening the arcade again."),
    "too_many": N_("Too many pages"),
    "too_many_why": N_("You have too many pages open. Close the ones you are not using, then try again."),
    "full": N_("This class is full"),
    "full_why": N_("Every seat in this class is taken right now. Ask your teacher."),
    "full_grown_ups": N_("For grown-ups: the class server runs as many games as {size} allows; closing a tab "
                         "someone no longer uses frees a seat."),
    "tripped": N_("Oops, the game server tripped"),
    "tripped_why": N_("Something went wrong on our side, not yours. Go back to the arcade and try again."),
    "tripped_grown_ups": N_("For grown-ups: the server's window says what happened (error {status})."),
    "word_title": N_("Hilltop arcade: your class word"),
    "welcome": N_("Welcome to the Hilltop arcade"),
    "type_word": N_("Type the class word from the board."),
    "word": N_("Class word"),
    "lets_play": N_("Let's play"),
    "join": N_("Join the Hilltop arcade"),
    "how_to_join": N_("Hilltop class: how to join"),
    "join_qr": N_("QR code: point a camera at it to join the class"),
    "step_address": N_("1. Type this address:"),
    "step_word": N_("2. Type the class word:"),
    "ready": N_("ready: {ready} of {wanted} games warm"),
    "come_in": N_("ready: {ready} of {wanted} games warm: come in!"),
    "for_teacher": N_("For the teacher:"),
    "teacher_lesson": N_("a lesson with the class, live"),
    "teacher_experiment": N_("the class experiment's teacher panel"),
    "teacher_first": N_("the class's first page"),
}


@lru_cache(maxsize=1)
def small_page_words() -> dict[str, dict[str, str]]:
    """language code -> the small pages' words in it (and ``lang``: the code, for the page's lang)."""
    return {code: {"lang": code, **words} for code, words in _in_every_language(SMALL_PAGE_WORDS).items()}


def request_language(handler) -> str:
    """The language of a page the server itself answers: the address's ``?lang=``, else the
    class's (``--lang``), else the browser's first one Hilltop has, else English (kit.words.choose)."""
    request = handler.request
    asked = parse_qs(request.query or "").get("lang", [None])[0]
    return choose(asked, request.headers.get("Accept-Language"), os.environ.get("HILLTOP_LANG"))
