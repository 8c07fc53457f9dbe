"""The box stands alone, on the chip: the one file to install (`make uf2`,
firmware and filesystem in one UF2) is all the emulated Pico's flash
holds. The box boots into its setup screen; a person sets up, with the
three buttons alone, a game that is not the config's (another game,
another player count, a variant on, a seat played by the box); the box
saves the choice and resets to start it on a clean heap; the person plays
into it, and the power is cut. At the next power-on the box resumes that game:
the same game, players, variant, seats and actions, not the setup screen.

The steps on the setup screen are a person's: a look at the OLED between
two presses, ROLL or BACK until the wanted row is highlighted, OK to set
it. Figures (chip time, heap) are `make bench`'s (host_tools/benches/chip_setup.py).
"""

import json

from chip_needs import need_chip

BOARD = "pico_referee"
BOOT_US = 3_000_000  # the budget for boot to the first screen (DESIGN.md)
PLAY_US = 60_000_000  # chip time for the first actions of the game set up
RESUME_US = 20_000_000  # chip time the box gets to replay its log after a power cut
# the setup made on the box (config.json offers its first game, for 2)
GAME, PLAYERS, VARIANT, BOX_SEAT = "wandelnde_tuerme", 3, "meister", 1


def test_the_one_file_boots_to_setup_sets_up_another_game_and_resumes_it(tmp_path):
    need_chip()
    from hexbox.app import setup_words_en as W
    from hexbox.app import words_en as A
    from hexbox.core.lines import lookup
    from hexbox.games import game_class, title
    from hexbox.games import words as game_words
    from host_tools.chip.box import ChipBox
    from host_tools.chip.setup_person import SetupPerson
    from host_tools.device import flash, one_file

    built = one_file.build(BOARD, out=tmp_path)
    with ChipBox(BOARD, GAME, uf2=built["path"]) as box:
        box.advance_to(BOOT_US)
        assert box.first_screen_us is not None, "no screen within 3 s: " + box.chip.serial
        assert box.mirror.rows[:1] == [W.TITLE], box.mirror.rows
        assert box.read_log() is None  # a new box: no saved game
        person = SetupPerson(box)
        offered = json.loads(flash.board_files(BOARD)[1][flash.CONFIG])["games"][0]
        assert offered != GAME  # the config offers another game first
        person.choose(title(offered), title(GAME))
        person.choose(W.PLAYERS.split()[0], W.PLAYERS % PLAYERS)
        name = lookup(game_words(GAME).VARIANTS, VARIANT)  # the variant as the OLED names it
        person.choose(W.VARIANT[0] % name, W.VARIANT[1] % name)
        seat = box.mirror.present.seat_name(game_class(GAME)(players=PLAYERS), BOX_SEAT)
        person.choose(W.SEAT % (seat, A.SEAT_PERSON), W.SEAT % (seat, A.SEAT_BOX), back=True)
        person.start()
        assert "Traceback" not in box.chip.serial, box.chip.serial
        rec = box.read_log()
        assert rec is not None, "the game set up was not saved: %r" % box.mirror.rows
        assert (rec["game"], rec["players"], rec["variant"], rec["bots"]) == \
            (GAME, PLAYERS, [VARIANT], [BOX_SEAT])
        # a person's action, then the box's seat plays its own
        box.player(seed=3)
        end = box.clock.us + PLAY_US
        while box.actions() < BOX_SEAT + 1 and box.clock.us < end:
            box.advance_to(box.clock.us + 100_000)
        assert box.actions() >= BOX_SEAT + 1, box.mirror.rows
        played = list(box.read_log()["actions"])
        flash = box.power_cut()
        board_def = box.board_def

    with ChipBox(BOARD, GAME, board_def=board_def, flash=flash) as again:
        end = RESUME_US
        while again.clock.us < end and (not again.mirror.rows
                                        or again.mirror.rows[0] == "hexbox"):
            again.advance_to(again.clock.us + 200_000)
        assert again.mirror.rows and again.mirror.rows[0] != W.TITLE, \
            "the box did not resume: %r" % again.mirror.rows
        rec = again.read_log()
        assert rec is not None, "the saved game is gone after the power cut"
        assert (rec["game"], rec["players"], rec["variant"], rec["bots"]) == \
            (GAME, PLAYERS, [VARIANT], [BOX_SEAT])
        # the cut came after the box's seat played: the next save either took or did not
        assert rec["actions"][:len(played)] == played and len(rec["actions"]) <= len(played) + 1
        assert "Traceback" not in again.chip.serial, again.chip.serial
