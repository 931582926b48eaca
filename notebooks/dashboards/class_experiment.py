# ---
# jupyter:
#   hilltop:
#     blurb: Your teacher gives you a code. Add your games to the whole class's results.
#     order: 60
#     title: Class experiment
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
from classroom.class_panels import ChildPanel, code_from_page
ChildPanel(code=code_from_page())
