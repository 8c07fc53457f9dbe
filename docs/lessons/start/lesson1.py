# Lesson 1: count how often ROLL is pressed in 5 seconds, then print
#   presses: N
# This first try counts every time the pin goes from 1 to 0. Run the check:
# why does it count too many? Fix it.
import time

from machine import Pin

roll = Pin(13, Pin.IN, Pin.PULL_UP)  # GP13; the button connects it to GND

count = 0
was = roll.value()
start = time.ticks_ms()
while time.ticks_diff(time.ticks_ms(), start) < 5000:
    now = roll.value()
    if now == 0 and was == 1:  # it went down
        count += 1
    was = now
    time.sleep_ms(1)
print("presses:", count)
