"""The questions in the game notebooks (notebooks/games/*) agree with the rules and the kit.

Each game notebook that asks questions is run top to bottom, as a child would, and every
question it asks is checked:

* a number answer equals the kit's value, and the kit's value is checked here again another way
  (a shuffle experiment with the game's own deal, or the engine's own pieces);
* a choice answer is what the engine really does in that position;
* every question names a likely mistake with its own reason, and no answer is shown above its
  question.

A question this file does not know fails the test, so a new question gets a check too."""
from __future__ import annotations

import math
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest

import kit
from lesson_runner import leaks, question_of, quizzes, run_lesson
from widgets.quiz import check

ROOT = Path(__file__).resolve().parent.parent
GAMES = sorted(p for p in (ROOT / "notebooks/games").glob("*.py") if "Quiz(" in p.read_text(encoding="utf-8"))


def within(share: float, p: float, n: int, sigmas: float = 4.5) -> bool:
    return abs(share - p) <= sigmas * math.sqrt(p * (1 - p) / n)


# -- Conjugal Patience --------------------------------------------------------------------------------
def conjugal_ace_in_reserve(answer):
    from kit.exact import conjugal_patience as exact
    from kit.games.conjugal_patience import RESERVE

    assert answer == exact.p_ace_in_reserve() == exact.p_ace_in_reserve_card_by_card()
    g = kit.new_game("conjugal_patience", seed=0)
    assert len(g.view(0)["reserves"][0]) == RESERVE == 6          # the question's "6 cards"
    assert answer == Fraction(21508, 54145)                         # RULES.md, section 7
    deals = 1500                                                    # the game's own deal, seeded
    hits = sum(any(c[0] == "A" for c in kit.new_game("conjugal_patience", seed=s).view(0)["reserves"][0])
               for s in range(deals))
    assert within(hits / deals, float(answer), deals)


def conjugal_finished_centre(answer):
    from kit.exact import conjugal_patience as exact
    from kit.games.conjugal_patience import FOUNDATIONS

    g = kit.new_game("conjugal_patience", seed=0)
    assert answer == exact.cards_in_finished_centre() == FOUNDATIONS * 13 == sum(g.cards().values())


def conjugal_waste_order(answer):
    """Discard 9♦, K♠, 7♣ with the stock empty: the wastepile is turned over and the first card
    to fill a space is the answer."""
    g = kit.new_game("conjugal_patience", seed=0)
    g.stock[0] = []
    g.waste[0] = [kit.card(c) for c in ("9D", "KS", "7C")]
    g.reserve[0][0] = None
    g._fill(0, 0)
    assert str(g.reserve[0][0]) == answer == "7♣"


# -- Progressive Patience -------------------------------------------------------------------------------
def progressive_first_ace(answer):
    from kit.exact import progressive_patience as exact

    pack = kit.make_deck(packs=2)
    assert answer == exact.p_first_card_ace() == Fraction(sum(c.rank == "A" for c in pack), len(pack))
    deals = 3000
    hits = 0
    for s in range(deals):
        g = kit.new_game("progressive_patience", seed=s)
        hits += g.stock[g.current][-1].rank == "A"               # the first card turned up
    assert within(hits / deals, float(answer), deals)


def progressive_after_nine(answer):
    g = kit.new_game("progressive_patience", seed=0)
    g.centre = [kit.card(c) for c in ("AS", "2H", "3C", "4D", "5S", "6H", "7C", "8D", "9S")]
    fits = [r for r in ("8", "10", "A") if g.fits(kit.card(r + "S"))]
    assert fits == ["10"] and answer == "a 10"
    assert g.fits(kit.card("10H")) and g.fits(kit.card("10C"))   # any suit


def progressive_three_runs(answer):
    from kit.games.progressive_patience import KING

    g = kit.new_game("progressive_patience", seed=0)
    run = [c for c in kit.make_deck() if c.suit == "S"]            # Ace to King
    assert len(run) == KING and answer == 3 * KING == 39
    assert not g.fits(run[0]) or not g.centre                      # a run starts with an Ace


def progressive_ace_mid_run(answer):
    from kit.games.progressive_patience import BuildTurned

    g = kit.new_game("progressive_patience", seed=0)
    g.centre = [kit.card(c) for c in ("AS", "2H", "3C", "4D", "5S")]
    g.started = True
    g.held = kit.card("AH")
    p = g.current
    assert BuildTurned() not in g.legal_moves(p)
    assert answer == "No"


# -- Dictation -----------------------------------------------------------------------------------------
def dictation_first_ace(answer):
    from kit.exact import dictation as exact

    assert answer == exact.expected_before_first_ace() == exact.expected_before_first_ace_by_counting()
    waits = np.array([exact.non_aces_before_first_ace(kit.new_game("dictation", players=1, seed=s).calls)
                      for s in range(3000)])
    assert abs(waits.mean() - float(answer)) < 4.5 * waits.std() / math.sqrt(len(waits))


CHECKS = {
    "first reserve of 6 cards has at least one Ace": conjugal_ace_in_reserve,
    "How many cards are then on the eight foundations": conjugal_finished_centre,
    "Which card comes out first": conjugal_waste_order,
    "first card turned up is an Ace": progressive_first_ace,
    "The centre's top card is a 9": progressive_after_nine,
    "Three runs have been finished": progressive_three_runs,
    "The centre is at 5 and you turn up an Ace": progressive_ace_mid_run,
    "how many non-Aces are called before the first Ace": dictation_first_ace,
}


def asked(game: Path):
    return quizzes(run_lesson(str(game.with_suffix(".ipynb"))))


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES, ids=[p.stem for p in GAMES])
def test_every_game_question_agrees_with_the_kit(game):
    records = asked(game)
    assert records, "the notebook asks nothing"
    for r in records:
        found = [f for key, f in CHECKS.items() if key in r["prompt"]]
        assert len(found) == 1, f"no check for the question {r['prompt']!r}: add one to CHECKS"
        found[0](r["answer"])
        q = question_of(r)
        typed = r["answer"] if q.choices else (str(r["answer"]) if not isinstance(r["answer"], Fraction)
                                               else f"{r['answer'].numerator}/{r['answer'].denominator}")
        assert check(q, typed)[0], r["prompt"]


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES, ids=[p.stem for p in GAMES])
def test_every_game_question_names_a_likely_mistake(game):
    for r in asked(game):
        q = question_of(r)
        assert q.wrong, q.prompt
        for given, reason in q.wrong.items():
            assert check(q, given if q.choices else str(given)) == (False, reason), (q.prompt, given)


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES, ids=[p.stem for p in GAMES])
def test_no_game_question_is_answered_above_it(game):
    assert leaks(run_lesson(str(game.with_suffix(".ipynb")))) == []


def test_the_games_with_questions_are_the_three_patience_games():
    """The list this file checks is found, not typed in: it must not come out empty."""
    assert {p.stem for p in GAMES} >= {"conjugal_patience", "progressive_patience", "dictation"}


def test_a_wrong_kit_value_would_be_caught():
    with pytest.raises(AssertionError):
        conjugal_ace_in_reserve(Fraction(1, 2))
    with pytest.raises(AssertionError):
        progressive_three_runs(36)
    with pytest.raises(AssertionError):
        conjugal_waste_order("9♦")
