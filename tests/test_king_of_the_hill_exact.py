"""The exact helpers of the King of the Hill lessons, against the teaching hooks of docs/rules.md section 3."""
from fractions import Fraction

from kit.exact.king_of_the_hill import (attacks, beats, cheapest_win, impossible_totals, p_ace_showing,
                                        pack_value, sequence_count, sequence_totals, sequences_in_a_suit,
                                        why_not_an_attack)


def test_how_many_sequences():
    assert sequence_count(2) == 6                      # 2-3 ... 7-8 (not 7: an off-by-one in the brief)
    assert [sequence_count(n) for n in range(2, 8)] == [6, 5, 4, 3, 2, 1]
    assert sequence_count() == 21 and sequence_count(suits=4) == 84


def test_the_totals_a_sequence_can_make():
    totals = sequence_totals()
    assert sorted(totals) == [5, 7, 9, 11, 12, 13, 14, 15, 18, 20, 21, 22, 25, 26, 27, 30, 33, 35]
    assert {t for t, n in totals.items() if n == 2} == {9, 15, 18}
    assert sum(totals.values()) == 21 and 10 not in totals and max(totals) == 35
    assert 10 in impossible_totals() and 6 in impossible_totals()
    assert (2, 3, 4) in sequences_in_a_suit(3) and sum((4, 5)) == 9


def test_every_attack_of_a_hand():
    got = [(a["sum"], a["value"], a["kind"]) for a in attacks("3D 4D 5D AS")]
    assert got == [("3", 3, "single"), ("4", 4, "single"), ("5", 5, "single"), ("3 + 4 = 7", 7, "sequence"),
                   ("4 + 5 = 9", 9, "sequence"), ("3 + 4 + 5 = 12", 12, "sequence"), ("A = 15", 15, "single")]
    assert attacks("JK") == []


def test_the_cheapest_winning_attack():
    best = cheapest_win("2S 3S 9H KD 4S", 8)
    assert best["value"] == 9 and [c.code for c in best["cards"]] == ["9H"]  # 9 both ways: fewer cards
    assert [c.code for c in cheapest_win("2S 3S 4S KD", 8)["cards"]] == ["2S", "3S", "4S"]
    assert cheapest_win("2S 3S", 20) is None
    # against a King, a Queen is not enough, an Ace is
    assert [c.code for c in cheapest_win("QH AS 2C", "KD")["cards"]] == ["AS"]
    assert beats("KS", "QH") == 1 and beats("KS", "QH", equal_face_cards=True) == 0
    assert why_not_an_attack("7S 8S 9S").startswith("A 9 can't")


def test_pack_and_pyramid_facts():
    assert pack_value() == 396
    assert p_ace_showing() == Fraction(5626, 7735)
