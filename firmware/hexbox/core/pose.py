# Poses (x, y, heading) and the pose reached by following a circular arc.
#
# A pose is a tuple (x, y, heading): lengths in 1/16 mm, heading a binary
# angle (0 = +x, CCW). Curves are laid end to end: arc_pose(p, ...) gives the
# pose at the far end of one curve, which is where the next one starts.
# The end point is computed straight from the start (not via the rounded
# centre) with Q20 sines, so it is within 0.72 units (0.045 mm) of exact.
from hexbox.core.fixed import (
    ARC_R_MAX,
    MASK,
    QUARTER,
    TURN,
    X_MAX,
    X_MIN,
    Y_MAX,
    Y_MIN,
    check_angle,
    check_len,
    check_xy,
    mul_q20,
    sin20,
)


def pose(x, y, heading):
    """A validated pose tuple; the heading is wrapped into 0..MASK."""
    check_xy(x, y)
    check_angle(heading, "heading")
    return (x, y, heading & MASK)


def _check_arc(p, radius, sweep):
    check_xy(p[0], p[1])
    check_angle(p[2], "heading")
    check_len(radius, "radius", ARC_R_MAX)
    if sweep.__class__ is not int or not 0 <= sweep <= TURN:
        raise ValueError("sweep must be an int in 0..%d (binary angle), got %r" % (TURN, sweep))


def arc_turn(left, forward):
    """+1 when the heading turns CCW along this arc, else -1.

    Forward and left turns CCW; backward (reversing along a curve laid behind
    the flyer, still facing the same way) turns the other way.
    """
    if left:
        return 1 if forward else -1
    return -1 if forward else 1


def arc_centre(p, radius, left):
    """Centre of the arc (rounded): `radius` to the left or right of the pose."""
    h = p[2]
    side = 1 if left else -1
    # left normal is (-sin h, cos h)
    return (
        p[0] - side * mul_q20(radius, sin20(h)),
        p[1] + side * mul_q20(radius, sin20(h + QUARTER)),
    )


def arc_pose(p, radius, sweep, left, forward):
    """Pose after following an arc of `radius` through `sweep` (binary angle).

    left: the centre lies on the flyer's left; forward: moving ahead (else
    reversing). The end heading is heading + turn*sweep (exact, binary angles).
    ValueError if the end point leaves the domain. Zero radius or zero sweep
    leave the position unchanged (zero radius still turns the heading).
    """
    _check_arc(p, radius, sweep)
    h = p[2]
    side = 1 if left else -1
    h2 = h + arc_turn(left, forward) * sweep
    # end - start = side * radius * (sin h2 - sin h, cos h - cos h2), rounded once
    dx = side * mul_q20(radius, sin20(h2) - sin20(h))
    dy = side * mul_q20(radius, sin20(h + QUARTER) - sin20(h2 + QUARTER))
    x = p[0] + dx
    y = p[1] + dy
    if not (X_MIN <= x <= X_MAX and Y_MIN <= y <= Y_MAX):
        raise ValueError("the arc ends at (%d, %d), outside the domain" % (x, y))
    return (x, y, h2 & MASK)


def arc_span(p, radius, sweep, left, forward):
    """(start_angle, sweep) of the arc as seen from its centre, CCW from start."""
    h = p[2]
    # the pose lies at angle h - QUARTER from a left centre, h + QUARTER from a right one
    a = h - QUARTER if left else h + QUARTER
    if arc_turn(left, forward) > 0:
        return (a & MASK, sweep)
    return ((a - sweep) & MASK, sweep)
