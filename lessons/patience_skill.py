"""Luck or skill? Dictation (ages 10 to 14): a careful and a careless player on the very same
cards, a paired experiment.  The lesson's prediction and experiment, what it says, and its
questions with the mistakes they name.
"""
from __future__ import annotations

from fractions import Fraction
from html import escape

from kit.exact import dictation as exact
from kit.words import N_, _, number
from widgets.lesson import LessonSpec
from widgets.quiz import Question, slips

from .words import SHARE_CHOICES, SHARE_VALUES, ask, measured, no_exact_answer

# what the two computer players do, said once for the notebook and the dashboard (the careful one is
# kit.games.dictation.HardDictationBot; the tests check the words against a played deal)
CARELESS = N_("makes any move the rules allow, picked at random")
CAREFUL = N_("builds whenever it can, puts a card on a higher one or in an empty column when it can, and buries "
           "a low card under a higher one only when there is no other place")


def practise() -> list[Question]:
    eight = Fraction(96, 9)
    two_aces = Fraction(4, 52) * Fraction(3, 51)
    return [
        ask(_("Two packs shuffled together have 8 Aces and 96 other cards. On average, how many other cards "
              "are called before the first Ace?"), eight,
            hint=_("Do as with one pack: look at one card that is not an Ace, and at the Aces. How often does that "
                   "card come first?"),
            wrong=[(12, _("That is 96 shared among 8 Aces. But 8 Aces make 9 gaps: 96 / 9.")),
                   (13, _("That is 104 / 8, the cards per Ace. The first Ace is the earliest of eight."))],
            explain=_("96 × 1/9 = 32/3, about {n}.").format(n=number(10.67))),
        ask(_("Back to one pack of 52 cards. What is the chance that the first TWO cards called are both Aces?"),
            two_aces,
            hint=_("The first card must be an Ace. If it is, how many Aces are left, among how many cards?"),
            wrong=[(Fraction(1, 169), _("That is 1/13 × 1/13, as if the first Ace went back into the pack.")),
                   (Fraction(2, 13), _("You added the chances. Both must happen, so multiply: 4/52 × 3/51.")),
                   (Fraction(8, 104) * Fraction(7, 103), _("That is for the two packs of the question before (8 "
                                                           "Aces in 104 cards). This one is one pack: 4 Aces in 52."))],
            explain="4/52 × 3/51 = 1/221."),
        ask(_("What is the chance that the first card called is a Heart?"), Fraction(13, 52),
            wrong=[(Fraction(1, 13), _("That is for one rank. Hearts are a suit: 13 of the 52 cards.")),
                   (Fraction(1, 52), _("That is one particular card. Any of the 13 Hearts will do."))],
            explain=_("13 of the 52 cards are Hearts: 13/52 = 1/4.")),
    ]


def trials(seed: int):
    from kit.games.dictation import skill_contest

    return skill_contest(100, levels=("easy", "hard"), seed=seed)


def explain(hits: int, total: int) -> str:
    return (f"<p>{escape(measured(hits, total, _('deals')))}</p>"
            "<p><b>" + _("Why the same cards matter.") + "</b> "
            + _("In Dictation one pack is called out and <b>both players get the same cards in the same order</b>. "
                "So we can look at each deal on its own and ask: did the careful player do better with the very "
                "same cards? If the players had different cards, a bad deal for the careful player could hide its "
                "skill, and we would need more games to be sure. Scientists call this a <b>paired</b> "
                "experiment.") + "</p>"
            + no_exact_answer())


def spec() -> LessonSpec:
    return LessonSpec(
        name="patience_skill", title=_("Luck or skill? Dictation"),
        intro=_("In Dictation one pack is called out and every player gets the same cards in the same order. A "
                "careless computer player {careless}; a careful one {careful}. They play Dictation on the very "
                "same cards.").format(careless=_(CARELESS), careful=_(CAREFUL)),
        prompt=_("In how many deals does the careful player get MORE cards onto the foundations?"),
        choices=SHARE_CHOICES, values=SHARE_VALUES, trials=trials, total=100,
        hit=lambda r: r["built"][1] > r["built"][0], chart_title=_("Deals where the careful player did better"),
        what=_("deals"), hit_words=_("deals where the careful player got more cards up"), explain=explain,
        practise=practise(),
        every=5, think=[_("If the players had different cards, why would we need more games to be sure?"),
                        _("Is one game against the computer enough to tell who plays better?")])


# -- the notebook's quizzes, in the order it asks them ----------------------------------------
def first_ace_wait() -> Question:
    """The notebook's "Predict first!" quiz."""
    return ask(_("On average, how many cards that are not Aces are called before the first Ace?"),
               exact.expected_before_first_ace(),
               hint=_("Pick one card that is not an Ace, say the 7 of hearts. Look only at it and the 4 Aces."),
               wrong=[(13, _("That is the number of cards per Ace (52 / 4). Close, but the first Ace is the earliest "
                            "of four, so we wait less than that.")),
                      (12, _("That is the 48 other cards shared out among the 4 Aces. But there are 5 gaps around 4 "
                            "Aces (before the first, between them, after the last): 48 / 5.")),
                      (Fraction(53, 5), _("That is where the first Ace lies (its place in the pack), not how many "
                                         "other cards come before it: take 1 away."))],
               explain=_("Look only at the 7 of hearts and the 4 Aces: each of these 5 cards is just as likely to "
                         "come first, so the 7 of hearts comes before all the Aces 1 time in 5. The same is true "
                         "for each of the 48 cards that are not Aces: 48 × 1/5 = 48/5 = 9.6."))


def two_chances_about_aces() -> list[Question]:
    """The notebook's second "Predict first!" quiz: two chances about the Aces."""
    first_ace = ask(_("What is the chance that the very first card called is an Ace?"), exact.p_first_card_ace(),
                    hint=_("How many Aces are there, out of how many cards?"),
                    wrong=[(Fraction(1, 52), _("That is the chance for one particular Ace, say the Ace of Spades. "
                                              "Any of the 4 Aces will do.")),
                           (Fraction(1, 4), _("One suit in four, but we want one rank in 13: 4 Aces among 52 cards."))],
                    explain=_("4 of the 52 cards are Aces: 4/52, which is 1/13."))
    first_half = ask(_("What is the chance that all four Aces are called in the first half of the pack "
                       "(among the first 26 cards)?"), exact.p_all_aces_in_first_half(),
                     hint=_("Place the Aces one at a time: how many good places does the first Ace have, out of "
                            "how many? And the next Ace, once the first has taken one?"),
                     wrong=[(Fraction(1, 2), _("That is the chance for ONE Ace. All four must be there.")),
                            (Fraction(1, 16), _("That is (1/2) × (1/2) × (1/2) × (1/2). But once an Ace is in the first "
                                               "half, there is less room left there for the next one.")),
                            (Fraction(2, 1), _("You added 1/2 four times. Chances that must ALL happen multiply, and a "
                                              "chance can never be more than 1."))],
                     explain=_("26/52 × 25/51 × 24/50 × 23/49 = 46/833, about 0.055: roughly once in 18 deals."))
    return [first_ace, first_half]


def foundations(more_done: str, easy_wins: int, deals: int) -> list[Question]:
    """Part 4's "Predict first!": who finishes more foundations (``more_done``, as the notebook's
    experiment found: one of the choices, in English), and how often the careless player won
    outright (``easy_wins`` of ``deals``).  The choices are said in the page's language."""
    more = _(more_done)
    often = _("hardly ever") if easy_wins < deals / 10 else _("sometimes") if easy_wins < deals / 3 else _("often")
    return [ask(_("Who finishes more foundations (Ace to King), on average?"), more,
                choices=[_("the easy player"), _("the hard player"), _("neither: they are the same")],
                wrong=slips(more, (_("the easy player"), _("Putting cards anywhere at random buries low cards under "
                                                             "high ones, and a buried card blocks its foundation.")),
                            (_("neither: they are the same"), _("They get the same cards, so only their choices can make "
                                                             "a difference. Do choices matter here?"))),
                explain=_("Thinking pays: the hard player builds whenever it can and buries a low card under a "
                          "higher one only when there is no other place.")),
            ask(_("How often does the easy player win outright (more foundations than the hard player)?"), often,
                choices=[_("hardly ever"), _("sometimes"), _("often")],
                wrong=slips(often,
                            (_("often"), _("Both get the same cards, so the easy player cannot be lucky with its cards: "
                                        "only its random choices can help it.")),
                            (_("sometimes"), _("Same cards for both: for the easy player to win, its random choices must "
                                            "turn out better than careful ones. How likely is that?")),
                            (_("hardly ever"), _("Random choices are sometimes good ones: look at the results."))),
                explain=_("It won {wins} of the {deals} deals.").format(wins=easy_wins, deals=deals))]
