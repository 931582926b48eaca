# ---
# jupyter:
#   hilltop:
#     blurb: 'Two packs, eight suits to build together: hold back what would help the
#       computer!'
#     order: 81
#     title: Conjugal Patience
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
from widgets.conjugal_patience import conjugal_patience_dashboard
conjugal_patience_dashboard(seed=seed_from_page(), **length_from_page("conjugal_patience"))
