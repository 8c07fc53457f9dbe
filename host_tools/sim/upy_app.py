"""The controller app (firmware/main.py, unchanged) on real MicroPython
against the simulated box (sim.device.Session), from CPython: what the
end-to-end test and the heap benches run through host_tools.device.upy.

play(upy, seed, actions) plays that many actions and returns the history;
heap_peak(seed, actions) measures the app's live heap, slice by slice;
starts(game, ...) / whole_game(game, ...) are the heap bench's: does the app
take that game at all, and does a whole game complete in a given heap.

Every run gets a flash of its own: on the unix port a fresh temp dir on the
host (removed after), on the WebAssembly port /simbox in that process's
in-memory file system. So no run resumes another's saved game, and nothing
is written outside a temp dir."""

import json
import os
import shutil
import tempfile

from host_tools.hardware import boards

_SETUP = """
import json, os
try:
    os.mkdir(%(root)r)
except OSError:
    pass
os.chdir(%(root)r)
with open("config.json", "w") as f:
    f.write(%(cfg)r)
with open("board.json", "w") as f:
    f.write(%(board)r)
from host_tools.sim import device
_cfg, _board = device.read_board()
_s = device.Session(_cfg, _board, actions=%(actions)d, virtual_s=10 ** 6,
                    swap_machine=True, wheel_check=%(check)s)

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
                         "turns": _s.check.turns if _s.check else 0,
                         "errors": _s.check.errors if _s.check else []}))
"""

# a whole game as one run, nothing of ours collecting in between: the heap
# bisect. The simulator's modules go in first (a board has its machine, time
# and rp2 in ROM); @@sim is the live heap they hold then.
_WHOLE = """
import gc
from hexbox.core.errors import ConfigError
_s.install()
gc.collect()
_sim = gc.mem_alloc() - _base0
try:
    _s.attach()
    _main_py()
except ConfigError as e:
    print("@@refused", e)
    raise SystemExit
finally:
    _s.remove()
if _s.appmain is None or not _s.appmain.RUNNING:
    print("@@nostart")  # the boot refused (its self-test said why above)
    raise SystemExit
_g = _s.appmain.RUNNING[0].game
print("@@sim", _sim)
print("@@done", len(_g.history), 1 if _g.over else 0)
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


def wheel_game():
    """The game the full box (board "pico") is measured with where no game
    is named: the first in menu order whose box turns the wheel, so the
    wheel's driver and the hall sensors take part."""
    from host_tools.games import driving

    return driving("wheel")[0]


def config(game, seed, players=None, variant=None, board="pico"):
    cfg = {"board": board, "game": game, "seed": seed, "stop_when_over": True}
    if players is not None:
        cfg["players"] = players
    if variant is not None:
        cfg["variant"] = list(variant)
    return cfg


def _setup(cfg, actions, root, check=True):
    """check: the simulator checks the wheel after every turn (not in the
    heap bench's runs: what it measures is the box's heap)."""
    return _SETUP % {"cfg": json.dumps(cfg), "board": json.dumps(boards.load(cfg["board"])),
                     "actions": actions, "root": root, "check": "True" if check else "False"}


class _Flash:
    """The run's flash: (root as the script sees it, host dir to remove)."""

    def __init__(self, port):
        from host_tools.device import upy

        self.port = upy._port(port)
        self.host = tempfile.mkdtemp(prefix="hexbox-flash-") if self.port == "unix" else None
        self.root = self.host or "/simbox"

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        if self.host:
            shutil.rmtree(self.host, True)


def play(upy, seed, actions, board="pico", port=None, game=None):
    """{"history", "result", "turns", "errors"} of the app playing `actions`
    actions on MicroPython; upy = host_tools.device.upy.run_code (or the bench's).
    game: the first whose box turns the wheel when None (wheel_game)."""
    game = game or wheel_game()
    with _Flash(port) as fl:
        src = _setup(config(game, seed, board=board), actions, fl.root) + _PLAY
        out = upy(src, heapsize=1024 * 1024, port=fl.port)
    lines = [line for line in out.splitlines() if line.startswith("@@")]
    return json.loads(lines[-1][2:])


def flashed_firmware(dest, game=None, firmware=None):
    """Write into dest what `host_tools flash` puts on a board for `game`:
    main.py as source, every other module as .mpy (bytecode only, no -march:
    both MicroPython ports here load arch-less .mpy), only that game's
    package (wheel_game() when None). Returns dest."""
    from host_tools.device import flash

    game = game or wheel_game()

    firmware = firmware or flash.FIRMWARE
    files = flash.build(firmware, "", flash.check_game(game, firmware))
    for rel, data in files.items():
        path = os.path.join(dest, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as f:
            f.write(data)
    return dest


def _whole(game, players, variant, seed, heapsize, firmware, actions=10 ** 6, board="pico"):
    from host_tools.device.upy import run_code

    with _Flash("unix") as fl:
        root, head = fl.root, ""
        if firmware is not None:
            # as on a board: the flashed files and the saved game share one
            # flash, its root the current directory and first on sys.path, so
            # a module's file name is "hexbox/..." (interned: its length is heap)
            root, head = firmware, "import sys\nsys.path[0] = ''\n"
            for name in ("game.log", "game.log.bak", "game.log.tmp"):  # a fresh flash per run
                if os.path.exists(os.path.join(firmware, name)):
                    os.remove(os.path.join(firmware, name))
        src = (head + "import gc\ngc.collect()\n_base0 = gc.mem_alloc()\n"
               + _setup(config(game, seed, players, variant, board), actions, root, False) + _WHOLE)
        return run_code(src, heapsize=heapsize, port="unix", firmware=firmware, sim_mpy=True)


def _report(out):
    got = {}
    for line in out.splitlines():
        if line.startswith("@@"):
            key, _, rest = line[2:].partition(" ")
            got[key] = rest
    return got


def starts(game, players=None, variant=None, firmware=None, board="pico"):
    """True if the app takes this game and plays an action of it (unix
    port, a roomy heap), else the app's reason for refusing it."""
    got = _report(
        _whole(game, players, variant, 1, 4 * 1024 * 1024, firmware, actions=1, board=board)
    )
    if "refused" in got:
        return got["refused"]
    return True


def whole_game(game, players, variant, seed, heapsize, firmware=None, board="pico"):
    """The app plays a whole game in a heap of `heapsize` bytes on the unix
    port; its stdout (with "@@done" when it completed). MemoryError (or any
    other error, raised or shown by the app's fault screen) raises
    host_tools.device.upy.UpyError."""
    from host_tools.device.upy import UpyError

    out = _whole(game, players, variant, seed, heapsize, firmware, board=board)
    got = _report(out)
    # firmware/main.py runs the app under hexbox.app.guard.run, which shows
    # any error (MemoryError too) on the box and returns: say it as raised
    fault = [ln for ln in out.splitlines() if ln.startswith(("hexbox: error: ", "selftest: FAIL"))]
    if fault:
        # the self-test reports a module that ran out of heap as it loaded
        why = fault[-1]
        if why.startswith("selftest: FAIL") and "MemoryError" not in why:
            why = why.replace("memory allocation failed", "MemoryError: memory allocation failed")
        raise UpyError(why)
    if "nostart" in got:
        raise UpyError("the app did not start: %s" % out[-300:])
    if "done" in got and got["done"].split()[1] != "1":
        raise RuntimeError("the app stopped before the game was over: %s" % got["done"])
    return out


def whole_game_report(game, players, variant, seed, firmware=None, board="pico"):
    """{"actions", "sim_bytes"} of the app's whole game in a roomy heap."""
    got = _report(whole_game(game, players, variant, seed, 4 * 1024 * 1024, firmware, board))
    return {"actions": int(got["done"].split()[0]), "sim_bytes": int(got["sim"])}


def heap_peak(seed, actions, board="pico", slice_ms=1000, mpy=True, port=None, game=None,
              players=None, variant=None):
    """Live heap peak of the app (above the simulator's own objects) while it
    plays `actions` actions: host_tools.device.upy.live_heap_peak's dict.
    mpy: import the firmware as a board holds it after `host_tools flash`
    (.mpy, see flashed_firmware), not compiled from .py in RAM. game:
    wheel_game() when None."""
    from host_tools.device.upy import live_heap_peak

    game = game or wheel_game()

    # the simulator's modules go in before the base line is taken: a board
    # has its machine, time and rp2 in ROM
    with _Flash(port) as fl:
        setup = (_setup(config(game, seed, players, variant, board), actions, fl.root, False)
                 + "_s.install()\n_booted = False\n")
        step = _BOOT_THEN_SLICE % {"slice_ms": slice_ms, "actions": actions}
        fw = tempfile.mkdtemp(prefix="hexbox-mpy-") if mpy else None
        try:
            if fw:
                flashed_firmware(fw, game)
            return live_heap_peak(setup, step, max_steps=100000, heapsize=1024 * 1024,
                                  firmware=fw, port=fl.port)
        finally:
            if fw:
                shutil.rmtree(fw, True)
