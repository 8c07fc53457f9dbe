"""Bench: Techno Witches flight layout, RAM and random playouts.

Keys:
- flight.layout_us_upy: one 5-curve take-off among all obstacles (4 flyers,
  8 castles, 4 houses, the edge, the cat), worked out on MicroPython, in us.
- ram.techno_witches.peak_bytes: peak heap above the post-import baseline
  during one full random game on MicroPython (target <= 48 KB).
- playouts.techno_witches.games_per_min: random full games per minute on the
  host (CPython), all four adventures in turn.
"""

import time

_LAYOUT = r"""
import gc, time
from hexbox.games.techno_witches import Game
from hexbox.games.techno_witches import flight
g = Game(players=4, seed=1, variant=("flight_school",))
while g.pending:
    g.play(g.actions()[0])
s = g.turn
# a gentle S: five long curves that stay clear of everything
for shape, side in ((10, "L"), (9, "R"), (10, "R"), (9, "L"), (8, "L")):
    g.supply[shape - 1] -= 1
    g.books[s].append([shape, side])
best = 10 ** 9
for _ in range(5):
    t0 = time.ticks_us()
    p = flight.plan_flight(g, s)
    dt = time.ticks_diff(time.ticks_us(), t0)
    if dt < best:
        best = dt
print(best, len(p.kept), p.crashed)
"""

_RAM = r"""
import gc
gc.collect()
from hexbox.core.rng import Rng
from hexbox.games.techno_witches import Game
gc.collect()
base = gc.mem_alloc()
peak = 0
r = Rng(5)
for adv in ("flight_school", "quaddatsch", "wolkenschreck", "bumblebee"):
    g = Game(players=4, seed=5, variant=(adv,))
    n = 0
    while not g.over and n < 400:
        g.play(r.choice(g.actions()))
        n += 1
        m = gc.mem_alloc() - base
        if m > peak:
            peak = m
    g = None
    gc.collect()
print(peak)
"""


def _playouts(seconds=3):
    from hexbox.core.rng import Rng
    from hexbox.games.techno_witches import Game
    advs = ("flight_school", "bumblebee", "quaddatsch", "wolkenschreck")
    r = Rng(11)
    games = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        g = Game(players=2 + games % 3, seed=games, variant=(advs[games % 4],))
        while not g.over:
            g.play(r.choice(g.actions()))
        games += 1
    return games * 60 / (time.perf_counter() - t0)


def metrics(upy):
    out = {}
    best, _kept, _crashed = upy(_LAYOUT, heapsize=256 * 1024).split()[:3]
    out["flight.layout_us_upy"] = int(best)
    out["ram.techno_witches.peak_bytes"] = int(upy(_RAM, heapsize=256 * 1024).split()[0])
    out["playouts.techno_witches.games_per_min"] = round(_playouts())
    return out
