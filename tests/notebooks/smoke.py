# ---
# jupyter:
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

# %% [markdown]
# # Smoke test page (tests only)
# A card button and a kernel-side timer; see `smoke_widget.py`.

# %%
from smoke_widget import SmokeWidget
w = SmokeWidget()
w.start_ticking()
w
