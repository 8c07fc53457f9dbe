"""The virtual device's simulated hardware (python -m host_tools vdevice).

Runs on MicroPython, inside the virtual board (vdevice/agent.py loads the
sim modules at boot, like frozen modules, before it mounts the flash). It
uses the simulator's own models (box.Box: machine, parts, clock, player),
so the CPython simulator and the virtual board simulate the same parts.

- machine(): what `import machine` gives on the board: the pins, PWM, I2C
  and timers of the flashed board's simulated box (bare pins before one).
- run_main(run): runs main.py (`run()`) on the box the flashed config.json
  and board definition describe: `time` on the box's virtual clock,
  `asyncio` as vloop.AsyncioOnClock on that clock, a fake `rp2` on RP2
  boards, and a virtual player pressing buttons and moving magicians. It is
  a bounded demo: it stops after DEMO_ACTIONS game actions (or DEMO_VIRTUAL_S
  virtual seconds, so a slow or loaded laptop shows the same), prints what happened
  and gives the REPL back; the real `time` and `asyncio` come back too.
"""

import json
import sys
import time as real_time

from host_tools.sim.box import Box
from host_tools.sim.clock import Clock
from host_tools.sim.machine import Bus, make_module
from host_tools.sim.menu_player import MenuPlayer
from host_tools.sim.vloop import AsyncioOnClock

DEMO_ACTIONS = 8  # game actions the demo plays after a boot, then stops ...
DEMO_VIRTUAL_S = 600  # ... or after this much virtual time, whichever comes first
# a dice-and-wheel box (no hall sensors) has no virtual player here: the
# demo homes the wheel, shows the dice screen and stops after this long
DEMO_DICE_VIRTUAL_S = 20

_TIME_API = ("ticks_us", "ticks_ms", "ticks_cpu", "ticks_add", "ticks_diff", "sleep_us",
             "sleep_ms", "sleep", "time")
_SWAPPED = ("time", "asyncio", "rp2", "machine")

_state = {"box": None, "bare": None}


class VirtualTime:
    """`time` on the simulated box: ticks and sleeps on the virtual clock,
    everything else from the real module."""

    def __init__(self, clock):
        for k in _TIME_API:
            setattr(self, k, getattr(clock, k))

    def __getattr__(self, name):
        return getattr(real_time, name)


def machine():
    """The board's `machine` now: the flashed board's box once main.py ran,
    else bare pins on a clock of their own."""
    if _state["box"] is not None:
        return _state["box"].machine
    if _state["bare"] is None:
        _state["bare"] = make_module(Bus(Clock()))
    return _state["bare"]


def read_json(path):
    """A JSON file's value, or None when it is missing, unreadable (a folder)
    or not JSON."""
    try:
        with open(path) as f:
            return json.load(f)
    except (OSError, ValueError):
        return None


def read_board():
    """(config, board definition) from the flash, as the app reads them
    (config {} when config.json is missing or broken; board None when no
    board definition is there to wire a box to)."""
    cfg = read_json("config.json")
    if not isinstance(cfg, dict):
        cfg = {}
    board = read_json("board.json")
    if board is None and isinstance(cfg.get("board"), str) and "/" not in cfg["board"]:
        board = read_json("board_defs/%s.json" % cfg["board"])
    if not isinstance(board, dict) or "pins" not in board:
        return cfg, None
    return cfg, board


class Demo:
    """The bound of one boot's demo and what it saw."""

    def __init__(self, box, running, actions, virtual_s):
        self.box = box
        self.running = running
        self.actions = actions
        self.virtual_us = virtual_s * 1000000
        self.why = None

    def played(self):
        c = self.running[0] if self.running else None
        g = getattr(c, "game", None) if c is not None else None
        h = getattr(g, "history", None) if g is not None else None  # a dice table has none
        return 0 if h is None else len(h)

    def stop(self):
        if self.played() >= self.actions:
            self.why = "%d actions" % self.actions
        elif self.box.clock.us >= self.virtual_us:
            self.why = "%d virtual seconds" % (self.virtual_us // 1000000)
        return self.why is not None


def _see_ctrl_c(now):
    real_time.ticks_ms()


class Session:
    """The flashed board's simulated box, installed for the app: `time` on
    its virtual clock, `asyncio` = vloop.AsyncioOnClock on that clock (.loop),
    a fake `rp2` on RP2 boards (and `machine` if swap_machine), the virtual
    player and the wheel check. install() / remove() put the modules in and
    take them out again; attach() (after install) imports the app and hooks
    the player and the check into it."""

    def __init__(self, cfg, board, actions=DEMO_ACTIONS, virtual_s=DEMO_VIRTUAL_S,
                 swap_machine=False, wheel_check=True):
        self.wheel_check = wheel_check  # False: a heap run, which checks nothing of the wheel
        self.cfg = cfg
        self.board = board
        self.box = Box(board)
        self.loop = AsyncioOnClock(self.box.clock, poll=real_time.ticks_ms)  # real time: Ctrl-C
        self.bound = (actions, virtual_s)
        self.swap_machine = swap_machine
        self.saved = None
        self.appmain = self.player = self.check = self.demo = None
        self.own_app = False  # the game's box greets with an app of its own (started() says)
        self.on_start = None

    def install(self):
        box = self.box
        _state["box"] = box
        self.saved = [sys.modules.get(k) for k in _SWAPPED]
        # a look at the real clock whenever virtual time moves: that is when
        # the WebAssembly build notices Ctrl-C (a long homing never yields)
        box.clock.listeners.append(_see_ctrl_c)
        sys.modules["time"] = VirtualTime(box.clock)
        sys.modules["asyncio"] = self.loop
        if self.swap_machine:
            sys.modules["machine"] = box.machine
        if self.board.get("mcu", "").startswith("RP") and self.board.get("wheel", {}).get("pio"):
            # the one user of rp2: the wheel's PIO steps (and parking them)
            from host_tools.sim import (
                rp2 as fake_rp2,  # here: the heap bench's run holds only what it uses
            )

            sys.modules["rp2"] = fake_rp2.make_module(box.bus)

    def attach(self):
        """Hook the player and the wheel check into the app (imports it)."""
        box = self.box
        try:
            from hexbox.app import main as appmain
        except Exception:  # noqa: BLE001  (main.py itself reports a broken firmware)
            return
        self.appmain = appmain
        actions, virtual_s = self.bound
        self.demo = Demo(box, appmain.RUNNING, actions, virtual_s)
        self.loop.stop = self.demo.stop
        self.on_start = self.started  # one bound method: the list finds it again to remove it
        appmain.ON_START.append(self.on_start)

    def started(self, c):
        """The app is built (hexbox.app.main.ON_START): its box profile,
        still loaded for the build, says what plays it. A box with an app of
        its own (the dice-and-wheel box) has no virtual player here and a
        shorter demo; every other box plays its game through the menus, and
        a game that turns the wheel has it checked after every turn."""
        from hexbox.app.boxes import box
        from hexbox.hw.needs import mode

        _, drives, app, _ = box(self.cfg["game"], mode(self.board))
        self.own_app = app != "referee"
        if self.own_app:
            self.demo.virtual_us = min(self.demo.virtual_us, DEMO_DICE_VIRTUAL_S * 1000000)
            return
        if self.player is None:
            seed = self.cfg.get("seed", 1)
            self.player = MenuPlayer(
                self.box, seed if isinstance(seed, int) else 1, self.appmain.RUNNING
            )
        if self.wheel_check and self.box.wheel is not None and "wheel" in drives:
            if self.check is None:
                from host_tools.sim.checks import WheelCheck

                self.check = WheelCheck(self.box)
            self.check.attach(c)

    def remove(self):
        for k, m in zip(_SWAPPED, self.saved or ()):
            if m is None:
                sys.modules.pop(k, None)
            else:
                sys.modules[k] = m
        if self.appmain is not None and self.on_start in self.appmain.ON_START:
            self.appmain.ON_START.remove(self.on_start)
        if self.player is not None:
            self.player.detach()

    def played(self):
        return 0 if self.demo is None else self.demo.played()

    def report(self, out=print):
        box = self.box
        if self.loop.main is not None:
            c = self.check
            game = self.cfg.get("game", "?")
            if self.own_app:
                out("sim: dice-and-wheel box, %d virtual s" % (box.clock.us // 1000000))
            elif c is None:
                out(
                    "sim: %s, %d actions, %d virtual s"
                    % (game, self.played(), box.clock.us // 1000000)
                )
            else:
                wheel = "wheel on the engine's step after every turn" if not c.errors else \
                    "WHEEL ERRORS: %s" % "; ".join(c.errors)
                out("sim: %s, %d actions, %d wheel turns, %d virtual s; %s" % (
                    game, self.played(), c.turns, box.clock.us // 1000000, wheel))
            if self.loop.stopped:
                out(
                    "sim: demo stops after %s (the simulated box halts; REPL follows)"
                    % self.demo.why
                )
        # what a maker would see and hear on the box now
        if box.oled is not None and box.oled.on:
            out("sim: oled: %s" % " | ".join(r for r in box.oled.text_rows() if r))
        if box.motor is not None:
            out("sim: coils %s" % ("energised" if box.motor.energised() else "released"))
        tones = [f for _, f, duty in box.buzzer_log() if duty]
        if tones:
            out("sim: buzzer: %s Hz" % " ".join(str(f) for f in tones[-6:]))


def run_main(run, actions=DEMO_ACTIONS, virtual_s=DEMO_VIRTUAL_S, out=print, swap_machine=False):
    """Run main.py (run()) on the simulated box of the flashed board; run()'s
    result. swap_machine: also make `import machine` give the box's (the
    virtual board's own machine module asks machine() instead)."""
    cfg, board = read_board()
    if board is None:
        return run()  # nothing flashed: main.py runs on bare pins
    try:
        s = Session(cfg, board, actions, virtual_s, swap_machine)
    except Exception:  # noqa: BLE001  (a board definition no box can be wired to)
        return run()  # as a real board: main.py runs, on pins wired to nothing
    s.install()
    try:
        s.attach()
        r = run()
    finally:
        s.remove()
    s.report(out)
    return r
