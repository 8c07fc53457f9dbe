# Oriented rectangle predicates; called through collide.touches (band.py
# has rectangle against band).
#
# Rect tuple (shapes.py): (RECT, box4, cx, cy, c, s, hl, hw, k0x, k0y, k1x, k1y,
# c15, s15, hl << 11, hw << 11, 2800 - half diagonal):
# integer centre, heading as a Q20 direction (c, s) (hexbox.core.frame), half
# length and half width in Q4 (1/16 units: exact, 8 * length), and two corners
# in Q4 relative to the centre, rounded once (k0 front-left, k1 back-left; the
# other two are -k0 and -k1, so the rounded corners still form a
# parallelogram); c15, s15 is the heading rounded to Q15, for points near
# the centre. The rectangle is decided from that description, never from
# corners rounded to whole units (two such roundings of up to 0.71
# units each broke the 0.8-unit contract).
#
# Every test adds the tolerance frame.TOL16 (0.375 units):
# - a point or disc: the point in the rectangle's frame (rotated by the Q20
#   heading, rounded to Q4, or near the centre by the Q15 one: within 0.1
#   units), against the exact half-extents grown by r;
# - a segment, polygon or other rectangle: separating axes. Two convex shapes
#   are apart exactly when their projections on some edge normal of either
#   are apart. On the rectangle's own axes the other shape is projected in
#   the frame; on a polygon's or segment's normal (an integer vector) the
#   rectangle's Q4 corners are projected exactly. An axis separates when the
#   gap on it exceeds the tolerance. The largest gap over the axes is at least
#   the true gap / sqrt(2) (a corner of the rectangle nearest a corner of the
#   other: the direction between them lies within 45 degrees of an axis).
# - a capsule: its core segment by separating axes, or its ends within r of
#   the rectangle, or a corner within r of its core segment.
# Small ints everywhere in the domain (tests/test_geom_smallint.py): rotations
# use frame.rot20 on Q4 offsets below 2^19; a projection on an integer normal
# n is split as 16 ((C + (k >> 4) - a) . n) + (k & 15) . n, where the first
# dot product joins two points of the domain (|.| <= 32001 * 32000 < 2^30).
# Not small: a capsule of radius over 1023 units (64 mm) whose core passes
# near a corner (_corner_near).
from micropython import const

from hexbox.core.fixed import isqrt
from hexbox.core.frame import le_sqrt, rot20, sq_cmp

_T16 = const(6)  # frame.TOL16, inlined by MicroPython (a test checks)


def inside16(rc, x, y):
    """Q4 point (x, y), relative to the centre of rc, inside or on it."""
    c = rc[7]
    s = rc[8]
    X = rot20(c, s, x, y)
    if X > rc[9] or -X > rc[9]:
        return False
    Y = rot20(-s, c, x, y)
    return -rc[10] <= Y <= rc[10]


def _near16(rc, x, y, r):
    # Q4 point (x, y) relative to the centre within r (Q4) of rc
    c = rc[7]
    s = rc[8]
    ax = rot20(c, s, x, y)
    if ax < 0:
        ax = -ax
    ax -= rc[9]
    if ax > r:
        return False
    ay = rot20(-s, c, x, y)
    if ay < 0:
        ay = -ay
    ay -= rc[10]
    if ay > r:
        return False
    if ax <= 0 or ay <= 0:
        return True
    return sq_cmp(ax, ay, r) <= 0


# @micropython.native
def point_within(rc, px, py, r):
    """True when (px, py) is within r (+ the tolerance) of rectangle rc.

    The hot path of disc against rectangle. When r + the rectangle's half
    diagonal is at most 2800 units (rc[19] holds 2800 - the half diagonal),
    every point the box check lets through lies within 3963 units of the
    centre; there the Q15 heading (rc[15], rc[16]) is off by at most
    2.3e-5 * 3963 < 0.1 units, in two products. Else the Q20 one (_near16)."""
    dx = px - rc[5]
    dy = py - rc[6]
    if r > rc[19]:
        return _near16(rc, 16 * dx, 16 * dy, 16 * r + _T16)
    r = (r << 15) + (_T16 << 11)  # r in Q4, at Q15 x units = Q4 << 11
    c = rc[15]
    s = rc[16]
    # along and across the heading
    ax = dx * c + dy * s
    if ax < 0:
        ax = -ax
    ax -= rc[17]
    if ax > r:
        return False
    ay = dy * c - dx * s
    if ay < 0:
        ay = -ay
    ay -= rc[18]
    if ay > r:
        return False
    if ax <= 0 or ay <= 0:
        return True
    # the corner, in Q4
    return sq_cmp((ax + 1024) >> 11, (ay + 1024) >> 11, (r + 1024) >> 11) <= 0


def _beyond(rc, ax, ay, nx, ny):
    # every corner of rc lies beyond the line through (ax, ay) normal to
    # (nx, ny), by more than the tolerance, on n's side. The tolerance times
    # |n| is taken as TOL16 * max(|nx|, |ny|) (between 0.71 and 1 of it: no root)
    m = nx if nx > 0 else -nx
    if ny > m or -ny > m:
        m = ny if ny > 0 else -ny
    thr = _T16 * m
    bx = rc[5] - ax
    by = rc[6] - ay
    k = 0
    while k < 4:
        kx = rc[11 + (k & 1) * 2]
        ky = rc[12 + (k & 1) * 2]
        if k >= 2:
            kx = -kx
            ky = -ky
        # (16 (C - a) + K) . n = 16 X + Y > thr  <=>  X > floor((thr - Y) / 16)
        x = (bx + (kx >> 4)) * nx + (by + (ky >> 4)) * ny
        y = (kx & 15) * nx + (ky & 15) * ny
        if x <= (thr - y) >> 4:
            return False
        k += 1
    return True


def _apart_on_axes(rc, xs, ys, n):
    # the points xs[:n], ys[:n] all beyond one side of rc's grown rectangle,
    # along its length or its width
    cx = rc[5]
    cy = rc[6]
    c = rc[7]
    s = rc[8]
    hl = rc[9] + _T16
    hw = rc[10] + _T16
    i = 0
    # flags: all beyond +x, -x, +y, -y
    px = nx = py = ny = True
    while i < n:
        dx = 16 * (xs[i] - cx)
        dy = 16 * (ys[i] - cy)
        X = rot20(c, s, dx, dy)
        Y = rot20(-s, c, dx, dy)
        if X <= hl:
            px = False
        if X >= -hl:
            nx = False
        if Y <= hw:
            py = False
        if Y >= -hw:
            ny = False
        i += 1
    return px or nx or py or ny


def polygon_touch(rc, xs, ys):
    """True when the convex polygon (xs, ys) touches rectangle rc."""
    n = len(xs)
    if _apart_on_axes(rc, xs, ys, n):
        return False
    j = n - 1
    i = 0
    while i < n:
        # the outward normal of edge j -> i of a CCW polygon is (ey, -ex)
        if _beyond(rc, xs[i], ys[i], ys[i] - ys[j], xs[j] - xs[i]):
            return False
        j = i
        i += 1
    return True


_SX = [0, 0]  # a segment's ends as a two-point "polygon"
_SY = [0, 0]


def _segment_touch(rc, ax, ay, bx, by):
    # the segment AB within the tolerance of rc, by separating axes
    _SX[0] = ax
    _SX[1] = bx
    _SY[0] = ay
    _SY[1] = by
    if _apart_on_axes(rc, _SX, _SY, 2):
        return False
    ex = bx - ax
    ey = by - ay
    if ex == 0 and ey == 0:
        return True
    return not (_beyond(rc, ax, ay, ey, -ex) or _beyond(rc, ax, ay, -ey, ex))


def _corner_near(rc, k, ax, ay, bx, by, r):
    # corner k (0..3) of rc within r (Q4) of the segment AB (units)
    kx = rc[11 + (k & 1) * 2]
    ky = rc[12 + (k & 1) * 2]
    if k >= 2:
        kx = -kx
        ky = -ky
    ex = bx - ax
    ey = by - ay
    # W = 16 (C - a) + K, split as 16 (C - a + (K >> 4)) + (K & 15)
    hx = rc[5] - ax + (kx >> 4)
    hy = rc[6] - ay + (ky >> 4)
    lx = kx & 15
    ly = ky & 15
    t = hx * ex + hy * ey
    tl = lx * ex + ly * ey
    n2 = ex * ex + ey * ey
    if t <= (-tl) >> 4:  # W . e <= 0: A is the nearest point
        return _q4_near(16 * hx + lx, 16 * hy + ly, r)
    if t - n2 + (tl >> 4) >= 0:  # W . e >= 16 |e|^2: B is
        return _q4_near(16 * (hx - ex) + lx, 16 * (hy - ey) + ly, r)
    n = isqrt(n2)
    c = hx * ey - hy * ex
    cl = lx * ey - ly * ex
    if c < 0:
        c = -c
        cl = -cl
    # |16 c + cl| <= r |e| (|cl| <= 22 |e|): far beyond it when c alone is
    if c > (((r + 22) * (n + 1)) >> 4) + 1:
        return False
    c = 16 * c + cl
    if c < 0:
        c = -c
    return le_sqrt(c, r, n2)


def _q4_near(x, y, r):
    if x > r or -x > r or y > r or -y > r:
        return False
    return sq_cmp(x, y, r) <= 0


def capsule_touch(rc, ax, ay, bx, by, r):
    """True when the capsule AB (radius r) touches rectangle rc."""
    if _segment_touch(rc, ax, ay, bx, by):
        return True
    if r == 0:
        return False
    r16 = 16 * r + _T16
    if _near16(rc, 16 * (ax - rc[5]), 16 * (ay - rc[6]), r16):
        return True
    if _near16(rc, 16 * (bx - rc[5]), 16 * (by - rc[6]), r16):
        return True
    k = 0
    while k < 4:
        if _corner_near(rc, k, ax, ay, bx, by, r16):
            return True
        k += 1
    return False


# @micropython.native
def _apart(p, q):
    # rectangles p and q apart along one of p's axes (by more than the tolerance)
    c = p[7]
    s = p[8]
    dx = 16 * (q[5] - p[5])
    dy = 16 * (q[6] - p[6])
    X = rot20(c, s, dx, dy)
    if X < 0:
        X = -X
    # q's half extent along p's length: its corners projected
    e0 = rot20(c, s, q[11], q[12])
    e1 = rot20(c, s, q[13], q[14])
    if e0 < 0:
        e0 = -e0
    if e1 < 0:
        e1 = -e1
    if X > p[9] + (e0 if e0 > e1 else e1) + _T16:
        return True
    Y = rot20(-s, c, dx, dy)
    if Y < 0:
        Y = -Y
    e0 = rot20(-s, c, q[11], q[12])
    e1 = rot20(-s, c, q[13], q[14])
    if e0 < 0:
        e0 = -e0
    if e1 < 0:
        e1 = -e1
    return Y > p[10] + (e0 if e0 > e1 else e1) + _T16


# @micropython.native
def rect_touch(a, b):
    """True when rectangles a and b touch or overlap."""
    return not (_apart(a, b) or _apart(b, a))
