# The two ways to turn the wheel motor, behind one small interface that
# Stepper and homing use:  set_dir(+1 or -1), step(), enable(), release().

from micropython import const

# 28BYJ-48 half-step sequence on ULN2003 inputs IN1..IN4 (bit 0 = IN1):
# A, AB, B, BC, C, CD, D, DA. Eight phases per 4 full steps; one or two
# coils on at every phase, so the torque is smooth at low speed.
HALF_STEP = (0b0001, 0b0011, 0b0010, 0b0110, 0b0100, 0b1100, 0b1000, 0b1001)
_PHASES = const(8)


class StepDir:
    """A step/dir driver (A4988, DRV8825, TMC2209): one pulse = one microstep."""

    def __init__(
        self, step_pin, dir_pin, enable_pin=None, enable_active_low=True, invert_dir=False
    ):
        self.step_pin = step_pin
        self.dir_pin = dir_pin
        self.enable_pin = enable_pin
        self._on = 0 if enable_active_low else 1
        self._inv = 1 if invert_dir else 0
        self.direction = 1
        step_pin.value(0)
        self.release()

    def set_dir(self, d):
        self.direction = d
        self.dir_pin.value((1 if d > 0 else 0) ^ self._inv)

    def step(self):
        # the Python call between the two writes is well over the 1-2 us
        # minimum pulse width of these drivers
        self.step_pin.value(1)
        self.step_pin.value(0)

    def enable(self):
        if self.enable_pin is not None:
            self.enable_pin.value(self._on)

    def release(self):
        """Coils off: no holding current, no heat while the wheel rests."""
        if self.enable_pin is not None:
            self.enable_pin.value(1 - self._on)


class HalfStep:
    """28BYJ-48 on a ULN2003 board: the MCU drives the four coils itself."""

    def __init__(self, coil_pins, invert_dir=False):
        if len(coil_pins) != 4:
            raise ValueError("a ULN2003 needs 4 coil pins (IN1..IN4)")
        self.coils = tuple(coil_pins)
        self.phase = 0
        self.direction = -1 if invert_dir else 1
        self._sign = -1 if invert_dir else 1
        self.release()

    def set_dir(self, d):
        self.direction = d * self._sign

    def step(self):
        self.phase = (self.phase + self.direction) % _PHASES
        self._write(HALF_STEP[self.phase])

    def enable(self):
        self._write(HALF_STEP[self.phase])

    def release(self):
        self._write(0)

    def _write(self, bits):
        c = self.coils
        c[0].value(bits & 1)
        c[1].value((bits >> 1) & 1)
        c[2].value((bits >> 2) & 1)
        c[3].value((bits >> 3) & 1)
