"""Putting the firmware on a board: compile (mpy), copy (flash, mip), run
MicroPython on the host (upy) and a virtual board (vdevice)."""
