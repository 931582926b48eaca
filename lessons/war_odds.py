"""War odds (ages 10 to 14): how often is the first battle of a game of War a war?  The lesson's
prediction and experiment, its worked answer and its questions with the mistakes they name; every
number comes from :mod:`kit.exact.war`.
"""
from __future__ import annotations

from fractions import Fraction
from html import escape

from kit.exact import war as war_exact
from widgets.lesson import LessonSpec
from widgets.quiz import Question

from .words import ask, measured, three_ways

def practise() -> list[Question]:
    """The practice of the notebook's part 6 and of the dashboard: new packs and new questions."""
    tie = war_exact.tie_probability()
    two_packs = Fraction(7, 103)
    short = Fraction(3, 19)
    per340 = 340 * tie
    return [
        ask("Two packs are shuffled together (104 cards, 8 of each rank). What is the chance that the first "
            "battle is a war?", two_packs, hint="After your card, how many cards are left, and how many match it?",
            wrong={tie: "That is for one pack. With two there are 8 cards of each rank.",
                   Fraction(8, 104): "Your card is in your hand: 7 of the other 103 cards match it."},
            explain="7 of the other 103 cards match your card: 7/103."),
        ask("A small pack has only the 10s, Jacks, Queens, Kings and Aces (20 cards). What is the chance that "
            "the first battle is a war?", short,
            wrong={Fraction(4, 20): "One rank in 5 sounds right, but your card is in your hand: 3 of the other "
                                    "19 cards match it, not 4 of 20."},
            explain="3 of the other 19 cards match your card: 3/19."),
        ask("340 games of War are started. In how many of them would you expect the very first battle to be a "
            "war?", per340,
            wrong={26: "That is about 340 × 1/13: but your card is out of my pack, so it is 3/51 of the games.",
                   85: "That is a quarter of the games: one suit in four, not the same rank."},
            explain="340 × 3/51 = 20."),
        ask("In one pack, what is the chance that the first battle is NOT a war?", 1 - tie,
            hint="Every first battle is either a war or not a war.",
            wrong={tie: "That is the chance that it IS a war. Take it from 1.",
                   Fraction(48, 52): "Your card is on the table: 48 of the other 51 cards have a different rank."},
            explain="48 of the other 51 cards have a different rank: 48/51 = 16/17, which is 1 - 1/17."),
    ]


def explain(hits: int, total: int) -> str:
    p = war_exact.tie_probability()
    return (f"<p>{escape(measured(hits, total, 'first battles'))}</p>"
            "<p><b>The exact answer, step by step.</b></p><ol>"
            "<li>You turn over your card. Whatever it is, I turn over one of the other 51 cards.</li>"
            "<li>There are 4 cards of each rank and you hold one, so 3 of my 51 cards match yours.</li>"
            f"<li>The chance of a war is 3/51 = <b>{three_ways(p)}</b>.</li></ol>")


def spec() -> LessonSpec:
    return LessonSpec(
        name="war_odds", title="War odds",
        intro="In War you both turn over a card. When the two cards have the same rank, there is a war.",
        prompt="How often is the very first battle of a game a war?",
        choices=["about 1 in 2", "about 1 in 4", "about 1 in 10", "about 1 in 20"], values=[0.5, 0.25, 0.1, 0.05],
        trials=lambda seed: war_exact.first_battle_trials(600, seed=seed), total=600, hit=bool,
        exact=float(war_exact.tie_probability()), chart_title="First battles that are a war",
        what="first battles", hit_words="first battles that were a war", explain=explain,
        practise=practise(),
        think=["How many wars would you expect in a game of 300 battles? Why might a real game have a few more?",
               "Why does a third player make a war on the first flip more likely?"])
