"""The box on the chip: the real MicroPython firmware for the Pico, run by
an emulated RP2040 (npm rp2040js) with device models on the board's pins.

  python -m host_tools chip run --board pico_referee --game GAME [--actions N]

The firmware and the boot ROM are read from build/rp2/ (HEXBOX_RP2 names
another folder). `make rp2-firmware` downloads the official UF2; see
missing() for what to do without internet.
"""

import os
from pathlib import Path

from host_tools import ROOT

UF2 = "RPI_PICO-v1.27.0.uf2"
BOOTROM = "bootrom-B1.bin"
UF2_URL = "https://micropython.org/resources/firmware/" + UF2


def rp2_dir():
    return Path(os.environ.get("HEXBOX_RP2") or Path(ROOT) / "build" / "rp2")


class ChipMissing(RuntimeError):
    """The firmware or the boot ROM is not there; the message says how to get them."""


def missing():
    """What the emulated Pico lacks (the firmware and boot ROM in rp2_dir(),
    the emulator itself), as the steps that fetch it ('' when complete)."""
    d = rp2_dir()
    lack = [n for n in (UF2, BOOTROM) if not (d / n).is_file()]
    if not lack:
        if not (Path(ROOT) / "node_modules" / "rp2040js").is_dir():
            return "the emulated Pico needs the npm package rp2040js: run make node (npm ci)"
        return ""
    return ("the emulated Pico needs %s in %s. Get them one of these ways:\n"
            "  - with internet: make rp2-firmware (downloads the official %s from micropython.org\n"
            "    and checks its sha256; the boot ROM comes from the rp2040js repository's\n"
            "    demo/bootrom.ts)\n"
            "  - a developer or CI machine with ../shared/rp2/: cp ../shared/rp2/* %s/\n"
            "  - elsewhere: set HEXBOX_RP2 to a folder that holds both files"
            % (" and ".join(lack), d, UF2, d))


def files():
    """(UF2 path, boot ROM path); ChipMissing when they are not there."""
    why = missing()
    if why:
        raise ChipMissing(why)
    d = rp2_dir()
    return d / UF2, d / BOOTROM
