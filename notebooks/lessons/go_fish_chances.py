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
# # Go Fish: what are the chances?
#
# | | |
# |---|---|
# | **For** | ages 10 to 14 (school years 6 to 9) |
# | **You should already** | know what a fraction is and how to multiply two fractions; have played Go Fish (rules in `notebooks/games/go_fish.ipynb`) |
# | **Time** | 45 minutes (parts 1 to 5, 7 and 8; part 6 is for fast finishers or a second lesson) |
# | **Materials** | this notebook, or the "Lesson: Go Fish chances" page of the arcade; a pack of cards for each group of three |
#
# **By the end you can:**
# 1. count the cards you cannot see, and the copies of a rank hidden among them;
# 2. work out the chance of "at least one" by first working out the chance of "none", one card at a time;
# 3. say how a chance changes when you learn something new (a "Go fish!", or another player's question);
# 4. say a chance as a fraction, a decimal and in words ("about 1 in 17").
#
# In Go Fish you keep asking *"Do you have any 7s?"*. Some questions are good bets and some are
# not. How good is a question, and how does listening to the other players change it?

# %% [markdown]
# ## 1. Play
#
# Play a game against two computer players. Before each question you ask, say out loud how sure you
# are that the player has the rank. With a real pack: deal 13 cards each to three players and put 13
# in the middle as the pond.

# %%
from widgets.go_fish import GoFishTable

GoFishTable(players=3, seed=2)

# %% jupyter={"source_hidden": true}


from kit.contests import share_interval
from kit.exact import go_fish as exact
from kit.exact.go_fish import after_go_fish, first_question, p_at_least_one, p_dealt_a_set, p_particular_card
from widgets.live_chart import in_words, watch_share
from lessons import go_fish_chances as lesson
from lessons.words import ask, three_ways
from widgets.lesson import miss_climb, verdict
from kit.words import _  # the quizzes' titles in the page's language
from widgets.quiz import Quiz, after_quiz

SPEC = lesson.spec()
DEALS = 400      # deals in the experiment (a teacher may raise it)

# %% [markdown]
# ## 2. Predict
#
# Three players, 13 cards each, 13 in the pond. You hold **one Queen** and ask a friend: *"Do you
# have any Queens?"* How often does your friend hold at least one of the other three Queens? Choose,
# then press **Lock in my guess**. (Once it is locked, it stays.)

# %%
guess = SPEC.prediction()
guess

# %% [markdown]
# ## 3. Experiment
#
# The computer deals the cards `DEALS` times, always with exactly one Queen in your hand, and looks
# at your friend's 13 cards. Watch the share of deals in which your friend has a Queen. The thin blue
# lines show where the long-run share most likely lies; in part 4 we work out the exact answer.

# %%
queens = watch_share(exact.deal_trials(3, 1, DEALS, seed=1), total=DEALS, hit=lambda q: q > 0,
                     title="Deals where your friend holds a Queen", what="deals",
                     hit_words="deals where your friend holds a Queen")
hits = sum(q > 0 for q in queens)

# %% jupyter={"source_hidden": true}
verdict(guess, SPEC.closest(hits / DEALS), right=SPEC.right())

# %% [markdown]
# ## 4. Explain: one card at a time
#
# ### What can't you see?

# %%
Quiz(lesson.hidden_cards(),
     title=_("Hidden cards"))

# %% [markdown]
# ### Your friend's first card
#
# Think of your friend's cards one at a time. Each is one of the 39 hidden cards.

# %%
Quiz(lesson.one_card_then_two(),
     title=_("One card, then two"))

# %% [markdown]
# ### All 13 cards
#
# Each new card adds one more fraction: the top number goes down by one, and so does the bottom.
# Press **One more card** to climb. The table stops at 12 cards: the thirteenth is yours.

# %%
miss_climb(lesson.misses, start=2, stop=12, heads=lesson.CLIMB_HEADS)

# %%
thirteen = Quiz(lesson.thirteen_cards(),
                title=_("Thirteen cards"))
thirteen

# %%
p = first_question(3, 1)
after_quiz(thirteen, f"no Queen:               {three_ways(1 - p)}\n"
                     f"at least one Queen:     {three_ways(p)}\n"
                     f"your experiment:        {hits} of {DEALS} deals = {hits / DEALS:.3f}")

# %% [markdown]
# A statistician writes the "no Queen" chance as $\binom{36}{13} / \binom{39}{13}$: the ways to pick
# 13 cards that are not Queens, divided by the ways to pick any 13 of the hidden cards. It is the same
# number as the long product. With $U$ hidden cards, a hand of $k$ and $m$ hidden copies of the rank:
# $P(\text{at least one}) = 1 - \binom{U-m}{k} / \binom{U}{k}$.
#
# ### Use it
#
# Change the numbers and work them out before the kit shows you. Type a fraction like `5/8`, a
# decimal like `0.625` or a percent like `62.5%`.

# %%
use_it = Quiz(lesson.use_it(), title=_("Use it"))
use_it

# %% [markdown]
# Once you have answered, check with the kit. The more Queens **you** hold, the fewer are left for
# the others, and the worse your question gets:

# %%
lines = [f"3 players, you hold {held} Queen(s): chance = {first_question(3, held)} ≈ "
         f"{float(first_question(3, held)):.3f}" for held in (1, 2, 3)]
p4 = first_question(players=4, held=1)
lines.append(f"4 players (10 cards each), you hold 1 Queen: chance = {p4} ≈ {float(p4):.3f}")
after_quiz(use_it, "\n".join(lines))

# %% [markdown]
# ## 5. Listening changes the chances
#
# Everyone hears every question and every answer, and a good player listens. Three players: you,
# Kim and Sam. You hold one Queen. On your turn **you ask Sam for Queens**, and Sam says
# **"Go fish!"**.

# %%
Quiz(lesson.sam_said_go_fish())

# %% [markdown]
# Think about what Sam's answer tells you about Sam's 13 cards, and so about where the 3 hidden
# Queens can be. Before you look at the numbers: does the chance that **Kim** has a Queen go up,
# go down, or stay the same?

# %%
kims_chance = Quiz(lesson.after_go_fish_kims_chance())
kims_chance

# %%
before = p_at_least_one(39, 13, 3)
after = after_go_fish(unseen=39, hand=13, copies=3, others_hand=13)
after_quiz(kims_chance, f"before you asked: {before} ≈ {float(before):.3f}\n"
                        f"right after Sam's 'Go fish!' (before you fish): {after} ≈ {float(after):.3f}")

# %% [markdown]
# ### When Kim asks
#
# You fish from the pond, and Sam takes the next turn (the player who says "Go fish!" always
# does). Later, on Kim's turn, **Kim asks Sam for Queens**. What do you know about Kim's hand now?

# %%
Quiz(lesson.kim_asked())

# %% [markdown]
# A question is a clue about the player who asks it, and the hard computer player remembers every
# one.
#
# How long does each clue stay true? Drawing from the pond only *adds* cards, so what Kim's question
# tells you stays true until somebody asks Kim for Queens (Kim must hand them all over) or Kim lays
# down all four. Sam's "Go fish!" is different: it is about Sam's cards *at that moment*. When Sam
# draws from the pond later, Sam may pick up a Queen.
#
# ## 6. Going further
#
# Three more questions, for fast finishers or a second lesson.
#
# ### Authors: one exact card
#
# In Authors you ask for a single card, like "the Seven of Hearts". Where can one particular card
# you can't see be? Count the places where it could hide (every place but your own hand), and how
# many of them are in one player's hand. The question below has 5 players of 8 cards.

# %%
Quiz(lesson.authors_one_card(),
     title=_("Predict first!"))

# %% [markdown]
# In general one particular hidden card is in a hand of $k$ of the $U$ hidden cards with chance
# $k/U$. With 3 players, compare it with a Go Fish question for any of 3 Queens:

# %%
one_card = p_particular_card(unseen=39, hand=13)
print(f"Authors, 3 players, one particular card: {one_card} ≈ {float(one_card):.3f}")
print(f"Go Fish, any of 3 Queens:   {first_question(3, 1)} ≈ {float(first_question(3, 1)):.3f}")

# %% [markdown]
# ### A set straight from the deal?
#
# How often does a 13-card hand already hold four of a kind? Counting all the ways (and not counting
# hands with two sets twice) gives:

# %%
q = p_dealt_a_set(13)
print(f"{q} ≈ {float(q):.4f}, about 1 deal in {round(1 / q)}")

# %% [markdown]
# ### How much is memory worth?
#
# Two kinds of computer player: **easy** asks anybody for any rank it holds, at random. **Hard**
# remembers every question and answer, asks where it *knows* a card is, and otherwise where the
# chance is highest. We let one hard player play against easy ones over 1,000 seeded games (the
# hard seat moves round the table) and count wins and sets. The thin line on each bar is its
# likely range: the long-run share is most likely inside it.

# %%
from kit.games.go_fish_bots import memory_is_worth
from widgets.go_fish import memory_plot

result = memory_is_worth("go_fish", players=4, games=1000, seed=0)
low, high = share_interval(result["hard_wins"], result["games"])
print(f"hard wins {result['hard_wins']:,} of {result['games']:,} games = {result['hard_rate']:.2f}, "
      f"{in_words(result['hard_rate'])}; 95% likely range {low:.2f} to {high:.2f}. "
      f"A fair share would be {result['fair_share']:.2f}.")
memory_plot(result)

# %% [markdown]
# ## 7. Practise
#
# New questions: none of these answers is shown above. Type a fraction like `5/8`, a decimal like
# `0.625` or a percent like `62.5%`. Every answer is checked with the kit's exact numbers.

# %%
Quiz(lesson.practise(), title=_("Practise"))

# %% [markdown]
# ## 8. Discuss
#
# * You hold two Queens instead of one. Is asking for Queens a better or a worse bet? Why does
#   holding more of a rank make the question worse?
# * Sam said "Go fish!" when you asked for Queens. Whom should you ask next, and how long does
#   Sam's answer stay true?
# * A friend says: "each of my friend's 13 cards is a Queen with chance 3/39, so the chance is
#   13 × 3/39." What does that come to, and why can't it be right?
