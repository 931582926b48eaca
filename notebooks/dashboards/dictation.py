# ---
# jupyter:
#   hilltop:
#     blurb: 'Everyone gets the same cards: who builds the most?'
#     order: 80
#     title: Dictation
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
from widgets.dictation import dictation_dashboard
dictation_dashboard(seed=seed_from_page())
