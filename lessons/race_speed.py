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

from .words import NO_EXACT_ANSWER, measured

FAST, SLOW = 5, 6  # reaction times in ticks (a tick is a tenth of a second)
RACES = 150


def practise() -> list[Question]:
    return [
        Question("The faster player won 90 of 150 games. What share of the games is that, as a decimal?",
                 Fraction(90, 150), places=1,
                 wrong={Fraction(90, 100): "That divides by 100, but 150 games were played: 90 ÷ 150.",
                        Fraction(150, 90): "That is 150 ÷ 90, upside down: the games won go on top, 90 ÷ 150."},
                 explain="90 ÷ 150 = 0.6, or 60 in 100."),
        Question("Out of 200 games the faster player won 120. How many is that in 100 games?", 60,
                 wrong={120: "That is out of 200 games. In 100 games, half as many: 60.",
                        80: "80 is how many the slower player won out of 200."},
                 explain="120 out of 200 is the same share as 60 out of 100."),
        Question("Two players react equally fast and choose the same way. Out of 100 games, about how many "
                 "should each win?", 50,
                 wrong={100: "Only one of them can win each game: they share the 100 games.",
                        0: "Someone wins almost every game: with nothing to tell them apart, about half each."},
                 explain="Nothing tells them apart but the shuffle, so about half each: 50."),
    ]


def explain(hits: int, total: int) -> str:
    return (f"<p>{escape(measured(hits, total, 'games'))}</p>"
            "<p><b>Why a tenth of a second matters.</b> Both players choose exactly the same way; the only "
            f"difference is that one reacts in {FAST} ticks and the other in {SLOW}. When both see a card that "
            "fits the same place, the faster one gets there first and the other card bounces back. That small "
            "gain happens again and again in one game, and the gains add up.</p>"
            + NO_EXACT_ANSWER)


def spec() -> LessonSpec:
    return LessonSpec(
        name="race_speed", title="Does speed matter?",
        intro=(f"Two computer players play Grabbage. They choose their cards the very same way, but one reacts "
               f"a tenth of a second faster ({FAST} ticks against {SLOW})."),
        prompt="Out of 100 games, about how many does the faster player win?",
        choices=["about 50 (speed hardly matters)", "about 60", "about 75", "about 90 or more"],
        values=[0.5, 0.6, 0.75, 0.9],
        trials=lambda seed: speed_race("grabbage", FAST, SLOW, deals=RACES, seed=seed), total=RACES,
        hit=lambda r: r.won, chart_title="Games won by the faster player", what="games",
        hit_words="games won by the faster player", explain=explain, practise=practise(), every=5,
        think=["Is it fair to play a race game against a computer that reacts faster than you?",
               "How could you make a race game fair between a fast and a slow player?"])
