# The wheel's index magnet watched during play, not only at homing: a
# stepper that skips steps (a heavy wheel, a hand on it) keeps counting
# steps the wheel never made, and every later ghost stands elsewhere than
# the game says. Each time the wheel passes the magnet the counted position
# is compared with the index's; an error beyond the board's tolerance is
# taken back into the count (fix) for the app to bring the wheel to the
# game's step. A wheel whose count went past the place its magnet was due
# without the sensor answering has slipped further than the magnet can
# tell, is held, or has lost its magnet: the app homes it again (and names
# the fault when homing finds no magnet either).
#
# sample() runs once per step (the hot path): integer arithmetic and
# attribute stores only, no allocation; the index's arithmetic (_check)
# runs at the magnet's two edges only, twice a turn.

from micropython import const

_NO = const(-1 << 29)  # no edge seen yet (a small int far below any position)


class IndexWatch:
    def __init__(self, pin, active_low, per_turn_num, per_turn_den, tolerance):
        """per_turn_num / per_turn_den: microsteps per wheel turn (WheelGear);
        tolerance: microsteps the count may be off without a correction."""
        self.pin = pin
        self.on = 0 if active_low else 1
        self.num = per_turn_num
        self.den = per_turn_den
        self.tolerance = tolerance
        self.width = 0  # the magnet's window in microsteps (homing's); 0: not homed, not watching
        self.fix = 0  # microsteps the count is ahead of the wheel, for the stepper to take back
        self.slip = 0  # the largest error beyond the tolerance since the app last looked
        # the count went past a window without the magnet: how far the wheel
        # is is unknown (held, the magnet gone, or a slip beyond the window)
        self.missed = False
        self.due = 0  # the next index the move comes to, and the count past which it is missed
        self._late = 0
        self._was = 0  # the sensor at the last sample
        self._d = 1
        self._entry = _NO

    def homed(self, width):
        """Homing parked the wheel on the index's middle (position 0)."""
        self.width = width
        self.fix = self.slip = 0
        self.missed = False
        self._was = 1 if self.pin.value() == self.on else 0
        self._entry = _NO

    def begin(self, direction, position):
        """A move starts from `position` (the stepper's count) in `direction`."""
        self._d = direction
        self._entry = _NO
        self._was = 1 if self.pin.value() == self.on else 0
        if self.width:
            p = position - self.fix
            k = (2 * p * self.den + self.num) // (2 * self.num)  # the nearest index
            at = self._at(k)
            if self._was or (at - p) * direction <= 0:
                at = self._at(k + direction)  # seen now, or behind: the next one
            self._due(at)

    def _at(self, k):
        # index k's microstep: round(k * num / den)
        return (2 * k * self.num + self.den) // (2 * self.den)

    def _due(self, at):
        self.due = at
        self._late = at + self._d * (self.width + self.tolerance)

    def sample(self, position):
        """After each step: position is the stepper's count (before fix)."""
        if self.width == 0:
            return
        p = position - self.fix
        a = 1 if self.pin.value() == self.on else 0
        if a != self._was:
            self._was = a
            d = self._d
            # homing's window: first = -half, last = w - 1 - half (going +),
            # its middle (first + last) // 2 = 0
            half = (self.width - 1) >> 1
            if a:
                self._entry = p
                self._check(p + half if d > 0 else p - (self.width - 1 - half))
            else:
                if self._entry != _NO:
                    self._check((self._entry + p - d) >> 1)
                else:
                    self._check(p - (self.width - half) if d > 0 else p + half + 1)
                self._entry = _NO
        elif not a and (p - self._late) * self._d > 0:
            self.missed = True
            self._late = p + self._d * self.num  # said once

    def _check(self, mid):
        # the index nearest to mid: round(k * num / den), k = round(mid * den / num)
        k = (2 * mid * self.den + self.num) // (2 * self.num)
        at = self._at(k)
        err = mid - at
        if err > self.tolerance or err < -self.tolerance:
            self.fix += err
            if abs(err) > abs(self.slip):
                self.slip = err
            if self._entry != _NO:
                self._entry -= err  # the window's first edge, in the corrected count
        self._due(self._at(k + self._d))

    def take(self):
        """(the count's correction, the slip beyond the tolerance) since the
        last take(); both 0 when the wheel kept its count."""
        fix = self.fix
        slip = self.slip
        self.fix = self.slip = 0
        return fix, slip
