"""Small-int range proof of the collision core's hot paths.

Required: "Every intermediate on the hot paths stays within MicroPython's
small-int range (|x| < 2^30) over the whole domain ... Prove it with a test
over the extreme corners of the domain."

The core modules are re-compiled with every arithmetic result (+, -, *, <<,
>>, //, unary -) wrapped in a check, then the hot queries run at the corners
of the domain with the largest sizes, and on random inputs. Any int result
outside -2^30..2^30-1 fails the test with the expression's line.
Hot paths: disc_touch, rotate_point, the first-contact planner, arc_pose, and
touches() between every pair of shape kinds ("Keep 0 bytes per
query and the small-int proof"), each at the extremes of the domain.
"""

import ast
import importlib
import random
import sys

from hexbox.core import fixed

LIMIT = 1 << 30
MODULES = ["fixed", "frame", "pose", "shapes", "convex", "rect", "band", "disc", "collide", "sweep"]


class _Wrap(ast.NodeTransformer):
    def visit_BinOp(self, node):
        self.generic_visit(node)
        return ast.copy_location(
            ast.Call(ast.Name("_chk", ast.Load()), [node, ast.Constant(node.lineno)], []), node
        )

    def visit_UnaryOp(self, node):
        self.generic_visit(node)
        if isinstance(node.op, ast.USub):
            return ast.copy_location(
                ast.Call(ast.Name("_chk", ast.Load()), [node, ast.Constant(node.lineno)], []), node
            )
        return node

    def visit_AugAssign(self, node):
        # x op= y  ->  x = _chk(x op y)
        self.generic_visit(node)
        target_load = (
            ast.Name(node.target.id, ast.Load()) if isinstance(node.target, ast.Name) else None
        )
        if target_load is None:
            return node
        value = ast.Call(
            ast.Name("_chk", ast.Load()),
            [ast.BinOp(target_load, node.op, node.value), ast.Constant(node.lineno)],
            [],
        )
        return ast.copy_location(ast.Assign([node.target], value), node)


class Tracker:
    def __init__(self):
        self.worst = 0
        self.where = None
        self.armed = False

    def __call__(self, v, line):
        if self.armed and v.__class__ is int:
            a = -v if v < 0 else v
            if a > self.worst:
                self.worst = a
                self.where = (self.module, line)
            if not -LIMIT <= v < LIMIT:
                raise AssertionError(
                    "intermediate %d beyond 2^30 at %s:%d" % (v, self.module, line)
                )
        return v


def instrumented():
    """Fresh copies of the core modules with every arithmetic result checked."""
    saved = {name: sys.modules.get("hexbox.core." + name) for name in MODULES}
    package = importlib.import_module("hexbox.core")
    tracker = Tracker()
    tracker.module = "?"
    mods = {}
    try:
        for name in MODULES:
            mod = importlib.import_module("hexbox.core." + name)
            src = open(mod.__file__).read()
            tree = _Wrap().visit(ast.parse(src))
            ast.fix_missing_locations(tree)
            new = type(sys)("hexbox.core." + name)
            new.__file__ = mod.__file__
            new.__dict__["_chk"] = _per_module(tracker, name)
            sys.modules["hexbox.core." + name] = new
            setattr(package, name, new)  # `from hexbox.core import band` reads this
            exec(compile(tree, mod.__file__, "exec"), new.__dict__)
            mods[name] = new
    finally:
        for name, mod in saved.items():
            if mod is not None:
                sys.modules["hexbox.core." + name] = mod
                setattr(package, name, mod)
    return mods, tracker


def _per_module(tracker, name):
    def chk(v, line):
        tracker.module = name
        return tracker(v, line)

    return chk


def corners():
    return [(x, y) for x in (fixed.X_MIN, fixed.X_MAX) for y in (fixed.Y_MIN, fixed.Y_MAX)]


def test_disc_touch_and_disc_pairs_at_domain_corners():
    m, tr = instrumented()
    tr.armed = True
    for x1, y1 in corners():
        for x2, y2 in corners():
            for r1 in (0, fixed.LEN_MAX):
                for r2 in (0, fixed.LEN_MAX):
                    m["collide"].disc_touch(x1, y1, r1, x2, y2, r2)
                    a = m["shapes"].disc(x1, y1, r1)
                    b = m["shapes"].disc(x2, y2, r2)
                    m["collide"].touches(a, b)
    assert tr.worst < LIMIT


def test_segment_and_polygon_pairs_at_domain_corners():
    """Domain-spanning segments and polygons, fattest radii, all corner combinations."""
    m, tr = instrumented()
    sh = m["shapes"]
    cs = corners()
    shapes_ = []
    for x1, y1 in cs:
        shapes_.append(sh.disc(x1, y1, fixed.LEN_MAX))
        for x2, y2 in cs:
            shapes_.append(sh.capsule(x1, y1, x2, y2, fixed.LEN_MAX))
    shapes_.append(sh.polygon(cs))
    shapes_.append(sh.polygon(cs[:3]))
    shapes_.append(sh.polygon([cs[0], cs[3], (0, fixed.Y_MAX)]))
    tr.armed = True
    for a in shapes_:
        for b in shapes_:
            m["collide"].touches(a, b)
    assert tr.worst < LIMIT


def test_disc_vs_band_at_domain_corners():
    m, tr = instrumented()
    sh = m["shapes"]
    bands = []
    R = fixed.ARC_R_MAX
    for cx in (fixed.X_MIN - R, fixed.X_MIN, fixed.X_MAX, fixed.X_MAX + R):
        for cy in (fixed.Y_MIN - R, fixed.Y_MIN, fixed.Y_MAX, fixed.Y_MAX + R):
            for start in range(0, fixed.TURN, fixed.TURN // 8):
                for sweep in (0, fixed.QUARTER, fixed.HALF + 1, fixed.TURN):
                    bands.append(sh.band(cx, cy, R, start, sweep, fixed.LEN_MAX))
                    bands.append(sh.band(cx, cy, 0, start, sweep, fixed.LEN_MAX))
    discs = [sh.disc(x, y, r) for x, y in corners() for r in (0, fixed.LEN_MAX)]
    rnd = random.Random(3)
    discs += [
        sh.disc(
            rnd.randint(fixed.X_MIN, fixed.X_MAX),
            rnd.randint(fixed.Y_MIN, fixed.Y_MAX),
            rnd.randint(0, fixed.LEN_MAX),
        )
        for _ in range(40)
    ]
    tr.armed = True
    for b in bands:
        for d in discs:
            m["collide"].touches(b, d)
    assert tr.worst < LIMIT


def test_rotation_planner_at_domain_corners():
    m, tr = instrumented()
    sw = m["sweep"]
    L = fixed.LEN_MAX
    tr.armed = True
    for radius in (0, 1, L):
        for cx in (fixed.X_MIN + radius, fixed.X_MAX - radius):
            for cy in (fixed.Y_MIN + radius, fixed.Y_MAX - radius):
                for ox, oy in corners() + [(cx, cy)]:
                    for rm, ro in ((0, 0), (L, L), (L, 0)):
                        for start in (0, fixed.QUARTER + 5, fixed.MASK):
                            for d in (1, -1):
                                sw.contact_interval(
                                    cx, cy, radius, start, d, fixed.TURN, rm, ox, oy, ro
                                )
                                sw.rotate_point(cx, cy, radius, start)
    assert tr.worst < LIMIT


def test_arc_pose_at_domain_corners():
    m, tr = instrumented()
    po = m["pose"]
    tr.armed = True
    for x, y in corners():
        for h in range(0, fixed.TURN, fixed.TURN // 16):
            for radius in (0, 1, fixed.ARC_R_MAX):
                for sweep in (0, 1, fixed.QUARTER, fixed.HALF, fixed.TURN):
                    for left in (True, False):
                        for fwd in (True, False):
                            try:
                                po.arc_pose((x, y, h), radius, sweep, left, fwd)
                            except ValueError:
                                pass  # the end left the domain: still every step was checked
                            po.arc_centre((x, y, h), radius, left)
    for x, y in corners():
        for h in range(0, fixed.TURN, fixed.TURN // 16):
            for size in (fixed.LEN_MAX, 2):
                try:
                    m["shapes"].rect(x, y, h, size, size)
                except ValueError:
                    pass  # a corner left the domain
    assert tr.worst < LIMIT


def test_every_core_module_is_the_instrumented_copy():
    """The check covers code reached through `from hexbox.core import band` too."""
    m, tr = instrumented()
    assert m["collide"]._band is m["band"]
    assert m["collide"].point_in_polygon is m["convex"].point_in_polygon


def test_the_checker_catches_an_overflow():
    """The instrumentation is live: a product beyond 2^30 in a core function fails."""
    m, tr = instrumented()
    tr.armed = True
    try:
        m["fixed"].mm(1 << 27)
    except AssertionError as e:
        assert "beyond 2^30" in str(e)
    else:
        raise AssertionError("overflow went unnoticed")


def _disarmed(tracker, fn):
    # run fn with the check off: the big-int reference is allowed its big ints
    def call(*args):
        was = tracker.armed
        tracker.armed = False
        try:
            return fn(*args)
        finally:
            tracker.armed = was

    return call


def test_band_crossings_stay_small_up_to_the_fast_radius():
    """Band pairs: where two band circles cross is decided in small ints for
    every circle up to band._FAST_R (375 mm), at the extremes of its inputs:
    tangent inside and outside, centres one unit apart, equal radii, the
    farthest crossing centres, every wedge direction (only a near-tie handed to
    the exact reference, which is not a hot path, may use big ints)."""
    m, tr = instrumented()
    bd = m["band"]
    sh = m["shapes"]
    fallbacks = []
    bd._arcs_cross_exact = _disarmed(tr, lambda *a: fallbacks.append(a) or False)
    top = bd._FAST_R
    # a corner of the centre domain, moved in so the second centre fits too
    cx = fixed.X_MIN - fixed.ARC_R_MAX + 2 * top + 1
    cy = fixed.Y_MAX + fixed.ARC_R_MAX - 2 * top - 1
    rnd = random.Random(11)
    calls = 0
    for ra in (1, 2, 2999, top):
        for rb in (1, 3000, top - 1, top):
            lo = abs(ra - rb)
            for d in sorted({max(lo, 1), lo + 1, (lo + ra + rb) // 2, ra + rb - 1, ra + rb}):
                for k in range(16):
                    ang = k * fixed.TURN // 16 + (5 if k % 2 else 0)
                    ox = cx + (d * fixed.cos_q(ang) >> 15)
                    oy = cy + (d * fixed.sin_q(ang) >> 15)
                    for sweep in (fixed.QUARTER, fixed.HALF + 1):
                        a = sh.band(cx, cy, ra, rnd.randrange(fixed.TURN), sweep, 0)
                        b = sh.band(ox, oy, rb, rnd.randrange(fixed.TURN), fixed.TURN - sweep, 0)
                        tr.armed = True
                        bd._arcs_cross(a, ra, b, rb)
                        bd._arcs_cross(b, rb, a, ra)
                        tr.armed = False
                        calls += 2
    assert tr.worst < LIMIT
    # the small-int path decides nearly all (circles of a few units are all near-ties)
    large = [f for f in fallbacks if f[1] >= 4000 and f[3] >= 4000]
    assert len(large) < calls // 50


def test_exact_fraction_comparison_never_grows_its_inputs():
    """Wedge clipping compares fractions by continued fractions: with inputs
    below 2^30 (numerators of either sign) every intermediate stays below 2^30."""
    m, tr = instrumented()
    fc = m["band"]._frac_cmp
    top = LIMIT - 1
    vals = [0, 1, 2, top // 3, top - 1, top]
    rnd = random.Random(4)
    vals += [rnd.randrange(LIMIT) for _ in range(6)]
    tr.armed = True
    for n1 in vals:
        for d1 in vals[1:]:
            for n2 in vals:
                for d2 in vals[1:]:
                    fc(n1, d1, n2, d2)
                    fc(-n1, d1, n2, d2)
    assert tr.worst < LIMIT


def test_piece_points_and_frame_products_at_their_extremes():
    """Points along a piece (a * b / d), and every product with a Q20
    direction (frame.py), at the corners of their stated ranges."""
    m, tr = instrumented()
    bd = m["band"]
    fr = m["frame"]
    top = (1 << 29) - 1
    tr.armed = True
    for a in (0, 1, -1, 16383, 32767, 32768, -32768, 1 << 20, -(1 << 20), top, -top):
        for d in (1, 2, 3, 32768, top):
            for b in (0, 1, 32767, d // 2, d - 1, d):
                if 0 <= b <= d:
                    bd._mul_div_round(a, b, d)
    one = 1 << 20
    dirs = [(one, 0), (0, -one), (-one, 0), (741455, 741455), (-741455, 741455)]
    dirs += [(fixed.sin20(a + fixed.QUARTER), fixed.sin20(a)) for a in (1, 5461, 40000, 65535)]
    q = (1 << 19) - 1
    vals = (0, 1, -1, 1023, -1024, q, -q, 1 << 18, -(1 << 18), 448022, -448022)
    for ux, uy in dirs:
        for x in vals:
            for y in vals:
                fr.rot20(ux, uy, x, y)
                fr.side20(ux, uy, x, y)
        for ln in (0, 1, 320000, q):
            fr.scale20(ux, ln)
            fr.scale20(uy, ln)
        for vx, vy in dirs:
            fr.cross20_ge0(ux, uy, vx, vy)
    for r in (0, 1, 22999, 23000, 100000, (1 << 19) - 33):
        for x in (0, r, -r, r + 16, -r - 16, r // 2, q, -q):
            for y in (0, r, -r, r + 16, -r // 3, q):
                fr.sq_cmp(x, y, r)
    for n2 in (0, 1, 2, 3, 1 << 29, (1 << 30) - 1):
        for r in (0, 1, 6, (1 << 14) - 1):
            n = fixed.isqrt(n2)
            for c in (0, r * n, r * n + 1, r * (n + 1), r * (n + 1) + 1):
                if c < (1 << 30):
                    fr.le_sqrt(c, r, n2)
    assert tr.worst < LIMIT


def _rand_rect(sh, rnd, big):
    # a rectangle anywhere in the domain, as large as its corners allow
    while True:
        h = rnd.randrange(fixed.TURN) | 1  # never a multiple of 90 degrees
        ln = (rnd.choice((0, fixed.LEN_MAX, rnd.randint(0, fixed.LEN_MAX))) if big
              else rnd.randint(0, fixed.mm(100)))
        wd = (rnd.choice((0, fixed.LEN_MAX, rnd.randint(0, fixed.LEN_MAX))) if big
              else rnd.randint(0, fixed.mm(60)))
        x = rnd.randint(fixed.X_MIN, fixed.X_MAX)
        y = rnd.randint(fixed.Y_MIN, fixed.Y_MAX)
        try:
            return sh.rect(x, y, h, ln, wd)
        except ValueError:
            continue


def _count(co, tr, shapes_a, shapes_b):
    # every pair touches-tested under the check: (touching, apart) counts
    yes = no = 0
    tr.armed = True
    for a in shapes_a:
        for b in shapes_b:
            if co.touches(a, b):
                yes += 1
            else:
                no += 1
    tr.armed = False
    assert tr.worst < LIMIT
    return yes, no


def _all_pairs_small(co, tr, shapes_a, shapes_b):
    # ... and both answers seen often
    yes, no = _count(co, tr, shapes_a, shapes_b)
    assert yes > 100 and no > 100


def test_rect_pairs_across_the_whole_domain():
    """Rectangles up to 500 x 500 mm (corners up to the domain's edges)
    against domain-spanning segments and polygons, the largest discs, other
    rectangles, capsules up to 1023 units thick, points at the corners."""
    m, tr = instrumented()
    sh = m["shapes"]
    co = m["collide"]
    rnd = random.Random(8)
    rects = [_rand_rect(sh, rnd, True) for _ in range(40)]
    cs = corners()
    others = [sh.point(x, y) for x, y in cs]
    others += [sh.disc(x, y, fixed.LEN_MAX) for x, y in cs]
    others += [sh.capsule(x1, y1, x2, y2, r) for x1, y1 in cs for x2, y2 in cs for r in (0, 1023)]
    others += [sh.polygon(cs), sh.polygon(cs[:3]), sh.polygon([cs[0], cs[3], (0, fixed.Y_MAX)])]
    others += rects[:10]
    _all_pairs_small(co, tr, rects, others)
    # small rectangles (the disc fast path: Q15 heading) against discs around them
    small = [_rand_rect(sh, rnd, False) for _ in range(40)]
    discs = []
    for rc in small:
        for r in (0, 1, 2800 - rc[19] if rc[19] < 2800 else 0, rc[19], fixed.LEN_MAX):
            r = max(0, min(fixed.LEN_MAX, r))
            x = max(fixed.X_MIN, min(fixed.X_MAX, rc[5] + rnd.randint(-r - 2000, r + 2000)))
            y = max(fixed.Y_MIN, min(fixed.Y_MAX, rc[6] + rnd.randint(-r - 2000, r + 2000)))
            discs.append(sh.disc(x, y, r))
    _all_pairs_small(co, tr, small, discs)


def test_band_pairs_across_the_whole_domain():
    """Arc bands of the largest radius and width, centred off the domain's
    corners, against domain-spanning segments and polygons, rectangles up to
    500 mm, capsules up to 900 units thick and each other: the box clip keeps
    every Q4 coordinate below 2^19 (only the exact crossing reference, for
    circles over 375 mm and near-ties, may use big ints)."""
    m, tr = instrumented()
    sh = m["shapes"]
    co = m["collide"]
    bd = m["band"]
    bd._arcs_cross_exact = _disarmed(tr, bd._arcs_cross_exact)
    R = fixed.ARC_R_MAX
    rnd = random.Random(12)
    bands = []
    for cx in (fixed.X_MIN - R, fixed.X_MIN, fixed.X_MAX, fixed.X_MAX + R):
        for cy in (fixed.Y_MIN - R, fixed.Y_MIN, fixed.Y_MAX, fixed.Y_MAX + R):
            for radius, width in ((R, fixed.LEN_MAX), (R, 0), (fixed.mm(300), fixed.mm(22))):
                start = rnd.randrange(fixed.TURN)
                sweep = rnd.choice((0, fixed.QUARTER, fixed.HALF + 1, fixed.TURN,
                                    rnd.randrange(fixed.TURN)))
                bands.append(sh.band(cx, cy, radius, start, sweep, width))
    cs = corners()
    others = [sh.capsule(x1, y1, x2, y2, r) for x1, y1 in cs for x2, y2 in cs for r in (0, 900)]
    others += [sh.capsule(rnd.randint(fixed.X_MIN, fixed.X_MAX),
                          rnd.randint(fixed.Y_MIN, fixed.Y_MAX),
                          rnd.randint(fixed.X_MIN, fixed.X_MAX),
                          rnd.randint(fixed.Y_MIN, fixed.Y_MAX),
                          rnd.choice((0, 900))) for _ in range(30)]
    others += [sh.polygon(cs), sh.polygon(cs[:3]), sh.polygon([cs[0], cs[3], (0, fixed.Y_MAX)])]
    others += [_rand_rect(sh, rnd, True) for _ in range(10)]
    others += bands[:12]
    _all_pairs_small(co, tr, bands, others)


def test_band_vs_segment_polygon_rect_and_band_at_curve_scale():
    """The flight's queries: arc bands up to 350 mm radius and 40 mm wide (a
    Techno Witches curve is at most 300 mm x 22 mm) against capsules up to
    80 mm long and 50 mm thick, polygons 100 mm across, rectangles (the flyer
    and its tail) and other such bands, placed within 40 mm of the band's
    corners, arc middles and centre, at the corners of the domain."""
    m, tr = instrumented()
    sh = m["shapes"]
    co = m["collide"]
    bd = m["band"]
    bd._arcs_cross_exact = _disarmed(tr, bd._arcs_cross_exact)  # near-ties only
    rnd = random.Random(21)
    mm = fixed.mm
    q = fixed.QUARTER
    bands = []
    for cx, cy in corners():
        for radius in (mm(60), mm(300), mm(350)):
            for width in (0, mm(22), mm(40)):
                for start in (0, q // 2 + 3, 3 * q - 1):
                    for sweep in (0, fixed.deg(12), q, fixed.HALF + 1, fixed.TURN):
                        # keep the band's reach inside the domain
                        ox = max(
                            fixed.X_MIN + radius + width, min(fixed.X_MAX - radius - width, cx)
                        )
                        oy = max(
                            fixed.Y_MIN + radius + width, min(fixed.Y_MAX - radius - width, cy)
                        )
                        bands.append(sh.band(ox, oy, radius, start, sweep, width))
    rnd.shuffle(bands)
    bands = bands[:160]

    def clamp(x, y):
        return (
            max(fixed.X_MIN, min(fixed.X_MAX, x)),
            max(fixed.Y_MIN, min(fixed.Y_MAX, y)),
        )

    def around(b):
        # key points: both ends' corners, the arc middle, the centre
        mid = b[9] + b[10] // 2
        pts = [(b[5], b[6])]
        for a in (b[9], b[9] + b[10], mid):
            for rr in (b[7], b[8]):
                pts.append((b[5] + (rr * fixed.cos_q(a) >> 15), b[6] + (rr * fixed.sin_q(a) >> 15)))
        return pts

    yes = no = 0
    for b in bands:
        for px, py in around(b):
            for _ in range(3):
                x, y = clamp(px + rnd.randint(-mm(40), mm(40)), py + rnd.randint(-mm(40), mm(40)))
                ang = rnd.randrange(fixed.TURN)
                ln = rnd.choice((0, mm(80), rnd.randint(0, mm(80))))
                x2, y2 = clamp(x + (ln * fixed.cos_q(ang) >> 15), y + (ln * fixed.sin_q(ang) >> 15))
                others = [
                    sh.capsule(x, y, x2, y2, rnd.choice((0, mm(50), rnd.randint(0, mm(50))))),
                    sh.polygon(
                        [clamp(x + rnd.randint(-mm(50), mm(50)), y + rnd.randint(-mm(50), mm(50)))]
                        + [
                            clamp(
                                x + rnd.randint(-mm(50), mm(50)), y + rnd.randint(-mm(50), mm(50))
                            )
                            for _ in range(4)
                        ]
                    ),
                    rnd.choice(bands),
                ]
                try:
                    others.append(sh.rect(x, y, ang | 1, mm(70), mm(30)))
                except ValueError:
                    pass
                y, n = _count(co, tr, [b], others)
                yes += y
                no += n
    assert yes > 200 and no > 200
