# ---
# jupyter:
#   jupytext:
#     notebook_metadata_filter: hilltop,-jupytext.text_representation.jupytext_version
#     text_representation:
#       extension: .py
#       format_name: percent
#       format_version: '1.3'
#   kernelspec:
#     display_name: Python 3
#     language: python
#     name: python3
# ---

# %% [markdown]
# # War odds: what are the chances?
#
# Nobody makes a choice in War, so every question about it is a question about **chance**. We
# answer each one twice:
#
# 1. **exactly**, by counting the ways cards can fall, where the counting is small enough;
# 2. **by experiment**, letting the computer play thousands of games and counting what happens.
#
# When the two answers agree, we have learned something twice over. When a question is too hard to
# count, the experiment is all we have, and that is how real scientists work too.

# %%
from fractions import Fraction
import numpy as np
import ipywidgets as W
from IPython.display import HTML, display

from kit.exact import war as exact
from kit.warsim import simulate
from kit.warsim3 import simulate3
from widgets.charts import bar_chart, histogram, line_chart, running_average
from widgets.quiz import Question, Quiz
from widgets.war_odds import simulate_with_progress

rng = np.random.default_rng(2024)

# %% [markdown]
# ## 1. How likely is a war on the very first battle?
#
# You turn over your card. Whatever it is, I turn over one of the **other 51** cards. Three of those
# have the same rank as yours (there are four of each rank, and you hold one). So the chance is
# 3 out of 51.
#
# Before you look, **predict**: write it as a fraction, a decimal or a percent.

# %%
Quiz(Question("What is the chance that the first battle is a war (a tie)?", exact.tie_probability(),
              hint="How many of the other 51 cards match your card's rank?",
              why=lambda given: "That would be the chance for a card of the same suit, not the same rank."
                  if given == Fraction(12, 51) else None,
              explain="3 of the other 51 cards match: 3/51, which is 1/17, about 0.059."),
     title="Predict first!")

# %%
exact_tie = exact.tie_probability()
# An experiment: shuffle 100,000 packs and look at the first two cards of each
packs = rng.permuted(np.tile(np.arange(52), (100_000, 1)), axis=1) % 13
ties = packs[:, 0] == packs[:, 1]
print(f"exact:     {exact_tie} = {float(exact_tie):.4f}")
print(f"simulated: {ties.mean():.4f} (from {len(ties):,} shuffled packs)")

# %% [markdown]
# ## 2. The estimate settles down
#
# Here is the experiment's answer after 10 packs, 100 packs, and so on. At first it jumps about;
# the more packs we shuffle, the closer it stays to the exact answer (the dashed line). This is
# called the **law of large numbers**.

# %%
xs, ys = running_average(ties.astype(float), points=300)
HTML(line_chart({"share of ties so far": (xs, ys, "#1565c0")}, level=float(exact_tie), low=0, high=0.15,
                title="Ties among the packs shuffled so far", xlabel="packs shuffled", ylabel="share of ties"))

# %% [markdown]
# ## 3. A war inside a war
#
# A war can tie again! After the first tie, the two new face-up cards are just two cards out of the
# 50 that are left. Of those, 2 are of the rank that just tied and each of the other 12 ranks has 4.
# Counting pairs that match: 1 pair of the tied rank, plus 6 pairs for each other rank, gives
# 1 + 72 = 73 matching pairs among 1225. So the chance of a tie and then another tie is
# 3/51 × 73/1225.

# %%
double = exact.double_tie_probability()
both = ties & (packs[:, 2] == packs[:, 3])  # cards 3 and 4 of a pack are a random pair of the other 50
print(f"exact:     {double} = {float(double):.5f}")
print(f"simulated: {both.mean():.5f}")

# %% [markdown]
# ## 4. How long does a game last?
#
# This question is too hard to count exactly, so we experiment. We play thousands of games with
# each way of fighting a war and look at how many battles they took.

# %%
styles = {"one_down": "1 card down", "three_down": "3 cards down", "by_rank": "rank says how many"}
results = {s: simulate_with_progress(3000, chunk=1500, seed=1, war_style=s) for s in styles}
for s, f in results.items():
    b = f["battles"]
    print(f"{styles[s]:>20}: average {b.mean():6.1f}   middle game {np.median(b):5.0f}   longest {b.max()}")

# %%
display(W.HBox([W.HTML(histogram(f["battles"], bins=30, low=0, high=1500, title=styles[s], xlabel="battles",
                                 marks={"median": float(np.median(f["battles"]))}, width=330, height=240))
                for s, f in results.items()]))

# %%
shortest = min(results, key=lambda s: results[s]["battles"].mean())
Quiz(Question("Which way of fighting a war makes games shortest on average?",
              styles[shortest], choices=list(styles.values()),
              explain="More cards change hands in each war, so piles empty sooner."))

# %% [markdown]
# ## 5. Do Aces win?
#
# An Ace can never lose a plain battle: only a war can take it from you. So does the player who is
# dealt more Aces win more often? Let's count wins by the number of Aces you start with.

# %%
f = results["three_down"]
bars = []
for aces in range(5):
    mine = f["aces"][:, 0] == aces
    if mine.any():
        bars.append((f"{aces} Ace{'s' if aces != 1 else ''} ({mine.sum()} games)", (f["winner"][mine] == 0).mean(), "#2e7d32"))
HTML(bar_chart(bars, title="Share of games won, by Aces dealt to you", width=520))

# %%
four = f["winner"][f["aces"][:, 0] == 4]
answer = "yes" if (four == 0).mean() > 0.5 else "no"
Quiz(Question("Does a player dealt all four Aces win more than half of their games?", answer,
              choices=["yes", "no"], explain=f"In our games they won {(four == 0).mean():.0%} of the time."))

# %% [markdown]
# ## 6. Can War go on forever?
#
# If the won cards always go under the pile **in the same order** they were played (no shuffling),
# the game can fall into a loop and repeat itself. Our computer stops any game at 5000 battles: let's
# count how many games hit that limit with and without shuffling.

# %%
for collect in ("shuffle", "as_played"):
    g = simulate(2000, seed=5, collect=collect, war_style="one_down")
    print(f"{collect:>10}: {g['capped'].mean():.1%} of games reached 5000 battles")

# %% [markdown]
# ## 7. Three players
#
# With three players each of you gets 17 cards, and the 52nd card waits face down until somebody wins
# the first war. Now a war starts whenever **the highest card** is shared: two of you tie at the top
# (the third player just watches), or all three cards are the same rank.
#
# Counting every way three cards can come up, the kit finds these chances for the first flip:

# %%
first = exact.three_player_first_flip()
for name, chance in first.items():
    print(f"{name:>10}: {chance} = {float(chance):.4f}")
# the experiment: the first three cards of each shuffled pack are the three players' top cards
top3 = packs[:, :3]
shared = (top3 == top3.max(axis=1, keepdims=True)).sum(axis=1) >= 2
print(f" simulated: {shared.mean():.4f} of {len(shared):,} packs start with a war")

# %%
Quiz(Question("Is a war on the first flip more likely with three players than with two?",
              "yes" if first["some_war"] > exact_tie else "no", choices=["yes", "no"],
              explain=f"With two players it is 3/51, about {float(exact_tie):.3f}; with three it is "
                      f"{first['some_war']}, about {float(first['some_war']):.3f}. A third card gives the top "
                      "card one more chance to be matched."))

# %% [markdown]
# Does it matter where you sit? Seat 0 turns the first card of the deal. Here are 3,000 games of
# three-player War, played by the computer all at once:

# %%
three = simulate3(3000, seed=8)
b = three["battles"]
print(f"average {b.mean():.1f} battles, middle game {np.median(b):.0f}, longest {b.max()}")
seats = [(f"seat {p}", (three["winner"] == p).mean(), "#6a1b9a") for p in range(3)]
HTML(bar_chart(seats, title="Share of three-player games won, by seat", width=520))

# %% [markdown]
# ## Questions for the class
#
# * The exact chance of a tie is about 0.059. In a game of 300 battles, about how many wars would
#   you expect? Check it against the simulator's `wars` figure.
# * Why does shuffling the won cards stop games from going on forever?
# * With three players, is a game fair to every seat? How many games would you need to be sure?
