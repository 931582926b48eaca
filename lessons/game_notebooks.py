"""The questions the game notebooks ask (notebooks/games: Conjugal Patience and Progressive
Patience; Dictation asks :func:`lessons.patience_skill.first_ace_wait`), in the page's language:
each is made when the notebook asks it, so its words come from the catalog like a lesson's."""
from __future__ import annotations

from fractions import Fraction

from kit.exact import conjugal_patience as conjugal
from kit.exact import progressive_patience as progressive
from kit.words import N_, _, number
from widgets.quiz import Question

from .words import ask

# the quizzes' titles (English; said with _ where the notebook shows them)
CONJUGAL_TITLE = N_("Conjugal Patience questions")
PREDICT_FIRST = N_("Predict first!")
PROGRESSIVE_TITLE = N_("Progressive Patience")


def conjugal_patience() -> list[Question]:
    """Conjugal Patience's questions: an Ace in the first reserve, the finished centre, the
    wastepile turned over."""
    some = conjugal.p_ace_in_reserve()
    order = ["9♦", "K♠", "7♣"]
    return [
        ask(_("What is the chance that your first reserve of 6 cards has at least one Ace?"), some, places=3,
            hint=_("First the chance that none of the 6 cards is an Ace, one card at a time; then take it from 1."),
            wrong=[(1 - some, _("That is the chance of NO Ace. Take it from 1.")),
                   (Fraction(6 * 4, 52), _("You added 4/52 six times. A reserve can hold two Aces, and adding counts "
                                           "those deals twice: work out the chance of no Ace, then take it from 1.")),
                   (1 - Fraction(48, 52) ** 6, _("You multiplied 48/52 again and again, as if each card went back "
                                                 "before the next. After a card that is not an Ace, 47 of the 51 "
                                                 "cards left are not Aces."))],
            explain=_("No Ace at all happens with chance C(48,6)/C(52,6) = {none}; one minus that is {some}, about "
                      "{about}. A bit less than half the time!").format(none=1 - some, some=some,
                                                                      about=number(float(some), ".3f"))),
        ask(_("A real game stops as soon as one player has built all 52 of their cards. Imagine it went on until "
              "every card of both packs was built: how many cards would then be on the eight foundations?"),
            conjugal.cards_in_finished_centre(),
            wrong=[(52, _("That is one pack. Both players build on the same eight foundations, so both packs end "
                          "up there.")),
                   (8, _("That is the number of foundations. Each one holds 13 cards, Ace to King."))],
            explain=_("Eight foundations, Ace to King, 13 cards each: 8 × 13 = 104, both packs. (In a real game "
                      "the winner's 52 cards are all there, and some of the other player's.)")),
        ask(_("You threw away the 9♦, then the K♠, then the 7♣. Your stock runs out and your "
              "wastepile is turned over. Which card comes out first?"),
            "7♣", choices=order,
            wrong=[("9♦", _("That one went down first, so it is at the bottom now.")),
                   ("K♠", _("The K♠ went down in the middle, so it comes out in the middle."))],
            explain=_("The last card thrown away comes out first: 7♣, then K♠, then 9♦.")),
    ]


def progressive_patience_first_ace() -> Question:
    """Progressive Patience's "Predict first!": the first card of two packs an Ace."""
    return ask(_("Two packs are mixed. What is the chance that the first card turned up is an Ace?"),
               progressive.p_first_card_ace(), hint=_("How many Aces are there in two packs, and how many cards?"),
               wrong=[(Fraction(8, 52), _("Two packs are mixed: the Aces are among 104 cards, not 52.")),
                      (Fraction(1, 104), _("That is the chance for one particular Ace. Any of the 8 Aces will do."))],
               explain=_("8/104 = 1/13 ≈ {about}").format(about=number(0.077)))


def progressive_patience() -> list[Question]:
    """Progressive Patience's three questions about the rules."""
    a10, an8, same_suit, an_ace = _("a 10"), _("an 8"), _("any card of the same suit"), _("an Ace")
    yes, no = _("Yes"), _("No")
    return [
        ask(_("The centre's top card is a 9. Which card does it need next?"), a10,
            choices=[an8, a10, same_suit, an_ace],
            wrong=[(an8, _("The centre only goes up: after the 9 comes the 10.")),
                   (same_suit, _("Suits don't matter in the centre: it needs the next rank up, whatever its suit.")),
                   (an_ace, _("An Ace only starts a run, when the centre is empty."))],
            explain=_("The centre goes up one rank at a time, whatever the suit.")),
        ask(_("Three runs have been finished and set aside. How many cards are in them?"), 3 * 13,
            wrong=[(3, _("That counts the runs. Each run holds 13 cards.")),
                   (36, _("A run goes from the Ace to the King: that is 13 cards, not 12."))],
            explain=_("Each finished run goes from the Ace to the King: 13 cards. 3 × 13 = 39.")),
        ask(_("The centre is at 5 and you turn up an Ace. May you put it on the centre?"), no,
            choices=[yes, no],
            wrong=[(yes, _("The centre at 5 needs a 6. An Ace only fits when the centre is empty (at the start, or "
                           "just after a King finished a run), so this Ace goes on a wastepile."))],
            explain=_("An Ace only starts a new run, when the centre is empty.")),
    ]
