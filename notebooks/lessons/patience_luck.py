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
# # Luck or skill? Conjugal and Progressive Patience
#
# | | |
# |---|---|
# | **For** | ages 10 to 14 (school years 6 to 9) |
# | **You should already** | know fractions and percentages; have played Conjugal or Progressive Patience once |
# | **Time** | 45 minutes |
# | **Materials** | this notebook; two packs of cards per pair to play for real (optional) |
#
# **By the end you can:**
# 1. test whether a game is more luck or more skill with an experiment;
# 2. pool the results of the whole class and say how sure the class can be;
# 3. explain why more games give a narrower likely range;
# 4. tell apart "the better player wins more often" and "the better player always wins".
#
# In War nobody makes a choice: the cards decide everything, so War is **pure luck**. In Conjugal
# Patience and Progressive Patience you choose which card to build and where to put the others.
# Does choosing well make a difference, or do the cards still decide?

# %% [markdown]
# ## 1. Play
#
# Play a game of Conjugal Patience against the computer. Notice when you had a real choice.

# %%
from widgets.conjugal_patience import conjugal_patience_dashboard

conjugal_patience_dashboard(seed=4)

# %% [markdown]
# ## 2. Predict
#
# Two computer players play each other:
#
# * the **careful** player builds what helps itself, holds back a card that would mostly help the
#   other player, and chooses which card to throw away knowing when it will come back;
# * the **careless** player makes any move that is allowed, picked at random.
#
# Each has a pack of their own, shuffled separately. They swap seats every deal, and who starts is
# drawn at random, so neither always goes first. Predict: out of 100 deals, how many does the
# careful player win? Choose, then press **Lock in my guess**. (Once it is locked, it stays.)

# %%

from IPython.display import HTML

from kit.contests import share_interval, skill_match
from widgets.charts import bar_chart
from widgets.live_chart import in_words, share_chart, watch_share
from lessons import patience_luck as lesson
from lessons.words import ask
from widgets.lesson import verdict
from kit.words import _  # the quizzes' titles in the page's language
from widgets.quiz import Quiz, after_quiz

DEALS = 60        # deals in each experiment (a teacher may raise it: 500 take about 15 seconds)
MY_SEED = 1       # each child uses their own number here, so the class plays different deals

SPEC = lesson.spec()
guess = SPEC.prediction()
guess

# %% [markdown]
# ## 3. Experiment
#
# Run the deals and watch the share of deals won by the careful player settle down. The thin
# lines show the likely range of the long-run share.

# %%
conjugal = watch_share(skill_match("conjugal_patience", deals=DEALS, seed=100 * MY_SEED), total=DEALS,
                       title="Conjugal Patience: careful against careless", what="deals",
                       hit_words="deals won by the careful player")
conjugal_wins = sum(r.won for r in conjugal)

# %% jupyter={"source_hidden": true}
verdict(guess, SPEC.closest(conjugal_wins / DEALS))

# %% [markdown]
# Now the same for Progressive Patience, where the players build one shared run together. There
# the careful player always builds when it can and puts a card it cannot use where it blocks least;
# the careless player just makes any move it is allowed to, chosen at random: it may skip a build,
# and it throws a card it cannot use on any wastepile:

# %%
progressive = watch_share(skill_match("progressive_patience", deals=DEALS, seed=100 * MY_SEED), total=DEALS,
                          title="Progressive Patience: careful against careless", what="deals",
                          hit_words="deals won by the careful player")
progressive_wins = sum(r.won for r in progressive)

# %% [markdown]
# ### And when both play carefully?
#
# If skill is the same on both sides, what is left to decide the game? Predict first: the computer
# plays the deals while you think, and shows them once you have answered.

# %%
two_careful = Quiz(lesson.two_careful_players(),
                   title=_("Predict first!"))
two_careful

# %%
equal = list(skill_match("conjugal_patience", deals=DEALS, seed=100 * MY_SEED, careless="hard"))
equal_wins = sum(r.won for r in equal)
after_quiz(two_careful, share_chart([r.won for r in equal], title="Conjugal Patience: careful against careful")
           + f"<p style='font-size:18px'>The first careful player won <b>{equal_wins}</b> of {DEALS} deals.</p>",
           html=True)

# %% [markdown]
# ## 4. Explain
#
# Here are the three experiments side by side, each with its likely range:

# %%
rows = [("Conjugal: careful vs careless", conjugal_wins), ("Progressive: careful vs careless", progressive_wins),
        ("Conjugal: careful vs careful", equal_wins)]
lines = []
for name, wins in rows:
    lo, hi = share_interval(wins, DEALS)
    lines.append(f"{name:34} won {wins:3} of {DEALS}  = {wins / DEALS:.2f}  {in_words(wins / DEALS):22}"
                 f" likely range {100 * lo:.0f} to {100 * hi:.0f} in 100")
after_quiz(two_careful, "<pre style='font-size:15px'>" + "\n".join(lines) + "</pre>"
           + bar_chart([(name.split(':')[0] + (' (equal)' if 'careful vs careful' in name else ''), 100 * wins / DEALS,
                         "#9e9e9e" if "careful vs careful" in name else "#1565c0") for name, wins in rows],
                       title="Deals won by the first-named player, out of 100", unit=" in 100"), html=True)

# %% [markdown]
# **How to read this.** When a careful player beats a careless one in nearly every deal, choices
# matter a lot: the game has **skill** in it. When two equal players each win about half, the
# cards decide between them: the game also has **luck** in it. Most games have both. War has no
# skill at all; chess has almost no luck.
#
# ## 5. The class estimate
#
# One child's `DEALS` deals give a wide likely range. The whole class together plays many more.
# Each child changes `MY_SEED` to their own number (1, 2, 3, ...) and runs the "careful against
# careful" experiment; the teacher adds up everyone's wins and deals and types the totals here:

# %%
CLASS_WINS, CLASS_DEALS = equal_wins, DEALS   # the teacher replaces these with the class totals
lo, hi = share_interval(CLASS_WINS, CLASS_DEALS)
print(f"The class: {CLASS_WINS} wins in {CLASS_DEALS} deals = {CLASS_WINS / CLASS_DEALS:.2f}; "
      f"likely range {100 * lo:.0f} to {100 * hi:.0f} in 100 (width {100 * (hi - lo):.0f})")
for n in (DEALS, 4 * DEALS, 16 * DEALS):
    a, b = share_interval(n // 2, n)
    print(f"  a share of one half from {n:5} deals has a likely range {100 * (b - a):.0f} points wide")

# %% [markdown]
# Look at the widths: **four times as many deals make the range about half as wide.** That is why
# a class pooling its games learns much more than one child alone.
#
# ## 6. Practise

# %%
Quiz(lesson.practise(DEALS), title=_("Practise"))

# %% [markdown]
# ## 7. Discuss
#
# * Is Conjugal Patience more like War (all luck) or more like chess (almost all skill)? What
#   about Progressive Patience? Use the numbers from the class, with their ranges.
# * The careful player sometimes still loses. Does that mean it played badly in that deal?
# * If you wanted to show that one **person** plays better than another, how many games would
#   you ask them to play, and why?
