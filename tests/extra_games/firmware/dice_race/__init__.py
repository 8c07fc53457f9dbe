# Dice Race: a game that lives in the tests only (tests/extra_games/), to
# show that a game is its folders and nothing else: the registry finds it
# once a test puts this folder on hexbox.games' path.
from hexbox.core import errors  # noqa: F401
from hexbox.core import action  # noqa: F401
from hexbox.core import history  # noqa: F401
from hexbox.core import engine  # noqa: F401
from hexbox.core import rng  # noqa: F401
from . import data  # noqa: F401
from .engine import Game  # noqa: F401

ORDER = 90  # where menus list this game (lower first; hexbox.games.names)
TITLE = "Dice Race"  # its name on title bars and pickers
