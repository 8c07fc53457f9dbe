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


def test_box_seats_moves_are_checked_against_the_hosts_good_bot():
    """The same seed gives the same game on both interpreters: each box
    seat's move in the log the box saved is the host's good bot's in that
    state, and one that is not (a search cut short) is counted."""
    from hexbox.app.referee import BOT_SEED
    from hexbox.games import bot
    from host_tools.chip.box import Mirror
    from host_tools.hardware import boards

    game, bots = "wandelnde_tuerme", (1, 2)
    m = Mirror(game, boards.load("pico_referee"))
    g = m.make(3, 5, ())
    person = bot(game, "easy", 3)
    swapped = None
    while len(g.history) < 40:
        s, acts = g.current, g.actions()
        who = bot(game, "good", BOT_SEED) if s in bots else person
        a = who.choose(g.search_view(s), acts, s)
        if s in bots and swapped is None and len(acts) > 1:
            swapped = (len(g.history), [b for b in acts if b != a][0])
        g.play(a)
    rec = {"game": game, "players": 3, "seed": 5, "variant": [], "bots": list(bots),
           "actions": [list(a) for a in g.history]}
    m.saw_log(rec)
    assert chip_bots.moves_unlike_host(m, game, bots) == 0
    # a box seat's move that differs (and the game played on from it)
    at, other = swapped
    g = m.make(3, 5, ())
    for a in rec["actions"][:at]:
        g.play(tuple(a))
    g.play(other)
    while len(g.history) < 40:
        s, acts = g.current, g.actions()
        g.play(bot(game, "good", BOT_SEED).choose(g.search_view(s), acts, s) if s in bots
               else person.choose(g.search_view(s), acts, s))
    m.game = None
    m.saw_log(dict(rec, actions=[list(a) for a in g.history]))
    assert chip_bots.moves_unlike_host(m, game, bots) == 1
