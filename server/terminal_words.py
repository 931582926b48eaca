"""What the teacher reads in the terminal, in the class's language (issue 42).

``./hilltop class --lang es`` and ``./hilltop run --lang es`` set ``HILLTOP_LANG`` for the pages;
the terminal speaks the same language (``terminal_language``): server/class_room.py's banner,
warm-up lines and errors, and the ``hilltop`` script's own lines, which it prints with::

    .venv/bin/python -m server.terminal_words NAME [NAME ...] [field=value ...]

(each ``SCRIPT_WORDS[NAME]`` on a line of its own, its ``{fields}`` filled in, in the terminal's
language, on stdout: one Python start for the lines the script says together),
so that every sentence comes from the catalog (kit/locale) and Babel extracts it from here.
"""
from __future__ import annotations

import os
import sys

from kit.words import N_, _, choose, speaking

# The hilltop script's lines for a teacher (cmd_run, take_lang_option).
SCRIPT_WORDS = {
    "run_address": N_("Hilltop arcade: {link}"),
    "run_stop": N_("(Ctrl+C stops the server)"),
    "run_other_port": N_("(port {wanted} is taken: serving on {port} instead)"),
    "run_port_taken": N_("hilltop run: port {port} is taken on 127.0.0.1 (another server, or the arcade already "
                         "running?): stop it, or choose another HILLTOP_PORT"),
    "run_no_options": N_("hilltop run: server/voila_options.py gave no options"),
    "no_such_language": N_("hilltop: --lang takes one of: {codes}"),
}


def terminal_language() -> str:
    """The language the teacher reads the terminal in: the class's (``--lang``, given to the pages as
    ``HILLTOP_LANG``) when Hilltop has it, else English, as for the pages (kit.words.choose)."""
    return choose(None, None, os.environ.get("HILLTOP_LANG"))


def for_the_teacher(message: str, **fields: object) -> str:
    """``message`` (marked with ``N_``) in the terminal's language, its fields filled in (whole numbers
    as the language writes them): a line of the server's log, said in the teacher's language
    whatever the language of the page whose request it is about."""
    from kit.words import number

    with speaking(terminal_language()):
        return _(message).format(**{k: number(v) if isinstance(v, int) else v for k, v in fields.items()})


def system_languages() -> str:
    """The languages this computer's own settings ask for (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``,
    ``LANG``, as gettext reads them), as an Accept-Language header (``es_ES.UTF-8`` -> ``es-es``)."""
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(name, "")
        if value:
            tags = [part.split(".")[0].split("@")[0].replace("_", "-") for part in value.split(":")]
            return ",".join(tag for tag in tags if tag and tag not in ("C", "POSIX"))
    return ""


def say(name: str, fields: dict[str, str], language: str | None = None) -> str:
    """``SCRIPT_WORDS[name]`` in ``language`` (by default the terminal's), its fields filled in."""
    with speaking(language or terminal_language()):
        return _(SCRIPT_WORDS[name]).format(**fields)


def main(argv: list[str]) -> int:
    names = [a for a in argv if "=" not in a]
    fields = dict(a.partition("=")[::2] for a in argv if "=" in a)
    language = None
    if "no_such_language" in names:
        # The --lang the teacher typed is not one Hilltop has, so it cannot say which language to
        # answer in: the one of an earlier --lang, else the computer's own, else English.
        from kit.words import LANGUAGES

        fields["codes"] = " ".join(LANGUAGES)
        language = choose(None, system_languages(), os.environ.get("HILLTOP_LANG"))
    for name in names:
        print(say(name, fields, language))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
