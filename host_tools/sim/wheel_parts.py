"""Models of the ghost wheel (motor drivers, index sensor) and of the hall
sensors under the fields, driven through sim.machine.Bus. Apart from
sim/parts.py so a referee box's simulation (and the heap the bench
measures the app in) holds none of them.

Portable: the same models run on CPython (`sim`) and on MicroPython (the
virtual device's simulated hardware), so no Fraction and no CPython-only
modules here. Angles are exact ratios of integers (num, den) of a turn, so a
test can check the wheel to the last microstep with no rounding at all."""


def ratio(x):
    """(num, den) of an int, a (num, den) pair or a fractions.Fraction."""
    if isinstance(x, tuple):
        return x
    if isinstance(x, int):
        return (x, 1)
    return (x.numerator, x.denominator)


class Wheel:
    """The ghost wheel: an exact angle, inertia-free, moved by a motor model."""

    def __init__(self, steps, microsteps, gear):
        num, den = gear
        self.turn_num = steps * microsteps * num  # microsteps per wheel turn = turn_num / turn_den
        self.turn_den = den
        self.position = 0  # microsteps from the power-on angle
        self.offset = (0, 1)  # wheel angle at power-on, in turns (num, den)
        self.trace = []  # positions after each step, if tracing
        self.tracing = False
        self.errors = []
        # faults a test or a teacher injects: the next `skip` steps the motor
        # makes are lost (a heavy wheel, a stalling 28BYJ-48); while `held`,
        # every step is (a hand on the wheel)
        self.skip = 0
        self.held = False
        self.lost = 0  # steps lost so far

    def turns(self):
        """Wheel angle in turns as (num, den), 0 <= num < den."""
        on, od = self.offset
        den = od * self.turn_num
        return ((on * self.turn_num + self.position * self.turn_den * od) % den, den)

    @property
    def angle(self):
        """Wheel angle in turns, in [0, 1), as a fractions.Fraction (CPython only)."""
        from fractions import Fraction

        return Fraction(*self.turns())

    @property
    def per_turn(self):
        """Microsteps per wheel turn, as a fractions.Fraction (CPython only)."""
        from fractions import Fraction

        return Fraction(self.turn_num, self.turn_den)

    def moved(self, d):
        if self.held or self.skip > 0:
            if self.skip > 0:
                self.skip -= 1
            self.lost += 1
            return
        self.position += d
        if self.tracing:
            self.trace.append(self.position)


class StepDirModel:
    """A4988/TMC2209-like: a rising STEP edge moves one microstep in DIR."""

    def __init__(
        self, bus, wheel, step, dir, enable=None, enable_active_low=True, invert_dir=False
    ):
        self.bus = bus
        self.wheel = wheel
        self.dir = dir
        self.enable = enable
        self.on = 0 if enable_active_low else 1
        self.invert = invert_dir
        self.last = 0
        self.steps = 0
        self.lost = 0  # pulses while disabled: the motor would not move
        bus.attach(step, listener=self._step)

    def enabled(self):
        return self.enable is None or self.bus.lines[self.enable].out == self.on

    def energised(self):
        return self.enabled()

    def _step(self, level):
        if level and not self.last:
            if not self.enabled():
                self.lost += 1
                self.wheel.errors.append("step pulse while the driver is disabled")
            else:
                d = 1 if self.bus.level(self.dir) else -1
                self.wheel.moved(-d if self.invert else d)
                self.steps += 1
        self.last = level


class HalfStepModel:
    """28BYJ-48 on a ULN2003: the rotor follows the coil pattern when time
    passes (the four pin writes of one step are microseconds apart)."""

    def __init__(self, bus, wheel, coils, invert_dir=False):
        self.bus = bus
        self.wheel = wheel
        from hexbox.hw.motors import HALF_STEP  # here: the device loads the sim before its flash

        self.half_step = HALF_STEP
        self.coils = tuple(coils)
        self.sign = -1 if invert_dir else 1
        self.phase = None  # rotor phase 0..7, None before the first pattern
        self.dirty = False
        for c in coils:
            bus.attach(c, listener=self._write)
        bus.clock.listeners.append(self._settle)

    def pattern(self):
        bits = 0
        for i, c in enumerate(self.coils):
            ln = self.bus.lines.get(c)
            if ln is not None and ln.out:
                bits |= 1 << i
        return bits

    def energised(self):
        return self.pattern() != 0

    def _write(self, level):
        self.dirty = True

    def _settle(self, now):
        if not self.dirty:
            return
        self.dirty = False
        p = self.pattern()
        if p == 0:
            return  # released: the gearbox holds the wheel
        HALF_STEP = self.half_step
        if p not in HALF_STEP:
            self.wheel.errors.append("coil pattern {:04b} is not a half-step phase".format(p))
            return
        ph = HALF_STEP.index(p)
        if self.phase is not None:
            d = (ph - self.phase) % 8
            if d == 1:
                self.wheel.moved(self.sign)
            elif d == 7:
                self.wheel.moved(-self.sign)
            elif d != 0:
                self.wheel.errors.append("rotor skipped: phase %d -> %d" % (self.phase, ph))
        self.phase = ph


class IndexSensor:
    """Hall sensor at a fixed place; a magnet on the wheel covers an arc."""

    def __init__(self, bus, pin, wheel, at=(0, 1), width=(1, 90), active_low=True):
        self.wheel = wheel
        self.at = ratio(at)  # turns, (num, den) or Fraction
        self.width = ratio(width)
        self.active_low = active_low
        self.broken = False
        bus.attach(pin, source=self.level)

    def active(self):
        if self.broken:
            return False
        # (angle - at + width / 2) mod 1 < width, over one common denominator
        an, ad = self.wheel.turns()
        tn, td = self.at
        wn, wd = self.width
        den = 2 * ad * td * wd
        d = (2 * an * td * wd - 2 * tn * ad * wd + wn * ad * td) % den
        return d < 2 * wn * ad * td

    def level(self):
        a = self.active()
        return (not a) if self.active_low else a


class HallField:
    """Which fields hold a magnet (magicians), plus injected sensor faults."""

    def __init__(self, field_map):
        self.map = tuple(field_map)  # sensor -> field
        self.occupied = set()
        self.stuck = {}  # sensor -> forced 0/1 (active)
        self.chatter = set()  # sensors that flip on every read
        self._flip = {}

    def active(self, sensor):
        if self.stuck and sensor in self.stuck:
            return self.stuck[sensor]
        if self.chatter and sensor in self.chatter:
            self._flip[sensor] = 1 - self._flip.get(sensor, 0)
            return self._flip[sensor]
        if sensor >= len(self.map):
            return 0
        return 1 if self.map[sensor] in self.occupied else 0


class Mux4067Model:
    def __init__(self, bus, select, signal, field, active_low=True):
        self.bus = bus
        self.select = tuple(select)
        self.field = field
        self.active_low = active_low
        self.reads = 0
        self.sel_lines = [bus.line(s) for s in self.select]
        for m, pin in enumerate(signal):
            bus.attach(pin, source=lambda m=m: self._read(m))

    def _read(self, m):
        s0, s1, s2, s3 = self.sel_lines
        ch = s0.out | s1.out << 1 | s2.out << 2 | s3.out << 3
        self.reads += 1
        a = self.field.active(m * 16 + ch)
        return (1 - a) if self.active_low else a


class Shift165Model:
    """A 74HC165 chain: PL low latches, a rising CLK shifts toward QH."""

    def __init__(self, bus, load, clock, data, field, capacity, active_low=True):
        self.bus = bus
        self.field = field
        self.capacity = capacity
        self.active_low = active_low
        self.latched = [0] * capacity
        self.index = 0
        self.last_clk = 0
        bus.attach(load, listener=self._load)
        bus.attach(clock, listener=self._clock)
        bus.attach(data, source=self._data)

    def _load(self, level):
        if not level:
            self.latched = [self.field.active(i) for i in range(self.capacity)]
            self.index = 0

    def _clock(self, level):
        if level and not self.last_clk:
            self.index += 1
        self.last_clk = level

    def _data(self):
        a = self.latched[self.index] if self.index < self.capacity else 0  # SER tied low
        return (1 - a) if self.active_low else a
