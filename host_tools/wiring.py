"""Wiring documents generated from board_defs/: pin table, bill of materials
and a wireviz diagram (SVG + PNG) per board, under wiring/<board>/.

    python -m host_tools wiring            write every board
    python -m host_tools wiring pico       one board
    python -m host_tools wiring --check    exit 1 when the committed text files are stale

The text files (pins.md, bom.md, wiring.yml) are the reviewed source; the
pictures are rendered from wiring.yml by wireviz, which needs graphviz `dot`.
"""

import os
import shutil
import subprocess
import sys
import tempfile

from host_tools import boards

ROOT = boards.ROOT
OUT = os.path.join(ROOT, "wiring")
TEXT_FILES = ("pins.md", "bom.md", "wiring.yml")

# Concrete parts. assumed: common, cheap, 3.3 V-friendly choices a maker can
# buy in 2026; swap freely, the pins stay the same.
MCU_PART = {
    "RP2040": "Raspberry Pi Pico (RP2040, SC0915), with headers",
    "RP2350": "Raspberry Pi Pico 2 (RP2350, SC1631), with headers",
    "ESP32-S3": "Espressif ESP32-S3-DevKitC-1-N8R8",
    "ESP32": "Espressif ESP32-DevKitC-32E",
}
HALL_SENSOR = ("TI DRV5023-FA (TO-92), unipolar hall switch, open drain, 2.5-38 V; "
               "reacts to a south pole only, so ghost magnets mounted north-up are ignored")
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
        out.append(("INDEX", "index hall sensor (DRV5023) under the wheel",
                    [("OUT", ("gpio", ix["pin"])), ("VCC", ("rail", "3V3")), ("GND", ("rail", "GND"))]))
    h = board.get("hall")
    if h is not None:
        if h["type"] == "74HC4067":
            for m, sig in enumerate(h["signal"]):
                pins = [("S%d" % i, ("gpio", s)) for i, s in enumerate(h["select"])]
                pins += [("SIG", ("gpio", sig)), ("EN", ("rail", "GND")),
                         ("VCC", ("rail", "3V3")), ("GND", ("rail", "GND"))]
                out.append(("MUX%d" % m, "74HC4067 mux %d: sensors %d-%d" % (m, 16 * m, 16 * m + 15), pins))
        else:
            n = (len(h["map"]) + 7) // 8
            out.append(("SR1", "74HC165 chain of %d (first chip; the others daisy-chain Q7 to DS)" % n,
                        [("PL", ("gpio", h["load"])), ("CP", ("gpio", h["clock"])),
                         ("Q7", ("gpio", h["data"])), ("CE", ("rail", "GND")),
                         ("VCC", ("rail", "3V3")), ("GND", ("rail", "GND"))]))
    b = board.get("buttons", {})
    pins = [(k.upper(), ("gpio", b[k])) for k in ("roll", "confirm", "back", "stop") if k in b]
    out.append(("BUTTONS", "push buttons to GND (internal pull-ups)", pins + [("COM", ("rail", "GND"))]))
    d = board.get("display")
    if d is not None:
        out.append(("OLED", "SSD1306 OLED, I2C address 0x%02X" % d.get("addr", 0x3C),
                    [("GND", ("rail", "GND")), ("VCC", ("rail", "3V3")),
                     ("SCL", ("gpio", d["scl"])), ("SDA", ("gpio", d["sda"]))]))
    z = board.get("buzzer")
    if z is not None:
        out.append(("BUZZER", "piezo buzzer through an NPN transistor",
                    [("BASE (1k)", ("gpio", z["pin"])), ("+", ("rail", "3V3")), ("GND", ("rail", "GND"))]))
    n = board.get("neopixel")
    if n is not None:
        out.append(("NEOPIXEL", "WS2812B LEDs x %d" % n["count"],
                    [("DIN", ("gpio", n["pin"])), ("5V", ("rail", "5V")), ("GND", ("rail", "GND"))]))
    return out


def _gpio_name(board, n):
    return ("GP%d" if board["mcu"].startswith("RP") else "GPIO%d") % n


def pin_table(name, board):
    rows = []
    for pid, title, pins in parts_of(board):
        for label, (kind, v) in pins:
            if kind == "gpio":
                rows.append((v, pid, label, title))
    rows.sort()
    lines = ["# %s: pin table" % board["name"], "",
             "Generated by `python -m host_tools wiring` from `board_defs/%s.json`; do not edit." % name,
             "", "MCU: %s, MicroPython arch `%s`." % (board["mcu"], board["mpy_arch"]), ""]
    if board.get("notes"):
        lines += [board["notes"], ""]
    lines += ["| GPIO | part | pin | what |", "|---|---|---|---|"]
    for gpio, pid, label, title in rows:
        lines.append("| %s | %s | %s | %s |" % (_gpio_name(board, gpio), pid, label, title))
    lines += ["", "Power: every part's GND to a GND pin; 3V3 parts to 3V3(OUT); 5V parts to VBUS/5V.", ""]
    w = board.get("wheel")
    if w is None:
        lines += ["## Referee only", "",
                  "No wheel and no hall sensors: the box referees any of the four games from its "
                  "menus (three buttons, the OLED, the buzzer). Board, pieces and the ghost wheel "
                  "stay as they are; the box deals, rolls, keeps score and says what happened.", ""]
        return "\n".join(lines)
    num, den = w["gear"]
    lines += ["## Wheel", "",
              "- driver `%s`, %d steps x %d microsteps per motor turn, gear %d/%d motor turns per wheel turn"
              % (w["driver"], w["steps"], w["microsteps"], num, den),
              "- one wheel turn = %d/%d microsteps; max %d microsteps/s, accel %d microsteps/s^2"
              % (w["steps"] * w["microsteps"] * num, den, w["max_speed"], w["accel"]), ""]
    h = board.get("hall")
    if h is not None:
        lines += ["## Hall sensors -> fields", "",
                  "Sensor order: %s." % ("mux m channel c is sensor 16*m + c" if h["type"] == "74HC4067"
                                         else "the i-th bit shifted out (first chip, input H first)"),
                  "", "| sensor | where | field |", "|---|---|---|"]
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


def bom(name, board):
    rows = [(1, MCU_PART.get(board["mcu"], board["mcu"]), "microcontroller")]
    w = board.get("wheel")
    if w is None:
        rows.append((1, "5 V 1 A USB power supply (or a USB power bank)", "power"))
    elif w["driver"] == "stepdir":
        rows += [(1, "NEMA 17 stepper 17HS4401 (1.7 A, 200 steps/turn)", "wheel motor"),
                 (1, "BigTreeTech TMC2209 v1.3 step-stick (quiet; A4988 Pololu #1182 also works), "
                     "microsteps set to %d" % w["microsteps"], "motor driver"),
                 (1, "100 uF 25 V electrolytic capacitor across VMOT", "driver supply"),
                 (1, "12 V 2 A barrel-jack supply + MP1584 buck module to 5 V", "power")]
    else:
        rows += [(1, "28BYJ-48 5 V stepper (gear 283712/4455 = 25792/405)", "wheel motor"),
                 (1, "ULN2003A driver board (5-pin JST socket)", "motor driver"),
                 (1, "5 V 2 A USB power supply", "power")]
    num, den = w["gear"] if w is not None else (1, 1)
    if w is not None and w["driver"] == "stepdir" and den == 1 and num != 1:
        rows.append((1, "ring gear and pinion, %d:1 (3D printed, module 1)" % num, "wheel drive"))
    if board.get("index") is not None:
        rows += [(1, "TI DRV5023-FA hall switch (index sensor)", "homing"),
                 (1, MAGNET + " (index magnet on the wheel, south up)", "homing")]
    h = board.get("hall")
    if h is not None:
        n = sum(1 for f in h["map"] if f >= 0)
        rows.append((n, HALL_SENSOR, "one under each field"))
        rows.append((3, MAGNET + " (one in each magician's base, south down)", "magician detection"))
        if h["type"] == "74HC4067":
            rows.append((len(h["signal"]), "CD74HC4067 16-channel mux breakout (SparkFun BOB-09056)",
                         "hall multiplexers; the MCU pull-up on SIG serves the selected sensor"))
        else:
            chips = (len(h["map"]) + 7) // 8
            rows += [(chips, "SN74HC165N shift register (DIP-16)", "hall inputs"),
                     (chips, "10 kOhm x 8 bussed resistor network (Bourns 4609X-101-103LF)",
                      "pull-ups for the open-drain sensors"),
                     (chips, "100 nF ceramic capacitor", "decoupling")]
    b = board.get("buttons", {})
    nb = sum(1 for k in ("roll", "confirm", "back", "stop") if k in b)
    rows.append((nb, BUTTON, ", ".join(k for k in ("roll", "confirm", "back", "stop") if k in b)))
    if board.get("display") is not None:
        rows.append((1, OLED, "display"))
    if board.get("buzzer") is not None:
        rows.append((1, BUZZER, "sound"))
    n = board.get("neopixel")
    if n is not None:
        rows.append((1 if n["count"] == 1 else n["count"],
                     "WS2812B LED" + (" (on the DevKitC board)" if n["count"] == 1 else "s on a strip"),
                     "status light"))
    rows += [(1, "half-size perfboard or breadboard, Dupont jumper wires, 3-core ribbon cable", "wiring")]
    lines = ["# %s: bill of materials" % board["name"], "",
             "Generated by `python -m host_tools wiring` from `board_defs/%s.json`; do not edit." % name,
             "", "| qty | part | for |", "|---|---|---|"]
    for q, part, why in rows:
        lines.append("| %d | %s | %s |" % (q, part, why))
    lines.append("")
    return "\n".join(lines)


def _yaml_str(s):
    return '"%s"' % s.replace("\\", "\\\\").replace('"', '\\"')


def wireviz_yaml(name, board):
    parts = parts_of(board)
    gpios = sorted({v for _, _, pins in parts for _, (k, v) in pins if k == "gpio"})
    rails = [r for r in ("3V3", "5V", "GND")
             if any(k == "rail" and v == r for _, _, pins in parts for _, (k, v) in pins)]
    mcu_labels = [_gpio_name(board, g) for g in gpios] + rails
    index = {("gpio", g): i + 1 for i, g in enumerate(gpios)}
    index.update({("rail", r): len(gpios) + i + 1 for i, r in enumerate(rails)})
    y = ["# Generated by `python -m host_tools wiring` from board_defs/%s.json; do not edit." % name,
         "connectors:", "  MCU:", "    type: %s" % _yaml_str(board["name"]),
         "    pinlabels: [%s]" % ", ".join(_yaml_str(x) for x in mcu_labels)]
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
    return {"pins.md": pin_table(name, board), "bom.md": bom(name, board),
            "wiring.yml": wireviz_yaml(name, board)}


def have_dot():
    return shutil.which("dot") is not None


def render(yml_path, out_dir):
    """wiring.yml -> wiring.svg + wiring.png with wireviz (needs graphviz)."""
    exe = os.path.join(os.path.dirname(sys.executable), "wireviz")
    cmd = [exe if os.path.exists(exe) else "wireviz", "-f", "sp", "-o", out_dir, "-O", "wiring", yml_path]
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


def main(argv=None):
    args = list(sys.argv[1:] if argv is None else argv)
    if "--check" in args:
        args.remove("--check")
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
        if dot:
            with tempfile.TemporaryDirectory() as tmp:
                render(os.path.join(d, "wiring.yml"), tmp)
                for ext in ("svg", "png"):
                    shutil.copy(os.path.join(tmp, "wiring." + ext), os.path.join(d, "wiring." + ext))
        print("wiring/%s: %s%s" % (name, ", ".join(TEXT_FILES), ", wiring.svg, wiring.png" if dot else ""))
    if not dot:
        print("graphviz is not installed (no `dot` on PATH), so the diagrams were not drawn.\n"
              "Install it (Debian/Ubuntu: sudo apt-get install graphviz; macOS: brew install graphviz)\n"
              "and run `make wiring` again. The pin tables and BOMs above are complete.", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
