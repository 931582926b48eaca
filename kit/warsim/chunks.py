"""War figures a page can show while they fill in: two- or three-player games played a chunk at a
time by the batched simulators (``kit.warsim`` for two players, ``kit.warsim.three`` for three).

It sits above both simulators so that neither has to know the other."""

from __future__ import annotations

from typing import Any, Iterator

import numpy as np

from .two import check_options as check_two_player_options, simulate
from .three import check_options as check_three_player_options, simulate3


def simulate_in_chunks(games: int, chunk: int = 2000, seed: int = 0, players: int = 2,
                       **options: Any) -> Iterator[dict[str, Any]]:
    """Yield the figures of ``games`` games ``chunk`` at a time (the last chunk may be smaller),
    so a page can show the results filling in.  Chunk k is seeded from (seed, k): the same call
    always gives the same figures.  ``players=3`` plays three-player games (``kit.warsim.three``)."""
    if isinstance(players, bool) or players not in (2, 3):
        raise ValueError(f"the War simulators play 2 or 3 players, not {players!r}")
    if players == 3:
        check_three_player_options(options)
        play = simulate3
    else:
        check_two_player_options(options)
        play = simulate
    if isinstance(chunk, bool) or not isinstance(chunk, int) or chunk < 1:
        raise ValueError(f"the chunk size must be a whole number 1 or more, not {chunk!r}")
    done, k = 0, 0
    while done < games:
        size = min(chunk, games - done)
        yield play(size, seed=int(np.random.SeedSequence([seed, k]).generate_state(1)[0]), **options)
        done, k = done + size, k + 1
