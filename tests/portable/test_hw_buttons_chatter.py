# Buttons with heavy contact chatter (hw/buttons.py): bursts of bounce far
# longer than the debounce (30 to 80 ms of flips 0.5 to 8 ms apart, each
# flip an edge interrupt) give one click per press, never two.

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
    # per press: a burst, held, a burst, let go; levels in 0.5 ms steps
    k = [0]  # the step
    next_poll = [0]

    def hold(level, steps):
        for _ in range(steps):
            c.us = k[0] * 500
            k[0] += 1
            pin.set(level)
            if c.us >= next_poll[0]:
                # the app is busy at times: 10 to 30 ms between polls
                next_poll[0] = c.us + (poll_ms + rng.below(3) * 10) * 1000
                e = b.poll()
                while e >= 0:
                    if kind_of(e) == PRESS:
                        got[0] += 1
                    e = b.poll()

    for _ in range(presses):
        for level, ms in ((0, 150 + rng.below(100)), (1, 250 + rng.below(100))):
            burst = (burst_min + rng.below(burst_max - burst_min + 1)) * 2
            t = 0
            flip = 1 - level
            while t < burst:  # the contact flips every 0.5 to 8 ms
                step = 1 + rng.below(16)
                hold(flip, step)
                flip = 1 - flip
                t += step
            hold(level, ms * 2)
    return got[0]


def test_heavy_chatter_gives_one_click_per_press():
    rng = Rng(39)
    for burst in ((30, 40), (40, 60), (60, 80)):
        assert clicks(rng, 12, burst[0], burst[1]) == 12, burst


def test_a_bounce_like_the_models_still_clicks_once():
    assert clicks(Rng(7), 10, 1, 2) == 10
