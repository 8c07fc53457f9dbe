"""Spuknacht's table in the terminal: a ghost's label ("G3") was written
over a field's number, so field 28 read "2G3". Played with keys as a person
does, in each language: on every screen each field's number stands whole and
every ghost has its label."""

import re

import pytest
from test_sim_newcomer import english_after, person  # noqa: F401 (english_after: the fixture)
from test_sim_tui import drive

from host_tools.hardware import boards
from host_tools.sim.tui import Tui
from host_tools.sim.world import World


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_ghost_label_never_covers_a_field_number(lang, tmp_path, english_after):  # noqa: F811
    world = World(boards.load("pico"))
    ui = Tui(world, "spuknacht", 5, realtime=False)
    frames = []

    def look(t, c):
        g = c.game
        lines = t.view.table(c, g, world)
        ghosts = len(g.ghosts)
        frames.append((len(g.history), lines, ghosts))
        return None

    drive(world, ui, person(world, 5, look, 40), tmp_path,
          {"board": "pico", "game": "spuknacht", "players": 2, "seed": 5, "lang": lang})
    assert len(frames) > 20
    for n, lines, ghosts in frames:
        text = "\n".join(lines)
        assert not re.search(r"\dG\d|G\d\d", text), "after %d actions:\n%s" % (n, text)
        for k in range(1, ghosts + 1):
            assert "G%d" % k in text, "ghost %d has no label after %d actions:\n%s" % (k, n, text)
