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
# # Spit: the racing card game
#
# In Spit there are **no turns**. You and the computer both play **at the same time**, as fast as
# you can. The first one to get rid of all their cards wins.

# %%
import kit
from widgets.spit import SpitTable
kit.cards("6C 7D 8S")

# %% [markdown] tags=["rules"]
# ## How to play, in a few steps
#
# 1. **Your cards in front of you.** Each player gets half the pack. You lay out five little piles in
#    a row: the first pile has 1 card, the next 2, then 3, 4 and 5. Only the top card of each pile is
#    face up. The cards you have left over are your **spit cards**; you keep them face down.
# 2. **Go!** Both players turn over a spit card at the same moment, making two piles in the middle.
# 3. **Race.** Put one of your face-up cards on a middle pile if it is **one more or one less** than
#    the top card there. Colours and suits don't matter. The Ace sits between the King and the 2, so
#    a King can go on an Ace and a 2 can go on an Ace too.
# 4. **Empty spaces.** If one of your five piles is empty, you can move a face-up card into it. That
#    uncovers the card underneath, which might be just the one you need.
# 5. **Stuck?** When nobody can play, everyone with spit cards turns one more over: "Spit!"
# 6. **Slap!** When someone's five piles are all gone, both players race to slap a middle pile.
#    Whoever slaps a pile takes it, so slap the **smaller** one! The cards you hold are shuffled and
#    dealt again. Whoever runs out of cards completely wins.
#
# Here the three cards above: the 6♣ and the 8♠ both fit on the 7♦. A 7 would not.

# %%
from kit.games.spit import fits
top = kit.card("7D")
[(str(c), fits(c, top)) for c in kit.cards("6C 8S 7H AS")]

# %% [markdown] tags=["rules"]
# ## Play!
#
# This table uses the **step** pace: the clock waits for you, so you can think. Click one of your
# cards, then the place where it goes (if it can only go one place, it jumps there by itself). The
# computer's cards land a little later, because the computer needs time to react, just like you.

# %%
from widgets import beside_the_rules
table = SpitTable(seed=7, pace="stepped", speed="easy")
beside_the_rules(table)    # the rules above, beside the table

# %% [markdown]
# ## How does a computer race?
#
# The game keeps a clock that ticks ten times a second. When a player decides to play a card, the
# card lands a few ticks later: that is the player's **reaction time**. A slow computer needs 12 to 18
# ticks, a fast one only 3 to 5. If two cards go to the same pile at the same tick, one of them lands
# first and the other one **bounces** back, because it no longer fits. Here is the start of a race
# between two computers, replayed exactly from its seed:

# %%
from kit.bots import make_bot, play_out
race = kit.new_game("spit", seed=21, human=-1, speed="medium")
play_out(race, {0: make_bot("spit", "hard", seed=1, seat=0), 1: make_bot("spit", "easy", seed=1, seat=1)})
names = ["Hard bot", "Easy bot"]
lines = [f"tick {e['tick']:>4}: {race.describe(e, None, names)}" for e in race.log
         if e.get("type") != "commit" and race.describe(e, None, names)]
print("\n".join(lines[:12]))
print("...")
print(lines[-1], f"({race.clock} ticks, {race.deal_no} deals)")

# %%
bounces = sum(1 for e in race.log if e["type"] == "bounce")
print("Cards that bounced in that race:", bounces)
# the same seed and the same moves give exactly the same race, tick for tick
again = kit.load_game(race.to_json())
print("replayed exactly:", again.digest() == race.digest(), "- same clock:", again.clock == race.clock)

# %% [markdown]
# ## A question about chance
#
# At the start of a deal one spit card sits in the middle. You can see your five face-up cards.
# **What is the chance that at least one of them fits on that pile?**
#
# Think first: a card fits if it is one of the two ranks next door. There are 4 cards of each rank,
# so 8 cards in the pack fit, out of the 51 cards that are not the middle card.

# %%
from kit.exact import spit as exact
one = exact.p_one_card_fits()
some = exact.p_some_card_fits(5)
print("one card fits:", one, "≈", round(float(one), 3))
print("at least one of five fits:", some, "≈", round(float(some), 3))

# %% [markdown]
# The trick is to count the opposite: all five cards miss. There are 43 cards that miss, so the
# chance of five misses is C(43, 5) / C(51, 5), and we take that away from 1. Let's check with a
# quick experiment with real shuffles:

# %%
import numpy as np
rng = np.random.default_rng(2024)
pack = list(kit.standard_deck())
hits, tries = 0, 4000
for _ in range(tries):
    order = rng.permutation(len(pack))
    middle, mine = pack[order[0]], [pack[i] for i in order[1:6]]
    hits += any(fits(c, middle) for c in mine)
print(f"experiment: {hits / tries:.3f}   exact: {float(some):.3f}")

# %%
for k, p in exact.p_some_card_fits_table(8):
    print(f"{k} face-up cards: {str(p):>13}  ≈ {float(p):.3f}")

# %% [markdown]
# ## Things to think about
#
# * Your layout uses 1 + 2 + 3 + 4 + 5 cards. How many is that, and how many spit cards are left
#   from 26?
# * Why is it a good idea to play a card from a pile that still has face-down cards under it?
# * When you slap, why should you go for the smaller pile?
# * With more face-up cards, the chance that one fits grows. Look at the table above: how many
#   face-up cards do you need to be more likely than not to have a card that fits?
