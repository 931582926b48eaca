"""The words every lesson shares: a chance written three ways, a product of fractions, what an
experiment measured, and the guesses of "how often" a prediction offers."""
from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

from kit.contests import share_interval
from kit.words import N_, _, number
from widgets.share_words import in_words
from widgets.quiz import Question

# A lesson's guesses are kept in English (what the page keeps and the class store counts) and shown
# in the page's language: marked with N_ here, said with _ where they are shown.
SHARE_CHOICES = [N_("about 1 in 4"), N_("about 1 in 2"), N_("about 3 in 4"), N_("nearly always")]
SHARE_VALUES = [0.25, 0.5, 0.75, 0.97]
# The titles of the quizzes the lessons' notebooks ask (notebooks/lessons: ``Quiz(..., title=_("Practise"))``),
# marked here for the catalog: a notebook is not read for messages.
QUIZ_TITLES = [N_("One card"), N_("Two cards"), N_("Seven cards"), N_("Anarchy"), N_("Practise"), N_("Hidden cards"),
               N_("One card, then two"), N_("Thirteen cards"), N_("Use it"), N_("Predict first!"),
               N_("Add the sequence"), N_("Legal or not?"), N_("Which attack wins?"), N_("How many ways?"),
               N_("Spend as little as you can"), N_("Find the pairs"), N_("Step by step"), N_("The chance of a war")]
# said after a contest between computer players, which has no answer to count
def no_exact_answer() -> str:
    return "<p>" + _("There is no exact answer to count here: the experiment is all we have, and the likely "
                     "range says how sure it is. Run it again and see how much the share moves.") + "</p>"


def frac(x: Fraction) -> str:
    return f"{x.numerator}/{x.denominator}"


def three_ways(x: Fraction) -> str:
    """A chance as a fraction, a decimal and in words ("about 1 in 17", the one rule of
    :mod:`widgets.share_words`)."""
    return f"{frac(x)} ≈ {number(float(x), '.3f')}, {in_words(x)}"


def measured(hits: int, total: int, what: str) -> str:
    lo, hi = share_interval(hits, total)
    return _("Your experiment: {hits} of {total} {what} = {share} ({words}); the long-run share is most likely "
             "between {lo} and {hi}.").format(hits=hits, total=total, what=what, share=number(hits / total, ".2f"),
                                              words=in_words(hits / total), lo=number(lo, ".2f"), hi=number(hi, ".2f"))


def steps(pairs) -> str:
    return " × ".join(f"{a}/{b}" for a, b in pairs)


def ask(prompt: str, answer, **kw) -> Question:
    """A question of a lesson.  Its text (``Question.text``, which the quiz shows) says how exact a
    typed answer must be, from the quiz's own judging, so the prompt need not say it.  The mistakes
    are (answer, why) pairs, never a dict: a dict written with two slips of one value (4/52 and
    1/13) keeps one of them silently, where pairs let the question refuse the pair."""
    if isinstance(kw.get("wrong"), Mapping):
        raise TypeError(f"{prompt!r}: give the mistakes as (answer, why) pairs, not a dict, so that two "
                        "slips with one value are seen")
    return Question(prompt, answer, **kw)
