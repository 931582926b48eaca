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
# # Authors
#
# Authors is Go Fish for detectives. You still collect sets of four cards of the same rank, but
# instead of asking for a rank you must ask for **one exact card**: *"Do you have the Seven of
# Hearts?"*
#
# ## How it differs from Go Fish
#
# * You may ask for a card only if you hold at least one card of its rank, and you must **not**
#   hold that exact card yourself. If you hold the 7♠ and the 7♦, you can ask for the 7♣ or the 7♥.
# * If the player has the card, they hand it over and you ask again. If not, it's "Go fish!" and
#   the turn passes to the player you asked, just like in Go Fish.
# * Everything else is the same: the deal (with a pond), the sets, and how to win.

# %%
import kit
kit.cards("7S 7D")      # holding these, you may ask for 7♣ or 7♥, and nothing else among the 7s

# %% [markdown] tags=["rules"]
# ## Be a detective
#
# Every question tells you something. If Kim asks Sam for the Queen of Diamonds and gets it, then
# Kim must have had another Queen already, so Kim now holds at least **two** Queens. The hard
# computer players use clues like this!
#
# ## Play!
#
# Click a player, then click the card you want to ask them for.

# %%
from widgets.go_fish import AuthorsTable
from widgets import beside_the_rules
beside_the_rules(AuthorsTable(players=3, seed=3))    # the rules above, beside the table

# %% [markdown]
# ### Other ways to play
#
# * `deal_all=True`: the old way: every card is dealt, there is no pond, and a wrong question just
#   passes the turn to the player you asked.
# * `lucky_draw_continues=True`: fishing the very card you asked for lets you go on.
# * `level="hard"`: computer players that remember every question and answer.

# %%
AuthorsTable(players=4, seed=5, deal_all=True, level="hard")

# %% [markdown]
# ## Questions to think about
#
# 1. You hold two Kings. How many different questions about Kings could you ask with 2 other players?
# 2. Why is a question in Authors less likely to succeed than one in Go Fish?
# 3. Kim asked you for the Jack of Spades. Which card could Kim certainly **not** be holding?
