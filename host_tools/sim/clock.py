"""Virtual time for the simulator: microseconds that only move when the
firmware sleeps or reads the clock, so a run is exactly repeatable."""

_PERIOD = 1 << 30  # MicroPython's ticks wrap at 2^30 (ticks_max + 1)


class CheckFailed(BaseException):
    """A check of the world (a test's assert in a timer or a listener)
    failed. A BaseException: the firmware's fault screen catches every
    Exception, and a failed check shown there would let its test pass."""


def _run(f, *args):
    try:
        f(*args)
    except AssertionError as e:
        raise CheckFailed(*e.args) from e


class Clock:
    def __init__(self, read_cost_us=1):
        self.us = 0
        self.read_cost_us = read_cost_us  # a busy loop reading the clock still advances
        self.listeners = []  # called as f(now_us) after time moved
        self.timers = []  # [due_us, period_us or 0, callback]
        self.held = False  # time moved by hold(): timers and listeners not yet run

    def advance(self, dt):
        """Move time on by dt, running the timers due on the way and the
        listeners (advance(0) runs those a hold() left waiting)."""
        if dt <= 0 and not self.held:
            return
        self.held = False
        end = self.us + max(dt, 0)
        while True:
            due = [t for t in self.timers if t[0] <= end]
            if not due:
                break
            t = min(due, key=lambda t: t[0])
            at = t[0]
            # taken off (or moved on) before time moves: a listener that reads
            # the clock (a pin interrupt stamping its edge) advances it again
            # inside _set, and that must not fire this timer a second time
            if t[1]:
                t[0] += t[1]
            else:
                self.timers.remove(t)
            self._set(at)
            _run(t[2])
        self._set(end)

    def hold(self, dt):
        """The firmware is held in a blocking call (an I2C transfer) for dt:
        time moves at once, but the world's timers and listeners run at the
        next advance (the firmware's next sleep or clock read), as a person
        sees a frame only once it is on the wire, never the app mid-call."""
        if dt > 0:
            self.us += dt
            self.held = True

    def _set(self, us):
        if us > self.us:
            self.us = us
        for f in list(self.listeners):
            _run(f, self.us)

    # the MicroPython `time` API
    def ticks_us(self):
        self.advance(self.read_cost_us)
        return self.us % _PERIOD

    def ticks_ms(self):
        self.advance(self.read_cost_us)
        return (self.us // 1000) % _PERIOD

    def ticks_cpu(self):
        return self.ticks_us()

    @staticmethod
    def ticks_add(t, delta):
        return (t + delta) % _PERIOD

    @staticmethod
    def ticks_diff(a, b):
        d = (a - b) % _PERIOD
        return d - _PERIOD if d >= _PERIOD // 2 else d

    def sleep_us(self, us):
        self.advance(max(int(us), 0))

    def sleep_ms(self, ms):
        self.advance(max(int(ms), 0) * 1000)

    def sleep(self, s):
        self.advance(int(s * 1000000))

    def time(self):
        return self.us // 1000000
