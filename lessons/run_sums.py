"""Make 13 (ages 7 to 9: whole numbers only): adding up a run from Ace to King, and how often two
cards make 13.  The lesson's prediction and experiment, its worked answer, and its question makers
about a run (each names the likely slip when a child types it: counting the card before instead
of after, forgetting the Ace, ...).  Every answer comes from :mod:`kit.exact.run_sums`.

Two levels (``LEVELS``): at level 7, the default, a child adds two or three cards (totals to 20)
and the worked answer counts no more than a child of 7 can; at level 9, chosen by the teacher
(``?level=9`` on the lesson page, ``LEVEL = 9`` in the notebook), runs from the Ace to the 7 are
added and the worked answer counts the pairs of cards (6 × 16 = 96 of 1,326).
"""
from __future__ import annotations

from kit.exact import run_sums
from widgets.lesson import LessonSpec
from widgets.quiz import Question, slips
from widgets.share_words import in_words
from .words import ask


def next_card_question(rng) -> Question:
    top = int(rng.integers(1, run_sums.KING))
    need = run_sums.next_card(top)
    return Question(f"The run's top card is {run_sums.rank_name(top)}. Which number comes next?", need,
                    wrong=slips(need, (top - 1, "That is the card before it: a run goes up."),
                                (top, "That is the top card itself. Which number comes after it?")),
                    explain=f"{run_sums.rank_name(top)} is {top}, and one more is {need}.")


# at 6 and at 7 two slips give one number (7 - 1 = 6 cards on the run; 6 + 1 = 7): the run is
# asked at a card where every slip has its own number
MISSING_TOPS = [t for t in range(1, run_sums.KING) if len({t, run_sums.cards_to_king(t) - 1,
                                                            run_sums.cards_to_king(t) + 1}) == 3]


def missing_question(rng) -> Question:
    top = MISSING_TOPS[int(rng.integers(len(MISSING_TOPS)))]
    left = run_sums.cards_to_king(top)
    return Question(f"The run is at {run_sums.rank_name(top)}. How many more cards until the King?", left,
                    wrong=slips(left, (left - 1, "Count again: the King itself is one of the cards still missing."),
                                (left + 1, f"You counted the {run_sums.rank_name(top)} too, but it is already on "
                                           f"the run: count from the next card, {run_sums.rank_name(top + 1)}, up "
                                           "to the King."),
                                (top, "That is how many cards are already on the run.")),
                    hint="Count up from the next card to the King.",
                    explain=f"13 - {top} = {left}.")


def run_total_question_9(rng) -> Question:
    """Level 9: add a run from the Ace up to 3 ... 7 (totals to 28)."""
    top = int(rng.integers(3, 8))
    total = run_sums.run_total(top)
    return Question(f"Add up a run from Ace to {top}: " + " + ".join(str(v) for v in range(1, top + 1)) + " = ?",
                    total,
                    wrong=slips(total, (total - 1, "Did you forget the Ace? It counts 1."),
                                (total + top, "Check the last card: is it in the sum only once?")),
                    explain=" + ".join(str(v) for v in range(1, top + 1)) + f" = {total}.")


def run_total_question(rng) -> Question:
    """Level 7: add three cards of a run in the middle, like 4 + 5 + 6 (totals to 20)."""
    low = int(rng.integers(1, 6))                         # 5 + 6 + 7 = 18, the biggest
    cards = [low, low + 1, low + 2]
    total = sum(cards)
    said = " + ".join(str(v) for v in cards)
    return Question(f"A piece of a run: {', '.join(run_sums.rank_name(v) for v in cards)}. Add them up: {said} = ?",
                    total,
                    wrong=slips(total, (cards[0] + cards[1], "You added only the first two cards: add the last one "
                                                             "too."),
                                (total - 1, "Count on once more: add one card at a time."),
                                (total + 1, "One too many: add one card at a time and check.")),
                    hint=f"First {cards[0]} + {cards[1]}, then add {cards[2]}.",
                    explain=f"{cards[0]} + {cards[1]} = {cards[0] + cards[1]}, and {cards[0] + cards[1]} + {cards[2]} "
                            f"= {total}.")


def make_13_question(rng) -> Question:
    a, b = run_sums.pairs_making(13)[int(rng.integers(6))]
    return Question(f"Which card goes with {run_sums.rank_name(a)} to make 13? (Type its number.)", b,
                    wrong=slips(b, (b - 1, "That makes 12, one short."), (b + 1, "That makes 14, one too many.")),
                    explain=f"{a} + {b} = 13, so it is the {run_sums.rank_name(b)}.")


LEVELS = (7, 9)
KINDS = {7: [next_card_question, missing_question, run_total_question, make_13_question],
         9: [next_card_question, missing_question, run_total_question_9, make_13_question]}


def practise_question(rng) -> Question:
    """One of the four kinds of question, chosen and filled in by ``rng`` (level 7)."""
    return KINDS[7][int(rng.integers(len(KINDS[7])))](rng)


def practise_question_9(rng) -> Question:
    """The same at level 9."""
    return KINDS[9][int(rng.integers(len(KINDS[9])))](rng)


def explain(hits: int, total: int, level: int = 7) -> str:
    """The worked answer.  It does not list the pairs that make 13: the practice asks for them."""
    pairs = run_sums.pairs_making(13)
    out_of_100 = in_words(run_sums.p_two_cards_make(13), per=100).removeprefix("about ").removesuffix(" in 100")
    head = f"<p>Your two cards made 13 in <b>{hits}</b> of your {total} turns.</p>"
    king = ("And the King? It is 13 all by itself, but it can't be in a pair that makes 13.</p>")
    if level == 7:
        return (head + f"<p><b>Why so few?</b> Only {len(pairs)} pairs of numbers make 13 (can you "
                "find them all?). Most of the pairs you can turn over make another number. "
                f"The kit counted every pair of cards there can be: only about <b>{out_of_100} turns in 100</b> "
                f"make 13. " + king)
    return (head + f"<p><b>Counting it out.</b> {len(pairs)} pairs of numbers make 13 (find them in the practice!). "
            "Each card comes in 4 suits, so each pair of numbers can be turned over in 4 × 4 = 16 ways: "
            f"{len(pairs)} × 16 = <b>{run_sums.card_pairs_making(13)}</b> pairs of cards make 13.</p>"
            f"<p>A pack has <b>{run_sums.card_pairs():,}</b> different pairs of cards in all. So only about "
            f"<b>{out_of_100} turns in 100</b> make 13. " + king)


def spec(level: int = 7) -> LessonSpec:
    """The lesson at ``level`` (7, the default, or 9 for older children)."""
    if level not in LEVELS:
        raise ValueError(f"the levels are {LEVELS}, not {level!r}")
    return LessonSpec(
        name="run_sums", title="Make 13" + (" (harder)" if level == 9 else ""),
        intro=("The Ace counts 1, the Jack 11, the Queen 12 and the King 13. Turn over two cards from a "
               "shuffled pack and add them up. Do they make 13?"),
        prompt="Out of 100 turns of two cards, about how many make 13?",
        choices=["about 2", "about 7", "about 20", "about 50"], values=[0.02, 0.07, 0.2, 0.5],
        trials=lambda seed: run_sums.two_card_trials(100, seed=seed), total=100,
        hit=lambda pair: sum(pair) == 13, exact=float(run_sums.p_two_cards_make(13)), per=100,
        judge_by_exact=True,    # 100 turns land nearer "about 2" than "about 7" about 1 run in 7
        chart_title="Turns where two cards made 13, out of 100", what="turns", hit_words="turns that made 13",
        explain=lambda hits, total: explain(hits, total, level),
        practise=practise_question if level == 7 else practise_question_9, practise_seed=1,
        think=["Which number do two cards make most often? Is it 13, or another one?",
               "Why can a King never be in a pair that makes 13?"])


# -- the notebook's quizzes, in the order it asks them ----------------------------------------
def find_the_pairs() -> Question:
    """The notebook's "Find the pairs" quiz."""
    return ask("How many different pairs of numbers make 13 (like Ace and Queen)?", len(run_sums.pairs_making(13)),
               hint="Start with the Ace: what goes with it? Then the 2...",
               wrong=[(2 * len(run_sums.pairs_making(13)), "You may have counted each pair twice (Ace with Queen, and "
                                                          "Queen with Ace are the same pair)."),
                      (len(run_sums.pairs_making(13)) + 1, "Did you count the King? It makes 13 alone, not in a pair.")],
               explain=", ".join(f"{run_sums.rank_name(a)} + {run_sums.rank_name(b)}"
                                 for a, b in run_sums.pairs_making(13)) + ".")
