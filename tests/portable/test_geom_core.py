# Collision core on both interpreters (plain asserts: runs under MicroPython too).
# Required: "decides all of this exactly and the same way on CPython and
# MicroPython"; the integer step-by-step reference is exact on both.
from hexbox.core import fixed
from hexbox.core.collide import disc_touch, touches
from hexbox.core.pose import arc_pose
from hexbox.core.rng import Rng
from hexbox.core.shapes import band, capsule, disc, moved, point, polygon, rect, segment
from hexbox.core.sweep import contact_first, contact_interval, last_of_run, rotate_point

mm = fixed.mm


def _raises_value_error(fn, *args):
    try:
        fn(*args)
    except ValueError:
        return True
    return False


def test_binary_angles_wrap_and_sin_cos_are_consistent():
    """A full turn is 2^16 units and wraps; sin^2 + cos^2 stays within 2 LSB of ONE^2."""
    assert fixed.TURN == 65536 and fixed.deg(360) == fixed.TURN and fixed.deg(90) == fixed.QUARTER
    one2 = fixed.ONE * fixed.ONE
    a = 0
    while a < fixed.TURN:
        s = fixed.sin_q(a)
        c = fixed.cos_q(a)
        assert abs(s * s + c * c - one2) <= 2 * 2 * fixed.ONE + 2
        assert fixed.sin_q(a + fixed.TURN) == s
        assert fixed.sin_q(-a) == -s
        a += 97


def test_isqrt_is_the_exact_floor():
    r = Rng(5)
    for _ in range(300):
        n = r.below(1 << 30)
        q = fixed.isqrt(n)
        assert q * q <= n < (q + 1) * (q + 1)
    assert fixed.isqrt(0) == 0 and fixed.isqrt(1 << 40) == 1 << 20


def test_atan2_inverts_sin_cos_within_two_units():
    a = 0
    while a < fixed.TURN:
        back = fixed.atan2_b(fixed.sin_q(a), fixed.cos_q(a))
        assert abs(fixed.angle_diff(back, a)) <= 2
        a += 331


def test_discs_touch_at_gap_zero_and_not_one_unit_further():
    """Touch includes a gap of exactly 0 ("even the slightest touch")."""
    assert disc_touch(1000, 1000, 30, 1000 + 30 + 40, 1000, 40)
    assert not disc_touch(1000, 1000, 30, 1000 + 30 + 41, 1000, 40)
    assert disc_touch(1000, 1000, 0, 1000, 1000, 0)  # coincident points touch


def _reference(cx, cy, radius, start, d, sweep, rm, ox, oy, ro):
    first = -1
    t = 0
    while t <= sweep:
        x, y = rotate_point(cx, cy, radius, start + d * t)
        if disc_touch(x, y, rm, ox, oy, ro):
            if first < 0:
                first = t
        elif first >= 0:
            return (first, t - 1)
        t += 1
    return None if first < 0 else (first, sweep)


def test_first_contact_equals_the_step_by_step_reference():
    """The ghost wheel stops on the first step a step-by-step check says touching."""
    r = Rng(11)
    for _ in range(25):
        cx = mm(150) + r.below(mm(50))
        cy = mm(150) + r.below(mm(50))
        radius = r.below(mm(120))
        rm = r.below(mm(20))
        ro = r.below(mm(20))
        start = r.below(fixed.TURN)
        d = r.choice((1, -1))
        sweep = r.below(3000)
        ox, oy = rotate_point(
            cx,
            cy,
            max(0, radius + r.between(-rm - ro - 20, rm + ro + 20)),
            start + d * r.below(3000),
        )
        setup = (cx, cy, radius, start, d, sweep, rm, ox, oy, ro)
        got = contact_interval(*setup)
        assert got == _reference(*setup), setup
        t = contact_first(*setup)
        assert (t == -1 and got is None) or (t, last_of_run()) == got


def test_quarter_circle_pose_is_exact():
    """Following a left arc of radius R through 90 degrees ends R ahead and R to the left."""
    p = (mm(300), mm(300), 0)
    assert arc_pose(p, mm(100), fixed.QUARTER, True, True) == (mm(400), mm(400), fixed.QUARTER)
    assert arc_pose(p, mm(100), fixed.QUARTER, False, True) == (
        mm(400),
        mm(200),
        fixed.TURN - fixed.QUARTER,
    )
    # backward: laid behind the flyer, which keeps facing the same way round the arc
    assert arc_pose(p, mm(100), fixed.QUARTER, True, False) == (
        mm(200),
        mm(400),
        fixed.TURN - fixed.QUARTER,
    )


def test_every_pair_touches_at_contact_and_not_beyond():
    """Each kind against each: a shape moved until its edge meets the other
    touches; 1 mm further does not."""
    c = mm(500)
    base = [
        disc(c - mm(20), c, mm(20)),
        capsule(c - mm(5), c - mm(30), c - mm(5), c + mm(30), mm(5)),
        rect(c - mm(10), c, 0, mm(20), mm(40)),
        polygon(
            [(c - mm(20), c - mm(10)), (c, c - mm(20)), (c, c + mm(20)), (c - mm(20), c + mm(10))]
        ),
        band(c - mm(100), c, mm(90), fixed.TURN - fixed.deg(20), fixed.deg(40), mm(20)),
    ]
    # every base shape reaches exactly x = c on the line y = c
    for i in range(len(base)):
        for gap, want in ((0, True), (mm(1), False)):
            x0 = c + gap
            others = [
                point(x0, c),
                disc(x0 + mm(5), c, mm(5)),
                segment(x0, c, x0 + mm(40), c + mm(3)),
                rect(x0 + mm(10), c, 0, mm(20), mm(10)),
                band(x0 + mm(50), c, mm(50), fixed.HALF - fixed.deg(10), fixed.deg(20), 0),
            ]
            for o in others:
                assert touches(base[i], o) == want, (i, gap, o)
                assert touches(o, base[i]) == want



def test_degenerate_shapes_are_deterministic():
    """Zero radius, zero length, zero width, zero sweep, coincident centres."""
    p = point(mm(100), mm(100))
    assert touches(p, point(mm(100), mm(100)))
    assert touches(segment(mm(100), mm(100), mm(100), mm(100)), p)
    assert (
        rect(mm(100), mm(100), 0, mm(10), 0)[0] == capsule(0, 0, 1, 1, 0)[0]
    )  # zero width: a segment
    assert polygon([(5, 5), (5, 5)])[0] == p[0]  # a one-point hull: a point
    thin = band(mm(100), mm(100), mm(50), 0, 0, mm(10))  # zero sweep: the radial end only
    assert touches(thin, point(mm(150), mm(100)))
    assert not touches(thin, point(mm(150), mm(101)))
    ring = band(mm(100), mm(100), mm(50), 0, fixed.TURN, 0)  # full ring of width 0
    assert touches(ring, point(mm(100), mm(150)))
    assert not touches(ring, point(mm(100), mm(100)))


def test_values_outside_the_domain_raise_value_error():
    assert _raises_value_error(disc, fixed.X_MAX + 1, 0, 5)
    assert _raises_value_error(disc, 0, 0, -1)
    assert _raises_value_error(disc_touch, 0, 0, 5, 0, fixed.Y_MIN - 1, 5)
    assert _raises_value_error(polygon, [])
    assert _raises_value_error(band, 0, 0, fixed.ARC_R_MAX + 1, 0, 10, 10)
    assert _raises_value_error(arc_pose, (fixed.X_MAX, 0, 0), mm(100), fixed.QUARTER, True, True)
    assert _raises_value_error(contact_interval, 0, 0, 100, 0, 2, 10, 5, 0, 0, 5)


def test_the_reviews_examples_on_both_interpreters():
    """The review's failing examples (oracle gaps in tests/test_geom_regressions.py):
    three pairs more than 0.8 units apart, three wholly inside one another."""
    assert not touches(rect(18100, 2477, 46448, 597, 0), rect(19028, 4136, 31166, 1262, 2967))
    assert not touches(band(20395, 9559, 13759, 42105, 11802, 0), rect(11766, -1129, 10036, 51, 93))
    assert not touches(
        band(10540, 6167, 1288, 27038, 5952, 374), band(25744, -3140, 15765, 23326, 3712, 6884)
    )
    assert touches(band(9977, 8981, 243, 43184, 2082, 373), rect(10079, 8126, 10420, 1661, 1098))
    assert touches(band(3257, -2393, 220, 64842, 65536, 0),
                   band(-2920, -1981, 6011, 34547, 65536, 800))
    poly = polygon([(6246, 12897), (5556, 11376), (5448, 11793), (5503, 11505), (6250, 12898)])
    assert touches(band(-1155, 18165, 9160, 57665, 299, 0), poly)
    assert contact_interval(8000, 6000, 8000, 50285, 1, 100, 15, 8926, -1927, 14)[0] > 50


def test_a_moved_rectangle_is_the_rectangle_built_at_the_new_place():
    """shapes.moved slides a rectangle (or the polygon an axis-aligned one
    becomes) by whole units: the very tuple rect() builds there, at every
    heading, so a piece slid along a line touches exactly what it would."""
    rng = Rng(7)
    for _ in range(300):
        cx, cy = mm(rng.below(900) + 50), mm(rng.below(600) + 50)
        heading = rng.below(fixed.TURN) if rng.below(4) else rng.below(4) * fixed.QUARTER
        length, width = mm(rng.below(80) + 2), mm(rng.below(40) + 2)
        dx, dy = rng.below(801) - 400, rng.below(801) - 400
        assert moved(rect(cx, cy, heading, length, width), dx, dy) == \
            rect(cx + dx, cy + dy, heading, length, width)
    assert _raises_value_error(moved, disc(0, 0, 5), 1, 1)
