"""The box on the chip, a smoke per game: the real MicroPython firmware for
the Pico, emulated (host_tools/chip), boots exactly what `flash` puts on a
board, the virtual player presses the buttons over GPIO until the box has
saved an action, the power is cut in the middle of the next save, and the
box resumes the game it saved (DESIGN.md, testing ladder step 6: "boots and
plays on the emulated Pico ... a smoke in make test").

Whole games, and every figure (chip time, heap), are `make bench`'s
(host_tools/benches/chip.py). Without the firmware files this says how to
get them; on CI (CI=true) it fails instead of skipping, since CI has them.
"""

import pytest
from chip_needs import need_chip as _need_files
from tiers import full_only

REFEREE = "pico_referee"
# make test-full boots every game here; make test has the dice box below
# (the wheel on the chip) and tests/test_chip_setup.py, which sets up,
# plays, cuts and resumes a game on this board from the one file
GAMES = [pytest.param(g, marks=full_only) for g in ("broom_service", "techno_witches",
                                                    "wandelnde_tuerme", "spuknacht")]
BOOT_US = 3_000_000  # the budget for boot to the first screen (DESIGN.md)
PLAY_US = 60_000_000  # chip time the player gets for the first action
RESUME_US = 20_000_000  # chip time the box gets to replay its log after a power cut


def _play_until(box, actions, limit_us):
    end = box.clock.us + limit_us
    while box.actions() < actions and box.clock.us < end:
        box.advance_to(box.clock.us + 100_000)
    return box.actions() >= actions


@pytest.mark.parametrize("game", GAMES)
def test_boots_plays_saves_and_resumes_after_a_power_cut(game):
    """DESIGN.md: "Power loss: the action log is saved after every action
    with an atomic replace and a checksum; on boot the game resumes where it
    stopped." Here the cut comes between two flash operations of a save."""
    _need_files()
    from host_tools.chip.box import ChipBox

    with ChipBox(REFEREE, game) as box:
        box.advance_to(BOOT_US)
        assert box.first_screen_us is not None, \
            "no screen within 3 s of power-on: " + box.chip.serial
        assert "selftest: ok" in box.chip.serial
        player = box.player(seed=3)
        assert _play_until(box, 1, PLAY_US), \
            "no action saved; the screen shows %r" % box.mirror.rows
        saved = list(box.mirror.game.history)
        assert player.presses >= 1
        # the next action: cut the power at its save's second flash operation
        writes = len(box.flash_at)
        end = box.clock.us + PLAY_US
        while len(box.flash_at) < writes + 2 and box.clock.us < end:
            box.advance_to(box.clock.us + 100_000, stop=("flash",))
        assert len(box.flash_at) >= writes + 2, "the second action was never saved"
        flash = box.power_cut()
        board_def = box.board_def

    with ChipBox(REFEREE, game, board_def=board_def, flash=flash) as again:
        again.advance_to(BOOT_US)
        assert again.first_frame_us is not None, \
            "no OLED frame within 3 s of power-on after the cut"
        # the saved actions are replayed before the game's screen comes
        while again.mirror.rows[:1] == ["hexbox"] and again.clock.us < RESUME_US:
            again.advance_to(again.clock.us + 200_000)
        rec = again.read_log()
        assert rec is not None, "the saved game is gone after the power cut"
        resumed = list(again.mirror.game.history)
        # the cut save either took (one more action) or left the one before whole
        assert resumed[:len(saved)] == saved and len(resumed) <= len(saved) + 1
        assert again.mirror.rows and again.mirror.rows[0] != "hexbox", again.mirror.rows
        again.player(seed=3)
        assert _play_until(again, len(resumed) + 1, PLAY_US), again.mirror.rows


DICE_BOARD = "pico_dice"
DICE_STOP_AFTER_US = 150_000  # STOP while the wheel still accelerates
NEAR_INDEX = -24  # the wheel's power-on position, steps before its index: homing is short


def test_dice_box_stops_the_wheel_saves_and_resumes_after_a_power_cut():
    """The dice-and-wheel box (no hall sensors): it homes, throws, turns,
    stops within the board's stop_steps of a STOP press, and saves "after
    every change, so a power cut resumes on the same wheel position". The
    cut comes in the middle of the next throw's save (a throw does not move
    the wheel: whether that save took or not, the saved step is the one the
    wheel stopped on). While the power is off a hand turns the wheel to
    just before its index magnet (any place would do; this one keeps the
    homing short): after power-on the box homes, turns the wheel back to
    where it stood and answers ROLL."""
    _need_files()
    from contextlib import closing

    from host_tools.games.spuknacht.dice_chip import TURN_LIMIT_US, ChipDiceBox

    with closing(ChipDiceBox(DICE_BOARD, wheel_start=NEAR_INDEX)) as box:
        assert box.boot(), "the wheel never homed and stood: " + box.chip.serial
        steps = box.stop_turn(DICE_STOP_AFTER_US)
        assert steps is not None, "the wheel stood before STOP came"
        assert steps <= box.stop_steps, \
            "%d steps after STOP (the board allows %d)" % (steps, box.stop_steps)
        stood = box.position()
        writes = box.chip.last["flash_writes"]
        box.click("roll")  # the next throw: cut its save at the second flash operation
        end = box.chip.t_us + TURN_LIMIT_US
        while box.chip.last["flash_writes"] < writes + 2 and box.chip.t_us < end:
            box.chip.run(box.chip.t_us + 100_000, stop=("flash",))
        assert box.chip.last["flash_writes"] >= writes + 2, "the throw was never saved"
        flash, at = box.power_cut()
        assert at == stood, "the throw moved the wheel"
        turn = box.turn_steps()

    with closing(ChipDiceBox(DICE_BOARD, flash=flash, wheel_start=NEAR_INDEX)) as again:
        assert again.boot(), "no homing after the power cut: " + again.chip.serial
        again.chip.run(again.chip.t_us + 500_000)  # homed; the turn to the saved step may follow
        assert again.wait_still(again.chip.t_us + TURN_LIMIT_US)
        # homed, then turned to the saved step: where it stood, give or take whole turns
        off = (again.position() - stood) % turn
        assert min(off, turn - off) <= 1, "the wheel stands %.1f steps off after the resume" % off
        saved = again.chip.last["flash_writes"]
        assert again.click_until("roll", lambda: again.chip.last["flash_writes"] != saved), \
            "the resumed box does not throw"
