"""The quiz reads what a Spanish-speaking child types when the page speaks Spanish (issue 42):
a decimal comma (0,059), "1 de cada 17", "uno de cada diecisiete", "un tercio", "la mitad",
"3 entre 51", percentages (5,9 %), with the same verdicts and the same named mistakes as the
English.  The English table of forms (tests/test_quiz_as_a_child_writes.py), each row given its
Spanish forms, and every question a lesson asks (tests/test_every_question.py's numbers), written
the Spanish way, must be judged as their English forms are."""
from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction

import pytest

import question_catalogue as catalogue
from kit.words import number, speaking
from lessons import can_i_play, patience_skill, race_speed, war_odds
from widgets.judge import NotANumber, Question, Verdict, judge, parse_number

# Spanish words written out here, not taken from the quiz
UNITS = ["cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez", "once", "doce",
         "trece", "catorce", "quince", "dieciséis", "diecisiete", "dieciocho", "diecinueve", "veinte",
         "veintiuno", "veintidós", "veintitrés", "veinticuatro", "veinticinco", "veintiséis", "veintisiete",
         "veintiocho", "veintinueve"]
TENS = {3: "treinta", 4: "cuarenta", 5: "cincuenta", 6: "sesenta", 7: "setenta", 8: "ochenta", 9: "noventa"}
PARTS = {2: "medio", 3: "tercio", 4: "cuarto", 5: "quinto", 6: "sexto", 7: "séptimo", 8: "octavo", 9: "noveno",
         10: "décimo", 12: "doceavo", 17: "diecisieteavo", 20: "veinteavo"}


def en_palabras(n: int) -> str | None:
    if 0 <= n < 30:
        return UNITS[n]
    if 30 <= n < 100:
        return TENS[n // 10] + (f" y {UNITS[n % 10]}" if n % 10 else "")
    return None


def formas(x: Fraction | Decimal, chance: bool) -> list[str]:
    """Ways a Spanish-speaking child may write ``x`` (a Decimal: as typed; a Fraction: exactly)."""
    if isinstance(x, Decimal):
        text = format(x, "f").replace(".", ",")
        places = max(0, -x.as_tuple().exponent)
        out = [text, f" {text} "]
        if chance:
            pct = format(x.scaleb(2).normalize(), "f").replace(".", ",")
            out += [f"{pct} %", f"{pct}%", f"{pct} por ciento", f"el {pct} %"]
            if 0 <= x <= 1 and places:
                out.append(f"{int(x.scaleb(places))} de cada {10 ** places}")
        elif x >= 0:
            out.append(f"{text} cartas")
        return out
    n, d = x.numerator, x.denominator
    if d == 1:
        out = [str(n), f"{n} cartas"]
        if en_palabras(n):
            out.append(str(en_palabras(n)))
        return out
    out = [f"{n} entre {d}", f"{n} dividido entre {d}"]
    if 0 < x <= 1:
        out += [f"{n} de {d}"] + ([f"{n} de cada {d}"] if chance else [])
        if chance and en_palabras(n) and en_palabras(d):
            out.append(f"{'una' if n == 1 else en_palabras(n)} de cada {en_palabras(d)}")
        if d in PARTS and en_palabras(n):
            out.append(f"{'un' if n == 1 else en_palabras(n)} {PARTS[d]}{'' if n == 1 else 's'}")
        if x == Fraction(1, 2):
            out.append("la mitad")
    elif x > 1:
        whole, part = divmod(n, d)
        out += [f"{whole} y {part}/{d}"]
        if d in PARTS and en_palabras(whole) and en_palabras(part):
            out.append(f"{en_palabras(whole)} y {'un' if part == 1 else en_palabras(part)} "
                       f"{PARTS[d]}{'' if part == 1 else 's'}")
    return out


def english(q: Question, typed: str) -> tuple[Verdict, int | None]:
    j = judge(q, typed)
    return j.verdict, j.slip


def spanish(q: Question, typed: str) -> tuple[Verdict, int | None]:
    with speaking("es"):
        j = judge(q, typed)
    return j.verdict, j.slip


# -- the English table of forms, each row with its Spanish forms -----------------------------------------
THIRD = Question("Chance a friend has the last Queen?", Fraction(1, 3))
HALF = Question("What is the chance of heads?", Fraction(1, 2))
TABLE = [
    # (question, English forms, Spanish forms): every form of one row gets one verdict
    (war_odds.chance_of_a_war, ["one in seventeen", "1:17", "3 ÷ 51", "1 in 17 battles", "1 out of 17", "3/51",
                                "0.059", "5.9%"],
     ["uno de cada diecisiete", "una de cada diecisiete", "1:17", "3 entre 51", "1 de cada 17 batallas", "1 de 17",
      "3/51", "0,059", "5,9 %", "5,9%", "5,9 por ciento", "aproximadamente 0,059", "0.059"]),
    (war_odds.chance_of_a_war, ["0.06", "6%", "6 in 100"], ["0,06", "6 %", "6 de cada 100", "seis de cada cien"]),
    (war_odds.chance_of_a_war, ["4/52", "1/13", "0.077"], ["4 entre 52", "cuatro de cincuenta y dos", "1 de cada 13",
                                                         "0,077", "7,7 %"]),
    (war_odds.chance_of_a_war, ["3/52"], ["3 de 52", "tres de cada cincuenta y dos"]),
    (war_odds.chance_of_a_war, ["0.058"], ["0,058", "5,8 %"]),          # 3/51 cut short: no slip named
    (war_odds.chance_of_a_war, ["17"], ["17", "diecisiete"]),
    (war_odds.chance_of_a_war, ["lots", ""], ["muchas", ""]),
    (lambda: patience_skill.practise()[0], ["10 2/3", "10⅔", "ten and two thirds", "10 and 2/3", "10.67", "10,67"],
     ["10 2/3", "10⅔", "diez y dos tercios", "10 y 2/3", "10,67", "10.67"]),
    (lambda: patience_skill.practise()[0], ["32 out of 3", "1067%"], ["32 de 3", "1067 %"]),
    (lambda: can_i_play.one_card()[0], ["15 cards", "15"], ["15 cartas", "quince"]),
    (lambda: THIRD, ["a third", "one third", "⅓", "1/3", "33.3%"],
     ["un tercio", "una tercera parte", "la tercera parte", "⅓", "1/3", "33,3 %", "0,333"]),
    (lambda: HALF, ["half", "a half", "one half", "½", "50%", "50 in 100"],
     ["la mitad", "medio", "un medio", "½", "50 %", "50 de cada 100", "0,5", "0.5"]),
    (lambda: next(q for q in race_speed.practise() if "Out of 100" in q.prompt),
     ["50%", "1/2", "half", "50 in 100"], ["50 %", "1/2", "la mitad", "50 de cada 100"]),
    (lambda: next(q for q in race_speed.practise() if "Out of 100" in q.prompt),
     ["50", "50 games"], ["50", "50 partidas", "cincuenta"]),
]


@pytest.mark.parametrize("make, english_forms, spanish_forms", TABLE,
                         ids=[f"{i}-{row[1][0] or 'empty'}" for i, row in enumerate(TABLE)])
def test_the_english_table_of_forms_in_spanish(make, english_forms, spanish_forms):
    q = make()
    verdicts = {english(q, typed) for typed in english_forms}
    assert len(verdicts) == 1, verdicts
    for typed in spanish_forms:
        assert spanish(q, typed) == next(iter(verdicts)), typed


def test_every_question_judges_its_numbers_written_the_spanish_way():
    """Each question a lesson asks: its answer, its named mistakes and numbers near them, written the
    Spanish way, get the verdict (and the named mistake) the English forms get."""
    said = []
    for where, q in catalogue.importable():
        if q.choices is not None:
            continue
        numbers: list[Fraction | Decimal] = [q.exact, q.exact + 1] + [Fraction(w) for w in q.wrong]
        if q.judged is not None and q.judged > 0:
            for p in range(max(0, q.judged - 1), q.judged + 2):
                with_places = Decimal(q.exact.numerator) / Decimal(q.exact.denominator)
                numbers.append(with_places.quantize(Decimal(1).scaleb(-p), rounding=ROUND_HALF_UP))
        for n in numbers:
            if isinstance(n, Decimal):
                want = english(q, format(n, "f"))
            else:
                want = english(q, f"{n.numerator}/{n.denominator}" if n.denominator != 1 else str(n))
            for typed in formas(n, bool(q.chance)):
                if len(typed) > 40:          # the quiz reads 40 characters at most ("far too long")
                    continue
                got = spanish(q, typed)
                if got != want:
                    said.append(f"{where}: {typed!r} is {got}, its English {want}")
    assert not said, "\n".join(said[:30])


# -- what a point means on a Spanish page, and the words the child reads --------------------------------
def test_a_point_on_a_spanish_page():
    """A Spanish classroom writes 1.000 for a thousand and 0,5 for a half; a child may also type a
    calculator's 0.5.  So a point is a decimal point, except in 1.000 (a thousand), and 1.326 (1326
    in Spain, one and a bit in Mexico) is asked about, counted as no try."""
    with speaking("es"):
        assert parse_number("1.000").value == 1000 and parse_number("12.000.000").value == 12_000_000
        assert parse_number("0.5").value == parse_number("0,5").value == Fraction(1, 2)
        assert parse_number("1,326").value == Fraction(1326, 1000)
        with pytest.raises(NotANumber, match="ambiguous"):
            parse_number("1.326")
        j = judge(Question("¿Cuántas parejas hay?", 1326), "1.326")
    assert j.verdict is Verdict.NO_TRY and "1326" in j.feedback and "1,326" in j.feedback
    assert parse_number("1,326").value == 1326                 # English: a comma groups thousands
    assert judge(Question("How many pairs?", 1326), "1.326").verdict is Verdict.WRONG


def test_the_child_reads_spanish_with_a_decimal_comma():
    war = war_odds.chance_of_a_war()
    with speaking("es"):
        rough = judge(war, "0,06").feedback
        none = judge(war, "muchas").feedback
        more = judge(war, "17").feedback
        exact = judge(Question("¿Probabilidad?", Fraction(3, 51)), "0,0588").feedback
    assert rough.startswith("¡Bien hasta ahí!") and "3 decimales" in rough
    assert "0,4" in none and "1 de cada 4" in none and "0.4" not in none
    assert "nunca es mayor que 1" in more
    assert exact == "¡Correcto! (La respuesta exacta es 1/17 ≈ 0,05882.)"
    assert judge(war, "0.06").feedback.startswith("Right as far as it goes")        # English unchanged


def test_numbers_are_written_the_spanish_way():
    with speaking("es"):
        assert number(0.0588235, ".3f") == "0,059"
        assert number(0.0588, ".1%") == "5,9\u00a0%"
        assert number(12000, ",") == "12.000"
    assert number(0.0588235, ".3f") == "0.059" and number(12000, ",") == "12,000"


def test_the_quiz_and_the_lesson_widgets_speak_spanish():
    """The buttons, the guess box and the chart's result of a lesson page, in Spanish, with a
    decimal comma; the pseudo-language shows no English left in them."""
    from widgets.lesson import Prediction
    from widgets.live_chart import ExperimentView
    from widgets.quiz import Quiz
    from widgets.share_words import in_words, said_share

    def made() -> list[str]:
        quiz = Quiz([war_odds.chance_of_a_war()])
        guess = Prediction("?", ["a", "b"])
        guess.lock("a")
        view = ExperimentView(what="x", hit_words="y")
        view.show_run([True] * 35 + [False] * 565, 600)
        quiz.submit("17")
        return [quiz.check_button.description, quiz.show_button.description, quiz.new_button.description,
                quiz.answer_box.placeholder, guess.lock_button.description, guess.message.value,
                guess.verdict("b"), view.said(), view.bar.description, view.words.value, quiz.score.value]

    with speaking("es"):
        es = made()
        assert in_words(Fraction(1, 17)) == "aproximadamente 1 de cada 17"
        assert said_share(Fraction(1, 17)) == "una proporción de <b>0,059</b> (aproximadamente 1 de cada 17)"
    assert es[:5] == ["Comprobar", "Ver la respuesta", "Otra pregunta", "tu respuesta", "Fijar mi predicción"]
    assert "<b>35</b> de 600 x = <b>0,06</b>" in es[7] and "1 de cada 17" in es[7]
    assert "Bien: <b>0</b> de 0" in es[10]
    with speaking("qps"):
        shown = made()
    import re
    leaks = [s for s in shown if re.search(r"\b(the|of|guess|Check|Show|Right|Playing|Done|range)\b",
                                           re.sub(r"<[^>]+>", " ", s))]
    assert not leaks, leaks
