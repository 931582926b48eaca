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

from .words import SHARE_CHOICES, SHARE_VALUES, ask, measured

MATCHES = 100
# what the two computer players do in Conjugal Patience (kit.games.conjugal_patience.ConjugalHardBot
# and the random "easy" player), said once for the notebook and the dashboard
CAREFUL = ("builds what helps itself, holds back a card that would mostly help the other player, and "
           "chooses which card to throw away knowing when it comes back")
CARELESS = "makes any move the rules allow, picked at random"


def practise() -> list[Question]:
    return [
        ask("In 100 deals the careful player won 58, the other player won 30, and 12 ended with no winner. "
                 "What share of the deals did the careful player win?", Fraction(58, 100),
                 wrong={Fraction(58, 88): "That leaves out the 12 deals with no winner, but they were played too: "
                                          "58 out of all 100.",
                        Fraction(58, 30): "That compares the two players' wins. The share is out of every deal: "
                                          "58 ÷ 100."},
                 explain="58 of the 100 deals: 58/100 = 0.58."),
        ask("One class measured 0.70 over 40 deals, another 0.70 over 400 deals. Which share are we more "
                 "sure about?", "the one over 400 deals",
                 choices=["the one over 40 deals", "the one over 400 deals", "both the same"],
                 wrong={"both the same": "The shares are equal, but more deals make the likely range narrower.",
                        "the one over 40 deals": "Fewer deals leave more room for luck: the range is wider."},
                 explain="More deals, narrower likely range: 400 deals tell us more than 40."),
    ]


def explain(hits: int, total: int) -> str:
    return (f"<p>{escape(measured(hits, total, 'deals'))}</p>"
            "<p><b>Why care wins.</b> Each player has a pack of their own, shuffled separately, so in one deal "
            "the cards may favour either of them. Over many deals that luck evens out: the careful player sits "
            "in each seat in half of the deals, and who starts is drawn at random. So when one player wins "
            f"nearly every deal, it is the choices that do it: the careful player {CAREFUL}; the other "
            f"{CARELESS}. A game of pure luck would give two players about half of the deals each.</p>")


def spec() -> LessonSpec:
    return LessonSpec(
        name="patience_luck", title="Luck or skill? Conjugal Patience",
        intro=("Two computer players play Conjugal Patience: each has a pack of their own and builds on the "
               "same eight foundations in the middle. One plays carefully; the other makes any move that is "
               "allowed. They swap seats every deal, and who starts is drawn at random."),
        prompt="Out of 100 deals, how many does the careful player win?",
        choices=SHARE_CHOICES, values=SHARE_VALUES,
        trials=lambda seed: skill_match("conjugal_patience", deals=MATCHES, seed=seed), total=MATCHES,
        hit=lambda r: r.won, chart_title="Deals won by the careful player", what="deals",
        hit_words="deals won by care", explain=explain, practise=practise(), every=5,
        think=["If a game were pure luck, what share would each player win?",
               "Is Conjugal Patience more like War or more like chess? Why?"])
