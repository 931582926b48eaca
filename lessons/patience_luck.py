"""Luck or skill? Conjugal Patience (ages 10 to 14): a careful player against one who takes any
allowed move.  The lesson's prediction and experiment, what it says, and its questions with the
mistakes they name.
"""
from __future__ import annotations

from fractions import Fraction
from html import escape

from kit.contests import share_interval, skill_match
from widgets.lesson import LessonSpec
from widgets.quiz import Question

from .words import ask, measured

MATCHES = 100
# what the two computer players do in Conjugal Patience (kit.games.conjugal_patience.ConjugalHardBot
# and the random "easy" player), said once for the notebook and the dashboard
CAREFUL = ("builds what helps itself, holds back a card that would mostly help the other player, and "
           "chooses which card to throw away knowing when it comes back")
CARELESS = "makes any move the rules allow, picked at random"


# the guesses of the prediction, and the shares they stand for
CHOICES = ["about 50: it is mostly luck", "about 65", "about 80", "about 95 or more: it is mostly skill"]
VALUES = [0.5, 0.65, 0.8, 0.95]
DEALS = 60  # deals a child plays in the notebook's experiments


def practise(deals: int = DEALS) -> list[Question]:
    """The practice of the notebook's part 6 and of the dashboard; ``deals`` is how many deals one
    child played (the class plays four times as many)."""
    wide = share_interval(deals // 2, deals)
    narrow = share_interval(4 * deals // 2, 4 * deals)
    return [
        ask("In 100 deals the careful player won 58, the other player won 30, and 12 ended with no winner. "
            "What share of the deals did the careful player win?", Fraction(58, 100),
            wrong=[(Fraction(58, 88), "That leaves out the 12 deals with no winner, but they were played too: "
                                     "58 out of all 100."),
                   (Fraction(58, 30), "That compares the two players' wins. The share is out of every deal: "
                                     "58 ÷ 100.")],
            explain="58 of the 100 deals: 58/100 = 0.58."),
        ask("A careful player won 57 of 60 deals. What share of the deals did it win?",
            Fraction(57, 60), places=2,
            wrong=[(Fraction(3, 60), "That is the share it LOST (3 of 60)."),
                   (Fraction(57, 100), "57 is out of 60 deals, not out of 100: divide 57 by 60.")],
            explain="57 ÷ 60 = 0.95: 95 in 100."),
        ask(f"One child played {deals} deals, the class together {4 * deals}. Whose likely range is narrower?",
            "the class's", choices=["the child's", "the class's", "they are the same"],
            wrong=[("they are the same", "The share may be the same, but more deals make the range narrower."),
                   ("the child's", "Fewer deals leave more room for luck: the child's range is the wider one.")],
            explain=f"From {deals} deals the range is about {100 * (wide[1] - wide[0]):.0f} points wide; from "
                    f"{4 * deals} deals about {100 * (narrow[1] - narrow[0]):.0f}."),
        ask("Two equally careful players play 200 deals, and every deal has a winner. How many deals would "
            "you expect each of them to win?", 100,
            wrong=[(200, "That is every deal: but the other player wins some too."),
                   (50, "That is a quarter of the deals. Two equal players share the 200 deals about evenly.")],
            hint="Equal skill: only luck decides.",
            explain="Half each: 100 and 100. A real run of 200 deals gives a few more or a few fewer."),
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
        choices=CHOICES, values=VALUES,
        trials=lambda seed: skill_match("conjugal_patience", deals=MATCHES, seed=seed), total=MATCHES,
        hit=lambda r: r.won, chart_title="Deals won by the careful player", what="deals",
        hit_words="deals won by the careful player", explain=explain, practise=practise(), every=5,
        think=["If a game were pure luck, what share would each player win?",
               "Is Conjugal Patience more like War or more like chess? Why?"])


# -- the notebook's quizzes, in the order it asks them ----------------------------------------
def two_careful_players() -> Question:
    """The notebook's "Predict first!" quiz."""
    return ask("Two careful players play each other many times. About how often does each one win?",
               "about half of the deals each",
               choices=["one of them nearly always", "about half of the deals each", "they always draw"],
               wrong=[("one of them nearly always", "Neither is better, and they swap seats: what could make one "
                                                   "of them win more often?"),
                      ("they always draw", "Equal players are not the same as a draw: in each deal the shuffle helps "
                                          "one of them more.")],
               explain="With equal skill, only the shuffle decides: that is luck, like tossing a coin.")
