"""Write the three King of the Hill notebooks (game, sums lesson, dashboard).

    python tools/notebooks/king_of_the_hill.py
"""
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
from make_notebook import code, dashboard, md, write  # noqa: E402

GAME = [
    md("""
# King of the Hill

A card battle for **two players**. Thirty cards are built into a **pyramid** (a hill) with a
Joker sitting right on the top. You and the computer fight for the piles of the hill one at a
time. Whoever captures the Joker at the very top is the **King of the Hill** and wins!

The secret of the game: every fight is **sealed**. You both pick your attack in secret, then you
show them at the same moment. So you have to guess how strong the other attack will be...
and add up well.
"""),
    md("""
## Getting ready

* Use one pack of cards and three Jokers. Each player gets **11 cards and one Joker**.
* The other 30 cards make the hill: 1 card on top (the Joker), then 2 piles of 4 cards, 3 piles
  of 3, 4 piles of 2 and 5 single cards at the bottom. Only the top card of each pile is face up.

Here is a hill at the start of a game (the small number says how many cards hide under the top):
"""),
    code("""
import kit
from widgets.king_of_the_hill import pyramid_picture
pyramid_picture(kit.new_game("king_of_the_hill", seed=4))
"""),
    md("""
* Before the first fight, each player may hide some cards, face down, in a **reserve**. The
  reserve is only used to settle a draw. You may hide your Joker there too: then the other
  player can't tell if you still have it!

## How much is a card worth?

| card | worth |
|---|---|
| 2 to 10 | the number on the card |
| Jack, Queen, King | 10 each |
| Ace | 15, the best single card |
| Joker | 0 |
"""),
    code("""
kit.cards("2S 7H 10D JC QS KH AD JK")   # worth 2, 7, 10, 10, 10, 10, 15 and 0
"""),
    md("""
## A fight

1. The player whose turn it is picks a pile. At first only the five bottom cards can be picked;
   a pile higher up can be picked once one of the two piles lying on it has gone. The Joker at
   the top can be picked only when both piles just under it have gone.
2. Both players secretly choose an attack from their hand:
   * **one card**, or
   * a **sequence**: two or more cards of the same suit that follow each other, using only 2, 3, 4,
     5, 6, 7 and 8 (like 3♦ 4♦ 5♦). A sequence is worth the **sum** of its cards: 3 + 4 + 5 = 12!
   * the **Joker**, which means "I give up this pile" (and saves your good cards).
3. Show both attacks. The bigger one wins the whole pile. Two single cards worth 10 are decided
   by rank: a King beats a Queen, a Queen beats a Jack, a Jack beats a 10.
4. The cards used to attack are out of the game. Jokers go back to their owners.
5. The winner puts each won card into their hand or their reserve, and can use them next time.

If both play the Joker, the pile is thrown away. If both attacks are worth the same, it's a
**tie-break**: now each attacks with reserve cards only, until somebody wins.

The players take turns picking a pile, whoever won the last one.
"""),
    code("""
kit.cards("3D 4D 5D 6D")   # a sequence: 3 + 4 + 5 + 6 = 18, better than an Ace (15)!
"""),
    md("""
## Play!

Click cards in your hand to put them in your reserve, then **Ready**. When the hill glows, click a
pile. To attack, click cards of your hand: the table adds them up for you and tells you if they
don't make an attack. Then press **Attack!**
"""),
    code("""
from widgets.king_of_the_hill import KingOfTheHillTable
KingOfTheHillTable(seed=7)
"""),
    md("""
### For teachers

`KingOfTheHillTable(level="hard")` plays a thoughtful computer. Rules can be changed:
`equal_face_cards=True` makes 10, J, Q and K all equal (more ties), `jokers=2` leaves the top of
the hill empty, `apex_double_joker="replay"` replays the top once if both give it up, and a
stacked deck (`deck=[...]`, 52 cards, top first) deals a chosen game.
"""),
    md("""
## Questions to think about

1. Which sequence is worth the most? Can a sequence ever be worth exactly 10?
2. You have A♠ and 5♣ 6♣ 7♣. The pile you fight for is a single 3. Which attack would you use,
   and why might the Joker be even better?
3. Why is it clever to hide your Joker in the reserve?
4. Is it good to win lots of piles early, or to save strong cards for the top of the hill?
   Watch the hard computer against the easy one:
"""),
    code("""
from kit.bots import make_bot, play_out
wins = 0
for seed in range(10):
    g = kit.new_game("king_of_the_hill", seed=seed)
    play_out(g, {0: make_bot("king_of_the_hill", "hard", seed=seed, seat=0),
                 1: make_bot("king_of_the_hill", "easy", seed=seed, seat=1)})
    wins += g.winner == 0
print(f"The hard computer won {wins} of 10 games against the easy one.")
"""),
]

LESSON = [
    md("""
# King of the Hill: adding up attacks

In King of the Hill an attack is one card or a **sequence**: cards of one suit in a row, only
from 2 to 8. A sequence is worth the **sum** of its cards. This lesson practises those sums, and
asks which totals are possible at all. Every answer is worked out by the kit, never typed in.
"""),
    code("""
import kit
from kit.exact.king_of_the_hill import (attacks, beats, cheapest_win, impossible_totals, p_ace_showing,
                                        sequence_count, sequence_totals, sequences_in_a_suit, why_not_an_attack)
from kit.games.king_of_the_hill import attack_value, sum_text
from widgets.quiz import Question, Quiz
SUITS = "SHDC"
"""),
    md("## 1. Adding a sequence\n\nA sequence like 4♥ 5♥ 6♥ is worth 4 + 5 + 6. Add these up:"),
    code("""
def sequence_sum(rng):
    runs = sequences_in_a_suit()
    ranks = runs[int(rng.integers(len(runs)))]
    suit = SUITS[int(rng.integers(4))]
    cards = [f"{r}{suit}" for r in ranks]
    shown = " ".join(str(kit.Card.parse(c)) for c in cards)
    return Question(f"What is the sequence {shown} worth?", attack_value(cards),
                    explain=sum_text(cards), hint="add the numbers one by one")

Quiz(sequence_sum, seed=1, title="Add the sequence")
"""),
    md("## 2. Is it an attack?\n\nOnly cards of **one suit**, **in a row**, from **2 to 8** make a sequence."),
    code("""
def is_it_an_attack(rng):
    while True:
        n = int(rng.integers(2, 5))
        lo = int(rng.integers(2, 9))
        suit = SUITS[int(rng.integers(4))]
        ranks = [min(lo + k + (1 if rng.random() < 0.2 else 0), 13) for k in range(n)]
        codes = []
        for r in ranks:
            s = suit if rng.random() > 0.15 else SUITS[int(rng.integers(4))]
            codes.append(("A23456789TJQK"[r - 1] if r > 1 else "A") + s)
        if len(set(codes)) == len(codes):
            break
    problem = why_not_an_attack(codes)
    shown = " ".join(str(kit.Card.parse(c)) for c in codes)
    return Question(f"Can you attack with {shown} all together?", "no" if problem else "yes",
                    choices=["yes", "no"], explain=problem or f"Yes: {sum_text(codes)}.",
                    why=lambda given, p=problem: p if given == "yes" and p else "Look again: same suit, in a row, 2 to 8?")

Quiz(is_it_an_attack, seed=2, title="Legal or not?")
"""),
    md("""
## 3. Which attack wins?

The bigger sum wins. Two single cards worth the same go by rank (K beats Q); anything else worth
the same is a **tie**, decided from the reserves.
"""),
    code("""
def which_wins(rng):
    pool = attacks(kit.standard_deck())
    a = pool[int(rng.integers(len(pool)))]["cards"]
    while True:
        b = pool[int(rng.integers(len(pool)))]["cards"]
        if not set(a) & set(b):
            break
    if rng.random() < 0.4:   # often pick two attacks close in value: that's where thinking is needed
        close = [x["cards"] for x in pool if abs(x["value"] - attack_value(a)) <= 1 and not set(a) & set(x["cards"])]
        b = close[int(rng.integers(len(close)))] if close else b
    show = lambda cs: " ".join(str(c) for c in cs)
    first, second = f"First: {show(a)}", f"Second: {show(b)}"
    result = beats(a, b)
    answer = first if result == 1 else second if result == -1 else "a tie"
    return Question(f"{show(a)} against {show(b)}: which wins?", answer, choices=[first, second, "a tie"],
                    explain=f"{sum_text(a)} against {sum_text(b)}.")

Quiz(which_wins, seed=3, title="Which attack wins?")
"""),
    md("""
## 4. Which totals can a sequence make?

The kit lists every sequence of one suit and adds it up. Some totals can be made in two ways!
"""),
    code("""
totals = sequence_totals()
for total, ways in totals.items():
    runs = [" + ".join(map(str, s)) for s in sequences_in_a_suit() if sum(s) == total]
    print(f"{total:>3}: {ways} way{'s' if ways > 1 else ''}   ({' ; '.join(runs)})")
print("Sequences in one suit:", sequence_count(), " in the whole pack:", sequence_count(suits=4))
print("Totals from 5 to 35 that are impossible:", impossible_totals())
"""),
    md("""
**Why is 10 impossible?** Two cards in a row add up to an odd number (like 4 + 5 = 9, 5 + 6 = 11).
Three cards in a row make three times the middle card (3 + 4 + 5 = 3 × 4), so 9, 12, 15...
Four cards start at 2 + 3 + 4 + 5 = 14. None of these is 10!
"""),
    code("""
def possible_total(rng):
    t = int(rng.integers(5, 36))
    ways = sequence_totals().get(t, 0)
    return Question(f"In how many ways can one suit make a sequence worth exactly {t}? (0 if it can't)", ways,
                    explain=", ".join(" + ".join(map(str, s)) for s in sequences_in_a_suit() if sum(s) == t) or "No way at all.")

Quiz(possible_total, seed=4, title="How many ways?")
"""),
    md("""
## 5. The cheapest winning attack

Attack cards are lost after a fight, win or lose. So a good player beats the other attack while
**spending as few points as possible**.
"""),
    code("""
def cheapest(rng):
    while True:
        deck = list(kit.standard_deck())
        idx = rng.choice(52, size=7, replace=False)
        hand = [deck[int(i)] for i in idx]
        target = int(rng.integers(5, 20))
        best = cheapest_win(hand, target)
        if best is not None:
            break
    return Question(f"Your hand: {' '.join(str(c) for c in sorted(hand, key=lambda c: (c.suit, c.high)))}. "
                    f"The other attack is worth {target}. What is the fewest points you can spend and still win?",
                    best["value"], explain=f"{' '.join(str(c) for c in best['cards'])}: {best['sum']}")

Quiz(cheapest, seed=5, title="Spend as little as you can")
"""),
    md("""
## 6. Teacher's corner: an Ace on the hill

The hill shows 14 face-up cards (the Joker on top aside). How likely is it that at least one
Ace shows? The exact answer, then a quick simulation:
"""),
    code("""
import numpy as np
exact = p_ace_showing()
rng = np.random.default_rng(0)
hits = sum(bool((rng.permutation(52)[:14] < 4).any()) for _ in range(2000))   # cards 0-3 stand for the Aces
print(f"exact: {exact} ≈ {float(exact):.3f}    simulated (2000 deals): {hits / 2000:.3f}")
"""),
]

if __name__ == "__main__":
    write(ROOT / "notebooks/games/king_of_the_hill.ipynb", GAME)
    write(ROOT / "notebooks/lessons/king_of_the_hill_sums.ipynb", LESSON)
    write(ROOT / "notebooks/dashboards/king_of_the_hill.ipynb",
          dashboard("king_of_the_hill", "king_of_the_hill_dashboard"),
          hilltop={"title": "King of the Hill", "blurb": "Win piles with secret attacks and add up your cards. Take the top!",
                   "order": 30})
