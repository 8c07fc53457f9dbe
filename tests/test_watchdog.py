"""The watchdog (hw/watchdog.py): the box starts machine.WDT where the port
has one and feeds it from the sense task and its blocking stretches, so a
whole game never lets it run out (a host proxy for the chip's timing); a
hang does, the box resets and resumes its saved game, nothing lost or
doubled. On the simulated box (sim.machine.WDT on virtual time)."""

import pytest

from hexbox.hw.watchdog import WDT_MS
from host_tools.hardware import boards
from host_tools.sim import run
from host_tools.sim.world import World

ACTIONS = 12
HANG_AT = 5


@pytest.mark.parametrize("board", ["pico", "pico2"])
def test_a_whole_game_never_lets_the_watchdog_run_out(board):
    c, world, check = run.auto(2, board)
    assert c.game.over
    wdt = world.bus.wdt
    assert wdt is not None, "the box never started its watchdog"
    assert wdt.timeout_us == WDT_MS * 1000
    assert wdt.fired == 0, "longest wait between feeds: %d ms" % (wdt.longest_us // 1000)


class Hang:
    """The flow hangs once, after action HANG_AT: it keeps the CPU and
    awaits nothing (time goes on)."""

    def __init__(self, world):
        self.world = world
        self.hung = False

    def attach(self, c):
        real = c.pause
        clock = self.world.clock

        def pause(ms):
            if not self.hung and len(c.game.history) == HANG_AT:
                self.hung = True
                for _ in range(10 * WDT_MS):
                    clock.advance(1000)
            return real(ms)

        c.pause = pause


def _reset():
    raise run.PowerCut()  # the chip resets: every task dies where it is


def test_a_hang_resets_the_box_and_it_resumes_its_game():
    ref = run.auto(4, "pico", probe=run.Probe(max_actions=ACTIONS))[0].game.history[:ACTIONS]
    world = World(boards.load("pico"))
    world.bus.on_watchdog = _reset
    hang = Hang(world)
    c, world, check = run.auto(4, "pico", world=world, probe=run.Probe(max_actions=ACTIONS),
                              hooks=(hang.attach,))
    assert hang.hung
    assert world.bus.wdt.fired == 1, "the watchdog did not reset the hung box"
    assert c.game.history[:ACTIONS] == ref
    assert check.errors == []
