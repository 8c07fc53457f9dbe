# Broom Service: role-card referee with map, towers, clouds, events, variants.
# The package holds what a menu reads (ORDER, TITLE; a setup screen reads
# facts.py): importing it, its facts or its words loads no engine. The
# engine loads at the first ask for Game or another of its modules
# (hexbox.games.package_attr), leaves first, so that no import below nests:
# each module finds what it imports already loaded. Compiling from .py (a
# mip install) costs ~5 KB of C stack per nested import, and an RP2040 has
# 8 KB (tests/test_source_imports.py keeps the nesting shallow).
ORDER = 40  # where menus list this game (lower first; hexbox.games.names)
TITLE = "Broom Service"  # its name on title bars and pickers


def _engine(g):
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
    from .engine import Game
    g["Game"] = Game


def __getattr__(name):
    from hexbox.games import package_attr

    return package_attr(globals(), name, _engine)
