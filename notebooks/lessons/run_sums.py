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
# # Counting up the run: Ace to King
#
# | | |
# |---|---|
# | **For** | ages 7 to 9 (school years 2 to 4) |
# | **You should already** | count to 20 and add two numbers up to 20 |
# | **Time** | 35 minutes |
# | **Materials** | this notebook; one pack of cards for each group of three or four |
#
# **By the end you can:**
# 1. say which card comes next in a run, and how many cards are still missing up to the King;
# 2. add up a run of cards, one card at a time;
# 3. add up a whole run quickly with the pairing trick;
# 4. find every pair of cards that makes 13.
#
# In Progressive Patience, both players build **one run** in the middle: Ace, 2, 3, 4, and so on,
# up to the King. The suits do not matter. The Ace counts 1, the Jack 11, the Queen 12 and the
# King 13.
#
# The lesson is written for a child of 7: the run we add goes from the Ace to the 6, and every
# question adds two or three cards. For older children a teacher sets `LEVEL = 9` in the cell
# after part 2: then the run goes all the way to the King, and the questions add longer runs.

# %% [markdown]
# ## 1. Play
#
# Play Progressive Patience against the computer for a few minutes. Each time you build a card on
# the middle run, say its number out loud.

# %%
from widgets.progressive_patience import progressive_patience_dashboard

progressive_patience_dashboard(seed=2)

# %% [markdown]
# ## 2. Predict
#
# Imagine a run from the Ace up: 1 + 2 + 3 + ... (up to the 6; at level 9 all 13 cards, up to the
# King).
#
# **Do not add yet!** Just guess how big the total is. Choose your guess, then press **Lock in my
# guess**. (Once it is locked, it stays.)

# %%
LEVEL = 7        # 9 for older children: the whole run to the King, and longer runs to add

import ipywidgets as W
from IPython.display import HTML

from kit.exact import run_sums
from lessons import run_sums as lesson
from widgets.counting import card_box
from kit.words import _  # the quizzes' titles in the page's language
from widgets.quiz import Quiz

from widgets.lesson import Prediction, verdict

TOP = 6 if LEVEL == 7 else run_sums.KING          # the last card of the run we add
LOW, HIGH = (15, 25) if LEVEL == 7 else (50, 100)  # the guesses' edges
GUESSES = [f"less than {LOW}", f"between {LOW} and {HIGH}", f"more than {HIGH}"]
guess = Prediction(f"1 + 2 + 3 + ... + {TOP}: how big is the total?", GUESSES)
guess

# %% [markdown]
# ## 3. Count it out
#
# Press the button to put the next card on the run. The total grows with each card: say the new
# total before it appears. Watch which of your guesses it ends in.

# %%
run_view = W.HTML()
add_button = W.Button(description="Put the next card", button_style="success", layout=W.Layout(width="auto"))
top = 0


def show_run() -> None:
    cards = "".join(card_box(v) for v in range(1, top + 1))
    total = run_sums.run_total(top)
    sum_text = " + ".join(str(v) for v in range(1, top + 1)) or "no cards yet"
    run_view.value = (f"<div>{cards}</div><p style='font-size:20px'>{sum_text} = <b>{total}</b></p>"
                      + (f"<p style='font-size:20px'>That is the {run_sums.rank_name(TOP)}: the end of our run!</p>"
                         if top == TOP else
                         f"<p style='font-size:18px'>Next card: <b>{run_sums.rank_name(run_sums.next_card(top))}</b>. "
                         f"Cards still missing up to the King: <b>{run_sums.cards_to_king(top)}</b>.</p>"))


def put_next(_button=None) -> None:
    global top
    if top < TOP:
        top += 1
    add_button.disabled = top == TOP
    show_run()


add_button.on_click(put_next)
show_run()
W.VBox([add_button, run_view])

# %% [markdown]
# Were you right? Once the run is laid out, the next cell says what it adds up to.

# %%
whole = run_sums.run_total(TOP)
answer = GUESSES[0] if whole < LOW else GUESSES[1] if whole <= HIGH else GUESSES[2]
done = W.HTML("<p><i>Put every card of the run down first.</i></p>")


def said(_change=None) -> None:
    if top == TOP:
        done.value = (f"<p style='font-size:20px'>1 + 2 + ... + {TOP} = <b>{whole}</b>: that is {answer}.</p>"
                      + verdict(guess, answer).value)


add_button.on_click(said)
said()
done

# %% [markdown]
# ## 4. The pairing trick
#
# Adding many numbers one by one is slow. Here is a quicker way. Put the first card with the last,
# the second with the second to last, and so on:

# %%
pairs, pair_total, middle = run_sums.run_total_by_pairs(TOP)
rows = "".join(f"<p style='font-size:20px'>{card_box(a)} + {card_box(TOP + 1 - a)} = {pair_total}</p>"
               for a in range(1, pairs + 1))
left = f"<p style='font-size:20px'>and {card_box(middle)} is left in the middle.</p>" if middle else ""
if LEVEL == 7:      # adding the same number again and again: 7 + 7 + 7
    sum_of_pairs = " + ".join([str(pair_total)] * pairs) + (f" + {middle}" if middle else "")
else:
    sum_of_pairs = f"{pairs} × {pair_total}" + (f" + {middle}" if middle else "")
HTML(rows + left + f"<p style='font-size:20px'>{pairs} pairs of {pair_total}"
     + (f", and {middle}" if middle else "") + f": {sum_of_pairs} = <b>{pairs * pair_total + middle}</b></p>")

# %% [markdown]
# Every pair makes the same number! That is why the trick is quick: you only need to know how
# many pairs there are and what each pair makes.
#
# ## 5. Make 13
#
# Look at a King: it is 13 all by itself. Which **two** cards make 13 together? Find as many pairs
# as you can with your pack of cards before you look below.

# %%
Quiz(lesson.find_the_pairs(),
     title=_("Find the pairs"))

# %% [markdown]
# ## 6. Practise
#
# Press **New question** for another one. The numbers come from the cards, so there are many.

# %%
Quiz(lesson.practise_question if LEVEL == 7 else lesson.practise_question_9, seed=1, title=_("Practise"))

# %% [markdown]
# ## 7. Talk about it
#
# * Does the pairing trick work for a run from Ace to 4? What is left in the middle, or is nothing
#   left? And from Ace to 5?
# * (Level 9) Two runs were finished in a game of Progressive Patience. How many cards is that?
#   What do their numbers add up to? (Use the pairing trick!)
# * With your group's pack: lay out the six pairs that make 13 and the four Kings. How many cards
#   did you use? If you lay out the whole pack, each card in one pair only, how many pairs making
#   13 do you get?
