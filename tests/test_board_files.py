"""The board's page code and style are the files widgets/board.js and widgets/board.css, given to
anywidget as paths: a developer running Jupyter with ``ANYWIDGET_HMR=1`` (and ``watchfiles``)
from a checkout sees an edit on the open board at once, and the files ship with the package."""
import fnmatch
from pathlib import Path

import pytest
from anywidget._file_contents import FileContents

from widgets.board import Board

ROOT = Path(__file__).resolve().parent.parent


def test_page_code_and_style_are_the_files_themselves():
    for key, name in (("_esm", "board.js"), ("_css", "board.css")):
        given = Board.__dict__[key]
        assert isinstance(given, FileContents), f"{key} should be given as a path"
        path = ROOT / "widgets" / name
        assert Path(given._path) == path  # noqa: SLF001 - anywidget keeps the path it watches
        assert getattr(Board(), key) == path.read_text(encoding="utf-8")  # what the page receives


def test_the_files_ship_with_the_package():
    tomllib = pytest.importorskip("tomllib")  # Python 3.11 and later
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = config["tool"]["setuptools"]["package-data"]["widgets"]
    for name in ("board.js", "board.css"):
        assert any(fnmatch.fnmatch(name, p) for p in patterns), f"{name} is not in the package data"
