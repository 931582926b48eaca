"""King of the Hill's words: the moves a player makes and the events they cause, with what each says
at the table (the events' sentences are a table read by ``describe``), the names of the stacks, and
the sentence that says why an attack won."""
from __future__ import annotations

from typing import Any, Optional

from ..cards import Card
from ..events import Event, PlayerEvent
from ..game import Move, Narration, Speaker, capital
from ..words import ENGLISH, N_, _, n_, speaking
from .king_of_the_hill_attacks import JOKER_CARD, Outcome, attack_kind, attack_value, card_value, sort_cards, sum_text


# --------------------------------------------------------------------------------------------
# Moves
# --------------------------------------------------------------------------------------------
class ToReserve(Move):
    """Put one card into your reserve (at the start, or a card you just won)."""
    card: Card

    words = N_("Put {card} into your reserve")


class ToHand(Move):
    """Put one card into your hand (a reserve card at the start, or a card you just won)."""
    card: Card

    words = N_("Put {card} into your hand")


class Ready(Move):
    """Your reserve is as you want it."""

    words = N_("My reserve is ready")


class Choose(Move):
    """Choose the stack to fight for: stack ``row.index`` of the pyramid."""
    row: int
    index: int

    def __str__(self) -> str:
        return _("Fight for {stack}").format(stack=stack_name(stack_id(self.row, self.index)))


class Attack(Move):
    """A sealed attack: one card, or a sequence.  The cards are kept in order, so the same
    cards always make the same move."""
    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", sort_cards(self.cards))

    def __str__(self) -> str:
        if len(self.cards) == 1:
            return _("Attack with {cards} ({value})").format(cards=self.cards[0], value=card_value(self.cards[0]))
        return _("Attack with {cards} ({value})").format(cards=" ".join(str(c) for c in self.cards),
                                                         value=sum_text(self.cards))


class PlayJoker(Move):
    """Play your Joker: give this stack up (from the reserve if it is hidden there)."""

    words = N_("Play your Joker (give this stack up)")


def stack_label(row: int, index: int) -> str:
    """A stack's name as a label: "The top of the hill", "Stack 2 of row 3" (see ``stack_name``)."""
    return capital(stack_name(stack_id(row, index)))


def stack_id(row: int, index: int) -> str:
    return f"{row}.{index}"


def stack_name(stack: str) -> str:
    """A stack (``"2.1"``) as a child says it: "the top of the hill", or "stack 2 of row 3"
    (rows counted from the top, where the top of the hill is row 1; stacks from the left)."""
    row, index = (int(part) for part in stack.split("."))
    if row == 0:
        return _("the top of the hill")
    return _("stack {n} of row {row}").format(n=index + 1, row=row + 1)


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
    return n_("{n} card", "{n} cards", n).format(n=n)


@WORDS(DealEvent)
def _deal(e: DealEvent, say: Speaker) -> str:
    return say.line(e.dealer, _("You deal {n} stacks on the hill, each with its top card face up."),
                    _("{name} deals {n} stacks on the hill, each with its top card face up."), n=len(e.tops))


@WORDS(ReadyEvent)
def _ready(e: ReadyEvent, say: Speaker) -> str:
    return say.line(e.player, _("You are ready."), _("{name} is ready."))


@WORDS(ReservesEvent)
def _reserves(e: ReservesEvent, say: Speaker) -> str:
    first, second = _cards(e.sizes[0]), _cards(e.sizes[1])
    if say.viewer == 0:
        sizes = _("Reserves are set: you {mine}, {name} {theirs}.").format(mine=first, name=say.name(1), theirs=second)
    elif say.viewer == 1:
        sizes = _("Reserves are set: {name} {theirs}, you {mine}.").format(mine=second, name=say.name(0), theirs=first)
    else:
        sizes = _("Reserves are set: {first} {a}, {second} {b}.").format(first=say.name(0), a=first,
                                                                          second=say.name(1), b=second)
    return sizes + " " + say.line(e.chooser, _("You choose first."), _("{name} chooses first."))


@WORDS(ChosenEvent)
def _chosen(e: ChosenEvent, say: Speaker) -> str:
    what = _("with {card} on top").format(card=Card.parse(e.top)) if e.top else _("the empty top of the hill")
    return say.line(e.player, _("You choose {stack} ({cards}, {what})."), _("{name} chooses {stack} ({cards}, {what})."),
                    stack=stack_name(e.stack), cards=_cards(e.size), what=what)


@WORDS(SealedEvent)
def _sealed(e: SealedEvent, say: Speaker) -> str:
    return say.line(e.player, _("You have chosen an attack."), _("{name} has chosen an attack."))


def attack_text(attack: dict[str, Any]) -> str:
    """An attack of a reveal (``RevealEvent.attacks[p]``) as the table says it: "7♣ (7)",
    "4♠ 5♠ 6♠ (4 + 5 + 6 = 15)", "Joker (from the reserve!)"."""
    if attack["kind"] == "joker":
        return _("Joker (from the reserve!)") if attack["from_reserve"] else str(JOKER_CARD)
    return str(attack["text"])  # cards and numbers: the same in every language


def said_reveal(e: Any) -> dict[str, Any]:
    """A reveal (a ``RevealEvent`` or its JSON form) with its words in the page's language: the
    event keeps them in English, as the log and the saves do; a view shows them in the page's."""
    out = dict(e.to_json()) if isinstance(e, Event) else dict(e)
    out["attacks"] = [{**a, "text": attack_text(a),
                       "sum": _("Joker = 0") if a["kind"] == "joker" else a["sum"]} for a in out["attacks"]]
    out["why"] = reveal_why(out)
    return out


def reveal_why(e: Any) -> str:
    """Why a reveal came out as it did, in the page's language (from the attacks' cards)."""
    a, b = (tuple(Card.parse(c) for c in e["attacks"][p]["cards"]) for p in (0, 1))
    if e["result"] == Outcome.BOTH_JOKERS.value:
        result = Outcome.BOTH_JOKERS
    elif e["result"] == Outcome.TIE.value:
        result = Outcome.TIE
    else:
        result = Outcome.FIRST if e["winner"] == 0 else Outcome.SECOND
    return _why(a, b, result)


@WORDS(RevealEvent)
def _reveal(e: RevealEvent, say: Speaker) -> str:
    parts = [_("you: {attack}").format(attack=attack_text(e.attacks[p])) if p == say.viewer else
             _("{name}: {attack}").format(name=say.name(p), attack=attack_text(e.attacks[p])) for p in (0, 1)]
    why = reveal_why(e)
    if e.tiebreak:
        return _("Tie-break: {first} · {second}. {why}").format(first=capital(parts[0]), second=parts[1], why=why)
    return _("{first} · {second}. {why}").format(first=capital(parts[0]), second=parts[1], why=why)


@WORDS(WonEvent)
def _won(e: WonEvent, say: Speaker) -> str:
    return say.line(e.player, n_("You win {stack} and take {n} card.", "You win {stack} and take {n} cards.", e.cards),
                    n_("{name} wins {stack} and takes {n} card.", "{name} wins {stack} and takes {n} cards.", e.cards),
                    stack=stack_name(e.stack), n=e.cards)


@WORDS(DiscardedEvent)
def _discarded(e: DiscardedEvent, say: Speaker) -> str:
    return _("Both Jokers! {stack} is thrown away unseen.").format(stack=capital(stack_name(e.stack)))


@WORDS(PutAwayEvent)
def _put_away(e: PutAwayEvent, say: Speaker) -> str:
    if e.to == "reserve":
        return say.line(e.player, _("You put a won card into your reserve."),
                        _("{name} puts a won card into their reserve."))
    return say.line(e.player, _("You put a won card into your hand."), _("{name} puts a won card into their hand."))


@WORDS(TurnEvent)
def _turn(e: TurnEvent, say: Speaker) -> str:
    return say.line(e.chooser, _("You choose the next stack."), _("{name} chooses the next stack."))


@WORDS(GameOverEvent)
def _game_over(e: GameOverEvent, say: Speaker) -> str:
    if e.winner is None:
        return _("The game is a draw: {reason}.").format(reason=_(e.reason))
    return say.line(e.winner, _("You win the top of the hill and the game!"),
                    _("{name} wins the top of the hill and the game!"))


def doing_words(p: int, doing: Optional[str], say: Speaker) -> str:
    """What seat ``p`` is busy with (a view's ``doing[p]``) in words: not an event of play."""
    if doing == "sorting":
        return say.line(p, _("You are sorting cards into your reserve."),
                        _("{name} is sorting cards into their reserve."))
    if doing == "ready":
        return say.line(p, _("You have sorted your reserve and are ready."),
                        _("{name} has sorted their reserve and is ready."))
    if doing == "sealed":
        return say.line(p, _("You have chosen a secret attack."), _("{name} has chosen a secret attack."))
    if doing == "thinking":
        return say.line(p, _("You are thinking about an attack."), _("{name} is thinking about an attack."))
    return ""


def _attack_info(att: tuple[Any, ...], fetched: bool) -> dict[str, Any]:
    """An attack as a reveal keeps it (in English: ``said_reveal`` says it in the page's language)."""
    if att == (JOKER_CARD,):
        return {"kind": "joker", "cards": ["JK"], "value": 0, "sum": "Joker = 0", "from_reserve": fetched,
                "text": "Joker" + (" (from the reserve!)" if fetched else "")}
    text = " ".join(str(c) for c in att)
    return {"kind": attack_kind(att), "cards": [c.code for c in att], "value": attack_value(att),
            "sum": sum_text(att), "from_reserve": False,
            "text": f"{text} ({sum_text(att)})" if len(att) > 1 else f"{text} ({attack_value(att)})"}


def english_why(a: tuple[Card, ...], b: tuple[Card, ...], result: Outcome) -> str:
    """``_why`` in English: what a reveal keeps in the log and the saves."""
    with speaking(ENGLISH):
        return _why(a, b, result)


def _why(a: tuple[Card, ...], b: tuple[Card, ...], result: Outcome) -> str:
    """One sentence: why this result."""
    if result is Outcome.BOTH_JOKERS:
        return _("Both played the Joker.")
    va = attack_value(a)
    if result is Outcome.TIE:
        if len(a) == 1 and len(b) == 1 and a[0].high == b[0].high:
            return _("Both are worth {n} with the same rank: a tie.").format(n=va)
        if len(a) == 1 and len(b) == 1:
            return _("Both are worth {n}, and 10, J, Q and K count as equal: a tie.").format(n=va)
        return _("Both are worth {n}: a tie.").format(n=va)
    win, lose = (a, b) if result is Outcome.FIRST else (b, a)
    vw, vl = attack_value(win), attack_value(lose)
    if vw != vl:
        if lose == (JOKER_CARD,):
            return _("The Joker gives up: {n} beats 0.").format(n=vw)
        return _("{a} beats {b}.").format(a=vw, b=vl)
    return _("Both are worth {n}, but {a_card} beats {another}.").format(
        n=vw, a_card=_(A_FACE[win[0].rank]), another=_(A_FACE[lose[0].rank]))


# The cards worth 10 (or more) said with "a", for a tie settled by rank ("a Queen beats a Jack").
A_FACE = {"T": N_("a Ten"), "J": N_("a Jack"), "Q": N_("a Queen"), "K": N_("a King"), "A": N_("an Ace")}
