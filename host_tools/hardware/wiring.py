"""Wiring documents generated from board_defs/: pin table, bill of materials
with rough prices, a wireviz diagram and a full schematic (SVG + PNG) per
board, under wiring/<board>/. Every GPIO is named with the header pin a
maker counts on the board (host_tools/hardware/headers.py).

    python -m host_tools wiring            write every board
    python -m host_tools wiring pico       one board
    python -m host_tools wiring --check    exit 1 when the committed text files are stale

The text files (pins.md, bom.md, wiring.yml, schematic.svg) are the reviewed
source and are checked for staleness; the pictures are rendered from
wiring.yml by wireviz (needs graphviz `dot`) and from schematic.svg by cairosvg.
"""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile

from hexbox.games import found
from host_tools.hardware import boards, headers

ROOT = boards.ROOT
OUT = os.path.join(ROOT, "wiring")
TEXT_FILES = ("pins.md", "bom.md", "wiring.yml", "schematic.svg")

# Concrete parts. assumed: common, cheap, 3.3 V-friendly choices a maker can
# buy in 2026; swap freely, the pins stay the same.
MCU_PART = {
    "RP2040": "Raspberry Pi Pico (RP2040, SC0915), with headers",
    "RP2350": "Raspberry Pi Pico 2 (RP2350, SC1631), with headers",
    "ESP32-S3": "Espressif ESP32-S3-DevKitC-1-N8R8",
    "ESP32": "Espressif ESP32-DevKitC-32E",
}
HALL_SENSOR = ("TI DRV5023-FA (TO-92), unipolar hall switch, open drain, 2.5-38 V; "
               "reacts to a south pole at its printed face only, so the ghost magnets on the "
               "wheel, mounted north DOWN (toward the sensors), are ignored")
MAGNET = "neodymium disc magnet 6 x 2 mm, N35"
BUTTON = "12 x 12 mm tactile switch with cap (Omron B3F-4055 or similar)"
OLED = "0.96 inch SSD1306 OLED, 128 x 64, I2C, 4 pins (GND VCC SCL SDA), 3.3 V"
BUZZER = "passive piezo buzzer 12 mm (CUI CEM-1203(42)) + S8050/2N3904 NPN + 1 kOhm base resistor"

SIGNAL_COLORS = ("YE", "GN", "BU", "OG", "VT", "BN", "TQ", "PK", "GY", "WH", "LB", "OL")


def parts_of(board):
    """The board's parts as (id, title, [(label, source)]); source is
    ("gpio", n) or ("rail", name). One list feeds table, diagram and BOM."""
    out = []
    w = board.get("wheel")
    p = w["pins"] if w is not None else {}
    if w is None:
        pass  # a referee box: no motor
    elif w["driver"] == "stepdir":
        pins = [("STEP", ("gpio", p["step"])), ("DIR", ("gpio", p["dir"]))]
        if "enable" in p:
            pins.append(("EN", ("gpio", p["enable"])))
        pins += [("VDD", ("rail", "3V3")), ("GND", ("rail", "GND"))]
        out.append(("DRIVER", "TMC2209 step-stick (or A4988): wheel motor driver", pins))
    else:
        pins = [("IN%d" % (i + 1), ("gpio", c)) for i, c in enumerate(p["coils"])]
        pins += [("+5V", ("rail", "5V")), ("GND", ("rail", "GND"))]
        out.append(("ULN2003", "ULN2003 board, 28BYJ-48 plugged into its socket", pins))
    ix = board.get("index")
    if ix is not None:
        out.append(
            (
                "INDEX",
                "index hall sensor (DRV5023) under the wheel",
                [("OUT", ("gpio", ix["pin"])), ("VCC", ("rail", "3V3")), ("GND", ("rail", "GND"))],
            )
        )
    h = board.get("hall")
    if h is not None:
        if h["type"] == "74HC4067":
            for m, sig in enumerate(h["signal"]):
                pins = [("S%d" % i, ("gpio", s)) for i, s in enumerate(h["select"])]
                pins += [("SIG", ("gpio", sig)), ("EN", ("rail", "GND")),
                         ("VCC", ("rail", "3V3")), ("GND", ("rail", "GND"))]
                out.append(
                    ("MUX%d" % m, "74HC4067 mux %d: sensors %d-%d" % (m, 16 * m, 16 * m + 15), pins)
                )
        else:
            n = (len(h["map"]) + 7) // 8
            out.append(
                (
                    "SR1",
                    "74HC165 chain of %d (first chip; the others daisy-chain Q7 to DS)" % n,
                    [
                        ("PL", ("gpio", h["load"])),
                        ("CP", ("gpio", h["clock"])),
                        ("Q7", ("gpio", h["data"])),
                        ("CE", ("rail", "GND")),
                        ("VCC", ("rail", "3V3")),
                        ("GND", ("rail", "GND")),
                    ],
                )
            )
    b = board.get("buttons", {})
    pins = [(k.upper(), ("gpio", b[k])) for k in ("roll", "confirm", "back", "stop") if k in b]
    out.append(
        ("BUTTONS", "push buttons to GND (internal pull-ups)", pins + [("COM", ("rail", "GND"))])
    )
    d = board.get("display")
    if d is not None:
        out.append(("OLED", "SSD1306 OLED, I2C address 0x%02X" % d.get("addr", 0x3C),
                    [("GND", ("rail", "GND")), ("VCC", ("rail", "3V3")),
                     ("SCL", ("gpio", d["scl"])), ("SDA", ("gpio", d["sda"]))]))
    z = board.get("buzzer")
    if z is not None:
        out.append(
            (
                "BUZZER",
                "piezo buzzer through an NPN transistor",
                [
                    ("BASE (1k)", ("gpio", z["pin"])),
                    ("+", ("rail", "3V3")),
                    ("GND", ("rail", "GND")),
                ],
            )
        )
    n = board.get("neopixel")
    if n is not None:
        out.append(
            (
                "NEOPIXEL",
                "WS2812B LEDs x %d" % n["count"],
                [("DIN", ("gpio", n["pin"])), ("5V", ("rail", "5V")), ("GND", ("rail", "GND"))],
            )
        )
    return out


def _gpio_name(board, n):
    return headers.gpio_name(board["mcu"], n)


def _header_pin(board, n):
    return headers.label(board["mcu"], headers.pin_of_gpio(board["mcu"], n))


def _rail_pin(board, rail):
    return headers.label(board["mcu"], headers.pin_of_rail(board["mcu"], rail))


# Rough prices, EUR per unit, single quantities from a maker shop in 2026.
# assumed: a guide for a budget, not a quote; shop around.
PRICES = {
    "RP2040": 5.50, "RP2350": 6.50, "ESP32-S3": 15.00, "ESP32": 10.00,
    "nema17": 9.00, "tmc2209": 5.00, "cap100u": 0.20, "psu12": 8.00, "buck": 1.50,
    "jack": 0.80, "schottky": 0.10, "byj": 2.50, "uln2003": 1.20, "psu5": 6.00,
    "hall": 0.80, "magnet": 0.10, "mux": 5.00, "hc165": 0.60, "rnet": 0.30, "cap100n": 0.05,
    "button": 0.30, "oled": 4.00, "buzzer": 1.00, "ws2812": 0.25, "wiring": 6.00,
    "filament_g": 0.025, "bolt": 0.10, "nut": 0.05,
}


def pin_table(name, board):
    rows = []
    for pid, title, pins in parts_of(board):
        for label, (kind, v) in pins:
            if kind == "gpio":
                rows.append((v, pid, label, title))
    rows.sort()
    lines = [
        "# %s: pin table" % board["name"],
        "",
        "Generated by `python -m host_tools wiring` from `board_defs/%s.json`; do not edit." % name,
        "",
        "MCU: %s, MicroPython arch `%s`." % (board["mcu"], board["mpy_arch"]),
        "",
    ]
    if board.get("notes"):
        lines += [board["notes"], ""]
    lines += ["The header pin is the one you count on the board itself (pin 1 is marked on it).",
              "The full circuit is in [schematic.svg](schematic.svg).", "",
              "| GPIO | header pin | part | pin | what |", "|---|---|---|---|---|"]
    for gpio, pid, label, title in rows:
        lines.append(
            "| %s | %s | %s | %s | %s |"
            % (_gpio_name(board, gpio), _header_pin(board, gpio), pid, label, title)
        )
    w = board.get("wheel")
    if w is None:
        five = "the board runs from its USB socket (a 5 V 1 A supply or a power bank)"
    elif w["driver"] == "stepdir":
        five = ("5V parts to the 5 V buck module's output, which also feeds the board's %s "
                "(VSYS / 5V in) through the 1N5819 diode" % _rail_pin(board, "VSYS"))
    else:
        five = "5V parts to %s (VBUS / 5V, from the USB supply)" % _rail_pin(board, "5V")
    lines += ["", "Power: every part's GND to a GND pin (%s is one); 3V3 parts to %s (3V3 out); %s."
              % (_rail_pin(board, "GND"), _rail_pin(board, "3V3"), five), ""]
    if w is None:
        lines += ["## Referee only", "",
                  "No wheel and no hall sensors: the box referees any of the four games from its "
                  "menus (three buttons, the OLED, the buzzer). Board, pieces and the ghost wheel "
                  "stay as they are; the box deals, rolls, keeps score and says what happened.", ""]
        return "\n".join(lines)
    num, den = w["gear"]
    lines += [
        "## Wheel",
        "",
        "- driver `%s`, %d steps x %d microsteps per motor turn, "
        "gear %d/%d motor turns per wheel turn"
        % (w["driver"], w["steps"], w["microsteps"], num, den),
        "- one wheel turn = %d/%d microsteps; max %d microsteps/s, accel %d microsteps/s^2"
        % (w["steps"] * w["microsteps"] * num, den, w["max_speed"], w["accel"]),
        "",
    ]
    h = board.get("hall")
    if h is not None:
        lines += [
            "## Hall sensors -> fields",
            "",
            "Sensor order: %s."
            % (
                "mux m channel c is sensor 16*m + c"
                if h["type"] == "74HC4067"
                else "the i-th bit shifted out (first chip, input H first)"
            ),
            "",
            "| sensor | where | field |",
            "|---|---|---|",
        ]
        for i, f in enumerate(h["map"]):
            where = ("MUX%d C%d" % (i // 16, i % 16)) if h["type"] == "74HC4067" else (
                "SR%d %s" % (i // 8 + 1, "HGFEDCBA"[i % 8]))
            lines.append("| %d | %s | %s |" % (i, where, "-" if f < 0 else f))
        lines.append("")
    else:
        lines += ["## No hall sensors", "",
                  "This is the dice-and-wheel build: the app rolls the dice and turns the wheel; "
                  "players watch for ghost contact and press STOP.", ""]
    return "\n".join(lines)


def _mechanics_rows(board):
    """BOM rows for the printed parts and their hardware, from the mechanics
    manifest (wiring/mechanics/manifest.json, written by `make mechanics`)."""
    from host_tools.hardware import mechanics
    from host_tools.hardware.mechanics import parts as mparts

    dr = mparts.drive(board)
    m = mechanics.read_manifest() or {"parts": {}}
    grams = 0.0
    names = []
    for key, info in sorted(m["parts"].items()):
        folder, stem = key.split("/")
        # a game's carrier tiles
        if folder == dr["name"] or (folder in found() and "hall" in board):
            n = 4 if stem == "foot" else 1
            grams += n * info["grams"]
            names.append(stem + (" x4" if n > 1 else ""))
    rows = [
        (
            1,
            "3D printed parts, PLA, about %d g: %s (wiring/mechanics/)"
            % (round(grams), ", ".join(names)),
            "wheel drive, feet%s" % (", sensor carrier" if "hall" in board else ""),
            PRICES["filament_g"] * grams,
        )
    ]
    rows.append((4, "M3 x %d button-head bolt (ISO 7380) + M3 nut" % dr["floor_bolt"],
                 "drive plate under the box floor", PRICES["bolt"] + PRICES["nut"]))
    rows.append((2, "M3 x 8 screw", "index holder", PRICES["bolt"]))
    if dr["teeth"] is not None:
        rows.append((1, "M5 x %d bolt + M5 nut" % dr["axle_bolt"], "axle of the wheel gear",
                     PRICES["bolt"] + PRICES["nut"]))
        rows.append((4, "M3 x 8 screw", "motor to the plate", PRICES["bolt"]))
    else:
        rows.append(
            (2, "M4 x 8 bolt + M4 nut", "motor ears to the plate", PRICES["bolt"] + PRICES["nut"])
        )
    return rows


def bom_rows(board):
    """(qty, part, what for, unit price EUR) for every line of the BOM."""
    P = PRICES
    rows = [
        (1, MCU_PART.get(board["mcu"], board["mcu"]), "microcontroller", P.get(board["mcu"], 10.0))
    ]
    w = board.get("wheel")
    if w is None:
        rows.append((1, "5 V 1 A USB power supply (or a USB power bank)", "power", P["psu5"]))
    elif w["driver"] == "stepdir":
        rows += [
            (1, "NEMA 17 stepper 17HS4401 (1.7 A, 200 steps/turn)", "wheel motor", P["nema17"]),
            (
                1,
                "BigTreeTech TMC2209 v1.3 step-stick (quiet; A4988 Pololu #1182 also works), "
                "microsteps set to %d" % w["microsteps"],
                "motor driver",
                P["tmc2209"],
            ),
            (
                1,
                "100 uF 25 V electrolytic capacitor across VM and GND",
                "driver supply",
                P["cap100u"],
            ),
            (1, "12 V 2 A supply with 5.5 x 2.1 mm barrel plug", "power", P["psu12"]),
            (1, "5.5 x 2.1 mm barrel jack, panel mount", "power in", P["jack"]),
            (1, "MP1584 buck module, set to 5.0 V before connecting", "12 V to 5 V", P["buck"]),
            (1, "1N5819 Schottky diode", "5 V into the board, USB stays safe", P["schottky"]),
        ]
    else:
        rows += [
            (1, "28BYJ-48 5 V stepper (gear 283712/4455 = 25792/405)", "wheel motor", P["byj"]),
            (1, "ULN2003A driver board (5-pin JST socket)", "motor driver", P["uln2003"]),
            (1, "5 V 2 A USB power supply", "power", P["psu5"]),
        ]
    from host_tools.hardware.mechanics import gears

    tz = gears.teeth(gears.external_ratio(board)) if w is not None else None
    if tz is not None:
        rows.append((1, "spur gear pair %d:%d teeth (%s:1), module 1, 3D printed (see below)"
                     % (tz[0], tz[1], gears.external_ratio(board)), "wheel drive", 0.0))
    if board.get("index") is not None:
        rows += [(1, "TI DRV5023-FA hall switch (index sensor)", "homing", P["hall"]),
                 (1, MAGNET + " (index magnet in the hub, south DOWN toward the sensor)", "homing",
                  P["magnet"])]
    h = board.get("hall")
    if h is not None:
        n = sum(1 for f in h["map"] if f >= 0)
        rows.append((n, HALL_SENSOR, "one under each field", P["hall"]))
        rows.append((3, MAGNET + " (one in each magician's base, south DOWN)", "magician detection",
                     P["magnet"]))
        rows.append((3, MAGNET + " (under each ghost on the wheel, north DOWN)", "ghost wheel",
                     P["magnet"]))
        if h["type"] == "74HC4067":
            rows.append(
                (
                    len(h["signal"]),
                    "CD74HC4067 16-channel mux breakout (SparkFun BOB-09056)",
                    "hall multiplexers; the MCU pull-up on SIG serves the selected sensor",
                    P["mux"],
                )
            )
        else:
            chips = (len(h["map"]) + 7) // 8
            rows += [(chips, "SN74HC165N shift register (DIP-16)", "hall inputs", P["hc165"]),
                     (chips, "10 kOhm x 8 bussed resistor network (Bourns 4609X-101-103LF)",
                      "pull-ups for the open-drain sensors", P["rnet"]),
                     (chips, "100 nF ceramic capacitor", "decoupling", P["cap100n"])]
    b = board.get("buttons", {})
    nb = sum(1 for k in ("roll", "confirm", "back", "stop") if k in b)
    rows.append((nb, BUTTON, ", ".join(k for k in ("roll", "confirm", "back", "stop") if k in b),
                 P["button"]))
    if board.get("display") is not None:
        rows.append((1, OLED, "display", P["oled"]))
    if board.get("buzzer") is not None:
        rows.append((1, BUZZER, "sound", P["buzzer"]))
    n = board.get("neopixel")
    if n is not None:
        if n["count"] == 1:
            rows.append((1, "WS2812B LED (on the DevKitC board)", "status light", 0.0))
        else:
            rows.append(
                (
                    n["count"],
                    "WS2812B LEDs on a strip + 330 Ohm resistor in DIN",
                    "status light",
                    P["ws2812"],
                )
            )
    rows += [
        (
            1,
            "half-size perfboard or breadboard, Dupont jumper wires, 3-core ribbon cable",
            "wiring",
            P["wiring"],
        )
    ]
    if w is not None:
        rows += _mechanics_rows(board)
    return rows


def bom(name, board):
    rows = bom_rows(board)
    lines = [
        "# %s: bill of materials" % board["name"],
        "",
        "Generated by `python -m host_tools wiring` from `board_defs/%s.json`; do not edit." % name,
        "",
        "Prices are assumed: rough single-unit prices in EUR from a maker shop in 2026, "
        "for a budget, not a quote.",
        "",
        "| qty | part | for | each | total |",
        "|---|---|---|---|---|",
    ]
    total = 0.0
    for q, part, why, price in rows:
        line_total = q * price
        total += line_total
        lines.append("| %d | %s | %s | %s | %s |" % (q, part, why, _eur(price), _eur(line_total)))
    lines += ["| | **total (assumed)** | | | **%s** |" % _eur(total), ""]
    return "\n".join(lines)


def _eur(v):
    return "-" if v == 0 else "%.2f" % v


def _yaml_str(s):
    return '"%s"' % s.replace("\\", "\\\\").replace('"', '\\"')


def wireviz_yaml(name, board):
    parts = parts_of(board)
    gpios = sorted({v for _, _, pins in parts for _, (k, v) in pins if k == "gpio"})
    rails = [r for r in ("3V3", "5V", "GND")
             if any(k == "rail" and v == r for _, _, pins in parts for _, (k, v) in pins)]
    mcu = board["mcu"]
    # the MCU's pins are its header pins, so the number beside "GP2" is the pin to count (4)
    stepdir = "wheel" in board and board["wheel"]["driver"] == "stepdir"
    rail_of = {"3V3": "3V3", "GND": "GND", "5V": "VSYS" if stepdir else "5V"}
    mcu_labels = [_gpio_name(board, g) for g in gpios] + [
        "%s (%s)" % (r, headers.header(mcu)[0][headers.pin_of_rail(mcu, rail_of[r])]) for r in rails
    ]
    index = {("gpio", g): headers.pin_of_gpio(mcu, g) for g in gpios}
    index.update({("rail", r): headers.pin_of_rail(mcu, rail_of[r]) for r in rails})
    mcu_pins = [index[("gpio", g)] for g in gpios] + [index[("rail", r)] for r in rails]
    y = [
        "# Generated by `python -m host_tools wiring` from board_defs/%s.json; do not edit." % name,
        "connectors:",
        "  MCU:",
        "    type: %s" % _yaml_str(board["name"] + ": header pin, what it carries"),
        "    pins: [%s]" % ", ".join(str(x) for x in mcu_pins),
        "    pinlabels: [%s]" % ", ".join(_yaml_str(x) for x in mcu_labels),
    ]
    for pid, title, pins in parts:
        y += ["  %s:" % pid, "    type: %s" % _yaml_str(title),
              "    pinlabels: [%s]" % ", ".join(_yaml_str(lbl) for lbl, _ in pins)]
    y.append("cables:")
    for pid, _, pins in parts:
        colors = []
        k = 0
        for _, (kind, v) in pins:
            if kind == "rail":
                colors.append("BK" if v == "GND" else "RD")
            else:
                colors.append(SIGNAL_COLORS[k % len(SIGNAL_COLORS)])
                k += 1
        y += ["  W_%s:" % pid, "    wirecount: %d" % len(pins), "    category: bundle",
              "    colors: [%s]" % ", ".join(colors)]
    y.append("connections:")
    for pid, _, pins in parts:
        y += ["  -", "    - MCU: [%s]" % ", ".join(str(index[src]) for _, src in pins),
              "    - W_%s: [%s]" % (pid, ", ".join(str(i + 1) for i in range(len(pins)))),
              "    - %s: [%s]" % (pid, ", ".join(str(i + 1) for i in range(len(pins))))]
    return "\n".join(y) + "\n"


def texts(name, board):
    from host_tools.hardware import schematic

    return {"pins.md": pin_table(name, board), "bom.md": bom(name, board),
            "wiring.yml": wireviz_yaml(name, board),
            "schematic.svg": schematic.svg(name, board).decode()}


def render_schematic(svg_path, png_path):
    import cairosvg

    # cairosvg scales by any number; its stub says int
    cairosvg.svg2png(url=svg_path, write_to=png_path, scale=1.6,  # pyright: ignore[reportArgumentType]
                     background_color="white")


def have_dot():
    return shutil.which("dot") is not None


def render(yml_path, out_dir):
    """wiring.yml -> wiring.svg + wiring.png with wireviz (needs graphviz)."""
    exe = os.path.join(os.path.dirname(sys.executable), "wireviz")
    cmd = [
        exe if os.path.exists(exe) else "wireviz",
        "-f",
        "sp",
        "-o",
        out_dir,
        "-O",
        "wiring",
        yml_path,
    ]
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)


def stale(names=None):
    """Boards whose committed text files differ from freshly generated ones."""
    bad = []
    for name in names or boards.names():
        board = boards.validate(boards.load(name))
        for fn, text in texts(name, board).items():
            path = os.path.join(OUT, name, fn)
            if not os.path.exists(path) or open(path).read() != text:
                bad.append("%s/%s" % (name, fn))
    return bad


def board_name(text):
    """An argparse type: a board of board_defs/."""
    if text not in boards.names():
        raise argparse.ArgumentTypeError(
            "unknown board %r; known: %s" % (text, ", ".join(boards.names()))
        )
    return text


def main(argv=None):
    from host_tools.cli import Parser

    ap = Parser(prog="host_tools wiring", description=__doc__.split("\n\n")[0])
    ap.add_argument("board", nargs="*", type=board_name, metavar="BOARD",
                    help="board_defs/ names (default: every board): %s" % ", ".join(boards.names()))
    ap.add_argument("--board", dest="more", action="append", default=[], type=board_name,
                    help="a board (the same as naming it; repeat for more)")
    ap.add_argument("--check", action="store_true", help="only say which generated files are stale")
    a = ap.parse_args(sys.argv[1:] if argv is None else argv)
    args = a.board + a.more
    if a.check:
        bad = stale(args)
        for b in bad:
            print("wiring/%s is stale: run `make wiring`" % b)
        return 1 if bad else 0
    dot = have_dot()
    for name in args or boards.names():
        board = boards.validate(boards.load(name))
        d = os.path.join(OUT, name)
        os.makedirs(d, exist_ok=True)
        for fn, text in texts(name, board).items():
            with open(os.path.join(d, fn), "w") as f:
                f.write(text)
        render_schematic(os.path.join(d, "schematic.svg"), os.path.join(d, "schematic.png"))
        if dot:
            with tempfile.TemporaryDirectory() as tmp:
                render(os.path.join(d, "wiring.yml"), tmp)
                for ext in ("svg", "png"):
                    shutil.copy(
                        os.path.join(tmp, "wiring." + ext), os.path.join(d, "wiring." + ext)
                    )
        print("wiring/%s: %s, schematic.png%s" % (name, ", ".join(TEXT_FILES),
                                                  ", wiring.svg, wiring.png" if dot else ""))
    if not dot:
        print(
            "graphviz is not installed (no `dot` on PATH), so the diagrams were not drawn.\n"
            "Install it (Debian/Ubuntu: sudo apt-get install graphviz; "
            "macOS: brew install graphviz)\n"
            "and run `make wiring` again. The pin tables and BOMs above are complete.",
            file=sys.stderr,
        )
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
