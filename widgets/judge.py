"""The answer judge of every quiz: how a typed answer is read and judged, with no widget (the
:class:`~widgets.quiz.Quiz` widget asks the questions and shows these verdicts; a test, a
benchmark or the class tally can judge an answer without a screen).  It imports no ipywidgets.

How a typed answer is judged
----------------------------

**Every form a lesson teaches is read as the number it stands for**: ``3/51``, ``1 in 17``,
``6 in 100``, ``0.059``, ``.059``, ``0,059``, ``5.9%`` and ``5.9 %``.  The verdict depends on that
number only, never on how it was written: 0.06, 6/100, 6% and "6 in 100" are told the same thing.

**How exact** an answer must be is the question's :class:`Exactness`, and the question's text
says it (:attr:`Question.text` adds the words when the prompt does not already hold them):

* *exactly* (the default for a whole-number answer: a count, a sum): only that number is right.
* *to n decimal places* (``n = 0``: to the nearest whole number): right when the number is within
  half a unit of the n-th place of the exact answer, so every correct rounding, and any number
  of extra digits that still round right, is right.  The default for an answer that is no whole
  number is at least ``places`` places (default 2) and at least 2 significant figures: 3 places
  for 3/51 = 0.0588..., 2 for 1/3; and one more place while a named mistake would still pass
  for the answer (0.852, the "as if put back" slip, is 0.85 like the answer 0.8502: 3 places).
* *about*: said with the word "about" (or "roughly", "approximately"); to the nearest whole
  number for an answer of 1 or more, and to 2 places (at least 1 significant figure) for a chance.

A prompt that says "to the nearest whole number", "to 2 decimal places" or "about" gets that
exactness without more; ``exactness=`` says it in those same words (or as an :class:`Exactness`).

A wrong number is answered, in this order:

1. a **declared mistake's** reason (``wrong``: value -> why), when the number IS that mistake:
   equal to it, or the same at the question's exactness and not also a near miss of the right
   answer (0.058 is 3/52 rounded, but also 3/51 cut short, so it names no mistake);
2. "a chance is never more than 1" for a chance typed above 1 (a count of cards, say "17");
3. "too rough" when it is the right answer correctly rounded to fewer places than asked (with at
   least its first significant figure): 0.06 for 3/51, 0.3 for 1/3;
4. ``why(given)`` if the question has one;
5. "too big" or "too small" (adding that the answer is a whole number when it is one).

Each number has one message: two declared mistakes with the same value (4/52 and 1/13), or that
cannot be told apart at the question's exactness, or a "mistake" that is right at it, are refused
when the question is made, with a message for the lesson's author.  Text that is no number
("lots", "3/0", "") gets a message saying what to type, with examples that are not the answer,
and counts as no try at all.
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from enum import Enum
from fractions import Fraction
from typing import Any, Callable, Mapping, Optional, Sequence, Union

from kit.words import _, language, n_, number


Answer = Union[int, Fraction, float, str]


# -- how exact an answer must be --------------------------------------------------------------------
@dataclass(frozen=True)
class Exactness:
    """How exact a typed answer must be: to ``places`` decimal places (0: the nearest whole
    number; -1: the nearest ten), or exactly when ``places`` is None.  ``about`` says it was asked
    with the word "about" (its places are then set from the answer, see :func:`about_places`)."""
    places: Optional[int] = None
    about: bool = False


EXACTLY = Exactness()
ABOUT = Exactness(about=True)


def to_places(places: int) -> Exactness:
    """To ``places`` decimal places (0: to the nearest whole number)."""
    return Exactness(places)


_SMALL_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
                "nineteen", "twenty"]
_TENS = {"thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
         "twenty": 20}
_WORD_NUMBER = rf"(?:\d+|{'|'.join(_SMALL_WORDS[1:7])})"
_SAID = [
    (re.compile(r"\bexact(?:ly)?\b", re.I), lambda m: EXACTLY),
    (re.compile(r"\bnearest whole number\b", re.I), lambda m: Exactness(0)),
    (re.compile(r"\bnearest ten\b", re.I), lambda m: Exactness(-1)),
    (re.compile(rf"\b(?:(?:to|with) ({_WORD_NUMBER}) (?:decimal )?|({_WORD_NUMBER}) decimal )places?\b", re.I),
     lambda m: Exactness(_word_int(m[1] or m[2]))),
    (re.compile(r"\b(?:about (?:how|what|the|\d)|roughly|approximately)", re.I), lambda m: ABOUT),
]


# the same in Spanish (read without accents): "exactamente", "al número entero más cercano", "a la
# decena más cercana", "con 3 decimales", "aproximadamente", "más o menos", "alrededor de"
_SAID_ES = [
    (re.compile(r"\bexacta(?:mente)?\b", re.I), lambda m: EXACTLY),
    (re.compile(r"\b(?:al )?(?:numero )?entero mas (?:cercano|proximo)\b", re.I), lambda m: Exactness(0)),
    (re.compile(r"\bdecena mas (?:cercana|proxima)\b", re.I), lambda m: Exactness(-1)),
    (re.compile(r"\b(?:con|a) (\d+) (?:cifras )?decimal(?:es)?\b", re.I), lambda m: Exactness(int(m[1]))),
    (re.compile(r"\b(?:aproximadamente|mas o menos|alrededor de)\b", re.I), lambda m: ABOUT),
]


def said_in(prompt: str) -> Optional[Exactness]:
    """The exactness a prompt's words ask for ("to the nearest whole number", "to 3 decimal
    places", "a decimal with 3 places", "about how many", "exactly"; and their Spanish, "al
    número entero más cercano", "con 3 decimales", "aproximadamente", "exactamente"), or None when
    they say none."""
    for pattern, make in _SAID:
        m = pattern.search(prompt)
        if m:
            return make(m)
    plain = _without_accents(prompt)
    for pattern, make in _SAID_ES:
        m = pattern.search(plain)
        if m:
            return make(m)
    return None


def _without_accents(text: str) -> str:
    """"número" -> "numero", "dieciséis" -> "dieciseis" ("⅓" and "÷" are kept)."""
    return unicodedata.normalize("NFC", "".join(
        ch for ch in unicodedata.normalize("NFD", text) if unicodedata.category(ch) != "Mn"))


def _word_int(word: str) -> int:
    return int(word) if word.isdigit() else _SMALL_WORDS.index(word.lower())


def _leading_exponent(x: Fraction) -> int:
    """e with 10**e <= |x| < 10**(e+1), for x != 0 (computed exactly)."""
    x = abs(x)
    e = len(str(int(x))) - 1 if x >= 1 else 0
    if x < 1:
        while x * Fraction(10) ** (-e) < 1:
            e -= 1
    return e


def required_places(exact: Fraction, places: int = 2) -> int:
    """The default places for an answer that is no whole number: at least ``places`` and at least
    2 significant figures.  A whole number needs none (it must be typed exactly)."""
    if exact.denominator == 1:
        return 0
    return max(places, 1 - _leading_exponent(exact))


def about_places(exact: Fraction) -> int:
    """What "about" means for ``exact``: the nearest whole number for an answer of 1 or more,
    else 2 places with at least the first significant figure (a chance)."""
    if abs(exact) >= 1 or exact == 0:
        return 0
    return max(2, -_leading_exponent(exact))


def _unit(places: int) -> Fraction:
    return Fraction(10) ** (-places)


def _near(value: Fraction, target: Fraction, places: int) -> bool:
    """Does ``value`` round like ``target`` to ``places``: within half a unit of that place?"""
    return abs(value - target) * 2 <= _unit(places)


def _places_words(places: int) -> str:
    if places == 0:
        return _("to the nearest whole number")
    if places == -1:
        return _("to the nearest ten")
    return n_("to {n} decimal place", "to {n} decimal places", places).format(n=places)


def _places_bare(places: int) -> str:
    """How exact, without "to": "2 decimal places", "the nearest whole number"."""
    if places == 0:
        return _("the nearest whole number")
    if places == -1:
        return _("the nearest ten")
    return n_("{n} decimal place", "{n} decimal places", places).format(n=places)


_MOST_PLACES = 6       # the default exactness never asks for more decimal places than this


# -- a question -------------------------------------------------------------------------------------
@dataclass
class Question:
    """``prompt`` is shown to the child.  ``answer`` is a number (int, Fraction, float) or, with
    ``choices``, one of the choices.  ``wrong`` names likely wrong answers (a number, or a choice)
    and the reason each is wrong, the mistake it comes from: a mapping, or (answer, why) pairs.
    ``why(given)`` may explain any other wrong answer (return None to say nothing).  ``explain``
    is the worked answer shown once it is right or shown.  ``hint`` is offered once the child has
    tried.  ``places`` is the fewest decimal places of the default exactness.

    ``exactness`` says how exact a typed answer must be: an :class:`Exactness`, or words such as
    "exactly", "to the nearest whole number", "to 2 decimal places", "about".  Left out, the
    prompt's own words decide, else the default (exactly for a whole number; otherwise ``places``
    places and 2 significant figures, more while a named mistake would pass for the answer).
    ``chance`` says the answer is a chance or share (never more than 1); left out, it is one when
    the answer lies between 0 and 1 and is no whole number, or the prompt says "chance" or
    "probability"."""

    prompt: str
    answer: Answer
    choices: Optional[Sequence[str]] = None
    why: Optional[Callable[[object], Optional[str]]] = None
    explain: str = ""
    places: int = 2
    hint: str = ""
    # the mistakes: a mapping, or (answer, why) pairs (pairs keep two slips of one value apart, so the
    # question can refuse them); a dict once the question is made
    wrong: Any = field(default_factory=dict)
    extra: dict = field(default_factory=dict)
    exactness: Union[None, str, Exactness] = None
    chance: Optional[bool] = None
    # worked out when the question is made: the answer as a number (0 for a multiple choice) and
    # the places it is judged to (None: exactly)
    exact: Fraction = field(init=False, repr=False, compare=False, default=Fraction(0))
    judged: Optional[int] = field(init=False, repr=False, compare=False, default=None)

    def __post_init__(self):
        self._said: Optional[Exactness] = None
        pairs = list(self.wrong.items()) if isinstance(self.wrong, Mapping) else [tuple(p) for p in self.wrong]
        self.wrong = dict(pairs)
        if self.choices is not None:
            if self.answer not in self.choices:
                raise ValueError("the answer of a multiple-choice question must be one of its choices")
            bad = [w for w, _ in pairs if w not in self.choices or w == self.answer]
            if bad:
                raise ValueError(f"misconception answers must be wrong choices of the question: {bad}")
            if len(self.wrong) < len(pairs):
                raise ValueError(f"{self.prompt!r}: a wrong choice is listed twice: give it one reason")
            return
        self.exact = _exact(self.answer)
        if self.chance is None:
            self.chance = (0 <= self.exact <= 1 and self.exact.denominator != 1) or bool(
                re.search(r"\b(chance|probability|probabilidad)\b", self.prompt, re.I))
        said = said_in(self.prompt)
        declared = _declared(self.exactness)
        if declared is not None and said is not None and self._places_of(said) != self._places_of(declared):
            raise ValueError(f"{self.prompt!r} says {self._words_of(said)!r} but is judged "
                             f"{self._words_of(declared)!r}: let the words and the judging say the same")
        chosen = declared or said
        self._said = said
        if chosen is not None or self.exact.denominator == 1:
            self.judged = None if chosen is None else self._places_of(chosen)
        else:
            judged = required_places(self.exact, self.places)
            self.judged = judged
            while judged < _MOST_PLACES and not self._mistakes_stand_apart(pairs, judged):
                judged += 1               # one place more, till no named mistake passes for the answer
                self.judged = judged
        self._check_mistakes(pairs)

    def _mistakes_stand_apart(self, pairs, judged: int) -> bool:
        values = sorted({_exact(given) for given, _ in pairs})
        return not any(self.is_right(v) or self.is_right(rounded(v, judged)) for v in values) and all(
            b - a >= _unit(judged) for a, b in zip(values, values[1:]))

    # -- how exact, in numbers and in words --------------------------------------------------------
    def _places_of(self, e: Exactness) -> Optional[int]:
        return about_places(self.exact) if e.about else e.places

    def _words_of(self, e: Exactness) -> str:
        if e.about:
            return _("about")
        return _("exactly") if e.places is None else _places_words(e.places)

    @property
    def exactness_words(self) -> str:
        """How exact the answer must be, in the words the question shows ("" for a whole number
        typed exactly, which needs none)."""
        if self.choices is not None:
            return ""
        p = self.judged
        if p is None:
            return "" if self.exact.denominator == 1 else _("exactly, as a fraction")
        if p <= 0:
            return _places_words(p)
        return n_("a fraction, or a decimal to {n} place", "a fraction, or a decimal to {n} places", p).format(n=p)

    @property
    def text(self) -> str:
        """The prompt, with how exact the answer must be when the prompt does not say it."""
        words = self.exactness_words
        if not words or (self._said is not None and self._places_of(self._said) == self.judged):
            return self.prompt
        return _("{prompt} ({how_exact}.)").format(prompt=self.prompt, how_exact=words[0].upper() + words[1:])

    # -- the mistakes: one message per number -------------------------------------------------------
    def _check_mistakes(self, pairs) -> None:
        seen: dict = {}
        reasons: dict = {}
        for given, reason in pairs:
            value = _exact(given)
            if value in seen:
                raise ValueError(f"{self.prompt!r}: two mistakes have the same value, {_show(value)} "
                                 f"({reasons[value][:30]!r}... and {reason[:30]!r}...), so one message could "
                                 "never show: keep one, and say both in it")
            seen[value], reasons[value] = given, reason
            if self.is_right(value) or (self.judged is not None and self.is_right(rounded(value, self.judged))):
                raise ValueError(f"{self.prompt!r}: the mistake {given!r} is right {self._judging()}, so the "
                                 "child would be told 'Right!' for it: drop it or ask for more places")
        if self.judged is not None:
            values = sorted(seen)
            for a, b in zip(values, values[1:]):
                if b - a < _unit(self.judged):
                    raise ValueError(f"{self.prompt!r}: the mistakes {seen[a]!r} and {seen[b]!r} cannot be told "
                                     f"apart {self._judging()} (one number can round like both): keep one, "
                                     "or ask for more places")

    def _judging(self) -> str:
        return "exactly" if self.judged is None else _places_words(self.judged)

    # -- judging a number ----------------------------------------------------------------------------
    def is_right(self, value: Fraction) -> bool:
        if self.judged is None:
            return value == self.exact
        return _near(value, self.exact, self.judged)

    def is_rough(self, value: Fraction) -> bool:
        """Is ``value`` the answer correctly rounded to fewer places than asked (with at least its
        first significant figure)?"""
        return self.rough_places(value) is not None

    def rough_places(self, value: Fraction) -> Optional[int]:
        """The places to which ``value`` is the answer correctly rounded, when that is fewer than
        asked (with at least its first significant figure); None otherwise."""
        if self.exact.denominator == 1 or self.is_right(value):
            return None
        top = 40 if self.judged is None else self.judged
        first = 0 if abs(self.exact) >= 1 else -_leading_exponent(self.exact)
        for k in range(first, top):
            if (value / _unit(k)).denominator == 1 and _near(value, self.exact, k):
                return k
        return None

    def mistake(self, value: Fraction) -> Optional[str]:
        """The reason of the mistake ``value`` is: equal to it, or the same at the question's
        exactness and no near miss of the right answer (less than a unit of the last place off)."""
        for given, reason in self.wrong.items():
            m = _exact(given)
            if value == m:
                return reason
            if (self.judged is not None and _near(value, m, self.judged)
                    and abs(value - self.exact) >= _unit(self.judged)):
                return reason
        return None


def _declared(exactness) -> Optional[Exactness]:
    if exactness is None or isinstance(exactness, Exactness):
        return exactness
    said = said_in(str(exactness)) or (ABOUT if str(exactness).strip().lower() == "about" else None)
    if said is None:
        raise ValueError(f"exactness {exactness!r} is not understood: say 'exactly', 'to the nearest whole "
                         "number', 'to 2 decimal places' or 'about'")
    return said


def slips(answer, *pairs) -> list[tuple]:
    """Misconceptions for ``Question(wrong=...)`` from (wrong answer, why) pairs.  A pair whose
    answer is the right one is left out (handy when the answer comes from an experiment or a
    random question).  Two slips with the same value are refused (a ValueError naming both): one
    number can name only one slip, so the question must be asked so that they differ, or the
    lesson must say both in one reason (see :func:`one_reason`)."""
    out: list[tuple] = []
    for given, reason in pairs:
        if given == answer:
            continue
        twin = next((r for g, r in out if g == given), None)
        if twin is not None:
            raise ValueError(f"two slips have the value {given!r} ({twin[:40]!r}... and {reason[:40]!r}...): "
                             "ask the question so that they differ, or say both in one reason")
        out.append((given, reason))
    return out


def one_reason(answer, *pairs) -> list[tuple]:
    """Like :func:`slips`, but two slips that happen to have the same value (the numbers came from
    an experiment) are named together in one reason, "Either ... Or ...", rather than refused."""
    out: dict = {}
    for given, reason in pairs:
        if given == answer:
            continue
        key = _exact(given) if not isinstance(given, str) else given
        if key in out:
            first = out[key][1]
            out[key] = (out[key][0], f"Either: {first} Or: {reason}")
        else:
            out[key] = (given, reason)
    return list(out.values())


def rounded(value: Fraction, places: int) -> Fraction:
    """``value`` rounded half up to ``places`` decimal places (exactly, as a Fraction)."""
    unit = _unit(places)
    sign = -1 if value < 0 else 1
    return sign * (abs(value) / unit + Fraction(1, 2)).__floor__() * unit


# -- reading what a child typed ---------------------------------------------------------------------
_NUM = r"(?:\d+(?:\.\d*)?|\.\d+)"
_DECIMAL = re.compile(rf"^([-+]?{_NUM})\s*(%?)$")
_FRACTION = re.compile(rf"^([-+]?{_NUM})\s*/\s*({_NUM})\s*(%?)$")
_MIXED = re.compile(r"^(\d+)\s+(?:and\s+)?(\d+)\s*/\s*(\d+)$")
_IN = re.compile(rf"^({_NUM})\s+(?:in|out\s+of|in\s+every)\s+({_NUM})$")
_ABOUT = re.compile(r"^(?:about|roughly|around|nearly|approximately|≈|~)\s*")
_THOUSANDS = re.compile(r"(?<![\d.,])([1-9]\d{0,2})((?:,\d{3})+)(?![\d,])")
_LONGEST = 40          # characters of a typed answer read at most (4,301 digits was a traceback once)
_MOST_DIGITS = 15      # digits in one number read at most

_ORDINALS = {"half": 2, "halves": 2, "third": 3, "quarter": 4, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
             "eighth": 8, "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13,
             "fourteenth": 14, "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18,
             "nineteenth": 19, "twentieth": 20, "hundredth": 100}
# words around a number that say what it counts ("15 cards", "about 6 in 100 games"): left out
_GRAMMAR = {"in", "out", "of", "every", "and", "a", "an", "%"}


@dataclass(frozen=True)
class Typed:
    """A number as the child typed it: its ``value``, how many decimal places it has on the
    fraction scale (``places``; None for a whole number, a fraction or "1 in 17"), whether it was
    a percent, and its ``form``: "whole", "decimal", "percent", "fraction" (also "3 ÷ 51", "1:17",
    "10 2/3", "a third") or "in" ("1 in 17", "1 out of 17", "one in seventeen")."""
    value: Fraction
    places: Optional[int]
    percent: bool = False
    form: str = "decimal"


class NotANumber(ValueError):
    """What a child typed is no number; ``kind`` says which message fits."""

    def __init__(self, kind: str, word: str = ""):
        super().__init__(kind)
        self.kind, self.word = kind, word


def _cardinal(words: list[str]) -> Optional[int]:
    """["fifty", "one"] -> 51, ["a", "hundred"] -> 100, ["seventeen"] -> 17; None if not a number."""
    total, current, seen = 0, 0, False
    for i, w in enumerate(words):
        if w in _SMALL_WORDS:
            current += _SMALL_WORDS.index(w)
        elif w in _TENS:
            current += _TENS[w]
        elif w == "hundred":
            current = max(current, 1) * 100
        elif w == "thousand":
            total += max(current, 1) * 1000
            current = 0
        elif w in ("a", "one") and i + 1 < len(words) and words[i + 1] in ("hundred", "thousand"):
            current += 1
        elif w == "and" and i > 0 and words[i - 1] in ("hundred", "thousand"):
            continue
        else:
            return None
        seen = True
    return total + current if seen else None


def _words_to_digits(t: str) -> str:
    """Number words as digits: "one in seventeen" -> "1 in 17", "a third" -> "1/3", "two thirds"
    -> "2/3", "ten and two thirds" -> "10 2/3", "half" -> "1/2", "fifty-one" -> "51"."""
    words = re.sub(r"(?<=[a-z])-(?=[a-z])", " ", t).split()
    out: list[str] = []
    i = 0
    while i < len(words):
        # the longest run of words from i that is one cardinal number
        for j in range(len(words), i, -1):
            n = _cardinal(words[i:j])
            if n is not None and not (words[j - 1] == "and"):
                break
        else:
            n, j = None, i
        ordinal = words[j] if n is not None and j < len(words) else None
        if n is not None and ordinal is not None and (ordinal in _ORDINALS or ordinal.rstrip("s") in _ORDINALS):
            d = _ORDINALS.get(ordinal) or _ORDINALS[ordinal.rstrip("s")]
            out.append(f"{n}/{d}")
            i = j + 1
        elif n is not None:
            out.append(str(n))
            i = j
        elif words[i] in ("a", "an", "one") and i + 1 < len(words) and words[i + 1] in _ORDINALS:
            out.append(f"1/{_ORDINALS[words[i + 1]]}")
            i += 2
        elif words[i] in ("half", "a half"):
            out.append("1/2")
            i += 1
        else:
            out.append(words[i])
            i += 1
    text = " ".join(out)
    return re.sub(r"^(\d+) and (\d+/\d+)$", r"\1 \2", text)


def _vulgar(t: str) -> str:
    """"⅓" -> " 1/3", "10⅔" -> "10 2/3"."""
    out = []
    for ch in t:
        if unicodedata.category(ch) == "No" and "/" not in ch and ch not in "¹²³⁰⁴⁵⁶⁷⁸⁹":
            try:
                v = Fraction(unicodedata.numeric(ch)).limit_denominator(20)
            except ValueError:
                out.append(ch)
                continue
            out.append(f" {v.numerator}/{v.denominator}")
        else:
            out.append(ch)
    return "".join(out).replace("\u2044", "/")


# -- reading what a Spanish-speaking child typed ------------------------------------------------------
# Babel writes numbers in Spanish but reads no number words, and no well-kept parser of Spanish
# number words is among the project's dependencies (text2num would be one more for 40 lines), so
# the words from 0 to 999 999 ("cero" ... "novecientos noventa y nueve mil") are read here.
_ES_UNITS = {"cero": 0, "un": 1, "uno": 1, "una": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6,
             "siete": 7, "ocho": 8, "nueve": 9}
_ES_SMALL = {**_ES_UNITS, "diez": 10, "once": 11, "doce": 12, "trece": 13, "catorce": 14, "quince": 15,
             "dieciseis": 16, "diecisiete": 17, "dieciocho": 18, "diecinueve": 19, "veinte": 20,
             "veintiun": 21, "veintiuno": 21, "veintiuna": 21, "veintidos": 22, "veintitres": 23,
             "veinticuatro": 24, "veinticinco": 25, "veintiseis": 26, "veintisiete": 27, "veintiocho": 28,
             "veintinueve": 29}
_ES_TENS = {"treinta": 30, "cuarenta": 40, "cincuenta": 50, "sesenta": 60, "setenta": 70, "ochenta": 80,
            "noventa": 90}
_ES_HUNDREDS = {"cien": 100, "ciento": 100, "doscientos": 200, "doscientas": 200, "trescientos": 300,
                "trescientas": 300, "cuatrocientos": 400, "cuatrocientas": 400, "quinientos": 500,
                "quinientas": 500, "seiscientos": 600, "seiscientas": 600, "setecientos": 700,
                "setecientas": 700, "ochocientos": 800, "ochocientas": 800, "novecientos": 900,
                "novecientas": 900}
# the parts of a whole: "un tercio", "dos quintos", "un diecisieteavo", "la tercera parte"
_ES_PARTS = {"medio": 2, "tercio": 3, "cuarto": 4, "quinto": 5, "sexto": 6, "septimo": 7, "octavo": 8,
             "noveno": 9, "decimo": 10, "undecimo": 11, "duodecimo": 12, "vigesimo": 20, "centesimo": 100,
             "milesimo": 1000}
_ES_PARTE = {"tercera": 3, "cuarta": 4, "quinta": 5, "sexta": 6, "septima": 7, "octava": 8, "novena": 9,
             "decima": 10, "centesima": 100}
_ES_ABOUT = re.compile(r"^(?:(?:aproximadamente|mas o menos|alrededor de|cerca de|casi|unos|unas|sobre)\s+)+")
_ES_THOUSANDS = re.compile(r"(?<![\d.,])([1-9]\d{0,2})((?:\.\d{3})+)(?![\d.,])")


def _es_below_thousand(words: list[str], i: int) -> tuple[int, int]:
    """The number said by words[i:j] below a thousand, and j (j == i: none)."""
    n, j = 0, i
    if j < len(words) and words[j] in _ES_HUNDREDS:
        n, j = _ES_HUNDREDS[words[j]], j + 1
    if j < len(words) and words[j] in _ES_TENS:
        n, j = n + _ES_TENS[words[j]], j + 1
        if j + 1 < len(words) and words[j] == "y" and words[j + 1] in _ES_UNITS and _ES_UNITS[words[j + 1]]:
            n, j = n + _ES_UNITS[words[j + 1]], j + 2
    elif j < len(words) and words[j] in _ES_SMALL and not (j > i and words[j] == "cero"):
        n, j = n + _ES_SMALL[words[j]], j + 1
    return n, j


def _es_cardinal(words: list[str], i: int) -> tuple[Optional[int], int]:
    """The number said in Spanish from words[i] ("cincuenta y uno" -> 51, "mil" -> 1000), and
    where it ends; (None, i) when there is none."""
    n, j = _es_below_thousand(words, i)
    if j < len(words) and words[j] == "mil" and not (j > i and n == 0):
        thousands = (n if j > i else 1) * 1000
        rest, k = _es_below_thousand(words, j + 1)
        return thousands + rest, k
    return (n, j) if j > i else (None, i)


def _es_part(word: str) -> Optional[int]:
    """The whole a part's name is out of: "tercios" -> 3, "diecisieteavo" -> 17, "medios" -> 2."""
    w = word[:-1] if word.endswith("s") else word
    if w in _ES_PARTS:
        return _ES_PARTS[w]
    if w.endswith("avo"):
        n, j = _es_cardinal([w[:-3]], 0)
        if n is None and w[:-3] + "o" in _ES_SMALL:          # "dieciochavo"
            n, j = _ES_SMALL[w[:-3] + "o"], 1
        if n is not None and n > 10 and j == 1:
            return n
    return None


def _es_words_to_digits(t: str) -> str:
    """Spanish number words as digits: "uno de cada diecisiete" -> "1 de cada 17", "un tercio"
    -> "1/3", "dos tercios" -> "2/3", "la tercera parte" -> "1/3", "diez y medio" -> "10 y 1/2",
    "cincuenta y uno" -> "51", "la mitad" -> "1/2"."""
    words = t.split()
    out: list[str] = []
    i = 0
    while i < len(words):
        w = words[i]
        n, j = _es_cardinal(words, i)
        if n is None and re.fullmatch(r"\d+", w):
            n, j = int(w), i + 1
        if n is not None and j < len(words) and _es_part(words[j]) is not None:
            out.append(f"{n}/{_es_part(words[j])}")
            i = j + 1
        elif (n is not None and j + 1 < len(words) and words[j].rstrip("s") in _ES_PARTE
              and words[j + 1] in ("parte", "partes")):
            out.append(f"{n}/{_ES_PARTE[words[j].rstrip('s')]}")
            i = j + 2
        elif w in ("la", "el", "una") and i + 2 < len(words) and words[i + 1] in _ES_PARTE and words[i + 2] == "parte":
            out.append(f"1/{_ES_PARTE[words[i + 1]]}")
            i += 3
        elif w in ("mitad", "media", "medio"):
            out.append("1/2")
            i += 1
        elif w == "la" and i + 1 < len(words) and words[i + 1] == "mitad":
            out.append("1/2")
            i += 2
        elif n is not None:
            out.append(str(n) if not re.fullmatch(r"\d+", w) or j > i + 1 else w)
            i = j
        else:
            out.append(w)
            i += 1
    return " ".join(out)


def _spanish(t: str) -> str:
    """What a Spanish-speaking child typed, in the forms the English reading takes: "0,059" ->
    "0.059", "5,9 %" -> "5.9%", "1 de cada 17" and "uno de cada diecisiete" -> "1 in 17", "3 de 51"
    -> "3 out of 51", "3 entre 51" -> "3/51", "un tercio" -> "1/3", "diez y dos tercios" -> "10 2/3",
    "1.000" (a thousand) -> "1000".  A point is a decimal point too ("0.5", "10.67": a calculator's
    way, and Mexico's), but "1.326" could be either (1326 in Spain, one and a bit in Mexico), so it
    is asked about (:class:`NotANumber` "ambiguous"), which counts as no try and changes nothing."""
    t = _without_accents(t).replace("¿", "").replace("?", "").strip()
    t = _ES_ABOUT.sub("", t).strip()
    t = re.sub(r"\s*(?:por\s*cien(?:to)?)\b", "%", t)
    if "%" not in t:
        for m in _ES_THOUSANDS.finditer(t):
            if len(m[2]) == 4 and m[2] != ".000":    # one group: 1.326 is 1326 in Spain, 1.326 in Mexico
                raise NotANumber("ambiguous", m[0])
        t = _ES_THOUSANDS.sub(lambda m: m[1] + m[2].replace(".", ""), t)
    t = t.replace(",", ".")
    t = re.sub(r"^(?:el|un|una)\s+(?=[\d.])", "", t)
    t = _es_words_to_digits(t)
    t = re.sub(r"\s*\b(?:dividido|partido)\s+(?:entre|por)\s*|\s+(?:entre|sobre)\s+", "/", t)
    t = re.sub(r"\s+(?:de\s+)?cada\s+", " in ", t)
    t = re.sub(r"\s+en\s+", " in ", t)
    t = re.sub(r"\s+de(?:l)?\s+(?:un\s+total\s+de\s+)?", " out of ", t)
    return re.sub(r"^(\d+)\s+(?:y|con)\s+(\d+/\d+)", r"\1 \2", t)


def parse_number(text, lang: Optional[str] = None) -> Typed:
    """Read what a child typed: ``12``, ``3/51``, ``1 in 17``, ``1 out of 17``, ``0.059``,
    ``.059``, ``0,059``, ``5.9%``, ``10 2/3``, ``⅓``, ``3 ÷ 51``, ``1:17``, ``15 cards``, ``1,326``
    and number words ("one in seventeen", "a third", "half").  When the page speaks Spanish (or
    ``lang="es"``) also what a Spanish-speaking child types: ``0,059``, ``5,9 %``, ``1 de cada 17``,
    ``uno de cada diecisiete``, ``3 entre 51``, ``un tercio``, ``la mitad`` (see :func:`_spanish`).
    Raises :class:`NotANumber` (a
    ValueError) when it is none: too long, no number, or a part bigger than its whole ("32 out of
    3")."""
    raw = str(text)
    if len(raw) > _LONGEST or re.search(rf"\d{{{_MOST_DIGITS + 1},}}", raw):
        raise NotANumber("long")
    t = _vulgar(raw.strip().lower())
    if (lang or language()) == "es":          # the page speaks Spanish: a decimal comma, "1 de cada 17"
        t = _spanish(t)
    t = _ABOUT.sub("", t).strip()
    if "%" not in t and "per" not in t:       # 1,326 pairs; but 5,882% is a percent with a decimal comma
        t = _THOUSANDS.sub(lambda m: m[1] + m[2].replace(",", ""), t)
    t = t.replace(",", ".")
    t = re.sub(r"\s*(?:per ?cent|pc)\b", "%", t)
    t = re.sub(r"\s*(?:÷|:|divided by)\s*", "/", t)
    t = re.sub(r"\s+out\s+of\s+", " out of ", t)
    t = _words_to_digits(t)
    # words that say what the number counts ("15 cards", "6 in 100 games") are left out
    words = t.split()
    while len(words) > 1 and re.fullmatch(r"[a-z]+\.?", words[-1]) and words[-1] not in _GRAMMAR:
        words.pop()
    t = " ".join(words)
    m = _DECIMAL.match(t)
    if m:
        num, pct = m.groups()
        places = len(num.split(".")[1]) if "." in num else 0
        value = Fraction(num.rstrip(".") or "0")
        if pct:
            return Typed(value / 100, places + 2, True, "percent")
        return Typed(value, places or None, False, "decimal" if places else "whole")
    m = _MIXED.match(t)
    if m:
        whole, top, bottom = (int(g) for g in m.groups())
        if bottom == 0:
            raise NotANumber("zero")
        if top >= bottom:
            raise NotANumber("mixed")
        return Typed(whole + Fraction(top, bottom), None, False, "fraction")
    m = _FRACTION.match(t)
    if m:
        num, den, pct = m.groups()
        if "." in num or "." in den:
            raise NotANumber("fraction")
        if int(den) == 0:
            raise NotANumber("zero")
        value = Fraction(int(num), int(den))
        return Typed(value / 100 if pct else value, None, bool(pct), "percent" if pct else "fraction")
    m = _IN.match(t)
    if m:
        if "." in m[1] + m[2]:
            raise NotANumber("in")
        if int(m[2]) == 0:
            raise NotANumber("zero")
        if int(m[1]) > int(m[2]):
            raise NotANumber("part", f"{m[1]} out of {m[2]}")
        return Typed(Fraction(int(m[1]), int(m[2])), None, False, "in")
    raise NotANumber("none")


def read_number(text: str):
    """(value, decimal places or None when exact): the older form of :func:`parse_number`."""
    t = parse_number(text)
    return t.value, t.places


def _exact(answer) -> Fraction:
    if isinstance(answer, float):
        return Fraction(answer).limit_denominator(10**9)
    return Fraction(answer)


# -- the verdict ------------------------------------------------------------------------------------
_EXAMPLES = {"fraction": ["2/7", "3/8", "4/9", "5/11"], "decimal": ["0.4", "0.35", "0.7", "0.15"],
             "percent": ["40%", "35%", "70%", "15%"], "in": ["1 in 4", "2 in 5", "1 in 3", "3 in 10"],
             "whole": ["12", "20", "7", "30"]}
# the same, as a Spanish classroom writes them (a decimal comma, "1 de cada 4")
_EXAMPLES_ES = {"fraction": _EXAMPLES["fraction"], "decimal": ["0,4", "0,35", "0,7", "0,15"],
                "percent": ["40 %", "35 %", "70 %", "15 %"],
                "in": ["1 de cada 4", "2 de cada 5", "1 de cada 3", "3 de cada 10"], "whole": _EXAMPLES["whole"]}


def examples(question: Question, kind: str) -> Optional[str]:
    """An example of ``kind`` ("fraction", "decimal", ...) that is not an answer the question
    accepts, is told too rough, or names a mistake: safe to show before the child answers."""
    for text in (_EXAMPLES_ES if language() == "es" else _EXAMPLES)[kind]:
        v = parse_number(text).value
        if not (question.is_right(v) or question.is_rough(v) or question.mistake(v)):
            return text
    return None


def how_to_type(question: Question) -> str:
    """Which forms to type, with examples that give nothing away ("" when none is safe)."""
    if question.chance:
        kinds = ["fraction", "decimal", "percent", "in"]
    elif question.judged is None or question.judged <= 0:
        kinds = ["whole"]
    else:
        kinds = ["whole", "fraction", "decimal"]
    shown = [e for e in (examples(question, k) for k in kinds) if e]
    if not shown:
        return ""
    if len(shown) == 1:
        return _("like {example}").format(example=shown[0])
    return _("like {examples} or {last}").format(examples=", ".join(shown[:-1]), last=shown[-1])


def _not_a_number(question: Question, e: NotANumber) -> str:
    if e.kind == "long":
        return _("That is far too long for an answer: type a short number.")
    if e.kind == "zero":
        return _("You can't divide by zero: the number under the line must not be 0.")
    if e.kind == "fraction":
        return _("In a fraction, use whole numbers on top and below.")
    if e.kind == "mixed":
        return _("In a mixed number like 2 1/3, the fraction is less than 1: its top is smaller than its bottom.")
    if e.kind == "in":
        return _("Use whole numbers on both sides of 'in'.")
    if e.kind == "part":
        part, whole = e.word.split(" out of ")
        return _("{part} out of {whole} can't be: the first number is a part of the second, so it is never "
                 "bigger. Have another look.").format(part=part, whole=whole)
    if e.kind == "ambiguous":
        whole, point, rest = e.word.partition(".")
        return _("Is {typed} a number in the thousands, or a decimal? Type it with no point for thousands "
                 "({thousands}), or with a comma for a decimal ({decimal}).").format(
                     typed=e.word, thousands=whole + rest, decimal=f"{whole},{rest}")
    like = how_to_type(question)
    return _("Type a number, {like}.").format(like=like) if like else _("Type a number.")


class Verdict(Enum):
    """What a first answer was, as the class tally counts it."""
    RIGHT = "right"
    TOO_ROUGH = "too rough"     # the right answer rounded to fewer places than asked
    SLIP = "named slip"         # one of the question's named mistakes (``Judgement.slip`` says which)
    WRONG = "wrong"             # any other wrong answer
    NO_TRY = "no try"           # no number, or not the kind of number asked (a percent for a count)


@dataclass(frozen=True)
class Judgement:
    """The verdict on one answer, the words the child reads, and for a named slip its place among
    the question's mistakes (the order of ``Question.wrong``)."""
    verdict: Verdict
    feedback: str
    slip: Optional[int] = None

    @property
    def right(self) -> bool:
        return self.verdict is Verdict.RIGHT

    @property
    def counts(self) -> bool:
        """Was it a real try (a number of the kind asked, or one of the choices)?"""
        return self.verdict is not Verdict.NO_TRY


def check(question: Question, given) -> tuple[bool, str]:
    """Is ``given`` right?  Returns (right, feedback for the child)."""
    j = judge(question, given)
    return j.right, j.feedback


def _slip(q: Question, reason: str) -> Judgement:
    return Judgement(Verdict.SLIP, reason, list(q.wrong.values()).index(reason))


def _counts_in(prompt: str) -> list[int]:
    """The N of "out of N", "in N", "of N" in a question ("Out of 100 games, ...")."""
    return [int(n.replace(",", "")) for n in re.findall(r"\b(?:out of|in|of)\s+(\d[\d,]*)", prompt)]


def judge(question: Question, given) -> Judgement:
    """The verdict on ``given`` (what the child typed, or the choice picked), with its words."""
    q = question
    if q.choices is not None:
        if given not in q.choices:
            return Judgement(Verdict.NO_TRY, _("Pick one of the answers."))
        if given == q.answer:
            return Judgement(Verdict.RIGHT, _("Right!"))
        if given in q.wrong:
            return _slip(q, q.wrong[given])
        return Judgement(Verdict.WRONG, _why(q, given) or _("Not this one. Have another think!"))
    try:
        typed = parse_number(given)
    except NotANumber as e:
        return Judgement(Verdict.NO_TRY, _not_a_number(q, e))
    value = typed.value
    if q.is_right(value) and not (typed.percent and not q.chance):
        return Judgement(Verdict.RIGHT, _("Right!") if value == q.exact
                         else _("Right! (Exactly it is {answer}.)").format(answer=_show(q.answer)))
    reason = q.mistake(value)
    if reason:
        return _slip(q, reason)
    if not q.chance and q.exact >= 1:
        share = _share_for_a_count(q, typed)
        if share:
            return Judgement(Verdict.NO_TRY, share)
    if q.chance and value > 1:
        like = how_to_type(q)
        if like:
            return Judgement(Verdict.WRONG, _("Good try, but a chance is never more than 1 (or 100%). Write it as "
                                              "a fraction, a decimal or a percent, {like}.").format(like=like))
        return Judgement(Verdict.WRONG, _("Good try, but a chance is never more than 1 (or 100%). Write it as a "
                                          "fraction, a decimal or a percent."))
    rough = q.rough_places(value)
    if rough is not None:
        more = (q.judged or 0) - rough
        asked = _asked(q)
        return Judgement(Verdict.TOO_ROUGH, _(
            "Right as far as it goes: that is the answer rounded {rounded}. Now {more}, please: give it {asked}."
        ).format(rounded=_places_words(rough), asked=asked,
                 more=n_("one more place", "{n} more places", more).format(n=more)))
    reason = _why(q, value)
    if reason:
        return Judgement(Verdict.WRONG, reason)
    bigger = value > q.exact
    if q.exact.denominator == 1 and q.judged is None and value.denominator != 1:
        return Judgement(Verdict.WRONG, _("Too big. The answer is a whole number: no halves or decimals.") if bigger
                         else _("Too small. The answer is a whole number: no halves or decimals."))
    return Judgement(Verdict.WRONG, _("Too big. Try again!") if bigger else _("Too small. Try again!"))


def _share_for_a_count(q: Question, typed: Typed) -> Optional[str]:
    """The words for a share typed where a number of things is asked ("50%" or "1/2" for "out of
    100 games, how many?", "1067%" for a number of cards); None when it was no share."""
    if typed.percent:
        pass
    elif typed.form in ("fraction", "in") and typed.value < 1:
        pass
    else:
        return None
    for n in _counts_in(q.prompt):
        if q.is_right(typed.value * n):
            return _("Yes, that is the right share. The question asks how many, out of {n}: type that "
                     "number.").format(n=n)
    return _("That is a share (a part of a whole). The question asks how many: type a number, not a share.")


def _asked(q: Question) -> str:
    if q.judged is None:
        return _("exactly, as a fraction")
    if q.judged >= 3 and q.chance:
        return _("{places} (as a percent, {percent_places}), or as a fraction").format(
            places=_places_words(q.judged), percent_places=_places_bare(q.judged - 2))
    return _("{places}, or as a fraction").format(places=_places_words(q.judged))


def _why(question: Question, given) -> Optional[str]:
    return question.why(given) if question.why else None


def _show(answer) -> str:
    if isinstance(answer, Fraction) and answer.denominator != 1:
        return f"{answer.numerator}/{answer.denominator} ≈ {number(float(answer), '.4g')}"
    return number(answer) if isinstance(answer, (int, float, Fraction)) else str(answer)
