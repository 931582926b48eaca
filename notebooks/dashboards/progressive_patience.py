# ---
# jupyter:
#   hilltop:
#     blurb: 'Two packs, one run in the middle: be the first to play all your cards!'
#     order: 82
#     title: Progressive Patience
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
from widgets.arcade import length_from_page, seed_from_page
from widgets.progressive_patience import progressive_patience_dashboard
progressive_patience_dashboard(seed=seed_from_page(), **length_from_page("progressive_patience"))
