"""Bench: Techno Witches flight layout, RAM and random playouts.

Keys:
- flight.layout_us_upy: one 5-curve take-off among all obstacles (4 flyers,
  8 castles, 4 houses, the table edge, the cat) worked out on MicroPython,
  mean of 40, in microseconds.
- ram.techno_witches.peak_bytes (target <= 48 KB): live MicroPython heap
  above a fresh game, peak over one random game of each adventure with 4
  players, stepped one runPython call per action (the WebAssembly port only
  frees memory between calls) by the shared live_heap_peak of the Türme bench.
- playouts.techno_witches.games_per_min: the shared code of benches/engines.py
  for this game only (so `bench -k techno` shows it).
"""

from host_tools.benches import engines
from host_tools.benches.wandelnde_tuerme import live_heap_peak

from hexbox.games import game_class

_SETUP = """
from hexbox.games.techno_witches import Game
from hexbox.core.rng import Rng
_g = Game(players=4, seed=%(seed)d, variant=(%(adv)r,))
_pick = Rng(%(seed)d ^ 0x5EED)
"""
_STEP = """
_a = _g.actions()
_g.play(_a[_pick.below(len(_a))])
_a = None
_done = _g.over
"""

_LAYOUT = r"""
import time
from hexbox.games.techno_witches import Game, flight
g = Game(players=4, seed=1, variant=("flight_school",))
while g.pending:
    g.play(g.actions()[0])
s = g.turn
g.poses[s] = [500 * 16, 350 * 16, 0]
g.home[s] = None
# an S of five tight curves in the middle of the table, clear of everything
for shape, side in ((2, "L"), (3, "L"), (2, "R"), (1, "R"), (3, "R")):
    g.supply[shape - 1] -= 1
    g.books[s].append([shape, side])
# the WebAssembly port's clock ticks in whole ms: time a batch, report the mean
n = 40
t0 = time.ticks_us()
for _ in range(n):
    p = flight.plan_flight(g, s)
best = time.ticks_diff(time.ticks_us(), t0) // n
print(best, len(p.kept), 1 if p.crashed else 0)
"""


def metrics(upy):
    out = {}
    best, kept, crashed = upy(_LAYOUT, heapsize=512 * 1024).split()[-3:]
    if int(kept) != 5 or int(crashed):
        raise RuntimeError("the bench flight no longer flies all 5 curves cleanly")
    out["flight.layout_us_upy"] = int(best)
    name = "techno_witches"
    out["playouts.%s.games_per_min" % name] = engines.games_per_minute(game_class(name))
    peak = 0
    for adv in ("flight_school", "bumblebee", "quaddatsch", "wolkenschreck"):
        got = live_heap_peak(upy, _SETUP % {"seed": 3, "adv": adv}, _STEP)
        peak = max(peak, got["peak"])
    out["ram.%s.peak_bytes" % name] = peak
    return out
