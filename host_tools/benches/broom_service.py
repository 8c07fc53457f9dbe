# Broom Service: random full games per minute on CPython (all variants mixed
# in), and the MicroPython heap one full game needs.
#
# RAM: the WebAssembly MicroPython under Node does not free garbage inside one
# runPython call (gc.collect() reclaims nothing there), so "mem_alloc after
# gc.collect()" only counts every byte ever allocated. What a board with a
# working GC needs at most is bounded by: the live game object graph (board +
# state, sized with MicroPython's 32-bit object layout in 16-byte GC blocks, at
# its largest over a whole game) + the most any single step allocates on real
# MicroPython. That sum is ram.broom_service.peak_bytes; the raw allocation
# total under the non-collecting heap is reported too.
import json
import time

from hexbox.games import game_class
from hexbox.games.playout import random_playout

CPY_SECONDS = 3.0
VARIANT_MIX = ((), ("storm",), ("mountains",), ("back",), ("back", "storm"))

UPY_RAM = """
import gc, json
from hexbox.games.broom_service import Game
from hexbox.core.rng import Rng
gc.collect()
g = Game(%(players)d, %(seed)d, %(variant)r)
pol = Rng(%(seed)d)
step_max = 0
steps = 0
start = gc.mem_alloc()
while not g.over:
    a = g.actions()
    pick = a[pol.below(len(a))]
    m0 = gc.mem_alloc()
    g.play(pick)
    d = gc.mem_alloc() - m0
    if d > step_max:
        step_max = d
    steps += 1
total = gc.mem_alloc() - start
print(json.dumps({"step": step_max, "total": total, "steps": steps}))
"""


def _blocks(nbytes):
    return (nbytes + 15) // 16 * 16


def upy_bytes(obj, seen=None):
    """Heap bytes of an object graph on 32-bit MicroPython (small ints and
    interned strings cost nothing; lists grow their item array by 4)."""
    if seen is None:
        seen = set()
    if id(obj) in seen or obj is None or isinstance(obj, bool):
        return 0
    seen.add(id(obj))
    if isinstance(obj, int):
        return 0 if -(1 << 30) <= obj < (1 << 30) else 16
    if isinstance(obj, str):
        return 0
    if isinstance(obj, (bytes, bytearray)):
        return 16 + _blocks(len(obj))
    if isinstance(obj, tuple):
        return _blocks(8 + 4 * len(obj)) + sum(upy_bytes(x, seen) for x in obj)
    if isinstance(obj, list):
        cap = (len(obj) + 3) // 4 * 4
        return 16 + _blocks(4 * cap) + sum(upy_bytes(x, seen) for x in obj)
    if isinstance(obj, dict):
        return 16 + _blocks(8 * (len(obj) + 2)) + sum(
            upy_bytes(k, seen) + upy_bytes(v, seen) for k, v in obj.items())
    if hasattr(obj, "__dict__"):
        return 16 + upy_bytes(vars(obj), seen)
    return 16


def live_peak(players, seed, variant):
    cls = game_class("broom_service")
    peak = [0]

    count = [0]

    def step(game, action, events):
        count[0] += 1
        if count[0] % 4 == 0 or game.over:  # the state only grows by a few bytes a step
            peak[0] = max(peak[0], upy_bytes(game))

    random_playout(cls, players, seed, variant=variant, on_step=step)
    return peak[0]


def games_per_minute():
    cls = game_class("broom_service")
    start, n = time.perf_counter(), 0
    while time.perf_counter() - start < CPY_SECONDS:
        random_playout(cls, 3 + n % 3, n, variant=VARIANT_MIX[n % len(VARIANT_MIX)])
        n += 1
    return round(n * 60 / (time.perf_counter() - start), 1)


def metrics(upy):
    worst = None
    for players, variant in ((5, ("back", "storm")), (3, ())):
        src = UPY_RAM % {"players": players, "seed": 1, "variant": variant}
        got = json.loads(upy(src, heapsize=8 * 1024 * 1024).splitlines()[-1])
        got["state"] = live_peak(players, 1, variant)
        if worst is None or got["state"] + got["step"] > worst["state"] + worst["step"]:
            worst = got
    return {
        "playouts.broom_service.games_per_min": games_per_minute(),
        "ram.broom_service.peak_bytes": worst["state"] + worst["step"],
        "ram.broom_service.state_bytes": worst["state"],
        "ram.broom_service.max_step_alloc_bytes": worst["step"],
        "ram.broom_service.total_alloc_bytes_no_gc": worst["total"],
    }
