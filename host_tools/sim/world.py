"""A whole simulated hexbox built from a board definition: the fake machine
module, virtual clock and every part the board names.

    w = World(board_dict)
    with w.installed():          # `import machine` / `framebuf` / time.ticks_*
        ... firmware code ...
    w.wheel.angle, w.hall.occupied.add(17), w.press("roll"), w.oled.render()
"""

import asyncio
import contextlib
import os
import sys
import time
from fractions import Fraction

from host_tools.sim import framebuf as fake_framebuf
from host_tools.sim import parts
from host_tools.sim import rp2 as fake_rp2
from host_tools.sim.clock import Clock
from host_tools.sim.machine import Bus, make_module

_TIME_API = ("ticks_us", "ticks_ms", "ticks_cpu", "ticks_add", "ticks_diff", "sleep_us", "sleep_ms")


class World:
    def __init__(self, board, index_at=Fraction(1, 3), index_width=Fraction(1, 72)):
        self.board = board
        self.clock = Clock()
        usable = set(board["pins"]["usable"]) | set(board["pins"].get("input_only", []))
        usable |= set(board["pins"].get("strapping", []))
        self.bus = Bus(self.clock, usable)
        self.machine = make_module(self.bus)
        w = board["wheel"]
        self.wheel = parts.Wheel(w["steps"], w["microsteps"], w["gear"])
        inv = w.get("invert_dir", False)
        if w["driver"] == "stepdir":
            p = w["pins"]
            self.motor = parts.StepDirModel(self.bus, self.wheel, p["step"], p["dir"], p.get("enable"),
                                            w.get("enable_active_low", True), inv)
        else:
            self.motor = parts.HalfStepModel(self.bus, self.wheel, w["pins"]["coils"], inv)
        ix = board.get("index")
        self.index = None
        if ix is not None:
            self.index = parts.IndexSensor(self.bus, ix["pin"], self.wheel, index_at, index_width,
                                           ix.get("active_low", True))
        self.hall = None
        self.hall_model = None
        h = board.get("hall")
        if h is not None:
            self.hall = parts.HallField(h["map"])
            al = h.get("active_low", True)
            if h["type"] == "74HC4067":
                self.hall_model = parts.Mux4067Model(self.bus, h["select"], h["signal"], self.hall, al)
            else:
                cap = 8 * ((len(h["map"]) + 7) // 8)
                self.hall_model = parts.Shift165Model(self.bus, h["load"], h["clock"], h["data"],
                                                      self.hall, cap, al)
        self.buttons = {}
        b = board.get("buttons", {})
        for name in ("roll", "confirm", "back", "stop"):
            if name in b:
                self.buttons[name] = parts.Button(self.bus, b[name], name, b.get("active_low", True))
        self.oled = None
        d = board.get("display")
        if d is not None:
            self.oled = parts.Oled(d.get("width", 128), d.get("height", 64))
            self.bus.i2c_devices[d.get("addr", 0x3C)] = self.oled

    # the outside world acting on the box
    def press(self, name):
        self.buttons[name].pressed = True

    def release(self, name):
        self.buttons[name].pressed = False

    def click(self, name, ms=100):
        self.press(name)
        self.clock.advance(ms * 1000)
        self.release(name)

    def buzzer_log(self):
        p = self.board.get("buzzer")
        pwm = self.bus.pwms.get(p["pin"]) if p else None
        return [] if pwm is None else pwm.log

    @contextlib.contextmanager
    def installed(self):
        """Make `import machine`, `import framebuf` and time.ticks_* work for
        firmware code on CPython, bound to this world; undone on exit."""
        saved = {k: sys.modules.get(k) for k in ("machine", "framebuf", "rp2")}
        saved_time = {k: getattr(time, k) for k in _TIME_API if hasattr(time, k)}
        sys.modules["machine"] = self.machine
        sys.modules["framebuf"] = fake_framebuf
        if self.board["mcu"].startswith("RP"):
            sys.modules["rp2"] = fake_rp2.make_module(self.bus)
        # pio_step binds rp2 and machine.Pin at import: import it afresh per world
        sys.modules.pop("hexbox.hw.pio_step", None)
        for k in _TIME_API:
            setattr(time, k, getattr(self.clock, k))
        clock = self.clock

        async def sleep_ms(ms):
            # MicroPython's asyncio.sleep_ms on virtual time: the clock jumps,
            # then the other tasks get their turn
            clock.advance(max(int(ms), 0) * 1000)
            await asyncio.sleep(0)

        had_sleep_ms = hasattr(asyncio, "sleep_ms")
        asyncio.sleep_ms = sleep_ms
        # the simulated flash needs no host-wide disk sync after every save
        # (core.fs.OsFs calls os.sync when it exists): a big cost on a shared host
        host_sync = getattr(os, "sync", None)
        if host_sync is not None:
            del os.sync
        try:
            yield self
        finally:
            if host_sync is not None:
                os.sync = host_sync
            sys.modules.pop("hexbox.hw.pio_step", None)
            if not had_sleep_ms:
                del asyncio.sleep_ms
            for k, v in saved.items():
                if v is None:
                    sys.modules.pop(k, None)
                else:
                    sys.modules[k] = v
            for k in _TIME_API:
                if k in saved_time:
                    setattr(time, k, saved_time[k])
                elif hasattr(time, k):
                    delattr(time, k)
