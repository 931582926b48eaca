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
# # War
#
# War is a card game for **2 or 3 players** where nobody has to make a choice: luck decides
# everything. That makes it a perfect game for learning about chance, and a good one to play
# while you chat.
#
# ## What you need
#
# One ordinary pack of 52 cards (take the Jokers out).
#
# ## Getting ready
#
# Shuffle, then deal the cards out one at a time until they are all gone. With two players you each
# get 26 cards. Square your cards into a pile, **face down**. No peeking: you don't get to choose
# which card to play anyway!

# %% [markdown] tags=["rules"]
# ## How a battle works
#
# 1. Everyone turns the top card of their pile face up, at the same moment.
# 2. The **highest card wins**. Aces are the best, then King, Queen, Jack, 10, 9, 8 and so on, down
#    to 2, the lowest. The suit (♠ ♥ ♦ ♣) does not matter at all.
# 3. The winner picks up all the cards in the middle and slides them under their own pile.
#
# Here are some cards from high to low:

# %%
import kit
kit.cards("AS KH QD JC 10S 9H 2D")

# %% [markdown] tags=["rules"]
# ## War!
#
# When the two face-up cards have the same rank (two 7s, say), it's **war**. Each of you puts
# **three cards face down** and then **one more face up**. The new face-up cards decide who takes
# *everything* in the middle. If they are equal again, you have another war on top of the first!
#
# **Running out in a war.** If you don't have enough cards, put all of them down except your very
# last one, and turn that one up. If you have no cards at all, the card you just played stays as your
# war card, but if it ties again you lose.
#
# ## How to win
#
# You win when you hold every card in the pack. That can take a very long time, so our computer
# stops after 5000 battles, and whoever holds more cards then wins.
#
# ## Playing with three
#
# Deal 17 cards each. The last card goes to one side, face down: the **spare card**. It belongs to
# the first player who wins a war. When two players tie for the highest card, only those two have
# the war, but the winner still takes everything, the third player's card too. If all three tie,
# it's a **double war**: six cards face down and one face up each.

# %% [markdown] tags=["rules"]
# ## Play!
#
# Press **Flip** (or tap your pile) to turn over your top card. Switch on **Auto-play** to let the
# computer flip for you, and change the speed with the slider.

# %%
from widgets import WarTable, beside_the_rules
beside_the_rules(WarTable(seed=7))    # the rules above, beside the table

# %% [markdown]
# ### Other ways to play
#
# A teacher can pick the rules with options:
#
# * `war_style="one_down"`: one card face down in a war (faster battles, longer games),
#   `"three_down"` (the usual one), or `"by_rank"`: the tied cards say how many go down (two 7s
#   mean 7 cards each; a picture card means 10 and an Ace 11).
# * `runout="lose"`: a player who can't pay for a war is out at once.
# * `collect="as_played"`: won cards go under your pile in the order they were played, instead of
#   being shuffled first.
# * `players=3` for the three-player game.
#
# A teacher can also **stack the deck** to show something on purpose. Here the first cards of both
# piles are 7s, so the very first battle is a war:

# %%
deck = [c.code for c in kit.standard_deck()]
deck.remove("7S"); deck.remove("7H")
stacked = ["7S", "7H"] + deck      # top card first; cards are dealt one each in turn
WarTable(deck=stacked, seed=1)

# %% [markdown]
# ### Replay a game
#
# Teachers can step back through any game, move by move, exactly as it happened: drag the slider or
# use the arrows. Here is a whole game played out, ready to replay (try it with your own table:
# `Replay(my_table.game, WarTable)`).

# %%
from widgets.replay import Replay
finished = WarTable(seed=21)
finished.play_to_end()
Replay(finished.game, WarTable)

# %% [markdown]
# ## Questions to think about
#
# 1. You turn over your card. How many of the other 51 cards have the **same rank** as yours? So
#    what is the chance that the first battle is a war? Work it out, then check with the computer
#    below.
# 2. Imagine you start with all four Aces. Can anybody ever win one of your Aces in a plain battle?
#    How could you lose one?
# 3. Press **Play to the end** a few times. How many battles did each game take? Is the length
#    always about the same?
# 4. Nobody makes any choices in War. What rule could you add to turn it into a game of skill?

# %%
from fractions import Fraction
Fraction(3, 51)      # three cards of the same rank among the other 51

# %%
# Count the battles in 40 computer games (three cards down in each war)
import statistics
from kit.bots import make_bot, play_out

lengths = []
for seed in range(40):
    g = kit.new_game("war", seed=seed)
    play_out(g, {p: make_bot("war", seed=seed, seat=p) for p in range(2)})
    lengths.append(g.battles)
print("shortest", min(lengths), "longest", max(lengths), "median", statistics.median(lengths))
