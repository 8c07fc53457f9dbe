# Techno Witches: spellbook flight computer and referee (see game.py).
# The package holds what a menu reads (ORDER, TITLE; a setup screen reads
# facts.py): importing it, its facts or its words loads no engine. The
# engine loads at the first ask for Game or another of its modules
# (hexbox.games.package_attr), leaves first, so that no import below nests:
# each module finds what it imports already loaded. Compiling from .py (a
# mip install) costs ~5 KB of C stack per nested import, and an RP2040 has
# 8 KB (tests/test_source_imports.py keeps the nesting shallow).
ORDER = 20  # where menus list this game (lower first; hexbox.games.names)
TITLE = "Techno Witches"  # its name on title bars and pickers


def _engine(g):
    from hexbox.core import errors  # noqa: F401
    from hexbox.core import heap  # noqa: F401
    from hexbox.core import action  # noqa: F401
    from hexbox.core import history  # noqa: F401
    from hexbox.core import engine  # noqa: F401
    from . import data  # noqa: F401
    from hexbox.core import convex  # noqa: F401
    from hexbox.core import fixed  # noqa: F401
    from hexbox.core import frame  # noqa: F401
    from hexbox.core import rect  # noqa: F401
    from hexbox.core import band  # noqa: F401
    from hexbox.core import disc  # noqa: F401
    from hexbox.core import pose  # noqa: F401
    from hexbox.core import shapes  # noqa: F401
    from hexbox.core import collide  # noqa: F401
    from hexbox.core import sweep  # noqa: F401
    from . import pieces  # noqa: F401
    from . import layout  # noqa: F401
    from . import flight  # noqa: F401
    from .engine import Game
    g["Game"] = Game


def __getattr__(name):
    from hexbox.games import package_attr

    return package_attr(globals(), name, _engine)
