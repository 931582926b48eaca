"""Does speed matter? (ages 10 to 14): two computer players who choose alike, one reacting a tenth
of a second faster, race each other.  The lesson's prediction and experiment, what it says, and its
questions with the mistakes they name.
"""
from __future__ import annotations

from fractions import Fraction
from html import escape

from kit.contests import share_interval, speed_race
from kit.words import N_, _, n_, number
from widgets.lesson import LessonSpec
from widgets.quiz import Question, slips
from widgets.judge import one_reason

from .words import ask, measured, no_exact_answer

FAST, SLOW = 5, 6  # reaction times in ticks (a tick is a tenth of a second)
RACES = 150
GAME = "grabbage"  # the kit's Grabbage with its usual one wastepile each: Hasty Patience
GAME_NAME = N_("Hasty Patience")


def practise() -> list[Question]:
    return [
        ask(_("The faster player won 90 of 150 games. What share of the games is that?"),
            Fraction(90, 150), places=1,
            wrong=[(Fraction(90, 100), _("That divides by 100, but 150 games were played: 90 ÷ 150.")),
                   (Fraction(150, 90), _("That is 150 ÷ 90, upside down: the games won go on top, 90 ÷ 150."))],
            explain=_("90 ÷ 150 = {share}, or 60 in 100.").format(share=number(0.6))),
        ask(_("Out of 200 games the faster player won 120. How many is that in 100 games?"), 60,
            wrong=[(120, _("That is out of 200 games. In 100 games, half as many: 60.")),
                   (80, _("80 is how many of the 200 games the faster player did NOT win."))],
            explain=_("120 out of 200 is the same share as 60 out of 100.")),
        ask(_("Two players react equally fast and choose the same way. Every game has a winner. Out of 100 "
              "games, how many would you expect each of them to win?"), 50,
            wrong=[(100, _("Only one of them can win each game: they share the 100 games.")),
                   (0, _("Every game has a winner: with nothing to tell the players apart, they win about half "
                         "each."))],
            explain=_("Nothing tells them apart but the shuffle, so we expect half each: 50 (a real run of 100 "
                      "games gives a few more or a few fewer).")),
    ]


def explain(hits: int, total: int) -> str:
    return (f"<p>{escape(measured(hits, total, _('games')))}</p>"
            "<p><b>" + _("Why a tenth of a second matters.") + "</b> "
            + _("Both players choose exactly the same way; the only difference is that one takes {fast} ticks for "
                "every action (turning a card, building it, putting it on the wastepile) and the other {slow}. A "
                "game is well over a hundred actions each, so the faster player does the same work in about a "
                "sixth less time and usually gets through its pack first. When both go for the same place at "
                "once, the faster card lands first and the other bounces back, but that happens only a few times "
                "a game.").format(fast=FAST, slow=SLOW) + "</p>"
            + no_exact_answer())


def spec() -> LessonSpec:
    return LessonSpec(
        name="race_speed", title=_("Does speed matter?"),
        intro=_("Two computer players race each other at {game}: each turns over their own pack and builds "
                "on the same piles in the middle, Ace up to King. They choose their cards the very same way, but "
                "one reacts a tenth of a second faster ({fast} ticks against {slow}; a tick is a tenth of a "
                "second).").format(game=_(GAME_NAME), fast=FAST, slow=SLOW),
        prompt=_("Out of 100 games, about how many does the faster player win?"),
        # the kit's long-run share is about 0.83, and one run of 150 games lands between 0.79 and 0.89:
        # the cuts (0.575, 0.75, 0.925) lie far from it, so the right guess does not change with the seed
        choices=[N_("about 50 (speed hardly matters)"), N_("about 65"), N_("about 85"), N_("all 100, or nearly")],
        values=[0.5, 0.65, 0.85, 1.0],
        trials=lambda seed: speed_race(GAME, FAST, SLOW, deals=RACES, seed=seed), total=RACES,
        hit=lambda r: r.won, chart_title=_("Games won by the faster player"), what=_("games"),
        hit_words=_("games won by the faster player"), explain=explain, practise=practise(), every=5,
        think=[_("Is it fair to play a race game against a computer that reacts faster than you?"),
               _("How could you make a race game fair between a fast and a slow player?")])


# -- the notebook's quizzes, in the order it asks them ----------------------------------------


def equal_speed(speeds: list[int], other: int) -> Question:
    """Part 4's "Predict first!": the first player takes each of ``speeds`` ticks in turn, the other
    always ``other``; at which speed do both win about equally often?"""
    def ticks(t: int) -> str:
        return n_("{n} tick", "{n} ticks", t).format(n=t)

    def why(t: int) -> str:
        return (_("At {t} ticks the first player is quicker than the other player's {other} ticks. When is nobody "
                  "faster?") if t < other else
                _("At {t} ticks the first player is slower than the other player's {other} ticks. When is nobody "
                  "faster?")).format(t=t, other=other)

    same = ticks(other)
    return ask(_("At which reaction time of the first player do both players win about equally often?"),
               same, choices=[ticks(t) for t in speeds],
               wrong=slips(same, *((ticks(t), why(t)) for t in speeds)),
               explain=_("When both take {other} ticks, nobody is faster: then only the shuffle decides, "
                         "and each player wins about half of the games.").format(other=other))


def experiment_practise(wins: int, games: int) -> list[Question]:
    """The notebook's practice on its own experiment: the faster player won ``wins`` of ``games``."""
    more = 4 * games
    likely8, likely80 = share_interval(8, 10), share_interval(80, 100)
    return [
        ask(_("The faster player won {wins} of {games} games. If it keeps winning the same share, how many "
              "games would it win out of {more}?").format(wins=wins, games=games, more=more), 4 * wins,
            # the two slips are one number when the faster player won a fifth of the games: named together
            wrong=one_reason(4 * wins,
                             (wins + more - games, _("You added the {extra} extra games as if it won every "
                                                     "one of them. A share works by multiplying: {more} games is 4 "
                                                     "times {games} games.").format(extra=more - games, more=more,
                                                                                    games=games)),
                             (4 * (games - wins), _("That is how many it would NOT win. It wins {wins} of every "
                                                    "{games}.").format(wins=wins, games=games))),
            hint=_("{more} is 4 times {games}.").format(more=more, games=games),
            explain=_("{more} is 4 × {games}, so 4 × {wins} = {won} wins.").format(more=more, games=games, wins=wins,
                                                                                 won=4 * wins)),
        ask(_("Which tells you more about the long-run share: 8 wins out of 10 games, or 80 wins out of 100 games?"),
            _("80 out of 100"), choices=[_("8 out of 10"), _("80 out of 100"), _("they tell the same")],
            wrong=[(_("they tell the same"), _("The share is the same ({share}), but the likely range is not: with 10 "
                                               "games it is much wider. More games, narrower range.").format(
                                                   share=number(0.8))),
                   (_("8 out of 10"), _("Fewer games leave more room for luck: 8 of 10 could easily have been 6 or "
                                        "10."))],
            explain=_("Both shares are {share}. The likely range for 8 of 10 is from {low8} to {high8} in 100; for 80 "
                      "of 100 it is from {low80} to {high80}.").format(
                share=number(0.8), low8=number(100 * likely8[0], ".0f"), high8=number(100 * likely8[1], ".0f"),
                low80=number(100 * likely80[0], ".0f"), high80=number(100 * likely80[1], ".0f"))),
        ask(_("A child takes 9 ticks to react, and the computer 3. How many ticks should the computer take "
              "instead, so that neither of them is faster?"),
            9, hint=_("Fair means: nobody is faster."),
            wrong=[(3, _("That is the computer's speed now: it would stay 6 ticks faster than the child.")),
                   (6, _("That is halfway. The computer would still be faster by 3 ticks."))],
            explain=_("With 9 ticks each, nobody is faster, and only the shuffle decides.")),
    ]
