"""Luck or skill? Dictation (ages 10 to 14): a careful and a careless player on the very same
cards, a paired experiment.  The lesson's prediction and experiment, what it says, and its
questions with the mistakes they name.
"""
from __future__ import annotations

from fractions import Fraction
from html import escape

from widgets.lesson import LessonSpec
from widgets.quiz import Question

from .words import NO_EXACT_ANSWER, SHARE_CHOICES, SHARE_VALUES, ask, measured

# what the two computer players do, said once for the notebook and the dashboard (the careful one is
# kit.games.dictation.HardDictationBot; the tests check the words against a played deal)
CARELESS = "makes any move the rules allow, picked at random"
CAREFUL = ("builds whenever it can, puts a card on a higher one or in an empty column when it can, and buries "
           "a low card under a higher one only when there is no other place")


def practise() -> list[Question]:
    eight = Fraction(96, 9)
    two_aces = Fraction(4, 52) * Fraction(3, 51)
    return [
        ask("Two packs shuffled together have 8 Aces and 96 other cards. On average, how many other cards "
            "are called before the first Ace?", eight,
            hint="Do as with one pack: look at one card that is not an Ace, and at the Aces. How often does that "
                 "card come first?",
            wrong={12: "That is 96 shared among 8 Aces. But 8 Aces make 9 gaps: 96 / 9.",
                   13: "That is 104 / 8, the cards per Ace. The first Ace is the earliest of eight."},
            explain="96 × 1/9 = 32/3, about 10.67."),
        ask("What is the chance that the first TWO cards called are both Aces?", two_aces,
            hint="The first card must be an Ace. If it is, how many Aces are left, among how many cards?",
            wrong={Fraction(1, 169): "That is 1/13 × 1/13, as if the first Ace went back into the pack.",
                   Fraction(2, 13): "You added the chances. Both must happen, so multiply: 4/52 × 3/51."},
            explain="4/52 × 3/51 = 1/221."),
        ask("What is the chance that the first card called is a Heart?", Fraction(13, 52),
            wrong={Fraction(1, 13): "That is for one rank. Hearts are a suit: 13 of the 52 cards.",
                   Fraction(1, 52): "That is one particular card. Any of the 13 Hearts will do."},
            explain="13 of the 52 cards are Hearts: 13/52 = 1/4."),
    ]


def trials(seed: int):
    from kit.games.dictation import skill_contest

    return skill_contest(100, levels=("easy", "hard"), seed=seed)


def explain(hits: int, total: int) -> str:
    return (f"<p>{escape(measured(hits, total, 'deals'))}</p>"
            "<p><b>Why the same cards matter.</b> In Dictation one pack is called out and <b>both players get the "
            "same cards in the same order</b>. So we can look at each deal on its own and ask: did the careful "
            "player do better with the very same cards? If the players had different cards, a bad deal for the "
            "careful player could hide its skill, and we would need many more games to be sure. Scientists call "
            "this a <b>paired</b> experiment.</p>"
            + NO_EXACT_ANSWER)


def spec() -> LessonSpec:
    return LessonSpec(
        name="patience_skill", title="Luck or skill? Dictation",
        intro=(f"In Dictation one pack is called out and every player gets the same cards in the same order. A "
               f"careless computer player {CARELESS}; a careful one {CAREFUL}. They play Dictation on the very "
               "same cards."),
        prompt="In how many deals does the careful player get MORE cards onto the foundations?",
        choices=SHARE_CHOICES, values=SHARE_VALUES, trials=trials, total=100,
        hit=lambda r: r["built"][1] > r["built"][0], chart_title="Deals where the careful player did better",
        what="deals", hit_words="deals where the careful player got more cards up", explain=explain,
        practise=practise(),
        every=5, think=["If the players had different cards, why would we need many more games to be sure?",
                        "Is one game against the computer enough to tell who plays better?"])
