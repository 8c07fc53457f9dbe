"""The whole circuit of one board as a schematic (schemdraw), generated from
its board definition: power path, driver with its microstep pins and the
motor coils, index sensor, multiplexers or shift registers with their
sensors, buttons, OLED, the buzzer's transistor, NeoPixels.

The MCU is on the left with every used pin named twice: the GPIO and the
header pin a maker counts ("GP2 / pin 4"). Each part sits to the right of
its pins with straight wires; power pins go up to a named supply symbol
(3V3, 5V, 12V) and down to ground. Written by `python -m host_tools wiring`
as wiring/<board>/schematic.svg and .png.
"""

from typing import Literal

import schemdraw
import schemdraw.elements as elm

from host_tools.hardware import headers

PITCH = 0.9  # vertical distance between pins
X_MCU = 0.0
MCU_W = 4.6
X_PART = 11.0
PART_W = 3.6

# microstep pin levels, sourced: TMC2209 datasheet table "MS2, MS1" and
# the A4988 datasheet microstep table
TMC2209_MS = {8: (0, 0), 16: (1, 1), 32: (1, 0), 64: (0, 1)}  # microsteps -> (MS1, MS2)
A4988_MS = {1: (0, 0, 0), 2: (1, 0, 0), 4: (0, 1, 0), 8: (1, 1, 0), 16: (1, 1, 1)}


class Sheet:
    def __init__(self):
        schemdraw.use("svg")
        self.d = schemdraw.Drawing(show=False)
        self.d.config(fontsize=10, unit=1.6, lw=1.2)

    def line(self, a, b):
        self.d.add(elm.Line().at(a).to(b))

    def dot(self, p):
        self.d.add(elm.Dot(radius=0.07).at(p))

    def text(self, p, s, loc="center", size=10, color="black"):
        """Text at p: centred, or ending at p (loc="right") or starting at it ("left")."""
        halign = "right" if loc == "right" else "left" if loc == "left" else "center"
        self.d.add(elm.Label().at(p).label(s, loc="center", halign=halign, valign="center",
                                           fontsize=size, color=color))

    def box(self, x0, y0, x1, y1, title):
        for a, b in (((x0, y0), (x1, y0)), ((x1, y0), (x1, y1)), ((x1, y1), (x0, y1)),
                     ((x0, y1), (x0, y0))):
            self.line(a, b)
        self.text(((x0 + x1) / 2.0, y0 + 0.45), title, size=11)

    def supply(self, p, name, up=True):
        """A stub from p up to a named supply (or down to ground)."""
        x, y = p
        if name == "GND":
            self.line(p, (x, y - 0.4))
            self.d.add(elm.Ground().at((x, y - 0.4)))
        else:
            self.line(p, (x, y + 0.4))
            self.d.add(elm.Vdd().at((x, y + 0.4)).label(name, fontsize=9))

    def image(self, fmt: Literal["svg", "png"] = "svg") -> bytes:
        return self.d.get_imagedata(fmt)


def _rows(parts):
    """Lay the parts out top to bottom: per part the y of each of its rows."""
    y = 0.0
    out = []
    for p in parts:
        n = max(len(p["left"]), p.get("min_rows", 1))
        ys = [y - 1.6 - PITCH * i for i in range(n)]
        top = y
        bottom = ys[-1] - 0.8
        out.append((p, top, ys, bottom))
        y = bottom - p.get("below", 0.0) - (0.4 if p.get("button") else 2.6)
    return out, y


def parts_for(board):
    """Each part: title, left pins [(label, ("gpio", n) | ("tie", rail))],
    supplies on top, a drawing function for what hangs on its right."""
    out = []
    w = board.get("wheel")
    p = w["pins"] if w is not None else {}
    if w is None:
        pass  # a referee box: no motor
    elif w["driver"] == "stepdir":
        ms = TMC2209_MS.get(w["microsteps"])
        left = [("STEP", ("gpio", p["step"])), ("DIR", ("gpio", p["dir"]))]
        if "enable" in p:
            left.insert(0, ("EN", ("gpio", p["enable"])))
        if ms is not None:
            left += [("MS1", ("tie", "3V3" if ms[0] else "GND")),
                     ("MS2", ("tie", "3V3" if ms[1] else "GND"))]
        out.append({"title": "TMC2209 driver", "left": left, "top": ["VDD 3V3", "VM 12V"],
                    "right": _nema, "min_rows": 6,
                    "note": "1/%d microsteps: MS1 %s, MS2 %s (A4988: MS1-MS3 all to 3V3)"
                    % (w["microsteps"], "high" if ms and ms[0] else "low",
                       "high" if ms and ms[1] else "low")})
    elif w is not None:
        left = [("IN%d" % (i + 1), ("gpio", c)) for i, c in enumerate(p["coils"])]
        out.append({"title": "ULN2003 board", "left": left, "top": ["+ 5V"], "right": _byj,
                    "min_rows": 4, "note": "plug the 28BYJ-48's 5-pin plug into the socket"})
    ix = board.get("index")
    if ix is not None:
        out.append({"title": "DRV5023 index", "left": [("OUT", ("gpio", ix["pin"]))],
                    "top": ["VCC 3V3"], "min_rows": 2,
                    "note": "under the index magnet; the MCU's pull-up holds OUT high"})
    h = board.get("hall")
    if h is not None:
        if h["type"] == "74HC4067":
            for m, sig in enumerate(h["signal"]):
                left = [("S%d" % i, ("gpio", s)) for i, s in enumerate(h["select"])]
                left += [("SIG", ("gpio", sig)), ("EN", ("tie", "GND"))]
                out.append({"title": "74HC4067 mux %d" % m, "left": left, "top": ["VCC 3V3"],
                            "right": _mux_sensors(16 * m, min(16, len(h["map"]) - 16 * m)),
                            "min_rows": 6})
        else:
            chips = (len(h["map"]) + 7) // 8
            left = [("SH/LD", ("gpio", h["load"])), ("CLK", ("gpio", h["clock"])),
                    ("QH", ("gpio", h["data"])), ("CLK INH", ("tie", "GND")),
                    ("SER", ("text", "QH of chip 2"))]
            out.append(
                {
                    "title": "74HC165 chip 1 of %d" % chips,
                    "left": left,
                    "top": ["VCC 3V3"],
                    "right": _sr_sensors(chips),
                    "min_rows": 8,
                    "note": "chips 2-%d alike: SH/LD and CLK shared, QH to SER of the chip before, "
                    "SER of chip %d to GND" % (chips, chips),
                }
            )
    b = board.get("buttons", {})
    for k in ("roll", "confirm", "back", "stop"):
        if k in b:
            out.append({"title": None, "left": [(k.upper(), ("gpio", b[k]))], "button": True,
                        "min_rows": 1})
    d = board.get("display")
    if d is not None:
        out.append(
            {
                "title": "SSD1306 OLED",
                "left": [("SDA", ("gpio", d["sda"])), ("SCL", ("gpio", d["scl"]))],
                "top": ["VCC 3V3"],
                "min_rows": 2,
                "note": "I2C address 0x%02X" % d.get("addr", 60),
            }
        )
    z = board.get("buzzer")
    if z is not None:
        out.append({"title": None, "left": [("BUZZER", ("gpio", z["pin"]))], "buzzer": True,
                    "min_rows": 1, "below": 2.2})
    n = board.get("neopixel")
    if n is not None:
        out.append({"title": "WS2812B x %d" % n["count"], "left": [("DIN", ("gpio", n["pin"]))],
                    "top": ["5V"], "min_rows": 2, "series": "330"})
    return out


def _nema(s, x, ys):
    """Motor coils on A1 A2 (coil A) and B1 B2 (coil B)."""
    pins = ["A1", "A2", "B1", "B2"]
    for i, name in enumerate(pins):
        y = ys[i]
        s.text((x - 0.15, y), name, loc="right", size=9)
        s.line((x, y), (x + 1.2, y))
    for k, coil in enumerate(("coil A", "coil B")):
        y0, y1 = ys[2 * k], ys[2 * k + 1]
        s.line((x + 1.2, y0), (x + 1.2, y0 + 0.1))
        s.d.add(elm.Inductor2(loops=3).at((x + 1.2, y0)).to((x + 1.2, y1)))
        s.text((x + 2.4, (y0 + y1) / 2.0), coil, size=9)
    s.text((x + 2.2, ys[0] + 0.6), "NEMA 17", size=10)


def _byj(s, x, ys):
    """The 28BYJ-48's four half coils from the red common wire."""
    for i in range(4):
        y = ys[i]
        s.text((x - 0.15, y), "OUT%d" % (i + 1), loc="right", size=9)
        s.line((x, y), (x + 0.6, y))
        s.d.add(elm.Inductor2(loops=2).at((x + 0.6, y)).to((x + 2.0, y)))
    s.line((x + 2.0, ys[0]), (x + 2.0, ys[3]))
    for i in range(4):
        s.dot((x + 2.0, ys[i]))
    s.line((x + 2.0, ys[0]), (x + 2.0, ys[0] + 0.7))
    s.d.add(elm.Vdd().at((x + 2.0, ys[0] + 0.7)).label("5V (red)", fontsize=9))
    s.text((x + 1.3, ys[3] - 0.7), "28BYJ-48", size=10)


def _sensor(s, x, y, name, pullup=False):
    """A DRV5023: OUT to the left at (x, y), VCC up, GND down."""
    s.line((x, y), (x + 0.8, y))
    s.box(x + 0.8, y - 0.5, x + 2.8, y + 0.5, "")
    s.text((x + 1.8, y), name, size=8)
    s.supply((x + 1.8, y + 0.5), "3V3")
    s.supply((x + 1.8, y - 0.5), "GND")
    if pullup:
        s.dot((x + 0.4, y))
        s.d.add(
            elm.Resistor().at((x + 0.4, y)).up().length(1.0).label("10k", fontsize=8, loc="bot")
        )
        s.d.add(elm.Vdd().at((x + 0.4, y + 1.0)).label("3V3", fontsize=8))


def _mux_sensors(first, n):
    def draw(s, x, ys):
        s.text((x - 0.15, ys[0]), "C0", loc="right", size=9)
        _sensor(s, x, ys[0], "DRV5023 %d" % first)
        s.text((x - 0.15, ys[4]), "C%d" % (n - 1), loc="right", size=9)
        _sensor(s, x, ys[4], "DRV5023 %d" % (first + n - 1))
        s.text(
            (x + 3.2, (ys[0] + ys[4]) / 2.0),
            "C1-C%d: sensors %d-%d alike" % (n - 2, first + 1, first + n - 2),
            loc="left",
            size=8,
        )
    return draw


def _sr_sensors(chips):
    def draw(s, x, ys):
        s.text((x - 0.15, ys[0]), "H", loc="right", size=9)
        _sensor(s, x, ys[0], "sensor 0", pullup=True)
        s.text((x - 0.15, ys[6]), "A", loc="right", size=9)
        _sensor(s, x, ys[6], "sensor 7", pullup=True)
        s.text((x + 3.2, ys[3]), "G-B: sensors 1-6 alike", loc="left", size=8)
    return draw


def draw(name, board):
    mcu = board["mcu"]
    s = Sheet()
    parts = parts_for(board)
    laid, y_end = _rows(parts)
    # MCU block spanning every row
    top = 0.6
    s.box(X_MCU, y_end + 0.4, X_MCU + MCU_W, top, "")
    s.text((X_MCU + MCU_W / 2.0, top - 0.5), board["name"], size=11)
    s.text((X_MCU + MCU_W / 2.0, top - 1.0), "GPIO / header pin", size=9, color="#555555")
    seen = {}  # gpio -> (y, bus x) of its first wire
    bus_k = 0
    for p, ptop, ys, pbottom in laid:
        title = p.get("title")
        xl = X_PART
        if title:
            s.box(xl, pbottom, xl + PART_W, ptop - 0.9, "")
            s.text((xl, ptop - 0.55), title, loc="left", size=11)
        for i, (label, (kind, v)) in enumerate(p["left"]):
            y = ys[i]
            if kind == "gpio":
                if v in seen:  # a shared line (mux selects): down the bus from its first wire
                    y0, bx = seen[v]
                    if bx is None:
                        bx = X_PART - 1.2 - 0.35 * bus_k
                        bus_k += 1
                        seen[v] = (y0, bx)
                        s.dot((bx, y0))
                    s.line((bx, y0), (bx, y))
                    s.dot((bx, y))
                    s.line((bx, y), (xl, y))
                else:
                    seen[v] = (y, None)
                    s.text((X_MCU + MCU_W - 0.15, y),
                           "%s / %s" % (headers.gpio_name(mcu, v),
                                        headers.label(mcu, headers.pin_of_gpio(mcu, v))),
                           loc="right", size=9)
                    s.line((X_MCU + MCU_W, y), (xl, y))
            elif kind == "tie":
                s.line((xl - 0.9, y), (xl, y))
                if v == "GND":
                    s.d.add(elm.Ground().at((xl - 0.9, y)))
                else:
                    s.d.add(elm.Vdd().at((xl - 0.9, y)).label(v, fontsize=8))
            else:  # a note instead of a wire
                s.line((xl - 0.5, y), (xl, y))
                s.text((xl - 0.6, y), v, loc="right", size=8)
            if p.get("button"):
                s.d.add(elm.Switch().at((xl, y)).right().length(1.6).label(label, fontsize=9))
                s.d.add(elm.Ground().at((xl + 1.6, y)))
            elif p.get("buzzer"):
                _buzzer(s, xl, y)
            elif title:
                if p.get("series") and kind == "gpio":
                    s.text((xl - 1.6, y + 0.3), "%s ohm" % p["series"], size=8)
                s.text((xl + 0.15, y), label, loc="left", size=9)
        if title:
            tops = p.get("top", [])
            for k, t in enumerate(tops):
                x = xl + PART_W * (0.6 + 0.3 * k)
                pin, _, rail = t.rpartition(" ")
                s.text((x + 0.1, ptop - 1.15), pin, size=8, loc="right")
                s.supply((x, ptop - 0.9), rail)
            s.supply((xl + PART_W / 2.0, pbottom), "GND")
            if p.get("right"):
                p["right"](s, xl + PART_W, ys)
            if p.get("note"):
                s.text((xl + PART_W / 2.0 + 0.3, pbottom - 0.35), p["note"], loc="left", size=8,
                       color="#444444")
    _power(s, board, y_end)
    return s


def _buzzer(s, x, y):
    """GPIO -> 1k -> NPN base; the piezo from 3V3 to the collector."""
    s.d.add(elm.Resistor().at((x - 2.2, y)).right().length(1.4).label("1k", fontsize=8))
    s.line((x - 0.8, y), (x, y))
    q = s.d.add(elm.BjtNpn().at((x, y)).anchor("base"))
    s.d.add(elm.Ground().at(q.emitter))
    cx, cy = q.collector
    s.line((cx, cy), (cx, cy + 0.3))
    s.box(cx - 0.6, cy + 0.3, cx + 0.6, cy + 1.1, "")
    s.text((cx, cy + 0.7), "piezo", size=8)
    s.line((cx, cy + 1.1), (cx, cy + 1.4))
    s.d.add(elm.Vdd().at((cx, cy + 1.4)).label("3V3", fontsize=8))
    s.text((x + 1.8, y - 0.2), "NPN S8050 / 2N3904", loc="left", size=8)


def _power(s, board, y_end):
    """The supply row at the bottom: where 12V, 5V and 3V3 come from."""
    mcu = board["mcu"]
    y = y_end - 1.2
    s.text((X_MCU, y), "Power", loc="left", size=12)
    y -= 1.4
    v3 = headers.label(mcu, headers.pin_of_rail(mcu, "3V3"))
    gnd = headers.label(mcu, headers.pin_of_rail(mcu, "GND"))
    w = board.get("wheel")
    if w is not None and w["driver"] == "stepdir":
        vin = headers.label(mcu, headers.pin_of_rail(mcu, "VSYS"))
        s.box(X_MCU, y - 1.6, X_MCU + 3.4, y, "")
        s.text((X_MCU + 1.7, y - 0.8), "12 V 2 A supply", size=10)
        s.line((X_MCU + 3.4, y - 0.5), (X_MCU + 5.0, y - 0.5))
        s.dot((X_MCU + 4.2, y - 0.5))
        s.d.add(elm.Vdd().at((X_MCU + 4.2, y - 0.5)).label("12V (VM, 100 uF to GND)", fontsize=8))
        s.line((X_MCU + 3.4, y - 1.2), (X_MCU + 5.0, y - 1.2))
        s.d.add(elm.Ground().at((X_MCU + 4.2, y - 1.2)))
        s.box(X_MCU + 5.0, y - 1.6, X_MCU + 8.4, y, "")
        s.text((X_MCU + 6.7, y - 0.8), "MP1584 buck, 5.0 V", size=10)
        s.line((X_MCU + 8.4, y - 0.5), (X_MCU + 9.0, y - 0.5))
        s.d.add(
            elm.Diode().at((X_MCU + 9.0, y - 0.5)).right().length(1.6).label("1N5819", fontsize=8)
        )
        s.line((X_MCU + 10.6, y - 0.5), (X_MCU + 12.0, y - 0.5))
        s.d.add(elm.Vdd().at((X_MCU + 10.9, y - 0.5)).label("5V", fontsize=8))
        s.text((X_MCU + 12.1, y - 0.5), "to %s (VSYS / 5V in)" % vin, loc="left", size=9)
        s.line((X_MCU + 8.4, y - 1.2), (X_MCU + 9.0, y - 1.2))
        s.d.add(elm.Ground().at((X_MCU + 9.0, y - 1.2)))
        y -= 2.6
    else:
        vbus = headers.label(mcu, headers.pin_of_rail(mcu, "5V"))
        if w is None:
            s.text((X_MCU, y - 0.3), "5 V 1 A USB supply (or a power bank) into the board's "
                   "USB socket", loc="left", size=9)
        else:
            s.text((X_MCU, y - 0.3), "5 V 2 A USB supply into the board's USB socket; "
                   "5V for the motor from %s (VBUS / 5V)" % vbus, loc="left", size=9)
        y -= 1.2
    s.text((X_MCU, y - 0.3), "3V3 for sensors, muxes, OLED and driver logic: the board's %s "
           "(3V3 out, 300 mA); GND: %s or any GND pin" % (v3, gnd), loc="left", size=9)


def svg(name, board):
    return draw(name, board).image("svg")
