# ---
# jupyter:
#   hilltop:
#     blurb: Guess how often 7 cards hold one that fits, then deal and see.
#     order: 52
#     title: 'Lesson: Can I play?'
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
from classroom.class_panels import code_from_page
from classroom.lesson_dashboard import LessonDashboard
from lessons import spec
LessonDashboard(spec("can_i_play"), seed=seed_from_page(), class_code=code_from_page())
