# Per registered game: random full games per minute on CPython, and the live
# MicroPython heap during one full game (budget: 48 KB after import).
import json
import time

from hexbox.games import game_class, names
from hexbox.games.playout import default_players, random_playout

RAM_BUDGET = 48 * 1024
CPY_SECONDS = 3.0

UPY_RAM = """
import gc, json, time
gc.collect()
base = gc.mem_alloc()
from hexbox.games import game_class
from hexbox.games.playout import default_players, random_playout
cls = game_class(%(name)r)
gc.collect()
after_import = gc.mem_alloc()
peak = [0]
def step(game, action, events):
    gc.collect()
    used = gc.mem_alloc() - after_import
    if used > peak[0]:
        peak[0] = used
t0 = time.ticks_ms()
game, steps = random_playout(cls, default_players(cls), 1, on_step=step)
ms = time.ticks_diff(time.ticks_ms(), t0)
print(json.dumps({"import": after_import - base, "peak": peak[0], "steps": steps, "ms": ms}))
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
        got = json.loads(upy(UPY_RAM % {"name": name}, heapsize=4 * 1024 * 1024).splitlines()[-1])
        out["ram.%s.peak_bytes" % name] = got["peak"]
        out["ram.%s.import_bytes" % name] = got["import"]
        out["upy.%s.ms_per_step" % name] = round(got["ms"] / max(1, got["steps"]), 2)
    return out
