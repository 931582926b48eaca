"""Run a lesson notebook top to bottom in a kernel (as a class would) and keep, cell by cell, what
it shows and which quizzes it asks.  A first cell, added only here, makes every Quiz print a
marker line with its questions' answers as it is made, so a test knows where each quiz stands
among the cells' printed output; it also makes every ``after_quiz`` print what it holds back with
a marker of its own, kept apart as ``Cell.later`` (what the cell shows once its quiz is answered),
so a test can check those figures while ``Cell.shown`` stays what a child sees before answering.

A lesson runs once a test session: the test files that read it share the run, also across
pytest-xdist's workers (conftest.py names a folder for them in HILLTOP_LESSON_RUNS).  Five files
read the lessons, and each run once on each worker cost minutes of every test run."""
from __future__ import annotations

import fcntl
import hashlib
import json
import os
import pickle
import re
from dataclasses import dataclass, field
from fractions import Fraction
from functools import lru_cache
from pathlib import Path

import nbformat
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parent.parent
MARK = "@@hilltop-quiz@@"
LATER = "@@hilltop-later@@"

SPY = f'''
import json as _json
from fractions import Fraction as _F
import widgets.quiz as _quiz
_quiz_init = _quiz.Quiz.__init__
def _quiz_spy(self, source, *a, **k):
    _quiz_init(self, source, *a, **k)
    qs = source if isinstance(source, (list, tuple)) else [self.question]
    def enc(x):
        if isinstance(x, _F):
            return ["fraction", x.numerator, x.denominator]
        if isinstance(x, float):
            return ["float", x]
        if isinstance(x, int):
            return ["int", x]
        return ["text", str(x)]
    maker = None if isinstance(source, (list, tuple, _quiz.Question)) else \
        f"{{getattr(source, '__module__', '')}}:{{getattr(source, '__qualname__', '')}}"
    print("{MARK}" + _json.dumps([dict(prompt=q.prompt, answer=enc(q.answer), choices=q.choices,
                                       places=q.places, why=q.why is not None, explain=q.explain,
                                       wrong=[[enc(k), v] for k, v in q.wrong.items()], hint=q.hint,
                                       text=getattr(q, "text", q.prompt), judged=getattr(q, "judged", None),
                                       chance=getattr(q, "chance", None), maker=maker, seed=k.get("seed", 0))
                                  for q in qs]))
_quiz.Quiz.__init__ = _quiz_spy
_after_quiz = _quiz.after_quiz
def _after_spy(quiz, text, *a, **k):
    print("{LATER}" + _json.dumps(text))
    return _after_quiz(quiz, text, *a, **k)
_quiz.after_quiz = _after_spy
'''


@dataclass
class Cell:
    kind: str                       # "markdown" or "code"
    source: str
    shown: str = ""                 # text the cell shows (printed, displayed, last value)
    later: str = ""                 # text it shows only once its quiz is answered (after_quiz)
    quizzes: list = field(default_factory=list)   # one list of question records per Quiz made


def _answer(enc):
    kind, *v = enc
    return {"fraction": lambda: Fraction(v[0], v[1]), "float": lambda: v[0], "int": lambda: v[0],
            "text": lambda: v[0]}[kind]()


def _text_of(output) -> str:
    if output.get("output_type") == "stream":
        return output.get("text", "")
    data = output.get("data", {})
    return data.get("text/plain", "") if "text/html" not in data else data["text/html"]


@lru_cache(maxsize=None)
def run_lesson(path: str) -> tuple[Cell, ...]:
    """The cells of ``path`` (a .ipynb) after running it, with what each showed and asked."""
    shared = os.environ.get("HILLTOP_LESSON_RUNS")
    if not shared:
        return _run(path)
    kept = Path(shared) / hashlib.sha256(str(Path(path).resolve()).encode()).hexdigest()[:20]
    # The first worker to ask runs the lesson while holding its lock; the others wait for the
    # result (they would have spent that time running it themselves).  A run that fails leaves
    # nothing kept, so the next file to ask runs it again and fails in its own words.
    # fcntl (the standard library's file lock) is enough: the tests run on Linux and macOS.
    with open(kept.with_suffix(".lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if kept.exists():
            return pickle.loads(kept.read_bytes())
        cells = _run(path)
        kept.write_bytes(pickle.dumps(cells))
        return cells


def _run(path: str) -> tuple[Cell, ...]:
    nb = nbformat.read(path, as_version=4)
    nb.cells.insert(0, nbformat.v4.new_code_cell(SPY))
    NotebookClient(nb, timeout=300, kernel_name="python3",
                   resources={"metadata": {"path": str(Path(path).parent)}}).execute()
    cells = []
    for c in nb.cells[1:]:
        cell = Cell(c.cell_type, c.source)
        if c.cell_type == "code":
            parts = []
            for out in c.get("outputs", []):
                text = _text_of(out)
                for line in text.splitlines(keepends=True):
                    if line.startswith(LATER):
                        cell.later += json.loads(line[len(LATER):]) + "\n"
                    elif line.startswith(MARK):
                        records = json.loads(line[len(MARK):])
                        for r in records:
                            r["answer"] = _answer(r["answer"])
                            r["wrong"] = {_answer(k): v for k, v in r["wrong"]}
                            r["shown_before"] = "".join(parts)   # this cell's output before the quiz
                        cell.quizzes.append(records)
                    else:
                        parts.append(line)
            cell.shown = "".join(parts)
        cells.append(cell)
    return tuple(cells)


NUMBER = re.compile(r"\d+\s*/\s*\d+|\d+ out of \d+|\d*\.\d+%?|\d+%")


def numbers_in(text: str) -> set[str]:
    """Fractions (also said as "3 out of 51"), decimals and percents in ``text`` (whole numbers
    alone are too common to say anything)."""
    return {re.sub(r"\s+", "", m.replace(" out of ", "/")) for m in NUMBER.findall(text)}


def question_of(record: dict):
    """A Question like the one a quiz asked (enough to check answers against it)."""
    from widgets.quiz import Question

    from widgets.quiz import EXACTLY, Exactness

    judged = record.get("judged")
    exactness = None if record["choices"] is not None else EXACTLY if judged is None else Exactness(judged)
    return Question(record["prompt"], record["answer"], choices=record["choices"], places=record["places"],
                    wrong=record["wrong"], explain=record["explain"], hint=record.get("hint", ""),
                    exactness=exactness, chance=record.get("chance"))


def quizzes(cells) -> list[dict]:
    """Every question record of every quiz, in order, with the index of its cell."""
    return [dict(q, cell=i) for i, c in enumerate(cells) for quiz in c.quizzes for q in quiz]


def leaks(cells):
    """(quiz prompt, number shown earlier that the quiz accepts, where it was shown) for every
    numeric question of every quiz."""
    from widgets.quiz import Question, check

    found = []
    seen = []          # (where, text) shown so far, in order
    for i, cell in enumerate(cells):
        if cell.kind == "markdown":
            seen.append((f"cell {i} (prose)", cell.source))
            continue
        for quiz in cell.quizzes:
            for q in quiz:
                if q["choices"] is not None or isinstance(q["answer"], int):
                    continue   # choices, and whole numbers (a 4 is everywhere), are not searched
                question = Question(q["prompt"], q["answer"], places=q["places"])   # (without its slips)
                shown = seen + [(f"cell {i} (above the quiz)", q["shown_before"])]
                for where, text in shown:
                    for token in numbers_in(text):
                        if check(question, token)[0]:
                            found.append((q["prompt"], token, where))
        seen.append((f"cell {i} (output)", cell.shown))
    return found
