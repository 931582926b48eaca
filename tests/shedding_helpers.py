"""Stacked decks for the shedding games: hands dealt one card at a time from seat 0."""
import kit


def stacked(hands, after=()):
    """The deck (top first) that deals ``hands`` (lists of codes, equal length), then ``after``,
    then every other card in a fixed order."""
    n, h = len(hands), len(hands[0])
    top = [kit.card(hands[p][i]).code for i in range(h) for p in range(n)] + [kit.card(c).code for c in after]
    rest = [c.code for c in kit.standard_deck() if c.code not in top]
    return top + rest
