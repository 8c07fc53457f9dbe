"""Spuknacht on a box without the wheel motor, played in the terminal
simulator: after some turns the table's legend said "wheel 145785 deg".
The engine counts the wheel's steps over the many turns its gear needs to
come round; the legend reads the angle a person would see, 0 to 359."""

from test_sim_newcomer import person
from test_sim_tui import drive

from hexbox.games import host_words
from host_tools.hardware import boards
from host_tools.sim.tui import Tui
from host_tools.sim.world import World


def test_the_wheel_legend_reads_an_angle_of_one_turn(tmp_path):
    world = World(boards.load("pico_referee"))
    ui = Tui(world, "spuknacht", 61204, realtime=False)
    prefix = host_words("spuknacht").VIEW[0].split("%")[0]
    read = []

    def look(t, c):
        for line in t.table_lines(c):
            if line.startswith(prefix):
                read.append((len(c.game.history), int(line[len(prefix):].split()[0])))
        return None

    drive(world, ui, person(world, 3, look, 120), tmp_path,
          {"board": "pico_referee", "game": "spuknacht", "players": 1, "seed": 61204,
           "variant": ["expert"]})
    assert len({d for _, d in read}) > 3, "the wheel hardly turned: %r" % read[-5:]
    assert all(0 <= d < 360 for _, d in read), [x for x in read if not 0 <= x[1] < 360][:5]
