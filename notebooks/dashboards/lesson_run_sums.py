# ---
# jupyter:
#   hilltop:
#     blurb: 'Turn over two cards: how often do they make 13? Guess, count, then practise
#       adding.'
#     order: 32
#     title: 'Lesson: make 13'
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
LessonDashboard(spec("run_sums", level_from_page()), seed=seed_from_page(), class_code=code_from_page())
