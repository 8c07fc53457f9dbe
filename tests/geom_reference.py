"""Float reference geometry for the collision-core tests (CPython only).

Written independently of firmware/hexbox/core: ideal shapes in float units
(1/16 mm), exact trig of binary angles, distances by candidate enumeration.
A shape is (core, r): core is ("P", x, y), ("S", ax, ay, bx, by),
("POLY", [(x, y), ...]) convex CCW, or ("BAND", cx, cy, rin, rout, a0, sw)
with angles in radians.
"""

import math

TAU = 2 * math.pi
ANG = TAU / 65536  # one binary angle unit in radians


def b2r(a):
    return a * ANG


def _ang_in(dx, dy, a0, sw):
    if sw >= TAU - 1e-12:
        return True
    a = (math.atan2(dy, dx) - a0) % TAU
    return a <= sw + 1e-12 or (sw < 1e-12 and a >= TAU - 1e-12)


def pt_pt(p, q):
    return math.hypot(p[0] - q[0], p[1] - q[1])


def pt_seg(p, a, b):
    ex, ey = b[0] - a[0], b[1] - a[1]
    n2 = ex * ex + ey * ey
    if n2 == 0:
        return pt_pt(p, a)
    t = ((p[0] - a[0]) * ex + (p[1] - a[1]) * ey) / n2
    t = max(0.0, min(1.0, t))
    return pt_pt(p, (a[0] + t * ex, a[1] + t * ey))


def _cross(o, a, b):
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def seg_seg(a, b, c, d):
    d1, d2 = _cross(c, d, a), _cross(c, d, b)
    d3, d4 = _cross(a, b, c), _cross(a, b, d)
    if d1 * d2 < 0 and d3 * d4 < 0:
        return 0.0
    return min(pt_seg(a, c, d), pt_seg(b, c, d), pt_seg(c, a, b), pt_seg(d, a, b))


def arc_ends(arc):
    cx, cy, r, a0, sw = arc
    return [
        (cx + r * math.cos(a0), cy + r * math.sin(a0)),
        (cx + r * math.cos(a0 + sw), cy + r * math.sin(a0 + sw)),
    ]


def pt_arc(p, arc):
    cx, cy, r, a0, sw = arc
    dx, dy = p[0] - cx, p[1] - cy
    if (dx or dy) and _ang_in(dx, dy, a0, sw):
        return abs(math.hypot(dx, dy) - r)
    return min(pt_pt(p, e) for e in arc_ends(arc))


def seg_arc(a, b, arc):
    cx, cy, r, a0, sw = arc
    best = min(pt_arc(a, arc), pt_arc(b, arc))
    for e in arc_ends(arc):
        best = min(best, pt_seg(e, a, b))
    ex, ey = b[0] - a[0], b[1] - a[1]
    n2 = ex * ex + ey * ey
    if n2 > 0:
        t = ((cx - a[0]) * ex + (cy - a[1]) * ey) / n2
        if 0 <= t <= 1:
            f = (a[0] + t * ex, a[1] + t * ey)
            fd = pt_pt(f, (cx, cy))
            if fd > 0:
                for s in (1, -1):
                    y = (cx + s * r * (f[0] - cx) / fd, cy + s * r * (f[1] - cy) / fd)
                    if _ang_in(y[0] - cx, y[1] - cy, a0, sw):
                        best = min(best, pt_pt(f, y))
        # crossings of the segment with the circle
        qa = n2
        qb = 2 * ((a[0] - cx) * ex + (a[1] - cy) * ey)
        qc = (a[0] - cx) ** 2 + (a[1] - cy) ** 2 - r * r
        disc = qb * qb - 4 * qa * qc
        if disc >= 0:
            for s in (1, -1):
                t = (-qb + s * math.sqrt(disc)) / (2 * qa)
                if 0 <= t <= 1:
                    x, y = a[0] + t * ex, a[1] + t * ey
                    if _ang_in(x - cx, y - cy, a0, sw):
                        return 0.0
    return best


def arc_arc(p, q):
    best = min(min(pt_arc(e, q) for e in arc_ends(p)), min(pt_arc(e, p) for e in arc_ends(q)))
    (c1x, c1y, r1, a1, s1), (c2x, c2y, r2, a2, s2) = p, q
    vx, vy = c2x - c1x, c2y - c1y
    d = math.hypot(vx, vy)
    if d == 0:
        if any(
            _ang_in(e[0] - c1x, e[1] - c1y, a1, s1) for e in arc_ends((c2x, c2y, r1, a2, s2))
        ) or any(_ang_in(e[0] - c2x, e[1] - c2y, a2, s2) for e in arc_ends((c1x, c1y, r2, a1, s1))):
            best = min(best, abs(r1 - r2))
        return best
    ux, uy = vx / d, vy / d
    for s in (1, -1):
        y1 = (c1x + s * r1 * ux, c1y + s * r1 * uy)
        if not _ang_in(y1[0] - c1x, y1[1] - c1y, a1, s1):
            continue
        for t in (1, -1):
            y2 = (c2x + t * r2 * ux, c2y + t * r2 * uy)
            if _ang_in(y2[0] - c2x, y2[1] - c2y, a2, s2):
                best = min(best, pt_pt(y1, y2))
    if abs(r1 - r2) <= d <= r1 + r2:
        x = (d * d + r1 * r1 - r2 * r2) / (2 * d)
        h = math.sqrt(max(0.0, r1 * r1 - x * x))
        for s in (1, -1):
            px = c1x + x * ux - s * h * uy
            py = c1y + x * uy + s * h * ux
            if _ang_in(px - c1x, py - c1y, a1, s1) and _ang_in(px - c2x, py - c2y, a2, s2):
                return 0.0
    return best


# ---- cores: elements, boundaries, insideness ----


def boundary(core):
    k = core[0]
    if k == "P":
        return [("P", (core[1], core[2]))]
    if k == "S":
        return [("S", (core[1], core[2]), (core[3], core[4]))]
    if k == "POLY":
        pts = core[1]
        return [("S", pts[i - 1], pts[i]) for i in range(len(pts))]
    _, cx, cy, rin, rout, a0, sw = core
    out = [("A", (cx, cy, rout, a0, sw))]
    if rin > 0:
        out.append(("A", (cx, cy, rin, a0, sw)))
    if sw < TAU - 1e-12:
        for a in (a0, a0 + sw):
            u = (math.cos(a), math.sin(a))
            out.append(
                ("S", (cx + rin * u[0], cy + rin * u[1]), (cx + rout * u[0], cy + rout * u[1]))
            )
    return out


def inside(core, p):
    k = core[0]
    if k == "POLY":
        pts = core[1]
        return all(_cross(pts[i - 1], pts[i], p) >= 0 for i in range(len(pts)))
    if k == "BAND":
        _, cx, cy, rin, rout, a0, sw = core
        d = pt_pt(p, (cx, cy))
        if not rin <= d <= rout:
            return False
        return d == 0 or _ang_in(p[0] - cx, p[1] - cy, a0, sw)
    return False


def a_point(core):
    k = core[0]
    if k in ("P", "S"):
        return (core[1], core[2])
    if k == "POLY":
        return core[1][0]
    _, cx, cy, rin, rout, a0, sw = core
    m = (rin + rout) / 2
    return (cx + m * math.cos(a0), cy + m * math.sin(a0))


def elem_dist(e, f):
    if e[0] > f[0]:  # order A < P < S
        e, f = f, e
    ke, kf = e[0], f[0]
    if ke == "P" and kf == "P":
        return pt_pt(e[1], f[1])
    if ke == "P" and kf == "S":
        return pt_seg(e[1], f[1], f[2])
    if ke == "S" and kf == "S":
        return seg_seg(e[1], e[2], f[1], f[2])
    if ke == "A" and kf == "P":
        return pt_arc(f[1], e[1])
    if ke == "A" and kf == "S":
        return seg_arc(f[1], f[2], e[1])
    return arc_arc(e[1], f[1])


def core_dist(c1, c2):
    if inside(c1, a_point(c2)) or inside(c2, a_point(c1)):
        return 0.0
    return min(elem_dist(e, f) for e in boundary(c1) for f in boundary(c2))


def gap(s1, s2):
    """Distance between two shapes (negative: overlapping radii), 0 when cores meet."""
    return core_dist(s1[0], s2[0]) - s1[1] - s2[1]


def depth(shape, p):
    """How deep the point lies inside the shape (<= 0 outside)."""
    core, r = shape
    if core[0] in ("POLY", "BAND") and inside(core, p):
        return r + min(elem_dist(("P", p), e) for e in boundary(core))
    return r - min(elem_dist(("P", p), e) for e in boundary(core))


def deep_overlap(s1, s2, eps, box, n=24):
    """Some sampled point lies at least eps deep inside both shapes."""
    x0, y0, x1, y1 = box
    pts = [a_point(s1[0]), a_point(s2[0])]
    for i in range(n + 1):
        for j in range(n + 1):
            pts.append((x0 + (x1 - x0) * i / n, y0 + (y1 - y0) * j / n))
    return any(depth(s1, p) >= eps and depth(s2, p) >= eps for p in pts)
