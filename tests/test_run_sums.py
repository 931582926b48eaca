"""The counting lesson's numbers (kit/exact/run_sums.py), each against a slow count."""
from itertools import combinations

import pytest

from kit.exact import run_sums


@pytest.mark.parametrize("top", range(0, 14))
def test_the_pairing_trick_gives_the_sum_counted_card_by_card(top):
    pairs, pair, middle = run_sums.run_total_by_pairs(top)
    assert pairs * pair + middle == run_sums.run_total(top) == sum(range(top + 1))


def test_a_whole_run_adds_up_to_91_in_six_pairs_and_a_seven():
    assert run_sums.run_total(13) == 91
    assert run_sums.run_total_by_pairs(13) == (6, 14, 7)


@pytest.mark.parametrize("total", range(2, 27))
def test_the_pairs_making_a_total_are_all_the_pairs_of_different_cards(total):
    brute = sorted((a, b) for a, b in combinations(range(1, 14), 2) if a + b == total)
    assert run_sums.pairs_making(total) == brute


def test_thirteen_is_made_by_six_pairs():
    assert run_sums.pairs_making(13) == [(1, 12), (2, 11), (3, 10), (4, 9), (5, 8), (6, 7)]


def test_the_run_needs_the_next_card_and_starts_again_after_a_king():
    assert [run_sums.next_card(t) for t in (0, 1, 7, 12, 13)] == [1, 2, 8, 13, 1]
    assert [run_sums.cards_to_king(t) for t in (0, 5, 13)] == [13, 8, 0]
    assert [run_sums.rank_name(v) for v in (1, 7, 11, 12, 13)] == ["Ace", "7", "Jack", "Queen", "King"]


@pytest.mark.parametrize("bad", [14, -1, 2.0, True, "3"])
def test_a_value_that_is_no_card_is_refused(bad):
    with pytest.raises(ValueError, match="from 1 \\(Ace\\) to 13 \\(King\\)"):
        run_sums.run_total(bad)


# -- two cards that make 13 (the lesson's dashboard) ----------------------------------------------------
def test_two_cards_make_a_total_as_often_as_every_pair_of_the_pack_says():
    from fractions import Fraction
    from itertools import combinations

    from kit.cards import standard_deck
    from kit.exact import run_sums

    values = [c.low for c in standard_deck()]
    pairs = list(combinations(values, 2))
    assert run_sums.card_pairs() == len(pairs) == 1326
    for total in range(2, 27):
        hits = sum(a + b == total for a, b in pairs)
        assert run_sums.p_two_cards_make(total) == Fraction(hits, len(pairs)), total
        assert run_sums.card_pairs_making(total) == hits, total
    assert run_sums.p_two_cards_make(13) == Fraction(16, 221)
    assert max(range(2, 27), key=lambda t: sum(a + b == t for a, b in pairs)) == 14    # the think question


def test_turning_two_cards_settles_on_the_exact_share():
    from kit.contests import share_interval
    from kit.exact import run_sums

    turns = list(run_sums.two_card_trials(20_000, seed=5))
    assert all(1 <= a <= 13 and 1 <= b <= 13 for a, b in turns)
    hits = sum(a + b == 13 for a, b in turns)
    lo, hi = share_interval(hits, len(turns))
    assert lo < float(run_sums.p_two_cards_make(13)) < hi
    assert list(run_sums.two_card_trials(50, seed=1)) == list(run_sums.two_card_trials(50, seed=1))


@pytest.mark.parametrize("bad", [-1, 2.5, "ten", True])
def test_a_bad_number_of_turns_is_refused(bad):
    from kit.exact import run_sums

    with pytest.raises(ValueError, match="whole number"):
        list(run_sums.two_card_trials(bad))
