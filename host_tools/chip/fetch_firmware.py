"""`make rp2-firmware`: the official MicroPython UF2 for the Pico and the
RP2040 boot ROM, into build/rp2/ (or $HEXBOX_RP2), for a machine with
internet. The UF2 comes from MicroPython's download page; its sha256 is
recorded beside it on the first download and checked on every later one.
The boot ROM (revision B1) comes from the rp2040js repository's
demo/bootrom.ts and is checked against the sha256 below."""

import hashlib
import re
import struct
import sys
import urllib.request

from host_tools.chip import BOOTROM, UF2, UF2_URL, rp2_dir

BOOTROM_URL = "https://raw.githubusercontent.com/wokwi/rp2040js/main/demo/bootrom.ts"
BOOTROM_SHA256 = "90b31e108faedfa6bbcfcc33ba05dac61e645108cfbbdc385f8dafc71fde44ae"


def _get(url):
    with urllib.request.urlopen(url, timeout=60) as r:
        return r.read()


def bootrom_from_ts(text):
    """demo/bootrom.ts's Uint32Array literal as the ROM's 16,384 bytes."""
    body = text[text.index("Uint32Array(["):]
    words = [int(w, 16) for w in re.findall(r"0x([0-9a-fA-F]+)", body)]
    return struct.pack("<%dI" % len(words), *words)


def main(argv=None):
    d = rp2_dir()
    d.mkdir(parents=True, exist_ok=True)
    uf2 = d / UF2
    if not uf2.is_file():
        print("rp2-firmware: downloading " + UF2_URL)
        uf2.write_bytes(_get(UF2_URL))
    digest = hashlib.sha256(uf2.read_bytes()).hexdigest()
    rec = d / (UF2 + ".sha256")
    if rec.is_file() and rec.read_text().split()[0] != digest:
        print("rp2-firmware: %s has sha256 %s, but %s recorded %s: delete both and run again"
              % (uf2, digest, rec, rec.read_text().split()[0]), file=sys.stderr)
        return 2
    rec.write_text("%s  %s\n" % (digest, UF2))
    print("rp2-firmware: %s sha256 %s (recorded in %s)" % (UF2, digest, rec))
    rom = d / BOOTROM
    if not rom.is_file():
        print("rp2-firmware: downloading the boot ROM from " + BOOTROM_URL)
        rom.write_bytes(bootrom_from_ts(_get(BOOTROM_URL).decode()))
    got = hashlib.sha256(rom.read_bytes()).hexdigest()
    if got != BOOTROM_SHA256:
        print("rp2-firmware: %s has sha256 %s, not the B1 ROM's %s" % (rom, got, BOOTROM_SHA256),
              file=sys.stderr)
        return 2
    print("rp2-firmware: %s ok" % BOOTROM)
    return 0


if __name__ == "__main__":
    sys.exit(main())
