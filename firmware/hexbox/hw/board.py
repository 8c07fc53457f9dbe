# Board definitions on the device: load board_defs/<board>.json and check it
# at boot. The host runs the JSON Schema first (host_tools/boards.py) and then
# these same checks, so the rules live in one place. No jsonschema here: a
# short loop over the signals is all a microcontroller needs.
#
# A board dict names every signal by a dotted path ("wheel.step",
# "hall.signal.1", "buttons.roll"); signals() lists them with their direction.

import json

from hexbox.core.errors import ConfigError

_IN = "in"
_OUT = "out"
_IO = "io"  # I2C lines: open drain, driven both ways
_LOAD = "load"  # output into a transistor/darlington: its base pulls the line at reset

# What each game needs on the board. Parts are top-level keys; "buttons.x"
# names one button. A game not listed needs the generic referee set.
_REFEREE = ("buttons.roll", "buttons.confirm", "buttons.back", "display")
_GAME_NEEDS = (
    # (game, mode, parts and buttons); mode from mode(board)
    ("spuknacht", "full", ("wheel", "index", "hall") + _REFEREE),
    # dice-and-wheel build (no hall scanner): roll and turn, stop at will
    ("spuknacht", "dice_wheel", ("wheel", "index", "buttons.roll")),
)


def load(path):
    """Read a board definition file; a clear ConfigError when it is not JSON."""
    try:
        with open(path) as f:
            return json.load(f)
    except OSError:
        raise ConfigError("board definition %s not found" % path) from None
    except ValueError as e:
        raise ConfigError("board definition %s is not valid JSON: %s" % (path, e)) from None


def mode(board):
    """Which box this is: "full" (wheel and hall sensors under the fields),
    "dice_wheel" (a wheel, no hall sensors) or "referee" (buttons, OLED and
    buzzer only: every game from the menus)."""
    if "wheel" not in board:
        return "referee"
    return "full" if "hall" in board else "dice_wheel"


def needs(game, board):
    """Parts and buttons `game` needs on this board (tuple of names)."""
    m = mode(board)
    for g, gm, parts in _GAME_NEEDS:
        if g == game and gm == m:
            return parts
    return _REFEREE


def _pin(out, name, value, direction):
    out.append((name, value, direction))


def signals(board):
    """Every pin the board definition uses: list of (signal, pin, direction).

    Raises ConfigError when a part lacks a pin its type needs."""
    out = []
    w = board.get("wheel")
    if w is not None:
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
    ix = board.get("index")
    if ix is not None:
        _pin(out, "index", _need(ix, "pin", "index"), _IN)
    h = board.get("hall")
    if h is not None:
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
    b = board.get("buttons")
    if b is not None:
        for k in ("roll", "confirm", "back", "stop"):
            if k in b:
                _pin(out, "buttons." + k, b[k], _IN)
    d = board.get("display")
    if d is not None:
        _pin(out, "display.sda", _need(d, "sda", "display"), _IO)
        _pin(out, "display.scl", _need(d, "scl", "display"), _IO)
    z = board.get("buzzer")
    if z is not None:
        _pin(out, "buzzer", _need(z, "pin", "buzzer"), _LOAD)
    n = board.get("neopixel")
    if n is not None:
        _pin(out, "neopixel", _need(n, "pin", "neopixel"), _OUT)
    return out


def _part_dict(d, where):
    if not isinstance(d, dict):
        raise ConfigError("%s is missing or not an object" % where)
    return d


def _need(d, key, where):
    if key not in d:
        raise ConfigError("%s.%s is missing" % (where, key))
    return d[key]


def problems(board, game=None):
    """All problems found, as a list of readable strings (empty when fine)."""
    errs = []
    if not isinstance(board, dict):
        return ["a board definition must be a JSON object"]
    for k in ("name", "mcu", "mpy_arch", "pins"):
        if k not in board:
            errs.append("missing key %r" % k)
    if errs:
        return errs
    pins = board["pins"]
    usable = pins.get("usable", ())
    flash = pins.get("flash", ())
    strap = pins.get("strapping", ())
    inonly = pins.get("input_only", ())
    reserved = pins.get("reserved", {})
    try:
        sigs = signals(board)
    except ConfigError as e:
        return [str(e)]
    seen = {}
    for name, pin, direction in sigs:
        if not isinstance(pin, int) or isinstance(pin, bool):
            errs.append("%s: pin must be a GPIO number, not %r" % (name, pin))
            continue
        if pin in flash:
            errs.append("%s: GPIO%d is wired to the flash/PSRAM chip; using it crashes the board" % (name, pin))
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
    errs.extend(_check_i2c(board))
    errs.extend(_check_parts(board))
    if game is not None:
        for part in needs(game, board):
            if not _has(board, part):
                errs.append("%s (%s mode) needs %s, which this board does not define"
                            % (game, mode(board), part))
    return errs


def _has(board, part):
    if "." in part:
        top, sub = part.split(".", 1)
        return sub in board.get(top, {})
    return part in board


def _check_i2c(board):
    d = board.get("display")
    buses = board["pins"].get("i2c")
    if d is None or buses is None:
        return []
    bus = buses.get(str(d.get("bus", 0)))
    if bus is None:
        return ["display.bus: I2C bus %r does not exist on %s" % (d.get("bus"), board["mcu"])]
    errs = []
    for line in ("sda", "scl"):
        if d.get(line) not in bus[line]:
            errs.append("display.%s: GPIO%r cannot be %s of I2C%s (allowed: %s)"
                        % (line, d.get(line), line.upper(), d.get("bus", 0),
                           ", ".join(str(p) for p in bus[line])))
    return errs


def _check_parts(board):
    # the numbers a driver divides by or counts with
    errs = []
    w = board.get("wheel")
    if w is not None:
        g = w.get("gear")
        if not (isinstance(g, list) and len(g) == 2 and _posint(g[0]) and _posint(g[1])):
            errs.append("wheel.gear must be an exact fraction [num, den] of positive ints")
        for k in ("steps", "microsteps", "max_speed", "accel"):
            if not _posint(w.get(k)):
                errs.append("wheel.%s must be a positive integer" % k)
        if w.get("pio") and not (board["mcu"].startswith("RP") and w.get("driver") == "stepdir"):
            errs.append("wheel.pio: PIO step generation needs an RP2040/RP2350 and a step/dir driver")
    h = board.get("hall")
    if h is not None:
        m = h.get("map")
        cap = 16 * len(h.get("signal", ())) if h.get("type") == "74HC4067" else 8 * 64
        if not isinstance(m, list) or not m:
            errs.append("hall.map must list the field of each sensor (-1 for none)")
        else:
            if len(m) > cap:
                errs.append("hall.map has %d sensors but the muxes read only %d" % (len(m), cap))
            fields = [f for f in m if f != -1]
            for f in m:
                if not isinstance(f, int) or f < -1:
                    errs.append("hall.map: %r is not a field number (or -1)" % (f,))
                    break
            if len(set(fields)) != len(fields):
                errs.append("hall.map: a field is mapped to two sensors")
    return errs


def _posint(v):
    return isinstance(v, int) and not isinstance(v, bool) and v > 0


def validate(board, game=None):
    """Raise one ConfigError listing every problem; return the board if fine."""
    errs = problems(board, game)
    if errs:
        raise ConfigError("board %s: %s" % (board.get("name", "?") if isinstance(board, dict) else "?",
                                            "; ".join(errs)))
    return board
