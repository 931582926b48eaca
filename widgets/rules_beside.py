"""A game's rules beside its table, in a notebook opened in JupyterLab (or Notebook 7, or Binder).

A game notebook explains the game in its own markdown cells, then draws a table further down.
Playing, a teacher at the board wants both in sight at once, without dragging the notebook into two
panels.  ``beside_the_rules(table)`` puts the notebook's cells tagged ``rules`` in a column of their
own on the table's right (under it when the notebook's column is narrow), scrolling by itself, the
table's own height.

The words stay in one place, the notebook's cells (the teacher edits them there): the kernel reads
the notebook it runs in, which jupyter_server names in ``JPY_SESSION_NAME`` when it starts the
kernel, and shows the tagged cells' markdown in an ``ipywidgets.Output``, so JupyterLab renders them
exactly as it renders the cells above.  Nothing is stored in the notebook (no output is kept: the
widget's state is never saved by the notebooks' git filter).  Where the notebook cannot be found (a
notebook run by a script, a kernel started some other way, a renamed notebook) the table is shown
alone, as before.  The column's look is notebook_look.css's (``.hilltop-with-rules``).
"""
from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Optional

import ipywidgets as W

RULES_TAG = "rules"
WITH_RULES_CLASS = "hilltop-with-rules"
RULES_CLASS = "hilltop-rules"


def this_notebook() -> Optional[Path]:
    """The notebook this kernel runs in, as jupyter_server told the kernel, or None."""
    named = os.environ.get("JPY_SESSION_NAME", "")
    if not named.endswith(".ipynb"):
        return None
    for path in (Path(named), Path.cwd() / Path(named).name):  # absolute, or relative to the root
        if path.is_file():
            return path
    return None


def the_rules(notebook: Optional[Path] = None) -> list[str]:
    """The markdown of every cell of ``notebook`` tagged ``rules``, in order ([] when none)."""
    notebook = notebook or this_notebook()
    if notebook is None:
        return []
    try:
        cells = json.loads(notebook.read_text(encoding="utf-8")).get("cells", [])
    except (OSError, ValueError):
        return []
    found = []
    for cell in cells:
        if cell.get("cell_type") != "markdown" or RULES_TAG not in cell.get("metadata", {}).get("tags", []):
            continue
        source = cell.get("source", "")
        found.append("".join(source) if isinstance(source, list) else str(source))
    return found


def beside_the_rules(table: W.Widget, rules: Optional[list[str]] = None) -> W.Widget:
    """``table`` with the rules beside it (``rules``: markdown; by default the notebook's cells
    tagged ``rules``); the table alone when there are none."""
    rules = the_rules() if rules is None else rules
    if not rules:
        return table
    # (the outputs written as a notebook stores them: no IPython shell is needed to format them)
    words = W.Output(outputs=tuple({"output_type": "display_data", "data": {"text/markdown": text}, "metadata": {}}
                                   for text in rules))
    words.add_class(RULES_CLASS)
    both = W.Box([table, words])
    both.add_class(WITH_RULES_CLASS)
    return both
