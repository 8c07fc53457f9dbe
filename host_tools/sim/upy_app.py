"""The controller app (firmware/main.py, unchanged) on real MicroPython
against the simulated box (sim.device.Session), from CPython: what the
end-to-end test and the heap bench run through host_tools.upy.

play(seed, actions) plays that many actions and returns the history;
heap_peak(seed, actions) measures the app's live heap, slice by slice."""

import json

from host_tools import boards

_SETUP = """
import json, os
try:
    os.mkdir("/simbox")
except OSError:
    pass
os.chdir("/simbox")
with open("config.json", "w") as f:
    f.write(%(cfg)r)
with open("board.json", "w") as f:
    f.write(%(board)r)
from host_tools.sim import device
_cfg, _board = device.read_board()
_s = device.Session(_cfg, _board, actions=%(actions)d, virtual_s=10 ** 6,
                    swap_machine=True)

def _main_py():
    with open(FW_DIR + "/main.py") as f:
        exec(f.read(), {"__name__": "__main__"})
"""

_PLAY = """
_s.install()
try:
    _s.attach()
    _main_py()
finally:
    _s.remove()
_s.report()
_g = _s.appmain.RUNNING[0].game
print("@@" + json.dumps({"history": [list(a) for a in _g.history], "result": _g.result,
                         "turns": _s.check.turns, "errors": _s.check.errors}))
"""

# the heap bench, one top-level call per step: boot (main.py builds the
# hardware and the game and starts its tasks), then SLICE_MS of virtual time
# per step until the actions are played
_BOOT_THEN_SLICE = """
if not _booted:
    _s.attach()
    _s.loop.stop = lambda: True  # asyncio.run() returns at once: the steps run the loop
    _main_py()
    _s.loop.stop = None
    _booted = True
else:
    _alive = _s.loop.run_for(%(slice_ms)d)
    _done = not _alive or _s.played() >= %(actions)d
    _info = _s.played()
"""


def _setup(board, seed, actions):
    cfg = {"board": board, "game": "spuknacht", "seed": seed, "stop_when_over": True}
    return _SETUP % {"cfg": json.dumps(cfg), "board": json.dumps(boards.load(board)),
                     "actions": actions}


def play(upy, seed, actions, board="pico"):
    """{"history", "result", "turns", "errors"} of the app playing `actions`
    actions on MicroPython; upy = host_tools.upy.run_code (or the bench's)."""
    out = upy(_setup(board, seed, actions) + _PLAY, heapsize=1024 * 1024)
    lines = [line for line in out.splitlines() if line.startswith("@@")]
    return json.loads(lines[-1][2:])


def flashed_firmware(dest, game="spuknacht"):
    """Write into dest what `host_tools flash` puts on a board for `game`:
    main.py as source, every other module as .mpy (bytecode only, no -march:
    the WebAssembly port loads arch-less .mpy), only that game's package.
    Returns dest."""
    import os

    from host_tools import flash

    files = flash.build(flash.FIRMWARE, "", flash.check_game(game))
    for rel, data in files.items():
        path = os.path.join(dest, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as f:
            f.write(data)
    return dest


def heap_peak(seed, actions, board="pico", slice_ms=1000, mpy=True):
    """Live heap peak of the app (above the simulator's own objects) while it
    plays `actions` actions: host_tools.upy.live_heap_peak's dict.
    mpy: import the firmware as a board holds it after `host_tools flash`
    (.mpy, see flashed_firmware), not compiled from .py in RAM."""
    import shutil
    import tempfile

    from host_tools.upy import live_heap_peak

    # the simulator's modules go in before the base line is taken: a board
    # has its machine, time and rp2 in ROM
    setup = _setup(board, seed, actions) + "_s.install()\n_booted = False\n"
    step = _BOOT_THEN_SLICE % {"slice_ms": slice_ms, "actions": actions}
    fw = tempfile.mkdtemp(prefix="hexbox-mpy-") if mpy else None
    try:
        if fw:
            flashed_firmware(fw)
        return live_heap_peak(setup, step, max_steps=100000, heapsize=1024 * 1024,
                              firmware=fw)
    finally:
        if fw:
            shutil.rmtree(fw, True)
