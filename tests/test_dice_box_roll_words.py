"""The dice box says a roll in words a child reads, in both languages, as
Spuknacht's own screens say it: the ghost colour, how many notches, and
which way the wheel turns ("blue: 3 notches" / "clockwise", "rot: 2 Rasten"
/ "linksherum"), never "Ghost: red 3 >>". Played through its buttons: ROLL
for a throw (its picture names the turn), ROLL again for the wheel (the
screen after it keeps the roll), ROLL held for the last throws; the OLED is
read as drawn."""

import re

import pytest
from test_dice_mode import Script

from hexbox.app import main as appmain
from host_tools.hardware import boards
from host_tools.sim.oled_text import rows as oled_rows
from host_tools.sim.run import run_main
from host_tools.sim.world import World

# the game's wheel words (spuknacht/words_*.py: TURNS, NOTCHES, COLOURS)
TURNS = {"en": {"red": "anticlockwise", "blue": "clockwise"},
         "de": {"red": "linksherum", "blue": "rechtsherum"}}
NOTCHES = {"en": ("notch", "notches"), "de": ("Raste", "Rasten")}
COLOURS = {"en": {"red": "red", "blue": "blue"}, "de": {"red": "rot", "blue": "blau"}}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_roll_is_said_in_the_wheels_words(lang, tmp_path, english_after):
    seen = []
    pictures = []

    def read(c, w):
        seen.append((list(c.game.rolls[-1]), oled_rows(w.oled)))

    def look(c, w):  # the throw's picture: the die's pips, the colour, a box per notch
        pictures.append((list(c.game.rolls[-1]), oled_rows(w.oled)))

    acts = []
    for _ in range(3):  # throw, turn the wheel: three turns
        acts += [("click", "roll"), ("wait", 300), ("do", look), ("click", "roll"),
                 ("wait", 6000), ("do", read)]
    acts += [("hold", "roll"), ("wait", 300), ("do", lambda c, w: seen.append((None,
                                                                                oled_rows(w.oled))))]
    world = World(boards.load("pico_dice"))
    s = Script(world, acts)
    try:
        run_main(world, str(tmp_path), {"board": "pico_dice", "game": "spuknacht", "seed": 5,
                                         "lang": lang})
    finally:
        world.clock.listeners.remove(s.tick)
    assert appmain.RUNNING and len(seen) == 4, seen
    for roll, rows in seen[:3]:
        points, colour, n = roll
        text = " ".join(rows)
        assert ">>" not in text and "<<" not in text, rows
        unit = NOTCHES[lang][0 if n == 1 else 1]
        assert re.search(r"\b%s: %d %s\b" % (COLOURS[lang][colour], n, unit), text), rows
        assert str(points) in rows[0], rows
    for roll, rows in pictures:  # the words on it: the colour and which way to turn
        assert ">>" not in " ".join(rows) and TURNS[lang][roll[1]] in rows, rows
    history = seen[3][1]
    assert ">>" not in " ".join(history) and "<<" not in " ".join(history), history
    last = seen[2][0]
    assert re.search(r"\b%s: %d %s\b" % (COLOURS[lang][last[1]], last[2],
                                         NOTCHES[lang][0 if last[2] == 1 else 1]),
                     " ".join(history)), history
    assert all(len(r) <= 16 for _, rows in seen for r in rows), seen
