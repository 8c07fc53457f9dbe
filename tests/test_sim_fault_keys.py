"""The simulator's keys for teachers (host_tools/sim/tui.py): W makes the
wheel lose steps at its next turn, O takes the OLED's bus away for 3 s,
k17 Enter kills the sensor under field 17, f17 Enter makes it flicker;
each is in the keys' help."""

from host_tools.hardware import boards
from host_tools.sim import run
from host_tools.sim.parts import OLED_OFF_US
from host_tools.sim.tui import Tui
from host_tools.sim.world import World


def test_teacher_keys_inject_the_faults_and_are_in_the_help():
    world = World(boards.load("pico"))
    c, _, _ = run.auto(6, "pico", world=world, probe=run.Probe(max_actions=4))
    ui = Tui(world, "spuknacht", 6, realtime=False)
    try:
        ui.running = [c]
        ui.key("W")
        assert world.wheel.skip == world.wheel.turn_num // (16 * world.wheel.turn_den) > 0
        ui.key("O")
        assert world.oled.nak_until == world.clock.us + OLED_OFF_US
        for k in "k17\r":
            ui.key(k)
        assert world.hall.stuck == {world.hall.map.index(17): 0}
        for k in "f18\r":
            ui.key(k)
        assert world.hall.chatter == {world.hall.map.index(18)}
        keys = [row.split()[0] for row in ui.key_help() if row.strip()]
        assert "W" in keys and "O" in keys and "k17" in keys and "f17" in keys
    finally:
        ui.detach()
