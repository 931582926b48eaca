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
# | | |
# |---|---|
# | **For** | ages 10 to 14 (school years 6 to 9) |
# | **You should already** | know what a fraction is and how to multiply two fractions; have played Go Fish |
# | **Time** | 45 minutes (parts 4d to 4g can make a second lesson) |
# | **Materials** | this notebook, or the "Lesson: Go Fish chances" page of the arcade; a pack of cards for each group of three |
#
# **By the end you can:**
# 1. count the cards hidden from you, and how many of a rank hide among them;
# 2. work out the chance that a player holds "at least one" of a rank, from the chance of "none";
# 3. say how a chance changes when you hear another player's answer;
# 4. explain why a good memory wins more games, using an experiment with its likely range.
#
# In Go Fish you keep asking *"Do you have any Queens?"*. Some questions are good bets and some are
# not. How good is your first question?

# %% [markdown]
# ## 1. Play
#
# Play a game against two computer players. Before each question you ask, say out loud how sure you
# are that the player has that rank. With a real pack: three players deal 13 cards each and leave 13
# in the pond.

# %%
from widgets.go_fish import GoFishTable

GoFishTable(players=3, seed=5)

# %% jupyter={"source_hidden": true}
from fractions import Fraction

import numpy as np

from kit.contests import share_interval
from kit.exact.go_fish import (after_go_fish, deal_trials, first_question, p_at_least_one, p_dealt_a_set,
                               p_particular_card, questions_in_authors)
from widgets.experiment import in_words, watch_share
from widgets.lesson import verdict
from widgets.lesson_pages import ADDED, go_fish_practise, go_fish_spec, three_ways
from widgets.quiz import Question, Quiz

SPEC = go_fish_spec()
DEALS = 400      # deals in the experiment (a teacher may raise it: 10,000 take a few seconds)

# %% [markdown]
# ## 2. Predict
#
# Three players, 13 cards each, 13 in the pond. You hold **one** Queen and ask a friend: "Do you
# have any Queens?" How often does your friend hold at least one of the other three? Choose, then
# press **Lock in my guess**. (Once it is locked, it stays.)

# %%
guess = SPEC.prediction()
guess

# %% [markdown]
# ## 3. Experiment
#
# The computer deals the cards again and again, always with exactly one Queen in your hand, and
# looks in your friend's hand. Watch the share of deals in which your friend has a Queen. The thin
# blue lines show where the long-run share most likely lies; the dashed red line is the exact
# answer, which we work out in part 4.

# %%
friend = watch_share(deal_trials(3, 1, DEALS, seed=1), total=DEALS, hit=lambda queens: queens > 0,
                     title="Deals where your friend holds a Queen", level=float(first_question(3, 1)),
                     what="deals", hit_words="deals where the friend has a Queen")
hits = sum(q > 0 for q in friend)

# %% jupyter={"source_hidden": true}
verdict(guess, SPEC.closest(hits / DEALS))

# %% [markdown]
# ## 4. Explain
#
# ### a. Cards you can't see
#
# Start by counting what is hidden from you.

# %%
Quiz([Question("You can see your own 13 cards. How many of the 52 cards are hidden from you?", 39,
               wrong={52: "Your own 13 cards are not hidden: you can see them.",
                      26: "The pond is hidden too: your friend's 13, the other player's 13 and the pond's 13."},
               explain="52 - 13 = 39 cards: two hands and the pond."),
      Question("You hold one Queen. How many Queens hide among those 39 cards?", 3,
               wrong={4: "One Queen is in your hand, where you can see it: 3 are hidden.",
                      1: "There are four Queens in a pack. You hold one, so the other 3 are hidden."},
               explain="4 Queens in a pack, one in your hand: 3 are hidden."),
      Question("Your friend's first card is one of the 39 hidden cards. What is the chance that it is NOT a "
               "Queen?", Fraction(36, 39),
               wrong={Fraction(3, 39): "That is the chance that it IS a Queen.",
                      Fraction(36, 52): "36 cards are right, but your friend's card is one of the 39 hidden cards, "
                                        "not one of all 52: your own 13 can't be your friend's."},
               explain="39 hidden cards, 3 of them Queens: 36 are not, so 36/39.")],
     title="Count it")

# %% [markdown]
# ### b. Card by card
#
# If your friend's first card was no Queen, 38 hidden cards are left and 35 of them are no Queen:
# the second card misses with chance 35/38. All 13 cards must miss, so multiply 13 fractions:
# 36/39 × 35/38 × 34/37 × ... × 24/27. At least one Queen is everything else.

# %%
none = 1 - first_question(3, 1)
print("no Queen at all:     ", three_ways(none))
print("at least one Queen:  ", three_ways(first_question(3, 1)))
print(f"your experiment:      {hits} of {DEALS} deals = {hits / DEALS:.3f}")

# %% [markdown]
# A statistician writes the same chance with "choose" numbers: the ways to pick 13 cards with no
# Queen, divided by the ways to pick any 13 cards from the 39 hidden ones:
#
# $$P(\text{no Queen}) = \frac{\binom{36}{13}}{\binom{39}{13}}, \qquad P(\text{at least one}) = 1 - \frac{\binom{39-3}{13}}{\binom{39}{13}}$$
#
# In general, with $U$ hidden cards, a hand of $k$ of them and $m$ copies of the rank among them:
# $P = 1 - \binom{U-m}{k} / \binom{U}{k}$. The kit computes it exactly, as a fraction:

# %%
p = p_at_least_one(unseen=39, hand=13, copies=3)
p, float(p)

# %% [markdown]
# #### Let's check by dealing
#
# Counting is one way; dealing many times and looking is another. We deal 3-player hands again and
# again and count how often your friend has a Queen when you hold exactly one.

# %%
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
# ### c. Your turn: predict
#
# Change the numbers and work it out yourself before the kit shows you. Type a fraction like `5/8`,
# a decimal like `0.625` or a percent like `62.5%`.

# %%
Quiz([
    Question("3 players, 13 cards each. You hold TWO Queens. What is the chance that one chosen player "
             "has at least one Queen?", first_question(3, 2),
             hint="Now only 2 Queens are hidden among the 39 cards.",
             wrong={first_question(3, 1): "That is the answer for 3 hidden Queens. You hold two, so only 2 are hidden.",
                    Fraction(2, 3): ADDED},
             explain="1 - C(37,13)/C(39,13)"),
    Question("3 players. You hold THREE Queens. What is the chance that one chosen player has the last Queen?",
             first_question(3, 3), hint="One card, and 13 of the 39 hidden places are theirs.",
             wrong={Fraction(1, 4): "The last Queen can't be in your hand: you can see it isn't. It is in one of "
                                    "three piles of 13 (two hands and the pond), not four."},
             explain="13 of the 39 hidden places are in their hand: 13/39"),
    Question("4 players, 10 cards each (the pond has 12). You hold one Queen. What is the chance that one "
             "chosen player has a Queen?", first_question(4, 1), hint="U = 42 hidden cards, k = 10, m = 3.",
             wrong={first_question(3, 1): "That is the answer for 3 players with 13 cards each.",
                    Fraction(30, 42): ADDED},
             explain="1 - C(39,10)/C(42,10)"),
], title="Predict first!")

# %% [markdown]
# Now check with the kit. The more Queens **you** hold, the fewer are left for the others, and the
# worse your question gets:

# %%
for held in (1, 2, 3):
    p = first_question(players=3, held=held)
    print(f"3 players, you hold {held} Queen(s): chance = {p} ≈ {float(p):.3f}")
p4 = first_question(players=4, held=1)
print(f"4 players (10 cards each), you hold 1 Queen: chance = {p4} ≈ {float(p4):.3f}")

# %% [markdown]
# ### d. Listening changes the chances
#
# Everyone hears every question and every answer, and a good player listens. Three players: you,
# Kim and Sam. You hold one Queen. On your turn **you ask Sam for Queens**, and Sam says
# **"Go fish!"**.

# %%
Quiz(Question("Sam said 'Go fish!' when you asked for Queens. Does Sam hold a Queen right now?",
              "No", choices=["Yes", "No", "Can't tell"],
              wrong={"Yes": "If Sam had a Queen, Sam would have had to hand it over.",
                     "Can't tell": "The rules decide it: asked for Queens, Sam must hand over every Queen. "
                                   "Sam handed over none."},
              explain="Sam must hand over every Queen when asked, and handed over none."))

# %% [markdown]
# So Sam's 13 cards hold no Queen, and the 3 hidden Queens must be among the other **26** hidden
# cards: Kim's hand and the pond. Before you look at the numbers: does the chance that **Kim** has
# a Queen go up, go down, or stay the same?

# %%
Quiz(Question("After Sam's 'Go fish!', the chance that Kim has a Queen...", "goes up",
              choices=["goes up", "goes down", "stays the same"],
              wrong={"goes down": "Sam's answer took 13 places away where the Queens could hide, and none of "
                                  "them was Kim's.",
                     "stays the same": "Sam's answer is news: the Queens now hide among 26 cards, not 39, and "
                                       "13 of those 26 are Kim's."},
              explain="The 3 Queens now hide among 26 cards, and half of those are Kim's."))

# %%
before = p_at_least_one(39, 13, 3)
after = after_go_fish(unseen=39, hand=13, copies=3, others_hand=13)
print(f"before you asked: {before} ≈ {float(before):.3f}")
print(f"right after Sam's 'Go fish!' (before you fish): {after} ≈ {float(after):.3f}")

# %% [markdown]
# #### When Kim asks
#
# Now it is Kim's turn, and **Kim asks Sam for Queens**. What do you know about Kim's hand now?

# %%
Quiz(Question("Kim just asked for Queens. What is the chance that Kim holds a Queen?", 1,
              hint="Which ranks is a player allowed to ask for?",
              wrong={after_go_fish(39, 13, 3, 13): "That was the best guess before Kim spoke. Kim's question "
                                                   "is new news: what does it tell you?",
                     first_question(3, 1): "That was the guess right after the deal, before anyone asked anything. "
                                           "Kim's question is new news: what does it tell you?"},
              explain="You may only ask for a rank you already hold, so Kim holds a Queen for certain: "
                      "the chance is 1."))

# %% [markdown]
# Kim's question gives it away: you may only ask for a rank you hold, so Kim holds a Queen for
# **certain** (chance 1). That is exactly what the hard computer player remembers.
#
# How long does each clue stay true? Drawing from the pond only *adds* cards, so Kim keeps that
# Queen until somebody asks Kim for Queens (Kim must hand them all over) or Kim lays down all four.
# Sam's "Go fish!" is different: it is about Sam's cards *at that moment*. When Sam draws from the
# pond later, Sam may pick up a Queen.
#
# ### e. Authors: one exact card
#
# In Authors you ask for a single card, like "the Seven of Hearts". Where can one particular card
# you can't see be? In any of the 39 hidden places, each as likely as the others.

# %%
Quiz(Question("Authors, 5 players, 8 cards each (the pond has 12). What is the chance that one chosen player "
              "holds the Seven of Hearts (which you can't see)?", p_particular_card(44, 8),
              wrong={Fraction(1, 5): "You shared the card among the 5 players, but it could also be in the pond, "
                                     "and it isn't in your hand.",
                     Fraction(8, 52): "You counted all 52 cards, but 8 of them are yours and you can see the "
                                      "Seven of Hearts is not among them."},
              explain="8 of the 44 hidden places are in their hand: 8/44"),
     title="Predict first!")

# %% [markdown]
# In general one particular hidden card is in a hand of $k$ of the $U$ hidden cards with chance
# $k/U$. With 3 players, compare it with a Go Fish question for any of 3 Queens:

# %%
one_card = p_particular_card(unseen=39, hand=13)
print(f"Authors, 3 players, one particular card: {one_card} ≈ {float(one_card):.3f}")
print(f"Go Fish, any of 3 Queens:   {first_question(3, 1)} ≈ {float(first_question(3, 1)):.3f}")

# %% [markdown]
# ### f. A set straight from the deal?
#
# How often does a 13-card hand already hold four of a kind? Counting all the ways (and not counting
# hands with two sets twice) gives:

# %%
q = p_dealt_a_set(13)
print(f"{q} ≈ {float(q):.4f}, about 1 deal in {round(1 / q)}")

# %% [markdown]
# ### g. How much is memory worth?
#
# Two kinds of computer player: **easy** asks anybody for any rank it holds, at random. **Hard**
# remembers every question and answer, asks where it *knows* a card is, and otherwise where the
# chance is highest. We let one hard player play against easy ones over 1,000 seeded games (the
# hard seat moves round the table) and count wins and sets. The thin line on each bar is its
# likely range: the long-run share is most likely inside it.

# %%
from kit.games.go_fish_bots import memory_is_worth
from widgets.go_fish import memory_plot
result = memory_is_worth("go_fish", players=4, games=1000, seed=0)
low, high = share_interval(result["hard_wins"], result["games"])
print(f"hard wins {result['hard_wins']:,} of {result['games']:,} games = {result['hard_rate']:.2f}, "
      f"{in_words(result['hard_rate'])}; 95% likely range {low:.2f} to {high:.2f}. "
      f"A fair share would be {result['fair_share']:.2f}.")
memory_plot(result)

# %% [markdown]
# ## 5. Practise
#
# New questions: none of these answers is printed above. Type a fraction like `5/8`, a decimal like
# `0.625` or a percent like `62.5%`. Every answer is checked with the kit's exact numbers.

# %%
Quiz(go_fish_practise(), title="Practise")

# %% [markdown]
# ## 6. Discuss
#
# * You hold two Queens instead of one. Is asking for Queens a better or a worse bet? Why?
# * Sam said "Go fish!" when you asked for Queens. Whom should you ask next, and why? How long does
#   Sam's answer stay true?
# * The hard computer player remembers every question. Is that fair? What would you need to
#   remember to play as well as it does?
