# Tiny stand-ins for pins and a clock, shared by the portable hw tests.
# Plain Python that runs on CPython and MicroPython alike.


class FakePin:
    def __init__(self, level=0):
        self.level = level
        self.writes = 0

    def value(self, v=None):
        if v is None:
            return self.level
        self.level = v
        self.writes += 1


class FakeClock:
    _P = 1 << 30

    def __init__(self):
        self.us = 0

    def ticks_us(self):
        return self.us % self._P

    def ticks_ms(self):
        return (self.us // 1000) % self._P

    def ticks_add(self, t, d):
        return (t + d) % self._P

    def ticks_diff(self, a, b):
        d = (a - b) % self._P
        return d - self._P if d >= self._P // 2 else d

    def sleep_us(self, us):
        self.us += us

    def sleep_ms(self, ms):
        self.us += ms * 1000


class CountingMotor:
    """Motor interface that only counts (the wheel position in steps)."""

    def __init__(self):
        self.pos = 0
        self.d = 1
        self.on = False
        self.steps_while_off = 0

    def set_dir(self, d):
        self.d = d

    def step(self):
        if not self.on:
            self.steps_while_off += 1
        self.pos += self.d

    def enable(self):
        self.on = True

    def release(self):
        self.on = False


class EdgePin(FakePin):
    """An input pin with an edge interrupt, like machine.Pin.irq: set()
    changes the level and calls the handler when the trigger asks for
    that edge (at once, as a hard IRQ would)."""

    IRQ_FALLING = 4
    IRQ_RISING = 8

    def __init__(self, level=1):
        FakePin.__init__(self, level)
        self.handler = None
        self.trigger = 0

    def irq(self, handler=None, trigger=12, hard=False):
        self.handler = handler
        self.trigger = trigger

    def set(self, level):
        if level == self.level:
            return
        self.level = level
        edge = self.IRQ_RISING if level else self.IRQ_FALLING
        if self.handler is not None and self.trigger & edge:
            self.handler(self)
