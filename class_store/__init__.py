"""A class experiment, pooled live: every child's results under one class code, on the server.

``kit`` computes; ``widgets`` shows; this package keeps what a whole class found.  A teacher
starts an experiment (one of :data:`EXPERIMENTS`) and gets a short class code; each child types
the code and adds the results of their own games or simulations; everyone watches the class's
tally grow towards the kit's exact (or long-run) answer.

    from class_store import ClassStore
    store = ClassStore()                      # SQLite in the user's data folder, or $HILLTOP_CLASS_DB
    code = store.start("war_length")          # e.g. "KT7-MAP"
    store.add(code, [212, 97, 455])           # a child's three games
    store.tally(code).mean

No names are kept: a result is a number and the time it arrived.
"""
from .class_experiments import EXPERIMENTS, Experiment
from .store import ClassDataError, ClassStore, Tally, default_url

__all__ = ["EXPERIMENTS", "Experiment", "ClassStore", "ClassDataError", "Tally", "default_url"]
