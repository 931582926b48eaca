# ---
# jupyter:
#   hilltop:
#     blurb: For the teacher. Start any lesson with your class, hold the pace, and see
#       live what the class guessed, found and got wrong.
#     order: 62
#     teacher: true
#     title: Lesson with my class (teacher)
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
from lessons import LESSONS, spec
from classroom.lesson_class import LessonTeacherPanel
LessonTeacherPanel([(name, spec(name).title) for name in LESSONS], spec)
