"""King of the Hill sums: the practice questions of ``notebooks/lessons/king_of_the_hill_sums`` and of
its dashboard (ages 7 to 9: whole numbers only).  Each maker takes a seeded generator and returns a
:class:`~widgets.quiz.Question` whose answer the kit works out, with the likely slips named.
"""
from __future__ import annotations

import kit
from kit.exact.king_of_the_hill import (attacks, beats, cheapest_win, sequence_totals, sequences_in_a_suit,
                                        why_not_an_attack)
from kit.games.king_of_the_hill import attack_value, sum_text

from .quiz import Question

SUITS = "SHDC"


def sequence_sum(rng):
    runs = sequences_in_a_suit()
    ranks = runs[int(rng.integers(len(runs)))]
    suit = SUITS[int(rng.integers(4))]
    cards = [f"{r}{suit}" for r in ranks]
    shown = " ".join(str(kit.Card.parse(c)) for c in cards)
    values = [int(r) for r in ranks]
    return Question(f"What is the sequence {shown} worth?", attack_value(cards),
                    explain=sum_text(cards), hint="add the numbers one by one",
                    wrong={sum(values) - values[-1]: "You left out the last card: add every card of the sequence.",
                           sum(values) - values[0]: "You left out the first card: add every card of the sequence."})


def is_it_an_attack(rng):
    while True:
        n = int(rng.integers(2, 5))
        lo = int(rng.integers(2, 9))
        suit = SUITS[int(rng.integers(4))]
        ranks = [min(lo + k + (1 if rng.random() < 0.2 else 0), 13) for k in range(n)]
        codes = []
        for r in ranks:
            s = suit if rng.random() > 0.15 else SUITS[int(rng.integers(4))]
            codes.append(("A23456789TJQK"[r - 1] if r > 1 else "A") + s)
        if len(set(codes)) == len(codes):
            break
    problem = why_not_an_attack(codes)
    shown = " ".join(str(kit.Card.parse(c)) for c in codes)
    return Question(f"Can you attack with {shown} all together?", "no" if problem else "yes",
                    choices=["yes", "no"], explain=problem or f"Yes: {sum_text(codes)}.",
                    wrong={"yes": problem} if problem else
                          {"no": "Look again: they are all one suit, in a row with no gap, and all from 2 to 8."})


def which_wins(rng):
    pool = attacks(kit.standard_deck())
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
    if va != vb:
        explain += f" {max(va, vb)} is more than {min(va, vb)}, so the bigger sum wins."
        wrong: dict = {"a tie": "A tie needs two equal sums. Add both attacks up again.",
                 first if result == -1 else second: "Add both attacks up again: the bigger sum wins."}
    elif singles and result != 0:
        winner = (a if result == 1 else b)[0]
        explain += (f" Both are worth {va}, and two single cards worth the same go by rank "
                    f"(A, K, Q, J, 10): the {winner.rank_name} wins.")
        wrong = {"a tie": "Two single cards worth the same are not a tie: the higher rank wins (A, K, Q, J, 10).",
                 first if result == -1 else second: "Both are worth the same, so the rank decides: A, K, Q, J, 10."}
    else:
        explain += f" Both are worth {va}, and only two single cards go by rank, so it is a tie."
        wrong = {c: f"Both are worth {va}. Only two single cards go by rank: anything else worth the same is a tie."
                 for c in (first, second)}
    return Question(f"{show(a)} against {show(b)}: which wins?", answer, choices=[first, second, "a tie"],
                    explain=explain, wrong=wrong)


def possible_total(rng):
    t = int(rng.integers(5, 36))
    ways = sequence_totals().get(t, 0)
    if ways == 0:
        wrong: dict = {1: "Add that sequence up again. Two cards in a row make an odd number, three make three times "
                    "the middle card, and every sequence uses only 2 to 8."}
    else:
        wrong = {ways - 1: ("You found one, but there is another: try sequences of a different length."
                            if ways > 1 else "There is one. Try two cards in a row, then three, then four..."),
                 ways + 1: "Is each of your sequences really in a row, from 2 to 8, and worth exactly that?"}
    return Question(f"In how many ways can one suit make a sequence worth exactly {t}? (0 if it can't)", ways,
                    explain=", ".join(" + ".join(map(str, s)) for s in sequences_in_a_suit() if sum(s) == t) or "No way at all.",
                    wrong=wrong)


def cheapest(rng):
    deck = list(kit.standard_deck())
    while True:
        hand = []
        if rng.random() < 0.85:   # most hands hold a sequence on purpose: that is what we practise
            n = int(rng.integers(2, 5))
            lo = int(rng.integers(2, 10 - n))
            suit = SUITS[int(rng.integers(4))]
            hand = [kit.Card.parse(f"{r}{suit}") for r in range(lo, lo + n)]
        rest = [c for c in deck if c not in hand]
        hand += [rest[int(i)] for i in rng.choice(len(rest), size=7 - len(hand), replace=False)]
        others = attacks([c for c in deck if c not in hand])   # what the other player could really attack with
        want_sequence = rng.random() < 0.8
        fits = []
        for other in others:
            best = cheapest_win(hand, other["cards"])
            if best is not None and (best["kind"] == "sequence") == want_sequence:
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


MAKERS = [sequence_sum, is_it_an_attack, which_wins, possible_total, cheapest]


def practise_question(rng) -> Question:
    """Adding a sequence, is it an attack, which wins: one of them, chosen by ``rng``."""
    return MAKERS[int(rng.integers(3))](rng)
