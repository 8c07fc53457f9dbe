"""`flash --players N --variant V` (issue 13, "flash --game X --board Y works
for every game"): config.json carries the game's settings, checked by the
board's own boot check before anything is written."""

import json

import pytest

from host_tools import flash


def test_players_and_variants_go_into_config_json():
    cfg = json.loads(flash.game_config("pico_referee", "wandelnde_tuerme", 4, ("team",)))
    assert cfg == {"board": "pico_referee", "game": "wandelnde_tuerme", "players": 4,
                   "variant": ["team"]}


def test_without_settings_config_json_is_board_and_game():
    assert json.loads(flash.game_config("pico", "spuknacht")) == {"board": "pico", "game": "spuknacht"}


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
        assert not any(f.endswith("words_%s.py" % other) for f in files)


def test_a_language_the_box_does_not_speak_is_refused():
    with pytest.raises(SystemExit):
        flash.main(["--board", "pico", "--game", "spuknacht", "--lang", "fr", "--dry-run"])
    with pytest.raises(flash.FlashError) as e:
        flash.game_config("pico", "spuknacht", lang="fr")
    assert "lang must be one of en, de" in str(e.value)
