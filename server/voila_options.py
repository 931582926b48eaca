"""The command-line options ``./hilltop run`` starts Voila with: one list, read by the ``hilltop``
script (``python -m server.voila_options`` prints them, one a line), by the tests' Voila servers
(tests/conftest.py) and by benchmarks/classroom.py, so all three serve exactly what children get.
The rest of the server's settings are in server/voila_config/voila.py, which the last option loads
(options given on the command line win over it: the tests shorten timeouts that way).
"""
from __future__ import annotations

VOILA_OPTIONS: tuple[str, ...] = (
    "--no-browser",
    "--Voila.ip=127.0.0.1",  # this computer only: `./hilltop class` serves a class on the room's network
    "--Voila.config_file_paths=server/voila_config",  # relative: the server runs from the repository root
)


def voila_options(**overrides: object) -> list[str]:
    """``VOILA_OPTIONS``, each ``Class__trait=value`` in ``overrides`` replacing or adding
    ``--Class.trait=value``: ``voila_options(MappingKernelManager__cull_interval=1)`` ends with
    ``--MappingKernelManager.cull_interval=1``."""
    options = list(VOILA_OPTIONS)
    for key, value in overrides.items():
        flag = "--" + key.replace("__", ".")
        options = [o for o in options if not o.startswith(flag + "=")] + [f"{flag}={value}"]
    return options


if __name__ == "__main__":
    print("\n".join(VOILA_OPTIONS))
