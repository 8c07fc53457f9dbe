# Acceleration ramp for a stepper, in integer arithmetic.
#
# D. Austin, "Generate stepper-motor speed profiles in real time" (2005), the
# profile AccelStepper uses: the delay before step n of an acceleration is
#     c_n = c_{n-1} - 2 c_{n-1} / (4n + 1),   c_0 = 0.676 * sqrt(2 / accel)
# and deceleration runs the same recurrence backwards,
#     c_{n-1} = c_n + 2 c_n / (4n - 1),
# with n = the steps still to go, so the motor is back at the start speed on
# the very last step. The move is a step count, so it stops on that exact step
# whatever the timing does. Delays are kept in 1/256 us (Q8) so the division
# stays precise; every value stays below 2^30 (proved in tests), so a step
# allocates nothing on MicroPython.

from micropython import const

_Q = const(8)  # delays in 1/256 us
_C0_MAX = const(1 << 29)  # accel >= 1 step/s^2 keeps c0 (in Q8) below this


def isqrt(n):
    """Integer square root (Newton); setup only, so big ints are fine."""
    if n < 0:
        raise ValueError("isqrt of a negative number")
    if n < 2:
        return n
    x = n
    y = (x + 1) // 2
    while y < x:
        x = y
        y = (x + n // x) // 2
    return x


class Ramp:
    """Step timing for moves of an exact number of steps, from rest to rest.

    start(steps) then call next_delay() before each step: it returns the
    microseconds to wait before that step, and 0 when the move is done."""

    def __init__(self, max_speed, accel):
        if max_speed <= 0 or accel <= 0:
            raise ValueError("max_speed and accel must be positive (steps/s, steps/s^2)")
        self.max_speed = max_speed
        self.accel = accel
        # 0.676 * sqrt(2/a) s  =  676 * sqrt(2e12/a) / 1000 us
        c0 = (676 * isqrt((2000000000000 << (2 * _Q)) // accel)) // 1000
        self.c0 = min(c0, _C0_MAX)
        self.cmin = max((1000000 << _Q) // max_speed, 1)
        self.remaining = 0  # steps still to make
        self.n = -1  # Austin's index of the current delay; -1 at rest
        self.c = 0  # current delay c_n, Q8 us
        self.done = 0  # steps made in this move
        self.stop_limit = -1

    def start(self, steps):
        if steps < 0:
            raise ValueError("steps must be >= 0; the direction is the motor's business")
        self.remaining = steps
        self.done = 0
        self.n = -1
        self.c = 0

    def next_delay(self):
        """Microseconds before the next step, or 0 when no step is left."""
        r = self.remaining
        if r <= 0:
            return 0
        n = self.n  # the current delay c is Austin's c_n
        c = self.c
        if n < 0:
            n = 0
            c = self.c0  # first step from rest
        elif n >= r - 1:
            # brake: the last r steps take c_{r-1} .. c_0, the acceleration
            # curve walked backwards, so the final step is at start speed
            if n > r - 1:
                c = c + (2 * c) // (4 * r - 1)
                n = r - 1
        else:
            c2 = c - (2 * c) // (4 * n + 5)  # c_{n+1} from c_n
            if c2 > self.cmin:
                n += 1
                c = c2
            else:
                c = self.cmin  # cruise at max speed; n = steps needed to brake
        if c < self.cmin:
            c = self.cmin
        self.n = n
        self.c = c
        self.remaining = r - 1
        self.done += 1
        return c >> _Q

    def stop(self, limit=-1):
        """Brake now: shorten the move to the fewest steps that ramp down
        (n), but never more than `limit` further steps when limit >= 0.
        Returns the steps still to make."""
        keep = self.n if self.n > 0 else 0
        if 0 <= limit < keep:
            keep = limit
        if keep < self.remaining:
            self.remaining = keep
        return self.remaining

    def moving(self):
        return self.remaining > 0
