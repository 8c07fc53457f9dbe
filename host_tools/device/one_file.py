"""`make uf2 BOARD=<board>` (python -m host_tools uf2 --board B): the one
file that installs hexbox on a board, with no Python on the maker's side.

It holds the official MicroPython firmware for the board's chip and a
littlefs image of exactly the files `flash` writes for a box that holds
every game it can (host_tools.device.flash.board_files with no game), at
the address where that firmware mounts its filesystem:

- RP2040 and RP2350 boards: build/uf2/hexbox-<board>.uf2, dragged onto the
  board's BOOTSEL drive (host_tools.device.uf2 writes it);
- ESP32-S3 boards: build/uf2/hexbox-<board>.bin, the whole flash from
  address 0 (`esptool write-flash 0x0 hexbox-<board>.bin`).

The facts of each chip's firmware are MicroPython v1.27.0's own (TARGETS).
Only the RP2040 file is tested (booted on the emulated Pico,
tests/test_chip_uf2.py); nothing here emulates an RP2350 or an ESP32-S3.
"""

import os
import sys
from pathlib import Path

from host_tools import ROOT
from host_tools.chip import UF2, image, rp2_dir
from host_tools.device import flash, uf2

OUT = Path(ROOT) / "build" / "uf2"
XIP_BASE = 0x10000000  # where the Raspberry Pi chips map their flash (UF2 addresses)
ESP_IMAGE_MAGIC = 0xE9  # the first byte of an ESP32 firmware image (esptool's image format)
ESP32S3_CHIP_ID = 9  # the chip id in the image's extended header (bytes 12-13)
ESP32S3_FLASH = 8 * 1024 * 1024  # the N8R8 module of board_defs/esp32s3*.json
ESP32_VFS = 0x200000  # where partitions-4MiBplus.csv's app partition ends


class Target:
    """A chip's official MicroPython firmware: which file, and where and how
    it keeps its filesystem (image.Layout)."""

    def __init__(self, mcu, pattern, folder, layout, get, family=None):
        self.mcu = mcu
        self.pattern = pattern  # the firmware's file name (a glob: downloads carry a date)
        self.folder = folder  # a function: the folder it is looked for in
        self.layout = layout
        self.get = get  # how to get the firmware, for the one line when it is missing
        self.family = family  # the UF2 family id; None: a raw image of the whole flash (.bin)

    @property
    def suffix(self):
        return ".uf2" if self.family is not None else ".bin"

    def firmware(self, given=None):
        """The firmware file: `given`, or the newest match in its folder."""
        if given:
            path = Path(given)
            if not path.is_file():
                raise flash.BadArgument("there is no firmware file %s" % path)
            return path
        found = sorted(Path(self.folder()).glob(self.pattern))
        if not found:
            raise flash.FlashError(self.get)
        return found[-1]

    def combine(self, firmware, fs_image):
        """The one file's bytes: the firmware's (bytes) with the filesystem image."""
        if self.family is not None:
            return uf2.with_image(firmware, self.family, XIP_BASE + self.layout.offset, fs_image)
        if firmware[:1] != bytes([ESP_IMAGE_MAGIC]) or \
                int.from_bytes(firmware[12:14], "little") != ESP32S3_CHIP_ID:
            raise uf2.Uf2Error("it is no ESP32-S3 firmware image (esptool image_info says what "
                               "it is)")
        if len(firmware) > self.layout.offset:
            raise uf2.Uf2Error("it reaches 0x%x, into the filesystem at 0x%x"
                               % (len(firmware), self.layout.offset))
        pad = bytes([uf2.ERASED]) * (self.layout.offset - len(firmware))
        return firmware + pad + fs_image


def _esp32_dir():
    return Path(os.environ.get("HEXBOX_ESP32") or Path(ROOT) / "build" / "esp32")


# MicroPython v1.27.0 (ports/rp2: boards/<BOARD>/mpconfigboard.h sets
# MICROPY_HW_FLASH_STORAGE_BYTES, rp2_flash.c puts it at the end of the
# flash, modules/_boot.py mounts VfsLfs2(bdev, progsize=256); ports/esp32:
# partitions-4MiBplus.csv ends the app at 0x200000, main.c adds a "vfs"
# partition from there to the end of the flash, modules/_boot.py mounts it
# by autodetection: VfsLfs2 with readsize and progsize 32, 4 KB blocks).
# UF2 families: github.com/microsoft/uf2 utils/uf2families.json.
TARGETS = {
    "RP2040": Target(
        "RP2040", UF2, rp2_dir, image.PICO, family=0xE48BFF56,
        get="the Pico's MicroPython firmware is missing: make rp2-firmware (online), or "
            "cp ../shared/rp2/* build/rp2/, or give its path: make uf2 FIRMWARE=..."),
    # Pico 2: 4 MB of flash, the last 3 MB the filesystem (RPI_PICO2: PICO_FLASH_SIZE_BYTES
    # - 1024 * 1024); the Arm firmware's family, RP2350_ARM_S
    "RP2350": Target(
        "RP2350", "RPI_PICO2-*v1.27.0.uf2", rp2_dir, image.Layout(0x100000, 768, prog=256),
        family=0xE48BFF59,
        get="the Pico 2's MicroPython firmware is missing: download RPI_PICO2 v1.27.0 (.uf2, "
            "not RISCV) from micropython.org/download/RPI_PICO2 into build/rp2/, or "
            "give its path: make uf2 FIRMWARE=..."),
    # ESP32-S3-DevKitC-1 N8R8 (board_defs/esp32s3*.json): 8 MB of flash, so the
    # filesystem is 0x200000..0x800000; on a module with more flash the firmware makes the
    # partition larger and finds this image's block count wrong
    "ESP32-S3": Target(
        "ESP32-S3", "ESP32_GENERIC_S3-*v1.27.0.bin", _esp32_dir,
        image.Layout(ESP32_VFS, (ESP32S3_FLASH - ESP32_VFS) // 4096, prog=32),
        get="the ESP32-S3's MicroPython firmware is missing: download ESP32_GENERIC_S3 "
            "v1.27.0 (.bin) from micropython.org/download/ESP32_GENERIC_S3 into build/esp32/, "
            "or give its path: make uf2 FIRMWARE=..."),
}


def target_of(board_def, board_name):
    mcu = board_def["mcu"]
    if mcu not in TARGETS:
        raise flash.FlashError("no one-file install for %s (board %s; known: %s): use flash "
                               "over USB" % (mcu, board_name, ", ".join(sorted(TARGETS))))
    return TARGETS[mcu]


def filesystem(board_name, lang=None):
    """(the board's Target, flash's files for a box with every game the
    board can hold, the littlefs image of them the board's firmware mounts)."""
    board_def = flash.load_board(board_name)  # an unknown board: one line naming the known
    target = target_of(board_def, board_name)
    _, files = flash.board_files(board_name, lang=lang)
    return target, files, image.make(files, target.layout)


def build(board_name, firmware=None, out=OUT, lang=None):
    """Write the one file for a board; returns what went into it: its path,
    its bytes, the files on its filesystem, their bytes, and the bytes of
    the filesystem they take (whole blocks)."""
    # before the long build: a missing firmware file says so at once
    fw_path = target_of(flash.load_board(board_name), board_name).firmware(firmware)
    target, files, fs_image = filesystem(board_name, lang)
    try:
        data = target.combine(fw_path.read_bytes(), fs_image)
    except uf2.Uf2Error as e:
        raise flash.FlashError("%s cannot be used for %s: %s" % (fw_path, board_name, e)) from None
    path = Path(out) / ("hexbox-%s%s" % (board_name, target.suffix))
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_bytes(data)
    os.replace(tmp, path)  # never a half-written file where a maker finds it
    return {
        "path": path,
        "bytes": len(data),
        "firmware": fw_path,
        "files": len(files),
        "file_bytes": sum(len(d) for d in files.values()),
        "fs_used_bytes": image.ImageFs(fs_image, target.layout).used_bytes(),
        "target": target,
    }


def _how(r):
    if r["target"].family is not None:
        return ("hold BOOTSEL, plug the board in and copy this file onto the drive that "
                "appears (RPI-RP2 or RP2350)")
    return "python -m esptool --chip esp32s3 write-flash 0x0 %s" % r["path"]


def main(argv=None):
    from host_tools.cli import Parser, file_to_read, folder_to_write

    p = Parser(prog="python -m host_tools uf2",
               description="One file that installs MicroPython and hexbox (every game the "
                           "board can hold) on a board.")
    p.add_argument("--board", required=True, help="a board_defs/ name, e.g. pico")
    p.add_argument("--firmware", type=file_to_read,
                   help="the official MicroPython firmware file for the board's chip "
                   "(default: looked for in build/rp2/ or build/esp32/)")
    p.add_argument("--out", default=str(OUT), type=folder_to_write,
                   help="the folder to write to (default build/uf2)")
    a = p.parse_args(argv)
    try:
        r = build(a.board, a.firmware, Path(a.out))
    except flash.FlashError as e:
        print("uf2: error: %s" % e, file=sys.stderr, flush=True)
        return 2 if isinstance(e, flash.BadArgument) else 1
    print("uf2: wrote %s (%d bytes): %s + %d files (%d bytes, %d KB of its filesystem)"
          % (r["path"], r["bytes"], r["firmware"].name, r["files"], r["file_bytes"],
             r["fs_used_bytes"] // 1024))
    print("uf2: to install: %s" % _how(r))
    if r["target"].mcu != "RP2040":
        print("uf2: untested: no emulator for the %s here; the RP2040 file boots on the "
              "emulated Pico in make test" % r["target"].mcu)
    return 0


if __name__ == "__main__":
    sys.exit(main())
