# Die wandelnden Türme: random full games per minute on CPython over every
# seat count and variant, and the live MicroPython heap during the heaviest
# games (budget 48 KB). Stricter than the generic engines bench (default seat
# count, no variant), so these keys replace its values for this game.
#
# RAM: the WebAssembly MicroPython cannot free memory while one script runs
# (gc.collect() only works between runPython calls), so the game is stepped
# one runPython call per action by host_tools/upy_steps.mjs. With a unix
# `micropython` binary (MICROPYTHON=...) one script with gc.collect() is exact.
import json
import os
import subprocess
import tempfile
import time

from host_tools import FIRMWARE, ROOT
from hexbox.games.playout import random_playout
from hexbox.games.wandelnde_tuerme import Game

CPY_SECONDS = 2.0
SETUPS = (
    ("base", ((2, ()), (3, ()), (4, ()), (5, ()), (6, ()))),
    ("team", ((4, ("team",)), (6, ("team",)))),
    ("meister", ((3, ("meister",)), (6, ("team", "meister")))),
    ("solo", ((1, ("solo",)),)),
)
# the heaviest games for RAM: most wizards and hands, most spells, longest logs
RAM_SETUPS = ((6, ("team", "meister")), (2, ("meister",)), (6, ()))

SETUP = """
from hexbox.games.wandelnde_tuerme import Game
from hexbox.core.rng import Rng
_g = Game(players=%(players)d, seed=%(seed)d, variant=%(variant)r)
_pick = Rng(%(seed)d ^ 0x5EED)
"""
STEP = """
_a = _g.actions()
_g.play(_a[_pick.below(len(_a))])
_a = None
_done = _g.over
"""
ONE_SCRIPT = """
import gc, json
_peak = 0
%(setup)s
gc.collect()
_base = gc.mem_alloc()
_done = False
_n = 0
while not _done:
%(step)s
    gc.collect()
    _peak = max(_peak, gc.mem_alloc() - _base)
    _n += 1
print(json.dumps({"peak": _peak, "steps": _n}))
"""


def _indent(src):
    return "\n".join("    " + line for line in src.strip().splitlines())


def live_heap_peak(upy, setup, step, max_steps=20000):
    """Peak of live heap (bytes after gc) above the state after `setup`."""
    if os.environ.get("MICROPYTHON"):
        src = ONE_SCRIPT % {"setup": setup, "step": _indent(step)}
        return json.loads(upy(src, heapsize=4 * 1024 * 1024).splitlines()[-1])
    with tempfile.TemporaryDirectory() as tmp:
        paths = []
        for name, text in (("setup.py", setup), ("step.py", step)):
            paths.append(os.path.join(tmp, name))
            with open(paths[-1], "w") as f:
                f.write(text)
        cmd = ["node", os.path.join(ROOT, "host_tools", "upy_steps.mjs"), str(64 * 1024),
               paths[0], paths[1], str(max_steps), FIRMWARE + ":/fw"]
        proc = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT, timeout=900)
    if proc.returncode:
        raise RuntimeError(proc.stderr.strip() or "upy_steps.mjs failed")
    return json.loads(proc.stdout.splitlines()[-1])


def _games_per_min(setups):
    start, n = time.perf_counter(), 0
    while time.perf_counter() - start < CPY_SECONDS:
        players, variant = setups[n % len(setups)]
        random_playout(Game, players, n, variant=variant)
        n += 1
    return round(n * 60 / (time.perf_counter() - start), 1)


def metrics(upy):
    out = {}
    every = []
    for name, setups in SETUPS:
        out["playouts.wandelnde_tuerme.%s.games_per_min" % name] = _games_per_min(setups)
        every.extend(setups)
    out["playouts.wandelnde_tuerme.games_per_min"] = _games_per_min(tuple(every))
    peak = 0
    for players, variant in RAM_SETUPS:
        setup = SETUP % {"players": players, "seed": 1, "variant": variant}
        peak = max(peak, live_heap_peak(upy, setup, STEP)["peak"])
    out["ram.wandelnde_tuerme.peak_bytes"] = peak
    return out
