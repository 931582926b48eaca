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
# # Go Fish: what are the chances?
#
# In Go Fish you keep asking *"Do you have any 7s?"*. Some questions are good bets and some are not.
# In this lesson we work out the chance exactly, see how it changes when you listen to the other
# players, and measure how much a good memory is worth.

# %% [markdown]
# ## 1. Cards you can't see
#
# Say there are **3 players**. Everyone gets 13 cards and the pond has 13. You can see your own 13
# cards, so **39 cards are hidden** from you. You hold one Queen, so the other **3 Queens** are
# somewhere among those 39 hidden cards.
#
# Your friend holds 13 of the 39 hidden cards. What's the chance none of them is a Queen? Imagine
# your friend picking their 13 cards from the 39 hidden ones: the number of ways to pick 13 cards with
# no Queen, divided by the number of ways to pick any 13 cards:
#
# $$P(\text{no Queen}) = \frac{\binom{36}{13}}{\binom{39}{13}}, \qquad P(\text{at least one}) = 1 - \frac{\binom{39-3}{13}}{\binom{39}{13}}$$
#
# In general, with $U$ hidden cards, a hand of $k$ of them and $m$ copies of the rank among them:
# $P = 1 - \binom{U-m}{k} / \binom{U}{k}$. The kit computes it exactly, as a fraction:

# %%
from kit.exact.go_fish import p_at_least_one, first_question, p_dealt_a_set, p_particular_card, after_go_fish
p = p_at_least_one(unseen=39, hand=13, copies=3)
p, float(p)

# %% [markdown]
# The more Queens **you** hold, the fewer are left for the others, and the worse your question gets:

# %%
for held in (1, 2, 3):
    p = first_question(players=3, held=held)
    print(f"3 players, you hold {held} Queen(s): chance = {p} ≈ {float(p):.3f}")
p4 = first_question(players=4, held=1)
print(f"4 players (10 cards each), you hold 1 Queen: chance = {p4} ≈ {float(p4):.3f}")

# %% [markdown]
# ### Let's check by dealing
#
# Counting is one way; dealing many times and looking is another. We deal 3-player hands again and
# again and count how often your friend has a Queen when you hold exactly one.

# %%
import numpy as np
rng = np.random.default_rng(1)
yes = tries = 0
for _ in range(4000):
    order = rng.permutation(52)          # cards 0-3 are the Queens
    mine, friend = order[:13], order[13:26]
    if (mine < 4).sum() == 1:
        tries += 1
        yes += (friend < 4).any()
print(f"dealt {tries} times with one Queen in your hand: friend had a Queen {yes / tries:.3f} of the time")
print(f"exact answer: {float(first_question(3, 1)):.3f}")

# %% [markdown]
# ## 2. Listening changes the chances
#
# Everyone hears every question and answer. Suppose Kim asked Sam for Queens and Sam said
# **"Go fish!"**. Now Sam's 13 cards hold no Queen, so the 3 Queens must be among the other
# **26** hidden cards (Kim's hand and the pond). The chance that Kim has one goes **up**:

# %%
before = p_at_least_one(39, 13, 3)
after = after_go_fish(unseen=39, hand=13, copies=3, others_hand=13)
print(f"before: {before} ≈ {float(before):.3f}")
print(f"after Sam's 'Go fish!': {after} ≈ {float(after):.3f}")

# %% [markdown]
# And when Kim **asks** someone for Queens, Kim must hold a Queen: the chance Kim has one is now
# **1**, certain! That is exactly what the hard computer player remembers. (Careful: once Kim
# fishes a new card, or gives Queens away, the old clue may be out of date.)
#
# ## 3. Authors: one exact card
#
# In Authors you ask for a single card. One particular hidden card is in your friend's hand with
# chance $k/U$:

# %%
one_card = p_particular_card(unseen=39, hand=13)
print(f"Authors, one particular card: {one_card} ≈ {float(one_card):.3f}")
print(f"Go Fish, any of 3 Queens:   {first_question(3, 1)} ≈ {float(first_question(3, 1)):.3f}")

# %% [markdown]
# ## 4. A set straight from the deal?
#
# How often does a 13-card hand already hold four of a kind? Counting all the ways (and not counting
# hands with two sets twice) gives:

# %%
q = p_dealt_a_set(13)
print(f"{q} ≈ {float(q):.4f}, about 1 deal in {round(1 / q)}")

# %% [markdown]
# ## 5. How much is memory worth?
#
# Two kinds of computer player: **easy** asks anybody for any rank it holds, at random. **Hard**
# remembers every question and answer, asks where it *knows* a card is, and otherwise where the
# chance is highest. We let one hard player play against easy ones over some seeded games (the hard
# seat moves round the table) and count wins and sets.

# %%
from kit.games.go_fish_bots import memory_is_worth
from widgets.go_fish import memory_plot
result = memory_is_worth("go_fish", players=4, games=40, seed=0)
print(f"hard wins {result['hard_wins']} of {result['games']} games; a fair share would be {result['fair_share']:.2f}")
memory_plot(result)

# %% [markdown]
# ## 6. Your turn: exercises
#
# Type a fraction like `32/57` or a decimal like `0.56`. Every answer is checked with the exact
# numbers above.

# %%
from fractions import Fraction
from widgets.quiz import Quiz, Question
from kit.exact.go_fish import p_at_least_one, p_particular_card, questions_in_authors

questions = [
    Question("3 players, 13 cards each. You hold two Queens. What is the chance that one chosen player has at least one Queen?",
             first_question(3, 2), hint="Now only 2 Queens are hidden among 39 cards.",
             explain="1 - C(37,13)/C(39,13) = 32/57 ≈ 0.561"),
    Question("3 players. You hold three Queens. What is the chance that one chosen player has the last Queen?",
             first_question(3, 3), hint="One card, 13 of the 39 hidden places.",
             explain="13/39 = 1/3"),
    Question("4 players, 10 cards each. You hold one Queen. Chance that one chosen player has a Queen?",
             first_question(4, 1), hint="U = 42 hidden cards, k = 10, m = 3.",
             explain="1 - C(39,10)/C(42,10) = 163/287 ≈ 0.568"),
    Question("Authors with 3 players: what is the chance that one chosen player holds the Seven of Hearts (which you can't see)?",
             p_particular_card(39, 13), explain="13 of the 39 hidden cards are theirs: 13/39 = 1/3"),
    Question("Authors: you hold two Kings and there are 2 other players. How many different questions about Kings can you ask?",
             questions_in_authors(2, 2), explain="2 missing Kings × 2 players = 4"),
    Question("Sam said 'Go fish!' to a question about Queens. Does Sam have a Queen right now (before fishing)?",
             "No", choices=["Yes", "No", "Can't tell"], explain="Sam had to hand over every Queen, and gave none."),
]
Quiz(questions, title="Go Fish chances")
