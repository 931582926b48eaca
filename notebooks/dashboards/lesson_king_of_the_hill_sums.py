# ---
# jupyter:
#   hilltop:
#     blurb: How often do 7 cards hold a sequence? Guess, count, then add up attacks.
#     order: 31
#     title: 'Lesson: adding up attacks'
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
from widgets.arcade import level_from_page, seed_from_page
from classroom.class_panels import code_from_page
from classroom.lesson_dashboard import LessonDashboard
from lessons import spec
LessonDashboard(spec("king_of_the_hill_sums", level_from_page()), seed=seed_from_page(), class_code=code_from_page())
