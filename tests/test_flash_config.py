"""`flash --players N --variant V` ("flash --game X --board Y works
for every game"): config.json carries the game's settings, checked by the
board's own boot check before anything is written."""

import json

import pytest

from host_tools.device import flash


def test_players_and_variants_go_into_config_json():
    cfg = json.loads(flash.game_config("pico_referee", "wandelnde_tuerme", 4, ("team",)))
    assert cfg == {"board": "pico_referee", "game": "wandelnde_tuerme", "players": 4,
                   "variant": ["team"]}


def test_without_settings_config_json_is_board_and_game():
    assert json.loads(flash.game_config("pico", "spuknacht")) == {
        "board": "pico",
        "game": "spuknacht",
    }


@pytest.mark.parametrize("players,variant,says", [
    (9, (), "spuknacht plays with 1..4 players, not 9"),
    (None, ("nope",), "spuknacht has no variant 'nope'"),
])
def test_a_setting_the_game_refuses_stops_flash_before_writing(players, variant, says):
    with pytest.raises(flash.FlashError) as e:
        flash.game_config("pico", "spuknacht", players, variant)
    assert says in str(e.value) and "nothing was written" in str(e.value)


def test_the_language_goes_into_config_json_and_the_board_holds_its_words_only():
    """One language per box: `flash --lang de` writes "lang" and copies the
    game's German word table, not the English one (and the other way)."""
    cfg = json.loads(flash.game_config("pico_referee", "broom_service", lang="de"))
    assert cfg == {"board": "pico_referee", "game": "broom_service", "lang": "de"}
    for lang, other in (("de", "en"), ("en", "de")):
        files = flash.sources(flash.FIRMWARE, "broom_service", lang)
        assert "hexbox/games/broom_service/words_%s.py" % lang in files
        assert "hexbox/app/words_%s.py" % lang in files
        assert "hexbox/app/selftest_words_%s.py" % lang in files
        assert not any(f.endswith(("words_%s.py" % other, "help_%s.py" % other)) for f in files)


def test_a_language_the_box_does_not_speak_is_refused():
    with pytest.raises(SystemExit):
        flash.main(["--board", "pico", "--game", "spuknacht", "--lang", "fr", "--dry-run"])
    with pytest.raises(flash.FlashError) as e:
        flash.game_config("pico", "spuknacht", lang="fr")
    assert "lang must be one of en, de" in str(e.value)


def test_a_board_flashed_in_one_language_refuses_another_at_boot(tmp_path):
    """A config.json asking for a language whose words the flash does not
    hold fails the boot self-test with one line, on the board's own
    MicroPython (an English image asked for German)."""
    from host_tools.device.upy import run_code
    from host_tools.sim import upy_app

    fw = upy_app.flashed_firmware(str(tmp_path), "broom_service")
    (tmp_path / "board.json").write_text((flash.BOARD_DEFS / "pico_referee.json").read_text())
    src = ("import os\nos.chdir(FW_DIR)\nfrom hexbox.app import boot\n"
           "print(boot.selftest({'board': 'pico_referee', 'game': 'broom_service', 'lang': %r}))\n")
    assert run_code(src % "en", port="unix", firmware=fw).strip() == "None"
    said = run_code(src % "de", port="unix", firmware=fw).strip()
    assert said.startswith("no de words for broom_service on the flash")


def test_a_board_holds_the_app_of_its_own_box_only():
    """A board is one box (hexbox.hw.needs.mode, as its boot decides): the
    full box never runs the dice box's app nor needs the other game's dice
    cards it borrows, and the dice box never runs the referee."""
    _, full = flash.board_files("pico", "spuknacht")
    _, dice = flash.board_files("pico_dice", "spuknacht")
    assert "hexbox/boxes/spuknacht/table.mpy" in full and "hexbox/app/referee.mpy" in full
    assert not [
        p for p in full if p.startswith(("hexbox/boxes/dice/", "hexbox/games/wandelnde_tuerme/"))
    ]
    assert "hexbox/boxes/dice/controller.mpy" in dice and "hexbox/boxes/dice/words_en.mpy" in dice
    assert "hexbox/app/referee.mpy" not in dice and "hexbox/boxes/spuknacht/table.mpy" not in dice


def test_a_box_leaves_off_the_game_modules_its_profile_says_it_never_loads():
    """A game's box profile names the modules a box of one mode never loads
    (LEFT_OFF): the dice-and-wheel box keeps no game of Spuknacht to restore,
    seat to play or magnets to read. flash leaves them off that board only
    (tests/test_vdevice_boot.py boots that German dice box)."""
    from host_tools.device import flash as flash_tool

    _, dice = flash_tool.board_files("pico_dice", "spuknacht", lang="de")
    _, full = flash_tool.board_files("pico", "spuknacht", lang="de")
    for name in ("bot", "restore", "infer"):
        path = "hexbox/games/spuknacht/%s.mpy" % name
        assert path not in dice and path in full
    assert "hexbox/games/spuknacht/present.mpy" in dice  # the boot's language check reads it
