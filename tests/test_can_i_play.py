"""The exact "can I play?" figures (docs/rules.md sections 1 and 2, teaching hooks), checked against the engines."""
from fractions import Fraction

import kit
from kit.exact.can_i_play import anarchy_can_start, by_hand_size, count_playable, expected_matches, p_can_play


def test_figures():
    assert p_can_play(7) == Fraction(35107, 37835)
    assert p_can_play(10) == Fraction(1594541, 1626905)
    assert expected_matches(7) == Fraction(35, 17)
    assert anarchy_can_start() == Fraction(107, 140)
    assert count_playable(kit.card("6C"), "down", "H", "5") == 22
    sizes = by_hand_size(range(1, 12))
    assert all(sizes[h] < sizes[h + 1] for h in range(1, 11))


def test_engine_agrees_roughly():
    n = 1500
    hits = sum(any(g.why_not(c) is None for c in g.hands[0])
               for g in (kit.new_game("anthony_hill", players=2, seed=s) for s in range(n)))
    assert abs(hits / n - float(p_can_play(7))) < 0.03
