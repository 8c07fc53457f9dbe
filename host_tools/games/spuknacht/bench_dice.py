# Dice-and-wheel mode: the box as plain dice and a wheel, no referee.
#   wheel.stop_button_latency_steps   most motor steps the wheel makes after the
#       STOP edge, in the simulator's step-accurate model (pico_dice: the
#       28BYJ-48 half-step model under the firmware's Stepper and StopLatch,
#       slow speed from the board), over edges spread through a turn's
#       acceleration and cruise (target <= 1)
#   wheel.stop_button_latency_steps_max_speed   the same at the board's max_speed
#   wheel.stop_isr_alloc_bytes_upy    heap bytes the STOP interrupt handler
#       allocates on MicroPython (target 0: safe as a hard IRQ)
#   ram.dice_app.peak_bytes   highest live heap of the dice-mode app on
#       MicroPython (board_defs/pico_dice.json on fake pins, a scripted
#       player: rolls, turns, STOPs through the pin interrupt, nudges, fields
#       by hand), firmware modules included
#   ram.dice_app.turns        wheel turns the measured run made
#   ram.dice_app.peak_is_upper_bound  1 when that MicroPython's gc reclaims
#       nothing mid-run (the WebAssembly build)

import json
import os

from host_tools.hardware import boards

TURNS = 8

_ISR = """
import gc
from hexbox.hw.stop_button import StopLatch

class P:
    IRQ_FALLING = 4
    IRQ_RISING = 8
    def irq(self, handler=None, trigger=4, hard=False):
        self.h = handler

class Clk:
    def __init__(self):
        self.t = 1000
    def ticks_us(self):
        self.t += 1
        return self.t

p = P()
latch = StopLatch([p], Clk())
latch.arm()
h = p.h
h(p)
latch.arm()
gc.collect()
gc.disable()
a0 = gc.mem_alloc()
h(p)
a1 = gc.mem_alloc()
gc.enable()
print(a1 - a0, 1 if latch.triggered() else 0)
"""


def stop_latency_steps(board_name="pico_dice", speed_key="slow_speed", edges=24):
    """Max steps after a STOP edge over `edges` edge times in one long turn."""
    from host_tools.hardware import boards
    from host_tools.sim.world import World

    board = boards.load(board_name)
    w = board["wheel"]
    worst = 0
    for i in range(edges):
        world = World(board)
        with world.installed():
            from hexbox.hw.build import Hardware
            from hexbox.hw.ramp import Ramp
            from hexbox.hw.stop_button import StopLatch

            hw = Hardware(board, world.machine, world.clock)
            speed = w.get(speed_key, w["max_speed"])
            hw.stepper.ramp = Ramp(speed, w["accel"])
            limit = w.get("stop_steps", 1)
            latch = StopLatch(
                hw.buttons.pins, world.clock, board["buttons"].get("active_low", True), hw.buttons
            )
            # edges from the first steps through the ramp into the cruise
            steps = 4 * speed
            at_us = 3000 + i * (2 * 1000000 // edges) + 37 * i
            mark = []

            def press(world=world, mark=mark):
                world.press("stop")
                mark.append(world.wheel.position)

            world.clock.timers.append([world.clock.us + at_us, 0, press])
            latch.arm()
            made = hw.stepper.move(steps, latch.triggered, limit)
            latch.disarm()
            if mark and made != steps:
                worst = max(worst, abs(world.wheel.position - mark[0]))
    return worst


_APP = r"""
import gc, json
gc.collect()
_a = gc.mem_alloc()
_x = bytearray(20000)
_x = None
gc.collect()
RECLAIMS = 1 if gc.mem_alloc() - _a < 10000 else 0
BOARD = json.loads(%(board)r)
TURNS = %(turns)d

class Clock:
    def __init__(self):
        self.us = 0
        self.stop_at = -1
        self.stop_pin = None
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
        if 0 <= self.stop_at <= self.us:
            self.stop_at = -1
            p = self.stop_pin
            p.level = 0  # STOP pressed: the falling edge calls the handler
            p.handler(p)
    def sleep_ms(self, ms):
        self.sleep_us(ms * 1000)

CLOCK = Clock()
WHEEL = [0]
PINS = {}

class Pin:
    IN = 0
    OUT = 1
    PULL_UP = 1
    IRQ_FALLING = 4
    IRQ_RISING = 8
    def __init__(self, n, mode=0, pull=None, value=None):
        self.n = n
        self.level = 1
        self.handler = None
        PINS[n] = self
    def value(self, v=None):
        if v is None:
            if self.n == BOARD["index"]["pin"]:
                return 0 if 100 <= WHEEL[0] %% 4000 <= 140 else 1
            return self.level
        self.level = v
    def irq(self, handler=None, trigger=4, hard=False):
        self.handler = handler

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
    def write(self, n, d):  # d: bytes or a list of chunks (hexbox.core.fs.OsFs.write)
        self.files[n] = b"".join([bytes(c) for c in d]) if isinstance(d, list) else bytes(d)
    def exists(self, n):
        return n in self.files
    def remove(self, n):
        self.files.pop(n, None)
    def rename(self, a, b):
        self.files[b] = self.files.pop(a)

from hexbox.hw.build import Hardware
from hexbox.app.boxes import parts
from hexbox.games.spuknacht.box import engine_board
from hexbox.boxes.dice.controller import DiceController

hw = Hardware(BOARD, Machine, CLOCK, parts("spuknacht", "dice_wheel"))
_step = hw.motor.step
def counted_step():
    _step()
    WHEEL[0] += hw.motor.direction
hw.motor.step = counted_step
PEAK = [0]
HELD = {}
SCRIPT = []
for k in range(TURNS):
    SCRIPT.extend(("roll", "roll"))
    if k %% 3 == 1:
        SCRIPT.append("back")
    if k == 4:
        SCRIPT.extend(("confirm",) + ("roll",) * 10 + ("confirm",) + ("roll",) * 19
                      + ("confirm",) + ("back",) * 2 + ("confirm",))
TURNED = [0]

def yield_once():
    yield None

class Bench(DiceController):
    async def pause(self, ms):
        self.pauses += 1
        CLOCK.sleep_ms(ms if ms else 1)
        for n in list(HELD):
            HELD[n] -= 1
            if HELD[n] <= 0:
                del HELD[n]
                PINS[n].level = 1
        if self.pauses %% 25 == 0:
            gc.collect()
            m = gc.mem_alloc()
            if m > PEAK[0]:
                PEAK[0] = m
        if not HELD and self.pauses %% 40 == 0:
            if not SCRIPT or TURNED[0] >= TURNS:
                self.stopped = True
            else:
                name = SCRIPT.pop(0)
                n = BOARD["buttons"][name]
                if name == "roll" and self.game.phase == "turn":
                    TURNED[0] += 1
                    if TURNED[0] %% 2:  # every other turn: STOP half a notch in
                        CLOCK.stop_at = CLOCK.us + 1200000
                        CLOCK.stop_pin = PINS[BOARD["buttons"]["stop"]]
                PINS[n].level = 0
                HELD[n] = 5
        await yield_once()

    def turn_stoppable(self, steps):
        moved = DiceController.turn_stoppable(self, steps)
        PINS[BOARD["buttons"]["stop"]].level = 1
        CLOCK.stop_at = -1
        return moved

c = Bench(hw, engine_board(BOARD), MemFs(), lambda: 11)
c.boot()
sense = c.sense()
flow = c.flow()
while True:
    try:
        flow.send(None)
        sense.send(None)
    except StopIteration:
        break
gc.collect()
print(PEAK[0], TURNED[0], RECLAIMS, c.game.step, len(c.game.rolls), 1 if c.game.by_hand else 0)
"""


def app_ram(upy):
    with open(os.path.join(boards.BOARD_DIR, "pico_dice.json")) as f:
        board = json.load(f)
    out = upy(_APP % {"board": json.dumps(board), "turns": TURNS}, heapsize=512 * 1024)
    return [int(x) for x in out.split()[-6:]]


def metrics(upy):
    alloc, hit = (int(x) for x in upy(_ISR).split()[-2:])
    peak, turns, reclaims = app_ram(upy)[:3]
    return {
        "ram.dice_app.peak_bytes": peak,
        "ram.dice_app.turns": turns,
        "ram.dice_app.peak_is_upper_bound": 1 - reclaims,
        "wheel.stop_button_latency_steps": stop_latency_steps(),
        "wheel.stop_button_latency_steps_max_speed": stop_latency_steps(speed_key="max_speed"),
        "wheel.stop_isr_alloc_bytes_upy": alloc if hit else -1,
    }
