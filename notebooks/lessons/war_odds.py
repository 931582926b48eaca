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

# %% [markdown]
# # War odds: what are the chances?
#
# | | |
# |---|---|
# | **For** | ages 10 to 14 (school years 6 to 9) |
# | **You should already** | know what a fraction is; have played War, or read its rules in `notebooks/games/war.ipynb` |
# | **Time** | 45 minutes (parts 1 to 4 and 6 to 7; part 5 is for fast finishers or a second lesson) |
# | **Materials** | this notebook, or the "Lesson: War odds" page of the arcade; a pack of cards for each pair |
#
# **By the end you can:**
# 1. work out the chance that the first battle is a war, by counting the cards that are left;
# 2. say a chance as a fraction, a decimal and in words ("about 1 in 17");
# 3. explain why a share measured from a few games jumps about, and from many games settles down;
# 4. use an experiment when a question is too hard to count, and say how sure its answer is.
#
# In War nobody chooses anything: the cards decide. So every question about War is a question about
# **chance**, and we can answer it in two ways: by **counting** the ways the cards can fall, or by an
# **experiment** where the computer plays many games and we count what happened.

# %% [markdown]
# ## 1. Play
#
# Play a few battles against the computer. Keep a tally on paper: how many battles did you play, and
# how many of them were a war? With a real pack: shuffle, turn over two cards, and write down whether
# they have the same rank. Do it ten times.

# %%
from widgets.war import WarTable

WarTable(players=2, seed=3)

# %% jupyter={"source_hidden": true}

import ipywidgets as W
import numpy as np
from IPython.display import HTML, display

from kit.contests import share_interval
from kit.exact import war as exact
from kit.warsim import simulate
from kit.warsim.three import simulate3
from widgets.charts import bar_chart, histogram, line_chart, running_average
from widgets.live_chart import in_words, watch_share
from widgets.lesson import verdict
from lessons import war_odds as lesson
from lessons.words import three_ways
from kit.words import _  # the quizzes' titles in the page's language
from widgets.quiz import Quiz, after_quiz
from widgets.war_odds import simulate_with_progress

SPEC = lesson.spec()
FIRST = 600      # first battles in the experiment (a teacher may raise it)
rng = np.random.default_rng(2024)

# %% [markdown]
# ## 2. Predict
#
# A new game starts and you both turn over your first card. How often is that very first battle a
# war? Choose, then press **Lock in my guess**. Once it is locked it stays, so the experiment really
# tests it.

# %%
guess = SPEC.prediction()
guess

# %% [markdown]
# ## 3. Experiment
#
# The computer shuffles a pack and turns over two cards, `FIRST` times. Watch the share of first
# battles that were a war. At the start it jumps about; the thin blue lines show where the long-run
# share most likely lies, and they close in as the deals add up.

# %%
wars = watch_share(exact.first_battle_trials(FIRST, seed=1), total=FIRST, hit=bool,
                   title="First battles that were a war", what="first battles",
                   hit_words="first battles that were a war")
hits = sum(wars)
print(f"{hits} of the {FIRST} first battles were a war")

# %% jupyter={"source_hidden": true}
verdict(guess, SPEC.closest(hits / FIRST), right=SPEC.right())

# %% [markdown]
# ## 4. Explain: count it
#
# Now we find the exact answer, one small step at a time. Say you turned over the 9♣.

# %%
Quiz(lesson.step_by_step(),
     title=_("Step by step"))

# %% [markdown]
# ### The chance, as a fraction
#
# It did not matter that your card was a 9: the same two counts work whatever card you turn over.
# Now put your two numbers together. Write your answer as a fraction, a decimal or a percent.

# %%
chance = Quiz(lesson.chance_of_a_war(),
              title=_("The chance of a war"))
chance

# %% [markdown]
# **The answer in three ways.** Once you have answered, the next cell shows the exact chance as a
# fraction (simplified), as a decimal and in words, beside your experiment. Can you see why the
# fraction simplifies?

# %%
exact_tie = exact.tie_probability()
after_quiz(chance, f"a war on the first battle:  {three_ways(exact_tie)}\n"
                   f"your experiment:            {hits} of {FIRST} first battles = {hits / FIRST:.3f}")

# %% [markdown]
# Your experiment will not hit the exact answer on the nose: 600 battles are not that many. To see
# what happens with far more, the computer now shuffles 100,000 packs and looks at the first two cards
# of each.

# %%
packs = rng.permuted(np.tile(np.arange(52), (100_000, 1)), axis=1) % 13
ties = packs[:, 0] == packs[:, 1]
after_quiz(chance, f"exact:     {exact_tie} = {float(exact_tie):.4f}\n"
                   f"simulated: {ties.mean():.4f} (from {len(ties):,} shuffled packs)")

# %% [markdown]
# ### The share settles down
#
# Here is the share of ties after 10 packs, 100 packs, and so on, up to 100,000. At first it jumps
# about; the more packs, the closer it stays to the exact answer (the dashed line). Mathematicians
# call this the **law of large numbers**: it is why a long experiment can be trusted and a short one
# cannot.

# %%
xs, ys = running_average(ties.astype(float), points=300)
after_quiz(chance, line_chart({"share of ties so far": (xs, ys, "#1565c0")}, level=float(exact_tie), low=0, high=0.15,
                              title="Ties among the packs shuffled so far", xlabel="packs shuffled",
                              ylabel="share of ties"), html=True)

# %% [markdown]
# ## 5. Going further
#
# Each of these is a new question. Some can be counted; some are too hard to count, and then an
# experiment is all we have (that is how real scientists work too). Pick one or two, or keep them for
# another lesson.
#
# ### A war inside a war
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
# ### How long does a game last?
#
# This question is too hard to count exactly, so we experiment. The computer plays thousands of
# games with each way of fighting a war (it shows nothing yet). Before you look, predict which way
# makes games shortest.

# %%
styles = lesson.STYLES   # {"one_down": "1 card down", ...}
results = {s: simulate_with_progress(3000, chunk=1500, seed=1, war_style=s) for s in styles}
shortest = min(results, key=lambda s: results[s]["battles"].mean())

# %%
shortest_quiz = Quiz(lesson.shortest_war(styles, shortest), title=_("Predict first!"))
shortest_quiz

# %%
lines = [f"{styles[s]:>20}: average {f['battles'].mean():6.1f}   middle game {np.median(f['battles']):5.0f}   "
         f"longest {f['battles'].max()}" for s, f in results.items()]
after_quiz(shortest_quiz, "<pre style='font-size:15px'>" + "\n".join(lines) + "</pre><div style='display:flex'>"
           + "".join(histogram(f["battles"], bins=30, low=0, high=1500, title=styles[s], xlabel="battles",
                               marks={"median": float(np.median(f["battles"]))}, width=330, height=240)
                     for s, f in results.items()) + "</div>", html=True)

# %% [markdown]
# ### Do Aces win?
#
# An Ace can never lose a plain battle: only a war can take it from you. So does the player who is
# dealt more Aces win more often? A deal with all four Aces in your hand is rare (about 1 deal in
# 18), so instead of waiting for such deals the computer **deals them on purpose**: every other card is
# still shuffled. It plays 20,000 games with all four Aces in your hand, 20,000 with none, and
# 5,000 with each number in between (3 cards down, the usual rule). It shows nothing yet.

# %%
DEALS = {0: 20_000, 1: 5_000, 2: 5_000, 3: 5_000, 4: 20_000}
by_aces = {k: simulate(n, seed=40 + k, first_aces=k) for k, n in DEALS.items()}
won = {k: int((f["winner"] == 0).sum()) for k, f in by_aces.items()}
share = {k: won[k] / DEALS[k] for k in DEALS}
likely = {k: share_interval(won[k], DEALS[k]) for k in DEALS}

# %%
aces_quiz = Quiz(lesson.four_aces(share[4], DEALS[4]), title=_("Predict first!"))
aces_quiz

# %%
bars = [(f"{k} Ace{'s' if k != 1 else ''} ({DEALS[k]:,} games)", share[k], "#2e7d32", likely[k]) for k in DEALS]
after_quiz(aces_quiz, "<pre style='font-size:15px'>"
           f"All four Aces: won {won[4]:,} of {DEALS[4]:,} games = {share[4]:.3f}, {in_words(share[4])}; "
           f"95% likely range {likely[4][0]:.3f} to {likely[4][1]:.3f}\n"
           f"No Aces:       won {won[0]:,} of {DEALS[0]:,} games = {share[0]:.3f}, {in_words(share[0])}; "
           f"95% likely range {likely[0][0]:.3f} to {likely[0][1]:.3f}</pre>"
           + bar_chart(bars, title="Share of games won, by Aces dealt to you", width=600, high=1), html=True)

# %% [markdown]
# The thin line across the tip of each bar is the **likely range**: ranges made this way hold the
# long-run share 95 times in 100. With 20,000 games it reaches only about 0.006 either side of the
# share. For four Aces the whole range lies a little above 3 in 4 and a little below 4 in
# 5: of the quiz's three answers, "about 3 in 4" is the nearest. A player with no Aces is playing
# against one with all four, so their share is about what is left: 1 minus the four-Aces share.
#
# ### Can War go on forever?
#
# If the won cards always go under the pile **in the same order** they were played (no shuffling),
# the game can fall into a loop and repeat itself. Our computer stops any game at 5000 battles: let's
# count how many games hit that limit with and without shuffling.

# %%
for collect in ("shuffle", "as_played"):
    g = simulate(2000, seed=5, collect=collect, war_style="one_down")
    print(f"{collect:>10}: {g['capped'].mean():.1%} of games reached 5000 battles")

# %% [markdown]
# ### Three players
#
# With three players each of you gets 17 cards, and the 52nd card waits face down until somebody wins
# the first war. Now a war starts whenever **the highest card** is shared: two of you tie at the top
# (the third player just watches), or all three cards are the same rank. Predict first:

# %%
first = exact.three_player_first_flip()
three = Quiz(lesson.three_players(), title=_("Predict first!"))
three

# %% [markdown]
# Once you have answered: counting every way three cards can come up, the kit finds these chances
# for the first flip.

# %%
lines = [f"{name:>10}: {p} = {float(p):.4f}" for name, p in first.items()]
# the experiment: the first three cards of each shuffled pack are the three players' top cards
top3 = packs[:, :3]
shared = (top3 == top3.max(axis=1, keepdims=True)).sum(axis=1) >= 2
lines.append(f" simulated: {shared.mean():.4f} of {len(shared):,} packs start with a war")
after_quiz(three, "\n".join(lines))

# %% [markdown]
# Does it matter where you sit? Here are 3,000 games of three-player War, played by the computer all
# at once, with each seat's likely range:

# %%
three = simulate3(3000, seed=8)
b = three["battles"]
print(f"average {b.mean():.1f} battles, middle game {np.median(b):.0f}, longest {b.max()}")
seat_wins = [int((three["winner"] == p).sum()) for p in range(3)]
seats = [(f"seat {p}", w / 3000, "#6a1b9a", share_interval(w, 3000)) for p, w in enumerate(seat_wins)]
for name, share, _games, (lo, hi) in seats:
    print(f"{name}: won {share:.3f} of the games, likely range {lo:.3f} to {hi:.3f}")
HTML(bar_chart(seats, title="Share of three-player games won, by seat (3,000 games)", width=600, high=1))

# %% [markdown]
# ## 6. Practise
#
# New packs and new questions: none of these answers is shown above. Type a fraction like `5/8`, a
# decimal like `0.625` or a percent like `62.5%`.

# %%
Quiz(lesson.practise(), title=_("Practise"))

# %% [markdown]
# ## 7. Discuss
#
# * The exact chance that two cards tie is 3/51, about 0.059. In a game of 300 battles, about how
#   many battles would you expect to **start with a tie**? (Work it out first, then run the cell
#   below.) The simulator counts two things: `wars`, where a war inside a war counts again, and
#   `double_wars`, the battles that needed a war inside a war. So `wars - double_wars` is nearly
#   the number of battles that started with a tie. Which of the two is your answer about?
# * Why does shuffling the won cards stop games from going on forever?
# * With three players, is a game fair to every seat? Look at the three likely ranges above: do they
#   all overlap? If two of them do not, is that proof that the seat matters, or could it be luck
#   (each range misses the long-run share 1 time in 20)? How many games would you need to be sure?

# %%
f = results["three_down"]
per300 = 300 / f["battles"].sum()
print(f"per 300 battles: {per300 * f['wars'].sum():.1f} wars counting wars inside wars, "
      f"{per300 * (f['wars'] - f['double_wars']).sum():.1f} battles that started with a tie "
      f"(from {len(f['battles']):,} games)")
