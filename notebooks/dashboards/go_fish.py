# ---
# jupyter:
#   hilltop:
#     blurb: Ask for cards, collect sets of four, and listen closely!
#     order: 60
#     title: Go Fish
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
from widgets.go_fish import go_fish_dashboard
go_fish_dashboard(seed=seed_from_page())
