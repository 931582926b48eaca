"""Playing cards as small immutable values.

A card has a rank and a suit.  Codes are two letters, rank then suit: ``AS`` (Ace of Spades),
``TH`` (Ten of Hearts, ``10H`` is read too), ``JK`` for a Joker.  Reading a code ignores case and
also knows the suit symbols (``10♥``).  ``str(card)`` is what a child reads (``10♥``); ``card.name``
is the long name used for labels and screen readers (``Ten of Hearts``).
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from html import escape
from typing import Any, Callable, Iterable, Optional, Sequence

from .words import N_, _, n_

RANKS = "A23456789TJQK"
SUITS = "SHDC"
JOKER = "JK"

SUIT_SYMBOL = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
# The English words (marked for the catalog with N_); what a child reads passes them through _
# where it is said (Card.name, rank_word, ...), so it comes in the page's language.
SUIT_NAME = {"S": N_("Spades"), "H": N_("Hearts"), "D": N_("Diamonds"), "C": N_("Clubs")}
RANK_NAME = {
    "A": N_("Ace"), "2": N_("Two"), "3": N_("Three"), "4": N_("Four"), "5": N_("Five"), "6": N_("Six"),
    "7": N_("Seven"), "8": N_("Eight"), "9": N_("Nine"), "T": N_("Ten"), "J": N_("Jack"), "Q": N_("Queen"),
    "K": N_("King"),
}
# A card's long name, one message a suit: a language puts the rank and the suit its own way
# ("Jota de tréboles").
CARD_NAME = {"S": N_("{rank} of Spades"), "H": N_("{rank} of Hearts"), "D": N_("{rank} of Diamonds"),
             "C": N_("{rank} of Clubs")}
# The rank with its article, as a sentence says it ("an Ace", "a 7"): a language's articles
# follow the word's gender ("un As", "una Jota").
A_RANK = {
    "A": N_("an Ace"), "2": N_("a 2"), "3": N_("a 3"), "4": N_("a 4"), "5": N_("a 5"), "6": N_("a 6"),
    "7": N_("a 7"), "8": N_("an 8"), "9": N_("a 9"), "T": N_("a 10"), "J": N_("a Jack"), "Q": N_("a Queen"),
    "K": N_("a King"),
}
# The rank with "the", as a sentence names one card: a language's article follows the word's
# gender ("el As", "la Jota", "la Reina", "el Rey"): ``the_card`` reads these.
THE_RANK_NAME = {
    "A": N_("the Ace"), "2": N_("the Two"), "3": N_("the Three"), "4": N_("the Four"), "5": N_("the Five"),
    "6": N_("the Six"), "7": N_("the Seven"), "8": N_("the Eight"), "9": N_("the Nine"), "T": N_("the Ten"),
    "J": N_("the Jack"), "Q": N_("the Queen"), "K": N_("the King"),
}
# The rank with "the" as a sentence says it ("the Ace", "the 7", "the Queen"): ``the_rank``.
THE_RANK = {
    "A": N_("the Ace"), "2": N_("the 2"), "3": N_("the 3"), "4": N_("the 4"), "5": N_("the 5"), "6": N_("the 6"),
    "7": N_("the 7"), "8": N_("the 8"), "9": N_("the 9"), "T": N_("the 10"), "J": N_("the Jack"),
    "Q": N_("the Queen"), "K": N_("the King"),
}
# A rank someone showed ("Sam's Queen"): a language puts the article and the owner its own way
# ("la Reina de Sam", "el 7 de Sam"): ``whose_rank``.
WHOSE_RANK = {
    "A": N_("{name}'s Ace"), "2": N_("{name}'s 2"), "3": N_("{name}'s 3"), "4": N_("{name}'s 4"),
    "5": N_("{name}'s 5"), "6": N_("{name}'s 6"), "7": N_("{name}'s 7"), "8": N_("{name}'s 8"),
    "9": N_("{name}'s 9"), "T": N_("{name}'s 10"), "J": N_("{name}'s Jack"), "Q": N_("{name}'s Queen"),
    "K": N_("{name}'s King"),
}
# The card's sign with "the" ("the Q♥": "la Q♥", since a child reads Q as "Reina"); {suit} is the sign.
THE_SIGN = {
    "A": N_("the A{suit}"), "2": N_("the 2{suit}"), "3": N_("the 3{suit}"), "4": N_("the 4{suit}"),
    "5": N_("the 5{suit}"), "6": N_("the 6{suit}"), "7": N_("the 7{suit}"), "8": N_("the 8{suit}"),
    "9": N_("the 9{suit}"), "T": N_("the 10{suit}"), "J": N_("the J{suit}"), "Q": N_("the Q{suit}"),
    "K": N_("the K{suit}"),
}
# Several cards of a rank, as a sentence counts them ("four Jacks", "7s"): "Jotas", "7", "Reyes".
RANKS_WORD = {
    "A": N_("Aces"), "2": N_("2s"), "3": N_("3s"), "4": N_("4s"), "5": N_("5s"), "6": N_("6s"), "7": N_("7s"),
    "8": N_("8s"), "9": N_("9s"), "T": N_("10s"), "J": N_("Jacks"), "Q": N_("Queens"), "K": N_("Kings"),
}
JOKER_NAME = N_("Joker")
THE_JOKER = N_("the Joker")
RANK_SHORT = {r: ("10" if r == "T" else r) for r in RANKS}
# The rank as it is said in a sentence: "Ace", "2" ... "10", "Jack", "Queen", "King".
RANK_WORD = {r: (RANK_NAME[r] if r in "AJQK" else RANK_SHORT[r]) for r in RANKS}
# Plural rank words for sentences such as "Do you have any Sevens?".
RANK_PLURAL = {r: (n + "es" if n == "Six" else n + "s") for r, n in RANK_NAME.items()}

_LOW = {r: i + 1 for i, r in enumerate(RANKS)} | {JOKER: 0}
_HIGH = {r: (14 if r == "A" else v) for r, v in _LOW.items()}
_SYMBOL_TO_SUIT = {"♠": "S", "♤": "S", "♥": "H", "♡": "H", "♦": "D", "♢": "D", "♣": "C", "♧": "C"}


def shown(value: Any, most: int = 40) -> str:
    """``value`` as a message may repeat it (its ``repr``), or a few words about it when it is too
    long to repeat: a message never echoes a huge input back."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 128:
        return "a number too long to repeat"
    if isinstance(value, (str, bytes)) and len(value) > most:
        return f"a text of {len(value):,} characters"
    if isinstance(value, (list, tuple, dict)) and len(value) > 8:
        return f"a {type(value).__name__} of {len(value):,} items"
    try:
        text = repr(value)
    except (ValueError, RecursionError):
        return f"a {type(value).__name__} too big to repeat"
    return text if len(text) <= most else f"a {type(value).__name__} too long to repeat"


@dataclass(frozen=True, slots=True)
class Card:
    """One playing card.  ``rank`` is a letter of ``RANKS`` and ``suit`` one of ``SUITS``;
    a Joker has rank ``"JK"`` and no suit (``""``).

    ``code`` is the two-letter code, e.g. ``TH`` (``JK`` for a Joker), and ``high`` the rank in
    the HIGH order 2 < ... < 10 < J < Q < K < A, as 2..14 (Joker 0).  Both are worked out once,
    when the card is made: simulations read them millions of times.  They take no part in
    comparing cards (a card is its rank and suit)."""

    rank: str
    suit: str
    code: str = field(init=False, repr=False, compare=False)
    high: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.rank == JOKER:
            if self.suit:
                raise ValueError("a Joker has no suit")
        elif self.rank not in RANKS or len(self.rank) != 1:
            raise ValueError(f"{self.rank!r} is not a rank; ranks are A 2 3 4 5 6 7 8 9 10 J Q K")
        elif self.suit not in SUITS or len(self.suit) != 1:
            raise ValueError(f"{self.suit!r} is not a suit; suits are S H D C (or ♠ ♥ ♦ ♣)")
        object.__setattr__(self, "code", self.rank + self.suit)
        object.__setattr__(self, "high", _HIGH[self.rank])

    # --- reading and writing -------------------------------------------------------------
    @classmethod
    def parse(cls, text: "str | Card") -> "Card":
        """Read a card code such as ``AS``, ``10h``, ``T♥``, ``q♣`` or ``JK`` (Joker)."""
        if isinstance(text, Card):
            return text
        if not isinstance(text, str):
            raise ValueError(f"a card code must be text like 'AS' or '10♥', not {shown(text)}")
        s = text.strip().upper()
        if s in ("JK", "JOKER", "🃏"):
            return cls(JOKER, "")
        if len(s) >= 2 and s[-1] in _SYMBOL_TO_SUIT:
            s = s[:-1] + _SYMBOL_TO_SUIT[s[-1]]
        rank, suit = s[:-1], s[-1:]
        if rank == "10":
            rank = "T"
        if len(s) < 2 or rank not in RANKS or len(rank) != 1 or suit not in SUITS:
            raise ValueError(
                f"{shown(text)} is not a card: write the rank (A 2-10 J Q K) then the suit "
                "(S H D C or ♠ ♥ ♦ ♣), like 'AS', '10H' or 'Q♣'; a Joker is 'JK'"
            )
        return cls(rank, suit)

    @property
    def is_joker(self) -> bool:
        return self.rank == JOKER

    @property
    def name(self) -> str:
        """Long name for labels and screen readers: ``Ten of Hearts``."""
        if self.is_joker:
            return _(JOKER_NAME)
        return _(CARD_NAME[self.suit]).format(rank=_(RANK_NAME[self.rank]))

    @property
    def rank_name(self) -> str:
        return _(JOKER_NAME if self.is_joker else RANK_NAME[self.rank])

    def __str__(self) -> str:
        if self.is_joker:
            return _(JOKER_NAME)
        return RANK_SHORT[self.rank] + SUIT_SYMBOL[self.suit]

    def __repr__(self) -> str:
        return f"Card({self.code!r})"

    # --- values used by the rules ----------------------------------------------------------
    @property
    def low(self) -> int:
        """Rank in the LOW order A < 2 < ... < K, as 1..13 (Joker 0)."""
        return _LOW[self.rank]

    @property
    def is_red(self) -> bool:
        return self.suit in ("H", "D")

    def _repr_svg_(self) -> str:
        return card_svg(self)


def rank_word(rank: "str | int") -> str:
    """``"Ace"``, ``"2"`` ... ``"10"``, ``"Jack"``, ``"Queen"``, ``"King"``, from a rank letter
    (``"A"``, ``"T"`` or ``"10"``) or a number in the LOW order (1 to 13) or the HIGH one (14: Ace)."""
    word = RANK_WORD[_rank_letter(rank)]
    return _(word)


def a_rank(rank: "str | int") -> str:
    """The rank with "a" or "an" before it: "an Ace", "a 7", "an 8", "a Queen"."""
    words = A_RANK[_rank_letter(rank)]
    return _(words)


def the_card(card: "str | Card", named: bool = False) -> str:
    """The card with "the" before it, as a sentence names it: ``the 7♥``, ``the Q♣`` (``named``:
    ``the Queen of Clubs``).  In Spanish the article follows the rank's gender: ``el 7♥``,
    ``la Q♣``, ``la Reina de tréboles``, ``el As de picas``."""
    c = Card.parse(card)
    if c.is_joker:
        return _(THE_JOKER)
    if named:
        return _(CARD_NAME[c.suit]).format(rank=_(THE_RANK_NAME[c.rank]))
    return _(THE_SIGN[c.rank]).format(suit=SUIT_SYMBOL[c.suit])


def the_rank(rank: "str | int") -> str:
    """The rank with "the" before it: "the Ace", "the 7", "the Queen" ("el As", "el 7", "la Reina")."""
    return _(THE_RANK[_rank_letter(rank)])


def whose_rank(rank: "str | int", name: str) -> str:
    """The rank a seat showed, with its owner's ``name``: "Sam's Queen" ("la Reina de Sam")."""
    return _(WHOSE_RANK[_rank_letter(rank)]).format(name=name)


def ranks_word(rank: "str | int") -> str:
    """Several cards of one rank, as a sentence counts them: ``Aces``, ``7s``, ``Jacks``."""
    return _(RANKS_WORD[_rank_letter(rank)])


# ranks_counted's messages, a pair a rank (written out whole, so the catalog's extraction finds them)
_RANKS_COUNTED: dict[str, Callable[[int], str]] = {
    "A": lambda n: n_("Aces ({n})", "Aces ({n})", n), "2": lambda n: n_("2s ({n})", "2s ({n})", n),
    "3": lambda n: n_("3s ({n})", "3s ({n})", n), "4": lambda n: n_("4s ({n})", "4s ({n})", n),
    "5": lambda n: n_("5s ({n})", "5s ({n})", n), "6": lambda n: n_("6s ({n})", "6s ({n})", n),
    "7": lambda n: n_("7s ({n})", "7s ({n})", n), "8": lambda n: n_("8s ({n})", "8s ({n})", n),
    "9": lambda n: n_("9s ({n})", "9s ({n})", n), "T": lambda n: n_("10s ({n})", "10s ({n})", n),
    "J": lambda n: n_("Jacks ({n})", "Jacks ({n})", n), "Q": lambda n: n_("Queens ({n})", "Queens ({n})", n),
    "K": lambda n: n_("Kings ({n})", "Kings ({n})", n),
}


def ranks_counted(rank: "str | int", n: int) -> str:
    """A pile of ``n`` cards of one rank, named with its count as a label: ``Kings (3)``; the
    noun takes the form the count needs in the page's language ("Rey (1)", "Reyes (3)").  English
    keeps its one form for every count (the singular and plural messages are the same), so an
    English page reads as it always has.  One message per rank: a language's noun is its own."""
    return _RANKS_COUNTED[_rank_letter(rank)](n).format(n=n)


def _rank_letter(rank: "str | int") -> str:
    if isinstance(rank, int):
        return RANKS[(rank - 1) % 13]
    return "T" if rank == "10" else rank


def card(text: "str | Card") -> Card:
    """Shorthand for :meth:`Card.parse`."""
    return Card.parse(text)


def cards(text: "str | Iterable[str | Card]") -> "CardRow":
    """Read several cards: ``cards("AS 10H Q♣")`` or ``cards(["AS", "TH"])``."""
    items = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    return CardRow(Card.parse(c) for c in items)


class CardRow(tuple[Any, ...]):
    """A tuple of cards that shows itself as a row of card pictures in a notebook."""

    def __str__(self) -> str:
        return " ".join(str(c) for c in self)

    def __repr__(self) -> str:
        return f"cards({' '.join(c.code for c in self)!r})"

    @property
    def codes(self) -> list[str]:
        return [c.code for c in self]

    def _repr_svg_(self) -> str:
        return row_svg(self)


def standard_deck() -> CardRow:
    """The 52 cards, suit by suit (♠ ♥ ♦ ♣), Ace to King."""
    return _STANDARD_DECK  # made once: cards and rows of them cannot change, so all can share it


_STANDARD_DECK = CardRow(Card(r, s) for s in SUITS for r in RANKS)


def make_deck(packs: int = 1, jokers: int = 0) -> CardRow:
    """``packs`` full packs one after the other, then ``jokers`` Jokers."""
    if packs < 1 or jokers < 0:
        raise ValueError("a deck needs at least one pack and no negative number of Jokers")
    return CardRow(list(standard_deck()) * packs + [Card(JOKER, "")] * jokers)


def check_deck(codes: Sequence[Any], expected: Sequence[Card]) -> list[Card]:
    """Read a stacked deck (card codes, top card first) and check it is exactly ``expected`` as a
    multiset.  Raises ``ValueError`` saying what is wrong: unknown codes, wrong size, repeats or
    missing cards."""
    if isinstance(codes, (str, bytes)) or not isinstance(codes, Sequence):
        raise ValueError("a stacked deck is a list of card codes, top card first, like ['AS', '10H', ...]")
    out = []
    for i, c in enumerate(codes):
        try:
            out.append(Card.parse(c))
        except ValueError as e:
            raise ValueError(f"stacked deck, card number {i + 1}: {e}") from None
    if len(out) != len(expected):
        raise ValueError(f"a stacked deck for this game needs {len(expected)} cards, this one has {len(out)}")
    have, want = Counter(out), Counter(expected)
    if have != want:
        extra = sorted((have - want).elements(), key=_order)
        missing = sorted((want - have).elements(), key=_order)
        parts = []
        if extra:
            parts.append("too many of " + ", ".join(str(c) for c in extra))
        if missing:
            parts.append("missing " + ", ".join(str(c) for c in missing))
        raise ValueError("the stacked deck is not a proper deck: " + "; ".join(parts))
    return out


def _order(c: Card) -> tuple[Any, ...]:
    return (SUITS.index(c.suit) if c.suit else 9, c.low)


# --------------------------------------------------------------------------------------------
# Pictures: card pictures as SVG text, drawn by our own code (no card art from elsewhere).  Used
# by ``_repr_svg_`` above, so cards show in a notebook without widgets, and by the widgets (as
# ``kit.svg``), so a card looks the same everywhere.  Every card picture carries ``data-card`` (its
# code, or ``back``) and an ``aria-label`` with its long name.  Nothing here prints or knows about
# a screen: it only builds text.
# --------------------------------------------------------------------------------------------
WIDTH, HEIGHT = 72, 100  # the drawing's own units; `width=` scales the picture

COLOURS = {"S": "#1b1b1b", "H": "#c62828", "D": "#c62828", "C": "#1b1b1b"}
FOUR_COLOURS = {"S": "#1b1b1b", "H": "#c62828", "D": "#1565c0", "C": "#2e7d32"}
BACK_LABEL = N_("face-down card")


def _colour(card: Card, four_colour: bool) -> str:
    return (FOUR_COLOURS if four_colour else COLOURS)[card.suit]


def _corner(rank: str, symbol: str, colour: str, name: str) -> str:
    """The rank and suit of a corner, defined once as ``name`` and drawn with ``<use>`` in the top
    left corner and, turned round, in the bottom right one (and the rank, large, in the middle of
    a picture card).  The picture's words are the card's name (its ``aria-label``), not letters
    and signs read one by one: a clickable card is named by its button, in words that hold what
    it shows ("Play the 7 of Hearts")."""
    return (
        f'<defs><g id="{name}"><text id="{name}-rank" x="7" y="17" font-size="15" font-weight="700" '
        f'text-anchor="middle" font-family="Verdana,Arial,sans-serif" fill="{colour}" '
        f'textLength="{12 if len(rank) == 2 else 9}" lengthAdjust="spacingAndGlyphs" '
        f'transform="translate(2,0)">{rank}</text>'
        f'<text x="9" y="31" font-size="13" text-anchor="middle" fill="{colour}">{symbol}</text></g></defs>'
        f'<use href="#{name}"/>'
    )


def _face(card: Card, four_colour: bool) -> str:
    colour = _colour(card, four_colour)
    rank, symbol = RANK_SHORT[card.rank], SUIT_SYMBOL[card.suit]
    name = f"hilltop-{card.code}-{colour.lstrip('#')}"  # the same picture, the same name
    parts = [_corner(rank, symbol, colour, name),
             f'<use href="#{name}" transform="rotate(180 {WIDTH / 2} {HEIGHT / 2})"/>']
    if card.rank in "JQK":
        parts.append(
            f'<rect x="17" y="24" width="38" height="52" rx="4" fill="none" stroke="{colour}" stroke-width="1.5"/>'
            f'<use href="#{name}-rank" transform="translate(36 55) scale(1.8) translate(-9 -17)"/>'
            f'<text x="36" y="71" font-size="13" text-anchor="middle" fill="{colour}">{symbol}</text>'
        )
    else:
        size = 40 if card.rank == "A" else 30
        parts.append(
            f'<text x="36" y="{50 + size * 0.36:.0f}" font-size="{size}" text-anchor="middle" fill="{colour}">{symbol}</text>'
        )
    return "".join(parts)


def _joker() -> str:
    return (
        '<text x="36" y="58" font-size="34" text-anchor="middle" fill="#6a1b9a">★</text>'
        '<text x="36" y="84" font-size="11" font-weight="700" text-anchor="middle" '
        'font-family="Verdana,Arial,sans-serif" fill="#6a1b9a" letter-spacing="1">JOKER</text>'
        '<text x="10" y="18" font-size="12" font-weight="700" fill="#6a1b9a">★</text>'
    )


def _back() -> str:
    lines = "".join(
        f'<line x1="{x}" y1="8" x2="{x + 56}" y2="92" stroke="#90caf9" stroke-width="1" opacity="0.6"/>'
        f'<line x1="{x + 56}" y1="8" x2="{x}" y2="92" stroke="#90caf9" stroke-width="1" opacity="0.6"/>'
        for x in range(-40, 64, 10)
    )
    return (
        '<rect x="6" y="6" width="60" height="88" rx="4" fill="#1e4fa3"/>'
        f'<svg x="6" y="6" width="60" height="88" viewBox="6 6 60 88">{lines}</svg>'
        '<rect x="6" y="6" width="60" height="88" rx="4" fill="none" stroke="#e3f2fd" stroke-width="2"/>'
    )


def card_svg(card: Optional[Card], *, four_colour: bool = False, width: int = WIDTH,
             highlight: bool = False) -> str:
    """One card as a standalone ``<svg>`` element.  ``card=None`` draws a face-down card (its
    back), which carries no information about the card underneath.

    A screen reader reads the card once, by its name in words (``aria-label``): the drawing is
    hidden from it (its letters and signs would be read as well, "J ♣ ♣"), and there is no
    ``<title>`` (Chrome reads a title beside an aria-label as a description: the name twice)."""
    height = round(width * HEIGHT / WIDTH)
    if card is None:
        code, label, body = "back", _(BACK_LABEL), _back()
    else:
        card = Card.parse(card)
        code, label = card.code, card.name
        body = _joker() if card.is_joker else _face(card, four_colour)
    edge = "#f9a825" if highlight else "#9e9e9e"
    edge_width = 4 if highlight else 1.2
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="hilltop-card" width="{width}" height="{height}" '
        f'viewBox="0 0 {WIDTH} {HEIGHT}" role="img" data-card="{code}" aria-label="{escape(label)}">'
        f'<g aria-hidden="true"><rect x="1" y="1" width="{WIDTH - 2}" height="{HEIGHT - 2}" rx="7" fill="#ffffff" '
        f'stroke="{edge}" stroke-width="{edge_width}"/>{body}</g></svg>'
    )


def row_svg(cards: Iterable[Optional[Card]], *, four_colour: bool = False, width: int = WIDTH,
            overlap: float = 0.0) -> str:
    """Several cards side by side in one ``<svg>``; ``overlap`` (0..0.8) fans them."""
    items = list(cards)
    height = round(width * HEIGHT / WIDTH)
    step = width * (1 - max(0.0, min(overlap, 0.8))) + (0 if overlap else 6)
    total = max(width, round(step * (len(items) - 1) + width)) if items else width
    inner = "".join(
        card_svg(c, four_colour=four_colour, width=width).replace("<svg ", f'<svg x="{i * step:.1f}" y="0" ', 1)
        for i, c in enumerate(items)
    )
    label = ", ".join(_(BACK_LABEL) if c is None else Card.parse(c).name for c in items) or _("no cards")
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{total}" height="{height}" role="group" '
        f'aria-label="{escape(label)}">{inner}</svg>'
    )
