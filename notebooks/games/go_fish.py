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
# # Go Fish
#
# Go Fish is a game for **3 to 6 players** about asking good questions. You collect **sets**: four
# cards of the same rank, like four 7s or four Kings. Whoever puts down the most sets wins.
#
# ## Getting ready
#
# Shuffle one pack of 52 cards (no Jokers). Pretend there is one extra player at the table and share
# the cards out as if they were playing too: with 3 players everyone gets 13 cards, with 4 players 10
# cards, with 5 players 8, with 6 players 7. The pretend player's cards and the few left over go in a
# face-down heap in the middle: that heap is **the pond**.

# %% [markdown] tags=["rules"]
# ## Your turn
#
# 1. First, if you hold all four cards of a rank, put that set down in front of you.
# 2. Pick another player and ask them for a rank, like *"Do you have any 7s?"*. You may only ask
#    for a rank you already have at least one of.
# 3. If they have some 7s, they must give you **all** of them. Put down a set if you made one, and
#    ask again: anyone, any rank you hold.
# 4. If they have no 7s, they say **"Go fish!"**. You take the top card of the pond. Your turn is
#    over, and the player who sent you fishing has the next turn. Even if your new card makes a
#    set, you wait until your next turn to put it down.
#
# If your hand is empty when your turn starts, take a card from the pond first. If the pond is
# empty too, you sit out the rest of the game.
#
# Four Kings make one set:

# %%
import kit
kit.cards("KS KH KD KC")

# %% [markdown] tags=["rules"]
# ## Who wins?
#
# If you put down your very last card while the pond still has cards, you win on the spot! If not,
# the game goes on until all 13 sets are down, and the player with the most sets wins (players with
# the same number share the win).
#
# ## Play!
#
# Click a player to ask, then click one of your cards (or a button) to say which rank you want.
# The speech bubbles in the middle show every question and answer: everybody hears them, so
# **listen carefully**! Choose `level="hard"` for computer players that remember everything.

# %%
from widgets.go_fish import GoFishTable
from widgets import beside_the_rules
beside_the_rules(GoFishTable(players=4, seed=7))    # the rules above, beside the table

# %% [markdown]
# ### Other ways to play
#
# A teacher can change the rules with options:
#
# * `give_one=True`: the player asked hands over just one card, not all of them.
# * `lucky_draw_continues=True`: if the card you fish is the rank you asked for, or it makes a set,
#   show it, put the set down, and keep asking.
# * `end_when_stock_empty=True`: stop and count the sets as soon as the pond is empty.
# * `allow_two_players=True, players=2`: a two-player game (each gets 17 cards).
#
# A stacked deck (top card first, cards dealt one at a time starting with you) shows a particular
# moment. Here you start with two 7s, and the first computer player holds the other two:

# %%
from kit.games.go_fish import Ask
rest = [c.code for c in kit.standard_deck() if c.code not in ("7S", "7D", "7C", "7H")]
deck = ["7S", "7C", rest[0], "7D", "7H"] + rest[1:]    # dealt in turn: seat 0 gets 7♠ 7♦, seat 1 gets 7♣ 7♥
game = kit.new_game("go_fish", players=3, deck=deck)
for event in game.play(0, Ask(1, "7")):
    print(game.describe(event, viewer=0, names=["You", "Sam", "Kim"]))

# %% [markdown]
# ## Questions to think about
#
# 1. Sam asked Kim for Queens and got two. What do you now know about Sam's hand?
# 2. Kim said "Go fish!" when Sam asked for 5s. Is it a good idea for you to ask Kim for 5s right now?
#    What if Kim has fished a card since then?
# 3. You hold three 7s and one Queen. Which question is more likely to get a yes: "any 7s?" or "any
#    Queens?" (Only one 7 is hidden, but three Queens.) Why might you still ask for the 7s?
# 4. With 3 players, you hold one Queen. How likely is it that one particular player has a Queen?
#    (The lesson `notebooks/lessons/go_fish_chances.ipynb` works it out: about 72 in 100.)
