"""A class experiment, pooled live: every child's results under one class code, on the server.

``kit`` computes; ``widgets`` shows; this package keeps what a whole class found.  A teacher
starts an experiment (one of :data:`EXPERIMENTS`) and gets a short class code; each child types
the code and adds the results of their own games or simulations; everyone watches the class's
tally grow towards the kit's exact (or long-run) answer.

    from class_store import ClassStore, connect
    store = ClassStore()                      # SQLite in the user's data folder, or $HILLTOP_CLASS_DB
    store = connect()                         # what the panels use: the hub's class-results
                                              # service under a hub, else the ClassStore above
    code = store.start("war_length")          # e.g. "KT7-MAP"
    store.add(code, [212, 97, 455])           # a child's three games
    store.tally(code).mean

No names are kept: a result is a number, the time it arrived and, when the caller gives one, a
random token of the page that sent it (``store.add(code, values, child=token)``), which holds one
page to ``MOST_PER_CHILD`` results per experiment.  ``store.since(code, after)`` tells a teacher's
panel what arrived since it last looked.  A database that cannot be read or written raises
``ClassStoreUnavailable`` (a ``ClassDataError``) in plain words; a page gives each batch an id
(``store.add(code, values, child=token, batch=id)``) so a batch sent again counts once, and
``store.check_writes(code)`` tells a teacher's panel whether results can be written just now.

A lesson can be joined the same way (:mod:`class_store.lesson_sessions`): each child's lesson page
sends its guess, its first answers and its results, and the teacher holds the pace.
"""
from .class_experiments import EXPERIMENTS, Experiment
from .hub_client import connect
from .lesson_sessions import LessonFacts, LessonSessions, LessonTally, Pace
from .store import (MOST_PER_CHILD, ChildLimitReached, ClassDataError, ClassStore, ClassStoreUnavailable,
                    NewResults, Tally, default_url, safe_address)

__all__ = ["EXPERIMENTS", "Experiment", "ClassStore", "ClassDataError", "ClassStoreUnavailable", "ChildLimitReached",
           "MOST_PER_CHILD", "NewResults", "Tally", "connect", "default_url", "safe_address",
           "LessonFacts", "LessonSessions", "LessonTally", "Pace"]
