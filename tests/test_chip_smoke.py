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

import os

import pytest

from host_tools import chip

REFEREE = "pico_referee"
GAMES = ("broom_service", "techno_witches", "wandelnde_tuerme", "spuknacht")
BOOT_US = 3_000_000  # the budget for boot to the first screen (DESIGN.md)
PLAY_US = 60_000_000  # chip time the player gets for the first action
RESUME_US = 20_000_000  # chip time the box gets to replay its log after a power cut


def _need_files():
    why = chip.missing()
    if why:
        if os.environ.get("CI") == "true":
            pytest.fail(why)
        pytest.skip(why)


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
        assert box.first_screen_us is not None, "no screen within 3 s of power-on: " + box.chip.serial
        assert "selftest: ok" in box.chip.serial
        player = box.player(seed=3)
        assert _play_until(box, 1, PLAY_US), "no action saved; the screen shows %r" % box.mirror.rows
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
        assert again.first_frame_us is not None, "no OLED frame within 3 s of power-on after the cut"
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
