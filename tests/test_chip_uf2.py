"""The one file to install on the chip: `make uf2 BOARD=pico_referee`
(firmware and filesystem in one UF2, every game the box can hold) is the
only thing loaded into the emulated Pico's flash, every block at its
address, as the boot ROM writes a file dropped on the BOOTSEL drive. The
real MicroPython firmware then boots, mounts the filesystem from that same
file, runs hexbox's main.py off it and shows the box's first screen within
the 3 s budget (DESIGN.md: boot to the first screen within 3 s).
"""

from chip_needs import need_chip
from tiers import full_only

BOARD = "pico_referee"
BOOT_US = 3_000_000


def _first_screen(box, limit_us):
    """(chip time, text rows) of the first OLED frame with something on it, or (None, [])."""
    from host_tools.sim.oled_text import screen

    while box.t_us < limit_us:
        box.run(limit_us, stop=("frame",))
        ram, _ = box.frame()
        if any(ram):
            return box.t_us, screen(ram)[0]
    return None, []


@full_only  # make test: tests/test_chip_setup.py boots the one file alone, and more
def test_the_one_file_alone_boots_the_box_off_its_own_filesystem(tmp_path):
    need_chip()
    from host_tools.chip.driver import Chip
    from host_tools.device import flash, one_file

    built = one_file.build(BOARD, out=tmp_path)
    board_def, files = flash.board_files(BOARD)
    with Chip(board_def, uf2=built["path"]) as box:
        at, rows = _first_screen(box, BOOT_US)
        assert at is not None, "no screen within 3 s of power-on: " + box.serial
        assert rows, "the first screen holds no text"
        box.run(BOOT_US)
        # main.py ran off the filesystem the file brought, and said which board it is
        assert "hexbox " in box.serial and "board=%s" % BOARD in box.serial, box.serial
        assert "Traceback" not in box.serial, box.serial
        on_chip = box.files()  # what the chip's flash holds, read back from outside
        for path, data in files.items():
            assert on_chip.read(path) == data, path
