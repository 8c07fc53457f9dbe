# The pieces of Techno Witches as shapes of the collision core. This is the
# only module of the game that touches geometry, and it only *uses* the core
# (hexbox.core.fixed / pose / shapes / collide / sweep): poses, arcs laid end to end,
# rectangles, discs, segments and the touch and crossing predicates live there.
#
# A pose is (x, y, heading) in core length units and binary angles: the joint
# between a flyer's back and its tail's front. The flyer lies ahead of the
# joint, the tail behind it; a curve starts at the joint.

from hexbox.core import collide, fixed, shapes, sweep
from hexbox.core import pose as _pose

from . import data

U = fixed.UNITS_PER_MM
TURN = fixed.TURN
_MASK = fixed.TURN - 1
_HALF = fixed.TURN // 2


def mm(v):
    return v * U


def to_mm(v):
    # rounded to the nearest whole mm, for events a person reads
    return (v + U // 2) // U if v >= 0 else -((-v + U // 2) // U)


def heading_of(k):
    """Binary angle of start heading number k (0 = +x, counter-clockwise)."""
    return (k * TURN // data.START_HEADINGS) & _MASK


def ahead(x, y, h, dist):
    """The point `dist` units ahead of (x, y) along heading h (dist may be
    negative: behind)."""
    if dist < 0:
        return sweep.rotate_point(x, y, -dist, (h + _HALF) & _MASK)
    return sweep.rotate_point(x, y, dist, h)


def bearing(x, y, tx, ty):
    return fixed.atan2_b(ty - y, tx - x) & _MASK


def angle_off(h, target):
    """Unsigned difference of two binary angles, 0..TURN/2."""
    return abs(fixed.angle_diff(target, h))


# --- static pieces ---------------------------------------------------------------
def castle(n, x, y):
    return shapes.disc(mm(x), mm(y), mm(data.CASTLE_RADIUS[n]))


def house(x, y):
    return shapes.rect(mm(x), mm(y), 0, mm(data.HOUSE_SIDE), mm(data.HOUSE_SIDE))


def cat(x, y):
    return shapes.disc(mm(x), mm(y), mm(data.CAT_RADIUS))


def segment(x1, y1, x2, y2):
    """A line between two castle centres (mm): the circle line of Quaddatsch."""
    return shapes.segment(mm(x1), mm(y1), mm(x2), mm(y2))


def walls():
    """Four off-table strips: touching one is touching the table edge."""
    w, h, t = mm(data.TABLE_W), mm(data.TABLE_H), mm(data.WALL)

    def box(x0, y0, x1, y1):
        return shapes.polygon([(x0, y0), (x1, y0), (x1, y1), (x0, y1)])

    return (box(-t, -t, w + t, 0), box(-t, h, w + t, h + t),
            box(-t, -t, 0, h + t), box(w, -t, w + t, h + t))


# --- the flyer and its tail at a pose -------------------------------------------
def flyer(pose):
    x, y, h = pose
    cx, cy = ahead(x, y, h, mm(data.FLYER_LEN) // 2)
    return shapes.rect(cx, cy, h, mm(data.FLYER_LEN), mm(data.FLYER_WIDTH))


def tail(pose):
    x, y, h = pose
    cx, cy = ahead(x, y, h, -(mm(data.TAIL_LEN) // 2))
    return shapes.rect(cx, cy, h, mm(data.TAIL_LEN), mm(data.TAIL_WIDTH))


def set_against(x, y, h, place):
    """Pose facing heading h whose tail's back touches `place` (a shape
    around the point (x, y), in units): the farthest joint along the ray from
    (x, y) at which the tail still touches it. Moving the tail out along the
    ray only ever separates them, so a search on the core's touch test
    finds it, exact to the unit, for a house as for a castle: from a
    worked-out estimate outwards, then a bisection. Any bracket gives the
    same joint; the estimate only makes it narrow (2 touch tests a heading
    on average, against 9 for the bisection over the whole box: a Pico's
    start-heading menu tries all 16 headings)."""
    # bounds from the shape's box (every core shape starts with kind, xmin,
    # ymin, xmax, ymax): its boundary lies between the box's inner circle and
    # its corners (3/2 > sqrt 2), as seen from the centre of the box
    half = min(place[3] - place[1], place[4] - place[2]) // 2
    lo = mm(data.TAIL_LEN) + half - 1  # still touching
    hi = mm(data.TAIL_LEN) + (max(place[3] - place[1], place[4] - place[2]) * 3) // 4 + 2
    # the tail is built once and slid along the ray for each test
    first = []  # [joint x, joint y, tail there]

    def touching(d):
        jx, jy = ahead(x, y, h, d)
        if not first:
            first.extend((jx, jy, tail((jx, jy, h))))
            t = first[2]
        else:
            t = shapes.moved(first[2], jx - first[0], jy - first[1])
        return touches(t, place)

    g = _leaves_at(x, y, h, place)
    checked = False  # some joint in the bracket is known to touch
    if g is not None and lo < g < hi:
        # from the estimate outwards, in steps that double
        step = 1
        if touching(g):
            lo = g
            checked = True
            while lo + step < hi:
                if not touching(lo + step):
                    hi = lo + step
                    break
                lo += step
                step += step
        else:
            hi = g
            while hi - step > lo:
                if touching(hi - step):
                    lo = hi - step
                    checked = True
                    break
                hi -= step
                step += step
    if not checked and not touching(lo):
        lo = mm(data.TAIL_LEN)  # an odd shape: start with the tail over its centre
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if touching(mid):
            lo = mid
        else:
            hi = mid
    jx, jy = ahead(x, y, h, lo)
    return (jx, jy, h)


def _leaves_at(x, y, h, place):
    """Estimate (units from (x, y) along heading h) of the joint at which a
    tail set against `place` stops touching it: the farthest point of the
    place within the strip the tail's back sweeps, plus the tail's length.
    None for a shape it does not know (then the bisection alone decides)."""
    c = fixed.sin20(h + fixed.QUARTER) >> 10  # Q10: the products stay small ints
    s = fixed.sin20(h) >> 10
    kind = place[0]
    if kind == shapes.DISC:
        far = ((place[5] - x) * c + (place[6] - y) * s >> 10) + place[7]
    elif kind == shapes.POLYGON:
        w = mm(data.TAIL_WIDTH) // 2
        xs, ys = place[5], place[6]
        far = None
        for i in range(len(xs)):
            # along (a) and across (b) the ray in units, of this vertex and the one before
            a = (xs[i] - x) * c + (ys[i] - y) * s >> 10
            b = (ys[i] - y) * c - (xs[i] - x) * s >> 10
            a0 = (xs[i - 1] - x) * c + (ys[i - 1] - y) * s >> 10
            b0 = (ys[i - 1] - y) * c - (xs[i - 1] - x) * s >> 10
            if -w <= b <= w and (far is None or a > far):
                far = a
            for edge in (-w, w):  # where the edge crosses the strip's sides
                if (b0 - edge) * (b - edge) < 0:
                    at = a0 + (a - a0) * (edge - b0) // (b - b0)
                    if far is None or at > far:
                        far = at
        if far is None:
            return None
        far += 1  # over every house and heading the touch ends a unit further more often than not
    else:
        return None
    return mm(data.TAIL_LEN) + far


def start_pose(place, x, y, k):
    """Starting position at a house or castle (shape `place` around (x, y)
    mm): the tail's rounded back touches it, the flyer faces heading k."""
    return set_against(mm(x), mm(y), heading_of(k), place)


def aimed_pose(place, x, y, tx, ty):
    """Wolkenschreck's start: tail touching `place` around (x, y), broom
    pointing at (tx, ty) (all mm)."""
    return set_against(mm(x), mm(y), bearing(mm(x), mm(y), mm(tx), mm(ty)), place)


# --- curves ------------------------------------------------------------------
def arc_of(shape):
    """(radius in units, sweep as a binary angle) of curve `shape` (1-based)."""
    r, sweep_deg = data.CURVES[shape - 1]
    return mm(r), fixed.deg(sweep_deg)


def curve_end(pose, shape, left, forward):
    """Pose at the far end of curve `shape` (1-based) laid from `pose`."""
    r, s = arc_of(shape)
    return _pose.arc_pose(tuple(pose), r, s, left, forward)


def curve_band(pose, shape, left, forward):
    r, s = arc_of(shape)
    return shapes.band_on_arc(tuple(pose), r, s, left, forward, mm(data.CURVE_WIDTH))


def first_touch(pose, shape, left, forward, other):
    """How far along the curve (binary angle of its sweep, 0..sweep) its band
    first touches `other`, which the whole band touches. The band of a part
    of the curve only grows with the part, so a bisection finds it."""
    r, s = arc_of(shape)
    p = tuple(pose)
    w = mm(data.CURVE_WIDTH)
    lo, hi = 0, s  # touches at hi; not known at lo
    if touches(shapes.band_on_arc(p, r, 0, left, forward, w), other):
        return 0
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if touches(shapes.band_on_arc(p, r, mid, left, forward, w), other):
            hi = mid
        else:
            lo = mid
    return hi


def line_side(x, y, ax, ay, bx, by):
    """+1 when (x, y) lies left of the line from A to B (all in units), -1
    when right of it or on it (on the line counts as right: a side, not a
    third state, so every change of side is a crossing)."""
    return 1 if (bx - ax) * (y - ay) - (by - ay) * (x - ax) > 0 else -1


def last_touch(pose, shape, left, forward, other):
    """How far along the curve (binary angle of its sweep, 0..sweep) its band
    last touches `other`, which the whole band touches: the band of the rest
    of the curve from there only shrinks as the rest does, so a bisection
    finds it."""
    r, s = arc_of(shape)
    p = tuple(pose)
    w = mm(data.CURVE_WIDTH)

    def rest_touches(t):
        q = _pose.arc_pose(p, r, t, left, forward)
        return touches(shapes.band_on_arc(q, r, s - t, left, forward, w), other)

    if rest_touches(s):
        return s
    lo, hi = 0, s  # the rest from lo touches; from hi it does not
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if rest_touches(mid):
            lo = mid
        else:
            hi = mid
    return lo


def curve_crossings(pose, shape, left, forward, ax, ay, bx, by):
    """Where the centre line of the curve crosses the infinite line through
    A and B (units), in order along the curve: a list of (t, side, along):
    t the binary angle along the curve's sweep, side the line_side after the
    crossing, along -1 before A, 0 between A and B, +1 beyond B.

    The distance from the line is a sinusoid of t with its turning points
    where the heading runs along the line, so between them the side changes
    at most once: each change is found by bisection, exact to a unit of t."""
    r, s = arc_of(shape)
    p = tuple(pose)
    h0 = p[2]
    turn = _pose.arc_turn(left, forward)
    phi = fixed.atan2_b(by - ay, bx - ax)
    cuts = [0]
    t = ((phi - h0) * turn) % _HALF  # heading along the line (either way)
    while t < s:
        if t > 0:
            cuts.append(t)
        t += _HALF
    cuts.append(s)

    def side_at(t):
        x, y, _h = _pose.arc_pose(p, r, t, left, forward)
        return line_side(x, y, ax, ay, bx, by)

    out = []
    before = side_at(0)
    for i in range(1, len(cuts)):
        lo = cuts[i - 1]
        hi = cuts[i]
        after = side_at(hi)
        if after != before:
            while hi - lo > 1:  # side(lo) == before, side(hi) == after
                mid = (lo + hi) // 2
                if side_at(mid) == before:
                    lo = mid
                else:
                    hi = mid
            x, y, _h = _pose.arc_pose(p, r, hi, left, forward)
            dot = (x - ax) * (bx - ax) + (y - ay) * (by - ay)
            along = -1 if dot < 0 else (1 if dot > (bx - ax) ** 2 + (by - ay) ** 2 else 0)
            out.append((hi, after, along))
        before = after
    return out


touches = collide.touches
