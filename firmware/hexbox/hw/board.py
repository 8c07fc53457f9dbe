# Board definitions: load board_defs/<board>.json and check it. These checks
# are THE rule set: the device runs them at boot (app/boot.py), the host
# (host_tools/hardware/boards.py) runs the JSON Schema for its JSON paths and then
# these very functions, and a test holds the two to the same verdict on
# generated boards. No jsonschema here: a table of parts and a short loop.
#
# Three layers, each only once the one before it passed:
#   shape    every key known, of the right type and range (_BOARD below);
#   pins     unknown, used twice, flash/PSRAM, strapping, input-only, I2C bus;
#   physics  what the drivers can do: step timing, ramp, gear, homing, and
#            the game's needs (its parts, every field under a hall sensor).
#
# A board dict names every signal by a dotted path ("wheel.step",
# "hall.signal.1", "buttons.roll"); signals() lists them with their direction.

from hexbox.core import jsontext
from hexbox.core.errors import ConfigError
from hexbox.hw.needs import mode  # noqa: F401  (also this module's API)
from hexbox.hw.ramp import Ramp

_IN = "in"
_OUT = "out"
_IO = "io"  # I2C lines: open drain, driven both ways
_LOAD = "load"  # output into a transistor/darlington: its base pulls the line at reset

# --- limits --------------------------------------------------------------------
GPIO_MAX = 48  # the highest GPIO of the supported MCUs (ESP32-S3: GPIO48)
MAX_BOARD_BYTES = 32768  # a board file with the biggest hall map is ~4 KB
MAX_BOARD_DEPTH = 6  # board files nest 4 deep (pins.i2c.0.sda)
# assumed: the fastest step rate the firmware can time. A step costs the
# integer ramp (hw/ramp.py) one next_delay() in MicroPython, some 40 us on a
# 125 MHz RP2040, also with PIO steps (Python feeds the FIFO); 20 kHz leaves
# that margin. Faster, the ramp's delay rounds to 0 us, which ends the move
# early: the wheel would stop off the engine's step.
STEP_RATE_MAX = 20000  # microsteps per second
# assumed: the longest homing search a maker waits for before the box looks
# hung (the search covers search_steps, by default 1.25 wheel turns, at
# home_speed; the shipped boards take 17-25 s)
HOMING_S_MAX = 180
# assumed: the index magnet covers 1/72 of a wheel turn (5 degrees) at the
# sensor. Homing samples the sensor once a microstep, so a microstep must not
# be wider than that arc, or the search can step over the magnet.
INDEX_ARC_PER_TURN = 72
STEPS_MAX = 10000  # full steps per motor revolution (a 0.9 degree motor has 400)
MICROSTEPS_MAX = 256  # the finest step/dir drivers (TMC2209) microstep 1/256
GEAR_MAX = 1 << 24  # numerator or denominator of the exact gear fraction
SMALL_INT = 1 << 30  # wheel positions stay MicroPython small ints below this
SEARCH_MAX = 1 << 24  # index.search_steps
STOP_STEPS_MAX = 1 << 16
LONG_MS_MAX = 60000
NEOPIXELS_MAX = 1024
SENSORS_MAX = 512  # 64 chained 74HC165 (8 inputs each); 74HC4067: 16 per signal line
MUX_SIGNALS_MAX = 8
FIELD_MAX = 511  # a field number in hall.map without a game to compare with
DEBOUNCE_MAX = 15  # scans: a new reading must hold debounce - 1 scan periods

MCUS = ("RP2040", "RP2350", "ESP32-S3", "ESP32")
# display.i2c_hz: the OLED's bus speed. The SSD1306 datasheet rates its I2C at
# 400 kHz (the default); 1 MHz (Fast-mode Plus) only where a board declares
# that its module and wiring take it, on an MCU whose I2C block runs it (the
# RP2040 and RP2350 datasheets list Fast-mode Plus; the ESP32s' list 400 kHz)
I2C_HZS = (100000, 400000, 1000000)
I2C_FAST_PLUS = 1000000
I2C_FAST_PLUS_MCUS = ("RP2040", "RP2350")
ARCHES = ("armv6m", "armv7m", "armv7emsp", "xtensawin")
# the .mpy architectures each MCU runs (mpy-cross -march)
MCU_ARCH = (
    ("RP2040", ("armv6m",)),
    ("RP2350", ("armv7m", "armv7emsp")),
    ("ESP32-S3", ("xtensawin",)),
    ("ESP32", ("xtensawin",)),
)
DRIVERS = ("stepdir", "uln2003")
HALL_TYPES = ("74HC4067", "74HC165")

# --- shape: (key, required, kind, args...) per part ------------------------------
# kinds: "name" non-empty string, "text" any string, "bool", ("int", lo, hi),
# "gpio", "gpios" (list of distinct GPIOs), ("enum", values),
# ("ints", lo, hi, min items, max items), ("obj", spec),
# "reserved" ({"<gpio>": what}), ("buses", spec) ({"<digit>": obj})
_PINS = (
    ("usable", True, "gpios"),
    ("flash", False, "gpios"),
    ("strapping", False, "gpios"),
    ("input_only", False, "gpios"),
    ("reserved", False, "reserved"),
    ("i2c", False, "buses", (("sda", True, "gpios"), ("scl", True, "gpios"))),
)
_WHEEL = (
    ("driver", True, "enum", DRIVERS),
    ("pins", True, "obj", (
        ("step", False, "gpio"),
        ("dir", False, "gpio"),
        ("enable", False, "gpio"),
        ("coils", False, "ints", 0, GPIO_MAX, 4, 4),
    )),
    ("enable_active_low", False, "bool"),
    ("steps", True, "int", 1, STEPS_MAX),
    ("microsteps", True, "int", 1, MICROSTEPS_MAX),
    ("gear", True, "ints", 1, GEAR_MAX, 2, 2),
    ("max_speed", True, "int", 1, STEP_RATE_MAX),
    ("accel", True, "int", 1, STEP_RATE_MAX * STEP_RATE_MAX),
    ("home_speed", False, "int", 1, STEP_RATE_MAX),
    ("slow_speed", False, "int", 1, STEP_RATE_MAX),
    ("stop_steps", False, "int", 0, STOP_STEPS_MAX),
    ("invert_dir", False, "bool"),
    ("pio", False, "bool"),
)
_INDEX = (
    ("pin", True, "gpio"),
    ("active_low", False, "bool"),
    ("pull", False, "enum", ("up", "none")),
    ("search_steps", False, "int", 1, SEARCH_MAX),
    ("tolerance", False, "int", 0, SEARCH_MAX),
)
_HALL = (
    ("type", True, "enum", HALL_TYPES),
    ("select", False, "ints", 0, GPIO_MAX, 4, 4),
    ("signal", False, "ints", 0, GPIO_MAX, 1, MUX_SIGNALS_MAX),
    ("enable", False, "gpio"),
    ("load", False, "gpio"),
    ("clock", False, "gpio"),
    ("data", False, "gpio"),
    ("active_low", False, "bool"),
    ("debounce", False, "int", 1, DEBOUNCE_MAX),
    ("map", True, "ints", -1, FIELD_MAX, 1, SENSORS_MAX),
)
_BUTTONS = (
    ("roll", True, "gpio"),
    ("confirm", False, "gpio"),
    ("back", False, "gpio"),
    ("stop", False, "gpio"),
    ("active_low", False, "bool"),
    ("long_ms", False, "int", 1, LONG_MS_MAX),
)
_DISPLAY = (
    ("type", True, "enum", ("SSD1306",)),
    ("bus", False, "int", 0, 9),
    ("sda", True, "gpio"),
    ("scl", True, "gpio"),
    ("addr", False, "enum", (60, 61)),
    ("width", False, "enum", (128,)),
    ("height", False, "enum", (32, 64)),
    ("i2c_hz", False, "enum", I2C_HZS),
)
_BOARD = (
    ("name", True, "name"),
    ("mcu", True, "enum", MCUS),
    ("mpy_arch", True, "enum", ARCHES),
    ("notes", False, "text"),
    ("pins", True, "obj", _PINS),
    ("wheel", False, "obj", _WHEEL),  # none: a referee box
    ("index", False, "obj", _INDEX),
    ("hall", False, "obj", _HALL),
    ("buttons", True, "obj", _BUTTONS),
    ("display", False, "obj", _DISPLAY),
    ("buzzer", False, "obj", (("pin", True, "gpio"),)),
    ("neopixel", False, "obj", (("pin", True, "gpio"), ("count", True, "int", 1, NEOPIXELS_MAX))),
)
# parts another part needs (the schema's dependentRequired): (part, needs, why)
_NEEDS_PART = (
    ("wheel", "index", "the wheel homes on its index sensor"),
    ("hall", "wheel", "the hall sensors serve the ghost wheel's game"),
)
# pins a part needs by its type: (part, type key, type, keys)
_NEEDS_BY_TYPE = (
    ("wheel", "driver", "stepdir", ("pins.step", "pins.dir")),
    ("wheel", "driver", "uln2003", ("pins.coils",)),
    ("hall", "type", "74HC4067", ("select", "signal")),
    ("hall", "type", "74HC165", ("load", "clock", "data")),
)

def load(path):
    """Read a board definition file; a clear ConfigError when it cannot be
    read or is not JSON (never a traceback: not UTF-8, nested, huge)."""
    try:
        return jsontext.read(path, MAX_BOARD_BYTES, MAX_BOARD_DEPTH)
    except OSError:
        raise ConfigError("board definition %s not found" % path) from None
    except ValueError as e:
        raise ConfigError("board definition %s %s" % (path, e)) from None


# --- shape ---------------------------------------------------------------------

def _is_int(v):
    return isinstance(v, int) and not isinstance(v, bool)


def _is(v, x):
    # exact: True is not 1 and 60.0 is not 60 here
    return type(v) is type(x) and v == x


def _shape(obj, spec, where, errs):
    if not isinstance(obj, dict):
        errs.append(
            "%s must be a JSON object, not %s" % (where or "a board definition", _what(obj))
        )
        return
    pre = where + "." if where else ""
    known = [row[0] for row in spec]
    for k in sorted(k for k in obj if k not in known):
        errs.append("%s%s: unknown key (known: %s)" % (pre, k, ", ".join(known)))
    for row in spec:
        key, required, kind = row[0], row[1], row[2]
        if key not in obj:
            if required:
                errs.append("%s%s is missing" % (pre, key))
            continue
        why = _kind(obj[key], kind, row[3:], pre + key, errs)
        if why:
            errs.append("%s%s must be %s, not %s" % (pre, key, why, _what(obj[key])))


def _kind(v, kind, args, where, errs):
    """None when v is of this kind (nested parts report their own errors),
    else what it must be."""
    if kind == "name":
        return None if isinstance(v, str) and v else "a non-empty string"
    if kind == "text":
        return None if isinstance(v, str) else "a string"
    if kind == "bool":
        return None if isinstance(v, bool) else "true or false"
    if kind == "int":
        lo, hi = args
        return None if _is_int(v) and lo <= v <= hi else "a whole number %d..%d" % (lo, hi)
    if kind == "gpio":
        return None if _is_int(v) and 0 <= v <= GPIO_MAX else "a GPIO number 0..%d" % GPIO_MAX
    if kind == "gpios":
        if not isinstance(v, list) or not all(_is_int(p) and 0 <= p <= GPIO_MAX for p in v):
            return "a list of GPIO numbers 0..%d" % GPIO_MAX
        return None if len(set(v)) == len(v) else "a list of distinct GPIO numbers"
    if kind == "enum":
        for x in args[0]:
            if _is(v, x):
                return None
        return "one of %s" % ", ".join(repr(x) for x in args[0])
    if kind == "ints":
        lo, hi, nmin, nmax = args
        count = "%d" % nmin if nmin == nmax else "%d..%d" % (nmin, nmax)
        if not (isinstance(v, list) and nmin <= len(v) <= nmax
                and all(_is_int(x) and lo <= x <= hi for x in v)):
            return "a list of %s whole numbers %d..%d" % (count, lo, hi)
        return None
    if kind == "obj":
        _shape(v, args[0], where, errs)
        return None
    if kind == "reserved":
        if not (isinstance(v, dict) and all(_digits(k) and isinstance(v[k], str) for k in v)):
            return 'an object {"<GPIO>": "what the board wires there"}'
        return None
    if kind == "buses":
        if not isinstance(v, dict):
            return 'an object {"<bus>": {"sda": [...], "scl": [...]}}'
        for k in sorted(v):
            if not (len(k) == 1 and _digits(k)):
                errs.append("%s.%s: an I2C bus is a single digit" % (where, k))
            else:
                _shape(v[k], args[0], where + "." + k, errs)
        return None
    raise ValueError("unknown kind %r" % (kind,))  # a mistake in the tables above


def _digits(s):
    return isinstance(s, str) and len(s) > 0 and all("0" <= c <= "9" for c in s)


def _what(v):
    if v is None:
        return "null"
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, str):
        return repr(v) if len(v) <= 20 else "a string"
    if isinstance(v, (int, float)):
        return repr(v) if -10 ** 12 < v < 10 ** 12 else "a huge number"
    if isinstance(v, list):
        return "a list"
    if isinstance(v, dict):
        return "an object"
    return type(v).__name__


def shape_problems(board):
    """Keys, types and ranges (what the JSON Schema says), plus the pins
    each part type needs; a list of readable strings."""
    errs = []
    _shape(board, _BOARD, "", errs)
    if errs:
        return errs
    for part, other, why in _NEEDS_PART:
        if part in board and other not in board:
            errs.append("%s is missing (%s)" % (other, why))
    if errs:
        return errs
    for part, key, value, keys in _NEEDS_BY_TYPE:
        p = board.get(part)
        if p is not None and p[key] == value:
            for k in keys:
                d = p
                for step in k.split("."):
                    d = d.get(step) if isinstance(d, dict) else None
                if d is None:
                    errs.append("%s.%s is missing (a %s needs it)" % (part, k, value))
    return errs


# --- pins ----------------------------------------------------------------------

def _pin(out, name, value, direction):
    out.append((name, value, direction))


def signals(board):
    """Every pin the board definition uses: list of (signal, pin, direction).

    Raises ConfigError when a part lacks a pin its type needs."""
    out = []
    w = board.get("wheel")
    if w is not None:
        _wheel_signals(out, w)
    ix = board.get("index")
    if ix is not None:
        _pin(out, "index", _need(_part_dict(ix, "index"), "pin", "index"), _IN)
    h = board.get("hall")
    if h is not None:
        _hall_signals(out, _part_dict(h, "hall"))
    b = board.get("buttons")
    if b is not None:
        b = _part_dict(b, "buttons")
        for k in ("roll", "confirm", "back", "stop"):
            if k in b:
                _pin(out, "buttons." + k, b[k], _IN)
    d = board.get("display")
    if d is not None:
        d = _part_dict(d, "display")
        _pin(out, "display.sda", _need(d, "sda", "display"), _IO)
        _pin(out, "display.scl", _need(d, "scl", "display"), _IO)
    z = board.get("buzzer")
    if z is not None:
        _pin(out, "buzzer", _need(_part_dict(z, "buzzer"), "pin", "buzzer"), _LOAD)
    n = board.get("neopixel")
    if n is not None:
        _pin(out, "neopixel", _need(_part_dict(n, "neopixel"), "pin", "neopixel"), _OUT)
    return out


def _wheel_signals(out, w):
    """The wheel driver's pins: step and direction, or the four coils."""
    p = _part_dict(w.get("pins"), "wheel.pins")
    drv = w.get("driver")
    if drv == "stepdir":
        _pin(out, "wheel.step", _need(p, "step", "wheel.pins"), _OUT)
        _pin(out, "wheel.dir", _need(p, "dir", "wheel.pins"), _OUT)
        if "enable" in p:
            _pin(out, "wheel.enable", p["enable"], _OUT)
    elif drv == "uln2003":
        coils = _need(p, "coils", "wheel.pins")
        if not isinstance(coils, list) or len(coils) != 4:
            raise ConfigError("wheel.pins.coils must list 4 pins (IN1..IN4 of the ULN2003)")
        for i in range(4):
            _pin(out, "wheel.coil.%d" % (i + 1), coils[i], _LOAD)
    else:
        raise ConfigError("wheel.driver must be \"stepdir\" or \"uln2003\", not %r" % (drv,))


def _hall_signals(out, h):
    """The hall scanner's pins: a 74HC4067's selects and signals, or a 74HC165 chain's."""
    t = h.get("type")
    if t == "74HC4067":
        sel = _need(h, "select", "hall")
        if not isinstance(sel, list) or len(sel) != 4:
            raise ConfigError("hall.select must list the 4 select pins S0..S3 of the 74HC4067")
        for i in range(4):
            _pin(out, "hall.select.%d" % i, sel[i], _OUT)
        sig = _need(h, "signal", "hall")
        if not isinstance(sig, list) or not sig:
            raise ConfigError("hall.signal must list one input pin per 74HC4067")
        for i in range(len(sig)):
            _pin(out, "hall.signal.%d" % i, sig[i], _IN)
        if "enable" in h:
            _pin(out, "hall.enable", h["enable"], _OUT)
    elif t == "74HC165":
        _pin(out, "hall.load", _need(h, "load", "hall"), _OUT)
        _pin(out, "hall.clock", _need(h, "clock", "hall"), _OUT)
        _pin(out, "hall.data", _need(h, "data", "hall"), _IN)
    else:
        raise ConfigError("hall.type must be \"74HC4067\" or \"74HC165\", not %r" % (t,))


def _part_dict(d, where):
    if not isinstance(d, dict):
        raise ConfigError("%s is missing or not an object" % where)
    return d


def _need(d, key, where):
    if key not in d:
        raise ConfigError("%s.%s is missing" % (where, key))
    return d[key]


def _check_pins(board):
    errs = []
    pins = board["pins"]
    usable = pins["usable"]
    flash = pins.get("flash", ())
    strap = pins.get("strapping", ())
    inonly = pins.get("input_only", ())
    reserved = pins.get("reserved", {})
    seen = {}
    for name, pin, direction in signals(board):
        if pin in flash:
            errs.append(
                "%s: GPIO%d is wired to the flash/PSRAM chip; using it crashes the board"
                % (name, pin)
            )
        elif str(pin) in reserved:
            errs.append("%s: GPIO%d is taken on this board (%s)" % (name, pin, reserved[str(pin)]))
        elif pin not in usable:
            errs.append("%s: GPIO%d is not a usable pin of %s" % (name, pin, board["name"]))
        if pin in inonly and direction != _IN:
            errs.append("%s: GPIO%d is input-only and cannot drive an output" % (name, pin))
        if pin in strap and direction != _OUT:
            # an input part (button, sensor, pulled-up bus) or a transistor
            # load holds the line at reset and can change the boot mode; a
            # logic input (driver STEP/DIR, mux select, LED data) does not
            errs.append("%s: GPIO%d is a strapping pin; only a logic-level output may use it"
                        % (name, pin))
        if pin in seen:
            errs.append("%s: GPIO%d is already used by %s" % (name, pin, seen[pin]))
        else:
            seen[pin] = name
    return errs


def _check_i2c(board):
    d = board.get("display")
    if d is None:
        return []
    errs = []
    if d.get("i2c_hz") == I2C_FAST_PLUS and board["mcu"] not in I2C_FAST_PLUS_MCUS:
        errs.append("display.i2c_hz: %s cannot run I2C at 1 MHz (Fast-mode Plus: %s only)"
                    % (board["mcu"], ", ".join(I2C_FAST_PLUS_MCUS)))
    buses = board["pins"].get("i2c")
    if buses is None:
        return errs
    bus = buses.get(str(d.get("bus", 0)))
    if bus is None:
        return errs + [
            "display.bus: I2C bus %r does not exist on %s" % (d.get("bus", 0), board["mcu"])
        ]
    for line in ("sda", "scl"):
        if d[line] not in bus[line]:
            errs.append("display.%s: GPIO%d cannot be %s of I2C%d (allowed: %s)"
                        % (line, d[line], line.upper(), d.get("bus", 0),
                           ", ".join(str(p) for p in bus[line])))
    return errs


# --- physics and the game ----------------------------------------------------------

def turn_steps(board):
    """Microsteps per wheel turn as an exact fraction (num, den)."""
    w = board["wheel"]
    return w["steps"] * w["microsteps"] * w["gear"][0], w["gear"][1]


def _check_mcu(board):
    errs = []
    for mcu, arches in MCU_ARCH:
        if mcu == board["mcu"] and board["mpy_arch"] not in arches:
            errs.append("mpy_arch: a %s runs %s code, not %s"
                        % (mcu, " or ".join(arches), board["mpy_arch"]))
    w = board.get("wheel")
    if w is None:
        return errs  # a referee box
    if w.get("pio") and not (board["mcu"].startswith("RP") and w["driver"] == "stepdir"):
        errs.append("wheel.pio: PIO step generation needs an RP2040/RP2350 and a step/dir driver")
    if "enable" in w["pins"] and w["driver"] != "stepdir":
        errs.append("wheel.pins.enable: only a step/dir driver has an enable input")
    return errs


def _check_motion(board, notches):
    """The step timing, the ramp, the gear and homing: what the drivers can
    do. notches: wheel notches per turn the game counts in (1 without one)."""
    errs = []
    w = board.get("wheel")
    if w is None:
        return errs  # a referee box: nothing moves
    num, den = turn_steps(board)
    if num >= SMALL_INT:
        errs.append("wheel: steps x microsteps x gear numerator is %d; keep it under 2^30 "
                    "(reduce the gear fraction)" % num)
    if num < 2 * notches * den:
        # the engine's own rule for a wheel (a game's motor table)
        errs.append("wheel.gear %d/%d gives %d/%d microsteps per wheel turn: %s must be at "
                    "least 2 motor steps" % (w["gear"][0], den, num, den,
                                             "a notch (1/%d turn)" % notches if notches > 1
                                             else "a turn"))
    if board.get("index") is not None and num < INDEX_ARC_PER_TURN * den:
        errs.append("wheel: %d/%d microsteps per wheel turn is too coarse for the index "
                    "magnet (1/%d turn): homing could step over it; use at least %d"
                    % (num, den, INDEX_ARC_PER_TURN, INDEX_ARC_PER_TURN))
    vmax = w["max_speed"]
    r = Ramp(vmax, w["accel"])
    if r.c0 < r.cmin:
        # the first step from rest would already be faster than max_speed:
        # the ramp clamps it, so the motor starts at full speed and stalls
        errs.append("wheel.accel %d reaches max_speed %d within the first step: the motor "
                    "cannot start that fast (at most about %d)"
                    % (w["accel"], vmax, (914 * vmax * vmax) // 1000))
    for k in ("home_speed", "slow_speed"):
        if k in w and w[k] > vmax:
            errs.append("wheel.%s %d is faster than max_speed %d" % (k, w[k], vmax))
    tol = board["index"].get("tolerance")
    if tol is not None and tol * den * INDEX_ARC_PER_TURN >= num:
        errs.append("index.tolerance %d is not less than the index magnet's arc (%d/%d "
                    "microsteps): a wheel that slipped that far would go unseen"
                    % (tol, num, den * INDEX_ARC_PER_TURN))
    ss = board["index"].get("search_steps")
    if ss is not None and ss * den < num:
        errs.append("index.search_steps %d is less than a wheel turn (%d microsteps): homing "
                    "could miss the magnet" % (ss, -(-num // den)))
    # the search as hw/build.py and hw/homing.py make it (same defaults)
    home = w.get("home_speed", max(vmax // 4, 1))
    search = ss if ss is not None else (5 * num) // (4 * den) + 1
    if search > home * HOMING_S_MAX:
        errs.append("homing searches %d microsteps at %d/s, over %d s: raise wheel.home_speed "
                    "(or lower index.search_steps)" % (search, home, HOMING_S_MAX))
    return errs


def _check_hall(board, fields):
    h = board.get("hall")
    if h is None:
        return []
    errs = []
    m = h["map"]
    if h["type"] == "74HC4067" and len(m) > 16 * len(h["signal"]):
        errs.append("hall.map has %d sensors but the muxes read only %d"
                    % (len(m), 16 * len(h["signal"])))
    top = FIELD_MAX + 1 if fields is None else fields
    seen = bytearray(top)
    twice = []
    beyond = []
    for i in range(len(m)):
        f = m[i]
        if f >= top:
            beyond.append("sensor %d: %d" % (i, f))
        elif f >= 0:
            if seen[f]:
                twice.append(f)
            seen[f] = 1
    if twice:
        errs.append(
            "hall.map: field %s is mapped to two sensors" % ", ".join(str(f) for f in twice[:8])
        )
    if beyond:
        errs.append("hall.map names fields the game board lacks (it has %d, 0..%d): %s"
                    % (top, top - 1, ", ".join(beyond[:4]) + (" ..." if len(beyond) > 4 else "")))
    if fields is not None:
        missing = [f for f in range(fields) if not seen[f]]
        if missing:
            errs.append(
                "hall.map: field%s %s ha%s no sensor (every field of the board needs one)"
                % (
                    "s" if len(missing) > 1 else "",
                    ", ".join(str(f) for f in missing[:8]) + (" ..." if len(missing) > 8 else ""),
                    "ve" if len(missing) > 1 else "s",
                )
            )
    return errs


def _has(board, part):
    if "." in part:
        top, sub = part.split(".", 1)
        return sub in board.get(top, {})
    return part in board


def problems(board, game=None, facts=None, parts=()):
    """All problems found, as a list of readable strings (empty when fine).

    game: the name of the game the box plays (for the messages); parts: the
    parts it drives, which must be there; facts: what the rules need to know
    of that game's board, {"fields": n} (every field 0..n-1 under exactly one
    hall sensor) and {"notches": k} (a notch at least 2 motor steps). The
    game's box profile gives both (hexbox.app.boxes, asked by app/boot.py)."""
    errs = shape_problems(board)
    if errs:
        return errs
    facts = facts or {}
    errs = _check_pins(board)
    errs.extend(_check_i2c(board))
    errs.extend(_check_mcu(board))
    errs.extend(_check_motion(board, facts.get("notches", 1)))
    errs.extend(_check_hall(board, facts.get("fields") if mode(board) == "full" else None))
    for part in parts:
        if not _has(board, part):
            errs.append("%s (%s mode) needs %s, which this board does not define"
                        % (game or "the game", mode(board), part))
    return errs


def validate(board, game=None, facts=None, parts=()):
    """Raise one ConfigError listing every problem; return the board if fine."""
    errs = problems(board, game, facts, parts)
    if errs:
        raise ConfigError(
            "board %s: %s"
            % (board.get("name", "?") if isinstance(board, dict) else "?", "; ".join(errs))
        )
    return board
