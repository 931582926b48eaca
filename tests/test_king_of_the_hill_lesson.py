"""The sums lesson's question makers: every question they make is answerable, and its answer is
the kit's (checked through the quiz's own checker)."""
import json
from pathlib import Path

import numpy as np

from widgets.quiz import check

LESSON = Path(__file__).resolve().parent.parent / "notebooks/lessons/king_of_the_hill_sums.ipynb"


def lesson_namespace():
    ns = {}
    for cell in json.loads(LESSON.read_text())["cells"]:
        src = "".join(cell["source"])
        if cell["cell_type"] == "code" and "def " in src or src.startswith("import kit"):
            exec(compile(src.replace("Quiz(", "(lambda *a, **k: None)("), str(LESSON), "exec"), ns)
    return ns


def test_every_question_maker_gives_right_answers():
    ns = lesson_namespace()
    makers = [ns[n] for n in ("sequence_sum", "is_it_an_attack", "which_wins", "possible_total", "cheapest")]
    rng = np.random.default_rng(0)
    for make in makers:
        for _ in range(40):
            q = make(rng)
            assert check(q, q.answer if q.choices else str(q.answer))[0], q.prompt
            if q.choices:
                wrong = [c for c in q.choices if c != q.answer][0]
                assert not check(q, wrong)[0]
            else:
                assert not check(q, str(q.answer + 1))[0]


def test_a_wrong_legality_answer_says_why():
    ns = lesson_namespace()
    rng = np.random.default_rng(1)
    for _ in range(60):
        q = ns["is_it_an_attack"](rng)
        if q.answer == "no":
            ok, text = check(q, "yes")
            assert not ok and ("sequence" in text or "suit" in text or "gap" in text or "missing" in text), text
            return
    raise AssertionError("no illegal set in 60 questions")
