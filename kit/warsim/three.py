"""Many games of three-player War at once, with numpy: the engine's rules and options
(kit/games/war.py with ``players=3``), for questions about thousands of games.

    from kit.warsim.three import simulate3
    figures = simulate3(20_000, seed=1)
    np.bincount(figures["winner"] + 1)   # draws, then wins by seat 0, 1, 2

The result is a dict of numpy arrays, one entry per game:

  battles    battles fought (a battle and all its wars count once)
  wars       wars (ties broken by laying cards), a war inside a war counting again
  winner     0, 1 or 2, or -1 for a draw
  aces       Aces each seat was dealt, shape (games, 3) (the spare card is nobody's)
  capped     True when the game stopped at ``max_battles``
  first_out  the seat that ran out of cards first, -1 if nobody did (when two run out in the
             same battle, the lower seat, as the engine lists them)

How it works.  A few thousand games are played side by side, one per row.  Each seat's pile is a
ring of ``RING`` slots in its row, found by where its top card is and how many cards it holds; a
player who is out keeps -1 on top, so it never wins a comparison.  One *step* plays one battle in
every game at once:

* a plain battle (the highest card is alone): on whole arrays, in every step;
* a tie waits, its cards still on top, and every ``FIGHT``-th step the waiting games fight their
  wars together: on whole arrays, a round at a time, when every tied player can lay cards (a
  whole war, or all they have under last_card_up) and the wars end within ``ROUNDS`` rounds;
* the rest (a player with no card to lay, the short player under "lose", a long run of wars,
  the spare card under ``spare_to="first_battle"``) one game at a time, by a small Python copy
  of the engine's rules (``settle_battle``).

The games match the engine's in distribution, not card for card: won cards are shuffled with
this module's own random numbers.  (Picked up as played, a game is settled by its deal alone; the
tests deal the engine's own packs and check every figure of every game.)  The same seed and
number of games give the same figures.
``war_style`` is accepted and ignored, as in the engine: with three players a war is always
three cards down (six in a war of all three), also after one player is out.
"""
from __future__ import annotations

from typing import Any, Optional

from collections import deque
from itertools import chain, permutations

import numpy as np

from ..games.war import LAYS, OUT, War, in_the_war, top_of_battle, war_cards_down
from .two import check_games_and_seed, check_options as _check_options, random_order, record_results

OPTIONS = {k: War.OPTIONS[k] for k in ("war_style", "runout", "collect", "max_battles", "spare_to")}
ACE = 12        # ranks are 0..12 for 2..Ace
RING = 128      # slots in one pile's ring: 52 cards, and room to write a pot's padding past them
MASK = RING - 1
WORKING = 8192  # games played side by side; a finished game's row is dealt the next game
FIGHT = 4       # games at a tie wait, and their wars are fought every FIGHT-th step, together
ROUNDS = 3      # wars in a row settled on arrays (a pot of 3 + 3 * 21 + 1 cards at most, padding
                # and all, fits past a pile's 52 cards in its ring); the rest go the slow way


def _plain_orders() -> np.ndarray:
    """``[seats, r]`` -> the order in which a plain battle's three slots go under the winner:
    ``seats`` has a bit for each seat that turned a card up; r (0..5) picks one of the orders of
    those seats evenly, and r = 0 is seat order (as played).  Empty seats' slots come last."""
    table = np.zeros((8, 6, 3), dtype=np.intp)
    for seats in range(8):
        there = [p for p in range(3) if seats >> p & 1]
        empty = [p for p in range(3) if not seats >> p & 1]
        orders = list(permutations(there))
        for r in range(6):
            table[seats, r] = list(orders[r * len(orders) // 6]) + empty
    return table


PLAIN_ORDERS = _plain_orders()


def check_options(options: dict[str, Any]) -> dict[str, Any]:
    """The options with their defaults; a wrong name or value raises ValueError."""
    return _check_options(options, OPTIONS, players=3)


def simulate3(games: int, seed: int = 0, **options: Any) -> dict[str, Any]:
    """Play ``games`` complete three-player games of War; return their figures (see the module)."""
    opts = check_options(options)
    check_games_and_seed(games, seed)
    return _Batch(int(games), np.random.default_rng(int(seed)), opts).run()


def settle_battle(piles: list[Any], lose: bool) -> tuple[Any, ...]:
    """One battle and all its wars, by the engine's rules (the battle rule of kit.games.war, which
    ``War._settle`` follows too), on three deques of card ranks (top card first).  Takes the cards played off the piles and returns
    ``(taker, wars, pot)``: who takes the pot (None: nobody can), the wars fought, the cards in
    the middle as played.  The caller gives the pot (and maybe the spare) to the taker."""
    fighters = [p for p in range(3) if piles[p]]
    up = {p: piles[p].popleft() for p in fighters}
    pot = [up[p] for p in fighters]
    standing: set[Any] = set()  # out of cards in a war: their last face-up card stands in
    wars = down = 0
    runout = "lose" if lose else "last_card_up"
    while True:
        laying = False
        while fighters:
            best, beaten = top_of_battle(fighters, up, standing)
            if len(best) == 1:
                return best[0], wars, pot
            if beaten:  # a card standing in for an empty pile loses when it ties again
                fighters = [p for p in fighters if p not in beaten]
                continue
            down = war_cards_down("three_down", up[best[0]], len(best), 3)
            wars += 1
            fighters = []
            for p in best:
                pile = piles[p]
                entry = in_the_war(len(pile), down, runout)
                if entry == LAYS:
                    fighters.append(p)
                elif entry == OUT:  # short of cards: out of the game, the cards go to the middle
                    pot.extend(pile)
                    pile.clear()
                else:  # no card at all: the last face-up card stands
                    standing.add(p)
                    fighters.append(p)
            if len(fighters) > 1 and any(p not in standing for p in fighters):
                laying = True
                break
        if not laying:  # everyone in the fight dropped out: a player outside it takes all
            others = [p for p in range(3) if piles[p]]
            return (others[0] if len(others) == 1 else None), wars, pot
        for p in fighters:  # the war cards: ``down`` face down and one up, or all a short pile has
            if p in standing:
                continue
            pile = piles[p]
            for _ in range(min(down + 1, len(pile))):
                pot.append(pile.popleft())
            up[p] = pot[-1]


class _Batch:
    """A fixed set of rows, each playing one game; finished games' rows are dealt the next
    games.  Seat p's pile in row r holds ``count[r, p]`` cards, the top one in slot
    ``head[r, p] % RING`` of ``ring[r, p]`` and the others after it, wrapping round."""

    def __init__(self, n: int, rng: np.random.Generator, opts: dict[str, Any], decks: Optional[np.ndarray] = None):
        self.n, self.bits = n, rng.bit_generator
        self.decks = decks  # (tests) the packs to deal, ranks top card first, instead of shuffled ones
        self.shuffle = opts["collect"] == "shuffle"
        self.lose = opts["runout"] == "lose"
        self.spare_first_battle = opts["spare_to"] == "first_battle"
        self.maxb = opts["max_battles"]
        rows = min(n, WORKING)
        self.ring = np.zeros((rows, 3, RING), dtype=np.int8)
        self.head = np.zeros((rows, 3), dtype=np.int64)
        self.count = np.zeros((rows, 3), dtype=np.int64)
        self.spare = np.zeros(rows, dtype=np.int8)        # the 52nd card, set aside at the deal
        self.pending = np.zeros(rows, dtype=bool)        # nobody has earned the spare yet
        self.battles = np.zeros(rows, dtype=np.int64)
        self.wars = np.zeros(rows, dtype=np.int64)
        self.first_out = np.full(rows, -1, dtype=np.int64)
        self.gid = np.zeros(rows, dtype=np.int64)         # which game each row is playing
        self.live = np.zeros(rows, dtype=bool)
        self.dealt = 0
        self.out = {
            "battles": np.zeros(n, dtype=np.int64), "wars": np.zeros(n, dtype=np.int64),
            "winner": np.full(n, -1, dtype=np.int64), "aces": np.zeros((n, 3), dtype=np.int64),
            "capped": np.zeros(n, dtype=bool), "first_out": np.full(n, -1, dtype=np.int64),
        }
        self.rebuild()

    def rebuild(self) -> None:
        """Where each seat's ring begins in the flat array (after the rows change)."""
        rows = len(self.live)
        self.flat = self.ring.reshape(-1)
        self.base = (np.arange(rows, dtype=np.int64)[:, None] * 3 + np.arange(3)) * RING
        self.rows = np.arange(rows)
        self.seat0 = self.rows * 3  # where each row's seat 0 is in head and count, flattened

    def deal(self, rows: np.ndarray) -> None:
        """Deal new games into ``rows`` (as many as are left to play): one card at a time round
        the table from seat 0, 17 each, and the 52nd card set aside."""
        rows = rows[: self.n - self.dealt]
        m = len(rows)
        if m == 0:
            return
        g = np.arange(self.dealt, self.dealt + m)
        if self.decks is None:
            deals = (random_order(self.bits, (m, 52)) % 13).astype(np.int8)
        else:
            deals = np.asarray(self.decks, dtype=np.int8)[g]
        self.dealt += m
        for p in range(3):
            hand = deals[:, p:51:3]
            self.ring[rows, p, :17] = hand
            self.out["aces"][g, p] = (hand == ACE).sum(axis=1)
        self.spare[rows] = deals[:, 51]
        self.pending[rows] = True
        self.head[rows] = 0
        self.count[rows] = 17
        self.battles[rows] = 0
        self.wars[rows] = 0
        self.first_out[rows] = -1
        self.gid[rows] = g
        self.live[rows] = True

    def compact(self) -> None:
        """Drop the rows of finished games once no new game is left to deal."""
        keep = self.live
        for name in ("ring", "head", "count", "spare", "pending", "battles", "wars", "first_out", "gid", "live"):
            setattr(self, name, getattr(self, name)[keep])
        self.rebuild()

    def run(self) -> dict[str, Any]:
        self.deal(np.arange(len(self.live)))
        steps = 0
        while True:
            steps += 1
            self.step(fight=steps % FIGHT == 0)
            rows, live = len(self.live), int(np.count_nonzero(self.live))
            if self.dealt < self.n:
                if (rows - live) * 16 >= rows:
                    self.deal(np.flatnonzero(~self.live))
            elif live == 0:
                return self.out
            elif (rows - live) * 2 > rows:
                self.compact()

    # -- one battle in every game ----------------------------------------------------------
    def step(self, fight: bool = True) -> None:
        """Every game still going plays one battle, except that a game at a tie waits (its tied
        cards stay on top) unless ``fight`` is set; then games are ended where a player holds
        every card, nobody can go on, or the cap is reached."""
        up = self.flat[self.base + (self.head & MASK)]  # each seat's top card, [row, seat]; -1: out
        held = up >= 0
        u0, u1, u2 = up[:, 0], up[:, 1], up[:, 2]
        high = np.maximum(np.maximum(u0, u1), u2)
        t0, t1, t2 = u0 == high, u1 == high, u2 == high
        ties = t0.view(np.int8) + t1.view(np.int8) + t2.view(np.int8)
        go = self.live & ~(self.pending & self.spare_first_battle)
        self.plain(go & (ties == 1), up, held, np.minimum(t1.view(np.int8) + 2 * t2.view(np.int8), 2))
        if fight:
            tied = np.flatnonzero(go & (ties > 1))
            top = np.stack([t0[tied], t1[tied], t2[tied]], axis=1)
            rest = self.war_rounds(tied, top, ties[tied].astype(np.int64), held[tied])
            rest = np.concatenate([rest, np.flatnonzero(self.live & ~go)])
            if len(rest):
                self.slow(np.sort(rest))
        self.ends(held)

    def plain(self, moved: np.ndarray, up: np.ndarray, held: np.ndarray, winner: np.ndarray) -> None:
        """The games where ``moved`` is set have a single highest card (``up``: the top cards,
        -1 for a player who is out; ``held``: who is not; ``winner``: whose card is highest):
        the two or three cards go under the winner's pile.  Done on every row, with no masks: a
        row that does not move takes no card and writes its three cards past the bottom of a
        pile that holds cards (or of any pile, in a finished game), where nothing is read."""
        taken = held & moved[:, None]
        self.head += taken
        self.count -= taken
        seat = self.seat0 + winner
        heads, counts = self.head.reshape(-1), self.count.reshape(-1)
        slots = (heads[seat] + counts[seat])[:, None] + np.arange(3)
        slots &= MASK
        slots += self.base.reshape(-1)[seat][:, None]
        r = self.bits.random_raw(len(moved)) % np.uint64(6) if self.shuffle else 0
        t = taken.view(np.int8)
        order = PLAIN_ORDERS[t[:, 0] + 2 * t[:, 1] + 4 * t[:, 2], r]
        self.flat[slots] = up[self.rows[:, None], order]
        counts[seat] += t[:, 0] + t[:, 1] + t[:, 2]
        self.battles += moved

    def put(self, rows: np.ndarray, winner: np.ndarray, cards: np.ndarray, taken: np.ndarray) -> None:
        """Write ``cards`` (a row each, the first ``taken`` of them real, the rest padding) under
        the winners' piles.  The padding lands past the new bottom card, where it is never read."""
        tail = self.head[rows, winner] + self.count[rows, winner]
        slots = (tail[:, None] + np.arange(cards.shape[1])) & MASK
        self.flat[self.base[rows, winner][:, None] + slots] = cards
        self.count[rows, winner] += taken

    def war_rounds(self, rows: np.ndarray, top: np.ndarray, ties: np.ndarray, held: np.ndarray) -> np.ndarray:
        """Battles settled by up to ``ROUNDS`` wars in which every tied player can lay cards:
        three down and one up (six down in a war of all three), or, short of cards with the
        last_card_up run-out, all they have, the last one up.  Played here on whole arrays, a
        round at a time.  A game where somebody must stand in with an old card or is out of the
        game under "lose" is left untouched; returns those rows, for ``slow``."""
        if len(rows) == 0:
            return rows
        n = len(rows)
        count, head, base = self.count[rows], self.head[rows], self.base[rows]
        used = held.astype(np.int64)  # cards each seat has put in the middle so far
        fighters, wars = top, np.zeros(n, dtype=np.int64)
        winner = np.full(n, -1, dtype=np.int64)
        cards, real = [self.flat[base + (head & MASK)]], [held]  # the middle as played, layer by layer
        k = np.arange(1, 8)
        going = np.arange(n)  # the games still at a tie, among ``rows``
        for _ in range(ROUNDS):
            f = fighters[going]
            lay = np.where(ties[going] == 3, 7, 4)[:, None]
            left = count[going] - used[going]
            if self.lose:
                can = (~f | (left >= lay)).all(axis=1)
                lay = np.where(f, lay, 0)
            else:
                can = (~f | (left > 0)).all(axis=1)
                lay = np.where(f, np.minimum(lay, left), 0)
            going, f, lay = going[can], f[can], lay[can]
            wars[going] += 1
            laid = self.flat[base[going][:, :, None] + ((head[going] + used[going])[:, :, None] + k - 1 & MASK)]
            layer, is_real = np.zeros((n, 3, 7), dtype=np.int8), np.zeros((n, 3, 7), dtype=bool)
            layer[going], is_real[going] = laid, k <= lay[:, :, None]
            cards.append(layer.reshape(n, 21))
            real.append(is_real.reshape(n, 21))
            used[going] += lay
            new_up = np.take_along_axis(laid, np.maximum(lay - 1, 0)[:, :, None], axis=2)[:, :, 0]
            new_up = np.where(f, new_up.astype(np.int16), -1)
            at_top = new_up == new_up.max(axis=1)[:, None]
            again = at_top.sum(axis=1)
            won = again == 1
            winner[going[won]] = at_top[won].argmax(axis=1)
            going = going[~won]
            fighters[going], ties[going] = at_top[~won], again[~won]
            if len(going) == 0:
                break
        done = winner >= 0
        s = rows[done]
        if len(s):
            spare = self.pending[s]
            pot = np.concatenate([c[done] for c in cards] + [self.spare[s, None]], axis=1)
            is_card = np.concatenate([r[done] for r in real] + [spare[:, None]], axis=1)
            pot = np.take_along_axis(pot, random_order(self.bits, pot.shape, ~is_card, self.shuffle), axis=1)
            self.head[s] += used[done]
            self.count[s] -= used[done]
            self.put(s, winner[done], pot, is_card.sum(axis=1))
            self.pending[s] = False
            self.battles[s] += 1
            self.wars[s] += wars[done]
        return rows[~done]

    def slow(self, rows: np.ndarray) -> None:
        """Battles that need the whole rules, played one game at a time in plain Python.  The
        rules only ever take cards off the tops of the piles, so afterwards each pile just starts
        further down; the pots then go under the takers' piles all together, on arrays."""
        offsets = np.arange(52)
        cards = self.flat[self.base[rows][:, :, None] + ((self.head[rows][:, :, None] + offsets) & MASK)]
        counts = self.count[rows].tolist()
        spares, pending = self.spare[rows].tolist(), self.pending[rows].tolist()
        wars, takers, pots = [], [], []
        for i, row in enumerate(cards.tolist()):
            piles = [deque(row[p][: counts[i][p]]) for p in range(3)]
            taker, fought, pot = settle_battle(piles, self.lose)
            if taker is not None and pending[i] and (self.spare_first_battle or fought):
                pot.append(spares[i])
                pending[i] = False
            for p in range(3):
                counts[i][p] = len(piles[p])
            wars.append(fought)
            takers.append(-1 if taker is None else taker)
            pots.append(pot)
        self.head[rows] += self.count[rows] - counts
        self.count[rows] = counts
        self.pending[rows] = pending
        self.battles[rows] += 1
        self.wars[rows] += wars
        # the pots: padded to one width, put in order (shuffled, or as played), under the takers
        taker = np.array(takers)
        size = np.array([len(pot) for pot in pots])
        width = int(size.max())
        pot = np.zeros((len(rows), width), dtype=np.int8)
        padding = offsets[:width] >= size[:, None]
        pot[~padding] = np.fromiter(chain.from_iterable(pots), dtype=np.int8, count=int(size.sum()))
        pot = np.take_along_axis(pot, random_order(self.bits, pot.shape, padding, self.shuffle), axis=1)
        taken = taker >= 0  # (nobody takes the pot when nobody can go on: the game is drawn)
        self.put(rows[taken], taker[taken], pot[taken], size[taken])

    def ends(self, held: np.ndarray) -> None:
        """After a step: note who ran out first; end the games where at most one player holds
        cards (the holder wins; nobody: a draw) and, in the rest, those at the cap (the most
        cards win; equal piles: a draw)."""
        has = self.count > 0
        gone = held & ~has & self.live[:, None]
        g0, g1, g2 = gone[:, 0], gone[:, 1], gone[:, 2]
        r = np.flatnonzero((g0 | g1 | g2) & (self.first_out < 0))
        self.first_out[r] = gone[r].argmax(axis=1)
        if len(r) or gone.any():
            g = np.flatnonzero(gone.reshape(-1))  # mark the out players' piles: their top card is -1
            self.flat[self.base.reshape(-1)[g] + (self.head.reshape(-1)[g] & MASK)] = -1
        left = has[:, 0].view(np.int8) + has[:, 1].view(np.int8) + has[:, 2].view(np.int8)
        over = np.flatnonzero(self.live & (left <= 1))
        if len(over):
            self.finish(over, np.where(left[over] == 1, has[over].argmax(axis=1), -1), False)
        capped = np.flatnonzero(self.live & (self.battles >= self.maxb))
        if len(capped):
            c = self.count[capped]
            most = c.max(axis=1)
            alone = (c == most[:, None]).sum(axis=1) == 1
            self.finish(capped, np.where(alone, c.argmax(axis=1), -1), True)

    def finish(self, rows: np.ndarray, winner: np.ndarray, capped: bool) -> None:
        """These games are over: keep their figures; their rows wait to be dealt again."""
        record_results(self.out, self.gid[rows], winner=winner, capped=capped, battles=self.battles[rows],
                       wars=self.wars[rows], first_out=self.first_out[rows])
        self.live[rows] = False
        self.count[rows] = 0
