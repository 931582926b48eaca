# ---
# jupyter:
#   hilltop:
#     blurb: 'Same cards, different choices: does thinking beat luck in Dictation?'
#     order: 85
#     title: 'Lesson: luck or skill?'
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
LessonDashboard(spec("patience_skill"), seed=seed_from_page(), class_code=code_from_page())
