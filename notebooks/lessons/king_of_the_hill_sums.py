# ---
# jupyter:
#   jupytext:
#     notebook_metadata_filter: hilltop,-jupytext.text_representation.jupytext_version
#     text_representation:
#       extension: .py
#       format_name: percent
#       format_version: '1.3'
#   kernelspec:
#     display_name: Python 3
#     language: python
#     name: python3
# ---

# %% [markdown]
# # King of the Hill: adding up attacks
#
# In King of the Hill an attack is one card or a **sequence**: cards of one suit in a row, only
# from 2 to 8. A sequence is worth the **sum** of its cards. This lesson practises those sums, and
# asks which totals are possible at all. Every answer is worked out by the kit, never typed in.

# %%
import kit
from kit.exact.king_of_the_hill import (attacks, beats, cheapest_win, impossible_totals, p_ace_showing,
                                        sequence_count, sequence_totals, sequences_in_a_suit, why_not_an_attack)
from kit.games.king_of_the_hill import attack_value, sum_text
from widgets.quiz import Question, Quiz
SUITS = "SHDC"


# %% [markdown]
# ## 1. Adding a sequence
#
# A sequence like 4♥ 5♥ 6♥ is worth 4 + 5 + 6. Add these up:

# %%
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

Quiz(sequence_sum, seed=1, title="Add the sequence")


# %% [markdown]
# ## 2. Is it an attack?
#
# Only cards of **one suit**, **in a row**, from **2 to 8** make a sequence.

# %%
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

Quiz(is_it_an_attack, seed=2, title="Legal or not?")


# %% [markdown]
# ## 3. Which attack wins?
#
# The bigger sum wins. Two single cards worth the same go by rank (K beats Q); anything else worth
# the same is a **tie**, decided from the reserves.

# %%
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
        wrong = {"a tie": "A tie needs two equal sums. Add both attacks up again.",
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

Quiz(which_wins, seed=3, title="Which attack wins?")

# %% [markdown]
# ## 4. Which totals can a sequence make?
#
# The kit lists every sequence of one suit and adds it up. Some totals can be made in two ways!

# %%
totals = sequence_totals()
for total, ways in totals.items():
    runs = [" + ".join(map(str, s)) for s in sequences_in_a_suit() if sum(s) == total]
    print(f"{total:>3}: {ways} way{'s' if ways > 1 else ''}   ({' ; '.join(runs)})")
print("Sequences in one suit:", sequence_count(), " in the whole pack:", sequence_count(suits=4))
print("Totals from 5 to 35 that are impossible:", impossible_totals())


# %% [markdown]
# **Why is 10 impossible?** Two cards in a row add up to an odd number (like 4 + 5 = 9, 5 + 6 = 11).
# Three cards in a row make three times the middle card (3 + 4 + 5 = 3 × 4), so 9, 12, 15...
# Four cards start at 2 + 3 + 4 + 5 = 14. None of these is 10!

# %%
def possible_total(rng):
    t = int(rng.integers(5, 36))
    ways = sequence_totals().get(t, 0)
    if ways == 0:
        wrong = {1: "Add that sequence up again. Two cards in a row make an odd number, three make three times "
                    "the middle card, and every sequence uses only 2 to 8."}
    else:
        wrong = {ways - 1: ("You found one, but there is another: try sequences of a different length."
                            if ways > 1 else "There is one. Try two cards in a row, then three, then four..."),
                 ways + 1: "Is each of your sequences really in a row, from 2 to 8, and worth exactly that?"}
    return Question(f"In how many ways can one suit make a sequence worth exactly {t}? (0 if it can't)", ways,
                    explain=", ".join(" + ".join(map(str, s)) for s in sequences_in_a_suit() if sum(s) == t) or "No way at all.",
                    wrong=wrong)

Quiz(possible_total, seed=4, title="How many ways?")


# %% [markdown]
# ## 5. The cheapest winning attack
#
# Attack cards are lost after a fight, win or lose. So a good player beats the other attack while
# **spending as few points as possible**. Often the cheapest way to win is a sequence: look for
# cards of one suit in a row before you reach for a big single card.

# %%
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
            other, best = fits[int(rng.integers(len(fits)))]
            break
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

Quiz(cheapest, seed=5, title="Spend as little as you can")

# %% [markdown]
# ## 6. Teacher's corner: an Ace on the hill
#
# The hill shows 14 face-up cards (the Joker on top aside). How likely is it that at least one
# Ace shows? The exact answer, then a quick simulation:

# %%
import numpy as np
exact = p_ace_showing()
rng = np.random.default_rng(0)
hits = sum(bool((rng.permutation(52)[:14] < 4).any()) for _ in range(2000))   # cards 0-3 stand for the Aces
print(f"exact: {exact} ≈ {float(exact):.3f}    simulated (2000 deals): {hits / 2000:.3f}")
