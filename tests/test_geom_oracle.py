"""The outside oracle itself (tests/geom_oracle.py): hand-computed gaps, and
its float answers against its own 40-digit ones.

Required: "Write an independent oracle of your own into the tests, with exact
rational maths or a high-precision float model". The contract tests are only
as good as this oracle, so it is checked on cases whose answers are known.
"""

import math

import geom_cases as C
import geom_oracle as O
import pytest

Q = 16384  # a quarter turn in binary angle units

KNOWN = [
    # (spec a, spec b, gap)
    (("disc", (0, 0, 30)), ("disc", (100, 0, 20)), 50.0),
    (("point", (3, 4)), ("point", (0, 0)), 5.0),
    (("segment", (0, 0, 100, 0)), ("point", (50, 7)), 7.0),
    (("segment", (0, 0, 100, 0)), ("point", (103, 4)), 5.0),
    (("segment", (0, -10, 0, 10)), ("segment", (-10, 0, 10, 0)), 0.0),  # crossing
    (("capsule", (0, 0, 100, 0, 5)), ("disc", (50, 20, 5)), 10.0),
    (("polygon", ([(0, 0), (100, 0), (0, 100)],)), ("point", (100, 100)), 50 * math.sqrt(2)),
    (("polygon", ([(0, 0), (100, 0), (0, 100)],)), ("point", (10, 10)), 0.0),  # inside
    (("rect", (0, 0, 0, 200, 100)), ("point", (150, 0)), 50.0),
    (("rect", (0, 0, Q, 200, 100)), ("point", (0, 150)), 50.0),
    (("rect", (0, 0, Q // 2, 100, 100)), ("point", (100, 0)), 100 - 50 * math.sqrt(2)),
    (("rect", (0, 0, Q // 2, 100, 0)), ("point", (0, 0)), 0.0),  # on a thin rect
    (("rect", (0, 0, 0, 40, 20)), ("rect", (100, 0, Q // 2, 20, 20)), 80 - 10 * math.sqrt(2)),
    (("band", (0, 0, 100, 0, 4 * Q, 0)), ("point", (0, 0)), 100.0),  # a ring's centre
    (("band", (0, 0, 100, 0, 4 * Q, 0)), ("point", (150, 0)), 50.0),
    (("band", (0, 0, 100, 0, 4 * Q, 20)), ("disc", (0, 0, 5)), 85.0),  # in the hole
    (("band", (0, 0, 100, 0, Q, 20)), ("point", (-50, -50)), math.hypot(50, 140)),
    (("band", (0, 0, 100, 0, Q, 20)), ("point", (70, 70)), 0.0),  # inside
    (("band", (0, 0, 100, 0, Q, 0)), ("segment", (50, 50, 100, 100)), 0.0),  # crosses the arc
    (("band", (0, 0, 100, 0, Q, 0)), ("band", (300, 0, 100, 2 * Q, Q, 0)), 100.0),
    (("band", (0, 0, 100, 0, 4 * Q, 40)), ("band", (0, 0, 30, 0, 4 * Q, 10)), 45.0),
    # crossing rings
    (("band", (0, 0, 100, 0, 4 * Q, 40)), ("band", (10, 0, 100, 0, 4 * Q, 0)), 0.0),
    (("band", (0, 0, 100, 0, 0, 20)), ("point", (100, 30)), 30.0),  # a radial segment
]


@pytest.mark.parametrize("a,b,want", KNOWN)
def test_oracle_gap_of_known_cases(a, b, want):
    assert O.gap(a, b) == pytest.approx(want, abs=1e-9)
    assert O.gap(b, a) == pytest.approx(want, abs=1e-9)
    assert float(O.precise_gap(a, b)) == pytest.approx(want, abs=1e-12)


def test_exact_answer_of_integer_shapes():
    """Ties count as touching; a unit off does not."""
    assert not O.exact_touch(("disc", (0, 0, 3)), ("point", (3, 4)))
    assert O.exact_touch(("disc", (0, 0, 5)), ("point", (3, 4)))
    assert O.exact_touch(("segment", (0, 0, 10, 0)), ("segment", (10, 0, 20, 5)))
    assert not O.exact_touch(("segment", (0, 0, 10, 0)), ("segment", (11, 0, 20, 5)))
    tri = ("polygon", ([(0, 0), (10, 0), (0, 10)],))
    assert O.exact_touch(tri, ("point", (5, 5)))
    assert not O.exact_touch(tri, ("point", (6, 5)))


def test_float_oracle_agrees_with_40_digits():
    """On the contract's own cases, floats are within 1e-7 units of mpmath."""
    worst = 0.0
    for ka, kb in C.PAIRS:
        for _, a, b in C.cases(ka, kb, 8, seed=3):
            worst = max(worst, abs(O.gap(a, b) - float(O.precise_gap(a, b))))
    assert worst < 1e-7
