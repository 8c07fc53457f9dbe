"""Touch predicates of the collision core against a float reference.

Issue 3 contract: "Shapes that overlap by more than epsilon must be reported
touching. Shapes separated by more than epsilon must be reported apart. In
between, either answer is allowed." epsilon = 0.05 mm = 0.8 units. Every pair
of shape kinds is checked (HEXBOX_FULL=1 runs 10,000 cases per pair).
"""

import math
import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from geom_reference import b2r, deep_overlap, depth, gap
from hexbox.core import fixed, shapes
from hexbox.core.collide import segment_crosses, touches

EPS = 0.8  # 0.05 mm in units of 1/16 mm
FULL = os.environ.get("HEXBOX_FULL") == "1"
N = 10000 if FULL else 150
CASES = settings(max_examples=N, deadline=None, suppress_health_check=list(HealthCheck))

# shapes near (x, y): each strategy returns (int shape, reference shape, focus
# point on its edge) so a second shape can be put right next to the first
coord = st.integers


@st.composite
def a_disc(draw, x, y):
    r = draw(st.one_of(st.integers(0, fixed.mm(60)), st.just(0)))
    a = draw(st.integers(0, fixed.MASK))
    cx = x - round(r * math.cos(b2r(a)))
    cy = y - round(r * math.sin(b2r(a)))
    return shapes.disc(cx, cy, r), (("P", cx, cy), r)


@st.composite
def a_capsule(draw, x, y):
    r = draw(st.one_of(st.integers(0, fixed.mm(20)), st.just(0)))
    ln = draw(st.one_of(st.integers(0, fixed.mm(300)), st.just(0)))
    a = draw(st.integers(0, fixed.MASK))
    t = draw(st.floats(0, 1))
    ax = x - round(t * ln * math.cos(b2r(a))) + draw(st.integers(-r - 2, r + 2))
    ay = y - round(t * ln * math.sin(b2r(a)))
    bx = ax + round(ln * math.cos(b2r(a)))
    by = ay + round(ln * math.sin(b2r(a)))
    return shapes.capsule(ax, ay, bx, by, r), (("S", ax, ay, bx, by), r)


@st.composite
def a_rect(draw, x, y):
    ln = draw(st.one_of(st.integers(0, fixed.mm(100)), st.just(0)))
    wd = draw(st.one_of(st.integers(0, fixed.mm(60)), st.just(0)))
    h = draw(st.integers(0, fixed.MASK))
    c = math.cos(b2r(h))
    s = math.sin(b2r(h))
    # put a corner near the focus
    cx = x - round(ln / 2 * c - wd / 2 * s) + draw(st.integers(-3, 3))
    cy = y - round(ln / 2 * s + wd / 2 * c) + draw(st.integers(-3, 3))
    # the rectangle IS its corners rounded to whole units (documented in
    # shapes.rect, checked against the ideal corners below): compare with those
    pts = shapes.rect_corners(cx, cy, h, ln, wd)
    return shapes.rect(cx, cy, h, ln, wd), _ref_polygon(pts)


def _hull(pts):
    pts = sorted(set(pts))
    if len(pts) <= 2:
        return pts

    def cross(o, a, b):
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    lo, up = [], []
    for p in pts:
        while len(lo) >= 2 and cross(lo[-2], lo[-1], p) <= 0:
            lo.pop()
        lo.append(p)
    for p in reversed(pts):
        while len(up) >= 2 and cross(up[-2], up[-1], p) <= 0:
            up.pop()
        up.append(p)
    return lo[:-1] + up[:-1]


@st.composite
def a_polygon(draw, x, y):
    n = draw(st.integers(1, 7))
    size = draw(st.integers(0, fixed.mm(80)))
    pts = [(x, y)]
    for _ in range(n - 1):
        pts.append((x + draw(st.integers(-size, size)), y + draw(st.integers(-size, size))))
    return shapes.polygon(pts), _ref_polygon(pts)


def _ref_polygon(pts):
    hull = _hull(pts)
    if len(hull) == 1:
        return (("P", hull[0][0], hull[0][1]), 0)
    if len(hull) == 2:
        return (("S", hull[0][0], hull[0][1], hull[1][0], hull[1][1]), 0)
    return (("POLY", hull), 0)


@st.composite
def a_band(draw, x, y):
    radius = draw(
        st.one_of(st.integers(0, fixed.mm(900)), st.sampled_from([0, fixed.mm(60), fixed.mm(300)]))
    )
    width = draw(st.one_of(st.integers(0, fixed.mm(30)), st.sampled_from([0, fixed.mm(22)])))
    sweep = draw(
        st.one_of(
            st.integers(0, fixed.TURN), st.sampled_from([0, fixed.deg(12), fixed.HALF, fixed.TURN])
        )
    )
    start = draw(st.integers(0, fixed.MASK))
    # the focus lies on the outer edge, the inner edge or an end
    where = draw(st.sampled_from(["out", "in", "end"]))
    rin = radius - width // 2
    rout = rin + width
    rin = max(rin, 0)
    if where == "end":
        a = start + draw(st.sampled_from([0, sweep]))
        rr = draw(st.integers(rin, rout))
    else:
        a = start + draw(st.integers(0, sweep))
        rr = rout if where == "out" else rin
    cx = x - round(rr * math.cos(b2r(a)))
    cy = y - round(rr * math.sin(b2r(a)))
    return (
        shapes.band(cx, cy, radius, start, sweep, width),
        (("BAND", cx, cy, rin, rout, b2r(start), b2r(sweep)), 0),
    )


KINDS = {"disc": a_disc, "capsule": a_capsule, "rect": a_rect, "polygon": a_polygon, "band": a_band}
PAIRS = [(a, b) for i, a in enumerate(KINDS) for b in list(KINDS)[i:]]


@st.composite
def a_pair(draw, ka, kb):
    x = draw(st.integers(fixed.mm(300), fixed.mm(900)))
    y = draw(st.integers(fixed.mm(250), fixed.mm(550)))
    s1, r1 = draw(KINDS[ka](x, y))
    d = draw(st.sampled_from([0, 2, 8, 40, 400]))
    s2, r2 = draw(KINDS[kb](x + draw(st.integers(-d, d)), y + draw(st.integers(-d, d))))
    return s1, r1, s2, r2


def check_contract(s1, r1, s2, r2):
    got = touches(s1, s2)
    assert got == touches(s2, s1), "touches must be symmetric"
    g = gap(r1, r2)
    if g > EPS:
        assert not got, "apart by %.3f units but reported touching" % g
    elif g < -EPS:
        assert got, "overlapping by %.3f units but reported apart" % -g
    elif g <= 0 and not got:
        box = (
            max(s1[1], s2[1]) - 2,
            max(s1[2], s2[2]) - 2,
            min(s1[3], s2[3]) + 2,
            min(s1[4], s2[4]) + 2,
        )
        assert not deep_overlap(r1, r2, EPS, box), "a point lies > eps inside both, reported apart"


@pytest.mark.parametrize("ka,kb", PAIRS)
def test_touch_contract_for_every_pair(ka, kb):
    """Overlap > 0.05 mm: touching; gap > 0.05 mm: apart (float reference)."""

    @CASES
    @given(a_pair(ka, kb))
    def run(case):
        check_contract(*case)

    run()


@CASES
@given(
    st.integers(fixed.mm(100), fixed.mm(1100)),
    st.integers(fixed.mm(100), fixed.mm(700)),
    st.integers(0, fixed.MASK),
    st.integers(0, fixed.LEN_MAX),
    st.integers(0, fixed.LEN_MAX),
)
def test_rect_corners_are_within_0_71_units_of_ideal(cx, cy, h, ln, wd):
    """A rectangle's corners are rounded once: at most sqrt(2)/2 units (0.044 mm) off."""
    c = math.cos(b2r(h))
    s = math.sin(b2r(h))
    got = shapes.rect_corners(cx, cy, h, ln, wd)
    for (x, y), (a, b) in zip(got, ((1, 1), (-1, 1), (-1, -1), (1, -1))):
        ix = cx + a * ln / 2 * c - b * wd / 2 * s
        iy = cy + a * ln / 2 * s + b * wd / 2 * c
        assert math.hypot(x - ix, y - iy) <= 0.7072


def test_segment_crossing_matches_touching_a_zero_width_segment():
    """Imagined lines: a segment crosses a shape exactly when it touches it."""
    c = shapes.disc(fixed.mm(400), fixed.mm(400), fixed.mm(50))
    assert segment_crosses(c, fixed.mm(300), fixed.mm(449), fixed.mm(500), fixed.mm(449))
    assert not segment_crosses(c, fixed.mm(300), fixed.mm(451), fixed.mm(500), fixed.mm(451))


@CASES
@given(a_pair("disc", "band"), st.integers(0, fixed.MASK))
def test_line_crossing_matches_float_reference(case, angle):
    """The Quaddatsch circle line and imagined lines: an infinite line crosses a
    shape iff it comes within 0.05 mm (float reference: a long segment)."""
    from hexbox.core.collide import line_crosses

    s1, r1, s2, r2 = case
    x, y = s1[5], s1[6]
    dx = round(400 * math.cos(b2r(angle)))
    dy = round(400 * math.sin(b2r(angle)))
    if dx == 0 and dy == 0:
        return
    far = 1000
    ref_line = (("S", x - far * dx, y - far * dy, x + far * dx, y + far * dy), 0)
    for shape, ref in ((s1, r1), (s2, r2)):
        g = gap(ref, ref_line)
        got = line_crosses(shape, x, y, x + dx, y + dy)
        if g > EPS:
            assert not got
        elif g < -EPS or (g <= 0 and ref[0][0] in ("P", "S")):
            assert got
        elif any(depth(ref, (x + t / 50 * dx, y + t / 50 * dy)) >= EPS for t in range(-1000, 1001)):
            assert got  # the line runs through a point at least eps deep inside


bad_values = st.one_of(
    st.integers(-(1 << 40), fixed.X_MIN - fixed.ARC_R_MAX - 1),
    st.integers(fixed.X_MAX + fixed.ARC_R_MAX + 1, 1 << 40),
    st.floats(allow_nan=True),
    st.none(),
    st.text(max_size=3),
    st.just(True),
)


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 5), st.integers(0, 7), bad_values)
def test_bad_values_raise_value_error_and_nothing_else(which, slot, bad):
    """Out-of-domain or non-int values raise ValueError with a message; nothing crashes."""
    from hexbox.core.pose import arc_pose

    good = {
        0: (shapes.disc, [1000, 1000, 100]),
        1: (shapes.capsule, [1000, 1000, 2000, 2000, 10]),
        2: (shapes.rect, [1000, 1000, 0, 100, 50]),
        3: (shapes.band, [1000, 1000, 500, 0, 1000, 100]),
        4: (arc_pose, [(1000, 1000, 0), 500, 1000, True, True]),
        5: (shapes.polygon, [[(1000, 1000), (2000, 1000), (1500, 2000)]]),
    }[which]
    fn, args = good[0], list(good[1])
    slot %= len(args)
    if which == 4 and slot >= 3:
        return  # left/forward are plain truth values
    if which == 4 and slot == 0:
        args[0] = (bad, 1000, 0)
    elif which == 5:
        args[0] = [(bad, 1000), (2000, 1000), (1500, 2000)]
    else:
        args[slot] = bad
    is_int = isinstance(bad, int) and not isinstance(bad, bool)
    if is_int and (which, slot) in ((2, 2), (3, 3)):
        return  # any int is a fine heading or start angle: it wraps
    if is_int and (which, slot) in ((3, 4), (4, 2)) and 0 <= bad <= fixed.TURN:
        return  # a valid sweep
    with pytest.raises(ValueError) as e:
        fn(*args)
    assert str(e.value)
