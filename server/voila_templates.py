"""Page templates compiled once per server, not once per page (``./hilltop run``).

Voila renders every page with a new nbconvert exporter, and each exporter makes a new Jinja
environment, which compiles the page's templates (Voila's, nbconvert's and ours, about fifteen
files) from source again: most of the 0.26 CPU-seconds the server spent on each page
(``benchmarks/classroom.py`` prints it).  The server runs on one core, so thirty pages opened
together queued behind each other's compiling.

``share_compiled_templates()`` gives every exporter's environment one bytecode cache held in
memory: a template is compiled the first time and loaded from there after.  Jinja checks each
cached entry against the template's source, so a template edited while the server runs is
compiled again.  Called from server/voila_config/voila.py.
"""
from __future__ import annotations

import os

from jinja2 import BytecodeCache

from kit.words import LANGUAGES
from server.page_words import page_words


class MemoryBytecodeCache(BytecodeCache):
    """Compiled templates for the life of the process, by Jinja's key (template name and file)."""

    def __init__(self) -> None:
        self.store: dict[str, bytes] = {}

    def load_bytecode(self, bucket) -> None:
        code = self.store.get(bucket.key)
        if code is not None:
            bucket.bytecode_from_string(code)  # Jinja drops it if the source changed

    def dump_bytecode(self, bucket) -> None:
        self.store[bucket.key] = bucket.bytecode_to_string()


CACHE = MemoryBytecodeCache()


def share_compiled_templates() -> None:
    """Make every nbconvert exporter's Jinja environment use ``CACHE`` (idempotent)."""
    from nbconvert.exporters.templateexporter import TemplateExporter

    original = TemplateExporter._create_environment
    if getattr(original, "hilltop_shared", False):
        return

    def _create_environment(self):
        environment = original(self)
        environment.bytecode_cache = CACHE
        # what the page's lang attribute is chosen from (templates/hilltop/index.html.j2)
        environment.globals["hilltop_languages"] = list(LANGUAGES)
        environment.globals["hilltop_class_language"] = os.environ.get("HILLTOP_LANG", "")
        environment.globals["hilltop_page_words"] = page_words()  # the page script's own words
        return environment

    _create_environment.hilltop_shared = True  # type: ignore[attr-defined]
    setattr(TemplateExporter, "_create_environment", _create_environment)  # a method replaced on purpose
