"""Physical faults on the emulated Pico (host_tools/chip's fault models on
the pins), one short smoke per family, each starting from a saved game
right before the wheel turns (the box resumes it: no whole game to play
first).

- wheel slip: the STEP/DIR driver loses steps at the start of a turn that
  passes the index magnet; the box reads the slip off the magnet and turns
  the wheel back to the game's step (hw/index_watch.py, BoxApp.finish_turn).
- OLED loss: the display's bus gives no ACK for 2 s; the box plays on (no
  fault screen) and draws again once the bus answers (hw/display.py).
- power cut mid-turn: the power goes while the wheel turns; the next
  power-on homes, turns the wheel to the saved step and resumes the game,
  the action under way lost at most, nothing doubled.

The emulated chip runs some 20 times slower than a real one on a shared
host: these smokes take minutes of wall time, so they run in `make
test-full` (HEXBOX_FULL=1) only."""

import os
import tempfile

import pytest
from chip_needs import need_chip

from host_tools.sim import run

BOARD = "pico"
GAME = "spuknacht"
SEED = 5
LOST = 100  # steps the wheel loses: within the magnet's window, read off it
NEAR_INDEX = -24  # the wheel's power-on position: homing is short
MARGIN = 250  # the index inside the turn: both its edges are seen

pytestmark = pytest.mark.skipif(os.environ.get("HEXBOX_FULL") != "1",
                                reason="minutes of wall time on the emulated chip: make test-full")


def _state_before_an_index_turn():
    """(the saved game's files, its actions, the next one): a game on the
    simulated box up to the action before one whose wheel turn passes the
    index."""
    from hexbox.app import main as appmain

    per_turn = 200 * 16 * 5  # pico.json: microsteps per wheel turn
    turns = []

    def attach(c):
        start = c.start_turn

        def start_turn(steps):
            p = c.hw.stepper.position
            turns.append((len(c.game.history), c.game.history[-1], p, steps))
            start(steps)

        c.start_turn = start_turn

    appmain.ON_START.append(attach)
    try:
        run.auto(SEED, BOARD, probe=run.Probe(max_actions=60))
    finally:
        appmain.ON_START.remove(attach)
    def passes(turn):
        _, _, p, steps = turn
        lo, hi = min(p, p + steps), max(p, p + steps)
        k = -(-(lo + MARGIN) // per_turn) * per_turn  # the first index past lo + MARGIN
        return k <= hi - MARGIN

    found = [t for t in turns if passes(t)]
    assert found, "no turn passed the wheel's index in 60 actions"
    n, act = found[0][:2]
    with tempfile.TemporaryDirectory() as d:
        run.auto(SEED, BOARD, workdir=d, probe=run.Probe(max_actions=n - 1))
        files = {}
        for name in os.listdir(d):
            if name not in ("config.json", "board.json"):
                with open(os.path.join(d, name), "rb") as f:
                    files[name] = f.read()
    return files, n - 1, act


def _resumed(saved_files, wheel_start=NEAR_INDEX, flash=None, board_def=None, choose=None):
    """The full box on the chip, from its flash with the saved game."""
    from host_tools.chip import image
    from host_tools.chip.box import CLICK_MS, ChipBox
    from host_tools.sim.menu_player import MenuPlayer

    if flash is None:
        board_def, files, _ = image.board_image(BOARD, GAME)
        files = dict(files)
        files.update(saved_files)
        box = ChipBox(BOARD, GAME, board_def=board_def, fs_image=image.make(files),
                      wheel_start=wheel_start)
    else:
        box = ChipBox(BOARD, GAME, board_def=board_def, flash=flash, wheel_start=wheel_start)
    MenuPlayer(box, 3, box.running, choose, click_ms=CLICK_MS)
    return box


def _to_put_right(box, n, end):
    """Run until the resumed box asks for the magnets: homed, the wheel on
    the saved step; the next turn is the next action's."""
    from hexbox.app.speech import words

    while box.clock.us < end and box.mirror.rows[:1] != [words().MAGNETS[0]]:
        box.advance_to(box.clock.us + 100_000)
    assert box.clock.us < end, "never resumed: %r" % box.mirror.rows
    assert len(box.mirror.game.history) == n


PER_TURN = 200 * 16 * 5  # pico.json: microsteps per wheel turn
LIMIT_US = 60_000_000  # chip time each smoke gets


def _on_step(box):
    """The wheel (the device model's position) stands on the saved game's
    step, to a whole turn and one microstep."""
    g = box.mirror.game
    off = (box.chip.last["wheel"]["position"] - g.step) % PER_TURN
    return min(off, PER_TURN - off) <= 1, off


def test_chip_a_slipped_wheel_is_read_at_the_index_and_turned_back():
    need_chip()
    saved, n, act = _state_before_an_index_turn()
    # the player makes the move the simulated game made (its turn passes the index)
    with _resumed(saved, choose=lambda g, acts: act if act in acts else acts[0]) as box:
        _to_put_right(box, n, LIMIT_US)
        box.chip.fault(wheel_skip=LOST)
        while box.clock.us < LIMIT_US and box.actions() <= n:
            box.advance_to(box.clock.us + 100_000)
        assert box.actions() > n, "the move was never saved: %r" % box.mirror.rows
        assert box.mirror.game.history[n] == act
        assert box.chip.fault() == LOST  # the fault came
        ok, off = _on_step(box)
        assert ok, "the wheel stands %d steps off the game's step" % off


def test_chip_the_game_goes_on_while_the_oled_is_gone():
    need_chip()
    saved, n, act = _state_before_an_index_turn()
    with _resumed(saved, choose=lambda g, acts: act if act in acts else acts[0]) as box:
        _to_put_right(box, n, LIMIT_US)
        frames = len(box.frames)
        box.chip.fault(oled_nak_us=2_000_000)
        gone = box.clock.us
        while box.clock.us < LIMIT_US and box.actions() <= n:
            box.advance_to(box.clock.us + 100_000)
        assert "hexbox: error" not in box.chip.serial, box.chip.serial[-300:]
        assert box.actions() > n, "the game stopped: %r" % box.mirror.rows
        back = [t for t in box.frames[frames:] if t > gone + 2_000_000]
        assert back, "no frame once the bus answered again"


def test_chip_a_power_cut_mid_turn_resumes_on_the_saved_step():
    need_chip()
    saved, n, act = _state_before_an_index_turn()
    choose = lambda g, acts: act if act in acts else acts[0]  # noqa: E731
    with _resumed(saved, choose=choose) as box:
        _to_put_right(box, n, LIMIT_US)
        pulses = box.chip.last["wheel"]["pulses"]
        # the move's turn has begun: cut the power while it runs
        while box.clock.us < LIMIT_US and box.chip.last["wheel"]["pulses"] < pulses + 200:
            box.advance_to(box.clock.us + 10_000)
        assert box.chip.last["wheel"]["pulses"] >= pulses + 200, "the wheel never turned"
        at = box.chip.last["wheel"]["position"]
        flash = box.power_cut()
        board_def = box.board_def
    with _resumed(None, wheel_start=at, flash=flash, board_def=board_def, choose=choose) as again:
        end = again.clock.us + LIMIT_US
        while again.clock.us < end and again.mirror.game is None:
            again.advance_to(again.clock.us + 100_000)
        h = list(again.mirror.game.history)
        assert len(h) in (n, n + 1), "%d actions saved, %d before the cut" % (len(h), n)
        if len(h) == n:
            _to_put_right(again, n, end)  # homed, the wheel on the saved step again
        else:
            assert h[n] == act
            while again.clock.us < end and again.mirror.rows[:1] in (["hexbox"], []):
                again.advance_to(again.clock.us + 100_000)
        ok, off = _on_step(again)
        assert ok, "the wheel stands %d steps off the saved step after the cut" % off
