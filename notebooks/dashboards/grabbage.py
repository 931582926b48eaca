# ---
# jupyter:
#   hilltop:
#     blurb: 'Everyone at once: build Ace to King before the computer!'
#     order: 71
#     title: Hasty Patience
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
from widgets.grabbage import grabbage_dashboard, seed_from_url
grabbage_dashboard(seed=seed_from_url(), pace="realtime", speed="easy", **length_from_page("grabbage"))
