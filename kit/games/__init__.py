"""The games.  Each module registers its game class in ``kit.GAMES`` when imported; every
module in this package is imported by ``kit`` so a new game only needs its own file."""
