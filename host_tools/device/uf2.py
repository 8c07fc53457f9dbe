"""The UF2 format (github.com/microsoft/uf2): what a board's BOOTSEL drive
takes. A file is 512-byte blocks; each carries up to 476 bytes for one flash
address, its number and the file's block count, and the chip family it is
for. Here: read a firmware's blocks, add a filesystem image to them, and load
blocks into a flash image (as the chip's boot ROM does).

Written here rather than taken from PyPI (uf2utils, adafruit-uf2) because
both get what the Raspberry Pi boot ROMs need wrong: they number every block
of a file as one sequence with one family, but an RP2350 firmware file may
begin with a block of another family (the RP2350-E10 workaround) that keeps
its own numbering; and the RP2040 boot ROM erases a 4 KB sector for each run
of 16 block numbers (RP2040-E14), so every such run must address one whole
sector, which appending an image after a firmware that ends mid-sector breaks.
"""

import struct

MAGIC_START0 = 0x0A324655  # "UF2\n"
MAGIC_START1 = 0x9E5D5157
MAGIC_END = 0x0AB16F30
BLOCK = 512
HEADER = struct.Struct("<8I")
NOT_MAIN_FLASH = 0x00000001
FAMILY_ID_PRESENT = 0x00002000
PAGE = 256  # the Raspberry Pi boot ROMs take exactly 256 bytes a block
SECTOR = 4096  # their flash erases this much at a time
ERASED = 0xFF


class Uf2Error(ValueError):
    """Not a UF2 file this tool can use; the message says why."""


class Block:
    """One block: flags, flash address, payload, family; its number and the
    count of its sequence as the file had them."""

    __slots__ = ("flags", "address", "payload", "family", "number", "total")

    def __init__(self, flags, address, payload, family, number=0, total=0):
        self.flags = flags
        self.address = address
        self.payload = bytes(payload)
        self.family = family
        self.number = number
        self.total = total

    def encode(self):
        head = HEADER.pack(MAGIC_START0, MAGIC_START1, self.flags, self.address,
                           len(self.payload), self.number, self.total, self.family)
        body = self.payload + bytes(BLOCK - HEADER.size - 4 - len(self.payload))
        return head + body + struct.pack("<I", MAGIC_END)


def read(data):
    """The blocks of a UF2 file's bytes; Uf2Error names the first bad one."""
    if not data or len(data) % BLOCK:
        raise Uf2Error("%d bytes is not a whole number of 512-byte UF2 blocks" % len(data))
    out = []
    for i in range(0, len(data), BLOCK):
        m0, m1, flags, addr, size, number, total, family = HEADER.unpack_from(data, i)
        (end,) = struct.unpack_from("<I", data, i + BLOCK - 4)
        if (m0, m1, end) != (MAGIC_START0, MAGIC_START1, MAGIC_END):
            raise Uf2Error("block %d has no UF2 magic numbers" % (i // BLOCK))
        if size > BLOCK - HEADER.size - 4:
            raise Uf2Error("block %d says it carries %d bytes" % (i // BLOCK, size))
        out.append(Block(flags, addr, data[i + HEADER.size:i + HEADER.size + size],
                         family if flags & FAMILY_ID_PRESENT else 0, number, total))
    return out


def encode(blocks):
    return b"".join(b.encode() for b in blocks)


def _is_main(block, family):
    return block.family == family and not block.flags & NOT_MAIN_FLASH


def with_image(firmware, family, address, image):
    """A firmware UF2 (bytes) for chip `family` with `image` written from
    flash address `address` (page-aligned, whole sectors) as one file.

    The firmware's blocks of that family are laid out again in whole
    sectors: pages a sector of the firmware leaves out are written erased
    (0xFF), then the image's pages follow, and all of them are numbered
    0..n-1 in address order, so every run of 16 block numbers is one whole
    sector (RP2040-E14). Blocks of any other family (the RP2350-E10 block)
    stay as the firmware had them, numbers and all."""
    if address % SECTOR or len(image) % SECTOR:
        raise Uf2Error("the image must fill whole 4 KB sectors at a sector's address")
    blocks = read(firmware)
    main = [b for b in blocks if _is_main(b, family)]
    if not main:
        found = sorted(set("0x%08x" % b.family for b in blocks))
        raise Uf2Error("it holds no blocks for chip family 0x%08x (it has %s): the firmware "
                       "for another chip?" % (family, ", ".join(found)))
    pages = {}
    for b in main:
        if b.address % PAGE or len(b.payload) != PAGE:
            raise Uf2Error("block %d is not one whole 256-byte page" % b.number)
        pages[b.address] = b.payload
    if max(pages) + PAGE > address:
        raise Uf2Error("the firmware reaches 0x%08x, into the filesystem at 0x%08x"
                       % (max(pages) + PAGE, address))
    for sector in set(a - a % SECTOR for a in pages):
        for a in range(sector, sector + SECTOR, PAGE):
            pages.setdefault(a, bytes([ERASED]) * PAGE)
    for off in range(0, len(image), PAGE):
        pages[address + off] = image[off:off + PAGE]
    flags = main[0].flags
    laid = [Block(flags, a, pages[a], family, n, len(pages)) for n, a in enumerate(sorted(pages))]
    out = []
    for b in blocks:
        if not _is_main(b, family):
            out.append(b)
        elif laid:
            out.extend(laid)  # where the firmware's own blocks began
            laid = []
    return encode(out)


def flash_contents(data, base, size, family=None):
    """The flash from address `base`, `size` bytes, as the blocks of a UF2
    file (bytes) leave it: every block written at its address (of `family`
    only, when given), the rest erased."""
    out = bytearray([ERASED]) * size
    for b in read(data):
        if b.flags & NOT_MAIN_FLASH or (family is not None and b.family != family):
            continue
        lo, hi = max(b.address, base), min(b.address + len(b.payload), base + size)
        if lo < hi:
            out[lo - base:hi - base] = b.payload[lo - b.address:hi - b.address]
    return out
