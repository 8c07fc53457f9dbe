"""Units, binary angles and integer maths of the collision core (hexbox.core.fixed).

Required: "Angles as binary angles (a full turn = 2^k units, wrapping
naturally). sin/cos come from a table with interpolation ...; integer sqrt and
atan2 also."
"""

import math

import pytest
from fuzz_scale import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from hexbox.core import disc, fixed
from host_tools.figures import geom_tables

ANG = 2 * math.pi / fixed.TURN


def test_tables_match_their_generator():
    """The literal tables in fixed.py are what host_tools/figures/geom_tables.py computes."""
    assert fixed._SIN20 == geom_tables.packed(geom_tables.sin_table(), geom_tables.SIN_BYTES)
    assert fixed._ATAN == geom_tables.packed(geom_tables.atan_table(), geom_tables.ATAN_BYTES)


def test_sin_cos_error_over_every_angle():
    """sin_q within 0.55 Q15 LSB and sin20 within 1.2 Q20 LSB, for all 65536 angles."""
    worst_q, worst_20 = 0.0, 0.0
    for a in range(fixed.TURN):
        s = math.sin(a * ANG)
        worst_q = max(worst_q, abs(fixed.sin_q(a) - s * fixed.ONE))
        worst_20 = max(worst_20, abs(fixed.sin20(a) - s * (1 << 20)))
        assert fixed.cos_q(a) == fixed.sin_q(a + fixed.QUARTER)
    assert worst_q <= 0.55
    assert worst_20 <= 1.2


def test_angles_wrap_naturally():
    assert fixed.sin_q(12345 + 7 * fixed.TURN) == fixed.sin_q(12345)
    assert fixed.sin_q(-5) == fixed.sin_q(fixed.TURN - 5)
    assert fixed.angle_diff(10, fixed.TURN - 10) == 20
    assert fixed.deg(-90) == -fixed.QUARTER and fixed.deg(45) == 8192 and fixed.deg(1) == 182


@settings(max_examples=examples(2000), deadline=None)
@given(st.integers(-40000, 40000), st.integers(-40000, 40000))
def test_atan2_within_one_and_a_half_units(y, x):
    if x == 0 and y == 0:
        assert fixed.atan2_b(0, 0) == 0  # documented choice
        return
    true = math.atan2(y, x) / ANG
    assert abs((fixed.atan2_b(y, x) - true + fixed.HALF) % fixed.TURN - fixed.HALF) <= 1.5


@settings(max_examples=examples(2000), deadline=None)
@given(st.one_of(st.integers(0, 1 << 30), st.integers(0, 1 << 80)))
def test_isqrt_is_the_exact_floor(n):
    r = fixed.isqrt(n)
    assert r * r <= n < (r + 1) * (r + 1)


def test_isqrt_of_a_negative_number_raises():
    with pytest.raises(ValueError):
        fixed.isqrt(-1)


@settings(max_examples=examples(2000), deadline=None)
@given(st.integers(0, 16384), st.integers(-(1 << 21), 1 << 21))
def test_mul_q20_rounds_to_nearest(length, v):
    assert abs(fixed.mul_q20(length, v) - length * v / (1 << 20)) <= 0.5 + 1e-4


def test_length_conversions():
    assert fixed.mm(12) == 192 and fixed.um(50) == 1 and fixed.um(-1000) == -16
    # one unit is within the 0.05 mm tolerance, half a unit even more so
    assert 1 / fixed.UNITS_PER_MM <= 0.0625


def test_domain_corners_keep_squared_distances_small():
    """Why 1/16 mm: the domain's diagonal squared is below 2^30."""
    dx = fixed.X_MAX - fixed.X_MIN
    dy = fixed.Y_MAX - fixed.Y_MIN
    assert dx * dx + dy * dy < 1 << 30
    assert (2 * fixed.LEN_MAX + 2) ** 2 < 1 << 30
    # the table (1200 x 800 mm) plus at least 200 mm all round
    assert fixed.X_MIN <= fixed.mm(-200) and fixed.X_MAX >= fixed.mm(1400)
    assert fixed.Y_MIN <= fixed.mm(-200) and fixed.Y_MAX >= fixed.mm(1000)


def test_inlined_constants_equal_their_sources():
    """band, rect and collide keep local consts (MicroPython inlines them)."""
    from hexbox.core import band, collide, frame, rect, shapes

    assert (band._TURN, band._HALF, band._T16, rect._T16) == (
        fixed.TURN,
        fixed.HALF,
        frame.TOL16,
        frame.TOL16,
    )
    assert (collide._DISC, collide._CAPSULE, collide._POLYGON, collide._RECT) == (
        shapes.DISC,
        shapes.CAPSULE,
        shapes.POLYGON,
        shapes.RECT,
    )


def test_disc_inlined_constants_equal_fixed():
    assert (disc._X_MIN, disc._X_MAX, disc._Y_MIN, disc._Y_MAX, disc._LEN_MAX) == (
        fixed.X_MIN,
        fixed.X_MAX,
        fixed.Y_MIN,
        fixed.Y_MAX,
        fixed.LEN_MAX,
    )
