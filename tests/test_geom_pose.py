"""Poses and curves laid end to end (hexbox.core.pose, shapes.band_on_arc).

Required: "a pose (x, y, heading), and the pose reached by following an arc of
radius r and sweep a, turning left or right, forwards or backwards. Curves are
laid end to end this way." Error contract: within 0.05 mm of the float value.
"""

import math

import pytest
from fuzz_scale import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from hexbox.core import fixed
from hexbox.core.collide import touches
from hexbox.core.pose import arc_pose, pose
from hexbox.core.shapes import band_on_arc, disc

ANG = 2 * math.pi / fixed.TURN


def float_arc_pose(x, y, h, radius, sweep, left, forward):
    side = 1 if left else -1
    turn = side if forward else -side
    h2 = h + turn * sweep
    return (
        x + side * radius * (math.sin(h2 * ANG) - math.sin(h * ANG)),
        y + side * radius * (math.cos(h * ANG) - math.cos(h2 * ANG)),
        h2 % fixed.TURN,
    )


poses = st.tuples(
    st.integers(fixed.mm(0), fixed.mm(1200)),
    st.integers(fixed.mm(0), fixed.mm(800)),
    st.integers(0, fixed.MASK),
)


@settings(max_examples=examples(3000), deadline=None)
@given(
    poses, st.integers(0, fixed.ARC_R_MAX), st.integers(0, fixed.TURN), st.booleans(), st.booleans()
)
def test_arc_pose_within_0_05_mm_of_float(p, radius, sweep, left, forward):
    fx, fy, fh = float_arc_pose(*p, radius, sweep, left, forward)
    try:
        x, y, h = arc_pose(p, radius, sweep, left, forward)
    except ValueError:
        assert not (
            fixed.X_MIN + 1 <= fx <= fixed.X_MAX - 1 and fixed.Y_MIN + 1 <= fy <= fixed.Y_MAX - 1
        )
        return
    assert h == fh  # headings are exact binary angles
    assert math.hypot(x - fx, y - fy) / fixed.UNITS_PER_MM <= 0.05


def test_curves_laid_end_to_end_follow_the_float_path():
    """Ten curves in a row stay within 10 x 0.045 mm of the float chain
    (rounding once per curve)."""
    p = pose(fixed.mm(200), fixed.mm(400), 0)
    fx, fy, fh = float(p[0]), float(p[1]), 0
    curves = [
        (fixed.mm(100), fixed.deg(45), True, True),
        (fixed.mm(100), fixed.deg(45), False, True),
    ] * 5
    for radius, sweep, left, fwd in curves:
        p = arc_pose(p, radius, sweep, left, fwd)
        fx, fy, fh = float_arc_pose(fx, fy, fh, radius, sweep, left, fwd)
        assert p[2] == fh
    assert math.hypot(p[0] - fx, p[1] - fy) <= 10 * 0.72


def test_backward_curve_is_laid_behind_facing_the_same_way():
    """Seed/game data: "A backward curve is laid behind the flyer, and the flyer
    moves to its far end facing the same way as before." """
    p = pose(fixed.mm(600), fixed.mm(400), fixed.deg(0))
    x, y, h = arc_pose(p, fixed.mm(100), fixed.deg(30), True, False)
    assert x < p[0]  # behind
    assert y > p[1]  # the centre is on the left
    # reversing along the same curve forwards brings the flyer back
    assert arc_pose((x, y, h), fixed.mm(100), fixed.deg(30), True, True)[:2] == pytest.approx(
        p[:2], abs=1
    )


@settings(max_examples=examples(300), deadline=None)
@given(
    poses,
    st.integers(fixed.mm(60), fixed.mm(900)),
    st.integers(1, fixed.deg(120)),
    st.booleans(),
    st.booleans(),
)
def test_band_on_arc_covers_the_start_and_end_poses(p, radius, sweep, left, forward):
    """The band a curve covers reaches where the flyer starts and ends (within one
    unit: the band's centre is rounded, and those points lie on its flat ends)."""
    p = (p[0] // 2 + fixed.mm(300), p[1] // 2 + fixed.mm(200), p[2])
    try:
        end = arc_pose(p, radius, sweep, left, forward)
    except ValueError:
        return
    b = band_on_arc(p, radius, sweep, left, forward, fixed.mm(22))
    assert touches(b, disc(p[0], p[1], 1))
    assert touches(b, disc(end[0], end[1], 1))


def test_out_of_domain_poses_raise_value_error():
    with pytest.raises(ValueError):
        pose(fixed.X_MAX + 1, 0, 0)
    with pytest.raises(ValueError):
        arc_pose((0, 0, 0), fixed.ARC_R_MAX + 1, 10, True, True)
    with pytest.raises(ValueError):
        arc_pose((0, 0, 0), 100, fixed.TURN + 1, True, True)
