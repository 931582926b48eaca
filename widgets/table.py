"""The base of every game table: a child's seat, computer players, a board, and the loop between them.

A table asks the game for the child's view and legal moves, draws them as a scene (each game's
table writes ``scene()``), and turns a click into a move through the game contract.  It holds no
rule: whether a move is allowed is the game's answer, never the table's.

Clicks arrive as ids.  Every scene carries a generation number, one more than the scene before
(over the table's whole life, new deals included), and every id it offers names its generation
(``a<generation>-<n>``).  The page sends ``{"action": id, "generation": g}`` back.  Only an id the
current scene offered is honoured, and every honoured click is followed by a new scene, so:

* the same click arriving twice (a double-click) is honoured once; the copy is dropped silently;
* a click on an older scene (the computer moved, the clock ticked, the table was redrawn before the
  click arrived) changes nothing, and the child is told the table changed;
* a made-up id or a malformed message changes nothing, and the child is told it can't be clicked.
"""
from __future__ import annotations

import asyncio
import re
from collections import deque
from typing import Callable, ClassVar, Generic, Optional, Protocol, TypeVar, cast

import ipywidgets as W

import kit
from kit.bots import make_bot
from kit.game import Speaker
from kit.words import N_, _

from .board import Board, card_item, finish_scene, spoken
from .notebook_look import TABLE_CLASS, NotebookLook

MAX_MESSAGES = 5
YOURS_SHOWN = 4  # lines of the child's own last move kept at the board's head
ACTION_ID = re.compile(r"a(\d{1,18})-(\d{1,18})")  # ids the tables make; longer numbers were never offered
HONOURED_KEPT = 64  # honoured ids remembered, so that late copies of them are dropped silently

CANNOT_CLICK = N_("That can't be clicked right now.")
TABLE_CHANGED = N_("The table changed just before your click, so nothing happened. Have another look.")


G = TypeVar("G", bound=kit.Game)


class WorkKeeper(Protocol):
    """Where a page keeps its child's game beyond the kernel (classroom/saved_pages.py installs one
    on a served page; widgets import no store, so the table only knows this shape)."""

    def restore(self, game_name: str) -> Optional[kit.Game]: ...

    def keep(self, game: kit.Game) -> None: ...


class GameTable(W.VBox, Generic[G]):
    """A table of one game class ``G`` (``class WarTable(GameTable[War])``): what a table reads
    from its game beyond the contract (a race's ``pace`` and ``clock``, King of the Hill's
    ``judge``...) is then a member that class declares, which mypy checks."""
    game_name = ""
    game: G
    # True where a zone of the table already keeps the child's last result in sight until the
    # child acts again (King of the Hill's last fight): the board's head then does not repeat it
    result_kept_in_a_zone = False
    # The child's saved work (None: nothing kept, as in a notebook or a test): a table asked for
    # no particular game starts from the child's kept one, and keeps its game after every change
    keeper: ClassVar[Optional[WorkKeeper]] = None

    def __init__(self, game: Optional[G] = None, *, you: int = 0, level: str = "easy",
                 names: Optional[list] = None, players: Optional[int] = None, seed: Optional[int] = None,
                 deck=None, four_colour: bool = False, hints: bool = True, watch: bool = False, **options):
        self._timers: list[asyncio.Task] = []  # every timer of ``every``: ``close`` cancels them
        self.closed = False
        kept = self._kept(seed) if game is None and deck is None and not watch else None
        self.game = game if game is not None else kept or self._new(players=players, seed=seed, deck=deck, **options)
        if not (isinstance(you, int) and 0 <= you < self.game.players):
            raise ValueError(f"you={you!r}: the child's seat must be a player number from 0 to {self.game.players - 1}")
        self.you = you
        self.watch = watch  # a replay: nothing to click, and the computer players do not move
        self.level = level
        self.four_colour = four_colour
        self.hints = hints
        self.names = list(names) if names else self.default_names()
        if len(self.names) != self.game.players:
            raise ValueError(f"names: give one name for each of the {self.game.players} players")
        self.bots = self.make_bots()
        self.board = Board(four_colour=four_colour)
        self.board.on_action(self.clicked)
        self.error = ""
        self.messages: list[str] = []
        # A rule of the table: the child's own last move and what came of it stay on the board,
        # at its head, until the child acts again (the computers' turns that follow push the
        # log's lines away, never these)
        self.yours: list[str] = []
        self._told = self._told_shown = 0  # messages told, and told by the scene before
        self.generation = 0  # of the scene on the board; ids offered while building it name it
        self._offers: dict[str, Callable[[], object]] = {}
        self._says: dict[str, str] = {}  # what each offered id does, in words
        self._honoured: deque[str] = deque(maxlen=HONOURED_KEPT)
        controls = self.controls()  # built in a replay too (tables keep them up to date), not shown
        # NotebookLook: in a notebook, the dashboards' colours, focus ring and named sliders
        super().__init__(children=[self.board, *([] if watch else controls), NotebookLook()])
        self.add_class(TABLE_CLASS)
        if not watch:
            self.run_bots()
        self.refresh()

    # -- things a game's table provides ------------------------------------------------------
    def scene(self) -> dict:  # pragma: no cover - every table overrides
        raise NotImplementedError

    def controls(self) -> list:
        """Extra ipywidgets under the board (auto-play, speed...)."""
        return []

    def reset(self) -> None:
        """Forget what the table kept about the game before (a picked card, what was said...):
        called by ``new_game``; tables with such state override it."""

    def default_names(self) -> list[str]:
        others = self.game.players - 1
        names, k = [], 0
        for p in range(self.game.players):
            if p == self.you:
                names.append(_("You"))
            else:
                k += 1
                names.append(_("Computer") if others == 1 else _("Computer {k}").format(k=k))
        return names

    # -- building a scene -------------------------------------------------------------------------
    def offer(self, do: Callable[[], object], say: str = "") -> Optional[str]:
        """Register something the child may click in the scene being built; returns its id
        (None in a replay, where nothing is clickable).  ``say`` tells what clicking it does, in
        a sentence (a screen reader reads it out)."""
        if self.watch:
            return None
        key = f"a{self.generation}-{len(self._offers)}"
        self._offers[key] = do
        if say:
            self._says[key] = spoken(say)
        return key

    def offer_move(self, move, say: str = "") -> Optional[str]:
        """Offer one of the game's legal moves; what it does is said in the game's own words."""
        return self.offer(lambda: self.play(move), say or move.told(self.speaker()))

    def speaker(self) -> Speaker:
        """How this table names the seats: the child is "you", the others by the names shown (the
        engine numbers the seats; its moves and refusals name them through this)."""
        return Speaker(self.you, self.names)

    def card(self, card, **kwargs) -> dict:
        return card_item(card, four_colour=self.four_colour, **kwargs)

    def view(self) -> dict:
        return self.game.view(self.you)

    def legal(self) -> list:
        return self.game.legal_moves(self.you)

    def refresh(self) -> None:
        """Build a new scene (with the next generation and fresh ids) and put it on the board."""
        self.generation += 1
        self._offers, self._says = {}, {}
        scene = self.scene()
        scene.setdefault("error", self.error)
        # (what the child did, then the last of what came of it)
        scene.setdefault("yours", [] if self.result_kept_in_a_zone else
                         self.yours[:1] + self.yours[1:][1 - YOURS_SHOWN:])
        # what the game is for and its own words (a run, the reserve), where the game says them
        goal = getattr(self.game, "goal", "")  # a message of the catalog (N_ in the game's module)
        scene.setdefault("goal", _(goal) if goal else "")
        shown = scene.setdefault("messages", self.messages[-MAX_MESSAGES:])
        # the last ``news`` messages are new since the scene before: what a screen reader reads out
        news = min(self._told - self._told_shown, len(shown))
        self._told_shown = self._told
        if news:
            scene["news"] = news
        scene["generation"] = self.generation
        self._keep()  # kept before it is shown: a kernel lost a moment later loses nothing seen
        self.board.scene = finish_scene(scene, self._says)

    def _kept(self, seed: Optional[int]) -> Optional[G]:
        """The child's kept game of this table's kind (of ``seed`` if one was asked for)."""
        keeper = type(self).keeper
        if keeper is None or not self.game_name:
            return None
        try:
            game = keeper.restore(self.game_name)
        except Exception:  # a store that cannot answer: a new game, the child loses nothing more
            return None
        if game is None or game.name != self.game_name or (seed is not None and game.seed != seed):
            return None
        return cast(G, game)

    def _keep(self) -> None:
        keeper = type(self).keeper
        if keeper is None or self.watch or self.closed:
            return
        try:
            keeper.keep(self.game)
        except Exception:  # (the keeper says so in the server's log; the game goes on)
            pass

    def make_bots(self) -> dict:
        """A computer player for every seat but the child's, seeded from the game."""
        return {p: make_bot(self.game.name, self.level, seed=self.game.seed, seat=p)
                for p in range(self.game.players) if p != self.you}

    # -- dealing again ------------------------------------------------------------------------------
    def new_game_button(self, **style) -> W.Button:
        """A "New game" button for ``controls()``."""
        button = W.Button(description=_("New game"), icon="refresh", tooltip=_("Shuffle and deal again"), **style)
        button.on_click(lambda _b: self.new_game())
        return button

    def leave_new_game_to_dashboard(self) -> "GameTable":
        """Take the table's own "New game" button out of its controls: a dashboard that deals
        with its own "Deal a new game" shows one new-game control, not two."""
        again = getattr(self, "again", None)
        boxes = [self]
        while boxes and again is not None:
            box = boxes.pop()
            if again in box.children:
                box.children = tuple(c for c in box.children if c is not again)
            boxes.extend(c for c in box.children if isinstance(c, W.Box))
        return self

    def _new(self, **settings) -> G:
        """A new game of this table's kind (``game_name``)."""
        return cast(G, kit.new_game(self.game_name, **settings))

    def new_game(self, seed: Optional[int] = None, **options) -> None:
        """Deal again with the same players and options (``options`` change some of them), the next
        seed unless ``seed`` is given, and fresh computer players that remember nothing."""
        g = self.game
        self.game = self._new(players=g.players, seed=seed if seed is not None else g.seed + 1,
                              **{**g.options, **options})
        self.bots = self.make_bots()
        self.messages, self.error, self.yours = [], "", []
        self.reset()
        self.run_bots()
        self.refresh()

    def result_banner(self, v: dict, draw: Optional[str] = None) -> str:
        """The end of the game in one line, from the view's ``winners`` ("" while it goes on)."""
        if not v["over"]:
            return ""
        ws = v["winners"]
        if not ws:
            return draw or _("It's a draw!")
        if len(ws) > 1:
            return _("A shared win! {players}").format(players=", ".join(self.names[p] for p in ws))
        return self.winner_banner(v, ws[0])

    def winner_banner(self, v: dict, winner: Optional[int], you: Optional[str] = None, other: Optional[str] = None,
                      draw: Optional[str] = None) -> str:
        """The end of a game that one player wins, or nobody (``winner`` None: ``draw``): ``you`` to
        the winner, ``other`` with the winner's name in ``{name}`` to everyone else ("" while it goes on)."""
        if not v["over"]:
            return ""
        if winner is None:
            return draw or _("It's a draw!")
        if winner == self.you:
            return you or _("You win! 🎉")
        return (other or _("{name} wins.")).format(name=self.names[winner])

    # -- clicks and moves ---------------------------------------------------------------------------
    def clicked(self, action, generation: Optional[int] = None) -> None:
        """A click from the page: ``action`` is an id the scene offered; ``generation`` (sent by
        the page) the scene it was clicked on.  Anything but an id of the scene on the board now
        changes nothing (see the module's docstring)."""
        refusal = self.refusal(action, generation)
        if refusal is None:  # a late copy of a click already honoured
            return
        if refusal:
            self.error = refusal
            self.refresh()
            return
        do = self._offers[action]
        self._honoured.append(action)
        self.error = ""
        before = self.generation
        do()
        if self.generation == before:  # the id must die now, even if nothing was redrawn
            self.refresh()

    def refusal(self, action, generation: Optional[int] = None) -> Optional[str]:
        """Why the click ``(action, generation)`` can't be honoured: "" if it can, None if it is
        a copy of a click already honoured (dropped without a word), else a sentence for the child.
        A closed table is gone from the page: every click to it is dropped."""
        if self.closed:
            return None
        if self.watch:
            return _("This is a replay: use the slider to step through the game.")
        well_formed = isinstance(action, str) and (generation is None or (
            isinstance(generation, int) and not isinstance(generation, bool)))
        if well_formed and action in self._offers and generation in (None, self.generation):
            return ""
        if well_formed and action in self._honoured:
            return None
        if self.game.over:
            return _("The game is over. Start a new game to play again.")
        named = ACTION_ID.fullmatch(action) if well_formed else None
        if named and int(named.group(1)) < self.generation and generation in (None, int(named.group(1))):
            return _(TABLE_CHANGED)
        return _(CANNOT_CLICK)

    def hooks_for(self, action):
        """What clicking ``action`` does, or None if the scene on the board offered no such thing."""
        return self._offers.get(action) if isinstance(action, str) else None

    def play(self, move) -> bool:
        """The child's move: checked by the game; an illegal one is explained and changes nothing."""
        try:
            events = self.game.play(self.you, move)
        except kit.IllegalMove as e:
            self.error = e.told(self.speaker())
            self.refresh()
            return False
        self.error = ""
        told = self._told
        self.tell(events)
        self.yours = self.messages[len(self.messages) - (self._told - told):] if self._told > told else []
        self.run_bots()
        self.refresh()
        return True

    def tell(self, events: list) -> None:
        for e in events:
            text = self.game.describe(e, self.you, self.names)
            if text:
                self.messages.append(text)
                self._told += 1
        del self.messages[:-MAX_MESSAGES * 4]

    def run_bots(self, limit: int = 10_000) -> None:
        """Let the computer players act until the child must act or the game ends."""
        for _ in range(limit):
            g = self.game
            waiting = [p for p in g.to_act if p != self.you]
            if g.over or not waiting:
                return
            for p in waiting:
                if p in g.to_act and not g.over:
                    self.tell(g.play(p, self.bots[p].choose(g.view(p), g.legal_moves(p))))

    # -- a kernel-side timer that never blocks the kernel -----------------------------------------------
    def every(self, seconds: Callable[[], float], step: Callable[[], bool]) -> Optional[asyncio.Task]:
        """Run ``step()`` every ``seconds()`` on the kernel's event loop until it returns False.
        Outside a running loop (a plain script) there is no timer and None is returned."""
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return None

        async def run():
            while not self.closed and step():
                await asyncio.sleep(seconds())
        self._timers = [t for t in self._timers if not t.done()]
        task = loop.create_task(run())
        self._timers.append(task)
        return task

    def close(self) -> None:
        """Close the table: its timers (a race clock, War's auto-play) stop and nothing changes it
        any more, then its widgets close."""
        self.closed = True
        for task in getattr(self, "_timers", []):  # (a table that failed to build has less)
            task.cancel()
        self._timers = []
        if hasattr(self, "board"):
            self.board.close()
        super().close()


# --------------------------------------------------------------------------------------------
# Dashboards
# --------------------------------------------------------------------------------------------
DEAL_AGAIN = N_("Deal a new game")


def level_picker(value: str = "easy", **kwargs) -> W.ToggleButtons:
    """Easy or hard computer players, for a dashboard."""
    return W.ToggleButtons(options=[(_("Easy"), "easy"), (_("Hard"), "hard")], value=value, **kwargs)


def deal_again_app(table: GameTable, new_table: Callable[[], GameTable], controls: list,
                   header: Optional[W.Widget] = None) -> W.VBox:
    """The dashboard of a game: ``controls`` and a "Deal a new game" button above ``table`` (and
    ``header`` above them); the button puts ``new_table()`` in the table's place, made as the
    controls say, and closes the old table (its timers stop).  The tables' own "New game" buttons
    are taken out, so the page has one way to deal again.  Every game dashboard is made here."""
    start = W.Button(description=_(DEAL_AGAIN), button_style="success", icon="refresh")
    top = ([header] if header is not None else []) + [W.HBox([*controls, start])]
    app = W.VBox([*top, table.leave_new_game_to_dashboard()])

    def deal(_button=None):
        old = app.children[-1]
        app.children = [*top, new_table().leave_new_game_to_dashboard()]
        old.close()

    start.on_click(deal)
    app.deal_button = start
    return app
