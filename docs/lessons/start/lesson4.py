# Lesson 4: which fields hold a magnet? Three 74HC4067 multiplexers share
# the select pins S0..S3 (GP6, GP7, GP8, GP9); each has its own signal pin
# (GP10, GP11, GP12). Sensor number = mux * 16 + channel; on this board
# the sensor number is the field number. Print, sorted:
#   fields: [3, 17, 40]
from machine import Pin

select = [Pin(p, Pin.OUT, value=0) for p in (6, 7, 8, 9)]
signal = [Pin(p, Pin.IN, Pin.PULL_UP) for p in (10, 11, 12)]

found = []
# TODO: for every channel 0..15, set S0..S3, then read the three signals
print("fields:", sorted(found))
