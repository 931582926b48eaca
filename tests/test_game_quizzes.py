"""The checked questions in the patience game notebooks agree with the rules and the kit: each
answer is worked out again here (by counting, or by asking the game itself), each named mistake
gets its own reason, and a malformed answer is refused with a message."""
from fractions import Fraction
from math import comb
from pathlib import Path

import pytest

import kit
from lesson_runner import question_of, quizzes, run_lesson
from widgets.quiz import check

ROOT = Path(__file__).resolve().parent.parent
GAMES = ROOT / "notebooks/games"


def asked(name: str) -> dict:
    """prompt start -> question, for every checked question of the game notebook ``name``."""
    return {r["prompt"]: question_of(r) for r in quizzes(run_lesson(str(GAMES / f"{name}.ipynb")))}


def find(questions: dict, words: str):
    hits = [q for p, q in questions.items() if words in p]
    assert len(hits) == 1, (words, list(questions))
    return hits[0]


def progressive_centre_at(top: int, then: str):
    """A Progressive Patience game whose centre has been built from the Ace up to ``top`` by seat 0,
    who then turns up ``then``; returns the game and seat 0's legal moves."""
    from kit.games.progressive_patience import BuildTurned, Turn

    runs = ["AS", "2H", "3C", "4D", "5S", "6H", "7C", "8D", "9S", "TH", "JC", "QD", "KS"][:top]
    mine = runs + [then]
    rest = [c.code for c in kit.make_deck(packs=2)]
    for c in mine:
        rest.remove(c)
    s0, s1 = mine + rest[:52 - len(mine)], rest[52 - len(mine):]
    g = kit.new_game("progressive_patience", deck=[c for pair in zip(s0, s1) for c in pair])
    for _ in range(top):
        g.play(0, Turn())
        g.play(0, BuildTurned())
    g.play(0, Turn())
    assert g.view(0)["held"] == then
    return any(isinstance(m, BuildTurned) for m in g.legal_moves(0))


@pytest.mark.slow
def test_conjugal_patience_answers():
    qs = asked("conjugal_patience")
    ace = find(qs, "at least one Ace")
    assert ace.answer == 1 - Fraction(comb(48, 6), comb(52, 6)) == Fraction(21508, 54145)    # RULES 7, teaching hooks
    centre = find(qs, "eight foundations")
    assert centre.answer == 8 * 13 == 2 * 52
    first = find(qs, "Which card comes out first")
    assert first.answer == "7♣"        # thrown away last (RULES 7: last discard first; the kit's test checks it)
    for q in (ace, centre, first):
        assert q.wrong
        for given, reason in q.wrong.items():
            assert check(q, given if q.choices else str(given)) == (False, reason)
    assert check(ace, "0.397")[0] and check(centre, "104")[0]
    assert not check(ace, "lots")[0] and not check(centre, "a hundred")[0]


@pytest.mark.slow
def test_progressive_patience_answers():
    qs = asked("progressive_patience")
    first = find(qs, "first card turned up is an Ace")
    assert first.answer == Fraction(8, 104)
    nine = find(qs, "top card is a 9")
    assert nine.answer == "a 10"
    assert progressive_centre_at(9, "TD") and not progressive_centre_at(9, "8H")     # a 10 of any suit fits
    runs = find(qs, "Three runs")
    assert runs.answer == 39 == 3 * len(kit.cards("AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS"))
    ace = find(qs, "centre is at 5 and you turn up an Ace")
    assert ace.answer == "No" and not progressive_centre_at(5, "AH")
    for q in (first, nine, runs, ace):
        assert q.wrong
        for given, reason in q.wrong.items():
            assert check(q, given if q.choices else str(given)) == (False, reason)
    assert not check(first, "an eighth")[0] and not check(nine, "a 9")[0]


@pytest.mark.slow
def test_dictation_answer_is_the_count_over_every_pack():
    q = find(asked("dictation"), "before the first Ace")
    # the wait is at least t exactly when the first t cards hold no Ace: add those chances up
    by_counting = sum(Fraction(comb(48, t), comb(52, t)) for t in range(1, 49))
    assert q.answer == by_counting == Fraction(48, 5)
    for given, reason in q.wrong.items():
        assert check(q, str(given)) == (False, reason)
    assert check(q, "9.6")[0] and not check(q, "nine and a bit")[0]


QUIZZED = sorted(p.stem for p in GAMES.glob("*.py") if "Quiz(" in p.read_text(encoding="utf-8"))


@pytest.mark.slow
@pytest.mark.parametrize("name", QUIZZED)
def test_no_game_question_is_answered_above_it(name):
    """A number the notebook shows above a question (in its text or printed by a cell) is never
    one that question accepts (Progressive Patience printed 1/13 just above asking for it)."""
    from lesson_runner import leaks

    assert leaks(run_lesson(str(GAMES / f"{name}.ipynb"))) == []


def test_the_games_with_questions_are_found():
    assert {"conjugal_patience", "progressive_patience", "dictation"} <= set(QUIZZED)


@pytest.mark.slow
def test_conjugal_patience_asks_about_a_game_the_rules_allow():
    """The game stops when the first player has built all 52 cards (RULES 7: 'first player to
    build every card wins'), so a question must not describe both players as finished."""
    g = kit.new_game("conjugal_patience", seed=1)
    from kit.bots import make_bot, play_out

    play_out(g, {p: make_bot(g.name, "hard", seed=1, seat=p) for p in range(2)})
    assert len(g.winners) == 1
    assert g.scores[1 - g.winners[0]] > 0     # the other player still holds cards when the game stops
    q = find(asked("conjugal_patience"), "eight foundations")
    assert "When both players have built everything" not in q.prompt
    assert "stops as soon as one player" in q.prompt


@pytest.mark.slow
@pytest.mark.parametrize("name", QUIZZED)
def test_no_game_hint_is_the_answer_or_its_whole_calculation(name):
    """Conjugal Patience's hint was "1 - (48/52 × 47/51 × ...)": the whole calculation."""
    from lesson_leaks import hint_gives_away
    from lesson_runner import quizzes

    cells = run_lesson(str(GAMES / f"{name}.ipynb"))
    assert [(q["prompt"], why) for q in quizzes(cells) if (why := hint_gives_away(q))] == []
