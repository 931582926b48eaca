# ---
# jupyter:
#   hilltop:
#     blurb: 'Go Fish for detectives: ask for one exact card.'
#     order: 61
#     title: Authors
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
from widgets.go_fish import authors_dashboard
authors_dashboard(seed=seed_from_page())
