"""The counting lesson's pieces a child sees but need not read: a card drawn as a box, and the
practice questions about a run from Ace to King (``notebooks/lessons/run_sums``).

Every answer comes from ``kit.exact.run_sums``; each question names the likely slip when a child
types it (counting the card before instead of after, forgetting the Ace, ...).
"""
from __future__ import annotations

from kit.exact import run_sums
from .quiz import Question, slips


def card_box(value: int) -> str:
    """A card of the given value drawn as a white box with its number (A, J, Q, K for the faces)."""
    return (f"<span style='display:inline-block;width:46px;height:64px;margin:2px;border-radius:6px;"
            f"background:#fff;border:2px solid #1b5e20;text-align:center;line-height:64px;font-size:20px;"
            f"font-weight:700'>{run_sums.rank_name(value)[0] if value in (1, 11, 12, 13) else value}</span>")


def next_card_question(rng) -> Question:
    top = int(rng.integers(1, run_sums.KING))
    need = run_sums.next_card(top)
    return Question(f"The run's top card is {run_sums.rank_name(top)}. Which number comes next?", need,
                    wrong=slips(need, (top - 1, "That is the card before it: a run goes up."),
                                (top, "That is the top card itself. Which number comes after it?")),
                    explain=f"{run_sums.rank_name(top)} is {top}, and one more is {need}.")


def missing_question(rng) -> Question:
    top = int(rng.integers(1, run_sums.KING))
    left = run_sums.cards_to_king(top)
    return Question(f"The run is at {run_sums.rank_name(top)}. How many more cards until the King?", left,
                    wrong=slips(left, (left - 1, "Count again: the King itself is one of the cards still missing."),
                                (top, "That is how many cards are already on the run.")),
                    hint="Count up from the next card to the King.",
                    explain=f"13 - {top} = {left}.")


def run_total_question(rng) -> Question:
    top = int(rng.integers(3, 8))
    total = run_sums.run_total(top)
    return Question(f"Add up a run from Ace to {top}: " + " + ".join(str(v) for v in range(1, top + 1)) + " = ?",
                    total,
                    wrong=slips(total, (total - 1, "Did you forget the Ace? It counts 1."),
                                (total + top, "Check the last card: is it in the sum only once?")),
                    explain=" + ".join(str(v) for v in range(1, top + 1)) + f" = {total}.")


def make_13_question(rng) -> Question:
    a, b = run_sums.pairs_making(13)[int(rng.integers(6))]
    return Question(f"Which card goes with {run_sums.rank_name(a)} to make 13? (Type its number.)", b,
                    wrong=slips(b, (b - 1, "That makes 12, one short."), (b + 1, "That makes 14, one too many.")),
                    explain=f"{a} + {b} = 13, so it is the {run_sums.rank_name(b)}.")


KINDS = [next_card_question, missing_question, run_total_question, make_13_question]


def practise_question(rng) -> Question:
    """One of the four kinds of question, chosen and filled in by ``rng``."""
    return KINDS[int(rng.integers(len(KINDS)))](rng)
