# The ghost-wheel planner: where does the wheel stop, and whom does it touch?
#
# The world is discrete in motor steps. At step s ghost g sits at
# rotate_point(centre, mount radius, (offset_g + a(s)) mod turn), a(s) the
# wheel angle (motor.py). Ghost g TOUCHES magician m at step s when their
# footprint discs touch.
#
# A contact, not a touching step, is what stops the wheel and draws a card.
# Rounding the ghost's position to whole length units can switch "touching"
# off for a single motor step at the edge of a contact and on again (the
# reference board has such blinks). So a pair is IN CONTACT with hysteresis:
# - it comes into contact at a step where it touches;
# - it stays in contact until a step where the ghost is CLEAR of the
#   magician: farther apart than touching by board.CLEAR_MARGIN (more than
#   twice the rounding error, so that on the way out the ghost cannot touch
#   again: the true distance only grows once the ghost has passed);
# - a NEW contact is a step where a pair not in contact touches.
# The same ghost staying on the same magician, across steps and across
# turns, is therefore never a new contact. The pairs in contact when a turn
# begins are passed in (the game keeps them); a pair touching at the start
# step counts as in contact too.
#
# Turning from s0 towards the notch target, the wheel stops on the first
# step with a new contact, or on the target (the end of the last notch);
# every magician with a new contact on that step is touched.
#
# No per-step geometry: for each ghost-magician pair collision-core calls
# (sweep.contact_interval) give runs of touching (or not clear) angle units;
# a run is mapped to motor steps with exact integer division. A run that
# holds no motor step (a graze between two steps) is skipped.

from hexbox.core.disc import disc_touch
from hexbox.core.sweep import contact_interval, rotate_point

from .board import CLEAR_MARGIN, REACH_MARGIN, out_of_reach


def _first_step(wheel, cx, cy, radius, offset, d, s0, s_lo, s_end, rg, mx, my, rm, want):
    """First step in s_lo .. s_end (inclusive, s_lo on or after s0 in
    direction d) where the ghost of radius rg touches (want True) or does
    not touch (want False) the magician disc (mx, my, rm); None if none."""
    mask = wheel.turn - 1
    a0 = wheel.angle(s0)
    sweep = (wheel.angle(s_end) - a0) * d
    start = offset + a0
    t = (wheel.angle(s_lo) - a0) * d
    while t <= sweep:
        span = sweep - t
        if span > wheel.turn:  # one call covers at most a revolution
            span = wheel.turn
        iv = contact_interval(cx, cy, radius, (start + d * t) & mask, d, span, rg, mx, my, rm)
        lo = -1
        if want:
            if iv is not None:
                lo = t + iv[0]
                hi = t + iv[1]
        elif iv is None:
            lo = t
            hi = t + span
        elif iv[0] > 0:
            lo = t
            hi = t + iv[0] - 1
        if lo >= 0:
            # the motor steps whose angle offset lies in lo..hi
            if d > 0:
                f = wheel.first_step_at_or_after(a0 + lo)
                if f < s_lo:
                    f = s_lo
                last = wheel.last_step_at_or_before(a0 + hi)
                if last > s_end:
                    last = s_end
            else:
                f = wheel.last_step_at_or_before(a0 - lo)
                if f > s_lo:
                    f = s_lo
                last = wheel.first_step_at_or_after(a0 - hi)
                if last < s_end:
                    last = s_end
            if (last - f) * d >= 0:
                return f
        if iv is None:
            t += span + 1
        else:
            t += iv[1] + 1
    return None


def ghost_on_start(board, k, step):
    """The planner's ghost entry [start index, offset angle] for a ghost set
    on ghost start field k while the wheel stands at `step` (at step 0 the
    offset is the mount angle: the three ghosts of the box)."""
    w = board.wheel
    return [k, (board.mount_a[k] - w.angle(step)) & (w.turn - 1)]


def touching_pairs(board, step, ghosts, mags, only=-1):
    """The (magician, ghost) pairs that touch at `step`, ascending; only=g:
    just ghost g's."""
    wheel = board.wheel
    a = wheel.angle(step)
    out = []
    for m in range(len(mags)):
        xy = mags[m]
        if xy is None:
            continue
        for gi in range(len(ghosts)):
            if only >= 0 and gi != only:
                continue
            k, offset = ghosts[gi]
            x, y = rotate_point(board.cx, board.cy, board.mount_r[k],
                                (offset + a) & (wheel.turn - 1))
            if disc_touch(x, y, board.ghost_r, xy[0], xy[1], board.magician_r):
                out.append((m, gi))
    return out


def plan_turn(board, s0, ghosts, mags, direction, notches, contact=(), kept=None):
    """Plan one wheel turn.

    s0: wheel position in motor steps; ghosts: list of (start index, offset
    angle); mags: per magician its (x, y) in length units, or None when it
    is not on the board; direction +1/-1; notches >= 1; contact: the
    (magician, ghost) pairs in contact when the turn begins (pairs touching
    at s0 are in contact anyway).
    Returns (stop, target, touched, pairs): stop and target as unwrapped
    steps (stop - s0 is the signed move for the motor), touched a tuple of
    magician numbers ascending, pairs the (magician, ghost) contacts that
    begin at the stop, ascending. When `kept` is a list, the pairs of
    `contact` (or touching at s0) still in contact at the stop are appended
    to it, ascending; with `pairs` they are the contacts after the turn."""
    wheel = board.wheel
    target = wheel.target(s0, direction, notches)
    best = target
    pairs = []
    rg = board.ghost_r
    rm = board.magician_r
    reach = rg + rm + REACH_MARGIN
    held = []  # [m, g, first clear step or None] of the pairs in contact at s0
    for gi in range(len(ghosts)):
        k, offset = ghosts[gi]
        radius = board.mount_r[k]
        for m in range(len(mags)):
            xy = mags[m]
            if xy is None or out_of_reach(board.cx, board.cy, radius, xy[0], xy[1],
                                          reach + CLEAR_MARGIN):
                continue  # never even near
            inside = bool(contact) and (m, gi) in contact
            if not inside:
                if out_of_reach(board.cx, board.cy, radius, xy[0], xy[1], reach):
                    continue  # never touching
                s = _first_step(wheel, board.cx, board.cy, radius, offset, direction, s0, s0,
                                best, rg, xy[0], xy[1], rm, True)
                if s is None:
                    continue
                inside = s == s0  # touching at s0: in contact
            if inside:
                # in contact: a new one only after the ghost is clear of it
                clear = _first_step(wheel, board.cx, board.cy, radius, offset, direction, s0, s0,
                                    target, rg + CLEAR_MARGIN, xy[0], xy[1], rm, False)
                held.append((m, gi, clear))
                if clear is None:
                    continue
                s_lo = clear
                if s_lo == s0:
                    s_lo = s0 + direction  # clear already: s0 is no new contact
                if (best - s_lo) * direction < 0:
                    continue  # no new contact before best
                s = _first_step(wheel, board.cx, board.cy, radius, offset, direction, s0, s_lo,
                                best, rg, xy[0], xy[1], rm, True)
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
    if kept is not None:
        for m, gi, clear in held:
            if clear is None or (clear - best) * direction > 0:
                kept.append((m, gi))
        kept.sort()
    return best, target, tuple(touched), tuple(pairs)
