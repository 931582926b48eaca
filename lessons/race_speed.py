"""Does speed matter? (ages 10 to 14): two computer players who choose alike, one reacting a tenth
of a second faster, race each other.  The lesson's prediction and experiment, what it says, and its
questions with the mistakes they name.
"""
from __future__ import annotations

from fractions import Fraction
from html import escape

from kit.contests import speed_race
from widgets.lesson import LessonSpec
from widgets.quiz import Question

from .words import NO_EXACT_ANSWER, ask, measured

FAST, SLOW = 5, 6  # reaction times in ticks (a tick is a tenth of a second)
RACES = 150
GAME = "grabbage"  # the kit's Grabbage with its usual one wastepile each: Hasty Patience
GAME_NAME = "Hasty Patience"


def practise() -> list[Question]:
    return [
        ask("The faster player won 90 of 150 games. What share of the games is that?",
            Fraction(90, 150), places=1,
            wrong={Fraction(90, 100): "That divides by 100, but 150 games were played: 90 ÷ 150.",
                   Fraction(150, 90): "That is 150 ÷ 90, upside down: the games won go on top, 90 ÷ 150."},
            explain="90 ÷ 150 = 0.6, or 60 in 100."),
        ask("Out of 200 games the faster player won 120. How many is that in 100 games?", 60,
            wrong={120: "That is out of 200 games. In 100 games, half as many: 60.",
                   80: "80 is how many the slower player won out of 200."},
            explain="120 out of 200 is the same share as 60 out of 100."),
        ask("Two players react equally fast and choose the same way. Every game has a winner. Out of 100 "
            "games, how many would you expect each of them to win?", 50,
            wrong={100: "Only one of them can win each game: they share the 100 games.",
                   0: "Every game has a winner: with nothing to tell the players apart, they win about half each."},
            explain="Nothing tells them apart but the shuffle, so we expect half each: 50 (a real run of 100 "
                    "games gives a few more or a few fewer)."),
    ]


def explain(hits: int, total: int) -> str:
    return (f"<p>{escape(measured(hits, total, 'games'))}</p>"
            "<p><b>Why a tenth of a second matters.</b> Both players choose exactly the same way; the only "
            f"difference is that one reacts in {FAST} ticks and the other in {SLOW}. When both go for the same "
            "place, the faster one gets there first and the other card bounces back. That small gain happens "
            "again and again in one game, and the gains add up.</p>"
            + NO_EXACT_ANSWER)


def spec() -> LessonSpec:
    return LessonSpec(
        name="race_speed", title="Does speed matter?",
        intro=(f"Two computer players race each other at {GAME_NAME}: each turns over their own pack and builds "
               "on the same piles in the middle, Ace up to King. They choose their cards the very same way, but "
               f"one reacts a tenth of a second faster ({FAST} ticks against {SLOW}; a tick is a tenth of a "
               "second)."),
        prompt="Out of 100 games, about how many does the faster player win?",
        choices=["about 50 (speed hardly matters)", "about 60", "about 75", "about 90 or more"],
        values=[0.5, 0.6, 0.75, 0.9],
        trials=lambda seed: speed_race(GAME, FAST, SLOW, deals=RACES, seed=seed), total=RACES,
        hit=lambda r: r.won, chart_title="Games won by the faster player", what="games",
        hit_words="games won by the faster player", explain=explain, practise=practise(), every=5,
        think=["Is it fair to play a race game against a computer that reacts faster than you?",
               "How could you make a race game fair between a fast and a slow player?"])
