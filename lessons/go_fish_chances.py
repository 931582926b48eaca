"""Go Fish: what are the chances? (ages 10 to 14): is asking a friend for Queens a good question?
The lesson's prediction and experiment, its worked answer, its questions with the mistakes they
name, and the card-by-card climb; every number comes from :mod:`kit.exact.go_fish`.
"""
from __future__ import annotations

from fractions import Fraction
from html import escape

from kit.exact import go_fish as exact
from kit.exact.go_fish import after_go_fish, first_question, p_particular_card
from kit.words import N_, _
from widgets.lesson import LessonSpec
from widgets.quiz import Question

from .words import SHARE_CHOICES, SHARE_VALUES, ask, frac, measured, steps, three_ways

ADDED = N_("You added one chance per Queen. But two Queens can sit in the same hand, and adding "
         "counts those deals twice. Work out the chance of NO Queen, then take it from 1.")


def practise() -> list[Question]:
    return [
        ask(_("5 players, 8 cards each (the pond has 12). You hold one Queen. What is the chance that one "
              "chosen player has a Queen?"), exact.first_question(5, 1),
            hint=_("U = 44 hidden cards, k = 8, m = 3."),
            wrong=[(Fraction(24, 44), _(ADDED)),
                   (exact.first_question(3, 1), _("That is the answer for 3 players with 13 cards each."))],
            explain="1 - C(41,8)/C(44,8)"),
        ask(_("4 players, 10 cards each (the pond has 12). You hold one Queen, you asked Sam for Queens and Sam "
              "said 'Go fish!'. Before you fish, what is the chance that Kim (10 cards) has a Queen?"),
            exact.after_go_fish(42, 10, 3, 10),
            hint=_("Sam's 10 cards are out of the question: 32 hidden cards are left."),
            wrong=[(exact.first_question(4, 1), _("That was the chance before Sam answered. Sam's 10 cards can't "
                                                  "hold a Queen any more."))],
            explain="1 - C(29,10)/C(32,10)"),
        ask(_("Authors with 4 players, 10 cards each (the pond has 12): what is the chance that one chosen "
              "player holds the Seven of Hearts (which you can't see)?"), exact.p_particular_card(42, 10),
            wrong=[(Fraction(1, 4), _("You shared 52 cards among 4 players, but 10 cards are yours and 12 are in "
                                      "the pond.")),
                   (Fraction(10, 52), _("You counted the whole pack, but 10 of the cards are yours and you can see "
                                        "the Seven of Hearts is not among them: 42 hidden places."))],
            explain=_("10 of the 42 hidden places are theirs: 10/42")),
        ask(_("Authors: you hold two Kings and there are 2 other players. How many different questions about "
              "Kings can you ask?"), exact.questions_in_authors(2, 2),
            wrong=[(2, _("In Authors you ask for ONE card: each missing King, to each player."))],
            explain=_("2 missing Kings × 2 players = 4")),
    ]


def explain(hits: int, total: int) -> str:
    p = exact.first_question(3, 1)
    misses = [(36 - i, 39 - i) for i in range(13)]
    return (f"<p>{escape(measured(hits, total, _('deals')))}</p>"
            "<p><b>" + _("The exact answer, step by step.") + "</b> "
            + _("With 3 players everyone gets 13 cards and the pond 13. You see your own 13, so 39 cards are "
                "hidden, and the other 3 Queens are among them.") + "</p><ol>"
            "<li>" + _("Your friend's first card is no Queen with chance 36/39.") + "</li>"
            "<li>" + _("Then 38 hidden cards are left, 35 of them no Queen: 36/39 × 35/38, and so on for all 13 "
                       "cards.") + "</li>"
            "<li>" + _("No Queen at all: {steps} = {none}.").format(
                steps=f"{steps(misses[:3])} × ... × {steps(misses[-1:])}", none=frac(1 - p)) + "</li>"
            "<li>" + _("At least one Queen: 1 - {none} = <b>{answer}</b>.").format(
                none=frac(1 - p), answer=three_ways(p)) + "</li></ol>")


def spec() -> LessonSpec:
    return LessonSpec(
        name="go_fish_chances", title=_("Go Fish: what are the chances?"),
        intro=_("Three players, 13 cards each, 13 in the pond. You hold one Queen and ask a friend: "
                "\"Do you have any Queens?\" Is it a good question?"),
        prompt=_("How often does your friend hold at least one of the other 3 Queens?"),
        choices=SHARE_CHOICES, values=SHARE_VALUES,
        trials=lambda seed: exact.deal_trials(3, 1, 400, seed=seed), total=400, hit=lambda queens: queens > 0,
        exact=float(exact.first_question(3, 1)), chart_title=_("Deals where your friend holds a Queen"),
        what=_("deals"), hit_words=_("deals where the friend has a Queen"), explain=explain, practise=practise(),
        think=[_("You hold two Queens instead of one. Is asking for Queens a better or a worse bet? Why?"),
               _("Sam said 'Go fish!' to Queens. Whom should you ask next, and why?")])


def misses(cards: int, unseen: int = 39, copies: int = 3) -> list[tuple[int, int]]:
    """Your friend's ``cards`` cards, one at a time, all missing the ``copies`` hidden Queens among
    ``unseen`` hidden cards: the fractions whose product is :func:`kit.exact.go_fish.p_none`."""
    return [(unseen - copies - i, unseen - i) for i in range(cards)]


# the card-by-card climb (widgets.lesson.miss_climb draws it): the friend's cards one at a time,
# the 13th left for the child
CLIMB_HEADS = ("friend's cards", "every card misses", "no Queen", "at least one Queen")


# -- the notebook's quizzes, in the order it asks them ----------------------------------------
def hidden_cards() -> list[Question]:
    """The notebook's "Hidden cards" quiz."""
    return [ask(_("Three players get 13 cards each and the pond has 13. How many cards can't you see?"), 39,
                hint=_("Count everything that is not in your own hand."),
                wrong=[(52, _("Your own 13 cards are in your hand: you can see those.")),
                       (26, _("The pond is face down: you can't see those 13 cards either.")),
                       (13, _("That is one hand. Your two friends' hands and the pond are all hidden."))],
                explain=_("Two friends' hands and the pond: 13 + 13 + 13 = 39 hidden cards.")),
            ask(_("You hold one Queen. How many Queens are hidden?"), 3,
                wrong=[(4, _("There are four Queens, but one of them is in your hand: you can see it."))],
                explain=_("4 Queens, and you can see one: 3 are hidden."))]


def one_card_then_two() -> list[Question]:
    """The notebook's "One card, then two" quiz."""
    # Asked as a count: "the chance the first card is not a Queen", 36/39, is 12/13, and so is the
    # whole-pack slip 48/52 (four Queens among 52): a chance could not tell the slip from the answer.
    return [ask(_("How many of the 39 hidden cards are NOT Queens?"), 36,
                hint=_("How many Queens are hidden among the 39 cards?"),
                wrong=[(3, _("Those are the hidden Queens. The question asks for the cards that are not Queens.")),
                       (35, _("You counted your own Queen as hidden. It is in your hand: only 3 Queens are hidden, "
                              "so 36 of the 39 hidden cards are not Queens.")),
                       (48, _("That is the whole pack's cards that are not Queens. Your 13 cards are not hidden: "
                              "count only the 39 hidden ones."))],
                explain=_("39 hidden cards, 3 of them Queens: 36 are not. So your friend's first card is not a "
                          "Queen with chance 36/39.")),
            ask(_("What is the chance that your friend's first TWO cards are both not Queens?"),
                Fraction(36, 39) * Fraction(35, 38),
                hint=_("After one card that is not a Queen, 38 hidden cards are left. How many are not Queens?"),
                wrong=[(Fraction(36, 39) ** 2, _("You multiplied 36/39 by itself, as if the first card went back. It "
                                                "doesn't: 38 cards are left and 35 of them are not Queens.")),
                       (Fraction(36, 39) + Fraction(35, 38), _("Both cards must miss, so the chances multiply; added "
                                                              "together they even pass 1.")),
                       (Fraction(48, 52) * Fraction(47, 51), _("You counted the whole pack (48 of 52 cards are not "
                                                               "Queens). Your own 13 cards are not hidden: 36 of the "
                                                               "39 hidden cards are not Queens, then 35 of 38."))],
                explain=_("36/39 × 35/38: every card that misses leaves one miss fewer and one card fewer."))]


def thirteen_cards() -> Question:
    """The notebook's "Thirteen cards" quiz."""
    return ask(_("Your friend holds 13 cards. What is the chance that they have AT LEAST ONE Queen?"),
               first_question(3, 1),
               hint=_("Carry the table on to 13 cards to get the chance of no Queen; then take it from 1."),
               wrong=[(1 - first_question(3, 1), _("That is the chance of NO Queen. The question asks for at least one.")),
                      (1 - Fraction(36, 39) ** 13, _("You multiplied 36/39 again and again, as if every card went back "
                                                    "before the next. After each miss: one miss fewer, one card fewer.")),
                      (Fraction(3 * 13, 39), _("You added up chances: 13 cards × 3/39 = 1, as if a Queen were certain. "
                                              "Two Queens can sit in the same hand; work out the chance of no Queen."))],
               explain=_("No Queen: {first} × ... × {last} = {none}; at least one: 1 - that = {some}.").format(
                   first=steps(misses(13)[:2]), last=steps(misses(13)[-1:]), none=1 - first_question(3, 1),
                   some=first_question(3, 1)))


def use_it() -> list[Question]:
    """The notebook's "Use it" quiz."""
    return [
          ask(_("3 players, 13 cards each. You hold TWO Queens. What is the chance that one chosen player "
                "has at least one Queen?"), first_question(3, 2),
              hint=_("Now only 2 Queens are hidden among the 39 cards."),
              wrong=[(first_question(3, 1), _("That is the answer for 3 hidden Queens. You hold two, so only 2 are hidden.")),
                     (Fraction(2, 3), _(ADDED))],
              explain="1 - C(37,13)/C(39,13)"),
          ask(_("3 players. You hold THREE Queens. What is the chance that one chosen player has the last Queen?"),
              first_question(3, 3), hint=_("The last Queen is one of the hidden cards. How many hidden places are "
                                           "there, and how many of them are in that player's hand?"),
              wrong=[(Fraction(1, 4), _("The last Queen can't be in your hand: you can see it isn't. It is in one of "
                                       "three piles of 13 (two hands and the pond), not four."))],
              explain=_("13 of the 39 hidden places are in their hand: 13/39")),
          ask(_("4 players, 10 cards each (the pond has 12). You hold one Queen. What is the chance that one "
                "chosen player has a Queen?"), first_question(4, 1), hint=_("U = 42 hidden cards, k = 10, m = 3."),
              wrong=[(first_question(3, 1), _("That is the answer for 3 players with 13 cards each.")),
                     (Fraction(30, 42), _(ADDED))],
              explain="1 - C(39,10)/C(42,10)"),
      ]


def sam_said_go_fish() -> Question:
    """A question of the notebook."""
    return ask(_("Sam said 'Go fish!' when you asked for Queens. Does Sam hold a Queen right now?"),
               _("No"), choices=[_("Yes"), _("No"), _("Can't tell")],
               wrong=[(_("Yes"), _("If Sam had a Queen, Sam would have had to hand it over.")),
                      (_("Can't tell"), _("The rules decide it: asked for Queens, Sam must hand over every Queen. "
                                      "Sam handed over none."))],
               explain=_("Sam must hand over every Queen when asked, and handed over none."))


def after_go_fish_kims_chance() -> Question:
    """A question of the notebook."""
    return ask(_("After Sam's 'Go fish!', the chance that Kim has a Queen..."), _("goes up"),
               choices=[_("goes up"), _("goes down"), _("stays the same")],
               wrong=[(_("goes down"), _("Sam's answer took 13 places away where the Queens could hide, and none of "
                                     "them was Kim's.")),
                      (_("stays the same"), _("Sam's answer is news: the Queens now hide among 26 cards, not 39, and "
                                          "13 of those 26 are Kim's."))],
               explain=_("Sam holds no Queen, so the 3 Queens now hide among the other 26 hidden cards (Kim's hand "
                         "and the pond), and half of those are Kim's."))


def kim_asked() -> Question:
    """A question of the notebook."""
    return ask(_("Kim just asked for Queens. What is the chance that Kim holds a Queen?"), 1,
               hint=_("Which ranks is a player allowed to ask for?"),
               wrong=[(after_go_fish(39, 13, 3, 13), _("That was the chance right after Sam's 'Go fish!', before Kim "
                                                      "spoke. Kim's question is new news: what does it tell you?")),
                      (first_question(3, 1), _("That was the guess right after the deal, before anyone asked anything. "
                                              "Kim's question is new news: what does it tell you?"))],
               explain=_("You may only ask for a rank you already hold, so Kim holds a Queen for certain: "
                         "the chance is 1."))


def authors_one_card() -> Question:
    """The notebook's "Predict first!" quiz."""
    return ask(_("Authors, 5 players, 8 cards each (the pond has 12). What is the chance that one chosen player "
                 "holds the Seven of Hearts (which you can't see)?"), p_particular_card(44, 8),
               wrong=[(Fraction(1, 5), _("You shared the card among the 5 players, but it could also be in the pond, "
                                        "and it isn't in your hand.")),
                      (Fraction(8, 52), _("You counted all 52 cards, but 8 of them are yours and you can see the "
                                         "Seven of Hearts is not among them."))],
               explain=_("8 of the 44 hidden places are in their hand: 8/44"))
