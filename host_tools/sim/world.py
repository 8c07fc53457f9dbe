"""A whole simulated hexbox on CPython: box.Box (the fake machine module,
virtual clock and every part the board names) plus installing it for
firmware code running in this process.

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

from host_tools.sim import framebuf as fake_framebuf
from host_tools.sim import rp2 as fake_rp2
from host_tools.sim.box import Box

_TIME_API = ("ticks_us", "ticks_ms", "ticks_cpu", "ticks_add", "ticks_diff", "sleep_us", "sleep_ms")


class World(Box):
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
