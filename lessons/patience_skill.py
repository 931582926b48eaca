"""Luck or skill? Dictation (ages 10 to 14): a careful and a careless player on the very same
cards, a paired experiment.  The lesson's prediction and experiment, what it says, and its
questions with the mistakes they name.
"""
from __future__ import annotations

from fractions import Fraction
from html import escape

from widgets.lesson import LessonSpec
from widgets.quiz import Question

from .words import NO_EXACT_ANSWER, SHARE_CHOICES, SHARE_VALUES, measured

def practise() -> list[Question]:
    eight = Fraction(96, 9)
    two_aces = Fraction(4, 52) * Fraction(3, 51)
    return [
        Question("Two packs shuffled together have 8 Aces and 96 other cards. On average, how many other cards "
                 "are called before the first Ace?", eight,
                 hint="8 Aces make 9 gaps; each other card is in the first gap 1 time in 9.",
                 wrong={12: "That is 96 shared among 8 Aces. But 8 Aces make 9 gaps: 96 / 9.",
                        13: "That is 104 / 8, the cards per Ace. The first Ace is the earliest of eight."},
                 explain="96 × 1/9 = 32/3, about 10.7."),
        Question("What is the chance that the first TWO cards called are both Aces?", two_aces,
                 hint="The first is an Ace 4 times in 52; then 3 Aces are left among 51 cards.",
                 wrong={Fraction(1, 169): "That is 1/13 × 1/13, as if the first Ace went back into the pack.",
                        Fraction(2, 13): "You added the chances. Both must happen, so multiply: 4/52 × 3/51."},
                 explain="4/52 × 3/51 = 1/221."),
        Question("What is the chance that the first card called is a Heart?", Fraction(13, 52),
                 wrong={Fraction(1, 13): "That is for one rank. Hearts are a suit: 13 of the 52 cards.",
                        Fraction(1, 52): "That is one particular card. Any of the 13 Hearts will do."},
                 explain="13 of the 52 cards are Hearts: 13/52 = 1/4."),
    ]


def trials(seed: int):
    from kit.games.dictation import skill_contest

    return skill_contest(100, levels=("easy", "hard"), seed=seed)


def explain(hits: int, total: int) -> str:
    return (f"<p>{escape(measured(hits, total, 'deals'))}</p>"
            "<p><b>Why it is fair.</b> In Dictation one pack is called out and <b>both players get the same cards "
            "in the same order</b>. So when the careful player gets more cards up, the cards cannot be the reason: "
            "only the choices are. Scientists call this a <b>paired</b> experiment.</p>"
            + NO_EXACT_ANSWER)


def spec() -> LessonSpec:
    return LessonSpec(
        name="patience_skill", title="Luck or skill? Dictation",
        intro=("A careless player puts each card anywhere it may go; a careful one never buries a low card under a "
               "higher one. They play Dictation on the very same cards."),
        prompt="In how many deals does the careful player get MORE cards onto the foundations?",
        choices=SHARE_CHOICES, values=SHARE_VALUES, trials=trials, total=100,
        hit=lambda r: r["built"][1] > r["built"][0], chart_title="Deals where the careful player did better",
        what="deals", hit_words="deals won by care", explain=explain, practise=practise(),
        every=5, think=["If the players had different cards, why would we need many more games to be sure?",
                        "Is one game against the computer enough to tell who plays better?"])
