# RAM of the controller app playing Spuknacht on MicroPython.
#   ram.app.peak_bytes   highest live heap (gc.mem_alloc() after a collect,
#                        sampled at the app's await points) over the first
#                        ACTIONS actions, firmware modules included (as on a
#                        board without frozen modules). Target <= 96 KB.
#   ram.app.actions      how many actions the measured run played
#   ram.app.peak_is_upper_bound  1 when the interpreter's gc reclaims nothing
#                        mid-run (the WebAssembly build), so the peak counts
#                        every allocation; run with MICROPYTHON=path for the real figure
# The script builds the Hardware from board_defs/pico.json on fake pins (a
# wheel that counts steps, an index window, hall sensors answering from a
# set of fields, buttons) and a scripted player; no host simulator is used.
import json
import os

from host_tools import boards

ACTIONS = 24

_SCRIPT = r"""
import gc, json
# does this MicroPython's collector reclaim inside one run? (the WebAssembly
# build under Node does not: then every number below is an upper bound)
gc.collect()
_a = gc.mem_alloc()
_x = bytearray(20000)
_x = None
gc.collect()
RECLAIMS = 1 if gc.mem_alloc() - _a < 10000 else 0
gc.collect()
BOARD = json.loads(%(board)r)
ACTIONS = %(actions)d

class Clock:
    def __init__(self):
        self.us = 0
    def ticks_us(self):
        self.us += 1
        return self.us & 0x3FFFFFFF
    def ticks_ms(self):
        return (self.us // 1000) & 0x3FFFFFFF
    def ticks_add(self, a, b):
        return (a + b) & 0x3FFFFFFF
    def ticks_diff(self, a, b):
        return ((a - b + 0x20000000) & 0x3FFFFFFF) - 0x20000000
    def sleep_us(self, us):
        self.us += us
    def sleep_ms(self, ms):
        self.us += ms * 1000

CLOCK = Clock()
LEVEL = {}
OCC = set()
WHEEL = [0]
SEL = []
STEP = BOARD["wheel"]["pins"]["step"]
DIR = BOARD["wheel"]["pins"]["dir"]
HALL = BOARD["hall"]

class Pin:
    IN = 0
    OUT = 1
    PULL_UP = 1
    def __init__(self, n, mode=0, pull=None, value=None):
        self.n = n
        LEVEL.setdefault(n, 1)
    def value(self, v=None):
        n = self.n
        if v is None:
            if n == BOARD["index"]["pin"]:
                return 0 if 100 <= WHEEL[0] %% 16000 <= 300 else 1
            if n in HALL.get("signal", ()):
                ch = 0
                for i in range(4):
                    ch |= LEVEL[HALL["select"][i]] << i
                s = HALL["signal"].index(n) * 16 + ch
                return 0 if s in OCC else 1
            return LEVEL[n]
        if n == STEP and v and not LEVEL[n]:
            WHEEL[0] += 1 if LEVEL[DIR] else -1
        LEVEL[n] = v

class PWM:
    def __init__(self, pin, freq=0, duty_u16=0):
        pass
    def freq(self, f=None):
        return 0
    def duty_u16(self, d=None):
        return 0

class I2C:
    def __init__(self, *a, **k):
        pass
    def writeto(self, addr, buf):
        return len(buf)
    def writevto(self, addr, vec):
        return 0

class Machine:
    pass
Machine.Pin = Pin
Machine.PWM = PWM
Machine.I2C = I2C

class MemFs:
    def __init__(self):
        self.files = {}
    def read(self, n):
        return self.files.get(n)
    def write(self, n, d):
        self.files[n] = bytes(d)
    def exists(self, n):
        return n in self.files
    def remove(self, n):
        self.files.pop(n, None)
    def rename(self, a, b):
        self.files[b] = self.files.pop(a)

from hexbox.hw.build import Hardware
from hexbox.app.main import game_factory
from hexbox.app.controller import Controller
from hexbox.core.rng import Rng

hw = Hardware(BOARD, Machine, CLOCK, "spuknacht")
PEAK = [0]
BUTTON = {}

def press(name, n):
    BUTTON[BOARD["buttons"][name]] = n

def yield_once():
    yield None  # a bare generator is awaitable on MicroPython: one scheduler turn


class Bench(Controller):
    async def pause(self, ms):
        self.pauses += 1
        CLOCK.sleep_ms(ms if ms else 1)
        for p in list(BUTTON):
            LEVEL[p] = 0 if BUTTON[p] > 0 else 1
            BUTTON[p] -= 1
            if BUTTON[p] < 0:
                del BUTTON[p]
        if self.pauses %% 25 == 0:
            gc.collect()
            m = gc.mem_alloc()
            if m > PEAK[0]:
                PEAK[0] = m
            self.act()
        if len(self.game.history) >= ACTIONS:
            self.stopped = True
            self.game.over = True
        await yield_once()

    def act(self):
        g = self.game
        if g.over or BUTTON:
            return
        acts = g.actions()
        a = acts[Rng(len(g.history) * 31 + 7).below(len(acts))]
        if a[0] == "roll":
            press("roll", 5)
        elif a[0] in ("pass", "stay"):
            press("confirm", 5)
        elif a[0] in ("place", "move", "away"):
            if g.mags[a[1]] >= 0:
                OCC.discard(g.mags[a[1]])
            OCC.add(a[2])

c = Bench(hw, game_factory("spuknacht", BOARD), MemFs(), lambda: 11, 1, (), "spuknacht")
# a two-task round robin in place of asyncio.run (the WebAssembly port's
# asyncio runs on the JavaScript event loop)
c.boot()
sense = c.sense()
flow = c.flow(True)
while True:
    try:
        flow.send(None)
        sense.send(None)
    except StopIteration:
        break
gc.collect()
print(PEAK[0], len(c.game.history), RECLAIMS)
"""


def metrics(upy):
    with open(os.path.join(boards.BOARD_DIR, "pico.json")) as f:
        board = json.load(f)
    board["wheel"].pop("pio", None)  # no rp2 module here: the software stepper on fake pins
    out = upy(_SCRIPT % {"board": json.dumps(board), "actions": ACTIONS}, heapsize=512 * 1024)
    peak, n, reclaims = (int(x) for x in out.split()[-3:])
    return {"ram.app.peak_bytes": peak, "ram.app.actions": n,
            # 1 when the MicroPython used cannot free memory mid-run (the
            # WebAssembly build): peak_bytes is then all bytes ever allocated
            "ram.app.peak_is_upper_bound": 1 - reclaims}
