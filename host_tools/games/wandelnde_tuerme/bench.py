# Die wandelnden Türme: random full games per minute on CPython per variant
# and seat count (engines.py measures the default game and the MicroPython heap).
import time

from hexbox.games.playout import random_playout
from hexbox.games.wandelnde_tuerme import Game

CPY_SECONDS = 2.0
# the page's press bench (host_tools/benches/web.py) clicks through this
# game's menus: (players, seed)
PAGE_PRESS = (3, 7)
SETUPS = (
    ("base", ((2, ()), (3, ()), (4, ()), (5, ()), (6, ()))),
    ("team", ((4, ("team",)), (6, ("team",)))),
    ("meister", ((3, ("meister",)), (6, ("team", "meister")))),
    ("solo", ((1, ("solo",)),)),
)


def _games_per_min(setups):
    start, n = time.perf_counter(), 0
    while time.perf_counter() - start < CPY_SECONDS:
        players, variant = setups[n % len(setups)]
        random_playout(Game, players, n, variant=variant)
        n += 1
    return round(n * 60 / (time.perf_counter() - start), 1)


def metrics(upy):
    return {"playouts.wandelnde_tuerme.%s.games_per_min" % name: _games_per_min(setups)
            for name, setups in SETUPS}
