"""`flash --players N --variant V` ("flash --game X --board Y works
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
