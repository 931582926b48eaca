# ---
# jupyter:
#   hilltop:
#     blurb: Win piles with secret attacks and add up your cards. Take the top!
#     order: 30
#     title: King of the Hill
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
from widgets.king_of_the_hill import king_of_the_hill_dashboard
king_of_the_hill_dashboard(seed=seed_from_page())
