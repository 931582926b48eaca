"""Luck or skill? Conjugal Patience (ages 10 to 14): a careful player against one who takes any
allowed move.  The lesson's prediction and experiment, what it says, and its questions with the
mistakes they name.
"""
from __future__ import annotations

from fractions import Fraction
from html import escape

from kit.contests import share_interval, skill_match
from kit.words import N_, _, number
from widgets.lesson import LessonSpec
from widgets.quiz import Question

from .words import ask, measured

MATCHES = 100
# what the two computer players do in Conjugal Patience (kit.games.conjugal_patience.ConjugalHardBot
# and the random "easy" player), said once for the notebook and the dashboard
CAREFUL = N_("builds what helps itself, holds back a card that would mostly help the other player, and "
           "chooses which card to throw away knowing when it comes back")
CARELESS = N_("makes any move the rules allow, picked at random")


# the guesses of the prediction, and the shares they stand for
CHOICES = [N_("about 50: it is mostly luck"), N_("about 65"), N_("about 80"), N_("about 95 or more: it is mostly skill")]
VALUES = [0.5, 0.65, 0.8, 0.95]
DEALS = 60  # deals a child plays in the notebook's experiments


def practise(deals: int = DEALS) -> list[Question]:
    """The practice of the notebook's part 6 and of the dashboard; ``deals`` is how many deals one
    child played (the class plays four times as many)."""
    wide = share_interval(deals // 2, deals)
    narrow = share_interval(4 * deals // 2, 4 * deals)
    return [
        ask(_("In 100 deals the careful player won 58, the other player won 30, and 12 ended with no winner. "
              "What share of the deals did the careful player win?"), Fraction(58, 100),
            wrong=[(Fraction(58, 88), _("That leaves out the 12 deals with no winner, but they were played too: "
                                        "58 out of all 100.")),
                   (Fraction(58, 30), _("That compares the two players' wins. The share is out of every deal: "
                                        "58 ÷ 100."))],
            explain=_("58 of the 100 deals: 58/100 = {share}.").format(share=number(0.58))),
        ask(_("A careful player won 57 of 60 deals. What share of the deals did it win?"),
            Fraction(57, 60), places=2,
            wrong=[(Fraction(3, 60), _("That is the share it LOST (3 of 60).")),
                   (Fraction(57, 100), _("57 is out of 60 deals, not out of 100: divide 57 by 60."))],
            explain=_("57 ÷ 60 = {share}: 95 in 100.").format(share=number(0.95))),
        ask(_("One child played {deals} deals, the class together {all}. Whose likely range is narrower?").format(
                deals=deals, all=4 * deals),
            _("the class's"), choices=[_("the child's"), _("the class's"), _("they are the same")],
            wrong=[(_("they are the same"), _("The share may be the same, but more deals make the range narrower.")),
                   (_("the child's"), _("Fewer deals leave more room for luck: the child's range is the wider one."))],
            explain=_("From {deals} deals the range is about {wide} points wide; from {all} deals about "
                      "{narrow}.").format(deals=deals, wide=f"{100 * (wide[1] - wide[0]):.0f}", all=4 * deals,
                                          narrow=f"{100 * (narrow[1] - narrow[0]):.0f}")),
        ask(_("Two equally careful players play 200 deals, and every deal has a winner. How many deals would "
              "you expect each of them to win?"), 100,
            wrong=[(200, _("That is every deal: but the other player wins some too.")),
                   (50, _("That is a quarter of the deals. Two equal players share the 200 deals about evenly."))],
            hint=_("Equal skill: only luck decides."),
            explain=_("Half each: 100 and 100. A real run of 200 deals gives a few more or a few fewer.")),
    ]


def explain(hits: int, total: int) -> str:
    return (f"<p>{escape(measured(hits, total, _('deals')))}</p>"
            "<p><b>" + _("Why care wins.") + "</b> "
            + _("Each player has a pack of their own, shuffled separately, so in one deal the cards may favour "
                "either of them. Over many deals that luck evens out: the careful player sits in each seat in half "
                "of the deals, and who starts is drawn at random. So when one player wins nearly every deal, it is "
                "the choices that do it: the careful player {careful}; the other {careless}. A game of pure luck "
                "would give two players about half of the deals each.").format(careful=_(CAREFUL),
                                                                               careless=_(CARELESS)) + "</p>")


def spec() -> LessonSpec:
    return LessonSpec(
        name="patience_luck", title=_("Luck or skill? Conjugal Patience"),
        intro=_("Two computer players play Conjugal Patience: each has a pack of their own and builds on the "
                "same eight foundations in the middle. One plays carefully; the other makes any move that is "
                "allowed. They swap seats every deal, and who starts is drawn at random."),
        prompt=_("Out of 100 deals, how many does the careful player win?"),
        choices=CHOICES, values=VALUES,
        trials=lambda seed: skill_match("conjugal_patience", deals=MATCHES, seed=seed), total=MATCHES,
        hit=lambda r: r.won, chart_title=_("Deals won by the careful player"), what=_("deals"),
        hit_words=_("deals won by the careful player"), explain=explain, practise=practise(), every=5,
        think=[_("If a game were pure luck, what share would each player win?"),
               _("Is Conjugal Patience more like War or more like chess? Why?")])


# -- the notebook's quizzes, in the order it asks them ----------------------------------------
def two_careful_players() -> Question:
    """The notebook's "Predict first!" quiz."""
    return ask(_("Two careful players play each other many times. About how often does each one win?"),
               _("about half of the deals each"),
               choices=[_("one of them nearly always"), _("about half of the deals each"), _("they always draw")],
               wrong=[(_("one of them nearly always"), _("Neither is better, and they swap seats: what could make one "
                                                     "of them win more often?")),
                      (_("they always draw"), _("Equal players are not the same as a draw: in each deal the shuffle helps "
                                            "one of them more."))],
               explain=_("With equal skill, only the shuffle decides: that is luck, like tossing a coin."))
