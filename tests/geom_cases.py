"""Shape pairs for the collision contract, and the contract check itself.

A shape is a spec (constructor name, argument tuple): the core builds it with
hexbox.core.shapes.<name>(*args), the oracle (geom_oracle.py) builds the ideal
shape from the same arguments. Cases are drawn from a seeded random.Random, so
a run is the same every time (derandomised).

Generators (the review's words: "near-tangent by +-3 units, containment just inside an
edge, parallel flat ends, the band-end directions the core rounds worst,
rounded rect corners"):
- near:     two shapes around one point, any sizes, degenerate ones included;
- tangent:  the second shape slid along the gap's gradient until the gap is
            a draw from -3..3 units;
- inside:   a small second shape slid through the first one's edge until it
            lies 0..3 units inside it;
- ends:     bands laid end to end (flat ends parallel, 0..3 units apart or
            overlapping), and rectangles flush against a flat end;
- worst:    bands whose end directions the core rounds worst (largest error
            of its Q20 direction, and of the Q15 one it used before), large
            radii, the other shape at the far end;
- corners:  rectangles whose corners fall nearest half a unit off the grid
            (the worst for rounding), touched at such a corner.

check(spec_a, spec_b) applies the contract (docs/collision.md): gap <= 0
(touching or overlapping) must be reported True, gap > 0.8 units False;
pairs of integer shapes must be exact.
"""

import math
import random

import geom_oracle as O

from hexbox.core import fixed, shapes
from hexbox.core.collide import touches

EPS = 0.8  # 0.05 mm in units
KINDS = ("point", "segment", "disc", "capsule", "polygon", "rect", "band")
PAIRS = [(a, b) for i, a in enumerate(KINDS) for b in KINDS[i:]]
TAU = 2 * math.pi
ANG = TAU / fixed.TURN
INT_KINDS = set(O.INTEGER_KINDS)


def build(spec):
    return getattr(shapes, spec[0])(*spec[1])


def translate(spec, dx, dy):
    k, a = spec
    if k in ("point", "disc"):
        return (k, (a[0] + dx, a[1] + dy) + tuple(a[2:]))
    if k in ("segment", "capsule"):
        return (k, (a[0] + dx, a[1] + dy, a[2] + dx, a[3] + dy) + tuple(a[4:]))
    if k == "polygon":
        return (k, ([(x + dx, y + dy) for x, y in a[0]],))
    return (k, (a[0] + dx, a[1] + dy) + tuple(a[2:]))


def valid(spec):
    try:
        build(spec)
    except ValueError:
        return False
    return True


# ---- sizes ----------------------------------------------------------------------


def _size(rnd, small, game, big, top):
    u = rnd.random()
    if u < 0.12:
        return 0
    if u < 0.3:
        return rnd.randint(1, small)
    if u < 0.85:
        return rnd.randint(1, game)
    if u < 0.97:
        return rnd.randint(1, big)
    return rnd.choice((top, top - 1, rnd.randint(big, top)))


def _angle(rnd):
    u = rnd.random()
    if u < 0.1:
        return rnd.randrange(4) * fixed.QUARTER
    if u < 0.15:
        return rnd.randrange(8) * fixed.QUARTER // 2 + rnd.choice((-1, 0, 1))
    return rnd.randrange(fixed.TURN)


def shape_at(rnd, kind, x, y):
    """A random shape of this kind with a point of its boundary near (x, y)."""
    if kind == "point":
        return ("point", (x, y))
    if kind in ("disc",):
        r = _size(rnd, 16, 960, 4000, fixed.LEN_MAX)
        a = rnd.random() * TAU
        return ("disc", (x - round(r * math.cos(a)), y - round(r * math.sin(a)), r))
    if kind in ("segment", "capsule"):
        ln = _size(rnd, 12, 4800, 16000, 30000)
        a = rnd.random() * TAU
        t = rnd.random()
        r = _size(rnd, 8, 320, 2000, fixed.LEN_MAX) if kind == "capsule" else 0
        off = rnd.choice((0, r))
        n = (-math.sin(a), math.cos(a))
        ax = x - round(t * ln * math.cos(a) + off * n[0])
        ay = y - round(t * ln * math.sin(a) + off * n[1])
        bx = ax + round(ln * math.cos(a))
        by = ay + round(ln * math.sin(a))
        if kind == "segment":
            return ("segment", (ax, ay, bx, by))
        return ("capsule", (ax, ay, bx, by, r))
    if kind == "polygon":
        n = rnd.choice((1, 2, 3, 3, 4, 5, 6, 7))
        size = _size(rnd, 8, 1600, 8000, 16000)
        pts = [(x, y)]
        for _ in range(n - 1):
            pts.append((x + rnd.randint(-size, size), y + rnd.randint(-size, size)))
        return ("polygon", (pts,))
    if kind == "rect":
        h = _angle(rnd)
        ln = _size(rnd, 8, 1600, 4000, fixed.LEN_MAX)
        wd = _size(rnd, 8, 800, 4000, fixed.LEN_MAX)
        c, s = math.cos(h * ANG), math.sin(h * ANG)
        i, j = rnd.choice((1, -1)), rnd.choice((1, -1))
        fi, fj = rnd.random() * i, rnd.random() * j
        if rnd.random() < 0.5:  # a corner near the point, else an edge
            fi, fj = i, j
        elif rnd.random() < 0.5:
            fi = i
        else:
            fj = j
        cx = x - round(fi * ln / 2 * c - fj * wd / 2 * s)
        cy = y - round(fi * ln / 2 * s + fj * wd / 2 * c)
        return ("rect", (cx, cy, h, ln, wd))
    # band
    radius = _size(rnd, 40, 4800, 12000, fixed.ARC_R_MAX)
    width = _size(rnd, 4, 640, 3000, fixed.LEN_MAX)
    u = rnd.random()
    if u < 0.1:
        sweep = 0
    elif u < 0.2:
        sweep = rnd.choice((1, 2, fixed.HALF, fixed.HALF - 1, fixed.HALF + 1, fixed.TURN))
    elif u < 0.6:
        sweep = rnd.randint(1, fixed.QUARTER)
    else:
        sweep = rnd.randint(0, fixed.TURN)
    start = _angle(rnd)
    return band_touching(rnd, x, y, radius, start, sweep, width)


def band_touching(rnd, x, y, radius, start, sweep, width, where=None):
    rin = radius - width // 2
    rout = rin + width
    rin = max(rin, 0)
    where = where or rnd.choice(("out", "out", "in", "end", "corner"))
    if where == "end":
        a = start + rnd.choice((0, sweep))
        rr = rnd.uniform(rin, rout)
    elif where == "corner":
        a = start + rnd.choice((0, sweep))
        rr = rnd.choice((rin, rout))
    else:
        a = start + rnd.random() * sweep
        rr = rout if where == "out" else rin
    cx = x - round(rr * math.cos(a * ANG))
    cy = y - round(rr * math.sin(a * ANG))
    return ("band", (cx, cy, radius, start, sweep, width))


# ---- generators ----------------------------------------------------------------


def _focus(rnd):
    return rnd.randint(fixed.mm(100), fixed.mm(1100)), rnd.randint(fixed.mm(100), fixed.mm(700))


def gen_near(rnd, ka, kb):
    x, y = _focus(rnd)
    a = shape_at(rnd, ka, x, y)
    d = rnd.choice((0, 1, 3, 8, 40, 400))
    b = shape_at(rnd, kb, x + rnd.randint(-d, d), y + rnd.randint(-d, d))
    return a, b


def _gradient(a, b, g0):
    # the gap's gradient as b moves: the unit direction from a's nearest
    # point to b's, for shapes apart
    h = 0.01
    gx = (O.gap(a, translate(b, h, 0)) - O.gap(a, translate(b, -h, 0))) / (2 * h)
    gy = (O.gap(a, translate(b, 0, h)) - O.gap(a, translate(b, 0, -h))) / (2 * h)
    n = math.hypot(gx, gy)
    if n < 0.5:
        return None
    return gx / n, gy / n


def _away(rnd, a, b, step):
    """b moved `step` units in a random direction, and its gap (None: left the domain)."""
    t = rnd.random() * TAU
    b2 = translate(b, round(step * math.cos(t)), round(step * math.sin(t)))
    if not valid(b2):
        return b, None
    return b2, O.gap(a, b2)


def _slide(rnd, a, b, target):
    """b moved (by whole units) along the gap's gradient to a gap near target."""
    g0 = O.gap(a, b)
    tries = 0
    while g0 <= 0 and tries < 4:
        # overlapping: move b away first, in some direction
        b, g = _away(rnd, a, b, 50 * 4**tries)
        g0 = g0 if g is None else g
        tries += 1
    if g0 <= 0:
        return None
    n = _gradient(a, b, g0)
    if n is None:
        return None
    # two steps: the gap need not be linear along the way (curved boundaries)
    for _ in range(2):
        s = g0 - target
        b2 = translate(b, -round(s * n[0]), -round(s * n[1]))
        if not valid(b2):
            return None
        b = b2
        g0 = O.gap(a, b)
        if g0 <= 0:
            break
        n2 = _gradient(a, b, g0)
        if n2 is None:
            break
        n = n2
    return b


def gen_tangent(rnd, ka, kb):
    a, b = gen_near(rnd, ka, kb)
    if rnd.random() < 0.5:  # move the second one away first: a clean approach
        t = rnd.random() * TAU
        b = translate(b, round(30 * math.cos(t)), round(30 * math.sin(t)))
    b2 = _slide(rnd, a, b, rnd.uniform(-3, 3))
    return (a, b2) if b2 else None


SMALL = ("point", "segment", "disc", "capsule", "polygon", "rect", "band")


def _small(rnd, kind, x, y):
    if kind == "point":
        return ("point", (x, y))
    if kind == "disc":
        return ("disc", (x, y, rnd.randint(0, 12)))
    if kind in ("segment", "capsule"):
        ln = rnd.randint(0, 24)
        a = rnd.random() * TAU
        ax, ay = x, y
        bx, by = x + round(ln * math.cos(a)), y + round(ln * math.sin(a))
        if kind == "segment":
            return ("segment", (ax, ay, bx, by))
        return ("capsule", (ax, ay, bx, by, rnd.randint(0, 6)))
    if kind == "polygon":
        return ("polygon", ([(x + rnd.randint(-12, 12), y + rnd.randint(-12, 12))
                             for _ in range(rnd.randint(3, 5))],))
    if kind == "rect":
        return ("rect", (x, y, rnd.randrange(fixed.TURN), rnd.randint(0, 24), rnd.randint(0, 12)))
    # a thin arc or a small band
    return (
        "band",
        (x - rnd.randint(0, 40), y, rnd.randint(0, 40), rnd.randrange(fixed.TURN),
         rnd.randint(0, fixed.TURN), rnd.choice((0, 0, 1, 4))),
    )


def gen_inside(rnd, ka, kb):
    """kb, small, 0..3 units inside ka's edge (ka must have an inside)."""
    for _ in range(4):
        x, y = _focus(rnd)
        a = shape_at(rnd, ka, x, y)
        b = _small(rnd, kb, x + rnd.randint(-40, 40), y + rnd.randint(-40, 40))
        if not valid(b):
            continue
        g0 = O.gap(a, b)
        if g0 <= 0:
            b, g0 = _away(rnd, a, b, 60)
            if g0 is None or g0 <= 0:
                continue
        n = _gradient(a, b, g0)
        if n is None:
            continue
        depth = g0 + 30 + rnd.uniform(0, 3)  # through the edge, past b's own size
        b2 = translate(b, -round(depth * n[0]), -round(depth * n[1]))
        if valid(b2):
            return a, b2
    return None


def gen_ends(rnd, ka, kb):
    """Bands laid end to end, or a rectangle flush with a band's flat end."""
    x, y = _focus(rnd)
    radius = _size(rnd, 40, 4800, 12000, fixed.ARC_R_MAX)
    width = _size(rnd, 4, 640, 3000, fixed.LEN_MAX)
    start = _angle(rnd)
    sweep = rnd.randint(0, fixed.HALF + 2000)
    a = band_touching(rnd, x, y, radius, start, sweep, width, where="end")
    cx, cy = a[1][0], a[1][1]
    end = start + sweep
    u = (math.cos(end * ANG), math.sin(end * ANG))
    nrm = (-u[1], u[0])  # the end's normal, out of the band
    k = rnd.uniform(-3, 3)
    other = kb if ka == "band" else ka
    if other == "band":
        radius2 = rnd.choice((radius, _size(rnd, 40, 4800, 12000, fixed.ARC_R_MAX)))
        width2 = rnd.choice((width, _size(rnd, 4, 640, 3000, fixed.LEN_MAX)))
        sweep2 = rnd.randint(0, fixed.HALF)
        if rnd.random() < 0.5:
            # turning the same way: same centre, starting where a ends
            bx, by, st = cx, cy, end
        else:
            # an S-bend: the centre mirrored across the end's centre-line point
            mid = (radius - width // 2 + radius2 - width2 // 2) / 2 + width / 4
            bx = cx + 2 * mid * u[0]
            by = cy + 2 * mid * u[1]
            st = end + fixed.HALF - sweep2
        b = ("band", (round(bx + k * nrm[0]), round(by + k * nrm[1]), radius2, st, sweep2, width2))
    else:
        # a rectangle with an edge along the flat end, just beyond it
        rin = max(radius - width // 2, 0)
        rout = radius - width // 2 + width
        ln = rnd.randint(0, 2000)
        wd = rnd.randint(1, 1600)
        along = rnd.uniform(rin, rout)
        px = cx + along * u[0] + (wd / 2 + k) * nrm[0]
        py = cy + along * u[1] + (wd / 2 + k) * nrm[1]
        b = ("rect", (round(px), round(py), round(end) % fixed.TURN, ln, wd))
    return (a, b) if ka == "band" else (b, a)


def _dir_errors():
    # |ideal - core| of every binary angle's direction, as the band uses it
    out20, out15 = [], []
    for a in range(0, fixed.TURN, 1):
        c, s = math.cos(a * ANG), math.sin(a * ANG)
        e20 = math.hypot(fixed.sin20(a + fixed.QUARTER) / 2**20 - c, fixed.sin20(a) / 2**20 - s)
        e15 = math.hypot(fixed.cos_q(a) / 2**15 - c, fixed.sin_q(a) / 2**15 - s)
        out20.append((e20, a))
        out15.append((e15, a))
    out20.sort(reverse=True)
    out15.sort(reverse=True)
    return [a for _, a in out20[:64]] + [a for _, a in out15[:64]]


_WORST = []


def worst_angles():
    if not _WORST:
        _WORST.extend(_dir_errors())
    return _WORST


def gen_worst(rnd, ka, kb):
    """A band ending in a direction the core rounds worst, large radius,
    the other shape touching its far end."""
    x, y = _focus(rnd)
    radius = rnd.randint(8000, fixed.ARC_R_MAX)
    width = rnd.choice((0, 1, rnd.randint(0, 640), rnd.randint(0, fixed.LEN_MAX)))
    ang = rnd.choice(worst_angles())
    sweep = rnd.randint(0, fixed.QUARTER // 2)
    if rnd.random() < 0.5:
        start = ang
    else:
        start = ang - sweep
    band = band_touching(rnd, x, y, radius, start, sweep, width,
                         where=rnd.choice(("end", "corner")))
    other = kb if ka == "band" else ka
    b = shape_at(rnd, other, x + rnd.randint(-3, 3), y + rnd.randint(-3, 3))
    a = band
    if rnd.random() < 0.7:
        b2 = _slide(rnd, a, b, rnd.uniform(-3, 3))
        if b2:
            b = b2
    return (a, b) if ka == "band" else (b, a)


def _corner_error(cx, cy, h, ln, wd):
    c, s = math.cos(h * ANG), math.sin(h * ANG)
    worst = 0.0
    for i, j in ((1, 1), (-1, 1), (-1, -1), (1, -1)):
        x = cx + i * ln / 2 * c - j * wd / 2 * s
        y = cy + i * ln / 2 * s + j * wd / 2 * c
        worst = max(worst, math.hypot(x - round(x), y - round(y)))
    return worst


def gen_corners(rnd, ka, kb):
    """A rectangle whose corners are the worst to round, touched at a corner."""
    x, y = _focus(rnd)
    best = None
    for _ in range(24):
        h = rnd.randrange(fixed.TURN)
        ln = _size(rnd, 8, 1600, 4000, fixed.LEN_MAX)
        wd = _size(rnd, 8, 800, 4000, fixed.LEN_MAX)
        e = _corner_error(x, y, h, ln, wd)
        if best is None or e > best[0]:
            best = (e, h, ln, wd)
    _, h, ln, wd = best
    c, s = math.cos(h * ANG), math.sin(h * ANG)
    i, j = rnd.choice((1, -1)), rnd.choice((1, -1))
    kx = x + i * ln / 2 * c - j * wd / 2 * s
    ky = y + i * ln / 2 * s + j * wd / 2 * c
    a = ("rect", (x, y, h, ln, wd))
    other = kb if ka == "rect" else ka
    b = shape_at(rnd, other, round(kx) + rnd.randint(-2, 2), round(ky) + rnd.randint(-2, 2))
    b2 = _slide(rnd, a, b, rnd.uniform(-3, 3))
    if b2:
        b = b2
    return (a, b) if ka == "rect" else (b, a)


_PYTH = ((0, 1, 1), (3, 4, 5), (5, 12, 13), (8, 15, 17), (7, 24, 25), (20, 21, 29), (12, 35, 37))


def _pyth(rnd, k):
    # an integer vector of integer length k * h (h from a Pythagorean triple)
    p, q, h = rnd.choice(_PYTH)
    if rnd.random() < 0.5:
        p, q = q, p
    return k * p * rnd.choice((1, -1)), k * q * rnd.choice((1, -1)), k * h


def _lattice_on(rnd, spec):
    # a lattice point where the shape's edge is: (x, y), at gap exactly 0
    k, a = spec
    if k == "point":
        return a[0], a[1]
    if k in ("segment", "capsule"):
        ax, ay, bx, by = a[:4]
        ex, ey = bx - ax, by - ay
        g = math.gcd(ex, ey) or 1
        t = rnd.randint(0, g)
        return ax + ex // g * t, ay + ey // g * t
    pts = a[0]
    i = rnd.randrange(len(pts))
    ax, ay = pts[i - 1]
    bx, by = pts[i]
    ex, ey = bx - ax, by - ay
    g = math.gcd(ex, ey) or 1
    t = rnd.randint(0, g)
    return ax + ex // g * t, ay + ey // g * t


def gen_ties(rnd, ka, kb):
    """Integer shapes exactly touching (gap 0) or one unit off: the core
    claims exact answers for them, ties included."""
    x, y = _focus(rnd)
    a = shape_at(rnd, ka, x, y)
    if ka == "disc":
        # the circle through a lattice point: a Pythagorean offset from the centre
        dx, dy, r = _pyth(rnd, rnd.randint(0, 40))
        a = ("disc", (x, y, r))
        ex, ey = x + dx, y + dy
    elif ka == "capsule":
        # the same from a lattice point of the core (a tie when the offset
        # points straight out of it)
        px, py = _lattice_on(rnd, a)
        dx, dy, r = _pyth(rnd, rnd.randint(0, 40))
        a = ("capsule", a[1][:4] + (r,))
        ex, ey = px + dx, py + dy
    else:
        ex, ey = _lattice_on(rnd, a)
    ex += rnd.choice((0, 0, 0, 1, -1))
    # the second shape with a lattice point of its edge at (ex, ey)
    if kb == "point":
        b = ("point", (ex, ey))
    elif kb in ("segment", "capsule"):
        ln = rnd.randint(0, 400)
        t = rnd.random() * TAU
        bx, by = ex + round(ln * math.cos(t)), ey + round(ln * math.sin(t))
        if kb == "segment":
            b = ("segment", (ex, ey, bx, by))
        else:
            dx, dy, r = _pyth(rnd, rnd.randint(0, 20))
            b = ("capsule", (ex + dx, ey + dy, bx + dx, by + dy, r))
    elif kb == "disc":
        dx, dy, r = _pyth(rnd, rnd.randint(0, 40))
        b = ("disc", (ex + dx, ey + dy, r))
    else:
        pts = [(ex, ey)] + [(ex + rnd.randint(-300, 300), ey + rnd.randint(-300, 300))
                            for _ in range(rnd.randint(1, 5))]
        b = ("polygon", (pts,))
    return a, b


def generators(ka, kb):
    """(name, generator, share) for the pair ka-kb."""
    out = [("near", gen_near, 3), ("tangent", gen_tangent, 4)]
    if ka in INT_KINDS and kb in INT_KINDS:
        out.append(("ties", gen_ties, 3))
    thick = ("disc", "capsule", "polygon", "rect", "band")
    if ka in thick or kb in thick:
        out.append(("inside", _inside_either, 2))
    if "band" in (ka, kb) and (ka in ("band", "rect") and kb in ("band", "rect")):
        out.append(("ends", gen_ends, 2))
    if "band" in (ka, kb):
        out.append(("worst", gen_worst, 2))
    if "rect" in (ka, kb):
        out.append(("corners", gen_corners, 2))
    return out


def _inside_either(rnd, ka, kb):
    thick = ("disc", "capsule", "polygon", "rect", "band")
    if kb in thick and (ka not in thick or rnd.random() < 0.5):
        r = gen_inside(rnd, kb, ka)
        return (r[1], r[0]) if r else None
    return gen_inside(rnd, ka, kb)


def cases(ka, kb, n, seed):
    """n derandomised cases (generator name, spec a, spec b) for the pair."""
    rnd = random.Random("%s-%s-%d" % (ka, kb, seed))
    gens = generators(ka, kb)
    total = sum(w for _, _, w in gens)
    out = []
    guard = 0
    while len(out) < n and guard < 20 * n:
        guard += 1
        u = rnd.random() * total
        k = 0
        while u >= gens[k][2] and k + 1 < len(gens):
            u -= gens[k][2]
            k += 1
        name, g, _ = gens[k]
        r = g(rnd, ka, kb)
        if r is None:
            continue
        a, b = r
        if valid(a) and valid(b):
            out.append((name, a, b))
    return out


# ---- the contract -----------------------------------------------------------------


def check(a, b):
    """(ok, got, gap, why): the core's answer against the contract."""
    sa, sb = build(a), build(b)
    got = touches(sa, sb)
    if touches(sb, sa) != got:
        return False, got, None, "not symmetric"
    g = O.checked_gap(a, b, thresholds=(0.0, EPS))
    if a[0] in INT_KINDS and b[0] in INT_KINDS:
        want = O.exact_touch(a, b)
        if got != want:
            return False, got, g, "integer shapes: exact answer is %s" % want
        return True, got, g, ""
    if g <= 0 and not got:
        return False, got, g, "touching (gap %.4f) but reported apart" % g
    if g > EPS and got:
        return False, got, g, "apart by %.4f units but reported touching" % g
    return True, got, g, ""


class Stats:
    """What one pair's cases measured: counts and the worst gaps."""

    def __init__(self):
        self.n = 0
        self.touching = 0  # gap <= 0
        self.apart = 0  # gap > EPS
        self.near_zero = 0  # |gap| <= 3
        self.max_true = None  # the widest gap reported touching
        self.min_false = None  # the narrowest gap reported apart
        self.by_gen = {}

    def add(self, name, got, g):
        self.n += 1
        self.by_gen[name] = self.by_gen.get(name, 0) + 1
        if g is None:
            return
        g = float(g)
        self.touching += g <= 0
        self.apart += g > EPS
        self.near_zero += -3 <= g <= 3
        if got and (self.max_true is None or g > self.max_true):
            self.max_true = g
        if not got and (self.min_false is None or g < self.min_false):
            self.min_false = g

    def as_dict(self):
        return dict(self.__dict__)


def table(report_dir):
    """The markdown table of docs/collision.md from a HEXBOX_GEOM_REPORT dir."""
    import json
    import os

    rows = [
        "| pair | cases | touching | > 0.8 apart | widest gap reported touching"
        " | narrowest gap reported apart |",
        "|---|---|---|---|---|---|",
    ]
    for ka, kb in PAIRS:
        p = os.path.join(report_dir, "%s-%s.json" % (ka, kb))
        if not os.path.exists(p):
            continue
        d = json.load(open(p))
        exact = ka in INT_KINDS and kb in INT_KINDS
        mt = "%.3f" % d["max_true"] if d["max_true"] is not None else "-"
        mf = "%.3f" % d["min_false"] if d["min_false"] is not None else "-"
        if exact:
            mt += " (exact)"
        rows.append(
            "| %s-%s | %d | %d | %d | %s | %s |"
            % (ka, kb, d["n"], d["touching"], d["apart"], mt, mf)
        )
    return "\n".join(rows)


if __name__ == "__main__":
    import sys

    print(table(sys.argv[1]))
