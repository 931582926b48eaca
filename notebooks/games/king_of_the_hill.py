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

# %% [markdown] tags=["rules"]
# # King of the Hill
#
# A card battle for **two players**. Thirty cards are built into a **pyramid** (a hill) with a
# Joker sitting right on the top. You and the computer fight for the piles of the hill one at a
# time. Whoever captures the Joker at the very top is the **King of the Hill** and wins!
#
# The secret of the game: every fight is **sealed**. You both pick your attack in secret, then you
# show them at the same moment. So you have to guess how strong the other attack will be...
# and add up well.

# %% [markdown] tags=["rules"]
# ## Getting ready
#
# * Use one pack of cards and three Jokers. Each player gets **11 cards and one Joker**.
# * The third Joker sits alone at the very top of the hill. Under it, the 30 pack cards that are
#   left make the rest of the hill: 2 piles of 4 cards, then 3 piles of 3, 4 piles of 2 and 5 single
#   cards at the bottom (8 + 9 + 8 + 5 = 30). Only the top card of each pile is face up.
#
# Here is a hill at the start of a game (the small number says how many cards hide under the top):

# %%
import kit
from widgets.king_of_the_hill import pyramid_picture
pyramid_picture(kit.new_game("king_of_the_hill", seed=4))

# %% [markdown] tags=["rules"]
# * Before the first fight, each player may hide some cards, face down, in a **reserve**. The
#   reserve is only used to settle a draw. You may hide your Joker there too: then the other
#   player can't tell if you still have it!
#
# ## How much is a card worth?
#
# | card | worth |
# |---|---|
# | 2 to 10 | the number on the card |
# | Jack, Queen, King | 10 each |
# | Ace | 15, the best single card |
# | Joker | 0 |

# %%
kit.cards("2S 7H 10D JC QS KH AD JK")   # worth 2, 7, 10, 10, 10, 10, 15 and 0

# %% [markdown] tags=["rules"]
# ## A fight
#
# 1. The player whose turn it is picks a pile. At first only the five bottom cards can be picked;
#    a pile higher up can be picked once one of the two piles lying on it has gone. The Joker at
#    the top can be picked only when both piles just under it have gone.
# 2. Both players secretly choose an attack from their hand:
#    * **one card**, or
#    * a **sequence**: two or more cards of the same suit that follow each other, using only 2, 3, 4,
#      5, 6, 7 and 8 (like 3♦ 4♦ 5♦). A sequence is worth the **sum** of its cards: 3 + 4 + 5 = 12!
#    * the **Joker**, which means "I give up this pile" (and saves your good cards).
# 3. Show both attacks. The bigger one wins the whole pile. Two single cards worth 10 are decided
#    by rank: a King beats a Queen, a Queen beats a Jack, a Jack beats a 10.
# 4. The cards used to attack are out of the game. Jokers go back to their owners.
# 5. The winner puts each won card into their hand or their reserve, and can use them next time.
#
# If both play the Joker, the pile is thrown away. If the attacks are level (worth the same, and
# not two single cards of different ranks), it's a **tie-break**: each player's Joker goes into
# the reserve, and both attack again with reserve cards only. Another level fight means another
# round. It ends when one player wins the pile, or when both play their Jokers: then nobody gets
# the pile and it is thrown away.
#
# The players take turns picking a pile, no matter who won the last one.

# %%
kit.cards("3D 4D 5D 6D")   # a sequence: 3 + 4 + 5 + 6 = 18, better than an Ace (15)!

# %% [markdown] tags=["rules"]
# ## Play!
#
# Click cards in your hand to put them in your reserve, then **Ready**. When the hill glows, click a
# pile. To attack, click cards of your hand: the table adds them up for you and tells you if they
# don't make an attack. Then press **Attack!**

# %%
from widgets.king_of_the_hill import KingOfTheHillTable
from widgets import beside_the_rules
beside_the_rules(KingOfTheHillTable(seed=7))    # the rules above, beside the table

# %% [markdown]
# ### For teachers
#
# `KingOfTheHillTable(level="hard")` plays a thoughtful computer. Rules can be changed:
# `equal_face_cards=True` makes 10, J, Q and K all equal (more ties), `jokers=2` leaves the top of
# the hill empty, `apex_double_joker="replay"` replays the top once if both give it up, and a
# stacked deck (`deck=[...]`, 52 cards, top first) deals a chosen game.

# %% [markdown]
# ## Questions to think about
#
# 1. Which sequence is worth the most? Can a sequence ever be worth exactly 10?
# 2. You have A♠ and 5♣ 6♣ 7♣. The pile you fight for is a single 3. Which attack would you use,
#    and why might the Joker be even better?
# 3. Why is it clever to hide your Joker in the reserve?
# 4. Is it good to win lots of piles early, or to save strong cards for the top of the hill?
#    Watch the hard computer against the easy one:

# %%
from kit.bots import make_bot, play_out
wins = 0
for seed in range(10):
    g = kit.new_game("king_of_the_hill", seed=seed)
    play_out(g, {0: make_bot("king_of_the_hill", "hard", seed=seed, seat=0),
                 1: make_bot("king_of_the_hill", "easy", seed=seed, seat=1)})
    wins += g.winner == 0
print(f"The hard computer won {wins} of 10 games against the easy one.")
