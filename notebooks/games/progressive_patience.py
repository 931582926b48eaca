# ---
# jupyter:
#   jupytext:
#     notebook_metadata_filter: hilltop,-jupytext.text_representation.jupytext_version
#     text_representation:
#       extension: .py
#       format_name: percent
#       format_version: '1.3'
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown] tags=["rules"]
# # Progressive Patience
#
# A patience is usually a game for one person. This one is for **two**: you and the computer both
# feed cards into **one shared run of cards in the middle** (the *centre*), and the first one to get rid of every card wins.
#
# ## What you need
#
# Two packs of cards mixed together: 104 cards. So there are two Aces of Spades, two Sevens of
# Hearts, and so on. Each player gets 52 cards as a face-down pile called the **stock**.

# %%
import kit
kit.cards("AS 2H 3C 4D 5S")   # the centre grows like this: one rank at a time, any suits

# %% [markdown] tags=["rules"]
# ## The centre
#
# * The centre starts with an **Ace**. Then comes a 2, then a 3, and so on up to the King. The suits
#   and colours don't matter at all.
# * When the King is on, that run is finished and moved to one side. The next card the centre
#   needs is an Ace again, and the whole thing starts over.
#
# ## Your turn
#
# 1. **Build from your wastepiles (if you want).** You have four face-up piles called
#    **wastepiles**. If the top card of one of them is the card the centre needs, you may move it
#    there. You may do this as many times as you like.
# 2. **Turn up the top card of your stock.** You must do something with it straight away:
#    * if it is the card the centre needs, you may put it there, and then you carry on from step 1;
#    * otherwise (or if you'd rather keep it) you put it on **any one** of your four wastepiles, and
#      your turn is over.
# 3. **Special rule for the very first Ace.** The first Ace that anybody turns up in the game has to
#    start the centre. After that, nobody is ever forced to build.
# 4. **An Ace in the middle of a run doesn't fit.** If the centre is at 6 and you turn up an Ace, the
#    Ace has to go on a wastepile.
#
# Build from your wastepiles *before* you turn up a card: once a card is turned up, it must be put
# down at once, and if it doesn't fit, your turn ends and the wastepile card has to wait.
#
# ## When your stock runs out
#
# Your four wastepiles are picked up to make a new stock, in order: pile 4 from the bottom up, then
# pile 3, pile 2 and pile 1, so the bottom card of pile 4 is the next one you turn up. If you only
# have **4 cards or fewer** left, you lay each one face up on its own instead, so that every one of
# them can be built when the centre needs it.
#
# ## Who wins?
#
# The first player with no cards left. (If a game goes on for very, very long, it is stopped and the
# player with fewer cards wins.)

# %% [markdown]
# ## An example
#
# Here the centre is at 7 and your first wastepile has an 8 on top. The game lists what you may do:

# %%
from kit.games.progressive_patience import Build, BuildTurned, Discard, Turn

def example():
    # stacked cards: your stock starts A 2 3 4 5 6 7 8 9, the computer's starts with a King
    mine, theirs = ["AS", "2H", "3C", "4D", "5S", "6H", "7C", "8D", "9S"], ["KH"]
    rest = [c.code for c in kit.make_deck(packs=2)]
    for c in mine + theirs:
        rest.remove(c)
    s0, s1 = mine + rest[:52 - len(mine)], theirs + rest[52 - len(mine):]
    g = kit.new_game("progressive_patience", deck=[c for pair in zip(s0, s1) for c in pair])
    for _ in range(7):              # build the Ace up to the 7
        g.play(0, Turn()); g.play(0, BuildTurned())
    g.play(0, Turn()); g.play(0, Discard(0))   # keep the 8 on wastepile 1
    g.play(1, Turn()); g.play(1, Discard(0))   # the computer's King goes on its wastepile
    return g

g = example()
print("centre top:", kit.card(g.view(0)["centre"][-1]), "- your wastepile 1:", kit.cards(g.view(0)["waste"][0][0]))
print("you may:", [str(m) for m in g.legal_moves(0)])

# %% [markdown]
# Build the 8 first! If you turn up a card first and it is a 9, the 9 doesn't fit on the 7, so it
# must go on a wastepile, and your turn ends with the 8 still waiting:

# %%
g = example()
g.play(0, Turn())
print("you turned up:", kit.card(g.view(0)["held"]))
print("you may:", [str(m) for m in g.legal_moves(0)])

# %% [markdown] tags=["rules"]
# ## Play!
#
# Click your stock to turn up a card. The places where the card may go will glow: click one. A
# glowing card on one of your wastepiles can be built onto the centre: click it. When a card must go
# on a wastepile, a *tip* shows the pile where the hard computer would put it. What the computer did
# is written at the top and under the table.

# %%
from widgets.progressive_patience import ProgressivePatienceTable
from widgets import beside_the_rules
beside_the_rules(ProgressivePatienceTable(seed=3, level="easy"))    # the rules above, beside the table

# %% [markdown]
# ## Does thinking help?
#
# The *easy* computer picks any move at random. The *hard* one builds whenever it can, and it tries
# never to put a card on top of one that the centre will need sooner. Let them play each other:

# %%
from kit.bots import make_bot, play_out
wins, turns = 0, []
for seed in range(10):
    g = kit.new_game("progressive_patience", seed=seed)
    play_out(g, {0: make_bot(g.name, "hard", seed=seed, seat=0), 1: make_bot(g.name, "easy", seed=seed, seat=1)})
    wins += g.winner == 0
    turns.append(g.turns)
print(f"the hard computer won {wins} of 10 games; a game lasted {min(turns)} to {max(turns)} turns")

# %% [markdown]
# ## Questions about Aces
#
# Nothing can happen until somebody turns up an Ace, and two packs are mixed together.
#
# * What is the chance that the very first card turned up is an Ace?
# * What is the chance that your whole stock of 52 cards has **no** Ace at all?
# * What is the chance that the Aces are shared fairly, 4 each?
#
# Your stock is 52 cards picked from the 104 without looking, so we count in how many ways that can
# happen, with `comb(n, k)`, the number of ways to choose k things out of n.
#
# Answer the first question yourself before the computer prints all three. Type a fraction like
# `3/26` or a decimal like `0.25`.

# %%
from kit.exact import progressive_patience as exact
from kit.words import _
from lessons import game_notebooks as questions
from widgets.quiz import Quiz

Quiz(questions.progressive_patience_first_ace(), title=_(questions.PREDICT_FIRST))

# %%
for k, p in exact.aces_table().items():
    print(f"{k} Aces in your stock: {float(p):.4f}")
print()
print("first card an Ace:", exact.p_first_card_ace())
print("no Ace in your stock:", exact.p_no_ace_in_stock(), "≈", round(float(exact.p_no_ace_in_stock()), 4))
print("4 Aces each:", exact.p_aces_split_evenly(), "≈", round(float(exact.p_aces_split_evenly()), 3))

# %% [markdown]
# Let's check the last one by really shuffling two packs many times and counting the Aces among
# the 52 cards that would be yours:

# %%
import numpy as np
rng = np.random.default_rng(8)
is_ace = np.array([c.rank == "A" for c in kit.make_deck(packs=2)])
tries = 4000
evenly = sum(is_ace[rng.permutation(104)[:52]].sum() == 4 for _ in range(tries))
print(f"experiment: {evenly / tries:.3f}   exact: {float(exact.p_aces_split_evenly()):.3f}")

# %% [markdown]
# ## Your turn: check yourself
#
# Three more questions about the rules.

# %%
Quiz(questions.progressive_patience(), title=_(questions.PROGRESSIVE_TITLE))

# %% [markdown]
# ## Things to think about
#
# * Why is it a good idea to put a card on a wastepile whose top card is *higher* than it?
# * The centre is used by both players. When might building a card help the other player more than
#   you?
# * If every one of the 104 cards ended up in the centre, how many finished runs would that make?
