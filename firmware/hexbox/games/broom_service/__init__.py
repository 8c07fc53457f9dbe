# Broom Service: role-card referee with map, towers, clouds, events, variants.
# Leaves first, so that no import below nests: each module finds what it
# imports already loaded. Compiling from .py (a mip install) costs ~5 KB
# of C stack per nested import, and an RP2040 has 8 KB
# (tests/test_source_imports.py keeps the nesting shallow).
from hexbox.core import errors  # noqa: F401
from hexbox.core import action  # noqa: F401
from hexbox.core import history  # noqa: F401
from hexbox.core import engine  # noqa: F401
from hexbox.core import rng  # noqa: F401
from . import data  # noqa: F401
from . import acts  # noqa: F401
from . import round_events  # noqa: F401
from . import board  # noqa: F401
from . import scoring  # noqa: F401
from .engine import Game  # noqa: F401

ORDER = 40  # where menus list this game (lower first; hexbox.games.names)
TITLE = "Broom Service"  # its name on title bars and pickers
