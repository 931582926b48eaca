# ---
# jupyter:
#   hilltop:
#     blurb: A real race! Play one up or one down before the computer does.
#     order: 70
#     title: Spit
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
from widgets.spit import seed_from_url, spit_dashboard
spit_dashboard(seed=seed_from_url(), pace="realtime", speed="easy", **length_from_page("spit"))
