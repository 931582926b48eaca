"""Stacked decks for Go Fish and Authors tests: name the cards that matter, the rest is filled in
without making any set by accident."""
from collections import Counter

import kit
from kit.games.go_fish import hand_size


def stacked(players, hands, stock=(), hand=None):
    """A deck (top first) dealing ``hands[p]`` (the first cards of each hand; the rest filled) and
    a stock starting with ``stock``.  ``hand`` overrides the hand size (Authors' deal_all)."""
    h = hand or hand_size(players)
    pool = [c.code for c in kit.standard_deck()]
    named = [c for hh in hands for c in hh] + list(stock)
    for c in named:
        pool.remove(kit.card(c).code)
    full = []
    for p in range(players):
        mine = [kit.card(c).code for c in (hands[p] if p < len(hands) else [])]
        counts = Counter(c[0] for c in mine)
        # filler: at most two of a rank, and never a rank a named hand or the stock top uses
        for c in list(pool):
            if len(mine) >= h:
                break
            if counts[c[0]] < 2 and not any(kit.card(x).rank == c[0] for x in named):
                mine.append(c)
                counts[c[0]] += 1
                pool.remove(c)
        assert len(mine) == h, "not enough filler cards"
        full.append(mine)
    deck = [full[p][i] for i in range(h) for p in range(players)]
    return deck + [kit.card(c).code for c in stock] + pool
