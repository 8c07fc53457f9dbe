"""The wheel watched during play (hw/index_watch.py, BoxApp.finish_turn): a
wheel that lost steps is found at its next pass of the index magnet, the
box says so ("wheel slipped: turning back") and turns it back to the step
the game holds; a wheel that never reaches its index (held, magnet gone)
has its coils off and the fault named. On the simulated box, firmware/main.py
unchanged."""

import pytest

from hexbox.app import fault
from hexbox.app.boxes import parts
from hexbox.app.words_de import WHEEL_SLIPPED as SLIPPED_DE
from hexbox.app.words_en import WHEEL_SLIPPED
from hexbox.hw import board as boardcheck
from hexbox.hw.build import Hardware
from hexbox.hw.needs import mode
from host_tools.hardware import boards
from host_tools.sim import run
from host_tools.sim.world import World

SLIP_TURN = 3  # the wheel turn whose first steps are lost
ACTIONS = 40  # enough turns for the wheel to pass its index after the slip


class Slipper:
    """Loses `steps` of the wheel's steps at the start of turn `turn`, and
    keeps every screen the box shows."""

    def __init__(self, world, turn, steps=0, hold=False):
        self.world = world
        self.turn = turn
        self.steps = steps
        self.hold = hold
        self.turns = 0
        self.shown = []

    def attach(self, c):
        start, show = c.start_turn, c.show

        def start_turn(steps):
            self.turns += 1
            if self.turns == self.turn:
                self.world.wheel.skip = self.steps
                self.world.wheel.held = self.hold
            start(steps)

        def shown(rows, *a, **k):
            self.shown.append(list(rows))
            return show(rows, *a, **k)

        c.start_turn, c.show = start_turn, shown


def _play(board, slipper, world, actions=ACTIONS):
    from hexbox.app import main as appmain

    appmain.ON_START.append(slipper.attach)
    try:
        return run.auto(5, board, world=world, probe=run.Probe(max_actions=actions))
    finally:
        appmain.ON_START.remove(slipper.attach)


@pytest.mark.parametrize("board,lost", [("pico", 100), ("pico", 700), ("pico2", 30),
                                        ("pico2", 150)])
def test_a_slipped_wheel_is_turned_back_to_the_games_step(board, lost):
    """A slip within the magnet's window is read off it; a longer one (the
    magnet did not come where it was due) homes the wheel again."""
    world = World(boards.load(board))
    slipper = Slipper(world, SLIP_TURN, lost)
    c, world, check = _play(board, slipper, world)
    assert world.wheel.lost == lost  # the fault was injected
    assert slipper.turns > SLIP_TURN + 3
    assert list(WHEEL_SLIPPED) in slipper.shown, "the box never said the wheel slipped"
    # after the box turned it back, the wheel model stands where the engine
    # says, as before the slip, to whole wheel turns (the turns between are
    # the box's blind spot): exactly where a wheel turn is a whole number of
    # microsteps; a gear like the 28BYJ-48's puts the index between two
    # microsteps, so the count the magnet gives back may be one off
    g = c.game
    assert (c.hw.stepper.position - g.step) % g.board.wheel.period == 0
    gear = c.hw.gear
    num, den = gear.per_turn_num, gear.per_turn_den
    off = ((world.wheel.position - c.hw.stepper.position - check.offset) * den) % num
    assert min(off, num - off) <= (0 if num % den == 0 else 2 * den), off / den


def test_a_held_wheel_stops_its_coils_and_names_the_fault():
    """Held from a turn on: the count passes where the magnet was due,
    homing finds no magnet either, the fault screen names it."""
    world = World(boards.load("pico2"))  # the 28BYJ-48: four coil pins
    slipper = Slipper(world, SLIP_TURN, hold=True)
    del fault._SHOWN[:]
    _, world, _ = _play("pico2", slipper, world, actions=SLIP_TURN + 40)
    assert world.wheel.held
    assert fault._SHOWN, "no fault screen"
    assert "index magnet" in " ".join(fault._SHOWN)
    assert not world.motor.energised(), "the coils stay on"


def test_words_of_the_slip_fit_the_screen():
    for rows in (WHEEL_SLIPPED, SLIPPED_DE):
        assert len(rows) == 2 and all(len(r) <= 16 for r in rows)
    assert "ü" in SLIPPED_DE[1]


def test_index_tolerance_is_checked_against_the_magnets_arc():
    b = boards.load("pico")
    b["index"]["tolerance"] = 10
    assert not [e for e in boardcheck.problems(b) if "tolerance" in e]
    b["index"]["tolerance"] = 16000 // boardcheck.INDEX_ARC_PER_TURN + 1
    assert [e for e in boardcheck.problems(b) if "index.tolerance" in e]
    b["index"]["tolerance"] = -1
    assert [e for e in boardcheck.problems(b) if "tolerance" in e]


def test_the_board_tolerance_is_the_watchs():
    b = boards.load("pico")
    b["index"]["tolerance"] = 5
    w = World(b)
    with w.installed():
        hw = Hardware(w.board, w.machine, w.clock, parts("spuknacht", mode(w.board)))
    assert hw.index_watch.tolerance == 5
