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
# The top card is known, so your hand comes from the other 51 cards. 12 of them share its suit and
# 3 share its number: 15 fit, and 36 don't. The chance that **none** fits is (ways to pick 7 from
# the 36 that don't fit) ÷ (ways to pick 7 from 51). Another way to see it: the first card misses
# with chance 36/51; then only 50 cards are left, 35 of them misses, so the second card misses with
# chance 35/50; and so on, seven times.
#
# Work it out before the kit does. Type a fraction like `5/8`, a decimal like `0.625` or a percent
# like `62.5%`.

# %%
from fractions import Fraction
from widgets.quiz import Quiz, Question
from kit.exact.can_i_play import p_can_play, p_no_match, expected_matches, by_hand_size, anarchy_can_start, count_playable

PUT_BACK = ("That is 36/51 multiplied 7 times, as if every card went back into the pack before the next. "
            "It doesn't: once a card that doesn't fit is in your hand, only 35 of the 50 cards left don't fit.")
Quiz([Question("With 7 cards, what is the chance that NONE fits?", p_no_match(7),
               hint="36/51 × 35/50 × ... (seven numbers)",
               wrong={Fraction(36, 51) ** 7: PUT_BACK,
                      p_can_play(7): "That is the chance that at least one card fits. The question asks for none."},
               explain="36/51 × 35/50 × 34/49 × 33/48 × 32/47 × 31/46 × 30/45 = C(36,7)/C(51,7)"),
      Question("How many matching cards do you expect in a hand of 7?", expected_matches(7),
               hint="Each of your 7 cards fits with chance 15/51.",
               wrong={Fraction(15, 51): "That is for one card. You hold 7, and each of them fits with chance 15/51: "
                                        "add them up.",
                      Fraction(7 * 15, 52): "The top card is not among the cards you could be dealt: your hand comes "
                                            "from 51 cards."},
               explain="7 × 15/51 = 35/17, about 2 cards")],
     title="Predict first!")

# %% [markdown]
# Now the kit's exact answers:

# %%
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
# The first player needs a trump in 4 cards. The indicator card is face up, and 15 of the other 51
# cards are trumps. Predict first:

# %%
Quiz(Question("Anarchy: what is the chance that the first player holds a trump in their 4 cards?", anarchy_can_start(),
              hint="First work out the chance of NO trump: 36/51 × 35/50 × ...",
              wrong={1 - Fraction(36, 51) ** 4: "You multiplied 36/51 four times, as if every card went back "
                                                "before the next one was dealt. Only 35 of the 50 cards left are "
                                                "not trumps once one is in the hand.",
                     Fraction(4 * 15, 51): "You added 15/51 four times. Adding counts hands with two trumps twice: "
                                           "work out the chance of NO trump, and take it from 1.",
                     p_can_play(4, 16): "You counted the indicator as a trump in someone's hand, but it lies face "
                                        "up: only 15 trumps are left among the 51 cards."},
              explain="1 - C(36,4)/C(51,4) = 107/140"),
     title="Predict first!")

# %%
print(anarchy_can_start(), '≈', round(float(anarchy_can_start()), 3))
print('cards that fit on 6♣ going down (trumps ♥ and 5s):', count_playable(kit.card('6C'), 'down', 'H', '5'))

# %% [markdown]
# ## Your turn
#
# New questions: none of these answers is printed above.

# %%
Quiz([Question('With only 5 cards, what is the chance that NONE fits?', p_no_match(5),
               hint="36/51 × 35/50 × ... (five numbers)",
               wrong={Fraction(36, 51) ** 5: PUT_BACK.replace("7 times", "5 times"),
                      p_can_play(5): "That is the chance that at least one card fits. The question asks for none."},
               explain="36/51 × 35/50 × 34/49 × 33/48 × 32/47 = C(36,5)/C(51,5)"),
      Question('How many matching cards do you expect in a hand of 10?', expected_matches(10),
               wrong={Fraction(10 * 15, 52): "The top card is not among the cards you could be dealt: your hand "
                                             "comes from 51 cards.",
                      Fraction(15, 51): "That is for one card. You hold 10: add up 15/51 for each of them."},
               explain="10 × 15/51 = 50/17, about 3 cards")],
     title='Can I play?')
