# Lesson 3, a solution: turn forward slowly until the index sensor sees the
# magnet on the wheel, and stop right there.
import time

from machine import Pin

step = Pin(2, Pin.OUT, value=0)
direction = Pin(3, Pin.OUT, value=1)
enable = Pin(4, Pin.OUT, value=1)
index = Pin(5, Pin.IN, Pin.PULL_UP)  # hall sensor, active low: 0 = magnet above it

LIMIT = 200 * 16 * 5 * 5 // 4  # a turn and a quarter: no magnet by then = a fault
enable.value(0)
n = 0
while index.value() == 1:
    step.value(1)
    step.value(0)
    n += 1
    time.sleep_us(1250)  # 800 steps a second: slow, so it stops on the edge
    if n > LIMIT:
        enable.value(1)
        raise RuntimeError("no magnet in a turn and a quarter: check the sensor")
enable.value(1)
print("home at", n)
