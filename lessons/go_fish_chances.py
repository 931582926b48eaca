"""Go Fish: what are the chances? (ages 10 to 14): is asking a friend for Queens a good question?
The lesson's prediction and experiment, its worked answer, its questions with the mistakes they
name, and the card-by-card climb; every number comes from :mod:`kit.exact.go_fish`.
"""
from __future__ import annotations

from fractions import Fraction
from html import escape

from kit.exact import go_fish as fish
from widgets.lesson import LessonSpec
from widgets.quiz import Question

from .words import SHARE_CHOICES, SHARE_VALUES, ask, frac, measured, steps, three_ways

ADDED = ("You added one chance per Queen. But two Queens can sit in the same hand, and adding "
         "counts those deals twice. Work out the chance of NO Queen, then take it from 1.")


def practise() -> list[Question]:
    return [
        ask("5 players, 8 cards each (the pond has 12). You hold one Queen. What is the chance that one "
                 "chosen player has a Queen?", fish.first_question(5, 1), hint="U = 44 hidden cards, k = 8, m = 3.",
                 wrong={Fraction(24, 44): ADDED,
                        fish.first_question(3, 1): "That is the answer for 3 players with 13 cards each."},
                 explain="1 - C(41,8)/C(44,8)"),
        ask("4 players, 10 cards each (the pond has 12). You hold one Queen, you asked Sam for Queens and Sam "
                 "said 'Go fish!'. Before you fish, what is the chance that Kim (10 cards) has a Queen?", fish.after_go_fish(42, 10, 3, 10),
                 hint="Sam's 10 cards are out of the question: 32 hidden cards are left.",
                 wrong={fish.first_question(4, 1): "That was the chance before Sam answered. Sam's 10 cards can't "
                                                   "hold a Queen any more."},
                 explain="1 - C(29,10)/C(32,10)"),
        ask("Authors with 4 players, 10 cards each (the pond has 12): what is the chance that one chosen "
                 "player holds the Seven of Hearts (which you can't see)?", fish.p_particular_card(42, 10),
                 wrong={Fraction(1, 4): "You shared 52 cards among 4 players, but 10 cards are yours and 12 are in "
                                        "the pond."},
                 explain="10 of the 42 hidden places are theirs: 10/42"),
        ask("Authors: you hold two Kings and there are 2 other players. How many different questions about "
                 "Kings can you ask?", fish.questions_in_authors(2, 2),
                 wrong={2: "In Authors you ask for ONE card: each missing King, to each player."},
                 explain="2 missing Kings × 2 players = 4"),
    ]


def explain(hits: int, total: int) -> str:
    p = fish.first_question(3, 1)
    misses = [(36 - i, 39 - i) for i in range(13)]
    return (f"<p>{escape(measured(hits, total, 'deals'))}</p>"
            "<p><b>The exact answer, step by step.</b> With 3 players everyone gets 13 cards and the pond 13. "
            "You see your own 13, so 39 cards are hidden, and the other 3 Queens are among them.</p><ol>"
            "<li>Your friend's first card is no Queen with chance 36/39.</li>"
            "<li>Then 38 hidden cards are left, 35 of them no Queen: 36/39 × 35/38, and so on for all 13 cards.</li>"
            f"<li>No Queen at all: {steps(misses[:3])} × ... × {steps(misses[-1:])} = {frac(1 - p)}.</li>"
            f"<li>At least one Queen: 1 - {frac(1 - p)} = <b>{three_ways(p)}</b>.</li></ol>")


def spec() -> LessonSpec:
    return LessonSpec(
        name="go_fish_chances", title="Go Fish: what are the chances?",
        intro=("Three players, 13 cards each, 13 in the pond. You hold one Queen and ask a friend: "
               "\"Do you have any Queens?\" Is it a good question?"),
        prompt="How often does your friend hold at least one of the other 3 Queens?",
        choices=SHARE_CHOICES, values=SHARE_VALUES,
        trials=lambda seed: fish.deal_trials(3, 1, 400, seed=seed), total=400, hit=lambda queens: queens > 0,
        exact=float(fish.first_question(3, 1)), chart_title="Deals where your friend holds a Queen",
        hit_words="deals where the friend has a Queen", explain=explain, practise=practise(),
        think=["You hold two Queens instead of one. Is asking for Queens a better or a worse bet? Why?",
               "Sam said 'Go fish!' to Queens. Whom should you ask next, and why?"])


def misses(cards: int, unseen: int = 39, copies: int = 3) -> list[tuple[int, int]]:
    """Your friend's ``cards`` cards, one at a time, all missing the ``copies`` hidden Queens among
    ``unseen`` hidden cards: the fractions whose product is :func:`kit.exact.go_fish.p_none`."""
    return [(unseen - copies - i, unseen - i) for i in range(cards)]


# the card-by-card climb (widgets.lesson.miss_climb draws it): the friend's cards one at a time,
# the 13th left for the child
CLIMB_HEADS = ("friend's cards", "every card misses", "no Queen", "at least one Queen")
