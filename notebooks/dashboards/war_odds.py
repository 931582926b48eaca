# ---
# jupyter:
#   hilltop:
#     blurb: How long does War last? Play thousands of games in a second and watch.
#     order: 40
#     title: War odds
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
from widgets.war_odds import odds_dashboard
odds_dashboard(seed=seed_from_page())
