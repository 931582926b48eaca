# ---
# jupyter:
#   jupytext:
#     notebook_metadata_filter: hilltop,-jupytext.text_representation.jupytext_version
#     text_representation:
#       extension: .py
#       format_name: percent
#       format_version: '1.3'
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Can I play?
#
# | | |
# |---|---|
# | **For** | ages 10 to 14 (school years 6 to 9) |
# | **You should already** | know what a fraction is and how to multiply two fractions; have played a game where cards must match the top card |
# | **Time** | 40 minutes |
# | **Materials** | this notebook, or the "Lesson: Can I play?" page of the arcade; a pack of cards for each pair |
#
# **By the end you can:**
# 1. count the cards that fit a top card;
# 2. work out the chance of "at least one" by first working out the chance of "none", one card at a time;
# 3. say a chance as a fraction, a decimal and in words ("about 1 in 17");
# 4. explain why adding chances, or multiplying the same chance again and again, goes wrong here.
#
# In Anthony Hill's game you may put a card on the pile when it has the **same suit** or the **same
# number** as the top card. You start with 7 cards. How often can you play at all?

# %% [markdown]
# ## 1. Play
#
# Play a few turns against the computer. Each time it is your go, count how many of your cards fit
# the top card. With a real pack: turn one card face up, deal yourself 7, and count the ones that fit.

# %%
from widgets.anthony_hill import AnthonyHillTable

AnthonyHillTable(players=2, seed=4)

# %% jupyter={"source_hidden": true}

import ipywidgets as W
from IPython.display import HTML

import kit
from kit.exact import can_i_play as exact
from widgets.charts import line_chart
from widgets.live_chart import watch_share
from lessons import can_i_play as lesson
from lessons.words import three_ways
from widgets.lesson import miss_climb, verdict
from kit.words import _  # the quizzes' titles in the page's language
from widgets.quiz import Quiz, after_quiz

SPEC = lesson.spec()
DEALS = 400      # deals in the experiment (a teacher may raise it: 10,000 take about a second)

# %% [markdown]
# ## 2. Predict
#
# Before anything is dealt: you hold 7 cards. How often does at least one of them fit the top card?
# Choose, then press **Lock in my guess**. (Once it is locked, it stays.)

# %%
guess = SPEC.prediction()
guess

# %% [markdown]
# ## 3. Experiment
#
# The computer shuffles a pack, turns the top card up and deals you 7 cards, `DEALS` times. Watch
# the share of deals in which a card fits. The thin blue lines show where the long-run share most
# likely lies; in part 4 we work out the exact answer.

# %%
fits = watch_share(exact.deal_trials(7, DEALS, seed=1), total=DEALS, hit=lambda f: f > 0,
                   title="Deals where one of 7 cards fits", what="deals", hit_words="deals where a card fits")
hits = sum(f > 0 for f in fits)

# %% jupyter={"source_hidden": true}
verdict(guess, SPEC.closest(hits / DEALS), right=SPEC.right())

# %% [markdown]
# ## 4. Explain: from one card to seven
#
# ### One card
#
# Say the top card is 7♥. Your card comes from the **other 51** cards (the 7♥ is on the table).

# %%
Quiz(lesson.one_card(),
     title=_("One card"))

# %% [markdown]
# ### Two cards
#
# With two cards, it is easier to think about **missing**. Your first card misses with chance 36
# out of 51. If it missed, how many cards are left for the second card, and how many of them miss?
# Both cards must miss.

# %%
Quiz(lesson.two_cards(),
     title=_("Two cards"))

# %% [markdown]
# ### More cards
#
# Every new card adds one more miss to the product: the top number goes down by one, and so does
# the bottom one. Press **One more card** to climb up.

# %%
miss_climb(lesson.misses, start=2, stop=6, heads=lesson.CLIMB_HEADS)

# %% [markdown]
# ### Seven cards
#
# The table stops at 6 cards: the seventh is yours. Carry on the pattern.

# %%
seven = Quiz(lesson.seven_cards(),
             title=_("Seven cards"))
seven

# %% [markdown]
# Once you have answered, the next cell shows the kit's exact answers with 7 cards (a statistician
# writes the "none" chance as C(36,7)/C(51,7): the ways to pick 7 misses, divided by the ways to pick
# any 7 cards):

# %%
none7, some7 = exact.p_no_match(7), exact.p_can_play(7)
after_quiz(seven, f"none fits:          {three_ways(none7)}\n"
                  f"at least one fits:  {three_ways(some7)}\n"
                  f"your experiment:    {hits} of {DEALS} deals = {hits / DEALS:.3f}")

# %% [markdown]
# ### How does it change with the hand size?

# %%
chances = exact.by_hand_size(range(1, 16))
W.HTML(line_chart({"exact": (list(chances), [float(p) for p in chances.values()], "#2a6")},
                  title="Chance of a playable card", xlabel="cards in hand", ylabel="chance", low=0, high=1))

# %% [markdown]
# ### The same in the real game
#
# The kit also deals real games of Anthony Hill's game and asks the game's own rule which cards of
# the first player's hand may go on the pile.

# %%
games = 1000
real = sum(any(g.why_not(c) is None for c in g.hands[0])
           for g in (kit.new_game("anthony_hill", players=2, seed=s) for s in range(games)))
print(f"real games: {real / games:.3f}   exact: {float(some7):.3f}")

# %% [markdown]
# ### Anarchy
#
# In Anarchy the first player needs a trump in 4 cards. The indicator card is face up, and 15 of the
# other 51 cards are trumps. The same climb works:

# %%
trumps = Quiz(lesson.anarchy(),
              title=_("Anarchy"))
trumps

# %%
after_quiz(trumps, f"Anarchy, a trump in 4 cards: {three_ways(exact.anarchy_can_start())}\n"
                   "cards that fit on 6♣ going down (trumps ♥ and 5s): "
                   f"{exact.count_playable(kit.card('6C'), 'down', 'H', '5')}")

# %% [markdown]
# ## 5. Practise
#
# New hand sizes: none of these answers is shown above. Type a fraction like `5/8`, a decimal like
# `0.625` or a percent like `62.5%`.

# %%
Quiz(lesson.practise(), title=_("Practise"))

# %% [markdown]
# ## 6. Discuss
#
# * Why does the chance of being stuck shrink so fast as your hand grows? Look at the fractions in
#   the table: what happens to each new one?
# * A friend says: "each card fits with chance 15/51, so with 7 cards it is 7 × 15/51." What is
#   wrong with that? (What does 7 × 15/51 come to?)
# * Is the chance of being stuck later in the game the same as at the start? What has changed?
