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
# Every rounding is to the nearest quarter unit (<= 0.2 units).
#
# Small ints (no heap on MicroPython), proved in tests/test_geom_smallint.py:
# - circle crossings (_arcs_cross) for circles up to _FAST_R (375 mm), any
#   centres: a side test with a proven margin; near-ties go to the exact
#   reference, so answers are identical (tests/test_geom_band.py);
# - wedge clipping compares fractions by continued fractions (_frac_cmp);
#   points along a piece (_mul_div_round) and rotations of far points into a
#   flat end's frame (_rot_q15) never form a product beyond 2^30;
# - far points are settled by one coordinate before squaring (_near4,
#   _ring_d), and a segment beyond the band's disc is apart before any product.
# So band vs segment/polygon/band is small-int while every point of the
# other shape lies within 8192 units (512 mm) of the band's centre, which
# covers the games (a curve is at most 300 mm, its pieces under 100 mm).
# Still big ints (exact on both interpreters, they allocate on MicroPython):
# - _arcs_cross_exact: circles over _FAST_R, and crossings within ~0.5 units
#   of a wedge edge;
# - segments with a point beyond 8192 units of the centre that still pass
#   near the band: the Q15 x Q2 clip values (c0a..c1b in _seg4_within) and the
#   cross products of _seg_seg4/_pt_seg4 grow with the Q2 coordinates;
# - exact ties of a perpendicular distance (c * c <= r * r * n2 in _pt_seg4);
# - collide.line_crosses on a band: the line becomes a segment 100000 units
#   long, so its far ends are beyond the bound above.
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


def _cross_ge0(ax, ay, bx, by):
    # ax * by - ay * bx >= 0 for two Q15 directions, exactly, without forming
    # a product of 2^30 (two axis directions): halve A, keep its low bits apart
    x = (ax >> 1) * by - (ay >> 1) * bx  # |x| <= 16385 * 32769 < 2^30
    if x > 32768:
        return True
    if x < -32768:
        return False
    return 2 * x + ((ax & 1) * by - (ay & 1) * bx) >= 0


def _wedge_dir(b, ux, uy):
    # _in_wedge(b, ux, uy) for a Q15 direction (ux, uy), in small ints
    sw = b[10]
    if sw >= TURN:
        return True
    if sw == 0:
        return False
    c0 = _cross_ge0(b[11], b[12], ux, uy)
    c1 = _cross_ge0(ux, uy, b[13], b[14])
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
    # n / d rounded to nearest (halves up), d > 0
    return (n + (d >> 1)) // d


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


def _rot_q15(ux, uy, x, y):
    # _div_round(ux * x + uy * y, 2^15) for |ux|, |uy| <= 2^15, exact: far
    # points are split at 2^14 (floor((H 2^14 + L + 2^14) / 2^15) equals
    # (H + (L + 2^14) >> 14) >> 1), near ones (|x| + |y| < 2^15) need not be
    ax = x if x > 0 else -x
    ay = y if y > 0 else -y
    if ax + ay < 32768:
        return (ux * x + uy * y + 16384) >> 15
    h = ux * (x >> 14) + uy * (y >> 14)
    lo = ux * (x & 16383) + uy * (y & 16383)
    return (h + ((lo + 16384) >> 14)) >> 1


def _near4(qx, qy, r):
    # |q| <= r; far points are settled by a coordinate first, so the squares
    # are only formed below r (< 2^15 for every radius): small ints
    if qx > r or -qx > r or qy > r or -qy > r:
        return False
    return (qx * qx - r * r) + qy * qy <= 0


def _pt_seg4(px, py, ax, ay, bx, by, r):
    # exact: point within r of segment AB (any int size)
    ex = bx - ax
    ey = by - ay
    qx = px - ax
    qy = py - ay
    t = ex * qx + ey * qy
    if t <= 0:
        return _near4(qx, qy, r)
    n2 = ex * ex + ey * ey
    if t >= n2:
        return _near4(px - bx, py - by, r)
    c = ex * qy - ey * qx
    if r == 0:
        return c == 0
    if c < 0:
        c = -c
    # distance = c / |E|: an axis-aligned E (a flat end in its own frame) has an
    # exact integer length; otherwise settle with isqrt bounds, exactly on a tie
    if ey == 0:
        return c <= r * (ex if ex > 0 else -ex)
    n = isqrt(n2)
    if c <= r * n:
        return True
    if c > r * (n + 1):
        return False
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
    pa = _rot_q15(ux, uy, ax, ay)
    qa = _rot_q15(-uy, ux, ax, ay)
    pb = _rot_q15(ux, uy, bx, by)
    qb = _rot_q15(-uy, ux, bx, by)
    return _seg_seg4(pa, qa, pb, qb, rin4, 0, rout4, 0, r4)


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
        if _frac_cmp(rn, rd, iv[2], iv[3]) < 0:
            iv[2] = rn
            iv[3] = rd
    else:  # allowed for t >= root
        if _frac_cmp(rn, rd, iv[0], iv[1]) > 0:
            iv[0] = rn
            iv[1] = rd
    return _frac_cmp(iv[0], iv[1], iv[2], iv[3]) <= 0


def _ring_d(x, y, hi, hi2):
    # |X|^2 - hi2, or 1 (any positive value) when a coordinate alone puts X
    # beyond hi: the squares are only formed below hi, so they stay small
    if x > hi or -x > hi or y > hi or -y > hi:
        return 1
    return (x * x - hi2) + y * y


def _piece_meets_ring(ax, ay, ex, ey, ln, ld, hn, hd, lo2, hi):
    # some point X of the piece t in [ln/ld, hn/hd] has lo2 <= |X|^2 <= hi^2
    # |X|^2 - hi2 is summed in this order so it stays small near the ring.
    # The fractions only place points along the piece: a denominator of
    # 8 (|ex| + |ey|) places them within 1/8 quarter unit, and smaller
    # numbers keep the products below 2^30 for short pieces.
    span = 8 * ((ex if ex > 0 else -ex) + (ey if ey > 0 else -ey))
    while ld >= 16384 and ld >= 2 * span:
        ln >>= 1
        ld >>= 1
    while hd >= 16384 and hd >= 2 * span:
        hn >>= 1
        hd >>= 1
    x = ax + _mul_div_round(ex, ln, ld)
    y = ay + _mul_div_round(ey, ln, ld)
    hi2 = hi * hi
    d0 = _ring_d(x, y, hi, hi2)
    x = ax + _mul_div_round(ex, hn, hd)
    y = ay + _mul_div_round(ey, hn, hd)
    d1 = _ring_d(x, y, hi, hi2)
    low = lo2 - hi2
    if d0 < low and d1 < low:
        return False  # |X| is convex along the piece: its maximum is at an end
    # minimum: the foot of the centre on the line, clamped into the piece
    n2 = ex * ex + ey * ey
    if n2 == 0:
        return d0 <= 0
    fn = -(ax * ex + ay * ey)
    if _frac_cmp(fn, n2, ln, ld) <= 0:
        return d0 <= 0
    if _frac_cmp(fn, n2, hn, hd) >= 0:
        return d1 <= 0
    while n2 >= 16384 and n2 >= 2 * span:
        fn >>= 1
        n2 >>= 1
    x = ax + _mul_div_round(ex, fn, n2)
    y = ay + _mul_div_round(ey, fn, n2)
    return _ring_d(x, y, hi, hi2) <= 0


def _seg4_within(b, ax, ay, bx, by, r4):
    # segment in Q2 relative to the band centre, within r4 (Q2) of the band
    rin4 = 4 * b[7]
    rout4 = 4 * b[8]
    # both ends beyond the band's disc (+ r4 + a margin for the rotations'
    # rounding) on one side: apart, decided before any product is formed
    far = rout4 + r4 + 8 + ((rout4 + r4) >> 12)
    if (
        (ax > far and bx > far)
        or (-ax > far and -bx > far)
        or (ay > far and by > far)
        or (-ay > far and -by > far)
    ):
        return False
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
    hi = rout4 + r4
    ex = bx - ax
    ey = by - ay
    if sw >= TURN:
        return _piece_meets_ring(ax, ay, ex, ey, 0, 1, 1, 1, lo2, hi)
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
        return _piece_meets_ring(ax, ay, ex, ey, iv[0], iv[1], iv[2], iv[3], lo2, hi)
    # wide band: the outside of the wedge is the open convex wedge c0 < 0 and c1 < 0
    if not (_clip(-c0a, -c0b, True) and _clip(-c1a, -c1b, True)):
        return _piece_meets_ring(ax, ay, ex, ey, 0, 1, 1, 1, lo2, hi)
    gln = iv[0]
    gld = iv[1]
    ghn = iv[2]
    ghd = iv[3]
    # the pieces before and after the gap exist only when the segment's own
    # ends are in the (closed) wedge
    if (c0a >= 0 or c1a >= 0) and _piece_meets_ring(ax, ay, ex, ey, 0, 1, gln, gld, lo2, hi):
        return True
    return (c0b >= 0 or c1b >= 0) and _piece_meets_ring(ax, ay, ex, ey, ghn, ghd, 1, 1, lo2, hi)


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
    # and w/d2 ~ m/2^e
    cu = ux * vy - uy * vx
    du = ux * vx + uy * vy
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
    if sw >= TURN:
        return 1
    if sw == 0:
        return 0
    c0 = _side(b[11], b[12], q, fr, m, e, sg, vx, vy, tol)
    c1 = -_side(b[13], b[14], q, fr, m, e, sg, vx, vy, tol)
    if sw <= HALF:
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
            a[10] >= TURN
            or b[10] >= TURN
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
            if a[i] > 0 and b[j] > 0 and _arcs_cross(a, a[i], b, b[j]):
                return True
            j += 1
        i += 1
    return False
