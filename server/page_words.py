"""The words of the page template's own script (templates/hilltop/index.html.j2): the connection
bar, the stopped-game box and the link back to the arcade, in every language Hilltop has (and the
test pseudo-language).  The page is rendered before its kernel knows its language, so the page gets
them all (a few hundred bytes each) and its script picks the one its lang attribute says."""
from __future__ import annotations

from functools import lru_cache

from kit.words import LANGUAGES, N_, PSEUDO, _, speaking

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


@lru_cache(maxsize=1)
def page_words() -> dict[str, dict[str, str]]:
    """language code -> the template's words in it."""
    out = {}
    for code in [*LANGUAGES, PSEUDO]:
        with speaking(code):
            out[code] = {key: _(text) for key, text in PAGE_WORDS.items()}
    return out
