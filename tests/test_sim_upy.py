"""The controller app runs unchanged on real MicroPython (the WebAssembly
build) against the simulator's part models (the virtual device
"starts the simulated hardware"; DESIGN: the same seed plays the same game
on CPython and MicroPython)."""

import pytest

from host_tools.device.upy import UpyError, run_code
from host_tools.sim import run, upy_app

ACTIONS = 30


@pytest.fixture(scope="module")
def upy_game():
    try:
        return upy_app.play(run_code, seed=3, actions=ACTIONS)
    except UpyError as e:
        if "node is not on PATH" in str(e) or "package missing" in str(e):
            pytest.skip(str(e))
        raise


def test_app_on_micropython_plays_the_same_game_as_the_cpython_simulator(upy_game):
    """Same seed => same game on both Pythons: the MicroPython run (vloop on
    virtual time, sim models on MicroPython) acts exactly like `sim --auto`."""
    c, _world, check = run.auto(3, probe=run.Probe(max_actions=ACTIONS))
    cpy = [list(a) for a in c.game.history]
    assert len(upy_game["history"]) == ACTIONS
    assert upy_game["history"] == cpy[:ACTIONS]
    assert check.errors == []


def test_app_on_micropython_turns_the_wheel_to_the_engine_step(upy_game):
    """"check, from the wheel model, that the physical stop matches the
    engine's contact every time" - on MicroPython too."""
    assert upy_game["turns"] > 0
    assert upy_game["errors"] == []


def test_heap_bench_loads_the_firmware_as_flash_puts_it_on_a_board(tmp_path):
    """ram.app.* measures what a board holds after `host_tools flash`: main.py
    as source, every other module as bytecode-only .mpy (no .py shadows it),
    and only the configured game's package, plus the modules of another game
    the firmware imports (the dice box's dice cards are Wandelnde Türme's)."""
    from host_tools.device import flash

    upy_app.flashed_firmware(str(tmp_path))
    names = sorted(p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*") if p.is_file())
    assert "main.py" in names
    assert "hexbox/app/referee.mpy" in names
    assert [n for n in names if n.endswith(".py")] == ["main.py"]
    other = [n for n in names if n.startswith("hexbox/games/") and n.count("/") > 2
             and not n.startswith("hexbox/games/spuknacht/")]
    # what main.py imports, and the box code the game's profile names by path
    imported = flash.closure(flash.FIRMWARE, ["main.py"] + flash.app_plan("spuknacht")[2])
    assert [n for n in other if n[:-4] + ".py" not in imported] == []
    assert not [n for n in other if n.startswith(("hexbox/games/techno_witches/",
                                                  "hexbox/games/broom_service/"))]
    head = (tmp_path / "hexbox" / "app" / "referee.mpy").read_bytes()[:4]
    assert head[0] == ord("M") and head[2] >> 2 == 0  # arch 0: plain bytecode, no native code


def test_app_boots_from_mpy_files_on_micropython():
    """The WebAssembly MicroPython loads the arch-less .mpy build and the app
    boots from it (the heap bench's first step)."""
    try:
        r = upy_app.heap_peak(3, 0, slice_ms=1)
    except UpyError as e:
        if "node is not on PATH" in str(e) or "package missing" in str(e):
            pytest.skip(str(e))
        raise
    assert r["done"] and r["peak"] > 0
