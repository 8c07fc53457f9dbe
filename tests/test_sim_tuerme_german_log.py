"""Die wandelnden Türme in German, read in the simulator's "was geschah":
"Rot zieht 2" (Red draws two cards) stood next to "Zieht: Magier" (the
card moves a wizard) and "Rot: Magier 2 nach 4": one verb for drawing cards
and for moving pieces ("zieht 2 nach", the card game's word, still read
like a move of 2 fields). A person plays a few turns with keys and pauses;
drawing reads "nimmt 2 Karten": the cards named, no verb of moving."""

import re

from test_sim_newcomer import english_after, person  # noqa: F401 (a fixture)
from test_sim_tui import drive

from hexbox.games import presentation
from host_tools.hardware import boards
from host_tools.sim.tui import Tui
from host_tools.sim.world import World


def test_drawing_cards_reads_apart_from_moving_a_piece(tmp_path, english_after):  # noqa: F811
    world = World(boards.load("pico_referee"))
    ui = Tui(world, "wandelnde_tuerme", 4, realtime=False)
    drive(world, ui, person(world, 4, None, 24), tmp_path,
          {"board": "pico_referee", "game": "wandelnde_tuerme", "players": 3, "seed": 4,
           "lang": "de"})
    p = presentation("wandelnde_tuerme")
    seats = "|".join(p.seat_name(None, s) for s in range(3))
    lines = list(ui.happened.lines)
    drawn = [x for x in lines if re.search(r"\b(%s) nimmt \d Karten?$" % seats, x)]
    assert drawn, lines
    assert not [x for x in lines if re.search(r"\b(%s) zieht \d" % seats, x)], lines
