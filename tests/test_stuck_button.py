"""A stuck button (BoxApp.name_stuck, hw/buttons.py, hw/display.py): held
past STUCK_MS it is named on the OLED's last row over every screen, sends
nothing more until let go, and the game goes on with the other buttons;
let go, the name goes. On the simulated box, firmware/main.py unchanged."""

from hexbox.app.box_app import STUCK_MS
from hexbox.app.words_de import STUCK as STUCK_DE
from hexbox.app.words_en import STUCK
from host_tools.hardware import boards
from host_tools.sim import run
from host_tools.sim.oled_text import screen
from host_tools.sim.world import World

STICK_AT = 3  # the action after which BACK sticks
ACTIONS = 12


class Sticker:
    """Holds BACK down from action STICK_AT for `ms`, and reads the OLED's
    last row meanwhile."""

    def __init__(self, world, ms):
        self.world = world
        self.ms = ms
        self.from_us = None
        self.named = False
        self.named_after = False
        self.during = 0

    def attach(self, c):
        real = c.pause
        world = self.world

        def pause(ms):
            n = len(c.game.history)
            now = world.clock.us
            if self.from_us is None and n == STICK_AT:
                self.from_us = now
                self.at = n
                world.press("back")
            elif self.from_us is not None:
                held = now - self.from_us
                if held < self.ms * 1000:
                    world.press("back")  # the player's presses let go of every button
                    self.during = max(self.during, n - self.at)
                    rows = screen(world.oled.ram)[0]
                    if held > (STUCK_MS + 100) * 1000 and rows and rows[-1] == STUCK % "BACK":
                        self.named = True
                else:
                    world.release("back")
                    rows = screen(world.oled.ram)[0]
                    if held > (self.ms + 200) * 1000 and STUCK % "BACK" in rows:
                        self.named_after = True
            return real(ms)

        c.pause = pause


def test_a_stuck_button_is_named_and_the_game_goes_on():
    world = World(boards.load("pico"))
    s = Sticker(world, STUCK_MS + 4000)
    c, world, check = run.auto(3, "pico", world=world, probe=run.Probe(max_actions=ACTIONS),
                              hooks=(s.attach,))
    assert s.from_us is not None
    assert s.named, "the stuck button was never named"
    assert not s.named_after, "the name stayed after it was let go"
    assert s.during >= 1, "the game stopped while the button was stuck"
    assert len(c.game.history) >= ACTIONS
    assert check.errors == []


def test_the_stuck_words_fit_a_row():
    for name in ("ROLL", "OK", "BACK", "STOP"):
        assert len(STUCK % name) <= 16 and len(STUCK_DE % name) <= 16
