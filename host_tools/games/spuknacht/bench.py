# Spuknacht wheel planner: exactness against the step-by-step reference and
# the time (and heap) of one planning call on MicroPython. The per-game keys
# ram.spuknacht.peak_bytes and playouts.spuknacht.games_per_min come from
# benches/engines.py, which measures every registered game the same way.
import os
import sys

from host_tools import FIRMWARE

_PORTABLE = os.path.join(os.path.dirname(FIRMWARE), "tests", "portable")
CASES = 2000

UPY_PLAN = """
import gc, time
from hexbox.games.spuknacht.board import reference_board
from hexbox.games.spuknacht.planner import plan_turn
from hexbox.core.rng import Rng
b = reference_board()
w = b.wheel
rnd = Rng(7)
cases = []
for i in range(%(n)d):
    ghosts = [[k, b.mount_a[k]] for k in range(3)] + [[rnd.below(3), rnd.below(65536)]]
    mags = []
    for m in range(3):
        f = rnd.below(b.n)
        mags.append((b.fx[f], b.fy[f]))
    cases.append((rnd.below(w.period), ghosts, mags, rnd.choice((1, -1)), rnd.between(1, 3)))
gc.collect()
total = 0
alloc = 0
for c in cases:
    a0 = gc.mem_alloc()
    t0 = time.ticks_us()
    plan_turn(b, c[0], c[1], c[2], c[3], c[4])
    total += time.ticks_diff(time.ticks_us(), t0)
    alloc += gc.mem_alloc() - a0
    gc.collect()
print(total // len(cases), alloc // len(cases))
"""


def metrics(upy):
    if FIRMWARE not in sys.path:
        sys.path.insert(0, FIRMWARE)
    if _PORTABLE not in sys.path:
        sys.path.insert(0, _PORTABLE)
    from spuknacht_reference import compare_count

    from hexbox.games.spuknacht.board import reference_board

    exact = compare_count(reference_board(), CASES, 11)
    us, alloc = upy(UPY_PLAN % {"n": 50}, heapsize=1024 * 1024).split()[-2:]
    return {
        "wheel.stop_exact_ratio": round(exact / CASES, 6),
        "wheel.plan_us_upy": int(us),
        "wheel.plan_bytes_upy": int(alloc),
    }
