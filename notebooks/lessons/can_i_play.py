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
# # Can I play?
#
# In Anthony Hill's game you see the top card and hold 7 cards. How likely is it that at least one of them fits?

# %% [markdown]
# The top card is known, so your hand comes from the other 51 cards. 12 of them share its suit and 3 share its number: 15 fit. The chance that **none** fits is (ways to pick 7 from the 36 that don't fit) ÷ (ways to pick 7 from 51).

# %%
from kit.exact.can_i_play import p_can_play, p_no_match, expected_matches, by_hand_size, anarchy_can_start, count_playable
print('no match:', p_no_match(7), ' at least one:', p_can_play(7), '≈', round(float(p_can_play(7)), 3))
print('10 cards:', p_can_play(10), '≈', round(float(p_can_play(10)), 3))
print('expected matching cards in 7:', expected_matches(7))

# %% [markdown]
# ## How does it change with the hand size?

# %%
import ipywidgets as W
from widgets.charts import line_chart
chances = by_hand_size(range(1, 16))
W.HTML(line_chart({'exact': (list(chances), [float(p) for p in chances.values()], '#2a6')}, title='Chance of a playable card', xlabel='cards in hand', ylabel='chance', low=0, high=1))

# %% [markdown]
# ## The same by playing
# Deal many real games with the engine and look at the first player's hand.

# %%
import kit
from kit.games.shedding import Play
games = 2000
hits = sum(any(g.why_not(c) is None for c in g.hands[0]) for g in (kit.new_game('anthony_hill', players=2, seed=s) for s in range(games)))
print(f'simulated: {hits / games:.3f}   exact: {float(p_can_play(7)):.3f}')

# %% [markdown]
# ## Anarchy
# The first player needs a trump in 4 cards: 15 of the other 51 cards are trumps.

# %%
print(anarchy_can_start(), '≈', round(float(anarchy_can_start()), 3))
print('cards that fit on 6♣ going down (trumps ♥ and 5s):', count_playable(kit.card('6C'), 'down', 'H', '5'))

# %% [markdown]
# ## Your turn

# %%
from widgets.quiz import Quiz, Question
Quiz([Question('With 7 cards, what is the chance that NONE fits? (a fraction)', p_no_match(7)),
      Question('How many matching cards do you expect in a hand of 7? (a fraction)', expected_matches(7)),
      Question('Anarchy: the chance the first player holds a trump? (a fraction)', anarchy_can_start())], title='Can I play?')
