"""King of the Hill: adding up attacks (ages 7 to 9: whole numbers only).  The lesson's prediction
and experiment (how many hands of 7 hold a sequence), its worked answer, and its question makers:
each takes a seeded generator and returns a :class:`~widgets.quiz.Question` whose answer the kit
works out (:mod:`kit.exact.king_of_the_hill`, :mod:`kit.games.king_of_the_hill`), with the likely
slips named.

Two levels (``LEVELS``): at level 7, the default, a child of 7 adds two or three cards and every
total is at most 20; at level 9, which a teacher chooses for older children (``?level=9`` on the
lesson page, ``LEVEL = 9`` in the notebook), sequences have up to seven cards and totals reach 35.
Each maker has one function a level: ``sequence_sum`` (level 7) and ``sequence_sum_9``, and
:func:`maker` finds the one of a level.
"""
from __future__ import annotations

import kit
from kit.cards import RANK_PLURAL, RANKS, SUITS, rank_word
from kit.exact import king_of_the_hill as exact
from kit.exact.king_of_the_hill import (attacks, beats, cheapest_win, sequence_totals, sequences_in_a_suit,
                                        why_not_an_attack)
from kit.games.king_of_the_hill import SEQUENCE_RANKS, attack_value, card_value, sum_text
from widgets.lesson import LessonSpec
from widgets.quiz import Answer, Question, slips
from widgets.share_words import in_words

# the lowest and highest card a sequence may hold, and the rank of a King (Ace low: 1 to 13)
LOW, HIGH = int(SEQUENCE_RANKS[0]), int(SEQUENCE_RANKS[-1])
KING = len(RANKS)
SEQUENCE_WORDS = f"from {LOW} to {HIGH}"
LEVELS = (7, 9)
# at each level: the most cards in a sequence a question adds, and the highest total it asks
MOST_CARDS = {7: 3, 9: HIGH - LOW + 1}
MOST_TOTAL = {7: 20, 9: sum(range(LOW, HIGH + 1))}
# the single cards that can be worth the same with different ranks, highest first (all worth 10)
FACE_ORDER = ", ".join(rank_word(r) for r in "KQJT" if card_value(kit.Card(r, "S")) == card_value(kit.Card("K", "S")))


def _fits(cards_or_ranks, value: int, level: int) -> bool:
    """Is a sequence or attack of these cards, worth ``value``, one a child of ``level`` adds?"""
    return len(cards_or_ranks) <= MOST_CARDS[level] and value <= MOST_TOTAL[level]


def sequences_at(level: int) -> list[tuple[int, ...]]:
    """The sequences of one suit a question of ``level`` adds (level 7: two or three cards, at most 20)."""
    return [r for r in sequences_in_a_suit() if _fits(r, sum(r), level)]


def _sequence_sum(rng, level: int) -> Question:
    runs = sequences_at(level)
    ranks = runs[int(rng.integers(len(runs)))]
    suit = SUITS[int(rng.integers(4))]
    cards = [f"{r}{suit}" for r in ranks]
    shown = " ".join(str(kit.Card.parse(c)) for c in cards)
    values = [int(r) for r in ranks]
    return Question(f"What is the sequence {shown} worth?", attack_value(cards),
                    explain=sum_text(cards), hint="add the numbers one by one",
                    wrong=slips(attack_value(cards),
                                (sum(values) - values[-1], "You left out the last card: add every card of the sequence."),
                                (sum(values) - values[0], "You left out the first card: add every card of the sequence.")))


def _is_it_an_attack(rng, level: int) -> Question:
    while True:
        n = int(rng.integers(2, MOST_CARDS[level] + 1 if level == 7 else 5))
        lo = int(rng.integers(LOW, HIGH + 1))
        suit = SUITS[int(rng.integers(4))]
        ranks = [min(lo + k + (1 if rng.random() < 0.2 else 0), KING) for k in range(n)]
        codes = []
        for r in ranks:
            s = suit if rng.random() > 0.15 else SUITS[int(rng.integers(4))]
            codes.append(RANKS[r - 1] + s)
        if len(set(codes)) != len(codes):
            continue
        if level == 7 and not why_not_an_attack(codes) and attack_value(codes) > 20:
            continue    # a level-7 page never shows a total above 20, not even in an explanation
        break
    problem = why_not_an_attack(codes)
    shown = " ".join(str(kit.Card.parse(c)) for c in codes)
    return Question(f"Can you attack with {shown} all together?", "no" if problem else "yes",
                    choices=["yes", "no"], explain=problem or f"Yes: {sum_text(codes)}.",
                    wrong={"yes": problem} if problem else
                          {"no": f"Look again: they are all one suit, in a row with no gap, and all {SEQUENCE_WORDS}."})


def _which_wins(rng, level: int) -> Question:
    pool = [x for x in attacks(kit.standard_deck()) if _fits(x["cards"], x["value"], level)]
    a = pool[int(rng.integers(len(pool)))]["cards"]
    while True:
        b = pool[int(rng.integers(len(pool)))]["cards"]
        if not set(a) & set(b):
            break
    if rng.random() < 0.4:   # often pick two attacks close in value: that's where thinking is needed
        close = [x["cards"] for x in pool if abs(x["value"] - attack_value(a)) <= 1 and not set(a) & set(x["cards"])]
        b = close[int(rng.integers(len(close)))] if close else b
    show = lambda cs: " ".join(str(c) for c in cs)
    first, second = f"First: {show(a)}", f"Second: {show(b)}"
    result = beats(a, b)
    answer = first if result == 1 else second if result == -1 else "a tie"
    va, vb = attack_value(a), attack_value(b)
    singles = len(a) == 1 and len(b) == 1
    explain = f"{sum_text(a)} against {sum_text(b)}."
    wrong: dict[Answer, str]
    if va != vb:
        explain += f" {max(va, vb)} is more than {min(va, vb)}, so the bigger sum wins."
        wrong = {"a tie": "A tie needs two equal sums. Add both attacks up again.",
                 first if result == -1 else second: "Add both attacks up again: the bigger sum wins."}
    elif singles and result != 0:
        winner = (a if result == 1 else b)[0]
        explain += (f" Both are worth {va}, and two single cards worth the same but of different ranks go by "
                    f"rank ({FACE_ORDER}): the {winner.rank_name} wins.")
        wrong = {"a tie": f"Two single cards worth the same but of different ranks are not a tie: the higher rank "
                          f"wins ({FACE_ORDER}).",
                 first if result == -1 else second: f"Both are worth the same, so the rank decides: {FACE_ORDER}."}
    elif singles:
        explain += f" Both are {RANK_PLURAL[a[0].rank]}, worth {va}: the same rank, so it is a tie."
        wrong = {c: f"Both cards are {RANK_PLURAL[a[0].rank]}: the same value and the same rank, so nobody wins: a tie."
                 for c in (first, second)}
    else:
        explain += (f" Both are worth {va}. Only two single cards of different ranks are settled by rank: any "
                    "other attacks worth the same are a tie.")
        wrong = {c: f"Both are worth {va}. Only two single cards of different ranks are settled by rank: any other "
                    "attacks worth the same are a tie." for c in (first, second)}
    return Question(f"{show(a)} against {show(b)}: which wins?", answer, choices=[first, second, "a tie"],
                    explain=explain, wrong=wrong)


def _possible_total(rng, level: int) -> Question:
    t = int(rng.integers(5, MOST_TOTAL[level] + 1))
    runs = sequences_at(level)
    ways = sum(1 for r in runs if sum(r) == t)
    which = "a sequence of two or three cards" if level == 7 else "a sequence"
    wrong: dict[Answer, str]
    if ways == 0:
        wrong = {1: "Add that sequence up again. Two cards in a row make an odd number, three make three times "
                    f"the middle card, and every sequence uses only {LOW} to {HIGH}."}
    else:
        wrong = {ways - 1: ("You found one, but there is another: try sequences of a different length."
                            if ways > 1 else "There is one. Try two cards in a row, then three"
                            + ("." if level == 7 else ", then four...")),
                 ways + 1: f"Is each of your sequences really in a row, {SEQUENCE_WORDS}, and worth exactly that?"}
    return Question(f"In how many ways can one suit make {which} worth exactly {t}? (0 if it can't)", ways,
                    explain=", ".join(" + ".join(map(str, s)) for s in runs if sum(s) == t) or "No way at all.",
                    wrong=wrong)


def _cheapest(rng, level: int) -> Question:
    deck = list(kit.standard_deck())
    while True:
        hand = []
        if rng.random() < 0.85:   # most hands hold a sequence on purpose: that is what we practise
            n = int(rng.integers(2, min(5, MOST_CARDS[level] + 1)))
            lo = int(rng.integers(LOW, HIGH + 2 - n))   # the sequence lo .. lo + n - 1 ends at HIGH at most
            suit = SUITS[int(rng.integers(4))]
            hand = [kit.Card.parse(f"{r}{suit}") for r in range(lo, lo + n)]
        rest = [c for c in deck if c not in hand]
        hand += [rest[int(i)] for i in rng.choice(len(rest), size=7 - len(hand), replace=False)]
        others = [x for x in attacks([c for c in deck if c not in hand])   # what the other player could attack with
                  if _fits(x["cards"], x["value"], level)]
        want_sequence = rng.random() < 0.8
        fits = []
        for other in others:
            best = cheapest_win(hand, other["cards"])
            if (best is not None and (best["kind"] == "sequence") == want_sequence
                    and _fits(best["cards"], best["value"], level)):
                fits.append((other, best))
        if fits:
            break
    other, best = fits[int(rng.integers(len(fits)))]
    mine = attacks(hand)
    wrong = {}
    for a in sorted(mine, key=lambda a: a["value"], reverse=True):
        if a["value"] == best["value"]:
            continue
        if beats(a["cards"], other["cards"]) == 1:
            wrong[a["value"]] = ("That sequence wins, but" if a["kind"] == "sequence" else "That card wins, but") + \
                                " you can win spending fewer points."
        elif a["value"] not in wrong:
            wrong[a["value"]] = f"That attack does not beat theirs: it is worth {a['value']}, and theirs {other['value']}."
    theirs = " ".join(str(c) for c in other["cards"])
    return Question(f"Your hand: {' '.join(str(c) for c in sorted(hand, key=lambda c: (c.suit, c.high)))}. "
                    f"The other player attacks with {theirs} (worth {other['value']}). What is the fewest points "
                    "you can spend and still win?",
                    best["value"], wrong=wrong,
                    explain=f"{' '.join(str(c) for c in best['cards'])}: {best['sum']}")


def sequence_sum(rng) -> Question:
    """What is this sequence worth? (level 7: two or three cards, at most 20)"""
    return _sequence_sum(rng, 7)


def sequence_sum_9(rng) -> Question:
    return _sequence_sum(rng, 9)


def is_it_an_attack(rng) -> Question:
    return _is_it_an_attack(rng, 7)


def is_it_an_attack_9(rng) -> Question:
    return _is_it_an_attack(rng, 9)


def which_wins(rng) -> Question:
    return _which_wins(rng, 7)


def which_wins_9(rng) -> Question:
    return _which_wins(rng, 9)


def possible_total(rng) -> Question:
    return _possible_total(rng, 7)


def possible_total_9(rng) -> Question:
    return _possible_total(rng, 9)


def cheapest(rng) -> Question:
    return _cheapest(rng, 7)


def cheapest_9(rng) -> Question:
    return _cheapest(rng, 9)


MAKERS = {7: [sequence_sum, is_it_an_attack, which_wins, possible_total, cheapest],
          9: [sequence_sum_9, is_it_an_attack_9, which_wins_9, possible_total_9, cheapest_9]}


def practise_question(rng) -> Question:
    """Adding a sequence, is it an attack, which wins: one of them, chosen by ``rng`` (level 7)."""
    return MAKERS[7][int(rng.integers(3))](rng)


def practise_question_9(rng) -> Question:
    """The same at level 9."""
    return MAKERS[9][int(rng.integers(3))](rng)


def maker(name: str, level: int = 7):
    """The question maker ``name`` ("sequence_sum", "practise_question", ...) of ``level``."""
    if level not in LEVELS:
        raise ValueError(f"the levels are {LEVELS}, not {level!r}")
    return globals()[name if level == 7 else f"{name}_9"]


def explain(hits: int, total: int) -> str:
    out_of_100 = in_words(exact.p_hand_has_sequence(7), per=100).removeprefix("about ").removesuffix(" in 100")
    return (f"<p>You found a sequence in <b>{hits}</b> of your {total} hands.</p>"
            "<p><b>What the kit counted.</b> It went through every hand of 7 cards there can be and counted "
            f"those with a sequence: about <b>{out_of_100} hands in 100</b> have one. So with 7 cards, most "
            "hands have no sequence. (A real game deals more cards, 11 and a Joker, and then most hands do "
            "hold one: more cards, more chances.)</p>"
            "<p>When you do hold a sequence, add it up card by card: 4 + 5 = 9, and 9 + 6 = 15. "
            f"So 4♥ 5♥ 6♥ is worth {attack_value(EXAMPLE)}: as much as an Ace ({value('AH')}) and more than a "
            f"King ({value('KH')}).</p>")


EXAMPLE = ["4H", "5H", "6H"]


def value(card: str) -> int:
    """What one card is worth in King of the Hill."""
    return card_value(kit.Card.parse(card))


def spec(level: int = 7) -> LessonSpec:
    """The lesson at ``level`` (7: two or three cards, totals to 20; 9: longer sequences, to 35)."""
    return LessonSpec(
        name="king_of_the_hill_sums",
        title="King of the Hill: adding up attacks" + (" (harder)" if level == 9 else ""),
        intro=(f"A <b>sequence</b> is two or more cards of one suit in a row, only {SEQUENCE_WORDS}, like 4♥ 5♥ 6♥. "
               "It is worth all its cards added up. In this lesson you get 7 cards. Do you hold a sequence?"),
        prompt="Out of 100 hands of 7 cards, about how many hold a sequence?",
        choices=["about 10", "about 30", "about 60", "about 90"], values=[0.1, 0.3, 0.6, 0.9],
        trials=lambda seed: exact.deal_trials(7, 100, seed=seed), total=100,
        hit=lambda attacks: any(a["kind"] == "sequence" for a in attacks),
        exact=float(exact.p_hand_has_sequence(7)), per=100, chart_title="Hands with a sequence, out of 100",
        what="hands", hit_words="hands with a sequence", explain=explain,
        practise=maker("practise_question", level), practise_seed=1,
        think=["Why can no sequence be worth exactly 10?",
               "Add up 2♠ 3♠ 4♠. Is it worth more than a 9, less, or the same? What happens if they meet?"])
