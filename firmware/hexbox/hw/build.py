# Build the drivers a board definition describes. `machine` and `clock` are
# passed in (the real modules on the device, the simulator's on the host), so
# this is the one place that turns pin numbers into objects.

#
# Given the parts a game drives (its box profile: hexbox.app.boxes), only those
# are built (and their driver modules imported): a game played from the
# menus on a box with a wheel and hall sensors needs neither, so their code
# and buffers stay out of RAM and the wheel's coils are switched off instead
# (park_wheel).

from hexbox.core.heap import unload
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
        self.index_pin = None
        self.index_watch = None  # the index magnet watched during play (hw/index_watch.py)
        self.index_active_low = True
        self.search_steps = self.home_speed = 0  # the wheel's homing (hw/wheel_build.py)
        if w is not None:
            # its own module: a box without a wheel never loads that code
            from hexbox.hw.wheel_build import build as build_wheel

            build_wheel(self, w, board.get("index"), Pin)
            unload(("hexbox.hw.wheel_build",))  # built: the drivers hold what they need
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

    def button(self, name):
        """Index of a named button in Buttons events."""
        return self.button_names.index(name)

    def home(self):
        from hexbox.hw.homing import home

        width = home(self.motor, self.index_pin, self.clock, self.home_speed, self.search_steps,
                     self.index_active_low)
        self.stepper.position = 0  # pyright: ignore[reportOptionalMemberAccess, reportAttributeAccessIssue]  (built: wheel_build)
        if self.index_watch is not None:
            self.index_watch.homed(width)
        return width


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
