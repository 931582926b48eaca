"""The exact chances of the Go Fish lesson (docs/rules.md 11 and 12, teaching hooks)."""
from fractions import Fraction
from itertools import combinations

import pytest

from kit.exact.go_fish import (after_go_fish, first_question, p_at_least_one, p_dealt_a_set, p_exactly,
                               p_none, p_particular_card, questions_in_authors)


def test_the_numbers_of_the_rules():
    assert first_question(3, 1) == Fraction(503, 703) == 1 - Fraction(15600, 54834)
    assert first_question(3, 2) == Fraction(32, 57)
    assert first_question(3, 3) == Fraction(1, 3)
    assert first_question(4, 1) == Fraction(163, 287)
    assert p_dealt_a_set(13) == Fraction(1357355571, 39688347475)
    assert p_particular_card(39, 13) == Fraction(1, 3)
    assert questions_in_authors(2, 2) == 4


def test_hypergeometric_by_counting_every_hand():
    # 9 hidden cards, 3 wanted (0, 1, 2), a hand of 4: count all 126 hands
    hands = list(combinations(range(9), 4))
    none = sum(1 for h in hands if not any(c < 3 for c in h))
    assert p_none(9, 4, 3) == Fraction(none, len(hands))
    assert sum(p_exactly(9, 4, 3, j) for j in range(4)) == 1
    assert p_at_least_one(9, 4, 3) == 1 - p_none(9, 4, 3)


def test_dealt_set_by_counting_a_small_pack():
    # the same inclusion-exclusion must hold for hands of 4 (exactly one set possible): 13 / C(52, 4)
    from math import comb
    assert p_dealt_a_set(4) == Fraction(13, comb(52, 4))


def test_a_go_fish_answer_raises_the_chance_for_the_others():
    assert after_go_fish(39, 13, 3, 13) > p_at_least_one(39, 13, 3)
    assert after_go_fish(39, 13, 3, 13) == p_at_least_one(26, 13, 3)


def test_bad_numbers():
    with pytest.raises(ValueError):
        p_at_least_one(10, 11, 1)
    with pytest.raises(ValueError):
        p_at_least_one(10, 3, 11)
