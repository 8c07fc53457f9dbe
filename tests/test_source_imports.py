"""Every firmware module imports from .py on the unix MicroPython with its
default C stack, as after a mip install (which copies source: the board
compiles it), and no game's import nests deeper than GAME_NESTING (
compiling costs ~5 KB of C stack per nested import on 32 bits, and an
RP2040 has 8 KB, so a game package loads its engine's modules leaves first,
at the first ask for Game)."""

import json
import subprocess

import pytest

from host_tools import FIRMWARE
from host_tools.device import mpy, upy

GAME_NESTING = 2  # the package's loader, then each of its modules (all it needs already loaded)

_PROBE = """
import sys, builtins
sys.path.insert(0, %(fw)r)
_orig = builtins.__import__
_frames = [[0, 0]]  # per open import: [hexbox modules its children loaded, their depth]

def _count():
    return len([m for m in sys.modules if m.startswith("hexbox")])

def _imp(name, globals=None, locals=None, fromlist=(), level=0):
    before = _count()
    _frames.append([0, 0])
    try:
        return _orig(name, globals, locals, fromlist, level)
    finally:
        grown, child_depth = _frames.pop()
        total = _count() - before
        # the depth of this import: one more than its children's if it loaded
        # a module of its own, else theirs (MicroPython turns a relative
        # import into a nested absolute one)
        depth = child_depth + (1 if total > grown else 0)
        _frames[-1][0] += total
        _frames[-1][1] = max(_frames[-1][1], depth)

builtins.__import__ = _imp
if %(attr)r:
    # the package's __getattr__ loads the engine: one level, as an import
    _imp(%(mod)r)
    _frames.append([0, 0])
    getattr(sys.modules[%(mod)r], %(attr)r)
    grown, child_depth = _frames.pop()
    _frames[-1][1] = max(_frames[-1][1], child_depth + 1)
else:
    __import__(%(mod)r)
print("@@" + str(_frames[0][1]))
"""


def _modules():
    out = []
    for rel in mpy.sources():
        if "/" not in rel:
            continue  # main.py runs the app: the app modules below are its imports
        mod = rel[:-3].replace("/", ".")
        out.append(mod[: -len(".__init__")] if mod.endswith(".__init__") else mod)
    return out


PORT_ONLY = ("rp2",)  # built into a board's MicroPython, not the unix port's


def _import(mod, attr=""):
    """Nesting depth of hexbox imports while `mod` imports from .py, and
    then its `attr` is asked for (None if it needs a PORT_ONLY module: that
    one is tested on the board)."""
    binary = upy.unix_binary()
    if not binary:
        pytest.skip("no unix micropython (make venv installs it)")
    proc = subprocess.run([binary, "-c", _PROBE % {"fw": str(FIRMWARE), "mod": mod, "attr": attr}],
                          capture_output=True, text=True, timeout=120)
    out = proc.stdout + proc.stderr
    if proc.returncode and any("no module named '%s'" % p in out for p in PORT_ONLY):
        return None
    assert proc.returncode == 0, "%s does not import from .py: %s" % (mod, out[-800:])
    return int(proc.stdout.strip().splitlines()[-1][2:])


def test_every_module_imports_from_source_on_the_default_stack():
    depths = {mod: _import(mod) for mod in _modules()}
    tested = [m for m in depths if depths[m] is not None]
    assert len(tested) > 50, "firmware modules not found"
    print(json.dumps(depths, sort_keys=True))


def test_game_packages_import_their_modules_without_nesting():
    from hexbox.games import names

    for name in names():
        depth = _import("hexbox.games." + name, "Game")
        assert 2 <= depth <= GAME_NESTING, (
            "%s nests its imports deeper than %d: load its modules leaves first in "
            "its __init__.py (%d)" % (name, GAME_NESTING, depth))
