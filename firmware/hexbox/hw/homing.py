# Homing on the index sensor: a magnet on the wheel passes a hall sensor.
# The sensor is active over a window of steps; its two edges are found at a
# slow constant speed and the wheel parks on the midpoint, which does not
# depend on the sensor's switching threshold or on the direction of approach
# the way a single edge does. A search limit means the motor never spins
# forever when the sensor or magnet is missing.

from hexbox.core.errors import HexboxError
from hexbox.hw.watchdog import feed


class HomingError(HexboxError):
    pass


def home(motor, index_pin, clock, speed, search_steps, active_low=True, direction=1, name="index"):
    """Park the wheel on the middle of the index window.

    Returns the window width in microsteps; the caller then sets the
    wheel position to 0. Raises HomingError after `search_steps` steps
    without the edge it is looking for."""
    if speed <= 0 or search_steps <= 0:
        raise ValueError("homing needs a positive speed and search limit")
    period = 1000000 // speed
    on = 0 if active_low else 1
    motor.set_dir(direction)
    motor.enable()
    try:
        # already on the magnet: leave it first, so both edges are seen
        n = 0
        while index_pin.value() == on:
            _step(motor, clock, period)
            n += 1
            if n > search_steps:
                raise HomingError(
                    "%s sensor stays active for %d steps: is it shorted, or the magnet too big?"
                    % (name, search_steps)
                )
        pos = 0
        while index_pin.value() != on:
            _step(motor, clock, period)
            pos += 1
            if pos > search_steps:
                raise HomingError("%s sensor never triggered in %d steps (more than a wheel turn): "
                                  "check its wiring and the magnet" % (name, search_steps))
        first = pos  # first active step
        while index_pin.value() == on:
            _step(motor, clock, period)
            pos += 1
            if pos - first > search_steps:
                raise HomingError("%s sensor never released in %d steps" % (name, search_steps))
        last = pos - 1  # last active step
        back = pos - (first + last) // 2
        motor.set_dir(-direction)
        for _ in range(back):
            _step(motor, clock, period)
        motor.set_dir(direction)
        return last - first + 1
    finally:
        motor.release()


def _step(motor, clock, period):
    motor.step()
    feed()  # a search may take minutes
    clock.sleep_us(period)
