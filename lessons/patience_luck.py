"""Luck or skill? Conjugal Patience (ages 10 to 14): a careful player against one who takes any
allowed move.  The lesson's prediction and experiment, what it says, and its questions with the
mistakes they name.
"""
from __future__ import annotations

from fractions import Fraction
from html import escape

from kit.contests import skill_match
from widgets.lesson import LessonSpec
from widgets.quiz import Question

from .words import SHARE_CHOICES, SHARE_VALUES, measured

MATCHES = 100


def practise() -> list[Question]:
    return [
        Question("In 100 deals the careful player won 58, the other player won 30, and 12 ended with no winner. "
                 "What share of the deals did the careful player win?", Fraction(58, 100),
                 wrong={Fraction(58, 88): "That leaves out the 12 deals with no winner, but they were played too: "
                                          "58 out of all 100.",
                        Fraction(58, 30): "That compares the two players' wins. The share is out of every deal: "
                                          "58 ÷ 100."},
                 explain="58 of the 100 deals: 58/100 = 0.58."),
        Question("One class measured 0.70 over 40 deals, another 0.70 over 400 deals. Which share are we more "
                 "sure about?", "the one over 400 deals",
                 choices=["the one over 40 deals", "the one over 400 deals", "both the same"],
                 wrong={"both the same": "The shares are equal, but more deals make the likely range narrower.",
                        "the one over 40 deals": "Fewer deals leave more room for luck: the range is wider."},
                 explain="More deals, narrower likely range: 400 deals tell us more than 40."),
    ]


def explain(hits: int, total: int) -> str:
    return (f"<p>{escape(measured(hits, total, 'deals'))}</p>"
            "<p><b>Why care wins.</b> Both players have the same cards and take turns from either seat, so the "
            "shuffle favours neither. The careful player looks ahead and keeps the layout open; the other "
            "player takes any move allowed. When one player wins nearly every time on the same cards, the game "
            "is mostly skill. A game of pure luck would give each player about half.</p>")


def spec() -> LessonSpec:
    return LessonSpec(
        name="patience_luck", title="Luck or skill? Conjugal Patience",
        intro=("Two players share one Conjugal Patience layout. One plays carefully; the other takes any move "
               "that is allowed. They swap seats every deal, so neither always goes first."),
        prompt="Out of 100 deals, how many does the careful player win?",
        choices=SHARE_CHOICES, values=SHARE_VALUES,
        trials=lambda seed: skill_match("conjugal_patience", deals=MATCHES, seed=seed), total=MATCHES,
        hit=lambda r: r.won, chart_title="Deals won by the careful player", what="deals",
        hit_words="deals won by care", explain=explain, practise=practise(), every=5,
        think=["If a game were pure luck, what share would each player win?",
               "Is Conjugal Patience more like War or more like chess? Why?"])
