# The wheel's drivers built from the board definition (hexbox.hw.build's
# Hardware, on a board with a wheel the game turns): the motor, its gear,
# ramp and stepper, and the index magnet watched during play. Loaded only
# while a wheel's drivers are built: a referee box never holds this code.


def build(hw, w, ix, Pin):
    """hw's wheel drivers for the board's "wheel" w, and its index sensor
    for "index" ix (None: the board has none)."""
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

            hw.motor = PioStepDir(0, p["step"], Pin(p["dir"], Pin.OUT), en,
                                  w.get("enable_active_low", True), inv)
        else:
            hw.motor = StepDir(Pin(p["step"], Pin.OUT), Pin(p["dir"], Pin.OUT), en,
                               w.get("enable_active_low", True), inv)
    else:
        hw.motor = HalfStep([Pin(c, Pin.OUT) for c in p["coils"]], inv)
    g = w["gear"]
    hw.gear = WheelGear(w["steps"], w["microsteps"], g[0], g[1])
    hw.ramp = Ramp(w["max_speed"], w["accel"])
    hw.stepper = Stepper(hw.motor, hw.ramp, hw.clock)
    hw.home_speed = w.get("home_speed", max(w["max_speed"] // 4, 1))
    if ix is not None:
        _index(hw, ix, w, Pin)


def _index(hw, ix, w, Pin):
    from hexbox.hw.index_watch import IndexWatch

    pull = Pin.PULL_UP if ix.get("pull", "up") == "up" else None
    hw.index_pin = Pin(ix["pin"], Pin.IN, pull)
    hw.index_active_low = ix.get("active_low", True)
    g = hw.gear
    # default search: one and a quarter wheel turns
    hw.search_steps = ix.get("search_steps", (5 * g.per_turn_num) // (4 * g.per_turn_den) + 1)
    hw.index_watch = IndexWatch(hw.index_pin, hw.index_active_low, g.per_turn_num,
                                g.per_turn_den, index_tolerance(ix, w))
    hw.stepper.watch = hw.index_watch  # type: ignore


def index_tolerance(ix, w):
    """Microsteps the counted wheel position may be off at the index before
    the box corrects it: board index.tolerance, else four full steps."""
    return ix.get("tolerance", 4 * w["microsteps"])
