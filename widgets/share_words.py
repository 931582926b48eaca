"""One rule for saying a share in words, used by every lesson, chart and class panel (no widget
here), so an experiment, the exact answer and the class's pooled result are said alike:

* with ``per`` (the 7 to 9 lessons say every chance "out of 100"): "about 6 in 100";
* a share below 1 in 5: "about 1 in N", N the nearest whole number to 1 / share (1/17: "about 1
  in 17"; 32 of 600: "about 1 in 19");
* a share above 9 in 10: "all but about 1 in N", N the nearest whole number to 1 / (1 - share);
* in between, as the nearest of 1 in 2, 3, 4 or 5 (or 2 in 3, 3 in 4, ...) and the tenths, in lowest
  terms, the simpler one when two are as near (1/3 is "about 1 in 3", 0.765 and 0.774 "about 3 in 4",
  0.3 "about 3 in 10", 0.716 "about 7 in 10", 0.6 "about 3 in 5");
* 0 is "never" and 1 "every time".

Every rounding is half up, on the exact number (a Fraction, or a float read as its nearest fraction
with a small denominator), so 0.25 is "about 1 in 4" whichever way it came.

    in_words(Fraction(1, 17))          # 'about 1 in 17'
    in_words(0.059, per=100)           # 'about 6 in 100'
    as_number(0.0533, per=None)        # '0.053'   (a share as a number, in the lesson's own form)
    as_number(0.0533, per=100)         # '5 in 100'
"""
from __future__ import annotations

from fractions import Fraction
from typing import Optional, Union

from kit.words import _, number

Share = Union[float, Fraction, int]


def _exact(share: Share) -> Fraction:
    return share if isinstance(share, Fraction) else Fraction(share).limit_denominator(10**9)


def _half_up(x: Fraction) -> int:
    return int((x + Fraction(1, 2)).__floor__())


def in_words(share: Share, per: Optional[int] = None) -> str:
    """A share as a child says it (see the module's rule)."""
    x = _exact(share)
    if not 0 <= x <= 1:
        raise ValueError(f"a share is between 0 and 1, not {float(x)}")
    if per:
        return _("about {n} in {per}").format(n=_half_up(per * x), per=per)
    if x == 0:
        return _("never")
    if x == 1:
        return _("every time")
    if x < Fraction(1, 5):
        return _("about 1 in {n}").format(n=_half_up(1 / x))
    if x > Fraction(9, 10):
        return _("all but about 1 in {n}").format(n=_half_up(1 / (1 - x)))
    nearest = min(_SAYABLE, key=lambda f: (abs(x - f), f.denominator))   # a tie goes to the simpler
    return _("about {n} in {per}").format(n=nearest.numerator, per=nearest.denominator)


# the shares said in between: 1 in 2, 3, 4 or 5 (2 in 3, 3 in 4, ...) and the tenths, in lowest terms
_SAYABLE = sorted({Fraction(a, b) for b in (2, 3, 4, 5, 10) for a in range(1, b)})


def out_of(per: int, share: Share) -> int:
    """How many in ``per`` a share is, by the rule's rounding: the N of "about N in 100"."""
    return _half_up(per * _exact(share))


def as_number(share: Share, per: Optional[int] = None) -> str:
    """A share as a number in the lesson's own form: "5 in 100" (with ``per``) or a 3-place decimal."""
    x = _exact(share)
    if per:
        return _("{n} in {per}").format(n=_half_up(per * x), per=per)
    return number(float(x), ".3f")


def said_share(share: Share, per: Optional[int] = None, lead: Optional[str] = None) -> str:
    """A share for a page, in the lesson's own form (HTML): "about <b>7 in 100</b>" for the 7 to 9
    lessons, "a share of <b>0.053</b> (about 1 in 19)" for the others (``lead=""``: without "a
    share of", as in "the exact answer is <b>0.059</b> (about 1 in 17)")."""
    if per:
        return _("about <b>{share}</b>").format(share=as_number(share, per))
    lead = _("a share of ") if lead is None else lead
    return f"{lead}<b>{as_number(share)}</b> ({in_words(share)})"
