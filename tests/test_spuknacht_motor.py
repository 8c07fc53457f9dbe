# The wheel's motor and notch model (spuknacht/motor.py): exact fractions,
# drift-free notch boundaries, and the meaning of "n notches" mid-notch.
from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st

from hexbox.core.errors import ConfigError
from hexbox.games.spuknacht.motor import MOTORS, Wheel

TURN = 65536


def _wheels():
    return [Wheel(m[0], n, TURN) for m in MOTORS for n in (1, 7, 24, 36)]


def _steps_per_rev(w):
    spec = [m for m in MOTORS if m[0] == w.name][0]
    _, steps, micro, gn, gd, dn, dd = spec
    return Fraction(steps * micro * gn * dn, gd * dd)


def test_28byj48_gear_is_the_exact_fraction():
    """The 28BYJ-48 gear is 283712/4455 (not 64): half-stepping, one wheel
    revolution is 64 * 283712 / 4455 steps exactly."""
    w = Wheel("28byj48-half", 24, TURN)
    assert Fraction(w.period, w.revs) == Fraction(64 * 283712, 4455)
    assert Fraction(w.period, w.revs) != 64 * 64


@given(st.sampled_from(range(len(MOTORS))), st.integers(1, 48), st.integers(-10**6, 10**6))
def test_boundary_is_floor_of_exact_fraction(mi, notches, k):
    w = Wheel(MOTORS[mi][0], notches, TURN)
    exact = Fraction(k) * _steps_per_rev(w) / notches
    assert w.boundary(k) == exact.numerator // exact.denominator


def test_thousands_of_notches_do_not_drift():
    """Notch boundaries never drift over thousands of notches: turning one
    notch at a time 20000 times lands exactly where 20000 notches are."""
    for w in _wheels():
        s = 0
        for _ in range(20000):
            s = w.wrap(w.target(s, 1, 1))
        assert s == w.wrap(w.boundary(20000))
        exact = Fraction(20000) * _steps_per_rev(w) / w.notches
        assert s == (exact.numerator // exact.denominator) % w.period
        for _ in range(20000):
            s = w.wrap(w.target(s, -1, 1))
        assert s == 0


@given(st.sampled_from(range(len(MOTORS))), st.integers(1, 48), st.integers(0, 10**7),
       st.sampled_from((1, -1)), st.integers(1, 5))
def test_n_notches_from_mid_notch_is_the_nth_boundary_strictly_beyond(mi, notches, s, d, n):
    """A notch from a mid-notch position ends at the next boundary in the
    turning direction; n notches end at the n-th boundary strictly beyond."""
    w = Wheel(MOTORS[mi][0], notches, TURN)
    t = w.target(s, d, n)
    assert (t - s) * d > 0
    k = w.notch_index(t)
    assert w.boundary(k) == t  # lands on a boundary
    between = [b for b in (w.boundary(k - j * d) for j in range(1, n + 3)) if (b - s) * d > 0]
    assert len(between) == n - 1  # exactly n-1 boundaries passed before it


@given(st.integers(0, 10**7), st.integers(1, 5))
def test_from_a_boundary_n_notches_are_n_whole_notches(k, n):
    w = Wheel("28byj48-half", 24, TURN)
    s = w.boundary(k)
    assert w.target(s, 1, n) == w.boundary(k + n)
    assert w.target(s, -1, n) == w.boundary(k - n)


@given(st.sampled_from(range(len(MOTORS))), st.integers(-10**7, 10**7))
def test_angle_and_its_inverses(mi, s):
    w = Wheel(MOTORS[mi][0], 24, TURN)
    a = w.angle(s)
    assert a == (Fraction(s) * w.revs * TURN / w.period).__floor__()
    assert w.angle(s + 1) >= a
    f = w.first_step_at_or_after(a)
    assert w.angle(f) >= a and w.angle(f - 1) < a
    last = w.last_step_at_or_before(a)
    assert w.angle(last) <= a and w.angle(last + 1) > a
    assert f <= s <= last


def test_a_period_is_whole_revolutions():
    for w in _wheels():
        assert w.angle(w.period) == w.revs * TURN
        assert w.boundary(w.revs * w.notches) == w.period


def test_bad_motor_data_is_refused_with_a_clear_error():
    for bad, word in ((("x", 0, 1, 1, 1, 1, 1), "steps"), (("x", 32, 1, 1, 0, 1, 1), "gear"),
                      (("x", 4, 1, 1, 1, 1, 1), "notch"), ("nonesuch", "unknown motor")):
        try:
            Wheel(bad, 24, TURN)
        except ConfigError as e:
            assert word in str(e)
        else:
            raise AssertionError("accepted %r" % (bad,))


@given(st.sampled_from(range(len(MOTORS))), st.integers(-2 * 10**6, 3 * 10**6))
def test_small_int_angle_path_is_exact(mi, s):
    """The small-int path of angle() (|s*Q| < 2^29) equals the exact floor,
    and its intermediates stay below 2^30 (MicroPython small ints)."""
    w = Wheel(MOTORS[mi][0], 24, TURN)
    assert w.angle(s) == (Fraction(s) * w.revs * TURN / w.period).__floor__()
    if w._fast and abs(s * w.revs) < 1 << 29:
        assert (w.period << 8) < 1 << 30 and abs(s * w.revs) < 1 << 30
