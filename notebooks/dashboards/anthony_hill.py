# ---
# jupyter:
#   hilltop:
#     blurb: Match the top card by suit or by number, and be first to run out!
#     order: 50
#     title: Anthony Hill's game
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

# %%
from widgets.arcade import seed_from_page
from widgets.anthony_hill import AnthonyHillTable
AnthonyHillTable(players=3, seed=seed_from_page(), level="hard", ace_changes_suit=True)
