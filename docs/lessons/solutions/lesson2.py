# Lesson 2, a solution: turn the wheel a quarter turn forward, then let go.
import time

from machine import Pin

step = Pin(2, Pin.OUT, value=0)  # one rising edge = one microstep
direction = Pin(3, Pin.OUT, value=1)  # 1 = forward
enable = Pin(4, Pin.OUT, value=1)  # active low: 1 = driver off

STEPS_PER_TURN = 200 * 16 * 5  # full steps per motor turn x microsteps x gear 5:1
PAUSE_US = 400  # 2500 steps a second, under the board's max_speed of 3200

enable.value(0)  # driver on: the coils hold the rotor
for _ in range(STEPS_PER_TURN // 4):
    step.value(1)
    time.sleep_us(2)  # the driver wants the pulse high for at least 1 us
    step.value(0)
    time.sleep_us(PAUSE_US)
enable.value(1)  # off again: no current, no heat
print("turned", STEPS_PER_TURN // 4, "microsteps")
