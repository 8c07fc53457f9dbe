# CPython tools around the firmware: play CLI, MicroPython runner, bench, simulator, flash.
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIRMWARE = os.path.join(ROOT, "firmware")

# Every host tool imports the firmware as the device would: `import hexbox`.
import sys  # noqa: E402

if FIRMWARE not in sys.path:
    sys.path.insert(0, FIRMWARE)
