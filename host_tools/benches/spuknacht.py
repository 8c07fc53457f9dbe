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


# This MicroPython build (WebAssembly) never frees memory in gc.collect(),
# so gc.mem_alloc() counts every allocation ever made. The sum below is an
# upper bound of the live heap a full game needs after import on a device:
# the board as built (garbage included), the biggest final game state
# (rebuilt by from_dict, garbage included) and the most one step allocates.
UPY_RAM = """
import gc
from hexbox.games.spuknacht import Game
from hexbox.games.spuknacht.board import Board
from hexbox.games.spuknacht.board_ref import BOARD
from hexbox.core.rng import Rng
gc.collect()
a = gc.mem_alloc()
b = Board(BOARD)
board = gc.mem_alloc() - a
worst = 0
state = 0
for seed in range(3):
    g = Game(players=3, seed=seed, variant=('expert',), board=b)
    pol = Rng(seed + 99)
    while not g.over:
        m0 = gc.mem_alloc()
        legal = g.actions()
        g.play(legal[pol.below(len(legal))])
        d = gc.mem_alloc() - m0
        if d > worst:
            worst = d
    d = g.to_dict()
    m0 = gc.mem_alloc()
    g2 = Game.from_dict(d)
    size = gc.mem_alloc() - m0
    if size > state:
        state = size
print(board, state, worst)
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
    board, state, step = (int(x) for x in upy(UPY_RAM, heapsize=8 * 1024 * 1024).split()[-3:])
    return {
        "ram.spuknacht.board_bytes": board,
        "ram.spuknacht.state_bytes": state,
        "ram.spuknacht.step_alloc_max_bytes": step,
        "ram.spuknacht.live_bound_bytes": board + state + step,
        "wheel.stop_exact_ratio": round(exact / CASES, 6),
        "wheel.plan_us_upy": int(us),
        "wheel.plan_bytes_upy": int(alloc),
    }
