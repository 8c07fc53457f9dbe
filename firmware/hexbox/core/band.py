# Arc band (annular sector) predicates; called through collide.touches.
#
# Band tuple (shapes.py): (BAND, box4, cx, cy, rin, rout, start, sweep,
# u0x, u0y, u1x, u1y, and those four in Q15): u0/u1 are the Q20 directions of
# the two flat ends (hexbox.core.frame). The band itself is exact: integer
# centre and radii; only its end directions are rounded, by under 0.05 units
# at the largest radius.
#
# Every test adds the tolerance frame.TOL16 (0.375 units) to the gap it
# decides. Its own roundings (to Q4, 0.044 units each, at most three on any
# path, and the directions) stay well inside it, so touching shapes always
# test touching and shapes more than 0.8 units apart never do
# (docs/collision.md). The work happens in Q4 (1/16 units) relative to the
# band's centre:
# - a point is within r of the band when it lies in the wedge with
#   rin - r <= |P| <= rout + r, or within r of one of the two flat ends
#   (the point rotated into the end's frame, rounded once to Q4);
# - a segment is first clipped to the band's box, then: an end point within r,
#   or within r of a flat end (rotated into the end's frame, then clipped to
#   the end's slab), or the part inside the wedge reaches the ring
#   rin - r <= |X| <= rout + r (|X| along a segment is convex: its largest
#   value is at an end of the part, its smallest at the foot of the centre);
# - a polygon, rectangle or band: an edge (a flat end) near the band, or a
#   point of each piece of one's boundary inside the other (the one shape
#   wholly inside the other), or two band circles crossing inside both
#   wedges (_arcs_cross).
#
# Small ints (no heap on MicroPython), proved in tests/test_geom_smallint.py:
# the clipping to the box keeps every Q4 coordinate below 2^19, where frame.py's
# products and the squared distances (frame.sq_cmp) stay small; wedge clipping
# compares fractions by continued fractions (_frac_cmp) and places points with
# _mul_div_round, which never form a product beyond 2^30. Circle crossings are
# small-int up to _FAST_R (375 mm); near-ties there go to the exact reference.
# Still big ints (exact on both interpreters, they allocate on MicroPython):
# _arcs_cross_exact (circles over _FAST_R, crossings within ~0.5 units of a
# wedge edge), and the corner test of a flat end against a capsule of radius
# over 900 units (56 mm), see _near_seg.
from micropython import const

from hexbox.core import rect as _rect
from hexbox.core.fixed import isqrt
from hexbox.core.frame import cross20_ge0, le_sqrt, rot20, scale20, side20, sq_cmp

# fixed.TURN, fixed.HALF and frame.TOL16 as local consts, inlined by MicroPython
# (a test checks they are equal)
_TURN = const(65536)
_HALF = const(32768)
_T16 = const(6)


# @micropython.native
def _in_wedge(b, x, y):
    # (x, y) relative to the centre (|x|, |y| < 2^19) lies in start..start+sweep
    sw = b[10]
    if sw >= _TURN:
        return True
    if sw == 0:
        return False
    c0 = side20(b[11], b[12], x, y) >= 0  # on or left of the start direction
    c1 = side20(-b[13], -b[14], x, y) >= 0  # on or right of the end direction
    if sw <= _HALF:
        return c0 and c1
    return c0 or c1


def _wedge_dir(b, ux, uy):
    # _in_wedge for a Q20 direction (ux, uy), exactly
    sw = b[10]
    if sw >= _TURN:
        return True
    if sw == 0:
        return False
    c0 = cross20_ge0(b[11], b[12], ux, uy)
    c1 = cross20_ge0(ux, uy, b[13], b[14])
    if sw <= _HALF:
        return c0 and c1
    return c0 or c1


# @micropython.native
def _end(x, y, ux, uy, lo, hi, r):
    # Q4 point (x, y) within r of the flat end from lo * u to hi * u (Q4 radii)
    perp = rot20(-uy, ux, x, y)
    if perp > r or -perp > r:
        return False
    along = rot20(ux, uy, x, y)
    if along < lo:
        a = lo - along
    elif along > hi:
        a = along - hi
    else:
        return True
    if a > r:
        return False
    return sq_cmp(a, perp, r) <= 0


# @micropython.native
def _pt(b, x, y, r):
    # Q4 point (x, y) relative to the centre within r (Q4) of the band: the
    # band lies within rin..rout of the centre, so the ring decides first
    out = 16 * b[8] + r
    if x > out or -x > out or y > out or -y > out or sq_cmp(x, y, out) > 0:
        return False
    inn = 16 * b[7] - r
    if inn > 0 and sq_cmp(x, y, inn) < 0:
        return False
    if _in_wedge(b, x, y):
        return True
    if b[10] >= _TURN:
        return False
    lo = 16 * b[7]
    hi = 16 * b[8]
    return _end(x, y, b[11], b[12], lo, hi, r) or _end(x, y, b[13], b[14], lo, hi, r)


# @micropython.native
def point_within(b, px, py, r):
    """True when (px, py) is within r (+ the tolerance) of band b (small ints).

    The hot path of disc against band. All of the band lies within rin..rout
    of its centre, so a point outside rin - r .. rout + r is apart at once;
    inside, the wedge decides, or else the nearer flat end. frame.side20 is
    written out here; its two values (the distances from the end lines, in
    1/2^10 units) also skip an end whose line is farther than r."""
    dx = px - b[5]
    dy = py - b[6]
    out = b[8] + r
    m = -out
    if dx > out or dx < m or dy > out or dy < m:
        return False
    xx = dx * dx
    yy = dy * dy
    # |d| <= out + t, t = T / 16 (T = TOL16):  256 (|d|^2 - out^2) <= 32 T out + T^2
    if (xx - out * out) + yy > (32 * _T16 * out + _T16 * _T16) >> 8:
        return False
    inn = b[7] - r
    # |d| >= inn - t:  256 (|d|^2 - inn^2) >= T^2 - 32 T inn
    if 16 * inn > _T16 and (xx - inn * inn) + yy < -((32 * _T16 * inn - _T16 * _T16) >> 8):
        return False
    sw = b[10]
    if sw >= _TURN:
        return True
    # the sides of the end lines: first with the Q15 directions (b[15..18]),
    # off from 32 x the exact side by under |d| + 1; exact only near a line
    m = out + 1
    a0 = b[15] * dy - b[16] * dx
    a1 = b[18] * dx - b[17] * dy
    if sw:
        if -m <= a0 <= m:
            ux = b[11]
            uy = b[12]
            a0 = (ux >> 10) * dy - (uy >> 10) * dx + (((ux & 1023) * dy - (uy & 1023) * dx) >> 10)
        if -m <= a1 <= m:
            ux = -b[13]
            uy = -b[14]
            a1 = (ux >> 10) * dy - (uy >> 10) * dx + (((ux & 1023) * dy - (uy & 1023) * dx) >> 10)
        # now each sign is exact (a value within m was replaced by the exact side)
        if sw <= _HALF:
            if a0 >= 0 and a1 >= 0:
                return True
        elif a0 >= 0 or a1 >= 0:
            return True
    r = 16 * r + _T16
    # an end line farther than r: |side| > 64 r (exact, 1/2^10 units) or
    # |a| > 2048 r + m (Q15)
    far = 2048 * r + m + 4096
    lo = 16 * b[7]
    hi = 16 * b[8]
    if -far <= a0 <= far and _end(16 * dx, 16 * dy, b[11], b[12], lo, hi, r):
        return True
    return -far <= a1 <= far and _end(16 * dx, 16 * dy, b[13], b[14], lo, hi, r)


# ---- segments (Q4, relative to the band centre) ----


def _div_round(n, d):
    # n / d rounded to nearest (halves up), d > 0
    return (n + (d >> 1)) // d


# @micropython.native
def _mul_div_round(a, b, d):
    # _div_round(a * b, d) for 0 <= b <= d < 2^29, |a| < 2^30, exact, without
    # forming a * b when it could pass 2^30: binary long multiplication that
    # keeps a * (bits of |a| so far) * b as q * d + r with r < d
    if -16384 < a < 16384 and b < 32768:  # a * b + d / 2 < 2^29 + 2^28
        return (a * b + (d >> 1)) // d
    neg = a < 0
    if neg:
        a = -a
    bit = 1
    while bit <= a >> 1:
        bit <<= 1
    q = 0
    r = 0
    while bit:
        q <<= 1
        r <<= 1
        if r >= d:
            r -= d
            q += 1
        if a & bit:
            r += b
            if r >= d:
                r -= d
                q += 1
        bit >>= 1
    h = d >> 1
    if neg:  # floor((h - a*b) / d) = -q - (1 when r > h)
        return -q - 1 if r > h else -q
    return q + 1 if r + h >= d else q


# @micropython.native
def _frac_cmp(n1, d1, n2, d2):
    # sign of n1/d1 - n2/d2 (d1, d2 > 0), exact without forming n1*d2: compare
    # the whole parts, then the inverted remainders (continued fractions).
    # Every value stays below the inputs, so no product reaches 2^30.
    s = 1
    while True:
        q1 = n1 // d1
        q2 = n2 // d2
        if q1 != q2:
            return s if q1 > q2 else -s
        n1 -= q1 * d1
        n2 -= q2 * d2
        if n1 == 0:
            return 0 if n2 == 0 else -s
        if n2 == 0:
            return s
        # both in (0, 1): n1/d1 < n2/d2 exactly when d1/n1 > d2/n2
        t = n1
        n1 = d1
        d1 = t
        t = n2
        n2 = d2
        d2 = t
        s = -s


_IV = [0, 1, 1, 1]  # the current interval of t: lo = IV[0]/IV[1], hi = IV[2]/IV[3]
_E = [0, 0, 0, 0]  # a clipped segment, or a flat end's two corners


# @micropython.native
def _reset():
    _IV[0] = 0
    _IV[1] = 1
    _IV[2] = 1
    _IV[3] = 1


# @micropython.native
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
        if _frac_cmp(rn, rd, iv[2], iv[3]) < 0:
            iv[2] = rn
            iv[3] = rd
    else:  # allowed for t >= root
        if _frac_cmp(rn, rd, iv[0], iv[1]) > 0:
            iv[0] = rn
            iv[1] = rd
    return _frac_cmp(iv[0], iv[1], iv[2], iv[3]) <= 0


def _near_seg(x0, y0, x1, y1, r):
    # the origin within r of the segment (x0, y0)-(x1, y1), exactly. The
    # callers pass a segment inside a box of r x 2r around the origin, so
    # every product is below 5 r^2: small ints for r < 14600 (Q4: 912 units)
    ex = x1 - x0
    ey = y1 - y0
    t = -(x0 * ex + y0 * ey)
    if t <= 0:
        return sq_cmp(x0, y0, r) <= 0
    n2 = ex * ex + ey * ey
    if t >= n2:
        return sq_cmp(x1, y1, r) <= 0
    c = x0 * ey - y0 * ex
    if c < 0:
        c = -c
    return le_sqrt(c, r, n2)


def _axis(pa, qa, pb, qb, x0, x1, r):
    # segment (pa, qa)-(pb, qb) within r of the segment x0..x1 on the x axis
    if (qa > r and qb > r) or (qa < -r and qb < -r):
        return False
    if (pa < x0 - r and pb < x0 - r) or (pa > x1 + r and pb > x1 + r):
        return False
    _reset()
    if not (_clip(r - qa, r - qb, False) and _clip(r + qa, r + qb, False)):
        return False
    iv = _IV
    ln = iv[0]
    ld = iv[1]
    hn = iv[2]
    hd = iv[3]
    # inside the slab |y| <= r, every point over x0..x1 is within r
    if _clip(pa - x0, pb - x0, False) and _clip(x1 - pa, x1 - pb, False):
        return True
    # else the slab part lies beyond one end: the end's corner decides
    ex = pb - pa
    ey = qb - qa
    side = 0
    while side < 2:
        iv[0] = ln
        iv[1] = ld
        iv[2] = hn
        iv[3] = hd
        if side == 0:  # the box x0 - r .. x0 around the inner corner
            c = x0
            ok = _clip(pa - x0 + r, pb - x0 + r, False) and _clip(x0 - pa, x0 - pb, False)
        else:  # the box x1 .. x1 + r around the outer corner
            c = x1
            ok = _clip(pa - x1, pb - x1, False) and _clip(x1 + r - pa, x1 + r - pb, False)
        if ok:
            u0 = pa - c + _mul_div_round(ex, iv[0], iv[1])
            v0 = qa + _mul_div_round(ey, iv[0], iv[1])
            u1 = pa - c + _mul_div_round(ex, iv[2], iv[3])
            v1 = qa + _mul_div_round(ey, iv[2], iv[3])
            if _near_seg(u0, v0, u1, v1, r):
                return True
        side += 1
    return False


def _ring(ax, ay, ex, ey, ln, ld, hn, hd, inn, hi):
    # some point X of the piece t in [ln/ld, hn/hd] of A + t E has
    # inn <= |X| <= hi (Q4). |X| is convex along the piece: the largest value
    # is at an end, the smallest at an end or at the foot of the centre.
    x0 = ax + _mul_div_round(ex, ln, ld)
    y0 = ay + _mul_div_round(ey, ln, ld)
    x1 = ax + _mul_div_round(ex, hn, hd)
    y1 = ay + _mul_div_round(ey, hn, hd)
    if inn > 0 and sq_cmp(x0, y0, inn) < 0 and sq_cmp(x1, y1, inn) < 0:
        return False
    if sq_cmp(x0, y0, hi) <= 0 or sq_cmp(x1, y1, hi) <= 0:
        return True
    # the foot t = -(A . E) / |E|^2, from A and E cut to 14 bits: the
    # smallest |X| is flat there, so a foot a little off changes it by little
    m = ax if ax > 0 else -ax
    if ay > m or -ay > m:
        m = ay if ay > 0 else -ay
    if ex > m or -ex > m:
        m = ex if ex > 0 else -ex
    if ey > m or -ey > m:
        m = ey if ey > 0 else -ey
    k = 0
    while m >= 16384:
        m >>= 1
        k += 1
    sx = ex >> k
    sy = ey >> k
    n2 = sx * sx + sy * sy
    if n2 == 0:
        return False
    fn = -((ax >> k) * sx + (ay >> k) * sy)
    if _frac_cmp(fn, n2, ln, ld) <= 0 or _frac_cmp(fn, n2, hn, hd) >= 0:
        return False  # the foot is outside the piece: its ends were the nearest
    return sq_cmp(ax + _mul_div_round(ex, fn, n2), ay + _mul_div_round(ey, fn, n2), hi) <= 0


def _seg(b, ax, ay, bx, by, r):
    # segment in Q4 relative to the band centre, within r (Q4) of the band
    out = 16 * b[8] + r + 16
    if (
        (ax > out and bx > out)
        or (-ax > out and -bx > out)
        or (ay > out and by > out)
        or (-ay > out and -by > out)
    ):
        return False
    if (
        ax > out or -ax > out or ay > out or -ay > out
        or bx > out or -bx > out or by > out or -by > out
    ):
        # clip to the box (points rounded to Q4, on the segment within 0.05
        # units): every later coordinate is below 2^19
        _reset()
        if not (
            _clip(out - ax, out - bx, False)
            and _clip(out + ax, out + bx, False)
            and _clip(out - ay, out - by, False)
            and _clip(out + ay, out + by, False)
        ):
            return False
        ex = bx - ax
        ey = by - ay
        iv = _IV
        bx = ax + _mul_div_round(ex, iv[2], iv[3])
        by = ay + _mul_div_round(ey, iv[2], iv[3])
        ax += _mul_div_round(ex, iv[0], iv[1])
        ay += _mul_div_round(ey, iv[0], iv[1])
    if _pt(b, ax, ay, r) or _pt(b, bx, by, r):
        return True
    sw = b[10]
    lo = 16 * b[7]
    hi = 16 * b[8]
    if sw < _TURN:
        k = 11
        while k <= 13:
            ux = b[k]
            uy = b[k + 1]
            if _axis(
                rot20(ux, uy, ax, ay),
                rot20(-uy, ux, ax, ay),
                rot20(ux, uy, bx, by),
                rot20(-uy, ux, bx, by),
                lo,
                hi,
                r,
            ):
                return True
            k += 2
    if sw == 0:
        return False
    inn = lo - r
    hi += r
    ex = bx - ax
    ey = by - ay
    if sw >= _TURN:
        return _ring(ax, ay, ex, ey, 0, 1, 1, 1, inn, hi)
    # the wedge's sides at both ends (exact signs, 1/64 Q4 resolution)
    c0a = side20(b[11], b[12], ax, ay) >> 4
    c0b = side20(b[11], b[12], bx, by) >> 4
    c1a = side20(-b[13], -b[14], ax, ay) >> 4
    c1b = side20(-b[13], -b[14], bx, by) >> 4
    _reset()
    iv = _IV
    if sw <= _HALF:
        if not (_clip(c0a, c0b, False) and _clip(c1a, c1b, False)):
            return False
        return _ring(ax, ay, ex, ey, iv[0], iv[1], iv[2], iv[3], inn, hi)
    # wide band: the outside of the wedge is the open convex wedge c0 < 0 and c1 < 0
    if not (_clip(-c0a, -c0b, True) and _clip(-c1a, -c1b, True)):
        return _ring(ax, ay, ex, ey, 0, 1, 1, 1, inn, hi)
    gln = iv[0]
    gld = iv[1]
    ghn = iv[2]
    ghd = iv[3]
    # the pieces before and after the gap exist only when the segment's own
    # ends are in the (closed) wedge
    if (c0a >= 0 or c1a >= 0) and _ring(ax, ay, ex, ey, 0, 1, gln, gld, inn, hi):
        return True
    return (c0b >= 0 or c1b >= 0) and _ring(ax, ay, ex, ey, ghn, ghd, 1, 1, inn, hi)


def segment_within(b, ax, ay, bx, by, r):
    """True when the segment AB is within r (+ the tolerance) of band b."""
    cx = b[5]
    cy = b[6]
    return _seg(b, 16 * (ax - cx), 16 * (ay - cy), 16 * (bx - cx), 16 * (by - cy), 16 * r + _T16)


def _corner(b, ox, oy, k):
    # the outer corner of flat end k (0 start, 2 end) of band b, in Q4
    # relative to (ox, oy) (Q4): into _E[2], _E[3]; the inner one into _E[0], _E[1]
    ux = b[11 + k]
    uy = b[12 + k]
    _E[0] = ox + scale20(ux, 16 * b[7])
    _E[1] = oy + scale20(uy, 16 * b[7])
    _E[2] = ox + scale20(ux, 16 * b[8])
    _E[3] = oy + scale20(uy, 16 * b[8])


def _inside_others(b, ox, oy, holds):
    # True when a point of each piece of band b's boundary (Q4, relative to
    # (ox, oy)) passes holds(x, y): its outer start corner, or for a full
    # ring a point of each circle
    if b[10] >= _TURN:
        if holds(ox + 16 * b[8], oy):
            return True
        return b[7] > 0 and holds(ox + 16 * b[7], oy)
    _corner(b, ox, oy, 0)
    return holds(_E[2], _E[3])


def polygon_touch(b, p):
    """True when the convex polygon p (a POLYGON shape) touches band b."""
    xs = p[5]
    ys = p[6]
    cx = b[5]
    cy = b[6]
    n = len(xs)
    j = n - 1
    i = 0
    while i < n:
        if _seg(
            b,
            16 * (xs[j] - cx),
            16 * (ys[j] - cy),
            16 * (xs[i] - cx),
            16 * (ys[i] - cy),
            _T16,
        ):
            return True
        j = i
        i += 1
    # no edge near the band: it touches only when wholly inside the polygon
    _P[0] = p
    return _inside_others(b, 16 * cx, 16 * cy, _in_poly16)


_P = [None]  # the polygon or rectangle _in_poly16 / _in_rect16 test against


def _in_poly16(x, y):
    # Q4 point (x, y) (absolute) inside or on the convex CCW polygon _P[0]:
    # cross(E, 16 (P - A)) = 16 cross(E, (x >> 4) - A) + cross(E, x & 15);
    # a point outside the polygon's box is outside, one inside it is in the
    # domain, so the cross products stay small
    p = _P[0]
    hx = x >> 4
    hy = y >> 4
    if hx < p[1] - 1 or hx > p[3] or hy < p[2] - 1 or hy > p[4]:
        return False
    xs = p[5]
    ys = p[6]
    lx = x & 15
    ly = y & 15
    n = len(xs)
    j = n - 1
    i = 0
    while i < n:
        ex = xs[i] - xs[j]
        ey = ys[i] - ys[j]
        big = ex * (hy - ys[j]) - ey * (hx - xs[j])
        if big + ((ex * ly - ey * lx) >> 4) < 0:
            return False
        j = i
        i += 1
    return True


def rect_touch(b, rc):
    """True when the rectangle rc (a RECT shape) touches band b."""
    ox = 16 * (rc[5] - b[5])
    oy = 16 * (rc[6] - b[6])
    k0x = rc[11]
    k0y = rc[12]
    k1x = rc[13]
    k1y = rc[14]
    if (
        _seg(b, ox + k0x, oy + k0y, ox + k1x, oy + k1y, _T16)
        or _seg(b, ox + k1x, oy + k1y, ox - k0x, oy - k0y, _T16)
        or _seg(b, ox - k0x, oy - k0y, ox - k1x, oy - k1y, _T16)
        or _seg(b, ox - k1x, oy - k1y, ox + k0x, oy + k0y, _T16)
    ):
        return True
    _P[0] = rc
    return _inside_others(b, 16 * b[5], 16 * b[6], _in_rect16)


def _in_rect16(x, y):
    # Q4 point (x, y) (absolute) inside or on the rectangle _P[0]
    rc = _P[0]
    hx = x >> 4
    hy = y >> 4
    if hx < rc[1] or hx > rc[3] or hy < rc[2] or hy > rc[4]:
        return False
    return _rect.inside16(rc, x - 16 * rc[5], y - 16 * rc[6])


def _arcs_cross_exact(a, ra, b, rb):
    # The reference for _arcs_cross: radii in Q2, the crossing points rounded
    # to quarter units. Big ints (exact on both interpreters, but they
    # allocate on MicroPython): only for large circles and near-ties.
    vx = 4 * (b[5] - a[5])
    vy = 4 * (b[6] - a[6])
    d2 = vx * vx + vy * vy
    if d2 == 0:
        if ra != rb:
            return False
        # the same circle: the arcs overlap when one starts inside the other
        return (
            a[10] >= _TURN
            or b[10] >= _TURN
            or _wedge_dir(b, a[11], a[12])
            or _wedge_dir(a, b[11], b[12])
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


_FAST_R = const(6000)  # 375 mm: largest circle radius of the small-int crossing test
_SQ = [0, 0]  # mantissa and exponent from _sqrt_ratio


def _long_div(rem, d, bits):
    # floor(rem * 2^bits / d) for 0 <= rem < d < 2^29 (rem << 1 stays < 2^30)
    q = 0
    while bits > 0:
        rem <<= 1
        q <<= 1
        if rem >= d:
            rem -= d
            q += 1
        bits -= 1
    return q


def _sqrt_ratio(n, d):
    # sqrt(n / d) ~ _SQ[0] / 2^_SQ[1] for 0 <= n < 2^28, 0 < d < 2^29. The
    # quotient is long-divided until it holds 29..30 bits, so its rounded root
    # (capped at 2^15 - 1) is within 2^-15 relative of the true one.
    if n == 0:
        _SQ[0] = 0
        _SQ[1] = 0
        return
    q = n // d
    rem = n - q * d
    e = 0
    while q < 268435456:  # 2^28: two more quotient bits, one more root bit
        rem <<= 1
        q <<= 1
        if rem >= d:
            rem -= d
            q += 1
        rem <<= 1
        q <<= 1
        if rem >= d:
            rem -= d
            q += 1
        e += 1
    m = isqrt(q)
    if q - m * m > m:
        m += 1
    if m > 32767:
        m = 32767
    _SQ[0] = m
    _SQ[1] = e


def _mul_frac(x, f):
    # x * f / 2^20 for |x| < 2^29, 0 <= f < 2^20, split so no product reaches
    # 2^30; below the exact value by less than 4 (magnitude)
    neg = x < 0
    if neg:
        x = -x
    h = x >> 15
    lo = x & 32767
    fh = f >> 10
    fl = f & 1023
    r = ((h * fh) << 5) + ((h * fl) >> 5) + ((lo * fh) >> 10) + ((lo * fl) >> 20)
    return -r if neg else r


def _mul_exp(m, x, e):
    # m * x / 2^e for 0 <= m < 2^30, |x| < 2^29, e >= 15, when the result is
    # known to be below 2^29; below the exact value by less than 4 (magnitude)
    if m == 0:
        return 0  # a tangent: w = 0 (and e may be small)
    neg = x < 0
    if neg:
        x = -x
    mh = m >> 15
    ml = m & 32767
    xh = x >> 15
    xl = x & 32767
    if e <= 30:
        r = (mh * xh) << (30 - e)
    else:
        r = (mh * xh) >> (e - 30)
    r += ((mh * xl) >> (e - 15)) + ((ml * xh) >> (e - 15)) + ((ml * xl) >> e)
    return -r if neg else r


def _side(ux, uy, q, fr, m, e, sg, vx, vy, tol):
    # sign of u x P for the crossing point P (1, -1, or 0 when within tol):
    # 2 (u x P) = (k/d2) (u x v) + sg (w/d2) (u . v), with k/d2 = q + fr/2^20
    # and w/d2 ~ m/2^e. u is Q20; its products with v are taken at Q15 scale
    # (u / 32, floored: 1 off at most, far inside tol)
    cu = (ux >> 5) * vy - (uy >> 5) * vx + (((ux & 31) * vy - (uy & 31) * vx) >> 5)
    du = (ux >> 5) * vx + (uy >> 5) * vy + (((ux & 31) * vx + (uy & 31) * vy) >> 5)
    v = q * cu + _mul_frac(cu, fr)
    v += sg * _mul_exp(m, du, e)
    if v > tol:
        return 1
    if v < -tol:
        return -1
    return 0


def _wedge3(b, q, fr, m, e, sg, vx, vy, tol):
    # _in_wedge for the crossing point: 1 inside, 0 outside, 2 too close to call
    sw = b[10]
    if sw >= _TURN:
        return 1
    if sw == 0:
        return 0
    c0 = _side(b[11], b[12], q, fr, m, e, sg, vx, vy, tol)
    c1 = -_side(b[13], b[14], q, fr, m, e, sg, vx, vy, tol)
    if sw <= _HALF:
        if c0 < 0 or c1 < 0:
            return 0
        return 1 if c0 > 0 and c1 > 0 else 2
    if c0 > 0 or c1 > 0:
        return 1
    return 0 if c0 < 0 and c1 < 0 else 2


def _arcs_cross(a, ra, b, rb):
    # circle (a's centre, ra) meets circle (b's centre, rb), radii in units, at
    # a point inside both wedges. Same answer as _arcs_cross_exact, in small
    # ints: with v the centre offset, d2 = |v|^2, k = d2 + ra^2 - rb^2 and
    # w^2 = 4 ra^2 d2 - k^2 = ((ra + rb)^2 - d2) (d2 - (ra - rb)^2) (Heron),
    # the crossings are P = (k v + sg w perp(v)) / (2 d2), and a wedge side
    # test u x P needs only k/d2 (long division, 20 bits) and w/d2 (two
    # square roots of ratios, 2^-14 relative). Each side value is off by at
    # most 4 min(ra, rb) + 400 (error terms in the comments above), and the
    # reference's rounded point by at most 0.21 units (13800 at this scale):
    # a value beyond that margin has the reference's sign. Only a crossing
    # that close to a wedge edge, or a circle over _FAST_R, goes to the
    # reference (tests/test_geom_band.py compares both).
    vx = b[5] - a[5]
    vy = b[6] - a[6]
    s = ra + rb
    if vx > s or -vx > s or vy > s or -vy > s:
        return False
    if vx == 0 and vy == 0:
        if ra != rb:
            return False
        # the same circle: the arcs overlap when one starts inside the other
        return (
            a[10] >= _TURN
            or b[10] >= _TURN
            or _wedge_dir(b, a[11], a[12])
            or _wedge_dir(a, b[11], b[12])
        )
    if ra > _FAST_R or rb > _FAST_R:
        return _arcs_cross_exact(a, 4 * ra, b, 4 * rb)
    d2 = vx * vx + vy * vy
    f1 = s * s - d2
    t = ra - rb
    f2 = d2 - t * t
    if f1 < 0 or f2 < 0:
        return False
    k = d2 + t * s
    q = k // d2
    fr = _long_div(k - q * d2, d2, 20)
    _sqrt_ratio(f1, d2)
    m = _SQ[0]
    e = _SQ[1]
    _sqrt_ratio(f2, d2)
    m *= _SQ[0]
    e += _SQ[1]
    tol = 4 * (ra if ra < rb else rb) + (s >> 8) + 14300
    sg = 1
    while sg >= -1:
        wa = _wedge3(a, q, fr, m, e, sg, vx, vy, tol)
        if wa:
            # seen from b's centre: k/d2 - 2 replaces k/d2
            wb = _wedge3(b, q - 2, fr, m, e, sg, vx, vy, tol)
            if wa == 1 and wb == 1:
                return True
            if wb:
                return _arcs_cross_exact(a, 4 * ra, b, 4 * rb)
        sg -= 2
    return False


def _ends_touch(p, q):
    # a flat end of band p within the tolerance of band q
    if p[10] >= _TURN:
        return False
    ox = 16 * (p[5] - q[5])
    oy = 16 * (p[6] - q[6])
    k = 0
    while k <= 2:
        _corner(p, ox, oy, k)
        if _seg(q, _E[0], _E[1], _E[2], _E[3], _T16):
            return True
        k += 2
    return False


_B = [None]  # the band _in_band16 tests against


def _in_band16(x, y):
    return _pt(_B[0], x, y, _T16)


def band_touch(a, b):
    """True when bands a and b touch or overlap."""
    _B[0] = b
    if _inside_others(a, 16 * (a[5] - b[5]), 16 * (a[6] - b[6]), _in_band16):
        return True
    _B[0] = a
    if _inside_others(b, 16 * (b[5] - a[5]), 16 * (b[6] - a[6]), _in_band16):
        return True
    if _ends_touch(a, b) or _ends_touch(b, a):
        return True
    i = 7
    while i <= 8:
        j = 7
        while j <= 8:
            if a[i] > 0 and b[j] > 0 and _arcs_cross(a, a[i], b, b[j]):
                return True
            j += 1
        i += 1
    return False
