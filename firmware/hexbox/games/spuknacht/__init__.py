# Die verdrehte Spuknacht: rules engine and ghost-wheel planner.
# The package holds what a menu reads (ORDER, TITLE; a setup screen reads
# facts.py): importing it, its facts or its words loads no engine. The
# engine loads at the first ask for Game or another of its modules
# (hexbox.games.package_attr), leaves first, so that no import below nests:
# each module finds what it imports already loaded. Compiling from .py (a
# mip install) costs ~5 KB of C stack per nested import, and an RP2040 has
# 8 KB (tests/test_source_imports.py keeps the nesting shallow).
ORDER = 10  # where menus list this game (lower first; hexbox.games.names)
TITLE = "Die verdrehte Spuknacht"  # its name on title bars and pickers


def _engine(g):
    from hexbox.core import fixed  # noqa: F401
    from hexbox.core import disc  # noqa: F401
    from hexbox.core import errors  # noqa: F401
    from hexbox.core import action  # noqa: F401
    from hexbox.core import history  # noqa: F401
    from hexbox.core import engine  # noqa: F401
    from hexbox.core import rng  # noqa: F401
    from hexbox.core import sweep  # noqa: F401
    from . import data  # noqa: F401
    from . import dice  # noqa: F401
    from . import motor  # noqa: F401
    from . import board  # noqa: F401
    from . import moves  # noqa: F401
    from . import planner  # noqa: F401
    from .engine import Game
    from .planner import plan_turn
    g["Game"] = Game
    g["plan_turn"] = plan_turn


def __getattr__(name):
    from hexbox.games import package_attr

    return package_attr(globals(), name, _engine)
