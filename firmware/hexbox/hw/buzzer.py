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
        for f, ms in tune:
            self.tone(f, ms)

