"""Every question a child can be asked, found where it is made, not from a list kept by hand.

* **Importable makers** (cheap, no kernel): every module of the ``lessons`` package (when it
  exists) and of ``widgets`` is imported; a module-level function of it that takes no argument
  and says it returns a Question, a list of them or a LessonSpec is called (a spec gives its
  practice questions), and one that takes a single ``rng`` is a maker, asked for a fresh
  question with many seeds.  So the dashboards' practice and the seeded makers are found
  wherever the lessons keep them.
* **Notebooks** (slow: each is run in a kernel by ``lesson_runner``): every lesson and game
  notebook that makes a Quiz; the questions it asks, and any maker it hands to a Quiz, sampled
  with many seeds.
"""
from __future__ import annotations

import importlib
import inspect
import pkgutil
from pathlib import Path
from typing import Any, Callable, Iterator

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("lessons", "widgets")
SEEDS = 40          # fresh questions asked of every seeded maker


def modules() -> Iterator[Any]:
    for package in PACKAGES:
        try:
            pkg = importlib.import_module(package)
        except ModuleNotFoundError:
            continue                            # `lessons/` before it exists
        yield pkg
        for info in pkgutil.iter_modules(pkg.__path__, prefix=f"{package}."):
            yield importlib.import_module(info.name)


def _says_it_asks(fn: Callable) -> bool:
    ret = fn.__annotations__.get("return")
    return isinstance(ret, str) and ("Question" in ret or "LessonSpec" in ret) or (
        ret is not None and not isinstance(ret, str) and "Question" in repr(ret))


def _is_maker(fn: Callable) -> bool:
    params = list(inspect.signature(fn).parameters)
    return params == ["rng"]


def questions_of(value: Any) -> list:
    """The Questions a Quiz source (one, a list, a spec's practice) holds; makers are sampled."""
    from widgets.lesson import LessonSpec
    from widgets.quiz import Question

    if isinstance(value, LessonSpec):
        value = value.practise
    if isinstance(value, Question):
        return [value]
    if isinstance(value, (list, tuple)):
        return [q for v in value for q in questions_of(v)]
    if callable(value):
        return sample(value)
    return []


def sample(maker: Callable, seeds: int = SEEDS) -> list:
    from widgets.quiz import Question

    rng = np.random.default_rng(0)
    out = [maker(rng) for _ in range(seeds)]
    return [q for q in out if isinstance(q, Question)]


def importable() -> list[tuple[str, Any]]:
    """(where, question) for every question the importable makers make, each prompt and answer once."""
    from widgets.quiz import Question

    found: list[tuple[str, Any]] = []
    for module in modules():
        for name, value in vars(module).items():
            where = f"{module.__name__}.{name}"
            if isinstance(value, Question) or (isinstance(value, (list, tuple)) and value
                                               and all(isinstance(v, Question) for v in value)):
                found += [(where, q) for q in questions_of(value)]
            elif inspect.isfunction(value) and value.__module__ == module.__name__ and not name.startswith("_"):
                if _is_maker(value):
                    found += [(where, q) for q in sample(value)]
                elif not inspect.signature(value).parameters and _says_it_asks(value):
                    found += [(where, q) for q in questions_of(value())]
    return unique(found)


def unique(found):
    seen, out = set(), []
    for where, q in found:
        key = (q.prompt, repr(q.answer))
        if key not in seen:
            seen.add(key)
            out.append((where, q))
    return out


def notebooks() -> list[Path]:
    """Every lesson and game notebook that makes a Quiz."""
    return sorted(p.with_suffix(".ipynb") for folder in ("lessons", "games")
                  for p in (ROOT / "notebooks" / folder).glob("*.py") if "Quiz(" in p.read_text(encoding="utf-8"))


def asked_in(notebook: Path) -> list[tuple[str, Any]]:
    """(where, question) for every question the notebook's quizzes ask when it is run, with its
    makers sampled."""
    from lesson_runner import question_of, quizzes, run_lesson

    found: list[tuple[str, Any]] = []
    for record in quizzes(run_lesson(str(notebook))):
        where = f"{notebook.stem} cell {record['cell']}"
        maker = record.get("maker")
        if maker and ":" in maker and "<" not in maker:
            module, _, qualname = maker.partition(":")
            fn: Any = importlib.import_module(module)
            for part in qualname.split("."):
                fn = getattr(fn, part)
            found += [(where, q) for q in sample(fn)]
        else:
            found.append((where, question_of(record)))
    return unique(found)
