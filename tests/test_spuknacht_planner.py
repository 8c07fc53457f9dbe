# The ghost-wheel planner against the step-by-step reference
# (tests/portable/spuknacht_reference.py): over 10,000 random positions of
# the wheel, the ghosts and the magicians it must give exactly the
# reference's stop step and touched magicians.
from spuknacht_reference import compare

from hexbox.games.spuknacht.board import Board, reference_board
from hexbox.games.spuknacht.board_ref import BOARD
from hexbox.games.spuknacht.planner import plan_turn


def test_planner_equals_step_by_step_reference_10000_positions():
    """plan_turn gives the exact stop step (end of the last notch or the
    first contact) and the touched magicians, in every one of 10,000 random
    positions, with and without the 4th ghost."""
    contacts = compare(reference_board(), 10000, 4)
    assert contacts > 2000  # the sample really exercises contacts


def test_planner_exact_on_a_fine_stepping_motor():
    """Same on a motor with many steps per angle unit (NEMA 17, 1/16)."""
    data = dict(BOARD)
    data["motor"] = "nema17-16"
    compare(Board(data), 300, 5)


def test_first_contact_stops_the_wheel_even_mid_notch():
    """'You must stop turning immediately, as soon as a ghost touches one of
    the magicians!' The ring-80 ghost reaches field 25 inside a notch."""
    board = reference_board()
    w = board.wheel
    ghosts = [[k, board.mount_a[k]] for k in range(3)]
    mags = [(board.fx[25], board.fy[25]), None, None]
    s = 0
    for _ in range(24):
        stop, target, touched, _ = plan_turn(board, s, ghosts, mags, 1, 1)
        if touched:
            break
        assert stop == target and w.on_boundary(stop)
        s = stop
    assert touched == (0,)
    assert stop < target and not w.on_boundary(stop)
