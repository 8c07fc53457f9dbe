# The STOP latch: an edge interrupt on the buttons that halts the wheel.
#
# A polled button is read every 10 ms; at the slow dice-mode speed the wheel
# makes two steps in that time. So the buttons also get a pin interrupt,
# and the handler does what micropython-async advises for an ISR: it only
# sets a flag and stamps the time (no allocation, no driver calls, safe as
# a hard IRQ). The stepper's move loop reads the flag before every step
# (Stepper.move(should_stop=latch.triggered)) and brakes within the
# configured number of steps: the wheel halts within one motor step.
#
# Every button stops the wheel ("STOP, or any button"): in a hurry a player
# presses whatever is under the thumb. The latch only listens while armed,
# so a press between turns is left to the polled Buttons driver.
#
# A pin has one interrupt handler: when the Buttons driver already owns the
# pins' interrupts (it timestamps edges so no click is lost), the latch
# listens through its on_press hook instead of taking them over.


class StopLatch:
    def __init__(self, pins, clock, active_low=True, buttons=None):
        self.pins = tuple(pins)
        self.clock = clock
        self.armed = False
        self.hit = False
        self.at_us = 0  # ticks_us of the first edge while armed
        self.pin = None  # the pin that fired
        self._isr = self._edge  # bind once: a bound method made in the ISR would allocate
        if buttons is not None:
            buttons.on_press = self._isr
            return
        for p in self.pins:
            trig = p.IRQ_FALLING if active_low else p.IRQ_RISING
            try:
                p.irq(self._isr, trig, hard=True)
            except (TypeError, ValueError):  # a port without hard IRQs on pins
                p.irq(self._isr, trig)

    def _edge(self, pin):
        if self.armed and not self.hit:
            self.at_us = self.clock.ticks_us()
            self.pin = pin
            self.hit = True

    def arm(self):
        """Listen from now on (before a turn); forget any earlier edge."""
        self.hit = False
        self.pin = None
        self.armed = True

    def disarm(self):
        self.armed = False

    def triggered(self):
        """True once an edge came while armed (the stepper's should_stop)."""
        return self.hit
