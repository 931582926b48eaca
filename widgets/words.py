"""Helpers for the words of the pages (kit/words.py holds the catalog): numbers written as the
page's language writes them (a decimal comma in Spanish: "12,5 s")."""
from __future__ import annotations

from kit.words import ENGLISH, PSEUDO, language


def decimal_symbol() -> str:
    """The decimal mark of the page's language ("." in English, "," in Spanish), from Babel."""
    code = language()
    if code in (ENGLISH, PSEUDO):
        return "."
    from babel.numbers import get_decimal_symbol

    return get_decimal_symbol(code)


def decimal(text: str) -> str:
    """``text``, a number already formatted the English way (``f"{x:5.1f}"``), with the page's
    decimal mark (English: unchanged)."""
    mark = decimal_symbol()
    return text if mark == "." else text.replace(".", mark)


def whole(n: int) -> str:
    """A whole number as the page's language groups its digits ("10,000"; Spanish "10.000",
    "1000")."""
    code = language()
    if code in (ENGLISH, PSEUDO):
        return f"{n:,}"
    from babel.numbers import format_decimal

    return format_decimal(n, locale=code)
