"""The one contract every Hilltop game keeps (see docs/design.md).

A game is a class derived from :class:`Game`.  Its module reads like its rules; this module holds
everything the games share: options and their checking, stacked decks, the seeded generator,
moves as small values, the event log, and saving/loading.

Saving stores the game's name, seed, options, stacked deck and the moves played; loading replays
them through the rules, then checks that the generator's state and a digest of the whole table
match what was saved.  A save that was edited by hand therefore never half-loads: a move that is
no longer legal, or a table that comes out different, is refused with a clear reason.

>>> import json, kit
>>> g = kit.new_game("war", players=2, seed=7)
>>> g.play(0, g.legal_moves(0)[0])  # War's flip is played together: nothing happens until both flip
[]
>>> [event.to_json()["type"] for event in g.play(1, g.legal_moves(1)[0])]
['battle']
>>> save = json.loads(g.to_json())
>>> save["moves"][0][1] = {"move": "Shuffle"}
>>> kit.load_game(json.dumps(save))
Traceback (most recent call last):
...
ValueError: the save is damaged: move 1 cannot be played ('Shuffle' is not a move of War)
"""
from __future__ import annotations

import dataclasses
import hashlib
import json
import string
import sys
import typing
from collections import Counter
from dataclasses import dataclass
from enum import Enum
from typing import Any, Callable, ClassVar, Iterable, Mapping, Optional, Sequence, TypeVar, TypedDict

if sys.version_info >= (3, 11):
    from typing import dataclass_transform
else:  # Python 3.10 (pyproject allows it): only type checkers read the mark
    def dataclass_transform(**_marks):
        return lambda cls: cls

import numpy as np

from .cards import Card, shown
from .events import Event
from .words import ENGLISH, _, language, speaking

SAVE_FORMAT = "hilltop-save"
SAVE_VERSION = 1


class IllegalMove(Exception):
    """A move the rules do not allow right now.  The message is written for a child.

    A message about a seat is given whole, twice, from the catalog (a language says "your turn"
    and "Sam's turn" each its own way): ``message`` as the seat itself hears it, and ``other``
    with ``{name}`` for everyone else; ``str()`` says "Player 2", and a table says the seat as the
    child knows it with ``told(Speaker(viewer, names))``, as ``Speaker.line`` does:

    >>> refused = IllegalMove("It is your turn.", seat=1, other="It is {name}'s turn.")
    >>> str(refused), refused.told(Speaker(1)), refused.told(Speaker(0, ["Ann", "Sam"]))
    ("It is Player 2's turn.", 'It is your turn.', "It is Sam's turn.")
    """

    def __init__(self, message: str, seat: Optional[int] = None, other: Optional[str] = None):
        self.message, self.seat, self.other = message, seat, other
        super().__init__(self.told(Speaker()))

    def told(self, say: "Speaker") -> str:
        """The message with its seat named as ``say`` names it."""
        if self.seat is None or self.other is None:
            return self.message
        return say.line(self.seat, self.message, self.other)


# --------------------------------------------------------------------------------------------
# Options
# --------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Option:
    """A named game option: its default and the values it may take.

    ``choices`` lists the allowed values, or ``low``/``high`` bound an integer."""

    default: Any
    choices: Optional[tuple[Any, ...]] = None
    low: Optional[int] = None
    high: Optional[int] = None
    help: str = ""

    def check(self, name: str, value: Any) -> Any:
        if self.choices is not None:
            if value not in self.choices or type(value) is not type(self.default):
                allowed = ", ".join(repr(c) for c in self.choices)
                raise ValueError(f"option {name}={shown(value)} is not allowed; choose one of {allowed}")
            return value
        if isinstance(self.default, bool):
            if not isinstance(value, bool):
                raise ValueError(f"option {name} must be True or False, not {shown(value)}")
            return value
        if isinstance(self.default, int):
            if isinstance(value, bool) or not isinstance(value, (int, np.integer)):
                raise ValueError(f"option {name} must be a whole number, not {shown(value)}")
            value = int(value)
            if (self.low is not None and value < self.low) or (self.high is not None and value > self.high):
                raise ValueError(f"option {name}={value} is out of range; it must be from {self.low} to {self.high}")
            return value
        raise TypeError(f"option {name} has an unsupported kind of default")  # a bug in a game module


def choice(default: Any, *others: Any, help: str = "") -> Option:
    return Option(default, choices=(default, *others), help=help)


def flag(default: bool, help: str = "") -> Option:
    return Option(default, help=help)


def number(default: int, low: int, high: int, help: str = "") -> Option:
    return Option(default, low=low, high=high, help=help)


def _names(names: Iterable[Any], most: int = 5) -> list[str]:
    """Names a message may list: the first few, each as it was if short, else described."""
    names = sorted(str(n) for n in names)
    out = [n if len(n) <= 40 else shown(n) for n in names[:most]]
    return out + ([f"and {len(names) - most:,} more"] if len(names) > most else [])


# --------------------------------------------------------------------------------------------
# Moves
# --------------------------------------------------------------------------------------------
@dataclass_transform(frozen_default=True)
@dataclass(frozen=True)
class Move:
    """Base of every move: a small frozen value whose fields are ints, strings, bools, cards, or
    tuples of those, and whose ``str()`` is what a child reads.  A class derived from ``Move`` is
    made a frozen dataclass by this base (so it takes no ``@dataclass`` of its own, and type
    checkers know its fields), and it says its words once, as data, in ``words``::

        class Discard(Move):
            pile: int  # 0-3

            words = N_("Put the turned card on your wastepile {pile+1}")

    >>> from kit.games.progressive_patience import Discard
    >>> move = Discard(pile=0)
    >>> move, str(move)
    (Discard(pile=0), 'Put the turned card on your wastepile 1')

    ``{card}`` is the field as ``str()`` writes it (a card reads ``7♣``); ``{pile+1}`` is for the
    places the kit counts from 0 and a child from 1.  ``N_`` marks the words for the catalog: a
    page in another language shows their translation, read the same way.  Words that need more
    (a choice between two sentences, a plural, a name looked up) are the move's own ``__str__``
    instead.  Words naming a field the move does not have, or given beside a ``__str__``, are
    refused when the class is made; a move with neither raises ``TypeError`` when it is shown
    (``tests/test_moves.py`` checks every game's moves)."""

    words: ClassVar[str]
    _words: ClassVar[tuple[tuple[str, Optional[str], bool], ...]]  # (text, field, plus one)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        dataclass(frozen=True)(cls)
        if "words" in cls.__dict__:
            cls._words = _parse_words(cls)

    def __str__(self) -> str:
        try:
            parts = self._words
        except AttributeError:
            raise TypeError(f"move {type(self).__name__} has no words: give it words = \"...\" "
                            f"or a __str__ of its own") from None
        if language() != ENGLISH:  # the words are a message of the catalog: said in the page's language
            parts = _said_words(type(self), _(type(self).words))
        out = []
        for text, name, plus_one in parts:
            out.append(text)
            if name is not None:
                value = getattr(self, name)
                out.append(str(value + 1 if plus_one else value))
        return "".join(out)

    def told(self, say: "Speaker") -> str:
        """The move's words with the seats it names said as ``say`` names them (a move that names
        a seat says it its own way; ``str()`` numbers the seats)."""
        return str(self)

    def to_json(self) -> dict[str, Any]:
        out = {"move": type(self).__name__}
        for f in dataclasses.fields(self):
            out[f.name] = _encode(getattr(self, f.name))
        return out

    @classmethod
    def from_json(cls, data: Any) -> "Move":
        if not isinstance(data, dict):
            raise ValueError("a move must be an object like {'move': 'Flip'}")
        names = {f.name for f in dataclasses.fields(cls)}
        extra = set(data) - names - {"move"}
        if extra:
            raise ValueError(f"move {cls.__name__} has no field(s) {', '.join(_names(extra))}")
        hints = _field_types(cls)
        kwargs = {}
        for name in names:
            if name not in data:
                raise ValueError(f"move {cls.__name__} is missing its field {name!r}")
            kwargs[name] = _decode(data[name], hints[name], f"{cls.__name__}.{name}")
        return cls(**kwargs)


_FIELD_TYPES: dict[str, dict[str, Any]] = {}


def _field_types(cls: type) -> dict[str, Any]:
    """A move class's field types, resolved once: ``typing.get_type_hints`` evaluates every
    annotation's text each time it is asked, and a save is read move by move (a long game's load
    asked it thousands of times, most of the time ``load_game`` took)."""
    key = f"{cls.__module__}.{cls.__qualname__}"
    if key not in _FIELD_TYPES:
        _FIELD_TYPES[key] = typing.get_type_hints(cls)
    return _FIELD_TYPES[key]


def _parse_words(cls: type[Move]) -> tuple[tuple[str, Optional[str], bool], ...]:
    """A move's ``words`` read once, when its class is made: the text between the fields, and each
    field's name and whether it is counted from one.  Anything else in braces is refused."""
    words = cls.__dict__["words"]
    where = f"{cls.__name__}.words"
    if not isinstance(words, str) or not words:
        raise TypeError(f"{where} must be the move's words, a non-empty str")
    if cls.__str__ is not Move.__str__:
        raise TypeError(f"{cls.__name__} has both words and a __str__: keep one")
    fields = {f.name: f.type for f in dataclasses.fields(cls)}
    if "words" in fields:
        raise TypeError(f"{where} is the move's words, not a field: write words = \"...\" with no type")
    parts = []
    for text, field, spec, conversion in string.Formatter().parse(words):
        name, plus, one = (field or "").partition("+")
        counted = not plus or (one == "1" and fields.get(name) in (int, "int"))
        if field is not None and (spec or conversion or not counted or name not in fields):
            given = field + (f"!{conversion}" if conversion else "") + (f":{spec}" if spec else "")
            raise TypeError(f"{where} may hold {{field}} or {{field+1}} for fields of the move "
                            f"({', '.join(sorted(fields)) or 'it has none'}), not {{{given}}}")
        parts.append((text, name if field is not None else None, bool(plus)))
    return tuple(parts)


_SAID_WORDS: dict[tuple[str, str], tuple[tuple[str, Optional[str], bool], ...]] = {}


def _said_words(cls: type[Move], said: str) -> tuple[tuple[str, Optional[str], bool], ...]:
    """A move's ``words`` in another language, read as ``_parse_words`` reads the English, once per
    class and language (a translation naming a field the English does not have keeps the English:
    tests/test_words.py refuses such a translation)."""
    key = (f"{cls.__module__}.{cls.__qualname__}", said)
    parts = _SAID_WORDS.get(key)
    if parts is None:
        parts = _SAID_WORDS[key] = _read_said_words(cls, said)
    return parts


def _read_said_words(cls: type[Move], said: str) -> tuple[tuple[str, Optional[str], bool], ...]:
    parts = []
    names = {f.name for f in dataclasses.fields(cls)}
    try:
        for text, field, _spec, _conversion in string.Formatter().parse(said):
            name, plus, _one = (field or "").partition("+")
            if field is not None and name not in names:
                return cls._words
            parts.append((text, name if field is not None else None, bool(plus)))
    except ValueError:  # a stray brace in a translation
        return cls._words
    return tuple(parts)


def _encode(value: Any) -> Any:
    if isinstance(value, Card):
        return value.code
    if isinstance(value, tuple):
        return [_encode(v) for v in value]
    return value


def _decode(value: Any, hint: Any, where: str) -> Any:
    origin = typing.get_origin(hint)
    if origin is typing.Union:  # Optional[...]
        args = [a for a in typing.get_args(hint) if a is not type(None)]
        if value is None:
            return None
        return _decode(value, args[0], where)
    if origin is tuple:
        if not isinstance(value, list):
            raise ValueError(f"{where} must be a list")
        (item,) = {a for a in typing.get_args(hint) if a is not Ellipsis}
        return tuple(_decode(v, item, where) for v in value)
    if hint is Card:
        return Card.parse(value)
    if hint is bool:
        if not isinstance(value, bool):
            raise ValueError(f"{where} must be true or false")
        return value
    if hint is int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise ValueError(f"{where} must be a whole number")
        return value
    if hint is str:
        if not isinstance(value, str):
            raise ValueError(f"{where} must be text")
        return value
    raise ValueError(f"{where} has a type that cannot be read")


def to_plain(value: Any) -> Any:
    """A fresh copy of ``value`` made of plain JSON values: cards become codes, moves their words,
    tuples lists, numpy numbers Python ones.  Used for views, events and saves."""
    kind = type(value)
    if kind is str or kind is int or kind is bool or kind is float or value is None:
        return value  # the usual leaves first: a view is mostly these
    if kind is dict:
        return {k if type(k) is str else str(k): to_plain(v) for k, v in value.items()}
    if kind is list or kind is tuple:
        return [to_plain(v) for v in value]
    if isinstance(value, Card):
        return value.code
    if isinstance(value, Move):
        return str(value)
    if isinstance(value, Event):
        return to_plain(value.to_json())
    if isinstance(value, dict):
        return {str(k): to_plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [to_plain(v) for v in value]
    if isinstance(value, np.integer):
        return int(value)
    if isinstance(value, np.floating):
        return float(value)
    if isinstance(value, Enum):  # a phase, say: its word
        return to_plain(value.value)
    return value


# --------------------------------------------------------------------------------------------
# Sentences about players
# --------------------------------------------------------------------------------------------
def capital(text: str) -> str:
    """The text with its first letter made a capital (``"you win"`` -> ``"You win"``)."""
    return text[:1].upper() + text[1:]


class Speaker:
    """Names the players in a game's sentences as one seat hears them: that seat is "you", the
    others go by their names (or "Player 2" when no names are given).  Every ``describe`` uses it.

    A sentence about a seat is two whole messages of the catalog, one for "you" and one for a
    name, because a language says each its own way (Spanish: "Juegas", "Sam juega", "la carta de
    Sam"; never "tú's" glued from English pieces)::

        say = Speaker(viewer, names)
        say.line(1, _("You build {card}."), _("{name} builds {card}."), card=card)

    >>> [Speaker(seat, ["Ann", "Sam"]).line(1, "You build.", "{name} builds.") for seat in (1, 0)]
    ['You build.', 'Sam builds.']

    ``who`` gives a seat's name as a piece ("you", "Sam"), for a list of names ("Sam and you"); a
    sentence about a seat uses ``line``, since a piece glued into a sentence reads right in English
    only.
    """

    def __init__(self, viewer: Optional[int] = None, names: Optional[Sequence[str]] = None):
        self.viewer = viewer
        self.names = names

    def who(self, p: int) -> str:
        if p == self.viewer:
            return _("you")
        return self.name(p)

    def name(self, p: int) -> str:
        """The seat's name as others say it ("Sam", "Player 2"), even to the seat itself."""
        return str(self.names[p]) if self.names else _("Player {n}").format(n=p + 1)

    def line(self, p: int, you: str, other: str, **fields: Any) -> str:
        """A whole sentence about seat ``p``, from the catalog: ``you`` when ``p`` is the viewer,
        else ``other`` with ``{name}`` as the seat's name; both filled with ``fields``.  A language
        says "you" and "Sam" each its own way, so both forms are whole messages::

            say.line(p, _("You play the {card}."), _("{name} plays the {card}."), card=card)
        """
        if p == self.viewer:
            return you.format(**fields)
        said = other.format(name=self.name(p), **fields)
        return capital(said) if other.startswith("{name}") else said  # a name starting a sentence



E = TypeVar("E", bound=Event)


def count_cards(*places: Iterable[Optional[Card]]) -> Counter[Card]:
    """The cards in ``places`` (piles, hands, stacks; ``None``, an empty space, holds none), counted:
    what a game's ``cards()`` returns, so that the contract checks no card comes or goes.

    >>> count_cards([Card("A", "S")], [Card("A", "S"), None], [])
    Counter({Card('AS'): 2})
    """
    counted: Counter[Card] = Counter()
    for place in places:
        counted.update(card for card in place if card is not None)
    return counted


class Narration:
    """What each kind of event says, kept as a table beside a game: the event's class, and its
    sentence as a constant or as a small function of the event and a :class:`Speaker`::

        WORDS = Narration()
        WORDS.says(TiebreakEvent, "It's a tie! Each player now attacks with reserve cards only.")

        @WORDS(WonEvent)
        def _won(e: WonEvent, say: Speaker) -> str:
            return f"{say.does(e.player, 'win')} {stack_name(e.stack)}."

    A game sets ``WORDS`` and the base ``describe`` reads it; a kind with no words says ``""``.
    ``Narration(base)`` starts from a copy of another table (a variant says a few things its way)."""

    def __init__(self, *bases: "Narration"):
        self.table: dict[type[Event], Callable[[Any, Speaker], str]] = {}
        for base in bases:
            self.table.update(base.table)

    def says(self, kind: type[Event], words: str) -> None:
        """``kind`` always says the same ``words`` (English: a message of the catalog, said in the
        page's language; ``./hilltop words`` extracts the second argument of ``says``)."""
        self.table[kind] = lambda _event, _say: _(words)

    def __call__(self, kind: type[E]) -> Callable[[Callable[[E, Speaker], str]], Callable[[E, Speaker], str]]:
        """A decorator: the function says what an event of ``kind`` says."""
        def keep(said: Callable[[E, Speaker], str]) -> Callable[[E, Speaker], str]:
            self.table[kind] = said
            return said
        return keep

    def tell(self, event: Event, say: Speaker) -> str:
        for kind in type(event).__mro__:  # a kind derived from another says the other's words
            said = self.table.get(kind)
            if said is not None:
                return said(event, say)
        return ""


# --------------------------------------------------------------------------------------------
# The game base class
# --------------------------------------------------------------------------------------------
class CommonView(TypedDict):
    """The fields the sealed ``Game.view`` adds to every game's view."""
    game: str        # the game's name in kit.GAMES
    over: bool
    reason: str      # why the game ended, in the page's words ("" while it goes on)
    options: dict[str, Any]    # the options the game was made with


COMMON_VIEW = tuple(CommonView.__annotations__)


class Game:
    """Base of every game.  A game module sets the class attributes and writes the rules in
    ``_setup``, ``_to_act``, ``_legal``, ``_check``, ``_apply``, ``_view`` and ``cards``, and ends
    the game by calling ``finish(winners, reason)``.

    The members of the contract (``play``, ``to_act``, ``legal_moves``, ``view``, ``over``,
    ``winners``, ``finish``, ``to_json``, ``digest``) are sealed: a game module cannot override
    them, so every game checks its moves, copies its views and ends in the same way."""

    SEALED: ClassVar[tuple[str, ...]] = ("play", "to_act", "legal_moves", "view", "over", "winners",
                                         "winner", "finish", "to_json", "digest")

    name: ClassVar[str] = ""
    title: ClassVar[str] = ""
    MIN_PLAYERS: ClassVar[int] = 2
    MAX_PLAYERS: ClassVar[int] = 2
    OPTIONS: ClassVar[dict[str, Option]] = {}
    MOVES: ClassVar[tuple[type[Move], ...]] = ()
    WORDS: ClassVar[Narration] = Narration()  # what each kind of event says (describe)

    def __init__(self, players: Optional[int] = None, seed: Optional[int] = None,
                 deck: Optional[Sequence[Any]] = None, **options: Any):
        self.options = self._check_options(options)
        low, high = self.player_range(self.options)
        if players is None:
            players = low
        if isinstance(players, bool) or not isinstance(players, (int, np.integer)) or not low <= players <= high:
            span = f"{low}" if low == high else f"{low} to {high}"
            raise ValueError(f"{self.title or self.name} is played by {span} players, not {players!r}")
        self.players = int(players)
        if seed is None:
            entropy = np.random.SeedSequence().entropy
            assert isinstance(entropy, int)  # numpy's fresh entropy is one big int
            seed = int(entropy % (1 << 63))
        if isinstance(seed, bool) or not isinstance(seed, (int, np.integer)) or seed < 0:
            raise ValueError(f"a seed is a whole number 0 or more, not {seed!r}")
        self.seed = int(seed)
        self.rng = np.random.Generator(np.random.PCG64(self.seed))
        self._random_block: list[int] = []
        self.deck = None if deck is None else to_plain(_as_list(deck))
        self.log: list[Event] = []
        self.history: list[tuple[int, Move]] = []
        self.__over = False                # only ``finish`` changes these three
        self.__winners: list[int] = []
        self.reason = ""                   # why the game ended, in words
        self._begin(deck)

    def _begin(self, deck: Optional[Sequence[Any]]) -> None:
        """Set up the table (the race base wraps this to start its clock)."""
        self._setup(deck)

    def _setup(self, deck: Optional[Sequence[Any]]) -> None:  # pragma: no cover - every game writes its deal here
        raise NotImplementedError

    def _to_act(self) -> Sequence[int]:  # pragma: no cover - every game writes these three
        """The players who may act now (the game is not over)."""
        raise NotImplementedError

    def _legal(self, player: int) -> Sequence[Move]:  # pragma: no cover
        """The moves ``player`` (one of ``_to_act``) may make now."""
        raise NotImplementedError

    def _apply(self, player: int, move: Move) -> list[Event]:  # pragma: no cover
        """Make a move that passed ``_check``; return its events."""
        raise NotImplementedError

    # -- options --------------------------------------------------------------------------
    @classmethod
    def player_range(cls, options: dict[str, Any]) -> tuple[int, int]:
        """How many may play with these options (a game whose options change it overrides this)."""
        return cls.MIN_PLAYERS, cls.MAX_PLAYERS

    @classmethod
    def _check_options(cls, given: dict[str, Any]) -> dict[str, Any]:
        unknown = sorted(set(given) - set(cls.OPTIONS))
        if unknown:
            valid = ", ".join(sorted(cls.OPTIONS)) or "none"
            raise ValueError(f"{cls.title or cls.name} has no option {', '.join(_names(unknown))}; "
                             f"its options are: {valid}")
        return {k: opt.check(k, given[k]) if k in given else opt.default for k, opt in cls.OPTIONS.items()}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        sealed = sorted(set(vars(cls)) & set(Game.SEALED))
        if sealed:
            raise TypeError(f"{cls.__name__} overrides {', '.join(sealed)}, which every game shares; "
                            "write the rules in the underscored hooks (_view, _apply, ...) and end "
                            "the game with finish(winners, reason)")

    # -- the contract -----------------------------------------------------------------------
    @property
    def to_act(self) -> tuple[int, ...]:
        """The players who may act now; empty when the game is over."""
        return () if self.__over else tuple(self._to_act())  # a tuple from _to_act is not copied

    def legal_moves(self, player: int) -> list[Move]:
        if player not in self.to_act:
            return []
        return list(self._legal(player))

    def play(self, player: int, move: Move) -> list[Event]:
        """Apply a move and return the events it caused.  An illegal move raises
        :class:`IllegalMove` and leaves the game exactly as it was."""
        # Every check below runs for every move, so each is written the cheap way round: the
        # usual case (a plain int player, a move of the game's own classes) costs one test.
        if self.__over:
            raise IllegalMove(_("The game is over, so no more moves can be made."))
        if type(player) is not int:
            if isinstance(player, bool) or not isinstance(player, np.integer):
                raise IllegalMove(f"There is no player number {player!r} at this table.")
            player = int(player)
        if not 0 <= player < self.players:
            raise IllegalMove(f"There is no player number {player!r} at this table.")
        if type(move) not in self.MOVES and not isinstance(move, self.MOVES):
            raise IllegalMove(f"That is not a move in {self.title or self.name}.")
        if player not in self._to_act():
            refusal = self._not_your_turn(player)
            raise refusal if isinstance(refusal, IllegalMove) else IllegalMove(refusal)
        self._check(player, move)  # raises IllegalMove, changes nothing
        events = self._apply(player, move)
        self.history.append((player, move))
        if events:
            self.log.extend(events)
        return events

    def _not_your_turn(self, player: int) -> str | IllegalMove:
        return _("It is not your turn yet. Please wait.")

    def _check(self, player: int, move: Move) -> None:
        """Raise IllegalMove (in a child's words) if ``move`` is not allowed.  The default
        accepts exactly the moves in ``legal_moves``."""
        if move not in self._legal(player):
            raise IllegalMove(_("You can't do “{move}” right now.").format(move=move))

    @property
    def scores(self) -> Optional[list[Any]]:
        return None

    @property
    def over(self) -> bool:
        return self.__over

    @property
    def winners(self) -> list[int]:
        """Everyone who won (several for a shared win, none for a draw or an unfinished game)."""
        return list(self.__winners)

    @property
    def winner(self) -> Optional[int]:
        """The one winner, or None for a draw, a shared win or an unfinished game."""
        return self.__winners[0] if len(self.__winners) == 1 else None

    def finish(self, winners: Sequence[int], reason: str) -> None:
        """End the game: the one place where a game ends.  ``winners`` may be empty (a draw)."""
        if self.__over:
            raise RuntimeError("the game is already over")  # a bug in a game module
        self.__over = True
        self.__winners = sorted({int(p) for p in winners})
        self.reason = reason

    def view(self, player: Optional[int]) -> dict[str, Any]:
        """What ``player`` may see (None: a spectator), as plain JSON values in a fresh copy: the
        caller may change it freely, it shares nothing with the game.  The fields every game's
        view has (``CommonView``: the game's name, whether it is over and why, its options) are
        added here; a game's ``_view`` gives the rest."""
        common: CommonView = {"game": self.name, "over": self.over, "reason": self.said_reason(),
                              "options": dict(self.options)}
        view: dict[str, Any] = to_plain({**self._view(player), **common})
        return view

    def said_reason(self) -> str:
        """Why the game ended (``reason``, kept in English: a message of the catalog marked with
        ``N_`` where the game ends) in the page's language; "" while it goes on.  A game whose
        reason holds a number says it its own way."""
        return _(self.reason) if self.reason else ""

    def _view(self, player: Optional[int]) -> Mapping[str, Any]:  # pragma: no cover - every game writes this
        raise NotImplementedError

    def cards(self) -> Counter[Any]:  # pragma: no cover - every game overrides
        """Every card the game holds, wherever it lies: ``count_cards`` of the game's places."""
        raise NotImplementedError

    def _private(self, player: int) -> Sequence[Card]:
        """Cards ``player`` may look at and the others may not, kept outside the places a game
        keeps one entry a seat (``hands[player]``): King of the Hill's stack just won, while its
        winner shares it out.  The contract's tests read it, with those places and the log, to
        check that a view names only cards its seat may see (docs/design.md)."""
        return ()

    def describe(self, event: Event, viewer: Optional[int] = None, names: Optional[list[Any]] = None) -> str:
        """A short sentence about one event, from ``viewer``'s side of the table; ``names`` are
        the players' names (``viewer`` is called "you").  The sentences are the game's ``WORDS``."""
        return self.WORDS.tell(event, Speaker(viewer, names))

    # -- helpers for game modules ------------------------------------------------------------
    def random_below(self, n: int) -> int:
        """A seeded whole number from 0 to n-1.  Numbers are drawn from the game's generator in
        blocks, because one numpy call per card would cost more than the rest of a War battle."""
        try:
            return self._random_block.pop() % n
        except IndexError:  # the block is used up: draw the next one
            self._random_block = self.rng.integers(0, 1 << 62, size=256).tolist()
            return self._random_block.pop() % n

    def shuffled(self, items: Sequence[Any]) -> list[Any]:
        """A seeded shuffle (Fisher-Yates) drawing from the game's own generator."""
        out = list(items)
        block = self._random_block
        for i in range(len(out) - 1, 0, -1):
            try:  # random_below(i + 1), without a call per card
                j = block.pop() % (i + 1)
            except IndexError:
                j = self.random_below(i + 1)
                block = self._random_block
            out[i], out[j] = out[j], out[i]
        return out

    def start_deck(self, deck: Optional[Sequence[Any]], full: Sequence[Card]) -> list[Card]:
        """The deck to deal from, top card first: the stacked one (checked) or a shuffle."""
        from .cards import check_deck

        if deck is None:
            return self.shuffled(list(full))
        return check_deck(_as_list(deck), full)

    def start_packs(self, deck: Optional[Sequence[Any]], full: Sequence[Card]) -> list[list[Card]]:
        """A pack of its own for each player (games where each plays from their own deck), top card
        first: the stacked ones, a list of one pack per player, each checked as ``start_deck``
        checks a deck; or a shuffle of each, seat 0's first."""
        if deck is not None and (not isinstance(deck, (list, tuple)) or len(deck) != self.players
                                 or not all(isinstance(d, (list, tuple)) for d in deck)):
            raise ValueError(f"a stacked deck for {self.title or self.name} is a list of {self.players} packs "
                             f"(one per player), each a list of {len(full)} card codes, top card first")
        return [self.start_deck(None if deck is None else deck[p], full) for p in range(self.players)]

    def move_from_json(self, data: Any) -> Move:
        if not isinstance(data, dict) or not isinstance(data.get("move"), str):
            raise ValueError("a move must be an object with a 'move' name")
        for cls in self.MOVES:
            if cls.__name__ == data["move"]:
                return cls.from_json(data)
        raise ValueError(f"{shown(data['move'])} is not a move of {self.title or self.name}")

    # -- saving and loading ---------------------------------------------------------------------
    def digest(self) -> str:
        """A fingerprint of the whole table (everything, hidden cards included).  The views do not
        show the order of face-down cards, so the stacked deck and the options it was dealt with
        are part of it too: a save whose deck was changed by hand is refused."""
        with speaking(ENGLISH):  # a view's words follow the page's language; the fingerprint does not
            state = {"view": self.view(None), "private": [self.view(p) for p in range(self.players)],
                     "cards": sorted(_card_key(c) for c in self.cards().elements()),
                     "deck": self.deck, "options": to_plain(self.options)}
        return hashlib.sha256(json.dumps(state, sort_keys=True).encode()).hexdigest()

    def _save_digest(self) -> str:
        """The save's seal: the table's digest and every move played, so a save whose moves were
        edited is refused even where the edit would end at the same table."""
        moves = json.dumps([[p, m.to_json()] for p, m in self.history], sort_keys=True)
        return hashlib.sha256((self.digest() + moves).encode()).hexdigest()

    def to_json(self) -> str:
        return json.dumps({
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": self.name,
            "players": self.players,
            "seed": self.seed,
            "deck": self.deck,
            "options": self.options,
            "moves": [[p, m.to_json()] for p, m in self.history],
            "rng": self.rng.bit_generator.state,
            "digest": self._save_digest(),
        })

    def __repr__(self) -> str:
        status = "over" if self.over else f"to act: {list(self.to_act)}"
        return f"<{type(self).__name__} players={self.players} seed={self.seed} {status}>"


def _as_list(deck: Any) -> list[Any]:
    if isinstance(deck, (str, bytes)) or not isinstance(deck, Sequence):
        raise ValueError("a stacked deck is a list of card codes, top card first, like ['AS', '10H', ...]")
    return list(deck)


def _card_key(c: Any) -> str:
    return c.code if isinstance(c, Card) else json.dumps(to_plain(c), sort_keys=True)


# --------------------------------------------------------------------------------------------
# The registry and the entry points
# --------------------------------------------------------------------------------------------
GAMES: dict[str, type[Game]] = {}


def register(cls: type[Game]) -> type[Game]:
    """Class decorator: put a game into ``kit.GAMES`` under its ``name``."""
    GAMES[cls.name] = cls
    return cls


def new_game(name: str, players: Optional[int] = None, seed: Optional[int] = None,
             deck: Optional[Sequence[Any]] = None, **options: Any) -> Game:
    if name not in GAMES:
        raise ValueError(f"there is no game called {shown(name)}; the games are: {', '.join(sorted(GAMES))}")
    return GAMES[name](players=players, seed=seed, deck=deck, **options)


MOST_SAVE_CHARS = 4_000_000   # a War game at its default cap of 5,000 battles saves in about 250 kB
MOST_SAVE_DEPTH = 20          # a save nests 6 deep; a deeper one was not written by to_json
SAVE_KEYS = ("format", "version", "game", "players", "seed", "deck", "options", "moves", "rng", "digest")


def _depth_within(data: Any, most: int) -> bool:
    """Whether ``data`` nests at most ``most`` lists and objects deep (looked at without recursion)."""
    todo = [(data, 1)]
    while todo:
        value, depth = todo.pop()
        if isinstance(value, (list, dict)):
            if depth > most:
                return False
            todo.extend((v, depth + 1) for v in (value.values() if isinstance(value, dict) else value))
    return True


def load_game(text: str) -> Game:
    """Rebuild a game from :meth:`Game.to_json` text.  Anything malformed or changed by hand
    raises ``ValueError`` with the reason; a half-loaded game is never returned.  Text longer
    than :data:`MOST_SAVE_CHARS`, nested deeper than :data:`MOST_SAVE_DEPTH` or with parts a save
    does not have is refused before anything is built, and no message repeats a long input."""
    if isinstance(text, (str, bytes, bytearray)) and len(text) > MOST_SAVE_CHARS:
        raise ValueError(f"this is not a saved Hilltop game: it is {len(text):,} characters long, "
                         f"and a save is at most {MOST_SAVE_CHARS:,}")
    try:
        data = json.loads(text)
    except RecursionError:
        raise ValueError("this is not a saved Hilltop game: it is nested far too deeply") from None
    except (TypeError, ValueError) as e:
        raise ValueError(f"this is not a saved Hilltop game (it is not readable JSON: {str(e)[:120]})") from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise ValueError("this is not a saved Hilltop game (its format mark is missing)")
    if not _depth_within(data, MOST_SAVE_DEPTH):
        raise ValueError(f"this is not a saved Hilltop game: it nests more than {MOST_SAVE_DEPTH} deep")
    unknown = set(data) - set(SAVE_KEYS)
    if unknown:
        raise ValueError(f"the save is damaged: it has {len(unknown):,} part(s) a save does not have "
                         f"({', '.join(_names(unknown, 3))}); a save holds only {', '.join(SAVE_KEYS)}")
    if data.get("version") != SAVE_VERSION:
        raise ValueError(f"this save is of version {shown(data.get('version'))}; this kit reads version {SAVE_VERSION}")
    for key, kind in (("game", str), ("players", int), ("seed", int), ("options", dict), ("moves", list),
                      ("rng", dict), ("digest", str)):
        if not isinstance(data.get(key), kind) or isinstance(data.get(key), bool):
            raise ValueError(f"the save is damaged: {key!r} is missing or of the wrong kind")
    if data["game"] not in GAMES:
        raise ValueError(f"the save is for an unknown game {shown(data['game'])}")
    game = new_game(data["game"], players=data["players"], seed=data["seed"], deck=data.get("deck"),
                    **data["options"])
    for i, entry in enumerate(data["moves"]):
        if not (isinstance(entry, list) and len(entry) == 2 and isinstance(entry[0], int)):
            raise ValueError(f"the save is damaged: move {i + 1} is not [player, move]")
        player, raw = entry
        try:
            move = game.move_from_json(raw)
            game.play(player, move)
        except (ValueError, IllegalMove) as e:
            raise ValueError(f"the save is damaged: move {i + 1} cannot be played ({e})") from None
    if game.rng.bit_generator.state != data["rng"] or game._save_digest() != data["digest"]:
        raise ValueError("the save was changed by hand: replaying its moves gives a different table")
    return game
