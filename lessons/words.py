"""The words every lesson shares: a chance written three ways, a product of fractions, what an
experiment measured, and the guesses of "how often" a prediction offers."""
from __future__ import annotations

from fractions import Fraction

from kit.contests import share_interval
from widgets.live_chart import in_words
from widgets.quiz import Question

SHARE_CHOICES = ["about 1 in 4", "about 1 in 2", "about 3 in 4", "nearly always"]
SHARE_VALUES = [0.25, 0.5, 0.75, 0.97]
# said after a contest between computer players, which has no answer to count
NO_EXACT_ANSWER = ("<p>There is no exact answer to count here: the experiment is all we have, and the likely "
                   "range says how sure it is. Run it again and see how much the share moves.</p>")


def frac(x: Fraction) -> str:
    return f"{x.numerator}/{x.denominator}"


def three_ways(x: Fraction) -> str:
    """A chance as a fraction, a decimal and "about N in 100"."""
    return f"{frac(x)} ≈ {float(x):.3f}, about {round(100 * float(x))} in 100"


def measured(hits: int, total: int, what: str) -> str:
    lo, hi = share_interval(hits, total)
    return (f"Your experiment: {hits} of {total} {what} = {hits / total:.2f} ({in_words(hits / total)}); "
            f"the long-run share is most likely between {lo:.2f} and {hi:.2f}.")


def steps(pairs) -> str:
    return " × ".join(f"{a}/{b}" for a, b in pairs)


def how_exact(answer, places: int = 2) -> str:
    """What a typed answer must look like to be right, said to the child: nothing for a whole
    number, else how many decimal places the quiz needs (the quiz's own rule, widgets.quiz)."""
    from widgets.quiz import required_places

    x = Fraction(answer)
    if x.denominator == 1:
        return ""
    rest = x.denominator
    for p in (2, 5):
        while rest % p == 0:
            rest //= p
    if rest == 1:                       # a decimal that ends: typed in full it is exact
        return "Give a fraction or a decimal."
    return f"Give a fraction, or a decimal to {required_places(x, places)} places."


def ask(prompt: str, answer, **kw) -> Question:
    """A question whose text says how exact the answer must be (see :func:`how_exact`)."""
    if kw.get("choices") is None and not isinstance(answer, str):
        extra = how_exact(answer, kw.get("places", 2))
        prompt = f"{prompt} ({extra})" if extra else prompt
    return Question(prompt, answer, **kw)
