"""Exact War chances: the kit's card-by-card counts against the closed forms of docs/rules.md section 10."""
from fractions import Fraction
from math import comb

from kit.exact import war


def test_first_battle_tie():
    assert war.tie_probability() == Fraction(3, 51) == Fraction(1, 17)


def test_tie_then_tie_again():
    pairs_alike = comb(2, 2) + 12 * comb(4, 2)  # 73: the other two of the tied rank, or two of another
    assert war.double_tie_probability() == Fraction(3, 51) * Fraction(pairs_alike, comb(50, 2)) == Fraction(73, 20825)


def test_three_players_first_flip():
    got = war.three_player_first_flip()
    assert got["all_three"] == Fraction(3, 51) * Fraction(2, 50) == Fraction(1, 425)
    # exactly two share the highest card: choose the pair's rank r and the odd card's lower rank
    ways = sum(4 * 3 * 3 * 4 * lower for lower in range(13))  # ordered: 3 seats for the odd card
    assert got["two_on_top"] == Fraction(ways, 52 * 51 * 50) == Fraction(36, 425)
    assert got["some_war"] == got["all_three"] + got["two_on_top"] == Fraction(37, 425)


def test_by_rank_pot_matches_the_rules_examples():
    assert war.by_rank_pot(7) == 18 and war.by_rank_pot(14) == 26 and war.by_rank_pot(12) == 24
