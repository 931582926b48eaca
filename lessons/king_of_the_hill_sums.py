"""King of the Hill: adding up attacks (ages 7 to 9: whole numbers only).  The lesson's prediction
and experiment (how many hands of 7 hold a sequence), its worked answer, and its question makers:
each takes a seeded generator and returns a :class:`~widgets.quiz.Question` whose answer the kit
works out (:mod:`kit.exact.king_of_the_hill`, :mod:`kit.games.king_of_the_hill`), with the likely
slips named.

Two levels (``LEVELS``): at level 7, the default, a child of 7 adds two or three cards and every
total is at most 20; at level 9, which a teacher chooses for older children (``?level=9`` on the
lesson page, ``LEVEL = 9`` in the notebook), sequences have up to seven cards and totals reach 35.
Each maker has one function a level: ``sequence_sum`` (level 7) and ``sequence_sum_9``, and
:func:`maker` finds the one of a level.
"""
from __future__ import annotations

import kit
from kit.cards import RANKS, SUITS, THE_RANK_NAME, rank_word
from kit.exact import king_of_the_hill as exact
from kit.exact.king_of_the_hill import (attacks, beats, cheapest_win, sequence_totals, sequences_in_a_suit,
                                        why_not_an_attack)
from kit.games.king_of_the_hill import SEQUENCE_RANKS, attack_value, card_value, sum_text
from kit.words import N_, _
from widgets.lesson import LessonSpec
from widgets.quiz import Answer, Question, slips
from widgets.share_words import out_of

# the lowest and highest card a sequence may hold, and the rank of a King (Ace low: 1 to 13)
LOW, HIGH = int(SEQUENCE_RANKS[0]), int(SEQUENCE_RANKS[-1])
KING = len(RANKS)
SEQUENCE_WORDS = N_("from {low} to {high}")
LEVELS = (7, 9)
# at each level: the most cards in a sequence a question adds, and the highest total it asks
MOST_CARDS = {7: 3, 9: HIGH - LOW + 1}
MOST_TOTAL = {7: 20, 9: sum(range(LOW, HIGH + 1))}
# the single cards that can be worth the same with different ranks, highest first (all worth 10)
FACE_RANKS = [r for r in "KQJT" if card_value(kit.Card(r, "S")) == card_value(kit.Card("K", "S"))]
# several cards of one rank, as a sentence says them ("Both are Sevens"; kit.cards.RANK_PLURAL in English)
RANK_PLURAL = {"A": N_("Aces"), "2": N_("Twos"), "3": N_("Threes"), "4": N_("Fours"), "5": N_("Fives"),
               "6": N_("Sixes"), "7": N_("Sevens"), "8": N_("Eights"), "9": N_("Nines"), "T": N_("Tens"),
               "J": N_("Jacks"), "Q": N_("Queens"), "K": N_("Kings")}


def sequence_words() -> str:
    """"from 2 to 8", in the page's language."""
    return _(SEQUENCE_WORDS).format(low=LOW, high=HIGH)


def face_order() -> str:
    """The ranks worth 10, highest first ("King, Queen, Jack, 10"), in the page's language."""
    return ", ".join(rank_word(r) for r in FACE_RANKS)


def _fits(cards_or_ranks, value: int, level: int) -> bool:
    """Is a sequence or attack of these cards, worth ``value``, one a child of ``level`` adds?"""
    return len(cards_or_ranks) <= MOST_CARDS[level] and value <= MOST_TOTAL[level]


def sequences_at(level: int) -> list[tuple[int, ...]]:
    """The sequences of one suit a question of ``level`` adds (level 7: two or three cards, at most 20)."""
    return [r for r in sequences_in_a_suit() if _fits(r, sum(r), level)]


def _sequence_sum(rng, level: int) -> Question:
    runs = sequences_at(level)
    ranks = runs[int(rng.integers(len(runs)))]
    suit = SUITS[int(rng.integers(4))]
    cards = [f"{r}{suit}" for r in ranks]
    shown = " ".join(str(kit.Card.parse(c)) for c in cards)
    values = [int(r) for r in ranks]
    return Question(_("What is the sequence {cards} worth?").format(cards=shown), attack_value(cards),
                    explain=sum_text(cards), hint=_("add the numbers one by one"),
                    wrong=slips(attack_value(cards),
                                (sum(values) - values[-1], _("You left out the last card: add every card of the "
                                                             "sequence.")),
                                (sum(values) - values[0], _("You left out the first card: add every card of the "
                                                            "sequence."))))


def _is_it_an_attack(rng, level: int) -> Question:
    while True:
        n = int(rng.integers(2, MOST_CARDS[level] + 1 if level == 7 else 5))
        lo = int(rng.integers(LOW, HIGH + 1))
        suit = SUITS[int(rng.integers(4))]
        ranks = [min(lo + k + (1 if rng.random() < 0.2 else 0), KING) for k in range(n)]
        codes = []
        for r in ranks:
            s = suit if rng.random() > 0.15 else SUITS[int(rng.integers(4))]
            codes.append(RANKS[r - 1] + s)
        if len(set(codes)) != len(codes):
            continue
        if level == 7 and not why_not_an_attack(codes) and attack_value(codes) > 20:
            continue    # a level-7 page never shows a total above 20, not even in an explanation
        break
    problem = why_not_an_attack(codes)
    shown = " ".join(str(kit.Card.parse(c)) for c in codes)
    yes, no = _("yes"), _("no")
    return Question(_("Can you attack with {cards} all together?").format(cards=shown), no if problem else yes,
                    choices=[yes, no], explain=problem or _("Yes: {sum}.").format(sum=sum_text(codes)),
                    wrong={yes: problem} if problem else
                          {no: _("Look again: they are all one suit, in a row with no gap, and all {range}.").format(
                              range=sequence_words())})


def _which_wins(rng, level: int) -> Question:
    pool = [x for x in attacks(kit.standard_deck()) if _fits(x["cards"], x["value"], level)]
    a = pool[int(rng.integers(len(pool)))]["cards"]
    while True:
        b = pool[int(rng.integers(len(pool)))]["cards"]
        if not set(a) & set(b):
            break
    if rng.random() < 0.4:   # often pick two attacks close in value: that's where thinking is needed
        close = [x["cards"] for x in pool if abs(x["value"] - attack_value(a)) <= 1 and not set(a) & set(x["cards"])]
        b = close[int(rng.integers(len(close)))] if close else b
    show = lambda cs: " ".join(str(c) for c in cs)
    first, second = _("First: {cards}").format(cards=show(a)), _("Second: {cards}").format(cards=show(b))
    tie = _("a tie")
    result = beats(a, b)
    answer = first if result == 1 else second if result == -1 else tie
    va, vb = attack_value(a), attack_value(b)
    singles = len(a) == 1 and len(b) == 1
    explain = _("{first} against {second}.").format(first=sum_text(a), second=sum_text(b))
    wrong: dict[Answer, str]
    same_worth = _("Both are worth {n}. Only two single cards of different ranks are settled by rank: any other "
                   "attacks worth the same are a tie.").format(n=va)
    if va != vb:
        explain += " " + _("{more} is more than {less}, so the bigger sum wins.").format(more=max(va, vb),
                                                                                        less=min(va, vb))
        wrong = {tie: _("A tie needs two equal sums. Add both attacks up again."),
                 first if result == -1 else second: _("Add both attacks up again: the bigger sum wins.")}
    elif singles and result != 0:
        winner = (a if result == 1 else b)[0]
        explain += " " + _("Both are worth {n}, and two single cards worth the same but of different ranks go by "
                           "rank ({order}): {the_winner} wins.").format(n=va, order=face_order(),
                                                                        the_winner=_(THE_RANK_NAME[winner.rank]))
        wrong = {tie: _("Two single cards worth the same but of different ranks are not a tie: the higher rank "
                        "wins ({order}).").format(order=face_order()),
                 first if result == -1 else second: _("Both are worth the same, so the rank decides: "
                                                      "{order}.").format(order=face_order())}
    elif singles:
        ranks = _(RANK_PLURAL[a[0].rank])
        explain += " " + _("Both are {ranks}, worth {n}: the same rank, so it is a tie.").format(ranks=ranks, n=va)
        wrong = {c: _("Both cards are {ranks}: the same value and the same rank, so nobody wins: a tie.").format(
                    ranks=ranks) for c in (first, second)}
    else:
        explain += " " + same_worth
        wrong = {c: same_worth for c in (first, second)}
    return Question(_("{first} against {second}: which wins?").format(first=show(a), second=show(b)), answer,
                    choices=[first, second, tie], explain=explain, wrong=wrong)


def _possible_total(rng, level: int) -> Question:
    t = int(rng.integers(5, MOST_TOTAL[level] + 1))
    runs = sequences_at(level)
    ways = sum(1 for r in runs if sum(r) == t)
    wrong: dict[Answer, str]
    if ways == 0:
        wrong = {1: _("Add that sequence up again. Two cards in a row make an odd number, three make three times "
                      "the middle card, and every sequence uses only {low} to {high}.").format(low=LOW, high=HIGH)}
    else:
        wrong = {ways - 1: (_("You found one, but there is another: try sequences of a different length.")
                            if ways > 1 else _("There is one. Try two cards in a row, then three.") if level == 7
                            else _("There is one. Try two cards in a row, then three, then four...")),
                 ways + 1: _("Is each of your sequences really in a row, {range}, and worth exactly that?").format(
                     range=sequence_words())}
    ask = (_("In how many ways can one suit make a sequence of two or three cards worth exactly {t}? (0 if it "
             "can't)") if level == 7 else
           _("In how many ways can one suit make a sequence worth exactly {t}? (0 if it can't)"))
    return Question(ask.format(t=t), ways,
                    explain=", ".join(" + ".join(map(str, s)) for s in runs if sum(s) == t) or _("No way at all."),
                    wrong=wrong)


def _cheapest(rng, level: int) -> Question:
    deck = list(kit.standard_deck())
    while True:
        hand = []
        if rng.random() < 0.85:   # most hands hold a sequence on purpose: that is what we practise
            n = int(rng.integers(2, min(5, MOST_CARDS[level] + 1)))
            lo = int(rng.integers(LOW, HIGH + 2 - n))   # the sequence lo .. lo + n - 1 ends at HIGH at most
            suit = SUITS[int(rng.integers(4))]
            hand = [kit.Card.parse(f"{r}{suit}") for r in range(lo, lo + n)]
        rest = [c for c in deck if c not in hand]
        hand += [rest[int(i)] for i in rng.choice(len(rest), size=7 - len(hand), replace=False)]
        others = [x for x in attacks([c for c in deck if c not in hand])   # what the other player could attack with
                  if _fits(x["cards"], x["value"], level)]
        want_sequence = rng.random() < 0.8
        fits = []
        for other in others:
            best = cheapest_win(hand, other["cards"])
            if (best is not None and (best["kind"] == "sequence") == want_sequence
                    and _fits(best["cards"], best["value"], level)):
                fits.append((other, best))
        if fits:
            break
    other, best = fits[int(rng.integers(len(fits)))]
    mine = attacks(hand)
    wrong = {}
    for a in sorted(mine, key=lambda a: a["value"], reverse=True):
        if a["value"] == best["value"]:
            continue
        if beats(a["cards"], other["cards"]) == 1:
            wrong[a["value"]] = (_("That sequence wins, but you can win spending fewer points.")
                                 if a["kind"] == "sequence" else
                                 _("That card wins, but you can win spending fewer points."))
        elif a["value"] not in wrong:
            wrong[a["value"]] = _("That attack does not beat theirs: it is worth {mine}, and theirs {theirs}.").format(
                mine=a["value"], theirs=other["value"])
    theirs = " ".join(str(c) for c in other["cards"])
    return Question(_("Your hand: {hand}. The other player attacks with {theirs} (worth {n}). What is the fewest "
                      "points you can spend and still win?").format(
                          hand=" ".join(str(c) for c in sorted(hand, key=lambda c: (c.suit, c.high))),
                          theirs=theirs, n=other["value"]),
                    best["value"], wrong=wrong,
                    explain=f"{' '.join(str(c) for c in best['cards'])}: {best['sum']}")


def sequence_sum(rng) -> Question:
    """What is this sequence worth? (level 7: two or three cards, at most 20)"""
    return _sequence_sum(rng, 7)


def sequence_sum_9(rng) -> Question:
    return _sequence_sum(rng, 9)


def is_it_an_attack(rng) -> Question:
    return _is_it_an_attack(rng, 7)


def is_it_an_attack_9(rng) -> Question:
    return _is_it_an_attack(rng, 9)


def which_wins(rng) -> Question:
    return _which_wins(rng, 7)


def which_wins_9(rng) -> Question:
    return _which_wins(rng, 9)


def possible_total(rng) -> Question:
    return _possible_total(rng, 7)


def possible_total_9(rng) -> Question:
    return _possible_total(rng, 9)


def cheapest(rng) -> Question:
    return _cheapest(rng, 7)


def cheapest_9(rng) -> Question:
    return _cheapest(rng, 9)


MAKERS = {7: [sequence_sum, is_it_an_attack, which_wins, possible_total, cheapest],
          9: [sequence_sum_9, is_it_an_attack_9, which_wins_9, possible_total_9, cheapest_9]}


def practise_question(rng) -> Question:
    """Adding a sequence, is it an attack, which wins: one of them, chosen by ``rng`` (level 7)."""
    return MAKERS[7][int(rng.integers(3))](rng)


def practise_question_9(rng) -> Question:
    """The same at level 9."""
    return MAKERS[9][int(rng.integers(3))](rng)


def maker(name: str, level: int = 7):
    """The question maker ``name`` ("sequence_sum", "practise_question", ...) of ``level``."""
    if level not in LEVELS:
        raise ValueError(f"the levels are {LEVELS}, not {level!r}")
    return globals()[name if level == 7 else f"{name}_9"]


def explain(hits: int, total: int) -> str:
    out_of_100 = out_of(100, exact.p_hand_has_sequence(7))
    return ("<p>" + _("You found a sequence in <b>{hits}</b> of your {total} hands.").format(hits=hits, total=total)
            + "</p><p><b>" + _("What the kit counted.") + "</b> "
            + _("It went through every hand of 7 cards there can be and counted those with a sequence: about "
                "<b>{n} hands in 100</b> have one. So with 7 cards, most hands have no sequence. (A real game deals "
                "more cards, 11 and a Joker, and then most hands do hold one: more cards, more chances.)").format(
                    n=out_of_100) + "</p>"
            "<p>" + _("When you do hold a sequence, add it up card by card: 4 + 5 = 9, and 9 + 6 = 15. So 4♥ 5♥ 6♥ "
                      "is worth {sum}: as much as an Ace ({ace}) and more than a King ({king}).").format(
                          sum=attack_value(EXAMPLE), ace=value('AH'), king=value('KH')) + "</p>")


EXAMPLE = ["4H", "5H", "6H"]


def value(card: str) -> int:
    """What one card is worth in King of the Hill."""
    return card_value(kit.Card.parse(card))


def spec(level: int = 7) -> LessonSpec:
    """The lesson at ``level`` (7: two or three cards, totals to 20; 9: longer sequences, to 35)."""
    return LessonSpec(
        name="king_of_the_hill_sums",
        title=(_("King of the Hill: adding up attacks (harder)") if level == 9 else
               _("King of the Hill: adding up attacks")),
        intro=_("A <b>sequence</b> is two or more cards of one suit in a row, only {range}, like 4♥ 5♥ 6♥. "
                "It is worth all its cards added up. In this lesson you get 7 cards. Do you hold a "
                "sequence?").format(range=sequence_words()),
        prompt=_("Out of 100 hands of 7 cards, about how many hold a sequence?"),
        choices=[N_("about 10"), N_("about 30"), N_("about 60"), N_("about 90")], values=[0.1, 0.3, 0.6, 0.9],
        trials=lambda seed: exact.deal_trials(7, 100, seed=seed), total=100,
        hit=lambda attacks: any(a["kind"] == "sequence" for a in attacks),
        exact=float(exact.p_hand_has_sequence(7)), per=100, chart_title=_("Hands with a sequence, out of 100"),
        what=_("hands"), hit_words=_("hands with a sequence"), explain=explain,
        practise=maker("practise_question", level), practise_seed=1,
        think=[_("Why can no sequence be worth exactly 10?"),
               _("Add up 2♠ 3♠ 4♠. Is it worth more than a 9, less, or the same? What happens if they meet?")])
