"""One emulated Pico in a Node child process (chip.mjs), driven over pipes
with one JSON object a line each way. The chip runs only inside run(); the
host decides between runs (press a button, read the screen), so every time
here is chip time."""

import base64
import json
import shutil
import subprocess
import tempfile
from pathlib import Path

from host_tools import ROOT
from host_tools.chip import files as rp2_files
from host_tools.chip import image

MJS = Path(__file__).resolve().parent / "chip.mjs"
FLASH_SIZE = 2 * 1024 * 1024


class ChipError(RuntimeError):
    pass


class Chip:
    """Chip(board_def, fs_image=bytes) powers on a Pico whose flash holds the
    firmware and that filesystem; Chip(board_def, flash=bytes) one whose flash
    is a whole saved flash (after a power cut); Chip(board_def, uf2=path)
    one whose flash holds every block of that UF2 file at its address and
    nothing else (the one file to install: firmware and filesystem in one).
    wheel_start: where the
    wheel stands at power-on, in motor steps from its index magnet (default
    an eighth of a turn before it; after a power cut, where it stopped)."""

    def __init__(self, board_def, fs_image=None, flash=None, wheel_start=None, uf2=None):
        firmware, rom = rp2_files()
        node = shutil.which("node")
        if not node:
            raise ChipError("node not found: install Node.js 20 or newer")
        if not (Path(ROOT) / "node_modules" / "rp2040js").is_dir():
            raise ChipError("rp2040js is not installed: run npm ci (make node)")
        self.board = board_def
        self.tmp = tempfile.mkdtemp(prefix="hexbox-chip-")
        cfg = {"bootrom": str(rom), "uf2": str(uf2 or firmware), "board": board_def}
        if wheel_start is not None:
            cfg["wheel_start"] = int(wheel_start)
        if flash is not None:
            p = Path(self.tmp) / "flash.bin"
            p.write_bytes(flash)
            cfg["flash_image"] = str(p)
        elif fs_image is not None:
            p = Path(self.tmp) / "fs.img"
            p.write_bytes(fs_image)
            cfg["fs_image"] = str(p)
        self.proc = subprocess.Popen([node, str(MJS), json.dumps(cfg)], cwd=ROOT,
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                                     encoding="latin1")
        self.hello = self._read()
        self.t_us = 0.0
        self.fs_mirror = bytearray(image.BLOCK * image.BLOCKS)
        if fs_image is not None:
            self.fs_mirror[:] = fs_image
        elif flash is not None:
            self.fs_mirror[:] = flash[image.FS_OFFSET:image.FS_OFFSET + len(self.fs_mirror)]
        elif uf2 is not None:
            from host_tools.device import uf2 as uf2_format
            from host_tools.device.one_file import XIP_BASE

            self.fs_mirror[:] = uf2_format.flash_contents(
                Path(uf2).read_bytes(), XIP_BASE + image.FS_OFFSET, len(self.fs_mirror))
        self.serial = ""
        self.last = {}

    def _read(self):
        line = self.proc.stdout.readline()
        if not line:
            raise ChipError("the emulated chip stopped (exit %s)" % self.proc.poll())
        out = json.loads(line)
        if "error" in out:
            raise ChipError(out["error"])
        return out

    def ask(self, op, **kw):
        kw["op"] = op
        self.proc.stdin.write(json.dumps(kw) + "\n")
        self.proc.stdin.flush()
        return self._read()

    def run(self, until_us, stop=()):
        """Run the chip until chip time until_us (or until a stop event:
        "frame", "serial"); returns the chip's report (events since the last run)."""
        r = self.ask("run", until_us=until_us, stop=list(stop))
        self.t_us = r["t_us"]
        self.serial += r["serial"]
        self.last = r
        return r

    def run_for(self, us, stop=()):
        return self.run(self.t_us + us, stop)

    def button(self, pin, pressed):
        self.ask("button", pin=pin, pressed=bool(pressed))

    def hall(self, occupied):
        self.ask("hall", occupied=sorted(occupied))

    def fault(self, wheel_skip=None, wheel_held=None, index_missing=None, oled_nak_us=None,
              hall_stuck_on=None, hall_stuck_off=None, hall_flicker=None, hall_ok=None):
        """Fault models on the pins, each from now on:
        - wheel_skip: the wheel loses its next wheel_skip steps (a STEP/DIR
          driver's wheel); wheel_held: every step while True (a hand on it);
        - index_missing: the index magnet never answers while True;
        - oled_nak_us: the OLED's bus gives no ACK for that long;
        - hall_stuck_on / hall_stuck_off: the sensor under that field
          reads a magnet / none, whatever lies there (shorted, dead);
          hall_flicker: it reads at random, each level held about 3 ms on
          average (a loose wire); hall_ok: that field's sensor works again.
        Returns the wheel steps lost so far."""
        kw = {k: v for k, v in (("wheel_skip", wheel_skip), ("wheel_held", wheel_held),
                                ("index_missing", index_missing), ("oled_nak_us", oled_nak_us),
                                ("hall_stuck_on", hall_stuck_on),
                                ("hall_stuck_off", hall_stuck_off),
                                ("hall_flicker", hall_flicker), ("hall_ok", hall_ok))
              if v is not None}
        return self.ask("fault", **kw)["lost"]

    def send(self, text):
        self.ask("serial", data=text)

    def frame(self):
        """The OLED's 1,024 bytes of GDDRAM (page-major) and whether it is on."""
        r = self.ask("frame")
        return base64.b64decode(r["ram"]), r["on"]

    def heap(self, watch=False):
        return self.ask("heap", watch=watch)

    def files(self):
        """The filesystem as the chip's flash holds it now (only changed
        sectors cross the pipe)."""
        r = self.ask("flash_changes")
        for s, data in r["sectors"].items():
            off = int(s) * image.BLOCK - image.FS_OFFSET
            if 0 <= off < len(self.fs_mirror):
                self.fs_mirror[off:off + image.BLOCK] = base64.b64decode(data)
        return image.ImageFs(self.fs_mirror)

    def power_cut(self):
        """Cut the power now: the chip stops between two cycles; returns the
        whole flash as it is (what the next power-on finds)."""
        p = Path(self.tmp) / "cut.bin"
        self.ask("save_flash", path=str(p))
        data = p.read_bytes()
        self.close()
        return data

    def close(self):
        if self.proc.poll() is None:
            try:
                self.proc.stdin.write('{"op": "quit"}\n')
                self.proc.stdin.flush()
                self.proc.wait(5)
            except (OSError, subprocess.TimeoutExpired):
                self.proc.kill()
                self.proc.wait()
        shutil.rmtree(self.tmp, True)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
