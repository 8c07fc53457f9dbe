# Broom Service: random full games per minute on CPython with every variant
# mixed in (engines.py measures the plain game and the MicroPython heap).
import time

from hexbox.games import game_class
from hexbox.games.playout import random_playout

CPY_SECONDS = 3.0
VARIANT_MIX = ((), ("storm",), ("mountains",), ("back",), ("back", "storm"), ("fewer_heavy",))


def metrics(upy):
    cls = game_class("broom_service")
    start, n = time.perf_counter(), 0
    while time.perf_counter() - start < CPY_SECONDS:
        random_playout(cls, 2 + n % 4, n, variant=VARIANT_MIX[n % len(VARIANT_MIX)])
        n += 1
    return {"playouts.broom_service.variants.games_per_min":
            round(n * 60 / (time.perf_counter() - start), 1)}
