# First contact along a rotation: the ghost wheel's planner.
#
# A disc (the ghost) is carried on a circle around (cx, cy); at wheel angle a
# its centre is rotate_point(cx, cy, radius, a). Before a move the planner asks
# once, per magician, at which step t of the move the ghost first touches it,
# so the motor can ramp down and stop exactly there: no geometry per step.
#
# Exactness: the answer equals the step-by-step reference
#     disc_touch(*rotate_point(cx, cy, radius, start + direction*t), r_mover,
#                ox, oy, r_obst)   for t = 0, 1, 2, ...
# for every input, rounding included. How, without a loop over every t:
# the true (real-number) distance d(t) from the circle point to the obstacle is
# unimodal: it falls towards the obstacle's direction phi and rises after it.
# The rounded point is within e of the true one, with
#     e <= sqrt(2) * (0.5 + radius / 2^20) < 0.72 units (0.045 mm) for radius <= LEN_MAX
# (the offsets are mul_q20 of Q20 sines, within 1 LSB of exact:
# tests/test_geom_fixed.py checks all angles; the Q15 sines it
# used before were off by 0.053 mm at 500 mm)
# so with slack >= 2e: a step whose rounded distance is > s + slack is
# certainly apart and, on a falling stretch, so is every step before it; one
# whose distance is <= s - slack is certainly touching and so is every step
# between it and phi. The planner finds where these certificates change by
# galloping out from a rough law-of-cosines guess and bisecting, and checks
# single steps only in the narrow band where rounding decides (a handful of
# steps when the ghost meets the magician head-on; more when it only grazes).
# Even there it never walks step by step: the rounded point stays the same for
# runs of steps (both coordinates are monotone within a quadrant), so each
# run's end is found by galloping + bisection and checked once.
# No allocation except the result tuple of contact_interval (contact_first
# returns an int).
from micropython import const

from hexbox.core.fixed import (
    HALF,
    MASK,
    QUARTER,
    TURN,
    X_MAX,
    X_MIN,
    Y_MAX,
    Y_MIN,
    atan2_b,
    check_angle,
    check_len,
    check_xy,
    isqrt,
    mul_q20,
    sin20,
)

_M = const(3)  # atan2_b is within 1.5 units of the true direction: margin around phi

# piece kinds along the sweep, by phase m = angle past phi in the moving direction
_NEAR = const(0)  # contains the closest point (phi)
_INC = const(1)  # distance rises
_FAR = const(2)  # contains the farthest point (phi + half turn)
_DEC = const(3)  # distance falls

_last = [0]  # t_last of the latest search (preallocated: no heap per call)


def rotate_point(cx, cy, radius, angle):
    """Point carried at `radius` around (cx, cy) at binary `angle` (0 = +x, CCW).

    Each offset is rounded once from a Q20 sine: within 0.72 units (0.045 mm)
    of the true point for every radius up to LEN_MAX (500 mm)."""
    check_xy(cx, cy)
    check_len(radius, "radius")
    check_angle(angle, "angle")
    return (
        cx + mul_q20(radius, sin20(angle + QUARTER)),
        cy + mul_q20(radius, sin20(angle)),
    )


# @micropython.native
def _d2(cx, cy, radius, a, ox, oy):
    # squared distance from the rounded circle point to (ox, oy): the same
    # integers rotate_point + disc_touch compute
    dx = cx + mul_q20(radius, sin20(a + QUARTER)) - ox
    dy = cy + mul_q20(radius, sin20(a)) - oy
    return dx * dx + dy * dy


# @micropython.native
def _run_end(rho, a, dirn, t, hi_t):
    # last t2 in t..hi_t at which the rounded circle point (relative to the
    # centre) still equals the one at t. Within a quadrant of the angle both
    # rounded coordinates are monotone step functions of t, so "unchanged" holds
    # on a prefix: gallop then bisect, never crossing the quadrant's end.
    x0 = mul_q20(rho, sin20(a + QUARTER))
    y0 = mul_q20(rho, sin20(a))
    am = a & MASK
    if dirn > 0:
        left = QUARTER - 1 - (am & (QUARTER - 1))  # steps until the quadrant ends
    else:
        left = am & (QUARTER - 1)
    top = t + left
    if top > hi_t:
        top = hi_t
    lo = t  # unchanged
    step = 1
    hi = -1  # first changed, once found
    while lo < top:
        probe = lo + step
        if probe > top:
            probe = top
        b = a + dirn * (probe - t)
        if mul_q20(rho, sin20(b + QUARTER)) == x0 and mul_q20(rho, sin20(b)) == y0:
            lo = probe
            step += step
        else:
            hi = probe
            break
    if hi < 0:
        return lo
    while hi - lo > 1:
        mid = (lo + hi) >> 1
        b = a + dirn * (mid - t)
        if mul_q20(rho, sin20(b + QUARTER)) == x0 and mul_q20(rho, sin20(b)) == y0:
            lo = mid
        else:
            hi = mid
    return lo


def _check(cx, cy, radius, start, direction, sweep, r_mover, ox, oy, r_obst):
    check_xy(cx, cy)
    check_xy(ox, oy)
    check_len(radius, "radius")
    check_len(r_mover, "r_mover")
    check_len(r_obst, "r_obst")
    check_angle(start, "start")
    if direction != 1 and direction != -1:
        raise ValueError("direction must be 1 (CCW) or -1 (CW), got %r" % (direction,))
    if sweep.__class__ is not int or not 0 <= sweep <= TURN:
        raise ValueError("sweep must be an int in 0..%d, got %r" % (TURN, sweep))
    if not (
        X_MIN <= cx - radius
        and cx + radius <= X_MAX
        and Y_MIN <= cy - radius
        and cy + radius <= Y_MAX
    ):
        raise ValueError(
            "the circle of radius %d around (%d, %d) leaves the domain" % (radius, cx, cy)
        )


def contact_first(cx, cy, radius, start, direction, sweep, r_mover, ox, oy, r_obst):
    """First t in 0..sweep at which the carried disc touches the obstacle, or -1.

    The end of that touching run is then in last_of_run(). Allocates nothing.
    """
    _check(cx, cy, radius, start, direction, sweep, r_mover, ox, oy, r_obst)
    return _search(cx, cy, radius, start & MASK, direction, sweep, r_mover + r_obst, ox, oy)


def last_of_run():
    """t_last of the run found by the latest contact_first call."""
    return _last[0]


def contact_interval(cx, cy, radius, start, direction, sweep, r_mover, ox, oy, r_obst):
    """None, or (t_first, t_last): the first run of touching steps in 0..sweep.

    A disc of radius r_mover centred at rotate_point(cx, cy, radius,
    start + direction * t) touches the static disc (ox, oy, r_obst) exactly for
    t_first <= t <= t_last (clipped to sweep). Allocates only the tuple.
    """
    t = contact_first(cx, cy, radius, start, direction, sweep, r_mover, ox, oy, r_obst)
    if t < 0:
        return None
    return (t, _last[0])


# @micropython.native
def _search(cx, cy, rho, start, dirn, sweep, s, ox, oy):
    s2 = s * s
    slack = 2  # >= 2e for every radius up to LEN_MAX, see the header
    sf2 = (s + slack) * (s + slack)  # d2 > sf2: certainly apart, true distance > s + e
    st = s - slack
    st2 = st * st if st >= 0 else -1  # d2 <= st2: certainly touching
    if rho == 0:
        # the mover never moves: one answer for every step
        if _d2(cx, cy, 0, 0, ox, oy) <= s2:
            _last[0] = sweep
            return 0
        return -1
    ux = ox - cx
    uy = oy - cy
    phi = atan2_b(uy, ux)
    p0 = (dirn * (start - phi)) & MASK  # phase: angle already past phi, moving direction
    # rough phases where the certificates change: they only seed the searches
    dist = isqrt(ux * ux + uy * uy)
    g_in = TURN - _half_angle(rho, dist, s + slack)  # entering: no longer certainly apart
    g_out = _half_angle(rho, dist, st)  # leaving: no longer certainly touching
    first = -1
    t = 0
    while t <= sweep:
        m = (p0 + t) & MASK
        # the piece containing phase m, and the phase where it ends
        if m <= _M:
            kind = _NEAR
            end = _M
        elif m < HALF - _M:
            kind = _INC
            end = HALF - _M - 1
        elif m <= HALF + _M:
            kind = _FAR
            end = HALF + _M
        elif m < TURN - _M:
            kind = _DEC
            end = TURN - _M - 1
        else:
            kind = _NEAR
            end = TURN + _M
        b = t + end - m
        if b > sweep:
            b = sweep
        a = dirn * t + start
        if first < 0:
            r = _seek_touch(cx, cy, rho, a, dirn, t, b, kind, ox, oy, s2, sf2, t + g_in - m)
            if r >= 0:
                first = r
                t = r + 1
                continue
        else:
            r = _seek_apart(cx, cy, rho, a, dirn, t, b, kind, ox, oy, s2, st2, t + g_out - m)
            if r >= 0:
                _last[0] = r - 1
                return first
        t = b + 1
    if first >= 0:
        _last[0] = sweep
    return first


def _half_angle(rho, dist, reach):
    # roughly the half-angle (binary) of the arc of the circle of radius rho
    # around the origin that lies within `reach` of a point `dist` away:
    # cos a = (rho^2 + dist^2 - reach^2) / (2 rho dist). 0 if none, HALF if all.
    # Only a guess (inputs scaled down to stay small): the searches verify it.
    if reach < 0:
        return 0
    while rho + dist + reach >= 16384:
        rho >>= 1
        dist >>= 1
        reach >>= 1
    lo = rho - dist
    if lo < 0:
        lo = -lo
    if reach <= lo:
        return 0
    if reach >= rho + dist:
        return HALF
    c = rho * rho + dist * dist - reach * reach
    sn = isqrt(reach * reach - lo * lo) * isqrt((rho + dist) * (rho + dist) - reach * reach)
    return atan2_b(sn, c)


# @micropython.native
def _bracket(cx, cy, rho, a, dirn, lo_t, hi_t, guess, ox, oy, thr, gt):
    # last t in lo_t..hi_t-1 with cert(t) true and cert(t+1) false, where cert(t)
    # is d2 > thr (gt) or d2 <= thr (not gt); cert(lo_t) holds, cert(hi_t) not.
    # Gallops out from the guess, then bisects: ~2 log2(guess error) evaluations.
    lo = lo_t
    hi = hi_t
    if lo < guess < hi:
        if (_d2(cx, cy, rho, a + dirn * (guess - lo_t), ox, oy) > thr) == gt:
            lo = guess
            step = 1
            while lo + step < hi:
                p = lo + step
                if (_d2(cx, cy, rho, a + dirn * (p - lo_t), ox, oy) > thr) == gt:
                    lo = p
                    step += step
                else:
                    hi = p
                    break
        else:
            hi = guess
            step = 1
            while hi - step > lo:
                p = hi - step
                if (_d2(cx, cy, rho, a + dirn * (p - lo_t), ox, oy) > thr) == gt:
                    lo = p
                    break
                hi = p
                step += step
    while hi - lo > 1:
        mid = (lo + hi) >> 1
        if (_d2(cx, cy, rho, a + dirn * (mid - lo_t), ox, oy) > thr) == gt:
            lo = mid
        else:
            hi = mid
    return lo


# @micropython.native
def _seek_touch(cx, cy, rho, a, dirn, lo_t, hi_t, kind, ox, oy, s2, sf2, guess):
    # first touching t in lo_t..hi_t (angle a at lo_t), or -1
    t = lo_t
    if kind == _DEC:
        # falling distance: the last step is the closest
        if _d2(cx, cy, rho, a + dirn * (hi_t - lo_t), ox, oy) > sf2:
            return -1
        d2 = _d2(cx, cy, rho, a, ox, oy)
        if d2 <= s2:
            return lo_t
        if d2 > sf2:
            # last step certainly apart (so is everything before it), from the guess
            t = _bracket(cx, cy, rho, a, dirn, lo_t, hi_t, guess, ox, oy, sf2, True) + 1
    elif kind == _FAR:
        # the farthest point inside: both ends apart means all apart
        if (
            _d2(cx, cy, rho, a, ox, oy) > sf2
            and _d2(cx, cy, rho, a + dirn * (hi_t - lo_t), ox, oy) > sf2
        ):
            return -1
    while t <= hi_t:
        at = a + dirn * (t - lo_t)
        d2 = _d2(cx, cy, rho, at, ox, oy)
        if d2 <= s2:
            return t
        if kind == _INC and d2 > sf2:
            return -1  # rising distance: apart for the rest of the piece
        t = _run_end(rho, at, dirn, t, hi_t) + 1  # same rounded point, same answer
    return -1


# @micropython.native
def _seek_apart(cx, cy, rho, a, dirn, lo_t, hi_t, kind, ox, oy, s2, st2, guess):
    # first non-touching t in lo_t..hi_t, or -1 when all of them touch
    t = lo_t
    if kind == _INC:
        # rising distance: the last step is the farthest
        if _d2(cx, cy, rho, a + dirn * (hi_t - lo_t), ox, oy) <= st2:
            return -1
        d2 = _d2(cx, cy, rho, a, ox, oy)
        if d2 > s2:
            return lo_t
        if d2 <= st2:
            # last step certainly touching (so is everything before it), from the guess
            t = _bracket(cx, cy, rho, a, dirn, lo_t, hi_t, guess, ox, oy, st2, False) + 1
    elif kind == _NEAR:
        # the closest point inside: both ends certainly touching means all do
        if (
            _d2(cx, cy, rho, a, ox, oy) <= st2
            and _d2(cx, cy, rho, a + dirn * (hi_t - lo_t), ox, oy) <= st2
        ):
            return -1
    while t <= hi_t:
        at = a + dirn * (t - lo_t)
        d2 = _d2(cx, cy, rho, at, ox, oy)
        if d2 > s2:
            return t
        if kind == _DEC and d2 <= st2:
            return -1  # falling distance: touching for the rest of the piece
        t = _run_end(rho, at, dirn, t, hi_t) + 1
    return -1
