# ---
# jupyter:
#   hilltop:
#     blurb: Trumps, a pile that goes up or down, and kings that turn it around.
#     order: 51
#     title: Anarchy
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
from widgets.anarchy import AnarchyTable
AnarchyTable(players=3, seed=seed_from_page(), level="hard")
