"""Every question a lesson notebook, a lesson dashboard or a game notebook can ask, judged as a
child writes it (widgets/quiz.py): the right answer in every form the lessons teach, the same
verdict for the same number however it is written, each named mistake with its own reason and
no other near miss given it, a chance never taken as more than 1, the question's words saying
how exact it must be, and nothing of the answer on screen (the question, its hint, the messages
about what to type) before the child has answered.

The questions are found where they are made (``question_catalogue``): the importable makers
first (fast), then each notebook run in a kernel (slow).  The forms and roundings here are
written out by this test (decimal arithmetic), not taken from the quiz."""
from __future__ import annotations

import re
from decimal import ROUND_DOWN, ROUND_HALF_UP, Decimal, localcontext
from fractions import Fraction

import pytest

import lessons
import question_catalogue as catalogue
from widgets.quiz import Verdict, check, judge, said_in

IMPORTABLE = catalogue.importable()


def decimal(x: Fraction, places: int, how=ROUND_HALF_UP) -> Decimal:
    with localcontext() as ctx:
        ctx.prec = 60
        return (Decimal(x.numerator) / Decimal(x.denominator)).quantize(Decimal(1).scaleb(-places), rounding=how)


WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
         "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"]
ORDINAL = {2: "half", 3: "third", 4: "quarter", 5: "fifth", 6: "sixth", 7: "seventh", 8: "eighth", 9: "ninth",
           10: "tenth", 12: "twelfth", 17: "seventeenth", 20: "twentieth"}
VULGAR = {Fraction(1, 2): "½", Fraction(1, 3): "⅓", Fraction(2, 3): "⅔", Fraction(1, 4): "¼", Fraction(3, 4): "¾",
          Fraction(1, 5): "⅕", Fraction(1, 8): "⅛"}


def in_words(n: int) -> str | None:
    if 0 <= n <= 20:
        return WORDS[n]
    tens = {2: "twenty", 3: "thirty", 4: "forty", 5: "fifty", 6: "sixty", 7: "seventy", 8: "eighty", 9: "ninety"}
    if 20 < n < 100:
        return tens[n // 10] + ("-" + WORDS[n % 10] if n % 10 else "")
    return None


def forms(x: Fraction | Decimal, chance: bool) -> list[str]:
    """Ways a child may write the number ``x`` (a Decimal: as typed; a Fraction: exactly): a
    fraction, "x in y", "x out of y", "x ÷ y", "x:y", words ("one in seventeen", "a third",
    "two thirds", "half"), a mixed number ("10 2/3", "10⅔"), with what it counts ("15 cards");
    a decimal also with a comma, as a percent with and without %, and as "59 in 1000"."""
    if isinstance(x, Fraction):
        n, d = x.numerator, x.denominator
        if d == 1:
            out = [str(n), f" {n} ", f"{n} cards"]
            if in_words(n):
                out.append(str(in_words(n)))
            return out
        out = [f"{n}/{d}", f"{n} ÷ {d}"]
        if 0 < x <= 1:
            out += [f"{n}:{d}", f"{n} out of {d}"] + ([f"{n} in {d}"] if chance else [])
            if chance and in_words(n) and in_words(d):
                out.append(f"{in_words(n)} in {in_words(d)}")
            if d in ORDINAL and in_words(n):
                word = ORDINAL[d] if n == 1 else ("halves" if d == 2 else ORDINAL[d] + "s")
                out.append(f"{'a' if n == 1 else in_words(n)} {word}")
            if x in VULGAR:
                out.append(VULGAR[x])
        elif x > 1:
            whole, part = divmod(n, d)
            out += [f"{whole} {part}/{d}", f"{whole} and {part}/{d}"]
            if Fraction(part, d) in VULGAR:
                out.append(f"{whole}{VULGAR[Fraction(part, d)]}")
            if not chance:
                out.append(f"{whole} {part}/{d} cards")
        return out
    text = format(x, "f")
    places = max(0, -x.as_tuple().exponent)
    whole = int(x.scaleb(places))
    out = [text, f" {text} "]
    if places:
        out += [text.replace(".", ","), f"{whole}/{10 ** places}"]
        if text.startswith("0."):
            out.append(text[1:])                                            # .059
    if chance:
        pct = format(x.scaleb(2).normalize(), "f")
        out += [f"{pct}%", f"{pct} %", f"{pct} percent", f"{pct.replace('.', ',')}%"]
        if 0 <= x <= 1:
            out.append(f"{whole} in {10 ** places}")                         # 59 in 1000, 6 in 100
            out.append(f"{whole} out of {10 ** places}")
    elif x >= 0:
        out.append(f"{text} cards")
    return out


def value(x: Fraction | Decimal) -> Fraction:
    return x if isinstance(x, Fraction) else Fraction(x)


NUMBERS = re.compile(r"(\d+)\s*/\s*(\d+)|(\d+) (?:in|out of|of the|of) (\d+)|(\d*\.\d+)\s*(%?)|(\d+)\s*%")


def numbers_in(text: str, counts: bool = True) -> set[Fraction]:
    """Fractions, "a in b", "a of (the) b", decimals and percents written in ``text`` (without the
    "a in b" and "a of b" forms when not ``counts``: a question states its counts, "won 90 of 150")."""
    out = set()
    for m in NUMBERS.finditer(text):
        if m[3] and not counts:
            continue
        if m[1] and int(m[2]):
            out.add(Fraction(int(m[1]), int(m[2])))
        elif m[3] and int(m[4]):
            out.add(Fraction(int(m[3]), int(m[4])))
        elif m[5]:
            out.add(Fraction(m[5]) / (100 if m[6] else 1))
        elif m[7]:
            out.add(Fraction(int(m[7]), 100))
    return out


def problems(q) -> list[str]:
    """What is wrong with how the quiz judges ``q`` (empty: all is well)."""
    said: list[str] = []

    def expect(typed, ok, why=None, not_why=None):
        got = check(q, typed)
        if got[0] != ok or (why is not None and got[1] != why) or (not_why is not None and got[1] == not_why):
            said.append(f"{typed!r} -> {got}; wanted {'right' if ok else 'wrong'}"
                        + (f" with {why!r}" if why else "") + (f", not {not_why!r}" if not_why else ""))
        return got

    if q.choices is not None:
        expect(q.answer, True, "Right!")
        for given, reason in q.wrong.items():
            expect(given, False, reason)
        expect("banana", False, "Pick one of the answers.")
        return said

    exact, places, chance = q.exact, q.judged, q.chance
    # -- the right answer, in every form the lessons teach ---------------------------------------
    for typed in forms(exact, chance):
        expect(typed, True)
        if judge(q, typed).verdict is not Verdict.RIGHT:
            said.append(f"{typed!r} is right but its verdict is {judge(q, typed).verdict}")
    if places is not None and exact.denominator != 1:
        for p in (places, places + 2):
            if p >= 0:
                for typed in forms(decimal(exact, p), chance):
                    expect(typed, True)
    # -- the same number, the same verdict, however it is written ----------------------------------
    numbers: list[Fraction | Decimal] = [exact + 1, exact - 1] + list(q.wrong)
    if places is not None and places > 0:
        unit = Decimal(1).scaleb(-places)
        numbers += [decimal(exact, places) + unit, decimal(exact, places) - unit,
                    decimal(exact, places, ROUND_DOWN)] + [decimal(exact, k) for k in range(0, places)]
    for n in numbers:
        n = Fraction(n) if not isinstance(n, Decimal) else n
        verdicts = {check(q, typed) for typed in forms(n, chance)}
        if len(verdicts) > 1:
            said.append(f"{n} gets {len(verdicts)} different verdicts by the way it is written: {verdicts}")
    # -- each named mistake: its own reason, and only for it ----------------------------------------
    for given, reason in q.wrong.items():
        m = Fraction(given).limit_denominator(10**9) if isinstance(given, float) else Fraction(given)
        for typed in forms(m, chance):
            expect(typed, False, reason)
            if judge(q, typed).verdict is not Verdict.SLIP:
                said.append(f"{typed!r}, the slip {given}, is not counted as a named slip: {judge(q, typed)}")
        if places is not None and places >= 0:             # the slip rounded as asked is never right
            for typed in forms(decimal(m, places), chance):
                if check(q, typed)[0]:
                    said.append(f"{typed!r}, the slip {given} rounded to {places} places, is judged right")
        if places is not None:
            rounded = decimal(m, places)
            if abs(value(rounded) - exact) >= Fraction(1, 10 ** places) if places >= 0 else False:
                expect(format(rounded, "f"), False, reason)
            step = Fraction(3, 2 * 10 ** places) if places >= 0 else Fraction(15)
            for near in (m + step, m - step):                      # near it, but not it at this exactness
                if not any(near == Fraction(w) for w in q.wrong) and (not chance or 0 <= near <= 1):
                    got = check(q, f"{near.numerator}/{near.denominator}")
                    if got[1] == reason and not q.is_right(near):
                        said.append(f"{near} (a near miss of {given}) was told {reason!r}")
        else:
            for near in (m + 1, m - 1):
                if near != exact and near not in {Fraction(w) for w in q.wrong}:
                    expect(str(near), False, not_why=reason)
    cut = decimal(exact, places, ROUND_DOWN) if places is not None and places > 0 else None
    if cut is not None and value(cut) != value(decimal(exact, places)):        # 0.058 is 3/51 cut short
        got = check(q, format(cut, "f"))
        if got[1] in q.wrong.values():
            said.append(f"{format(cut, 'f')} (the answer cut short) was named a mistake: {got[1]!r}")
    # -- a chance is never more than 1 ---------------------------------------------------------------
    if chance:
        slip = exact.denominator if exact.denominator > 1 else 17          # "17" for 1 in 17
        if not any(Fraction(w) == slip for w in q.wrong):
            got = expect(str(slip), False)
            if "never more than 1" not in got[1]:
                said.append(f"{slip!r} for a chance got {got[1]!r}")
    # -- no number: say what to type, with examples that are not the answer ---------------------------
    got = expect("lots", False)
    if not got[1].startswith("Type a number"):
        said.append(f"'lots' got {got[1]!r}")
    for shown in numbers_in(got[1]):
        if q.is_right(shown) or q.is_rough(shown):
            said.append(f"the message about what to type shows {shown}, which the question accepts")
    got = expect("3/0", False)
    if "divide by zero" not in got[1]:
        said.append(f"'3/0' got {got[1]!r}")
    # -- the words say how exact, and judging follows them ------------------------------------------
    if places is not None:
        words = said_in(q.text)
        if words is None or q._places_of(words) != places:
            said.append(f"the question's text does not say how exact: {q.text!r} (judged to {places} places)")
    for about in re.findall(r"about (\d+(?:\.\d+)?)\b(?!\s*[×x*/+−-])", q.explain):
        got = check(q, about)
        if got[1].startswith(("Too big", "Too small")):
            said.append(f"the worked answer says 'about {about}', and the quiz calls {about} {got[1]!r}")
    # -- nothing of the answer on screen before the child answers ------------------------------------
    for where, text, counts in (("question", q.text, False), ("hint", q.hint, True)):
        for shown in numbers_in(text, counts):
            if exact.denominator != 1 and (q.is_right(shown) or shown == exact):
                said.append(f"the {where} shows the answer ({shown}): {text!r}")
    return said


@pytest.mark.parametrize("where, question", IMPORTABLE,
                         ids=[f"{w}-{i}" for i, (w, _) in enumerate(IMPORTABLE)])
def test_an_importable_question_is_judged_as_a_child_writes_it(where, question):
    assert problems(question) == [], question.prompt


# every lesson page (lesson_<name>, a lesson of lessons.LESSONS; lesson_teacher is the teacher's page, not a lesson)
DASHBOARDS = sorted(name for p in (catalogue.ROOT / "notebooks/dashboards").glob("lesson_*.py")
                    if (name := p.stem.removeprefix("lesson_")) in lessons.LESSONS)


def test_every_lesson_has_its_page():
    assert DASHBOARDS == sorted(lessons.LESSONS)


@pytest.mark.parametrize("name", DASHBOARDS)
def test_every_dashboards_practice_is_found(name):
    """The catalogue finds each lesson dashboard's practice questions (a move of the makers must
    not make the test above quietly check fewer)."""
    found = {q.prompt for _, q in IMPORTABLE}
    practice = catalogue.questions_of(lessons.spec(name))
    assert practice and all(q.prompt in found for q in practice)


def test_the_seeded_makers_and_the_notebooks_are_found():
    assert len(DASHBOARDS) >= 8 and len(IMPORTABLE) >= 150
    seeded = {w for w, _ in IMPORTABLE if sum(1 for ww, _ in IMPORTABLE if ww == w) >= 5}
    assert len(seeded) >= 8                    # King of the Hill's and the run sums' makers, by seed
    assert len(catalogue.notebooks()) >= 10


@pytest.mark.slow
@pytest.mark.parametrize("notebook", catalogue.notebooks(), ids=lambda p: p.stem)
def test_every_question_a_notebook_asks_is_judged_as_a_child_writes_it(notebook):
    asked = catalogue.asked_in(notebook)
    assert asked, f"{notebook.name} makes a Quiz but no question was seen"
    found = {f"{where}: {q.prompt[:60]}": problems(q) for where, q in asked}
    assert {k: v for k, v in found.items() if v} == {}
