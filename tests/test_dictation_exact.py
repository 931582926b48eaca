"""Exact Dictation chances (docs/rules.md section 9, teaching hooks): the kit's answers against the closed
forms, against each other, and against seeded shuffles made by the engine itself."""
from fractions import Fraction
from math import comb, sqrt

import pytest

import kit
from kit.exact import dictation as exact

SHUFFLES = 3000  # seeded deals; each is only a shuffle (about 0.1 ms)


def called_orders(n=SHUFFLES):
    return [kit.new_game("dictation", players=1, seed=s).calls for s in range(n)]


def within(mean_seen, exact_mean, variance, n, sigmas=4):
    return abs(mean_seen - exact_mean) <= sigmas * sqrt(variance / n)


def test_the_pack_has_four_aces_and_48_others():
    assert exact.aces_and_others() == (4, 48)


def test_first_card_an_ace():
    assert exact.p_first_card_ace() == Fraction(4, 52) == Fraction(1, 13)
    assert exact.first_ace_chances()[0] == exact.p_first_card_ace()


def test_non_aces_before_the_first_ace_two_ways():
    assert exact.expected_before_first_ace() == Fraction(48, 5) == Fraction(96, 10)
    assert exact.expected_before_first_ace_by_counting() == Fraction(48, 5)
    chances = exact.first_ace_chances()
    assert sum(chances.values()) == 1 and len(chances) == 49
    assert chances[48] == Fraction(1, comb(52, 4))  # all four Aces called last
    assert chances[1] == Fraction(48, 52) * Fraction(4, 51)


def test_all_aces_in_the_first_half_two_ways():
    assert exact.p_all_aces_in_first_half() == Fraction(comb(26, 4), comb(52, 4)) == Fraction(46, 833)
    assert exact.p_all_aces_in_first_half_step_by_step() == Fraction(46, 833)


def test_an_ace_within_some_calls():
    assert exact.p_ace_within(0) == 0 and exact.p_ace_within(49) == 1
    assert exact.p_ace_within(1) == exact.p_first_card_ace()
    assert exact.p_ace_within(2) == 1 - Fraction(48 * 47, 52 * 51)
    with pytest.raises(ValueError, match="0 to 52"):
        exact.p_ace_within(53)


def test_counting_in_one_called_order():
    order = ["5C", "KD", "AH"] + ["2S"] * 3
    assert exact.non_aces_before_first_ace(order) == 2
    assert exact.non_aces_before_first_ace(kit.cards("AS 2S")) == 0
    with pytest.raises(ValueError, match="no Ace"):
        exact.non_aces_before_first_ace(["2S", "3S"])


def test_the_engines_shuffles_agree_within_a_few_standard_errors():
    orders = called_orders()
    waits = [exact.non_aces_before_first_ace(o) for o in orders]
    chances = exact.first_ace_chances()
    mean = exact.expected_before_first_ace()
    variance = float(sum(p * (k - mean) ** 2 for k, p in chances.items()))
    assert within(sum(waits) / len(waits), float(mean), variance, len(waits))
    for found, p in [(sum(w == 0 for w in waits), exact.p_first_card_ace()),
                     (sum(all(c.low != 1 for c in o[26:]) for o in orders), exact.p_all_aces_in_first_half()),
                     (sum(any(c.low == 1 for c in o[:10]) for o in orders), exact.p_ace_within(10))]:
        assert within(found / len(orders), float(p), float(p * (1 - p)), len(orders)), (found, p)
