"""Write the Go Fish and Authors notebooks: the two game notebooks, the two dashboards and the
chances lesson.  Run from the repository root:  python tools/notebooks/go_fish.py"""
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
from make_notebook import code, dashboard, md, write  # noqa: E402

NB = ROOT / "notebooks"

go_fish_game = [
    md("""
# Go Fish

Go Fish is a game for **3 to 6 players** about asking good questions. You collect **sets**: four
cards of the same rank, like four 7s or four Kings. Whoever puts down the most sets wins.

## Getting ready

Shuffle one pack of 52 cards (no Jokers). Pretend there is one extra player at the table and share
the cards out as if they were playing too: with 3 players everyone gets 13 cards, with 4 players 10
cards, with 5 players 8, with 6 players 7. The pretend player's cards and the few left over go in a
face-down heap in the middle: that heap is **the pond**.
"""),
    md("""
## Your turn

1. First, if you hold all four cards of a rank, put that set down in front of you.
2. Pick another player and ask them for a rank, like *"Do you have any 7s?"*. You may only ask
   for a rank you already have at least one of.
3. If they have some 7s, they must give you **all** of them. Put down a set if you made one, and
   ask again: anyone, any rank you hold.
4. If they have no 7s, they say **"Go fish!"**. You take the top card of the pond. Your turn is
   over, and the player who sent you fishing has the next turn. Even if your new card makes a
   set, you wait until your next turn to put it down.

If your hand is empty when your turn starts, take a card from the pond first. If the pond is
empty too, you sit out the rest of the game.

Four Kings make one set:
"""),
    code("""
import kit
kit.cards("KS KH KD KC")
"""),
    md("""
## Who wins?

If you put down your very last card while the pond still has cards, you win on the spot! If not,
the game goes on until all 13 sets are down, and the player with the most sets wins (players with
the same number share the win).

## Play!

Click a player to ask, then click one of your cards (or a button) to say which rank you want.
The speech bubbles in the middle show every question and answer: everybody hears them, so
**listen carefully**! Choose `level="hard"` for computer players that remember everything.
"""),
    code("""
from widgets.go_fish import GoFishTable
GoFishTable(players=4, seed=7)
"""),
    md("""
### Other ways to play

A teacher can change the rules with options:

* `give_one=True`: the player asked hands over just one card, not all of them.
* `lucky_draw_continues=True`: if the card you fish is the rank you asked for, or it makes a set,
  show it, put the set down, and keep asking.
* `end_when_stock_empty=True`: stop and count the sets as soon as the pond is empty.
* `allow_two_players=True, players=2`: a two-player game (each gets 17 cards).

A stacked deck (top card first, cards dealt one at a time starting with you) shows a particular
moment. Here you start with two 7s, and the first computer player holds the other two:
"""),
    code("""
from kit.games.go_fish import Ask
rest = [c.code for c in kit.standard_deck() if c.code not in ("7S", "7D", "7C", "7H")]
deck = ["7S", "7C", rest[0], "7D", "7H"] + rest[1:]    # dealt in turn: seat 0 gets 7♠ 7♦, seat 1 gets 7♣ 7♥
game = kit.new_game("go_fish", players=3, deck=deck)
for event in game.play(0, Ask(1, "7")):
    print(game.describe(event, viewer=0, names=["You", "Sam", "Kim"]))
"""),
    md("""
## Questions to think about

1. Sam asked Kim for Queens and got two. What do you now know about Sam's hand?
2. Kim said "Go fish!" when Sam asked for 5s. Is it a good idea for you to ask Kim for 5s right now?
   What if Kim has fished a card since then?
3. Why is it a good idea to ask for the rank you hold the most of?
4. With 3 players, you hold one Queen. How likely is it that one particular player has a Queen?
   (The lesson `notebooks/lessons/go_fish_chances.ipynb` works it out: about 72 in 100.)
"""),
]

authors_game = [
    md("""
# Authors

Authors is Go Fish for detectives. You still collect sets of four cards of the same rank, but
instead of asking for a rank you must ask for **one exact card**: *"Do you have the Seven of
Hearts?"*

## How it differs from Go Fish

* You may ask for a card only if you hold at least one card of its rank, and you must **not**
  hold that exact card yourself. If you hold the 7♠ and the 7♦, you can ask for the 7♣ or the 7♥.
* If the player has the card, they hand it over and you ask again. If not, it's "Go fish!" and
  the turn passes to the player you asked, just like in Go Fish.
* Everything else is the same: the deal (with a pond), the sets, and how to win.
"""),
    code("""
import kit
kit.cards("7S 7D")      # holding these, you may ask for 7♣ or 7♥, and nothing else among the 7s
"""),
    md("""
## Be a detective

Every question tells you something. If Kim asks Sam for the Queen of Diamonds and gets it, then
Kim must have had another Queen already, so Kim now holds at least **two** Queens. The hard
computer players use clues like this!

## Play!

Click a player, then click the card you want to ask them for.
"""),
    code("""
from widgets.go_fish import AuthorsTable
AuthorsTable(players=3, seed=3)
"""),
    md("""
### Other ways to play

* `deal_all=True`: the old way: every card is dealt, there is no pond, and a wrong question just
  passes the turn to the player you asked.
* `lucky_draw_continues=True`: fishing the very card you asked for lets you go on.
* `level="hard"`: computer players that remember every question and answer.
"""),
    code("""
AuthorsTable(players=4, seed=5, deal_all=True, level="hard")
"""),
    md("""
## Questions to think about

1. You hold two Kings. How many different questions about Kings could you ask with 2 other players?
2. Why is a question in Authors less likely to succeed than one in Go Fish?
3. Kim asked you for the Jack of Spades. Which card could Kim certainly **not** be holding?
"""),
]

lesson = [
    md("""
# Go Fish: what are the chances?

In Go Fish you keep asking *"Do you have any 7s?"*. Some questions are good bets and some are not.
In this lesson we work out the chance exactly, see how it changes when you listen to the other
players, and measure how much a good memory is worth.
"""),
    md("""
## 1. Cards you can't see

Say there are **3 players**. Everyone gets 13 cards and the pond has 13. You can see your own 13
cards, so **39 cards are hidden** from you. You hold one Queen, so the other **3 Queens** are
somewhere among those 39 hidden cards.

Your friend holds 13 of the 39 hidden cards. What's the chance none of them is a Queen? Imagine
your friend picking their 13 cards from the 39 hidden ones: the number of ways to pick 13 cards with
no Queen, divided by the number of ways to pick any 13 cards:

$$P(\\text{no Queen}) = \\frac{\\binom{36}{13}}{\\binom{39}{13}}, \\qquad P(\\text{at least one}) = 1 - \\frac{\\binom{39-3}{13}}{\\binom{39}{13}}$$

In general, with $U$ hidden cards, a hand of $k$ of them and $m$ copies of the rank among them:
$P = 1 - \\binom{U-m}{k} / \\binom{U}{k}$. The kit computes it exactly, as a fraction:
"""),
    code("""
from kit.exact.go_fish import p_at_least_one, first_question, p_dealt_a_set, p_particular_card, after_go_fish
p = p_at_least_one(unseen=39, hand=13, copies=3)
p, float(p)
"""),
    md("""
The more Queens **you** hold, the fewer are left for the others, and the worse your question gets:
"""),
    code("""
for held in (1, 2, 3):
    p = first_question(players=3, held=held)
    print(f"3 players, you hold {held} Queen(s): chance = {p} ≈ {float(p):.3f}")
p4 = first_question(players=4, held=1)
print(f"4 players (10 cards each), you hold 1 Queen: chance = {p4} ≈ {float(p4):.3f}")
"""),
    md("""
### Let's check by dealing

Counting is one way; dealing many times and looking is another. We deal 3-player hands again and
again and count how often your friend has a Queen when you hold exactly one.
"""),
    code("""
import numpy as np
rng = np.random.default_rng(1)
yes = tries = 0
for _ in range(4000):
    order = rng.permutation(52)          # cards 0-3 are the Queens
    mine, friend = order[:13], order[13:26]
    if (mine < 4).sum() == 1:
        tries += 1
        yes += (friend < 4).any()
print(f"dealt {tries} times with one Queen in your hand: friend had a Queen {yes / tries:.3f} of the time")
print(f"exact answer: {float(first_question(3, 1)):.3f}")
"""),
    md("""
## 2. Listening changes the chances

Everyone hears every question and answer. Suppose Kim asked Sam for Queens and Sam said
**"Go fish!"**. Now Sam's 13 cards hold no Queen, so the 3 Queens must be among the other
**26** hidden cards (Kim's hand and the pond). The chance that Kim has one goes **up**:
"""),
    code("""
before = p_at_least_one(39, 13, 3)
after = after_go_fish(unseen=39, hand=13, copies=3, others_hand=13)
print(f"before: {before} ≈ {float(before):.3f}")
print(f"after Sam's 'Go fish!': {after} ≈ {float(after):.3f}")
"""),
    md("""
And when Kim **asks** someone for Queens, Kim must hold a Queen: the chance Kim has one is now
**1**, certain! That is exactly what the hard computer player remembers. (Careful: once Kim
fishes a new card, or gives Queens away, the old clue may be out of date.)

## 3. Authors: one exact card

In Authors you ask for a single card. One particular hidden card is in your friend's hand with
chance $k/U$:
"""),
    code("""
one_card = p_particular_card(unseen=39, hand=13)
print(f"Authors, one particular card: {one_card} ≈ {float(one_card):.3f}")
print(f"Go Fish, any of 3 Queens:   {first_question(3, 1)} ≈ {float(first_question(3, 1)):.3f}")
"""),
    md("""
## 4. A set straight from the deal?

How often does a 13-card hand already hold four of a kind? Counting all the ways (and not counting
hands with two sets twice) gives:
"""),
    code("""
q = p_dealt_a_set(13)
print(f"{q} ≈ {float(q):.4f}, about 1 deal in {round(1 / q)}")
"""),
    md("""
## 5. How much is memory worth?

Two kinds of computer player: **easy** asks anybody for any rank it holds, at random. **Hard**
remembers every question and answer, asks where it *knows* a card is, and otherwise where the
chance is highest. We let one hard player play against easy ones over some seeded games (the hard
seat moves round the table) and count wins and sets.
"""),
    code("""
from kit.games.go_fish_bots import memory_is_worth
from widgets.go_fish import memory_plot
result = memory_is_worth("go_fish", players=4, games=40, seed=0)
print(f"hard wins {result['hard_wins']} of {result['games']} games; a fair share would be {result['fair_share']:.2f}")
memory_plot(result)
"""),
    md("""
## 6. Your turn: exercises

Type a fraction like `32/57` or a decimal like `0.56`. Every answer is checked with the exact
numbers above.
"""),
    code("""
from fractions import Fraction
from widgets.quiz import Quiz, Question
from kit.exact.go_fish import p_at_least_one, p_particular_card, questions_in_authors

questions = [
    Question("3 players, 13 cards each. You hold two Queens. What is the chance that one chosen player has at least one Queen?",
             first_question(3, 2), hint="Now only 2 Queens are hidden among 39 cards.",
             explain="1 - C(37,13)/C(39,13) = 32/57 ≈ 0.561"),
    Question("3 players. You hold three Queens. What is the chance that one chosen player has the last Queen?",
             first_question(3, 3), hint="One card, 13 of the 39 hidden places.",
             explain="13/39 = 1/3"),
    Question("4 players, 10 cards each. You hold one Queen. Chance that one chosen player has a Queen?",
             first_question(4, 1), hint="U = 42 hidden cards, k = 10, m = 3.",
             explain="1 - C(39,10)/C(42,10) = 163/287 ≈ 0.568"),
    Question("Authors with 3 players: what is the chance that one chosen player holds the Seven of Hearts (which you can't see)?",
             p_particular_card(39, 13), explain="13 of the 39 hidden cards are theirs: 13/39 = 1/3"),
    Question("Authors: you hold two Kings and there are 2 other players. How many different questions about Kings can you ask?",
             questions_in_authors(2, 2), explain="2 missing Kings × 2 players = 4"),
    Question("Sam said 'Go fish!' to a question about Queens. Does Sam have a Queen right now (before fishing)?",
             "No", choices=["Yes", "No", "Can't tell"], explain="Sam had to hand over every Queen, and gave none."),
]
Quiz(questions, title="Go Fish chances")
"""),
]


if __name__ == "__main__":
    write(NB / "games" / "go_fish.ipynb", go_fish_game)
    write(NB / "games" / "authors.ipynb", authors_game)
    write(NB / "lessons" / "go_fish_chances.ipynb", lesson)
    write(NB / "dashboards" / "go_fish.ipynb", dashboard("go_fish", "go_fish_dashboard"),
          hilltop={"title": "Go Fish", "blurb": "Ask for cards, collect sets of four, and listen closely!",
                   "order": 60})
    write(NB / "dashboards" / "authors.ipynb", dashboard("go_fish", "authors_dashboard"),
          hilltop={"title": "Authors", "blurb": "Go Fish for detectives: ask for one exact card.",
                   "order": 61})
