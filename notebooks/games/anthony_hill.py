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
# # Anthony Hill's game
#
# Everyone gets seven cards. One card lies face up in the middle. On your turn, put down a card that has **the same suit** or **the same number** as the card on top. Can't? Then take one card from the stock, and it's the next player's go. Whoever gets rid of every card first is the winner.

# %%
import kit
kit.cards("7D 9D 7C KS")

# %% [markdown] tags=["rules"]
# If the top card is the 7♦, the 9♦ fits (both diamonds) and so does the 7♣ (both sevens). The K♠ has to wait.
#
# **Extra rule** (`ace_changes_suit=True`): an Ace put down on its own suit lets you choose the next suit.

# %%
from widgets.anthony_hill import AnthonyHillTable
from widgets import beside_the_rules
beside_the_rules(AnthonyHillTable(players=3, seed=1, level="easy", ace_changes_suit=True))    # the rules above, beside the table

# %% [markdown]
# ## Think about it
# - Why might you keep an Ace for later?
# - Is it better to play a suit you hold lots of, or only a few of?
# - With 7 cards, how often do you think you cannot play at all? (The lesson *Can I play?* works it out.)
