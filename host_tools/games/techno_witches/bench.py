"""Bench: Techno Witches flight layout, RAM and random playouts.

Keys:
- flight.layout_us_upy: one 5-curve take-off among all obstacles (4 flyers,
  8 castles, 4 houses, the table edge, the cat) worked out on MicroPython,
  mean of 40, in microseconds.
- ram.techno_witches.peak_bytes (target <= 48 KB): live MicroPython heap
  (engines.py's stepped measurement), peak over one random game of each
  adventure with 4 players, the game object included.
- playouts.techno_witches.games_per_min: engines.py's measurement for this
  game only (so `bench -k techno` shows it).
"""

from hexbox.games import game_class
from host_tools.benches import engines
from host_tools.device.upy import live_heap_peak

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
        args = {"name": name, "players": 4, "seed": 3, "variant": (adv,)}
        got = live_heap_peak(engines.SETUP % args, engines.STEP % args, heapsize=256 * 1024)
        peak = max(peak, got["peak"])
    out["ram.%s.peak_bytes" % name] = peak
    return out
