# Lesson 1, a solution: count the presses of ROLL in 5 seconds, debounced.
import time

from machine import Pin

roll = Pin(13, Pin.IN, Pin.PULL_UP)  # to GND when pressed: 0 = pressed (active low)
DEBOUNCE_MS = 20  # a new level counts once it has held this long

count = 0
stable = 1  # the debounced level: not pressed
last_raw = 1
changed_at = time.ticks_ms()
start = time.ticks_ms()
while time.ticks_diff(time.ticks_ms(), start) < 5000:
    raw = roll.value()
    now = time.ticks_ms()
    if raw != last_raw:  # the contacts moved: wait until they rest
        last_raw = raw
        changed_at = now
    elif raw != stable and time.ticks_diff(now, changed_at) >= DEBOUNCE_MS:
        stable = raw
        if stable == 0:  # a clean press
            count += 1
    time.sleep_ms(2)
print("presses:", count)
