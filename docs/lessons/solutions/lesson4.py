# Lesson 4, a solution: read all 48 hall sensors through the three
# 74HC4067 multiplexers and print the fields with a magnet.
from machine import Pin

select = [Pin(p, Pin.OUT, value=0) for p in (6, 7, 8, 9)]  # S0..S3, shared by all three
signal = [Pin(p, Pin.IN, Pin.PULL_UP) for p in (10, 11, 12)]  # SIG of mux 0, 1, 2

found = []
for channel in range(16):
    for bit in range(4):  # the channel number in binary on S0..S3
        select[bit].value((channel >> bit) & 1)
    for mux in range(3):
        if signal[mux].value() == 0:  # active low: a magnet pulls it to 0
            found.append(mux * 16 + channel)  # sensor number; on this board = field number
print("fields:", sorted(found))
