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
from kit.cards import the_rank
from kit.words import N_, _, number
from widgets.lesson import LessonSpec
from widgets.quiz import Question, slips
from widgets.share_words import out_of
from .words import ask


def next_card_question(rng) -> Question:
    top = int(rng.integers(1, run_sums.KING))
    need = run_sums.next_card(top)
    return Question(_("The run's top card is {rank}. Which number comes next?").format(rank=run_sums.rank_name(top)),
                    need,
                    wrong=slips(need, (top - 1, _("That is the card before it: a run goes up.")),
                                (top, _("That is the top card itself. Which number comes after it?"))),
                    explain=_("{rank} is {n}, and one more is {next}.").format(rank=run_sums.rank_name(top), n=top,
                                                                               next=need))


# at 6 and at 7 two slips give one number (7 - 1 = 6 cards on the run; 6 + 1 = 7): the run is
# asked at a card where every slip has its own number
MISSING_TOPS = [t for t in range(1, run_sums.KING) if len({t, run_sums.cards_to_king(t) - 1,
                                                            run_sums.cards_to_king(t) + 1}) == 3]


def missing_question(rng) -> Question:
    top = MISSING_TOPS[int(rng.integers(len(MISSING_TOPS)))]
    left = run_sums.cards_to_king(top)
    return Question(_("The run is at {rank}. How many more cards until the King?").format(
                        rank=run_sums.rank_name(top)), left,
                    wrong=slips(left, (left - 1, _("Count again: the King itself is one of the cards still missing.")),
                                (left + 1, _("You counted {the_card} too, but it is already on the run: count from the "
                                             "next card, {next}, up to the King.").format(
                                                 the_card=the_rank(top), next=run_sums.rank_name(top + 1))),
                                (top, _("That is how many cards are already on the run."))),
                    hint=_("Count up from the next card to the King."),
                    explain=f"13 - {top} = {left}.")


def run_total_question_9(rng) -> Question:
    """Level 9: add a run from the Ace up to 3 ... 7 (totals to 28)."""
    top = int(rng.integers(3, 8))
    total = run_sums.run_total(top)
    return Question(_("Add up a run from Ace to {top}: {sum} = ?").format(
                        top=top, sum=" + ".join(str(v) for v in range(1, top + 1))),
                    total,
                    wrong=slips(total, (total - 1, _("Did you forget the Ace? It counts 1.")),
                                (total + top, _("Check the last card: is it in the sum only once?"))),
                    explain=" + ".join(str(v) for v in range(1, top + 1)) + f" = {total}.")


def run_total_question(rng) -> Question:
    """Level 7: add three cards of a run in the middle, like 4 + 5 + 6 (totals to 20)."""
    low = int(rng.integers(1, 6))                         # 5 + 6 + 7 = 18, the biggest
    cards = [low, low + 1, low + 2]
    total = sum(cards)
    said = " + ".join(str(v) for v in cards)
    return Question(_("A piece of a run: {cards}. Add them up: {sum} = ?").format(
                        cards=", ".join(run_sums.rank_name(v) for v in cards), sum=said),
                    total,
                    wrong=slips(total, (cards[0] + cards[1], _("You added only the first two cards: add the last one "
                                                               "too.")),
                                (total - 1, _("Count on once more: add one card at a time.")),
                                (total + 1, _("One too many: add one card at a time and check."))),
                    hint=_("First {a} + {b}, then add {c}.").format(a=cards[0], b=cards[1], c=cards[2]),
                    explain=_("{a} + {b} = {ab}, and {ab} + {c} = {total}.").format(
                        a=cards[0], b=cards[1], ab=cards[0] + cards[1], c=cards[2], total=total))


def make_13_question(rng) -> Question:
    a, b = run_sums.pairs_making(13)[int(rng.integers(6))]
    return Question(_("Which card goes with {rank} to make 13? (Type its number.)").format(rank=run_sums.rank_name(a)),
                    b,
                    wrong=slips(b, (b - 1, _("That makes 12, one short.")), (b + 1, _("That makes 14, one too many."))),
                    explain=_("{a} + {b} = 13, so it is {the_card}.").format(a=a, b=b, the_card=the_rank(b)))


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
    out_of_100 = out_of(100, run_sums.p_two_cards_make(13))
    head = "<p>" + _("Your two cards made 13 in <b>{hits}</b> of your {total} turns.").format(hits=hits, total=total) + "</p>"
    king = _("And the King? It is 13 all by itself, but it can't be in a pair that makes 13.") + "</p>"
    if level == 7:
        return (head + "<p><b>" + _("Why so few?") + "</b> "
                + _("Only {pairs} pairs of numbers make 13 (can you find them all?). Most of the pairs you can turn "
                    "over make another number. The kit counted every pair of cards there can be: only about "
                    "<b>{n} turns in 100</b> make 13.").format(pairs=len(pairs), n=out_of_100) + " " + king)
    return (head + "<p><b>" + _("Counting it out.") + "</b> "
            + _("{pairs} pairs of numbers make 13 (find them in the practice!). Each card comes in 4 suits, so each "
                "pair of numbers can be turned over in 4 × 4 = 16 ways: {pairs} × 16 = <b>{cards}</b> pairs of cards "
                "make 13.").format(pairs=len(pairs), cards=run_sums.card_pairs_making(13)) + "</p>"
            "<p>" + _("A pack has <b>{all}</b> different pairs of cards in all. So only about <b>{n} turns in 100</b> "
                      "make 13.").format(all=number(run_sums.card_pairs(), ","), n=out_of_100) + " " + king)


def spec(level: int = 7) -> LessonSpec:
    """The lesson at ``level`` (7, the default, or 9 for older children)."""
    if level not in LEVELS:
        raise ValueError(f"the levels are {LEVELS}, not {level!r}")
    return LessonSpec(
        name="run_sums", title=_("Make 13 (harder)") if level == 9 else _("Make 13"),
        intro=_("The Ace counts 1, the Jack 11, the Queen 12 and the King 13. Turn over two cards from a "
                "shuffled pack and add them up. Do they make 13?"),
        prompt=_("Out of 100 turns of two cards, about how many make 13?"),
        choices=[N_("about 2"), N_("about 7"), N_("about 20"), N_("about 50")], values=[0.02, 0.07, 0.2, 0.5],
        trials=lambda seed: run_sums.two_card_trials(100, seed=seed), total=100,
        hit=lambda pair: sum(pair) == 13, exact=float(run_sums.p_two_cards_make(13)), per=100,
        judge_by_exact=True,    # 100 turns land nearer "about 2" than "about 7" about 1 run in 7
        chart_title=_("Turns where two cards made 13, out of 100"), what=_("turns"), hit_words=_("turns that made 13"),
        explain=lambda hits, total: explain(hits, total, level),
        practise=practise_question if level == 7 else practise_question_9, practise_seed=1,
        think=[_("Which number do two cards make most often? Is it 13, or another one?"),
               _("Why can a King never be in a pair that makes 13?")])


# -- the notebook's quizzes, in the order it asks them ----------------------------------------
def find_the_pairs() -> Question:
    """The notebook's "Find the pairs" quiz."""
    return ask(_("How many different pairs of numbers make 13 (like Ace and Queen)?"), len(run_sums.pairs_making(13)),
               hint=_("Start with the Ace: what goes with it? Then the 2..."),
               wrong=[(2 * len(run_sums.pairs_making(13)), _("You may have counted each pair twice (Ace with Queen, and "
                                                            "Queen with Ace are the same pair).")),
                      (len(run_sums.pairs_making(13)) + 1, _("Did you count the King? It makes 13 alone, not in a pair."))],
               explain=", ".join(f"{run_sums.rank_name(a)} + {run_sums.rank_name(b)}"
                                 for a, b in run_sums.pairs_making(13)) + ".")
