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
# # Hasty Patience and Grabbage
#
# A patience (a card game you could play alone) turned into a **race**. Every player has a whole
# pack of their own, and everybody plays at the same time on the same piles in the middle.

# %%
import kit
from widgets.grabbage import GrabbageTable
kit.cards("AH 2S 3D 4C")

# %% [markdown] tags=["rules"]
# ## How to play
#
# * Hold your pack face down: that is your **stock**. Turn its top card over to look at it.
# * An **Ace** goes straight to the middle: it starts a new **sequence**.
# * Any card that is **one more** than the top of a sequence may go on it: a 2 on an Ace, a 3 on a 2,
#   and so on up to the King. The suits don't matter at all.
# * A card you can't use goes face up on your **wastepile**. Its top card can still be used later.
#   (In **Grabbage** you have four wastepiles instead of one, so you can sort your cards.)
# * When a sequence gets its King it is finished and cleared away.
# * When your stock runs out, turn your wastepile over and go through it again.
# * The first player to use up every card wins. Everyone plays at once, so be quick! If two of
#   you put a card on the same sequence at the same time, only one fits: the other one bounces back.

# %% [markdown] tags=["rules"]
# ## Play!
#
# The step pace waits for you. Click your stock to turn a card, click a card, then click where it
# goes. With two computers it gets busy:

# %%
from widgets import beside_the_rules
table = GrabbageTable(seed=5, pace="stepped", speed="easy")
beside_the_rules(table)    # the rules above, beside the table

# %% [markdown]
# ## A race between computers
#
# Here three computers play a whole game, replayed exactly from its seed. How many sequences did each
# finish?

# %%
from kit.bots import make_bot, play_out
g = kit.new_game("grabbage", players=3, seed=8, human=-1, speed="medium", wastepiles=4)
bots = {p: make_bot("grabbage", "hard" if p == 0 else "easy", seed=1, seat=p) for p in range(3)}
play_out(g, bots)
names = ["Hard bot", "Easy bot 1", "Easy bot 2"]
print("winner:", [names[p] for p in g.winners], "after", g.clock, "ticks")
print("sequences finished:", dict(zip(names, g.completed)))
print("bounces:", sum(e["type"] == "bounce" for e in g.log))

# %% [markdown]
# ## Questions about Aces
#
# Nothing can be built until someone turns an Ace. What is the chance that the very first card of
# your pack is an Ace? Where, on average, is the first Ace in your pack?

# %%
from kit.exact import grabbage as exact
print("first card is an Ace:", exact.p_first_card_ace())
print("first Ace, on average, is card number", exact.expected_first_ace_position(),
      "=", float(exact.expected_first_ace_position()))
print("no Ace in your first 13 cards:", exact.p_no_ace_in_first(13), "≈", round(float(exact.p_no_ace_in_first(13)), 3))

# %% [markdown]
# Why (52 + 1) / (4 + 1)? The four Aces cut the other 48 cards into 5 groups: before the first Ace,
# between the Aces, and after the last one. On average each group has 48 / 5 cards, so the first Ace
# comes just after the first group. Let's check by shuffling:

# %%
import numpy as np
rng = np.random.default_rng(1)
pack = list(kit.standard_deck())
spots = [next(i for i, k in enumerate(rng.permutation(52)) if pack[k].rank == "A") + 1 for _ in range(3000)]
print("average position in 3000 shuffles:", round(float(np.mean(spots)), 2))

# %% [markdown]
# ## Things to think about
#
# * With 3 players there are three packs. How many sequences (Ace to King) could they make at most,
#   and how many cards is that? The game stops when the first player has no cards left: does every
#   card get built?
# * Why can't an Ace ever go on a wastepile?
# * Is it better to have one wastepile or four? Try both with the table above.
