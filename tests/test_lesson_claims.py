"""Claims the lessons and the start page make to children and teachers, checked against the kit
and the folders (each test here failed on the text it replaced)."""
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
LESSONS = sorted((NOTEBOOKS / "lessons").glob("*.py"))


def text_of(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def markdown_of(path: Path) -> str:
    """The prose of a percent-format notebook: its markdown cells, without the comment marks."""
    cells = re.split(r"^# %%", text_of(path), flags=re.M)
    md = [c for c in cells if c.startswith(" [markdown]")]
    return "\n".join(re.sub(r"^# ?", "", line) for c in md for line in c.splitlines()[1:])


# -- the start page -------------------------------------------------------------------------------
def test_the_start_page_does_not_promise_a_lesson_for_every_game():
    prose = " ".join(markdown_of(NOTEBOOKS / "00_start_here.py").split())
    assert not re.search(r"every game comes[^.]*lesson", prose, flags=re.I | re.S), prose[:400]


def test_the_start_page_lists_every_lesson():
    prose = markdown_of(NOTEBOOKS / "00_start_here.py")
    listed = set(re.findall(r"\(lessons/(\w+)\.ipynb\)", prose))
    assert listed == {p.stem for p in LESSONS}
