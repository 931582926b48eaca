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
# # Luck or skill? A patience experiment
#
# | | |
# |---|---|
# | **For** | ages 10 to 14 (school years 6 to 9) |
# | **You should already** | know what a fraction is and how to multiply two fractions; have played a patience (solitaire) game, or read Dictation's rules in `notebooks/games/dictation.ipynb` |
# | **Time** | 45 minutes |
# | **Materials** | this notebook, or the "Lesson: luck or skill?" page of the arcade; a pack of cards for each pair |
#
# **By the end you can:**
# 1. explain why giving two players the very same cards makes a fair test of their skill;
# 2. read a share from an experiment together with its likely range;
# 3. work out an average wait by adding up chances, and the chance that several things all happen;
# 4. tell the luck in a game (the order of the cards) from the skill (the choices).
#
# In most card games you can say "I lost because my cards were bad". In **Dictation** you can't! One
# person calls out the cards of a shuffled pack, and **every player gets the same cards in the same
# order**. When two players end with different scores, the cards are not the reason: only their
# choices are. That makes Dictation a perfect **fair test**.
#
# The computer plays it against itself with two players:
#
# * a **careless** player (the kit calls it *easy*), who makes any move the rules allow, picked at
#   random;
# * a **careful** player (*hard*), who builds whenever it can, puts a card on a higher one or in an
#   empty column when it can, and buries a low card under a higher one only when there is no other
#   place. (Often there is none: in nearly every deal it has to bury a card at least once. For
#   example, call a 2, 3, 4, 5 and 6 before any Ace, in that order, and with four columns one of
#   them must go on a lower card.)

# %% [markdown]
# ## 1. Play
#
# Play a game of Dictation against the careful computer player. Every time a card is called, ask
# yourself: where does it do least harm? With a real pack: one of you calls the cards one by one, and
# both of you lay out the same card in your own columns.

# %%
from widgets.dictation import DictationTable

DictationTable(players=2, seed=5, level="hard")

# %% jupyter={"source_hidden": true}

import ipywidgets as W
import numpy as np
from IPython.display import HTML, display

import kit
from kit.exact import dictation as exact
from kit.games.dictation import skill_contest
from widgets.charts import bar_chart, histogram
from widgets.live_chart import watch_share
from widgets.lesson import verdict
from lessons import patience_skill as lesson
from lessons.words import ask, measured
from kit.words import _  # the quizzes' titles in the page's language
from widgets.quiz import Quiz, after_quiz

SPEC = lesson.spec()
DEALS = 200      # deals the two players play (a teacher may raise it: 2,000 take about ten seconds)
SHUFFLES = 5000  # shuffled packs for the chance questions in part 5 (quick: nobody plays)

# %% [markdown]
# ## 2. Predict
#
# Both players get the very same deal. In how many deals does the careful player get **more** cards
# onto the foundations than the careless one? Choose, then press **Lock in my guess**. (Once it is
# locked, it stays.)

# %%
guess = SPEC.prediction()
guess

# %% [markdown]
# ## 3. Experiment
#
# Now the two computer players play `DEALS` whole games, each time on the same deal. Watch the share
# of deals where the careful player did better. The thin blue lines show where the long-run share
# most likely lies; they close in as the deals add up.

# %%
results = watch_share(skill_contest(DEALS, levels=("easy", "hard"), seed=1), total=DEALS,
                      hit=lambda r: r["built"][1] > r["built"][0], every=5,
                      title="Deals where the careful player did better", what="deals",
                      hit_words="deals where the careful player did better")
scores = np.array([r["scores"] for r in results])   # column 0: careless (easy), column 1: careful (hard)
built = np.array([r["built"] for r in results])
diff = built[:, 1] - built[:, 0]
better = int((diff > 0).sum())
hard_wins = sum(r["winners"] == [1] for r in results)
easy_wins = sum(r["winners"] == [0] for r in results)
shared = DEALS - hard_wins - easy_wins

# %% jupyter={"source_hidden": true}
verdict(guess, SPEC.closest(better / DEALS))

# %%
print(measured(better, DEALS, "deals"))
print(f"careful got more cards up in {better} deals, the same in {(diff == 0).sum()}, fewer in {(diff < 0).sum()}")

# %% [markdown]
# ## 4. Explain: why the same cards matter
#
# Because both players had the same deal, we can look at **each deal on its own** and ask: did the
# careful player do better *with the very same cards*? If the players had **different** deals, a bad
# deal for the careful player could hide its skill, and we would need more games to be sure.
# With the same deal, every game is a fair test. Scientists call this a **paired** experiment (like
# testing two pairs of running shoes on the same runner).
#
# The **likely range** printed above says how sure the experiment is: ranges made this way hold the
# long-run share 95 times in 100. More deals make the range narrower.

# %% [markdown]
# ### Finished foundations
#
# A foundation is finished when all 13 of its cards, Ace to King, are on it. The experiment has
# counted those too, but they are still hidden. **Predict first!**

# %%
more_done = "the hard player" if scores[:, 1].mean() > scores[:, 0].mean() else \
         "the easy player" if scores[:, 0].mean() > scores[:, 1].mean() else "neither: they are the same"
foundations = Quiz(lesson.foundations(more_done, easy_wins, DEALS), title=_("Predict first!"))
foundations

# %%
after_quiz(foundations, "<pre style='font-size:15px'>"
           f"{DEALS} deals, the same cards for both players\n"
           f"  average foundations finished:  easy {scores[:, 0].mean():.2f}   hard {scores[:, 1].mean():.2f}\n"
           f"  average cards on foundations:  easy {built[:, 0].mean():.1f}    hard {built[:, 1].mean():.1f}\n"
           f"  hard wins {hard_wins}, easy wins {easy_wins}, shared {shared}</pre><div style='display:flex'>"
           + "".join(histogram(scores[:, p], bins=5, low=-0.5, high=4.5, title=f"{name} player",
                               xlabel="foundations finished", ylabel="deals", colour=colour, width=330,
                               height=240, marks={"average": float(scores[:, p].mean())})
                     for p, name, colour in [(0, "Easy", "#ef6c00"), (1, "Hard", "#1565c0")]) + "</div>", html=True)

# %% [markdown]
# Finishing a foundation is hard: all 13 cards of it must come out in a good order. So let's also
# count **how many cards** each player got onto foundations. This shows the difference even in deals
# where nobody finished anything:

# %%
display(W.HBox([W.HTML(histogram(built[:, p], bins=13, low=0, high=52, title=f"{name} player",
                                 xlabel="cards on foundations at the end", ylabel="deals", colour=colour,
                                 width=330, height=240, marks={"average": float(built[:, p].mean())}))
                for p, name, colour in [(0, "Easy", "#ef6c00"), (1, "Hard", "#1565c0")]]))
after_quiz(foundations, bar_chart([("hard wins", 100 * hard_wins / DEALS, "#1565c0"),
                                   ("shared", 100 * shared / DEALS, "#9e9e9e"),
                                   ("easy wins", 100 * easy_wins / DEALS, "#ef6c00")],
                                  title="Who won each deal", unit=" %"), html=True)

# %% [markdown]
# A **shared** win is a deal where both finished the same number of foundations (very often none
# at all!). The order of the cards is the **luck** in Dictation; the choices are the **skill**. In a
# shared deal, were the cards too unkind, or could other choices have finished a foundation? Part 7
# comes back to this.

# %% [markdown]
# ## 5. Luck you can count: waiting for the first Ace
#
# The luck in Dictation is the order the cards are called in. Some of that luck can be counted
# exactly.
#
# ### The first Ace
#
# Only an Ace can start a foundation. Until the first Ace is called, every card has to go on a
# column. So how long do we usually wait?
#
# There are **4 Aces** and **48 other cards**. Predict first: on average, how many other cards are
# called before the first Ace? (A fraction or a decimal is fine.)

# %%
wait = Quiz(lesson.first_ace_wait(),
            title=_("Predict first!"))
wait

# %% [markdown]
# The trick in the answer is called **adding up chances** (grown-ups say *linearity of
# expectation*). Once you have answered, the next cell checks it the long way: the chance that
# exactly 0, 1, 2, ... 48 other cards come first, and "number × chance" added up. Both ways must
# agree.

# %%
chances = exact.first_ace_chances()
long_wait = sum(p for k, p in chances.items() if k >= 20)
after_quiz(wait, f"by the short way:  {exact.expected_before_first_ace()}\n"
                 f"by the long sum:   {exact.expected_before_first_ace_by_counting()}\n"
                 f"chance of waiting 20 or more cards: {round(float(long_wait), 3)}")

# %% [markdown]
# Then the experiment: the computer shuffles thousands of packs the way the game does (the same
# shuffle, with seeds), and counts the wait in each one.

# %%
orders = [kit.new_game("dictation", players=1, seed=s).calls for s in range(SHUFFLES)]
waits = np.array([exact.non_aces_before_first_ace(o) for o in orders])
after_quiz(wait, f"<pre style='font-size:15px'>exact average:     {float(exact.expected_before_first_ace()):.2f}\n"
                 f"simulated average: {waits.mean():.2f}   (from {len(waits):,} shuffled packs)</pre>"
                 + histogram(waits, bins=49, low=-0.5, high=48.5, title="Cards called before the first Ace",
                             xlabel="cards that are not Aces, called before the first Ace", ylabel="packs",
                             marks={"exact average": float(exact.expected_before_first_ace())}), html=True)

# %% [markdown]
# The most common wait is **zero**! Can you see why the bars go down and down? (For a long wait,
# every one of those first cards must miss all four Aces.)
#
# ### Two more chances about Aces
#
# Predict, then check against the shuffled packs.

# %%
two_chances = Quiz(lesson.two_chances_about_aces(), title=_("Predict first!"))
two_chances

# %%
first = np.mean([o[0].low == 1 for o in orders])
half = np.mean([all(c.low != 1 for c in o[26:]) for o in orders])
after_quiz(two_chances,
           f"first card an Ace:         exact {exact.p_first_card_ace()} = {float(exact.p_first_card_ace()):.3f}"
           f"   simulated {first:.3f}\n"
           f"all Aces in the first half: exact {exact.p_all_aces_in_first_half()} = "
           f"{float(exact.p_all_aces_in_first_half()):.3f}   simulated {half:.3f}\n"
           f"the same chance worked out Ace by Ace: {exact.p_all_aces_in_first_half_step_by_step()}")

# %% [markdown]
# ## 6. Practise
#
# New questions: none of these answers is shown above. Type a fraction like `5/8`, a decimal like
# `0.625` or a percent like `62.5%`.

# %%
Quiz(lesson.practise(), title=_("Practise"))

# %% [markdown]
# ## 7. Discuss
#
# * The careful player still finishes no foundation in many deals. Is that bad luck or bad play?
#   How could you find out? (Could **any** player have done better with those cards?)
# * If the players had different cards, why would we need more games to be sure who plays better?
# * Play a game of Dictation against the careful computer. Do you beat it? Is one game enough to
#   tell who is the better player?
# * The average wait before the first Ace was 9.6 cards. What would it be with **8 Aces** among
#   104 cards (two packs)? (The first practice question checks it.)

# %%
# For the teacher: one deal the two players had in common, and what each made of it
best = max(results, key=lambda r: r["built"][1] - r["built"][0])
print("deal seed", best["seed"], "- the first 13 cards called:", " ".join(best["order"][:13]))
print("cards on foundations: easy", best["built"][0], " hard", best["built"][1])
