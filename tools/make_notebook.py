"""Write a notebook from a short Python description, with no stored outputs.

    python tools/make_notebook.py  (imported by the notebook sources in tools/notebooks/)

Notebooks are kept as plain cells here so that they stay small and reviewable; the .ipynb files
in notebooks/ are what Jupyter and Voila open.
"""
import json
from pathlib import Path


def cell(kind: str, text: str) -> dict:
    text = text.strip("\n")
    c = {"cell_type": kind, "metadata": {}, "source": text.splitlines(keepends=True)}
    if kind == "code":
        c.update(execution_count=None, outputs=[])
    return c


def md(text: str) -> dict:
    return cell("markdown", text)


def code(text: str) -> dict:
    return cell("code", text)


def dashboard(module: str, function: str) -> list:
    """A dashboard notebook's one cell: the app from ``widgets.<module>``, dealt with the page's
    ``?seed=`` if it has one."""
    return [code(f"from widgets.arcade import seed_from_page\nfrom widgets.{module} import {function}\n"
                 f"{function}(seed=seed_from_page())")]


def write(path, cells, hilltop: dict | None = None) -> None:
    meta = {
        "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
        "language_info": {"name": "python"},
    }
    if hilltop:
        meta["hilltop"] = hilltop
    nb = {"cells": cells, "metadata": meta, "nbformat": 4, "nbformat_minor": 5}
    for i, c in enumerate(nb["cells"]):
        c["id"] = f"c{i:02d}"
    Path(path).write_text(json.dumps(nb, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
