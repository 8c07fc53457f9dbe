# The ghost wheel's motor and notch model, in exact integer fractions.
#
# A wheel revolution is steps_per_motor_rev * microsteps * gear * drive
# motor steps, an exact fraction P / Q (the 28BYJ-48's gear is
# 283712/4455, not 64, so a revolution is not a whole number of steps).
# The wheel position is a whole motor step s. After P steps the wheel has
# turned exactly Q times, so s is kept modulo P and nothing ever drifts.
#
# Notch boundaries. Boundary k lies at the exact fraction k * P / (Q * N)
# steps (N notches a revolution); the motor can only stop on whole steps,
# so boundary k is the step  b(k) = floor(k * P / (Q * N)),  computed from k
# each time (never by adding up notch lengths), hence drift-free.
#
# What "n notches" means, from any position s (on a boundary or mid-notch):
# turning n notches in the + direction moves to the n-th boundary strictly
# after s:  b(j + n - 1)  with  j  the first boundary index with b(j) > s.
# In the - direction it is the n-th boundary strictly before s. So from
# mid-notch (after a turn that stopped at a ghost contact) the first notch
# finishes the interrupted notch: the player feels n clicks, as in the box
# ("move the wheel all the way from the beginning to the end of the notch").
#
# Wheel angle. The binary angle (a full turn = `turn` units) at step s is
# a(s) = floor(s * Q * turn / P), unwrapped (not reduced modulo turn) so that
# it increases with s. Ghost geometry uses a(s) modulo turn.

from micropython import const

from hexbox.core.errors import ConfigError

_SMALL = const(1 << 29)  # s*Q below this keeps angle() in small ints

# (name, full steps per motor revolution, microsteps, gear numerator,
#  gear denominator, drive numerator, drive denominator)
MOTORS = (
    # sourced: 28BYJ-48: 32 full steps per motor revolution, gearbox
    # 283712/4455 (about 63.68:1); assumed: half-step drive on a ULN2003 and
    # the output shaft turns the wheel directly (drive 1:1)
    ("28byj48-half", 32, 2, 283712, 4455, 1, 1),
    # sourced: 28BYJ-48 as above; assumed: full-step drive
    ("28byj48-full", 32, 1, 283712, 4455, 1, 1),
    # assumed: 1.8 degree NEMA 17 on an A4988/TMC2209 at 1/16 microsteps,
    # 20-tooth pinion on a 60-tooth wheel rim (drive 3:1)
    ("nema17-16", 200, 16, 1, 1, 3, 1),
)


def _gcd(a, b):
    while b:
        a, b = b, a % b
    return a


def motor_spec(name):
    for row in MOTORS:
        if row[0] == name:
            return row
    raise ConfigError(
        "unknown motor %r; known: %s" % (name, ", ".join(r[0] for r in MOTORS))
    )


class Wheel:
    """Steps, notches and angles of one wheel: pure integer arithmetic."""

    def __init__(self, motor, notches, turn):
        spec = motor_spec(motor) if isinstance(motor, str) else motor
        _, steps, micro, gn, gd, dn, dd = spec
        for v, what in ((steps, "steps per revolution"), (micro, "microsteps"),
                        (gn, "gear numerator"), (gd, "gear denominator"),
                        (dn, "drive numerator"), (dd, "drive denominator")):
            if not isinstance(v, int) or v < 1:
                raise ConfigError("motor %s must be a whole number >= 1, got %r" % (what, v))
        if not isinstance(notches, int) or notches < 1:
            raise ConfigError("notches per revolution must be a whole number >= 1")
        p = steps * micro * gn * dn
        q = gd * dd
        g = _gcd(p, q)
        self.name = spec[0]
        self.period = p // g  # P: steps for Q whole wheel revolutions
        self.revs = q // g  # Q
        self.notches = notches
        self.turn = turn
        if self.period < 2 * self.revs * notches:
            raise ConfigError(
                "a notch must be at least 2 motor steps (%d/%d steps per revolution, %d notches)"
                % (self.period, self.revs, notches)
            )
        self._qn = self.revs * notches
        self._qt = self.revs * turn
        self._fast = turn == 65536 and self.period < (1 << 21)

    # -- notches ---------------------------------------------------------
    def boundary(self, k):
        """Step of notch boundary k (any int k; b(k + Q*N) = b(k) + P)."""
        return (k * self.period) // self._qn

    def notch_index(self, s):
        """Largest k with boundary(k) <= s."""
        return ((s + 1) * self._qn - 1) // self.period

    def on_boundary(self, s):
        return self.boundary(self.notch_index(s)) == s

    def target(self, s, direction, n):
        """The step n notches from s in direction +1/-1 (see module doc)."""
        if direction > 0:
            return self.boundary(self.notch_index(s) + n)
        return self.boundary(self.notch_index(s - 1) - n + 1)

    def wrap(self, s):
        return s % self.period

    # -- angles ------------------------------------------------------------
    def angle(self, s):
        """Unwrapped binary wheel angle at step s: floor(s*Q*turn/P).

        Called for every new wheel position, so it stays in small ints
        (< 2^30, no heap on MicroPython) when it can: s*Q = u*P + v, then
        v*2^16/P in two 8-bit stages. Otherwise the plain exact product."""
        p = self.period
        sq = s * self.revs
        if self._fast and -_SMALL < sq < _SMALL:
            u = sq // p
            v = (sq - u * p) << 8
            q1 = v // p
            return (u << 16) + (q1 << 8) + (((v - q1 * p) << 8) // p)
        return (s * self._qt) // p

    def first_step_at_or_after(self, a):
        """Smallest s with angle(s) >= a."""
        return -((-a * self.period) // self._qt)

    def last_step_at_or_before(self, a):
        """Largest s with angle(s) <= a."""
        return -((-(a + 1) * self.period) // self._qt) - 1
