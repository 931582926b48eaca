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
# # Welcome to Hilltop 🂡
#
# Hilltop is a box of twelve card games for the classroom. Every game comes two ways:
#
# * **a game notebook** (`games/`): the rules, written for children, then a table where you play
#   against the computer, then some questions to think about;
# * **a dashboard** (`dashboards/`): the same table as an app with no code on screen, for children.
#
# Then there are **lessons** (`lessons/`): adding and chance, with exercises that check your
# answers. Most lessons work out an exact answer and check it by letting the computer deal many
# times; the race lesson and the two luck-or-skill lessons ask questions nobody can count exactly,
# so there an experiment and its likely range are the answer. A lesson is about an idea, not about
# one game, so some games share a lesson and a game may appear in two. These are the lessons so far:
#
# | Lesson | Ages | Time | Games it uses | What it practises | Answers |
# |---|---|---|---|---|---|
# | [Counting up the run](lessons/run_sums.ipynb) | 7–9 | 35 minutes | Progressive Patience | counting on, adding up to 13 | exact |
# | [King of the Hill: adding up attacks](lessons/king_of_the_hill_sums.ipynb) | 7–9 | 40 minutes | King of the Hill | adding sequences, which totals are possible | exact, and an experiment |
# | [Can I play?](lessons/can_i_play.ipynb) | 10–14 | 40 minutes | Anthony Hill's game, Anarchy | the chance of at least one | exact, and an experiment |
# | [War odds](lessons/war_odds.ipynb) | 10–14 | 45 minutes | War (2 and 3 players) | exact chances against experiments | exact, and experiments |
# | [Go Fish: what are the chances?](lessons/go_fish_chances.ipynb) | 10–14 | 45 minutes | Go Fish, Authors | chances that change as you listen | exact, and an experiment |
# | [Luck or skill? A patience experiment](lessons/patience_skill.ipynb) | 10–14 | 45 minutes | Dictation | a fair experiment: same cards, different choices | an experiment; exact chances about the Aces |
# | [Luck or skill? Conjugal and Progressive Patience](lessons/patience_luck.ipynb) | 10–14 | 45 minutes | Conjugal Patience, Progressive Patience | luck against skill, how many games you need | experiments only: no exact answer |
# | [Is a faster player unfair?](lessons/race_speed.ipynb) | 10–14 | 40 minutes | Hasty Patience (the kit's Grabbage with one wastepile), Conjugal Patience | changing one thing at a time: speed | experiments only: no exact answer |
#
# Each lesson has a guide for the teacher in `teachers/` (the answers, the usual mistakes and how to
# run it with a class), and a dashboard in the arcade that a child can use alone.
#
# Behind them is a small Python engine, `kit`, that knows the rules of every game. It works without
# any screen, so you can also use it in your own code:

# %%
import kit
g = kit.new_game("war", players=2, seed=7)
g.play(0, g.legal_moves(0)[0])
g.play(1, g.legal_moves(1)[0])
print(g.describe(g.log[-1], viewer=0, names=["You", "Computer"]))
kit.cards("AS 10H QD 7C")

# %% [markdown]
# ## Every game and lesson
#
# The list below is made from the folders, so a new game, lesson or dashboard appears here by
# itself. Click a name to open it: a game or a lesson opens here as a notebook, and a dashboard opens
# in a new tab as the app a child uses (no code on screen).

# %%
import json
from pathlib import Path
from IPython.display import Markdown
from widgets.app_links import app_link


def title(path):
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    for c in cells:
        text = "".join(c["source"]).strip()
        if c["cell_type"] == "markdown" and text.startswith("#"):
            return text.splitlines()[0].lstrip("# ").strip()
    return path.stem.replace("_", " ").title()


lines = []
for folder, heading in [("games", "Games"), ("lessons", "Lessons"), ("dashboards", "Dashboards (apps for children)")]:
    lines.append(f"**{heading}**\n")
    for path in sorted(Path(folder).glob("*.ipynb")):
        # a dashboard opens as the app a child uses (its Voila page, in a new tab), not as code
        link = app_link(path) if folder == "dashboards" else f"{folder}/{path.name}"
        lines.append(f"* [{title(path)}]({link})")
    lines.append("")
Markdown("\n".join(lines))

# %% [markdown]
# ## The arcade
#
# `./hilltop run` (in the project folder) starts the arcade: a web page with every dashboard, served
# on this computer only. Children click a game and play; no code is shown and none can be run from
# the page.
#
# ## For teachers
#
# * Every table takes a `seed=` (the same seed deals the same cards) and a stacked `deck=` (a list
#   of card codes, top card first) so you can set up a position on purpose.
# * `kit.new_game(...).to_json()` saves a game and `kit.load_game(text)` brings it back exactly.
# * Card codes are a rank (`A 2 3 ... 10 J Q K`, or `T` for ten) and a suit (`S H D C` or
#   `♠ ♥ ♦ ♣`): `AS`, `10H`, `Q♣`.
