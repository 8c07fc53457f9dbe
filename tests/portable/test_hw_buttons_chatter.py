# Buttons with heavy contact chatter (hw/buttons.py): bursts of bounce far
# longer than the debounce (30 to 80 ms of flips, each flip an edge
# interrupt) give one click per press, never two.

from hw_fakes import FakeClock

from hexbox.core.rng import Rng
from hexbox.hw.buttons import PRESS, Buttons, kind_of


class BouncyPin:
    """An active-low button input with edge interrupts, as machine.Pin."""

    IRQ_FALLING = 4
    IRQ_RISING = 8

    def __init__(self):
        self.level = 1
        self.handler = None

    def value(self, v=None):
        return self.level

    def irq(self, handler, trigger, hard=False):
        self.handler = handler

    def set(self, level):
        if level != self.level:
            self.level = level
            if self.handler is not None:
                self.handler(self)


def clicks(rng, presses, burst_min, burst_max, poll_ms=10):
    """Presses made with bursts of bounce at both edges; the PRESS events
    the buttons sent."""
    pin = BouncyPin()
    c = FakeClock()
    b = Buttons([pin], c, True, 20, 800)
    got = [0]
    # the level each 0.5 ms: per press a burst, held, a burst, let go
    plan = []
    for _ in range(presses):
        for level, hold in ((0, 150 + rng.below(100)), (1, 250 + rng.below(100))):
            t = 0
            burst = (burst_min + rng.below(burst_max - burst_min + 1)) * 2
            while t < burst:  # flips every 0.5 to 8 ms
                step = 1 + rng.below(16)
                plan.extend([1 - level if rng.below(2) else level] * step)
                t += step
            plan.extend([level] * (hold * 2))
    next_poll = 0
    for k in range(len(plan)):
        c.us = k * 500
        pin.set(plan[k])
        if c.us >= next_poll:
            next_poll = c.us + (poll_ms + rng.below(3) * 10) * 1000  # the app is busy at times
            e = b.poll()
            while e >= 0:
                if kind_of(e) == PRESS:
                    got[0] += 1
                e = b.poll()
    return got[0]


def test_heavy_chatter_gives_one_click_per_press():
    rng = Rng(39)
    for burst in ((30, 40), (40, 60), (60, 80)):
        assert clicks(rng, 12, burst[0], burst[1]) == 12, burst


def test_a_bounce_like_the_models_still_clicks_once():
    assert clicks(Rng(7), 10, 1, 2) == 10
