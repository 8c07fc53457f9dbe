"""A wheel turned by hand while the box had no power (a child spins the
ghost wheel of a box put away mid-game): at power-on the box does not
trust where its wheel stood, it homes on the index magnet and turns the
wheel to the step the saved game holds, so the ghosts stand where the
game says. On the simulated box, firmware/main.py unchanged."""

from host_tools.hardware import boards
from host_tools.sim import run
from host_tools.sim.world import World

SEED = 4
ACTIONS = 8


def _played(turn_by_hand=()):
    """(app, world, wheel check, power-ons) of ACTIONS actions; with
    turn_by_hand, the power is cut after each action from the second on, and
    before each power-on the wheel is turned by the next amount (a fraction
    of a turn, negative: backwards)."""
    world = World(boards.load("pico"))
    per = world.wheel.turn_num // world.wheel.turn_den
    starts = []

    def power_on(c):
        if starts and len(starts) <= len(turn_by_hand):
            num, den = turn_by_hand[len(starts) - 1]
            world.wheel.position += per * num // den  # no coil is on: the wheel turns freely
        starts.append(c)

    probe = run.Probe(max_actions=ACTIONS, cut_after=(0,) if turn_by_hand else (), first_cut=2)
    c, world, check = run.auto(SEED, "pico", world=world, probe=probe, hooks=(power_on,))
    return c, world, check, len(starts)


def test_a_wheel_turned_by_hand_while_the_power_was_off_is_brought_back_to_the_game():
    c0, w0, _, _ = _played()
    hand = ((1, 3), (-1, 5), (17, 7), (-5, 2), (1, 97), (-2, 3), (3, 4))
    c, w, check, starts = _played(hand)
    assert starts > 3, "the power was not cut"
    assert w.wheel.position != w0.wheel.position  # it was turned by hand, and more than once
    assert c.game.history[:ACTIONS] == c0.game.history[:ACTIONS]  # nothing lost or doubled
    assert check.errors == []
    num, den = w.wheel.turns()
    ref, _ = w0.wheel.turns()
    tolerance = 0 if w.wheel.turn_num % w.wheel.turn_den == 0 else 2 * w.wheel.turn_den
    assert min((num - ref) % den, (ref - num) % den) <= tolerance, \
        "the wheel stands %s of a turn from where the game holds it" % ((num - ref) % den / den)
