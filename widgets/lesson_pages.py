"""What each lesson asks, for its notebook and its dashboard alike: the prediction, the experiment
(the kit's own trial deals), the worked answer in steps, and the practice questions.

Every number a child sees is computed here from the kit at the moment it is shown; nothing is typed
in.  ``page("can_i_play")`` is the dashboard of a lesson; ``SPECS`` lists the lessons that have one.
"""
from __future__ import annotations

from fractions import Fraction
from html import escape

import numpy as np

from kit.contests import share_interval, skill_match, speed_race
from kit.exact import can_i_play as cip
from kit.exact import dictation as dict_exact
from kit.exact import go_fish as fish
from kit.exact import king_of_the_hill as koth
from kit.exact import war as war_exact

from .live_chart import in_words
from .lesson import LessonDashboard, LessonSpec
from .quiz import Question, slips

SHARE_CHOICES = ["about 1 in 4", "about 1 in 2", "about 3 in 4", "nearly always"]
SHARE_VALUES = [0.25, 0.5, 0.75, 0.97]
# said after a contest between computer players, which has no answer to count
NO_EXACT_ANSWER = ("<p>There is no exact answer to count here: the experiment is all we have, and the likely "
                   "range says how sure it is. Run it again and see how much the share moves.</p>")


def frac(x: Fraction) -> str:
    return f"{x.numerator}/{x.denominator}"


def three_ways(x: Fraction) -> str:
    """A chance as a fraction, a decimal and "about N in 100"."""
    return f"{frac(x)} ≈ {float(x):.3f}, about {round(100 * float(x))} in 100"


def measured(hits: int, total: int, what: str) -> str:
    lo, hi = share_interval(hits, total)
    return (f"Your experiment: {hits} of {total} {what} = {hits / total:.2f} ({in_words(hits / total)}); "
            f"the long-run share is most likely between {lo:.2f} and {hi:.2f}.")


def steps(pairs) -> str:
    return " × ".join(f"{a}/{b}" for a, b in pairs)


# -- Can I play? ------------------------------------------------------------------------------------
PUT_BACK = ("That is 36/51 multiplied again and again, as if every card went back into the pack before the next. "
            "It doesn't: once a card that doesn't fit is in your hand, only 35 of the 50 cards left don't fit.")
HAND = 7


def can_i_play_practise() -> list[Question]:
    """New hand sizes (the lesson's worked answer and its card-by-card climb stop at 7 cards)."""
    none8, some9 = cip.p_no_match(8), cip.p_can_play(9)
    return [
        Question("With 8 cards, what is the chance that NONE fits?", none8,
                 hint="Keep going one card further than 7: the eighth card misses with chance 29/44.",
                 wrong={Fraction(36, 51) ** 8: PUT_BACK,
                        cip.p_can_play(8): "That is the chance that at least one card fits. The question asks for none.",
                        cip.p_no_match(7): "That is for 7 cards. With 8, one more card must miss too."},
                 explain=f"{steps(cip.miss_steps(8))} = {frac(none8)}"),
        Question("With 9 cards, what is the chance that AT LEAST ONE fits?", some9,
                 hint="Work out the chance that none fits, then take it from 1.",
                 wrong={cip.p_no_match(9): "That is the chance that NONE fits. Take it from 1.",
                        Fraction(9 * 15, 51): "You added 15/51 nine times: that counts hands with two fitting cards "
                                              "twice, and a chance can never be more than 1."},
                 explain=f"1 - ({steps(cip.miss_steps(9))}) = {frac(some9)}"),
        Question("How many matching cards do you expect in a hand of 10?", cip.expected_matches(10),
                 wrong={Fraction(10 * 15, 52): "The top card is not among the cards you could be dealt: your hand "
                                               "comes from 51 cards.",
                        Fraction(15, 51): "That is for one card. You hold 10: add up 15/51 for each of them."},
                 explain="10 × 15/51 = 50/17, about 3 cards"),
    ]


def can_i_play_explain(hits: int, total: int) -> str:
    none, some = cip.p_no_match(HAND), cip.p_can_play(HAND)
    return (f"<p>{escape(measured(hits, total, 'deals'))}</p>"
            "<p><b>The exact answer, step by step.</b> The top card is known, so your hand comes from the other "
            f"{cip.UNSEEN} cards: {cip.MATCHING - 3} share its suit and 3 its number, so {cip.MATCHING} fit and "
            f"{cip.UNSEEN - cip.MATCHING} don't.</p><ol>"
            f"<li>Your first card misses with chance {steps(cip.miss_steps(1))}.</li>"
            f"<li>Then 50 cards are left and 35 of them miss: two misses in a row is {steps(cip.miss_steps(2))}.</li>"
            f"<li>Carry on to 7 cards: none fits with chance {steps(cip.miss_steps(HAND))} = {frac(none)}.</li>"
            f"<li>At least one fits is everything else: 1 - {frac(none)} = <b>{three_ways(some)}</b>.</li></ol>")


def can_i_play_spec() -> LessonSpec:
    return LessonSpec(
        name="can_i_play", title="Can I play?",
        intro=("In Anthony Hill's game a card fits when it matches the pile's top card in suit or in rank. "
               "You hold 7 cards. How often can you play at all?"),
        prompt="You hold 7 cards. Out of many deals, how often does at least one of them fit the top card?",
        choices=SHARE_CHOICES, values=SHARE_VALUES,
        trials=lambda seed: cip.deal_trials(HAND, 400, seed=seed), total=400, hit=lambda fits: fits > 0,
        exact=float(cip.p_can_play(HAND)), chart_title="Deals where a card of 7 fits", what="deals",
        hit_words="deals where a card fits", explain=can_i_play_explain, practise=can_i_play_practise(),
        think=["Why does the chance of being stuck shrink so fast as your hand grows?",
               "Is it a good idea to count 'at least one' by adding up chances? Why not?"])


# -- Go Fish ------------------------------------------------------------------------------------------
ADDED = ("You added one chance per Queen. But two Queens can sit in the same hand, and adding "
         "counts those deals twice. Work out the chance of NO Queen, then take it from 1.")


def go_fish_practise() -> list[Question]:
    return [
        Question("5 players, 8 cards each (the pond has 12). You hold one Queen. What is the chance that one "
                 "chosen player has a Queen?", fish.first_question(5, 1), hint="U = 44 hidden cards, k = 8, m = 3.",
                 wrong={Fraction(24, 44): ADDED,
                        fish.first_question(3, 1): "That is the answer for 3 players with 13 cards each."},
                 explain="1 - C(41,8)/C(44,8)"),
        Question("4 players, 10 cards each. You hold one Queen, you asked Sam for Queens and Sam said 'Go fish!'. "
                 "What is the chance that Kim (10 cards) has a Queen now?", fish.after_go_fish(42, 10, 3, 10),
                 hint="Sam's 10 cards are out of the question: 32 hidden cards are left.",
                 wrong={fish.first_question(4, 1): "That was the chance before Sam answered. Sam's 10 cards can't "
                                                   "hold a Queen any more."},
                 explain="1 - C(29,10)/C(32,10)"),
        Question("Authors with 4 players, 10 cards each (the pond has 12): what is the chance that one chosen "
                 "player holds the Seven of Hearts (which you can't see)?", fish.p_particular_card(42, 10),
                 wrong={Fraction(1, 4): "You shared 52 cards among 4 players, but 10 cards are yours and 12 are in "
                                        "the pond."},
                 explain="10 of the 42 hidden places are theirs: 10/42"),
        Question("Authors: you hold two Kings and there are 2 other players. How many different questions about "
                 "Kings can you ask?", fish.questions_in_authors(2, 2),
                 wrong={2: "In Authors you ask for ONE card: each missing King, to each player."},
                 explain="2 missing Kings × 2 players = 4"),
    ]


def go_fish_explain(hits: int, total: int) -> str:
    p = fish.first_question(3, 1)
    misses = [(36 - i, 39 - i) for i in range(13)]
    return (f"<p>{escape(measured(hits, total, 'deals'))}</p>"
            "<p><b>The exact answer, step by step.</b> With 3 players everyone gets 13 cards and the pond 13. "
            "You see your own 13, so 39 cards are hidden, and the other 3 Queens are among them.</p><ol>"
            "<li>Your friend's first card is no Queen with chance 36/39.</li>"
            "<li>Then 38 hidden cards are left, 35 of them no Queen: 36/39 × 35/38, and so on for all 13 cards.</li>"
            f"<li>No Queen at all: {steps(misses[:3])} × ... × {steps(misses[-1:])} = {frac(1 - p)}.</li>"
            f"<li>At least one Queen: 1 - {frac(1 - p)} = <b>{three_ways(p)}</b>.</li></ol>")


def go_fish_spec() -> LessonSpec:
    return LessonSpec(
        name="go_fish_chances", title="Go Fish: what are the chances?",
        intro=("Three players, 13 cards each, 13 in the pond. You hold one Queen and ask a friend: "
               "\"Do you have any Queens?\" Is it a good question?"),
        prompt="How often does your friend hold at least one of the other 3 Queens?",
        choices=SHARE_CHOICES, values=SHARE_VALUES,
        trials=lambda seed: fish.deal_trials(3, 1, 400, seed=seed), total=400, hit=lambda queens: queens > 0,
        exact=float(fish.first_question(3, 1)), chart_title="Deals where your friend holds a Queen",
        hit_words="deals where the friend has a Queen", explain=go_fish_explain, practise=go_fish_practise(),
        think=["You hold two Queens instead of one. Is asking for Queens a better or a worse bet? Why?",
               "Sam said 'Go fish!' to Queens. Whom should you ask next, and why?"])


# -- War odds -----------------------------------------------------------------------------------------
def war_practise() -> list[Question]:
    two_packs = Fraction(7, 103)
    short = Fraction(3, 19)
    per340 = 340 * war_exact.tie_probability()
    return [
        Question("Two packs are shuffled together (104 cards, 8 of each rank). What is the chance that the first "
                 "battle is a war?", two_packs, hint="After your card, how many cards are left, and how many match it?",
                 wrong={war_exact.tie_probability(): "That is for one pack. With two there are 8 cards of each rank.",
                        Fraction(8, 104): "Your card is in your hand: 7 of the other 103 cards match it."},
                 explain="7 of the other 103 cards match your card: 7/103."),
        Question("A small pack has only the 10s, Jacks, Queens, Kings and Aces (20 cards). What is the chance that "
                 "the first battle is a war?", short,
                 wrong={Fraction(4, 20): "One rank in 5 (4 of 20) sounds right, but one of those four is your own "
                                         "card, out of my pack: how many of my cards can match it, out of how many?"},
                 explain="3 of the other 19 cards match your card: 3/19."),
        Question("340 games of War are started. In about how many is the very first battle a war?", int(per340),
                 wrong={26: "That is 340 × 1/13: your card is out of my pack, so it is 3/51 of the games.",
                        85: "That is a quarter of the games: one suit in four, not the same rank."},
                 explain="340 × 3/51 = 20."),
    ]


def war_explain(hits: int, total: int) -> str:
    p = war_exact.tie_probability()
    return (f"<p>{escape(measured(hits, total, 'first battles'))}</p>"
            "<p><b>The exact answer, step by step.</b></p><ol>"
            "<li>You turn over your card. Whatever it is, I turn over one of the other 51 cards.</li>"
            "<li>There are 4 cards of each rank and you hold one, so 3 of my 51 cards match yours.</li>"
            f"<li>The chance of a war is 3/51 = <b>{three_ways(p)}</b>.</li></ol>")


def war_spec() -> LessonSpec:
    return LessonSpec(
        name="war_odds", title="War odds",
        intro="In War you both turn over a card. When the two cards have the same rank, there is a war.",
        prompt="How often is the very first battle of a game a war?",
        choices=["about 1 in 2", "about 1 in 4", "about 1 in 10", "about 1 in 20"], values=[0.5, 0.25, 0.1, 0.05],
        trials=lambda seed: war_exact.first_battle_trials(600, seed=seed), total=600, hit=bool,
        exact=float(war_exact.tie_probability()), chart_title="First battles that are a war",
        what="first battles", hit_words="first battles that were a war", explain=war_explain,
        practise=war_practise(),
        think=["How many wars would you expect in a game of 300 battles? Why might a real game have a few more?",
               "Why do more players make a war on the first flip more likely?"])


# -- King of the Hill sums (ages 7 to 9: numbers, not fractions) ----------------------------------------
def king_of_the_hill_explain(hits: int, total: int) -> str:
    out_of_100 = round(100 * float(koth.p_hand_has_sequence(7)))
    return (f"<p>You found a sequence in <b>{hits}</b> of your {total} hands.</p>"
            "<p><b>What the kit counted.</b> It went through every hand of 7 cards there can be and counted "
            f"those with a sequence: about <b>{out_of_100} hands in 100</b> have one. So in most hands you "
            "attack with one card!</p>"
            "<p>When you do hold a sequence, add it up card by card: 4 + 5 = 9, and 9 + 6 = 15. "
            "So 4♥ 5♥ 6♥ is worth 15, more than a King (13).</p>")


def king_of_the_hill_spec() -> LessonSpec:
    from .attack_sums import practise_question

    return LessonSpec(
        name="king_of_the_hill_sums", title="King of the Hill: adding up attacks",
        intro=("A <b>sequence</b> is two or more cards of one suit in a row, only from 2 to 8, like 4♥ 5♥ 6♥. "
               "It is worth all its cards added up. You get 7 cards. Do you hold a sequence?"),
        prompt="Out of 100 hands of 7 cards, about how many hold a sequence?",
        choices=["about 10", "about 30", "about 60", "about 90"], values=[0.1, 0.3, 0.6, 0.9],
        trials=lambda seed: koth.deal_trials(7, 100, seed=seed), total=100,
        hit=lambda attacks: any(a["kind"] == "sequence" for a in attacks),
        exact=float(koth.p_hand_has_sequence(7)), per=100, chart_title="Hands with a sequence, out of 100",
        what="hands", hit_words="hands with a sequence", explain=king_of_the_hill_explain,
        practise=practise_question, practise_seed=1,
        think=["Why can no sequence be worth exactly 10?",
               "Is it better to attack with 2♠ 3♠ 4♠ or with a 9? Which costs fewer points?"])


# -- Counting up the run: making 13 (ages 7 to 9: numbers, not fractions) ---------------------------------
def run_sums_explain(hits: int, total: int) -> str:
    from kit.exact import run_sums

    pairs = run_sums.pairs_making(13)
    listed = ", ".join(f"{run_sums.rank_name(a)} + {run_sums.rank_name(b)}" for a, b in pairs)
    out_of_100 = round(100 * float(run_sums.p_two_cards_make(13)))
    return (f"<p>Your two cards made 13 in <b>{hits}</b> of your {total} turns.</p>"
            f"<p><b>Counting it out.</b> {len(pairs)} pairs of numbers make 13: {listed}. Each card comes in "
            f"4 suits, so each pair of numbers can be turned over in 4 × 4 = 16 ways: "
            f"{len(pairs)} × 16 = <b>{run_sums.card_pairs_making(13)}</b> pairs of cards make 13.</p>"
            f"<p>A pack has <b>{run_sums.card_pairs():,}</b> different pairs of cards in all. So only about "
            f"<b>{out_of_100} turns in 100</b> make 13. And the King? It is 13 all by itself, but it can't be "
            "in a pair that makes 13.</p>")


def run_sums_spec() -> LessonSpec:
    from kit.exact import run_sums

    from .counting import practise_question

    return LessonSpec(
        name="run_sums", title="Make 13",
        intro=("The Ace counts 1, the Jack 11, the Queen 12 and the King 13. Turn over two cards from a "
               "shuffled pack and add them up. Do they make 13?"),
        prompt="Out of 100 turns of two cards, about how many make 13?",
        choices=["about 2", "about 7", "about 20", "about 50"], values=[0.02, 0.07, 0.2, 0.5],
        trials=lambda seed: run_sums.two_card_trials(100, seed=seed), total=100,
        hit=lambda pair: sum(pair) == 13, exact=float(run_sums.p_two_cards_make(13)), per=100,
        chart_title="Turns where two cards made 13, out of 100", what="turns", hit_words="turns that made 13",
        explain=run_sums_explain, practise=practise_question, practise_seed=1,
        think=["Which number do two cards make most often? Is it 13, or another one?",
               "Why can a King never be in a pair that makes 13?"])


# -- Luck or skill? Dictation ---------------------------------------------------------------------------
def dictation_practise() -> list[Question]:
    eight = Fraction(96, 9)
    two_aces = Fraction(4, 52) * Fraction(3, 51)
    return [
        Question("Two packs shuffled together have 8 Aces and 96 other cards. On average, how many other cards "
                 "are called before the first Ace?", eight,
                 hint="8 Aces make 9 gaps; each other card is in the first gap 1 time in 9.",
                 wrong={12: "That is 96 shared among 8 Aces. But 8 Aces make 9 gaps: 96 / 9.",
                        13: "That is 104 / 8, the cards per Ace. The first Ace is the earliest of eight."},
                 explain="96 × 1/9 = 32/3, about 10.7."),
        Question("What is the chance that the first TWO cards called are both Aces?", two_aces,
                 hint="The first is an Ace 4 times in 52; then 3 Aces are left among 51 cards.",
                 wrong={Fraction(1, 169): "That is 1/13 × 1/13, as if the first Ace went back into the pack.",
                        Fraction(2, 13): "You added the chances. Both must happen, so multiply: 4/52 × 3/51."},
                 explain="4/52 × 3/51 = 1/221."),
        Question("What is the chance that the first card called is a Heart?", Fraction(13, 52),
                 wrong={Fraction(1, 13): "That is for one rank. Hearts are a suit: 13 of the 52 cards.",
                        Fraction(1, 52): "That is one particular card. Any of the 13 Hearts will do."},
                 explain="13 of the 52 cards are Hearts: 13/52 = 1/4."),
    ]


def dictation_trials(seed: int):
    from kit.games.dictation import skill_contest

    return skill_contest(100, levels=("easy", "hard"), seed=seed)


def dictation_explain(hits: int, total: int) -> str:
    return (f"<p>{escape(measured(hits, total, 'deals'))}</p>"
            "<p><b>Why it is fair.</b> In Dictation one pack is called out and <b>both players get the same cards "
            "in the same order</b>. So when the careful player gets more cards up, the cards cannot be the reason: "
            "only the choices are. Scientists call this a <b>paired</b> experiment.</p>"
            + NO_EXACT_ANSWER)


def dictation_spec() -> LessonSpec:
    return LessonSpec(
        name="patience_skill", title="Luck or skill? Dictation",
        intro=("A careless player puts each card anywhere it may go; a careful one never buries a low card under a "
               "higher one. They play Dictation on the very same cards."),
        prompt="In how many deals does the careful player get MORE cards onto the foundations?",
        choices=SHARE_CHOICES, values=SHARE_VALUES, trials=dictation_trials, total=100,
        hit=lambda r: r["built"][1] > r["built"][0], chart_title="Deals where the careful player did better",
        what="deals", hit_words="deals won by care", explain=dictation_explain, practise=dictation_practise(),
        every=5, think=["If the players had different cards, why would we need many more games to be sure?",
                        "Is one game against the computer enough to tell who plays better?"])


# -- Does speed matter? (the race games) -----------------------------------------------------------------
FAST, SLOW = 5, 6  # reaction times in ticks (a tick is a tenth of a second)
RACES = 150


def race_practise() -> list[Question]:
    return [
        Question("The faster player won 90 of 150 games. What share of the games is that, as a decimal?",
                 Fraction(90, 150), places=1,
                 wrong={Fraction(90, 100): "That divides by 100, but 150 games were played: 90 ÷ 150.",
                        Fraction(150, 90): "That is 150 ÷ 90, upside down: the games won go on top, 90 ÷ 150."},
                 explain="90 ÷ 150 = 0.6, or 60 in 100."),
        Question("Out of 200 games the faster player won 120. How many is that in 100 games?", 60,
                 wrong={120: "That is out of 200 games. In 100 games, half as many: 60.",
                        80: "80 is how many the slower player won out of 200."},
                 explain="120 out of 200 is the same share as 60 out of 100."),
        Question("Two players react equally fast and choose the same way. Out of 100 games, about how many "
                 "should each win?", 50,
                 wrong={100: "Only one of them can win each game: they share the 100 games.",
                        0: "Someone wins almost every game: with nothing to tell them apart, about half each."},
                 explain="Nothing tells them apart but the shuffle, so about half each: 50."),
    ]


def race_explain(hits: int, total: int) -> str:
    return (f"<p>{escape(measured(hits, total, 'games'))}</p>"
            "<p><b>Why a tenth of a second matters.</b> Both players choose exactly the same way; the only "
            f"difference is that one reacts in {FAST} ticks and the other in {SLOW}. When both see a card that "
            "fits the same place, the faster one gets there first and the other card bounces back. That small "
            "gain happens again and again in one game, and the gains add up.</p>"
            + NO_EXACT_ANSWER)


def race_spec() -> LessonSpec:
    return LessonSpec(
        name="race_speed", title="Does speed matter?",
        intro=(f"Two computer players play Grabbage. They choose their cards the very same way, but one reacts "
               f"a tenth of a second faster ({FAST} ticks against {SLOW})."),
        prompt="Out of 100 games, about how many does the faster player win?",
        choices=["about 50 (speed hardly matters)", "about 60", "about 75", "about 90 or more"],
        values=[0.5, 0.6, 0.75, 0.9],
        trials=lambda seed: speed_race("grabbage", FAST, SLOW, deals=RACES, seed=seed), total=RACES,
        hit=lambda r: r.won, chart_title="Games won by the faster player", what="games",
        hit_words="games won by the faster player", explain=race_explain, practise=race_practise(), every=5,
        think=["Is it fair to play a race game against a computer that reacts faster than you?",
               "How could you make a race game fair between a fast and a slow player?"])


# -- Luck or skill? (Conjugal Patience) ------------------------------------------------------------------
MATCHES = 100


def patience_luck_practise() -> list[Question]:
    return [
        Question("In 100 deals the careful player won 58, the other player won 30, and 12 ended with no winner. "
                 "What share of the deals did the careful player win?", Fraction(58, 100),
                 wrong={Fraction(58, 88): "That leaves out the 12 deals with no winner, but they were played too: "
                                          "58 out of all 100.",
                        Fraction(58, 30): "That compares the two players' wins. The share is out of every deal: "
                                          "58 ÷ 100."},
                 explain="58 of the 100 deals: 58/100 = 0.58."),
        Question("One class measured 0.70 over 40 deals, another 0.70 over 400 deals. Which share are we more "
                 "sure about?", "the one over 400 deals",
                 choices=["the one over 40 deals", "the one over 400 deals", "both the same"],
                 wrong={"both the same": "The shares are equal, but more deals make the likely range narrower.",
                        "the one over 40 deals": "Fewer deals leave more room for luck: the range is wider."},
                 explain="More deals, narrower likely range: 400 deals tell us more than 40."),
    ]


def patience_luck_explain(hits: int, total: int) -> str:
    return (f"<p>{escape(measured(hits, total, 'deals'))}</p>"
            "<p><b>Why care wins.</b> Both players have the same cards and take turns from either seat, so the "
            "shuffle favours neither. The careful player looks ahead and keeps the layout open; the other "
            "player takes any move allowed. When one player wins nearly every time on the same cards, the game "
            "is mostly skill. A game of pure luck would give each player about half.</p>")


def patience_luck_spec() -> LessonSpec:
    return LessonSpec(
        name="patience_luck", title="Luck or skill? Conjugal Patience",
        intro=("Two players share one Conjugal Patience layout. One plays carefully; the other takes any move "
               "that is allowed. They swap seats every deal, so neither always goes first."),
        prompt="Out of 100 deals, how many does the careful player win?",
        choices=SHARE_CHOICES, values=SHARE_VALUES,
        trials=lambda seed: skill_match("conjugal_patience", deals=MATCHES, seed=seed), total=MATCHES,
        hit=lambda r: r.won, chart_title="Deals won by the careful player", what="deals",
        hit_words="deals won by care", explain=patience_luck_explain, practise=patience_luck_practise(), every=5,
        think=["If a game were pure luck, what share would each player win?",
               "Is Conjugal Patience more like War or more like chess? Why?"])


SPECS = {"can_i_play": can_i_play_spec, "go_fish_chances": go_fish_spec, "war_odds": war_spec,
         "king_of_the_hill_sums": king_of_the_hill_spec, "patience_skill": dictation_spec,
         "race_speed": race_spec, "patience_luck": patience_luck_spec, "run_sums": run_sums_spec}


def spec(name: str) -> LessonSpec:
    if name not in SPECS:
        raise ValueError(f"there is no lesson page called {name!r}; there are: {', '.join(SPECS)}")
    return SPECS[name]()


def page(name: str, seed=None) -> LessonDashboard:
    """The dashboard of lesson ``name`` (one of ``SPECS``); ``seed`` picks the experiment's deals."""
    return LessonDashboard(spec(name), seed=0 if seed is None else seed)


def first_practice_question(s: LessonSpec) -> Question:
    """The question the dashboard's practice asks first (for tests and the teacher's guide)."""
    src = s.practise
    if isinstance(src, Question):
        return src
    if isinstance(src, (list, tuple)):
        return src[0]
    return src(np.random.default_rng(s.practise_seed))


def can_i_play_climb(start: int = 2, stop: int = 6):
    """The card-by-card climb of *Can I play?*: one row per hand size, from 1 card up to ``start``
    at first; **One more card** adds a row, up to ``stop`` (the 7-card hand is left for the child)."""
    return miss_climb(cip.miss_steps, start, stop, heads=("cards", "every card misses", "none fits",
                                                         "at least one fits"))


def go_fish_misses(cards: int, unseen: int = 39, copies: int = 3) -> list[tuple[int, int]]:
    """Your friend's ``cards`` cards, one at a time, all missing the ``copies`` hidden Queens among
    ``unseen`` hidden cards: the fractions whose product is :func:`kit.exact.go_fish.p_none`."""
    return [(unseen - copies - i, unseen - i) for i in range(cards)]


def go_fish_climb(start: int = 2, stop: int = 12):
    """The card-by-card climb of *Go Fish chances*: the friend's cards, one at a time, all missing
    the 3 hidden Queens; the 13th card is left for the child."""
    return miss_climb(go_fish_misses, start, stop, heads=("friend's cards", "every card misses",
                                                         "no Queen", "at least one Queen"))


def miss_climb(misses, start: int, stop: int, heads: tuple[str, str, str, str]):
    """A table that grows one row per card: ``misses(n)`` are the n fractions that must all happen;
    their product is the "none" chance and 1 minus it the "at least one" chance."""
    import ipywidgets as W

    rows = W.HTML()
    button = W.Button(description="One more card", button_style="info", icon="plus", layout=W.Layout(width="auto"))
    shown = {"n": start}

    def draw():
        lines = []
        for n in range(1, shown["n"] + 1):
            none = Fraction(1)
            for a, b in misses(n):
                none *= Fraction(a, b)
            lines.append(f"<tr><td>{n}</td><td>{steps(misses(n))}</td><td>{frac(none)} ≈ {float(none):.3f}</td>"
                         f"<td>{frac(1 - none)} ≈ {float(1 - none):.3f}</td></tr>")
        head = "".join(f"<th>{escape(h)}</th>" for h in heads)
        rows.value = ("<table style='font-size:17px;border-spacing:12px 4px'><tr>" + head + "</tr>"
                      + "".join(lines) + "</table>")
        if shown["n"] >= stop:
            button.disabled = True
            button.description = f"Card {stop + 1} is yours to work out"

    def more(_b=None):
        shown["n"] = min(stop, shown["n"] + 1)
        draw()

    button.on_click(more)
    draw()
    box = W.VBox([rows, button])
    box.more = more
    return box
