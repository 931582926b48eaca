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

# %% [markdown] tags=["rules"]
# # Dictation
#
# Dictation is a patience (a solitaire) that a whole class can play **at the same time with the
# same cards**. One person, the *caller*, shuffles a pack and reads the cards out one by one. Every
# player has a pack of their own, finds the card that was called, and puts it on their own layout.
# Because everybody gets exactly the same cards in the same order, the only difference between two
# players is how well they choose.
#
# ## Your layout
#
# * **Foundations** (up to four): each one starts with an Ace and then grows upward, 2, 3, 4 ... all
#   the way to the King. Colours and suits don't matter.
# * **Columns** (four): a place to park cards you can't use yet. Only the top card of a column can
#   move, and it can only move onto a foundation.
#
# ## When a card is called
#
# 1. If it is an **Ace**, it must start a new foundation.
# 2. Any other card goes either on a foundation whose top card is one lower (a 7 on a 6), or on top of
#    any column.
# 3. Before or after that, you may move column tops onto foundations as often as you like.
# 4. Say **Ready**. The next card is called when everyone is ready.
#
# After the last card there is one more chance to build. The player with the most finished
# foundations (Ace to King) wins; equal scores share the win.
#
# **Tip:** try not to put a low card under a high one in a column. A 3 buried under a Queen is stuck
# until the Queen can move, and that may be never!

# %%
import kit
kit.cards("AS 2H 3C 4D 5S")   # a foundation grows like this, whatever the suits

# %% [markdown] tags=["rules"]
# ## Play!
#
# Click the called card to pick it up, then click where it goes: the places you may use glow.
# Click a glowing column top to move it to a foundation. Press **Ready** for the next card.

# %%
from widgets import DictationTable
from widgets import beside_the_rules
beside_the_rules(DictationTable(players=2, seed=3, level="hard"))    # the rules above, beside the table

# %% [markdown]
# ## A whole class at once
#
# With three or more players, the other players' layouts are drawn small: you see the top card of
# each of their foundations and columns, and how many cards lie there. Your own layout stays big.

# %%
DictationTable(players=4, seed=8, level="hard")

# %% [markdown]
# ## Waiting for the first Ace
#
# Nothing can be built until an Ace is called. On average, how many other cards are called before
# the first Ace? Think first: there are 4 Aces and 48 other cards. (Here is a trick: pick one card
# that is not an Ace and look only at it and the four Aces. Which of those five comes first?)

# %%
from kit.exact import dictation as exact
from lessons.patience_skill import first_ace_wait  # the question the Dictation lesson asks
from widgets.quiz import Quiz
Quiz(first_ace_wait())

# %%
waits = [exact.non_aces_before_first_ace(kit.new_game("dictation", seed=s).calls) for s in range(1000)]
print("exact:", exact.expected_before_first_ace(), "=", float(exact.expected_before_first_ace()))
print("in 1000 shuffled packs:", sum(waits) / len(waits))
print("chance that all four Aces come in the first half:", exact.p_all_aces_in_first_half(),
      "about", round(float(exact.p_all_aces_in_first_half()), 3))

# %% [markdown]
# The lesson `notebooks/lessons/patience_skill.ipynb` goes further: it lets an easy and a hard
# computer player play hundreds of deals with the same cards, to see how much skill matters.
#
# ## Questions to think about
#
# 1. Why is it a good idea to keep one column empty for as long as you can?
# 2. Everyone gets the same cards. Is Dictation a game of luck, of skill, or both? How could you test
#    your answer?
# 3. What is the chance that the very first card called is an Ace? Check with
#    `exact.p_first_card_ace()`.
