# CPython tools around the firmware: play CLI, MicroPython runner, bench, simulator, flash.
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIRMWARE = os.path.join(ROOT, "firmware")
