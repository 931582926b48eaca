"""Spit's words: the events a move causes and what each says at the table (a table of sentences,
read by ``SpitGame.describe``), and the names of the two spit piles."""
from __future__ import annotations

from typing import Optional

from ..cards import Card
from ..events import Event, PlayerEvent, named
from ..game import Narration, Speaker
from .race import RaceGame, StuckEvent

PILE_NAMES = ("left", "right")


def _pile_name(i: int) -> str:
    return PILE_NAMES[i] if 0 <= i < len(PILE_NAMES) else f"number {i + 1}"


# --------------------------------------------------------------------------------------------
# Events (what a move caused; their words are in describe)
# --------------------------------------------------------------------------------------------
class DealEvent(Event):
    deal: int
    held: list[int]
    tops: list[list[Optional[str]]]
    piles: list[str]
    tick: int


class PlayEvent(PlayerEvent):
    card: str
    pile: int
    tick: int


class SoloEvent(PlayerEvent):
    other: int
    tick: int


class SlapEvent(PlayerEvent):
    pile: int
    sizes: list[int]
    tick: int


class DealOverEvent(Event):
    deal: int
    held: list[int]
    tick: int


class TurnEvent(PlayerEvent):
    card: str
    slot: int
    tick: int


class SpitEvent(PlayerEvent):
    card: str
    pile: int
    tick: int
    from_layout: bool


class SlapTimeEvent(PlayerEvent):
    tick: int


class ChooseSpitEvent(PlayerEvent):
    tick: int
    from_layout: Optional[bool] = None  # True: each spits from the layout


class FillEvent(PlayerEvent):
    card: str
    slot: int
    source: int = named('from')
    tick: int


WORDS = Narration(RaceGame.WORDS)


# What each event says (SpitGame.describe reads this table); a card turning up by itself under one that
# moved ("turn") says nothing: the board shows it and the sentence about the move says enough
# (Grabbage and Pirate too)
@WORDS(PlayEvent)
def _play(e: PlayEvent, say: Speaker) -> str:
    return f"{say.does(e.player, 'play')} {Card.parse(e.card)} on the {_pile_name(e.pile)} pile."


@WORDS(FillEvent)
def _fill(e: FillEvent, say: Speaker) -> str:
    return f"{say.does(e.player, 'move')} {Card.parse(e.card)} into an empty space."


@WORDS(SpitEvent)
def _spit(e: SpitEvent, say: Speaker) -> str:
    return f"Spit! {say.does(e.player, 'turn')} {Card.parse(e.card)} onto the {_pile_name(e.pile)} pile."


@WORDS(StuckEvent)
def _stuck(e: StuckEvent, say: Speaker) -> str:
    return "Nobody could play for a long time." if e.timeout else "Nobody can play."


@WORDS(ChooseSpitEvent)
def _choose_spit(e: ChooseSpitEvent, say: Speaker) -> str:
    if e.player == say.viewer:
        return "You must spit: choose a pile" + (" and a card from your layout." if e.from_layout else ".")
    return f"{say.who(e.player)} must choose where to spit."


@WORDS(SlapTimeEvent)
def _slap_time(e: SlapTimeEvent, say: Speaker) -> str:
    w = say.who(e.player)
    whose = "Your" if w == "you" else f"{w}'s"
    return f"{whose} layout is empty! Slap the smaller spit pile!"


@WORDS(SlapEvent)
def _slap(e: SlapEvent, say: Speaker) -> str:
    return f"{say.does(e.player, 'slap')} the {_pile_name(e.pile)} pile ({e.sizes[e.pile]} cards)."


@WORDS(SoloEvent)
def _solo(e: SoloEvent, say: Speaker) -> str:
    return f"{say.does(e.player, 'have')} no layout left; {say.who(e.other)} plays on alone."


@WORDS(DealOverEvent)
def _deal_over(e: DealOverEvent, say: Speaker) -> str:
    return f"The deal is over: {', '.join(f'{say.who(q)} {e.held[q]}' for q in range(2))} cards."


@WORDS(DealEvent)
def _deal(e: DealEvent, say: Speaker) -> str:
    return f"Deal {e.deal}: lay out your stock piles."
