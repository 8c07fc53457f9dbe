"""Dice Race's numbers in `make bench`: random races per minute on CPython.
host_tools/bench.py finds it by the game's folder alone."""

import time

from hexbox.games import game_class
from hexbox.games.playout import random_playout

SECONDS = 0.3


def metrics(upy):
    cls = game_class("dice_race")
    start, n = time.perf_counter(), 0
    while time.perf_counter() - start < SECONDS:
        random_playout(cls, 2, n)
        n += 1
    return {"playouts.dice_race.games_per_min": round(n * 60 / (time.perf_counter() - start), 1)}
