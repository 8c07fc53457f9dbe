# The wheel motor: a position counter over a motor (motors.py) and a ramp
# (ramp.py). Moves are whole microsteps; the wheel's exact gear fraction is
# WheelGear's business. The coils are released when a move ends: a step/dir
# driver keeps its microstep position while disabled, so the rotor returns
# to the commanded microstep on the next enable and no step is lost.

from hexbox.hw.watchdog import feed


class WheelGear:
    """Microsteps <-> wheel angle with the exact gear fraction.

    One wheel turn is steps * microsteps * num / den microsteps, which need
    not be whole (the 28BYJ-48 gear is 25792/405). Positions are kept in
    microsteps from home; angles in binary units of `turn` per revolution."""

    def __init__(self, steps, microsteps, num, den):
        if steps <= 0 or microsteps <= 0 or num <= 0 or den <= 0:
            raise ValueError("steps, microsteps and the gear fraction must be positive")
        self.per_turn_num = steps * microsteps * num  # microsteps per turn = num/den
        self.per_turn_den = den

    def step_at(self, angle, turn):
        """The microstep nearest to wheel angle `angle` (of `turn` units)."""
        num = angle * self.per_turn_num
        den = turn * self.per_turn_den
        return (2 * num + den) // (2 * den)


class Stepper:
    def __init__(self, motor, ramp, clock, release_idle=True, hold_us=-1, watch=None):
        # clock: an object with ticks_us(), ticks_add(), ticks_diff() and
        # sleep_us() (the `time` module on the device)
        self.motor = motor
        self.ramp = ramp
        self.clock = clock
        self.release_idle = release_idle
        # after the last step the coils stay on this long, so the rotor
        # reaches that step before it is let go (one start-speed step time)
        self.hold_us = hold_us if hold_us >= 0 else min(ramp.c0 >> 8, 50000)
        self.position = 0  # microsteps from home
        self.direction = 1
        self._due = 0
        self._running = False  # steps left to make
        self._holding = False  # last step made, coils still on
        self._hw_steps = None  # a move start() queued to the motor's hardware, until finish()
        self._started_at = 0  # the position a software move start() began was at
        # the index magnet watched while the wheel turns (hw/index_watch.py), or None
        self.watch = watch

    def begin(self, steps):
        """Start a move of `steps` microsteps (sign = direction), non-blocking:
        then call run() often until it returns False."""
        d = 1 if steps >= 0 else -1
        self.direction = d
        self.motor.set_dir(d)
        self.motor.enable()
        self.ramp.start(steps * d)
        self._due = self.clock.ticks_us()
        self._running = True
        if self.watch is not None:
            self.watch.begin(d, self.position)
        self._next()

    def _next(self):
        delay = self.ramp.next_delay()
        if delay == 0:
            self._finish()
        else:
            self._due = self.clock.ticks_add(self._due, delay)

    def _finish(self):
        self._running = False
        if self.release_idle:
            self._holding = True
            self._due = self.clock.ticks_add(self.clock.ticks_us(), self.hold_us)

    def run(self):
        """Make the step that is due, if any. True while the move (and the
        short hold after it) goes on."""
        if not (self._running or self._holding):
            return False
        if self.clock.ticks_diff(self._due, self.clock.ticks_us()) > 0:
            return True
        if self._holding:
            self._holding = False
            self.motor.release()
            return False
        self.motor.step()
        self.position += self.direction
        w = self.watch
        if w is not None:
            w.sample(self.position)
        self._next()
        return True

    def wait_us(self):
        """Microseconds until run() has something to do (0 when due or idle)."""
        if not (self._running or self._holding):
            return 0
        w = self.clock.ticks_diff(self._due, self.clock.ticks_us())
        return w if w > 0 else 0

    def start(self, steps):
        """The first steps of a move now, the rest with finish(): the app
        draws a frame in between. A PIO motor queues the first steps to
        its state machine; a motor stepped from Python makes them all in
        finish() (its first step is due a start-speed delay after begin)."""
        hw_begin = getattr(self.motor, "hw_begin", None)
        if hw_begin is not None:
            d = 1 if steps >= 0 else -1
            self.direction = d
            self.motor.set_dir(d)
            self.motor.enable()
            if self.watch is not None:
                self.watch.begin(d, self.position)
            hw_begin(self.ramp, steps * d)
            self._hw_steps = steps
            return
        self._hw_steps = None
        self._started_at = self.position
        self.begin(steps)

    def finish(self):
        """Make the rest of the move start() began (blocking). Returns the
        microsteps made (signed)."""
        clock = self.clock
        steps = self._hw_steps
        if steps is not None:
            self._hw_steps = None
            feed()
            steps = self.direction * self.motor.hw_finish(self.ramp, clock, self.watch,
                                                          self.position, self.direction)
            self.position += steps
            feed()
            if self.release_idle:
                clock.sleep_us(self.hold_us)
                self.motor.release()
            return steps
        while True:
            w = self.wait_us()
            if w:
                feed()  # a slow turn may take longer than the watchdog waits
                clock.sleep_us(w)
            if not self.run():
                break
        return self.position - self._started_at

    def move(self, steps, should_stop=None, stop_limit=-1):
        """Blocking move. should_stop(): polled before each step; when it
        returns true the ramp brakes within stop_limit steps. Returns the
        microsteps actually made (signed)."""
        start = self.position
        clock = self.clock
        if should_stop is None and getattr(self.motor, "hw_begin", None) is not None:
            # PIO: the state machine makes the steps; no Python per step
            self.start(steps)
            return self.finish()
        self.begin(steps)
        stopping = False
        while True:
            w = self.wait_us()
            if w:
                feed()
                clock.sleep_us(w)
            if self._running and should_stop is not None and not stopping and should_stop():
                stopping = True
                self.stop(stop_limit)
            if not self.run():
                break
        return self.position - start

    def move_to(self, target, should_stop=None, stop_limit=-1):
        return self.move(target - self.position, should_stop, stop_limit)

    def stop(self, limit=-1):
        """Brake the running move (from an interrupt or another task): at most
        `limit` more steps (the ramp's own braking distance when -1)."""
        if not self._running:
            return
        if limit == 0:
            self.ramp.stop(0)
            self._finish()  # the step already timed is dropped too
        else:
            # the step already timed counts as one of the `limit`
            self.ramp.stop(limit - 1 if limit > 0 else -1)

    @property
    def moving(self):
        return self._running or self._holding
