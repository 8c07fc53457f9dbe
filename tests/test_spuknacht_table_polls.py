"""Spuknacht's hall-sensor table is asked every poll (10 ms) while the
person thinks: its screens and the game's magician fields are made once
per action, not every poll (rows made every poll keep the collector busy
on the chip), and the OLED is not written again while nothing changed."""

from hexbox.app.boxes import parts
from hexbox.boxes.spuknacht.table import SpuknachtTable
from hexbox.games import game_class
from hexbox.games.spuknacht import infer as inf
from hexbox.hw.build import Hardware
from hexbox.hw.needs import mode
from host_tools.hardware import boards
from host_tools.sim.world import World


class App:
    """What the table uses of the referee app: the game, the hardware, the screen."""

    def __init__(self, hw, game):
        self.hw = hw
        self.game = game
        self.rows = []
        self.hl = -1
        self.shows = 0
        self.turning = None

    def finish_turn(self):
        pass

    def show(self, rows, hl=-1):
        self.shows += 1
        self.rows = list(rows)
        self.hl = hl


def test_the_polled_screens_are_made_once_per_action():
    w = World(boards.load("pico"))
    with w.installed():
        hw = Hardware(w.board, w.machine, w.clock, parts("spuknacht", mode(w.board)))
        g = game_class("spuknacht")(players=2, seed=3)
        while g.phase == "setup":
            g.play(g.actions()[0])
        assert g.phase == "roll"
        app = App(hw, g)
        t = SpuknachtTable(app)
        w.hall.occupied.update(inf.fields_now(g.mags))
        for _ in range(5):
            w.clock.advance(10000)
            hw.hall.scan()
        assert t.decide(None) is None
        rows, now = app.rows, t.fields_now()
        assert app.shows == 1 and rows[0]
        for _ in range(20):
            w.clock.advance(10000)
            hw.hall.scan()
            assert t.decide(None) is None
            assert t.fields_now() is now
        assert app.shows == 1 and app.rows == rows
        assert t.decide(("roll", 0)) == ("roll",)
        g.play(("roll",))
        t.after([])
        assert t.fields_now() is not now and t.fields_now() == now  # a new action: made again
        shows = app.shows
        for _ in range(20):  # the move phase, the board as the game has it: the move screen
            w.clock.advance(10000)
            hw.hall.scan()
            assert t.decide(None) is None
        assert app.shows == shows + 1
        app.rows = ["something else"]  # another screen came between: shown again
        t.decide(None)
        assert app.shows == shows + 2
