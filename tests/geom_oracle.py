"""An outside oracle for the collision core (CPython only, tests only).

It knows nothing of firmware/hexbox/core. Each shape is built again from the
arguments of its constructor as the *ideal* shape they describe: a rectangle's
corners and a band's end directions use the true sine and cosine of the
binary angle, never a table. Distances come from enumerating the boundary
elements (points, segments, circular arcs) of the two cores and the critical
point pairs between them, plus a containment check, not from the core's
formulas.

Numbers: floats by default (about 1e-11 units of error at table scale);
`precise(...)` reruns a query with mpmath at 40 digits, which the contract
check does for every case within 1e-6 units of a decision threshold, so no
verdict depends on float rounding. Shapes made only of integer points
(points, segments, discs, capsules, polygons) also have an exact answer in
rational arithmetic (`exact_touch`), for the pairs the core decides exactly.

A shape is (core, r): the core grown by a radius r. Cores:
    ("P", x, y)                      a point
    ("S", ax, ay, bx, by)            a segment
    ("G", ((x, y), ...))             a convex polygon, counter-clockwise, >= 3 corners
    ("B", cx, cy, rin, rout, a0, sw) an annular sector: rin <= |p - c| <= rout,
                                     direction a0 .. a0 + sw (radians, sw 0..2 pi)
"""

import math
from fractions import Fraction

TURN = 65536


class _Float:
    sqrt = staticmethod(math.sqrt)
    cos = staticmethod(math.cos)
    sin = staticmethod(math.sin)
    atan2 = staticmethod(math.atan2)
    pi = math.pi

    @staticmethod
    def num(v):
        return float(v)


class _Mp:
    def __init__(self):
        import mpmath

        self.m = mpmath.mp.clone() if hasattr(mpmath.mp, "clone") else mpmath.mp
        self.m.dps = 40
        self.sqrt = self.m.sqrt
        self.cos = self.m.cos
        self.sin = self.m.sin
        self.atan2 = self.m.atan2
        self.pi = self.m.pi

    def num(self, v):
        if isinstance(v, Fraction):
            return self.m.mpf(v.numerator) / v.denominator
        return self.m.mpf(v)


FLOAT = _Float()
_MP = []


def _mp():
    if not _MP:
        _MP.append(_Mp())
    return _MP[0]


# ---- the ideal shapes, from the constructors' arguments ----------------------------


def _hull(pts):
    pts = sorted(set((int(x), int(y)) for x, y in pts))
    if len(pts) <= 2:
        return pts

    def cross(o, a, b):
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    lo, up = [], []
    for p in pts:
        while len(lo) >= 2 and cross(lo[-2], lo[-1], p) <= 0:
            lo.pop()
        lo.append(p)
    for p in reversed(pts):
        while len(up) >= 2 and cross(up[-2], up[-1], p) <= 0:
            up.pop()
        up.append(p)
    return lo[:-1] + up[:-1]


def disc(x, y, r):
    return (("P", x, y), r)


def point(x, y):
    return disc(x, y, 0)


def capsule(ax, ay, bx, by, r):
    return (("S", ax, ay, bx, by), r)


def segment(ax, ay, bx, by):
    return capsule(ax, ay, bx, by, 0)


def polygon(pts):
    h = _hull(pts)
    if len(h) == 1:
        return (("P", h[0][0], h[0][1]), 0)
    if len(h) == 2:
        return (("S", h[0][0], h[0][1], h[1][0], h[1][1]), 0)
    return (("G", tuple(h)), 0)


def rect(cx, cy, heading, length, width, N=FLOAT):
    """The ideal length x width rectangle: corners from the true cos/sin."""
    a = N.num(heading % TURN) * 2 * N.pi / TURN
    c, s = N.cos(a), N.sin(a)
    hl, hw = N.num(length) / 2, N.num(width) / 2
    pts = []
    for i, j in ((1, 1), (-1, 1), (-1, -1), (1, -1)):
        pts.append((cx + i * hl * c - j * hw * s, cy + i * hl * s + j * hw * c))
    if length == 0 and width == 0:
        return (("P", cx, cy), 0)
    if width == 0:  # a segment along the heading
        return (("S", pts[0][0], pts[0][1], pts[1][0], pts[1][1]), 0)
    if length == 0:  # a segment across it
        return (("S", pts[0][0], pts[0][1], pts[3][0], pts[3][1]), 0)
    return (("G", tuple(pts)), 0)


def band(cx, cy, radius, start, sweep, width, N=FLOAT):
    """The ideal arc band: centre-line radius, start and sweep in binary angle
    units, width; an odd width puts the extra unit outside; rin clamped at 0."""
    rin = radius - width // 2
    rout = rin + width
    rin = max(rin, 0)
    a0 = N.num(start % TURN) * 2 * N.pi / TURN
    sw = N.num(sweep) * 2 * N.pi / TURN
    return (("B", cx, cy, rin, rout, a0, sw), 0)


# ---- elements and distances ---------------------------------------------------------


class Geo:
    """Distances between cores with one number system (floats or mpmath)."""

    def __init__(self, N=FLOAT):
        self.N = N

    # points are tuples (x, y)
    def pp(self, p, q):
        return self.N.sqrt((p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2)

    def ps(self, p, a, b):
        ex, ey = b[0] - a[0], b[1] - a[1]
        n2 = ex * ex + ey * ey
        if n2 == 0:
            return self.pp(p, a)
        t = ((p[0] - a[0]) * ex + (p[1] - a[1]) * ey) / n2
        if t <= 0:
            return self.pp(p, a)
        if t >= 1:
            return self.pp(p, b)
        return self.pp(p, (a[0] + t * ex, a[1] + t * ey))

    @staticmethod
    def _orient(o, a, b):
        v = (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])
        return (v > 0) - (v < 0)

    def _on_seg(self, p, a, b):
        return min(a[0], b[0]) <= p[0] <= max(a[0], b[0]) and min(a[1], b[1]) <= p[1] <= max(
            a[1], b[1]
        )

    def seg_meet(self, a, b, c, d):
        o1, o2 = self._orient(a, b, c), self._orient(a, b, d)
        o3, o4 = self._orient(c, d, a), self._orient(c, d, b)
        if o1 * o2 < 0 and o3 * o4 < 0:
            return True
        return (
            (o1 == 0 and self._on_seg(c, a, b))
            or (o2 == 0 and self._on_seg(d, a, b))
            or (o3 == 0 and self._on_seg(a, c, d))
            or (o4 == 0 and self._on_seg(b, c, d))
        )

    def ss(self, a, b, c, d):
        if self.seg_meet(a, b, c, d):
            return self.N.num(0)
        return min(self.ps(a, c, d), self.ps(b, c, d), self.ps(c, a, b), self.ps(d, a, b))

    # arcs: (cx, cy, rho, a0, sw)
    def in_wedge(self, arc, vx, vy):
        a0, sw = arc[3], arc[4]
        if sw >= 2 * self.N.pi:
            return True
        if vx == 0 and vy == 0:
            return True
        a = (self.N.atan2(vy, vx) - a0) % (2 * self.N.pi)
        eps = 1e-13 if self.N is FLOAT else self.N.num(10) ** -35
        return a <= sw + eps or a >= 2 * self.N.pi - eps

    def arc_ends(self, arc):
        cx, cy, rho, a0, sw = arc
        N = self.N
        return (
            (cx + rho * N.cos(a0), cy + rho * N.sin(a0)),
            (cx + rho * N.cos(a0 + sw), cy + rho * N.sin(a0 + sw)),
        )

    def pa(self, p, arc):
        cx, cy, rho = arc[0], arc[1], arc[2]
        vx, vy = p[0] - cx, p[1] - cy
        if rho == 0:
            return self.pp(p, (cx, cy))
        if vx == 0 and vy == 0:
            return self.N.num(rho)
        if self.in_wedge(arc, vx, vy):
            return abs(self.N.sqrt(vx * vx + vy * vy) - rho)
        e0, e1 = self.arc_ends(arc)
        return min(self.pp(p, e0), self.pp(p, e1))

    def sa(self, a, b, arc):
        N = self.N
        cx, cy, rho = arc[0], arc[1], arc[2]
        best = min(self.pa(a, arc), self.pa(b, arc))
        if rho == 0:
            return min(best, self.ps((cx, cy), a, b))
        for e in self.arc_ends(arc):
            best = min(best, self.ps(e, a, b))
        ex, ey = b[0] - a[0], b[1] - a[1]
        n2 = ex * ex + ey * ey
        if n2 == 0:
            return best
        # the foot of the centre on the segment: the interior critical pair
        t = ((cx - a[0]) * ex + (cy - a[1]) * ey) / n2
        if 0 <= t <= 1:
            f = (a[0] + t * ex, a[1] + t * ey)
            fx, fy = f[0] - cx, f[1] - cy
            fd = N.sqrt(fx * fx + fy * fy)
            if fd > 0 and self.in_wedge(arc, fx, fy):
                best = min(best, abs(fd - rho))
        # crossings of the segment with the circle, inside the wedge
        qa = n2
        qb = 2 * ((a[0] - cx) * ex + (a[1] - cy) * ey)
        qc = (a[0] - cx) ** 2 + (a[1] - cy) ** 2 - rho * rho
        disc = qb * qb - 4 * qa * qc
        if disc >= 0:
            sq = N.sqrt(disc)
            for s in (1, -1):
                t = (-qb + s * sq) / (2 * qa)
                if 0 <= t <= 1:
                    x, y = a[0] + t * ex, a[1] + t * ey
                    if self.in_wedge(arc, x - cx, y - cy):
                        return N.num(0)
        return best

    def aa(self, p, q):
        N = self.N
        if p[2] == 0:
            return self.pa((p[0], p[1]), q)
        if q[2] == 0:
            return self.pa((q[0], q[1]), p)
        best = min(min(self.pa(e, q) for e in self.arc_ends(p)),
                   min(self.pa(e, p) for e in self.arc_ends(q)))
        (c1x, c1y, r1, _, _), (c2x, c2y, r2, _, _) = p, q
        vx, vy = c2x - c1x, c2y - c1y
        d = N.sqrt(vx * vx + vy * vy)
        if d == 0:
            # concentric: |r1 - r2| apart where the wedges share a direction
            shared = any(self.in_wedge(q, e[0] - c1x, e[1] - c1y) for e in self.arc_ends(p)) or any(
                self.in_wedge(p, e[0] - c2x, e[1] - c2y) for e in self.arc_ends(q)
            )
            if shared:
                best = min(best, abs(N.num(r1) - r2))
            return best
        ux, uy = vx / d, vy / d
        for s1 in (1, -1):
            if not self.in_wedge(p, s1 * ux, s1 * uy):
                continue
            for s2 in (1, -1):
                if self.in_wedge(q, s2 * ux, s2 * uy):
                    y1 = (c1x + s1 * r1 * ux, c1y + s1 * r1 * uy)
                    y2 = (c2x + s2 * r2 * ux, c2y + s2 * r2 * uy)
                    best = min(best, self.pp(y1, y2))
        if abs(r1 - r2) <= d <= r1 + r2:
            x = (d * d + r1 * r1 - r2 * r2) / (2 * d)
            h2 = r1 * r1 - x * x
            h = N.sqrt(h2) if h2 > 0 else N.num(0)
            for s in (1, -1):
                px = c1x + x * ux - s * h * uy
                py = c1y + x * uy + s * h * ux
                if self.in_wedge(p, px - c1x, py - c1y) and self.in_wedge(q, px - c2x, py - c2y):
                    return N.num(0)
        return best

    # cores
    def elements(self, core):
        k = core[0]
        if k == "P":
            return [("P", (core[1], core[2]))]
        if k == "S":
            return [("S", (core[1], core[2]), (core[3], core[4]))]
        if k == "G":
            pts = core[1]
            return [("S", pts[i - 1], pts[i]) for i in range(len(pts))]
        _, cx, cy, rin, rout, a0, sw = core
        N = self.N
        out = [("A", (cx, cy, rout, a0, sw))]
        if rin > 0 and rin != rout:
            out.append(("A", (cx, cy, rin, a0, sw)))
        if sw < 2 * N.pi:
            for a in (a0, a0 + sw):
                c, s = N.cos(a), N.sin(a)
                out.append(("S", (cx + rin * c, cy + rin * s), (cx + rout * c, cy + rout * s)))
        return out

    def inside(self, core, p):
        k = core[0]
        if k == "G":
            pts = core[1]
            return all(self._orient(pts[i - 1], pts[i], p) >= 0 for i in range(len(pts)))
        if k == "B":
            _, cx, cy, rin, rout, a0, sw = core
            vx, vy = p[0] - cx, p[1] - cy
            d2 = vx * vx + vy * vy
            if not rin * rin <= d2 <= rout * rout:
                return False
            return d2 == 0 or self.in_wedge((cx, cy, rout, a0, sw), vx, vy)
        return False

    def boundary_points(self, core):
        """One point on each connected piece of the core's boundary."""
        k = core[0]
        if k == "P":
            return [(core[1], core[2])]
        if k in ("S",):
            return [(core[1], core[2])]
        if k == "G":
            return [core[1][0]]
        _, cx, cy, rin, rout, a0, sw = core
        if sw >= 2 * self.N.pi:
            out = [(cx + rout, cy)]
            if rin > 0:
                out.append((cx + rin, cy))
            return out
        N = self.N
        return [(cx + rout * N.cos(a0), cy + rout * N.sin(a0))]

    def edist(self, e, f):
        order = {"A": 0, "P": 1, "S": 2}
        if order[e[0]] > order[f[0]]:
            e, f = f, e
        ke, kf = e[0], f[0]
        if ke == "P" and kf == "P":
            return self.pp(e[1], f[1])
        if ke == "P" and kf == "S":
            return self.ps(e[1], f[1], f[2])
        if ke == "S" and kf == "S":
            return self.ss(e[1], e[2], f[1], f[2])
        if ke == "A" and kf == "P":
            return self.pa(f[1], e[1])
        if ke == "A" and kf == "S":
            return self.sa(f[1], f[2], e[1])
        return self.aa(e[1], f[1])

    def core_dist(self, c1, c2):
        if any(self.inside(c2, p) for p in self.boundary_points(c1)) or any(
            self.inside(c1, p) for p in self.boundary_points(c2)
        ):
            return self.N.num(0)
        return min(self.edist(e, f) for e in self.elements(c1) for f in self.elements(c2))


def _rebuild(spec, N):
    kind, args = spec
    if kind == "rect":
        return rect(*args, N=N)
    if kind == "band":
        return band(*args, N=N)
    return globals()[kind](*args)


def gap(spec_a, spec_b, N=FLOAT):
    """Distance between the ideal shapes (0 when they meet): a spec is
    (constructor name, argument tuple), e.g. ("rect", (x, y, h, l, w))."""
    a, ra = _rebuild(spec_a, N)
    b, rb = _rebuild(spec_b, N)
    return Geo(N).core_dist(a, b) - ra - rb


def precise_gap(spec_a, spec_b):
    """gap() at 40 digits (mpmath)."""
    return gap(spec_a, spec_b, _mp())


def checked_gap(spec_a, spec_b, thresholds=(0.0,), near=1e-6):
    """gap(), recomputed at 40 digits when within `near` of a threshold."""
    g = gap(spec_a, spec_b)
    if any(abs(g - t) <= near for t in thresholds):
        g = precise_gap(spec_a, spec_b)
    return g


# ---- exact rational answer for integer-only shapes ----------------------------------

INTEGER_KINDS = ("point", "disc", "segment", "capsule", "polygon")


def exact_touch(spec_a, spec_b):
    """For shapes of integer points only: do they touch (distance <= rA + rB)?
    Exact rational arithmetic."""
    (a, ra) = _rebuild(spec_a, FLOAT)
    (b, rb) = _rebuild(spec_b, FLOAT)
    r = ra + rb
    return _exact_d2(a, b) <= r * r


def _fr_ps2(p, a, b):
    ex, ey = b[0] - a[0], b[1] - a[1]
    qx, qy = p[0] - a[0], p[1] - a[1]
    n2 = ex * ex + ey * ey
    t = qx * ex + qy * ey
    if n2 == 0 or t <= 0:
        return Fraction(qx * qx + qy * qy)
    if t >= n2:
        return Fraction((p[0] - b[0]) ** 2 + (p[1] - b[1]) ** 2)
    c = ex * qy - ey * qx
    return Fraction(c * c, n2)


def _exact_d2(c1, c2):
    g = Geo(FLOAT)

    def segs(core):
        k = core[0]
        if k == "P":
            return [((core[1], core[2]), (core[1], core[2]))]
        if k == "S":
            return [((core[1], core[2]), (core[3], core[4]))]
        pts = core[1]
        return [(pts[i - 1], pts[i]) for i in range(len(pts))]

    for x, y in ((c1, c2), (c2, c1)):
        if x[0] == "G" and g.inside(x, g.boundary_points(y)[0]):
            return Fraction(0)
    best = None
    for a, b in segs(c1):
        for c, d in segs(c2):
            if g.seg_meet(a, b, c, d):
                return Fraction(0)
            v = min(_fr_ps2(a, c, d), _fr_ps2(b, c, d), _fr_ps2(c, a, b), _fr_ps2(d, a, b))
            best = v if best is None or v < best else best
    return best
