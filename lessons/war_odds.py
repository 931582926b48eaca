"""War odds (ages 10 to 14): how often is the first battle of a game of War a war?  The lesson's
prediction and experiment, its worked answer and its questions with the mistakes they name; every
number comes from :mod:`kit.exact.war`.
"""
from __future__ import annotations

from fractions import Fraction
from html import escape

from kit.exact import war as war_exact
from kit.words import N_, _, number
from widgets.lesson import LessonSpec
from widgets.quiz import Question

from .words import ask, measured, three_ways

def practise() -> list[Question]:
    """The practice of the notebook's part 6 and of the dashboard: new packs and new questions."""
    tie = war_exact.tie_probability()
    two_packs = Fraction(7, 103)
    short = Fraction(3, 19)
    per340 = 340 * tie
    return [
        ask(_("Two packs are shuffled together (104 cards, 8 of each rank). What is the chance that the first "
              "battle is a war?"), two_packs,
            hint=_("After your card, how many cards are left, and how many match it?"),
            wrong=[(tie, _("That is for one pack. With two there are 8 cards of each rank.")),
                   (Fraction(8, 104), _("Your card is in your hand: 7 of the other 103 cards match it."))],
            explain=_("7 of the other 103 cards match your card: 7/103.")),
        ask(_("A small pack has only the 10s, Jacks, Queens, Kings and Aces (20 cards). What is the chance that "
              "the first battle is a war?"), short,
            wrong=[(Fraction(4, 20), _("One rank in 5 sounds right, but your card is in your hand: 3 of the other "
                                       "19 cards match it, not 4 of 20."))],
            explain=_("3 of the other 19 cards match your card: 3/19.")),
        ask(_("340 games of War are started. In how many of them would you expect the very first battle to be a "
              "war?"), per340,
            wrong=[(26, _("That is about 340 × 1/13: but your card is out of my pack, so it is 3/51 of the games.")),
                   (85, _("That is a quarter of the games: one suit in four, not the same rank."))],
            explain=_("340 × 3/51 = 20.")),
        ask(_("In one pack, what is the chance that the first battle is NOT a war?"), 1 - tie,
            hint=_("Every first battle is either a war or not a war."),
            wrong=[(tie, _("That is the chance that it IS a war. Take it from 1.")),
                   (Fraction(48, 52), _("Your card is on the table: 48 of the other 51 cards have a different rank.")),
                   (1 - Fraction(3, 52), _("That is 1 - 3/52, as if I could turn over 52 cards. Your card is on the "
                                           "table: I turn one of the other 51, and 48 of them have a different "
                                           "rank."))],
            explain=_("48 of the other 51 cards have a different rank: 48/51 = 16/17, which is 1 - 1/17.")),
    ]


def explain(hits: int, total: int) -> str:
    p = war_exact.tie_probability()
    return (f"<p>{escape(measured(hits, total, _('first battles')))}</p>"
            "<p><b>" + _("The exact answer, step by step.") + "</b></p><ol>"
            "<li>" + _("You turn over your card. Whatever it is, I turn over one of the other 51 cards.") + "</li>"
            "<li>" + _("There are 4 cards of each rank and you hold one, so 3 of my 51 cards match yours.") + "</li>"
            "<li>" + _("The chance of a war is 3/51 = <b>{answer}</b>.").format(answer=three_ways(p)) + "</li></ol>")


def spec() -> LessonSpec:
    return LessonSpec(
        name="war_odds", title=_("War odds"),
        intro=_("In War you both turn over a card. When the two cards have the same rank, there is a war."),
        prompt=_("How often is the very first battle of a game a war?"),
        choices=[N_("about 1 in 2"), N_("about 1 in 4"), N_("about 1 in 10"), N_("about 1 in 20")],
        values=[0.5, 0.25, 0.1, 0.05],
        trials=lambda seed: war_exact.first_battle_trials(600, seed=seed), total=600, hit=bool,
        exact=float(war_exact.tie_probability()), chart_title=_("First battles that are a war"),
        what=_("first battles"), hit_words=_("first battles that were a war"), explain=explain,
        practise=practise(),
        think=[_("How many wars would you expect in a game of 300 battles? Why might a real game have a few more?"),
               _("Why does a third player make a war on the first flip more likely?")])


# -- the notebook's quizzes, in the order it asks them ----------------------------------------
def step_by_step() -> list[Question]:
    """The notebook's "Step by step" quiz."""
    return [ask(_("You turned over the 9♣. How many cards could I turn over?"), 51,
                hint=_("The pack has 52 cards. Where is the 9♣ now?"),
                wrong=[(52, _("Your 9♣ is already face up on the table: I can only turn one of the other cards."))],
                explain=_("52 cards, minus your 9♣: 51.")),
            ask(_("How many of those cards are a 9?"), 3,
                hint=_("There are four 9s in a pack."),
                wrong=[(4, _("There are four 9s, but one of them is your 9♣, already on the table.")),
                       (12, _("Those are the clubs left: a war needs the same rank (another 9), not the same suit."))],
                explain=_("Four 9s, and one is yours: 3 are left."))]


def chance_of_a_war() -> Question:
    """The notebook's "The chance of a war" quiz."""
    return ask(_("What is the chance that the first battle is a war (a tie)?"), war_exact.tie_probability(),
               hint=_("How many cards can I turn over, and how many of them match your card's rank?"),
               wrong=[(Fraction(12, 51), _("That would be the chance for a card of the same suit, not the same rank.")),
                      (Fraction(3, 52), _("Your card is in your hand, so I can only turn one of the other 51 cards.")),
                      (Fraction(4, 52), _("One rank in 13 (4 of 52) sounds right, but one of those four is your own "
                                         "card, out of my pack: how many of my cards can match it, out of how many?"))],
               explain=_("Whatever your card is, I turn over one of the other 51 cards, and 3 of them have its "
                         "rank (four of each rank, and one is yours): 3/51, which is 1/17 because 3 goes into 51 "
                         "seventeen times; about 0.059."))


# The ways of fighting a war the notebook compares (kit's name -> words), in English (catalog messages)
STYLES = {"one_down": N_("1 card down"), "three_down": N_("3 cards down"), "by_rank": N_("rank says how many")}


def shortest_war(styles: dict[str, str], shortest: str) -> Question:
    """Part 5's "Predict first!": which way of fighting a war (``styles``: the kit's name -> words)
    makes games shortest; ``shortest`` is the one the notebook's experiment found.  The words are
    English (catalog messages: :data:`STYLES`) and said in the page's language."""
    return ask(_("Which way of fighting a war makes games shortest on average?"),
               _(styles[shortest]), choices=[_(words) for words in styles.values()],
               wrong=[(_(styles[s]), (_("Fewer cards go face down in this war, so fewer cards change hands and piles "
                                    "empty more slowly.") if s == "one_down" else
                                  _("Count the cards a war puts in the middle: with an Ace it is 11 face down "
                                    "when the rank says how many, and only 3 here.")))
                      for s in styles if s != shortest],
               explain=_("More cards change hands in each war, so piles empty sooner."))


def four_aces(share: float, games: int) -> Question:
    """Part 5's "Predict first!" about a player dealt all four Aces, who won ``share`` of ``games``.

    The three choices are far apart, and the right one is the choice nearest to the measured
    share: the long-run share (a little more than 3 in 4) lies near the cut between "about 3 in 4"
    and "about 4 in 5", so naming the share in finer words would make the answer depend on which
    side of that cut one seeded run happens to fall."""
    choices = {_("about 1 in 2"): 0.5, _("about 3 in 4"): 0.75, _("nearly always"): 1.0}
    said = min(choices, key=lambda w: abs(choices[w] - share))
    reasons = {_("about 1 in 2"): _("Four Aces are a real help: a plain battle in which you turn up an Ace is always yours."),
               _("about 3 in 4"): _("Look again: four Aces are a big help, but a war can still take them from you."),
               _("nearly always"): _("A war can take an Ace from you (it may be one of the cards laid face down), and the "
                                  "other player holds more than half of the other cards, Kings and Queens among "
                                  "them, which win lots of battles.")}
    return ask(_("A player is dealt all four Aces. How often do they win the game?"), said,
               choices=list(choices),
               wrong=[(w, text) for w, text in reasons.items() if w != said],
               explain=_("In {games} games they won {share} of them: of the three answers, {said} is the "
                         "nearest.").format(games=number(games, ","), share=number(share, ".2f"), said=said))


def three_players() -> Question:
    """Part 5's "Predict first!": is a war on the first flip more likely with three players?"""
    tie, first = war_exact.tie_probability(), war_exact.three_player_first_flip()
    more = first["some_war"] > tie
    return ask(_("Is a war on the first flip more likely with three players than with two?"),
               _("yes") if more else _("no"), choices=[_("yes"), _("no")],
               wrong=[(_("no") if more else _("yes"), _("With three cards there are three pairs that could match, and a war "
                                                 "needs only the top card to be matched."))],
               explain=_("With two players it is 3/51, about {two}; with three it is {chance}, about {three}. A "
                         "third card gives the top card one more chance to be matched.").format(
                   two=number(float(tie), ".3f"), chance=first["some_war"],
                   three=number(float(first["some_war"]), ".3f")))
