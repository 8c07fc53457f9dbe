# The ghost-wheel planner: where does the wheel stop, and whom does it touch?
#
# The world is discrete in motor steps. At step s ghost g sits at
# rotate_point(centre, mount radius, (offset_g + a(s)) mod turn), a(s) the
# wheel angle (motor.py). Ghost g touches magician m at step s when their
# footprint discs touch. Turning from s0 towards the notch target, a NEW
# contact happens at step s != s0 when the pair touches at s but not at the
# step before: a magician already touching a ghost when the turn starts (it
# could not move away) does not stop the wheel until that contact has ended
# and a new one begins. The wheel stops on the first step with a new
# contact, or on the target (the end of the last notch); every magician
# with a new contact on that step is touched.
#
# No per-step geometry: for each ghost-magician pair one collision-core call
# (sweep.contact_interval) gives the first run of touching angle units; the
# run is mapped to motor steps with exact integer division. Only when a run
# holds no motor step (a graze between two steps) or continues a contact
# does the search ask again from the end of that run.

from hexbox.core.sweep import contact_interval

from .board import REACH_MARGIN, out_of_reach


def _first_new_contact(wheel, cx, cy, radius, offset, d, s0, s_end, rg, mx, my, rm):
    """First step in s0 (exclusive) .. s_end (inclusive), direction d, where
    the pair starts touching; None if it does not."""
    mask = wheel.turn - 1
    a0 = wheel.angle(s0)
    sweep = (wheel.angle(s_end) - a0) * d
    start = offset + a0
    t = 0
    prev = None  # last touching step of the contact seen so far
    while t <= sweep:
        span = sweep - t
        if span > wheel.turn:  # one call covers at most a revolution
            span = wheel.turn
        iv = contact_interval(cx, cy, radius, (start + d * t) & mask, d, span, rg, mx, my, rm)
        if iv is None:
            t += span + 1
            continue
        tf = t + iv[0]
        tl = t + iv[1]
        if d > 0:
            f = wheel.first_step_at_or_after(a0 + tf)
            if f < s0:
                f = s0
            last = wheel.last_step_at_or_before(a0 + tl)
            if last > s_end:
                last = s_end
        else:
            f = wheel.last_step_at_or_before(a0 - tf)
            if f > s0:
                f = s0
            last = wheel.first_step_at_or_after(a0 - tl)
            if last < s_end:
                last = s_end
        if (last - f) * d >= 0:  # the run holds motor steps f..last
            if f == s0 or (prev is not None and f == prev + d):
                prev = last  # touching already at s0, or no gap between steps
            else:
                return f
        t = tl + 1
    return None


def ghost_on_start(board, k, step):
    """The planner's ghost entry [start index, offset angle] for a ghost set
    on ghost start field k while the wheel stands at `step` (at step 0 the
    offset is the mount angle: the three ghosts of the box)."""
    w = board.wheel
    return [k, (board.mount_a[k] - w.angle(step)) & (w.turn - 1)]


def plan_turn(board, s0, ghosts, mags, direction, notches):
    """Plan one wheel turn.

    s0: wheel position in motor steps; ghosts: list of (start index, offset
    angle); mags: per magician its (x, y) in length units, or None when it
    is not on the board; direction +1/-1; notches >= 1.
    Returns (stop, target, touched, pairs): stop and target as unwrapped
    steps (stop - s0 is the signed move for the motor), touched a tuple of
    magician numbers ascending, pairs the (magician, ghost) contacts that
    begin at the stop, ascending."""
    wheel = board.wheel
    target = wheel.target(s0, direction, notches)
    best = target
    pairs = []
    rg = board.ghost_r
    rm = board.magician_r
    reach = rg + rm + REACH_MARGIN
    for gi in range(len(ghosts)):
        k, offset = ghosts[gi]
        radius = board.mount_r[k]
        for m in range(len(mags)):
            xy = mags[m]
            if xy is None or out_of_reach(board.cx, board.cy, radius, xy[0], xy[1], reach):
                continue
            s = _first_new_contact(wheel, board.cx, board.cy, radius, offset, direction, s0,
                                   best, rg, xy[0], xy[1], rm)
            if s is None:
                continue
            if s != best:  # strictly earlier: only searched up to best
                best = s
                pairs = [(m, gi)]
            else:
                pairs.append((m, gi))
    pairs.sort()
    touched = []
    for m, _ in pairs:
        if m not in touched:
            touched.append(m)
    return best, target, tuple(touched), tuple(pairs)
