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
# # Anarchy
#
# Each player starts with four cards. The next card is turned over and slid under the stock: its suit and its number are **trumps** for the whole game. The first card on the pile has to be a trump.
#
# After that you may put down a trump, a card with the same number as the top card, or a card of the same suit that goes the right way: once the pile starts climbing (↑) you must go higher, once it starts falling (↓) you must go lower. Aces fit both ways. A Jack, Queen or King turns the pile around. No card to play? Draw one. First to get rid of all their cards wins.

# %%
import kit
kit.cards("5H 7H 7C 9C 5C")

# %% [markdown] tags=["rules"]
# With the 5♥ as the trump card: 7♥ starts (a heart is a trump), 7♣ follows (same number), 9♣ goes up, then 5♣ (a trump, because it is a five) sends the pile down.

# %%
from widgets.anarchy import AnarchyTable
from widgets import beside_the_rules
beside_the_rules(AnarchyTable(players=3, seed=1, level="easy"))    # the rules above, beside the table

# %% [markdown]
# ## Think about it
# - How many trumps are there in the pack?
# - When is it smart to play a King?
# - Why save your trumps?
