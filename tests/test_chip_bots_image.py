"""The chip's box-seat bench on the host alone (no emulator): the image it
boots names the box's seats in config.json, and nothing else differs from
what flash writes; the box's working frame is timed to the next frame."""

import json

from host_tools.benches import chip_bots
from host_tools.chip import image


def test_the_box_seats_image_is_flash_with_bots_in_its_config():
    """docs/bots.md: "config.json "bots": [1, 2] at first (checked at boot
    against the game's seats)"."""
    _, files = image.flash_files("pico_referee", "wandelnde_tuerme", 3)
    seats = chip_bots.box_seats(3)
    _, img = chip_bots.image_with_bots("pico_referee", "wandelnde_tuerme", 3, seats)
    fs = image.ImageFs(img)
    cfg = json.loads(fs.read("config.json"))
    assert cfg["bots"] == [1, 2] and cfg["players"] == 3
    # the shared flash files stay as flash wrote them
    assert "bots" not in json.loads(files["config.json"])
    for path, data in files.items():
        if path != "config.json":
            assert fs.read(path) == data


class _Box:
    class clock:
        us = 0

    class mirror:
        @staticmethod
        def saw_screen(rows, hl, picture=False):
            pass


def test_a_box_turn_is_timed_from_its_working_frame_to_the_next_frame():
    from hexbox.app.speech import words

    box = _Box()
    turns = chip_bots.TurnClock(box)
    for us, rows in ((0, ["Red to play"]), (1000, ["Box (Blue)", words().THINKING]),
                     (21000, ["Box (Blue)", words().THINKING]), (351000, ["Box (Blue): x", "OK"])):
        box.clock.us = us
        box.mirror.saw_screen(rows, -1)
    assert turns.ms == [350.0]
