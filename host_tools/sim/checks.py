"""Checks the simulator makes on the running firmware. Portable: `sim
--auto` (CPython) and the virtual device's demo (MicroPython) share them."""


class WheelCheck:
    """After each turn: the wheel model moved exactly the engine's steps and
    stands where the engine says (model position - stepper position is
    constant, stepper position = engine step modulo one period)."""

    def __init__(self, world):
        self.world = world
        self.turns = 0
        self.errors = []
        self.offset = None
        self.ctrl = None

    def attach(self, c):
        self.ctrl = c
        self.offset = None
        c.on_turned = self.turned

    def turned(self, steps):
        c = self.ctrl
        w = self.world.wheel
        g = c.game
        period = g.board.wheel.period
        off = w.position - c.hw.stepper.position
        if self.offset is None:
            self.offset = off
        self.turns += 1
        if off != self.offset:
            self.errors.append(
                "turn %d: wheel model %d steps off the stepper" % (self.turns, off - self.offset)
            )
        if (c.hw.stepper.position - g.step) % period:
            self.errors.append(
                "turn %d: stepper at %d, engine step %d"
                % (self.turns, c.hw.stepper.position, g.step)
            )
        if w.errors:
            self.errors.extend(w.errors)
            del w.errors[:]
