"""The OLED's bus lost during play (hw/display.py, BoxApp.sense): a transfer
that fails does not end the game; the box plays on, and once the bus
answers again the whole screen is sent, so the OLED shows what the app
shows. On the simulated box, firmware/main.py unchanged."""

from host_tools.hardware import boards
from host_tools.sim import run
from host_tools.sim.oled_text import screen
from host_tools.sim.world import World

LOSS_AT = 4  # the action after which the bus stops answering
LOSS_US = 3_000_000
ACTIONS = 14


class BusCut:
    def __init__(self, world):
        self.world = world
        self.cut_at = None  # chip time the bus went
        self.during = 0  # actions played while it was gone

    def attach(self, c):
        real = c.pause
        world = self.world

        def pause(ms):
            n = len(c.game.history)
            now = world.clock.us
            if self.cut_at is None and n == LOSS_AT:
                self.cut_at = now
                world.oled.nak_until = now + LOSS_US
                self.at_cut = n
            elif self.cut_at is not None and now < world.oled.nak_until:
                self.during = max(self.during, n - self.at_cut)
            return real(ms)

        c.pause = pause


def test_the_game_goes_on_without_the_oled_and_the_screen_comes_back():
    world = World(boards.load("pico"))
    cut = BusCut(world)
    c, world, check = run.auto(7, "pico", world=world, probe=run.Probe(max_actions=ACTIONS),
                              hooks=(cut.attach,))
    assert cut.cut_at is not None
    assert len(c.game.history) >= ACTIONS, "the game stopped"
    assert cut.during >= 1, "no action was played while the bus was gone"
    assert world.clock.us > world.oled.nak_until
    assert not c.hw.display.lost, "the bus answers again, the box did not try it"
    rows, hl, picture = screen(world.oled.ram)
    shown = [r.rstrip() for r in c.rows if r.strip()]
    assert picture or rows == shown, (rows, c.rows)
    assert check.errors == []
