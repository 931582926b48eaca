# ---
# jupyter:
#   hilltop:
#     blurb: For the teacher. Start an experiment, give out its code, and watch the
#       class's results grow.
#     order: 61
#     teacher: true
#     title: Class experiment (teacher)
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
from classroom.class_panels import TeacherPanel
TeacherPanel()
