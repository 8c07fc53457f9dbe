"""The UF2 writer of the one file to install (host_tools/device/uf2.py),
against the rules the Raspberry Pi boot ROMs hold a file to: 256-byte pages,
and on the RP2040 (erratum E14) every run of 16 block numbers one whole 4 KB
sector, since the ROM erases one sector per run. Synthetic firmware files
here; the real Pico firmware in tests/test_one_file.py and on the chip in
tests/test_chip_uf2.py."""

import pytest

from host_tools.device import uf2

RP2040 = 0xE48BFF56
RP2350_ARM_S = 0xE48BFF59
ABSOLUTE = 0xE48BFF57  # the RP2350-E10 block's family
BASE = 0x10000000


def _firmware(pages, family=RP2040, first=()):
    """A firmware UF2 of `pages` 256-byte pages from BASE (page i filled with i & 0xFF),
    after the blocks `first` (kept with their own numbers)."""
    blocks = list(first)
    blocks += [uf2.Block(uf2.FAMILY_ID_PRESENT, BASE + 256 * i, bytes([i & 0xFF]) * 256, family,
                         i, pages) for i in range(pages)]
    return uf2.encode(blocks)


def _image(sectors):
    return bytes((7 + i) & 0xFF for i in range(4096 * sectors))


def assert_the_rp2040_rom_writes_it_whole(out):
    """The blocks `out` of one family, as the RP2040 boot ROM needs them:
    numbered 0..n-1 of n, 256-byte pages, every run of 16 block numbers
    one whole 4 KB sector."""
    assert [b.number for b in out] == list(range(len(out)))
    assert all(b.total == len(out) for b in out)
    assert len(out) % 16 == 0
    for run in range(0, len(out), 16):
        addrs = [b.address for b in out[run:run + 16]]
        assert addrs == list(range(addrs[0], addrs[0] + 4096, 256)) and addrs[0] % 4096 == 0
    assert all(len(b.payload) == 256 for b in out)


def test_every_run_of_16_block_numbers_is_one_whole_sector():
    """RP2040-E14: the ROM erases the sector of a run's first block for each
    run of 16 block numbers. A firmware that ends mid-sector (14 pages of
    its last sector, as the real RPI_PICO v1.27.0 does) followed straight
    by the image would put the image's first pages in the firmware's run."""
    out = uf2.read(uf2.with_image(_firmware(16 + 14), RP2040, BASE + 0xA0000, _image(3)))
    assert_the_rp2040_rom_writes_it_whole(out)
    assert {b.family for b in out} == {RP2040}


def test_the_flash_holds_the_firmware_then_erased_pages_then_the_image():
    fw = _firmware(16 + 14)
    img = _image(3)
    data = uf2.with_image(fw, RP2040, BASE + 0xA0000, img)
    flash = uf2.flash_contents(data, BASE, 0xA0000 + len(img))
    assert flash[:30 * 256] == uf2.flash_contents(fw, BASE, 30 * 256)
    assert flash[30 * 256:32 * 256] == b"\xff" * 512  # the rest of the firmware's last sector
    assert flash[0xA0000:] == img


def test_blocks_of_another_family_keep_their_place_and_numbers():
    """An RP2350 firmware file may begin with a block of the absolute family
    (the RP2350-E10 workaround) numbered on its own: it stays as it is, and
    only the firmware's own family is numbered with the image."""
    e10 = uf2.Block(uf2.FAMILY_ID_PRESENT, 0x10FFFF00, b"\xef" * 256, ABSOLUTE, 0, 2)
    fw = _firmware(32, RP2350_ARM_S, first=[e10])
    out = uf2.read(uf2.with_image(fw, RP2350_ARM_S, BASE + 0x100000, _image(1)))
    first = out[0]
    assert (first.family, first.address, first.number, first.total) == (ABSOLUTE, 0x10FFFF00, 0, 2)
    main = out[1:]
    assert [b.number for b in main] == list(range(48)) and {b.total for b in main} == {48}
    assert {b.family for b in main} == {RP2350_ARM_S}


@pytest.mark.parametrize("firmware,family,address,says", [
    (_firmware(16), RP2350_ARM_S, BASE + 0x100000, "no blocks for chip family 0xe48bff59"),
    (_firmware(32), RP2040, BASE + 0x1000, "reaches 0x10002000, into the filesystem"),
    (_firmware(16)[:-1], RP2040, BASE + 0xA0000, "not a whole number of 512-byte UF2 blocks"),
    (b"\0" * 512, RP2040, BASE + 0xA0000, "block 0 has no UF2 magic numbers"),
])
def test_a_file_that_is_not_the_chips_firmware_is_refused(firmware, family, address, says):
    with pytest.raises(uf2.Uf2Error) as e:
        uf2.with_image(firmware, family, address, _image(1))
    assert says in str(e.value)


def test_the_image_must_be_whole_sectors():
    with pytest.raises(uf2.Uf2Error):
        uf2.with_image(_firmware(16), RP2040, BASE + 0xA0100, _image(1))
    with pytest.raises(uf2.Uf2Error):
        uf2.with_image(_firmware(16), RP2040, BASE + 0xA0000, _image(1)[:-256])
