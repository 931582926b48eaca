"""Can I play? (ages 10 to 14): in Anthony Hill's game, how often does a hand of 7 hold a card that
fits the top card?  The lesson's prediction and experiment, its worked answer, its questions with
the mistakes they name, and the card-by-card climb; every number comes from
:mod:`kit.exact.can_i_play`.
"""
from __future__ import annotations

from fractions import Fraction
from html import escape

from kit.exact import can_i_play as exact
from kit.words import N_, _, number
from widgets.lesson import LessonSpec
from widgets.quiz import Question

from .words import SHARE_CHOICES, SHARE_VALUES, ask, frac, measured, steps, three_ways

PUT_BACK = N_("That is 36/51 multiplied again and again, as if every card went back into the pack before the next. "
            "It doesn't: once a card that doesn't fit is in your hand, only 35 of the 50 cards left don't fit.")
HAND = 7
FROM_52 = N_("You counted 52 cards, but the top card lies face up on the table: your hand comes from the other "
           "51 cards, and 15 of them fit.")


def practise() -> list[Question]:
    """New hand sizes (the lesson's worked answer and its card-by-card climb stop at 7 cards)."""
    none8, some9 = exact.p_no_match(8), exact.p_can_play(9)
    return [
        ask(_("With 8 cards, what is the chance that NONE fits?"), none8,
            hint=_("Keep going one card further than 7: how many cards are left for the eighth card, and how "
                   "many of them miss?"),
            wrong=[(Fraction(36, 51) ** 8, _(PUT_BACK)),
                   (exact.p_can_play(8), _("That is the chance that at least one card fits. The question asks for "
                                           "none.")),
                   (exact.p_no_match(7), _("That is for 7 cards. With 8, one more card must miss too.")),
                   (exact.p_no_match(8, unseen=52), _(FROM_52))],
            explain=f"{steps(exact.miss_steps(8))} = {frac(none8)}"),
        ask(_("With 9 cards, what is the chance that AT LEAST ONE fits?"), some9,
            hint=_("Work out the chance that none fits, then take it from 1."),
            wrong=[(exact.p_no_match(9), _("That is the chance that NONE fits. Take it from 1.")),
                   (Fraction(9 * 15, 51), _("You added 15/51 nine times: that counts hands with two fitting cards "
                                            "twice, and a chance can never be more than 1.")),
                   (exact.p_can_play(9, unseen=52), _(FROM_52))],
            explain=f"1 - ({steps(exact.miss_steps(9))}) = {frac(some9)}"),
        ask(_("How many fitting cards do you expect in a hand of 10, on average?"), exact.expected_matches(10),
            wrong=[(Fraction(10 * 15, 52), _("The top card is not among the cards you could be dealt: your hand "
                                             "comes from 51 cards.")),
                   (Fraction(15, 51), _("That is for one card. You hold 10: add up 15/51 for each of them."))],
            explain=_("10 × 15/51 = 50/17, about {n} cards").format(n=number(2.94))),
    ]


def explain(hits: int, total: int) -> str:
    none, some = exact.p_no_match(HAND), exact.p_can_play(HAND)
    return (f"<p>{escape(measured(hits, total, _('deals')))}</p>"
            "<p><b>" + _("The exact answer, step by step.") + "</b> "
            + _("The top card is known, so your hand comes from the other {unseen} cards: {suit} share its suit and "
                "3 its number, so {fit} fit and {miss} don't.").format(
                    unseen=exact.UNSEEN, suit=exact.MATCHING - 3, fit=exact.MATCHING,
                    miss=exact.UNSEEN - exact.MATCHING) + "</p><ol>"
            "<li>" + _("Your first card misses with chance {steps}.").format(steps=steps(exact.miss_steps(1))) + "</li>"
            "<li>" + _("Then 50 cards are left and 35 of them miss: two misses in a row is {steps}.").format(
                steps=steps(exact.miss_steps(2))) + "</li>"
            "<li>" + _("Carry on to 7 cards: none fits with chance {steps} = {none}.").format(
                steps=steps(exact.miss_steps(HAND)), none=frac(none)) + "</li>"
            "<li>" + _("At least one fits is everything else: 1 - {none} = <b>{answer}</b>.").format(
                none=frac(none), answer=three_ways(some)) + "</li></ol>")


def spec() -> LessonSpec:
    return LessonSpec(
        name="can_i_play", title=_("Can I play?"),
        intro=_("In Anthony Hill's game a card fits when it matches the pile's top card in suit or in rank. "
                "You hold 7 cards. How often can you play at all?"),
        prompt=_("You hold 7 cards. Out of many deals, how often does at least one of them fit the top card?"),
        choices=SHARE_CHOICES, values=SHARE_VALUES,
        trials=lambda seed: exact.deal_trials(HAND, 400, seed=seed), total=400, hit=lambda fits: fits > 0,
        exact=float(exact.p_can_play(HAND)), chart_title=_("Deals where a card of 7 fits"), what=_("deals"),
        hit_words=_("deals where a card fits"), explain=explain, practise=practise(),
        think=[_("Why does the chance of being stuck shrink so fast as your hand grows?"),
               _("Is it a good idea to count 'at least one' by adding up chances? Why not?")])


# the card-by-card climb (widgets.lesson.miss_climb draws it): one row per hand size, the 7-card
# hand left for the child
misses = exact.miss_steps
CLIMB_HEADS = ("cards", "every card misses", "none fits", "at least one fits")


# -- the notebook's quizzes, in the order it asks them ----------------------------------------
def one_card() -> list[Question]:
    """The notebook's "One card" quiz."""
    return [ask(_("The top card is 7♥. How many of the other 51 cards fit it?"), exact.MATCHING,
                hint=_("Count the hearts that are left, then the other 7s."),
                wrong=[(12, _("Those are the hearts. The other three 7s fit too.")),
                       (16, _("The 7♥ itself is on the table, not in the pack: 12 hearts are left, plus three 7s.")),
                       (13, _("There are 13 hearts, but the 7♥ is on the table: 12 are left. And the other 7s fit too."))],
                explain=_("12 hearts + 3 sevens = 15 cards fit; the other 36 don't.")),
            ask(_("You hold just ONE card. What is the chance that it fits?"), Fraction(exact.MATCHING, exact.UNSEEN),
                wrong=[(Fraction(exact.MATCHING, 52), _("The top card is on the table: your card is one of the other 51.")),
                       (Fraction(36, 51), _("That is the chance that it does NOT fit."))],
                explain=_("15 of the 51 cards fit: 15/51."))]


def two_cards() -> Question:
    """The notebook's "Two cards" quiz."""
    return ask(_("You hold TWO cards. What is the chance that NEITHER fits?"), exact.p_no_match(2),
               hint=_("The first card misses with chance 36/51. If it missed, how many cards are left, and how "
                      "many of them miss?"),
               wrong=[(Fraction(36, 51) ** 2, _(PUT_BACK)),
                      (exact.p_can_play(2), _("That is the chance that at least one fits. The question asks for neither.")),
                      (Fraction(15, 51) * Fraction(14, 50), _("That is the chance that BOTH fit. We want both to miss.")),
                      (exact.p_no_match(2, unseen=52), _(FROM_52))],
               explain=_("36/51 × 35/50. Then at least one fits is everything else: 1 minus that."))


def seven_cards() -> Question:
    """The notebook's "Seven cards" quiz."""
    return ask(_("With 7 cards, what is the chance that NONE fits?"), exact.p_no_match(7),
               hint=_("36/51 × 35/50 × ... (seven fractions)"),
               wrong=[(Fraction(36, 51) ** 7, _(PUT_BACK)),
                      (exact.p_can_play(7), _("That is the chance that at least one card fits. The question asks for none.")),
                      (exact.p_no_match(6), _("That is for 6 cards. The seventh card must miss too: times 30/45.")),
                      (exact.p_no_match(7, unseen=52), _(FROM_52))],
               explain="36/51 × 35/50 × 34/49 × 33/48 × 32/47 × 31/46 × 30/45")


def anarchy() -> Question:
    """The notebook's "Anarchy" quiz."""
    return ask(_("Anarchy: what is the chance that the first player holds a trump in their 4 cards?"),
               exact.anarchy_can_start(),
               hint=_("First work out the chance of NO trump: 36/51 × 35/50 × ..."),
               wrong=[(1 - Fraction(36, 51) ** 4, _("You multiplied 36/51 four times, as if every card went back "
                                                   "before the next one was dealt. Only 35 of the 50 cards left are "
                                                   "not trumps once one is in the hand.")),
                      (Fraction(4 * 15, 51), _("You added 15/51 four times. Adding counts hands with two trumps twice: "
                                              "work out the chance of NO trump, and take it from 1.")),
                      (exact.p_can_play(4, 16), _("You counted the indicator as a trump in someone's hand, but it lies "
                                               "face up: only 15 trumps are left among the 51 cards.")),
                      (1 - exact.anarchy_can_start(), _("That is the chance of NO trump. The question asks for at least "
                                                     "one: take it from 1.")),
                      (exact.p_can_play(4, unseen=52), _("You counted 52 cards, but the indicator lies face up: "
                                                         "the hands come from the other 51 cards, and 15 of them "
                                                         "are trumps."))],
               explain="1 - C(36,4)/C(51,4) = 107/140")
