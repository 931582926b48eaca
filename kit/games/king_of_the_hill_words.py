"""King of the Hill's words: the moves a player makes and the events they cause, with what each says
at the table (the events' sentences are a table read by ``describe``), the names of the stacks, and
the sentence that says why an attack won."""
from __future__ import annotations

from typing import Any, Optional

from ..cards import Card
from ..events import Event, PlayerEvent
from ..game import Move, Narration, Speaker, capital
from .king_of_the_hill_attacks import JOKER_CARD, Outcome, attack_kind, attack_value, card_value, sort_cards, sum_text


# --------------------------------------------------------------------------------------------
# Moves
# --------------------------------------------------------------------------------------------
class ToReserve(Move):
    """Put one card into your reserve (at the start, or a card you just won)."""
    card: Card

    words = "Put {card} into your reserve"


class ToHand(Move):
    """Put one card into your hand (a reserve card at the start, or a card you just won)."""
    card: Card

    words = "Put {card} into your hand"


class Ready(Move):
    """Your reserve is as you want it."""

    words = "My reserve is ready"


class Choose(Move):
    """Choose the stack to fight for: stack ``row.index`` of the pyramid."""
    row: int
    index: int

    def __str__(self) -> str:
        return f"Fight for {stack_name(stack_id(self.row, self.index))}"


class Attack(Move):
    """A sealed attack: one card, or a sequence.  The cards are kept in order, so the same
    cards always make the same move."""
    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", sort_cards(self.cards))

    def __str__(self) -> str:
        if len(self.cards) == 1:
            return f"Attack with {self.cards[0]} ({card_value(self.cards[0])})"
        return f"Attack with {' '.join(str(c) for c in self.cards)} ({sum_text(self.cards)})"


class PlayJoker(Move):
    """Play your Joker: give this stack up (from the reserve if it is hidden there)."""

    words = "Play your Joker (give this stack up)"


def stack_label(row: int, index: int) -> str:
    """A stack's name as a label: "The top of the hill", "Stack 2 of row 3" (see ``stack_name``)."""
    return capital(stack_name(stack_id(row, index)))


def stack_id(row: int, index: int) -> str:
    return f"{row}.{index}"


def stack_name(stack: str) -> str:
    """A stack (``"2.1"``) as a child says it: "the top of the hill", or "stack 2 of row 3"
    (rows counted from the top, where the top of the hill is row 1; stacks from the left)."""
    row, index = (int(part) for part in stack.split("."))
    return "the top of the hill" if row == 0 else f"stack {index + 1} of row {row + 1}"


# --------------------------------------------------------------------------------------------
# Events (what a move caused)
# --------------------------------------------------------------------------------------------
class RevealEvent(Event):
    stack: str
    tiebreak: int
    attacks: list[dict[str, Any]]
    result: str
    winner: Optional[int]
    why: str


class DealEvent(Event):
    dealer: int
    tops: dict[str, Any]


class ReadyEvent(PlayerEvent):
    """``player``'s reserve is as they want it."""


class DiscardedEvent(Event):
    stack: str


class WonEvent(PlayerEvent):
    stack: str
    cards: int


class TurnEvent(Event):
    chooser: int


class GameOverEvent(Event):
    winner: Optional[int]
    reason: str
    stacks: list[int]


class ChosenEvent(PlayerEvent):
    stack: str
    top: Optional[str]  # None: the empty apex
    size: int


class SealedEvent(PlayerEvent):
    tiebreak: bool


class PutAwayEvent(PlayerEvent):
    to: str
    left: int


class ReservesEvent(Event):
    sizes: list[int]
    chooser: int


class JokersBackEvent(Event):
    players: list[int]


class ApexStaysEvent(Event):
    stack: str


class TiebreakEvent(Event):
    jokers_moved: list[bool]
    reserves: list[int]


class TieAgainEvent(Event):
    round: int
    reserves: list[int]


# --------------------------------------------------------------------------------------------
# What each event says (``KingOfTheHill.describe`` reads this table)
# --------------------------------------------------------------------------------------------
WORDS = Narration()
WORDS.says(TiebreakEvent, "It's a tie! Each player now attacks with reserve cards only.")
WORDS.says(TieAgainEvent, "Another tie! Attack again from the reserve.")
WORDS.says(JokersBackEvent, "The Jokers used in the tie-break go back to the hands.")
WORDS.says(ApexStaysEvent, "Both Jokers on the top of the hill: it stays, and the turn passes.")


def _cards(n: int) -> str:
    return f"{n} card{'s' * (n != 1)}"


@WORDS(DealEvent)
def _deal(e: DealEvent, say: Speaker) -> str:
    return f"{say.does(e.dealer, 'deal')} {len(e.tops)} stacks on the hill, each with its top card face up."


@WORDS(ReadyEvent)
def _ready(e: ReadyEvent, say: Speaker) -> str:
    return f"{say.subject(e.player)} {say.verb(e.player, 'are', 'is')} ready."


@WORDS(ReservesEvent)
def _reserves(e: ReservesEvent, say: Speaker) -> str:
    return (f"Reserves are set: {say.who(0)} {_cards(e.sizes[0])}, {say.who(1)} {_cards(e.sizes[1])}. "
            f"{say.does(e.chooser, 'choose')} first.")


@WORDS(ChosenEvent)
def _chosen(e: ChosenEvent, say: Speaker) -> str:
    what = f"with {Card.parse(e.top)} on top" if e.top else "the empty top of the hill"
    return f"{say.does(e.player, 'choose')} {stack_name(e.stack)} ({_cards(e.size)}, {what})."


@WORDS(SealedEvent)
def _sealed(e: SealedEvent, say: Speaker) -> str:
    return f"{say.subject(e.player)} {say.verb(e.player, 'have', 'has')} chosen an attack."


@WORDS(RevealEvent)
def _reveal(e: RevealEvent, say: Speaker) -> str:
    parts = [f"{say.who(p)}: {e.attacks[p]['text']}" for p in (0, 1)]
    return f"{'Tie-break: ' if e.tiebreak else ''}{capital(parts[0])} · {parts[1]}. {e.why}"


@WORDS(WonEvent)
def _won(e: WonEvent, say: Speaker) -> str:
    p = e.player
    return f"{say.does(p, 'win')} {stack_name(e.stack)} and {say.verb(p, 'take', 'takes')} {_cards(e.cards)}."


@WORDS(DiscardedEvent)
def _discarded(e: DiscardedEvent, say: Speaker) -> str:
    return f"Both Jokers! {capital(stack_name(e.stack))} is thrown away unseen."


@WORDS(PutAwayEvent)
def _put_away(e: PutAwayEvent, say: Speaker) -> str:
    p = e.player
    return f"{say.subject(p)} {say.verb(p, 'put', 'puts')} a won card into {say.verb(p, 'your', 'their')} {e.to}."


@WORDS(TurnEvent)
def _turn(e: TurnEvent, say: Speaker) -> str:
    return f"{say.does(e.chooser, 'choose')} the next stack."


@WORDS(GameOverEvent)
def _game_over(e: GameOverEvent, say: Speaker) -> str:
    if e.winner is None:
        return f"The game is a draw: {e.reason}."
    return f"{say.does(e.winner, 'win')} the top of the hill and the game!"


def doing_words(p: int, doing: Optional[str], say: Speaker) -> str:
    """What seat ``p`` is busy with (a view's ``doing[p]``) in words: not an event of play."""
    s = say.verb
    if doing == "sorting":
        return f"{say.subject(p)} {s(p, 'are', 'is')} sorting cards into {s(p, 'your', 'their')} reserve."
    if doing == "ready":
        return (f"{say.subject(p)} {s(p, 'have', 'has')} sorted {s(p, 'your', 'their')} reserve "
                f"and {s(p, 'are', 'is')} ready.")
    if doing == "sealed":
        return f"{say.subject(p)} {s(p, 'have', 'has')} chosen a secret attack."
    if doing == "thinking":
        return f"{say.subject(p)} {s(p, 'are', 'is')} thinking about an attack."
    return ""


def _attack_info(att: tuple[Any, ...], fetched: bool) -> dict[str, Any]:
    if att == (JOKER_CARD,):
        return {"kind": "joker", "cards": ["JK"], "value": 0, "sum": "Joker = 0", "from_reserve": fetched,
                "text": "Joker" + (" (from the reserve!)" if fetched else "")}
    text = " ".join(str(c) for c in att)
    return {"kind": attack_kind(att), "cards": [c.code for c in att], "value": attack_value(att),
            "sum": sum_text(att), "from_reserve": False,
            "text": f"{text} ({sum_text(att)})" if len(att) > 1 else f"{text} ({attack_value(att)})"}


def _why(a: tuple[Card, ...], b: tuple[Card, ...], result: Outcome, equal_face: bool) -> str:
    """One sentence: why this result."""
    if result is Outcome.BOTH_JOKERS:
        return "Both played the Joker."
    va = attack_value(a)
    if result is Outcome.TIE:
        if len(a) == 1 and len(b) == 1 and a[0].high == b[0].high:
            return f"Both are worth {va} with the same rank: a tie."
        if len(a) == 1 and len(b) == 1:
            return f"Both are worth {va}, and 10, J, Q and K count as equal: a tie."
        return f"Both are worth {va}: a tie."
    win, lose = (a, b) if result is Outcome.FIRST else (b, a)
    vw, vl = attack_value(win), attack_value(lose)
    if vw != vl:
        if lose == (JOKER_CARD,):
            return f"The Joker gives up: {vw} beats 0."
        return f"{vw} beats {vl}."
    return f"Both are worth {vw}, but a {win[0].rank_name} beats a {lose[0].rank_name}."
