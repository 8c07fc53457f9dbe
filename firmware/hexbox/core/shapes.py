# Shape constructors. Every shape is a small tuple built once (validated here,
# so the predicates need no checks):
#     (kind, xmin, ymin, xmax, ymax, ...)   the box bounds the whole shape
# DISC    (.., x, y, r)                       point = disc of radius 0
# CAPSULE (.., x1, y1, x2, y2, r, n)          segment = capsule of radius 0
# POLYGON (.., xs, ys, ns)                    convex, counter-clockwise
#         (n, ns: floor sqrt of the squared lengths, so tests skip a sqrt)
# RECT    (.., cx, cy, c, s, hl, hw, k0x, k0y, k1x, k1y, c15, s15, hl15, hw15, rq)
#         oriented rectangle: heading as a Q20 direction (c, s), half length
#         and half width in Q4 (1/16 units), two corners in Q4 from the
#         centre (the others are their negatives), the heading in Q15 and
#         the half-extents at its scale (<< 11), 2800 - the half diagonal
#         (the largest disc radius for its Q15 fast path); see rect.py
# BAND    (.., cx, cy, rin, rout, start, sweep, u0x, u0y, u1x, u1y, (the same in Q15))
#         annular sector: rin <= |P - C| <= rout, angle in start..start+sweep,
#         flat radial ends; u0/u1 are the end directions in Q20 (frame.py),
#         and rounded to Q15 for a first, cheaper side test (band.point_within).
#
# Degenerate shapes, handled the same way every time:
# - zero radius: a point / a segment; zero-length segment: a disc.
# - polygon: the convex hull of the points is taken; a hull of 1 or 2 points
#   becomes a point or a segment.
# - rect: one with its corners on whole units (a heading that is a multiple
#   of 90 degrees, even length and width) is that exact polygon, so a zero
#   width gives a segment; any other is a RECT, zero sizes included (a thin
#   rectangle, decided from its exact description like the others).
# - band: width 0 is a thin arc; sweep 0 a radial segment; sweep TURN a full
#   ring; radius < width/2 clamps the inner radius to 0 (a pie slice).
from micropython import const

from hexbox.core.fixed import (
    ARC_R_MAX,
    MASK,
    QUARTER,
    TURN,
    check_angle,
    check_centre,
    check_len,
    check_xy,
    isqrt,
    mul_q20,
    sin20,
)
from hexbox.core.frame import rot20
from hexbox.core.pose import arc_centre, arc_span

DISC = const(0)
CAPSULE = const(1)
POLYGON = const(2)
RECT = const(3)
BAND = const(4)


def disc(x, y, r):
    check_xy(x, y)
    check_len(r, "radius")
    return (DISC, x - r, y - r, x + r, y + r, x, y, r)


def point(x, y):
    return disc(x, y, 0)


def capsule(x1, y1, x2, y2, r):
    check_xy(x1, y1)
    check_xy(x2, y2)
    check_len(r, "radius")
    dx = x2 - x1
    dy = y2 - y1
    n = isqrt(dx * dx + dy * dy)  # kept so distance tests need no square root
    return (
        CAPSULE,
        min(x1, x2) - r,
        min(y1, y2) - r,
        max(x1, x2) + r,
        max(y1, y2) + r,
        x1,
        y1,
        x2,
        y2,
        r,
        n,
    )


def segment(x1, y1, x2, y2):
    return capsule(x1, y1, x2, y2, 0)


def _cross(ox, oy, ax, ay, bx, by):
    return (ax - ox) * (by - oy) - (ay - oy) * (bx - ox)


def polygon(points):
    """Convex polygon: the convex hull of `points` (a list of (x, y) ints)."""
    pts = []
    for p in points:
        check_xy(p[0], p[1])
        pts.append((p[0], p[1]))
    if not pts:
        raise ValueError("a polygon needs at least one point")
    pts.sort()
    uniq = [pts[0]]
    for p in pts:
        if p != uniq[-1]:
            uniq.append(p)
    pts = uniq
    # Andrew's monotone chain; collinear points dropped, result CCW
    lower = []
    for p in pts:
        while (
            len(lower) >= 2
            and _cross(lower[-2][0], lower[-2][1], lower[-1][0], lower[-1][1], p[0], p[1]) <= 0
        ):
            lower.pop()
        lower.append(p)
    upper = []
    for p in reversed(pts):
        while (
            len(upper) >= 2
            and _cross(upper[-2][0], upper[-2][1], upper[-1][0], upper[-1][1], p[0], p[1]) <= 0
        ):
            upper.pop()
        upper.append(p)
    hull = lower[:-1] + upper[:-1]
    if not hull:
        hull = [pts[0]]
    if len(hull) == 1:
        return disc(hull[0][0], hull[0][1], 0)
    if len(hull) == 2:
        return segment(hull[0][0], hull[0][1], hull[1][0], hull[1][1])
    xs = tuple(p[0] for p in hull)
    ys = tuple(p[1] for p in hull)
    # ns[i]: isqrt of the squared length of the edge ending at vertex i
    ns = tuple(isqrt((xs[i] - xs[i - 1]) ** 2 + (ys[i] - ys[i - 1]) ** 2) for i in range(len(xs)))
    return (POLYGON, min(xs), min(ys), max(xs), max(ys), xs, ys, ns)


def rect(cx, cy, heading, length, width):
    """Oriented rectangle centred on (cx, cy), `length` along heading.

    Decided from this exact description (rect.py); its corners must lie in
    the domain. Corners on whole units (heading a multiple of 90 degrees,
    even sizes) give the same rectangle as an exact polygon.
    """
    check_xy(cx, cy)
    check_angle(heading, "heading")
    check_len(length, "length")
    check_len(width, "width")
    h = heading & MASK
    c = sin20(h + QUARTER)
    s = sin20(h)
    if h & (QUARTER - 1) == 0 and length & 1 == 0 and width & 1 == 0:
        # c, s are exactly 0 or +-2^20: the corners are whole units
        a = length >> 1
        b = width >> 1
        ux = c >> 20
        uy = s >> 20
        pts = []
        for i, j in ((1, 1), (-1, 1), (-1, -1), (1, -1)):
            pts.append((cx + i * a * ux - j * b * uy, cy + i * a * uy + j * b * ux))
        return polygon(pts)
    hl = 8 * length
    hw = 8 * width
    # corner (+-hl, +-hw) turned by the heading, in Q4, rounded once
    k0x = rot20(c, -s, hl, hw)
    k0y = rot20(s, c, hl, hw)
    k1x = rot20(c, -s, -hl, hw)
    k1y = rot20(s, c, -hl, hw)
    xs = (k0x, k1x, -k0x, -k1x)
    ys = (k0y, k1y, -k0y, -k1y)
    for i in range(4):
        check_xy(cx + ((xs[i] + 8) >> 4), cy + ((ys[i] + 8) >> 4))
    return (
        RECT,
        cx + (min(xs) >> 4) - 1,
        cy + (min(ys) >> 4) - 1,
        cx + (max(xs) >> 4) + 2,
        cy + (max(ys) >> 4) + 2,
        cx,
        cy,
        c,
        s,
        hl,
        hw,
        k0x,
        k0y,
        k1x,
        k1y,
        (c + 16) >> 5,
        (s + 16) >> 5,
        hl << 11,
        hw << 11,
        2800 - ((isqrt(length * length + width * width) + 2) >> 1),
    )


def moved(shape, dx, dy):
    """A rectangle or polygon carried by (dx, dy) units: the very tuple
    rect() or polygon() builds at the moved place (their fields are the
    place plus offsets that depend on the heading and size only), without
    their trigonometry. A piece slid along a line is built once."""
    kind = shape[0]
    if kind == RECT:
        check_xy(shape[5] + dx, shape[6] + dy)
        return (RECT, shape[1] + dx, shape[2] + dy, shape[3] + dx, shape[4] + dy,
                shape[5] + dx, shape[6] + dy) + shape[7:]
    if kind == POLYGON:
        check_xy(shape[1] + dx, shape[2] + dy)
        check_xy(shape[3] + dx, shape[4] + dy)
        return (POLYGON, shape[1] + dx, shape[2] + dy, shape[3] + dx, shape[4] + dy,
                tuple(x + dx for x in shape[5]), tuple(y + dy for y in shape[6]), shape[7])
    raise ValueError("moved() takes a rectangle or a polygon")


def band(cx, cy, radius, start, sweep, width):
    """Arc band: centre line of `radius` around (cx, cy) from binary angle
    `start` counter-clockwise through `sweep`, `width` wide, flat ends.

    An odd width puts the extra unit outside: rin = radius - width//2,
    rout = rin + width (rin clamped at 0).
    """
    check_centre(cx, cy)
    check_len(radius, "radius", ARC_R_MAX)
    check_len(width, "width")
    check_angle(start, "start")
    if sweep.__class__ is not int or not 0 <= sweep <= TURN:
        raise ValueError("sweep must be an int in 0..%d (binary angle), got %r" % (TURN, sweep))
    rin = radius - (width >> 1)
    rout = rin + width
    if rin < 0:
        rin = 0
    start &= MASK
    end = start + sweep
    u0x = sin20(start + QUARTER)
    u0y = sin20(start)
    u1x = sin20(end + QUARTER)
    u1y = sin20(end)
    # box: the four corners plus every axis extreme of the outer circle inside the sweep
    xs = [mul_q20(rin, sin20(start + QUARTER)), mul_q20(rout, sin20(start + QUARTER))]
    ys = [mul_q20(rin, sin20(start)), mul_q20(rout, sin20(start))]
    xs.append(mul_q20(rin, sin20(end + QUARTER)))
    xs.append(mul_q20(rout, sin20(end + QUARTER)))
    ys.append(mul_q20(rin, sin20(end)))
    ys.append(mul_q20(rout, sin20(end)))
    k = 0
    while k < 4:
        a = k * QUARTER
        if ((a - start) & MASK) <= sweep or sweep == TURN:
            if k == 0:
                xs.append(rout)
            elif k == 1:
                ys.append(rout)
            elif k == 2:
                xs.append(-rout)
            else:
                ys.append(-rout)
        k += 1
    return (
        BAND,
        cx + min(xs) - 1,
        cy + min(ys) - 1,
        cx + max(xs) + 1,
        cy + max(ys) + 1,
        cx,
        cy,
        rin,
        rout,
        start,
        sweep,
        u0x,
        u0y,
        u1x,
        u1y,
        (u0x + 16) >> 5,
        (u0y + 16) >> 5,
        (u1x + 16) >> 5,
        (u1y + 16) >> 5,
    )


def band_on_arc(p, radius, sweep, left, forward, width):
    """The band a curve covers when a pose p follows arc_pose(p, radius, sweep, left, forward)."""
    cx, cy = arc_centre(p, radius, left)
    a, s = arc_span(p, radius, sweep, left, forward)
    return band(cx, cy, radius, a, s, width)
