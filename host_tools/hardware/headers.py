"""Physical header pins of each MCU board: which pin of the board's header
carries which GPIO and which power rail. A beginner counts pins on the
board, not GPIO numbers: GP2 of a Pico is pin 4.

Sourced: the Raspberry Pi Pico and Pico 2 datasheets (pinout: pin 1 is GP0
at the USB end, pins 1-20 down the left side, 21-40 up the right side) and
Espressif's ESP32-S3-DevKitC-1 user guide (header blocks J1 and J3, each
counted from the antenna end: J1-1 is 3V3, J3-1 is GND).
"""

# Pico and Pico 2: physical pin -> what it carries
_PICO = {
    1: "GP0", 2: "GP1", 3: "GND", 4: "GP2", 5: "GP3", 6: "GP4", 7: "GP5", 8: "GND",
    9: "GP6", 10: "GP7", 11: "GP8", 12: "GP9", 13: "GND", 14: "GP10", 15: "GP11",
    16: "GP12", 17: "GP13", 18: "GND", 19: "GP14", 20: "GP15", 21: "GP16", 22: "GP17",
    23: "GND", 24: "GP18", 25: "GP19", 26: "GP20", 27: "GP21", 28: "GND", 29: "GP22",
    30: "RUN", 31: "GP26", 32: "GP27", 33: "GND", 34: "GP28", 35: "ADC_VREF",
    36: "3V3(OUT)", 37: "3V3_EN", 38: "GND", 39: "VSYS", 40: "VBUS",
}

# ESP32-S3-DevKitC-1: (block, pin) -> what it carries
_DEVKITC_J1 = ("3V3", "3V3", "RST", "GPIO4", "GPIO5", "GPIO6", "GPIO7", "GPIO15", "GPIO16",
               "GPIO17", "GPIO18", "GPIO8", "GPIO3", "GPIO46", "GPIO9", "GPIO10", "GPIO11",
               "GPIO12", "GPIO13", "GPIO14", "5V", "GND")
_DEVKITC_J3 = ("GND", "GPIO43", "GPIO44", "GPIO1", "GPIO2", "GPIO42", "GPIO41", "GPIO40",
               "GPIO39", "GPIO38", "GPIO37", "GPIO36", "GPIO35", "GPIO0", "GPIO45", "GPIO48",
               "GPIO47", "GPIO21", "GPIO20", "GPIO19", "GND", "GND")


def _devkitc():
    out = {}
    for block, names in (("J1", _DEVKITC_J1), ("J3", _DEVKITC_J3)):
        for i, n in enumerate(names):
            out["%s-%d" % (block, i + 1)] = n
    return out


# mcu -> (header map, how a pin is written, the pin each rail is taken from).
# The rail pins are choices (any GND pin works): the GND next to the other
# wires, 3V3 from the board's regulator, 5V where an outside 5 V may go in.
HEADERS = {
    "RP2040": (_PICO, "pin %s", {"3V3": 36, "5V": 40, "VSYS": 39, "GND": 38}),
    "RP2350": (_PICO, "pin %s", {"3V3": 36, "5V": 40, "VSYS": 39, "GND": 38}),
    "ESP32-S3": (_devkitc(), "%s", {"3V3": "J1-1", "5V": "J1-21", "VSYS": "J1-21", "GND": "J1-22"}),
}


def gpio_name(mcu: str, n: int) -> str:
    return ("GP%d" if mcu.startswith("RP") else "GPIO%d") % n


def header(mcu: str) -> tuple[dict, str, dict]:
    h = HEADERS.get(mcu)
    if h is None:
        raise KeyError("no header table for MCU %s: add it to host_tools/hardware/headers.py" % mcu)
    return h


def pin_of_gpio(mcu: str, n: int) -> int | str:
    """The physical header pin (int on a Pico, "J1-4" on a DevKitC) of GPIO n."""
    table = header(mcu)[0]
    name = gpio_name(mcu, n)
    for pin, what in table.items():
        if what == name:
            return pin
    raise KeyError("%s has no header pin for %s" % (mcu, name))


def pin_of_rail(mcu: str, rail: str) -> int | str:
    return header(mcu)[2][rail]


def label(mcu: str, pin: int | str) -> str:
    """How the pin is written for a maker: "pin 4" or "J1-4"."""
    return header(mcu)[1] % pin
