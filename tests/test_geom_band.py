"""Band and rectangle kernel internals: the small-int paths give the exact answers.

Required: "decides all of this exactly and the same way on CPython and
MicroPython" and "Every intermediate on the hot paths stays within
MicroPython's small-int range". Band pairs decide where two circles cross
without big ints (band._arcs_cross); the wedge clipping compares fractions by
continued fractions (band._frac_cmp); every product with a Q20 direction is
split (frame.py). Each must equal the big-int answer, near-ties
included (HEXBOX_FULL=1: 10,000 cases each).
"""

import math
import os
from fractions import Fraction

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hexbox.core import band as B
from hexbox.core import fixed, shapes
from hexbox.core import frame as F

FULL = os.environ.get("HEXBOX_FULL") == "1"
N = 10000 if FULL else 200
CASES = settings(max_examples=N, deadline=None, suppress_health_check=list(HealthCheck))

big = st.integers(-(1 << 29), (1 << 29) - 1)
pos = st.integers(1, (1 << 29) - 1)


@CASES
@given(big, pos, big, pos)
def test_frac_cmp_is_the_exact_sign_of_the_difference(n1, d1, n2, d2):
    want = Fraction(n1, d1) - Fraction(n2, d2)
    got = B._frac_cmp(n1, d1, n2, d2)
    assert got == (want > 0) - (want < 0)


def test_frac_cmp_equal_fractions_in_different_terms():
    assert B._frac_cmp(3, 7, 300, 700) == 0
    assert B._frac_cmp(-3, 7, -300, 700) == 0
    assert B._frac_cmp(0, 5, 0, 9) == 0
    assert B._frac_cmp(1, 3, 333333, 1000000) == 1


def _b2r(a):
    return a * 2 * math.pi / fixed.TURN


@st.composite
def band_pair(draw):
    """Two bands whose circles cross, with a wedge edge placed on or next to a
    crossing point half the time (the near-ties that go to the reference)."""
    r1 = draw(st.integers(1, B._FAST_R + 200))
    r2 = draw(st.integers(1, B._FAST_R + 200))
    cx = draw(st.integers(-5000, 25000))
    cy = draw(st.integers(-5000, 20000))
    lo = abs(r1 - r2)
    d = draw(st.one_of(st.integers(lo, r1 + r2), st.sampled_from([lo, lo + 1, r1 + r2, 1])))
    d = max(d, 1)
    phi = draw(st.floats(0, 2 * math.pi))
    ox = cx + round(d * math.cos(phi))
    oy = cy + round(d * math.sin(phi))
    w1 = draw(st.integers(0, 600))
    w2 = draw(st.integers(0, 600))
    s1 = draw(st.one_of(st.integers(0, fixed.TURN), st.sampled_from([0, fixed.HALF, fixed.TURN])))
    s2 = draw(st.one_of(st.integers(0, fixed.TURN), st.sampled_from([0, fixed.HALF + 1])))
    a1 = draw(st.integers(0, fixed.MASK))
    a2 = draw(st.integers(0, fixed.MASK))
    if draw(st.booleans()):
        # put an edge of band 1 (and maybe band 2) through a crossing point
        dd = math.hypot(ox - cx, oy - cy) or 1.0
        x = (dd * dd + r1 * r1 - r2 * r2) / (2 * dd)
        h = math.sqrt(max(0.0, r1 * r1 - x * x))
        sg = draw(st.sampled_from([1, -1]))
        ux, uy = (ox - cx) / dd, (oy - cy) / dd
        px = cx + x * ux - sg * h * uy
        py = cy + x * uy + sg * h * ux
        ang = round(math.atan2(py - cy, px - cx) / (2 * math.pi) * fixed.TURN)
        nudge = draw(st.integers(-2, 2))
        if draw(st.booleans()):
            a1 = ang + nudge
        else:
            a1 = ang - s1 + nudge
        if draw(st.booleans()):
            a2 = round(math.atan2(py - oy, px - ox) / (2 * math.pi) * fixed.TURN) + nudge
    b1 = shapes.band(cx, cy, r1, a1, s1, w1)
    b2 = shapes.band(ox, oy, r2, a2, s2, w2)
    return b1, b2


_calls = [0, 0]


@CASES
@given(band_pair())
def test_small_int_crossing_test_equals_the_big_int_reference(pair):
    """Every circle pair of two bands: same answer as the exact Q2 reference."""
    b1, b2 = pair
    for i in (7, 8):
        for j in (7, 8):
            if b1[i] > 0 and b2[j] > 0:
                want = B._arcs_cross_exact(b1, 4 * b1[i], b2, 4 * b2[j])
                assert B._arcs_cross(b1, b1[i], b2, b2[j]) == want
                assert B._arcs_cross(b2, b2[j], b1, b1[i]) == want
                _calls[0] += 1
                _calls[1] += want


def test_the_crossing_cases_are_not_vacuous():
    """The strategy above reaches both answers many times."""
    _calls[0] = _calls[1] = 0
    test_small_int_crossing_test_equals_the_big_int_reference()
    assert _calls[1] > N // 10 and _calls[0] - _calls[1] > N // 10


def test_near_ties_go_to_the_reference():
    """A wedge edge exactly through a crossing is too close to call in small
    ints: the exact reference decides it (and says touching)."""
    seen = []
    real = B._arcs_cross_exact

    def spy(*args):
        seen.append(args)
        return real(*args)

    # circles of radius 4000 around (0, 0) and (4000, 0) cross at 60 degrees;
    # band 1's wedge ends there, band 2's covers it
    b1 = shapes.band(0, 0, 4000, fixed.deg(20), fixed.deg(40), 0)
    b2 = shapes.band(4000, 0, 4000, fixed.deg(100), fixed.deg(40), 0)
    B._arcs_cross_exact = spy
    try:
        got = B._arcs_cross(b1, 4000, b2, 4000)
    finally:
        B._arcs_cross_exact = real
    assert seen and got == real(b1, 16000, b2, 16000)


@CASES
@given(st.integers(-(1 << 29), 1 << 29), st.integers(1, (1 << 29) - 1), st.data())
def test_mul_div_round_equals_rounding_the_big_product(a, d, data):
    """Points along a piece: round(a * b / d) without the big product, exactly."""
    b = data.draw(st.one_of(st.integers(0, d), st.sampled_from([0, d, d // 2])))
    assert B._mul_div_round(a, b, d) == (a * b + (d >> 1)) // d


q20 = st.integers(-(1 << 20), 1 << 20)
q19 = st.integers(-(1 << 19) + 1, (1 << 19) - 1)


@CASES
@given(q20, q20, q19, q19)
def test_q20_products_equal_the_big_products(ux, uy, x, y):
    """frame.py: a Q20 direction times coordinates below 2^19, in small ints,
    rounds (or floors) exactly like the big product."""
    assert F.rot20(ux, uy, x, y) == (ux * x + uy * y + (1 << 19)) >> 20
    assert F.side20(ux, uy, x, y) == (ux * y - uy * x) >> 10
    if x >= 0:
        assert F.scale20(ux, x) == (ux * x + (1 << 19)) >> 20
    assert F.cross20_ge0(ux, uy, x << 1, y << 1) == (ux * (y << 1) - uy * (x << 1) >= 0)


@CASES
@given(st.integers(0, (1 << 19) - 33), st.data())
def test_squared_distance_sign_is_exact(r, data):
    near = st.integers(-r - 16, r + 16)
    x = data.draw(st.one_of(near, st.sampled_from([r, -r, 0])))
    y = data.draw(st.one_of(near, st.integers(-(1 << 19) + 1, (1 << 19) - 1)))
    v = x * x + y * y - r * r
    assert F.sq_cmp(x, y, r) == (v > 0) - (v < 0)


@CASES
@given(st.integers(0, (1 << 30) - 1), st.integers(0, (1 << 14) - 1), st.data())
def test_le_sqrt_is_exact(n2, r, data):
    """c <= r sqrt(n2) without squares, near the tie especially."""
    n = fixed.isqrt(n2)
    c = data.draw(st.one_of(st.integers(0, (1 << 30) - 1),
                            st.integers(max(0, r * n - 2), r * (n + 1) + 2)))
    assert F.le_sqrt(c, r, n2) == (c * c <= r * r * n2)
