# Arc band (annular sector) predicates; called through collide.touches.
#
# Band tuple (shapes.py): (BAND, box4, cx, cy, rin, rout, start, sweep,
# u0x, u0y, u1x, u1y, mx, my). u0/u1: Q15 unit vectors of the two flat ends.
#
# A point is within r of the band when it is in the band's wedge with
# rin - r <= |P - C| <= rout + r, or within r of one of the two flat ends.
# That test is small-int: after the box check every offset from the centre is
# below rout + r <= 28000, so |offset| * 2^15 < 2^30.
# Segments, polygons and other bands work in quarter units (Q2) relative to
# the band centre: the wedge clips the segment, and the clipped pieces are
# tested against the radius range; circle-circle crossings settle band pairs.
# These use plain ints that can exceed 2^30 for long segments or far centres
# (exact and deterministic on both interpreters, but they may allocate on
# MicroPython); every rounding is to the nearest quarter unit (<= 0.2 units).
from micropython import const

from hexbox.core.convex import point_in_polygon
from hexbox.core.fixed import HALF, TURN, isqrt

_Q15 = const(32768)


def _in_wedge(b, dx, dy):
    # (dx, dy) relative to the centre lies in the angular range start..start+sweep
    sw = b[10]
    if sw >= TURN:
        return True
    if sw == 0:
        return False
    c0 = b[11] * dy - b[12] * dx >= 0  # at or left of the start direction
    c1 = dx * b[14] - dy * b[13] >= 0  # at or right of the end direction
    if sw <= HALF:
        return c0 and c1
    return c0 or c1


def _radial_within(dx, dy, ux, uy, rin, rout, r):
    # (dx, dy) within r of the flat end from rin*u to rout*u
    along = ux * dx + uy * dy
    perp = ux * dy - uy * dx
    if along < rin * _Q15:
        rho = rin
    elif along > rout * _Q15:
        rho = rout
    else:
        return -r * _Q15 <= perp <= r * _Q15
    # beyond the end: distance to the corner, in quarter units
    a = ((along + 4096) >> 13) - 4 * rho
    p = (perp + 4096) >> 13
    r4 = 4 * r
    if a > r4 or -a > r4 or p > r4 or -p > r4:
        return False
    return (a * a - r4 * r4) + p * p <= 0


def point_within(b, px, py, r):
    """True when (px, py) is at most r from band b (small ints throughout)."""
    dx = px - b[5]
    dy = py - b[6]
    out = b[8] + r
    if dx > out or -dx > out or dy > out or -dy > out:
        return False
    q = (dx * dx - out * out) + dy * dy  # |P - C|^2 - out^2, in this order to stay small
    if q > 0:
        return False
    inner = b[7] - r
    if _in_wedge(b, dx, dy) and (inner <= 0 or q + out * out >= inner * inner):
        return True
    if b[10] >= TURN:
        return False
    return _radial_within(dx, dy, b[11], b[12], b[7], b[8], r) or _radial_within(
        dx, dy, b[13], b[14], b[7], b[8], r
    )


# ---- quarter-unit kernel (relative to the band centre) ----


def _div_round(n, d):
    # n / d rounded to nearest, d > 0
    return (2 * n + d) // (2 * d)


def _pt_seg4(px, py, ax, ay, bx, by, r):
    # exact: point within r of segment AB (any int size)
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
    if r == 0:
        return c == 0
    return c * c <= r * r * n2


def _seg_seg4(ax, ay, bx, by, cx, cy, dx, dy, r):
    ex = bx - ax
    ey = by - ay
    d3 = ex * (cy - ay) - ey * (cx - ax)
    d4 = ex * (dy - ay) - ey * (dx - ax)
    if (d3 > 0 and d4 < 0) or (d3 < 0 and d4 > 0):
        fx = dx - cx
        fy = dy - cy
        d1 = fx * (ay - cy) - fy * (ax - cx)
        d2 = fx * (by - cy) - fy * (bx - cx)
        if (d1 > 0 and d2 < 0) or (d1 < 0 and d2 > 0):
            return True
    return (
        _pt_seg4(ax, ay, cx, cy, dx, dy, r)
        or _pt_seg4(bx, by, cx, cy, dx, dy, r)
        or _pt_seg4(cx, cy, ax, ay, bx, by, r)
        or _pt_seg4(dx, dy, ax, ay, bx, by, r)
    )


def _end_within4(ax, ay, bx, by, ux, uy, rin4, rout4, r4):
    # segment (Q2, centre-relative) within r4 of the flat end rin..rout along u:
    # rotate the segment into the end's frame, where the end lies on the x axis
    pa = _div_round(ux * ax + uy * ay, _Q15)
    qa = _div_round(ux * ay - uy * ax, _Q15)
    pb = _div_round(ux * bx + uy * by, _Q15)
    qb = _div_round(ux * by - uy * bx, _Q15)
    return _seg_seg4(pa, qa, pb, qb, rin4, 0, rout4, 0, r4)


_IV = [0, 1, 1, 1]  # the current interval of t: lo = IV[0]/IV[1], hi = IV[2]/IV[3]
_E = [0, 0, 0, 0]  # a flat end's two corners, from _end4


def _clip(f0, f1, strict):
    # restrict _IV to f0 + t (f1 - f0) >= 0 (> 0 when strict); False when empty
    ok0 = f0 > 0 if strict else f0 >= 0
    ok1 = f1 > 0 if strict else f1 >= 0
    if ok0 and ok1:
        return True
    if not ok0 and not ok1:
        return False
    if f0 - f1 > 0:
        rn = f0
        rd = f0 - f1
    else:
        rn = -f0
        rd = f1 - f0
    iv = _IV
    if ok0:  # allowed for t <= root
        if rn * iv[3] < iv[2] * rd:
            iv[2] = rn
            iv[3] = rd
    else:  # allowed for t >= root
        if rn * iv[1] > iv[0] * rd:
            iv[0] = rn
            iv[1] = rd
    return iv[0] * iv[3] <= iv[2] * iv[1]


def _piece_meets_ring(ax, ay, ex, ey, ln, ld, hn, hd, lo2, hi2):
    # some point X of the piece t in [ln/ld, hn/hd] has lo2 <= |X|^2 <= hi2
    x = ax + _div_round(ex * ln, ld)
    y = ay + _div_round(ey * ln, ld)
    d0 = x * x + y * y
    x = ax + _div_round(ex * hn, hd)
    y = ay + _div_round(ey * hn, hd)
    d1 = x * x + y * y
    if d0 < lo2 and d1 < lo2:
        return False  # |X| is convex along the piece: its maximum is at an end
    # minimum: the foot of the centre on the line, clamped into the piece
    n2 = ex * ex + ey * ey
    if n2 == 0:
        return d0 <= hi2
    fn = -(ax * ex + ay * ey)
    if fn * ld <= ln * n2:
        return d0 <= hi2
    if fn * hd >= hn * n2:
        return d1 <= hi2
    x = ax + _div_round(ex * fn, n2)
    y = ay + _div_round(ey * fn, n2)
    return x * x + y * y <= hi2


def _seg4_within(b, ax, ay, bx, by, r4):
    # segment in Q2 relative to the band centre, within r4 (Q2) of the band
    rin4 = 4 * b[7]
    rout4 = 4 * b[8]
    sw = b[10]
    if sw < TURN:
        if _end_within4(ax, ay, bx, by, b[11], b[12], rin4, rout4, r4):
            return True
        if _end_within4(ax, ay, bx, by, b[13], b[14], rin4, rout4, r4):
            return True
    if sw == 0:
        return False
    inner = rin4 - r4
    lo2 = inner * inner if inner > 0 else 0
    hi2 = (rout4 + r4) * (rout4 + r4)
    ex = bx - ax
    ey = by - ay
    if sw >= TURN:
        return _piece_meets_ring(ax, ay, ex, ey, 0, 1, 1, 1, lo2, hi2)
    u0x = b[11]
    u0y = b[12]
    u1x = b[13]
    u1y = b[14]
    c0a = u0x * ay - u0y * ax
    c0b = u0x * by - u0y * bx
    c1a = ax * u1y - ay * u1x
    c1b = bx * u1y - by * u1x
    iv = _IV
    iv[0] = 0
    iv[1] = 1
    iv[2] = 1
    iv[3] = 1
    if sw <= HALF:
        if not (_clip(c0a, c0b, False) and _clip(c1a, c1b, False)):
            return False
        return _piece_meets_ring(ax, ay, ex, ey, iv[0], iv[1], iv[2], iv[3], lo2, hi2)
    # wide band: the outside of the wedge is the open convex wedge c0 < 0 and c1 < 0
    if not (_clip(-c0a, -c0b, True) and _clip(-c1a, -c1b, True)):
        return _piece_meets_ring(ax, ay, ex, ey, 0, 1, 1, 1, lo2, hi2)
    gln = iv[0]
    gld = iv[1]
    ghn = iv[2]
    ghd = iv[3]
    # the pieces before and after the gap exist only when the segment's own
    # ends are in the (closed) wedge
    if (c0a >= 0 or c1a >= 0) and _piece_meets_ring(ax, ay, ex, ey, 0, 1, gln, gld, lo2, hi2):
        return True
    return (c0b >= 0 or c1b >= 0) and _piece_meets_ring(ax, ay, ex, ey, ghn, ghd, 1, 1, lo2, hi2)


def segment_within(b, ax, ay, bx, by, r):
    """True when the segment AB is at most r from band b."""
    if point_within(b, ax, ay, r) or point_within(b, bx, by, r):
        return True
    cx = b[5]
    cy = b[6]
    return _seg4_within(b, 4 * (ax - cx), 4 * (ay - cy), 4 * (bx - cx), 4 * (by - cy), 4 * r)


def polygon_touch(b, xs, ys):
    """True when the convex polygon (xs, ys) touches band b."""
    if point_in_polygon(b[15], b[16], xs, ys):
        return True
    n = len(xs)
    j = n - 1
    i = 0
    while i < n:
        if segment_within(b, xs[j], ys[j], xs[i], ys[i], 0):
            return True
        j = i
        i += 1
    return False


def _end4(b, k, ox, oy):
    # the flat end k (0 start, 1 end) of band b in Q2, relative to (ox, oy), into _E
    ux = b[11 + 2 * k]
    uy = b[12 + 2 * k]
    bx = 4 * (b[5] - ox)
    by = 4 * (b[6] - oy)
    _E[0] = bx + _div_round(4 * b[7] * ux, _Q15)
    _E[1] = by + _div_round(4 * b[7] * uy, _Q15)
    _E[2] = bx + _div_round(4 * b[8] * ux, _Q15)
    _E[3] = by + _div_round(4 * b[8] * uy, _Q15)


def _arcs_cross(a, ra, b, rb):
    # circle (a's centre, ra) meets circle (b's centre, rb), radii in Q2, at a
    # point inside both wedges
    vx = 4 * (b[5] - a[5])
    vy = 4 * (b[6] - a[6])
    d2 = vx * vx + vy * vy
    if d2 == 0:
        if ra != rb:
            return False
        # the same circle: the arcs overlap when one starts inside the other
        return (
            a[10] >= TURN
            or b[10] >= TURN
            or _in_wedge(b, a[11], a[12])
            or _in_wedge(a, b[11], b[12])
        )
    if d2 > (ra + rb) * (ra + rb) or d2 < (ra - rb) * (ra - rb):
        return False
    k = d2 + ra * ra - rb * rb
    w = 4 * ra * ra * d2 - k * k
    w = isqrt(w) if w > 0 else 0
    s = 1
    while s >= -1:
        x = _div_round(k * vx - s * w * vy, 2 * d2)
        y = _div_round(k * vy + s * w * vx, 2 * d2)
        if _in_wedge(a, x, y) and _in_wedge(b, x - vx, y - vy):
            return True
        s -= 2
    return False


def _ends_touch(p, q):
    # a flat end of band p meets band q
    if p[10] >= TURN:
        return False
    k = 0
    while k < 2:
        _end4(p, k, q[5], q[6])
        if _seg4_within(q, _E[0], _E[1], _E[2], _E[3], 0):
            return True
        k += 1
    return False


def band_touch(a, b):
    """True when bands a and b touch or overlap."""
    if point_within(b, a[15], a[16], 0) or point_within(a, b[15], b[16], 0):
        return True
    if _ends_touch(a, b) or _ends_touch(b, a):
        return True
    i = 7
    while i <= 8:
        j = 7
        while j <= 8:
            if a[i] > 0 and b[j] > 0 and _arcs_cross(a, 4 * a[i], b, 4 * b[j]):
                return True
            j += 1
        i += 1
    return False
