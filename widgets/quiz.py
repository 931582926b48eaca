"""Checked exercises for every lesson.

A lesson gives a :class:`Question` (or a function that makes a fresh one from a seeded
generator); the answer always comes from the kit's exact helpers, never typed in by hand.  The
:class:`Quiz` widget asks it, checks what the child types or picks, says why a wrong answer is
wrong, offers a hint once the child has tried, and counts right answers.

Nothing of the answer is on the page before the child answers: the answer stays in the kernel,
the hint and the "Show the answer" button appear only after a first try.

    Quiz(Question("What is 3 + 4 + 5?", 12))
    Quiz(lambda rng: make_sum_question(rng), seed=1)     # a fresh question each time

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

import ast
import linecache
import re
import sys
from dataclasses import dataclass, field
from fractions import Fraction
from html import escape
from typing import Any, Callable, Mapping, Optional, Sequence, Union

import ipywidgets as W
import numpy as np

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


def said_in(prompt: str) -> Optional[Exactness]:
    """The exactness a prompt's words ask for ("to the nearest whole number", "to 3 decimal
    places", "a decimal with 3 places", "about how many", "exactly"), or None when they say none."""
    for pattern, make in _SAID:
        m = pattern.search(prompt)
        if m:
            return make(m)
    return None


def _word_int(word: str) -> int:
    return int(word) if word.isdigit() else _SMALL_WORDS.index(word.lower())


def _number_word(text: str) -> Optional[int]:
    """"seven" -> 7, "twenty-two" -> 22 (up to a hundred); None for anything else."""
    words = text.replace("-", " ").split()
    if words == ["a", "hundred"] or words == ["one", "hundred"]:
        return 100
    if len(words) == 1 and words[0] in _SMALL_WORDS:
        return _SMALL_WORDS.index(words[0])
    if words and words[0] in _TENS and (len(words) == 1 or (len(words) == 2 and words[1] in _SMALL_WORDS[1:10])):
        return _TENS[words[0]] + (_SMALL_WORDS.index(words[1]) if len(words) == 2 else 0)
    return None


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
        return "to the nearest whole number"
    if places == -1:
        return "to the nearest ten"
    return f"to {places} decimal place{'s' if places != 1 else ''}"


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
    wrong: Mapping[Answer, str] = field(default_factory=dict)
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
        twins = _twins_in_the_source(self.wrong) if isinstance(self.wrong, Mapping) else []
        if twins:
            raise ValueError(f"{self.prompt!r}: two mistakes have the same value ({twins[0]}), so one message "
                             "could never show: keep one, and say both in it")
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
                re.search(r"\b(chance|probability)\b", self.prompt, re.I))
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
        return not any(self.is_right(v) for v in values) and all(
            b - a >= _unit(judged) for a, b in zip(values, values[1:]))

    # -- how exact, in numbers and in words --------------------------------------------------------
    def _places_of(self, e: Exactness) -> Optional[int]:
        return about_places(self.exact) if e.about else e.places

    def _words_of(self, e: Exactness) -> str:
        if e.about:
            return "about"
        return "exactly" if e.places is None else _places_words(e.places)

    @property
    def exactness_words(self) -> str:
        """How exact the answer must be, in the words the question shows ("" for a whole number
        typed exactly, which needs none)."""
        if self.choices is not None:
            return ""
        p = self.judged
        if p is None:
            return "" if self.exact.denominator == 1 else "exactly, as a fraction"
        if p <= 0:
            return _places_words(p)
        return f"a fraction, or a decimal to {p} place{'s' if p != 1 else ''}"

    @property
    def text(self) -> str:
        """The prompt, with how exact the answer must be when the prompt does not say it."""
        words = self.exactness_words
        if not words or (self._said is not None and self._places_of(self._said) == self.judged):
            return self.prompt
        return f"{self.prompt} ({words[0].upper()}{words[1:]}.)"

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
            if self.is_right(value):
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
        if self.exact.denominator == 1 or self.is_right(value):
            return False
        top = 40 if self.judged is None else self.judged
        first = 0 if abs(self.exact) >= 1 else -_leading_exponent(self.exact)
        for k in range(first, top):
            if (value / _unit(k)).denominator == 1 and _near(value, self.exact, k):
                return True
        return False

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


def _twins_in_the_source(wrong: Mapping) -> list[str]:
    """Mistakes written twice with the same value in the ``wrong={...}`` literal of the
    Question(...) call being run, which a dict keeps only one of, silently: read from the call's
    source, as "4/52 and 1/13" texts.  Empty when there are none, or when the call's source cannot
    be read (then only the dict itself is checked)."""
    if not wrong:
        return []
    try:
        frame: Any = sys._getframe(1)
        while frame.f_code.co_filename in (__file__, "<string>"):
            frame = frame.f_back          # past this module and the dataclass's own __init__
        code = frame.f_code
        start, end, col, end_col = list(code.co_positions())[frame.f_lasti // 2]
        lines = linecache.getlines(code.co_filename, frame.f_globals)
        if not lines or start is None or end is None or col is None or end_col is None:
            return []
        chunk = [line.encode() for line in lines[start - 1:end]]
        chunk[-1] = chunk[-1][:end_col]
        chunk[0] = chunk[0][col:]
        call = ast.parse(b"".join(chunk).decode(), mode="eval").body
        literal = next((k.value for k in getattr(call, "keywords", []) if k.arg == "wrong"), None)
        if not isinstance(literal, ast.Dict) or len(literal.keys) <= len(wrong):
            return []
        seen: dict = {}
        twins = []
        for node in literal.keys:
            if node is None:
                continue
            key = eval(compile(ast.Expression(node), code.co_filename, "eval"), frame.f_globals, frame.f_locals)
            if key in seen:
                twins.append(f"{seen[key]} and {ast.unparse(node)}")
            seen.setdefault(key, ast.unparse(node))
        return twins
    except Exception:
        return []


def slips(answer, *pairs) -> dict:
    """Misconceptions for ``Question(wrong=...)`` from (wrong answer, why) pairs.  A pair whose
    answer is the right one is left out (handy when the answer comes from an experiment or a
    random question), and when a wrong answer is listed twice its first reason is kept."""
    out: dict = {}
    for given, reason in pairs:
        if given != answer and given not in out:
            out[given] = reason
    return out


# -- reading what a child typed ---------------------------------------------------------------------
_NUM = r"(?:\d+(?:\.\d*)?|\.\d+)"
_DECIMAL = re.compile(rf"^([-+]?{_NUM})\s*(%?)$")
_FRACTION = re.compile(rf"^([-+]?{_NUM})\s*/\s*({_NUM})\s*(%?)$")
_IN = re.compile(rf"^({_NUM})\s+(?:in|out\s+of)\s+({_NUM})$")
_ABOUT = re.compile(r"^(?:about|roughly|around|≈|~)\s*")


@dataclass(frozen=True)
class Typed:
    """A number as the child typed it: its ``value``, how many decimal places it has on the
    fraction scale (``places``; None for a whole number, a fraction or "1 in 17"), and whether it
    was a percent."""
    value: Fraction
    places: Optional[int]
    percent: bool = False


class NotANumber(ValueError):
    """What a child typed is no number; ``kind`` says which message fits."""

    def __init__(self, kind: str, word: str = ""):
        super().__init__(kind)
        self.kind, self.word = kind, word


def parse_number(text) -> Typed:
    """Read what a child typed: ``12``, ``3/51``, ``1 in 17``, ``0.059``, ``.059`` or ``5.9%``.
    Raises :class:`NotANumber` (a ValueError) when it is none."""
    t = _ABOUT.sub("", str(text).strip().lower().replace(",", ".")).strip()
    t = re.sub(r"\s*(?:per ?cent|pc)$", "%", t)
    m = _DECIMAL.match(t)
    if m:
        num, pct = m.groups()
        places = len(num.split(".")[1]) if "." in num else 0
        value = Fraction(num.rstrip(".") or "0")
        return Typed(value / 100, places + 2, True) if pct else Typed(value, places or None)
    m = _FRACTION.match(t)
    if m:
        num, den, pct = m.groups()
        if "." in num or "." in den:
            raise NotANumber("fraction")
        if int(den) == 0:
            raise NotANumber("zero")
        value = Fraction(int(num), int(den))
        return Typed(value / 100 if pct else value, None, bool(pct))
    m = _IN.match(t)
    if m:
        if "." in m[1] + m[2]:
            raise NotANumber("in")
        if int(m[2]) == 0:
            raise NotANumber("zero")
        return Typed(Fraction(int(m[1]), int(m[2])), None)
    word = _number_word(t)
    if word is not None:
        raise NotANumber("word", f"{word}, not {t}")
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


def examples(question: Question, kind: str) -> Optional[str]:
    """An example of ``kind`` ("fraction", "decimal", ...) that is not an answer the question
    accepts, is told too rough, or names a mistake: safe to show before the child answers."""
    for text in _EXAMPLES[kind]:
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
    return "like " + (shown[0] if len(shown) == 1 else ", ".join(shown[:-1]) + " or " + shown[-1])


def _not_a_number(question: Question, e: NotANumber) -> str:
    if e.kind == "zero":
        return "You can't divide by zero: the number under the line must not be 0."
    if e.kind == "fraction":
        return "In a fraction, use whole numbers on top and below."
    if e.kind == "in":
        return "Use whole numbers on both sides of 'in'."
    if e.kind == "word":
        return f"Type a number with digits: {e.word}."
    like = how_to_type(question)
    return f"Type a number, {like}." if like else "Type a number."


def check(question: Question, given) -> tuple[bool, str]:
    """Is ``given`` right?  Returns (right, feedback for the child)."""
    q = question
    if q.choices is not None:
        if given not in q.choices:
            return False, "Pick one of the answers."
        if given == q.answer:
            return True, "Right!"
        return False, (q.wrong.get(given) or _why(q, given) or "Not this one. Have another think!")
    try:
        value = parse_number(given).value
    except NotANumber as e:
        return False, _not_a_number(q, e)
    if q.is_right(value):
        return True, "Right!" if value == q.exact else f"Right! (Exactly it is {_show(q.answer)}.)"
    reason = q.mistake(value)
    if reason:
        return False, reason
    if q.chance and value > 1:
        like = how_to_type(q)
        return False, ("Good try, but a chance is never more than 1 (or 100%). Write it as a fraction, "
                       f"a decimal or a percent{', ' + like if like else ''}.")
    if q.is_rough(value):
        return False, f"Close, but too rough. Give it {_asked(q)}, please."
    reason = _why(q, value)
    if reason:
        return False, reason
    direction = "Too big." if value > q.exact else "Too small."
    if q.exact.denominator == 1 and q.judged is None and value.denominator != 1:
        return False, f"{direction} The answer is a whole number: no halves or decimals."
    return False, f"{direction} Try again!"


def _asked(q: Question) -> str:
    if q.judged is None:
        return "exactly, as a fraction"
    if q.judged >= 3 and q.chance:
        return f"{_places_words(q.judged)} (as a percent, {_places_words(q.judged - 2)[3:]}), or as a fraction"
    return f"{_places_words(q.judged)}, or as a fraction"


def _why(question: Question, given) -> Optional[str]:
    return question.why(given) if question.why else None


def _show(answer) -> str:
    if isinstance(answer, Fraction) and answer.denominator != 1:
        return f"{answer.numerator}/{answer.denominator} ≈ {float(answer):.4g}"
    return str(answer)


class Quiz(W.VBox):
    """Ask questions and check the answers.  ``source`` is one Question, a list of them (asked in
    turn), or a function ``rng -> Question`` for a fresh question on demand (seeded).

    Before the first try only the question is on screen; after it, **Hint** (when the question has
    one) and **Show the answer** appear.  Text that is no number is no try."""

    question: Question          # the question being asked (set by next())

    def __init__(self, source, *, seed: int = 0, title: str = ""):
        self.rng = np.random.default_rng(seed)
        self._source = source
        self._index = 0
        self.right = 0
        self.asked = 0
        self.tries = 0
        self._solved = False
        self.number = -1            # the question being asked, counted from 0 (the same for every child)
        self._first_try: list[Callable[[int, Question, bool, str], None]] = []
        self.title = W.HTML(f"<b>{escape(title)}</b>" if title else "")
        self.prompt = W.HTML()
        self.answer_box = W.Text(placeholder="your answer", layout=W.Layout(width="180px"))
        self.choice_box = W.ToggleButtons(options=[], value=None)
        self.check_button = W.Button(description="Check", button_style="primary")
        self.new_button = W.Button(description="New question")
        self.hint_button = W.Button(description="Hint", icon="lightbulb-o")
        self.show_button = W.Button(description="Show the answer")
        self.feedback = W.HTML()
        self.hint_box = W.HTML()
        self.score = W.HTML()
        self.check_button.on_click(lambda _b: self.submit())
        self.answer_box.on_submit(lambda _w: self.submit())
        self.new_button.on_click(lambda _b: self.next())
        self.hint_button.on_click(lambda _b: self.show_hint())
        self.show_button.on_click(lambda _b: self.reveal())
        super().__init__([self.title, self.prompt, W.HBox([self.answer_box, self.choice_box, self.check_button]),
                          self.feedback, self.hint_box,
                          W.HBox([self.hint_button, self.new_button, self.show_button, self.score])])
        self.add_class("hilltop-quiz")
        self.next()

    # -- asking ---------------------------------------------------------------------------------
    def _make(self) -> Question:
        src = self._source
        if isinstance(src, Question):
            return src
        if isinstance(src, (list, tuple)):
            q = src[self._index % len(src)]
            self._index += 1
            return q
        return src(self.rng)

    def on_first_try(self, callback: Callable[[int, Question, bool, str], None]) -> None:
        """Call ``callback(number, question, right, feedback)`` at each question's first real try
        (a lesson joined by a class tells the teacher how the class did at the first try)."""
        self._first_try.append(callback)

    def next(self) -> None:
        self.number += 1
        self.question = self._make()
        self._solved = False
        self.tries = 0
        self.prompt.value = f'<div style="font-size:19px">{escape(self.question.text)}</div>'
        multiple = self.question.choices is not None
        self.answer_box.value = ""
        self.answer_box.layout.display = "none" if multiple else None
        self.choice_box.layout.display = None if multiple else "none"
        self.choice_box.options = list(self.question.choices or [])
        self.choice_box.value = None
        self.feedback.value = ""
        self.hint_box.value = ""
        self._show_buttons()
        self._show_score()

    def _show_buttons(self) -> None:
        tried = self.tries > 0 and not self._solved
        self.hint_button.layout.display = None if tried and self.question.hint and not self.hint_box.value else "none"
        self.show_button.layout.display = None if tried else "none"

    # -- checking -------------------------------------------------------------------------------
    def submit(self, given=None) -> bool:
        """Check the child's answer (or ``given``, from code).  Returns whether it was right."""
        q = self.question
        assert q is not None  # a quiz asks its first question when it is made
        if given is None:
            given = self.choice_box.value if q.choices is not None else self.answer_box.value
        if self._solved:
            self.feedback.value = "You already solved this one. Press <b>New question</b> for another."
            return False
        first = self.tries == 0
        right, text = check(q, given)
        if first and (right or self._counts(q, given)):
            for callback in self._first_try:
                callback(self.number, q, right, text)
        if right:
            self._solved = True
            self.right += 1
            self.asked += 1
            extra = f"<br>{escape(q.explain)}" if q.explain else ""
            self.feedback.value = f'<span style="color:#2e7d32;font-size:18px">✔ {escape(text)}</span>{extra}'
        else:
            if self._counts(q, given):
                self.tries += 1
            self.feedback.value = f'<span style="color:#c62828;font-size:18px">✘ {escape(text)}</span>'
        self._show_buttons()
        self._show_score()
        return right

    @staticmethod
    def _counts(q: Question, given) -> bool:
        """Was ``given`` a real try (a number, or one of the choices)?"""
        if q.choices is not None:
            return given in q.choices
        try:
            parse_number(given)
        except ValueError:
            return False
        return True

    def show_hint(self) -> None:
        """Show the question's hint: only once the child has tried."""
        q = self.question
        if self.tries == 0 or not q.hint or self._solved:
            return
        self.hint_box.value = f'<span style="font-size:17px"><i>Hint: {escape(q.hint)}</i></span>'
        self._show_buttons()

    def reveal(self) -> None:
        q = self.question
        assert q is not None  # a quiz asks its first question when it is made
        if not self._solved:
            self._solved = True
            self.asked += 1
        extra = f"<br>{escape(q.explain)}" if q.explain else ""
        self.feedback.value = f"The answer is <b>{escape(_show(q.answer))}</b>.{extra}"
        self._show_buttons()
        self._show_score()

    def _show_score(self) -> None:
        self.score.value = f"&nbsp; Right: <b>{self.right}</b> of {self.asked}"
