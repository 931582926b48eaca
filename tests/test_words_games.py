"""The games that speak through the catalog say whole sentences in Spanish (no English pieces
glued in: "tú's layout"), show their moves in the page's language, and keep their saves the same
whatever language a page was in (issue 42).  The games still on ``NOT_YET_MOVED`` are left out."""
from __future__ import annotations

import re

import pytest

import kit
from kit.bots import bot_levels, make_bot
from kit.game import IllegalMove, Move, Speaker
from kit.words import PSEUDO, _, speaking, translations
from test_words import LEVELS, MAX_MOVES, NOT_YET_MOVED, SEED, english_left, golden_sentences

MOVED = sorted(set(kit.GAMES) - NOT_YET_MOVED)
# English words a Spanish sentence glued from English pieces would show ("tú's", "you play")
GLUE = re.compile(r"'s\b|\b(you|your|the|and|wins?|takes?|cards?|plays?|pile|turn)\b", re.IGNORECASE)


def golden_moves(name: str, until: int = MAX_MOVES) -> tuple[kit.Game, list[Move]]:
    """The golden deal of ``name`` (tests/test_goldens.py) played ``until`` moves in: the game, and
    every move that was legal on the way."""
    cls = kit.GAMES[name]
    g = kit.new_game(name, players=cls.MIN_PLAYERS, seed=SEED)
    level = next(lv for lv in LEVELS if lv in bot_levels(name))
    bots = {p: make_bot(name, level, seed=SEED, seat=p) for p in range(g.players)}
    seen: list[Move] = []
    moves = 0
    while not g.over and moves < until:
        p = g.to_act[0]
        legal = g.legal_moves(p)
        seen += legal
        g.play(p, bots[p].choose(g.view(p), legal))
        moves += 1
    return g, seen


@pytest.mark.parametrize("name", MOVED)
def test_spanish_sentences_are_whole(name):
    """Every sentence of the golden deal, to a spectator and to each seat, in Spanish: no English
    word glued in by the Speaker's pieces."""
    with speaking("es"):
        said = [s for s in golden_sentences(name) if s]
    glued = sorted({s for s in said if GLUE.search(s) or "tú's" in s})
    assert not glued, f"{name} glues English into Spanish:\n" + "\n".join(glued[:20])


@pytest.mark.parametrize("name", MOVED)
def test_move_words_come_from_the_catalog(name):
    """Every move offered in the golden deal reads in the page's language: in the pseudo-language
    no English is left, and each move's ``words`` has its Spanish in the catalog."""
    with speaking(PSEUDO):
        _g, moves = golden_moves(name)
        english = sorted({str(m) for m in moves if english_left(str(m))})
    assert not english, f"{name} shows moves not from the catalog:\n" + "\n".join(english[:20])
    spanish = translations("es")
    untranslated = sorted({type(m).words for m in moves if "words" in type(m).__dict__
                           and spanish.gettext(type(m).words) == type(m).words})
    assert not untranslated, f"{name}: move words with no Spanish (mark them N_ and translate):\n" + \
        "\n".join(untranslated)


@pytest.mark.parametrize("name", MOVED)
def test_a_save_made_in_spanish_loads_in_english(name):
    """A view says its words in the page's language, but the save's fingerprint does not depend
    on it: a child's game saved from a Spanish page comes back on an English one, and back."""
    for until in (2, 60):  # Spit's golden deal has a move bouncing (and its reason shown) at move 2
        with speaking("es"):
            g, _moves = golden_moves(name, until)
            saved = g.to_json()
        back = kit.load_game(saved)
        assert back.digest() == g.digest()
        with speaking("es"):
            assert kit.load_game(back.to_json()).digest() == g.digest()


def test_a_refusal_about_a_seat_is_two_whole_messages():
    """"It is Sam's turn" is one message of the catalog, and "It is your turn" another: Spanish
    says each its own way (it once read "Es el turno de tú" glued from English pieces)."""
    g = kit.new_game("anarchy", players=3, seed=1)
    now = g.to_act[0]
    waiting = (now + 1) % g.players
    with speaking("es"):
        with pytest.raises(IllegalMove) as caught:
            g.play(waiting, g.legal_moves(now)[0])
        refused = caught.value
        told = [refused.told(Speaker(seat, ["Ana", "Leo", "Sam"])) for seat in (now, waiting)]
    names = ["Ana", "Leo", "Sam"]
    assert told == ["Es tu turno. Espera al tuyo, por favor.",
                    f"Es el turno de {names[now]}. Espera al tuyo, por favor."], told
    with pytest.raises(IllegalMove) as caught:
        g.play(waiting, g.legal_moves(now)[0])
    assert caught.value.told(Speaker(waiting, names)) == f"It is {names[now]}'s turn. Please wait for yours."
    assert caught.value.told(Speaker(now, names)) == "It is your turn. Please wait for yours."


def test_king_of_the_hill_says_its_table_words_through_the_catalog():
    """Beyond its narration, King of the Hill's table reads words from the game: the stacks'
    labels, a fight's reveals (why it came out so), what a seat is doing, a refused attack, the
    goal.  In the pseudo-language none is English; the game's own record of a reveal stays English."""
    with speaking(PSEUDO):
        g, _moves = golden_moves("king_of_the_hill", until=40)
        view = g.view(0)
        words = [s["label"] for row in view["pyramid"] for s in row]
        fights = [f for f in (view["fight"], view["last_fight"]) if f]
        assert fights, "the golden deal has had a fight by move 40"
        for fight in fights:
            for entry in fight["rounds"]:
                words += [entry["why"]] + [a["text"] for a in entry["attacks"]]
        words += [g.describe_doing(p, doing, viewer) for p in (0, 1) for viewer in (None, 0, 1)
                  for doing in ("sorting", "ready", "sealed", "thinking")]
        words.append(g.judge(0, ["2S", "9H"])["reason"])
        words.append(_(g.goal))
    english = sorted({w for w in words if english_left(w)})
    assert not english, "King of the Hill's table words not from the catalog:\n" + "\n".join(english)
    kept = g.fight or g.last_fight
    assert kept is not None and not kept["rounds"][0]["why"].startswith("["), "the log keeps English"
