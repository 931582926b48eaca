"""What a lesson must not show while a child answers (used with :func:`lesson_runner.run_lesson`):
the prose right under a quiz that tells its answer, and a hint that is the answer or its whole
calculation.  Kept apart from the runner itself, which the quiz's own tests shape."""
from __future__ import annotations

import re
from fractions import Fraction

from lesson_runner import numbers_in


def told_below(cells):
    """(quiz prompt, what gives its answer away, where) for the prose right below each quiz (the
    markdown up to the next code cell), which a child reads before answering: a number that quiz
    accepts, or for a multiple-choice question a sentence that says its answer in bold."""
    from widgets.quiz import Question, check

    found = []
    for i, cell in enumerate(cells):
        prose = []
        for after in cells[i + 1:]:
            if after.kind != "markdown":
                break
            prose.append(after.source)
        text = "\n".join(prose)
        for quiz in cell.quizzes:
            for q in quiz:
                if q["choices"] is not None:
                    if re.search(rf"\*\*{re.escape(str(q['answer']))}\*\*", text, flags=re.I):
                        found.append((q["prompt"], q["answer"], f"cell {i + 1} (prose below)"))
                    continue
                question = Question(q["prompt"], q["answer"], places=q["places"])
                said = numbers_in(text) | ({str(q["answer"])} if isinstance(q["answer"], int)
                                           and re.search(rf"\(chance {q['answer']}\)|\*\*{q['answer']}\*\*", text)
                                           else set())
                for token in said:
                    if check(question, token)[0]:
                        found.append((q["prompt"], token, f"cell {i + 1} (prose below)"))
    return found


FRACTION = re.compile(r"(\d+)\s*/\s*(\d+)")


def hint_gives_away(record: dict) -> str:
    """Why the hint of a numeric question gives its answer away ("" when it does not): it holds a
    number the quiz accepts, or fractions whose product is the answer or 1 minus it (the whole
    calculation)."""
    from widgets.quiz import Question, check

    hint = record.get("hint") or ""
    if not hint or record["choices"] is not None:
        return ""
    question = Question(record["prompt"], record["answer"], places=record["places"])
    said = numbers_in(hint) | {f"{a}/{b}" for a, b in re.findall(r"(\d+) of the (\d+)", hint)}
    for token in said:
        if check(question, token)[0]:
            return f"the hint says {token}"
    parts = [Fraction(int(a), int(b)) for a, b in FRACTION.findall(hint) if int(b)]
    if len(parts) > 1:
        product = Fraction(1)
        for x in parts:
            product *= x
        if product in (Fraction(record["answer"]), 1 - Fraction(record["answer"])):
            return "the hint is the whole product"
    return ""


def told_after(cells):
    """(quiz prompt, what gives its answer away, where) for the output of the code cells after each
    quiz, up to the next quiz: with Run All, or on a Voila page, it is on screen before the child
    answers (a printed exact answer, a list of every total), so it must wait for the quiz
    (``widgets.quiz.after_quiz``)."""
    from widgets.quiz import Question, check

    found = []
    for i, cell in enumerate(cells):
        if not cell.quizzes:
            continue
        for j, after in enumerate(cells[i + 1:], start=i + 2):
            if after.quizzes:
                break
            if after.kind != "code":
                continue
            said = numbers_in(after.shown)
            for quiz in cell.quizzes:
                for q in quiz:
                    if q["choices"] is not None:
                        continue
                    question = Question(q["prompt"], q["answer"], places=q["places"])
                    for token in said:
                        if check(question, token)[0]:
                            found.append((q["prompt"], token, f"cell {j} (output below)"))
    return found
