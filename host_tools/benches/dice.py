# Dice-and-wheel mode (issue 10).
#   wheel.stop_button_latency_steps   most motor steps the wheel makes after the
#       STOP edge, in the simulator's step-accurate model (pico_dice: the
#       28BYJ-48 half-step model under the firmware's Stepper and StopLatch,
#       slow speed from the board), over edges spread through a turn's
#       acceleration and cruise (target <= 1)
#   wheel.stop_button_latency_steps_max_speed   the same at the board's max_speed
#   wheel.stop_isr_alloc_bytes_upy    heap bytes the STOP interrupt handler
#       allocates on MicroPython (target 0: safe as a hard IRQ)

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
    from host_tools import boards
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
            latch = StopLatch(hw.buttons.pins, world.clock, board["buttons"].get("active_low", True))
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


def metrics(upy):
    alloc, hit = (int(x) for x in upy(_ISR).split()[-2:])
    return {
        "wheel.stop_button_latency_steps": stop_latency_steps(),
        "wheel.stop_button_latency_steps_max_speed": stop_latency_steps(speed_key="max_speed"),
        "wheel.stop_isr_alloc_bytes_upy": alloc if hit else -1,
    }
