# ---
# jupyter:
#   hilltop:
#     blurb: Flip, battle and go to war! Pure luck, 2 or 3 players.
#     order: 10
#     title: War
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
from widgets.war import war_dashboard
war_dashboard(seed=seed_from_page())
