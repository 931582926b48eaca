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
# # King of the Hill: adding up attacks
#
# | | |
# |---|---|
# | **For** | ages 7 to 9 (school years 2 to 4) |
# | **You should already** | add two numbers up to 20; know the four suits (♠ ♥ ♦ ♣) |
# | **Time** | 40 minutes |
# | **Materials** | this notebook, or the "Lesson: adding up attacks" page of the arcade; a pack of cards for each group of three or four |
#
# **By the end you can:**
# 1. add up a sequence of two or three cards, one card at a time (at the harder level, up to seven);
# 2. say whether some cards make a sequence;
# 3. say which of two attacks wins by comparing their totals;
# 4. find the attack that wins while spending the fewest points.
#
# In King of the Hill an attack is one card or a **sequence**: two or more cards of one suit in a
# row, only from 2 to 8, like 4♥ 5♥ 6♥. A sequence is worth all its cards **added up**. Every
# answer here is worked out by the kit, never typed in.
#
# The questions add two or three cards, and no total is more than 20. For older children a teacher
# sets `LEVEL = 9` in the first hidden cell below: then sequences have up to seven cards and totals
# reach 35.

# %% [markdown]
# ## 1. Play
#
# Play King of the Hill against the computer for a few minutes. Each time you attack, say the total
# of your attack out loud.

# %%
from widgets.king_of_the_hill import king_of_the_hill_dashboard

king_of_the_hill_dashboard(seed=2)

# %% jupyter={"source_hidden": true}
from kit.exact.king_of_the_hill import deal_trials, p_ace_showing, p_hand_has_sequence
from widgets.live_chart import in_words, watch_share
from widgets.lesson import verdict
from lessons import king_of_the_hill_sums as lesson
from kit.words import _  # the quizzes' titles in the page's language
from widgets.quiz import Quiz, after_quiz

LEVEL = 7        # 9 for older children: sequences of up to seven cards, totals to 35
SPEC = lesson.spec(LEVEL)
HANDS = 100      # hands in the experiment

# %% [markdown]
# ## 2. Predict
#
# In this lesson you get 7 cards (a real game deals more). Do you hold a sequence? Sometimes yes,
# sometimes no. Guess first: out of 100 hands, about how many hold a sequence? Choose, then press
# **Lock in my guess**.

# %%
guess = SPEC.prediction()
guess

# %% [markdown]
# ## 3. Experiment
#
# The computer deals 100 hands of 7 cards and looks for a sequence in each. Watch the count grow.
# With a real pack, your group can do the same: deal 7 cards, look for a sequence, and make a tally
# mark. Ten hands each!

# %%
hands = watch_share(deal_trials(7, HANDS, seed=1), total=HANDS,
                    hit=lambda attacks: any(a["kind"] == "sequence" for a in attacks),
                    title="Hands with a sequence, out of 100", per=100, what="hands",
                    hit_words="hands with a sequence")
found = sum(any(a["kind"] == "sequence" for a in h) for h in hands)

# %% jupyter={"source_hidden": true}
verdict(guess, SPEC.closest(found / HANDS), right=SPEC.right())

# %% [markdown]
# ## 4. Explain
#
# The kit can also go through **every** hand of 7 cards there can be (millions of them!) and count
# the ones with a sequence:

# %%
print(f"Our experiment: a sequence in {found} of {HANDS} hands.")
print(f"The kit's count of every hand: {in_words(p_hand_has_sequence(7), per=100)} hands.")

# %% [markdown]
# So most hands of 7 cards have **no** sequence: then you attack with one card. (A real game deals
# 11 cards and a Joker, and then most hands do hold one: more cards, more chances.) When you do hold
# one, adding it up is what counts. Now let us practise the adding, step by step.
#
# ### Adding a sequence
#
# Add one card at a time: 4♥ 5♥ 6♥ is 4 + 5 = 9, then 9 + 6 = 15. Press **New question** for more.

# %%
Quiz(lesson.maker("sequence_sum", LEVEL), seed=1, title=_("Add the sequence"))


# %% [markdown]
# ### Is it an attack?
#
# Only cards of **one suit**, **in a row**, from **2 to 8** make a sequence.

# %%
Quiz(lesson.maker("is_it_an_attack", LEVEL), seed=2, title=_("Legal or not?"))


# %% [markdown]
# ### Which attack wins?
#
# The bigger sum wins. A King, a Queen, a Jack and a 10 are all worth 10: two of them of different
# ranks go by rank (K beats Q, Q beats J, J beats 10). Anything else worth the same, such as 7♠
# against 7♥ or a 9 against 4♦ 5♦, is a **tie**, decided from the reserves.

# %%
Quiz(lesson.maker("which_wins", LEVEL), seed=3, title=_("Which attack wins?"))

# %% [markdown]
# ### Which totals can a sequence make?
#
# Some totals can be made by a sequence of one suit in two ways, and some in no way at all. Try
# it with your cards before the kit shows its list below. Type 0 when no sequence makes the total.

# %%
how_many = Quiz(lesson.maker("possible_total", LEVEL), seed=4, title=_("How many ways?"))
how_many

# %% [markdown]
# Once you have tried a few, the kit lists every sequence of one suit the questions use, and adds it
# up:

# %%
runs = lesson.sequences_at(LEVEL)
made = sorted({sum(s) for s in runs})
lines = [f"{total:>3}: " + " ; ".join(" + ".join(map(str, s)) for s in runs if sum(s) == total) for total in made]
top = lesson.MOST_TOTAL[LEVEL]
lines.append(f"Sequences in one suit: {len(runs)}")
lines.append(f"Totals from 5 to {top} that no sequence makes: {', '.join(str(t) for t in range(5, top + 1) if t not in made)}")
after_quiz(how_many, "\n".join(lines))


# %% [markdown]
# **Why is 10 impossible?** Two cards in a row add up to an odd number (like 4 + 5 = 9, 5 + 6 = 11).
# Three cards in a row make three times the middle card (3 + 4 + 5 = 3 × 4), so 9, 12, 15...
# Four cards start at 2 + 3 + 4 + 5 = 14. None of these is 10!

# %% [markdown]
# ## 5. Practise
#
# ### The cheapest winning attack
#
# Attack cards are lost after a fight, win or lose. So a good player beats the other attack while
# **spending as few points as possible**. In the questions below, the cheapest way to win is often a
# sequence (most of their hands are made to hold one): look for cards of one suit in a row before you
# reach for a big single card. (In 7 cards dealt at random, a sequence is the cheapest win only now
# and then.)

# %%
Quiz(lesson.maker("cheapest", LEVEL), seed=5, title=_("Spend as little as you can"))

# %% [markdown]
# ### Mixed practice
#
# Adding, legal or not, which wins: a new question each time you press **New question**.

# %%
Quiz(lesson.maker("practise_question", LEVEL), seed=6, title=_("Practise"))

# %% [markdown]
# ## 6. Discuss
#
# * Why can no sequence be worth exactly 10? Can you find another total that no sequence makes?
# * Your friend attacks with a 9. Would you rather beat it with the King or with 3♠ 4♠ 5♠? Why?
#   (Remember: attack cards are lost, win or lose.)
# * With your group's pack: lay out every sequence of hearts (there are more than you think!).
#   How many did you find? Compare with the kit's list in part 4 (it lists the sequences the
#   questions use: of two or three cards, or at level 9 every one).

# %% [markdown]
# ### Teacher's corner: an Ace on the hill
#
# The hill shows 14 face-up cards (the Joker on top aside). How often does at least one Ace show?
# The kit's exact answer, said as "so many in 100", and a quick count of 2000 shuffled packs:

# %%
import numpy as np
rng = np.random.default_rng(0)
aces = sum(bool((rng.permutation(52)[:14] < 4).any()) for _ in range(2000))   # cards 0-3 stand for the Aces
print(f"exact: {in_words(p_ace_showing(), per=100)} deals   counted: {aces} of 2000 deals")
