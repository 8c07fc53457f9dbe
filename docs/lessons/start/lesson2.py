# Lesson 2: turn the wheel exactly a quarter turn forward, no faster than
# 3200 microsteps a second, and switch the driver off at the end.
# The STEP pin is GP2, DIR is GP3, EN is GP4 (active low: 0 = on).
# A wheel turn is 200 full steps x 16 microsteps x a 5:1 gear.
import time

from machine import Pin

step = Pin(2, Pin.OUT, value=0)
direction = Pin(3, Pin.OUT, value=1)
enable = Pin(4, Pin.OUT, value=1)

# TODO: switch the driver on, make the right number of pulses, not too
# fast, and switch it off again. This only makes ten pulses, and the
# driver is still off...
for _ in range(10):
    step.value(1)
    step.value(0)
    time.sleep_us(100)
