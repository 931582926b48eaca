"""Many games of two-player War at once, with numpy: the same rules and options as the engine
(kit/games/war.py), fast enough to ask a class's big questions live.

About ``WORKING`` games are played side by side, one per row of a few arrays; when games finish,
their rows are dealt the next games, so the arrays stay full and small enough to stay in cache.
Each player's pile is a straight run of cards in the row's own stretch of a byte array, found by
two pointers (its top card, and one past its bottom card).  One *step* is one battle in every game
at once: two gathers, a comparison, two scatters under the winners' piles, pointer arithmetic, and
no masks (a game at a tie, or finished, writes only past the end of a pile).  A game that ties waits
with its tied cards still on top; when enough games wait, their wars are fought together: the usual
single war, and (with shuffled pickup) the double war, on whole arrays; the rare rest (a third war,
a player short of cards, the "lose" run-out, double wars picked up as played) by a slower general
loop.

    from kit.warsim import simulate
    figures = simulate(100_000, seed=1, war_style="one_down")
    figures["battles"].mean()

The result is a dict of numpy arrays, one entry per game:

  battles      battles fought (a battle and all its wars count once)
  wars         wars (ties broken by laying cards), a war inside a war counting again
  double_wars  battles that needed a war inside a war
  winner       0 or 1, or -1 for a draw
  aces         Aces each player was dealt, shape (games, 2)
  capped       True when the game stopped at ``max_battles``

``simulate(..., first_aces=4)`` deals seat 0 exactly that many Aces (and seat 1 the others), every
other card still at random: the same games as waiting for such deals among ordinary ones, without
the wait (all four Aces come to one seat in about 1 deal in 18).

The games match the engine's in distribution, not card for card: the engine shuffles won cards
with its own generator.  Same seed and same number of games give the same figures.

One process plays on one core.  ``simulate(..., workers=2)`` splits the games between two
processes (forked, so nothing is imported again), each with its own seeded part: on a machine
with two cores that nearly doubles the games played per second.
"""
from __future__ import annotations

from typing import Any, Optional

import multiprocessing
import warnings
from concurrent.futures import ProcessPoolExecutor
from itertools import permutations

import numpy as np

from ..game import Option
from ..games.war import War, war_cards_down

OPTIONS = {k: War.OPTIONS[k] for k in ("war_style", "runout", "collect", "max_battles")}
ACE = 12  # ranks are 0..12 for 2..Ace
SPACE = 256     # room for one pile: its cards lie in a straight run that creeps along this space
HALF = SPACE + 32     # where seat 1's space begins in a row, and a row's length: not multiples of
ROW = 2 * SPACE + 64  # 256, so the piles of rows in step do not all fall in the same cache sets
WORKING = 8192  # games played side by side; a finished game's row is dealt the next game
CHECK = 16      # steps between looks for piles near the end of their space
WAIT = 4        # wars are fought when a quarter of the games wait at a tie
SLOW = 16       # the general loop waits until a 16th of the games need it (or no game moves)
MOVE_AT = SPACE - 52 - 2 * CHECK - 4  # a pile whose end has crept past this is moved back to the start
ORDERS = {6: np.array(list(permutations(range(6))), dtype=np.int64)}  # every order of one_down's pot


# the engine's rule (kit.games.war.war_cards_down) as a table by style and rank (0 = a 2), so
# that a whole array of ties is looked up at once
DOWN = {style: np.array([war_cards_down(style, rank + 2, 2, 2) for rank in range(13)], dtype=np.int64)
        for style in War.OPTIONS["war_style"].choices or ()}


def cards_down(style: str, rank: np.ndarray) -> np.ndarray:
    """How many cards each player lays face down in a war over a tie of ``rank`` (0 = a 2)."""
    down: np.ndarray = DOWN[style][rank]
    return down


def check_options(options: dict[str, Any], known: dict[str, Option] = OPTIONS, players: int = 2) -> dict[str, Any]:
    """The options with their defaults (``known``: the simulator's options, the engine's checks);
    a wrong name or value raises ValueError."""
    unknown = sorted(set(options) - set(known))
    if unknown:
        raise ValueError(f"the {players}-player War simulator has no option {', '.join(unknown)}; "
                         f"its options are: {', '.join(known)}")
    return {k: opt.check(k, options[k]) if k in options else opt.default for k, opt in known.items()}


def check_games_and_seed(games: Any, seed: Any) -> None:
    """A number of games and a seed a simulator can take, or a ValueError saying what is wrong."""
    if isinstance(games, bool) or not isinstance(games, (int, np.integer)) or not 1 <= games <= 10_000_000:
        raise ValueError(f"the number of games must be a whole number from 1 to 10000000, not {games!r}")
    if isinstance(seed, bool) or not isinstance(seed, (int, np.integer)) or seed < 0:
        raise ValueError(f"a seed is a whole number 0 or more, not {seed!r}")


def random_order(bits: Any, shape: tuple[int, ...], last: Optional[np.ndarray] = None, shuffle: bool = True) -> np.ndarray:
    """For each row of ``shape``, an order of its columns (at most 128): those where ``last`` is
    True after all the others, and within each group a uniform random order (or, without
    ``shuffle``, their own order).  Sorted 64-bit keys: ``last`` in the top bit, random bits
    from the generator ``bits``, the column number in the low 7 bits."""
    assert shape[1] <= 128
    column = np.arange(shape[1], dtype=np.uint64)
    if shuffle:
        keys = bits.random_raw(shape[0] * shape[1]).reshape(shape) >> np.uint64(8)
        keys <<= np.uint64(7)
        keys |= column
    else:
        keys = np.broadcast_to(column, shape).copy()
    if last is not None:
        keys |= last.astype(np.uint64) << np.uint64(63)
    keys.sort(axis=1)
    order: np.ndarray = (keys & np.uint64(127)).astype(np.intp)
    return order


def record_results(out: dict[str, Any], games: np.ndarray, **figures: Any) -> None:
    """Write the figures of the games that just ended (``games``: their numbers) into the results
    ``out`` (one array a figure), as each simulator finishes its rows."""
    for name, values in figures.items():
        out[name][games] = values


def simulate(games: int, seed: int = 0, workers: int = 1, first_aces: Optional[int] = None,
             **options: Any) -> dict[str, Any]:
    """Play ``games`` complete two-player games of War; return their figures (see the module).

    ``first_aces`` (0 to 4, or None for an ordinary deal): seat 0 is dealt exactly that many Aces.

    ``workers`` above 1 splits the games into that many parts, each seeded from ``seed`` and
    played in its own process, so a machine's other cores help: the figures then depend on the
    seed, the number of games and the number of workers (the same three give the same figures)."""
    opts = check_options(options)
    check_games_and_seed(games, seed)
    if isinstance(workers, bool) or not isinstance(workers, (int, np.integer)) or not 1 <= workers <= 64:
        raise ValueError(f"workers is how many processes share the games: a whole number from 1 to 64, "
                         f"not {workers!r}")
    if first_aces is not None and (isinstance(first_aces, bool) or not isinstance(first_aces, (int, np.integer))
                                   or not 0 <= first_aces <= 4):
        raise ValueError(f"first_aces is how many Aces seat 0 is dealt: a whole number from 0 to 4 (or None "
                         f"for an ordinary deal), not {first_aces!r}")
    opts = dict(opts, first_aces=None if first_aces is None else int(first_aces))
    games, seed, workers = int(games), int(seed), min(int(workers), int(games))
    if workers == 1:
        return _Batch(games, np.random.default_rng(seed), opts).run()
    sizes = [games // workers + (i < games % workers) for i in range(workers)]
    seeds = np.random.SeedSequence(seed).spawn(workers)
    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("fork" if "fork" in methods else None)  # fork: nothing to re-import
    with warnings.catch_warnings():  # (Python 3.12 frowns on fork in a threaded process such as a
        warnings.simplefilter("ignore", DeprecationWarning)  # kernel; the children only run numpy)
        with ProcessPoolExecutor(workers, mp_context=context) as pool:
            parts = list(pool.map(_play_part, sizes, seeds, [opts] * workers))
    return {key: np.concatenate([part[key] for part in parts]) for key in parts[0]}


def _play_part(games: int, seed: np.random.SeedSequence, opts: dict[str, Any]) -> dict[str, Any]:
    return _Batch(games, np.random.default_rng(seed), opts).run()


class _Batch:
    """A fixed set of rows, each playing one game; when games finish, their rows are dealt the
    next games, so every step works on full arrays of about ``WORKING`` games.

    Player p's pile in row r lies in ``flat[top[p, r]:tail[p, r]]`` (top card first), inside the
    row's own stretch of ``SPACE`` slots; cards are taken from the top and won cards are written
    after the end, so the run creeps along and is moved back to the start of its space now and
    then.  A finished game's row points both players at one same slot: its cards always tie and
    it never moves.  A game whose battle ties waits, its tied cards still on top, until enough
    games are waiting; then all their wars are fought together."""

    def __init__(self, n: int, rng: np.random.Generator, opts: dict[str, Any]):
        self.bits, self.opts, self.n = rng.bit_generator, opts, n
        self.shuffle = opts["collect"] == "shuffle"
        self.maxb = opts["max_battles"]
        self.first_aces = opts.get("first_aces")
        rows = min(n, WORKING)
        self.flat = np.zeros(rows * ROW + 64, dtype=np.int8)  # (64: room to read past the last)
        self.top = np.zeros((2, rows), dtype=np.int64)  # [player, row]: where the top card is
        self.tail = np.zeros((2, rows), dtype=np.int64)  # one past the bottom card
        self.pot = np.zeros((rows, 52), dtype=np.int8)  # the middle, in a war
        self.potlen = np.zeros(rows, dtype=np.int64)
        self.up = np.zeros((2, rows), dtype=np.int8)
        self.need = np.ones(rows, dtype=np.int64)          # cards each player lays in this war
        self.standing = np.zeros((2, rows), dtype=bool)    # out of cards in a war: last card stands
        self.depth = np.zeros(rows, dtype=np.int64)        # wars so far in this battle
        self.gid = np.zeros(rows, dtype=np.int64)          # which game each row is playing
        self.battles = np.zeros(rows, dtype=np.int64)
        self.wars = np.zeros(rows, dtype=np.int64)
        self.doubles = np.zeros(rows, dtype=np.int64)
        self.live = np.zeros(rows, dtype=bool)
        self.dealt = 0
        self.over: list[tuple[np.ndarray, np.ndarray]] = []  # (rows, winners) of games finished in a battle step, to be written down
        self.out = {
            "battles": np.zeros(n, dtype=np.int64), "wars": np.zeros(n, dtype=np.int64),
            "double_wars": np.zeros(n, dtype=np.int64), "winner": np.full(n, -1, dtype=np.int64),
            "aces": np.zeros((n, 2), dtype=np.int64), "capped": np.zeros(n, dtype=bool),
        }
        self.rebuild()

    def rebuild(self) -> None:
        """Where each pile's space begins, and views of the byte array (after the rows change)."""
        # [row, seat, slot] and every run of 52 slots from a place on: views, so writing to them
        # writes the piles; kept, as making a view costs more than a small step's work
        self.piles = np.lib.stride_tricks.as_strided(self.flat, (len(self.live), 2, SPACE), (ROW, HALF, 1))
        self.window = np.lib.stride_tricks.sliding_window_view(self.flat, 52)
        self.start = np.arange(len(self.live), dtype=np.int64) * ROW
        self.start = np.stack([self.start, self.start + HALF])  # where each pile's space begins
        self.park(~self.live)

    def park(self, rows: np.ndarray) -> None:
        """Finished games' rows: both players' pile is one same card, so they tie and never move."""
        self.top[:, rows] = self.start[0, rows]
        self.tail[:, rows] = self.start[0, rows] + 1

    def deal(self, rows: np.ndarray) -> None:
        """Deal new games into ``rows`` (as many as are left to play)."""
        rows = rows[: self.n - self.dealt]
        m = len(rows)
        if m == 0:
            return
        if self.first_aces is None:
            deals = (random_order(self.bits, (m, 52)) % 13).astype(np.int8)  # a shuffled pack per game
            hands: tuple[np.ndarray, np.ndarray] = (deals[:, 0::2], deals[:, 1::2])  # one card each in turn, seat 0 first
        else:  # k Aces and 26 - k of the 48 other cards (shuffled) to seat 0, the rest to seat 1
            k = self.first_aces
            others = (random_order(self.bits, (m, 48)) % 12).astype(np.int8)  # ranks 2..King, 4 of each
            aces = np.full((m, 4), ACE, dtype=np.int8)
            halves = (np.concatenate([aces[:, :k], others[:, :26 - k]], axis=1),
                      np.concatenate([aces[:, k:], others[:, 26 - k:]], axis=1))
            hands = (np.take_along_axis(halves[0], random_order(self.bits, (m, 26)), axis=1),
                     np.take_along_axis(halves[1], random_order(self.bits, (m, 26)), axis=1))
        g = np.arange(self.dealt, self.dealt + m)
        self.dealt += m
        piles = self.piles
        piles[rows, 0, :26] = hands[0]
        piles[rows, 1, :26] = hands[1]
        self.out["aces"][g, 0] = (hands[0] == ACE).sum(axis=1)
        self.out["aces"][g, 1] = (hands[1] == ACE).sum(axis=1)
        self.gid[rows] = g
        self.top[:, rows] = self.start[:, rows]
        self.tail[:, rows] = self.start[:, rows] + 26
        self.potlen[rows] = 0
        self.need[rows] = 1
        self.standing[:, rows] = False
        self.depth[rows] = 0
        self.battles[rows] = 0
        self.wars[rows] = 0
        self.doubles[rows] = 0
        self.live[rows] = True

    def compact(self) -> None:
        """Drop the rows of finished games once no new game is left to deal."""
        keep = self.live
        shift = self.start[:, keep]
        self.flat = np.concatenate([self.flat[:-64].reshape(-1, ROW)[keep].reshape(-1),
                                    np.zeros(64, dtype=np.int8)])
        for name in ("top", "tail", "up", "standing"):
            setattr(self, name, getattr(self, name)[:, keep])
        for name in ("pot", "potlen", "need", "depth", "gid", "battles", "wars", "doubles", "live"):
            setattr(self, name, getattr(self, name)[keep])
        self.rebuild()
        self.top += self.start - shift
        self.tail += self.start - shift

    def move_back(self) -> None:
        """Move the piles that have crept near the end of their space back to its start."""
        rows = np.flatnonzero((self.tail - self.start).max(axis=0) > MOVE_AT)
        if len(rows) == 0:
            return
        window, piles = self.window, self.piles
        for p in (0, 1):
            piles[rows, p, :52] = window[self.top[p, rows]]  # (the old and new places may overlap:
            self.tail[p, rows] -= self.top[p, rows] - self.start[p, rows]  # numpy copies first)
            self.top[p, rows] = self.start[p, rows]

    def run(self) -> dict[str, Any]:
        self.deal(np.arange(len(self.live)))
        steps, cap_check = 0, self.maxb
        while True:
            moving = self.battle()
            steps += 1
            if steps >= cap_check:
                self.cap(np.flatnonzero(self.live & (self.battles >= self.maxb)))
                cap_check = steps + self.battles_to_cap()
            rows, live = len(self.live), np.count_nonzero(self.live)
            if (live - moving) * WAIT >= rows or moving == 0:
                self.move_back()
                self.wars_now(everything=moving == 0)
                cap_check = steps + self.battles_to_cap()
                live = np.count_nonzero(self.live)
            elif steps % CHECK == 0:
                self.move_back()
            else:
                continue
            self.write_down()
            dead = rows - live
            if self.dealt < self.n:
                if dead * 16 >= rows:
                    self.deal(np.flatnonzero(~self.live))
            elif dead == rows:
                return self.out
            elif dead * 2 > rows:
                self.compact()

    def write_down(self) -> None:
        """Keep the figures of the games finished in battle steps since the last time."""
        if self.over:
            rows, winner = (np.concatenate(x) for x in zip(*self.over))
            self.over = []
            self.record(rows, winner, False)

    def battles_to_cap(self) -> int:
        """Steps before any game can reach the cap: a step plays at most one battle outside wars."""
        return int((self.maxb - self.battles[self.live]).min(initial=self.maxb))

    # -- one battle in every game at once ---------------------------------------------------
    def battle(self) -> int:
        """Every game turns up its top cards; the higher card's owner puts both under their pile.
        A game whose cards tie does nothing yet (it waits for ``wars_now``); so does a finished
        game, whose two piles are one same card.  Returns how many games played a battle."""
        flat, top, tail = self.flat, self.top, self.tail
        up = flat[top]                 # both players' top cards, [seat, row]
        won = (up > up[::-1]).astype(np.int64)  # [seat 0's card is higher, seat 1's], 1 or 0
        moved = won[0] + won[1]        # 1 if the game moved, 0 at a tie (or if it is over)
        e0, e1 = tail
        at = e1 - e0  # the winner's pile end (a tie writes after seat 0's pile, where nothing lies)
        at *= won[1]
        at += e0
        a, b = up
        if self.shuffle:
            # swap the two cards where a random byte's top bit is set: a ^ b masked, xor-ed back
            flip = self.bits.random_raw(-(-len(a) // 8)).view(np.int8)[: len(a)] >> 7
            flip &= a ^ b
            a ^= flip
            b ^= flip
        flat[at] = a  # as played: seat 0's card first
        at += 1
        flat[at] = b
        self.moved = moved
        top += moved
        won <<= 1
        tail += won
        self.battles += moved
        empty = top == tail
        out = empty[0] | empty[1]
        if out.any():  # a player who lost their last card has lost the game: stop the row now,
            r = np.flatnonzero(out)  # keep its figures later (they no longer change)
            self.over.append((r, empty[0, r].astype(np.int64)))
            self.live[r] = False
            self.park(r)
        return int(np.count_nonzero(moved))

    # -- wars, in the games that are waiting at a tie ----------------------------------------
    def wars_now(self, everything: bool) -> None:
        """Fight the wars of the games waiting at a tie.  Most are one war with cards enough on
        both sides and different face-up cards: those are settled here on whole arrays, and so
        are double wars with cards enough for both (shuffled pickup).  The rest (a short pile, a
        third war) go round the general loop of ``lay`` and ``compare``, which costs about the
        same for a few games as for many: so they wait until they are a ``SLOW``-th of the games,
        or a call has ``everything`` set.  (by_rank settles a short pile here too: its wars come
        in many sizes, so this path pads anyway.)"""
        flat, top, tail = self.flat, self.top, self.tail
        t = np.flatnonzero(self.live & (self.moved == 0))  # a live game that did not move tied
        if len(t) == 0:
            return
        t0, t1 = top[0, t], top[1, t]
        need = cards_down(self.opts["war_style"], flat[t0].astype(np.int64)) + 1  # down and up
        left0, left1 = tail[0, t] - t0 - 1, tail[1, t] - t1 - 1  # cards under the tied ones
        if self.opts["runout"] == "last_card_up":  # short of cards: lay them all, the last one up
            n0, n1 = np.minimum(left0, need), np.minimum(left1, need)
            simple = (n0 > 0) & (n1 > 0)
        else:  # short of cards: out of the game (the general loop sees to that)
            n0 = n1 = need
            simple = (left0 >= need) & (left1 >= need)
        up0, up1 = flat[t0 + n0], flat[t1 + n1]
        simple &= up0 != up1
        if self.opts["war_style"] != "by_rank":  # wars of one size: a short pile is rare, and the
            simple &= (n0 == need) & (n1 == need)  # general loop sees to it
        self.one_war(t[simple], n0[simple], n1[simple], (up1 > up0)[simple])
        if self.shuffle:
            # a tie again, with cards enough for the second war: a double war, settled here too,
            # so that the general loop is seldom needed
            again = np.flatnonzero((up0 == up1) & (left0 > need) & (left1 > need))
            two = need[again] + cards_down(self.opts["war_style"], up0[again].astype(np.int64)) + 1
            full = (left0[again] >= two) & (left1[again] >= two)
            again, two = again[full], two[full]
            down0, down1 = flat[t0[again] + two], flat[t1[again] + two]
            differ = down0 != down1
            again, two = again[differ], two[differ]
            self.one_war(t[again], two, two, (down1 > down0)[differ], wars=2)
            simple[again] = True
        t = t[~simple]
        if len(t) == 0 or not everything and len(t) * SLOW < len(self.live):
            return
        a, b = flat[top[0, t]], flat[top[1, t]]
        top[:, t] += 1
        self.pot[t, 0], self.pot[t, 1] = a, b
        self.potlen[t] = 2
        self.up[0, t], self.up[1, t] = a, b
        self.war(t, a)
        t = t[self.live[t]]
        while len(t):
            self.lay(t)
            t = self.compare(t)

    def one_war(self, rows: np.ndarray, n0: np.ndarray, n1: np.ndarray, won1: np.ndarray, wars: int = 1) -> None:
        """A battle with exactly one war, in which the players lay ``n0`` and ``n1`` cards (the
        last one face up): each player's tied card and those go under the winner's pile.  With
        ``wars=2``, a double war, ``n0`` and ``n1`` counting the cards of both wars (shuffled
        pickup only: this lays each player's cards of both wars together, which only a shuffle
        makes right)."""
        if len(rows) == 0:
            return
        flat, top, tail = self.flat, self.top, self.tail
        width = int(max(n0.max(), n1.max()))
        laid = np.arange(width + 1)
        cards0, cards1 = flat[top[0, rows, None] + laid], flat[top[1, rows, None] + laid]  # tied card, then war's
        # the middle as played: both tied cards, then seat 0's war cards, then seat 1's
        pot = np.concatenate([cards0[:, :1], cards1[:, :1], cards0[:, 1:], cards1[:, 1:]], axis=1)
        winner = won1.astype(np.int64)
        at = tail[winner, rows]
        q = np.arange(width)
        fixed = bool((n0 == width).all() and (n1 == width).all())
        if self.shuffle and fixed and pot.shape[1] in ORDERS:  # a random one of every possible order
            orders = ORDERS[pot.shape[1]]
            flat[at[:, None] + orders[self.bits.random_raw(len(rows)) % np.uint64(len(orders))]] = pot
        elif self.shuffle and fixed:  # card j goes to place order[j]: a random order too
            flat[at[:, None] + random_order(self.bits, pot.shape)] = pot
        elif self.shuffle:
            padding = np.concatenate([np.zeros((len(rows), 2), dtype=bool), q >= n0[:, None], q >= n1[:, None]],
                                     axis=1)
            pot = np.take_along_axis(pot, random_order(self.bits, pot.shape, padding), axis=1)
            flat[at[:, None] + np.arange(pot.shape[1])] = pot  # the padding lands past the new bottom
        elif fixed:
            flat[at[:, None] + np.arange(pot.shape[1])] = pot
        else:  # seat 1's war cards start right after seat 0's; padding lands past the new bottom
            flat[at[:, None] + np.arange(2 + width)] = pot[:, : 2 + width]
            flat[(at + 2)[:, None] + n0[:, None] + q] = pot[:, 2 + width:]
        top[0, rows] += n0 + 1
        top[1, rows] += n1 + 1
        tail[winner, rows] += n0 + n1 + 2
        self.battles[rows] += 1
        self.wars[rows] += wars
        self.doubles[rows] += wars == 2
        self.after_battle(rows, winner)

    def lay(self, rows: np.ndarray) -> None:
        """In a war each player lays ``need`` cards (fewer if short: the last one laid is face up),
        all at once: one gather from the piles and one scatter into the middle per player."""
        for p in (0, 1):
            top = self.top[p, rows]
            n = np.minimum(self.tail[p, rows] - top, self.need[rows])
            n[self.standing[p, rows]] = 0
            width = int(n.max(initial=0))
            if width == 0:
                continue
            j = np.arange(width)[None, :]
            cards = self.flat[top[:, None] + j]
            r, i = np.nonzero(j < n[:, None])
            self.pot[rows[r], self.potlen[rows[r]] + i] = cards[r, i]
            laid = n > 0
            self.up[p, rows[laid]] = cards[laid, n[laid] - 1]
            self.top[p, rows] = top + n
            self.potlen[rows] += n

    def compare(self, rows: np.ndarray) -> np.ndarray:
        """After war cards are laid: compare the new face-up cards.  Returns the rows whose war
        goes on (they tied again)."""
        a, b = self.up[0, rows], self.up[1, rows]
        s0, s1 = self.standing[0, rows], self.standing[1, rows]
        tie = a == b
        winner = np.where(a > b, 0, 1)
        # a card standing in for an empty pile loses when it ties again; two of them: a draw
        winner = np.where(tie & s0 & ~s1, 1, np.where(tie & s1 & ~s0, 0, winner))
        decided = ~tie | (s0 ^ s1)
        drawn = tie & s0 & s1
        war = tie & ~s0 & ~s1
        self.take(rows[decided], winner[decided])
        if drawn.any():
            self.draw(rows[drawn])
        rows = rows[war]
        if len(rows) == 0:
            return rows
        self.war(rows, a[war])
        still: np.ndarray = rows[self.live[rows]]
        return still

    def war(self, rows: np.ndarray, rank: np.ndarray) -> None:
        self.wars[rows] += 1
        self.depth[rows] += 1
        self.doubles[rows] += self.depth[rows] == 2
        self.need[rows] = cards_down(self.opts["war_style"], rank.astype(np.int64)) + 1
        counts = self.tail[:, rows] - self.top[:, rows]
        if self.opts["runout"] == "lose":
            short = counts < self.need[rows]
            one = short[0] ^ short[1]
            both = short[0] & short[1]
            # the short player is out, so the other wins the game with this battle
            if one.any():
                self.battles[rows[one]] += 1
                self.finish(rows[one], np.where(short[0, one], 1, 0))
            if both.any():
                self.draw(rows[both])
        else:
            self.standing[:, rows] = counts == 0
            nobody = self.standing[0, rows] & self.standing[1, rows]
            if nobody.any():
                self.draw(rows[nobody])

    def take(self, rows: np.ndarray, winner: np.ndarray) -> None:
        """The winner puts the middle under their pile (shuffled, or in the order played)."""
        if len(rows) == 0:
            return
        length = self.potlen[rows]
        width = int(length.max())
        pot = self.pot[rows, :width]
        slot = np.arange(width)[None, :]
        if self.shuffle:
            pot = np.take_along_axis(pot, random_order(self.bits, pot.shape, slot >= length[:, None]), axis=1)
        r, i = np.nonzero(slot < length[:, None])
        self.flat[self.tail[winner[r], rows[r]] + i] = pot[r, i]
        self.tail[winner, rows] += length
        self.potlen[rows] = 0
        self.need[rows] = 1
        self.depth[rows] = 0
        self.standing[:, rows] = False
        self.battles[rows] += 1
        self.after_battle(rows, winner)

    def after_battle(self, rows: np.ndarray, winner: np.ndarray) -> None:
        """A battle with a war is over: a player with no cards left has lost; otherwise the cap
        may end the game."""
        loser = 1 - winner
        loser_out = self.tail[loser, rows] == self.top[loser, rows]
        if loser_out.any():
            self.finish(rows[loser_out], winner[loser_out])
        capped = ~loser_out & (self.battles[rows] >= self.maxb)
        if capped.any():
            self.cap(rows[capped])

    def draw(self, rows: np.ndarray) -> None:
        self.battles[rows] += 1
        self.finish(rows, np.full(len(rows), -1))

    def cap(self, rows: np.ndarray) -> None:
        c0, c1 = self.tail[:, rows] - self.top[:, rows]
        self.finish(rows, np.where(c0 > c1, 0, np.where(c1 > c0, 1, -1)), capped=True)

    def finish(self, rows: np.ndarray, winner: np.ndarray, capped: bool = False) -> None:
        """These games are over: keep their figures; their rows stand still until dealt again."""
        still = self.live[rows]
        rows, winner = rows[still], winner[still]
        self.record(rows, winner, capped)
        self.live[rows] = False
        self.park(rows)

    def record(self, rows: np.ndarray, winner: np.ndarray, capped: bool) -> None:
        record_results(self.out, self.gid[rows], winner=winner, capped=capped, battles=self.battles[rows],
                       wars=self.wars[rows], double_wars=self.doubles[rows])
