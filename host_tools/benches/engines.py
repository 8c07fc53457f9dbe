# Per registered game: random full games per minute on CPython, and the live
# MicroPython heap during one full game (budget: 48 KB after import), in the
# heaviest setup the game declares (Game.HEAVIEST: (players, variants)).
import time

from hexbox.games import game_class, names
from hexbox.games.playout import default_players, random_playout
from host_tools.device.upy import live_heap_peak

RAM_BUDGET = 48 * 1024
CPY_SECONDS = 3.0

# Setup only imports, so the game object itself counts against the budget:
# the first step builds it.
SETUP = """
from hexbox.games import game_class
from hexbox.core.rng import Rng
from hexbox.games.playout import _POLICY_SALT
_cls = game_class(%(name)r)
_g = None
"""
STEP = """
if _g is None:
    _g = _cls(players=%(players)d, seed=%(seed)d, variant=%(variant)r)
    _pick = Rng(%(seed)d ^ _POLICY_SALT)
else:
    _a = _g.actions()
    _g.play(_a[_pick.below(len(_a))])
    _a = None
_done = _g.over
"""


def games_per_minute(cls):
    start, n = time.perf_counter(), 0
    while time.perf_counter() - start < CPY_SECONDS:
        random_playout(cls, default_players(cls), n)
        n += 1
    return round(n * 60 / (time.perf_counter() - start), 1)


def metrics(upy):
    out = {"ram.budget_bytes": RAM_BUDGET}
    for name in names():
        cls = game_class(name)
        out["playouts.%s.games_per_min" % name] = games_per_minute(cls)
        players, variant = getattr(cls, "HEAVIEST", (default_players(cls), ()))
        args = {"name": name, "players": players, "seed": 1, "variant": tuple(variant)}
        got = live_heap_peak(SETUP % args, STEP % args, heapsize=256 * 1024)
        out["ram.%s.peak_bytes" % name] = got["peak"]
        out["ram.%s.steps" % name] = got["steps"]
    return out
