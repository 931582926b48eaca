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
# # Conjugal Patience
#
# A patience is a card game you could play all by yourself. This one is for **two**: you and the
# computer each have a whole pack of your own, and you take turns building on the **same** piles in
# the middle of the table. Whoever gets rid of all 52 of their cards first wins.

# %%
import kit
from widgets.conjugal_patience import ConjugalPatienceTable
kit.cards("AH 2H 3H 4H 5H")   # one foundation growing: same suit, one step at a time

# %% [markdown] tags=["rules"]
# ## What is on the table
#
# * **Your reserve**: six cards from your pack, face up in a row. Everyone can see them.
# * **Your stock**: the rest of your pack (46 cards), face down. Nobody knows what is in it.
# * **Your wastepile**: where you put one card, face down, at the end of each turn.
# * **Eight foundations** in the middle. They belong to both players. An **Ace** starts one, and then
#   it grows in the **same suit**, one step at a time: 2, 3, 4 ... all the way up to the King.
#   There are two packs, so there are two Aces of each suit and each suit can have two foundations.
#
# ## Your turn
#
# 1. Build as many reserve cards onto the foundations as you like. Each time a card leaves your
#    reserve, the gap is filled at once with the top card of your stock.
# 2. Finish your turn by choosing **one** reserve card and putting it face down on your wastepile.
#    Its gap is filled from your stock too, but that new card has to wait for your next turn.
#
# You don't have to build everything you can! Sometimes it is clever to keep a card back: if the
# computer has the 5♣ and the 6♣ in its reserve, building your 4♣ would let it play both of them.
#
# ## When the stock runs out
#
# Turn your wastepile over and it becomes your new stock. The card you put there **last** comes out
# **first**. So think about which card you throw away: the ones you throw away near the end come
# back to you soonest!
#
# The first player to build all 52 of their cards wins. (If a game went on for ever, the computer
# stops it after 2000 turns, and whoever has fewer cards left wins.)

# %% [markdown] tags=["rules"]
# ## Play!
#
# Click one of your cards to pick it up. The foundations where it fits light up, and so does your
# wastepile. Click one of them. A card marked **fits!** can be built right now. Click a card again
# to put it back.

# %%
from widgets import beside_the_rules
beside_the_rules(ConjugalPatienceTable(seed=3, level="easy"))    # the rules above, beside the table

# %% [markdown]
# Want a harder opponent? The hard computer holds back cards that would help you, and it thinks
# about which card to throw away:

# %%
ConjugalPatienceTable(seed=8, level="hard")

# %% [markdown]
# ## The example from the rules
#
# Here your reserve is A♥ 2♥ 3♥ 7♣ 9♦ K♠ and the middle is empty. You can build the Ace, the Two
# and the Three of hearts on one foundation, filling each gap from your stock, and then you must
# end your turn by throwing one card away.

# %%
from kit.games.conjugal_patience import Build, End
top = ["AH", "2H", "3H", "7C", "9D", "KS", "5D", "6D", "8D", "4H"]
mine = top + [c.code for c in kit.standard_deck() if c.code not in top]
other = [c.code for c in reversed(kit.standard_deck())]
g = kit.new_game("conjugal_patience", deck=[mine, other])
for slot, card in [(0, "AH"), (1, "2H"), (2, "3H")]:
    g.play(0, Build(slot, 0, kit.card(card)))
g.play(0, End(5, kit.card("KS")))
print("foundation 1:", g.view(0)["foundations"][0])
print("your reserve now:", g.view(0)["reserves"][0])
print("cards in your stock:", g.view(0)["stock"][0], "and in your wastepile:", g.view(0)["waste"][0])

# %% [markdown]
# The 4♥ that filled the gap fits on the 3♥ straight away, but it has to wait: your turn is over.
#
# ## Questions
#
# **1.** Before you start you can hope for an Ace: without one, nothing can be built. What is the
# chance that your first six cards hold at least one Ace? Work out the chance of **no** Ace first:
# the first card is not an Ace with chance 48/52, the second 47/51, and so on.

# %%
from kit.exact import conjugal_patience as exact
from kit.words import _
from lessons import game_notebooks as questions
from widgets.quiz import Quiz

Quiz(questions.conjugal_patience(), title=_(questions.CONJUGAL_TITLE))

# %% [markdown]
# Let's check the Ace question by dealing a lot of games and counting:

# %%
deals = 2000
hits = sum(any(c[0] == "A" for c in kit.new_game("conjugal_patience", seed=s).view(0)["reserves"][0])
           for s in range(deals))
print(f"at least one Ace in {hits} of {deals} deals: {hits / deals:.3f}")
print(f"exact chance: {exact.p_ace_in_reserve()} = {float(exact.p_ace_in_reserve()):.3f}")

# %% [markdown]
# ## Things to think about
#
# * The foundations belong to both of you. When is it a good idea **not** to build a card?
# * Near the end of your stock, which cards would you like to throw away? Remember they come back first.
# * Is this game more luck or more skill? Try the easy and the hard computer and compare.
