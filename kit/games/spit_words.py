"""Spit's words: the events a move causes and what each says at the table (a table of sentences,
read by ``SpitGame.describe``), and the names of the two spit piles."""
from __future__ import annotations

from typing import Optional

from ..cards import Card
from ..events import Event, PlayerEvent, named
from ..game import Narration, Speaker
from ..words import N_, _, n_
from .race import RaceGame, StuckEvent

# the two spit piles as a sentence names them (a whole phrase each: Spanish says "el montón de la izquierda")
THE_PILE = (N_("the left pile"), N_("the right pile"))
THE_SPIT_PILE = (N_("the left spit pile"), N_("the right spit pile"))


def the_pile(i: int, spit: bool = False) -> str:
    """A spit pile as a sentence names it, in the page's language: "the left pile", or with
    ``spit`` "the left spit pile"."""
    if 0 <= i < len(THE_PILE):
        return _((THE_SPIT_PILE if spit else THE_PILE)[i])
    if spit:
        return _("the number {n} spit pile").format(n=i + 1)
    return _("the number {n} pile").format(n=i + 1)


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
    return say.line(e.player, _("You play {card} on {pile}."), _("{name} plays {card} on {pile}."),
                    card=Card.parse(e.card), pile=the_pile(e.pile))


@WORDS(FillEvent)
def _fill(e: FillEvent, say: Speaker) -> str:
    return say.line(e.player, _("You move {card} into an empty space."), _("{name} moves {card} into an empty space."),
                    card=Card.parse(e.card))


@WORDS(SpitEvent)
def _spit(e: SpitEvent, say: Speaker) -> str:
    return say.line(e.player, _("Spit! You turn {card} onto {pile}."), _("Spit! {name} turns {card} onto {pile}."),
                    card=Card.parse(e.card), pile=the_pile(e.pile))


@WORDS(StuckEvent)
def _stuck(e: StuckEvent, say: Speaker) -> str:
    return _("Nobody could play for a long time.") if e.timeout else _("Nobody can play.")


@WORDS(ChooseSpitEvent)
def _choose_spit(e: ChooseSpitEvent, say: Speaker) -> str:
    if e.player == say.viewer:
        if e.from_layout:
            return _("You must spit: choose a pile and a card from your layout.")
        return _("You must spit: choose a pile.")
    return _("{name} must choose where to spit.").format(name=say.name(e.player))


@WORDS(SlapTimeEvent)
def _slap_time(e: SlapTimeEvent, say: Speaker) -> str:
    return say.line(e.player, _("Your layout is empty! Slap the smaller spit pile!"),
                    _("{name}'s layout is empty! Slap the smaller spit pile!"))


@WORDS(SlapEvent)
def _slap(e: SlapEvent, say: Speaker) -> str:
    n = e.sizes[e.pile]
    return say.line(e.player, n_("You slap {pile} ({n} card).", "You slap {pile} ({n} cards).", n),
                    n_("{name} slaps {pile} ({n} card).", "{name} slaps {pile} ({n} cards).", n),
                    pile=the_pile(e.pile), n=n)


@WORDS(SoloEvent)
def _solo(e: SoloEvent, say: Speaker) -> str:
    if e.player == say.viewer:
        return _("You have no layout left; {other} plays on alone.").format(other=say.name(e.other))
    if e.other == say.viewer:
        return _("{name} has no layout left; you play on alone.").format(name=say.name(e.player))
    return _("{name} has no layout left; {other} plays on alone.").format(name=say.name(e.player),
                                                                          other=say.name(e.other))


@WORDS(DealOverEvent)
def _deal_over(e: DealOverEvent, say: Speaker) -> str:
    a, b = e.held
    if say.viewer == 0:
        return _("The deal is over: you {mine}, {name} {theirs} cards.").format(mine=a, name=say.name(1), theirs=b)
    if say.viewer == 1:
        return _("The deal is over: {name} {theirs}, you {mine} cards.").format(mine=b, name=say.name(0), theirs=a)
    return _("The deal is over: {first} {a}, {second} {b} cards.").format(first=say.name(0), a=a,
                                                                         second=say.name(1), b=b)


@WORDS(DealEvent)
def _deal(e: DealEvent, say: Speaker) -> str:
    return _("Deal {n}: lay out your stock piles.").format(n=e.deal)
