"""The counting lesson's practice questions (lessons/run_sums.py): a right answer, the slip each
question names, and what a child might type that is no number."""
import numpy as np
import pytest

from kit.exact import run_sums
from lessons import run_sums as counting
from widgets.quiz import check


def questions(maker, n=12):
    rng = np.random.default_rng(0)
    return [maker(rng) for _ in range(n)]


@pytest.mark.parametrize("maker, slip, feedback", [
    (counting.next_card_question, lambda q: q.answer - 2, "the card before it"),
    (counting.missing_question, lambda q: q.answer - 1, "the King itself is one of the cards"),
    (counting.missing_question, lambda q: run_sums.KING - q.answer, "already on the run"),
    (counting.run_total_question_9, lambda q: q.answer - 1, "forget the Ace"),
    (counting.run_total_question, lambda q: q.answer - int(q.prompt.rsplit("+ ", 1)[1].split()[0]),
     "only the first two cards"),
    (counting.make_13_question, lambda q: q.answer - 1, "makes 12, one short"),
    (counting.make_13_question, lambda q: q.answer + 1, "makes 14, one too many"),
])
def test_each_question_takes_the_right_answer_and_names_the_slip(maker, slip, feedback):
    for q in questions(maker):
        assert check(q, str(q.answer)) == (True, "Right!")
        right, said = check(q, str(slip(q)))
        assert not right and feedback in said, (q.prompt, said)
        right, said = check(q, "lots")
        assert not right and "Type a number" in said


def test_the_answers_come_from_the_run():
    for q in questions(counting.next_card_question):
        top = next(v for v in range(1, 14) if f"top card is {run_sums.rank_name(v)}." in q.prompt)
        assert q.answer == top + 1
    for q in questions(counting.run_total_question_9):
        terms = [int(t) for t in q.prompt.split(": ")[1].split(" = ")[0].split(" + ")]
        assert q.answer == sum(terms) and terms == list(range(1, len(terms) + 1))
    for q in questions(counting.run_total_question):             # level 7: three cards in a row, to 20
        terms = [int(t) for t in q.prompt.split("Add them up: ")[1].split(" = ")[0].split(" + ")]
        assert q.answer == sum(terms) <= 20 and len(terms) == 3 and terms == list(range(terms[0], terms[0] + 3))
    for q in questions(counting.make_13_question):
        assert any(q.answer == b for _, b in run_sums.pairs_making(13))


def test_practice_mixes_all_four_kinds():
    rng = np.random.default_rng(1)
    starts = {counting.practise_question(rng).prompt.split()[1] for _ in range(60)}
    assert {"run's", "run", "piece", "card"} <= starts
