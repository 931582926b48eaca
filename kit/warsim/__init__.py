"""War played many games at a time, for the lessons: batched simulators beside the one-game engine.

``two``     two-player games with numpy, all at once (``simulate``)
``three``   three-player games (``simulate3``)
``chunks``  either of them in chunks, so a chart can grow while the games are played

Each agrees with ``kit.games.war`` game for game on the same deals (tests/test_warsim*.py);
``kit.exact.war`` has the exact answers the simulations approach.
"""
from .two import simulate
from .three import simulate3

__all__ = ["simulate", "simulate3"]
