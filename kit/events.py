"""Events: what a move caused, as small typed values (docs/design.md, "The game contract").

Every game says what happened as events, one frozen dataclass per kind, declared beside the game
with the fields that kind carries::

    class WonEvent(PlayerEvent):
        stack: str
        cards: int

Its kind in the log, ``"won"``, is said by its name (``type`` set in the class says another), and
``PlayerEvent`` gives the kinds about one player their first field, ``player: int``.

``Game.play`` returns them and ``Game.log`` keeps them.  ``to_json()`` is the event as plain JSON,
``{"type": "won", "player": 0, "stack": "2.1", "cards": 3}``: the form views, tests and the
golden files have always read.  A field whose default is ``None`` is left out of that form while
it is ``None``: a key some events of a kind carry and others do not (``suit: Optional[str] = None``).

Readers written before events were typed still read them by key (``event["player"]``,
``event.get("card")``, ``dict(event)``), and an event equals its JSON form; new code reads the
fields (``event.player``) so that mypy checks it.
"""
from __future__ import annotations

import dataclasses
import re
import sys
from dataclasses import dataclass
from typing import Any, ClassVar, Iterator

if sys.version_info >= (3, 11):
    from typing import dataclass_transform
else:  # Python 3.10 (pyproject allows it): only type checkers read the mark
    def dataclass_transform(**_marks: Any) -> Any:
        return lambda cls: cls


def named(key: str) -> Any:
    """A field whose key in the JSON form is not a Python name (``"from"``)."""
    return dataclasses.field(metadata={"key": key})


def kind_of(class_name: str) -> str:
    """An event's kind in the log, from its class's name: ``BuildTurnedEvent`` is ``"build_turned"``.

    >>> kind_of("WonEvent"), kind_of("MayPlayDrawnEvent")
    ('won', 'may_play_drawn')
    """
    if not class_name.endswith("Event") or class_name == "Event":
        raise TypeError(f"event {class_name} needs type = \"...\", its kind in the log, "
                        "or a name ending in Event that says it")
    return re.sub(r"(?<!^)(?=[A-Z])", "_", class_name[:-len("Event")]).lower()


@dataclass_transform(frozen_default=True, field_specifiers=(dataclasses.field, named))
class Event:
    """Base of every event: a frozen dataclass (made so by this base, like ``Move``) whose class
    attribute ``type`` names its kind in the JSON form: its class's name said as a kind
    (:func:`kind_of`) unless the class sets ``type`` itself (a variant keeping another's kind)."""

    type: ClassVar[str]
    _keys: ClassVar[dict[str, str]] = {}     # key in the JSON form -> field name
    _omit: ClassVar[frozenset[str]] = frozenset()

    def __init_subclass__(cls, base: bool = False, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        dataclass(frozen=True, eq=False)(cls)
        if not base and "type" not in cls.__dict__:
            cls.type = kind_of(cls.__name__)
        if not base and not isinstance(cls.__dict__.get("type"), str):
            raise TypeError(f"event {cls.__name__} needs type = \"...\", its kind in the log")
        fields = dataclasses.fields(cls)  # type: ignore[arg-type]  # made a dataclass just above
        cls._keys = {f.metadata.get("key", f.name): f.name for f in fields}
        cls._omit = frozenset(f.name for f in fields if f.default is None)

    def to_json(self) -> dict[str, Any]:
        """The event as the plain dict it always was: ``{"type": ..., field: value, ...}``."""
        out: dict[str, Any] = {"type": self.type}
        omit = self._omit
        for key, name in self._keys.items():
            value = getattr(self, name)
            if value is None and name in omit:
                continue
            out[key] = value
        return out

    # -- read by key, as the JSON form ---------------------------------------------------------
    def __getitem__(self, key: str) -> Any:
        if key == "type":
            return self.type
        name = self._keys.get(key)
        if name is not None:
            value = getattr(self, name)
            if value is not None or name not in self._omit:
                return value
        raise KeyError(key)

    def get(self, key: str, default: Any = None) -> Any:
        try:
            return self[key]
        except KeyError:
            return default

    def __contains__(self, key: object) -> bool:
        return isinstance(key, str) and self.get(key, self) is not self

    def keys(self) -> list[str]:
        return list(self.to_json())

    def values(self) -> list[Any]:
        return list(self.to_json().values())

    def items(self) -> list[tuple[str, Any]]:
        return list(self.to_json().items())

    def __iter__(self) -> Iterator[str]:
        return iter(self.keys())

    def __len__(self) -> int:
        return len(self.to_json())

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Event):
            return type(other) is type(self) and other.to_json() == self.to_json()
        if isinstance(other, dict):
            return other == self.to_json()
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # like the dicts they were: fields may be lists


class PlayerEvent(Event, base=True):
    """Base of the events about what one player did or met: ``player``, the seat, is the first
    field (kinds add theirs after it), so a table can read ``event.player`` of any of them::

        class SetEvent(PlayerEvent):
            rank: str
    """

    player: int
