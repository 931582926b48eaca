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
# # Pirate: capture the ships!
#
# Two players, two packs, and eight ships to fight over. Each suit is a ship that both players build
# **at the same time, from opposite ends**. The card that joins the two ends captures the ship.

# %%
import kit
from widgets.pirate import PirateTable
kit.cards("AS 2S 3S 7S QS KS")

# %% [markdown] tags=["rules"]
# ## How to play
#
# * Each player has a whole pack. Both cut: the lower card builds **up** (an Ace first, then 2,
#   3, 4 ...), the higher card builds **down** (a King first, then Queen, Jack ...). Always in the
#   same suit.
# * Turn cards from your stock one at a time. A card that fits your end of its ship goes there;
#   any other card goes on your wastepile (you may also put a card that fits there if you like).
#   The top of your wastepile can be used later.
# * When the two ends of a suit meet, so that it runs from Ace to King, the player who put down the
#   joining card **captures** that ship. If both put down a joining card at the very same moment, the
#   ship **sinks** and nobody gets it.
# * Each suit sails twice. The second time, the players swap: whoever built up now builds down.
# * Run out of cards? Watch the other player's card: if it fits your end, grab it before they use it!
# * Eight ships in all: capture more than half of the ships still afloat and you win.

# %% [markdown] tags=["rules"]
# ## Play!
#
# This table waits for you (step pace). Click your stock, then click your card.

# %%
from widgets import beside_the_rules
table = PirateTable(seed=7, pace="stepped", speed="easy")
beside_the_rules(table)    # the rules above, beside the table

# %% [markdown]
# ## A race between computers, replayed from a seed

# %%
from kit.bots import make_bot, play_out
g = kit.new_game("pirate", seed=12, human=-1, speed="medium")
play_out(g, {0: make_bot("pirate", "hard", seed=1, seat=0), 1: make_bot("pirate", "easy", seed=1, seat=1)})
names = ["Hard bot", "Easy bot"]
for e in g.log:
    if e["type"] in ("cut", "capture", "sunk", "game_over"):
        print(f"tick {e['tick']:>5}:", g.describe(e, None, names))

# %% [markdown]
# ## Counting questions
#
# **How many ships do you need to win?** More than half of the ships that have not sunk. If no
# ship sinks, that is 5 of 8. Work out the rest before running the cell!

# %%
from kit.exact import pirate as exact
for sunk, need in exact.ships_to_win_table():
    print(f"{sunk} sunk -> {need} ship{'s' if need != 1 else ''} to win")

# %% [markdown]
# **Which card joins a ship?** If the up end shows a 6 and the down end an 8, only one rank is
# missing. And how often do the two cuts tie, so that the players must cut again?

# %%
print("6 and 8 are joined by a", exact.connector(6, 8))
print("the cuts tie with chance", exact.p_cuts_tie())
ties = sum(len(kit.new_game("pirate", seed=s).cuts) > 1 for s in range(600))
print("in 600 games the first cut tied", ties, "times, about", round(ties / 600, 3))

# %% [markdown]
# ## Things to think about
#
# * 8 ships of 13 cards each: how many cards is that? Why is it exactly the two packs?
# * Why do the players swap directions in the second round of a suit?
# * Can a ship ever be captured by a card from the player who builds the other end?
