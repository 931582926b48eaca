"""Cards as values (kit/cards.py) and their pictures (kit/svg.py): docs/design.md "Cards"."""
import dataclasses
import xml.etree.ElementTree as ET
from collections import Counter

import pytest

import kit
from kit.cards import Card, CardRow, check_deck, make_deck, standard_deck
from kit.svg import card_svg, row_svg

SVG = "{http://www.w3.org/2000/svg}"
ALL_CODES = [r + s for s in "SHDC" for r in "A23456789TJQK"]


# -- reading codes ------------------------------------------------------------------------------
@pytest.mark.parametrize("text, code", [
    ("AS", "AS"), ("as", "AS"), ("aS", "AS"), (" qc ", "QC"),
    ("TH", "TH"), ("th", "TH"), ("10H", "TH"), ("10h", "TH"),
    ("A♠", "AS"), ("10♥", "TH"), ("t♥", "TH"), ("7♦", "7D"), ("q♣", "QC"), ("K♤", "KS"),
    ("JS", "JS"), ("js", "JS"),          # the Jack of Spades is not a Joker
    ("JK", "JK"), ("jk", "JK"), ("Joker", "JK"),
])
def test_codes_are_read_in_any_case_with_10_and_suit_symbols(text, code):
    c = Card.parse(text)
    assert c.code == code
    assert kit.card(text) == c
    assert Card.parse(c) is c  # a card is already read


def test_cards_are_immutable_values():
    assert Card.parse("10h") == Card.parse("T♥") == Card("T", "H")
    assert hash(Card.parse("10h")) == hash(Card("T", "H"))
    assert len({Card.parse(x) for x in ("TH", "10h", "t♥", "10♥")}) == 1
    assert Card.parse("AS") != Card.parse("AH")
    with pytest.raises(dataclasses.FrozenInstanceError):
        Card.parse("AS").rank = "K"
    assert repr(Card.parse("10♥")) == "Card('TH')"


@pytest.mark.parametrize("bad", ["", "   ", "A", "1H", "11H", "10", "AX", "ZS", "XX", "ASS", "A♥♥",
                                 "♥", "JKS", "1 0H", "BS"])
def test_bad_codes_raise_a_clear_value_error(bad):
    with pytest.raises(ValueError) as e:
        Card.parse(bad)
    msg = str(e.value)
    assert repr(bad) in msg, "the message quotes what was written"
    assert "rank" in msg and "suit" in msg and "'AS'" in msg, "and says how a card is written"


@pytest.mark.parametrize("bad", [None, 5, 1.0, ["AS"], b"AS"])
def test_non_text_is_not_a_card(bad):
    with pytest.raises(ValueError, match="card code must be text"):
        Card.parse(bad)


def test_card_built_from_parts_checks_them():
    with pytest.raises(ValueError, match="not a rank.*A 2 3 4 5 6 7 8 9 10 J Q K"):
        Card("1", "S")
    with pytest.raises(ValueError, match="not a rank"):
        Card("10", "S")  # the code of ten is T
    with pytest.raises(ValueError, match="not a suit.*S H D C"):
        Card("A", "X")
    with pytest.raises(ValueError, match="Joker has no suit"):
        Card("JK", "S")


# -- writing cards --------------------------------------------------------------------------------
@pytest.mark.parametrize("code, short, long", [
    ("TH", "10♥", "Ten of Hearts"), ("AS", "A♠", "Ace of Spades"), ("2C", "2♣", "Two of Clubs"),
    ("QD", "Q♦", "Queen of Diamonds"), ("KS", "K♠", "King of Spades"), ("JH", "J♥", "Jack of Hearts"),
    ("6D", "6♦", "Six of Diamonds"), ("JK", "Joker", "Joker"),
])
def test_short_and_long_names(code, short, long):
    c = Card.parse(code)
    assert str(c) == short
    assert c.name == long


def test_every_card_has_a_distinct_short_and_long_name():
    deck = standard_deck()
    assert len({str(c) for c in deck}) == 52
    assert len({c.name for c in deck}) == 52
    assert all(Card.parse(str(c)) == c for c in deck), "the short form reads back as the same card"


def test_high_and_low_values():
    high = {c.rank: c.high for c in standard_deck()}
    low = {c.rank: c.low for c in standard_deck()}
    assert [high[r] for r in "23456789TJQKA"] == list(range(2, 15))  # 2 < ... < 10 < J < Q < K < A
    assert [low[r] for r in "A23456789TJQK"] == list(range(1, 14))   # A(1) < 2 < ... < K(13)
    assert Card.parse("AS").high > Card.parse("KS").high and Card.parse("AS").low < Card.parse("2S").low
    assert Card.parse("JK").high == 0 and Card.parse("JK").is_joker
    assert Card.parse("9H").high == Card.parse("9C").high, "suits are ignored"
    assert Card.parse("TD").is_red and Card.parse("TH").is_red and not Card.parse("TS").is_red


# -- decks ----------------------------------------------------------------------------------------
def test_standard_deck_is_52_distinct_cards():
    deck = standard_deck()
    assert isinstance(deck, CardRow) and len(deck) == 52 and len(set(deck)) == 52
    assert sorted(deck.codes) == sorted(ALL_CODES)
    assert deck[0] == Card.parse("AS") and deck[-1] == Card.parse("KC")  # suit by suit, A to K
    assert Counter(c.suit for c in deck) == {s: 13 for s in "SHDC"}


def test_decks_with_jokers_and_two_packs():
    with_jokers = make_deck(jokers=3)
    assert len(with_jokers) == 55 and Counter(with_jokers)[Card.parse("JK")] == 3
    assert set(with_jokers) - {Card.parse("JK")} == set(standard_deck())
    two = make_deck(packs=2)
    assert len(two) == 104 and len(set(two)) == 52
    assert Counter(two) == Counter({c: 2 for c in standard_deck()}), "two packs: a multiset"
    assert make_deck() == standard_deck()
    for bad in ({"packs": 0}, {"jokers": -1}):
        with pytest.raises(ValueError):
            make_deck(**bad)


def test_cards_reads_a_row():
    row = kit.cards("AS 10H, q♣")
    assert isinstance(row, CardRow)
    assert row.codes == ["AS", "TH", "QC"]
    assert str(row) == "A♠ 10♥ Q♣"
    assert kit.cards(["as", "10♥"]).codes == ["AS", "TH"]
    assert eval(repr(row), {"cards": kit.cards}) == row
    with pytest.raises(ValueError, match="'1H'"):
        kit.cards("AS 1H")


def test_check_deck_accepts_a_deck_in_any_order_and_any_spelling():
    codes = list(reversed(ALL_CODES))
    codes[0] = "k♣"
    codes[3] = "10c"
    out = check_deck(codes, standard_deck())
    assert [c.code for c in out] == list(reversed(ALL_CODES)), "the order is kept (top card first)"
    two = check_deck(ALL_CODES * 2, make_deck(packs=2))
    assert len(two) == 104


def test_check_deck_wrong_size():
    with pytest.raises(ValueError, match="needs 52 cards, this one has 51"):
        check_deck(ALL_CODES[:-1], standard_deck())
    with pytest.raises(ValueError, match="needs 52 cards, this one has 53"):
        check_deck(ALL_CODES + ["AS"], standard_deck())
    with pytest.raises(ValueError, match="needs 104 cards, this one has 52"):
        check_deck(ALL_CODES, make_deck(packs=2))


def test_check_deck_repeats_say_which_card_is_repeated_and_which_is_missing():
    codes = list(ALL_CODES)
    codes[codes.index("KC")] = "as"
    with pytest.raises(ValueError) as e:
        check_deck(codes, standard_deck())
    msg = str(e.value)
    assert "too many of A♠" in msg and "missing K♣" in msg
    # two packs: a third copy is a repeat too
    codes = ALL_CODES * 2
    codes[codes.index("2D")] = "QH"
    with pytest.raises(ValueError, match=r"too many of Q♥.*missing 2♦"):
        check_deck(codes, make_deck(packs=2))
    # a Joker where none belongs
    codes = list(ALL_CODES)
    codes[10] = "JK"
    with pytest.raises(ValueError, match=r"too many of Joker.*missing J♠"):
        check_deck(codes, standard_deck())


def test_check_deck_unknown_code_says_where():
    codes = list(ALL_CODES)
    codes[2] = "ZZ"
    with pytest.raises(ValueError, match=r"card number 3: 'ZZ' is not a card"):
        check_deck(codes, standard_deck())


@pytest.mark.parametrize("bad", ["AS KS", None, 52, {"AS": 1}])
def test_check_deck_needs_a_list(bad):
    with pytest.raises(ValueError, match="list of card codes"):
        check_deck(bad, standard_deck())


# -- pictures -------------------------------------------------------------------------------------
def _parse(svg):
    root = ET.fromstring(svg)  # raises on invalid XML
    assert root.tag == SVG + "svg"
    return root


@pytest.mark.parametrize("code", ALL_CODES + ["JK"])
def test_card_svg_is_valid_xml_with_data_card_and_label(code):
    c = Card.parse(code)
    root = _parse(c._repr_svg_())
    assert root.get("data-card") == code
    assert root.get("aria-label") == c.name
    # read once, by that name: no <title> (Chrome makes it a description, the name read twice),
    # and the drawing, with its letters and signs, hidden from a screen reader
    assert root.find(SVG + "title") is None
    drawing = list(root)
    assert len(drawing) == 1 and drawing[0].get("aria-hidden") == "true"
    if not c.is_joker:
        texts = "".join(t.text or "" for t in root.iter(SVG + "text"))
        assert str(c)[:-1] in texts and str(c)[-1] in texts, "rank and suit are drawn"


@pytest.mark.parametrize("four_colour", [False, True])
def test_a_suit_is_told_by_its_shape_and_its_word_not_by_colour_alone(four_colour):
    """WCAG 1.4.1: a child who cannot tell red from black (or green from blue, in four colours)
    still knows the suit: each is drawn in a shape of its own, and its name says it in words."""
    shapes = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
    words = {"S": "Spades", "H": "Hearts", "D": "Diamonds", "C": "Clubs"}
    for code in ALL_CODES:
        root = _parse(card_svg(Card.parse(code), four_colour=four_colour))
        drawn = {t.text for t in root.iter(SVG + "text")}
        suit = code[-1]
        assert shapes[suit] in drawn, f"{code}: its suit's shape is not drawn"
        assert not drawn & (set(shapes.values()) - {shapes[suit]}), f"{code}: another suit's shape is drawn"
        assert root.get("aria-label").endswith(f"of {words[suit]}")
    # two suits of one colour (hearts and diamonds are both red in two colours): the shape differs
    for one, other in (("H", "D"), ("S", "C")):
        a, b = (_parse(card_svg(Card.parse("7" + s), four_colour=four_colour)) for s in (one, other))
        assert {t.text for t in a.iter(SVG + "text")} != {t.text for t in b.iter(SVG + "text")}


def test_card_svg_size_colour_and_highlight():
    small = _parse(card_svg(Card.parse("QD")))
    big = _parse(card_svg(Card.parse("QD"), width=144))
    assert (small.get("width"), small.get("height")) == ("72", "100")
    assert (big.get("width"), big.get("height")) == ("144", "200")
    assert "#c62828" in card_svg(Card.parse("QD")) and "#1565c0" not in card_svg(Card.parse("QD"))
    assert "#1565c0" in card_svg(Card.parse("QD"), four_colour=True)
    assert card_svg("QD", highlight=True) != card_svg("QD")
    assert card_svg("q♦") == card_svg(Card.parse("QD"))


def test_face_down_card_shows_nothing_of_any_card():
    svg = card_svg(None)
    root = _parse(svg)
    assert root.get("data-card") == "back"
    assert root.get("aria-label") == "face-down card"
    assert not list(root.iter(SVG + "text")), "a back has no writing on it"
    for c in make_deck(jokers=1):
        assert c.code not in svg and c.name not in svg and str(c) not in svg
    for symbol in "♠♥♦♣":
        assert symbol not in svg


def test_card_row_svg_is_valid_xml_with_each_card():
    row = kit.cards("AS 10H JK")
    root = _parse(row._repr_svg_())
    assert root.get("aria-label") == "Ace of Spades, Ten of Hearts, Joker"
    inner = root.findall(SVG + "svg")
    assert [e.get("data-card") for e in inner] == ["AS", "TH", "JK"]
    assert [e.get("aria-label") for e in inner] == ["Ace of Spades", "Ten of Hearts", "Joker"]
    xs = [float(e.get("x")) for e in inner]
    assert xs == sorted(xs) and len(set(xs)) == 3, "side by side"


def test_row_with_face_down_cards_and_empty_row():
    root = _parse(row_svg([Card.parse("AS"), None]))
    assert [e.get("data-card") for e in root.findall(SVG + "svg")] == ["AS", "back"]
    assert root.get("aria-label") == "Ace of Spades, face-down card"
    empty = _parse(CardRow()._repr_svg_())
    assert empty.get("aria-label") == "no cards" and not empty.findall(SVG + "svg")
