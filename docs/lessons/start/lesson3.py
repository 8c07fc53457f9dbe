# Lesson 3: find the wheel's home. Turn forward, one microstep at a time
# and slowly (800 a second), until the index sensor on GP5 reads 0 (the
# magnet is over it). Stop on that very step and print
#   home at N
# with N the microsteps you made. Give up after a turn and a quarter.
import time  # noqa: F401  (you will need it)

from machine import Pin

step = Pin(2, Pin.OUT, value=0)
direction = Pin(3, Pin.OUT, value=1)
enable = Pin(4, Pin.OUT, value=1)
index = Pin(5, Pin.IN, Pin.PULL_UP)

# TODO
print("home at", 0)
