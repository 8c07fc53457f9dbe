"""Heaps that decide whether the box works, measured on the unix MicroPython
(a fixed heap, `-X heapsize`: MemoryError when it is full, as on a board).

Keys (per registered game, its heaviest setup Game.HEAVIEST, seed GAME_SEED):
  heap.<game>.min_completing_kb         smallest -X heapsize (KB, bisected) in which a
                                        whole random game completes, firmware imported
                                        as `host_tools flash` puts it on a board (.mpy),
                                        nothing tuned
  heap.<game>.min_completing_kb_gc      the same with the collection threshold that
                                        firmware/main.py sets first (hexbox.core.heap)
  heap.<game>.min_completing_kb_source  the same as the first, imported from .py (mip)
  heap.<game>.live_peak_bytes           gc.mem_alloc() after gc.collect() after every
                                        action: the highest, imports included (.mpy)
  heap.<game>.live_peak_bytes_wasm32    the same on the 32-bit WebAssembly port
  heap.<game>.import_bytes              the live heap right after the game's import
  heap.<game>.actions                   actions of the measured game
  heap.app.<game>.min_completing_kb     the controller app (firmware/main.py as flashed)
                                        playing a whole game (seed APP_SEED) on the
                                        simulated parts (host_tools/sim/upy_app.py) of
                                        the box built for that game (box_for), in
                                        APP_STEP_KB steps; "no app yet" (and .why) when
                                        the app refuses to start that game
  heap.app.<game>.sim_bytes             of that heap, what the simulator's own objects
                                        hold when the app starts (a board has none)
  heap.app.<game>.min_completing_kb_app min_completing_kb less sim_bytes: the app's share
  heap.app.<game>.live_peak_bytes       the app's live heap, stepped (above the
                                        simulator's objects); _wasm32: on WebAssembly
  heap.app.<game>.actions               actions the app played
  ram.app.<game>.peak_bytes             = heap.app.<game>.live_peak_bytes_wasm32
  heap.factor_64_to_32                  how much larger the same live heap is on this
                                        64-bit port than on a 32-bit one (below)
  heap.factor_64_to_32_app              the same ratio for the app's live peaks
  *_32bit                               each figure measured here divided by
                                        heap.factor_64_to_32: its 32-bit value
  heap.app_budget_kb                    the budget on this 64-bit port: 256 KB (= 128 KB
                                        on 32 bits: an RP2040's ~190 KB heap less 64 KB)

The factor is measured, not assumed: the WebAssembly MicroPython is a 32-bit
port (4-byte object words, 16-byte GC blocks, like an RP2040), so the same
firmware (.mpy) and the same game, stepped one action per top-level call,
give the live heap on 32 bits there and on 64 bits here (gc.mem_alloc() after
gc.collect(), imports included). The factor is the ratio of the summed peaks
over every game. The WebAssembly port cannot bisect a heap (it frees nothing
inside a call and its heap grows past its size), so the 32-bit
min-completing figures are implied: measured here / factor. An outside
check's 32-bit unix port gave 1.5 to 1.95 times less than this port for the
same min-completing heaps (its table against this bench at that
commit), so the implied 32-bit figures err on the large side.
"""

import shutil
import tempfile

from hexbox.games import game_class, names
from hexbox.games.playout import default_players
from host_tools import FIRMWARE
from host_tools.benches import engines
from host_tools.device.upy import UpyError, live_heap_peak, run_code
from host_tools.games import box_for

GAME_SEED = 1
LO_KB, HI_KB = 8, 1024  # bisect range; a game that needs more reports > HI_KB
APP_BUDGET_KB = 256

# runs as a whole: no gc.collect() of ours, so fragmentation counts as on a board
# (TUNED: after the board's own gc.threshold, as firmware/main.py sets it)
TUNED = "from hexbox.core import heap\nheap.tune()\n"
GAME_SCRIPT = """
from hexbox.games import game_class
from hexbox.games.playout import random_playout
_g, _n = random_playout(game_class(%(name)r), %(players)d, %(seed)d, variant=%(variant)r)
print("@@done", _n)
"""

def heaviest(name):
    cls = game_class(name)
    players, variant = getattr(cls, "HEAVIEST", (default_players(cls), ()))
    return {"name": name, "players": players, "seed": GAME_SEED, "variant": tuple(variant)}


def fits(run, kb):
    """run(heap bytes) -> stdout; True if it completed, False on MemoryError.
    Anything else MicroPython raises is a real failure and propagates."""
    try:
        out = run(kb * 1024)
    except UpyError as e:
        if "MemoryError" in str(e):
            return False
        raise
    if "@@done" not in out:
        raise UpyError("did not complete: %s" % out[-500:])
    return True


def min_completing_kb(run, lo=LO_KB, hi=HI_KB, confirm=3, step=1):
    """Smallest heap (KB, a multiple of step) in which run completes,
    bisected between lo (assumed too small) and hi. Fragmentation makes
    "fits" not quite monotone, so the answer must also fit at the next
    `confirm` steps above it; if one of those fails, the search goes on
    above the failure. None if hi fails."""
    if not fits(run, hi):
        return None
    top = hi
    while True:
        while hi - lo > step:
            mid = (lo + hi) // 2 // step * step
            if fits(run, mid):
                hi = mid
            else:
                lo = mid
        bad = [k for k in range(hi + step, hi + step * (confirm + 1), step) if not fits(run, k)]
        if not bad:
            return hi
        lo, hi = bad[-1], top


def flashed(game, dest=None):
    """A temp dir with what `host_tools flash` puts on a board for `game`."""
    from host_tools.sim import upy_app

    return upy_app.flashed_firmware(dest or tempfile.mkdtemp(prefix="hexbox-heap-"), game)


def engine_metrics(name, firmware_root=FIRMWARE):
    args = heaviest(name)
    src = GAME_SCRIPT % args
    fw = flashed(name)
    out = {}
    try:
        def run_mpy(heap):
            return run_code(src, heapsize=heap, port="unix", firmware=fw)

        def run_src(heap):
            return run_code(src, heapsize=heap, port="unix", firmware=firmware_root)

        out["heap.%s.min_completing_kb" % name] = min_completing_kb(run_mpy)
        out["heap.%s.min_completing_kb_source" % name] = min_completing_kb(run_src)

        def run_gc(heap):
            return run_code(TUNED + src, heapsize=heap, port="unix", firmware=fw)

        out["heap.%s.min_completing_kb_gc" % name] = min_completing_kb(run_gc)
        live = {}
        for port in ("unix", "wasm"):
            live[port] = stepped_live(args, fw, port)
        out["heap.%s.live_peak_bytes" % name] = live["unix"]["peak"]
        out["heap.%s.import_bytes" % name] = live["unix"]["import"]
        out["heap.%s.actions" % name] = live["unix"]["actions"]
        out["heap.%s.live_peak_bytes_wasm32" % name] = live["wasm"]["peak"]
    finally:
        shutil.rmtree(fw, True)
    return out


def stepped_live(args, fw, port):
    """{"peak", "import", "actions"}: the live heap, imports included, after
    each action of engines.STEP (its highest), and right after the import."""
    big = 4 * 1024 * 1024
    got = live_heap_peak(engines.SETUP % args, engines.STEP % args, max_steps=100000,
                         heapsize=big, firmware=fw, port=port)
    if not got["done"]:
        raise RuntimeError("the stepped game did not end: %r" % got)
    bare = live_heap_peak("import gc\n", "_done = True\n", max_steps=1, heapsize=big,
                          firmware=fw, port=port)
    imports = got["base"] - bare["base"]
    return {"peak": imports + got["peak"], "import": imports, "actions": got["steps"] - 1}


def app_metrics(name):
    """The app playing `name` to its end on the unix port, bisected, and its
    live heap stepped on both ports (for the app's own 64/32-bit ratio)."""
    from host_tools.sim import upy_app

    args = heaviest(name)
    out = {}
    key = "heap.app.%s." % name
    fw = flashed(name)
    try:
        board = box_for(name)
        started = upy_app.starts(name, args["players"], args["variant"], firmware=fw, board=board)
        if started is not True:
            out[key + "min_completing_kb"] = "no app yet"
            out[key + "why"] = started
            return out

        def run(heap):
            return upy_app.whole_game(name, args["players"], args["variant"], APP_SEED,
                                      heapsize=heap, firmware=fw, board=board)

        kb = min_completing_kb(run, APP_LO_KB, APP_HI_KB, confirm=2, step=APP_STEP_KB)
        played = upy_app.whole_game_report(name, args["players"], args["variant"], APP_SEED,
                                           firmware=fw, board=board)
        out[key + "min_completing_kb"] = kb
        out[key + "sim_bytes"] = played["sim_bytes"]
        if kb is not None:
            out[key + "min_completing_kb_app"] = kb - played["sim_bytes"] // 1024
        out[key + "actions"] = played["actions"]
    finally:
        shutil.rmtree(fw, True)
    for port in ("unix", "wasm"):
        got = upy_app.heap_peak(APP_SEED, 10 ** 6, board=box_for(name), port=port, game=name,
                                players=args["players"], variant=args["variant"])
        out[key + "live_peak_bytes" + ("" if port == "unix" else "_wasm32")] = got["peak"]
    # the app's live peak on a 32-bit port (the WebAssembly one), under the ram.* name
    out["ram.app.%s.peak_bytes" % name] = out[key + "live_peak_bytes_wasm32"]
    return out


APP_SEED = 3


APP_LO_KB, APP_HI_KB, APP_STEP_KB = 96, 480, 4  # a whole app game takes ~30 s: a coarser bisect


def with_32bit(out, factor):
    """out plus, for each heap figure measured here (64 bits), the 32-bit
    figure it implies: key + "_32bit" = value / factor."""
    full = dict(out)
    for k, v in out.items():
        if (
            not isinstance(v, int)
            or isinstance(v, bool)
            or k.endswith("_wasm32")
            or k.startswith("ram.")
        ):
            continue
        if (
            k.endswith(("_kb", "_kb_source", "_kb_gc", "_kb_app", "_bytes"))
            and k != "heap.app_budget_kb"
        ):
            full[k + "_32bit"] = round(v / factor)
    return full


def metrics(upy):
    out = {"heap.app_budget_kb": APP_BUDGET_KB}
    unix_sum = wasm_sum = 0
    app_unix = app_wasm = 0
    for name in names():
        got = engine_metrics(name)
        unix_sum += got["heap.%s.live_peak_bytes" % name]
        wasm_sum += got["heap.%s.live_peak_bytes_wasm32" % name]
        out.update(got)
        app = app_metrics(name)
        if "heap.app.%s.live_peak_bytes" % name in app:
            app_unix += app["heap.app.%s.live_peak_bytes" % name]
            app_wasm += app["heap.app.%s.live_peak_bytes_wasm32" % name]
        out.update(app)
    factor = unix_sum / wasm_sum
    out["heap.factor_64_to_32"] = round(factor, 3)
    if app_wasm:
        out["heap.factor_64_to_32_app"] = round(app_unix / app_wasm, 3)
    return with_32bit(out, factor)


if __name__ == "__main__":  # python -m host_tools.benches.heap [game]: one game, printed
    import json
    import sys

    for n in sys.argv[1:] or names():
        print(json.dumps(dict(engine_metrics(n), **app_metrics(n)), indent=1, sort_keys=True))
        sys.stdout.flush()
