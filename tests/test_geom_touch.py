"""Touch predicates of the collision core: crossings, lines, bad values.

The touch contract for every pair of shape kinds is in test_geom_contract.py
(against the outside oracle, tests/geom_oracle.py).
"""

import math
import os
import random

import geom_cases as C
import geom_oracle as O
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hexbox.core import fixed, shapes
from hexbox.core.collide import segment_crosses

EPS = 0.8  # 0.05 mm in units of 1/16 mm
FULL = os.environ.get("HEXBOX_FULL") == "1"
N = 10000 if FULL else 150


def test_segment_crossing_matches_touching_a_zero_width_segment():
    """Imagined lines: a segment crosses a shape exactly when it touches it."""
    c = shapes.disc(fixed.mm(400), fixed.mm(400), fixed.mm(50))
    assert segment_crosses(c, fixed.mm(300), fixed.mm(449), fixed.mm(500), fixed.mm(449))
    assert not segment_crosses(c, fixed.mm(300), fixed.mm(451), fixed.mm(500), fixed.mm(451))


def test_line_crossing_keeps_the_contract():
    """The Quaddatsch circle line and imagined lines: an infinite line crosses
    a shape when it touches it (gap <= 0) and not when it passes more than
    0.05 mm away (the oracle's line: a segment far longer than the table)."""
    from hexbox.core.collide import line_crosses

    rnd = random.Random(31)
    seen = [0, 0]
    for ka in ("disc", "capsule", "polygon", "rect", "band"):
        for _gen, a, _ in C.cases(ka, "point", N // 5, seed=5):
            sh = C.build(a)
            # a line near the shape: through a point near its box, any direction
            x = rnd.randint(sh[1] - 20, sh[3] + 20)
            y = rnd.randint(sh[2] - 20, sh[4] + 20)
            x = max(fixed.X_MIN, min(fixed.X_MAX, x))
            y = max(fixed.Y_MIN, min(fixed.Y_MAX, y))
            t = rnd.random() * 2 * math.pi
            dx, dy = round(400 * math.cos(t)), round(400 * math.sin(t))
            if not (fixed.X_MIN <= x + dx <= fixed.X_MAX and fixed.Y_MIN <= y + dy <= fixed.Y_MAX):
                continue
            far = 1000
            line = ("segment", (x - far * dx, y - far * dy, x + far * dx, y + far * dy))
            g = O.checked_gap(a, line, thresholds=(0.0, EPS))
            got = line_crosses(sh, x, y, x + dx, y + dy)
            if g <= 0:
                assert got, (a, x, y, dx, dy, g)
                seen[0] += 1
            elif g > EPS:
                assert not got, (a, x, y, dx, dy, g)
                seen[1] += 1
    assert min(seen) > N // 10


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
