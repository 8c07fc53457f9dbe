# Spuknacht checks that run on CPython and on MicroPython alike.
from spuknacht_checks import check_invariants
from spuknacht_reference import compare

from hexbox.core.errors import ConfigError, IllegalAction
from hexbox.core.rng import Rng
from hexbox.games.spuknacht import Game
from hexbox.games.spuknacht.board import Board, reference_board
from hexbox.games.spuknacht.board_ref import BOARD


def test_reference_board_loads():
    b = reference_board()
    assert b.n >= 40 and len(b.targets) == 8 and len(b.corner_starts) == 4


def test_disconnected_board_is_refused_by_name():
    d = dict(BOARD)
    d["paths"] = tuple(p for p in BOARD["paths"] if 47 not in p)
    try:
        Board(d)
    except ConfigError as e:
        assert "disconnected" in str(e) and "47" in str(e)
    else:
        raise AssertionError("a disconnected board was accepted")


def test_notch_boundaries_do_not_drift():
    """Turning one notch 5000 times lands where 5000 notches lie."""
    w = reference_board().wheel
    s = 0
    for _ in range(5000):
        s = w.wrap(w.target(s, 1, 1))
    assert s == w.wrap(w.boundary(5000))
    assert s == (5000 * w.period // (w.revs * w.notches)) % w.period


def test_planner_equals_the_step_reference():
    assert compare(reference_board(), 24, 9) >= 0


def test_random_playout_keeps_every_invariant():
    for seed, variant in ((1, ()), (2, ("expert",))):
        g = Game(players=2, seed=seed, variant=variant)
        pick = Rng(seed + 77)
        before = None
        while not g.over:
            legal = g.actions()
            g.play(legal[pick.below(len(legal))])
            check_invariants(g, before)
            before = g.to_dict()
        assert g.result is not None and g.result["won"] in (True, False)


def test_exit_needs_five_chips_and_one_die_point():
    """'He needs one die point for this.'"""
    g = Game(seed=1)
    g.mags = [5, 41, 40]
    g.phase, g.die, g.gdie = "move", 1, ["red", 1]
    g.slate[0] = list(g.stacks[0])
    g.stacks[0] = []
    assert ("exit", 0, 1) not in g.actions()
    before = g.to_dict()
    try:
        g.play(("exit", 0, 1))
    except IllegalAction:
        pass
    else:
        raise AssertionError("exit without the die point")
    assert g.to_dict() == before
    g.die = 2
    assert ("exit", 0, 1) in g.actions()


def test_a_one_step_blink_is_no_new_contact_portable():
    """'Stop turning the wheel immediately when a ghost touches a magician.'
    The ring-40 ghost leaves field 18 for one motor step (3471) at the edge
    of its contact: from the contact's first step the turn goes on over the
    blink, and a turn starting on the off step keeps the contact."""
    from hexbox.games.spuknacht.planner import plan_turn

    b = reference_board()
    ghosts = [[k, b.mount_a[k]] for k in range(3)]
    mags = [(b.fx[18], b.fy[18]), None, None]
    kept = []
    got = plan_turn(b, 3470, ghosts, mags, 1, 1, (), kept)
    assert got[2] == () and got[0] == got[1] and kept == [(0, 0)]
    got = plan_turn(b, 3471, ghosts, mags, 1, 1, ((0, 0),))
    assert got[2] == () and got[0] == got[1]
