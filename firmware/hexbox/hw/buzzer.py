# Piezo buzzer on a PWM pin: tones and short tunes (contact, error, win).

# (frequency Hz, milliseconds); 0 Hz = a rest
CONTACT = ((1568, 80), (0, 40), (1568, 80))
ERROR = ((220, 250),)
CLICK = ((2000, 15),)
WIN = ((523, 120), (659, 120), (784, 120), (1047, 300))
LOSE = ((392, 200), (330, 200), (262, 400))

_HALF = 32768  # duty_u16 for a square wave, the loudest a piezo gets


class Buzzer:
    def __init__(self, pwm, clock):
        self.pwm = pwm
        self.clock = clock
        self.tune = None  # the tune start() began, played on by update()
        self.note = 0
        self.until = 0  # ticks_ms: when the note sounding now ends
        pwm.duty_u16(0)

    def on(self, freq):
        if freq <= 0:
            self.off()
            return
        self.pwm.freq(freq)
        self.pwm.duty_u16(_HALF)

    def off(self):
        self.pwm.duty_u16(0)

    def tone(self, freq, ms):
        """Blocking tone."""
        self.on(freq)
        self.clock.sleep_ms(ms)
        self.off()

    def play(self, tune):
        """Blocking: for the self-test and the fault screen, where nothing else runs."""
        for f, ms in tune:
            self.tone(f, ms)

    def start(self, tune):
        """Begin a tune and return at once: the app's poll calls update(),
        which plays the next notes on time (a blocking tune held a press
        for up to 660 ms)."""
        self.tune = tune
        self.note = -1
        self.until = self.clock.ticks_ms()
        self.update()

    def update(self):
        t = self.tune
        if t is None:
            return
        clock = self.clock
        now = clock.ticks_ms()
        if clock.ticks_diff(now, self.until) < 0:
            return
        self.note += 1
        if self.note >= len(t):
            self.stop()
            return
        f, ms = t[self.note]
        self.on(f)
        self.until = clock.ticks_add(now, ms)

    def stop(self):
        self.tune = None
        self.off()

