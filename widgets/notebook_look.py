"""A notebook's table looks and reads as a dashboard's does.

The dashboards get their page-wide standard from the arcade's page template (server/jupyter/voila/
templates/hilltop/index.html.j2): darker button colours (each at least 4.5:1 with white words), a
thick focus ring, sliders named by their own words, the table in the middle of the column.  A
notebook opened in JupyterLab (or the classic notebook, or Binder's JupyterLab) has no such
template, so each table carries the same standard with it: ``NotebookLook``, an empty anywidget
put at the foot of every table (widgets/table.py) and of a replay (widgets/replay.py), brings
notebook_look.css (the page's rules, for a page that is not Voila's: ``body:not([data-voila])``)
and notebook_look.js (names each slider of a table by its label).  On a Voila page the
template's rules apply and these stay out of the way.
"""
from __future__ import annotations

from pathlib import Path

import anywidget
import ipywidgets as W

HERE = Path(__file__).parent
TABLE_CLASS = "hilltop-table"  # every table and replay carries it: the rules are scoped to it


class NotebookLook(anywidget.AnyWidget):
    _esm = HERE / "notebook_look.js"
    _css = HERE / "notebook_look.css"

    def __init__(self) -> None:
        super().__init__(layout=W.Layout(display="none"))
