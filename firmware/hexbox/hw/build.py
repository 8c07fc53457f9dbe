# Build the drivers a board definition describes. `machine` and `clock` are
# passed in (the real modules on the device, the simulator's on the host), so
# this is the one place that turns pin numbers into objects.

#
# Given the parts a game drives (its box profile: hexbox.app.boxes), only those
# are built (and their driver modules imported): a game played from the
# menus on a box with a wheel and hall sensors needs neither, so their code
# and buffers stay out of RAM and the wheel's coils are switched off instead
# (park_wheel).

from hexbox.hw.buttons import Buttons
from hexbox.hw.watchdog import feed

BUTTON_NAMES = ("roll", "confirm", "back", "stop")


class Hardware:
    """The drivers of one board; parts the board lacks, or the game does
    not drive, are None. uses: the parts the game drives (None: every part
    the board has)."""

    def __init__(self, board, machine, clock, uses=None, checked=False):
        """checked: the board already passed the board rules for this game
        (the app: the boot self-test checked this very file), so they are
        not loaded again beside the app."""
        if not checked:
            from hexbox.hw import board as boardcheck  # only here: the app unloads it after boot

            boardcheck.validate(board, parts=uses or ())
        feed()  # the next app of a power-on builds its drivers under the watchdog
        self.board = board
        self.clock = clock
        Pin = machine.Pin
        self.motor = self.gear = self.ramp = self.stepper = None  # a referee box has no wheel
        w = board.get("wheel")
        if w is not None and uses is not None and "wheel" not in uses:
            park_wheel(w, machine)
            w = None
        if w is not None:
            self._wheel(w, Pin)
        ix = board.get("index")
        self.index_pin = None
        self.index_watch = None  # the index magnet watched during play (hw/index_watch.py)
        if ix is not None and self.gear is not None:
            pull = Pin.PULL_UP if ix.get("pull", "up") == "up" else None
            self.index_pin = Pin(ix["pin"], Pin.IN, pull)
            self.index_active_low = ix.get("active_low", True)
            # default search: one and a quarter wheel turns
            self.search_steps = ix.get(
                "search_steps", (5 * self.gear.per_turn_num) // (4 * self.gear.per_turn_den) + 1
            )
            self._watch(ix, w)
        self.hall = None
        h = board.get("hall")
        if h is not None and (uses is None or "hall" in uses):
            from hexbox.hw.hall import HallScanner, Mux4067, Shift165

            al = h.get("active_low", True)
            if h["type"] == "74HC4067":
                reader = Mux4067([Pin(s, Pin.OUT) for s in h["select"]],
                                 [Pin(s, Pin.IN, Pin.PULL_UP) for s in h["signal"]], al)
            else:
                reader = Shift165(Pin(h["load"], Pin.OUT), Pin(h["clock"], Pin.OUT),
                                  Pin(h["data"], Pin.IN), al, 8 * ((len(h["map"]) + 7) // 8))
            self.hall = HallScanner(reader, h["map"], h.get("debounce", 3), clock=clock)
        b = board["buttons"]
        names = [n for n in BUTTON_NAMES if n in b]
        self.button_names = tuple(names)
        self.buttons = Buttons([Pin(b[n], Pin.IN, Pin.PULL_UP) for n in names], clock,
                               b.get("active_low", True), 20, b.get("long_ms", 800))
        self.display = None
        d = board.get("display")
        if d is not None:
            from hexbox.hw.display import open_display

            self.display = open_display(machine, d)
        self.buzzer = None
        z = board.get("buzzer")
        if z is not None:
            from hexbox.hw.buzzer import Buzzer

            self.buzzer = Buzzer(machine.PWM(Pin(z["pin"])), clock)

    def _wheel(self, w, Pin):
        from hexbox.hw.motors import HalfStep, StepDir
        from hexbox.hw.ramp import Ramp
        from hexbox.hw.stepper import Stepper, WheelGear

        inv = w.get("invert_dir", False)
        p = w["pins"]
        if w["driver"] == "stepdir":
            en = Pin(p["enable"], Pin.OUT) if "enable" in p else None
            if w.get("pio"):
                # RP2040/RP2350: steps from a PIO state machine (imports rp2)
                from hexbox.hw.pio_step import PioStepDir

                self.motor = PioStepDir(0, p["step"], Pin(p["dir"], Pin.OUT), en,
                                        w.get("enable_active_low", True), inv)
            else:
                self.motor = StepDir(Pin(p["step"], Pin.OUT), Pin(p["dir"], Pin.OUT), en,
                                     w.get("enable_active_low", True), inv)
        else:
            self.motor = HalfStep([Pin(c, Pin.OUT) for c in p["coils"]], inv)
        g = w["gear"]
        self.gear = WheelGear(w["steps"], w["microsteps"], g[0], g[1])
        self.ramp = Ramp(w["max_speed"], w["accel"])
        self.stepper = Stepper(self.motor, self.ramp, self.clock)
        self.home_speed = w.get("home_speed", max(w["max_speed"] // 4, 1))

    def _watch(self, ix, w):
        from hexbox.hw.index_watch import IndexWatch

        g = self.gear
        self.index_watch = IndexWatch(self.index_pin, self.index_active_low, g.per_turn_num,
                                      g.per_turn_den, index_tolerance(ix, w))
        self.stepper.watch = self.index_watch  # type: ignore

    def button(self, name):
        """Index of a named button in Buttons events."""
        return self.button_names.index(name)

    def home(self):
        from hexbox.hw.homing import home

        width = home(self.motor, self.index_pin, self.clock, self.home_speed, self.search_steps,
                     self.index_active_low)
        self.stepper.position = 0
        if self.index_watch is not None:
            self.index_watch.homed(width)
        return width


def index_tolerance(ix, w):
    """Microsteps the counted wheel position may be off at the index before
    the box corrects it: board index.tolerance, else four full steps."""
    return ix.get("tolerance", 4 * w["microsteps"])


def park_wheel(w, machine):
    """The wheel's coils off, without its drivers: the motor driver's enable
    (or the ULN2003's four inputs) low, the RP2 step state machine stopped.
    For a game that does not turn the wheel, and for the fault screen."""
    Pin = machine.Pin
    p = w["pins"]
    if w.get("pio"):
        try:
            import rp2

            rp2.StateMachine(0).active(0)
        except Exception:  # noqa: BLE001  (no PIO here: the pins below still do it)
            pass
    if w.get("driver") == "uln2003":
        for c in p["coils"]:
            Pin(c, Pin.OUT).value(0)
        return
    Pin(p["step"], Pin.OUT).value(0)
    if "enable" in p:
        Pin(p["enable"], Pin.OUT).value(1 if w.get("enable_active_low", True) is not False else 0)
