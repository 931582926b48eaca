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
# # Is a faster player unfair? Speed in the racing games
#
# | | |
# |---|---|
# | **For** | ages 10 to 14 (school years 6 to 9) |
# | **You should already** | know what a fraction and a percentage are; have played one racing game (Hasty Patience, Spit or Pirate) |
# | **Time** | 40 minutes |
# | **Materials** | this notebook, or the "Lesson: does speed matter?" page of the arcade; a pack of cards per pair if you want to race for real |
#
# **By the end you can:**
# 1. run a fair experiment in which only one thing changes (here: speed);
# 2. say a share measured from games as "about N in 100" and say how sure you are of it;
# 3. explain why being a little faster at everything wins most games of a race;
# 4. suggest a handicap that makes a game between a fast and a slow player fair.
#
# In Hasty Patience, Spit and Pirate nobody waits for a turn: whoever puts a card down first gets
# the place. The computer players in our arcade have a **reaction time**: how long each thing they
# do takes them, whether it is turning a card over or putting one down. The arcade measures it in
# **ticks**; one tick is a tenth of a second. For each action a slow computer takes from 12 to 18
# ticks, a medium one from 7 to 11 and a fast one from 3 to 5.
#
# So here is the question of the lesson: **if the computer is faster than you, is that unfair?
# And how much does speed really matter?**

# %% [markdown]
# ## 1. Play
#
# Play one game of Hasty Patience against the slow computer. Then play one against the fast one
# (change `speed="easy"` to `speed="hard"` and run the cell again). How did it feel?

# %%
from widgets.grabbage import grabbage_dashboard

grabbage_dashboard(seed=3, speed="easy")

# %% [markdown]
# ## 2. Predict
#
# We want an experiment in which **only speed changes**. So we let two computer players race each
# other, making **exactly the same choices** (both think the same way), but one of them reacts in
# **5 ticks** and the other in **6 ticks**: half a second against six tenths of a second.
#
# Before anything is played, make your prediction. Out of 100 games, how many does the faster
# player win?

# %%
import ipywidgets as W
from IPython.display import HTML, display

from kit.contests import share_interval, skill_match, speed_race
from widgets.charts import bar_chart
from widgets.live_chart import in_words, watch_share
from lessons import race_speed as lesson
from widgets.lesson import verdict
from kit.words import _  # the quizzes' titles in the page's language
from widgets.quiz import Quiz, after_quiz

SPEC = lesson.spec()
GAMES = 150          # games in the big experiment (a teacher may raise it: 1,000 take about half a minute)
FAST, SLOW = lesson.FAST, lesson.SLOW    # reaction times in ticks

# %% [markdown]
# Choose your guess, then press **Lock in my guess**. (Once it is locked, it stays.)

# %%
guess = SPEC.prediction()
guess

# %% [markdown]
# ## 3. Experiment
#
# Now the two players race `GAMES` times, each game with a different shuffle. Watch the share
# of games won by the faster player. The thin blue lines show the range where the long-run
# share most likely lies: see how it narrows as games are added.

# %%
results = watch_share(speed_race(lesson.GAME, FAST, SLOW, deals=GAMES, seed=1), total=GAMES,
                      title=f"Hasty Patience: {FAST} ticks against {SLOW} ticks", what="games",
                      hit_words="games won by the faster player")
wins = sum(r.won for r in results)
low, high = share_interval(wins, GAMES)

# %% jupyter={"source_hidden": true}
verdict(guess, SPEC.closest(wins / GAMES))

# %% [markdown]
# ## 4. Explain
#
# A share from games is never exact: play another 150 games and you get a slightly different
# number. That is why we draw the **likely range**. Here is what our experiment says, in three ways:

# %%
print(f"The faster player won {wins} of {GAMES} games.")
print(f"  as a fraction: {wins}/{GAMES}")
print(f"  as a decimal:  {wins / GAMES:.2f}")
print(f"  in words:      {in_words(wins / GAMES)}, or {in_words(wins / GAMES, per=100)}")
print(f"  likely range:  from {100 * low:.0f} to {100 * high:.0f} in 100 (ranges made this way hold the long-run share 95 times in 100)")

# %% [markdown]
# **Why does a tenth of a second matter so much?** The faster player does *everything* a little
# sooner: turning a card over, building it in the middle, putting it on the wastepile. Each player
# makes well over a hundred of these actions in a game, and each one takes the faster player 5
# ticks where the other needs 6. So the same amount of work takes it about a sixth less time, and
# it usually gets through its pack first. A lucky shuffle lets the slower player win now and
# then.
#
# Sometimes both go for the same place in the middle at the same moment: the card that lands
# first is built and the other *bounces* back. That happens only a few times in a game: it helps
# the faster player a little, but much less than being quicker at every one of its actions.
#
# ### How much faster is "a lot"?
#
# Now the second player always takes 6 ticks, and we change how fast the first one is: from 4
# ticks (faster) to 8 ticks (slower). Predict: at which speed will the two win about equally often?

# %%
SPEEDS = [4, 5, 6, 7, 8]
PER_SPEED = 40   # games for each speed (more games make narrower ranges)
equal = Quiz(lesson.equal_speed(SPEEDS, SLOW), title=_("Predict first!"))
equal

# %% [markdown]
# The computer plays the races while you think; the results show once you have answered.

# %%
sweep = {}
bar = W.IntProgress(value=0, max=len(SPEEDS) * PER_SPEED, description="Playing:")
display(bar)
for t in SPEEDS:
    games = list(speed_race(lesson.GAME, t, SLOW, deals=PER_SPEED, seed=100))
    sweep[t] = sum(g.won for g in games)
    bar.value += PER_SPEED
bar.description = "Done:"
lines = []
for t in SPEEDS:
    lo, hi = share_interval(sweep[t], PER_SPEED)
    lines.append(f"{t} ticks: won {sweep[t]} of {PER_SPEED}, likely range {100 * lo:.0f} to {100 * hi:.0f} in 100")
after_quiz(equal, bar_chart([(f"{t} ticks vs {SLOW}", 100 * sweep[t] / PER_SPEED, "#1565c0" if t < SLOW else
                                                                                  "#9e9e9e" if t == SLOW else "#ef6c00")
                             for t in SPEEDS], title="Games won by the first player, out of 100", unit=" in 100")
           + "<pre style='font-size:15px'>" + "\n".join(lines) + "</pre>", html=True)

# %% [markdown]
# ## 5. Practise
#
# These questions use the numbers from **your** experiment above.

# %%
Quiz(lesson.experiment_practise(wins, GAMES) + lesson.practise(), title=_("Practise"))

# %% [markdown]
# ## 6. Is it unfair? Speed against skill
#
# In the patience games that are not races, such as Conjugal Patience, speed does not count: the
# players take turns. There, what counts is **choosing well**. Here a careful computer player
# plays a careless one (who makes any move that is allowed), on 30 deals:

# %%
careful = list(skill_match("conjugal_patience", deals=30, seed=7))
won = sum(r.won for r in careful)
print(f"The careful player won {won} of 30 games of Conjugal Patience ({in_words(won / 30)}).")

# %% [markdown]
# ## 7. Discuss
#
# * The arcade lets you play a slow, medium or fast computer. Which one would you choose for a
#   first game, and why? Is it unfair that the fast computer wins so often, or is that just what a
#   race is?
# * In the experiment both players made **the same choices**. Would a careless fast player beat a
#   careful slow one? How could we find out with an experiment?
# * When you race a friend with real cards, what could you change in the rules to give a younger
#   player a fair chance? (The arcade's computer can be given a handicap: a longer reaction time.)
