# Integer touch predicates between shapes (the contract: docs/collision.md).
# "Touch" includes a gap of exactly 0.
#
# Every shape is a core (point, segment, convex polygon, rectangle, arc band)
# grown by a radius r (discs and capsules). Two shapes touch when their cores
# are at most rA + rB apart. Point, segment and polygon tests are exact integer
# arithmetic; all their intermediates stay below 2^30 for any two shapes in
# the domain (|dot| and |cross| of two in-domain differences are at most
# 32000^2 < 2^30; tests/test_geom_smallint.py proves it at the corners).
# A perpendicular distance needs sqrt: it is settled with isqrt bounds and
# only an exact tie falls back to one big-int comparison.
# Rectangles are in rect.py and arc bands in band.py: they add a tolerance of
# 0.375 units, so touching shapes always test touching there too.
from micropython import const

from hexbox.core import band as _band
from hexbox.core import rect as _rect
from hexbox.core.band import point_within as _band_point
from hexbox.core.convex import point_in_polygon
from hexbox.core.disc import disc_touch  # noqa: F401 (part of this module's API)
from hexbox.core.fixed import isqrt
from hexbox.core.rect import point_within as _rect_point

# the shape kinds of shapes.py as local consts, inlined by MicroPython (a test checks)
_DISC = const(0)
_CAPSULE = const(1)
_POLYGON = const(2)
_RECT = const(3)


# @micropython.native
def point_segment_within(px, py, ax, ay, bx, by, r, n=-1):
    """True when the point is at most r from the segment AB (exact).

    n: isqrt(|AB|^2) when the caller has it stored (shapes keep it), else -1.
    """
    ex = bx - ax
    ey = by - ay
    qx = px - ax
    qy = py - ay
    t = ex * qx + ey * qy
    if t <= 0:
        return qx * qx + qy * qy <= r * r
    n2 = ex * ex + ey * ey
    if t >= n2:
        qx = px - bx
        qy = py - by
        return qx * qx + qy * qy <= r * r
    c = ex * qy - ey * qx
    if c < 0:
        c = -c
    if r == 0:
        return c == 0
    # distance = c / sqrt(n2); compare c with r*sqrt(n2) via floor bounds first
    if n < 0:
        n = isqrt(n2)
    if c <= r * n:
        return True
    if c > r * (n + 1):
        return False
    return c * c <= r * r * n2  # within one unit of a tie: exact, may use a big int


def _crossing(ax, ay, bx, by, cx, cy, dx, dy):
    # segments AB and CD cross at a single interior point (strict orientation signs)
    ex = bx - ax
    ey = by - ay
    d3 = ex * (cy - ay) - ey * (cx - ax)
    d4 = ex * (dy - ay) - ey * (dx - ax)
    if (d3 > 0 and d4 > 0) or (d3 < 0 and d4 < 0) or d3 == 0 or d4 == 0:
        return False
    fx = dx - cx
    fy = dy - cy
    d1 = fx * (ay - cy) - fy * (ax - cx)
    d2 = fx * (by - cy) - fy * (bx - cx)
    return (d1 > 0 and d2 < 0) or (d1 < 0 and d2 > 0)


def segment_segment_within(ax, ay, bx, by, cx, cy, dx, dy, r):
    """True when segments AB and CD are at most r apart (exact)."""
    if _crossing(ax, ay, bx, by, cx, cy, dx, dy):
        return True
    # apart or touching: the gap is reached at one of the four endpoints
    return (
        point_segment_within(ax, ay, cx, cy, dx, dy, r)
        or point_segment_within(bx, by, cx, cy, dx, dy, r)
        or point_segment_within(cx, cy, ax, ay, bx, by, r)
        or point_segment_within(dx, dy, ax, ay, bx, by, r)
    )


# @micropython.native
def _poly_point(xs, ys, ns, px, py, r):
    if point_in_polygon(px, py, xs, ys):
        return True
    n = len(xs)
    j = n - 1
    i = 0
    while i < n:
        if point_segment_within(px, py, xs[j], ys[j], xs[i], ys[i], r, ns[i]):
            return True
        j = i
        i += 1
    return False


def _poly_segment(xs, ys, ax, ay, bx, by, r):
    if point_in_polygon(ax, ay, xs, ys):
        return True
    n = len(xs)
    j = n - 1
    i = 0
    while i < n:
        if segment_segment_within(xs[j], ys[j], xs[i], ys[i], ax, ay, bx, by, r):
            return True
        j = i
        i += 1
    return False


def _poly_poly(xs, ys, xt, yt):
    if point_in_polygon(xs[0], ys[0], xt, yt) or point_in_polygon(xt[0], yt[0], xs, ys):
        return True
    n = len(xs)
    m = len(xt)
    j = n - 1
    i = 0
    while i < n:
        q = m - 1
        k = 0
        while k < m:
            if segment_segment_within(xs[j], ys[j], xs[i], ys[i], xt[q], yt[q], xt[k], yt[k], 0):
                return True
            q = k
            k += 1
        j = i
        i += 1
    return False


# @micropython.native
def touches(a, b):
    """True when shapes a and b (from hexbox.core.shapes) touch or overlap."""
    # boxes first: cheap, and it bounds every later product
    if a[1] > b[3] or b[1] > a[3] or a[2] > b[4] or b[2] > a[4]:
        return False
    ka = a[0]
    kb = b[0]
    if ka > kb:
        a, b = b, a
        ka, kb = kb, ka
    if ka == _DISC:
        if kb == _DISC:
            dx = b[5] - a[5]
            dy = b[6] - a[6]
            s = a[7] + b[7]
            return dx * dx + dy * dy <= s * s
        if kb == _CAPSULE:
            return point_segment_within(a[5], a[6], b[5], b[6], b[7], b[8], a[7] + b[9], b[10])
        if kb == _POLYGON:
            return _poly_point(b[5], b[6], b[7], a[5], a[6], a[7])
        if kb == _RECT:
            return _rect_point(b, a[5], a[6], a[7])
        return _band_point(b, a[5], a[6], a[7])
    if ka == _CAPSULE:
        if kb == _CAPSULE:
            return segment_segment_within(
                a[5], a[6], a[7], a[8], b[5], b[6], b[7], b[8], a[9] + b[9]
            )
        if kb == _POLYGON:
            return _poly_segment(b[5], b[6], a[5], a[6], a[7], a[8], a[9])
        if kb == _RECT:
            return _rect.capsule_touch(b, a[5], a[6], a[7], a[8], a[9])
        return _band.segment_within(b, a[5], a[6], a[7], a[8], a[9])
    if ka == _POLYGON:
        if kb == _POLYGON:
            return _poly_poly(a[5], a[6], b[5], b[6])
        if kb == _RECT:
            return _rect.polygon_touch(b, a[5], a[6])
        return _band.polygon_touch(b, a)
    if ka == _RECT:
        if kb == _RECT:
            return _rect.rect_touch(a, b)
        return _band.rect_touch(b, a)
    return _band.band_touch(a, b)
