# Products with Q20 directions, in small ints, for rectangles and arc bands.
#
# A direction is a Q20 vector (cos, sin) * 2^20 from fixed.sin20: its angle is
# within 1.5e-6 rad of the binary angle's, so a point 28000 units (1.75 m)
# out along it is off by under 0.05 units. A Q15 direction would be off by up
# to 0.43 units there, as measured on band ends.
#
# The products of a Q20 component with a coordinate need up to 40 bits. Each
# function here splits the direction into its high part (>> 10) and its low
# 10 bits, so for |x|, |y| < 2^19 (a Q4 coordinate up to 32768 units, or any
# coordinate in units) every intermediate stays below 2^30:
#   |(ux >> 10) * x + (uy >> 10) * y| <= 1025 * 2^19 * sqrt(2)  < 7.7e8
#   |(ux & 1023) * x + (uy & 1023) * y| <= 1023 * 2 * 2^19      < 2^30
# (tests/test_geom_smallint.py runs them at those corners). Rounding is exact:
# floor((1024 h + l + c) / 2^20) == (h + ((l + c) >> 10)) >> 10.
from micropython import const

from hexbox.core.fixed import isqrt

_HALF20 = const(524288)  # 2^19: added before >> 20 to round to nearest

# The tolerance every inexact pair (rectangles, arc bands) adds to the gap it
# tests, in 1/16 units: 6/16 = 0.375 units (0.023 mm). Their shapes are carried
# to within 0.3 units, so touching shapes always test within it, and shapes
# reported touching are never more than 0.375 + 0.3 < 0.8 units apart
# (docs/collision.md: the contract).
TOL16 = const(6)


# @micropython.native
def rot20(ux, uy, x, y):
    """round((ux * x + uy * y) / 2^20): (x, y) projected on the Q20 direction u."""
    h = (ux >> 10) * x + (uy >> 10) * y
    lo = (ux & 1023) * x + (uy & 1023) * y
    return (h + ((lo + _HALF20) >> 10)) >> 10


# @micropython.native
def side20(ux, uy, x, y):
    """floor((ux * y - uy * x) / 2^10): the side of (x, y) from the Q20 direction u.

    Its sign is exact (>= 0: on or left of u); its size is the distance from
    the line through u in 1/2^10 of (x, y)'s unit, at most 2^10 |(x, y)|."""
    h = (ux >> 10) * y - (uy >> 10) * x
    lo = (ux & 1023) * y - (uy & 1023) * x
    return h + (lo >> 10)


def scale20(v, length):
    """round(v * length / 2^20) for a Q20 component v and 0 <= length < 2^19."""
    return ((v >> 10) * length + (((v & 1023) * length + _HALF20) >> 10)) >> 10


def cross20_ge0(ax, ay, bx, by):
    """a x b >= 0 for two Q20 directions, exactly: both split in three limbs."""
    ah = ax >> 10
    al = ax & 1023
    bh = by >> 10
    bl = by & 1023
    ch = ay >> 10
    cl = ay & 1023
    dh = bx >> 10
    dl = bx & 1023
    # ax*by - ay*bx = 2^20 (ah bh - ch dh) + 2^10 (ah bl + al bh - ch dl - cl dh) + (al bl - cl dl)
    hi = ah * bh - ch * dh
    mid = ah * bl + al * bh - ch * dl - cl * dh
    lo = al * bl - cl * dl
    return hi + ((mid + (lo >> 10)) >> 10) >= 0


# @micropython.native
def sq_cmp(x, y, r):
    """Sign of x^2 + y^2 - r^2 (-1, 0, 1) for 0 <= r < 2^19 - 32 and any x, y.

    A coordinate beyond r settles it; below 23000 it is the plain sum. Above,
    each number is split as 16 h + l:
    x^2 + y^2 - r^2 = 256 (hx^2 + hy^2 - hr^2) + 32 (hx lx + hy ly - hr lr)
    + (lx^2 + ly^2 - lr^2), whose parts are all small."""
    if x > r or -x > r or y > r or -y > r:
        return 1
    if r < 23000:
        v = (x * x - r * r) + y * y
        return (v > 0) - (v < 0)
    hx = x >> 4
    hy = y >> 4
    hr = r >> 4
    lx = x & 15
    ly = y & 15
    lr = r & 15
    big = (hx * hx - hr * hr) + hy * hy
    m = 32 * (hx * lx + hy * ly - hr * lr) + (lx * lx + ly * ly - lr * lr)
    s = big + (m >> 8)  # floor((256 big + m) / 256)
    if s:
        return 1 if s > 0 else -1
    return 1 if m & 255 else 0


def le_sqrt(c, r, n2):
    """c <= r * sqrt(n2) for ints c, r, n2 >= 0, exactly, without the squares.

    With n = isqrt(n2), c = r n + e (0 < e <= r) is within it when
    e (2 r n + e) <= r^2 (n2 - n^2), i.e. e^2 <= r k, k = r (n2 - n^2) - 2 n e.
    Small ints for c < 2^30, r < 2^14 and n2 < 2^30."""
    n = isqrt(n2)
    if c <= r * n:
        return True
    if c > r * (n + 1):
        return False
    e = c - r * n
    k = r * (n2 - n * n) - 2 * n * e
    if k < 0:
        return False
    return (e * e + r - 1) // r <= k  # e^2 <= r k
