# ---
# jupyter:
#   hilltop:
#     blurb: Build the ships from both ends and join them first!
#     order: 72
#     title: Pirate
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
from widgets.arcade import length_from_page
from widgets.pirate import pirate_dashboard, seed_from_url
pirate_dashboard(seed=seed_from_url(), pace="realtime", speed="easy", **length_from_page("pirate"))
