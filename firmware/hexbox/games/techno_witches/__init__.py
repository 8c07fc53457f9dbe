# Techno Witches: spellbook flight computer and referee (see game.py).
from .game import Game  # noqa: F401
