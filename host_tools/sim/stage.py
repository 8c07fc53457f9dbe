"""The simulator's portable modules, laid out for a MicroPython to import
as `host_tools.sim.*` (host_tools/__init__.py itself needs CPython's
os.path, so the staged package gets empty __init__ files)."""

import os
import shutil

HERE = os.path.dirname(os.path.abspath(__file__))

# the models, machine, clock, player and loop that run on both Pythons
PORTABLE = ("box", "checks", "clock", "device", "font8x8", "machine", "menu_player", "parts",
            "player", "rp2", "spuknacht_acts", "vloop", "wheel_parts")


def stage(dest):
    """Write dest/host_tools/sim/<PORTABLE>.py (+ empty package files); returns dest."""
    sim = os.path.join(dest, "host_tools", "sim")
    os.makedirs(sim, exist_ok=True)
    for pkg in (os.path.join(dest, "host_tools"), sim):
        with open(os.path.join(pkg, "__init__.py"), "w") as f:
            f.write("# staged by host_tools/sim/stage.py for MicroPython\n")
    for name in PORTABLE:
        shutil.copyfile(os.path.join(HERE, name + ".py"), os.path.join(sim, name + ".py"))
    return dest
