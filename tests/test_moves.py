"""Every move of every game says its words (``kit.game.Move``): ``str(move)`` is what a child reads.

A move says them once, as data (``words = "Put {card} into your hand"``), or, when they need
logic, with a ``__str__`` of its own.  The exact words of the moves the games play are pinned by
the goldens (tests/test_goldens.py); here: every move class a game can play has words at all, and
words that could not be filled in are refused when the class is made, not when a child looks.
"""
from __future__ import annotations

import dataclasses
import sys
import typing

import pytest

import kit
from kit.cards import Card
from kit.game import Move

SAMPLE = {int: 2, bool: True, str: "7", Card: Card.parse("TH")}


def move_classes() -> dict[type[Move], str]:
    """Each move class of every registered game, with the first game that plays it: the game's
    ``MOVES``, and any other move defined in its module (a move left out of ``MOVES`` is still a
    move someone meant), but not a base that other moves of the module build on (Go Fish's
    ``Question``)."""
    found: dict[type[Move], str] = {}
    for name, game in sorted(kit.GAMES.items()):
        module = sys.modules[game.__module__]
        defined = [v for v in vars(module).values()
                   if isinstance(v, type) and issubclass(v, Move) and v.__module__ == module.__name__]
        bases = {b for c in defined for b in c.__mro__[1:]}
        for cls in (*game.MOVES, *(c for c in defined if c not in bases)):
            found.setdefault(cls, name)
    return found


MOVES = move_classes()


def sample(cls: type[Move]) -> Move:
    """An instance of the move with a plain value in every field (None where None is allowed)."""
    hints = typing.get_type_hints(cls)
    values = {}
    for f in dataclasses.fields(cls):
        hint = hints[f.name]
        if typing.get_origin(hint) is typing.Union:
            values[f.name] = None
        elif typing.get_origin(hint) is tuple:
            values[f.name] = (SAMPLE[Card], Card.parse("JH"))
        else:
            values[f.name] = SAMPLE[hint]
    return cls(**values)


def words_problem(cls: type[Move]) -> str | None:
    """Why the move cannot say its words, or None when it can."""
    name = f"{cls.__module__}.{cls.__name__}"
    if cls.__str__ is Move.__str__ and not hasattr(cls, "words"):
        return f"{name} has neither words nor a __str__"
    try:
        text = str(sample(cls))
    except Exception as e:  # noqa: BLE001 - any failure is the finding
        return f"{name} could not say its words: {type(e).__name__}: {e}"
    if not text.strip() or any(s in text for s in ("{", "}", "Card(", "self.", cls.__name__ + "(")):
        return f"{name} says {text!r}"
    return None


def test_the_games_have_moves_to_check():
    assert len(MOVES) >= 30 and {"war", "king_of_the_hill", "go_fish", "spit"} <= set(MOVES.values())


@pytest.mark.parametrize("cls", MOVES, ids=lambda c: f"{MOVES[c]}-{c.__name__}")
def test_every_move_says_its_words(cls):
    assert words_problem(cls) is None


def test_a_move_without_words_fails_loudly():
    class Shrug(Move):
        card: Card

    assert words_problem(Shrug) == f"{__name__}.Shrug has neither words nor a __str__"
    with pytest.raises(TypeError, match="move Shrug has no words"):
        str(Shrug(SAMPLE[Card]))


def test_a_move_is_a_frozen_value_without_a_decorator_of_its_own():
    class Stow(Move):
        card: Card
        pile: int = 0

    move = Stow(Card.parse("7C"))
    assert move == Stow(Card.parse("7C"), 0) and hash(move) == hash(Stow(Card.parse("7C"), 0))
    assert move != Stow(Card.parse("7C"), 1)
    with pytest.raises(dataclasses.FrozenInstanceError):
        move.pile = 2  # type: ignore[misc]
    assert Stow.from_json(move.to_json()) == move
    with pytest.raises(TypeError):  # a second dataclass decorator would change what the base made
        @dataclasses.dataclass(frozen=True)
        class Twice(Move):
            pile: int


def test_words_are_filled_in_with_the_fields_and_places_count_from_one():
    class Stow(Move):
        card: Card
        pile: int

        words = "Put {card} on pile {pile+1} ({{pile}} counts from 1)"

    assert str(Stow(Card.parse("7C"), 0)) == "Put 7♣ on pile 1 ({pile} counts from 1)"
    assert str(Stow(Card.parse("JK"), 3)) == "Put Joker on pile 4 ({pile} counts from 1)"
    assert Stow(Card.parse("7C"), 0).to_json() == {"move": "Stow", "card": "7C", "pile": 0}  # not a field


def test_a_subclass_keeps_the_words_it_inherits():
    class Ask(Move):
        target: int

        words = "Ask player {target+1}"

    class AskTwice(Ask):
        times: int = 2

    assert str(AskTwice(0)) == "Ask player 1"


@pytest.mark.parametrize("text, reason", [
    ("Put {cards} on the pile", r"may hold \{field\} or \{field\+1\} for fields of the move \(card, pile\), not \{cards\}"),
    ("Put it on pile {pile+2}", r"not \{pile\+2\}"),
    ("Put it on pile {pile-1}", r"not \{pile-1\}"),
    ("Put {card+1} down", r"not \{card\+1\}"),  # only a number counts from one
    ("Put {card!r} down", r"not \{card!r\}"),
    ("Put it on pile {pile:>3}", r"not \{pile:>3\}"),
    ("Put {card.rank} down", r"not \{card.rank\}"),
    ("Put {} down", r"not \{\}"),
    ("Put {card down", r"expected '\}'"),
    ("", r"must be the move's words"),
])
def test_words_that_cannot_be_filled_in_are_refused_when_the_class_is_made(text, reason):
    with pytest.raises((TypeError, ValueError), match=reason):
        class Stow(Move):
            card: Card
            pile: int

            words = text


def test_words_written_as_a_field_are_refused():
    with pytest.raises(TypeError, match="Stow.words is the move's words, not a field"):
        class Stow(Move):
            words: str = "Stow it"


def test_words_beside_a_str_of_its_own_are_refused():
    with pytest.raises(TypeError, match="Both has both words and a __str__: keep one"):
        class Both(Move):
            words = "Flip"

            def __str__(self) -> str:
                return "Flip!"
